// validate(): the checks a Schedule must pass before any backend prints it.
//
//   1. vEU count <= the device's co-resident capacity (all vEUs must run at once, or a wait
//      could block a vEU whose signaller is never scheduled);
//   2. every rTask of the task graph is executed exactly once, and nothing else is; rTask j of
//      every op of one affinity group (TaskGraph::op_affinity) runs on one vEU;
//   3. every wait is satisfiable (count <= the event's signals) and the programs do not deadlock
//      when all vEUs run concurrently (a wait/signal execution with no timing);
//   4. every dependency p -> t is ordered by program order or a signal->wait happens-before chain
//      (vector clocks over that execution). A wait for fewer than all signals of an event orders
//      nothing (which signals it saw is unknown), so it never covers a dependency.
// Errors name the rTasks ("conv_1#3 on vEU 5 ...") and the vEU.
#pragma once

#include "rtask/task_graph.h"
#include "scheduler/schedule.h"
#include "support/status.h"

namespace rammer {

Status validate(const Schedule& s, const TaskGraph& g, int max_coresident_veus);

}  // namespace rammer
