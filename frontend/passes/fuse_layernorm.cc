// fuse_layernorm: layer normalisation written op by op, as exporters older than ONNX's
// LayerNormalization (opset 17) emit it (ConvNeXt's and BERT's at opset 13), becomes one
// LayerNormalization node: one rOperator that reads x once per row, where the nine ops made two
// reductions and five passes over the tensor.
//
// Expects: a verified graph in topological order with static shapes.
// Guarantees: for every f32 value x of rank r, the nodes
//     m = ReduceMean(x)          over the last K dims (axes attribute or constant input), keepdims 1
//     d = Sub(x, m)
//     p = Pow(d, 2)              (a constant scalar 2)
//     v = ReduceMean(p)          over the same dims, keepdims 1
//     e = Add(v, eps)            (eps a constant scalar, either operand order)
//     s = Sqrt(e)
//     n = Div(d, s)
//     then optionally y1 = Mul(n, gamma) and y = Add(y1, beta) (either operand order; gamma and
//     beta f32 constants whose shape broadcasts to the normalised dims)
// are replaced by y = LayerNormalization(x, gamma or ones, beta?) with axis r - K and epsilon eps,
// named after the first ReduceMean and placed where y's producer was, when every intermediate has
// exactly the readers of the pattern (d: Pow and Div; the others one) and none is a graph output.
// The constants nothing else reads are dropped. The new node is at opset 17 (LayerNormalization's
// first), whatever the graph imports. The result differs from the decomposed form only in rounding
// (the statistics are computed once per row).
#include <algorithm>
#include <cmath>

#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

constexpr int kLayerNormOpset = 17;

class LayerNormMatcher {
 public:
  explicit LayerNormMatcher(Graph& g) : g_(g) {}

  const std::vector<std::string>& constants() const { return constants_; }

  // Tries the pattern whose first node is nodes[i]; on a match rewrites it and returns true.
  bool try_at(size_t i, std::vector<bool>& remove) {
    const Node& mean = g_.nodes[i];
    if (!is(mean, "ReduceMean") || mean.inputs.empty()) return false;
    const std::string x = mean.inputs[0];
    const Value* xv = g_.find_value(x);
    if (!xv || xv->dtype != DType::f32 || xv->shape.empty()) return false;
    const int64_t rank = static_cast<int64_t>(xv->shape.size());
    const int64_t axis = trailing_axis(mean, rank);
    if (axis < 0) return false;
    const Shape stat = stat_shape(xv->shape, axis);

    const int sub = sole_reader(mean.outputs[0], stat);
    if (sub < 0 || !is(node(sub), "Sub") || node(sub).inputs.size() != 2 || node(sub).inputs[0] != x ||
        node(sub).inputs[1] != mean.outputs[0])
      return false;
    const std::string d = node(sub).outputs[0];
    if (!plain(d, xv->shape)) return false;
    std::vector<int> d_readers = g_.consumers(d);
    if (d_readers.size() != 2) return false;
    std::sort(d_readers.begin(), d_readers.end());
    const int pow = d_readers[0], div = d_readers[1];
    if (!is(node(pow), "Pow") || node(pow).inputs.size() != 2 || node(pow).inputs[0] != d ||
        constant_scalar(g_, node(pow).inputs[1]) != 2.0)
      return false;
    if (!is(node(div), "Div") || node(div).inputs.size() != 2 || node(div).inputs[0] != d) return false;
    const int var = sole_reader(node(pow).outputs[0], xv->shape);
    if (var < 0 || !is(node(var), "ReduceMean") || trailing_axis(node(var), rank) != axis) return false;
    const int add = sole_reader(node(var).outputs[0], stat);
    if (add < 0 || !is(node(add), "Add")) return false;
    const std::string eps_name = other_input(node(add), node(var).outputs[0]);
    const double eps = constant_scalar(g_, eps_name);
    if (!(eps >= 0.0)) return false;
    const int sqrt = sole_reader(node(add).outputs[0], stat);
    if (sqrt < 0 || !is(node(sqrt), "Sqrt") || node(sqrt).inputs.size() != 1) return false;
    if (sole_reader(node(sqrt).outputs[0], stat) != div || node(div).inputs[1] != node(sqrt).outputs[0]) return false;

    // The affine tail: Mul by gamma, then Add of beta, each optional (Add only after a Mul).
    const Shape norm(xv->shape.begin() + axis, xv->shape.end());
    int last = div, mul = -1, bias_add = -1;
    std::string gamma, beta;
    const int m = sole_reader(node(div).outputs[0], xv->shape);
    const std::string scale = m >= 0 && is(node(m), "Mul") ? other_input(node(m), node(div).outputs[0]) : "";
    if (affine_constant(scale, norm)) {
      mul = last = m;
      gamma = scale;
      const int a = sole_reader(node(m).outputs[0], xv->shape);
      const std::string shift = a >= 0 && is(node(a), "Add") ? other_input(node(a), node(m).outputs[0]) : "";
      if (affine_constant(shift, norm)) {
        bias_add = last = a;
        beta = shift;
      }
    }
    const std::string y = node(last).outputs[0];
    const Value* yv = g_.find_value(y);
    if (!yv || yv->dtype != DType::f32 || yv->shape != xv->shape) return false;
    if (gamma.empty()) {
      gamma = mean.name + "_ones";
      if (g_.find_value(gamma)) return false;
      Tensor ones(DType::f32, norm);
      std::fill(ones.data<float>(), ones.data<float>() + ones.numel(), 1.0f);
      g_.add_constant(gamma, std::move(ones));
    }

    for (const std::string& c : {node(pow).inputs[1], eps_name, gamma, beta})
      if (!c.empty()) constants_.push_back(c);
    for (const Node* r : {&mean, &node(var)})  // opset 18's axes inputs
      if (r->inputs.size() > 1 && !r->inputs[1].empty()) constants_.push_back(r->inputs[1]);
    Node ln;
    ln.name = mean.name;
    ln.op = "LayerNormalization";
    ln.opset = std::max(mean.opset, kLayerNormOpset);
    ln.inputs = {x, gamma};
    if (!beta.empty()) ln.inputs.push_back(beta);
    ln.outputs = {y};
    ln.attrs.set("axis", axis);
    ln.attrs.set("epsilon", static_cast<float>(eps));
    std::vector<std::string> dropped;
    for (int k : {static_cast<int>(i), sub, pow, var, add, sqrt, div, mul, bias_add})
      if (k >= 0 && k != last) {
        remove[static_cast<size_t>(k)] = true;
        dropped.push_back(node(k).outputs[0]);
      }
    g_.nodes[static_cast<size_t>(last)] = std::move(ln);
    for (const std::string& v : dropped) g_.remove_value(v);
    return true;
  }

