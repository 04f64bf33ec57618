// Reductions (Reduce*, ArgMax, ArgMin) and the ops whose tiles own whole rows or planes
// (Softmax-like, LayerNormalization, InstanceNormalization, LRN).
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_reduce_splits() {
  attach_split({"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2",
                "ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare", "ArgMax", "ArgMin"},
               {SplitKind::tiled, &Builder::reduce, {{OpFamily::reduce, VariantFamily::memory}}});
  attach_split({"Softmax", "LogSoftmax", "Hardmax"},
               {SplitKind::tiled, &Builder::softmax_like, {{OpFamily::row, VariantFamily::memory}}});
  attach_split({"LayerNormalization"},
               {SplitKind::tiled, &Builder::layer_norm, {{OpFamily::row, VariantFamily::memory}}});
  attach_split({"InstanceNormalization"},
               {SplitKind::tiled, &Builder::instance_norm, {{OpFamily::instance_norm, VariantFamily::memory}}});
  attach_split({"LRN"}, {SplitKind::tiled, &Builder::lrn, {{OpFamily::lrn, VariantFamily::memory}}});
}

void Builder::reduce(const Node& n) {
  const Shape& x = shape(n.input(0));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::reduce, n.op, y);
  const int64_t rank = static_cast<int64_t>(x.size());
  std::vector<int64_t> axes;
  if (n.op == "ArgMax" || n.op == "ArgMin") {
    axes = {n.attrs.get_int("axis", 0)};
  } else if (n.attrs.has("axes")) {
    axes = n.attrs.get_ints("axes");
  } else if (!n.input(1).empty()) {
    axes = const_ints(n, 1);
  }
  if (axes.empty() && n.attrs.get_int("noop_with_empty_axes", 0) == 0) {
    for (int64_t j = 0; j < rank; ++j) axes.push_back(j);
  }
  for (auto& a : axes) a = a < 0 ? a + rank : a;
  int64_t keep = n.attrs.get_int("keepdims", 1);
  op.params = {{"keepdims", {keep}}};
  int64_t red = 1;
  for (auto a : axes) red *= x[static_cast<size_t>(a)];
  op.flops_per_point = static_cast<double>(red);
  op.reads = {{n.input(0), AccessMap::reduce, axes}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {}, op.flops_per_point, o_);
  finish(std::move(op));
}

// Softmax-like and LayerNorm: each rTask owns whole rows (dims from `axis` on).
void Builder::row_op(const Node& n, double flops) {
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::row, n.op, y);
  int64_t rank = static_cast<int64_t>(y.size());
  int64_t dflt = n.op == "LayerNormalization" || n.opset >= 13 ? -1 : 1;
  int64_t axis = n.attrs.get_int("axis", dflt);
  if (axis < 0) axis += rank;
  op.flops_per_point = flops;
  op.reads = {{n.input(0), AccessMap::id, {}}};
  for (size_t j = 1; j < n.inputs.size(); ++j) {
    if (!n.input(j).empty()) op.reads.push_back({n.input(j), AccessMap::bcast, {}});
  }
  for (const auto& out : n.outputs) {
    if (!out.empty()) op.writes.push_back({out, shape(out) == y ? AccessMap::id : AccessMap::bcast, {}});
  }
  std::vector<int> whole = iota_dims(static_cast<int>(std::max<int64_t>(0, axis)),
                                     static_cast<int>(rank));
  op.variants = memory_variants(y, whole, static_cast<double>(prod(y, axis)), o_);
  finish(std::move(op));
}

void Builder::instance_norm(const Node& n) {
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::instance_norm, n.op, y);
  op.flops_per_point = 8;
  op.reads = {
      {n.input(0), AccessMap::id, {}}, {n.input(1), AccessMap::chan, {1}}, {n.input(2), AccessMap::chan, {1}}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  std::vector<int> whole = iota_dims(2, static_cast<int>(y.size()));
  op.variants = memory_variants(y, whole, static_cast<double>(prod(y, 2)), o_);
  finish(std::move(op));
}

void Builder::lrn(const Node& n) {
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::lrn, n.op, y);
  op.flops_per_point = static_cast<double>(n.attrs.get_int("size", 5) + 4);
  op.reads = {{n.input(0), AccessMap::id, {}}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {1}, 1, o_);
  finish(std::move(op));
}

}  // namespace rammer::rtask_detail
