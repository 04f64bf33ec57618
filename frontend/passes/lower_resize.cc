// lower_resize: a Resize (or Upsample) with constant scales/sizes becomes Gathers along its resized
// axes and, where taps are weighted, an elementwise weighted sum, so it runs on tile kernels that
// every target has (Gather, Mul, Add) instead of the reference implementation.
//
// Expects: a verified graph whose constants are folded (scales, sizes and roi are then constants
// when they can be known at all). Guarantees: the rewritten node's output keeps its name, shape and
// dtype, and its values are the reference's (frontend/ops/resize.cc, whose taps are reused through
// resize_taps) up to float rounding per axis: per resized axis, innermost first as the reference
// nests its passes,
//   nearest (every output reads one tap with weight 1): y = Gather(x, index, axis);
//   linear / cubic / an output outside the input (tf_crop_and_resize):
//     y = sum_k Gather(x, index_k, axis) * weight_k  (+ extrapolation where outside),
//   weight_k and the extrapolation term constants of shape [out, 1, ...] broadcast over the axes after.
// Rewritten: nearest for any dtype; weighted taps for f32 only (other dtypes keep the reference op).
#include <set>

#include "frontend/ops/resize.h"
#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

class ResizeRewriter {
 public:
  ResizeRewriter(Graph& g, const Node& resize, std::set<std::string>& node_names)
      : g_(g), r_(resize), node_names_(node_names) {}

  // The nodes replacing the Resize, or empty when it stays (a weighted tap on a dtype other than f32).
  std::vector<Node> rewrite(const ResizeTaps& taps) {
    const Value& x = g_.value(r_.inputs[0]);
    const DType dtype = x.dtype;
    Shape shape = x.shape;
    std::vector<size_t> resized;
    for (size_t a = shape.size(); a-- > 0;)
      if (!taps.axes[a].identity) resized.push_back(a);
    for (size_t a : resized)
      if (!plain_gather(taps.axes[a]) && dtype != DType::f32) return {};
    std::string cur = r_.inputs[0];
    if (resized.empty()) {
      nodes_.push_back(make("Identity", {cur}, r_.outputs[0], "identity"));
      return std::move(nodes_);
    }
    for (size_t i = 0; i < resized.size(); ++i) {
      const size_t a = resized[i];
      const ResizeAxisTaps& t = taps.axes[a];
      shape[a] = t.out;
      const bool last = i + 1 == resized.size();
      const std::string out = last ? r_.outputs[0] : value("axis" + std::to_string(a), dtype, shape);
      cur = plain_gather(t) ? gather(cur, t, 0, a, dtype, shape, out) : weighted(cur, t, a, dtype, shape, taps, out);
    }
    return std::move(nodes_);
  }

 private:
  static bool plain_gather(const ResizeAxisTaps& t) {
    if (t.per_out != 1) return false;
    for (size_t o = 0; o < t.outside.size(); ++o)
      if (t.outside[o] || t.weight[o] != 1.0) return false;
    return true;
  }

  // Gather(cur, index_k, axis a) into `out` (a fresh value when empty).
  std::string gather(const std::string& cur, const ResizeAxisTaps& t, int64_t k, size_t a, DType dtype,
                     const Shape& shape, std::string out) {
    Tensor index(DType::i64, {t.out});
    for (int64_t o = 0; o < t.out; ++o) index.data<int64_t>()[o] = t.index[static_cast<size_t>(o * t.per_out + k)];
    const std::string idx = g_.fresh_name(r_.outputs[0] + "/index" + std::to_string(a) + "_" + std::to_string(k));
    g_.add_constant(idx, std::move(index));
    if (out.empty()) out = value("tap" + std::to_string(a) + "_" + std::to_string(k), dtype, shape);
    Node n = make("Gather", {cur, idx}, out, "gather" + std::to_string(a) + "_" + std::to_string(k));
    n.attrs.set("axis", static_cast<int64_t>(a));
    nodes_.push_back(std::move(n));
    return out;
  }

  // A constant of shape [out, 1, ...] (ones for the axes after a) holding f(o).
  template <class F>
  std::string axis_constant(const std::string& what, size_t a, int64_t out, size_t rank, F f) {
    Shape s{out};
    for (size_t d = a + 1; d < rank; ++d) s.push_back(1);
    Tensor c(DType::f32, s);
    for (int64_t o = 0; o < out; ++o) c.set_f64(o, f(o));
    const std::string name = g_.fresh_name(r_.outputs[0] + "/" + what);
    g_.add_constant(name, std::move(c));
    return name;
  }

