// Direct depthwise 2-D convolution (one input and one output channel per group): the row-blocked,
// flat and WindowPlane paths (the masked path and the choice among them: cpu_depthwise_masked_impl.h),
// and the conv geometry both conv kernels share. Part of the per-ISA CPU kernels (see
// cpu_fast_tile_impl.h). A conv with ConvParams::input_relu reads x as max(x, 0) (a
// ReLU fused in front of it): every depthwise path applies it while it copies x into its padded
// plane.
#pragma once

#include <type_traits>

#include "backends/cpu/kernels/cpu_epilogue_impl.h"
#include "backends/cpu/kernels/cpu_window_rows_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

struct ConvGeom {
  int nd = 0;
  int64_t group = 1, Cg = 0, Mg = 0, ks = 1, Kdim = 0;
  int64_t kern[3] = {1, 1, 1}, str[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, pad[3] = {0, 0, 0};
  int64_t in[3] = {1, 1, 1};
  bool input_relu = false;  // x is read as max(x, 0) (ConvParams::input_relu)
};

inline bool contiguous(const k::TensorDesc& d) {
  int64_t s = 1;
  for (int i = d.rank - 1; i >= 0; --i) {
    if (d.shape[i] != 1 && d.strides[i] != s) return false;
    s *= d.shape[i];
  }
  return true;
}

// The flat plane of a 2-D window op's box (output rows [oh0, oh0 + rows), columns [ow0, ow0 +
// len)) for strides sh, sw in {1, 2} and dilation 1. Stride 1: plane row r (padded input row
// oh0 - pad_h + r) holds the padded columns from ow0 - pad_w on in PW = len + KW - 1 floats,
// rows back to back. Output (r, j) reads its window at plane[r * PW + j + kh * PW + kw], so the
// box is one 1-D correlation over the flat index i = r * PW + j with taps kh * PW + kw; the
// KW - 1 indices past each row's len are junk outputs, dropped when rows are stored. 8x8
// outputs with a 3x3 window are then 80 floats, 5 AVX-512 vectors, instead of 8 half-empty rows.
// Stride 2 splits the padded input into sh x sw polyphase sub-planes, sub-plane (a, c) holding
// padded cells (sh R + a, sw C + c) at [R * PW + C] with PW = len + (KW - 1) / sw: tap (kh, kw)
// of output (r, j) is cell (r + kh / sh, j + kw / sw) of sub-plane (kh % sh, kw % sw), again a
// flat correlation (tap_off), with dense vectors of outputs instead of strided ones. Each
// sub-plane holds every float whole-vector outputs read (`sub_floats`, slack past the last row
// included). Cells outside the image hold the border, written once per box (every channel has
// the same border cells): per channel only padded rows [r0, r1) (and, for sw = 1, sub-plane
// columns [j0, j1)) are written. flat_plane allocates two such planes (data, data + floats).
struct FlatPlane {
  float* data = nullptr;
  int64_t sh = 1, sw = 1, PW = 0, rows = 0, sub_floats = 0, floats = 0;
  int64_t ih_base = 0, iw_base = 0;  // input row / column of padded cell (0, 0)
  int64_t r0 = 0, r1 = 0, j0 = 0, j1 = 0, IW = 0;
  float border = 0.0f;
  const int64_t* tap_off = nullptr;  // per tap kh * KW + kw: its offset from a flat output's index
  float* sub(const float* base, int64_t a, int64_t c) const {
    return const_cast<float*>(base) + (a * sw + c) * sub_floats;
  }
};

// True when the flat plane covers the op's geometry (else the WindowPlane path runs).
inline bool flat_geometry(int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t xs3) {
  return (sh == 1 || sh == 2) && (sw == 1 || sw == 2) && dh == 1 && dw == 1 && xs3 == 1;
}

inline FlatPlane flat_plane(const Box& b, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t pad_h,
                            int64_t pad_w, int64_t IH, int64_t IW, float border) {
  FlatPlane p;
  const int64_t len = b.extent(3);
  p.sh = sh;
  p.sw = sw;
  p.rows = b.extent(2);
  p.PW = len + (KW - 1) / sw;
  const int64_t sub_rows = p.rows + (KH - 1) / sh;
  // A band of flat outputs [i0, i1) is computed in whole vectors from i0, up to W - 1 past i1
  // <= rows * PW; its last vector's widest tap reads (KW - 1) / sw + (KH - 1) / sh * PW further.
  p.sub_floats = sub_rows * p.PW + Simd::W + KW;
  p.floats = sh * sw * p.sub_floats;
  p.ih_base = b.lo[2] * sh - pad_h;
  p.iw_base = b.lo[3] * sw - pad_w;
  const int64_t prows = (p.rows - 1) * sh + KH;  // padded rows the box reads
  p.r0 = std::clamp<int64_t>(-p.ih_base, 0, prows);
  p.r1 = std::clamp<int64_t>(IH - p.ih_base, p.r0, prows);
  p.j0 = std::clamp<int64_t>(-p.iw_base, 0, p.PW);
  p.j1 = std::clamp<int64_t>(IW - p.iw_base, p.j0, p.PW);
  p.IW = IW;
  p.border = border;
  thread_local std::vector<int64_t> taps;
  taps.resize(static_cast<size_t>(KH * KW));
  for (int64_t kh = 0; kh < KH; ++kh)
    for (int64_t kw = 0; kw < KW; ++kw)
      taps[static_cast<size_t>(kh * KW + kw)] = ((kh % sh) * sw + kw % sw) * p.sub_floats + (kh / sh) * p.PW + kw / sw;
  p.tap_off = taps.data();
  p.data = scratch(kPackB, static_cast<size_t>(2 * p.floats));
  std::fill(p.data, p.data + 2 * p.floats, border);
  return p;
}

// Copies one channel's input cells (xc: its [0, 0] element; row stride xs2, unit column stride)
// into the plane at `base` (one of flat_plane's two), as max(x, 0) with `relu`.
inline void fill_flat_plane(const FlatPlane& p, const float* base, const float* xc, int64_t xs2, bool relu) {
  // Padded row r lives in sub-plane row (r % sh, r / sh), walked without a division per row
  // (two divisions per row cost more than copying an 8-float row).
  int64_t a = p.r0 % p.sh, rr = p.r0 / p.sh;
  for (int64_t r = p.r0; r < p.r1; ++r) {
    const float* xr = xc + (p.ih_base + r) * xs2;
    float* row = p.sub(base, a, 0) + rr * p.PW;
    if (++a == p.sh) {
      a = 0;
      ++rr;
    }
    if (p.sw == 1) {
      copy_span(row + p.j0, xr + p.iw_base + p.j0, p.j1 - p.j0, relu);
    } else {
      split_phases2(xr, p.iw_base, p.IW, p.border, relu, p.PW, row, row + p.sub_floats);
    }
  }
}

// Flat rows [0, nrows) of `flat` (pitch PW) -> `len` floats each at out + r * out_step.
inline void store_flat_rows(const float* flat, int64_t PW, int64_t nrows, int64_t len, float* out,
                            int64_t out_step) {
  for (int64_t r = 0; r < nrows; ++r) copy_span(out + r * out_step, flat + r * PW, len, false);
}

// The input rows a 2-D window op (depthwise conv, pool) reads for one channel of its box, copied
// into a padded scratch plane split by column phase: phase q of a plane row holds the padded
// columns q, q + sw, q + 2 sw, ... from the box's first output column on, so tap kw of output
// columns [ow, ow + W) reads W consecutive floats at tap_off(kw) for any stride and dilation,
// with no bounds checks. Cells outside the image (padding, rows above and below) hold `border`
// (0 for sums, -inf for max). Each row carries the box's whole output vectors plus the widest
// tap shift, so whole-vector reads past the box's last column stay inside the row.
struct WindowPlane {
  float* data = nullptr;
  int64_t sw = 1, PW = 0, nrows = 0, ih_base = 0, c_base = 0;  // c_base: input column of phase 0, j 0
  int64_t row_floats() const { return sw * PW; }
  int64_t tap_off(int64_t col_off) const { return (col_off % sw) * PW + col_off / sw; }
};

// The plane for output rows [b.lo[2], b.hi[2]) and nv vectors of columns from b.lo[3].
inline WindowPlane window_plane(const Box& b, int64_t nv, int64_t KH, int64_t KW, int64_t sh,
                                int64_t sw, int64_t dh, int64_t dw, int64_t pad_h, int64_t pad_w) {
  WindowPlane p;
  p.sw = sw;
  p.PW = nv * Simd::W + ((KW - 1) * dw) / sw + 1;
  p.ih_base = b.lo[2] * sh - pad_h;
  p.nrows = (b.extent(2) - 1) * sh + (KH - 1) * dh + 1;
  p.c_base = b.lo[3] * sw - pad_w;
  p.data = scratch(kPackB, static_cast<size_t>(p.nrows * p.row_floats()));
  return p;
}

// Copies one channel (xc: its [0, 0] element; strides xs2, xs3; IH x IW) into the plane.
// With `relu`, cells copied from x hold max(x, 0).
inline void fill_window_plane(const WindowPlane& p, const float* xc, int64_t xs2, int64_t xs3,
                              int64_t IH, int64_t IW, float border, bool relu = false) {
  const int64_t sw = p.sw, PW = p.PW;
  const bool split2 = sw == 2 && xs3 == 1 && Simd::W > 1;
  for (int64_t r = 0; r < p.nrows; ++r) {
    const int64_t ih = p.ih_base + r;
    float* pr = p.data + r * p.row_floats();
    if (ih < 0 || ih >= IH) {
      std::fill(pr, pr + p.row_floats(), border);
      continue;
    }
    const float* xr = xc + ih * xs2;
    if (split2) {
      split_phases2(xr, p.c_base, IW, border, relu, PW, pr, pr + PW);
      continue;
    }
    for (int64_t q = 0; q < sw; ++q) {
      float* dst = pr + q * PW;
      const int64_t c0 = p.c_base + q;  // input column of j = 0; j holds c0 + j * sw
      const int64_t j0 = std::clamp<int64_t>(c0 >= 0 ? 0 : (-c0 + sw - 1) / sw, 0, PW);
      const int64_t j1 = std::clamp<int64_t>(IW - c0 > 0 ? (IW - c0 + sw - 1) / sw : 0, j0, PW);
      for (int64_t j = 0; j < j0; ++j) dst[j] = border;
      if (sw == 1 && xs3 == 1) {
        copy_span(dst + j0, xr + c0 + j0, j1 - j0, relu);
      } else {
        for (int64_t j = j0; j < j1; ++j) dst[j] = xr[(c0 + j * sw) * xs3];
        if (relu)
          for (int64_t j = j0; j < j1; ++j) dst[j] = dst[j] > 0.0f ? dst[j] : 0.0f;
      }
      for (int64_t j = j1; j < PW; ++j) dst[j] = border;
    }
  }
}

// Depthwise 2-D conv (one input and one output channel per group), direct, vectorised along the
// output row: per channel, the box's input rows go into a zero-bordered WindowPlane; blocks of RB
// output rows x NB vectors keep their accumulators in registers across all taps (RB * NB
// independent FMA chains hide the FMA latency).
struct DwPlane {
  const float* in;       // plane row of the block's first output row, at its first column
  int64_t row_step;      // plane floats between consecutive output rows (sh rows)
  int64_t kh_step;       // plane floats between taps kh and kh + 1 (dh rows)
  const int64_t* tap_off;  // per kw: phase * PW + shift within a plane row
  int64_t KH, KW;
};

// Output rows [0, RB) x columns [0, NB * W) of the block: bias + taps, written to out (row stride
// out_step); only the first `valid` columns of each row are stored.
template <int NB, int RB>
inline void dw_block(const DwPlane& p, const float* wm, float bv, float* out, int64_t out_step,
                     int64_t valid) {
  using S = Simd;
  typename S::V acc[RB][NB];
  for (int r = 0; r < RB; ++r)
    for (int u = 0; u < NB; ++u) acc[r][u] = S::set1(bv);
  for (int64_t kh = 0; kh < p.KH; ++kh) {
    const float* rk = p.in + kh * p.kh_step;
    for (int64_t kw = 0; kw < p.KW; ++kw) {
      const typename S::V w = S::set1(wm[kh * p.KW + kw]);
      const float* src = rk + p.tap_off[kw];
      for (int r = 0; r < RB; ++r)
        for (int u = 0; u < NB; ++u) acc[r][u] = S::fma(S::load(src + r * p.row_step + u * S::W), w, acc[r][u]);
    }
  }
  for (int r = 0; r < RB; ++r) {
    float* o = out + r * out_step;
    for (int u = 0; u < NB; ++u) {
      const int64_t c = static_cast<int64_t>(u) * S::W;
      if (c + S::W <= valid) {
        S::store(o + c, acc[r][u]);
      } else if (c < valid) {
        store_head(o + c, acc[r][u], valid - c);
      }
    }
  }
}

// One block of NB vectors for rows [oh, oh + rb), rb <= the RB this NB uses.
template <int NB>
inline void dw_block_rows(int64_t rb, const DwPlane& p, const float* wm, float bv, float* out,
                          int64_t out_step, int64_t valid) {
  constexpr int RB = NB == 1 ? 4 : 2;
  if (rb == RB) {
    dw_block<NB, RB>(p, wm, bv, out, out_step, valid);
  } else {
    DwPlane q = p;
    for (int64_t r = 0; r < rb; ++r, q.in += p.row_step)
      dw_block<NB, 1>(q, wm, bv, out + r * out_step, out_step, valid);
  }
}

// A depthwise conv's operands (x, w, bias, y of OpKind::conv) and the addresses both paths take.
struct DwOperands {
  const k::TensorDesc& X;
  const k::TensorDesc& Y;
  const float* xp;
  const float* wp;
  float* yp;
  const float* bias;
  int64_t bias_st;
  DwOperands(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs)
      : X(T[op.operands[0]]),
        Y(T[op.operands[3]]),
        xp(static_cast<const float*>(ptrs[op.operands[0]])),
        wp(static_cast<const float*>(ptrs[op.operands[1]])),
        yp(static_cast<float*>(ptrs[op.operands[3]])),
        bias(op.operands[2] >= 0 ? static_cast<const float*>(ptrs[op.operands[2]]) : nullptr),
        bias_st(op.operands[2] >= 0 ? T[op.operands[2]].strides[0] : 0) {}
  const float* x_channel(int64_t n, int64_t m) const { return xp + n * X.strides[0] + m * X.strides[1]; }
  float bias_of(int64_t m) const { return bias ? bias[m * bias_st] : 0.0f; }
  float* y_row(int64_t n, int64_t m, int64_t oh) const {
    return yp + n * Y.strides[0] + m * Y.strides[1] + oh * Y.strides[2];
  }
};

// Where a depthwise path's output rows go. Without steps: y (direct when its rows are contiguous).
// With a step program of TileEpilogue form and no residual (MobileNet's ReLU6, EfficientNet's
// SiLU) when the path can finish vectors in registers (regs_ok): the program's output operand,
// with epi applied before each store. Otherwise the rows are compacted and finished by finish_rows
// (direct is false).
struct DwOutput {
  const k::TensorDesc* T = nullptr;
  float* base = nullptr;
  const TileEpilogue* epi = nullptr;
  bool direct = false;
  float* row(int64_t n, int64_t m, int64_t oh, int64_t ow) const {
    const int64_t idx[k::kMaxRank] = {n, m, oh, ow};
    return base + view_offset(*T, idx);
  }
};
inline DwOutput dw_output(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const EpiloguePlan& plan,
                          bool regs_ok) {
  const bool in_regs =
      regs_ok && op.num_steps > 0 && plan.form && plan.residual_operand < 0 && tile_epilogue_enabled();
  const int32_t t = op.operands[in_regs ? plan.out_operand : 3];
  DwOutput o;
  o.T = &T[t];
  o.base = static_cast<float*>(ptrs[t]);
  o.epi = in_regs ? &plan.fused : nullptr;
  o.direct = (op.num_steps == 0 || in_regs) && o.T->strides[3] == 1;
  return o;
}

// The general path (any stride and dilation, any x layout): a WindowPlane per channel.
inline void depthwise2d_window(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                               const Box& b, const ConvGeom& g, bool relu_in) {
  constexpr int64_t W = Simd::W;
  constexpr int kMaxNB = 4;
  const DwOperands io(op, T, ptrs);
  const k::TensorDesc& X = io.X;
  const k::TensorDesc& Y = io.Y;
  const int64_t lo = b.lo[3], len = b.extent(3);
  const int64_t IH = g.in[0], IW = g.in[1], sh = g.str[0], sw = g.str[1];
  const int64_t KH = g.kern[0], KW = g.kern[1], dh = g.dil[0], dw = g.dil[1];
  const int64_t xs2 = X.strides[2], xs3 = X.strides[3];
  const int64_t nv = (len + W - 1) / W;  // vectors per output row
  const WindowPlane plane = window_plane(b, nv, KH, KW, sh, sw, dh, dw, g.pad[0], g.pad[1]);
  // Output straight into y when no epilogue runs and its rows are contiguous, else into `rows`
  // (the channel's box rows back to back), then one finish_rows per channel.
  const bool direct = op.num_steps == 0 && Y.strides[3] == 1;
  const EpiloguePlan plan = epilogue_plan(op, T);
  float* rows = scratch(kAcc, static_cast<size_t>(b.extent(2) * len + W));
  int64_t* tap_off = reinterpret_cast<int64_t*>(scratch(kCoords, static_cast<size_t>(2 * KW)));
  for (int64_t kw = 0; kw < KW; ++kw) tap_off[kw] = plane.tap_off(kw * dw);
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t m = b.lo[1]; m < b.hi[1]; ++m) {
      const float* xc = io.x_channel(n, m);
      fill_window_plane(plane, xc, xs2, xs3, IH, IW, 0.0f, relu_in);
      const float* wm = io.wp + m * g.ks;
      const float bv = io.bias_of(m);
      const int64_t rf = plane.row_floats();
      DwPlane p{nullptr, sh * rf, dh * rf, tap_off, KH, KW};
      for (int64_t oh = b.lo[2]; oh < b.hi[2];) {
        const int64_t rb = std::min<int64_t>(nv == 1 ? 4 : 2, b.hi[2] - oh);
        float* out = direct ? io.y_row(n, m, oh) + lo
                            : rows + (oh - b.lo[2]) * len;
        const int64_t out_step = direct ? Y.strides[2] : len;
        const float* in = plane.data + (oh - b.lo[2]) * sh * rf;
        for (int64_t v = 0; v < nv; v += kMaxNB) {
          const int64_t nb = std::min<int64_t>(kMaxNB, nv - v);
          p.in = in + v * W;
          const int64_t valid = len - v * W;
          float* ov = out + v * W;
          switch (nb) {
            case 4: dw_block_rows<4>(rb, p, wm, bv, ov, out_step, valid); break;
            case 3: dw_block_rows<3>(rb, p, wm, bv, ov, out_step, valid); break;
            case 2: dw_block_rows<2>(rb, p, wm, bv, ov, out_step, valid); break;
            default: dw_block_rows<1>(rb, p, wm, bv, ov, out_step, valid); break;
          }
        }
        oh += rb;
      }
      if (!direct) {
        const int64_t idx[k::kMaxRank] = {n, m, b.lo[2], lo};
        finish_rows(op, T, ptrs, idx, rows, len, b.extent(2), plan);
      }
    }
  }
}

