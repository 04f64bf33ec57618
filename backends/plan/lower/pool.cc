// Pooling rOperators (windowed and global) -> OpKind::pool; a MaxPool that computes its conv ->
// OpKind::conv with a max-pool epilogue.
#include "backends/plan/lower/lowering.h"

#include <algorithm>

#include "frontend/ops/conv_window.h"

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

// MaxPool(act(Conv(x))) as one conv with a max-pool epilogue (rtask/ops/pool.cc pooled_conv; CPU
// tile kernels only): the conv's operands and window, its activation chain as the steps, the pool's
// window and the conv's output size in MaxPoolEpilogueParams, y the pool's output.
bool Lowering::conv_max_pool(const ROperator& rop, OpDesc& d) {
  const Node& pool = node(rop.nodes[0]);
  if (!require_f32(rop)) return false;
  std::vector<const Node*> act;
  const Node& c = activation_chain(rop, pool.input(0), act);
  RAMMER_CHECK(c.input(0) == rop.reads.at(0).tensor, "plan: ", rop.name, ": its conv does not read ",
               rop.reads.at(0).tensor);
  const Shape& x = g_.value(c.input(0)).shape;
  const Shape& w = g_.value(c.input(1)).shape;
  if (x.size() != 4 || w.size() != 4) return refuse("plan: " + rop.name + ": a max-pool epilogue is 2-D only");
  const ConvWindow cw = conv_window(c.attrs, x, w);
  const ConvWindow pw = pool_window(pool.attrs, g_.value(pool.input(0)).shape);
  d.kind = static_cast<int32_t>(OpKind::conv);
  d.operands[0] = t_.named(c.input(0));
  d.operands[1] = t_.named(c.input(1));
  d.operands[2] = c.input(2).empty() ? -1 : t_.named(c.input(2));
  d.operands[3] = t_.named(pool.outputs[0]);
  kernels::ConvParams p;
  p.group = 1;
  p.nd = 2;
  p.kernel = cw.kernel.data();
  p.stride = cw.strides.data();
  p.dilation = cw.dilations.data();
  p.pad_begin = cw.pads_begin.data();
  p.pack(d);
  kernels::MaxPoolEpilogueParams m;
  m.on = true;
  for (size_t i = 0; i < 2; ++i) {
    m.kernel[i] = pw.kernel[i];
    m.stride[i] = pw.strides[i];
    m.pad_begin[i] = pw.pads_begin[i];
    m.conv_out[i] = cw.out[i];
  }
  m.pack(d);
  return put_activation_steps(rop, act, d);
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
  attach_lowering({"MaxPool"}, {{{OpFamily::pool, &Lowering::pool}, {OpFamily::conv, &Lowering::conv_max_pool}}});
  attach_lowering({"AveragePool", "LpPool"}, {{{OpFamily::pool, &Lowering::pool}}});
  attach_lowering({"GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool"},
                  {{{OpFamily::global_pool, &Lowering::global_pool}}});
}

}  // namespace rammer::plan_detail
