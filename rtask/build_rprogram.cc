// Graph -> rProgram. One function per op family; each fills an ROperator's space, accesses,
// params, FLOPs per point and variants. Shapes come from the Graph (static after the frontend).
#include "rtask/build_rprogram.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <queue>
#include <set>

#include "rtask/place_concat.h"
#include "support/status.h"

namespace rammer {
namespace {

const std::set<std::string>& view_ops() {
  // (An inference Dropout is removed by the remove_identity pass; one that is left has a mask output
  // or a training_mode input and runs as an op.)
  static const std::set<std::string> k = {"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity"};
  return k;
}

const std::set<std::string>& elementwise_ops() {
  static const std::set<std::string> k = {
      "Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Sum", "Mean", "Relu", "LeakyRelu", "PRelu",
      "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Exp", "Log", "Sqrt", "Reciprocal", "Neg", "Abs",
      "Clip", "Elu", "Selu", "Celu", "Gelu", "Erf", "Softplus", "Softsign", "Mish", "Floor", "Ceil",
      "Round", "Sign", "Sin", "Cos", "Tan", "Atan", "Asin", "Acos", "Sinh", "Cosh", "Where", "Cast",
      "Not", "And", "Or", "Xor", "Equal", "Less", "LessOrEqual", "Greater", "GreaterOrEqual",
      "BatchNormalization", "Mod", "IsNaN", "IsInf", "ThresholdedRelu", "Shrink", "Expand"};
  return k;
}

// The ONNX reductions that run as a reduce rOperator (an output tile reads its reduced axes whole).
const std::set<std::string>& reduce_ops() {
  static const std::set<std::string> k = {
      "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2",
      "ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare", "ArgMax", "ArgMin"};
  return k;
}

int64_t prod(const Shape& s, size_t from = 0, size_t to = SIZE_MAX) {
  int64_t p = 1;
  for (size_t i = from; i < s.size() && i < to; ++i) p *= s[i];
  return p;
}

std::vector<int> iota_dims(int from, int to) {
  std::vector<int> v;
  for (int i = from; i < to; ++i) v.push_back(i);
  return v;
}

class Builder {
 public:
  Builder(const Graph& g, const VariantOptions& o) : g_(g), o_(o) {}

  RProgram run() {
    p_.name = g_.name;
    for (const auto& [name, v] : g_.values()) p_.add_tensor(TensorInfo{name, v.dtype, v.shape, ""});
    for (const auto& n : g_.nodes) {
      if (!n.epilogue_of.empty()) epilogues_[n.epilogue_of].push_back(&n);
    }
    for (size_t i = 0; i < g_.nodes.size(); ++i) {
      const Node& n = g_.nodes[i];
      node_index_[n.name] = i;
      for (const auto& out : n.outputs) {
        if (!out.empty()) producer_[out] = i;
      }
      for (const auto& in : n.inputs) {
        if (!in.empty()) consumers_[in].push_back(i);
      }
    }
    for (const Node& n : g_.nodes) {
      if (const Node* r = relu_prologue(n)) {
        prologue_[n.name] = r;
        done_.insert(r->name);  // built with the conv that reads it
      }
    }
    for (size_t i = 0; i < g_.nodes.size(); ++i) {
      const Node& n = g_.nodes[i];
      if (done_.count(n.name)) continue;
      if (is_epilogue_member(n)) continue;  // built with its anchor
      if (view_ops().count(n.op) && !n.input(0).empty() && !n.outputs.empty()) {
        add_view(n);
        continue;
      }
      build_node(i);
    }
    place_concat_inputs(g_, p_, o_);
    topo_sort_ops();
    return std::move(p_);
  }

 private:
  // An epilogue node joins its anchor's rOperator only when the anchor is a GEMM-shaped op (the
  // builders that call add_epilogue); otherwise it is built on its own.
  bool is_epilogue_member(const Node& n) const {
    auto it = node_index_.find(n.epilogue_of);
    if (n.epilogue_of.empty() || it == node_index_.end()) return false;
    const std::string& anchor = g_.nodes[it->second].op;
    return anchor == "Conv" || anchor == "ConvTranspose" || anchor == "Gemm" || anchor == "MatMul";
  }