  std::string weighted(const std::string& cur, const ResizeAxisTaps& t, size_t a, DType dtype, const Shape& shape,
                       const ResizeTaps& taps, const std::string& out) {
    const std::string sa = std::to_string(a);
    bool any_outside = false;
    for (bool b : t.outside) any_outside = any_outside || b;
    const bool extrapolate = any_outside && taps.extrapolation != 0;
    std::vector<int64_t> used;  // taps with a non-zero weight somewhere (at least one is kept)
    for (int64_t k = 0; k < t.per_out; ++k) {
      bool nonzero = false;
      for (int64_t o = 0; o < t.out; ++o) nonzero = nonzero || t.weight[static_cast<size_t>(o * t.per_out + k)] != 0;
      if (nonzero || (k + 1 == t.per_out && used.empty())) used.push_back(k);
    }
    std::string acc;
    for (size_t u = 0; u < used.size(); ++u) {
      const int64_t k = used[u];
      const std::string sk = std::to_string(k);
      const std::string tap = gather(cur, t, k, a, dtype, shape, "");
      const std::string w = axis_constant("weight" + sa + "_" + sk, a, t.out, shape.size(),
                                          [&](int64_t o) { return t.weight[static_cast<size_t>(o * t.per_out + k)]; });
      const bool final_term = u + 1 == used.size() && !extrapolate;
      const std::string prod = final_term && acc.empty() ? out : value("weighted" + sa + "_" + sk, dtype, shape);
      nodes_.push_back(make("Mul", {tap, w}, prod, "mul" + sa + "_" + sk));
      if (acc.empty()) {
        acc = prod;
        continue;
      }
      const std::string sum = final_term ? out : value("sum" + sa + "_" + sk, dtype, shape);
      nodes_.push_back(make("Add", {acc, prod}, sum, "add" + sa + "_" + sk));
      acc = sum;
    }
    if (extrapolate) {
      const std::string e = axis_constant("extrapolation" + sa, a, t.out, shape.size(), [&](int64_t o) {
        return t.outside[static_cast<size_t>(o)] ? taps.extrapolation : 0.0;
      });
      nodes_.push_back(make("Add", {acc, e}, out, "extrapolate" + sa));
    }
    return out;
  }

  std::string value(const std::string& what, DType dtype, const Shape& shape) {
    Value v;
    v.name = g_.fresh_name(r_.outputs[0] + "/" + what);
    v.dtype = dtype;
    v.shape = shape;
    g_.add_value(v);
    return v.name;
  }

  Node make(const std::string& op, std::vector<std::string> inputs, const std::string& output, const std::string& what) {
    Node n;
    n.op = op;
    n.opset = r_.opset;
    n.inputs = std::move(inputs);
    n.outputs = {output};
    std::string name = r_.name + "/" + what;
    for (int i = 1; node_names_.count(name); ++i) name = r_.name + "/" + what + "_" + std::to_string(i);
    node_names_.insert(name);
    n.name = name;
    return n;
  }

  Graph& g_;
  const Node& r_;
  std::set<std::string>& node_names_;
  std::vector<Node> nodes_;
};

}  // namespace

void lower_resize(Graph& g) {
  std::set<std::string> node_names;
  for (const Node& n : g.nodes) node_names.insert(n.name);
  std::vector<Node> out;
  bool changed = false;
  for (Node& n : g.nodes) {
    const bool resize = n.domain.empty() && (n.op == "Resize" || n.op == "Upsample") && n.outputs.size() == 1 &&
                        !n.input(0).empty();
    std::optional<ResizeTaps> taps;
    if (resize) taps = resize_taps(g, n, g.value(n.inputs[0]).shape);
    std::vector<Node> replacement;
    if (taps) replacement = ResizeRewriter(g, n, node_names).rewrite(*taps);
    if (replacement.empty()) {
      out.push_back(std::move(n));
      continue;
    }
    changed = true;
    for (Node& r : replacement) out.push_back(std::move(r));
  }
  g.nodes = std::move(out);
  if (!changed) return;
  // The scales, sizes and roi constants, unless another node still reads them.
  g.prune_values();
}

}  // namespace rammer
