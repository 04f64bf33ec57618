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
// (the window covers the input, one output) reduces each channel's plane directly. Strides 1
// and 2, dilation 1 with contiguous x rows (NASNet's 3x3 pools on 8x8 .. 32x32 maps) take the
// flat path instead: a FlatPlane (stride 2: polyphase sub-planes) whose border is written once
// per rTask, whole rows of small maps in full vectors, and the average's reciprocal divisors
// computed once per rTask for all channels; stride 1 with square 3x3 / 5x5 / 7x7 windows and rows
// of whole vectors takes the row-blocked kernels of cpu_window_rows_impl.h before either, and 3x3
// max pools of stride 2 the separable kernel of cpu_max_pool_s2_impl.h.
#pragma once

#include <limits>
#include <type_traits>

#include "backends/cpu/kernels/cpu_depthwise_impl.h"
#include "backends/cpu/kernels/cpu_max_pool_s2_impl.h"
#include "backends/cpu/kernels/cpu_row_impl.h"
#include "support/status.h"

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
        store_head(out + c, v, o.valid - c);
      }
    }
  }
}

template <int NB>
inline void pool_block_rows(k::PoolMode mode, int64_t rb, const DwPlane& p, const PoolOut& o) {
  constexpr int RB = NB == 1 ? 4 : 2;
  auto one = [&](auto max_tag, auto rows_tag, const DwPlane& q, const PoolOut& oo) {
    pool_block<NB, decltype(rows_tag)::value, decltype(max_tag)::value>(q, oo);
  };
  using T1 = std::true_type;
  using F1 = std::false_type;
  using RBc = std::integral_constant<int, RB>;
  using R1 = std::integral_constant<int, 1>;
  if (rb == RB) {
    if (mode == k::PoolMode::max) one(T1{}, RBc{}, p, o); else one(F1{}, RBc{}, p, o);
    return;
  }
  DwPlane q = p;
  PoolOut oo = o;
  for (int64_t r = 0; r < rb; ++r, q.in += p.row_step, oo.out += o.step, ++oo.cnt_h) {
    if (mode == k::PoolMode::max) one(T1{}, R1{}, q, oo); else one(F1{}, R1{}, q, oo);
  }
}

// Flat outputs [0, NB * W) of one channel (in: the plane at the first one's flat index): max
// or sum over the taps (tap t at in + tap_off[t]) in registers; the sums times `scale`
// (reciprocal divisors, per flat output).
template <int NB, bool kMax>
inline void pool_flat_block(const float* in, const int64_t* tap_off, int64_t ntaps, const float* scale,
                            float* out) {
  using S = Simd;
  typename S::V acc[NB];
  for (int u = 0; u < NB; ++u) acc[u] = S::set1(kMax ? -std::numeric_limits<float>::infinity() : 0.0f);
  for (int64_t t = 0; t < ntaps; ++t) {
    const float* src = in + tap_off[t];
    for (int u = 0; u < NB; ++u) {
      const typename S::V x = S::load(src + u * S::W);
      acc[u] = kMax ? S::max(acc[u], x) : S::add(acc[u], x);
    }
  }
  for (int u = 0; u < NB; ++u) {
    if (!kMax) acc[u] = S::mul(acc[u], S::load(scale + u * S::W));
    S::store(out + u * S::W, acc[u]);
  }
}

template <bool kMax>
inline void pool_flat_blocks(const FlatSplit& split, const float* in, const int64_t* tap_off, int64_t ntaps,
                             const float* scale, float* out) {
  for_each_flat_block(split, [&](int64_t v, int64_t nb) {
    const int64_t at = v * Simd::W;
    with_flat_nb(nb, [&](auto NB) {
      pool_flat_block<decltype(NB)::value, kMax>(in + at, tap_off, ntaps, kMax ? nullptr : scale + at, out + at);
    });
  });
}

// Window cells the average's divisor counts along one dim for output o (stride s, dilation 1):
// inside [-pad_b, in + pad_e) with count_include_pad, else inside [0, in).
inline int64_t pool_count(int64_t o, int64_t k, int64_t s, int64_t in, int64_t pad_b, int64_t pad_e,
                          bool include_pad) {
  const int64_t lo = include_pad ? -pad_b : 0, hi = include_pad ? in + pad_e : in;
  const int64_t first = o * s - pad_b;
  return std::max<int64_t>(0, std::min(first + k, hi) - std::max(first, lo));
}

