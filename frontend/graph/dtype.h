// Element types of the Graph IR and their ONNX numbering.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rammer {

// The dtypes rammerc represents. f64 exists so that shape arithmetic and conformance tests that use
// doubles can be read and folded. Compute kernels read and write f32, f16 and bf16 and compute in
// fp32; f16 and bf16 are stored as their 16-bit patterns (uint16_t).
enum class DType : uint8_t { f32, f16, f64, i64, i32, i16, i8, u8, boolean, bf16 };

std::string_view dtype_name(DType t);                         // "f32", "i64", "bool", ...
std::optional<DType> dtype_from_name(std::string_view name);  // inverse of dtype_name
size_t dtype_size(DType t);                                   // bytes per element
std::optional<DType> dtype_from_onnx(int onnx_elem_type);     // TensorProto::DataType -> DType
int dtype_to_onnx(DType t);
std::string onnx_dtype_name(int onnx_elem_type);              // "FLOAT", "STRING", ... for messages
bool dtype_is_float(DType t);
// f16 or bf16: 16-bit floats that every op computes through f32 (the reference rounds each op's
// output back to the dtype).
bool dtype_is_half(DType t);
bool dtype_is_int(DType t);  // signed/unsigned integers, not bool

// IEEE half <-> float conversions (round to nearest even).
float half_to_float(uint16_t h);
uint16_t float_to_half(float f);
// bfloat16 <-> float (round to nearest even; NaN stays a quiet NaN): kernels/common.h's, the one copy.
float bf16_to_float(uint16_t h);
uint16_t float_to_bf16(float f);

}  // namespace rammer
