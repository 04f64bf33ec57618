// Conv and ConvTranspose rOperators (GEMM-shaped: output channels x batch and spatial positions),
// with their epilogues and a depthwise conv's ReLU prologue.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "frontend/ops/conv_window.h"
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_conv_splits() {
  attach_split({"Conv"}, {SplitKind::tiled, &Builder::conv, {{OpFamily::conv, VariantFamily::gemm}}});
  attach_split({"ConvTranspose"},
               {SplitKind::tiled, &Builder::conv_transpose, {{OpFamily::conv_transpose, VariantFamily::gemm}}});
}

// A Relu whose output only depthwise Convs read runs as their input prologue (the CPU kernel
// applies max(x, 0) while it copies x into its padded plane, so the ReLU costs nothing and
// NASNet's separable stacks lose an rOperator and a synchronisation each; PyTorch's export shares
// one Relu among up to three of them). Each conv's rOperator then reads the Relu's input and
// carries params["input_relu"]; null when n has no such Relu. Only f32 2-D depthwise convs: they
// always lower to a tile kernel (never to a reference op, which would run the Conv node on a
// ReLU output nobody computed).
const Node* Builder::relu_prologue(const Node& n) const {
  if (!f32_depthwise(n)) return nullptr;
  const std::string& x = n.input(0);
  auto p = producer_.find(x);
  if (p == producer_.end() || g_.is_output(x)) return nullptr;
  const Node& r = g_.nodes[p->second];
  if (!plain_f32_relu(r)) return nullptr;
  for (size_t c : consumers_.at(x)) {
    const Node& reader = g_.nodes[c];
    if (!f32_depthwise(reader) || reader.input(0) != x) return nullptr;
    if (std::count(reader.inputs.begin(), reader.inputs.end(), x) != 1) return nullptr;
  }
  return &r;
}

// `r` reads `t` once and is its only reader, and `t` is no graph output: a node fused into r may
// then leave t unwritten.
bool Builder::sole_reader(const std::string& t, const Node& r) const {
  auto c = consumers_.find(t);
  return !g_.is_output(t) && c != consumers_.end() && c->second.size() == 1 && g_.nodes[c->second[0]].name == r.name &&
         std::count(r.inputs.begin(), r.inputs.end(), t) == 1;
}

// RAMMER_CONV_FUSION=0 turns the CPU conv fusions off (the depthwise and expansion prologues of 1x1
// convs, their BatchNormalization and SE-scale prologues, a MaxPool's conv), =dw leaves the expansion out: to
// compare the kernels with and without them in one build.
std::string Builder::conv_fusion_env() {
  const char* e = std::getenv("RAMMER_CONV_FUSION");
  return e == nullptr ? std::string() : std::string(e);
}

// An inference BatchNormalization + Relu between a Concat and a 1x1 conv (DenseNet's pre-activation
// layers) runs as the conv's input prologue on the CPU tile kernels: the conv reads the Concat's
// output and applies x * scale[c] + shift[c], then max(., 0), while it packs it
// (kernels::InputAffineParams), so the normalised tensor is never written and read back. Taken when
// the conv is the Relu's only reader and the Relu the BatchNormalization's, whose four parameters
// are constants and whose input a Concat makes (after a conv the pair would be that conv's
// epilogue); returns the BatchNormalization.
// Likewise a squeeze-and-excitation scale, Mul(x, s) with s [1, C, 1, 1] per channel (EfficientNet's,
// MobileNet-V3's and RegNet's SE blocks before their 1x1 projections), when the conv is the Mul's
// only reader: the conv reads x and s and multiplies x[c] by s[c] as it packs it; returns the Mul.
// Null when neither applies.
const Node* Builder::affine_prologue(const Node& n) const {
  if (conv_fusion_env() == "0" || !o_.cpu_kernels || !f32_pointwise(n) || prologue_.count(n.name)) return nullptr;
  auto sole_producer = [&](const std::string& v, const Node& reader) -> const Node* {
    auto p = producer_.find(v);
    return p != producer_.end() && sole_reader(v, reader) ? &g_.nodes[p->second] : nullptr;
  };
  const Node* r = sole_producer(n.input(0), n);
  if (r != nullptr && se_scale(*r) >= 0) return r;
  if (r == nullptr || !plain_f32_relu(*r)) return nullptr;
  const Node* bn = sole_producer(r->input(0), *r);
  if (bn == nullptr || bn->op != "BatchNormalization" || !bn->domain.empty() || bn->inputs.size() < 5) return nullptr;
  for (size_t i = 1; i < bn->outputs.size(); ++i)
    if (!bn->outputs[i].empty()) return nullptr;  // training-mode outputs
  for (size_t k = 1; k < 5; ++k)
    if (g_.constant(bn->input(k)) == nullptr || val(bn->input(k)).shape.size() != 1) return nullptr;
  auto cat = producer_.find(bn->input(0));
  if (cat == producer_.end() || g_.nodes[cat->second].op != "Concat") return nullptr;
  return bn;
}

