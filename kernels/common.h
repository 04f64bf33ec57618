// Helpers shared by every tile kernel: the rTask box, strided element access with dtype conversion,
// portable math. Device-safe C++17 (no std:: containers, no exceptions) so that nvcc, clang-HIP and
// the host compiler all accept it.
//
// Guarantees: box_of() follows the op_desc.h rule (row-major tile multi-index, ragged edge tiles
// clipped to the space); load_f/store_f read and write one element of any DTypeCode as float
// (integers convert, f16 and bf16 are decoded/encoded by hand, rounding to nearest even); copy_elem
// moves raw bytes.
#pragma once

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "kernels/block.h"
#include "kernels/op_desc.h"
#include "kernels/op_params.h"

namespace rammer::kernels {

// The box [lo, hi) of one rTask and its point count.
struct Box {
  int rank;
  int64_t lo[kMaxRank];
  int64_t hi[kMaxRank];
  int64_t count;
};

// Loops over dims run kMaxRank times with a guard and are unrolled, so every local index array
// (Box::lo/hi, idx[]) is addressed by constants only: it stays in registers instead of a stack
// frame (CUDA local memory / AMDGPU scratch). Kernels follow the same rule for their own dim loops.
RAMMER_DEVICE Box box_of(const OpDesc& op, int task) {
  Box b;
  b.rank = op.rank;
  b.count = 1;
  int64_t t = task;
  RAMMER_UNROLL
  for (int i = kMaxRank - 1; i >= 0; --i) {
    b.lo[i] = 0;
    b.hi[i] = 1;
    if (i >= op.rank) continue;
    // A zero extent has one empty tile (rtask/split.cc tile_box): never divide by zero.
    const int64_t tile = op.tile[i] > 0 ? op.tile[i] : 1;
    int64_t tiles = (op.space[i] + tile - 1) / tile;
    if (tiles < 1) tiles = 1;
    int64_t idx = t % tiles;
    t /= tiles;
    b.lo[i] = idx * op.tile[i];
    b.hi[i] = b.lo[i] + op.tile[i] < op.space[i] ? b.lo[i] + op.tile[i] : op.space[i];
    b.count *= b.hi[i] - b.lo[i];
  }
  return b;
}

// Point p (0 <= p < box.count, row-major within the box) as a multi-index of the space; dims at
// and beyond the rank are 0.
RAMMER_DEVICE void box_point(const Box& b, int64_t p, int64_t* idx) {
  RAMMER_UNROLL
  for (int i = kMaxRank - 1; i >= 0; --i) {
    idx[i] = 0;
    if (i >= b.rank) continue;
    int64_t ext = b.hi[i] - b.lo[i];
    idx[i] = b.lo[i] + p % ext;
    p /= ext;
  }
}

// Element offset of a multi-index (of the tensor's rank) through the tensor's strides.
RAMMER_DEVICE int64_t elem_offset(const TensorDesc& t, const int64_t* idx) {
  int64_t off = 0;
  RAMMER_UNROLL
  for (int i = 0; i < kMaxRank; ++i)
    if (i < t.rank) off += idx[i] * t.strides[i];
  return off;
}

// idx[i] for a run-time i, by constant-index selects (keeps idx in registers).
RAMMER_DEVICE int64_t idx_get(const int64_t* idx, int i) {
  int64_t v = 0;
  RAMMER_UNROLL
  for (int k = 0; k < kMaxRank; ++k)
    v = k == i ? idx[k] : v;  // unconditional loads and stores: no pointer select
  return v;
}

RAMMER_DEVICE void idx_set(int64_t* idx, int i, int64_t v) {
  RAMMER_UNROLL
  for (int k = 0; k < kMaxRank; ++k)
    idx[k] = k == i ? v : idx[k];
}

// Element offset of the row-major flat index `flat` of the tensor's shape (views included).
RAMMER_DEVICE int64_t flat_offset(const TensorDesc& t, int64_t flat) {
  int64_t off = 0;
  for (int i = t.rank - 1; i >= 0; --i) {
    int64_t d = t.shape[i];
    off += (flat % d) * t.strides[i];
    flat /= d;
  }
  return off;
}

// True when the strides are the row-major ones of the shape (flat index == element offset).
RAMMER_DEVICE bool is_contiguous(const TensorDesc& t) {
  int64_t s = 1;
  for (int i = t.rank - 1; i >= 0; --i) {
    if (t.shape[i] != 1 && t.strides[i] != s) return false;
    s *= t.shape[i];
  }
  return true;
}

// True when each index of the first dim is a row-major block of the other dims, the blocks `strides[0]`
// apart (at least a block's size): a matrix of shape[0] rows with contiguous, possibly padded, rows.
// The plan pads a matrix-unit operand's rows to 16 bytes, e.g. a 7x7 conv over 3 channels stores its
// 147 weights per output channel at a stride of 152 halves.
RAMMER_DEVICE bool rows_contiguous(const TensorDesc& t) {
  int64_t s = 1;
  for (int i = t.rank - 1; i >= 1; --i) {
    if (t.shape[i] != 1 && t.strides[i] != s) return false;
    s *= t.shape[i];
  }
  return t.rank == 0 || t.shape[0] == 1 || t.strides[0] >= s;
}

// The distance between the rows of a rows_contiguous tensor (the row size when there is one row).
RAMMER_DEVICE int64_t row_stride(const TensorDesc& t) {
  int64_t s = 1;
  for (int i = t.rank - 1; i >= 1; --i) s *= t.shape[i];
  return t.rank == 0 || t.shape[0] == 1 ? s : t.strides[0];
}

RAMMER_DEVICE int elem_size(int32_t dtype) {
  switch (static_cast<DTypeCode>(dtype)) {
    case DTypeCode::f32: case DTypeCode::i32: return 4;
    case DTypeCode::f16: case DTypeCode::bf16: case DTypeCode::i16: return 2;
    case DTypeCode::i64: case DTypeCode::f64: return 8;
    default: return 1;
  }
}

RAMMER_DEVICE float half_to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1f, man = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0) {
    if (man == 0) {
      bits = sign;
    } else {  // subnormal: normalise
      int e = -1;
      do { ++e; man <<= 1; } while ((man & 0x400u) == 0);
      bits = sign | (static_cast<uint32_t>(112 - e) << 23) | ((man & 0x3ffu) << 13);
    }
  } else if (exp == 31) {
    bits = sign | 0x7f800000u | (man << 13);
  } else {
    bits = sign | ((exp + 112) << 23) | (man << 13);
  }
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

