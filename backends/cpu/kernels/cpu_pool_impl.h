// CPU tile kernel for 2-D MaxPool / AveragePool (and their Global forms), compiled once per ISA
// inside RAMMER_CPU_NS. Semantics of kernels/pool.h: padding cells never win a max (a window with no
// input cell gives -inf); the average divides by the window cells inside [-pads_begin, in + pads_end)
// with count_include_pad, else inside [0, in). Declines (returns false) for LpPool, MaxPool's
// indices output, other spatial ranks and non-f32 tensors.
//
// One output row (n, c, oh, [ow0, ow1)) at a time: for each window row kh and column kw the valid
// output columns form one interval, so the inner loop is a branch-free strided (unit stride when
// stride_w is 1) max/add the compiler vectorises. A global pool (the window covers the input, one
// output) reduces each channel's plane directly.
#pragma once

#include <limits>

#include "backends/cpu/kernels/cpu_steps_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

inline bool pool_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const int64_t nd = op.params[0], mode = op.params[1];
  if (nd != 2 || op.rank != 4 || (mode != 0 && mode != 1) || o[2] >= 0) return false;
  if (o[0] < 0 || o[1] < 0 || !is_f32(T, o[0]) || !is_f32(T, o[1])) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[1]];
  if (X.rank != 4 || Y.rank != 4) return false;
  const bool include_pad = op.params[2] != 0;
  const int64_t* kern = op.params + 5;
  const int64_t* str = op.params + 7;
  const int64_t* dil = op.params + 9;
  const int64_t* pb = op.params + 11;
  const int64_t* pe = op.params + 13;
  const int64_t IH = X.shape[2], IW = X.shape[3];
  const Box b = task_box(op, task);
  for (int dd = 0; dd < 4; ++dd)
    if (b.extent(dd) <= 0) return true;
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[1]]);
  const int64_t xs2 = X.strides[2], xs3 = X.strides[3];
  const int64_t lo = b.lo[3], len = b.extent(3);
  const bool global = op.space[2] == 1 && op.space[3] == 1 && kern[0] == IH && kern[1] == IW &&
                      pb[0] == 0 && pb[1] == 0 && pe[0] == 0 && pe[1] == 0 && dil[0] == 1 && dil[1] == 1;
  if (global) {
    for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
      for (int64_t c = b.lo[1]; c < b.hi[1]; ++c) {
        const float* xc = xp + n * X.strides[0] + c * X.strides[1];
        float acc = mode == 0 ? -std::numeric_limits<float>::infinity() : 0.0f;
        for (int64_t ih = 0; ih < IH; ++ih) {
          const float* xr = xc + ih * xs2;
          if (mode == 0) {
            for (int64_t iw = 0; iw < IW; ++iw) acc = std::max(acc, xr[iw * xs3]);
          } else if (xs3 == 1) {
            typename Simd::V v = Simd::zero();
            int64_t iw = 0;
            for (; iw + Simd::W <= IW; iw += Simd::W) v = Simd::add(v, Simd::load(xr + iw));
            acc += Simd::sum(v);
            for (; iw < IW; ++iw) acc += xr[iw];
          } else {
            for (int64_t iw = 0; iw < IW; ++iw) acc += xr[iw * xs3];
          }
        }
        if (mode == 1) acc = IH * IW > 0 ? acc / static_cast<float>(IH * IW) : 0.0f;
        const int64_t idx[4] = {n, c, 0, 0};
        yp[view_offset(Y, idx)] = acc;
      }
    return true;
  }
  float* row = scratch(kAcc, static_cast<size_t>(2 * len));
  float* cnt_w = row + len;  // per output column: window columns counted by the divisor
  for (int64_t ow = lo; ow < lo + len; ++ow) {
    int64_t c = 0;
    for (int64_t kw = 0; kw < kern[1]; ++kw) {
      const int64_t iw = ow * str[1] - pb[1] + kw * dil[1];
      c += include_pad ? (iw >= -pb[1] && iw < IW + pe[1]) : (iw >= 0 && iw < IW);
    }
    cnt_w[ow - lo] = static_cast<float>(c);
  }
  const float init = mode == 0 ? -std::numeric_limits<float>::infinity() : 0.0f;
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
    for (int64_t c = b.lo[1]; c < b.hi[1]; ++c) {
      const float* xc = xp + n * X.strides[0] + c * X.strides[1];
      for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh) {
        std::fill(row, row + len, init);
        int64_t cnt_h = 0;
        for (int64_t kh = 0; kh < kern[0]; ++kh) {
          const int64_t ih = oh * str[0] - pb[0] + kh * dil[0];
          cnt_h += include_pad ? (ih >= -pb[0] && ih < IH + pe[0]) : (ih >= 0 && ih < IH);
          if (ih < 0 || ih >= IH) continue;
          const float* xr = xc + ih * xs2;
          for (int64_t kw = 0; kw < kern[1]; ++kw) {
            const int64_t off = kw * dil[1] - pb[1];
            // Valid ow: 0 <= ow * sw + off <= IW - 1, clipped to the box.
            const int64_t sw = str[1];
            int64_t ow_lo = off >= 0 ? 0 : (-off + sw - 1) / sw;
            int64_t ow_hi = IW - 1 - off >= 0 ? (IW - 1 - off) / sw + 1 : 0;
            ow_lo = std::max(ow_lo, lo);
            ow_hi = std::min(ow_hi, lo + len);
            const float* xs = xr + off * xs3;
            float* r = row - lo;
            const int64_t step = sw * xs3;
            if (mode == 0) {
              if (step == 1) {
                for (int64_t ow = ow_lo; ow < ow_hi; ++ow) r[ow] = std::max(r[ow], xs[ow]);
              } else {
                for (int64_t ow = ow_lo; ow < ow_hi; ++ow) r[ow] = std::max(r[ow], xs[ow * step]);
              }
            } else if (step == 1) {
              for (int64_t ow = ow_lo; ow < ow_hi; ++ow) r[ow] += xs[ow];
            } else {
              for (int64_t ow = ow_lo; ow < ow_hi; ++ow) r[ow] += xs[ow * step];
            }
          }
        }
        if (mode == 1)
          for (int64_t j = 0; j < len; ++j) {
            const float cells = static_cast<float>(cnt_h) * cnt_w[j];
            row[j] = cells > 0.0f ? row[j] / cells : 0.0f;
          }
        const int64_t idx[4] = {n, c, oh, lo};
        store_run(yp, view_offset(Y, idx), Y.strides[3], row, len);
      }
    }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
