// Conv and ConvTranspose rOperators -> OpKind::conv / conv_transpose, with their epilogue programs.
// A group-1 Conv carries the plan's precision (ConvParams::precision); at fp16/bf16 its constant
// weights are read from their copy stored at the precision: [M, Kp] with K = C * prod(kernel), so the
// w view [M, C, k...] has strides (Kp, prod(kernel), ...) (weight_storage).
#include "backends/plan/lower/lowering.h"

#include <algorithm>
#include <cfloat>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::conv(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& w = g_.value(n.input(1)).shape;
  const Shape& x = g_.value(n.input(0)).shape;
  const size_t nd = x.size() - 2;
  d.kind = static_cast<int32_t>(rop.family == OpFamily::conv ? OpKind::conv : OpKind::conv_transpose);
  d.operands[0] = t_.named(rop.reads.at(0).tensor);  // the Relu's input under an input_relu prologue
  const bool dw_fused = !get_param(rop, "dw_prologue").empty();
  // The precision is the tensor-core tiles': a grouped conv, a transposed conv and a 1x1 conv that
  // computes a depthwise prologue run other kernels, fp32 on their own weights.
  const int64_t group = n.attrs.get_int("group", 1);
  const bool tensor_core = rop.family == OpFamily::conv && group == 1 && !dw_fused;
  const std::optional<DType> at = tensor_core ? weight_storage(n.input(1)) : std::nullopt;
  if (at) {
    const int64_t M = w.at(0), K = shape_numel(w) / std::max<int64_t>(1, M);
    int64_t row = 0;
    const int stored = t_.add_weight_k_contiguous(n.input(1), *g_.constant(n.input(1)), {M, K}, true, *at, row);
    std::vector<int64_t> ws = contiguous_strides(w);
    ws[0] = row;
    d.operands[1] = t_.view(stored, w, ws);
  } else {
    d.operands[1] = t_.named(n.input(1));
  }
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
  p.group = group;
  p.nd = static_cast<int>(nd);
  p.kernel = kernel.data();
  p.stride = strides.data();
  p.dilation = dil.data();
  p.pad_begin = pads.data();
  p.input_relu = !get_param(rop, "input_relu").empty();
  const bool affine = !get_param(rop, "input_affine").empty();
  if (affine) {
    if (!input_affine(n, d)) return false;
    p.input_relu = true;  // the Relu after the BatchNormalization
  }
  if (!get_param(rop, "input_scale").empty()) {
    // An SE block's Mul(x, s): s [1, C, 1, 1] (or [C, 1, 1]) read as [C], no shift. rtask lists it
    // third, after x and the weights (rtask/ops/conv.cc).
    const std::string& s = rop.reads.at(2).tensor;
    const int64_t c = x.at(1);
    d.operands[kernels::InputAffineParams::kScale] = t_.view(t_.named(s), {c}, {1});
    kernels::InputAffineParams{.on = true}.pack(d);
  }
  if (tensor_core) {
    p.precision = o_.precision;
    p.matrix_unit = o_.matrix_unit;
  }
  if (dw_fused) {
    // The op's window params are the depthwise conv's (the x footprint); the 1x1 conv's own is unit.
    const int64_t one[2] = {1, 1}, zero[2] = {0, 0};
    p.kernel = p.stride = p.dilation = one;
    p.pad_begin = zero;
    p.pack(d);
    if (!epilogue(d, rop, n)) return false;
    return dw_prologue(rop, n, d);
  }
  p.pack(d);
  return epilogue(d, rop, n);
}

// The inference BatchNormalization a 1x1 conv applies to its input (rtask/ops/conv.cc
// affine_prologue: Concat -> BatchNormalization -> Relu -> the conv) as the per-channel scale and
// shift of kernels::InputAffineParams, folded as the elementwise program folds it (step_program.cc).
bool Lowering::input_affine(const Node& pw, OpDesc& d) {
  const Node* relu = producer_of(pw.input(0));
  const Node* bn = relu != nullptr ? producer_of(relu->input(0)) : nullptr;
  RAMMER_CHECK(bn != nullptr && bn->op == "BatchNormalization", "plan: conv ", pw.name,
               " has an input_affine prologue but no BatchNormalization + Relu before it");
  auto scale = std::make_shared<Tensor>(), shift = std::make_shared<Tensor>();
  if (!fold_batch_norm(g_, *bn, scale.get(), shift.get())) return false;
  d.operands[kernels::InputAffineParams::kScale] = t_.add_weight("", scale);
  d.operands[kernels::InputAffineParams::kShift] = t_.add_weight("", shift);
  kernels::InputAffineParams{.on = true}.pack(d);
  return true;
}

