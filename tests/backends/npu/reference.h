// An independent reference of rnpu-v1's arithmetic (docs/npu-isa.md "Arithmetic"), written apart
// from the simulator and sharing no code with it: the half conversion goes through double
// arithmetic (frexp, ldexp, nearbyint) where the simulator shifts bits, and every operation is a
// plain loop over host arrays, not over a scratchpad.
#pragma once

#include <cstdint>
#include <vector>

namespace rammer::npu::ref {

float half_to_float(uint16_t h);
uint16_t float_to_half(float f);

// C[m x n] = A[m x k] * B[k x n] in fp32 from fp16 inputs, products added in increasing k.
std::vector<float> gemm_f16(const std::vector<uint16_t>& a, const std::vector<uint16_t>& b, int m, int k, int n);
// int32 accumulation (wrapping) of (a - a_zero) * b.
std::vector<int32_t> gemm_i8(const std::vector<int8_t>& a, const std::vector<int8_t>& b, int m, int k, int n,
                             int a_zero);
// Q31 multiplier and shift: round(x * mult / 2^(31 + shift)), ties towards +infinity, + zero, saturated.
int8_t requantise(int32_t x, int32_t mult, int32_t shift, int zero, bool relu);

// vec.dequant of one accumulator word: half(act(float(x) * scale + bias)), each step rounded to fp32.
uint16_t dequantise(int32_t x, float scale, float bias, int act);
// vec.quant of one fp16 value: round half to even of x / scale (in fp32), plus zero, saturated to
// int8; NaN gives zero.
int8_t quantise(uint16_t x, float scale, int zero);

float relu(float x);
float sigmoid(float x);
// vec.act's activation `code` (rnpu_v1.def's act values) of x in fp32; gelu is evaluated in double
// and rounded to fp32 once.
float activation(int code, float x);

}  // namespace rammer::npu::ref
