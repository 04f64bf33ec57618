// dead_bytes: per vEU the clocks at its rTasks, a search for the first rTask that follows every access
// of each tensor, then the tensor's bytes less those of other tensors accessed on both sides of it.
#include "backends/plan/dead_bytes.h"

#include <algorithm>
#include <tuple>

#include "backends/plan/workspace_lifetimes.h"

namespace rammer {

namespace {

using plan_detail::Clock;
using plan_detail::Lifetime;

// A place a dead-bytes entry can go: before instruction `pc` of a vEU, with what is known complete.
struct Point {
  int32_t pc;
  Clock clock;
};

// Every access `l` records happens before `p` on vEU v.
bool follows(const Point& p, size_t v, const Lifetime& l) {
  for (size_t u = 0; u < l.last.size(); ++u) {
    const int32_t seen = u == v ? p.pc : p.clock[u];
    if (l.last[u] > seen) return false;
  }
  return true;
}

// [lo, hi) less the intervals in `cut`.
std::vector<std::pair<int64_t, int64_t>> subtract(int64_t lo, int64_t hi, std::vector<std::pair<int64_t, int64_t>> cut) {
  std::sort(cut.begin(), cut.end());
  std::vector<std::pair<int64_t, int64_t>> out;
  for (const auto& [a, b] : cut) {
    if (b <= lo || a >= hi) continue;
    if (a > lo) out.push_back({lo, a});
    lo = std::max(lo, b);
  }
  if (lo < hi) out.push_back({lo, hi});
  return out;
}

}  // namespace

DeadBytesStats mark_dead_bytes(Plan& plan) {
  DeadBytesStats stats;
  plan.dead_bytes.clear();
  const plan_detail::WorkspaceSlots ws = plan_detail::workspace_slots(plan);
  const size_t n = ws.tensor_of.size(), V = plan.programs.size();
  stats.tensors = static_cast<int>(n);
  const std::vector<Lifetime> life = plan_detail::lifetimes(plan, plan_detail::op_accesses(plan, ws.slot_of), n);
  std::vector<int64_t> offset(n);
  for (size_t s = 0; s < n; ++s) offset[s] = plan.tensors[static_cast<size_t>(ws.tensor_of[s])].desc.offset;

  // Per vEU: its rTasks, with the clock the waits before each give, then its program's end.
  std::vector<std::vector<Point>> points(V);
  std::vector<Clock> final_clock(V, Clock(V, 0));
  plan_detail::replay(plan, [&](size_t v, size_t pc, const Clock& c) {
    final_clock[v] = c;
    if (static_cast<kernels::InstrCode>(plan.programs[v][pc].code) == kernels::InstrCode::exec)
      points[v].push_back({static_cast<int32_t>(pc), c});
  });
  for (size_t v = 0; v < V; ++v) points[v].push_back({static_cast<int32_t>(plan.programs[v].size()), final_clock[v]});

  for (size_t t = 0; t < n; ++t) {
    const Lifetime& l = life[t];
    if (ws.live_to_end[t] || l.first_step == INT64_MAX) continue;
    // Clocks only grow along a program, so the first point that follows is found by bisection.
    auto first_on = [&](size_t v) {
      return std::partition_point(points[v].begin(), points[v].end(),
                                  [&](const Point& p) { return !follows(p, v, l); });
    };
    size_t v = static_cast<size_t>(std::max(l.last_veu, 0));
    auto at = first_on(v);
    for (size_t u = 0; at == points[v].end() && u < V; ++u) {
      v = u;
      at = first_on(u);
    }
    if (at == points[v].end()) continue;
    // Bytes another tensor shares stay unless every access to it comes before the point or after it.
    std::vector<std::pair<int64_t, int64_t>> keep;
    for (size_t u = 0; u < n; ++u) {
      if (u == t || offset[u] >= offset[t] + ws.size[t] || offset[t] >= offset[u] + ws.size[u]) continue;
      if (follows(*at, v, life[u])) continue;          // dead by then too
      if (life[u].min_seen[v] > at->pc) continue;      // every access sees the point done
      keep.push_back({offset[u], offset[u] + ws.size[u]});
    }
    bool any = false;
    for (const auto& [lo, hi] : subtract(offset[t], offset[t] + ws.size[t], keep)) {
      plan.dead_bytes.push_back({ws.tensor_of[t], static_cast<int>(v), at->pc, lo, hi - lo});
      stats.bytes += hi - lo;
      any = true;
    }
    stats.marked += any;
  }
  std::sort(plan.dead_bytes.begin(), plan.dead_bytes.end(), [](const DeadBytes& a, const DeadBytes& b) {
    return std::tie(a.veu, a.before, a.offset) < std::tie(b.veu, b.before, b.offset);
  });
  return stats;
}

}  // namespace rammer
