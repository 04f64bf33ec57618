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

}  // namespace rammer
