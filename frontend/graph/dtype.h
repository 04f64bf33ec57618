// Element types of the Graph IR and their ONNX numbering.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rammer {

// The dtypes rammerc represents. f64 exists so that shape arithmetic and conformance tests that use
// doubles can be read and folded; compute kernels target f32 (and f16 later).
enum class DType : uint8_t { f32, f16, f64, i64, i32, i16, i8, u8, boolean };

std::string_view dtype_name(DType t);                         // "f32", "i64", "bool", ...
std::optional<DType> dtype_from_name(std::string_view name);  // inverse of dtype_name
size_t dtype_size(DType t);                                   // bytes per element
std::optional<DType> dtype_from_onnx(int onnx_elem_type);     // TensorProto::DataType -> DType
int dtype_to_onnx(DType t);
std::string onnx_dtype_name(int onnx_elem_type);              // "FLOAT", "STRING", ... for messages
bool dtype_is_float(DType t);
bool dtype_is_int(DType t);  // signed/unsigned integers, not bool

// IEEE half <-> float conversions (round to nearest even).
float half_to_float(uint16_t h);
uint16_t float_to_half(float f);

}  // namespace rammer
