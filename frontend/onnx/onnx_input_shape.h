// Graph inputs: an ONNX ValueInfoProto plus the user's --input-shape pin -> a Value with a static shape.
//
// Expects: a graph input that is not an initializer. Guarantees: a tensor input of a supported dtype
// becomes a Value; when some dims stay dynamic (dim_param, missing dim_value or unknown rank) and no
// pin is given, `dynamic` is set and `dims_text`/`suggestion` describe it for the loader's message.
// A pin must have the input's rank and agree with its static dims, else rammer::Error.
// Non-tensor inputs and unsupported dtypes throw rammer::Unsupported naming the input.
#pragma once

#include <string>

#include <onnx/onnx_pb.h>

#include "frontend/graph/graph.h"

namespace rammer {

struct ResolvedInput {
  Value value;
  bool dynamic = false;
  std::string dims_text;   // "[batch,3,224,224]", "[?]" for a missing dim, "<unknown rank>"
  std::string suggestion;  // "x:1,3,224,224" (dynamic dims replaced by 1)
};

ResolvedInput resolve_graph_input(const onnx::ValueInfoProto& vi, const Shape* pinned);

struct LoadOptions;
// LoadOptions::batch_size: rewrites dim 0 of every runtime input of `model` to a symbolic dim and pins
// the input (in options.input_shapes) to its declared or pinned dims with dim 0 = batch_size.
// rammer::Error names an input with no dim 0, an unknown rank, or another dynamic dim left unpinned.
void apply_batch_size(onnx::ModelProto& model, LoadOptions& options);

}  // namespace rammer
