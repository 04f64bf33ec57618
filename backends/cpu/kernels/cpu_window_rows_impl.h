// Row-blocked 2-D window kernels over a padded plane, for stride 1, dilation 1 and square 3x3,
// 5x5 or 7x7 windows whose output rows are a whole number of vectors (NASNet's and MobileNet's
// 32x32 and 16x16 maps on AVX-512; 8-wide rows with 8-float vectors): the depthwise conv
// (cpu_depthwise_impl.h) and the max / average pools (cpu_pool_impl.h). Part of the per-ISA CPU
// kernels (see cpu_fast_tile_impl.h).
//
// The flat paths load one unaligned vector per tap, most of them split across two cache lines,
// so they are bound by the loads (~2.2 cycles per FMA for a 5x5 depthwise conv on 32x32 on Zen 4).
// Here a block of RB output rows x NB vectors keeps RB * NB accumulators in registers and walks
// the plane's rows instead of the taps: plane row r + kh serves output row r with tap kh, so one
// load of a plane row feeds up to K accumulators. Per window column kw that is RB + K - 1 loads for
// RB * K * NB taps (RB = 4, 5x5: 0.4 loads per tap), and the kernels are bound by the arithmetic.
#pragma once

#include <limits>
#include <type_traits>

#include "backends/cpu/kernels/cpu_epilogue_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// What a window kernel computes: a depthwise conv (bias + sum of weight x tap), the max of the
// taps, or their sum times a per-output scale (the average's reciprocal divisors).
enum class WindowMode { conv, max, avg };

// One channel's window kernel arguments. in: the plane at the channel's first output (row pitch
// pw, rows + K - 1 rows of at least len + K - 1 floats); out: the first output (row stride
// out_step); conv: weights wm (K x K) and bias bv; avg: scale, one factor per output (row pitch
// len).
struct WindowRows {
  const float* in;
  int64_t pw, rows, len;
  float* out;
  int64_t out_step;
  const float* wm = nullptr;
  float bv = 0.0f;
  const float* scale = nullptr;
  const TileEpilogue* epi = nullptr;  // conv: applied before each store (window_rows_full_simd rows only)
};

// Output rows [0, RB) x columns [0, NB * W) from the block's first output (in, out, scale
// already offset to it).
template <class S, WindowMode kMode, int K, int RB, int NB>
inline void window_rows_block(const WindowRows& a, const float* in, float* out, const float* scale) {
  typename S::V acc[RB][NB];
  const typename S::V init = S::set1(kMode == WindowMode::conv  ? a.bv
                                     : kMode == WindowMode::max ? -std::numeric_limits<float>::infinity()
                                                                : 0.0f);
  for (int r = 0; r < RB; ++r)
    for (int u = 0; u < NB; ++u) acc[r][u] = init;
#pragma GCC unroll 8
  for (int kw = 0; kw < K; ++kw) {
    typename S::V w[K];
    if constexpr (kMode == WindowMode::conv) {
#pragma GCC unroll 8
      for (int kh = 0; kh < K; ++kh) w[kh] = S::set1(a.wm[kh * K + kw]);
    }
    const float* row = in + kw;  // plane row i of the block, at column kw
#pragma GCC unroll 16
    for (int i = 0; i < RB + K - 1; ++i, row += a.pw) {
      typename S::V x[NB];
#pragma GCC unroll 2
      for (int u = 0; u < NB; ++u) {
        x[u] = S::load(row + u * S::W);
        // Keeps the row in a register: gcc otherwise folds the load into every FMA that uses it
        // (a memory operand per FMA: one load per tap again).
        asm("" : "+v"(x[u]));
      }
#pragma GCC unroll 8
      for (int r = (i >= K ? i - K + 1 : 0); r <= (i < RB ? i : RB - 1); ++r)
#pragma GCC unroll 2
        for (int u = 0; u < NB; ++u) {
          if constexpr (kMode == WindowMode::conv) acc[r][u] = S::fma(x[u], w[i - r], acc[r][u]);
          if constexpr (kMode == WindowMode::max) acc[r][u] = S::max(acc[r][u], x[u]);
          if constexpr (kMode == WindowMode::avg) acc[r][u] = S::add(acc[r][u], x[u]);
        }
    }
  }
  for (int r = 0; r < RB; ++r)
    for (int u = 0; u < NB; ++u) {
      typename S::V v = acc[r][u];
      if constexpr (kMode == WindowMode::avg) v = S::mul(v, S::load(scale + r * a.len + u * S::W));
      if constexpr (kMode == WindowMode::conv && std::is_same_v<S, Simd>)
        if (a.epi != nullptr) v = a.epi->apply(v, S::zero(), nullptr, 0);
      S::store(out + r * a.out_step + u * S::W, v);
    }
}