// Which input of a Mul is the per-channel scale s of an SE block's Mul(x, s) (x f32 [N, C, H, W], s
// f32 [N, C, 1, 1] with N = 1, or [C, 1, 1]), or -1 when the Mul is not one.
int Builder::se_scale(const Node& m) const {
  if (m.op != "Mul" || !m.domain.empty() || m.inputs.size() != 2 || m.outputs.size() != 1 || !m.epilogue_of.empty())
    return -1;
  for (int si = 0; si < 2; ++si) {
    const Value& s = val(m.input(si));
    const Value& x = val(m.input(1 - si));
    if (m.input(si) == m.input(1 - si) || !is_f32_4d(x) || s.dtype != DType::f32 || x.shape[0] != 1) continue;
    const Shape want4 = {1, x.shape[1], 1, 1}, want3 = {x.shape[1], 1, 1};
    if (s.shape == want4 || s.shape == want3) return si;
  }
  return -1;
}

bool Builder::is_f32_4d(const Value& v) { return v.dtype == DType::f32 && v.shape.size() == 4; }

bool Builder::f32_depthwise(const Node& n) const {
  if (n.op != "Conv" || !n.domain.empty() || n.input(0).empty() || n.outputs.empty()) return false;
  const Value& x = val(n.input(0));
  const Value& w = val(n.input(1));
  const Value& y = val(n.outputs[0]);
  if (!is_f32_4d(x) || !is_f32_4d(w) || !is_f32_4d(y)) return false;
  const int64_t group = n.attrs.get_int("group", 1);
  return group > 1 && w.shape[1] == 1 && group == x.shape[1] && group == y.shape[1];
}

// A 1x1 conv (group 1, stride 1, no padding) over f32 4-D tensors: each output position reads the
// same position of every input channel, so a tile of positions needs only that tile of its input.
bool Builder::f32_pointwise(const Node& n) const {
  if (n.op != "Conv" || !n.domain.empty() || n.input(0).empty() || n.outputs.empty()) return false;
  const Value& x = val(n.input(0));
  const Value& w = val(n.input(1));
  const Value& y = val(n.outputs[0]);
  if (!is_f32_4d(x) || !is_f32_4d(w) || !is_f32_4d(y) || n.attrs.get_int("group", 1) != 1) return false;
  if (w.shape[2] != 1 || w.shape[3] != 1 || x.shape[2] != y.shape[2] || x.shape[3] != y.shape[3]) return false;
  const ConvWindow win = conv_window(n.attrs, x.shape, w.shape);
  for (size_t i = 0; i < 2; ++i)
    if (win.strides[i] != 1 || win.pads_begin[i] != 0) return false;
  return true;
}

