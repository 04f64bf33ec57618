// kernels/mma.h on the host emulation: the fragment layouts against the PTX ISA's figures, the
// rounding of each precision, and warp_mma against an independent reference (inputs rounded by the
// test's own conversions, products summed in double).
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "kernels/mma.h"
#include "tests/kernels/mma_reference.h"

namespace rammer::kernels {
namespace {

using Coord = std::pair<int, int>;

std::vector<Coord> a_coords(MmaPrecision p, int lane, int n) {
  std::vector<Coord> v;
  for (int i = 0; i < n; ++i) {
    int r, c;
    mma_a_coord(p, lane, i, r, c);
    v.push_back({r, c});
  }
  return v;
}

std::vector<Coord> b_coords(MmaPrecision p, int lane, int n) {
  std::vector<Coord> v;
  for (int i = 0; i < n; ++i) {
    int r, c;
    mma_b_coord(p, lane, i, r, c);
    v.push_back({r, c});
  }
  return v;
}

// Lane 5 (groupID 1, threadID_in_group 1) and lane 30 (groupID 7, threadID_in_group 2), read off the
// PTX ISA's fragment figures for m16n8k8 (.tf32) and m16n8k16 (.f16/.bf16).
TEST(Mma, FragmentLayoutsMatchThePtxFigures) {
  EXPECT_EQ(a_coords(MmaPrecision::tf32, 5, 4), (std::vector<Coord>{{1, 1}, {9, 1}, {1, 5}, {9, 5}}));
  EXPECT_EQ(a_coords(MmaPrecision::tf32, 30, 4), (std::vector<Coord>{{7, 2}, {15, 2}, {7, 6}, {15, 6}}));
  EXPECT_EQ(b_coords(MmaPrecision::tf32, 5, 2), (std::vector<Coord>{{1, 1}, {5, 1}}));
  EXPECT_EQ(b_coords(MmaPrecision::tf32, 30, 2), (std::vector<Coord>{{2, 7}, {6, 7}}));
  EXPECT_EQ(a_coords(MmaPrecision::f16, 5, 8),
            (std::vector<Coord>{{1, 2}, {1, 3}, {9, 2}, {9, 3}, {1, 10}, {1, 11}, {9, 10}, {9, 11}}));
  EXPECT_EQ(a_coords(MmaPrecision::bf16, 30, 8),
            (std::vector<Coord>{{7, 4}, {7, 5}, {15, 4}, {15, 5}, {7, 12}, {7, 13}, {15, 12}, {15, 13}}));
  EXPECT_EQ(b_coords(MmaPrecision::f16, 5, 4), (std::vector<Coord>{{2, 1}, {3, 1}, {10, 1}, {11, 1}}));
  std::vector<Coord> c;
  for (int i = 0; i < 4; ++i) {
    int r, col;
    mma_c_coord(30, i, r, col);
    c.push_back({r, col});
  }
  EXPECT_EQ(c, (std::vector<Coord>{{7, 4}, {7, 5}, {15, 4}, {15, 5}}));
}

// Every element of A, B and C belongs to exactly one (lane, element) of the warp.
TEST(Mma, FragmentsCoverEachTileOnce) {
  for (MmaPrecision p : {MmaPrecision::tf32, MmaPrecision::f16}) {
    const int k = p == MmaPrecision::tf32 ? 8 : 16;
    std::set<Coord> a, b, cc;
    for (int lane = 0; lane < 32; ++lane) {
      for (const Coord& x : a_coords(p, lane, 16 * k / 32)) a.insert(x);
      for (const Coord& x : b_coords(p, lane, k * 8 / 32)) b.insert(x);
      for (int i = 0; i < 4; ++i) {
        int r, col;
        mma_c_coord(lane, i, r, col);
        cc.insert({r, col});
      }
    }
    EXPECT_EQ(a.size(), static_cast<size_t>(16 * k));
    EXPECT_EQ(b.size(), static_cast<size_t>(k * 8));
    EXPECT_EQ(cc.size(), 128u);
    EXPECT_EQ(a.rbegin()->first, 15);
    EXPECT_EQ(b.rbegin()->first, k - 1);
  }
}

TEST(Mma, InputRoundingOfEachPrecision) {
  EXPECT_EQ(bits_float(float_to_tf32(1.0f + 0x1p-11f)), 1.0f + 0x1p-10f);  // a tie: away from zero
  EXPECT_EQ(bits_float(float_to_tf32(-(1.0f + 0x1p-11f))), -(1.0f + 0x1p-10f));
  EXPECT_EQ(bf16_to_float(float_to_bf16(1.0f + 0x1p-8f)), 1.0f);  // a tie: to even
  EXPECT_EQ(bf16_to_float(float_to_bf16(1.0f + 0x1p-8f + 0x1p-9f)), 1.0f + 0x1p-7f);
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> d(-100.0f, 100.0f);
  for (int i = 0; i < 10000; ++i) {
    const float x = d(rng);
    EXPECT_EQ(bits_float(float_to_tf32(x)), static_cast<float>(round_to(x, 10, true))) << x;
    EXPECT_EQ(bf16_to_float(float_to_bf16(x)), static_cast<float>(round_to(x, 7, false))) << x;
    EXPECT_EQ(half_to_float(float_to_half(x)), static_cast<float>(round_to(x, 10, false))) << x;
  }
}

template <MmaPrecision P>
void check_warp_mma() {
  constexpr int kThreads = 64;  // two warps, two independent problems
  const MmaProblem<P> prob(2, 11);
  PerThread<MmaFragA, kThreads> fa;
  PerThread<MmaFragB, kThreads> fb;
  PerThread<MmaAcc, kThreads> acc;
  for (int t = 0; t < kThreads; ++t) prob.pack(t, fa(t), fb(t), acc(t));
  unsigned char smem[16];
  Block<kThreads> blk(smem, sizeof smem);
  warp_mma<P>(blk, fa, fb, acc);
  for (int t = 0; t < kThreads; ++t) prob.expect_matches(t, acc(t));
}

TEST(Mma, WarpMmaTf32MatchesTheReference) { check_warp_mma<MmaPrecision::tf32>(); }
TEST(Mma, WarpMmaF16MatchesTheReference) { check_warp_mma<MmaPrecision::f16>(); }
TEST(Mma, WarpMmaBf16MatchesTheReference) { check_warp_mma<MmaPrecision::bf16>(); }

}  // namespace
}  // namespace rammer::kernels
