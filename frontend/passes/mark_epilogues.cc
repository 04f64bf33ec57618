// mark_epilogues: elementwise work after Conv/Gemm/MatMul is marked to run in that node's epilogue.
//
// Expects: a verified graph in topological order with static shapes.
// Guarantees: every previous mark is cleared, then for each anchor (Conv, Gemm, MatMul of the
// ai.onnx domain, in node order) the chain that follows its output T is marked with
// node.epilogue_of = <anchor name>. Starting with cur = T, a node n joins the chain while:
//   1. cur is not a graph output (a public intermediate must be stored as is),
//   2. exactly one node n reads cur, and it reads it in exactly one input slot,
//   3. n is unmarked, has one output, and that output has cur's dtype and shape,
//   4. n is one of:
//      - Relu, Sigmoid, Tanh, LeakyRelu, HardSwish, HardSigmoid, Gelu (one input),
//      - Clip whose min/max are omitted or constants,
//      - Add of a constant that broadcasts to cur's shape without changing it (a bias),
//      - Add of a non-constant tensor of cur's dtype and shape (the residual; at most one per chain),
//        defined before the anchor runs (a graph input or an output of an earlier node), so fusing it
//        needs no reordering.
// Then cur = n's output and the walk continues; the first failing node ends the chain (unmarked).
// A gate joins too, in place of rule 2: when exactly two nodes read cur, a Sigmoid or HardSigmoid g
// and a Mul m of cur by g's output (SiLU and HardSwish as exporters write them), g's output is not a
// graph output and m is its only reader, and both satisfy rule 3, then g and m join and cur = m's
// output.
// A node that is itself an anchor never joins a chain.
#include <algorithm>
#include <unordered_map>

#include "frontend/ops/op_util.h"
#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

bool is_anchor(const Node& n) {
  return n.domain.empty() && (n.op == "Conv" || n.op == "Gemm" || n.op == "MatMul");
}

bool is_activation(const Node& n) {
  static const char* kOps[] = {"Relu",      "Sigmoid",     "Tanh", "LeakyRelu",
                               "HardSwish", "HardSigmoid", "Gelu"};
  for (const char* op : kOps)
    if (n.op == op) return n.inputs.size() == 1;
  return false;
}

// The Mul of a gate x * g(x) read from cur by `readers` (see the header), or -1.
int gate_mul(const Graph& g, const std::string& cur, const std::vector<int>& readers) {
  if (readers.size() != 2) return -1;
  const Value& cv = g.value(cur);
  auto plain = [&](int i) {
    const Node& n = g.nodes[static_cast<size_t>(i)];
    if (!n.domain.empty() || !n.epilogue_of.empty() || n.outputs.size() != 1) return false;
    const Value* ov = g.find_value(n.outputs[0]);
    return ov && ov->dtype == cv.dtype && ov->shape == cv.shape;
  };
  for (int k = 0; k < 2; ++k) {
    const int a = readers[static_cast<size_t>(k)], m = readers[static_cast<size_t>(1 - k)];
    const Node& act = g.nodes[static_cast<size_t>(a)];
    const Node& mul = g.nodes[static_cast<size_t>(m)];
    if ((act.op != "Sigmoid" && act.op != "HardSigmoid") || act.inputs.size() != 1 || !plain(a)) continue;
    if (mul.op != "Mul" || mul.inputs.size() != 2 || !plain(m)) continue;
    const std::string& gate = act.outputs[0];
    const bool reads_both = (mul.inputs[0] == cur && mul.inputs[1] == gate) ||
                            (mul.inputs[1] == cur && mul.inputs[0] == gate);
    if (reads_both && !g.is_output(gate) && g.consumers(gate) == std::vector<int>{m}) return m;
  }
  return -1;
}

bool broadcasts_into(const Shape& small, const Shape& big) {
  try {
    return broadcast_shapes(big, small) == big;
  } catch (const Error&) {
    return false;
  }
}

}  // namespace

void mark_epilogues(Graph& g) {
  for (Node& n : g.nodes) n.epilogue_of.clear();
  // Where each value is defined: -1 for graph inputs and constants.
  std::unordered_map<std::string, int> defined_at;
  for (size_t i = 0; i < g.nodes.size(); ++i)
    for (const auto& o : g.nodes[i].outputs) defined_at[o] = static_cast<int>(i);

  for (size_t a = 0; a < g.nodes.size(); ++a) {
    if (!is_anchor(g.nodes[a]) || !g.nodes[a].epilogue_of.empty() || g.nodes[a].outputs.empty())
      continue;
    const std::string anchor = g.nodes[a].name;
    std::string cur = g.nodes[a].outputs[0];
    bool residual_used = false;
    while (!cur.empty() && !g.is_output(cur)) {
      const std::vector<int> readers = g.consumers(cur);
      if (const int m = gate_mul(g, cur, readers); m >= 0) {
        for (int r : readers) g.nodes[static_cast<size_t>(r)].epilogue_of = anchor;
        cur = g.nodes[static_cast<size_t>(m)].outputs[0];
        continue;
      }
      if (readers.size() != 1) break;
      Node& n = g.nodes[static_cast<size_t>(readers[0])];
      if (!n.domain.empty() || is_anchor(n) || !n.epilogue_of.empty() || n.outputs.size() != 1) break;
      if (std::count(n.inputs.begin(), n.inputs.end(), cur) != 1) break;
      const Value& cv = g.value(cur);
      const Value* ov = g.find_value(n.outputs[0]);
      if (!ov || ov->dtype != cv.dtype || ov->shape != cv.shape) break;

      bool joins = false;
      if (is_activation(n)) {
        joins = true;
      } else if (n.op == "Clip") {
        joins = true;
        for (size_t k = 1; k < n.inputs.size(); ++k)
          joins = joins && (n.inputs[k].empty() || g.constant(n.inputs[k]) != nullptr);
      } else if (n.op == "Add" && n.inputs.size() == 2) {
        const std::string& other = n.inputs[0] == cur ? n.inputs[1] : n.inputs[0];
        const Value& o = g.value(other);
        if (o.constant) {
          joins = o.dtype == cv.dtype && broadcasts_into(o.shape, cv.shape);
        } else if (!residual_used && o.dtype == cv.dtype && o.shape == cv.shape) {
          auto it = defined_at.find(other);
          joins = it == defined_at.end() || it->second < static_cast<int>(a);
          residual_used = joins;
        }
      }
      if (!joins) break;
      n.epilogue_of = anchor;
      cur = n.outputs[0];
    }
  }
}

}  // namespace rammer
