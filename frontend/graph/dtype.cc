#include "frontend/graph/dtype.h"

#include <cstring>

#include "kernels/common.h"

namespace rammer {

namespace {
struct DTypeRow {
  DType t;
  std::string_view name;
  size_t size;
  int onnx;  // onnx::TensorProto_DataType value
};
constexpr DTypeRow kRows[] = {
    {DType::f32, "f32", 4, 1},  {DType::u8, "u8", 1, 2},    {DType::i8, "i8", 1, 3},
    {DType::i16, "i16", 2, 5},  {DType::i32, "i32", 4, 6},  {DType::i64, "i64", 8, 7},
    {DType::boolean, "bool", 1, 9}, {DType::f16, "f16", 2, 10}, {DType::f64, "f64", 8, 11},
    {DType::bf16, "bf16", 2, 16},
};
const DTypeRow& row(DType t) {
  for (const auto& r : kRows)
    if (r.t == t) return r;
  return kRows[0];
}
}  // namespace

std::string_view dtype_name(DType t) { return row(t).name; }
size_t dtype_size(DType t) { return row(t).size; }
int dtype_to_onnx(DType t) { return row(t).onnx; }

std::optional<DType> dtype_from_name(std::string_view name) {
  for (const auto& r : kRows)
    if (r.name == name) return r.t;
  return std::nullopt;
}

std::optional<DType> dtype_from_onnx(int onnx_elem_type) {
  for (const auto& r : kRows)
    if (r.onnx == onnx_elem_type) return r.t;
  return std::nullopt;
}

std::string onnx_dtype_name(int e) {
  static const char* kNames[] = {"UNDEFINED", "FLOAT",  "UINT8",     "INT8",       "UINT16",
                                 "INT16",     "INT32",  "INT64",     "STRING",     "BOOL",
                                 "FLOAT16",   "DOUBLE", "UINT32",    "UINT64",     "COMPLEX64",
                                 "COMPLEX128", "BFLOAT16", "FLOAT8E4M3FN", "FLOAT8E4M3FNUZ",
                                 "FLOAT8E5M2", "FLOAT8E5M2FNUZ", "UINT4", "INT4"};
  if (e >= 0 && e < static_cast<int>(sizeof(kNames) / sizeof(kNames[0]))) return kNames[e];
  return "type#" + std::to_string(e);
}

bool dtype_is_float(DType t) { return t == DType::f32 || t == DType::f64 || dtype_is_half(t); }
bool dtype_is_half(DType t) { return t == DType::f16 || t == DType::bf16; }
bool dtype_is_int(DType t) {
  return t == DType::i64 || t == DType::i32 || t == DType::i16 || t == DType::i8 || t == DType::u8;
}

float half_to_float(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else {  // subnormal: normalise
      exp = 127 - 15 + 1;
      while ((mant & 0x400u) == 0) {
        mant <<= 1;
        --exp;
      }
      mant &= 0x3ffu;
      bits = sign | (exp << 23) | (mant << 13);
    }
  } else if (exp == 31) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint16_t float_to_half(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t exp = (x >> 23) & 0xffu;
  uint32_t mant = x & 0x7fffffu;
  if (exp == 255) return static_cast<uint16_t>(sign | 0x7c00u | (mant ? 0x200u : 0));
  int e = static_cast<int>(exp) - 127 + 15;
  if (e >= 31) return static_cast<uint16_t>(sign | 0x7c00u);
  if (e <= 0) {
    if (e < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000u;
    uint32_t shift = static_cast<uint32_t>(14 - e);
    uint32_t half_mant = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (half_mant & 1))) ++half_mant;
    return static_cast<uint16_t>(sign | half_mant);
  }
  uint32_t half = sign | (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1))) ++half;  // may carry into exponent: correct
  return static_cast<uint16_t>(half);
}

float bf16_to_float(uint16_t h) { return kernels::bf16_to_float(h); }
uint16_t float_to_bf16(float f) { return kernels::float_to_bf16(f); }

}  // namespace rammer