// The node whose first output is `v`, or null (a graph input or constant).
const Node* Lowering::producer_of(const std::string& v) const {
  for (const auto& m : g_.nodes)
    if (!m.outputs.empty() && m.outputs[0] == v) return &m;
  return nullptr;
}

const Node& Lowering::activation_chain(const ROperator& rop, const std::string& v,
                                       std::vector<const Node*>& act) const {
  auto producer = [&](const std::string& t) -> const Node& {
    const Node* m = producer_of(t);
    RAMMER_CHECK(m != nullptr, "plan: ", rop.name, ": no producer of ", t);
    return *m;
  };
  const Node* n = &producer(v);
  while (n->op == "Relu" || n->op == "Clip") {
    act.insert(act.begin(), n);
    n = &producer(n->input(0));
  }
  RAMMER_CHECK(n->op == "Conv", "plan: ", rop.name, ": its fused ", v, " is not a Conv's");
  return *n;
}

bool Lowering::put_activation_steps(const ROperator& rop, const std::vector<const Node*>& act, OpDesc& d) {
  using kernels::ElemOp;
  for (const Node* e : act) {
    if (d.num_steps >= kernels::kMaxSteps) return refuse("plan: " + rop.name + ": activation chain too long");
    kernels::ElemStep s{static_cast<int32_t>(ElemOp::relu), 0, 0, 0, 0, 0.0f, 0.0f};
    if (e->op == "Clip") {
      auto bound = [&](size_t i, const char* attr, float fallback) {
        if (e->opset < 11) return e->attrs.get_float(attr, fallback);
        const Tensor* t = e->input(i).empty() ? nullptr : g_.constant(e->input(i));
        return t == nullptr ? fallback : static_cast<float>(t->get_f64(0));
      };
      s.op = static_cast<int32_t>(ElemOp::clip);
      s.alpha = bound(1, "min", -FLT_MAX);
      s.beta = bound(2, "max", FLT_MAX);
    }
    d.steps[d.num_steps++] = s;
  }
  return true;
}

// The depthwise conv (and its Relu / Clip activation) a 1x1 conv computes as its prologue, and the
// 1x1 expansion conv (and activation) before it when rtask fused that too (rtask/ops/conv.cc
// dw_prologue, expand_prologue): their weights, biases, the window and the activations' steps.
bool Lowering::dw_prologue(const ROperator& rop, const Node& pw, OpDesc& d) {
  const bool expand = !get_param(rop, "ex_prologue").empty();
  std::vector<const Node*> dw_act, ex_act;
  const Node* dw = &activation_chain(rop, pw.input(0), dw_act);
  const Node* ex = expand ? &activation_chain(rop, dw->input(0), ex_act) : nullptr;
  RAMMER_CHECK((expand ? ex : dw)->input(0) == rop.reads.at(0).tensor, "plan: ", rop.name,
               ": its prologue does not start at ", rop.reads.at(0).tensor);
  const std::vector<int64_t> kernel = get_param(rop, "kernel"), strides = get_param(rop, "strides");
  const std::vector<int64_t> dil = get_param(rop, "dilations"), pads = get_param(rop, "pads");
  if (kernel.size() != 2) return refuse("plan: " + rop.name + ": a depthwise prologue is 2-D only");
  kernels::DwPrologueParams q;
  q.on = true;
  q.expand = expand;
  for (int i = 0; i < 2; ++i) {
    q.kernel[i] = kernel[i];
    q.stride[i] = strides.at(i);
    q.dilation[i] = dil.at(i);
    q.pad_begin[i] = pads.at(i);
  }
  // The prologue's steps after the epilogue's (DwPrologueParams).
  const int first = d.num_steps;
  if (!put_activation_steps(rop, dw_act, d)) return false;
  q.steps = d.num_steps - first;
  if (!put_activation_steps(rop, ex_act, d)) return false;
  q.expand_steps = d.num_steps - first - q.steps;
  q.pack(d);
  using P = kernels::DwPrologueParams;
  d.operands[P::kDwWeight] = t_.named(dw->input(1));
  d.operands[P::kDwBias] = dw->input(2).empty() ? -1 : t_.named(dw->input(2));
  if (expand) {
    d.operands[P::kExWeight] = t_.named(ex->input(1));
    d.operands[P::kExBias] = ex->input(2).empty() ? -1 : t_.named(ex->input(2));
  }
  return true;
}

void Lowering::register_conv_lowerings() {
  attach_lowering({"Conv"}, {{{OpFamily::conv, &Lowering::conv}}});
  attach_lowering({"ConvTranspose"}, {{{OpFamily::conv_transpose, &Lowering::conv}}});
}

}  // namespace rammer::plan_detail
