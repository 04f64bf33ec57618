// Data-movement tiles: copy (a strided view to a dense or strided output), concat and pad. Elements
// move as raw bytes of their dtype's size, so every dtype is bit-exact.
//
// Expects (op_desc.h): space = y's shape for all three.
// copy: operands 0 x (a view with y's shape: Transpose, Slice, Expand, Split are strides/offsets),
//       1 y.
// concat: operands 0..count-1 the inputs, operand `count` the output; params: ConcatParams (the
//       axis, each input's start along it, a fused Relu).
// pad: operands 0 x, 1 y; params: PadParams (the mode, pads_begin per dim, the constant, which is
//       converted to y's dtype).
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
  const ConcatParams cp = ConcatParams::unpack(op);
  const int axis = cp.axis;
  const int count = cp.count;
  const TensorDesc& y = tensors[op.operands[count]];
  const int size = elem_size(y.dtype);
  const bool relu = cp.relu;  // f32 (the plan's guarantee)
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t yo = elem_offset(y, idx);
      const int64_t a = idx_get(idx, axis);
      for (int j = 0; j < count; ++j) {
        const TensorDesc& x = tensors[op.operands[j]];
        const int64_t start = cp.start[j];
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
RAMMER_DEVICE int64_t pad_source(PadMode mode, int64_t o, int64_t n) {
  if (o >= 0 && o < n) return o;
  switch (mode) {
    case PadMode::edge: return o < 0 ? 0 : n - 1;
    case PadMode::reflect: {
      if (n == 1) return 0;
      const int64_t period = 2 * (n - 1);
      int64_t m = o % period;
      if (m < 0) m += period;
      return m < n ? m : period - m;
    }
    case PadMode::wrap: {
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
  const PadParams pp = PadParams::unpack(op);
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
        const int64_t s = pad_source(pp.mode, idx[i] - pp.pad_begin[i], x.shape[i]);
        if (s < 0) constant = true;
        xo += s * x.strides[i];
      }
      if (constant) {
        store_f(y.dtype, ptrs[op.operands[1]], yo, pp.value);
      } else {
        copy_elem(size, ptrs[op.operands[1]], yo, ptrs[op.operands[0]], xo);
      }
    }
  });
}

}  // namespace rammer::kernels
