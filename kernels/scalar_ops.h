// The scalar formulas of the elementwise ops (unary math, activations, binary arithmetic), written
// once for the reference interpreter (frontend/ops/elementwise*.cc, rnn_cell.cc: float and double),
// the tile kernels (kernels/elementwise.h, rnn.h: float on host, CUDA and HIP) and the CPU kernels'
// scalar paths (backends/cpu/kernels). The CPU's SIMD forms (simd.h vsigmoid, vtanh, vexp) compute
// the same formulas with the same split points and saturation; tests/backends/cpu checks them
// against these within a stated number of ULPs.
//
// Guarantees: T is float or double (the plain ones also take integers: relu, neg, abs, sign, mod);
// no formula overflows in an intermediate where the result is finite: sigmoid(-100) is e^-100 (or
// 0 where that underflows), softplus(100) is 100, and the activations reach their limits at +-inf
// (softsign(+-inf) = +-1, gelu/mish/hard_swish(-inf) = 0) instead of inf/inf or inf*0. NaN in gives
// NaN out, except where a formula's comparison maps it (relu and thresholded_relu give 0, as every
// backend always has). Device-safe: only C math functions that host, CUDA and HIP all provide.
#pragma once

#include <math.h>
#include <stdint.h>

#include "kernels/block.h"
#include "kernels/op_desc.h"