// The pool of box b over a FlatPlane (strides 1 or 2, dilation 1, x rows contiguous): per channel, copy
// the input cells in, then per band of rows the flat outputs, then the band's rows stored
// (pipelined over channels by flat_channels).
inline void pool_flat(const k::OpDesc& op, const k::PoolParams& pp, const k::TensorDesc* T, void* const* ptrs,
                      const Box& b) {
  constexpr int64_t W = Simd::W;
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[1]];
  const k::PoolMode mode = pp.mode;
  const bool include_pad = pp.count_include_pad;
  const int64_t KH = pp.kernel[0], KW = pp.kernel[1], sh = pp.stride[0], sw = pp.stride[1];
  const int64_t ph = pp.pad_begin[0], pw = pp.pad_begin[1], ph_end = pp.pad_end[0], pw_end = pp.pad_end[1];
  const int64_t IH = X.shape[2], IW = X.shape[3], len = b.extent(3);
  const float border = mode == k::PoolMode::max ? -std::numeric_limits<float>::infinity() : 0.0f;
  const FlatPlane plane = flat_plane(b, KH, KW, sh, sw, ph, pw, IH, IW, border);
  const int64_t PW = plane.PW;
  const int64_t band = flat_band_rows(PW, plane.rows);
  // The average's 1 / divisor per flat output of the box (junk columns: anything finite). A
  // window of uncounted padding only sums 0: 0 * 1 gives the reference's 0.
  float* scale = nullptr;
  if (mode == k::PoolMode::avg) {
    scale = scratch(kStepTmp, static_cast<size_t>(plane.rows * PW + 2 * W));
    std::fill(scale, scale + plane.rows * PW + 2 * W, 0.0f);
    for (int64_t r = 0; r < plane.rows; ++r) {
      const int64_t ch = pool_count(b.lo[2] + r, KH, sh, IH, ph, ph_end, include_pad);
      for (int64_t j = 0; j < len; ++j) {
        const int64_t cells = ch * pool_count(b.lo[3] + j, KW, sw, IW, pw, pw_end, include_pad);
        scale[r * PW + j] = 1.0f / static_cast<float>(std::max<int64_t>(cells, 1));
      }
    }
  }
  const int64_t out_floats = band * PW + W;
  float* flat = scratch(kAcc, static_cast<size_t>(2 * out_floats));
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[1]]);
  auto fill = [&](int64_t n, int64_t c, const float* base) {
    fill_flat_plane(plane, base, xp + n * X.strides[0] + c * X.strides[1], X.strides[2], false);
  };
  auto compute = [&](int64_t, const float* pd, int64_t r, const FlatSplit& split, float* out) {
    if (mode == k::PoolMode::max) {
      pool_flat_blocks<true>(split, pd + r * PW, plane.tap_off, KH * KW, nullptr, out);
    } else {
      pool_flat_blocks<false>(split, pd + r * PW, plane.tap_off, KH * KW, scale + r * PW, out);
    }
  };
  auto store = [&](int64_t n, int64_t c, int64_t r, int64_t nr, const float* out) {
    const int64_t yoff = n * Y.strides[0] + c * Y.strides[1] + (b.lo[2] + r) * Y.strides[2] + b.lo[3] * Y.strides[3];
    if (Y.strides[3] == 1) {
      store_flat_rows(out, PW, nr, len, yp + yoff, Y.strides[2]);
    } else {
      for (int64_t k = 0; k < nr; ++k) store_run(yp, yoff + k * Y.strides[2], Y.strides[3], out + k * PW, len);
    }
  };
  flat_channels(plane, b, band, flat, out_floats, fill, compute, store);
}

