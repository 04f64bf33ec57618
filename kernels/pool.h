// Pooling tile (OpKind::pool): MaxPool (with the optional i64 indices output), AveragePool
// (count_include_pad) and LpPool over 1-3 spatial dims; one output point per thread iteration.
//
// Expects (op_desc.h): space = y's shape [N, C, spatial...]; operands 0 x, 1 y, 2 indices or -1;
// params: PoolParams (kernels/op_params.h). Semantics of frontend/ops/pool.cc:
// padding cells never win a max; the average divisor counts the window cells inside
// [-pads_begin, in + pads_end) with count_include_pad, else inside [0, in); MaxPool indices are
// flat offsets into x ((n*C + c) * spatial + position; column-major position for storage_order 1).
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

template <int kThreads>
RAMMER_DEVICE void pool_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                             void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const PoolParams pp = PoolParams::unpack(op);
  const int nd = pp.nd;
  const PoolMode mode = pp.mode;
  const bool include_pad = pp.count_include_pad;
  const float p_norm = static_cast<float>(pp.p);
  const bool col_major = pp.storage_order == 1;
  const TensorDesc& x = tensors[op.operands[0]];
  const void* px = ptrs[op.operands[0]];
  int64_t kvol = 1, spatial = 1;
  for (int i = 0; i < nd; ++i) {
    kvol *= pp.kernel[i];
    spatial *= x.shape[2 + i];
  }
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t base = idx[0] * x.strides[0] + idx[1] * x.strides[1];
      float acc = mode == PoolMode::max ? -INFINITY : 0.0f;
      int64_t best = -1, cells = 0;
      for (int64_t kp = 0; kp < kvol; ++kp) {
        int64_t rest = kp, off = base, pos = 0, cstride = 1;
        bool inside = true, in_padded = true;
        RAMMER_UNROLL
        for (int i = kMaxRank - 3; i >= 0; --i) {
          if (i >= nd) continue;
          const int64_t k = rest % pp.kernel[i];
          rest /= pp.kernel[i];
          const int64_t in = idx[2 + i] * pp.stride[i] - pp.pad_begin[i] + k * pp.dilation[i];
          if (in < 0 || in >= x.shape[2 + i]) inside = false;
          if (in < -pp.pad_begin[i] || in >= x.shape[2 + i] + pp.pad_end[i]) in_padded = false;
          off += in * x.strides[2 + i];
          pos += in * cstride;  // row-major position, built from the last dim
          cstride *= x.shape[2 + i];
        }
        if (include_pad ? in_padded : inside) ++cells;
        if (!inside) continue;
        const float v = load_f(x.dtype, px, off);
        if (mode == PoolMode::max) {
          if (v > acc || best < 0) {
            acc = v;
            best = pos;
          }
        } else if (mode == PoolMode::avg) {
          acc += v;
        } else {
          acc += powf(v < 0.0f ? -v : v, p_norm);
        }
      }
      if (mode == PoolMode::avg) acc = cells > 0 ? acc / static_cast<float>(cells) : 0.0f;
      if (mode == PoolMode::lp) acc = powf(acc, 1.0f / p_norm);
      const TensorDesc& y = tensors[op.operands[1]];
      store_f(y.dtype, ptrs[op.operands[1]], elem_offset(y, idx), acc);
      if (mode == PoolMode::max && op.operands[2] >= 0) {
        int64_t position = best < 0 ? 0 : best;
        if (col_major) {
          int64_t rm = position, cm = 0, s = 1;
          int64_t coord[kMaxRank];
          RAMMER_UNROLL
          for (int i = kMaxRank - 3; i >= 0; --i) {
            coord[i] = 0;
            if (i >= nd) continue;
            coord[i] = rm % x.shape[2 + i];
            rm /= x.shape[2 + i];
          }
          RAMMER_UNROLL
          for (int i = 0; i < kMaxRank - 2; ++i) {
            if (i >= nd) continue;
            cm += coord[i] * s;
            s *= x.shape[2 + i];
          }
          position = cm;
        }
        const TensorDesc& ind = tensors[op.operands[2]];
        static_cast<int64_t*>(ptrs[op.operands[2]])[elem_offset(ind, idx)] =
            (idx[0] * x.shape[1] + idx[1]) * spatial + position;
      }
    }
  });
}

}  // namespace rammer::kernels