// Flat outputs [0, NB * W) of one channel (in: the plane at the first one's flat index): bias +
// taps (tap t at in + tap_off[t], weight wm[t]), the NB accumulators in registers across all
// taps (NB independent FMA chains hide the FMA latency; one broadcast weight per tap). With epi
// (no bias, no residual: the bias is the accumulators' start) each vector is activated before
// its store.
template <int NB>
inline void dw_flat_block(const float* in, const int64_t* tap_off, int64_t ntaps, const float* wm, float bv,
                          float* out, const TileEpilogue* epi) {
  using S = Simd;
  typename S::V acc[NB];
  for (int u = 0; u < NB; ++u) acc[u] = S::set1(bv);
  for (int64_t t = 0; t < ntaps; ++t) {
    const typename S::V w = S::set1(wm[t]);
    const float* src = in + tap_off[t];
    for (int u = 0; u < NB; ++u) acc[u] = S::fma(S::load(src + u * S::W), w, acc[u]);
  }
  if (epi != nullptr)
    for (int u = 0; u < NB; ++u) acc[u] = epi->apply(acc[u], S::zero(), nullptr, 0);
  for (int u = 0; u < NB; ++u) S::store(out + u * S::W, acc[u]);
}

// nv vectors split into the fewest blocks of at most kFlatNB, their sizes within one of each
// other (68: five of 8 and four of 7, not eight of 8 and a latency-bound 4). Computed once per
// rTask: its divisions cost as much as an 8x8 channel's taps.
constexpr int kFlatNB = 8;
struct FlatSplit {
  int64_t nblocks = 0, base = 0, extra = 0;
};
inline FlatSplit flat_split(int64_t nv) {
  FlatSplit f;
  f.nblocks = (nv + kFlatNB - 1) / kFlatNB;
  if (f.nblocks > 0) {
    f.base = nv / f.nblocks;
    f.extra = nv % f.nblocks;
  }
  return f;
}
// Calls f(v, nb) per block: vectors [v, v + nb).
template <class F>
inline void for_each_flat_block(const FlatSplit& s, F f) {
  for (int64_t c = 0, v = 0; c < s.nblocks; ++c) {
    const int64_t nb = s.base + (c < s.extra ? 1 : 0);
    f(v, nb);
    v += nb;
  }
}