// The pool of box b with the row-blocked kernels (window_rows_geometry holds;
// cpu_window_rows_impl.h): per channel the input cells go into a FlatPlane bordered with -inf
// (max) or 0 (sum) (window_rows_channels); the average's reciprocal divisors are computed once
// per rTask, one per output of the box.
inline void pool_rows(const k::OpDesc& op, const k::PoolParams& pp, const k::TensorDesc* T, void* const* ptrs,
                      const Box& b) {
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[1]];
  const bool avg = pp.mode == k::PoolMode::avg, include_pad = pp.count_include_pad;
  const int64_t K = pp.kernel[0], ph = pp.pad_begin[0], pw = pp.pad_begin[1], ph_end = pp.pad_end[0],
                pw_end = pp.pad_end[1];
  const int64_t IH = X.shape[2], IW = X.shape[3], rows = b.extent(2), len = b.extent(3);
  const FlatPlane plane =
      flat_plane(b, K, K, 1, 1, ph, pw, IH, IW, avg ? 0.0f : -std::numeric_limits<float>::infinity());
  float* scale = nullptr;
  if (avg) {
    // A window of uncounted padding only sums 0: 0 * 1 gives the reference's 0.
    scale = scratch(kStepTmp, static_cast<size_t>(rows * len));
    for (int64_t r = 0; r < rows; ++r) {
      const int64_t ch = pool_count(b.lo[2] + r, K, 1, IH, ph, ph_end, include_pad);
      for (int64_t j = 0; j < len; ++j) {
        const int64_t cells = ch * pool_count(b.lo[3] + j, K, 1, IW, pw, pw_end, include_pad);
        scale[r * len + j] = 1.0f / static_cast<float>(std::max<int64_t>(cells, 1));
      }
    }
  }
  const bool direct = Y.strides[3] == 1;
  float* buf = direct ? nullptr : scratch(kAcc, static_cast<size_t>(rows * len));
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[1]]);
  auto fill = [&](int64_t n, int64_t c, const float* base) {
    fill_flat_plane(plane, base, xp + n * X.strides[0] + c * X.strides[1], X.strides[2], false);
  };
  auto compute = [&](int64_t n, int64_t c, const float* pd) {
    const int64_t yoff = n * Y.strides[0] + c * Y.strides[1] + b.lo[2] * Y.strides[2] + b.lo[3] * Y.strides[3];
    WindowRows a{pd, plane.PW, rows, len, direct ? yp + yoff : buf, direct ? Y.strides[2] : len};
    a.scale = scale;
    if (avg) {
      window_rows<WindowMode::avg>(K, a);
    } else {
      window_rows<WindowMode::max>(K, a);
    }
    if (!direct)
      for (int64_t r = 0; r < rows; ++r) store_run(yp, yoff + r * Y.strides[2], Y.strides[3], buf + r * len, len);
  };
  window_rows_channels(plane, b, fill, compute);
}

// Maximum of a contiguous run, skipping NaN as the pool reference (kernels/pool.h) and the scalar
// loop here do: row_max (cpu_row_impl.h) lets a NaN through (the vector max returns its second
// operand when either is NaN, and row_max puts the loaded values second).
inline float run_max(const float* x, int64_t n) {
  using S = Simd;
  const typename S::V lowest = S::set1(-std::numeric_limits<float>::infinity());
  typename S::V a0 = lowest, a1 = lowest;
  int64_t i = 0;
  for (; i + 2 * S::W <= n; i += 2 * S::W) {
    a0 = S::max(S::load(x + i), a0);
    a1 = S::max(S::load(x + i + S::W), a1);
  }
  for (; i + S::W <= n; i += S::W) a0 = S::max(S::load(x + i), a0);
  float acc = S::hmax(S::max(a0, a1));
  for (; i < n; ++i) acc = std::max(acc, x[i]);
  return acc;
}

