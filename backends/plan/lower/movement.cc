// Tensor movement rOperators: Transpose, Slice and Split parts -> OpKind::copy; Gather, Concat
// (and its placement copies), Pad.
#include "backends/plan/lower/lowering.h"

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

// Transpose, Slice and the parts of a Split (one rOperator per output): the tensors come from the
// rOperator's accesses, not from the node (a Split part is not the node's first output).
bool Lowering::copy(const ROperator& rop, OpDesc& d) {
  const Access& a = rop.reads.at(0);
  const std::string& out = rop.writes.at(0).tensor;
  const Shape x = t_.at(t_.named(a.tensor)).shape;
  const Shape y = t_.at(t_.named(out)).shape;
  std::vector<int64_t> xs = contiguous_strides(x), st(y.size());
  int64_t offset = 0;
  if (a.map == AccessMap::transpose) {
    for (size_t i = 0; i < y.size(); ++i) st[i] = xs[static_cast<size_t>(a.args[i])];
  } else if (a.map == AccessMap::slice) {
    const size_t r = x.size();
    for (size_t i = 0; i < r; ++i) {
      st[i] = xs[i] * a.args[r + i];
      offset += a.args[i] * xs[i];
    }
  } else {
    return false;
  }
  d.kind = static_cast<int32_t>(OpKind::copy);
  d.operands[0] = t_.view(t_.named(a.tensor), y, st, offset);
  d.operands[1] = t_.named(out);
  return true;
}

// Gather: data and indices whole (any index values), y tiled by its own shape.
bool Lowering::gather(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  const int data = t_.named(n.input(0)), indices = t_.named(n.input(1)), y = t_.named(n.outputs[0]);
  const DType it = t_.at(indices).dtype;
  if (it != DType::i32 && it != DType::i64) return false;
  const int64_t rank = static_cast<int64_t>(t_.at(data).shape.size());
  int64_t axis = n.attrs.get_int("axis", 0);
  if (axis < 0) axis += rank;
  if (axis < 0 || axis >= rank) return false;
  d.kind = static_cast<int32_t>(OpKind::gather);
  d.operands[0] = data;
  d.operands[1] = indices;
  d.operands[2] = y;
  kernels::GatherParams p;
  p.axis = static_cast<int>(axis);
  p.data_rank = static_cast<int>(rank);
  p.indices_rank = static_cast<int>(t_.at(indices).shape.size());
  p.pack(d);
  return true;
}

bool Lowering::concat(const ROperator& rop, OpDesc& d) {
  const int count = static_cast<int>(rop.reads.size());
  if (count > kernels::kMaxConcatInputs) return false;
  const bool relu = !get_param(rop, "relu").empty();  // a fused Relu: y is the Relu's output
  if (relu && !require_f32(rop)) return false;
  d.kind = static_cast<int32_t>(OpKind::concat);
  std::vector<int64_t> start(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) {
    d.operands[i] = t_.named(rop.reads[static_cast<size_t>(i)].tensor);
    start[static_cast<size_t>(i)] = rop.reads[static_cast<size_t>(i)].args.at(1);
  }
  // The Concat's output, or the fused Relu's; a one-input placement copy writes its part of it.
  const Access& w = rop.writes.at(0);
  d.operands[count] = w.map == AccessMap::place ? placed_view(w, rop.space) : t_.named(w.tensor);
  kernels::ConcatParams p;
  p.axis = static_cast<int>(rop.reads.at(0).args.at(0));
  p.count = count;
  p.start = start.data();
  p.relu = relu;
  p.pack(d);
  return true;
}

bool Lowering::pad(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const size_t rank = g_.value(n.outputs[0]).shape.size();
  if (!n.input(3).empty()) return false;  // axes input
  std::vector<int64_t> pads;
  if (n.attrs.has("pads")) {
    pads = n.attrs.get_ints("pads");
  } else if (const Tensor* p = g_.constant(n.input(1))) {
    pads = p->to_i64_vector();
  }
  if (pads.size() != 2 * rank || rank > static_cast<size_t>(kernels::kMaxRank)) return false;
  std::string mode = n.attrs.get_string("mode", "constant");
  float value = n.attrs.get_float("value", 0.0f);
  if (!n.input(2).empty()) {
    const Tensor* v = g_.constant(n.input(2));
    if (v == nullptr) return false;
    value = v->numel() ? static_cast<float>(v->get_f64(0)) : 0.0f;
  }
  kernels::PadParams p;
  if (mode == "constant") {
    p.mode = kernels::PadMode::constant;
  } else if (mode == "edge") {
    p.mode = kernels::PadMode::edge;
  } else if (mode == "reflect") {
    p.mode = kernels::PadMode::reflect;
  } else if (mode == "wrap") {
    p.mode = kernels::PadMode::wrap;
  } else {
    return false;
  }
  p.rank = static_cast<int>(rank);
  p.pad_begin = pads.data();  // pads holds the begins of every dim, then the ends
  p.value = value;
  d.kind = static_cast<int32_t>(OpKind::pad);
  p.pack(d);
  d.operands[0] = t_.named(n.input(0));
  d.operands[1] = t_.named(n.outputs[0]);
  return true;
}

void Lowering::register_movement_lowerings() {
  attach_lowering({"Concat"}, {{{OpFamily::concat, &Lowering::concat}}});
  attach_lowering({"Split", "Slice"}, {{{OpFamily::slice, &Lowering::copy}}});
  attach_lowering({"Transpose"}, {{{OpFamily::transpose, &Lowering::copy}}});
  attach_lowering({"Pad"}, {{{OpFamily::pad, &Lowering::pad}}});
  attach_lowering({"Gather"}, {{{OpFamily::gather, &Lowering::gather}}});
}

}  // namespace rammer::plan_detail
