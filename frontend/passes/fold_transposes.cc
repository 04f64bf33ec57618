// fold_transposes: Transposes pushed down through layout-agnostic ops until inverse pairs meet and cancel.
//
// Exporters of channels-last models (tf2onnx, torch permute) wrap every Conv in
// Transpose(NHWC->NCHW) ... Transpose(NCHW->NHWC) and run the element-wise ops between convs on NHWC
// tensors. Moving each Transpose below the element-wise ops that follow it brings it next to the
// inverse Transpose of the next Conv, and the two cancel.
//
// Expects: a verified graph in topological order with static shapes.
// Guarantees: the graph computes exactly the same function (a pure re-ordering of data movement):
//   - Transpose(q) of Transpose(p) becomes one Transpose (or nothing, when the perms are inverse);
//   - an element-wise op (unary, Clip, binary/variadic with broadcasting, Where) whose data inputs are
//     Transposes with one perm p, constants (permuted here, at compile time), or all-ones-shaped
//     tensors, runs on the un-transposed data and one Transpose(p) follows it;
//   - Concat likewise, its axis remapped; a Reduce* with its axes in an attribute likewise, with the
//     Transpose after it dropped when keepdims=0 leaves the remaining axes in order;
//   - Transposes nobody reads are removed.
// Graph output names and shapes never change. The rewrite is kept only when it lowers the number of
// elements the graph's Transposes move; otherwise the graph is left as it was.
#include <algorithm>
#include <cstring>
#include <optional>
#include <set>

#include "frontend/ops/tensor_ops.h"
#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

using Perm = std::vector<int64_t>;

bool is_identity(const Perm& p) {
  for (size_t i = 0; i < p.size(); ++i)
    if (p[i] != static_cast<int64_t>(i)) return false;
  return true;
}

Perm inverse(const Perm& p) {
  Perm inv(p.size());
  for (size_t i = 0; i < p.size(); ++i) inv[static_cast<size_t>(p[i])] = static_cast<int64_t>(i);
  return inv;
}

// Transpose(p) then Transpose(q) is Transpose(r) with r[k] = p[q[k]].
Perm compose(const Perm& p, const Perm& q) {
  Perm r(q.size());
  for (size_t k = 0; k < q.size(); ++k) r[k] = p[static_cast<size_t>(q[k])];
  return r;
}

Shape permuted(const Shape& s, const Perm& p) {
  Shape out(p.size());
  for (size_t k = 0; k < p.size(); ++k) out[k] = s[static_cast<size_t>(p[k])];
  return out;
}

bool is_transpose(const Node& n) {
  return n.domain.empty() && n.op == "Transpose" && n.inputs.size() == 1 && n.outputs.size() == 1;
}

// The perm of a Transpose node reading a tensor of rank `rank` (the default reverses the dims).
Perm perm_of(const Node& n, int64_t rank) {
  Perm p = n.attrs.get_ints("perm");
  if (p.empty() && !n.attrs.has("perm"))
    for (int64_t i = rank - 1; i >= 0; --i) p.push_back(i);
  return normalize_axes(p, rank);
}

// out = Transpose(t, p), element by element, for any dtype.
Tensor transpose_tensor(const Tensor& t, const Perm& p) {
  const Shape out_shape = permuted(t.shape(), p);
  Tensor out(t.dtype(), out_shape);
  const size_t elem = dtype_size(t.dtype());
  const Shape in_strides = shape_strides(t.shape());
  const int64_t rank = t.rank();
  std::vector<int64_t> idx(static_cast<size_t>(rank), 0);
  for (int64_t o = 0; o < out.numel(); ++o) {
    int64_t src = 0;
    for (size_t k = 0; k < static_cast<size_t>(rank); ++k)
      src += idx[k] * in_strides[static_cast<size_t>(p[k])];
    std::memcpy(out.raw() + o * elem, t.raw() + src * elem, elem);
    for (int64_t k = rank - 1; k >= 0; --k) {
      if (++idx[static_cast<size_t>(k)] < out_shape[static_cast<size_t>(k)]) break;
      idx[static_cast<size_t>(k)] = 0;
    }
  }
  return out;
}

