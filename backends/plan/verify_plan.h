// verify_plan: the checks a Plan must pass on leaving the compile driver's `plan` stage.
//
// Guarantees when it returns: one OpDesc per scheduled op, each of a known kind, with the schedule's
// task count; a reference op has exactly one rTask and reference nodes to run; every operand names a
// tensor of the table; every view names an earlier base; one program per vEU whose exec instructions
// name existing ops and rTasks and whose events are within the event table. Throws rammer::Error
// naming the op, tensor or instruction otherwise.
#pragma once

#include "backends/plan/plan.h"
#include "scheduler/schedule.h"

namespace rammer {

void verify_plan(const Plan& plan, const Schedule& schedule);

}  // namespace rammer
