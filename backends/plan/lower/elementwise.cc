// Elementwise rOperators -> OpKind::elementwise: the fused nodes as one step program.
#include "backends/plan/lower/lowering.h"

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::elementwise(const ROperator& rop, OpDesc& d) {
  d.kind = static_cast<int32_t>(OpKind::elementwise);
  StepProgram p = plan_detail::build_step_program(g_, t_, nodes_of(rop, 0), rop.space, "", 0, writes_of(rop),
                                                  placements_of(rop));
  if (!p.refused.empty()) return refuse(p.refused);
  put_program(d, p, 0);
  return true;
}

// Every op rtask fuses into elementwise chains (rtask/ops/elementwise.cc lists them).
void Lowering::register_elementwise_lowerings() {
  register_rtask_hooks();
  for (const OpSchema& s : OpRegistry::instance().all()) {
    const OpSplit* split = s.hook<OpSplit>();
    if (split != nullptr && split->kind == SplitKind::elementwise_chain)
      attach_lowering({s.op.c_str()}, {{{OpFamily::elementwise, &Lowering::elementwise}}});
  }
}

}  // namespace rammer::plan_detail
