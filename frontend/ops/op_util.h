// Small helpers shared by the op families: axes, broadcasting, dtype dispatch.
#pragma once

#include <cstdint>
#include <vector>

#include "frontend/graph/tensor.h"
#include "support/status.h"

namespace rammer {

// Maps a possibly negative axis into [0, rank); throws when out of range.
int64_t normalize_axis(int64_t axis, int64_t rank);

// Numpy-style multidirectional broadcast of two shapes; throws when incompatible.
Shape broadcast_shapes(const Shape& a, const Shape& b);

// For each element of `out_shape`, the flat index into a tensor of shape `in_shape` that broadcasts
// to it (in_shape right-aligned; size-1 dims repeat).
std::vector<int64_t> broadcast_index_map(const Shape& in_shape, const Shape& out_shape);

// Calls f(T{}) with T the C++ type of dtype (float, uint16_t for f16 and bf16, double, int64_t,
// int32_t, int16_t, int8_t, uint8_t, bool stored as uint8_t).
template <class F>
decltype(auto) dispatch_dtype(DType t, F&& f) {
  switch (t) {
    case DType::f32: return f(float{});
    case DType::f64: return f(double{});
    case DType::i64: return f(int64_t{});
    case DType::i32: return f(int32_t{});
    case DType::i16: return f(int16_t{});
    case DType::i8: return f(int8_t{});
    case DType::u8: return f(uint8_t{});
    case DType::boolean: return f(uint8_t{});
    case DType::f16: return f(uint16_t{});
    case DType::bf16: return f(uint16_t{});
  }
  return f(float{});
}

}  // namespace rammer
