// Critical-path list scheduling over the tile-level rTask DAG (HEFT-style, one processor type).
// Upward rank = own time + the longest (time + sync latency) path to an exit; ready rTasks are
// taken highest rank first and placed where they can start earliest among: the earliest-free vEU
// and the vEUs of their three latest-finishing predecessors (no sync latency there). Waits are
// emitted per cross-vEU dependency, skipped when the vEU already waited on a later rTask of the
// same producer vEU (program order then covers it).
#include <algorithm>
#include <queue>
#include <set>

#include "scheduler/policies.h"

namespace rammer {

Schedule schedule_critical_path(const TaskGraph& g, int veus, const SimTiming& timing) {
  const int n = g.num_tasks();
  const double sync = timing.sync_us;
  std::vector<double> rank(static_cast<size_t>(n), 0);
  for (int t = n; t-- > 0;) {
    double best = 0;
    for (int s : g.succs[static_cast<size_t>(t)]) best = std::max(best, rank[static_cast<size_t>(s)] + sync);
    rank[static_cast<size_t>(t)] = g.cost_us[static_cast<size_t>(t)] + best;
  }
  auto lower = [&](int a, int b) {  // priority_queue: top = highest rank, then lowest id
    if (rank[static_cast<size_t>(a)] != rank[static_cast<size_t>(b)]) return rank[static_cast<size_t>(a)] < rank[static_cast<size_t>(b)];
    return a > b;
  };
  std::priority_queue<int, std::vector<int>, decltype(lower)> ready(lower);
  std::vector<int> indeg(static_cast<size_t>(n), 0);
  for (int t = 0; t < n; ++t) {
    indeg[static_cast<size_t>(t)] = static_cast<int>(g.preds[static_cast<size_t>(t)].size());
    if (indeg[static_cast<size_t>(t)] == 0) ready.push(t);
  }
  std::vector<double> free(static_cast<size_t>(veus), 0), finish(static_cast<size_t>(n), 0);
  std::vector<int> veu_of(static_cast<size_t>(n), -1);
  std::set<std::pair<double, int>> by_free;
  for (int v = 0; v < veus; ++v) by_free.insert({0.0, v});
  std::vector<std::vector<int>> order(static_cast<size_t>(veus));
  while (!ready.empty()) {
    int t = ready.top();
    ready.pop();
    const auto& preds = g.preds[static_cast<size_t>(t)];
    std::vector<int> cand = {by_free.begin()->second};
    std::vector<int> late(preds.begin(), preds.end());
    size_t k = std::min<size_t>(3, late.size());
    std::partial_sort(late.begin(), late.begin() + static_cast<long>(k), late.end(),
                      [&](int a, int b) { return finish[static_cast<size_t>(a)] > finish[static_cast<size_t>(b)]; });
    for (size_t i = 0; i < k; ++i) cand.push_back(veu_of[static_cast<size_t>(late[i])]);
    int best_v = -1;
    double best_start = 0;
    for (int v : cand) {
      double start = free[static_cast<size_t>(v)];
      for (int p : preds) {
        start = std::max(start, finish[static_cast<size_t>(p)] + (veu_of[static_cast<size_t>(p)] == v ? 0.0 : sync));
      }
      if (best_v < 0 || start < best_start - 1e-9) best_v = v, best_start = start;
    }
    by_free.erase({free[static_cast<size_t>(best_v)], best_v});
    finish[static_cast<size_t>(t)] = best_start + g.cost_us[static_cast<size_t>(t)];
    free[static_cast<size_t>(best_v)] = finish[static_cast<size_t>(t)];
    by_free.insert({free[static_cast<size_t>(best_v)], best_v});
    veu_of[static_cast<size_t>(t)] = best_v;
    order[static_cast<size_t>(best_v)].push_back(t);
    for (int s : g.succs[static_cast<size_t>(t)]) {
      if (--indeg[static_cast<size_t>(s)] == 0) ready.push(s);
    }
  }
  // Positions (1-based) in each vEU's order, then the waits each vEU needs.
  std::vector<int> pos(static_cast<size_t>(n), 0);
  for (const auto& ord : order) {
    for (size_t i = 0; i < ord.size(); ++i) pos[static_cast<size_t>(ord[i])] = static_cast<int>(i) + 1;
  }
  std::vector<std::vector<std::vector<int>>> waits(static_cast<size_t>(veus));
  std::vector<int> event_of(static_cast<size_t>(n), -1);
  int events = 0;
  for (int v = 0; v < veus; ++v) {
    std::vector<int> known(static_cast<size_t>(veus), 0);
    const auto& ord = order[static_cast<size_t>(v)];
    waits[static_cast<size_t>(v)].resize(ord.size());
    for (size_t i = 0; i < ord.size(); ++i) {
      std::vector<int> ps = g.preds[static_cast<size_t>(ord[i])];
      // Latest producer position first: one wait then covers the earlier ones of that vEU.
      std::sort(ps.begin(), ps.end(), [&](int a, int b) { return pos[static_cast<size_t>(a)] > pos[static_cast<size_t>(b)]; });
      for (int p : ps) {
        int u = veu_of[static_cast<size_t>(p)];
        if (u == v || known[static_cast<size_t>(u)] >= pos[static_cast<size_t>(p)]) continue;
        known[static_cast<size_t>(u)] = pos[static_cast<size_t>(p)];
        if (event_of[static_cast<size_t>(p)] < 0) event_of[static_cast<size_t>(p)] = events++;
        waits[static_cast<size_t>(v)][i].push_back(event_of[static_cast<size_t>(p)]);
      }
    }
  }
  Schedule s;
  s.policy = "critical-path";
  s.num_events = events;
  s.programs.assign(static_cast<size_t>(veus), {});
  for (int v = 0; v < veus; ++v) {
    auto& prog = s.programs[static_cast<size_t>(v)];
    const auto& ord = order[static_cast<size_t>(v)];
    for (size_t i = 0; i < ord.size(); ++i) {
      for (int e : waits[static_cast<size_t>(v)][i]) prog.push_back(Instr::wait(e, 1));
      int t = ord[i];
      prog.push_back(Instr::exec(g.op_of[static_cast<size_t>(t)], g.index_in_op(t)));
      if (event_of[static_cast<size_t>(t)] >= 0) prog.push_back(Instr::signal(event_of[static_cast<size_t>(t)]));
    }
  }
  return s;
}

}  // namespace rammer
