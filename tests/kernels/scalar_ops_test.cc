// kernels/scalar_ops.h's formulas, in float and double, against independent long double
// evaluations of their definitions (written here with std:: functions, never the header's), at the
// edges (0, +-tiny, +-1, +-20, +-88, +-100, +-1e30, +-inf, NaN) and over a sweep. Each formula has a
// stated tolerance in ULPs of the result (the unit below the normal range is the smallest
// subnormal); a formula put back into an overflowing or cancelling form fails them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "kernels/scalar_ops.h"

namespace rammer {
namespace {

namespace ops = kernels::ops;
using LD = long double;

// Distance of `got` from the exact value `want` in ULPs of T at want (the spacing of T's numbers
// there, at least the smallest subnormal). NaN on one side only, or unequal infinities: infinite.
template <class T>
double ulps(T got, LD want) {
  const bool nan_got = std::isnan(got), nan_want = std::isnan(want);
  if (nan_got || nan_want) return nan_got == nan_want ? 0.0 : INFINITY;
  if (std::isinf(got) || std::isinf(want)) return static_cast<LD>(got) == want ? 0.0 : INFINITY;
  const T w = static_cast<T>(want);
  if (std::isinf(w)) return INFINITY;  // want lies beyond T's range and got does not
  const T a = std::fabs(w);
  const LD spacing = std::nextafter(a, std::numeric_limits<T>::infinity()) - a;
  return static_cast<double>(std::fabs(static_cast<LD>(got) - want) / spacing);
}

// The edges every formula is checked at, then a sweep: [-40, 40] in steps of 1/64 and magnitudes
// 1e-8 .. 1e4 (both signs).
template <class T>
std::vector<T> points() {
  const T tiny = std::numeric_limits<T>::min();
  std::vector<T> v = {T(0), -T(0), tiny, -tiny, T(1e-30), T(-1e-30), T(1), T(-1), T(20), T(-20),
                      T(88), T(-88), T(100), T(-100), T(1e30), T(-1e30)};
  for (int i = -40 * 64; i <= 40 * 64; ++i) v.push_back(static_cast<T>(i / 64.0L));
  for (int i = 0; i <= 1200; ++i) {
    const T m = static_cast<T>(std::pow(10.0L, -8.0L + i / 100.0L));
    v.push_back(m);
    v.push_back(-m);
  }
  return v;
}

struct Limits {
  LD at_minus_inf, at_plus_inf;
};

// A formula passes at x when it is within `ulps` ULPs of the exact value, or within `abs` of it.
// With `plus_cond`, 2 cond(x) more ULPs are allowed, cond(x) = |x f'(x) / f(x)|: a formula that
// rounds a scaled argument (x / sqrt 2, a cubic; a constant and a product, each off by up to one
// ULP's relative size) carries those roundings amplified by the condition number.
struct Tol {
  Tol(double u, LD a = 0, bool c = false) : ulps(u), abs(a), plus_cond(c) {}
  double ulps;
  LD abs;
  bool plus_cond;
};

// |x f'(x) / f(x)| of the exact f, by a central difference in long double.
template <class R>
double cond(R ref, LD x) {
  const LD f = ref(x), h = 1e-7L;
  if (x == 0 || f == 0 || !std::isfinite(f)) return 0.0;
  return static_cast<double>(std::fabs((ref(x * (1 + h)) - ref(x * (1 - h))) / (2 * h * f)));
}

// Checks f against the exact `ref` at every finite point within `tol`, at +-inf against the
// function's limits (written by hand: a naive x * 0 or inf / inf there is the bug being pinned),
// and NaN -> NaN. Reports the worst excess over the allowance.
template <class T, class F, class R>
void check(const char* name, F f, R ref, Tol tol, Limits lim) {
  double worst = 0.0;
  T worst_x = 0;
  for (T x : points<T>()) {
    const T got = f(x);
    const LD want = ref(static_cast<LD>(x));
    double e = ulps(got, want);
    if (std::fabs(static_cast<LD>(got) - want) <= tol.abs) continue;
    if (tol.plus_cond) e -= 2 * cond(ref, static_cast<LD>(x));
    if (!(e <= worst)) {
      worst = e;
      worst_x = x;
    }
  }
  EXPECT_LE(worst, tol.ulps) << name << " worst at x = " << worst_x << ": got " << f(worst_x)
                             << ", want " << static_cast<double>(ref(static_cast<LD>(worst_x)));
  const T inf = std::numeric_limits<T>::infinity();
  EXPECT_LE(ulps(f(-inf), lim.at_minus_inf), 1.0) << name << "(-inf) = " << f(-inf);
  EXPECT_LE(ulps(f(inf), lim.at_plus_inf), 1.0) << name << "(+inf) = " << f(inf);
  EXPECT_TRUE(std::isnan(f(std::numeric_limits<T>::quiet_NaN()))) << name << "(NaN)";
}

const LD kInf = std::numeric_limits<LD>::infinity();
const LD kSqrt2 = std::sqrt(2.0L);
const LD kPi = std::acos(-1.0L);

// The exact definitions, evaluated in long double (64-bit significand: 11 bits beyond double).
// Where e^x would overflow even long double (x > 1000), log(1 + e^x) is x to all its digits.
LD softplus_ld(LD x) { return x > 1000 ? x : std::log1p(std::exp(x)); }
// Even long double cancels in 1 + erf(x / sqrt 2) and 1 + tanh(u) for x << 0, so the references
// use the identities 1 + erf(z) = erfc(-z) and 1 + tanh(u) = 2 / (1 + e^-2u).
LD gelu_ld(LD x) { return 0.5L * x * std::erfc(-x / kSqrt2); }
LD gelu_tanh_ld(LD x) {
  const LD u = std::sqrt(2 / kPi) * (x + 0.044715L * x * x * x);
  return x / (1 + std::exp(-2 * u));
}

// Tolerances (ULPs): the library functions each formula calls are within ~1-2 ULPs; a formula
// adds the roundings of its own arithmetic, and where it rounds a scaled argument before an
// exponential (gelu's x / sqrt 2, gelu_tanh's cubic) that rounding is amplified by the function's
// condition number x f'(x) / f(x), which reaches ~40 on the sweep's negative tail.
template <class T>
void check_all() {
  const T a = T(0.7);  // an alpha that is not a power of 2
  check<T>("sigmoid", [](T x) { return ops::sigmoid(x); }, [](LD x) { return 1 / (1 + std::exp(-x)); }, 3,
           {0, 1});
  check<T>("tanh", [](T x) { return ops::tanh(x); }, [](LD x) { return std::tanh(x); }, 3, {-1, 1});
  check<T>("softplus", [](T x) { return ops::softplus(x); }, softplus_ld, 2, {0, kInf});
  check<T>("softsign", [](T x) { return ops::softsign(x); }, [](LD x) { return x / (1 + std::fabs(x)); }, 2,
           {-1, 1});
  check<T>("gelu", [](T x) { return ops::gelu(x); },
           gelu_ld, {2, 0, true}, {0, kInf});
  check<T>("gelu_tanh", [](T x) { return ops::gelu_tanh(x); }, gelu_tanh_ld, {3, 0, true}, {0, kInf});
  // Below the normal range softplus(x) = e^x is a subnormal, off by up to half the smallest one,
  // and mish multiplies it by x (|x| < 745 while it is nonzero): 1024 of those are allowed there.
  check<T>("mish", [](T x) { return ops::mish(x); }, [](LD x) { return x * std::tanh(softplus_ld(x)); },
           {4, 1024 * LD(std::numeric_limits<T>::denorm_min())}, {0, kInf});
  check<T>("elu", [a](T x) { return ops::elu(x, a); },
           [a](LD x) { return x < 0 ? LD(a) * std::expm1(x) : x; }, 2, {-LD(a), kInf});
  const T sa = T(1.67326319217681884765625), sg = T(1.05070102214813232421875);  // ONNX defaults
  check<T>("selu", [=](T x) { return ops::selu(x, sa, sg); },
           [=](LD x) { return x > 0 ? LD(sg) * x : LD(sg) * LD(sa) * std::expm1(x); }, 3,
           {-LD(sg) * LD(sa), kInf});
  check<T>("celu", [a](T x) { return ops::celu(x, a); },
           [a](LD x) { return std::max(LD(0), x) + std::min(LD(0), LD(a) * std::expm1(x / LD(a))); }, 2,
           {-LD(a), kInf});
  check<T>("hard_swish", [](T x) { return ops::hard_swish(x); },
           [](LD x) { return x * std::max(LD(0), std::min(LD(1), x / 6 + 0.5L)); }, 2, {0, kInf});
  check<T>("leaky_relu", [a](T x) { return ops::leaky_relu(x, a); }, [a](LD x) { return x < 0 ? LD(a) * x : x; },
           0.5, {-kInf, kInf});
  check<T>("scaled_tanh", [a](T x) { return ops::scaled_tanh(x, a, T(2)); },
           [a](LD x) { return LD(a) * std::tanh(2 * x); }, 3, {-LD(a), LD(a)});
  // alpha x + beta rounds twice, and near its zero crossing those roundings are large next to the
  // result: bounded by 1 ULP of the range's top (1) there.
  check<T>("hard_sigmoid", [a](T x) { return ops::hard_sigmoid(x, a, T(0.5)); },
           [a](LD x) { return std::clamp(LD(a) * x + 0.5L, LD(0), LD(1)); },
           {1, std::numeric_limits<T>::epsilon()}, {0, 1});
}

TEST(ScalarOps, FloatFormulasMatchLongDouble) { check_all<float>(); }
TEST(ScalarOps, DoubleFormulasMatchLongDouble) { check_all<double>(); }

// The forms that overflow or cancel give these wrong: 1 / (1 + e^-x) is 0 once e^-x overflows,
// log(1 + e^x) is inf, alpha (e^x - 1) is 0 near 0. Values by hand: e^-100 = 3.72e-44 (a float
// subnormal), e^-720 = 2.03e-313 (a double subnormal), expm1(-1e-20) = -1e-20.
TEST(ScalarOps, NoOverflowAtTheEdges) {
  EXPECT_NEAR(ops::sigmoid(-100.0f), 3.72e-44f, 2e-45f);
  EXPECT_EQ(ops::sigmoid(-1e30f), 0.0f);
  EXPECT_EQ(ops::sigmoid(100.0f), 1.0f);
  EXPECT_NEAR(ops::sigmoid(-720.0), 2.03e-313, 1e-315);
  EXPECT_EQ(ops::softplus(100.0f), 100.0f);
  EXPECT_EQ(ops::softplus(1e30f), 1e30f);
  EXPECT_EQ(ops::softplus(1000.0), 1000.0);
  EXPECT_NEAR(ops::softplus(-100.0f), 3.72e-44f, 2e-45f);
  EXPECT_FLOAT_EQ(ops::elu(-1e-20f, 1.0f), -1e-20f);
  EXPECT_EQ(ops::softsign(1e30f), 1.0f);
  EXPECT_EQ(ops::gelu(-1e30f), 0.0f);
  EXPECT_EQ(ops::gelu_tanh(-1e30f), 0.0f);
  EXPECT_EQ(ops::gelu_tanh(1e30f), 1e30f);
}

// The exact formulas: rounding half to even, Mod's two sign rules, NaN through max/min/clip, and
// the comparisons that map NaN (relu, thresholded_relu give 0).
TEST(ScalarOps, ExactFormulas) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (auto [x, want] : std::vector<std::pair<float, float>>{
           {0.5f, 0.0f}, {1.5f, 2.0f}, {2.5f, 2.0f}, {-2.5f, -2.0f}, {-0.5f, -0.0f}, {2.4999998f, 2.0f},
           {1e30f, 1e30f}})
    EXPECT_EQ(ops::round_half_even(x), want) << x;
  EXPECT_EQ(ops::round_half_even(3.5), 4.0);
  EXPECT_TRUE(std::isnan(ops::round_half_even(nan)));
  // Mod (fmod = 0): the divisor's sign; fmod: the dividend's.
  for (auto [x, y, mod, fmod] : std::vector<std::tuple<float, float, float, float>>{
           {5, 3, 2, 2}, {-5, 3, 1, -2}, {5, -3, -1, 2}, {-5, -3, -2, -2}, {5.5f, 2, 1.5f, 1.5f},
           {-5.5f, 2, 0.5f, -1.5f}, {6, 3, 0, 0}}) {
    EXPECT_EQ(ops::mod(x, y), mod) << x << " mod " << y;
    EXPECT_EQ(ops::remainder_trunc(x, y), fmod) << x << " fmod " << y;
    if (x == std::trunc(x)) {
      EXPECT_EQ(ops::mod(static_cast<int64_t>(x), static_cast<int64_t>(y)), static_cast<int64_t>(mod))
          << x << " mod " << y << " (int)";
    }
  }
  EXPECT_EQ(ops::mod(-5.0, 3.0), 1.0);
  for (float v : {ops::max(nan, 1.0f), ops::max(1.0f, nan), ops::min(nan, 1.0f), ops::min(1.0f, nan),
                  ops::clip(nan, 0.0f, 1.0f), ops::hard_sigmoid(nan, 0.2f, 0.5f), ops::prelu(nan, 0.1f),
                  ops::celu(nan, 1.0f), ops::hard_swish(nan), ops::sign(nan) * 0.0f + nan})
    EXPECT_TRUE(std::isnan(v));
  EXPECT_EQ(ops::max(-1.0f, 2.0f), 2.0f);
  EXPECT_EQ(ops::min(-1.0f, 2.0f), -1.0f);
  EXPECT_EQ(ops::clip(3.0f, -1.0f, 2.0f), 2.0f);
  EXPECT_EQ(ops::clip(-3.0f, -1.0f, 2.0f), -1.0f);
  EXPECT_EQ(ops::relu(nan), 0.0f);
  EXPECT_EQ(ops::relu(-2.0f), 0.0f);
  EXPECT_EQ(ops::relu(int64_t{7}), 7);
  EXPECT_EQ(ops::thresholded_relu(nan, 1.0f), 0.0f);
  EXPECT_EQ(ops::thresholded_relu(1.0f, 1.0f), 0.0f);
  EXPECT_EQ(ops::thresholded_relu(1.5f, 1.0f), 1.5f);
  EXPECT_EQ(ops::sign(-0.0f), 0.0f);
  EXPECT_EQ(ops::sign(int64_t{-9}), -1);
  EXPECT_EQ(ops::hard_swish(-3.0f), 0.0f);
  EXPECT_EQ(ops::hard_swish(3.0f), 3.0f);
  EXPECT_EQ(ops::hard_swish(-1e30f), 0.0f);
}

}  // namespace
}  // namespace rammer
