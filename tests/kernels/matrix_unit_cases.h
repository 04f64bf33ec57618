// The matrix units and precisions the tensor-core tile tests (gemm_mma_test.cc, conv_mma_test.cc) run
// every case on, and the test's own model of what each unit reads: inputs rounded to the precision
// in double arithmetic (mma_reference.h's round_to), fp32 unchanged, and on gfx90a's f16 form a
// subnormal input read as zero (kernels/mfma.h's header: MI200 flushes f16 / bf16 inputs; a bf16
// subnormal is below 1e-38, which random inputs never reach).
#pragma once

#include <cmath>
#include <string>

#include "kernels/op_params.h"
#include "tests/kernels/kernel_test_util.h"
#include "tests/kernels/mma_reference.h"

namespace rammer::kernel_test {

struct MatrixConfig {
  rk::MatrixUnitKind unit;
  rk::MathPrecision precision;
};

inline constexpr MatrixConfig kMmaSyncConfigs[] = {
    {rk::MatrixUnitKind::mma_sync, rk::MathPrecision::tf32},
    {rk::MatrixUnitKind::mma_sync, rk::MathPrecision::fp16},
    {rk::MatrixUnitKind::mma_sync, rk::MathPrecision::bf16},
};
// gfx90a's three forms (bf16 as 16x16x16bf16_1k) and gfx908's bf16 (16x16x8bf16, half the K) and f16.
inline constexpr MatrixConfig kMfmaConfigs[] = {
    {rk::MatrixUnitKind::mfma_gfx90a, rk::MathPrecision::fp32},
    {rk::MatrixUnitKind::mfma_gfx90a, rk::MathPrecision::fp16},
    {rk::MatrixUnitKind::mfma_gfx90a, rk::MathPrecision::bf16},
    {rk::MatrixUnitKind::mfma_gfx908, rk::MathPrecision::bf16},
    {rk::MatrixUnitKind::mfma_gfx908, rk::MathPrecision::fp16},
};

inline std::string config_name(MatrixConfig m) {
  const char* unit = m.unit == rk::MatrixUnitKind::mma_sync      ? "mma.sync"
                     : m.unit == rk::MatrixUnitKind::mfma_gfx90a ? "mfma gfx90a"
                                                                 : "mfma gfx908";
  return std::string(unit) + " " + rk::math_precision_name(m.precision);
}

inline double round_for(double v, MatrixConfig m) {
  switch (m.precision) {
    case rk::MathPrecision::fp32: return static_cast<float>(v);
    case rk::MathPrecision::tf32: return rk::round_to(v, 10, true);
    case rk::MathPrecision::bf16: return rk::round_to(v, 7, false);
    case rk::MathPrecision::fp16: {
      const double r = rk::round_to(v, 10, false);
      const bool flushes = m.unit == rk::MatrixUnitKind::mfma_gfx90a;
      return flushes && std::fabs(r) < std::ldexp(1.0, -14) ? 0.0 : r;
    }
    case rk::MathPrecision::int8: break;  // the NPU's: no matrix-unit tile reads it
  }
  return v;
}

// t as the unit reads it, as an f32 tensor.
inline Tensor rounded_for(const Tensor& t, MatrixConfig m) {
  Tensor out(DType::f32, t.shape());
  for (int64_t i = 0; i < t.numel(); ++i) out.set_f64(i, static_cast<float>(round_for(t.get_f64(i), m)));
  return out;
}

// Whether weights can be stored at the unit's 16-bit storage type (f16 or bf16 precisions).
inline bool has_16bit_storage(MatrixConfig m) {
  return m.precision == rk::MathPrecision::fp16 || m.precision == rk::MathPrecision::bf16;
}

// A 16-bit copy of an fp32 tensor: f16, or bf16 bits in a 2-byte tensor (its desc says bf16).
inline Tensor stored16(const Tensor& t, bool bf16) {
  Tensor out(DType::f16, t.shape());
  uint16_t* bits = reinterpret_cast<uint16_t*>(out.raw());
  for (int64_t i = 0; i < t.numel(); ++i) {
    const float v = t.data<float>()[i];
    bits[i] = bf16 ? rk::float_to_bf16(v) : rk::float_to_half(v);
  }
  return out;
}

}  // namespace rammer::kernel_test