// Calls f(std::integral_constant<int, nb>{}) for nb in [1, kFlatNB]: the flat block kernels take
// their vector count as a template parameter (their accumulators live in registers).
template <class F>
inline void with_flat_nb(int64_t nb, F f) {
  static_assert(kFlatNB == 8, "with_flat_nb covers blocks of 1 to 8 vectors");
  switch (nb) {
    case 8: return f(std::integral_constant<int, 8>{});
    case 7: return f(std::integral_constant<int, 7>{});
    case 6: return f(std::integral_constant<int, 6>{});
    case 5: return f(std::integral_constant<int, 5>{});
    case 4: return f(std::integral_constant<int, 4>{});
    case 3: return f(std::integral_constant<int, 3>{});
    case 2: return f(std::integral_constant<int, 2>{});
    default: return f(std::integral_constant<int, 1>{});
  }
}

// Output rows per band of the flat paths: a band's plane rows and outputs stay in L1 while its
// rows are stored (and their epilogue runs).
inline int64_t flat_band_rows(int64_t PW, int64_t rows) {
  return std::clamp<int64_t>(2048 / PW, 1, rows);
}

// Runs a flat kernel over the box's channels i in [0, nch) (channel i: batch lo[0] + i / M,
// channel lo[1] + i % M of the M = extent(1) the box holds): fill(n, c, base) copies a
// channel's input into the plane at `base`, compute(c, base, r, split, out) writes the
// flat outputs of rows [r, r + nr) (split: their vector blocks) to out, store(n, c, r, nr, out)
// stores them. Channel i + 1 is filled (into the other plane) before channel i is computed, and
// with a single band channel i's rows are stored after channel i + 1 is computed (two flat
// buffers of out_floats in `flat`): a buffer is not read right after the short masked row
// stores that wrote it (whole-vector loads straddling them cannot be store-forwarded).
template <class Fill, class Compute, class Store>
inline void flat_channels(const FlatPlane& plane, const Box& b, int64_t band, float* flat, int64_t out_floats,
                          Fill fill, Compute compute, Store store) {
  constexpr int64_t W = Simd::W;
  const float* planes[2] = {plane.data, plane.data + plane.floats};
  const bool one_band = band >= plane.rows;
  float* outs[2] = {flat, one_band ? flat + out_floats : flat};
  const int64_t last = plane.rows - (plane.rows - 1) / band * band;  // rows of the last band
  const FlatSplit full = flat_split((band * plane.PW + W - 1) / W);
  const FlatSplit tail = flat_split((last * plane.PW + W - 1) / W);
  const int64_t M = b.extent(1), nch = b.extent(0) * M;
  // (n, c) of channel i, without a division per channel in the usual batch of one.
  auto at = [&](int64_t i, int64_t* n, int64_t* c) {
    if (b.extent(0) == 1) {
      *n = b.lo[0];
      *c = b.lo[1] + i;
    } else {
      *n = b.lo[0] + i / M;
      *c = b.lo[1] + i % M;
    }
  };
  int64_t n, c, pn = 0, pc = 0;  // this channel, the previous one
  if (nch > 0) {
    at(0, &n, &c);
    fill(n, c, planes[0]);
  }
  for (int64_t i = 0; i < nch; ++i) {
    at(i, &n, &c);
    if (i + 1 < nch) {
      int64_t n1, c1;
      at(i + 1, &n1, &c1);
      fill(n1, c1, planes[(i + 1) % 2]);
    }
    const float* pd = planes[i % 2];
    for (int64_t r = 0; r < plane.rows; r += band) {
      const int64_t nr = std::min(band, plane.rows - r);
      compute(c, pd, r, nr == band ? full : tail, outs[i % 2]);
      if (!one_band) store(n, c, r, nr, outs[0]);
    }
    if (one_band && i > 0) store(pn, pc, 0, plane.rows, outs[(i - 1) % 2]);
    pn = n;
    pc = c;
  }
  if (one_band && nch > 0) store(pn, pc, 0, plane.rows, outs[(nch - 1) % 2]);
}

