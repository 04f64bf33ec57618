// fold_constants: nodes computed entirely from constants are evaluated at compile time.
//
// Expects: a graph in topological order (values need not have shapes yet: each candidate node is
// inferred before it is evaluated).
// Guarantees: every deterministic node whose inputs are all constants (or omitted), including nodes
// without inputs such as Constant, is evaluated with the op's reference semantics (eval_node) and
// removed; its outputs become constants of the same names, so chains fold in one sweep. Nodes whose
// outputs would exceed kMaxFoldedBytes, or whose op the registry cannot evaluate (Unsupported), are
// left in place.
#include "frontend/ops/op_registry.h"
#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {
// Folding must not turn a small graph into a huge weight file (e.g. ConstantOfShape of a big shape).
constexpr int64_t kMaxFoldedBytes = int64_t{64} << 20;
}  // namespace

void fold_constants(Graph& g) {
  std::vector<bool> remove(g.nodes.size(), false);
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (is_nondeterministic(n)) continue;
    bool all_constant = true;
    std::vector<InferInput> infer_in;
    std::vector<const Tensor*> eval_in;
    for (const auto& in : n.inputs) {
      if (in.empty()) {
        infer_in.push_back({});
        eval_in.push_back(nullptr);
        continue;
      }
      const Value* v = g.find_value(in);
      if (!v || !v->constant) {
        all_constant = false;
        break;
      }
      infer_in.push_back({v, v->constant.get()});
      eval_in.push_back(v->constant.get());
    }
    if (!all_constant) continue;
    std::vector<Tensor> results;
    try {
      // Sizes first, so an oversized result is never materialised.
      bool small = true;
      for (const auto& out : infer_node(n, infer_in))
        small = small && (!out.set || shape_numel(out.shape) * static_cast<int64_t>(dtype_size(out.dtype)) <=
                                          kMaxFoldedBytes);
      if (!small) continue;
      results = eval_node(n, eval_in);
    } catch (const Unsupported&) {
      continue;  // the op stays; a later stage reports it if it really cannot run
    }
    for (size_t k = 0; k < n.outputs.size(); ++k)
      if (!n.outputs[k].empty())
        make_constant(g, n.outputs[k], std::make_shared<const Tensor>(std::move(results[k])));
    remove[i] = true;
  }
  erase_nodes(g, remove);
}

}  // namespace rammer
