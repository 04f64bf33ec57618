// eliminate_dead_code: nodes and values no graph output depends on are removed.
//
// Expects: a graph in topological order.
// Guarantees: every remaining node has at least one output that a graph output depends on;
// values that no node, input or output refers to are dropped (Graph::prune_values). Graph inputs are
// kept even when unread: they are the model's interface.
#include <unordered_set>

#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

void eliminate_dead_code(Graph& g) {
  std::unordered_set<std::string> live(g.outputs.begin(), g.outputs.end());
  std::vector<bool> remove(g.nodes.size(), true);
  // Walking backwards in topological order, a node's consumers are decided before the node.
  for (size_t k = g.nodes.size(); k-- > 0;) {
    const Node& n = g.nodes[k];
    bool needed = false;
    for (const auto& o : n.outputs) needed = needed || (!o.empty() && live.count(o));
    if (!needed) continue;
    remove[k] = false;
    for (const auto& in : n.inputs)
      if (!in.empty()) live.insert(in);
  }
  erase_nodes(g, remove);
  g.prune_values();
}

}  // namespace rammer