  // A Relu whose output only depthwise Convs read runs as their input prologue (the CPU kernel
  // applies max(x, 0) while it copies x into its padded plane, so the ReLU costs nothing and
  // NASNet's separable stacks lose an rOperator and a synchronisation each; PyTorch's export shares
  // one Relu among up to three of them). Each conv's rOperator then reads the Relu's input and
  // carries params["input_relu"]; null when n has no such Relu. Only f32 2-D depthwise convs: they
  // always lower to a tile kernel (never to a reference op, which would run the Conv node on a
  // ReLU output nobody computed).
  const Node* relu_prologue(const Node& n) const {
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

  static bool is_f32_4d(const Value& v) { return v.dtype == DType::f32 && v.shape.size() == 4; }

  bool f32_depthwise(const Node& n) const {
    if (n.op != "Conv" || !n.domain.empty() || n.input(0).empty() || n.outputs.empty()) return false;
    const Value& x = val(n.input(0));
    const Value& w = val(n.input(1));
    const Value& y = val(n.outputs[0]);
    if (!is_f32_4d(x) || !is_f32_4d(w) || !is_f32_4d(y)) return false;
    const int64_t group = n.attrs.get_int("group", 1);
    return group > 1 && w.shape[1] == 1 && group == x.shape[1] && group == y.shape[1];
  }

  const Value& val(const std::string& name) const { return g_.value(name); }
  const Shape& shape(const std::string& name) const { return val(name).shape; }

  std::vector<int64_t> const_ints(const Node& n, size_t input) const {
    if (n.input(input).empty()) return {};
    const Tensor* t = g_.constant(n.input(input));
    RAMMER_CHECK(t != nullptr, "rtask: node ", n.name, " (", n.op, "): input ", input,
                 " must be a constant after the frontend");
    return t->to_i64_vector();
  }

  void add_view(const Node& n) {
    std::string base = n.input(0);
    if (const TensorInfo* t = p_.find_tensor(base); t != nullptr && !t->view_of.empty()) {
      base = t->view_of;
    }
    const Value& v = val(n.outputs[0]);
    p_.add_tensor(TensorInfo{v.name, v.dtype, v.shape, base});
    done_.insert(n.name);
  }

  ROperator begin(const Node& n, OpFamily family, const std::string& kind, const Shape& space) {
    ROperator op;
    op.name = n.name;
    op.family = family;
    op.kind = kind;
    op.space = space;
    op.nodes.push_back(n.name);
    done_.insert(n.name);
    return op;
  }

  // The epilogue nodes of an anchor join its op: each reads its extra inputs broadcast over the
  // tile and writes its output for the tile.
  void add_epilogue(ROperator& op, const Node& anchor) {
    auto it = epilogues_.find(anchor.name);
    if (it == epilogues_.end()) return;
    std::set<std::string> inside(anchor.outputs.begin(), anchor.outputs.end());
    for (const Node* e : it->second) {
      for (const auto& in : e->inputs) {
        if (!in.empty() && !inside.count(in)) op.reads.push_back({in, AccessMap::bcast, {}});
      }
      for (const auto& out : e->outputs) {
        if (out.empty()) continue;
        op.writes.push_back({out, shape(out) == op.space ? AccessMap::id : AccessMap::full, {}});
        inside.insert(out);
      }
      op.flops_per_point += 1;
      op.nodes.push_back(e->name);
      done_.insert(e->name);
    }
    drop_internal_writes(op);
  }

  // Values that only the rOperator's own nodes read (the anchor's output feeding its epilogue, an
  // epilogue's intermediate sums) stay in registers: listing them as writes made every fused conv
  // store its pre-activation output too, a full extra tensor write nobody read (NASNet's and
  // ResNet's convs). A value with no reader at all is kept (it is what the op computes).
  void drop_internal_writes(ROperator& op) const {
    const std::set<std::string> members(op.nodes.begin(), op.nodes.end());
    auto internal = [&](const std::string& v) {
      auto it = consumers_.find(v);
      if (g_.is_output(v) || it == consumers_.end() || it->second.empty()) return false;
      for (size_t c : it->second) {
        if (!members.count(g_.nodes[c].name)) return false;
      }
      return true;
    };
    std::vector<Access> kept;
    for (const Access& a : op.writes) {
      if (!internal(a.tensor)) kept.push_back(a);
    }
    if (!kept.empty()) op.writes = std::move(kept);
  }

  void finish(ROperator op) { p_.ops.push_back(std::move(op)); }

  void build_node(size_t i) {
    const Node& n = g_.nodes[i];
    const std::string& op = n.op;
    if (op == "Conv") return conv(n);
    if (op == "ConvTranspose") return conv_transpose(n);
    if (op == "Gemm") return gemm(n);
    if (op == "MatMul") return matmul(n);
    if (op == "MaxPool" || op == "AveragePool" || op == "LpPool") return pool(n);
    if (op == "GlobalAveragePool" || op == "GlobalMaxPool" || op == "GlobalLpPool") {
      return global_pool(n);
    }
    if (reduce_ops().count(op)) return reduce(n);
    if (op == "Softmax" || op == "LogSoftmax" || op == "Hardmax") return row_op(n, 5);
    if (op == "LayerNormalization") return row_op(n, 8);
    if (op == "InstanceNormalization") return instance_norm(n);
    if (op == "LRN") return lrn(n);
    if (op == "Concat") return concat(n);
    if (op == "Split") return split_op(n);
    if (op == "Slice") return slice(n);
    if (op == "Transpose") return transpose(n);
    if (op == "Pad") return pad(n);
    if (op == "LSTM" || op == "GRU" || op == "RNN") return rnn(n);
    if (op == "Gather") return gather(n);
    if (elementwise_ops().count(op)) return elementwise_chain(i);
    return opaque(n);
  }

  void conv(const Node& n) {
    const Shape& x = shape(n.input(0));
    const Shape& w = shape(n.input(1));
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::conv, "Conv", y);
    size_t sp = x.size() - 2;
    int64_t group = n.attrs.get_int("group", 1);
    std::vector<int64_t> kernel(w.begin() + 2, w.end());
    std::vector<int64_t> strides = n.attrs.get_ints("strides", std::vector<int64_t>(sp, 1));
    std::vector<int64_t> dil = n.attrs.get_ints("dilations", std::vector<int64_t>(sp, 1));
    std::vector<int64_t> pads = n.attrs.get_ints("pads", std::vector<int64_t>(2 * sp, 0));
    std::string auto_pad = n.attrs.get_string("auto_pad", "NOTSET");
    std::vector<int64_t> begin_pads(sp, 0);
    for (size_t j = 0; j < sp; ++j) {
      if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
        int64_t total = std::max<int64_t>(
            0, (y[j + 2] - 1) * strides[j] + (kernel[j] - 1) * dil[j] + 1 - x[j + 2]);
        begin_pads[j] = auto_pad == "SAME_UPPER" ? total / 2 : (total + 1) / 2;
      } else if (auto_pad == "NOTSET" && pads.size() >= sp) {
        begin_pads[j] = pads[j];
      }
    }
    op.params = {{"group", {group}}, {"kernel", kernel}, {"strides", strides},
                 {"dilations", dil}, {"pads", begin_pads}};
    op.flops_per_point = 2.0 * static_cast<double>(w[1] * prod(kernel));
    auto pro = prologue_.find(n.name);
    const std::string& x_in = pro == prologue_.end() ? n.input(0) : pro->second->input(0);
    if (pro != prologue_.end()) op.params["input_relu"] = {1};
    op.reads = {{x_in, AccessMap::conv, {}}, {n.input(1), AccessMap::conv_w, {}}};
    if (!n.input(2).empty()) op.reads.push_back({n.input(2), AccessMap::chan, {1}});
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    add_epilogue(op, n);
    std::vector<int> ndims = {0};
    for (int j = 2; j < static_cast<int>(y.size()); ++j) ndims.push_back(j);
    op.variants = gemm_variants(y, 1, ndims, o_);
    finish(std::move(op));
  }

