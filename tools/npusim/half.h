// IEEE 754 binary16 <-> binary32 for the simulator: conversions by bit manipulation, rounding to
// nearest with ties to even, subnormals and infinities kept, every NaN becomes a quiet NaN.
#pragma once

#include <cstdint>

namespace rammer::npu {

float half_to_float(uint16_t h);
uint16_t float_to_half(float f);

}  // namespace rammer::npu
