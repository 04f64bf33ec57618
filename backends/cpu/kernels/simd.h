// The SIMD vocabulary of the CPU tile kernels: one `Simd` struct per ISA with the same members, so
// cpu_tile_impl.h is written once. Included only by the per-ISA translation units, after they
// define RAMMER_CPU_NS (their namespace) and RAMMER_CPU_ISA_AVX512 / RAMMER_CPU_ISA_AVX2 (or neither,
// for scalar) and are compiled with
// the matching -m flags. MR x (NV * W) is the GEMM micro-tile held in registers.
#pragma once

#if defined(RAMMER_CPU_ISA_AVX512) || defined(RAMMER_CPU_ISA_AVX2)
// GCC 12 flags the intrinsics' own _mm512_undefined_* operands as uninitialized where they are
// inlined (GCC bug 105593, fixed in 13): a false positive in the header, silenced there only.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif
#include <cmath>
#include <cstdint>

#include "kernels/scalar_ops.h"

// Inside the per-ISA namespace (RAMMER_CPU_NS): each TU's Simd is a distinct type (no ODR clash).
namespace rammer::cpu::RAMMER_CPU_NS {

#if defined(RAMMER_CPU_ISA_AVX512) || defined(RAMMER_CPU_ISA_AVX2)
// 8 floats in a 256-bit register: the AVX2 build's Simd. The AVX-512 build (compiled with -mavx2
// -mfma as well) has it too, for rows of 8 floats (cpu_window_rows_impl.h's Simd8).
struct SimdAvx2 {
  using V = __m256;
  static constexpr int W = 8;
  static constexpr int MR = 6;   // 6 x 16: 12 accumulators + 2 B vectors + 1 broadcast of 16 ymm
  static constexpr int TR = MR;  // the tap conv's positions per micro-tile (cpu_tap_conv_impl.h)
  static constexpr int NV = 2;
  static V zero() { return _mm256_setzero_ps(); }
  static V set1(float v) { return _mm256_set1_ps(v); }
  static V load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
  // The first n lanes (0 <= n < W) of p: the rest read as 0, never touched in memory.
  static __m256i first_lanes(int64_t n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(n)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  }
  static V load_n(const float* p, int64_t n) { return _mm256_maskload_ps(p, first_lanes(n)); }
  static void store_n(float* p, V v, int64_t n) { _mm256_maskstore_ps(p, first_lanes(n), v); }
  static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
  static V add(V a, V b) { return _mm256_add_ps(a, b); }
  static V sub(V a, V b) { return _mm256_sub_ps(a, b); }
  static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
  static V div(V a, V b) { return _mm256_div_ps(a, b); }
  static V max(V a, V b) { return _mm256_max_ps(a, b); }
  static V min(V a, V b) { return _mm256_min_ps(a, b); }
  static V floor(V a) { return _mm256_floor_ps(a); }
  static V abs(V a) { return _mm256_andnot_ps(set1(-0.0f), a); }
  static V neg_abs(V a) { return _mm256_or_ps(a, set1(-0.0f)); }  // -|a|
  static V copy_sign(V m, V s) { return _mm256_or_ps(m, _mm256_and_ps(s, set1(-0.0f))); }  // m >= 0 signed as s
  static V select_lt(V a, V b, V t, V f) {  // a < b ? t : f per lane (NaN compares false)
    return _mm256_blendv_ps(f, t, _mm256_cmp_ps(a, b, _CMP_LT_OQ));
  }
  static V pow2i(V n) {  // 2^n for integral n in [-126, 127]
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(_mm256_cvttps_epi32(n), _mm256_set1_epi32(127)), 23));
  }
  static V scale_pow2(V y, V n) { return mul(y, pow2i(n)); }  // y * 2^n for integral n in [-126, 127]
  // Lanes where `a` is NaN, < lo (-> 0) or > hi (-> +inf) take the IEEE answer instead of `r`.
  static V fix_range(V a, V r, float lo, float hi) {
    r = _mm256_blendv_ps(r, zero(), _mm256_cmp_ps(a, set1(lo), _CMP_LT_OQ));
    r = _mm256_blendv_ps(r, set1(__builtin_inff()), _mm256_cmp_ps(a, set1(hi), _CMP_GT_OQ));
    return _mm256_blendv_ps(r, a, _mm256_cmp_ps(a, a, _CMP_UNORD_Q));
  }
  static float hmax(V v) {
    __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    m = _mm_max_ps(m, _mm_movehl_ps(m, m));
    m = _mm_max_ss(m, _mm_movehdup_ps(m));
    return _mm_cvtss_f32(m);
  }
  static float sum(V v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
  }
};
#endif