// The flat path (strides 1 or 2, dilation 1, x rows contiguous) over a FlatPlane: per channel, copy the
// input cells in (ReLU'd with relu_in), then per band of rows the flat outputs in blocks of up to
// kFlatNB vectors, then the band's rows stored straight to y (no epilogue, unit column stride), or
// activated in registers and stored straight to the program's output (an epilogue of TileEpilogue
// form without a residual: MobileNet's ReLU6, EfficientNet's SiLU), or compacted and finished by
// finish_rows.
inline void depthwise2d_flat(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                             const Box& b, const ConvGeom& g, bool relu_in) {
  constexpr int64_t W = Simd::W;
  const DwOperands io(op, T, ptrs);
  const k::TensorDesc& X = io.X;
  const int64_t KH = g.kern[0], KW = g.kern[1], len = b.extent(3);
  const FlatPlane plane = flat_plane(b, KH, KW, g.str[0], g.str[1], g.pad[0], g.pad[1], g.in[0], g.in[1], 0.0f);
  const int64_t PW = plane.PW;
  const int64_t band = flat_band_rows(PW, plane.rows);
  const EpiloguePlan plan = epilogue_plan(op, T);
  const DwOutput dst = dw_output(op, T, ptrs, plan, true);
  const bool direct = dst.direct;
  const int64_t out_floats = band * PW + W;
  float* flat = scratch(kAcc, static_cast<size_t>(2 * out_floats));
  float* rows = direct ? nullptr : scratch(kCoords, static_cast<size_t>(band * len));
  auto fill = [&](int64_t n, int64_t m, const float* base) {
    fill_flat_plane(plane, base, io.x_channel(n, m), X.strides[2], relu_in);
    // The next channel's input rows into L2: on large maps (EfficientNet's stride-2 convs on 112x112
    // and 56x56) x comes from memory, and its fill comes right after this channel is computed.
    if (m + 1 < b.hi[1]) {
      const char* next = reinterpret_cast<const char*>(io.x_channel(n, m + 1) + (plane.ih_base + plane.r0) * X.strides[2]);
      const int64_t bytes = (plane.r1 - plane.r0) * X.strides[2] * static_cast<int64_t>(sizeof(float));
      for (int64_t o = 0; o < bytes; o += 64) __builtin_prefetch(next + o, 0, 2);
    }
  };
  auto compute = [&](int64_t m, const float* pd, int64_t r, const FlatSplit& split, float* out) {
    const float* wm = io.wp + m * g.ks;
    const float bv = io.bias_of(m);
    const float* in = pd + r * PW;
    for_each_flat_block(split, [&](int64_t v, int64_t nb) {
      with_flat_nb(nb, [&](auto NB) {
        dw_flat_block<decltype(NB)::value>(in + v * W, plane.tap_off, KH * KW, wm, bv, out + v * W, dst.epi);
      });
    });
  };
  auto store = [&](int64_t n, int64_t m, int64_t r, int64_t nr, const float* out) {
    const int64_t oh = b.lo[2] + r;
    if (direct) {
      store_flat_rows(out, PW, nr, len, dst.row(n, m, oh, b.lo[3]), dst.T->strides[2]);
    } else {
      store_flat_rows(out, PW, nr, len, rows, len);
      const int64_t idx[k::kMaxRank] = {n, m, oh, b.lo[3]};
      finish_rows(op, T, ptrs, idx, rows, len, nr, plan);
    }
  };
  flat_channels(plane, b, band, flat, out_floats, fill, compute, store);
}