// The depthwise conv a 1x1 conv computes per tile of output positions instead of reading its
// output (MobileNet's separable and inverted-residual blocks: depthwise 3x3 + ReLU6, then the 1x1
// projection): the depthwise output (the block's widest tensor) then lives only in the tile's cache-
// resident scratch and the pair is one rOperator. Only on the CPU tile kernels (the fused kernel is
// theirs). Taken when the 1x1 conv is the depthwise conv's only reader, through an epilogue of Relu
// and constant-bound Clip nodes (kept as the prologue's activation); null otherwise.
// The node whose output is `v`, traced back through an activation epilogue (Relu and constant-bound
// Clip nodes, each value read only by the next) to its anchor, when `reader` is the only reader of
// `v` and every value on the way; null otherwise. The anchor must have no other epilogue.
const Node* Builder::activation_source(const std::string& v, const Node& reader) const {
  if (!sole_reader(v, reader)) return nullptr;
  auto p = producer_.find(v);
  if (p == producer_.end()) return nullptr;
  const Node& last = g_.nodes[p->second];
  const Node* anchor = &last;
  if (!last.epilogue_of.empty()) {
    auto a = node_index_.find(last.epilogue_of);
    if (a == node_index_.end()) return nullptr;
    anchor = &g_.nodes[a->second];
  }
  if (anchor->outputs.size() != 1) return nullptr;
  auto chain = epilogues_.find(anchor->name);
  if (anchor == &last) return chain == epilogues_.end() ? anchor : nullptr;
  if (chain == epilogues_.end() || chain->second.back() != &last) return nullptr;
  const Node* prev = anchor;
  for (const Node* e : chain->second) {
    const bool one_out = e->domain.empty() && e->outputs.size() == 1;
    const bool relu = e->op == "Relu" && one_out && e->inputs.size() == 1;
    bool clip = e->op == "Clip" && one_out;
    for (size_t i = 1; clip && i < e->inputs.size(); ++i)
      clip = e->input(i).empty() || g_.constant(e->input(i)) != nullptr;
    if ((!relu && !clip) || e->input(0) != prev->outputs[0] || !sole_reader(prev->outputs[0], *e)) return nullptr;
    prev = e;
  }
  return anchor;
}

// The depthwise conv a 1x1 conv computes per tile of output positions instead of reading its
// output (MobileNet's separable and inverted-residual blocks: depthwise 3x3 + ReLU6, then the 1x1
// projection): the depthwise output (the block's widest tensor) then lives only in the tile's cache-
// resident scratch and the pair is one rOperator. Only on the CPU tile kernels (the fused kernel is
// theirs). Taken when the 1x1 conv is the depthwise conv's only reader, through an activation
// epilogue (activation_source); null otherwise.

// A fused op's rTasks are tiles of whole output rows, about 2 x vEUs of them (cpu_gemm_variants'
// usual split); each computes its rows' depthwise outputs for every channel from its own input
// rows, the window's extra rows (the halo) included. Short tiles re-read and re-pad most of their
// input per channel: at fewer than two windows' rows per tile, the fused op measured slower than the
// two ops apart even with cold caches (docs/perf-notes.md, 2026-11-26), so such convs stay apart.
int64_t Builder::fused_tiles(const Shape& y) const { return std::min<int64_t>(y[2], 2 * std::max(1, o_.veus)); }

const Node* Builder::dw_prologue(const Node& n) const {
  if (conv_fusion_env() == "0" || !o_.cpu_kernels || !f32_pointwise(n) || affine_prologue_.count(n.name)) return nullptr;
  const Node* dw = activation_source(n.input(0), n);
  if (dw == nullptr || !f32_depthwise(*dw) || prologue_.count(dw->name)) return nullptr;
  const Shape& y = shape(dw->outputs[0]);
  const ConvWindow win = conv_window(dw->attrs, shape(dw->input(0)), shape(dw->input(1)));
  const int64_t window_rows = (win.kernel[0] - 1) * win.dilations[0] + 1;
  return y[2] >= 2 * window_rows * fused_tiles(y) ? dw : nullptr;
}

