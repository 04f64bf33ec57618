// Pooling rOperators: windowed (MaxPool, AveragePool, LpPool) and global.
#include <algorithm>

#include "frontend/ops/conv_window.h"
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_pool_splits() {
  attach_split({"MaxPool", "AveragePool", "LpPool"},
               {SplitKind::tiled, &Builder::pool, {{OpFamily::pool, VariantFamily::memory}}});
  attach_split({"GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool"},
               {SplitKind::tiled, &Builder::global_pool, {{OpFamily::global_pool, VariantFamily::memory}}});
}

void Builder::pool(const Node& n) {
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
