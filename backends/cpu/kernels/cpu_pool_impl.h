// CPU tile kernel for 2-D MaxPool / AveragePool (and their Global forms), compiled once per ISA
// inside RAMMER_CPU_NS. Semantics of kernels/pool.h: padding cells never win a max (a window with no
// input cell gives -inf); the average divides by the window cells inside [-pads_begin, in + pads_end)
// with count_include_pad, else inside [0, in). Declines (returns false) for LpPool, MaxPool's
// indices output, other spatial ranks and non-f32 tensors.
//
// Per channel, the box's input rows go into a WindowPlane (cpu_depthwise_impl.h) bordered with
// -inf (max) or 0 (sum), so every tap is one unaligned vector load with no bounds checks; blocks
// of RB output rows x NB vectors keep their accumulators in registers across the window. The
// average divides by cnt_h(oh) * cnt_w(ow), the in-window cells the divisor counts. A global pool
// (the window covers the input, one output) reduces each channel's plane directly.
#pragma once

#include <limits>
#include <type_traits>

#include "backends/cpu/kernels/cpu_depthwise_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Where a pool block writes: rows of `out` (stride `step`), the first `valid` columns; for the
// average, the divisor's row factors cnt_h[r] and column factors cnt_w[u * W + lane].
struct PoolOut {
  float* out;
  int64_t step, valid;
  const float* cnt_h;
  const float* cnt_w;
};

// Output rows [0, RB) x columns [0, NB * W): max (kMax) or average over the window taps.
template <int NB, int RB, bool kMax>
inline void pool_block(const DwPlane& p, const PoolOut& o) {
  using S = Simd;
  typename S::V acc[RB][NB];
  const typename S::V init = S::set1(kMax ? -std::numeric_limits<float>::infinity() : 0.0f);
  for (int r = 0; r < RB; ++r)
    for (int u = 0; u < NB; ++u) acc[r][u] = init;
  for (int64_t kh = 0; kh < p.KH; ++kh) {
    const float* rk = p.in + kh * p.kh_step;
    for (int64_t kw = 0; kw < p.KW; ++kw) {
      const float* src = rk + p.tap_off[kw];
      for (int r = 0; r < RB; ++r)
        for (int u = 0; u < NB; ++u) {
          const typename S::V x = S::load(src + r * p.row_step + u * S::W);
          acc[r][u] = kMax ? S::max(acc[r][u], x) : S::add(acc[r][u], x);
        }
    }
  }
  for (int r = 0; r < RB; ++r) {
    float* out = o.out + r * o.step;
    for (int u = 0; u < NB; ++u) {
      typename S::V v = acc[r][u];
      if (!kMax) {
        // No counted cell (the window lies in uncounted padding): the sum is 0, and so is 0 / 1.
        const typename S::V cells = S::max(S::mul(S::set1(o.cnt_h[r]), S::load(o.cnt_w + u * S::W)), S::set1(1.0f));
        v = S::div(v, cells);
      }
      const int64_t c = static_cast<int64_t>(u) * S::W;
      if (c + S::W <= o.valid) {
        S::store(out + c, v);
      } else if (c < o.valid) {
        float t[S::W];
        S::store(t, v);
        for (int64_t j = c; j < o.valid; ++j) out[j] = t[j - c];
      }
    }
  }
}

