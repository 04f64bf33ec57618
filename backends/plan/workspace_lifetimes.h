// workspace_lifetimes: when each workspace tensor is accessed, in the happens-before order of a
// plan's vEU programs. Shared by the memory plan (which bytes may be shared) and the dead-bytes pass
// (from where on bytes are never read again).
//
// Happens-before is program order on one vEU plus signal -> wait edges, where a wait counts as an
// edge only when it waits for *all* the signals its event gets per run (a partial wait proves nothing
// about which signaller it saw); it is computed with vector clocks over a replay of the schedule.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <vector>

#include "backends/plan/plan.h"

namespace rammer::plan_detail {

using Clock = std::vector<int32_t>;  // per vEU: instructions of that vEU known complete

struct Lifetime {
  Clock last;     // per vEU: 1 + the position of its last access there (0: none)
  Clock min_seen; // per vEU: the fewest instructions known complete at any access (INT_MAX: no access)
  int64_t first_step = INT64_MAX;  // replay step of the first access (placement order)
  int64_t last_step = -1;          // replay step of the last access
  int first_veu = -1, last_veu = -1;  // the vEUs of those two accesses
};

// The workspace base tensors ("slots"; views share their base's slot).
struct WorkspaceSlots {
  std::vector<int> tensor_of;   // slot -> plan tensor
  std::map<int, int> slot_of;   // plan tensor -> slot
  std::vector<int64_t> size;    // bytes, 64-byte aligned
  std::vector<bool> live_to_end;  // a graph output (or a view of one) copied out after the run
};
WorkspaceSlots workspace_slots(const Plan& plan);

// Per op: the slots it touches (operands, or a reference op's node values).
std::vector<std::vector<int>> op_accesses(const Plan& plan, const std::map<int, int>& slot_of);

// Replays the vEU programs in an order the waits allow. `visit(v, pc, clock)` sees each instruction
// once it may run: for a wait, the clock includes what the wait orders before it; for an exec,
// clock[v] == pc (its own vEU's earlier instructions); for a signal, clock[v] == pc + 1.
void replay(const Plan& plan, const std::function<void(size_t v, size_t pc, const Clock& clock)>& visit);

std::vector<Lifetime> lifetimes(const Plan& plan, const std::vector<std::vector<int>>& access, size_t slots);

// Every access to a happens-before every access to b.
bool before(const Lifetime& a, const Lifetime& b);

}  // namespace rammer::plan_detail