  void conv_transpose(const Node& n) {
    const Shape& w = shape(n.input(1));
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::conv_transpose, "ConvTranspose", y);
    std::vector<int64_t> kernel(w.begin() + 2, w.end());
    std::vector<int64_t> strides =
        n.attrs.get_ints("strides", std::vector<int64_t>(kernel.size(), 1));
    op.params = {{"group", {n.attrs.get_int("group", 1)}}};
    // Each input element scatters C_in/group x kernel products; per output point that averages to
    // (C_in/group x prod(kernel)) / prod(strides) multiply-adds.
    int64_t cin_per_group = w[0] / std::max<int64_t>(1, n.attrs.get_int("group", 1));
    op.flops_per_point = 2.0 * static_cast<double>(cin_per_group * prod(kernel)) /
                         static_cast<double>(std::max<int64_t>(1, prod(strides)));
    op.reads = {{n.input(0), AccessMap::convt, {}}, {n.input(1), AccessMap::full, {}}};
    if (!n.input(2).empty()) op.reads.push_back({n.input(2), AccessMap::chan, {1}});
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    add_epilogue(op, n);
    std::vector<int> ndims = {0};
    for (int j = 2; j < static_cast<int>(y.size()); ++j) ndims.push_back(j);
    op.variants = gemm_variants(y, 1, ndims, o_);
    finish(std::move(op));
  }

