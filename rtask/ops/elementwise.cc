// Elementwise rOperators: a run of elementwise nodes over one iteration space fused into one.
#include <set>

#include "rtask/build_rprogram.h"
#include "rtask/ops/builder.h"
#include "support/status.h"

namespace rammer::rtask_detail {

// The ops fused into elementwise chains (and into GEMM-shaped ops' epilogues).
void Builder::register_elementwise_splits() {
  attach_split({"Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Sum", "Mean", "Relu", "LeakyRelu", "PRelu",
                "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Exp", "Log", "Sqrt", "Reciprocal", "Neg", "Abs",
                "Clip", "Elu", "Selu", "Celu", "Gelu", "Erf", "Softplus", "Softsign", "Mish", "Floor", "Ceil",
                "Round", "Sign", "Sin", "Cos", "Tan", "Atan", "Asin", "Acos", "Sinh", "Cosh", "Where", "Cast",
                "Not", "And", "Or", "Xor", "Equal", "Less", "LessOrEqual", "Greater", "GreaterOrEqual",
                "BatchNormalization", "Mod", "IsNaN", "IsInf", "ThresholdedRelu", "Expand"},
               {SplitKind::elementwise_chain, &Builder::elementwise_chain,
                {{OpFamily::elementwise, VariantFamily::memory}}});
}

// A run of elementwise nodes over one iteration space. A node joins when all its inputs are the
// run's values, constants, graph inputs or values produced before the run's first node: then
// no node outside the run can sit between two of its members, so fusing keeps the DAG acyclic.
void Builder::elementwise_chain(const Node& n0) {
  // The builders get the node itself (a reference into g_.nodes); the chain needs its position.
  const size_t first = static_cast<size_t>(&n0 - g_.nodes.data());
  RAMMER_CHECK(first < g_.nodes.size(), "rtask: node ", n0.name, " is not one of the graph's nodes");
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
      if (done_.count(c.name) || is_epilogue_member(c) || !is_elementwise_op(c.op)) continue;
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

}  // namespace rammer::rtask_detail
