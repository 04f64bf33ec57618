#include "backends/plan/verify_plan.h"

#include "kernels/op_params.h"
#include "support/status.h"

namespace rammer {

void verify_plan(const Plan& plan, const Schedule& schedule) {
  using kernels::OpKind;
  const int num_tensors = static_cast<int>(plan.tensors.size());
  for (int t = 0; t < num_tensors; ++t) {
    const PlanTensor& pt = plan.tensors[static_cast<size_t>(t)];
    // A view names a base tensor (one that is no view itself), before or after it in the table: a
    // tensor aliased into its Concat slice (alias_placed.h) may precede that Concat's output.
    RAMMER_CHECK(pt.base < num_tensors &&
                     (pt.base < 0 || plan.tensors[static_cast<size_t>(pt.base)].base < 0),
                 "plan: tensor ", t, " (", pt.name, ") is a view of tensor ", pt.base, ", which is not a base tensor");
  }
  RAMMER_CHECK(plan.ops.size() == schedule.ops.size(), "plan: ", plan.ops.size(), " ops for a schedule of ",
               schedule.ops.size());
  RAMMER_CHECK(plan.op_names.size() == plan.ops.size() && plan.op_kinds.size() == plan.ops.size(),
               "plan: op names/kinds do not match the ops");
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const kernels::OpDesc& d = plan.ops[i];
    const std::string& name = plan.op_names[i];
    RAMMER_CHECK(kernels::op_kind_name(static_cast<OpKind>(d.kind)) != nullptr, "plan: op ", name,
                 " has unknown kind ", d.kind);
    RAMMER_CHECK(d.num_tasks == schedule.ops[i].tasks, "plan: op ", name, " has ", d.num_tasks,
                 " rTasks, the schedule ", schedule.ops[i].tasks);
    if (static_cast<OpKind>(d.kind) == OpKind::reference) {
      RAMMER_CHECK(d.num_tasks == 1, "plan: reference op ", name, " has ", d.num_tasks, " rTasks");
      const auto ref = kernels::ReferenceParams::unpack(d);
      RAMMER_CHECK(ref.node_count >= 1 && ref.first_node >= 0 &&
                       ref.first_node + ref.node_count <= static_cast<int64_t>(plan.reference_nodes.size()),
                   "plan: reference op ", name, " names nodes outside the reference node list");
      continue;
    }
    for (int k = 0; k < kernels::kMaxOperands; ++k)
      RAMMER_CHECK(d.operands[k] >= -1 && d.operands[k] < num_tensors, "plan: op ", name, " operand ", k,
                   " names tensor ", d.operands[k], " of ", num_tensors);
    RAMMER_CHECK(d.num_steps >= 0 && d.num_steps <= kernels::kMaxSteps, "plan: op ", name, " has ",
                 d.num_steps, " steps");
  }
  RAMMER_CHECK(static_cast<int>(plan.programs.size()) == schedule.veus(), "plan: ", plan.programs.size(),
               " programs for ", schedule.veus(), " vEUs");
  const int num_events = static_cast<int>(plan.event_signals.size());
  for (size_t v = 0; v < plan.programs.size(); ++v) {
    for (const kernels::InstrDesc& in : plan.programs[v]) {
      switch (static_cast<kernels::InstrCode>(in.code)) {
        case kernels::InstrCode::exec:
          RAMMER_CHECK(in.a >= 0 && in.a < static_cast<int>(plan.ops.size()) &&
                           in.b >= 0 && in.b < plan.ops[static_cast<size_t>(in.a)].num_tasks,
                       "plan: vEU ", v, " executes op ", in.a, " rTask ", in.b, ", which does not exist");
          break;
        case kernels::InstrCode::wait:
        case kernels::InstrCode::signal:
          RAMMER_CHECK(in.a >= 0 && in.a < num_events, "plan: vEU ", v, " uses event ", in.a, " of ", num_events);
          break;
        default:
          RAMMER_FAIL("plan: vEU ", v, " has an instruction of unknown code ", in.code);
      }
    }
  }
}

}  // namespace rammer
