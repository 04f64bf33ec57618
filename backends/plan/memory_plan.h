// memory_plan: workspace reuse proven by the schedule's happens-before order.
//
// (One exception to the rule below, only when the caller passes in-place pairs (in_place.h): an op's
// output may sit exactly over an input it reads box by box, see memory_plan()'s comment.)
//
// Expects: a Plan whose ops, tensors (workspace slots placed one after another, no reuse), reference
// nodes and per-vEU programs are final. Guarantees: two workspace base tensors share bytes only when
// every access (any rTask of any op naming the tensor or a view of it) to one happens-before every
// access to the other. Happens-before is program order on one vEU plus signal -> wait edges, where a
// wait counts as an edge only when it waits for *all* the signals its event gets per run (a partial
// wait proves nothing about which signaller it saw); it is computed with vector clocks over a replay
// of the schedule. Runs never overlap within a session (run() returns after every vEU finished), so
// only one run's order matters. Views keep their byte offset relative to their base; slots stay
// 64-byte aligned; workspace_bytes becomes the new peak. Placement: first-fit, except that a tensor
// goes over the most recently touched dead tensor (preferring one last touched on the vEU that
// first writes it) when that fits without raising the peak so far: its lines are likely still in
// that core's cache (it trades a somewhat larger workspace for that; docs/perf-notes.md).
#pragma once

#include "backends/plan/in_place.h"
#include "backends/plan/plan.h"

namespace rammer {

struct MemoryPlanStats {
  int64_t bytes_before = 0;  // one slot per intermediate
  int64_t bytes_after = 0;   // with reuse
  int tensors = 0;           // workspace base tensors placed
  int shared = 0;            // of them, placed over bytes of an earlier tensor
  int in_place = 0;          // of those, exactly over an input of the op that writes them
};

// `in_place`: ops whose output may sit exactly over one of their inputs (in_place.h). It does when
// every other access to the input happens before every access to the output (the op's rTask k reads
// the input's box k before writing the output's, and every reader of the output's box k waits for
// rTask k, its only writer), and the bytes are free of tensors not ordered with the output.
MemoryPlanStats memory_plan(Plan& plan, const std::vector<InPlacePair>& in_place = {});

}  // namespace rammer