#if defined(RAMMER_CPU_ISA_AVX512)
struct Simd {
  using V = __m512;
  static constexpr int W = 16;
  static constexpr int MR = 8;   // 8 x 32: 16 accumulators + 2 B vectors + 1 broadcast of 32 zmm
  static constexpr int TR = 12;  // the tap conv's: 24 accumulators + 2 B vectors + 1 broadcast
  static constexpr int NV = 2;
  static V zero() { return _mm512_setzero_ps(); }
  static V set1(float v) { return _mm512_set1_ps(v); }
  static V load(const float* p) { return _mm512_loadu_ps(p); }
  static void store(float* p, V v) { _mm512_storeu_ps(p, v); }
  // The first n lanes (0 <= n < W) of p: the rest read as 0, never touched in memory.
  static V load_n(const float* p, int64_t n) { return _mm512_maskz_loadu_ps(static_cast<__mmask16>((1u << n) - 1), p); }
  static void store_n(float* p, V v, int64_t n) { _mm512_mask_storeu_ps(p, static_cast<__mmask16>((1u << n) - 1), v); }
  static V fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
  static V add(V a, V b) { return _mm512_add_ps(a, b); }
  static V sub(V a, V b) { return _mm512_sub_ps(a, b); }
  static V mul(V a, V b) { return _mm512_mul_ps(a, b); }
  static V div(V a, V b) { return _mm512_div_ps(a, b); }
  static V max(V a, V b) { return _mm512_max_ps(a, b); }
  static V min(V a, V b) { return _mm512_min_ps(a, b); }
  static V floor(V a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
  static V abs(V a) {
    return _mm512_castsi512_ps(_mm512_and_epi32(_mm512_castps_si512(a), _mm512_set1_epi32(0x7fffffff)));
  }
  static V neg_abs(V a) {  // -|a|
    return _mm512_castsi512_ps(_mm512_or_epi32(_mm512_castps_si512(a), _mm512_set1_epi32(INT32_MIN)));
  }
  static V copy_sign(V m, V s) {  // m >= 0 signed as s
    const __m512i sign = _mm512_and_epi32(_mm512_castps_si512(s), _mm512_set1_epi32(INT32_MIN));
    return _mm512_castsi512_ps(_mm512_or_epi32(_mm512_castps_si512(m), sign));
  }
  static V select_lt(V a, V b, V t, V f) {  // a < b ? t : f per lane (NaN compares false)
    return _mm512_mask_blend_ps(_mm512_cmp_ps_mask(a, b, _CMP_LT_OQ), f, t);
  }
  static V pow2i(V n) {  // 2^n for integral n in [-126, 127]
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_add_epi32(_mm512_cvttps_epi32(n), _mm512_set1_epi32(127)), 23));
  }
  static V scale_pow2(V y, V n) { return _mm512_scalef_ps(y, n); }  // y * 2^n, one instruction
  // Lanes where `a` is NaN, < lo (-> 0) or > hi (-> +inf) take the IEEE answer instead of `r`.
  static V fix_range(V a, V r, float lo, float hi) {
    r = _mm512_mask_mov_ps(r, _mm512_cmp_ps_mask(a, set1(lo), _CMP_LT_OQ), zero());
    r = _mm512_mask_mov_ps(r, _mm512_cmp_ps_mask(a, set1(hi), _CMP_GT_OQ), set1(__builtin_inff()));
    return _mm512_mask_mov_ps(r, _mm512_cmp_ps_mask(a, a, _CMP_UNORD_Q), a);
  }
  static float hmax(V v) {
    alignas(64) float t[16];
    _mm512_store_ps(t, v);
    float m = t[0];
    for (int i = 1; i < 16; ++i) m = t[i] > m ? t[i] : m;
    return m;
  }
  // out[j * ld + i] = r[i][j] for 8 rows of 16 lanes: the 8 x 16 block transposed in registers
  // and stored as 16 runs of 8 floats.
  static void store_transposed_8x16(const V r[8], float* out, int64_t ld) {
    V u[8];  // u[h + m], lane L: rows h..h+3 of column 4L + m
    transpose_4_rows(r, u);
    transpose_4_rows(r + 4, u + 4);
    for (int m = 0; m < 4; ++m) {
      for (int half = 0; half < 2; ++half) {  // lanes 0-1, then 2-3: columns m, 4 + m, then 8 + m, 12 + m
        V pair = half == 0 ? _mm512_shuffle_f32x4(u[m], u[m + 4], _MM_SHUFFLE(1, 0, 1, 0))
                           : _mm512_shuffle_f32x4(u[m], u[m + 4], _MM_SHUFFLE(3, 2, 3, 2));
        pair = _mm512_shuffle_f32x4(pair, pair, _MM_SHUFFLE(3, 1, 2, 0));  // column, then the next 4 on
        const int64_t c = 8 * half + m;
        _mm256_storeu_ps(out + c * ld, _mm512_castps512_ps256(pair));
        _mm256_storeu_ps(out + (c + 4) * ld, _mm512_castps512_ps256(_mm512_shuffle_f32x4(pair, pair, 0x4E)));
      }
    }
  }
  // out[j * ld + i] = r[i][j] for 4 rows of 16 lanes: 16 runs of 4 floats.
  static void store_transposed_4x16(const V r[4], float* out, int64_t ld) {
    V u[4];
    transpose_4_rows(r, u);
    for (int m = 0; m < 4; ++m) {  // u[m], lane L: the 4 rows of column 4L + m
      _mm_storeu_ps(out + m * ld, _mm512_castps512_ps128(u[m]));
      _mm_storeu_ps(out + (4 + m) * ld, _mm512_castps512_ps128(_mm512_shuffle_f32x4(u[m], u[m], 1)));
      _mm_storeu_ps(out + (8 + m) * ld, _mm512_castps512_ps128(_mm512_shuffle_f32x4(u[m], u[m], 2)));
      _mm_storeu_ps(out + (12 + m) * ld, _mm512_castps512_ps128(_mm512_shuffle_f32x4(u[m], u[m], 3)));
    }
  }
  // The 4 x 4 transposes within each 128-bit lane of 4 rows: u[m], lane L = r[0..3][4L + m].
  static void transpose_4_rows(const V r[4], V u[4]) {
    const V t0 = _mm512_unpacklo_ps(r[0], r[1]), t1 = _mm512_unpackhi_ps(r[0], r[1]);  // r0[0] r1[0] r0[1] r1[1]
    const V t2 = _mm512_unpacklo_ps(r[2], r[3]), t3 = _mm512_unpackhi_ps(r[2], r[3]);
    u[0] = _mm512_shuffle_ps(t0, t2, 0x44);
    u[1] = _mm512_shuffle_ps(t0, t2, 0xEE);
    u[2] = _mm512_shuffle_ps(t1, t3, 0x44);
    u[3] = _mm512_shuffle_ps(t1, t3, 0xEE);
  }
  // In registers: a dot product's epilogue (a 256-long row is only 16 FMAs; a trip through memory
  // cost as much again). Lane shuffles, not extract/reduce intrinsics: gcc 12 flags those (their
  // _mm*_undefined_* operand) as uninitialized.
  static float sum(V v) {
    const V t = _mm512_add_ps(v, _mm512_shuffle_f32x4(v, v, 0x4E));                  // + other 256 half
    const __m128 q = _mm512_castps512_ps128(_mm512_add_ps(t, _mm512_shuffle_f32x4(t, t, 0xB1)));
    __m128 s = _mm_add_ps(q, _mm_movehl_ps(q, q));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
  }
};
#elif defined(RAMMER_CPU_ISA_AVX2)
using Simd = SimdAvx2;
#else
struct Simd {
  using V = float;
  static constexpr int W = 1;
  static constexpr int MR = 4;
  static constexpr int TR = MR;
  static constexpr int NV = 4;
  static V zero() { return 0.0f; }
  static V set1(float v) { return v; }
  static V load(const float* p) { return *p; }
  static void store(float* p, V v) { *p = v; }
  static V load_n(const float* p, int64_t n) { return n > 0 ? *p : 0.0f; }
  static void store_n(float* p, V v, int64_t n) {
    if (n > 0) *p = v;
  }
  static V fma(V a, V b, V c) { return a * b + c; }
  static V add(V a, V b) { return a + b; }
  static V sub(V a, V b) { return a - b; }
  static V mul(V a, V b) { return a * b; }
  static V div(V a, V b) { return a / b; }
  static V max(V a, V b) { return a > b ? a : b; }
  static V min(V a, V b) { return a < b ? a : b; }
  static V abs(V a) { return std::fabs(a); }
  static float hmax(V v) { return v; }
  static float sum(V v) { return v; }
};
#endif

