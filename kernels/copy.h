// Data-movement tiles: copy (a strided view to a dense or strided output), concat and pad. Elements
// move as raw bytes of their dtype's size, so every dtype is bit-exact.
//
// Expects (op_desc.h): space = y's shape for all three.
// copy: operands 0 x (a view with y's shape: Transpose, Slice, Expand, Split are strides/offsets),
//       1 y.
// concat: operands 0..count-1 the inputs, operand `count` the output; params 0 axis, 1 count,
//       2 + j input j's start along axis.
// pad: operands 0 x, 1 y; params 0 mode (0 constant, 1 edge, 2 reflect, 3 wrap), 1 + i pads_begin
//       of dim i; fparams 0 the constant (converted to y's dtype).
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

template <int kThreads>
RAMMER_DEVICE void copy_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                             void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& y = tensors[op.operands[1]];
  const int size = elem_size(y.dtype);
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      copy_elem(size, ptrs[op.operands[1]], elem_offset(y, idx), ptrs[op.operands[0]], elem_offset(x, idx));
    }
  });
}

template <int kThreads>
RAMMER_DEVICE void concat_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                               void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const int axis = static_cast<int>(op.params[0]);
  const int count = static_cast<int>(op.params[1]);
  const TensorDesc& y = tensors[op.operands[count]];
  const int size = elem_size(y.dtype);
  const bool relu = op.params[2 + count] != 0;  // f32 (the plan's guarantee)
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t yo = elem_offset(y, idx);
      const int64_t a = idx_get(idx, axis);
      for (int j = 0; j < count; ++j) {
        const TensorDesc& x = tensors[op.operands[j]];
        const int64_t start = op.params[2 + j];
        if (a < start || a >= start + x.shape[axis]) continue;
        idx_set(idx, axis, a - start);
        if (relu) {
          const float v = static_cast<const float*>(ptrs[op.operands[j]])[elem_offset(x, idx)];
          static_cast<float*>(ptrs[op.operands[count]])[yo] = v > 0.0f ? v : 0.0f;
        } else {
          copy_elem(size, ptrs[op.operands[count]], yo, ptrs[op.operands[j]], elem_offset(x, idx));
        }
        break;
      }
    }
  });
}

// Source coordinate of output coordinate `o` along a dim of input extent n, or -1 for the constant.
RAMMER_DEVICE int64_t pad_source(int mode, int64_t o, int64_t n) {
  if (o >= 0 && o < n) return o;
  switch (mode) {
    case 1: return o < 0 ? 0 : n - 1;
    case 2: {
      if (n == 1) return 0;
      const int64_t period = 2 * (n - 1);
      int64_t m = o % period;
      if (m < 0) m += period;
      return m < n ? m : period - m;
    }
    case 3: {
      int64_t m = o % n;
      return m < 0 ? m + n : m;
    }
    default: return -1;
  }
}

template <int kThreads>
RAMMER_DEVICE void pad_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                            void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const int mode = static_cast<int>(op.params[0]);
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& y = tensors[op.operands[1]];
  const int size = elem_size(y.dtype);
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t yo = elem_offset(y, idx);
      int64_t xo = 0;
      bool constant = false;
      RAMMER_UNROLL
      for (int i = 0; i < kMaxRank; ++i) {
        if (i >= x.rank) continue;
        const int64_t s = pad_source(mode, idx[i] - op.params[1 + i], x.shape[i]);
        if (s < 0) constant = true;
        xo += s * x.strides[i];
      }
      if (constant) {
        store_f(y.dtype, ptrs[op.operands[1]], yo, op.fparams[0]);
      } else {
        copy_elem(size, ptrs[op.operands[1]], yo, ptrs[op.operands[0]], xo);
      }
    }
  });
}

}  // namespace rammer::kernels
