// Pooling rOperators (windowed and global) -> OpKind::pool.
#include "backends/plan/lower/lowering.h"

#include <algorithm>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

void Lowering::pool_params(OpDesc& d, int64_t nd, int64_t mode, int64_t include_pad, int64_t p, int64_t order,
                           const std::vector<int64_t>& kernel, const std::vector<int64_t>& strides,
                           const std::vector<int64_t>& dil, const std::vector<int64_t>& begin,
                           const std::vector<int64_t>& end) {
  RAMMER_CHECK(5 + 5 * nd <= kernels::kMaxParams, "plan: pool rank");
  d.kind = static_cast<int32_t>(OpKind::pool);
  d.params[0] = nd;
  d.params[1] = mode;
  d.params[2] = include_pad;
  d.params[3] = p;
  d.params[4] = order;
  for (int64_t j = 0; j < nd; ++j) {
    d.params[5 + j] = kernel[j];
    d.params[5 + nd + j] = strides[j];
    d.params[5 + 2 * nd + j] = dil[j];
    d.params[5 + 3 * nd + j] = begin[j];
    d.params[5 + 4 * nd + j] = end[j];
  }
}

bool Lowering::pool(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  require_f32(rop);
  const Shape& x = g_.value(n.input(0)).shape;
  const int64_t nd = static_cast<int64_t>(x.size()) - 2;
  // The window as the rTask split resolved it (frontend/ops/conv_window.h).
  std::vector<int64_t> kernel = get_param(rop, "kernel"), strides = get_param(rop, "strides");
  std::vector<int64_t> dil = get_param(rop, "dilations"), begin = get_param(rop, "pads");
  std::vector<int64_t> end = get_param(rop, "pads_end");
  int64_t mode = rop.kind == "MaxPool" ? 0 : rop.kind == "AveragePool" ? 1 : 2;
  pool_params(d, nd, mode, n.attrs.get_int("count_include_pad", 0), n.attrs.get_int("p", 2),
              n.attrs.get_int("storage_order", 0), kernel, strides, dil, begin, end);
  d.operands[0] = t_.named(n.input(0));
  d.operands[1] = t_.named(n.outputs[0]);
  d.operands[2] = n.outputs.size() > 1 && !n.outputs[1].empty() ? t_.named(n.outputs[1]) : -1;
  return true;
}

bool Lowering::global_pool(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  require_f32(rop);
  const Shape& x = g_.value(n.input(0)).shape;
  const int64_t nd = static_cast<int64_t>(x.size()) - 2;
  std::vector<int64_t> kernel(x.begin() + 2, x.end()), ones(nd, 1), zeros(nd, 0);
  int64_t mode = rop.kind == "GlobalMaxPool" ? 0 : rop.kind == "GlobalAveragePool" ? 1 : 2;
  pool_params(d, nd, mode, 0, n.attrs.get_int("p", 2), 0, kernel, ones, ones, zeros, zeros);
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
