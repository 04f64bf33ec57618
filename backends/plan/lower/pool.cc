// Pooling rOperators (windowed and global) -> OpKind::pool.
#include "backends/plan/lower/lowering.h"

#include <algorithm>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::pool(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& x = g_.value(n.input(0)).shape;
  const int64_t nd = static_cast<int64_t>(x.size()) - 2;
  // The window as the rTask split resolved it (frontend/ops/conv_window.h).
  const std::vector<int64_t> kernel = get_param(rop, "kernel"), strides = get_param(rop, "strides");
  const std::vector<int64_t> dil = get_param(rop, "dilations"), begin = get_param(rop, "pads");
  const std::vector<int64_t> end = get_param(rop, "pads_end");
  RAMMER_CHECK(nd <= kernels::kMaxSpatial, "plan: pool rank");
  RAMMER_CHECK(kernel.size() == static_cast<size_t>(nd) && strides.size() == kernel.size() &&
                   dil.size() == kernel.size() && begin.size() == kernel.size() && end.size() == kernel.size(),
               "plan: ", rop.name, " has no resolved window");
  kernels::PoolParams p;
  p.nd = static_cast<int>(nd);
  p.mode = rop.kind == "MaxPool"       ? kernels::PoolMode::max
           : rop.kind == "AveragePool" ? kernels::PoolMode::avg
                                       : kernels::PoolMode::lp;
  p.count_include_pad = n.attrs.get_int("count_include_pad", 0) != 0;
  p.p = n.attrs.get_int("p", 2);
  p.storage_order = n.attrs.get_int("storage_order", 0);
  p.kernel = kernel.data();
  p.stride = strides.data();
  p.dilation = dil.data();
  p.pad_begin = begin.data();
  p.pad_end = end.data();
  d.kind = static_cast<int32_t>(OpKind::pool);
  p.pack(d);
  d.operands[0] = t_.named(n.input(0));
  d.operands[1] = t_.named(n.outputs[0]);
  d.operands[2] = n.outputs.size() > 1 && !n.outputs[1].empty() ? t_.named(n.outputs[1]) : -1;
  return true;
}

bool Lowering::global_pool(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& x = g_.value(n.input(0)).shape;
  const int64_t nd = static_cast<int64_t>(x.size()) - 2;
  RAMMER_CHECK(nd <= kernels::kMaxSpatial, "plan: pool rank");
  // One window over all of x's spatial dims.
  const std::vector<int64_t> kernel(x.begin() + 2, x.end()), ones(nd, 1), zeros(nd, 0);
  kernels::PoolParams p;
  p.nd = static_cast<int>(nd);
  p.mode = rop.kind == "GlobalMaxPool"       ? kernels::PoolMode::max
           : rop.kind == "GlobalAveragePool" ? kernels::PoolMode::avg
                                             : kernels::PoolMode::lp;
  p.p = n.attrs.get_int("p", 2);
  p.kernel = kernel.data();
  p.stride = p.dilation = ones.data();
  p.pad_begin = p.pad_end = zeros.data();
  d.kind = static_cast<int32_t>(OpKind::pool);
  p.pack(d);
  d.operands[0] = t_.named(n.input(0));
  d.operands[1] = t_.named(n.outputs[0]);
  d.operands[2] = -1;
  return true;
}

void Lowering::register_pool_lowerings() {
  attach_lowering({"MaxPool", "AveragePool", "LpPool"}, {{{OpFamily::pool, &Lowering::pool}}});
  attach_lowering({"GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool"},
                  {{{OpFamily::global_pool, &Lowering::global_pool}}});
}

}  // namespace rammer::plan_detail
