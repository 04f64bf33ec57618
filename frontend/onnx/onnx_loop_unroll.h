// Unrolling ONNX `Loop` and `Scan` nodes, so the Graph IR (which has no subgraphs) can hold them.
//
// Loop: the trip count M must be known at load time (an initializer, a Constant node, an input bound by
// LoadOptions::input_values / input_numbers, or a small value the op's reference evaluation computes
// from those), the loop's initial condition absent or constant true, and
// the body's condition output provably true (the body's condition input passed through, possibly by
// Identity, or a constant true). The body is then copied M times: iteration i reads the iteration
// number i (an int64 constant) and the loop-carried values of iteration i-1; the Loop's outputs are the
// last carried values (Identity) and each scan output stacked along a new axis 0 (Unsqueeze + Concat).
// Scan (opset 9+): the sequence length is read from the static shape of the scan inputs (`shapes`:
// libonnx's shape inference with the pinned input shapes, or an initializer's dims); step t reads slice
// t (or L-1-t for a reverse scan_input_directions) of each scan input along its scan_input_axes entry
// (Gather with a scalar index) and the states of step t-1; scan outputs are stacked along their
// scan_output_axes entry, in reverse order for a reverse scan_output_directions. Scan of opset 8 (a
// batch axis 0 on every input, sequences along axis 1, sequence_lens absent or all full lengths) is
// unrolled per batch element and the results stacked along axis 0.
//
// Guarantees: names local to a body copy (node outputs, node names) are prefixed "<node name>/iter<i>/",
// body initializers become main-graph initializers prefixed "<node name>/" (once per node), so nothing
// collides; names from enclosing scopes keep theirs. Loops and Scans nested in a body are unrolled too;
// If nodes are left for splice_if_nodes. Anything else (a data-dependent trip count or condition, an
// unknown sequence length) throws Unsupported, a malformed node or a body too large to unroll Error;
// each names the node and what would make it compilable. A value that must be known but is computed
// from runtime data is reported as "depends on runtime data", like an op's shape input.
#pragma once

#include <map>
#include <string>

#include <onnx/onnx_pb.h>

#include "frontend/graph/tensor.h"
#include "frontend/ops/shape_inference.h"

namespace rammer {

// Whether the main graph has a Loop or Scan node (unroll_loop_nodes would change it).
bool has_loop_nodes(const onnx::ModelProto& model);

// Whether the main graph has a Scan node (its unrolling needs `shapes`).
bool has_scan_nodes(const onnx::ModelProto& model);

// Unrolls the main graph's Loop and Scan nodes in place. `bound` holds the values of graph inputs pinned
// at load time; `shapes` static shapes by value name; `model_dir` resolves external tensor data.
void unroll_loop_nodes(onnx::ModelProto& model, const std::map<std::string, Tensor>& bound,
                       const std::map<std::string, ShapeHint>& shapes, const std::string& model_dir);

}  // namespace rammer
