// Critical-path list scheduling over the tile-level rTask DAG (HEFT-style, one processor type).
// Upward rank = own time + the longest (time + sync latency) path to an exit; ready rTasks are
// taken highest rank first and placed where they can start earliest among: the earliest-free vEU
// and the vEUs of their three latest-finishing predecessors (no sync latency there); with a
// locality slack (SimTiming; compile_schedule.cc decides when), on the latest-finishing
// predecessor's vEU whenever that starts at most the slack later (its output is in that core's
// caches: far fewer of NASNet's separable-conv chain edges cross cores). Waits are
// emitted per cross-vEU dependency that the vEU does not already know to be finished: vector
// clocks carry what each earlier wait made known transitively (the validator's own rule).
// A pinned rTask (scheduler/affinity.h) has its vEU as its only candidate.
#include <algorithm>
#include <queue>
#include <set>

#include "scheduler/affinity.h"
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
  const AffinityPins pins = affinity_pins(g, veus);
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
    const bool pinned = pins.pin(t) >= 0;
    if (pinned) cand = {pins.pin(t)};
    int best_v = -1;
    double best_start = 0;
    auto start_on = [&](int v) {
      double start = free[static_cast<size_t>(v)];
      for (int p : preds) {
        start = std::max(start, finish[static_cast<size_t>(p)] + (veu_of[static_cast<size_t>(p)] == v ? 0.0 : sync));
      }
      return start;
    };
    for (int v : cand) {
      const double start = start_on(v);
      if (best_v < 0 || start < best_start - 1e-9) best_v = v, best_start = start;
    }
    if (timing.locality_slack_us > 0 && k > 0 && !pinned) {
      // Locality: the latest-finishing predecessor's vEU, unless that delays t by more than the slack.
      const int pv = veu_of[static_cast<size_t>(late[0])];
      const double ps = start_on(pv);
      if (pv != best_v && ps <= best_start + timing.locality_slack_us) best_v = pv, best_start = ps;
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
  // Positions (1-based) in each vEU's order. Then, in scheduling order (predecessors first),
  // vector clocks: clock[v][u] = how many rTasks of vEU u are known finished on v. A dependency
  // already known (by program order or transitively through an earlier wait) needs no wait.
  std::vector<int> pos(static_cast<size_t>(n), 0);
  for (const auto& ord : order) {
    for (size_t i = 0; i < ord.size(); ++i) pos[static_cast<size_t>(ord[i])] = static_cast<int>(i) + 1;
  }
  auto start_of = [&](int t) { return finish[static_cast<size_t>(t)] - g.cost_us[static_cast<size_t>(t)]; };
  std::vector<int> sched_order(static_cast<size_t>(n));
  for (int t = 0; t < n; ++t) sched_order[static_cast<size_t>(t)] = t;
  std::sort(sched_order.begin(), sched_order.end(), [&](int a, int b) {
    return start_of(a) < start_of(b) || (start_of(a) == start_of(b) && a < b);
  });
  const int nops = g.num_ops();
  std::vector<double> op_finish(static_cast<size_t>(nops), 0);
  for (int t = 0; t < n; ++t) {
    int o = g.op_of[static_cast<size_t>(t)];
    op_finish[static_cast<size_t>(o)] = std::max(op_finish[static_cast<size_t>(o)], finish[static_cast<size_t>(t)]);
  }
  const size_t V = static_cast<size_t>(veus);
  std::vector<std::vector<int>> clock(V, std::vector<int>(V, 0));
  std::vector<std::vector<int>> snap(static_cast<size_t>(n));     // clock after t, when needed
  std::vector<std::vector<int>> op_clock(static_cast<size_t>(nops));  // join over the op's rTasks
  std::vector<std::vector<std::pair<int, int>>> waits(static_cast<size_t>(n));  // (event, count)
  std::vector<int> event_of(static_cast<size_t>(n), -1), op_event(static_cast<size_t>(nops), -1);
  int events = 0;
  auto join = [&](std::vector<int>& c, const std::vector<int>& x) {
    for (size_t w = 0; w < V; ++w) c[w] = std::max(c[w], x[w]);
  };
  for (int t : sched_order) {
    const size_t v = static_cast<size_t>(veu_of[static_cast<size_t>(t)]);
    auto& c = clock[v];
    std::vector<int> ps = g.preds[static_cast<size_t>(t)];
    // Latest-finishing producers first: their clocks most often cover the others.
    std::sort(ps.begin(), ps.end(), [&](int a, int b) { return finish[static_cast<size_t>(a)] > finish[static_cast<size_t>(b)]; });
    // A producer op with several unknown rTasks that has wholly finished by t's planned start
    // (plus the sync latency) gets one wait on its op-level event instead of one per rTask.
    std::vector<int> unknown_per_op;
    for (int p : ps) {
      if (c[static_cast<size_t>(veu_of[static_cast<size_t>(p)])] < pos[static_cast<size_t>(p)]) unknown_per_op.push_back(g.op_of[static_cast<size_t>(p)]);
    }
    std::sort(unknown_per_op.begin(), unknown_per_op.end());
    for (size_t i = 0; i < unknown_per_op.size();) {
      size_t j = i;
      while (j < unknown_per_op.size() && unknown_per_op[j] == unknown_per_op[i]) ++j;
      int o = unknown_per_op[i];
      if (j - i >= 2 && op_finish[static_cast<size_t>(o)] + sync <= start_of(t) + 1e-9) {
        if (op_event[static_cast<size_t>(o)] < 0) op_event[static_cast<size_t>(o)] = events++;
        waits[static_cast<size_t>(t)].push_back(
            {op_event[static_cast<size_t>(o)], g.op_first[static_cast<size_t>(o) + 1] - g.op_first[static_cast<size_t>(o)]});
        join(c, op_clock[static_cast<size_t>(o)]);
      }
      i = j;
    }
    for (int p : ps) {
      int u = veu_of[static_cast<size_t>(p)];
      if (c[static_cast<size_t>(u)] >= pos[static_cast<size_t>(p)]) continue;
      join(c, snap[static_cast<size_t>(p)]);
      if (event_of[static_cast<size_t>(p)] < 0) event_of[static_cast<size_t>(p)] = events++;
      waits[static_cast<size_t>(t)].push_back({event_of[static_cast<size_t>(p)], 1});
    }
    c[v] = pos[static_cast<size_t>(t)];
    auto& oc = op_clock[static_cast<size_t>(g.op_of[static_cast<size_t>(t)])];
    if (oc.empty()) oc.assign(V, 0);
    join(oc, c);
    bool remote = false;
    for (int s2 : g.succs[static_cast<size_t>(t)]) remote = remote || static_cast<size_t>(veu_of[static_cast<size_t>(s2)]) != v;
    if (remote) snap[static_cast<size_t>(t)] = c;
  }
  Schedule s;
  s.policy = "critical-path";
  s.num_events = events;
  s.programs.assign(V, {});
  for (size_t v = 0; v < V; ++v) {
    auto& prog = s.programs[v];
    for (int t : order[v]) {
      for (auto [e, count] : waits[static_cast<size_t>(t)]) prog.push_back(Instr::wait(e, count));
      int o = g.op_of[static_cast<size_t>(t)];
      prog.push_back(Instr::exec(o, g.index_in_op(t)));
      if (event_of[static_cast<size_t>(t)] >= 0) prog.push_back(Instr::signal(event_of[static_cast<size_t>(t)]));
      if (op_event[static_cast<size_t>(o)] >= 0) prog.push_back(Instr::signal(op_event[static_cast<size_t>(o)]));
    }
  }
  return s;
}

}  // namespace rammer
