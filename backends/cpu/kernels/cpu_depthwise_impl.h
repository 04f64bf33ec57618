// Direct depthwise 2-D convolution (one input and one output channel per group) and the conv
// geometry both conv kernels share. Part of the per-ISA CPU kernels (see cpu_tile_impl.h).
#pragma once

#include "backends/cpu/kernels/cpu_steps_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

struct ConvGeom {
  int nd = 0;
  int64_t group = 1, Cg = 0, Mg = 0, ks = 1, Kdim = 0;
  int64_t kern[3] = {1, 1, 1}, str[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, pad[3] = {0, 0, 0};
  int64_t in[3] = {1, 1, 1};
};

inline bool contiguous(const k::TensorDesc& d) {
  int64_t s = 1;
  for (int i = d.rank - 1; i >= 0; --i) {
    if (d.shape[i] != 1 && d.strides[i] != s) return false;
    s *= d.shape[i];
  }
  return true;
}

// Depthwise 2-D conv (one input channel per group, one output channel per group): direct loops,
// vectorised along the output row when the stride is 1.
inline void depthwise2d(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                        const Box& b, const ConvGeom& g) {
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  const float* wp = static_cast<const float*>(ptrs[o[1]]);
  const float* bias = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
  const int64_t bias_st = o[2] >= 0 ? T[o[2]].strides[0] : 0;
  const int64_t lo = b.lo[3], hi = b.hi[3], len = hi - lo;
  const int64_t IH = g.in[0], IW = g.in[1], sh = g.str[0], sw = g.str[1];
  const int64_t xs2 = X.strides[2], xs3 = X.strides[3];
  float* row = scratch(kAcc, static_cast<size_t>(len));
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t m = b.lo[1]; m < b.hi[1]; ++m) {
      const float* xc = xp + n * X.strides[0] + m * X.strides[1];
      const float* wm = wp + m * g.ks;
      const float bv = bias ? bias[m * bias_st] : 0.0f;
      for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh) {
        std::fill(row, row + len, bv);
        for (int64_t kh = 0; kh < g.kern[0]; ++kh) {
          const int64_t ih = oh * sh - g.pad[0] + kh * g.dil[0];
          if (ih < 0 || ih >= IH) continue;
          const float* xr = xc + ih * xs2;
          for (int64_t kw = 0; kw < g.kern[1]; ++kw) {
            const float wv = wm[kh * g.kern[1] + kw];
            const int64_t off = kw * g.dil[1] - g.pad[1];
            // Valid ow: 0 <= ow * sw + off <= IW - 1.
            int64_t ow_lo = off >= 0 ? 0 : (-off + sw - 1) / sw;
            int64_t ow_hi = IW - 1 - off >= 0 ? (IW - 1 - off) / sw + 1 : 0;
            ow_lo = std::max(ow_lo, lo);
            ow_hi = std::min(ow_hi, hi);
            if (sw == 1 && xs3 == 1) {
              const float* xs = xr + off;
              for (int64_t ow = ow_lo; ow < ow_hi; ++ow) row[ow - lo] += wv * xs[ow];
            } else {
              for (int64_t ow = ow_lo; ow < ow_hi; ++ow) row[ow - lo] += wv * xr[(ow * sw + off) * xs3];
            }
          }
        }
        const int64_t idx[4] = {n, m, oh, lo};
        finish_run(op, T, ptrs, idx, row, len);
      }
    }
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
