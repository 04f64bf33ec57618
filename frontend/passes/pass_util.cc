#include "frontend/passes/pass_util.h"

#include <cmath>

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

double constant_scalar(const Graph& g, const std::string& name) {
  const Tensor* t = name.empty() ? nullptr : g.constant(name);
  return t && t->numel() == 1 ? t->get_f64(0) : std::nan("");
}

std::string other_input(const Node& n, const std::string& v) {
  if (n.inputs.size() != 2) return "";
  if (n.inputs[0] == v && n.inputs[1] != v) return n.inputs[1];
  if (n.inputs[1] == v && n.inputs[0] != v) return n.inputs[0];
  return "";
}

}  // namespace rammer
