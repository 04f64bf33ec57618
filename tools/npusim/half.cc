#include "tools/npusim/half.h"

#include <bit>

namespace rammer::npu {

float half_to_float(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (man << 13) | (man ? 0x400000u : 0u);
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (man << 13);
  } else if (man == 0) {
    bits = sign;
  } else {
    // Subnormal: shift the mantissa up until its leading one is the implicit bit.
    int e = 113;
    while (!(man & 0x400u)) {
      man <<= 1;
      --e;
    }
    bits = sign | (uint32_t(e) << 23) | ((man & 0x3ffu) << 13);
  }
  return std::bit_cast<float>(bits);
}

uint16_t float_to_half(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint16_t sign = uint16_t((x >> 16) & 0x8000u);
  uint32_t exp = (x >> 23) & 0xffu;
  uint32_t man = x & 0x7fffffu;
  if (exp == 0xff) return uint16_t(sign | 0x7c00u | (man ? 0x200u : 0u));
  int e = int(exp) - 127 + 15;
  if (e >= 31) return uint16_t(sign | 0x7c00u);
  uint32_t full;  // the significand with its implicit bit, to be shifted into the half's 10 bits
  int shift;
  if (e >= 1) {
    full = man | 0x800000u;
    shift = 13;
  } else {
    if (e < -10) return sign;  // below half the smallest subnormal: rounds to zero
    full = man | 0x800000u;
    shift = 14 - e;
  }
  uint32_t kept = full >> shift;
  uint32_t rest = full & ((1u << shift) - 1);
  uint32_t halfway = 1u << (shift - 1);
  if (rest > halfway || (rest == halfway && (kept & 1u))) ++kept;
  if (e >= 1) {
    // kept holds 1.mmmmmmmmmm; a carry out of the mantissa moves into the exponent by the addition.
    uint32_t bits = (uint32_t(e) << 10) + (kept - 0x400u);
    if (bits >= 0x7c00u) return uint16_t(sign | 0x7c00u);
    return uint16_t(sign | bits);
  }
  return uint16_t(sign | kept);  // a subnormal, or the smallest normal after a carry
}

}  // namespace rammer::npu