 private:
  const Node& node(int i) const { return g_.nodes[static_cast<size_t>(i)]; }

  static bool is(const Node& n, const char* op) { return n.domain.empty() && n.op == op && n.outputs.size() == 1; }

  // The first normalised dim when ReduceMean n (keepdims 1, no noop_with_empty_axes) reduces exactly
  // the dims from it to the last (axes as the attribute or, from opset 18, a constant input), or -1.
  int64_t trailing_axis(const Node& n, int64_t rank) const {
    if (n.attrs.get_int("keepdims", 1) != 1 || n.attrs.get_int("noop_with_empty_axes", 0) != 0) return -1;
    std::vector<int64_t> axes = n.attrs.get_ints("axes");
    if (n.inputs.size() > 1 && !n.inputs[1].empty()) {
      const Tensor* t = g_.constant(n.inputs[1]);
      if (!t) return -1;
      axes.clear();
      for (int64_t i = 0; i < t->numel(); ++i) axes.push_back(static_cast<int64_t>(t->get_f64(i)));
    }
    if (axes.empty()) return -1;
    for (int64_t& a : axes) {
      if (a < -rank || a >= rank) return -1;
      if (a < 0) a += rank;
    }
    std::sort(axes.begin(), axes.end());
    for (size_t k = 0; k < axes.size(); ++k)
      if (axes[k] != rank - static_cast<int64_t>(axes.size() - k)) return -1;
    return axes.front();
  }

  static Shape stat_shape(const Shape& x, int64_t axis) {
    Shape s = x;
    for (size_t k = static_cast<size_t>(axis); k < s.size(); ++k) s[k] = 1;
    return s;
  }

  // True when v is an f32 intermediate of `shape` that is not a graph output.
  bool plain(const std::string& v, const Shape& shape) const {
    const Value* val = g_.find_value(v);
    return !g_.is_output(v) && val && val->dtype == DType::f32 && val->shape == shape;
  }

  // The index of v's single reader when v is plain, else -1.
  int sole_reader(const std::string& v, const Shape& shape) const {
    if (!plain(v, shape)) return -1;
    const std::vector<int> readers = g_.consumers(v);
    return readers.size() == 1 ? readers[0] : -1;
  }

  // True when `name` is an f32 constant whose shape broadcasts to the normalised dims and is no
  // larger than they are (LayerNormalization's Scale and B).
  bool affine_constant(const std::string& name, const Shape& norm) const {
    const Tensor* t = name.empty() ? nullptr : g_.constant(name);
    if (!t || t->dtype() != DType::f32 || t->shape().size() > norm.size()) return false;
    const Shape& s = t->shape();
    for (size_t k = 0; k < s.size(); ++k) {
      const int64_t want = norm[norm.size() - s.size() + k];
      if (s[k] != want && s[k] != 1) return false;
    }
    return true;
  }

  Graph& g_;
  std::vector<std::string> constants_;
};

}  // namespace

void fuse_layernorm(Graph& g) {
  LayerNormMatcher m(g);
  fuse_matches(g, m);
}

}  // namespace rammer
