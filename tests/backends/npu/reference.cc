#include "reference.h"

#include <cmath>
#include <cstdlib>

namespace rammer::npu::ref {

float half_to_float(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double sign = (h & 0x8000) ? -1.0 : 1.0;
  if (e == 31) return m ? std::nanf("") : float(sign * INFINITY);
  if (e == 0) return float(sign * std::ldexp(double(m), -24));
  return float(sign * std::ldexp(1.0 + m / 1024.0, e - 15));
}

uint16_t float_to_half(float f) {
  uint16_t sign = std::signbit(f) ? 0x8000 : 0;
  if (std::isnan(f)) return uint16_t(sign | 0x7e00);
  double x = std::fabs(double(f));
  if (x >= 65520.0) return uint16_t(sign | 0x7c00);  // 65520 lies halfway to 2^16 and rounds up
  if (x < std::ldexp(1.0, -14)) return uint16_t(sign | uint16_t(std::nearbyint(std::ldexp(x, 24))));
  int p;
  std::frexp(x, &p);  // x = f * 2^p, f in [0.5, 1): the unbiased exponent is p - 1
  int e = p - 1;
  double q = std::nearbyint((std::ldexp(x, -e) - 1.0) * 1024.0);
  if (q == 1024.0) {
    q = 0;
    ++e;
  }
  if (e > 15) return uint16_t(sign | 0x7c00);
  return uint16_t(sign | ((e + 15) << 10) | int(q));
}

std::vector<float> gemm_f16(const std::vector<uint16_t>& a, const std::vector<uint16_t>& b, int m, int k, int n) {
  std::vector<float> c(size_t(m) * n);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int t = 0; t < k; ++t) s += half_to_float(a[size_t(i) * k + t]) * half_to_float(b[size_t(t) * n + j]);
      c[size_t(i) * n + j] = s;
    }
  return c;
}

std::vector<int32_t> gemm_i8(const std::vector<int8_t>& a, const std::vector<int8_t>& b, int m, int k, int n,
                             int a_zero) {
  std::vector<int32_t> c(size_t(m) * n);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      int64_t s = 0;
      for (int t = 0; t < k; ++t) s += int64_t(a[size_t(i) * k + t] - a_zero) * b[size_t(t) * n + j];
      c[size_t(i) * n + j] = int32_t(uint32_t(uint64_t(s)));  // wraps as int32 does
    }
  return c;
}

int8_t requantise(int32_t x, int32_t mult, int32_t shift, int zero, bool relu) {
  __int128 num = __int128(x) * mult;
  __int128 den = __int128(1) << (31 + shift);
  // floor(num / den + 1/2) = floor((2 num + den) / (2 den)), with floor division for negatives.
  __int128 top = 2 * num + den, bottom = 2 * den;
  __int128 q = top / bottom;
  if ((top % bottom != 0) && (top < 0)) --q;
  long long v = (long long)q + zero;
  if (relu && v < zero) v = zero;
  if (v > 127) v = 127;
  if (v < -128) v = -128;
  return int8_t(v);
}

uint16_t dequantise(int32_t x, float scale, float bias, int act) {
  const float scaled = float(double(x)) * scale;  // int32 -> fp32 (via an exact double) rounds to nearest even
  return float_to_half(activation(act, scaled + bias));
}

int8_t quantise(uint16_t x, float scale, int zero) {
  const float q = half_to_float(x) / scale;
  if (std::isnan(q)) return int8_t(zero);
  // Half to even by hand: the floor, then up when past the half or at the half with an odd floor.
  const double lo = std::floor(double(q)), frac = double(q) - lo;
  double r = lo;
  if (frac > 0.5 || (frac == 0.5 && std::fmod(lo, 2.0) != 0.0)) r = lo + 1.0;
  r += zero;
  return int8_t(r < -128.0 ? -128 : r > 127.0 ? 127 : int(r));
}

float relu(float x) { return x > 0.0f ? x : 0.0f; }
float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

float activation(int code, float x) {
  switch (code) {
    case 0: return x;
    case 1: return relu(x);
    case 2: return sigmoid(x);
    case 3: return std::tanh(x);
    case 4: return std::exp(x);
    case 5: return std::sqrt(x);
    case 6: return std::erf(x);
    case 7: return 1.0f / x;
    case 8: return float(0.5 * double(x) * (1.0 + std::erf(double(x) / std::sqrt(2.0))));
  }
  std::abort();
}

}  // namespace rammer::npu::ref