// A max pool over channel-blocked x into a channel-blocked y (the Conv.MaxPool kernel's pooled
// scratch into a blocked stem output, cpu_conv_pool_impl.h): each output position's 16-channel run
// is the max of its window's runs, windows clipped to x (padding never wins a max).
inline void blocked_max_pool_box(const k::PoolParams& pp, const k::TensorDesc& X, const k::TensorDesc& Y,
                                 const float* xp, float* yp, const Box& b) {
  constexpr int64_t B = k::kChannelBlock;
  RAMMER_CHECK(X.strides[3] == B && Y.layout == static_cast<int32_t>(k::Layout::nchw16c) && Y.strides[3] == B &&
                   b.lo[1] % B == 0 && (b.hi[1] % B == 0 || b.hi[1] == Y.shape[1]),
               "CPU kernels: a windowed max pool over channel-blocked x needs a blocked y and whole 16-channel boxes");
  const int64_t IH = X.shape[2], IW = X.shape[3];
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
    for (int64_t cb = b.lo[1] / B; cb * B < b.hi[1]; ++cb) {
      const float* xb = xp + n * X.strides[0] + cb * X.strides[1];
      float* yb = yp + n * Y.strides[0] + cb * Y.strides[1];
      for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh)
        for (int64_t ow = b.lo[3]; ow < b.hi[3]; ++ow)
          for (int64_t h = 0; h < B; h += Simd::W) {
            typename Simd::V acc = Simd::set1(-std::numeric_limits<float>::infinity());
            for (int64_t kh = 0; kh < pp.kernel[0]; ++kh) {
              const int64_t ih = oh * pp.stride[0] - pp.pad_begin[0] + kh * pp.dilation[0];
              if (ih < 0 || ih >= IH) continue;
              for (int64_t kw = 0; kw < pp.kernel[1]; ++kw) {
                const int64_t iw = ow * pp.stride[1] - pp.pad_begin[1] + kw * pp.dilation[1];
                if (iw >= 0 && iw < IW) acc = Simd::max(acc, Simd::load(xb + ih * X.strides[2] + iw * B + h));
              }
            }
            Simd::store(yb + oh * Y.strides[2] + ow * B + h, acc);
          }
    }
}