const std::set<std::string>& unary_ops() {
  static const std::set<std::string> k = {
      "Relu", "Sigmoid", "Tanh", "Neg", "Abs", "Exp", "Log", "Sqrt", "Reciprocal", "Erf", "Floor", "Ceil",
      "Round", "Sign", "Not", "LeakyRelu", "Elu", "Selu", "HardSigmoid", "HardSwish", "Softplus",
      "Softsign", "Cast", "IsNaN", "Sin", "Cos", "Gelu", "Mish", "Celu", "ThresholdedRelu"};
  return k;
}

const std::set<std::string>& broadcast_ops() {
  static const std::set<std::string> k = {"Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Sum", "Mean",
                                          "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual",
                                          "And", "Or", "Xor", "Where", "PRelu", "Mod"};
  return k;
}

const std::set<std::string>& reduce_ops() {
  static const std::set<std::string> k = {"ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin", "ReduceProd",
                                          "ReduceL1", "ReduceL2", "ReduceSumSquare", "ReduceLogSumExp"};
  return k;
}

class Folder {
 public:
  explicit Folder(Graph& g) : g_(g) {
    for (const Node& n : g_.nodes) node_names_.insert(n.name);
  }

  // One rewrite somewhere in the graph; false when none applies.
  bool step() {
    for (size_t i = 0; i < g_.nodes.size(); ++i) {
      if (is_transpose(g_.nodes[i]) && cancel(i)) return true;
      if (push_through(i)) return true;
    }
    return false;
  }

  void remove_dead_transposes() {
    for (bool changed = true; changed;) {
      changed = false;
      std::vector<bool> remove(g_.nodes.size(), false);
      for (size_t i = 0; i < g_.nodes.size(); ++i) {
        const Node& n = g_.nodes[i];
        if (!is_transpose(n) || g_.is_output(n.outputs[0]) || !g_.consumers(n.outputs[0]).empty()) continue;
        g_.remove_value(n.outputs[0]);
        remove[i] = changed = true;
      }
      erase_nodes(g_, remove);
    }
  }

 private:
  // The Transpose node producing `value`, or nullptr.
  const Node* transpose_producer(const std::string& value) const {
    const int p = g_.producer(value);
    if (p < 0 || !is_transpose(g_.nodes[static_cast<size_t>(p)])) return nullptr;
    return &g_.nodes[static_cast<size_t>(p)];
  }

  int64_t rank_of(const std::string& value) const {
    return static_cast<int64_t>(g_.value(value).shape.size());
  }

  // Transpose(q) reading Transpose(p): read the inner input with the composed perm.
  bool cancel(size_t i) {
    const Node* inner = transpose_producer(g_.nodes[i].input(0));
    if (!inner) return false;
    const std::string x = inner->input(0);
    const Perm r = compose(perm_of(*inner, rank_of(x)), perm_of(g_.nodes[i], rank_of(g_.nodes[i].input(0))));
    Node& n = g_.nodes[i];
    const std::string out = n.outputs[0];
    if (is_identity(r) && !g_.is_output(out)) {
      replace_uses(g_, out, x);
      g_.remove_value(out);
      std::vector<bool> remove(g_.nodes.size(), false);
      remove[i] = true;
      erase_nodes(g_, remove);
    } else if (is_identity(r)) {
      // A graph output keeps its name: an Identity that remove_identity resolves.
      n.op = "Identity";
      n.attrs = Attributes();
      n.inputs = {x};
    } else {
      n.inputs = {x};
      n.attrs.set("perm", r);
    }
    return true;
  }