// The channels of box b for the row-blocked drivers (depthwise2d_rows, pool_rows):
// fill(n, c, base) copies channel (n, c)'s input cells into one of the FlatPlane's two planes, then
// body(n, c, base) computes it. Channel i + 1 is copied into the other plane before channel i is
// computed, so no load waits on the copy's stores; (n, c) advance as an odometer (no division per
// channel).
template <class Fill, class Body>
inline void window_rows_channels(const FlatPlane& plane, const Box& b, Fill fill, Body body) {
  const int64_t nch = b.extent(0) * b.extent(1);
  if (nch <= 0) return;
  const float* planes[2] = {plane.data, plane.data + plane.floats};
  auto next = [&](int64_t* n, int64_t* c) {
    if (++*c == b.hi[1]) {
      *c = b.lo[1];
      ++*n;
    }
  };
  int64_t n = b.lo[0], c = b.lo[1];    // the channel computed next
  int64_t fn = n, fc = c;              // the channel filled last
  fill(n, c, planes[0]);
  for (int64_t i = 0; i < nch; ++i) {
    if (i + 1 < nch) {
      next(&fn, &fc);
      fill(fn, fc, planes[(i + 1) % 2]);
    }
    body(n, c, planes[i % 2]);
    next(&n, &c);
  }
}

