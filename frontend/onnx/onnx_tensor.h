// onnx.TensorProto -> Tensor, shared by initializers, TENSOR attributes and test-data files.
//
// Expects: a TensorProto from a parsed model (its fields may be anything: the file is untrusted).
// Guarantees: the returned Tensor holds exactly numel(dims) elements read from raw_data, the typed
// field matching the dtype, or external data. Element counts are checked against the data before
// anything is allocated, so garbage dims cannot trigger a huge allocation. Throws rammer::Unsupported
// for a dtype rammerc does not represent (message contains "unsupported"), rammer::Error otherwise;
// both name the tensor.
#pragma once

#include <string>

#include <onnx/onnx_pb.h>

#include "frontend/graph/tensor.h"

namespace rammer {

// `what` names the tensor in messages, e.g. "initializer 'w'". `model_dir` is the folder that
// external-data locations are relative to.
Tensor tensor_from_onnx(const onnx::TensorProto& t, const std::string& what, const std::string& model_dir);

// The ONNX elem_type -> DType, or Unsupported naming `what` and the ONNX type name.
DType dtype_from_onnx_or_throw(int elem_type, const std::string& what);

// Bytes [offset, offset+length) of a file (length -1: to the end). Throws Error saying what is wrong
// (no such file, a directory, unreadable, shorter than asked); the caller prefixes the file's name.
std::string read_file_bytes(const std::string& path, int64_t offset = 0, int64_t length = -1);

}  // namespace rammer
