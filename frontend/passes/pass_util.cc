#include "frontend/passes/pass_util.h"

namespace rammer {

void replace_uses(Graph& g, const std::string& from, const std::string& to) {
  for (Node& n : g.nodes)
    for (auto& in : n.inputs)
      if (in == from) in = to;
}

void erase_nodes(Graph& g, const std::vector<bool>& remove) {
  std::vector<Node> kept;
  kept.reserve(g.nodes.size());
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (!remove[i]) kept.push_back(std::move(g.nodes[i]));
  g.nodes = std::move(kept);
}

bool is_nondeterministic(const Node& n) {
  static const char* kOps[] = {"RandomNormal", "RandomUniform", "RandomNormalLike",
                               "RandomUniformLike", "Multinomial", "Bernoulli"};
  if (!n.domain.empty()) return false;
  for (const char* op : kOps)
    if (n.op == op) return true;
  return false;
}

void make_constant(Graph& g, const std::string& name, std::shared_ptr<const Tensor> t) {
  Value v;
  v.name = name;
  v.dtype = t->dtype();
  v.shape = t->shape();
  v.constant = std::move(t);
  g.add_value(std::move(v));
}

}  // namespace rammer
