// Conv and ConvTranspose rOperators -> OpKind::conv / conv_transpose, with their epilogue programs.
#include "backends/plan/lower/lowering.h"

#include <algorithm>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::conv(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_f32(rop)) return false;
  const Shape& w = g_.value(n.input(1)).shape;
  const Shape& x = g_.value(n.input(0)).shape;
  const size_t nd = x.size() - 2;
  d.kind = static_cast<int32_t>(rop.family == OpFamily::conv ? OpKind::conv : OpKind::conv_transpose);
  d.operands[0] = t_.named(rop.reads.at(0).tensor);  // the Relu's input under an input_relu prologue
  d.operands[1] = t_.named(n.input(1));
  d.operands[2] = n.input(2).empty() ? -1 : t_.named(n.input(2));
  d.operands[3] = t_.named(n.outputs[0]);
  RAMMER_CHECK(nd <= static_cast<size_t>(kernels::kMaxSpatial), "plan: conv rank");
  // The window as the rTask split resolved it (frontend/ops/conv_window.h).
  const std::vector<int64_t> strides = get_param(rop, "strides"), dil = get_param(rop, "dilations");
  const std::vector<int64_t> pads = get_param(rop, "pads");
  RAMMER_CHECK(strides.size() == nd && dil.size() == nd && pads.size() == nd, "plan: ", rop.name,
               " has no resolved window");
  RAMMER_CHECK(w.size() == nd + 2, "plan: ", rop.name, ": weights of rank ", w.size(), " for ", nd, " spatial dims");
  const std::vector<int64_t> kernel(w.begin() + 2, w.end());
  kernels::ConvParams p;
  p.group = n.attrs.get_int("group", 1);
  p.nd = static_cast<int>(nd);
  p.kernel = kernel.data();
  p.stride = strides.data();
  p.dilation = dil.data();
  p.pad_begin = pads.data();
  p.input_relu = !get_param(rop, "input_relu").empty();
  p.pack(d);
  return epilogue(d, rop, n);
}

void Lowering::register_conv_lowerings() {
  attach_lowering({"Conv"}, {{{OpFamily::conv, &Lowering::conv}}});
  attach_lowering({"ConvTranspose"}, {{{OpFamily::conv_transpose, &Lowering::conv}}});
}

}  // namespace rammer::plan_detail
