// The reference interpreter: runs a Graph node by node with the registry's reference semantics.
// Plain and slow on purpose: it is the living spec every optimised path is tested against.
#pragma once

#include <map>
#include <string>

#include "frontend/graph/graph.h"

namespace rammer {

struct InterpreterOptions {
  // Check every computed tensor against the graph's static dtype and shape (catches inference bugs).
  bool check_shapes = true;
  // Also return every intermediate value, not only the graph outputs.
  bool keep_intermediates = false;
};

// Runs `g` on `inputs` (by graph input name) and returns the graph outputs by name.
// Throws rammer::Error naming the node on failure, or a missing/mis-shaped input.
std::map<std::string, Tensor> interpret(const Graph& g, const std::map<std::string, Tensor>& inputs,
                                        const InterpreterOptions& options = {});

}  // namespace rammer
