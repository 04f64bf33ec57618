// memory_plan: vector clocks over a replay of the schedule, then placement (first-fit, or over a
// recently touched dead tensor: warm_offset) in which a tensor may only overlap tensors that are
// ordered with it (memory_plan.h states the rule).
#include "backends/plan/memory_plan.h"

#include <algorithm>
#include <climits>
#include <map>

#include "backends/plan/workspace_lifetimes.h"

namespace rammer {

namespace {

using plan_detail::before;
using plan_detail::Lifetime;
using plan_detail::lifetimes;
using plan_detail::op_accesses;
using plan_detail::workspace_slots;
using plan_detail::WorkspaceSlots;

// Where to put tensor b: first-fit gives `at`; among the free places that start at a dead tensor's
// offset (`dead`: every access to it happens before b's) and do not raise the peak beyond what
// first-fit needs, prefer the tensor whose bytes were touched last, on the vEU that first writes b:
// those lines are likely still in that core's cache, so b's first write hits there instead of
// fetching cold lines from memory (a CPU core's stores allocate: they read the line first).
int64_t warm_offset(size_t b, int64_t at, int64_t peak, const std::vector<size_t>& dead,
                    const std::vector<std::pair<int64_t, int64_t>>& busy, const std::vector<Lifetime>& life,
                    const std::vector<int64_t>& offset, const std::vector<int64_t>& size) {
  const int64_t limit = std::max(peak, at + size[b]);
  auto free_at = [&](int64_t p) {
    for (const auto& [lo, hi] : busy) {
      if (lo < p + size[b] && p < hi) return false;
    }
    return p + size[b] <= limit;
  };
  int64_t best = at;
  std::pair<int, int64_t> best_score{-1, -1};
  for (size_t a : dead) {
    const std::pair<int, int64_t> score{life[a].last_veu == life[b].first_veu ? 1 : 0, life[a].last_step};
    if (score > best_score && free_at(offset[a])) best = offset[a], best_score = score;
  }
  return best;
}

}  // namespace

MemoryPlanStats memory_plan(Plan& plan, const std::vector<InPlacePair>& in_place) {
  MemoryPlanStats stats;
  stats.bytes_before = plan.workspace_bytes;
  const WorkspaceSlots ws = workspace_slots(plan);
  const std::vector<int>& tensor_of = ws.tensor_of;
  const std::map<int, int>& slot_of = ws.slot_of;
  const std::vector<int64_t>& size = ws.size;
  const std::vector<bool>& live_to_end = ws.live_to_end;
  const size_t n = tensor_of.size();
  stats.tensors = static_cast<int>(n);
  const std::vector<std::vector<int>> access = op_accesses(plan, slot_of);
  const std::vector<Lifetime> life = lifetimes(plan, access, n);
  // In-place candidates: per written slot, the read slots it may sit over; `apart` holds the
  // lifetimes without the accesses of the op that pairs them.
  std::map<size_t, std::vector<size_t>> partners;
  std::vector<Lifetime> apart;
  if (!in_place.empty()) {
    std::vector<std::vector<int>> without = access;
    for (const InPlacePair& p : in_place) {
      const int r = slot_of.at(p.read), w = slot_of.at(p.written);
      auto& acc = without[static_cast<size_t>(p.op)];
      acc.erase(std::remove_if(acc.begin(), acc.end(), [&](int s) { return s == r || s == w; }), acc.end());
      partners[static_cast<size_t>(w)].push_back(static_cast<size_t>(r));
    }
    apart = lifetimes(plan, without, n);
  }
  std::vector<int64_t> old_offset(n), offset(n, -1);
  for (size_t s = 0; s < n; ++s) old_offset[s] = plan.tensors[static_cast<size_t>(tensor_of[s])].desc.offset;
  std::vector<size_t> order(n);
  for (size_t s = 0; s < n; ++s) order[s] = s;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return life[a].first_step < life[b].first_step; });
  std::vector<size_t> placed;
  int64_t peak = 0;
  for (size_t b : order) {
    // Intervals b must not overlap: placed tensors not ordered with it.
    std::vector<std::pair<int64_t, int64_t>> busy;
    std::vector<size_t> unordered;  // the placed tensors behind `busy`
    std::vector<size_t> dead;  // placed tensors whose every access happens before b's
    bool overlaps_other = false;
    for (size_t a : placed) {
      if (!live_to_end[a] && before(life[a], life[b])) {
        overlaps_other = true;
        dead.push_back(a);
        continue;
      }
      if (!live_to_end[b] && before(life[b], life[a])) {
        overlaps_other = true;
        continue;
      }
      busy.push_back({offset[a], offset[a] + size[a]});
      unordered.push_back(a);
    }
    std::sort(busy.begin(), busy.end());
    int64_t at = 0;
    for (const auto& [lo, hi] : busy) {
      if (at + size[b] <= lo) break;
      at = std::max(at, hi);
    }
    at = warm_offset(b, at, peak, dead, busy, life, offset, size);
    if (auto it = partners.find(b); it != partners.end()) {
      for (size_t a : it->second) {
        if (offset[a] < 0 || size[a] != size[b] || live_to_end[a] || live_to_end[b]) continue;
        // Every other access to a before b is touched; the op's rTask k reads a's box k before it
        // writes b's, and whatever reads b's box k waits for rTask k (its only writer).
        if (!before(apart[a], life[b])) continue;
        const bool free = std::none_of(unordered.begin(), unordered.end(), [&](size_t c) {
          return c != a && offset[c] < offset[a] + size[b] && offset[a] < offset[c] + size[c];
        });
        if (!free) continue;
        at = offset[a];
        overlaps_other = true;
        ++stats.in_place;
        break;
      }
    }
    offset[b] = at;
    placed.push_back(b);
    peak = std::max(peak, at + size[b]);
    if (overlaps_other) {
      for (size_t a : placed) {
        if (a != b && offset[a] < at + size[b] && at < offset[a] + size[a]) {
          ++stats.shared;
          break;
        }
      }
    }
  }
  for (auto& t : plan.tensors) {
    if (t.desc.buffer != static_cast<int32_t>(kernels::Buffer::workspace)) continue;
    const size_t s = static_cast<size_t>(slot_of.at(t.base >= 0 ? t.base : static_cast<int>(&t - plan.tensors.data())));
    t.desc.offset = offset[s] + (t.desc.offset - old_offset[s]);
  }
  plan.workspace_bytes = peak;
  stats.bytes_after = peak;
  return stats;
}

}  // namespace rammer
