// remove_identity: Identity and inference-mode Dropout are bypassed.
//
// Expects: a verified graph in topological order.
// Guarantees: each Identity, and each Dropout that is an identity at inference (no training_mode
// input other than a constant false, mask output absent or unread), is removed and its consumers read
// its input directly. Graph output names never change: when the bypassed output is a graph output,
// the input's producer is renamed to write the output name instead (when the input is a graph input
// or another graph output that cannot be renamed, the node stays; when it is a constant, the output
// becomes a constant sharing the same data).
#include <algorithm>

#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

bool is_unused(const Graph& g, const std::string& value) {
  return value.empty() || (g.consumers(value).empty() && !g.is_output(value));
}

bool is_passthrough(const Graph& g, const Node& n) {
  if (!n.domain.empty() || n.inputs.empty() || n.input(0).empty() || n.outputs.empty()) return false;
  if (n.op == "Identity") return n.outputs.size() == 1;
  if (n.op != "Dropout") return false;
  // Before opset 7 Dropout had an is_test attribute; 0 meant training.
  if (n.attrs.get_int("is_test", 1) == 0) return false;
  if (!n.input(2).empty()) {
    const Tensor* training = g.constant(n.input(2));
    if (!training || training->numel() != 1 || training->get_i64(0) != 0) return false;
  }
  for (size_t k = 1; k < n.outputs.size(); ++k)
    if (!is_unused(g, n.outputs[k])) return false;
  return true;
}

}  // namespace

void remove_identity(Graph& g) {
  std::vector<bool> remove(g.nodes.size(), false);
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (!is_passthrough(g, n)) continue;
    const std::string in = n.input(0);
    const std::string out = n.outputs[0];
    if (out.empty()) {
      remove[i] = true;
    } else if (!g.is_output(out)) {
      replace_uses(g, out, in);
      g.remove_value(out);
      remove[i] = true;
    } else if (const Value* v = g.find_value(in); v && v->constant) {
      make_constant(g, out, v->constant);
      remove[i] = true;
    } else {
      // `out` is public: the producer of `in` must write `out` itself.
      const int p = g.producer(in);
      const bool input_is_public = g.is_output(in) ||
                                   std::find(g.inputs.begin(), g.inputs.end(), in) != g.inputs.end();
      if (p < 0 || input_is_public) continue;
      for (auto& o : g.nodes[static_cast<size_t>(p)].outputs)
        if (o == in) o = out;
      replace_uses(g, in, out);
      g.remove_value(in);
      remove[i] = true;
    }
    // Values of outputs the removed node no longer writes (an unread Dropout mask).
    for (size_t k = 1; k < n.outputs.size(); ++k)
      if (!n.outputs[k].empty()) g.remove_value(n.outputs[k]);
  }
  erase_nodes(g, remove);
}

}  // namespace rammer
