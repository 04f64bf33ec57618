// Rammer's wavefront policy. Waves are the BFS levels of the operator DAG. Each wave is planned
// twice: after a barrier (every earlier rTask done, one wait per earlier wave since the last
// barrier) and merged (each op waits only for its predecessor ops' events); the merged plan is
// kept when it ends no later. A pinned rTask (scheduler/affinity.h) runs on its vEU; the others on
// the earliest-free one.
#include <algorithm>
#include <set>

#include "scheduler/affinity.h"
#include "scheduler/policies.h"

namespace rammer {
namespace {

struct Placement {
  int task, veu;
  double start, end;
};

}  // namespace

Schedule schedule_wavefront(const TaskGraph& g, int veus, const SimTiming& timing) {
  const int nops = g.num_ops();
  std::vector<int> level = op_levels(g);
  int nwaves = 0;
  for (int l : level) nwaves = std::max(nwaves, l + 1);
  std::vector<std::vector<int>> waves(static_cast<size_t>(nwaves));
  for (int o = 0; o < nops; ++o) waves[static_cast<size_t>(level[static_cast<size_t>(o)])].push_back(o);
  std::vector<std::set<int>> op_preds(static_cast<size_t>(nops));
  for (int t = 0; t < g.num_tasks(); ++t) {
    int o = g.op_of[static_cast<size_t>(t)];
    for (int p : g.preds[static_cast<size_t>(t)]) {
      if (g.op_of[static_cast<size_t>(p)] != o) op_preds[static_cast<size_t>(o)].insert(g.op_of[static_cast<size_t>(p)]);
    }
  }
  auto ntasks = [&](int o) { return g.op_first[static_cast<size_t>(o) + 1] - g.op_first[static_cast<size_t>(o)]; };

  Schedule s;
  s.policy = "wavefront";
  s.num_events = nops + nwaves;  // op events, then wave events
  s.programs.assign(static_cast<size_t>(veus), {});
  const AffinityPins pins = affinity_pins(g, veus);
  std::vector<double> free(static_cast<size_t>(veus), 0), op_end(static_cast<size_t>(nops), 0);
  std::vector<int> wave_tasks(static_cast<size_t>(nwaves), 0);
  std::vector<int> covered(static_cast<size_t>(veus), 0);  // waves < covered[v] known done on v
  std::vector<std::set<int>> waited(static_cast<size_t>(veus));
  double all_end = 0;
  int last_barrier = 0;

  auto plan = [&](const std::vector<int>& ops, bool barrier, std::vector<Placement>& out) {
    std::vector<double> at_free = free;
    std::set<std::pair<double, int>> by_free;
    for (int v = 0; v < veus; ++v) by_free.insert({at_free[static_cast<size_t>(v)], v});
    double end = 0;
    for (int o : ops) {
      double min_start = 0;
      if (barrier) {
        min_start = all_end + timing.sync_us;
      } else {
        for (int p : op_preds[static_cast<size_t>(o)]) min_start = std::max(min_start, op_end[static_cast<size_t>(p)] + timing.sync_us);
      }
      for (int t = g.op_first[static_cast<size_t>(o)]; t < g.op_first[static_cast<size_t>(o) + 1]; ++t) {
        const int v = pins.pin(t) >= 0 ? pins.pin(t) : by_free.begin()->second;
        const double at = at_free[static_cast<size_t>(v)];
        by_free.erase({at, v});
        double start = std::max(at, min_start), fin = start + g.cost_us[static_cast<size_t>(t)];
        out.push_back({t, v, start, fin});
        at_free[static_cast<size_t>(v)] = fin;
        by_free.insert({fin, v});
        end = std::max(end, fin);
      }
    }
    return end;
  };

  for (int w = 0; w < nwaves; ++w) {
    const auto& ops = waves[static_cast<size_t>(w)];
    std::vector<Placement> merged, barriered;
    double end_merged = plan(ops, false, merged);
    bool barrier = false;
    if (w > 0) {
      double end_barrier = plan(ops, true, barriered);
      barrier = end_barrier < end_merged - 1e-9;
    }
    const std::vector<Placement>& chosen = barrier ? barriered : merged;
    std::vector<bool> started(static_cast<size_t>(veus), false);
    std::set<std::pair<int, int>> op_started;  // (veu, op)
    for (const auto& pl : chosen) {
      int o = g.op_of[static_cast<size_t>(pl.task)];
      auto& prog = s.programs[static_cast<size_t>(pl.veu)];
      if (barrier && !started[static_cast<size_t>(pl.veu)]) {
        for (int wp = last_barrier; wp < w; ++wp) {
          if (wave_tasks[static_cast<size_t>(wp)] > 0) prog.push_back(Instr::wait(nops + wp, wave_tasks[static_cast<size_t>(wp)]));
        }
        covered[static_cast<size_t>(pl.veu)] = w;
      }
      if (!barrier && op_started.insert({pl.veu, o}).second) {
        for (int p : op_preds[static_cast<size_t>(o)]) {
          if (level[static_cast<size_t>(p)] < covered[static_cast<size_t>(pl.veu)] || !waited[static_cast<size_t>(pl.veu)].insert(p).second) continue;
          prog.push_back(Instr::wait(p, ntasks(p)));
        }
      }
      started[static_cast<size_t>(pl.veu)] = true;
      prog.push_back(Instr::exec(o, g.index_in_op(pl.task)));
      prog.push_back(Instr::signal(o));
      prog.push_back(Instr::signal(nops + w));
      free[static_cast<size_t>(pl.veu)] = pl.end;
      op_end[static_cast<size_t>(o)] = std::max(op_end[static_cast<size_t>(o)], pl.end);
      all_end = std::max(all_end, pl.end);
      ++wave_tasks[static_cast<size_t>(w)];
    }
    if (barrier) last_barrier = w;
  }
  return s;
}

}  // namespace rammer