// The row-blocked path (window_rows_geometry holds; cpu_window_rows_impl.h) over the box b: per
// channel the input cells go into a FlatPlane (stride 1: rows of len + K - 1 floats; ReLU'd with
// relu_in), then the outputs go straight to y (no epilogue, unit column stride), or activated in
// registers straight to the program's output (dw_output; rows of whole Simd vectors), or into rows
// finished by finish_rows.
inline void depthwise2d_rows(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                             const ConvGeom& g, bool relu_in) {
  const DwOperands io(op, T, ptrs);
  const k::TensorDesc& X = io.X;
  const int64_t K = g.kern[0], len = b.extent(3), rows = b.extent(2);
  const FlatPlane plane = flat_plane(b, K, K, 1, 1, g.pad[0], g.pad[1], g.in[0], g.in[1], 0.0f);
  const EpiloguePlan plan = epilogue_plan(op, T);
  const DwOutput dst = dw_output(op, T, ptrs, plan, window_rows_full_simd(len));
  const bool direct = dst.direct;
  float* buf = direct ? nullptr : scratch(kAcc, static_cast<size_t>(rows * len));
  auto fill = [&](int64_t n, int64_t m, const float* base) {
    fill_flat_plane(plane, base, io.x_channel(n, m), X.strides[2], relu_in);
  };
  auto compute = [&](int64_t n, int64_t m, const float* pd) {
    WindowRows a{pd, plane.PW, rows, len, direct ? dst.row(n, m, b.lo[2], b.lo[3]) : buf,
                 direct ? dst.T->strides[2] : len};
    a.wm = io.wp + m * g.ks;
    a.bv = io.bias_of(m);
    a.epi = dst.epi;
    window_rows<WindowMode::conv>(K, a);
    if (!direct) {
      const int64_t idx[k::kMaxRank] = {n, m, b.lo[2], b.lo[3]};
      finish_rows(op, T, ptrs, idx, buf, len, rows, plan);
    }
  };
  window_rows_channels(plane, b, fill, compute);
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