// The pool of output box b (pool_tile's box, or one a fused kernel picks: cpu_conv_pool_impl.h).
inline bool pool_box(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b) {
  const int32_t* o = op.operands;
  const k::PoolParams pp = k::PoolParams::unpack(op);
  const k::PoolMode mode = pp.mode;
  if (pp.nd != 2 || op.rank != 4 || (mode != k::PoolMode::max && mode != k::PoolMode::avg) || o[2] >= 0)
    return false;
  if (o[0] < 0 || o[1] < 0 || !is_f32(T, o[0]) || !is_f32(T, o[1])) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[1]];
  if (X.rank != 4 || Y.rank != 4) return false;
  const bool include_pad = pp.count_include_pad;
  const int64_t* kern = pp.kernel;
  const int64_t* str = pp.stride;
  const int64_t* dil = pp.dilation;
  const int64_t* pb = pp.pad_begin;
  const int64_t* pe = pp.pad_end;
  const int64_t IH = X.shape[2], IW = X.shape[3];
  for (int dd = 0; dd < 4; ++dd)
    if (b.extent(dd) <= 0) return true;
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[1]]);
  const int64_t xs2 = X.strides[2], xs3 = X.strides[3];
  const int64_t lo = b.lo[3], len = b.extent(3);
  const bool global = op.space[2] == 1 && op.space[3] == 1 && kern[0] == IH && kern[1] == IW &&
                      pb[0] == 0 && pb[1] == 0 && pe[0] == 0 && pe[1] == 0 && dil[0] == 1 && dil[1] == 1;
  const bool x_blocked = X.layout == static_cast<int32_t>(k::Layout::nchw16c);
  RAMMER_CHECK(!x_blocked || (xs3 == k::kChannelBlock && xs2 == IW * k::kChannelBlock),
               "CPU kernels: a pool's channel-blocked x must be dense maps");
  if (x_blocked && Y.layout == static_cast<int32_t>(k::Layout::nchw16c)) {
    RAMMER_CHECK(!global && mode == k::PoolMode::max,
                 "CPU kernels: only a windowed max pool writes a channel-blocked y");
    blocked_max_pool_box(pp, X, Y, xp, yp, b);
    return true;
  }
  // Channel c's plane of image n: in a blocked x its elements are 16 floats apart (xs3), from
  // lane c % 16 of its block, which the windowed path below reads as it reads any strided plane.
  auto plane_of = [&](int64_t n, int64_t c) {
    return x_blocked ? xp + n * X.strides[0] + c / k::kChannelBlock * X.strides[1] + c % k::kChannelBlock
                     : xp + n * X.strides[0] + c * X.strides[1];
  };
  if (x_blocked && global) {
    // Channel-blocked x (a CNN's last conv output): each position's block of 16 channels is a run,
    // so the sums over the positions are vector sums of W channels at a time.
    const bool is_max = mode == k::PoolMode::max;
    alignas(64) float lanes[Simd::W];
    for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
      for (int64_t c0 = b.lo[1] / Simd::W * Simd::W; c0 < b.hi[1]; c0 += Simd::W) {
        const float* xc = xp + n * X.strides[0] + c0 / k::kChannelBlock * X.strides[1] + c0 % k::kChannelBlock;
        typename Simd::V acc = is_max ? Simd::set1(-std::numeric_limits<float>::infinity()) : Simd::zero();
        for (int64_t p = 0; p < IH * IW; ++p) {
          const typename Simd::V v = Simd::load(xc + p * k::kChannelBlock);
          acc = is_max ? Simd::max(acc, v) : Simd::add(acc, v);
        }
        Simd::store(lanes, acc);
        for (int64_t c = std::max(c0, b.lo[1]); c < std::min(c0 + Simd::W, b.hi[1]); ++c) {
          const float v = lanes[c - c0];
          const int64_t idx[k::kMaxRank] = {n, c, 0, 0};
          yp[view_offset(Y, idx)] = is_max ? v : (IH * IW > 0 ? v / static_cast<float>(IH * IW) : 0.0f);
        }
      }
    return true;
  }
  if (global) {
    // Contiguous planes reduce as one run of IH * IW floats: rows of 7 or 14 floats (the SE blocks'
    // squeezes) would otherwise fill no vector at all.
    const bool flat = xs3 == 1 && xs2 == IW;
    const int64_t rows = flat ? 1 : IH, run = flat ? IH * IW : IW;
    const bool is_max = mode == k::PoolMode::max;
    for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
      for (int64_t c = b.lo[1]; c < b.hi[1]; ++c) {
        const float* xc = xp + n * X.strides[0] + c * X.strides[1];
        float acc = is_max ? -std::numeric_limits<float>::infinity() : 0.0f;
        for (int64_t ih = 0; ih < rows; ++ih) {
          const float* xr = xc + ih * xs2;
          if (xs3 == 1) {
            acc = is_max ? std::max(acc, run_max(xr, run)) : acc + row_sum(xr, run);
          } else {
            for (int64_t iw = 0; iw < IW; ++iw) acc = is_max ? std::max(acc, xr[iw * xs3]) : acc + xr[iw * xs3];
          }
        }
        if (mode == k::PoolMode::avg) acc = IH * IW > 0 ? acc / static_cast<float>(IH * IW) : 0.0f;
        const int64_t idx[k::kMaxRank] = {n, c, 0, 0};
        yp[view_offset(Y, idx)] = acc;
      }
    return true;
  }
  if (!x_blocked && kern[0] == 1 && kern[1] == 1 && pb[0] == 0 && pb[1] == 0 && pe[0] == 0 && pe[1] == 0 && xs3 == 1 &&
      Y.strides[3] == 1 && (str[1] == 1 || str[1] == 2) && (b.hi[2] - 1) * str[0] < IH &&
      (lo + len - 1) * str[1] < IW) {
    // A 1x1 window without padding (NASNet's factorized reductions: AvgPool 1x1 stride 2) is a
    // subsample: each output row is every str[1]-th element of one input row.
    for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
      for (int64_t c = b.lo[1]; c < b.hi[1]; ++c)
        for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh) {
          const float* xr = xp + n * X.strides[0] + c * X.strides[1] + oh * str[0] * xs2 + lo * str[1];
          const int64_t idx[k::kMaxRank] = {n, c, oh, lo};
          float* yr = yp + view_offset(Y, idx);
          if (str[1] == 1) {
            copy_floats(yr, xr, len);
          } else {
            take_even(yr, xr, len);
          }
        }
    return true;
  }
  if (!x_blocked && max_pool_3x3_s2_applies(pp, X)) {
    max_pool_3x3_s2(pp, X, Y, xp, yp, b);
    return true;
  }
  if (!x_blocked && window_rows_geometry(kern[0], kern[1], str[0], str[1], dil[0], dil[1], xs3, len)) {
    pool_rows(op, pp, T, ptrs, b);
    return true;
  }
  if (!x_blocked && flat_geometry(str[0], str[1], dil[0], dil[1], xs3)) {
    pool_flat(op, pp, T, ptrs, b);
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
  const float border = mode == k::PoolMode::max ? -std::numeric_limits<float>::infinity() : 0.0f;
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
    for (int64_t c = b.lo[1]; c < b.hi[1]; ++c) {
      fill_window_plane(plane, plane_of(n, c), xs2, xs3, IH, IW, border);
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

inline bool pool_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  return pool_box(op, T, ptrs, task_box(op, task));
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
