// Row tile (OpKind::row): softmax, log_softmax, hardmax and layer_norm on x viewed as [rows, cols].
// The whole block cooperates on one row at a time (strided loads, shared-memory tree reductions),
// so a few long rows still use every thread.
//
// Expects (op_desc.h): space = [rows]; params: RowParams (the op, cols, epsilon). softmax family:
// operands 0 x, 1 y. layer_norm: 0 x, 1 scale [cols], 2 bias or -1, 3 y, 4 mean or -1, 5 inv_std
// or -1 (rows elements each). Views are addressed through the row-major flat index of their shape.
// Shared memory: kThreads floats. kThreads must be a power of two.
// Hardmax marks the first maximum of the row, as ONNX says.
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

RAMMER_DEVICE int64_t view_offset(const TensorDesc& t, bool contiguous, int64_t flat) {
  return contiguous ? flat : flat_offset(t, flat);
}

template <int kThreads>
RAMMER_DEVICE void row_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                            void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const RowParams rp = RowParams::unpack(op);
  const RowOp rop = rp.op;
  const int64_t cols = rp.cols;
  const TensorDesc& x = tensors[op.operands[0]];
  const void* px = ptrs[op.operands[0]];
  const bool x_c = is_contiguous(x);
  const int y_slot = rop == RowOp::layer_norm ? 3 : 1;
  const TensorDesc& y = tensors[op.operands[y_slot]];
  void* py = ptrs[op.operands[y_slot]];
  const bool y_c = is_contiguous(y);
  b.reset_shared();
  SharedPtr<float> red = b.template shared<float>(kThreads);
  PerThread<float, kThreads> part;
  for (int64_t row = box.lo[0]; row < box.hi[0]; ++row) {
    const int64_t r0 = row * cols;
    if (rop == RowOp::layer_norm) {
      b.threads([&](int t) {
        float s = 0.0f;
        for (int64_t c = t; c < cols; c += kThreads) s += load_f(x.dtype, px, view_offset(x, x_c, r0 + c));
        part(t) = s;
      });
      const float mean = block_sum(b, red, part) / static_cast<float>(cols);
      b.threads([&](int t) {
        float s = 0.0f;
        for (int64_t c = t; c < cols; c += kThreads) {
          const float d = load_f(x.dtype, px, view_offset(x, x_c, r0 + c)) - mean;
          s += d * d;
        }
        part(t) = s;
      });
      const float var = block_sum(b, red, part) / static_cast<float>(cols);
      const float inv_std = 1.0f / sqrtf(var + rp.epsilon);
      const TensorDesc& sc = tensors[op.operands[1]];
      b.threads([&](int t) {
        for (int64_t c = t; c < cols; c += kThreads) {
          float v = (load_f(x.dtype, px, view_offset(x, x_c, r0 + c)) - mean) * inv_std;
          v *= load_f(sc.dtype, ptrs[op.operands[1]], flat_offset(sc, c));
          if (op.operands[2] >= 0) {
            const TensorDesc& bi = tensors[op.operands[2]];
            v += load_f(bi.dtype, ptrs[op.operands[2]], flat_offset(bi, c));
          }
          store_f(y.dtype, py, view_offset(y, y_c, r0 + c), v);
        }
        if (t == 0 && op.operands[4] >= 0) {
          const TensorDesc& m = tensors[op.operands[4]];
          store_f(m.dtype, ptrs[op.operands[4]], flat_offset(m, row), mean);
        }
        if (t == 0 && op.operands[5] >= 0) {
          const TensorDesc& is = tensors[op.operands[5]];
          store_f(is.dtype, ptrs[op.operands[5]], flat_offset(is, row), inv_std);
        }
      });
      continue;
    }
    b.threads([&](int t) {
      float m = -INFINITY;
      for (int64_t c = t; c < cols; c += kThreads) m = fmaxf_(m, load_f(x.dtype, px, view_offset(x, x_c, r0 + c)));
      part(t) = m;
    });
    const float mx = block_max(b, red, part);
    if (rop == RowOp::hardmax) {
      // The first column holding the maximum: a block-wide min over candidate columns.
      b.threads([&](int t) {
        float first = static_cast<float>(cols);
        for (int64_t c = t; c < cols; c += kThreads)
          if (load_f(x.dtype, px, view_offset(x, x_c, r0 + c)) == mx) {
            first = static_cast<float>(c);
            break;
          }
        part(t) = -first;
      });
      const int64_t arg = static_cast<int64_t>(-block_max(b, red, part));
      b.threads([&](int t) {
        for (int64_t c = t; c < cols; c += kThreads)
          store_f(y.dtype, py, view_offset(y, y_c, r0 + c), c == arg ? 1.0f : 0.0f);
      });
      continue;
    }
    b.threads([&](int t) {
      float s = 0.0f;
      for (int64_t c = t; c < cols; c += kThreads) s += expf(load_f(x.dtype, px, view_offset(x, x_c, r0 + c)) - mx);
      part(t) = s;
    });
    const float sum = block_sum(b, red, part);
    const float log_sum = logf(sum);
    b.threads([&](int t) {
      for (int64_t c = t; c < cols; c += kThreads) {
        const float d = load_f(x.dtype, px, view_offset(x, x_c, r0 + c)) - mx;
        store_f(y.dtype, py, view_offset(y, y_c, r0 + c), rop == RowOp::softmax ? expf(d) / sum : d - log_sum);
      }
    });
  }
}

}  // namespace rammer::kernels
