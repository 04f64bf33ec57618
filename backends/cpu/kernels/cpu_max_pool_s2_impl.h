// MaxPool 3x3 with stride 2 (the stem pools of ResNet, DenseNet and ShuffleNet) on the CPU,
// compiled once per ISA inside RAMMER_CPU_NS; pool_tile (cpu_pool_impl.h) dispatches here.
//
// The window's max is separable. Per channel, each input row the box's windows reach is reduced
// once to its horizontal maxima h[ow] = max(x[2 ow - pl], x[2 ow - pl + 1], x[2 ow - pl + 2]) (the
// even, odd and next even elements of two deinterleaved loads), and each output row is then the
// max of three h rows. An input row serves two output rows, and no plane is copied (the general
// stride-2 path builds padded polyphase planes first). Cells outside the input are -inf, so they
// never win; a window with no input cell gives -inf, as kernels/pool.h. NaN is skipped as there:
// each max takes the new value as its first operand, and the vector max returns its second when
// either is NaN.
#pragma once

#include <algorithm>
#include <limits>

#include "backends/cpu/kernels/cpu_depthwise_impl.h"
#include "backends/cpu/kernels/cpu_steps_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Whether max_pool_3x3_s2 runs the pool: 3x3 max, stride 2, dilation 1, x rows contiguous.
inline bool max_pool_3x3_s2_applies(const k::PoolParams& pp, const k::TensorDesc& X) {
  return pp.mode == k::PoolMode::max && pp.kernel[0] == 3 && pp.kernel[1] == 3 && pp.stride[0] == 2 &&
         pp.stride[1] == 2 && pp.dilation[0] == 1 && pp.dilation[1] == 1 && X.strides[3] == 1;
}

// The pool of box b (max_pool_3x3_s2_applies holds).
inline void max_pool_3x3_s2(const k::PoolParams& pp, const k::TensorDesc& X, const k::TensorDesc& Y,
                            const float* xp, float* yp, const Box& b) {
  using S = Simd;
  constexpr int64_t W = S::W;
  constexpr float kNegInf = -std::numeric_limits<float>::infinity();
  const int64_t IH = X.shape[2], IW = X.shape[3], pt = pp.pad_begin[0], pl = pp.pad_begin[1];
  const int64_t lo = b.lo[3], len = b.extent(3), nv = (len + W - 1) / W, row = nv * W;
  // The input rows the box's windows reach, clipped to the input.
  const int64_t ih_lo = std::max<int64_t>(0, 2 * b.lo[2] - pt);
  const int64_t ih_hi = std::min<int64_t>(IH, 2 * (b.hi[2] - 1) - pt + 3);
  const int64_t nrows = std::max<int64_t>(0, ih_hi - ih_lo);
  float* h = scratch(kAcc, static_cast<size_t>((nrows + 1) * row));
  float* out_row = h + nrows * row;  // a strided output row before store_run
  const bool dense_y = Y.strides[3] == 1;
  const S::V ninf = S::set1(kNegInf);
  // The even and odd elements of row xr's 2W cells from column c (cells outside the row are -inf).
  auto load_pairs = [&](const float* xr, int64_t c, S::V* even, S::V* odd) {
    if (c >= 0 && c + 2 * W <= IW) {
      deinterleave2(S::load(xr + c), S::load(xr + c + W), even, odd);
    } else {
      deinterleave2(load_bordered(xr, c, IW, kNegInf, false), load_bordered(xr, c + W, IW, kNegInf, false), even,
                    odd);
    }
  };
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
    for (int64_t c = b.lo[1]; c < b.hi[1]; ++c) {
      const float* xc = xp + n * X.strides[0] + c * X.strides[1];
      for (int64_t r = 0; r < nrows; ++r) {
        const float* xr = xc + (ih_lo + r) * X.strides[2];
        float* hr = h + r * row;
        for (int64_t v = 0; v < nv; ++v) {
          const int64_t c0 = 2 * (lo + v * W) - pl;
          S::V e, o, e2, o2;
          load_pairs(xr, c0, &e, &o);
          load_pairs(xr, c0 + 2, &e2, &o2);
          S::store(hr + v * W, S::max(e2, S::max(o, S::max(e, ninf))));
        }
      }
      for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh) {
        const int64_t r0 = 2 * oh - pt - ih_lo;  // the h row of the window's first row
        const int64_t ra = std::max<int64_t>(0, r0), rb = std::min<int64_t>(nrows, r0 + 3);
        const int64_t yoff = n * Y.strides[0] + c * Y.strides[1] + oh * Y.strides[2] + lo * Y.strides[3];
        float* yr = dense_y ? yp + yoff : out_row;
        for (int64_t v = 0; v < nv; ++v) {
          S::V acc = ninf;
          for (int64_t r = ra; r < rb; ++r) acc = S::max(S::load(h + r * row + v * W), acc);
          if ((v + 1) * W <= len) {
            S::store(yr + v * W, acc);
          } else {
            store_head(yr + v * W, acc, len - v * W);
          }
        }
        if (!dense_y) store_run(yp, yoff, Y.strides[3], out_row, len);
      }
    }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