namespace rammer::kernels::ops {

// The C math library by type: float calls the f-suffixed function, double the plain one (the
// device libraries have both; std:: overloads are not available on every device compiler).
#define RAMMER_SCALAR_MATH1(name)                                    \
  RAMMER_DEVICE float name(float x) { return ::name##f(x); }         \
  RAMMER_DEVICE double name(double x) { return ::name(x); }
#define RAMMER_SCALAR_MATH2(name)                                             \
  RAMMER_DEVICE float name(float x, float y) { return ::name##f(x, y); }      \
  RAMMER_DEVICE double name(double x, double y) { return ::name(x, y); }
RAMMER_SCALAR_MATH1(exp)
RAMMER_SCALAR_MATH1(expm1)
RAMMER_SCALAR_MATH1(log)
RAMMER_SCALAR_MATH1(log1p)
RAMMER_SCALAR_MATH1(sqrt)
RAMMER_SCALAR_MATH1(tanh)
RAMMER_SCALAR_MATH1(erf)
RAMMER_SCALAR_MATH1(erfc)
RAMMER_SCALAR_MATH1(floor)
RAMMER_SCALAR_MATH1(ceil)
RAMMER_SCALAR_MATH1(sin)
RAMMER_SCALAR_MATH1(cos)
RAMMER_SCALAR_MATH2(pow)
RAMMER_SCALAR_MATH2(fmod)
#undef RAMMER_SCALAR_MATH1
#undef RAMMER_SCALAR_MATH2

// Round half to even (ONNX Round): rint rounds in the default mode, which is to nearest, ties even.
RAMMER_DEVICE float round_half_even(float x) { return ::rintf(x); }
RAMMER_DEVICE double round_half_even(double x) { return ::rint(x); }

template <class T> RAMMER_DEVICE T neg(T x) { return -x; }
template <class T> RAMMER_DEVICE T abs(T x) { return x < T(0) ? -x : x; }
template <class T> RAMMER_DEVICE T relu(T x) { return x > T(0) ? x : T(0); }
template <class T> RAMMER_DEVICE T sign(T x) { return static_cast<T>((x > T(0)) - (x < T(0))); }
template <class T> RAMMER_DEVICE T reciprocal(T x) { return T(1) / x; }

// NaN-propagating max/min (numpy maximum/minimum, which ONNX Max/Min follow).
template <class T> RAMMER_DEVICE T max(T x, T y) { return x != x ? x : (y != y ? y : (x < y ? y : x)); }
template <class T> RAMMER_DEVICE T min(T x, T y) { return x != x ? x : (y != y ? y : (y < x ? y : x)); }

// x limited to [lo, hi]; NaN stays NaN (numpy clip, ONNX Clip).
template <class T> RAMMER_DEVICE T clip(T x, T lo, T hi) { return x < lo ? lo : (x > hi ? hi : x); }

// Split at 0 so that exp only sees -|x|: it never overflows, and e^x for x < 0 keeps its
// relative accuracy instead of 1 - (something near 1).
template <class T> RAMMER_DEVICE T sigmoid(T x) {
  const T e = exp(-abs(x));
  return (x >= T(0) ? T(1) : e) / (T(1) + e);
}

// softplus(x) = log(1 + e^x), split at 0 so exp never overflows: x + log1p(e^-x) above.
template <class T> RAMMER_DEVICE T softplus(T x) {
  return x > T(0) ? x + log1p(exp(-x)) : log1p(exp(x));
}

// x / (1 + |x|) is +-1 in float and double long before 1e30; beyond, +-1 spares inf / inf = NaN.
template <class T> RAMMER_DEVICE T softsign(T x) {
  const T a = abs(x);
  return a > T(1e30) ? (x > T(0) ? T(1) : T(-1)) : x / (T(1) + a);
}

// 0.5 x (1 + erf(x/sqrt 2)) as 0.5 x erfc(-x/sqrt 2): no 1 - (nearly 1) for x << 0. Where erfc
// underflows the result is 0 (also at -inf, where x * 0 would be NaN).
template <class T> RAMMER_DEVICE T gelu(T x) {
  const T c = erfc(x * T(-0.70710678118654752440));
  return c == T(0) ? T(0) : T(0.5) * x * c;
}

// 0.5 x (1 + tanh(u)) with u = sqrt(2/pi) (x + 0.044715 x^3), as x sigmoid(2u) (the same function):
// no 1 + (nearly -1) for x << 0; 0 where the sigmoid is (also at -inf).
template <class T> RAMMER_DEVICE T gelu_tanh(T x) {
  const T u = T(0.79788456080286535588) * (x + T(0.044715) * x * x * x);
  const T s = sigmoid(u + u);
  return s == T(0) ? T(0) : x * s;
}

// x tanh(softplus(x)); 0 where tanh(softplus(x)) underflows (also at -inf).
template <class T> RAMMER_DEVICE T mish(T x) {
  const T t = tanh(softplus(x));
  return t == T(0) ? T(0) : x * t;
}

template <class T> RAMMER_DEVICE T leaky_relu(T x, T alpha) { return x < T(0) ? alpha * x : x; }
template <class T> RAMMER_DEVICE T prelu(T x, T slope) { return leaky_relu(x, slope); }
template <class T> RAMMER_DEVICE T thresholded_relu(T x, T alpha) { return x > alpha ? x : T(0); }
template <class T> RAMMER_DEVICE T affine(T x, T alpha, T beta) { return alpha * x + beta; }
template <class T> RAMMER_DEVICE T scaled_tanh(T x, T alpha, T beta) { return alpha * tanh(beta * x); }
template <class T> RAMMER_DEVICE T hard_sigmoid(T x, T alpha, T beta) {
  return clip(alpha * x + beta, T(0), T(1));
}
// x max(0, min(1, x/6 + 1/2)) with the clipped factor as (x + 3) / 6, exact near x = -3 where
// x/6 + 1/2 cancels; exactly 0 for x <= -3 (also at -inf, where x * 0 would be NaN).
template <class T> RAMMER_DEVICE T hard_swish(T x) {
  const T h = clip((x + T(3)) / T(6), T(0), T(1));
  return h == T(0) ? T(0) : x * h;
}

// The exponential linear units use expm1: alpha (e^x - 1) loses every digit to cancellation near 0.
template <class T> RAMMER_DEVICE T elu(T x, T alpha) { return x < T(0) ? alpha * expm1(x) : x; }
template <class T> RAMMER_DEVICE T selu(T x, T alpha, T gamma) {
  return x > T(0) ? gamma * x : gamma * (alpha * expm1(x));
}
// max(0, x) + min(0, alpha (e^(x/alpha) - 1)) is, for any alpha != 0, x above 0 and the second
// term at or below it; written so that NaN propagates.
template <class T> RAMMER_DEVICE T celu(T x, T alpha) { return x > T(0) ? x : alpha * expm1(x / alpha); }

// The remainder of the C fmod (sign of the dividend) for floats, % (integers; y != 0) otherwise.
template <class T> RAMMER_DEVICE T remainder_trunc(T x, T y) { return x % y; }
RAMMER_DEVICE float remainder_trunc(float x, float y) { return fmod(x, y); }
RAMMER_DEVICE double remainder_trunc(double x, double y) { return fmod(x, y); }

// ONNX Mod with fmod = 0 (Python %): the remainder takes the divisor's sign.
template <class T> RAMMER_DEVICE T mod(T x, T y) {
  T r = remainder_trunc(x, y);
  if (r != T(0) && ((r < T(0)) != (y < T(0)))) r += y;
  return r;
}

// The unary ElemOps of a step program (kernels/op_desc.h); alpha and beta are the step's.
template <class T> RAMMER_DEVICE T elem_unary(ElemOp op, T x, T alpha, T beta) {
  switch (op) {
    case ElemOp::copy: return x;
    case ElemOp::neg: return neg(x);
    case ElemOp::abs: return abs(x);
    case ElemOp::relu: return relu(x);
    case ElemOp::sigmoid: return sigmoid(x);
    case ElemOp::tanh: return tanh(x);
    case ElemOp::exp: return exp(x);
    case ElemOp::log: return log(x);
    case ElemOp::sqrt: return sqrt(x);
    case ElemOp::reciprocal: return reciprocal(x);
    case ElemOp::erf: return erf(x);
    case ElemOp::floor: return floor(x);
    case ElemOp::ceil: return ceil(x);
    case ElemOp::round: return round_half_even(x);
    case ElemOp::sign: return sign(x);
    case ElemOp::sin: return sin(x);
    case ElemOp::cos: return cos(x);
    case ElemOp::softplus: return softplus(x);
    case ElemOp::softsign: return softsign(x);
    case ElemOp::gelu: return gelu(x);
    case ElemOp::gelu_tanh: return gelu_tanh(x);
    case ElemOp::mish: return mish(x);
    case ElemOp::leaky_relu: return leaky_relu(x, alpha);
    case ElemOp::hard_sigmoid: return hard_sigmoid(x, alpha, beta);
    case ElemOp::hard_swish: return hard_swish(x);
    case ElemOp::elu: return elu(x, alpha);
    case ElemOp::selu: return selu(x, alpha, beta);  // beta holds gamma
    case ElemOp::celu: return celu(x, alpha);
    case ElemOp::thresholded_relu: return thresholded_relu(x, alpha);
    case ElemOp::clip: return clip(x, alpha, beta);
    default: return x;
  }
}

// The binary ElemOps of a step program.
template <class T> RAMMER_DEVICE T elem_binary(ElemOp op, T x, T y) {
  switch (op) {
    case ElemOp::add: return x + y;
    case ElemOp::sub: return x - y;
    case ElemOp::mul: return x * y;
    case ElemOp::div: return x / y;
    case ElemOp::pow: return pow(x, y);
    case ElemOp::max: return max(x, y);
    case ElemOp::min: return min(x, y);
    case ElemOp::prelu: return prelu(x, y);
    case ElemOp::mod: return mod(x, y);
    case ElemOp::fmod: return remainder_trunc(x, y);
    default: return x;
  }
}

// The recurrent cells' activations of the tile kernels (ActivationCode).
template <class T> RAMMER_DEVICE T rnn_activation(ActivationCode code, T x) {
  switch (code) {
    case ActivationCode::sigmoid: return sigmoid(x);
    case ActivationCode::tanh: return tanh(x);
    case ActivationCode::relu: return relu(x);
  }
  return x;
}

}  // namespace rammer::kernels::ops
