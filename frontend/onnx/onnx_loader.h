// The ONNX frontend: ModelProto -> Graph IR with static shapes.
//
// Expects: a path to an .onnx file (external-data files beside it are read).
// Guarantees on success: a Graph whose nodes are topologically sorted, every value has a dtype and
// a static shape (dynamic input dims pinned by LoadOptions::input_shapes), every node's op is in
// the registry. On failure: a Status whose message names the file and, where it applies, the node,
// op, domain and opset, and says what to do. Never crashes on malformed input.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "frontend/graph/graph.h"
#include "support/status.h"

namespace rammer {

struct LoadOptions {
  // Pins input dimensions: input name -> full shape (as given by --input-shape name:1,3,224,224).
  std::map<std::string, Shape> input_shapes;
  // Binds graph inputs to fixed data: each becomes a constant (no longer a runtime input), so that
  // shapes computed from it (a Reshape target, Resize scales, ReduceSum axes) become static.
  std::map<std::string, Tensor> input_values;
  // The same from numbers (rammerc --input-value NAME=V,...): converted to the input's declared dtype
  // and shape (a --input-shape pin applies first); the count must match the element count.
  std::map<std::string, std::vector<double>> input_numbers;
  // rammerc --batch-buckets: dim 0 of every runtime input becomes this (0: as declared). A static dim 0
  // is replaced too, so a model exported for batch 1 compiles for batch N; the other dims come from the
  // declaration or an --input-shape pin. An input without a dim 0 (a scalar) is an error.
  int64_t batch_size = 0;
  bool run_checker = true;  // onnx::checker where the model's IR/opset is within libonnx's range
};

Result<Graph> load_onnx(const std::string& path, const LoadOptions& options = {});

// The same, throwing instead: rammer::Unsupported for valid input rammerc does not handle (an op, a
// dtype, an attribute kind), rammer::Error for everything else; messages start with "<path>: ".
// For callers that count unsupported models separately (the conformance runner).
Graph load_onnx_or_throw(const std::string& path, const LoadOptions& options = {});

// Parses "name:1,3,224,224" (as given to --input-shape). Returns an error for a malformed spec.
Result<std::pair<std::string, Shape>> parse_input_shape(const std::string& spec);

// Reads a serialized onnx.TensorProto (.pb, as in ONNX test data sets) into a Tensor.
Result<Tensor> load_tensor_proto(const std::string& path);

}  // namespace rammer