// The 1x1 expansion conv a fused depthwise conv (dw_prologue) computes per tile too: the whole
// inverted-residual block (expand + act, depthwise + act, project) is then one rOperator and neither
// expanded tensor leaves the core's cache. Each tile recomputes the expansion over the depthwise
// window's extra rows (its halo), so the fusion is taken only when the cost model's terms favour it:
// the expanded tensor's bytes the block no longer writes and reads back (2 x 4 B per element at the
// device's bandwidth) must outweigh the halo's extra FLOPs (at its peak), both taken per vEU
// as the cost model does (VariantOptions::fuse_flops_per_byte, docs/cost_model.md).
const Node* Builder::expand_prologue(const Node& dw) const {
  if (conv_fusion_env() == "dw") return nullptr;
  const Node* ex = activation_source(dw.input(0), dw);
  if (ex == nullptr || !f32_pointwise(*ex) || prologue_.count(ex->name) || dw_prologue_.count(ex->name))
    return nullptr;
  const ConvWindow win = conv_window(dw.attrs, shape(dw.input(0)), shape(dw.input(1)));
  // The halo: each tile recomputes (window - stride) rows of the expansion, C_in products each.
  const bool pays = recompute_pays(shape(dw.outputs[0]), win.dilated(0) - win.strides[0], shape(ex->outputs[0]),
                                   2.0 * static_cast<double>(shape(ex->input(0))[1]));
  return pays ? ex : nullptr;
}

// The cost model's rule for a fusion that leaves intermediate t [N, C, H, W] unwritten but makes each
// of the fused op's tiles (fused_tiles of output y) recompute `shared_rows` rows of t at
// `flops_per_element`: taken when those FLOPs cost less than t's write and read-back (2 x 4 B per
// element), both at the device's balance point (VariantOptions::fuse_flops_per_byte).
bool Builder::recompute_pays(const Shape& y, int64_t shared_rows, const Shape& t, double flops_per_element) const {
  const double row = static_cast<double>(t[0] * t[1] * t[3]);
  const double halo_rows = static_cast<double>(fused_tiles(y) * std::max<int64_t>(0, shared_rows));
  const double extra_flops = halo_rows * row * flops_per_element;
  const double saved_bytes = 2.0 * 4.0 * row * static_cast<double>(t[2]);
  return extra_flops < saved_bytes * o_.fuse_flops_per_byte;
}

