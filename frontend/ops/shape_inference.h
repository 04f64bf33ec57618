// Static shape and dtype inference over a whole graph, with propagation of small known values.
//
// Expects: nodes in topological order; graph inputs and constants with dtype and static shape.
// Guarantees: every node output has a dtype and a static shape, or an Error names the node.
// Small values computable at compile time (Shape of a static tensor, arithmetic on constants) are
// propagated on the side so that e.g. a Reshape whose target shape is computed from Shape/Gather/
// Concat still gets a static output shape. The graph itself is not rewritten: folding is a pass.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "frontend/graph/graph.h"

namespace rammer {

struct ShapeHint {
  DType dtype;
  Shape shape;
};

// Values known at compile time, by name (constants are not repeated here).
using KnownValues = std::map<std::string, std::shared_ptr<const Tensor>>;

// Infers all node outputs. `hints` (e.g. from ONNX shape inference) are used for an output only
// when our own inference needs runtime data it cannot know. Returns the known small values.
KnownValues infer_shapes(Graph& g, const std::map<std::string, ShapeHint>& hints = {});

}  // namespace rammer
