// Pooling rOperators: windowed (MaxPool, AveragePool, LpPool), global, and a MaxPool fused with the conv it reads.
#include <algorithm>

#include "frontend/ops/conv_window.h"
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_pool_splits() {
  attach_split({"MaxPool"}, {SplitKind::tiled,
                             &Builder::pool,
                             {{OpFamily::pool, VariantFamily::memory}, {OpFamily::conv, VariantFamily::gemm}}});
  attach_split({"AveragePool", "LpPool"},
               {SplitKind::tiled, &Builder::pool, {{OpFamily::pool, VariantFamily::memory}}});
  attach_split({"GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool"},
               {SplitKind::tiled, &Builder::global_pool, {{OpFamily::global_pool, VariantFamily::memory}}});
}

// The conv a 2-D f32 MaxPool computes the rows of instead of reading its output (ResNet's, DenseNet's
// and ShuffleNet's stems: conv + ReLU, then a 3x3 stride-2 pool): the conv's output, four times the
// pool's, then never goes to memory, and the pair is one rOperator. Only on the CPU tile kernels (the
// fused kernel is theirs: cpu_conv_pool_impl.h). Taken when the MaxPool is the conv's only reader,
// through an activation epilogue (activation_source), the conv is a plain 2-D group-1 f32 conv
// with no other fusion, and the cost model's terms favour it (recompute_pays): each rTask
// recomputes the (kernel - stride) conv rows its windows share with the next.
const Node* Builder::pooled_conv(const Node& pool) const {
  if (conv_fusion_env() == "0" || !o_.cpu_kernels || pool.op != "MaxPool" || !pool.domain.empty()) return nullptr;
  for (size_t i = 1; i < pool.outputs.size(); ++i)
    if (!pool.outputs[i].empty()) return nullptr;  // the Indices output
  const Value& x = val(pool.input(0));
  if (!is_f32_4d(x) || !is_f32_4d(val(pool.outputs[0]))) return nullptr;
  const ConvWindow pw = pool_window(pool.attrs, x.shape);
  for (size_t i = 0; i < 2; ++i)
    if (pw.dilations[i] != 1 || pw.pads_begin[i] >= pw.kernel[i]) return nullptr;
  const Node* c = activation_source(pool.input(0), pool);
  if (c == nullptr || c->op != "Conv" || !c->domain.empty() || c->inputs.size() < 2 || c->attrs.get_int("group", 1) != 1)
    return nullptr;
  if (!is_f32_4d(val(c->input(0))) || !is_f32_4d(val(c->input(1))) || prologue_.count(c->name) ||
      affine_prologue_.count(c->name) || dw_prologue_.count(c->name) || done_.count(c->name))
    return nullptr;
  if (!c->input(2).empty() && val(c->input(2)).dtype != DType::f32) return nullptr;
  const Shape& w = shape(c->input(1));
  const bool pays = recompute_pays(shape(pool.outputs[0]), pw.kernel[0] - pw.strides[0], x.shape,
                                   2.0 * static_cast<double>(w[1] * w[2] * w[3]));
  return pays ? c : nullptr;
}

// MaxPool(act(Conv(x))) as one rOperator over the pool's output: reads x through the composed
// window (a pooled position's pool window of conv positions, each reading the conv's window), so
// the rTask graph's regions cover every x row a tile's conv rows read.
void Builder::conv_max_pool(const Node& n, const Node& c) {
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::conv, "Conv.MaxPool", y);
  const ConvWindow cw = conv_window(c.attrs, shape(c.input(0)), shape(c.input(1)));
  const ConvWindow pw = pool_window(n.attrs, shape(n.input(0)));
  std::vector<int64_t> kernel, strides, pads;
  for (size_t i = 0; i < 2; ++i) {
    kernel.push_back((pw.kernel[i] - 1) * cw.strides[i] + cw.dilated(i));
    strides.push_back(pw.strides[i] * cw.strides[i]);
    pads.push_back(pw.pads_begin[i] * cw.strides[i] + cw.pads_begin[i]);
  }
  op.params = {{"group", {1}}, {"kernel", kernel}, {"strides", strides}, {"dilations", {1, 1}}, {"pads", pads},
               {"max_pool_epilogue", {1}}};
  // Per pooled position: its share of the conv (conv positions per pooled one) and the window's maxima.
  const double conv_points = static_cast<double>(prod(cw.out)) / static_cast<double>(prod(pw.out));
  op.flops_per_point = conv_points * 2.0 * static_cast<double>(cw.kernel_numel() * shape(c.input(1))[1]) +
                       static_cast<double>(prod(pw.kernel));
  op.reads = {{c.input(0), AccessMap::conv, {}}, {c.input(1), AccessMap::conv_w, {}}};
  if (!c.input(2).empty()) op.reads.push_back({c.input(2), AccessMap::chan, {1}});
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  VariantOptions o = o_;
  o.matrix_rate = MathRate::f32;
  op.variants = gemm_variants(y, 1, {0, 2, 3}, o);
  finish(std::move(op));
}

void Builder::pool(const Node& n) {
  auto fused = pooled_conv_.find(n.name);
  if (fused != pooled_conv_.end()) return conv_max_pool(n, *fused->second);
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::pool, n.op, y);
  const ConvWindow win = pool_window(n.attrs, shape(n.input(0)));
  op.params = {{"kernel", win.kernel},         {"strides", win.strides},   {"dilations", win.dilations},
               {"pads", win.pads_begin}, {"pads_end", win.pads_end}};
  op.flops_per_point = static_cast<double>(prod(win.kernel));
  op.reads = {{n.input(0), AccessMap::pool, {}}};
  for (const auto& out : n.outputs) {
    if (!out.empty()) op.writes.push_back({out, AccessMap::id, {}});
  }
  op.variants = memory_variants(y, {}, op.flops_per_point, o_);
  finish(std::move(op));
}

void Builder::global_pool(const Node& n) {
  const Shape& x = shape(n.input(0));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::global_pool, n.op, y);
  std::vector<int64_t> axes;
  for (size_t j = 2; j < x.size(); ++j) axes.push_back(static_cast<int64_t>(j));
  op.params = {{"keepdims", {1}}};
  op.flops_per_point = static_cast<double>(prod(x, 2));
  op.reads = {{n.input(0), AccessMap::reduce, axes}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {}, op.flops_per_point, o_);
  finish(std::move(op));
}

}  // namespace rammer::rtask_detail
