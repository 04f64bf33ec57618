// affinity_pins: the vEU of every rTask of an affinity group (ROperator::affinity), decided before
// a policy places anything, so that every policy honours the same constraint.
//
// Expects a TaskGraph whose groups split alike (build_task_graph checks it). Guarantees: rTask j of
// every op of group g gets one vEU, pin(g, j); groups, in order of their first op, take consecutive
// vEUs (group i's slice j: offset_i + j, offset_i = the slices of the groups before it), so every
// slice of every group has a vEU of its own while the device has enough, and only past that wraps
// around (a vEU then alternates between slices of two groups: an RNN step's resident weights are
// reloaded, kernels/rnn.h). rTasks outside groups are not pinned (-1).
#pragma once

#include <vector>

#include "rtask/task_graph.h"

namespace rammer {

struct AffinityPins {
  std::vector<int> veu_of_task;  // per rTask: its pinned vEU, or -1
  int slices = 0;                // (group, slice) pairs over all groups
  int groups = 0;

  int pin(int task) const { return veu_of_task.empty() ? -1 : veu_of_task[static_cast<size_t>(task)]; }
};

AffinityPins affinity_pins(const TaskGraph& g, int veus);

}  // namespace rammer
