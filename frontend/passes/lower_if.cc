// lower_if: the IfSelect join of a spliced If (frontend/onnx/onnx_control_flow.h) becomes plain
// dataflow.
//
// Expects: constants folded (a condition computable at compile time, from shapes or from inputs
// pinned with --input-value, is then a constant). Guarantees: no IfSelect remains; each output
// keeps its name, dtype, shape and values:
//   - constant condition: out_i = Identity(taken branch's output i); the other branch is left
//     without readers for eliminate_dead_code (the If is inlined);
//   - condition from runtime data: out_i = Where(cond, then_i, else_i), both branches computed
//     (if-conversion). Allowed only when both branches are free of side effects (no
//     nondeterministic op) and agree in shapes (IfSelect's inference already required that);
//     otherwise an error names the If and says to pin the condition's inputs with --input-value.
#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

void lower_if(Graph& g) {
  std::vector<Node> out;
  for (Node& n : g.nodes) {
    if (!n.domain.empty() || n.op != "IfSelect") {
      out.push_back(std::move(n));
      continue;
    }
    const size_t k = n.outputs.size();
    const Tensor* cond = g.constant(n.inputs.at(0));
    const std::string where = "node '" + n.name + "' (If)";
    if (cond == nullptr && n.attrs.get_int("branches_pure", 1) == 0)
      RAMMER_FAIL(where, ": the condition depends on runtime data and a branch has a nondeterministic op, so both "
                  "cannot be computed; pin the inputs the condition depends on with --input-value NAME=V");
    const int opset = g.opset_imports.count("") ? g.opset_imports.at("") : 13;
    for (size_t i = 0; i < k; ++i) {
      Node r;
      r.name = k == 1 ? n.name : n.name + "/" + std::to_string(i);
      r.opset = opset;
      r.outputs = {n.outputs[i]};
      if (cond != nullptr) {
        r.op = "Identity";
        r.inputs = {n.inputs[(cond->get_f64(0) != 0 ? 1 : 1 + k) + i]};
      } else {
        r.op = "Where";
        r.inputs = {n.inputs[0], n.inputs[1 + i], n.inputs[1 + k + i]};
      }
      out.push_back(std::move(r));
    }
  }
  g.nodes = std::move(out);
}

}  // namespace rammer
