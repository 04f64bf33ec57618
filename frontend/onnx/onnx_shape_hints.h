// Static shapes from libonnx's shape inference, used as hints by infer_shapes (our own per-op
// inference stays authoritative; a hint only fills in a shape that depends on runtime data).
//
// Expects: a model the loader has already converted (its inputs resolved). The ModelProto is
// consumed: large initializers become typed graph inputs (inference needs their shapes, not their
// data), pinned input shapes are written in, recorded value_info and output shapes are dropped so
// that stale symbolic dims cannot conflict with pinned ones. Guarantees: only fully static shapes
// of supported dtypes are returned; any failure of libonnx's inference just yields fewer hints.
#pragma once

#include <map>
#include <string>

#include <onnx/onnx_pb.h>

#include "frontend/ops/shape_inference.h"

namespace rammer {

std::map<std::string, ShapeHint> onnx_shape_hints(onnx::ModelProto& model,
                                                  const std::map<std::string, Shape>& input_shapes);

}  // namespace rammer