  // The perm shared by the transposed data inputs of `n`, when every other data input can follow it.
  std::optional<Perm> common_perm(const Node& n, const std::vector<size_t>& data, int64_t rank) const {
    std::optional<Perm> perm;
    for (size_t k : data) {
      const Node* t = transpose_producer(n.input(k));
      if (!t) continue;
      const Perm p = perm_of(*t, rank_of(t->input(0)));
      if (static_cast<int64_t>(p.size()) != rank || (perm && *perm != p)) return std::nullopt;
      perm = p;
    }
    if (!perm) return std::nullopt;
    for (size_t k : data) {
      if (transpose_producer(n.input(k))) continue;
      const Value& v = g_.value(n.input(k));
      const bool all_ones = std::all_of(v.shape.begin(), v.shape.end(), [](int64_t d) { return d == 1; });
      if (static_cast<int64_t>(v.shape.size()) > rank || (!v.constant && !all_ones)) return std::nullopt;
    }
    return perm;
  }

  // Input `k` of node i made to fit the un-transposed layout: a Transpose input reads its source, a
  // constant is brought to the full rank and permuted by the inverse perm.
  void untranspose_input(size_t i, size_t k, const Perm& p, int64_t rank) {
    const std::string name = g_.nodes[i].input(k);
    if (const Node* t = transpose_producer(name)) {
      g_.nodes[i].inputs[k] = t->input(0);
      return;
    }
    const Value& v = g_.value(name);
    const bool all_ones = std::all_of(v.shape.begin(), v.shape.end(), [](int64_t d) { return d == 1; });
    if (all_ones) return;  // broadcasts the same way in any layout
    Shape full(static_cast<size_t>(rank) - v.shape.size(), 1);
    full.insert(full.end(), v.shape.begin(), v.shape.end());
    const std::string fresh = g_.fresh_name(name + "_untransposed");
    g_.add_constant(fresh, transpose_tensor(v.constant->reshaped(full), inverse(p)));
    g_.nodes[i].inputs[k] = fresh;
  }

  // Node i's output renamed to a fresh value in the un-transposed layout `inner_shape`, and a
  // Transpose(p) inserted after it writing the original output.
  void transpose_after(size_t i, const Perm& p, const Shape& inner_shape) {
    Node& n = g_.nodes[i];
    const std::string out = n.outputs[0];
    if (p.empty() || is_identity(p)) return;  // the layouts agree: the output keeps its name and shape
    const std::string inner = g_.fresh_name(out + "_untransposed");
    Value v = g_.value(out);
    v.name = inner;
    v.shape = inner_shape;
    g_.add_value(v);
    n.outputs[0] = inner;
    Node t;
    t.name = fresh_node_name(n.name + "_transpose");
    t.op = "Transpose";
    t.opset = n.domain.empty() ? n.opset : g_.opset_imports[""];
    t.inputs = {inner};
    t.outputs = {out};
    t.attrs.set("perm", p);
    g_.nodes.insert(g_.nodes.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(t));
  }

  std::string fresh_node_name(const std::string& base) {
    std::string name = base;
    for (int k = 1; node_names_.count(name); ++k) name = base + "_" + std::to_string(k);
    node_names_.insert(name);
    return name;
  }

