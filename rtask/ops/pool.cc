// Pooling rOperators: windowed (MaxPool, AveragePool, LpPool) and global.
#include <algorithm>

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
  size_t sp = y.size() - 2;
  std::vector<int64_t> kernel = n.attrs.get_ints("kernel_shape");
  std::vector<int64_t> strides = n.attrs.get_ints("strides", std::vector<int64_t>(sp, 1));
  std::vector<int64_t> dil = n.attrs.get_ints("dilations", std::vector<int64_t>(sp, 1));
  std::vector<int64_t> pads = n.attrs.get_ints("pads", std::vector<int64_t>(2 * sp, 0));
  pads.resize(sp);
  std::string auto_pad = n.attrs.get_string("auto_pad", "NOTSET");
  if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
    const Shape& x = shape(n.input(0));
    for (size_t j = 0; j < sp; ++j) {
      int64_t total = std::max<int64_t>(
          0, (y[j + 2] - 1) * strides[j] + (kernel[j] - 1) * dil[j] + 1 - x[j + 2]);
      pads[j] = auto_pad == "SAME_UPPER" ? total / 2 : (total + 1) / 2;
    }
  }
  op.params = {{"kernel", kernel}, {"strides", strides}, {"dilations", dil}, {"pads", pads}};
  op.flops_per_point = static_cast<double>(prod(kernel));
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
