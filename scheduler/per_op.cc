// The kernel-per-operator baseline, expressed in the Schedule IR so that the same simulator and
// validator apply: every operator is one "kernel"; the next kernel's rTasks start after a launch
// wait for all rTasks of the previous non-empty kernel (a chain, so transitively for all earlier).
// A pinned rTask (scheduler/affinity.h) runs on its vEU; the others on the earliest-free one.
#include <set>

#include "scheduler/affinity.h"
#include "scheduler/policies.h"

namespace rammer {

Schedule schedule_per_op(const TaskGraph& g, int veus, const SimTiming& timing) {
  (void)timing;  // per-op placement does not depend on latencies: all vEUs start together
  Schedule s;
  s.policy = "per-op";
  s.num_events = g.num_ops();
  s.programs.assign(static_cast<size_t>(veus), {});
  const AffinityPins pins = affinity_pins(g, veus);
  int prev = -1, prev_tasks = 0;
  for (int o = 0; o < g.num_ops(); ++o) {
    int first = g.op_first[static_cast<size_t>(o)], last = g.op_first[static_cast<size_t>(o) + 1];
    if (first == last) continue;
    std::set<std::pair<double, int>> by_free;
    std::vector<double> free(static_cast<size_t>(veus), 0.0);
    for (int v = 0; v < veus; ++v) by_free.insert({0.0, v});
    std::vector<bool> used(static_cast<size_t>(veus), false);
    for (int t = first; t < last; ++t) {
      const int v = pins.pin(t) >= 0 ? pins.pin(t) : by_free.begin()->second;
      const double at = free[static_cast<size_t>(v)];
      by_free.erase({at, v});
      auto& prog = s.programs[static_cast<size_t>(v)];
      if (!used[static_cast<size_t>(v)] && prev >= 0) prog.push_back(Instr::wait(prev, prev_tasks, true));
      used[static_cast<size_t>(v)] = true;
      prog.push_back(Instr::exec(o, t - first));
      prog.push_back(Instr::signal(o));
      free[static_cast<size_t>(v)] = at + g.cost_us[static_cast<size_t>(t)];
      by_free.insert({free[static_cast<size_t>(v)], v});
    }
    prev = o;
    prev_tasks = last - first;
  }
  return s;
}

}  // namespace rammer