// Rows [0, a.rows) of one block column of NB vectors (from column `col`): blocks of RB rows,
// then the last rows (fewer than RB) as one block.
template <class S, WindowMode kMode, int K, int RB, int NB>
inline void window_rows_column(const WindowRows& a, int64_t col, int64_t r0) {
  if constexpr (RB > 0) {
    int64_t r = r0;
    for (; r + RB <= a.rows; r += RB)
      window_rows_block<S, kMode, K, RB, NB>(a, a.in + r * a.pw + col, a.out + r * a.out_step + col,
                                             kMode == WindowMode::avg ? a.scale + r * a.len + col : nullptr);
    if (r < a.rows) window_rows_column<S, kMode, K, RB - 1, NB>(a, col, r);
  }
}

// One channel: columns of 2 vectors in blocks of 4 rows, an odd last vector in blocks of 8 rows (8
// independent accumulator chains either way: an FMA's latency is 4 cycles and two 256-bit pipes
// retire one 512-bit FMA per cycle). Out of line: inlined into the drivers' channel loops, its
// blocks' registers competed with the loop state there (an accumulator and the row pointers were
// spilled).
template <class S, WindowMode kMode, int K>
[[gnu::noinline]] void window_rows_channel(const WindowRows& a) {
  const int64_t nv = a.len / S::W;
  int64_t v = 0;
  for (; v + 2 <= nv; v += 2) window_rows_column<S, kMode, K, 4, 2>(a, v * S::W, 0);
  if (v < nv) window_rows_column<S, kMode, K, 8, 1>(a, v * S::W, 0);
}

#if defined(RAMMER_CPU_ISA_AVX512)
// 8-float vectors in the AVX-512 build, for rows of 8 (8x8 maps): the flat paths' half-empty
// 16-float rows ran at half the rate of these.
using Simd8 = SimdAvx2;
constexpr int64_t kWindowRowsMinW = Simd8::W;
#else
using Simd8 = Simd;
constexpr int64_t kWindowRowsMinW = Simd::W;
#endif

// True when the row-blocked kernels take a window op: stride 1, dilation 1, a square 3x3, 5x5 or
// 7x7 window, x rows contiguous, and the box's output rows a whole number of vectors (of Simd, or
// of Simd8). The scalar build keeps the other paths.
inline bool window_rows_geometry(int64_t kh, int64_t kw, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t xs3,
                                 int64_t len) {
  return Simd::W > 1 && (kh == 3 || kh == 5 || kh == 7) && kw == kh && sh == 1 && sw == 1 && dh == 1 && dw == 1 &&
         xs3 == 1 && len % kWindowRowsMinW == 0;
}

// True when window_rows runs rows of `len` with Simd vectors (else with Simd8 ones): only then
// does a conv apply WindowRows::epi.
inline bool window_rows_full_simd(int64_t len) { return len % Simd::W == 0; }

// One channel of a window op that window_rows_geometry accepts (window K x K).
template <WindowMode kMode>
inline void window_rows(int64_t K, const WindowRows& a) {
  auto by_k = [&](auto s) {
    using S = decltype(s);
    switch (K) {
      case 3: return window_rows_channel<S, kMode, 3>(a);
      case 5: return window_rows_channel<S, kMode, 5>(a);
      default: return window_rows_channel<S, kMode, 7>(a);
    }
  };
  if (window_rows_full_simd(a.len)) {
    by_k(Simd{});
  } else {
    by_k(Simd8{});
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