template <int NB>
inline void pool_block_rows(int64_t mode, int64_t rb, const DwPlane& p, const PoolOut& o) {
  constexpr int RB = NB == 1 ? 4 : 2;
  auto one = [&](auto max_tag, auto rows_tag, const DwPlane& q, const PoolOut& oo) {
    pool_block<NB, decltype(rows_tag)::value, decltype(max_tag)::value>(q, oo);
  };
  using T1 = std::true_type;
  using F1 = std::false_type;
  using RBc = std::integral_constant<int, RB>;
  using R1 = std::integral_constant<int, 1>;
  if (rb == RB) {
    if (mode == 0) one(T1{}, RBc{}, p, o); else one(F1{}, RBc{}, p, o);
    return;
  }
  DwPlane q = p;
  PoolOut oo = o;
  for (int64_t r = 0; r < rb; ++r, q.in += p.row_step, oo.out += o.step, ++oo.cnt_h) {
    if (mode == 0) one(T1{}, R1{}, q, oo); else one(F1{}, R1{}, q, oo);
  }
}

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
  constexpr int64_t W = Simd::W;
  const int64_t KH = kern[0], KW = kern[1], sh = str[0], sw = str[1];
  const int64_t nv = (len + W - 1) / W;
  const WindowPlane plane = window_plane(b, nv, KH, KW, sh, sw, dil[0], dil[1], pb[0], pb[1]);
  const int64_t rf = plane.row_floats();
  // Per output column (padded to whole vectors): window columns the divisor counts.
  float* cnt_w = scratch(kAcc, static_cast<size_t>(nv * W));
  for (int64_t t = 0; t < nv * W; ++t) {
    int64_t c = 0;
    for (int64_t kw = 0; kw < KW && t < len; ++kw) {
      const int64_t iw = (lo + t) * sw - pb[1] + kw * dil[1];
      c += include_pad ? (iw >= -pb[1] && iw < IW + pe[1]) : (iw >= 0 && iw < IW);
    }
    cnt_w[t] = static_cast<float>(c);
  }
  int64_t* tap_off = reinterpret_cast<int64_t*>(scratch(kCoords, static_cast<size_t>(2 * KW)));
  for (int64_t kw = 0; kw < KW; ++kw) tap_off[kw] = plane.tap_off(kw * dil[1]);
  const DwPlane geom{nullptr, sh * rf, dil[0] * rf, tap_off, KH, KW};
  const bool direct = Y.strides[3] == 1;
  float* rows = scratch(kStepTmp, static_cast<size_t>(4 * nv * W));
  const float border = mode == 0 ? -std::numeric_limits<float>::infinity() : 0.0f;
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
    for (int64_t c = b.lo[1]; c < b.hi[1]; ++c) {
      fill_window_plane(plane, xp + n * X.strides[0] + c * X.strides[1], xs2, xs3, IH, IW, border);
      for (int64_t oh = b.lo[2]; oh < b.hi[2];) {
        const int64_t rb = std::min<int64_t>(nv == 1 ? 4 : 2, b.hi[2] - oh);
        float cnt_h[4];
        for (int64_t r = 0; r < rb; ++r) {
          int64_t ch = 0;
          for (int64_t kh = 0; kh < KH; ++kh) {
            const int64_t ih = (oh + r) * sh - pb[0] + kh * dil[0];
            ch += include_pad ? (ih >= -pb[0] && ih < IH + pe[0]) : (ih >= 0 && ih < IH);
          }
          cnt_h[r] = static_cast<float>(ch);
        }
        const int64_t yoff = n * Y.strides[0] + c * Y.strides[1] + oh * Y.strides[2] + lo * Y.strides[3];
        float* out = direct ? yp + yoff : rows;
        const int64_t out_step = direct ? Y.strides[2] : nv * W;
        const float* in = plane.data + (oh - b.lo[2]) * sh * rf;
        for (int64_t v = 0; v < nv; v += 4) {
          const int64_t nb = std::min<int64_t>(4, nv - v);
          DwPlane p = geom;
          p.in = in + v * W;
          const PoolOut po{out + v * W, out_step, direct ? len - v * W : nb * W, cnt_h, cnt_w + v * W};
          switch (nb) {
            case 4: pool_block_rows<4>(mode, rb, p, po); break;
            case 3: pool_block_rows<3>(mode, rb, p, po); break;
            case 2: pool_block_rows<2>(mode, rb, p, po); break;
            default: pool_block_rows<1>(mode, rb, p, po); break;
          }
        }
        if (!direct)
          for (int64_t r = 0; r < rb; ++r)
            store_run(yp, yoff + r * Y.strides[2], Y.strides[3], rows + r * nv * W, len);
        oh += rb;
      }
    }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
