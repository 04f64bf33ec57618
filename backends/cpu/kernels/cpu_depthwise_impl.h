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
inline void fill_window_plane(const WindowPlane& p, const float* xc, int64_t xs2, int64_t xs3,
                              int64_t IH, int64_t IW, float border) {
  const int64_t sw = p.sw, PW = p.PW;
  for (int64_t r = 0; r < p.nrows; ++r) {
    const int64_t ih = p.ih_base + r;
    float* pr = p.data + r * p.row_floats();
    if (ih < 0 || ih >= IH) {
      std::fill(pr, pr + p.row_floats(), border);
      continue;
    }
    const float* xr = xc + ih * xs2;
    for (int64_t q = 0; q < sw; ++q) {
      float* dst = pr + q * PW;
      const int64_t c0 = p.c_base + q;  // input column of j = 0; j holds c0 + j * sw
      const int64_t j0 = std::clamp<int64_t>(c0 >= 0 ? 0 : (-c0 + sw - 1) / sw, 0, PW);
      const int64_t j1 = std::clamp<int64_t>(IW - c0 > 0 ? (IW - c0 + sw - 1) / sw : 0, j0, PW);
      for (int64_t j = 0; j < j0; ++j) dst[j] = border;
      if (sw == 1 && xs3 == 1) {
        copy_floats(dst + j0, xr + c0 + j0, j1 - j0);
      } else if (sw == 2 && xs3 == 1) {  // a constant stride: gcc vectorises the deinterleave
        for (int64_t j = j0; j < j1; ++j) dst[j] = xr[c0 + 2 * j];
      } else {
        for (int64_t j = j0; j < j1; ++j) dst[j] = xr[(c0 + j * sw) * xs3];
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
        float t[S::W];
        S::store(t, acc[r][u]);
        for (int64_t j = c; j < valid; ++j) o[j] = t[j - c];
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

inline void depthwise2d(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                        const Box& b, const ConvGeom& g) {
  constexpr int64_t W = Simd::W;
  constexpr int kMaxNB = 4;
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[3]];
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  const float* wp = static_cast<const float*>(ptrs[o[1]]);
  float* yp = static_cast<float*>(ptrs[o[3]]);
  const float* bias = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
  const int64_t bias_st = o[2] >= 0 ? T[o[2]].strides[0] : 0;
  const int64_t lo = b.lo[3], len = b.extent(3);
  const int64_t IH = g.in[0], IW = g.in[1], sh = g.str[0], sw = g.str[1];
  const int64_t KH = g.kern[0], KW = g.kern[1], dh = g.dil[0], dw = g.dil[1];
  const int64_t xs2 = X.strides[2], xs3 = X.strides[3];
  const int64_t nv = (len + W - 1) / W;  // vectors per output row
  const WindowPlane plane = window_plane(b, nv, KH, KW, sh, sw, dh, dw, g.pad[0], g.pad[1]);
  // Output straight into y when no epilogue runs and its rows are contiguous, else into `rows`
  // (the channel's box rows back to back), then one finish_rows per channel.
  const bool direct = op.num_steps == 0 && Y.strides[3] == 1;
  float* rows = scratch(kAcc, static_cast<size_t>(b.extent(2) * len + W));
  int64_t* tap_off = reinterpret_cast<int64_t*>(scratch(kCoords, static_cast<size_t>(2 * KW)));
  for (int64_t kw = 0; kw < KW; ++kw) tap_off[kw] = plane.tap_off(kw * dw);
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t m = b.lo[1]; m < b.hi[1]; ++m) {
      const float* xc = xp + n * X.strides[0] + m * X.strides[1];
      fill_window_plane(plane, xc, xs2, xs3, IH, IW, 0.0f);
      const float* wm = wp + m * g.ks;
      const float bv = bias ? bias[m * bias_st] : 0.0f;
      const int64_t rf = plane.row_floats();
      DwPlane p{nullptr, sh * rf, dh * rf, tap_off, KH, KW};
      for (int64_t oh = b.lo[2]; oh < b.hi[2];) {
        const int64_t rb = std::min<int64_t>(nv == 1 ? 4 : 2, b.hi[2] - oh);
        float* out = direct ? yp + n * Y.strides[0] + m * Y.strides[1] + oh * Y.strides[2] + lo
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
        const int64_t idx[4] = {n, m, b.lo[2], lo};
        finish_rows(op, T, ptrs, idx, rows, len, b.extent(2));
      }
    }
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
