// Row-blocked depthwise 2-D conv (stride 1, dilation 1, square 3x3 / 5x5 / 7x7 kernels, box rows
// a whole number of vectors: NASNet's and MobileNet's 32x32 and 16x16 maps on AVX-512), and the
// dispatch between the depthwise paths. Part of the per-ISA CPU kernels (see cpu_tile_impl.h).
//
// The flat path (cpu_depthwise_impl.h) loads one unaligned vector per FMA, most of them split
// across two cache lines, so it is bound by the loads (~2.2 cycles per FMA for a 5x5 on 32x32 on
// Zen 4). Here a block of RB output rows x NB vectors keeps RB * NB accumulators in registers and
// walks the plane's rows instead of the taps: plane row r + kh serves output row r with tap kh, so
// one load of a plane row feeds up to KH accumulators. Per kernel column kw that is RB + KH - 1
// loads for RB * KH * NB FMAs (RB = 4, 5x5: 0.4 loads per FMA), and the kernel is bound by the FMAs.
// The plane is FlatPlane's stride-1 layout (row pitch len + KW - 1), filled per channel.
#pragma once

#include "backends/cpu/kernels/cpu_depthwise_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Output rows [0, RB) x columns [0, NB * W) of one channel: in = the plane at the block's first
// output (row pitch pw), wm the channel's KH x KW weights, out the first output (row stride
// out_step). Every output column is valid (the box's rows are whole vectors).
template <class S, int K, int RB, int NB>
inline void dw_rows_block(const float* in, int64_t pw, const float* wm, float bv, float* out, int64_t out_step) {
  typename S::V acc[RB][NB];
  for (int r = 0; r < RB; ++r)
    for (int u = 0; u < NB; ++u) acc[r][u] = S::set1(bv);
#pragma GCC unroll 8
  for (int kw = 0; kw < K; ++kw) {
    typename S::V w[K];
#pragma GCC unroll 8
    for (int kh = 0; kh < K; ++kh) w[kh] = S::set1(wm[kh * K + kw]);
    const float* row = in + kw;  // plane row i of the block, at column kw
#pragma GCC unroll 16
    for (int i = 0; i < RB + K - 1; ++i, row += pw) {
      typename S::V x[NB];
#pragma GCC unroll 2
      for (int u = 0; u < NB; ++u) {
        x[u] = S::load(row + u * S::W);
        // Keeps the row in a register: gcc otherwise folds the load into every FMA that uses it
        // (a memory operand per FMA: one load per FMA again).
        if constexpr (S::W > 1) asm("" : "+v"(x[u]));
      }
#pragma GCC unroll 8
      for (int r = (i >= K ? i - K + 1 : 0); r <= (i < RB ? i : RB - 1); ++r)
#pragma GCC unroll 2
        for (int u = 0; u < NB; ++u) acc[r][u] = S::fma(x[u], w[i - r], acc[r][u]);
    }
  }
  for (int r = 0; r < RB; ++r)
    for (int u = 0; u < NB; ++u) S::store(out + r * out_step + u * S::W, acc[r][u]);
}

// Rows [0, rows) of one block column of NB vectors: blocks of RB rows, then the last rows
// (fewer than RB) as one block.
template <class S, int K, int RB, int NB>
inline void dw_rows_column(const float* in, int64_t pw, int64_t rows, const float* wm, float bv, float* out,
                           int64_t out_step) {
  if constexpr (RB > 0) {
    int64_t r = 0;
    for (; r + RB <= rows; r += RB) dw_rows_block<S, K, RB, NB>(in + r * pw, pw, wm, bv, out + r * out_step, out_step);
    if (r < rows) dw_rows_column<S, K, RB - 1, NB>(in + r * pw, pw, rows - r, wm, bv, out + r * out_step, out_step);
  }
}

// Rows [0, rows) x nv vectors of one channel: columns of 2 vectors in blocks of 4 rows, an odd
// last vector in blocks of 8 rows (8 independent FMA chains either way: the FMA latency is 4
// cycles and two 256-bit pipes retire one 512-bit FMA per cycle). Out of line: inlined into
// depthwise2d_rows, its blocks' registers competed with the loop state there (an accumulator and
// the row pointers were spilled).
template <class S, int K>
[[gnu::noinline]] void dw_rows_channel(const float* in, int64_t pw, int64_t rows, int64_t nv, const float* wm,
                                       float bv, float* out, int64_t out_step) {
  constexpr int64_t W = S::W;
  int64_t v = 0;
  for (; v + 2 <= nv; v += 2) dw_rows_column<S, K, 4, 2>(in + v * W, pw, rows, wm, bv, out + v * W, out_step);
  if (v < nv) dw_rows_column<S, K, 8, 1>(in + v * W, pw, rows, wm, bv, out + v * W, out_step);
}

