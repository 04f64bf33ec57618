// fuse_gelu: the erf form of GELU, written out op by op by exporters older than ONNX's Gelu (opset
// 20), becomes one Gelu node, which a MatMul/Gemm/Conv epilogue can then take (mark_epilogues).
//
// Expects: a verified graph in topological order with static shapes.
// Guarantees: for every float value x, the nodes
//     d = Div(x, s)  with s a constant scalar sqrt(2)    (or d = Mul(x, r), r = 1/sqrt(2))
//     e = Erf(d)
//     a = Add(e, 1)                                      (a constant scalar 1)
//     y = Mul(Mul(x, a), 0.5)  or  y = Mul(Mul(x, 0.5), a)  (constant scalar 0.5)
// (binary operands in either order) are replaced by y = Gelu(x) (approximate="none"), named after
// the Erf node and placed where y's producer was, when every intermediate has x's dtype and shape,
// exactly one reader (the next node of the pattern) and is not a graph output. The constants match
// when they equal the float-rounded value; those nothing else reads are dropped. The new node is at opset 20 (Gelu's first), whatever the
// graph imports; the graph text prints it under the graph's import.
// GELU(x) = x/2 (1 + erf(x/sqrt 2)) exactly, so the rewrite only changes where the rounding happens.
#include <cmath>

#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

constexpr int kGeluOpset = 20;

bool is_float_value(const Graph& g, const std::string& name, double want) {
  return static_cast<float>(constant_scalar(g, name)) == static_cast<float>(want);
}

class GeluMatcher {
 public:
  explicit GeluMatcher(Graph& g) : g_(g) {}

  // The index of the single reader of v when v is a plain intermediate of x's type (one reader,
  // not a graph output), else -1.
  int sole_reader(const std::string& v, const Value& x) const {
    if (g_.is_output(v)) return -1;
    const Value* val = g_.find_value(v);
    if (!val || val->dtype != x.dtype || val->shape != x.shape) return -1;
    const std::vector<int> readers = g_.consumers(v);
    return readers.size() == 1 ? readers[0] : -1;
  }

  // The scalar constants of the fused patterns (dropped once nothing reads them).
  const std::vector<std::string>& constants() const { return constants_; }

  bool is(int i, const char* op) const {
    const Node& n = g_.nodes[static_cast<size_t>(i)];
    return n.domain.empty() && n.op == op && n.outputs.size() == 1;
  }

  // Tries the pattern whose first node is nodes[i]; on a match rewrites it and returns true.
  bool try_at(size_t i, std::vector<bool>& remove) {
    const Node& first = g_.nodes[i];
    if (!first.domain.empty() || first.outputs.size() != 1 || first.inputs.size() != 2) return false;
    std::string x = first.inputs[0], s = first.inputs[1];
    if (first.op == "Mul" && g_.constant(x) && !g_.constant(s)) std::swap(x, s);
    const Value* xv = g_.find_value(x);
    if (!xv || !dtype_is_float(xv->dtype)) return false;
    const bool scaled = (first.op == "Div" && is_float_value(g_, s, std::sqrt(2.0))) ||
                        (first.op == "Mul" && is_float_value(g_, s, 1.0 / std::sqrt(2.0)));
    if (!scaled) return false;
    const int erf = sole_reader(first.outputs[0], *xv);
    if (erf < 0 || !is(erf, "Erf")) return false;
    const Node& erf_node = g_.nodes[static_cast<size_t>(erf)];
    const int add = sole_reader(erf_node.outputs[0], *xv);
    if (add < 0 || !is(add, "Add")) return false;
    const Node& add_node = g_.nodes[static_cast<size_t>(add)];
    if (!is_float_value(g_, other_input(add_node, erf_node.outputs[0]), 1.0)) return false;
    // y = (x * a) * 0.5: a's reader multiplies by x, its reader by 0.5.
    // y = (x * 0.5) * a: a's reader multiplies by h = x * 0.5, a reader of x.
    const int mul = sole_reader(add_node.outputs[0], *xv);
    if (mul < 0 || !is(mul, "Mul")) return false;
    const Node& mul_node = g_.nodes[static_cast<size_t>(mul)];
    const std::string partner = other_input(mul_node, add_node.outputs[0]);
    int last = -1, half = -1;
    if (partner == x) {
      last = sole_reader(mul_node.outputs[0], *xv);
      if (last < 0 || !is(last, "Mul") || !is_float_value(g_, other_input(g_.nodes[static_cast<size_t>(last)],
                                                                            mul_node.outputs[0]), 0.5))
        return false;
    } else {
      half = g_.producer(partner);
      if (half < 0 || !is(half, "Mul") || sole_reader(partner, *xv) != mul ||
          other_input(g_.nodes[static_cast<size_t>(half)], x).empty() ||
          !is_float_value(g_, other_input(g_.nodes[static_cast<size_t>(half)], x), 0.5))
        return false;
      last = mul;
    }
    constants_.push_back(s);
    constants_.push_back(other_input(add_node, erf_node.outputs[0]));
    if (half >= 0) constants_.push_back(other_input(g_.nodes[static_cast<size_t>(half)], x));
    if (half < 0) constants_.push_back(other_input(g_.nodes[static_cast<size_t>(last)], mul_node.outputs[0]));
    const std::string y = g_.nodes[static_cast<size_t>(last)].outputs[0];
    const Value* yv = g_.find_value(y);
    if (!yv || yv->dtype != xv->dtype || yv->shape != xv->shape) {
      constants_.resize(constants_.size() - 3);
      return false;
    }

    Node gelu;
    gelu.name = erf_node.name;
    gelu.op = "Gelu";
    gelu.opset = std::max(erf_node.opset, kGeluOpset);
    gelu.inputs = {x};
    gelu.outputs = {y};
    for (int k : {static_cast<int>(i), erf, add, mul, half, last})
      if (k >= 0) remove[static_cast<size_t>(k)] = true;
    const std::vector<std::string> dropped = {first.outputs[0], erf_node.outputs[0], add_node.outputs[0],
                                              mul_node.outputs[0] == y ? "" : mul_node.outputs[0],
                                              half >= 0 ? g_.nodes[static_cast<size_t>(half)].outputs[0] : ""};
    g_.nodes[static_cast<size_t>(last)] = std::move(gelu);
    remove[static_cast<size_t>(last)] = false;
    for (const std::string& v : dropped)
      if (!v.empty()) g_.remove_value(v);
    return true;
  }

 private:
  Graph& g_;
  std::vector<std::string> constants_;
};

}  // namespace

void fuse_gelu(Graph& g) {
  GeluMatcher m(g);
  fuse_matches(g, m);
}

}  // namespace rammer
