// A small structure-aware mutator for ONNX models (libprotobuf-mutator is not in Debian): parse the
// ModelProto, change one to three fields the loader and the passes depend on (dims, attributes, op
// types, node inputs, dtypes, initializers, opsets, node list), serialise. Raw byte mutation mostly
// produces files the protobuf parser rejects; this reaches shape inference and the graph passes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace rammer::fuzz {

// Returns the mutated serialised model, or "" when `data` is not a ModelProto.
std::string mutate_onnx_model(const uint8_t* data, size_t size, unsigned seed);

}  // namespace rammer::fuzz