void Builder::conv(const Node& n) {
  auto fused = dw_prologue_.find(n.name);
  if (fused != dw_prologue_.end()) {
    // Space and outputs are the 1x1 conv's; x is the depthwise conv's input, read through its
    // window (the op's window params are the depthwise conv's: a 1x1 stride-1 conv adds nothing
    // to the footprint, and group 1 reads every channel).
    const Node& dw = *fused->second;
    auto ex = ex_prologue_.find(n.name);
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::conv, ex == ex_prologue_.end() ? "DwConv.Conv" : "Conv.DwConv.Conv", y);
    const ConvWindow dwin = conv_window(dw.attrs, shape(dw.input(0)), shape(dw.input(1)));
    const double c = static_cast<double>(shape(n.input(1))[1]);
    // Per output point: the 1x1 conv's C products, and its share (1/M) of the depthwise conv's
    // (and of the expansion's, per depthwise input position: stride^2 of them per output position).
    op.flops_per_point = 2.0 * c + 2.0 * c * static_cast<double>(prod(dwin.kernel)) / static_cast<double>(y[1]);
    op.params["dw_prologue"] = {1};
    const std::string& x = ex == ex_prologue_.end() ? dw.input(0) : ex->second->input(0);
    op.reads = {{x, AccessMap::conv, {}}, {n.input(1), AccessMap::conv_w, {}}, {dw.input(1), AccessMap::full, {}}};
    if (!dw.input(2).empty()) op.reads.push_back({dw.input(2), AccessMap::full, {}});
    if (ex != ex_prologue_.end()) {
      const Node& e = *ex->second;
      op.params["ex_prologue"] = {1};
      op.flops_per_point += 2.0 * c * static_cast<double>(shape(e.input(0))[1] * prod(dwin.strides)) /
                            static_cast<double>(y[1]);
      op.reads.push_back({e.input(1), AccessMap::full, {}});
      if (!e.input(2).empty()) op.reads.push_back({e.input(2), AccessMap::full, {}});
    }
    finish_conv_like(std::move(op), n, dwin);
    return;
  }
  const Shape& x = shape(n.input(0));
  const Shape& w = shape(n.input(1));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::conv, "Conv", y);
  const ConvWindow win = conv_window(n.attrs, x, w);
  op.flops_per_point = 2.0 * static_cast<double>(w[1] * prod(win.kernel));
  auto pro = prologue_.find(n.name);
  auto affine = affine_prologue_.find(n.name);
  const int scale_input = affine != affine_prologue_.end() ? se_scale(*affine->second) : -1;
  std::string x_in = n.input(0);
  if (pro != prologue_.end()) {
    x_in = pro->second->input(0);
    op.params["input_relu"] = {1};
  } else if (scale_input >= 0) {
    x_in = affine->second->input(1 - scale_input);
    op.params["input_scale"] = {1};
  } else if (affine != affine_prologue_.end()) {
    x_in = affine->second->input(0);
    op.params["input_affine"] = {1};
  }
  op.reads = {{x_in, AccessMap::conv, {}}, {n.input(1), AccessMap::conv_w, {}}};
  if (scale_input >= 0) op.reads.push_back({affine->second->input(scale_input), AccessMap::full, {}});
  finish_conv_like(std::move(op), n, win);
}

void Builder::conv_transpose(const Node& n) {
  const Shape& w = shape(n.input(1));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::conv_transpose, "ConvTranspose", y);
  const ConvWindow win = transpose_window(n.attrs, shape(n.input(0)), w);
  // Each input element scatters C_in/group x kernel products; per output point that averages to
  // (C_in/group x prod(kernel)) / prod(strides) multiply-adds.
  int64_t cin_per_group = w[0] / std::max<int64_t>(1, n.attrs.get_int("group", 1));
  op.flops_per_point = 2.0 * static_cast<double>(cin_per_group * prod(win.kernel)) /
                       static_cast<double>(std::max<int64_t>(1, prod(win.strides)));
  op.reads = {{n.input(0), AccessMap::convt, {}}, {n.input(1), AccessMap::full, {}}};
  finish_conv_like(std::move(op), n, win);
}

void Builder::finish_conv_like(ROperator op, const Node& n, const ConvWindow& win) {
  op.params["group"] = {n.attrs.get_int("group", 1)};
  op.params["kernel"] = win.kernel;
  op.params["strides"] = win.strides;
  op.params["dilations"] = win.dilations;
  op.params["pads"] = win.pads_begin;
  if (!n.input(2).empty()) op.reads.push_back({n.input(2), AccessMap::chan, {1}});
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  add_epilogue(op, n);
  const Shape y = op.space;
  std::vector<int> ndims = {0};
  for (int j = 2; j < static_cast<int>(y.size()); ++j) ndims.push_back(j);
  // Only group-1 convs run on the matrix units (kernels/tile_path.h); grouped ones and ConvTranspose
  // stay on the vector units at any precision.
  VariantOptions o = o_;
  if (op.family != OpFamily::conv || n.attrs.get_int("group", 1) != 1) o.matrix_rate = MathRate::f32;
  o.whole_channel_blocks = o_.cpu_kernels && op.family == OpFamily::conv;
  op.variants = gemm_variants(y, 1, ndims, o);
  finish(std::move(op));
}

}  // namespace rammer::rtask_detail
