#include "scheduler/affinity.h"

#include <map>

#include "support/status.h"

namespace rammer {

AffinityPins affinity_pins(const TaskGraph& g, int veus) {
  AffinityPins p;
  RAMMER_CHECK(veus > 0, "affinity_pins: no vEUs");
  std::map<int, int> offset;  // group -> its first vEU (before wrapping)
  for (int o = 0; o < g.num_ops(); ++o) {
    const int group = g.affinity_of_op(o);
    if (group < 0) continue;
    const int tasks = g.op_first[static_cast<size_t>(o) + 1] - g.op_first[static_cast<size_t>(o)];
    auto [it, inserted] = offset.emplace(group, p.slices);
    if (inserted) {
      p.slices += tasks;
      ++p.groups;
    }
    if (p.veu_of_task.empty()) p.veu_of_task.assign(static_cast<size_t>(g.num_tasks()), -1);
    for (int j = 0; j < tasks; ++j)
      p.veu_of_task[static_cast<size_t>(g.op_first[static_cast<size_t>(o)] + j)] = (it->second + j) % veus;
  }
  return p;
}

}  // namespace rammer