// Round to nearest even, as every IEEE conversion does.
RAMMER_DEVICE uint16_t float_to_half(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  int32_t exp = static_cast<int32_t>((x >> 23) & 0xff) - 127 + 15;
  uint32_t man = x & 0x7fffffu;
  if (((x >> 23) & 0xff) == 0xff) return static_cast<uint16_t>(sign | 0x7c00u | (man ? 0x200u : 0));
  if (exp >= 31) return static_cast<uint16_t>(sign | 0x7c00u);
  if (exp <= 0) {
    if (exp < -10) return static_cast<uint16_t>(sign);
    man |= 0x800000u;
    uint32_t shift = static_cast<uint32_t>(14 - exp);
    uint32_t r = man >> shift, rem = man & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (r & 1))) ++r;
    return static_cast<uint16_t>(sign | r);
  }
  uint32_t r = (static_cast<uint32_t>(exp) << 10) | (man >> 13), rem = man & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (r & 1))) ++r;
  return static_cast<uint16_t>(sign | r);
}

RAMMER_DEVICE uint32_t float_bits(float f) {
  uint32_t u;
  __builtin_memcpy(&u, &f, 4);
  return u;
}

RAMMER_DEVICE float bits_float(uint32_t u) {
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}

// bfloat16: the high 16 bits of a float. Round to nearest even; a NaN stays a (quiet) NaN, which
// plain rounding could carry into the infinity pattern. The one conversion of the project: the
// tensor-core tiles (mma.h), load_f/store_f and the frontend's Tensor all call these.
RAMMER_DEVICE uint16_t float_to_bf16(float f) {
  const uint32_t u = float_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((u >> 16) | 0x40u);  // quiet NaN
  return static_cast<uint16_t>((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

RAMMER_DEVICE float bf16_to_float(uint16_t h) { return bits_float(static_cast<uint32_t>(h) << 16); }

// Element `off` (in elements) of a tensor of `dtype` at `base`, as float.
RAMMER_DEVICE float load_f(int32_t dtype, const void* base, int64_t off) {
  switch (static_cast<DTypeCode>(dtype)) {
    case DTypeCode::f32: return static_cast<const float*>(base)[off];
    case DTypeCode::f16: return half_to_float(static_cast<const uint16_t*>(base)[off]);
    case DTypeCode::i64: return static_cast<float>(static_cast<const int64_t*>(base)[off]);
    case DTypeCode::i32: return static_cast<float>(static_cast<const int32_t*>(base)[off]);
    case DTypeCode::i8: return static_cast<float>(static_cast<const int8_t*>(base)[off]);
    case DTypeCode::u8: return static_cast<float>(static_cast<const uint8_t*>(base)[off]);
    case DTypeCode::i16: return static_cast<float>(static_cast<const int16_t*>(base)[off]);
    case DTypeCode::boolean: return static_cast<const uint8_t*>(base)[off] ? 1.0f : 0.0f;
    case DTypeCode::f64: return static_cast<float>(static_cast<const double*>(base)[off]);
    case DTypeCode::bf16: return bf16_to_float(static_cast<const uint16_t*>(base)[off]);
  }
  return 0.0f;
}

RAMMER_DEVICE void store_f(int32_t dtype, void* base, int64_t off, float v) {
  switch (static_cast<DTypeCode>(dtype)) {
    case DTypeCode::f32: static_cast<float*>(base)[off] = v; return;
    case DTypeCode::f16: static_cast<uint16_t*>(base)[off] = float_to_half(v); return;
    case DTypeCode::i64: static_cast<int64_t*>(base)[off] = static_cast<int64_t>(v); return;
    case DTypeCode::i32: static_cast<int32_t*>(base)[off] = static_cast<int32_t>(v); return;
    case DTypeCode::i8: static_cast<int8_t*>(base)[off] = static_cast<int8_t>(v); return;
    case DTypeCode::u8: static_cast<uint8_t*>(base)[off] = static_cast<uint8_t>(v); return;
    case DTypeCode::i16: static_cast<int16_t*>(base)[off] = static_cast<int16_t>(v); return;
    case DTypeCode::boolean: static_cast<uint8_t*>(base)[off] = v != 0.0f; return;
    case DTypeCode::f64: static_cast<double*>(base)[off] = static_cast<double>(v); return;
    case DTypeCode::bf16: static_cast<uint16_t*>(base)[off] = float_to_bf16(v); return;
  }
}

// Raw copy of one element of `size` bytes (data movement keeps every dtype bit-exact).
RAMMER_DEVICE void copy_elem(int size, void* dst, int64_t doff, const void* src, int64_t soff) {
  switch (size) {
    case 8: static_cast<uint64_t*>(dst)[doff] = static_cast<const uint64_t*>(src)[soff]; return;
    case 4: static_cast<uint32_t*>(dst)[doff] = static_cast<const uint32_t*>(src)[soff]; return;
    case 2: static_cast<uint16_t*>(dst)[doff] = static_cast<const uint16_t*>(src)[soff]; return;
    default: static_cast<uint8_t*>(dst)[doff] = static_cast<const uint8_t*>(src)[soff]; return;
  }
}

// Float element of operand slot `slot` at a multi-index of its rank.
RAMMER_DEVICE float load_at(const OpDesc& op, const TensorDesc* tensors, void* const* ptrs, int slot,
                            const int64_t* idx) {
  const TensorDesc& t = tensors[op.operands[slot]];
  return load_f(t.dtype, ptrs[op.operands[slot]], elem_offset(t, idx));
}

RAMMER_DEVICE float fmaxf_(float a, float b) { return a > b ? a : b; }
RAMMER_DEVICE float fminf_(float a, float b) { return a < b ? a : b; }
RAMMER_DEVICE int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
RAMMER_DEVICE int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

// Block-wide reductions through `red` (kThreads floats of shared memory): every thread passes its
// partial in `v`; every thread gets the result. Two syncs inside; `red` may be reused afterwards.
template <int kThreads, class Combine>
RAMMER_DEVICE float block_reduce(Block<kThreads>& b, SharedPtr<float> red, PerThread<float, kThreads>& v,
                                 Combine combine) {
  b.threads([&](int t) { red[t] = v(t); });
  b.sync();
  for (int s = kThreads / 2; s > 0; s >>= 1) {
    b.threads([&](int t) {
      if (t < s) red[t] = combine(red[t], red[t + s]);
    });
    b.sync();
  }
  float r = 0.0f;
  b.threads([&](int t) { v(t) = red[0]; });
  b.sync();
  b.threads([&](int t) { r = v(t); });
  return r;
}

template <int kThreads>
RAMMER_DEVICE float block_sum(Block<kThreads>& b, SharedPtr<float> red, PerThread<float, kThreads>& v) {
  return block_reduce(b, red, v, [](float x, float y) { return x + y; });
}

template <int kThreads>
RAMMER_DEVICE float block_max(Block<kThreads>& b, SharedPtr<float> red, PerThread<float, kThreads>& v) {
  return block_reduce(b, red, v, [](float x, float y) { return fmaxf_(x, y); });
}

}  // namespace rammer::kernels
