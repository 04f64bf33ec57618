// fold_shape_arithmetic: compile-time shape computations become constants.
//
// Expects: a graph in topological order whose inputs and constants have static shapes.
// Guarantees: shape inference has run, with the graph's existing shapes as hints (every value has a
// dtype and a static shape); every node whose outputs are all known at compile time (Shape of a
// static tensor, and Gather/Unsqueeze/Concat/Cast/Slice/... chains on such values, as infer_shapes
// propagates them) is removed and its outputs are constants under the same names. A graph output
// that becomes constant stays listed as a graph output (Graph::verify counts constants as defined).
// Values left unread are removed by eliminate_dead_code. Random ops are never folded.
#include "frontend/ops/shape_inference.h"
#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

void fold_shape_arithmetic(Graph& g) {
  // The shapes the graph already has (the loader may have taken some from ONNX shape inference for
  // data-dependent ops) serve as hints, so re-running inference never loses a shape.
  std::map<std::string, ShapeHint> hints;
  for (const Node& n : g.nodes)
    for (const auto& o : n.outputs)
      if (const Value* v = o.empty() ? nullptr : g.find_value(o)) hints[o] = ShapeHint{v->dtype, v->shape};
  const KnownValues known = infer_shapes(g, hints);
  std::vector<bool> remove(g.nodes.size(), false);
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (is_nondeterministic(n)) continue;
    bool all_known = false;
    for (const auto& o : n.outputs) {
      if (o.empty()) continue;
      if (!known.count(o)) {
        all_known = false;
        break;
      }
      all_known = true;
    }
    if (!all_known) continue;
    for (const auto& o : n.outputs)
      if (!o.empty()) make_constant(g, o, known.at(o));
    remove[i] = true;
  }
  erase_nodes(g, remove);
}

}  // namespace rammer
