// Reading an .onnx file into a ModelProto that is safe to walk, and libonnx's checker.
//
// Expects: any path. Guarantees: parse_model_file returns a ModelProto with a known IR version, an
// opset import for every domain its nodes use, a graph with at least one node or output, and node
// op types / domains that are plain identifiers, so random bytes that protobuf happens to accept
// are rejected here. Errors (rammer::Error; rammer::Unsupported for a valid but too-old format)
// say what is wrong without the file name: the loader prefixes it.
#pragma once

#include <map>
#include <string>

#include <onnx/onnx_pb.h>

namespace rammer {

// IR versions accepted: 3 (first with opset imports) up to this one. libonnx 1.12 writes 8 and
// current exporters 10 or 11; one version of headroom, since a larger number in a file is far more
// likely garbage than a model from the future.
constexpr int64_t kMaxKnownIrVersion = 12;

onnx::ModelProto parse_model_file(const std::string& path);

// Domain ("" for ai.onnx) -> opset version, from the model's opset_import.
std::map<std::string, int> model_opsets(const onnx::ModelProto& model);

// True when libonnx's checker understands the model's IR version, every opset it imports, and its
// domain spellings.
bool checker_supports(const onnx::ModelProto& model);

// Runs onnx::checker::check_model on the parsed model (on the file at `path` when a tensor's data is
// external, so it resolves beside it); throws rammer::Error carrying the checker's message on one line.
void run_onnx_checker(const onnx::ModelProto& model, const std::string& path);

}  // namespace rammer