  bool push_through(size_t i) {
    const Node& n = g_.nodes[i];
    if (!n.domain.empty() || n.outputs.size() != 1 || n.outputs[0].empty() || n.inputs.empty()) return false;
    const int64_t rank = rank_of(n.outputs[0]);
    std::vector<size_t> data;
    if (unary_ops().count(n.op) || n.op == "Clip") {
      data = {0};
    } else if (broadcast_ops().count(n.op) || n.op == "Concat") {
      for (size_t k = 0; k < n.inputs.size(); ++k) data.push_back(k);
    } else if (reduce_ops().count(n.op)) {
      // Axes given as an input (ReduceSum from opset 13, the rest from 18) are left alone.
      // Empty axes mean all of them (or none, with noop_with_empty_axes): left alone too.
      if (n.inputs.size() != 1 || n.attrs.get_ints("axes").empty()) return false;
      data = {0};
    } else {
      return false;
    }
    for (size_t k : data)
      if (n.input(k).empty()) return false;
    const int64_t in_rank = rank_of(n.input(0));
    const auto perm = common_perm(n, data, reduce_ops().count(n.op) ? in_rank : rank);
    if (!perm) return false;
    const Perm p = *perm;

    if (reduce_ops().count(n.op)) return push_through_reduce(i, p);
    if (n.op == "Concat") {
      const int64_t axis = normalize_axes({n.attrs.require_int("axis")}, rank)[0];
      g_.nodes[i].attrs.set("axis", p[static_cast<size_t>(axis)]);
    }
    for (size_t k : data) untranspose_input(i, k, p, rank);
    transpose_after(i, p, permuted(g_.value(n.outputs[0]).shape, inverse(p)));
    return true;
  }

  // Reducing Transpose(x, p) over `axes` reduces x over p[axes]; with keepdims=0 the kept axes keep
  // their relative order in p, renumbered.
  bool push_through_reduce(size_t i, const Perm& p) {
    Node& n = g_.nodes[i];
    const int64_t rank = static_cast<int64_t>(p.size());
    const Perm axes = normalize_axes(n.attrs.get_ints("axes"), rank);
    Perm new_axes;
    for (int64_t a : axes) new_axes.push_back(p[static_cast<size_t>(a)]);
    std::sort(new_axes.begin(), new_axes.end());
    const bool keep = n.attrs.get_int("keepdims", 1) != 0;
    const Shape x_shape = g_.value(transpose_producer(n.input(0))->input(0)).shape;
    Shape inner_shape;
    for (int64_t d = 0; d < rank; ++d) {
      const bool reduced = std::count(new_axes.begin(), new_axes.end(), d) != 0;
      if (!reduced) inner_shape.push_back(x_shape[static_cast<size_t>(d)]);
      else if (keep) inner_shape.push_back(1);
    }
    Perm out_perm = p;
    if (!keep) {
      // Kept axes of the transposed view, in order, as positions among the kept axes of x.
      Perm kept_x;
      for (int64_t d = 0; d < rank; ++d)
        if (!std::count(new_axes.begin(), new_axes.end(), d)) kept_x.push_back(d);
      out_perm.clear();
      for (int64_t k = 0; k < rank; ++k) {
        if (std::count(axes.begin(), axes.end(), k)) continue;
        const auto at = std::find(kept_x.begin(), kept_x.end(), p[static_cast<size_t>(k)]);
        out_perm.push_back(at - kept_x.begin());
      }
    }
    n.attrs.set("axes", new_axes);
    untranspose_input(i, 0, p, rank);
    transpose_after(i, out_perm, inner_shape);
    return true;
  }

  Graph& g_;
  std::set<std::string> node_names_;
};

// The elements all Transposes move: what the rewrite must lower to be kept.
int64_t transposed_elements(const Graph& g) {
  int64_t total = 0;
  for (const Node& n : g.nodes)
    if (is_transpose(n)) total += shape_numel(g.value(n.outputs[0]).shape);
  return total;
}

}  // namespace

void fold_transposes(Graph& g) {
  bool any = false;
  for (const Node& n : g.nodes) any = any || is_transpose(n);
  if (!any) return;
  Graph original = g;
  Folder folder(g);
  // Each step removes a Transpose or moves one past a node, which bounds the loop; the cap guards it.
  const size_t cap = 16 * g.nodes.size() + 16;
  for (size_t steps = 0; steps < cap && folder.step(); ++steps) {
  }
  folder.remove_dead_transposes();
  if (transposed_elements(g) >= transposed_elements(original)) {
    g = std::move(original);
    return;
  }
  g.prune_values();  // constants replaced by their permuted copies
}

}  // namespace rammer