#if defined(RAMMER_CPU_ISA_AVX512)
// 8-float vectors in the AVX-512 build, for rows of 8 (8x8 maps): the flat path's half-empty
// 16-float rows ran at half the rate of these.
struct Simd8 {
  using V = __m256;
  static constexpr int W = 8;
  static V set1(float v) { return _mm256_set1_ps(v); }
  static V load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
  static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
};
constexpr int64_t kDwRowsMinW = 8;
#else
using Simd8 = Simd;
constexpr int64_t kDwRowsMinW = Simd::W;
#endif

// True when the row-blocked path takes the conv: stride 1, dilation 1, a square 3x3, 5x5 or 7x7
// kernel, x rows contiguous, and the box's output rows a whole number of vectors (of Simd, or of
// Simd8).
inline bool dw_rows_geometry(const ConvGeom& g, int64_t len, int64_t xs3) {
  const int64_t k = g.kern[0];
  return Simd::W > 1 && (k == 3 || k == 5 || k == 7) && g.kern[1] == k && g.str[0] == 1 && g.str[1] == 1 &&
         g.dil[0] == 1 && g.dil[1] == 1 && xs3 == 1 && len % kDwRowsMinW == 0;
}

// One channel with vectors of S (a whole number of them per row).
template <class S>
inline void dw_rows_channel_k(int64_t K, const float* in, int64_t pw, int64_t rows, int64_t len, const float* wm,
                              float bv, float* out, int64_t out_step) {
  const int64_t nv = len / S::W;
  switch (K) {
    case 3: return dw_rows_channel<S, 3>(in, pw, rows, nv, wm, bv, out, out_step);
    case 5: return dw_rows_channel<S, 5>(in, pw, rows, nv, wm, bv, out, out_step);
    default: return dw_rows_channel<S, 7>(in, pw, rows, nv, wm, bv, out, out_step);
  }
}

// The row-blocked path over the box b (dw_rows_geometry holds): per channel the input cells go
// into a FlatPlane (ReLU'd with relu_in; channel i + 1 is copied into the other plane before
// channel i is computed, so no load waits on the copy's stores), then the outputs go straight to
// y (no epilogue, unit column stride) or into rows finished by finish_rows.
inline void depthwise2d_rows(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                             const ConvGeom& g, bool relu_in) {
  const DwOperands io(op, T, ptrs);
  const k::TensorDesc& X = io.X;
  const k::TensorDesc& Y = io.Y;
  const int64_t K = g.kern[0], len = b.extent(3), rows = b.extent(2);
  const bool wide = len % Simd::W == 0;
  const FlatPlane plane = flat_plane(b, K, K, 1, 1, g.pad[0], g.pad[1], g.in[0], g.in[1], 0.0f);
  const bool direct = op.num_steps == 0 && Y.strides[3] == 1;
  float* buf = direct ? nullptr : scratch(kAcc, static_cast<size_t>(rows * len));
  const float* planes[2] = {plane.data, plane.data + plane.floats};
  const int64_t M = b.extent(1), nch = b.extent(0) * M;
  auto fill = [&](int64_t i) {
    fill_flat_plane(plane, planes[i % 2], io.x_channel(b.lo[0] + i / M, b.lo[1] + i % M), X.strides[2], relu_in);
  };
  if (nch > 0) fill(0);
  for (int64_t i = 0; i < nch; ++i) {
    if (i + 1 < nch) fill(i + 1);
    const int64_t n = b.lo[0] + i / M, m = b.lo[1] + i % M;
    const float* wm = io.wp + m * g.ks;
    float* out = direct ? io.y_row(n, m, b.lo[2]) + b.lo[3] : buf;
    const int64_t out_step = direct ? Y.strides[2] : len;
    if (wide) {
      dw_rows_channel_k<Simd>(K, planes[i % 2], plane.PW, rows, len, wm, io.bias_of(m), out, out_step);
    } else {
      dw_rows_channel_k<Simd8>(K, planes[i % 2], plane.PW, rows, len, wm, io.bias_of(m), out, out_step);
    }
    if (!direct) {
      const int64_t idx[4] = {n, m, b.lo[2], b.lo[3]};
      finish_rows(op, T, ptrs, idx, buf, len, rows);
    }
  }
}

// Depthwise 2-D conv over the box b: the row-blocked path where it applies, the flat path for
// strides 1 and 2, dilation 1 and contiguous x rows (NASNet's and MobileNet's other maps), else
// the WindowPlane path. A set params[2 + 4 nd] reads x as max(x, 0). The scalar build keeps the
// WindowPlane path: with one-float "vectors" the flat path's junk columns and per-block dispatch
// cost more than its short rows save.
inline void depthwise2d(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                        const Box& b, const ConvGeom& g) {
  const bool relu_in = op.params[2 + 4 * g.nd] != 0;
  const int64_t xs3 = T[op.operands[0]].strides[3];
  if (dw_rows_geometry(g, b.extent(3), xs3)) {
    depthwise2d_rows(op, T, ptrs, b, g, relu_in);
  } else if (Simd::W > 1 && flat_geometry(g.str[0], g.str[1], g.dil[0], g.dil[1], xs3)) {
    depthwise2d_flat(op, T, ptrs, b, g, relu_in);
  } else {
    depthwise2d_window(op, T, ptrs, b, g, relu_in);
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
