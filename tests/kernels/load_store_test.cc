// load_f / store_f on 16-bit floats: f16 and bf16 element codes decode exactly and encode with round
// to nearest even, a NaN stays a NaN (the bit patterns are worked out by hand from the formats).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "kernels/common.h"

namespace rammer::kernels {
namespace {

constexpr int32_t kBf16 = static_cast<int32_t>(DTypeCode::bf16);
constexpr int32_t kF16 = static_cast<int32_t>(DTypeCode::f16);

TEST(LoadStore, Bf16CodeIsNineAndTwoBytes) {
  EXPECT_EQ(kBf16, 9);
  EXPECT_EQ(elem_size(kBf16), 2);
  EXPECT_EQ(elem_size(kF16), 2);
}

TEST(LoadStore, Bf16StoreRoundsToNearestEven) {
  uint16_t buf[6] = {};
  store_f(kBf16, buf, 0, 1.0f);                       // 0x3f80
  store_f(kBf16, buf, 1, 1.0f + 0x1p-8f);             // a tie: to even 0x3f80
  store_f(kBf16, buf, 2, 1.0f + 3 * 0x1p-8f);         // a tie: to even 0x3f82
  store_f(kBf16, buf, 3, -0.1f);                      // 0xbdcccccd: 0xbdcd (0xcccd > 0x8000)
  store_f(kBf16, buf, 4, std::numeric_limits<float>::quiet_NaN());
  store_f(kBf16, buf, 5, -std::numeric_limits<float>::infinity());
  EXPECT_EQ(buf[0], 0x3f80);
  EXPECT_EQ(buf[1], 0x3f80);
  EXPECT_EQ(buf[2], 0x3f82);
  EXPECT_EQ(buf[3], 0xbdcd);
  EXPECT_TRUE(std::isnan(load_f(kBf16, buf, 4)));
  EXPECT_EQ(buf[5], 0xff80);
  EXPECT_EQ(load_f(kBf16, buf, 2), 1.0f + 0x1p-6f);
  EXPECT_EQ(load_f(kBf16, buf, 5), -std::numeric_limits<float>::infinity());
}

// A NaN whose payload sits only in the low 16 bits would round into the infinity pattern: it must not.
TEST(LoadStore, Bf16KeepsALowPayloadNan) {
  const uint32_t low_nan = 0x7f800001u;
  float f;
  memcpy(&f, &low_nan, 4);
  uint16_t h = 0;
  store_f(kBf16, &h, 0, f);
  EXPECT_EQ(h & 0x7f80, 0x7f80);
  EXPECT_NE(h & 0x007f, 0);
}

TEST(LoadStore, F16StoreAndLoad) {
  uint16_t buf[2] = {};
  store_f(kF16, buf, 0, 1.0f + 3 * 0x1p-11f);  // a tie between 0x3c01 and 0x3c02: to even 0x3c02
  store_f(kF16, buf, 1, 65520.0f);             // halfway past the largest half: +inf 0x7c00
  EXPECT_EQ(buf[0], 0x3c02);
  EXPECT_EQ(buf[1], 0x7c00);
  EXPECT_EQ(load_f(kF16, buf, 0), 1.0f + 0x1p-9f);
}

}  // namespace
}  // namespace rammer::kernels