// Vectorised transcendental functions (and erf), the vector forms of kernels/scalar_ops.h's formulas (same
// split points, same saturation; tests/backends/cpu/simd_formulas_test.cc holds them to the scalar
// formulas within stated ULPs). The scalar build calls the scalar formulas themselves.
//
// vexp: Cephes' expf (range reduction by ln 2, degree-5 polynomial; max relative error ~2e-7 on
// [-86.5, 88.7]). Below -86.5 the result flushes to 0 (the true value is < 2.7e-38, at the bottom
// of the normal range), above 88.72 it is +inf, NaN stays NaN.
#if defined(RAMMER_CPU_ISA_AVX512) || defined(RAMMER_CPU_ISA_AVX2)
// Cephes' reduction and polynomial on an argument x1 already in [-86.5, 88.72]: *fx = the integer
// nearest x1 / ln 2, and the result e^(x1 - fx ln 2), in [sqrt(1/2), sqrt(2)] (ln 2 in two parts,
// the first short enough that its product with fx is exact).
inline Simd::V exp_reduced(Simd::V x1, Simd::V* fx) {
  using S = Simd;
  *fx = S::floor(S::fma(x1, S::set1(1.44269504088896341f), S::set1(0.5f)));
  S::V x = S::fma(*fx, S::set1(-0.693359375f), x1);
  x = S::fma(*fx, S::set1(2.12194440e-4f), x);
  const S::V z = S::mul(x, x);
  S::V y = S::set1(1.9875691500e-4f);
  y = S::fma(y, x, S::set1(1.3981999507e-3f));
  y = S::fma(y, x, S::set1(8.3334519073e-3f));
  y = S::fma(y, x, S::set1(4.1665795894e-2f));
  y = S::fma(y, x, S::set1(1.6666665459e-1f));
  y = S::fma(y, x, S::set1(5.0000001201e-1f));
  return S::add(S::fma(y, z, x), S::set1(1.0f));
}
inline Simd::V vexp(Simd::V x0) {
  using S = Simd;
  // Clamped to fix_range's bounds, so that 2^(n-1) below stays a normal float: n in [-125, 128].
  const S::V x1 = S::min(S::max(x0, S::set1(-86.5f)), S::set1(88.72283f));
  S::V fx;
  S::V y = exp_reduced(x1, &fx);
  // 2^n as 2^(n-1) * 2: n reaches 128 just below the overflow bound.
  y = S::mul(S::mul(y, S::pow2i(S::sub(fx, S::set1(1.0f)))), S::set1(2.0f));
  return S::fix_range(x0, y, -86.5f, 88.72283f);
}
// vexp for a <= 0 (or NaN), the sigmoid's e^-|x|, without what only a > 0 needs (the upper
// clamp, 2^n taken as 2^(n-1) * 2, the range fix-ups: a NaN stays NaN through the arithmetic),
// about 12 vector operations fewer per call. A SiLU epilogue is mostly this call (EfficientNet's
// convs).
inline Simd::V vexp_nonpos(Simd::V a) {
  using S = Simd;
  const S::V a1 = S::max(S::set1(-86.5f), a);  // max returns its second operand, a, when a is NaN
  S::V fx;
  const S::V y = exp_reduced(a1, &fx);
  return S::select_lt(a, S::set1(-86.5f), S::zero(), S::scale_pow2(y, fx));  // fx in [-125, 0]
}
// sigmoid as scalar_ops.h splits it at 0: e = e^-|x| never overflows; x >= 0 gives 1 / (1 + e),
// x < 0 gives e / (1 + e). Saturates to 1 above, to 0 below (e flushes to 0 below x = -86.5).
inline Simd::V vsigmoid(Simd::V x) {
  using S = Simd;
  const S::V e = vexp_nonpos(S::neg_abs(x));
  return S::div(S::select_lt(x, S::zero(), e, S::set1(1.0f)), S::add(S::set1(1.0f), e));
}
// tanh as Cephes' tanhf: x + x^3 P(x^2) below |x| = 0.625 (where the exponential form would cancel),
// above it sign(x) (1 - e) / (1 + e) with e = e^-2|x| in (0, 0.29]: vexp_nonpos's argument is never
// positive, and e flushes to 0 for large |x|, which saturates to exactly +-1.
inline Simd::V vtanh(Simd::V x) {
  using S = Simd;
  const S::V e = vexp_nonpos(S::neg_abs(S::add(x, x)));
  const S::V big = S::copy_sign(S::div(S::sub(S::set1(1.0f), e), S::add(S::set1(1.0f), e)), x);
  const S::V z = S::mul(x, x);
  S::V p = S::set1(-5.70498872745e-3f);
  p = S::fma(p, z, S::set1(2.06390887954e-2f));
  p = S::fma(p, z, S::set1(-5.37397155531e-2f));
  p = S::fma(p, z, S::set1(1.33314422036e-1f));
  p = S::fma(p, z, S::set1(-3.33332819422e-1f));
  const S::V small = S::fma(S::mul(p, z), x, x);
  return S::select_lt(S::abs(x), S::set1(0.625f), small, big);
}
// erf as an odd rational function x P(x^2) / Q(x^2) (the minimax fit Eigen and XLA use for float):
// within 6 ULP of erf on [-4, 4] (the worst near |x| = 3.9, where erf is within 4e-7 of 1), and
// x P / Q keeps erf(x) ~ 2x / sqrt(pi) accurate near 0. Inputs are clamped to [-4, 4], beyond
// which float erf is +-1; min(4, x) and max(-4, .) return x for NaN, so NaN stays NaN.
inline Simd::V verf(Simd::V a) {
  using S = Simd;
  const S::V x = S::max(S::set1(-4.0f), S::min(S::set1(4.0f), a));
  const S::V x2 = S::mul(x, x);
  S::V p = S::fma(x2, S::set1(-2.72614225801306e-10f), S::set1(2.77068142495902e-08f));
  p = S::fma(x2, p, S::set1(-2.10102402082508e-06f));
  p = S::fma(x2, p, S::set1(-5.69250639462346e-05f));
  p = S::fma(x2, p, S::set1(-7.34990630326855e-04f));
  p = S::fma(x2, p, S::set1(-2.95459980854025e-03f));
  p = S::fma(x2, p, S::set1(-1.60960333262415e-02f));
  S::V q = S::fma(x2, S::set1(-1.45660718464996e-05f), S::set1(-2.13374055278905e-04f));
  q = S::fma(x2, q, S::set1(-1.68282697438203e-03f));
  q = S::fma(x2, q, S::set1(-7.37332916720468e-03f));
  q = S::fma(x2, q, S::set1(-1.42647390514189e-02f));
  return S::div(S::mul(x, p), q);
}
// GELU as x/2 (1 + erf(x / sqrt 2)) on verf. Unlike scalar_ops.h's erfc form it loses the relative
// accuracy of the tail for x << 0 (1 + erf cancels), where the value is below 1e-6 in magnitude: the
// absolute error stays within 1e-6 max(1, |x|). Below x = -10 (where x * 0 would be NaN at -inf)
// the result is 0.
inline Simd::V vgelu(Simd::V x) {
  using S = Simd;
  const S::V e = verf(S::mul(x, S::set1(0.70710678118654752f)));
  const S::V y = S::mul(S::mul(S::set1(0.5f), x), S::add(S::set1(1.0f), e));
  return S::select_lt(x, S::set1(-10.0f), S::zero(), y);
}
#else
inline Simd::V verf(Simd::V x) { return ::rammer::kernels::ops::erf(x); }
inline Simd::V vgelu(Simd::V x) { return ::rammer::kernels::ops::gelu(x); }
inline Simd::V vexp(Simd::V x) { return ::rammer::kernels::ops::exp(x); }
inline Simd::V vsigmoid(Simd::V x) { return ::rammer::kernels::ops::sigmoid(x); }
inline Simd::V vtanh(Simd::V x) { return ::rammer::kernels::ops::tanh(x); }
#endif

// clip(alpha x + beta, 0, 1) (scalar_ops.h hard_sigmoid): min(1, .) and max(0, .) return their
// second operand for NaN, so NaN stays NaN.
inline Simd::V vhard_sigmoid(Simd::V x, Simd::V alpha, Simd::V beta) {
  return Simd::min(Simd::set1(1.0f), Simd::max(Simd::zero(), Simd::add(Simd::mul(alpha, x), beta)));
}

// In-place activations over n floats: whole vectors, then a scalar tail through a padded vector.
template <class F>
inline void map_inplace(float* v, int64_t n, F f) {
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(v + i, f(Simd::load(v + i)));
  if (i < n) {
    float t[Simd::W > 1 ? Simd::W : 1] = {};
    for (int64_t j = i; j < n; ++j) t[j - i] = v[j];
    const Simd::V r = f(Simd::load(t));
    float o[Simd::W > 1 ? Simd::W : 1];
    Simd::store(o, r);
    for (int64_t j = i; j < n; ++j) v[j] = o[j - i];
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
