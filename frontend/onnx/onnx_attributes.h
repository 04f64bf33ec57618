// onnx.AttributeProto -> AttrValue.
//
// Expects: an attribute of a node the loader is converting. Guarantees: INT, FLOAT, STRING, INTS,
// FLOATS, STRINGS and TENSOR become the matching AttrValue (old models without `type` are read by the
// field that is set). GRAPH(S), SPARSE_TENSOR(S) and TYPE_PROTO(S) throw rammer::Unsupported naming
// the node and attribute; an attribute whose kind cannot be told throws rammer::Error.
#pragma once

#include <string>

#include <onnx/onnx_pb.h>

#include "frontend/graph/graph.h"

namespace rammer {

// `where` names the node in messages, e.g. "node 'conv_0' (Conv)".
AttrValue attr_from_onnx(const onnx::AttributeProto& a, const std::string& where, const std::string& model_dir);

}  // namespace rammer
