// Small graph-rewriting helpers shared by the passes in this folder.
#pragma once

#include <string>
#include <vector>

#include "frontend/graph/graph.h"

namespace rammer {

// Every node input that reads `from` reads `to` instead. Graph outputs are not touched.
void replace_uses(Graph& g, const std::string& from, const std::string& to);

// Drops the nodes whose flag is set, keeping the order of the others.
void erase_nodes(Graph& g, const std::vector<bool>& remove);

// Ops whose result differs from run to run; never folded even with constant inputs.
bool is_nondeterministic(const Node& n);

// Turns value `name` (a node output) into a constant holding `t`, keeping its name so consumers and
// graph outputs still find it. The caller removes the producing node.
void make_constant(Graph& g, const std::string& name, std::shared_ptr<const Tensor> t);

// The value of the constant scalar `name` (one element, any numeric dtype), or NaN.
double constant_scalar(const Graph& g, const std::string& name);

// The other input of binary node n when exactly one of its inputs is `v`, else "".
std::string other_input(const Node& n, const std::string& v);

// The driver of the pattern-fusing passes (fuse_gelu, fuse_layernorm): m.try_at(i, remove) at
// every node not yet removed, in order (on a match it rewrites the pattern starting at nodes[i] and
// flags the nodes it replaces); then the flagged nodes are erased and each of m.constants() that
// nothing reads any more is dropped.
template <class Matcher>
void fuse_matches(Graph& g, Matcher& m) {
  std::vector<bool> remove(g.nodes.size(), false);
  bool any = false;
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (!remove[i]) any = m.try_at(i, remove) || any;
  if (!any) return;
  erase_nodes(g, remove);
  for (const std::string& c : m.constants())
    if (g.find_value(c) && g.consumers(c).empty() && !g.is_output(c)) g.remove_value(c);
}

}  // namespace rammer
