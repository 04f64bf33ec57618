// The scheduling policies: TaskGraph x vEU count x timing -> Schedule (docs/scheduling.md).
//
//   per_op         one kernel per rOperator in topological order: its rTasks spread over the
//                  vEUs (earliest free first), a kernel boundary (launch wait) between operators.
//   wavefront      Rammer: BFS waves over the operator DAG; rTasks on the earliest-free vEU; a
//                  wave is merged into the previous one (op-level events instead of a barrier)
//                  when that is no slower in prediction.
//   critical_path  list scheduling of the tile-level rTask DAG by upward rank (longest path to
//                  an exit), each rTask on the vEU where it can start first (earliest-free vEU or
//                  a predecessor's vEU), one event per rTask that another vEU waits on.
// All of them: every rTask once, every dependency covered (validate() accepts the result), at
// most `veus` programs.
#pragma once

#include <vector>

#include "rtask/rprogram.h"
#include "rtask/task_graph.h"
#include "scheduler/schedule.h"
#include "scheduler/simulate.h"

namespace rammer {

Schedule schedule_per_op(const TaskGraph& g, int veus, const SimTiming& timing);
Schedule schedule_wavefront(const TaskGraph& g, int veus, const SimTiming& timing);
Schedule schedule_critical_path(const TaskGraph& g, int veus, const SimTiming& timing);

// Operator levels: 0 for ops without predecessors, else 1 + the max level of predecessor ops
// (predecessors from the rTask dependencies).
std::vector<int> op_levels(const TaskGraph& g);

// Variant choice (before the task graph exists; per-op predicted time from the cost model):
//   fastest: per op, the variant `rammerc --tune` measured fastest when the cost model's profile
//   database has one for its signature, else the variant minimising ceil(tasks/veus) x task time
//   (ties: less total work)
//   wavefront: per BFS wave of the operator DAG, fastest when the wave's rTasks fit the vEUs,
//   else each op's most efficient variant (least tasks x task time) -- Rammer's rule.
std::vector<int> choose_fastest_variants(const RProgram& p, const CostModel& cost, int veus);
std::vector<int> choose_wavefront_variants(const RProgram& p, const CostModel& cost, int veus);

}  // namespace rammer