  void gemm(const Node& n) {
    const Shape& a = shape(n.input(0));
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::gemm, "Gemm", y);
    int64_t ta = n.attrs.get_int("transA", 0), tb = n.attrs.get_int("transB", 0);
    int64_t k = ta ? a[0] : a[1];
    op.params = {{"m_dim", {0}}, {"n_dim", {1}}, {"batch", {0}}};
    op.flops_per_point = 2.0 * static_cast<double>(k);
    op.reads = {{n.input(0), AccessMap::mm_a, {ta}}, {n.input(1), AccessMap::mm_b, {tb}}};
    if (!n.input(2).empty()) op.reads.push_back({n.input(2), AccessMap::bcast, {}});
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    add_epilogue(op, n);
    op.variants = gemm_variants(y, 0, {1}, o_);
    finish(std::move(op));
  }

  void matmul(const Node& n) {
    const Shape& a = shape(n.input(0));
    const Shape& b = shape(n.input(1));
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::matmul, "MatMul", y);
    int ro = static_cast<int>(y.size());
    int mdim = -1, ndim = -1;
    if (b.size() >= 2) ndim = ro - 1;
    if (a.size() >= 2) mdim = b.size() >= 2 ? ro - 2 : ro - 1;
    int nb = ro - (mdim >= 0 ? 1 : 0) - (ndim >= 0 ? 1 : 0);
    op.params = {{"m_dim", {mdim}}, {"n_dim", {ndim}}, {"batch", {nb}}};
    op.flops_per_point = 2.0 * static_cast<double>(a.empty() ? 1 : a.back());
    op.reads = {{n.input(0), AccessMap::mm_a, {0}}, {n.input(1), AccessMap::mm_b, {0}}};
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    add_epilogue(op, n);
    std::vector<int> ndims;
    if (ndim >= 0) ndims.push_back(ndim);
    op.variants = gemm_variants(y, mdim, ndims, o_);
    finish(std::move(op));
  }

  void pool(const Node& n) {
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

  void global_pool(const Node& n) {
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

  void reduce(const Node& n) {
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
  void row_op(const Node& n, double flops) {
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

  void instance_norm(const Node& n) {
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

  void lrn(const Node& n) {
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::lrn, n.op, y);
    op.flops_per_point = static_cast<double>(n.attrs.get_int("size", 5) + 4);
    op.reads = {{n.input(0), AccessMap::id, {}}};
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    op.variants = memory_variants(y, {1}, 1, o_);
    finish(std::move(op));
  }

  void concat(const Node& n) {
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::concat, "Concat", y);
    int64_t axis = n.attrs.get_int("axis", 0);
    if (axis < 0) axis += static_cast<int64_t>(y.size());
    int64_t off = 0;
    for (const auto& in : n.inputs) {
      if (in.empty()) continue;
      op.reads.push_back({in, AccessMap::concat, {axis, off}});
      off += shape(in)[static_cast<size_t>(axis)];
    }
    op.flops_per_point = 0;
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    if (const Node* r = relu_after_concat(n)) {
      // The Relu runs in the copy: one pass over the data instead of two.
      op.nodes.push_back(r->name);
      op.writes = {{r->outputs[0], AccessMap::id, {}}};
      op.params["relu"] = {1};
      done_.insert(r->name);
    }
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
  }

  // The Relu that is the only reader of an f32 Concat's output (NASNet's cell outputs: each is read
  // through one ReLU by the next two cells), or null. Not a Relu that already runs as depthwise convs'
  // input prologue, nor one whose input is a graph output.
  const Node* relu_after_concat(const Node& concat) const {
    const std::string& y = concat.outputs[0];
    auto it = consumers_.find(y);
    if (g_.is_output(y) || it == consumers_.end() || it->second.size() != 1) return nullptr;
    const Node& r = g_.nodes[it->second[0]];
    return plain_f32_relu(r) && !done_.count(r.name) ? &r : nullptr;
  }

  // An ONNX Relu on an f32 value with one output, not already an epilogue: what the prologue and
  // the Concat fusions may fold into the op next to it.
  bool plain_f32_relu(const Node& r) const {
    return r.op == "Relu" && r.domain.empty() && r.inputs.size() == 1 && r.outputs.size() == 1 &&
           !r.outputs[0].empty() && r.epilogue_of.empty() && val(r.input(0)).dtype == DType::f32;
  }

  // Split: one Slice-shaped rOperator per output (named "<node>.<i>", the first keeps the node's
  // name), so each part is a strided copy with its own tasks and a consumer of one part waits only
  // for that part.
  void split_op(const Node& n) {
    const Shape& x = shape(n.input(0));
    const size_t rank = x.size();
    int64_t axis = n.attrs.get_int("axis", 0);
    if (axis < 0) axis += static_cast<int64_t>(rank);
    int64_t off = 0;
    int part = 0;
    for (const auto& out : n.outputs) {
      if (out.empty()) continue;
      const Shape& y = shape(out);
      ROperator op = begin(n, OpFamily::slice, "Slice", y);
      if (part > 0) op.name = n.name + "." + std::to_string(part);
      std::vector<int64_t> args(2 * rank, 0);
      args[static_cast<size_t>(axis)] = off;
      for (size_t j = 0; j < rank; ++j) args[rank + j] = 1;
      op.reads = {{n.input(0), AccessMap::slice, args}};
      op.writes = {{out, AccessMap::id, {}}};
      op.variants = memory_variants(y, {}, 1, o_);
      finish(std::move(op));
      off += y[static_cast<size_t>(axis)];
      ++part;
    }
  }

  void slice(const Node& n) {
    const Shape& x = shape(n.input(0));
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::slice, "Slice", y);
    const int64_t rank = static_cast<int64_t>(x.size());
    std::vector<int64_t> starts, ends, axes, steps;
    bool known = true;
    if (n.attrs.has("starts")) {
      starts = n.attrs.get_ints("starts");
      ends = n.attrs.get_ints("ends");
      axes = n.attrs.get_ints("axes");
    } else {
      for (size_t j = 1; j < n.inputs.size() && j < 5; ++j) {
        if (!n.input(j).empty() && g_.constant(n.input(j)) == nullptr) known = false;
      }
      if (known) {
        starts = const_ints(n, 1);
        ends = const_ints(n, 2);
        axes = const_ints(n, 3);
        steps = const_ints(n, 4);
      }
    }
    if (axes.empty()) {
      for (size_t j = 0; j < starts.size(); ++j) axes.push_back(static_cast<int64_t>(j));
    }
    if (steps.empty()) steps.assign(starts.size(), 1);
    std::vector<int64_t> st(static_cast<size_t>(rank), 0), sp(static_cast<size_t>(rank), 1);
    for (size_t j = 0; j < starts.size() && j < axes.size(); ++j) {
      int64_t a = axes[j] < 0 ? axes[j] + rank : axes[j];
      int64_t d = x[static_cast<size_t>(a)];
      int64_t s = starts[j] < 0 ? starts[j] + d : starts[j];
      s = steps[j] > 0 ? std::clamp<int64_t>(s, 0, d) : std::clamp<int64_t>(s, 0, d - 1);
      st[static_cast<size_t>(a)] = s;
      sp[static_cast<size_t>(a)] = steps[j];
    }
    std::vector<int64_t> args = st;
    args.insert(args.end(), sp.begin(), sp.end());
    op.reads = {known ? Access{n.input(0), AccessMap::slice, args} : Access{n.input(0), AccessMap::full, {}}};
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
  }

  void transpose(const Node& n) {
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::transpose, "Transpose", y);
    std::vector<int64_t> perm = n.attrs.get_ints("perm");
    if (perm.empty()) {
      for (int64_t j = static_cast<int64_t>(y.size()); j-- > 0;) perm.push_back(j);
    }
    op.reads = {{n.input(0), AccessMap::transpose, perm}};
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
  }

  void pad(const Node& n) {
    const Shape& y = shape(n.outputs[0]);
    const size_t rank = y.size();
    ROperator op = begin(n, OpFamily::pad, "Pad", y);
    std::vector<int64_t> pads = n.attrs.has("pads") ? n.attrs.get_ints("pads")
                                : (!n.input(1).empty() && g_.constant(n.input(1)))
                                    ? const_ints(n, 1)
                                    : std::vector<int64_t>{};
    bool exact = n.attrs.get_string("mode", "constant") == "constant" && pads.size() == 2 * rank &&
                 n.input(3).empty();
    if (exact) {
      op.reads = {{n.input(0), AccessMap::pad, std::vector<int64_t>(pads.begin(), pads.begin() + rank)}};
    } else {
      op.reads = {{n.input(0), AccessMap::full, {}}};
    }
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
  }

  // A run of elementwise nodes over one iteration space. A node joins when all its inputs are the
  // run's values, constants, graph inputs or values produced before the run's first node: then
  // no node outside the run can sit between two of its members, so fusing keeps the DAG acyclic.
  void elementwise_chain(size_t first) {
    const Node& n0 = g_.nodes[first];
    const Shape& y = shape(n0.outputs[0]);
    ROperator op = begin(n0, OpFamily::elementwise, "Elementwise", y);
    std::set<std::string> inside;
    auto add_member = [&](const Node& n) {
      for (size_t j = 0; j < n.inputs.size(); ++j) {
        const std::string& in = n.inputs[j];
        if (in.empty() || inside.count(in)) continue;
        bool per_channel = n.op == "BatchNormalization" && j > 0 && shape(in).size() == 1;
        op.reads.push_back({in, per_channel ? AccessMap::chan : AccessMap::bcast,
                            per_channel ? std::vector<int64_t>{1} : std::vector<int64_t>{}});
      }
      for (const auto& out : n.outputs) {
        if (out.empty()) continue;
        op.writes.push_back({out, shape(out) == y ? AccessMap::id : AccessMap::full, {}});
        inside.insert(out);
      }
      op.flops_per_point += n.op == "BatchNormalization" ? 4 : 1;
    };
    add_member(n0);
    auto before_run = [&](const std::string& v) {
      auto it = producer_.find(v);
      return it == producer_.end() || it->second < first;
    };
    for (bool grew = true; grew;) {
      grew = false;
      // Candidates: readers of the run's values, in node order.
      std::set<size_t> candidates;
      for (const auto& v : inside) {
        auto it = consumers_.find(v);
        if (it == consumers_.end()) continue;
        for (size_t k : it->second) {
          if (k > first) candidates.insert(k);
        }
      }
      for (size_t k : candidates) {
        const Node& c = g_.nodes[k];
        if (done_.count(c.name) || is_epilogue_member(c) || !elementwise_ops().count(c.op)) continue;
        if (c.outputs.size() != 1 || shape(c.outputs[0]) != y) continue;
        bool reads_run = false, ok = true;
        for (const auto& in : c.inputs) {
          if (in.empty()) continue;
          if (inside.count(in)) {
            reads_run = true;
          } else if (!before_run(in)) {
            ok = false;
          }
        }
        if (!reads_run || !ok) continue;
        add_member(c);
        op.nodes.push_back(c.name);
        done_.insert(c.name);
        grew = true;
      }
    }
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
  }

  // Recurrent layers, unrolled. The input projection does not depend on the recurrence, so it is
  // hoisted out of the steps: per direction d and chunk of consecutive steps (processing order;
  // rnn_chunk_steps), a projection rOperator xproj[d, steps, b, :] = X[steps, b] W[d]^T + Wb (one
  // GEMM of chunk*batch rows: each weight row is reused over the chunk instead of streamed per step).
  // Then per step t a gate rOperator (gates[t,d] = xproj[d,t] + R h[t-1] + Rb, tiled over batch x
  // hidden units with every gate of a unit in one tile) and a pointwise cell rOperator (h[t], c[t]
  // from the gates and c[t-1] / h[t-1]). Regions are per timestep (per chunk for the projection), so
  // layer l+1 waits for layer l's chunk, not the whole layer: the cross-layer wavefront stays, one
  // chunk behind.
  void rnn(const Node& n) {
    const Shape& x = shape(n.input(0));
    // Batch-major layout and per-row sequence lengths are not unrolled: the layer runs whole, with
    // its reference implementation (one rTask; correct, without cross-layer overlap).
    bool full_length = n.input(4).empty();
    if (const Tensor* lens = n.input(4).empty() ? nullptr : g_.constant(n.input(4))) {
      full_length = true;
      for (int64_t v : lens->to_i64_vector()) full_length = full_length && v == x[0];
    }
    if (n.attrs.get_int("layout", 0) != 0 || !full_length) return opaque(n);
    const int64_t seq = x[0], batch = x[1], in_features = x[2];
    const int64_t hidden = n.attrs.get_int("hidden_size", 0);
    RAMMER_CHECK(hidden > 0, "rtask: node ", n.name, ": missing hidden_size");
    const std::string dir = n.attrs.get_string("direction", "forward");
    const int64_t dirs = dir == "bidirectional" ? 2 : 1;
    const int64_t gates = n.op == "LSTM" ? 4 : n.op == "GRU" ? 3 : 1;
    const std::string y = n.outputs.size() > 0 ? n.outputs[0] : "";
    const std::string yh = n.outputs.size() > 1 ? n.outputs[1] : "";
    const std::string yc = n.outputs.size() > 2 ? n.outputs[2] : "";
    const std::string init_h = n.input(5), init_c = n.op == "LSTM" ? n.input(6) : "";
    std::string h = y;
    if (h.empty()) {
      h = n.name + ".h";
      p_.add_tensor(TensorInfo{h, DType::f32, {seq, dirs, batch, hidden}, ""});
    }
    std::string c;
    if (n.op == "LSTM") {
      c = n.name + ".c";
      p_.add_tensor(TensorInfo{c, DType::f32, {seq, dirs, batch, hidden}, ""});
    }
    // On a CPU an LSTM / RNN step is one rOperator (fused): a tile holds every gate of its hidden
    // units, so it applies the cell itself and the gates never reach memory (one op and one
    // cross-vEU synchronisation per step fewer). GRU's h gate needs r of every unit (or R's h rows
    // after the gates), so it keeps the separate cell; so does a GPU (not measured fused).
    const bool fused = o_.cpu && n.op != "GRU";
    const std::string gt = n.name + ".gates";
    if (!fused) p_.add_tensor(TensorInfo{gt, DType::f32, {seq, dirs, batch, gates, hidden}, ""});
    // Direction-major, so the rows (t, b) of one direction's chunk are one uniformly strided block.
    // A single step has nothing to reuse W over: its gates op computes x W^T itself.
    const bool hoist = seq > 1;
    const std::string xp = n.name + ".xproj";
    if (hoist) p_.add_tensor(TensorInfo{xp, DType::f32, {dirs, seq, batch, gates * hidden}, ""});
    const Shape space = {batch, hidden};
    const int64_t r_bytes = gates * hidden * hidden * static_cast<int64_t>(sizeof(float));
    const int64_t chunk = rnn_chunk_steps(seq, r_bytes <= kWholeStepBytes);
    done_.insert(n.name);
    for (int64_t d = 0; d < dirs; ++d) {
      bool reverse = dir == "reverse" || d == 1;
      for (int64_t s = 0; s < seq; ++s) {
        int64_t t = reverse ? seq - 1 - s : s;
        int64_t tp = reverse ? t + 1 : t - 1;
        std::string step = n.name + ".d" + std::to_string(d) + ".t" + std::to_string(t);
        if (hoist && s % chunk == 0) {
          const int64_t s1 = std::min(seq, s + chunk);
          const int64_t t0 = reverse ? seq - s1 : s;  // lowest timestep of the chunk
          rnn_projection(n, d, s / chunk, t0, s1 - s, xp);
        }

        ROperator gop;
        gop.name = step + ".gates";
        gop.family = OpFamily::rnn_gates;
        gop.kind = n.op + ".gates";
        gop.space = space;
        gop.nodes = {n.name};
        gop.flops_per_point = 2.0 * static_cast<double>(gates * (hoist ? hidden : in_features + hidden));
        if (hoist) {
          gop.reads = {{xp, AccessMap::rnn_pg, {d, t, gates}}, {n.input(2), AccessMap::rnn_w, {d, gates}}};
        } else {
          gop.reads = {{n.input(0), AccessMap::rnn_x, {t}},
                       {n.input(1), AccessMap::rnn_w, {d, gates}},
                       {n.input(2), AccessMap::rnn_w, {d, gates}}};
        }
        if (!n.input(3).empty()) gop.reads.push_back({n.input(3), AccessMap::full, {}});
        if (s > 0) {
          gop.reads.push_back({h, AccessMap::rnn_h, {tp, d}});
        } else if (!init_h.empty()) {
          gop.reads.push_back({init_h, AccessMap::rnn_h0, {d}});
        }
        gop.writes = {{gt, AccessMap::rnn_g, {t, d}}};
        gop.variants = rnn_variants(space, true, r_bytes);
        if (fused) {
          rnn_fuse_cell(n, gop, s, t, tp, d, h, c);
          p_.ops.push_back(std::move(gop));
          continue;
        }
        p_.ops.push_back(std::move(gop));

        ROperator cop;
        cop.name = step + ".cell";
        cop.family = OpFamily::rnn_cell;
        cop.kind = n.op + ".cell";
        cop.space = space;
        cop.nodes = {n.name};
        cop.flops_per_point = n.op == "LSTM" ? 12 : n.op == "GRU" ? 10 : 3;
        cop.reads = {{gt, AccessMap::rnn_g, {t, d}}};
        const std::string& state = n.op == "LSTM" ? c : h;
        const std::string& init = n.op == "LSTM" ? init_c : init_h;
        if (s > 0) {
          cop.reads.push_back({state, AccessMap::rnn_s, {tp, d}});
        } else if (!init.empty()) {
          cop.reads.push_back({init, AccessMap::rnn_s0, {d}});
        }
        cop.writes = {{h, AccessMap::rnn_s, {t, d}}};
        if (!c.empty()) cop.writes.push_back({c, AccessMap::rnn_s, {t, d}});
        if (s == seq - 1) {
          if (!yh.empty()) cop.writes.push_back({yh, AccessMap::rnn_s0, {d}});
          if (!yc.empty()) cop.writes.push_back({yc, AccessMap::rnn_s0, {d}});
        }
        cop.variants = rnn_variants(space, false, r_bytes);
        p_.ops.push_back(std::move(cop));
      }
    }
  }

  // Turns a step's gates rOperator into the fused step (CPU, LSTM / RNN): it also reads c[t-1] (or
  // the initial c) for its units and writes h[t] (c[t]; Y_h / Y_c at the last step) instead of the
  // gates. `s`: the step's position in processing order; t, tp: its time and the previous one.
  void rnn_fuse_cell(const Node& n, ROperator& op, int64_t s, int64_t t, int64_t tp, int64_t d,
                     const std::string& h, const std::string& c) const {
    const int64_t seq = shape(n.input(0))[0];
    op.flops_per_point += n.op == "LSTM" ? 12 : 3;
    if (!c.empty()) {
      if (s > 0) {
        op.reads.push_back({c, AccessMap::rnn_s, {tp, d}});
      } else if (!n.input(6).empty()) {
        op.reads.push_back({n.input(6), AccessMap::rnn_s0, {d}});
      }
    }
    op.writes = {{h, AccessMap::rnn_s, {t, d}}};
    if (!c.empty()) op.writes.push_back({c, AccessMap::rnn_s, {t, d}});
    if (s == seq - 1) {
      if (n.outputs.size() > 1 && !n.outputs[1].empty()) op.writes.push_back({n.outputs[1], AccessMap::rnn_s0, {d}});
      if (n.outputs.size() > 2 && !n.outputs[2].empty()) op.writes.push_back({n.outputs[2], AccessMap::rnn_s0, {d}});
    }
    for (auto& k : op.variants) k.name = "step_h" + std::to_string(k.tile[1]);
  }

  // On a CPU, steps whose R is at most this many bytes run as one rTask (rnn_variants).
  static constexpr int64_t kWholeStepBytes = 512 * 1024;

  // Steps per projection chunk, balanced over the sequence. A chunk's GEMM has steps*batch rows: more
  // rows reuse each weight row more, fewer let layer l+1 start sooner (the wavefront lags one chunk).
  // Measured with 2 workers: lstm_tc (100 steps, steps split over the vEUs) is fastest with one
  // chunk per layer (busy 27 ms/run vs 33-35 for chunks of 50, 36-37 for 34; re-measured with W^T
  // packed once per process and fused steps: 10.5-10.8 ms vs 10.8-11.2 for chunks of 50, and
  // 11.7-12.6 with whole steps and chunks of 50 or 25); seq2seq, whose steps run whole
  // (rnn_variants), needs the wavefront to occupy both vEUs: chunks of about 50 (3.6-3.9 ms vs 5.6-6.7
  // with one chunk; 25 or 34 not clearly better on a loaded machine).
  int64_t rnn_chunk_steps(int64_t seq, bool whole_steps) const {
    const int64_t target = !o_.cpu ? 8 : whole_steps ? 50 : 128;
    const int64_t chunks = std::max<int64_t>(1, (seq + target - 1) / target);
    return std::max<int64_t>(1, (seq + chunks - 1) / chunks);
  }

  // The projection of `steps` timesteps from t0 (ascending) of direction d: space [steps*batch, G*H],
  // row r = (t0 + r / batch, batch row r % batch).
  void rnn_projection(const Node& n, int64_t d, int64_t chunk, int64_t t0, int64_t steps,
                      const std::string& xp) {
    const Shape& x = shape(n.input(0));
    const int64_t batch = x[1], in_features = x[2];
    const int64_t cols = p_.tensor(xp).shape[3];
    ROperator op;
    op.name = n.name + ".d" + std::to_string(d) + ".c" + std::to_string(chunk) + ".proj";
    op.family = OpFamily::rnn_projection;
    op.kind = n.op + ".proj";
    op.space = {steps * batch, cols};
    op.nodes = {n.name};
    op.flops_per_point = 2.0 * static_cast<double>(in_features);
    op.reads = {{n.input(0), AccessMap::rnn_xs, {t0}}, {n.input(1), AccessMap::rnn_wp, {d}}};
    if (!n.input(3).empty()) op.reads.push_back({n.input(3), AccessMap::full, {}});
    op.writes = {{xp, AccessMap::rnn_ps, {d, t0}}};
    if (o_.cpu && chunk == 0) {
      // The layer's first projection prefetches R (direction d) for the steps that follow: each
      // vEU's first step otherwise streams its rows of R from L3 or DRAM (measured on lstm_tc: 47 us
      // vs 7 us for a step with R in L2).
      op.reads.push_back({n.input(2), AccessMap::rnn_wp, {d}});
      op.params["prefetch_r"] = {1};
    }
    if (o_.cpu) {
      // A CPU rTask packs its columns of W^T (the GEMM's B) itself: all the chunk's rows in one
      // rTask, so each weight column is packed once per chunk, and about one column block per vEU
      // (or two).
      const int64_t veus = std::max(1, o_.veus);
      for (int64_t blocks : {veus, 2 * veus}) {
        RKernel k;
        k.tile = {op.space[0], std::max<int64_t>(16, (cols + blocks - 1) / blocks)};
        k.name = "proj_" + std::to_string(k.tile[1]);
        k.threads = o_.threads;
        k.registers = std::min(o_.max_registers, 48);
        k.efficiency = 0.85;
        if (op.variants.empty() || op.variants.back().tile != k.tile) op.variants.push_back(k);
      }
    } else {
      op.variants = gemm_variants(op.space, 0, {1}, o_);
    }
    p_.ops.push_back(std::move(op));
  }

  // Tiles of a step's gates / cell ops: batch x a range of hidden units (every gate of a unit).
  // `r_bytes`: the step's recurrent weights (R of one direction).
  std::vector<RKernel> rnn_variants(const Shape& space, bool gemm, int64_t r_bytes) {
    std::vector<RKernel> out;
    std::vector<int64_t> chunks = {16, 32, 64};
    if (o_.cpu) {
      // A step's GEMV streams R once. A small R (measured: seq2seq's 256 KB) takes a few us, about
      // what a dispatch and a cross-vEU synchronisation cost, so the step runs whole and the vEUs
      // work on different layers' steps (the wavefront); a large one (lstm_tc's 1 MB) is split in
      // about one (or two) rTasks per vEU, halving the step's latency on the critical path.
      const int64_t veus = std::max(1, o_.veus);
      chunks = {(space[1] + veus - 1) / veus, (space[1] + 2 * veus - 1) / (2 * veus)};
      if (r_bytes <= kWholeStepBytes) chunks = {space[1]};
    }
    for (int64_t chunk : chunks) {
      RKernel k;
      k.name = (gemm ? "gates_h" : "cell_h") + std::to_string(chunk);
      k.tile = {space[0], std::min(std::max<int64_t>(1, chunk), space[1])};
      if (!out.empty() && out.back().tile == k.tile) continue;
      k.threads = o_.threads;
      k.shared_bytes = gemm ? space[0] * 4 * 64 : 0;  // staged h[t-1] slice
      k.registers = gemm ? std::min(o_.max_registers, 48) : 32;
      k.efficiency = gemm ? 0.5 : 1.0;  // a batch-1 GEMV: no reuse of the weight tile
      out.push_back(k);
    }
    return out;
  }

  // Gather with constant indices: an output tile reads the data rows between the smallest and
  // largest index (a box), not the whole table. With computed indices it reads data and indices
  // whole (any row may be picked).
  void gather(const Node& n) {
    const Shape& x = shape(n.input(0));
    const Shape& y = shape(n.outputs[0]);
    ROperator op = begin(n, OpFamily::gather, "Gather", y);
    if (g_.constant(n.input(1)) == nullptr) {
      op.reads = {{n.input(0), AccessMap::full, {}}, {n.input(1), AccessMap::full, {}}};
      op.writes = {{n.outputs[0], AccessMap::id, {}}};
      op.variants = memory_variants(y, {}, 1, o_);
      return finish(std::move(op));
    }
    const int64_t rank = static_cast<int64_t>(x.size());
    int64_t axis = n.attrs.get_int("axis", 0);
    if (axis < 0) axis += rank;
    std::vector<int64_t> idx = const_ints(n, 1);
    int64_t lo = x[static_cast<size_t>(axis)], hi = 0;
    for (int64_t i : idx) {
      if (i < 0) i += x[static_cast<size_t>(axis)];
      lo = std::min(lo, i);
      hi = std::max(hi, i + 1);
    }
    if (idx.empty()) lo = 0;
    int64_t irank = static_cast<int64_t>(shape(n.input(1)).size());
    op.reads = {{n.input(0), AccessMap::gather, {axis, irank, lo, std::max(lo, hi)}},
                {n.input(1), AccessMap::full, {}}};
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
  }

  // Any other op: one rTask that reads every input whole and writes every output whole. Backends
  // run it with the op's reference implementation (OpKind::reference), which computes the whole op
  // at once: several tiles would each have to recompute everything.
  void opaque(const Node& n) {
    std::string out0;
    for (const auto& o : n.outputs) {
      if (!o.empty()) {
        out0 = o;
        break;
      }
    }
    if (out0.empty()) {
      done_.insert(n.name);
      return;
    }
    Shape y = shape(out0);
    if (y.empty()) y = {1};
    ROperator op = begin(n, OpFamily::opaque, n.op, y);
    op.flops_per_point = 1;
    for (const auto& in : n.inputs) {
      if (!in.empty()) op.reads.push_back({in, AccessMap::full, {}});
    }
    for (const auto& o : n.outputs) {
      if (!o.empty()) op.writes.push_back({o, o == out0 && shape(o) == y ? AccessMap::id : AccessMap::full, {}});
    }
    RKernel whole;
    whole.name = "whole";
    whole.tile = y;
    whole.threads = o_.threads;
    whole.efficiency = 0.25;  // a single block does all the work
    op.variants = {whole};
    finish(std::move(op));
  }

  // Stable topological order of ops by the tensors they write and read (views resolved). Needed
  // because an epilogue may read a value produced after its anchor node. Ops unrolled from one
  // node (RNN steps) are kept in emitted order by a chain instead: at tensor granularity their
  // per-step regions of one state tensor would look cyclic.
  void topo_sort_ops() {
    auto base = [&](const std::string& t) {
      const TensorInfo* ti = p_.find_tensor(t);
      return ti != nullptr && !ti->view_of.empty() ? ti->view_of : t;
    };
    std::map<std::string, std::vector<size_t>> writers;
    for (size_t i = 0; i < p_.ops.size(); ++i) {
      for (const auto& w : p_.ops[i].writes) writers[base(w.tensor)].push_back(i);
    }
    std::vector<std::vector<size_t>> succ(p_.ops.size());
    std::vector<int> indeg(p_.ops.size(), 0);
    for (size_t i = 0; i < p_.ops.size(); ++i) {
      std::set<size_t> preds;
      const std::string& origin = p_.ops[i].nodes.front();
      for (const auto& r : p_.ops[i].reads) {
        auto it = writers.find(base(r.tensor));
        if (it == writers.end()) continue;
        for (size_t w : it->second) {
          if (w != i && p_.ops[w].nodes.front() != origin) preds.insert(w);
        }
      }
      if (i > 0 && p_.ops[i - 1].nodes.front() == origin) preds.insert(i - 1);
      for (size_t w : preds) succ[w].push_back(i), ++indeg[i];
    }
    std::priority_queue<size_t, std::vector<size_t>, std::greater<size_t>> ready;
    for (size_t i = 0; i < p_.ops.size(); ++i) {
      if (indeg[i] == 0) ready.push(i);
    }
    std::vector<ROperator> sorted;
    sorted.reserve(p_.ops.size());
    while (!ready.empty()) {
      size_t i = ready.top();
      ready.pop();
      sorted.push_back(std::move(p_.ops[i]));
      for (size_t s : succ[i]) {
        if (--indeg[s] == 0) ready.push(s);
      }
    }
    RAMMER_CHECK(sorted.size() == p_.ops.size(), "rtask: the rOperators of graph ", g_.name,
                 " form a cycle (an internal error in fusion)");
    p_.ops = std::move(sorted);
  }

  const Graph& g_;
  VariantOptions o_;
  RProgram p_;
  std::map<std::string, std::vector<const Node*>> epilogues_;
  std::map<std::string, size_t> node_index_;
  std::map<std::string, const Node*> prologue_;           // conv -> the Relu it applies to its input
  std::map<std::string, size_t> producer_;                // value -> producing node
  std::map<std::string, std::vector<size_t>> consumers_;  // value -> reading nodes
  std::set<std::string> done_;
};

}  // namespace

bool is_view_op(const std::string& op) { return view_ops().count(op) != 0; }
bool is_elementwise_op(const std::string& op) { return elementwise_ops().count(op) != 0; }

RProgram build_rprogram(const Graph& g, const VariantOptions& options) {
  return Builder(g, options).run();
}

}  // namespace rammer
