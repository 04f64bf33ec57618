// kernels/mfma.h on the host emulation: the fragment layouts of every form against AMD's Matrix
// Instruction Calculator, the packing of 16-bit elements, wave_mfma against an independent reference
// (inputs rounded and flushed by the test's own arithmetic, products summed in double), gfx90a's
// subnormal flush against gfx908's IEEE subnormals, and the shared-memory fragment loads against
// packing from a getter.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "kernels/mfma.h"
#include "support/status.h"
#include "tests/kernels/mfma_reference.h"

namespace rammer::kernels {
namespace {

using Coord = std::pair<int, int>;
constexpr MfmaArch k90a = MfmaArch::gfx90a, k908 = MfmaArch::gfx908;

template <MfmaArch A, MfmaPrecision P>
std::vector<Coord> a_coords(int lane) {
  std::vector<Coord> v;
  for (int e = 0; e < MfmaShape<A, P>::kElems; ++e) {
    int r, k;
    mfma_a_coord<A, P>(lane, e, r, k);
    v.push_back({r, k});
  }
  return v;
}

template <MfmaArch A, MfmaPrecision P>
std::vector<Coord> b_coords(int lane) {
  std::vector<Coord> v;
  for (int e = 0; e < MfmaShape<A, P>::kElems; ++e) {
    int k, c;
    mfma_b_coord<A, P>(lane, e, k, c);
    v.push_back({k, c});
  }
  return v;
}

std::vector<Coord> c_coords(int lane) {
  std::vector<Coord> v;
  for (int i = 0; i < 4; ++i) {
    int r, c;
    mfma_c_coord(lane, i, r, c);
    v.push_back({r, c});
  }
  return v;
}

// Lanes 21, 38 and 63, read off the calculator's `--matrix-layout --csv` tables (-A, -B, -D), whose
// columns are the registers in order, 16-bit elements [15:0] before [31:16]. For example
// v_mfma_f32_16x16x16f16 lane 21: A[5][4], A[5][5], A[5][6], A[5][7]; B[4][5], B[5][5], B[6][5],
// B[7][5]; D[4][5], D[5][5], D[6][5], D[7][5].
TEST(Mfma, LayoutsMatchTheCalculatorTables) {
  // The C/D layout is the same for all four forms.
  EXPECT_EQ(c_coords(0), (std::vector<Coord>{{0, 0}, {1, 0}, {2, 0}, {3, 0}}));
  EXPECT_EQ(c_coords(21), (std::vector<Coord>{{4, 5}, {5, 5}, {6, 5}, {7, 5}}));
  EXPECT_EQ(c_coords(38), (std::vector<Coord>{{8, 6}, {9, 6}, {10, 6}, {11, 6}}));
  EXPECT_EQ(c_coords(63), (std::vector<Coord>{{12, 15}, {13, 15}, {14, 15}, {15, 15}}));

  // v_mfma_f32_16x16x4f32 (cdna1 and cdna2).
  EXPECT_EQ((a_coords<k90a, MfmaPrecision::f32>(21)), (std::vector<Coord>{{5, 1}}));
  EXPECT_EQ((a_coords<k908, MfmaPrecision::f32>(38)), (std::vector<Coord>{{6, 2}}));
  EXPECT_EQ((a_coords<k90a, MfmaPrecision::f32>(63)), (std::vector<Coord>{{15, 3}}));
  EXPECT_EQ((b_coords<k90a, MfmaPrecision::f32>(21)), (std::vector<Coord>{{1, 5}}));
  EXPECT_EQ((b_coords<k908, MfmaPrecision::f32>(38)), (std::vector<Coord>{{2, 6}}));
  EXPECT_EQ((b_coords<k90a, MfmaPrecision::f32>(63)), (std::vector<Coord>{{3, 15}}));

  // v_mfma_f32_16x16x16f16 (cdna1 and cdna2) and v_mfma_f32_16x16x16bf16_1k (cdna2).
  EXPECT_EQ((a_coords<k90a, MfmaPrecision::f16>(21)), (std::vector<Coord>{{5, 4}, {5, 5}, {5, 6}, {5, 7}}));
  EXPECT_EQ((a_coords<k908, MfmaPrecision::f16>(38)), (std::vector<Coord>{{6, 8}, {6, 9}, {6, 10}, {6, 11}}));
  EXPECT_EQ((a_coords<k90a, MfmaPrecision::bf16>(63)), (std::vector<Coord>{{15, 12}, {15, 13}, {15, 14}, {15, 15}}));
  EXPECT_EQ((b_coords<k90a, MfmaPrecision::f16>(21)), (std::vector<Coord>{{4, 5}, {5, 5}, {6, 5}, {7, 5}}));
  EXPECT_EQ((b_coords<k908, MfmaPrecision::f16>(38)), (std::vector<Coord>{{8, 6}, {9, 6}, {10, 6}, {11, 6}}));
  EXPECT_EQ((b_coords<k90a, MfmaPrecision::bf16>(63)), (std::vector<Coord>{{12, 15}, {13, 15}, {14, 15}, {15, 15}}));

  // v_mfma_f32_16x16x8bf16 (cdna1).
  EXPECT_EQ((a_coords<k908, MfmaPrecision::bf16>(0)), (std::vector<Coord>{{0, 0}, {0, 1}}));
  EXPECT_EQ((a_coords<k908, MfmaPrecision::bf16>(21)), (std::vector<Coord>{{5, 2}, {5, 3}}));
  EXPECT_EQ((a_coords<k908, MfmaPrecision::bf16>(38)), (std::vector<Coord>{{6, 4}, {6, 5}}));
  EXPECT_EQ((a_coords<k908, MfmaPrecision::bf16>(63)), (std::vector<Coord>{{15, 6}, {15, 7}}));
  EXPECT_EQ((b_coords<k908, MfmaPrecision::bf16>(21)), (std::vector<Coord>{{2, 5}, {3, 5}}));
  EXPECT_EQ((b_coords<k908, MfmaPrecision::bf16>(38)), (std::vector<Coord>{{4, 6}, {5, 6}}));
  EXPECT_EQ((b_coords<k908, MfmaPrecision::bf16>(63)), (std::vector<Coord>{{6, 15}, {7, 15}}));
}

// Every lane against the calculator's "register to matrix element mapping" formulas, for the
// element in register `gpr` at bit offset `bits`:
//   16x16x4f32:             A i = lane % 16, A k = floor(lane / 16)
//   16x16x16f16 / bf16_1k:  A i = lane % 16, A k = 4 floor(lane / 16) + 2 GPR_num + floor(GPR_bits / 16)
//   16x16x8bf16:            A i = lane % 16, A k = 2 floor(lane / 16) + floor(GPR_bits / 16)
//   B: j = lane % 16 and the same k; C or D: i = 4 floor(lane / 16) + GPR_num % 4, j = lane % 16.
template <MfmaArch A, MfmaPrecision P>
void expect_calculator_formulas(int k_per_quad, bool packed) {
  for (int lane = 0; lane < 64; ++lane) {
    const std::vector<Coord> a = a_coords<A, P>(lane), b = b_coords<A, P>(lane);
    for (size_t e = 0; e < a.size(); ++e) {
      const int gpr = packed ? static_cast<int>(e) / 2 : static_cast<int>(e), bits = packed ? 16 * (e % 2) : 0;
      const int k = k_per_quad * (lane / 16) + (k_per_quad == 4 ? 2 * gpr : 0) + bits / 16;
      EXPECT_EQ(a[e], Coord(lane % 16, k)) << "A lane " << lane << " element " << e;
      EXPECT_EQ(b[e], Coord(k, lane % 16)) << "B lane " << lane << " element " << e;
    }
    const std::vector<Coord> c = c_coords(lane);
    for (int gpr = 0; gpr < 4; ++gpr) EXPECT_EQ(c[static_cast<size_t>(gpr)], Coord(4 * (lane / 16) + gpr, lane % 16));
  }
}

TEST(Mfma, LayoutsFollowTheCalculatorFormulas) {
  expect_calculator_formulas<k90a, MfmaPrecision::f32>(1, false);
  expect_calculator_formulas<k908, MfmaPrecision::f32>(1, false);
  expect_calculator_formulas<k90a, MfmaPrecision::f16>(4, true);
  expect_calculator_formulas<k908, MfmaPrecision::f16>(4, true);
  expect_calculator_formulas<k90a, MfmaPrecision::bf16>(4, true);
  expect_calculator_formulas<k908, MfmaPrecision::bf16>(2, true);
}

// Every element of A, B and D belongs to exactly one (lane, element) of the wave.
template <MfmaArch A, MfmaPrecision P>
void expect_cover_once(int k) {
  std::set<Coord> a, b, c;
  for (int lane = 0; lane < 64; ++lane) {
    for (const Coord& x : a_coords<A, P>(lane)) a.insert(x);
    for (const Coord& x : b_coords<A, P>(lane)) b.insert(x);
    for (const Coord& x : c_coords(lane)) c.insert(x);
  }
  EXPECT_EQ((MfmaShape<A, P>::K), k);
  EXPECT_EQ(a.size(), static_cast<size_t>(16 * k));
  EXPECT_EQ(b.size(), static_cast<size_t>(16 * k));
  EXPECT_EQ(c.size(), 256u);
  EXPECT_EQ(a.rbegin()->first, 15);
  EXPECT_EQ(a.rbegin()->second, k - 1);
  EXPECT_EQ(b.rbegin()->first, k - 1);
}

TEST(Mfma, FragmentsCoverEachTileOnce) {
  expect_cover_once<k90a, MfmaPrecision::f32>(4);
  expect_cover_once<k90a, MfmaPrecision::f16>(16);
  expect_cover_once<k90a, MfmaPrecision::bf16>(16);
  expect_cover_once<k908, MfmaPrecision::f16>(16);
  expect_cover_once<k908, MfmaPrecision::bf16>(8);
}

// The calculator's register columns: A[0][0] in v0.[15:0], A[0][1] in v0.[31:16], A[0][2] in v1.[15:0]
// (16x16x16f16, lane 0); bit patterns written out: 1.0 = 0x3c00, 2.0 = 0x4000, -0 = 0x8000, half
// 2^-24 = 0x0001 (kept when packed: a flush happens as the unit reads), bf16 1.5 = 0x3fc0.
TEST(Mfma, PackingPutsTheLowElementInTheLowHalf) {
  const float row0[4] = {1.0f, 2.0f, -0.0f, 0x1p-24f};
  const MfmaFrag<k90a, MfmaPrecision::f16> h =
      mfma_pack_a<k90a, MfmaPrecision::f16>(0, [&](int r, int k) { return r == 0 ? row0[k] : 0.0f; });
  EXPECT_EQ(h.r[0], 0x40003c00u);
  EXPECT_EQ(h.r[1], 0x00018000u);
  const MfmaFrag<k908, MfmaPrecision::bf16> bf =
      mfma_pack_b<k908, MfmaPrecision::bf16>(16, [&](int k, int c) { return c == 0 && k == 3 ? 1.5f : -0.0f; });
  EXPECT_EQ(bf.r[0], 0x3fc08000u);  // lane 16 holds B[2][0] (low) and B[3][0] (high)
  const MfmaFrag<k90a, MfmaPrecision::f32> f =
      mfma_pack_a<k90a, MfmaPrecision::f32>(17, [&](int r, int k) { return r == 1 && k == 1 ? 0x1p-140f : 0.0f; });
  EXPECT_EQ(f.r[0], float_bits(0x1p-140f));  // fp32 exact, a subnormal included
}

template <MfmaArch A, MfmaPrecision P>
void check_wave_mfma() {
  constexpr int kThreads = 128;  // two waves, two independent problems
  const MfmaProblem<A, P> prob(2, 11);
  PerThread<MfmaFrag<A, P>, kThreads> fa, fb;
  PerThread<MfmaAcc, kThreads> acc;
  for (int t = 0; t < kThreads; ++t) prob.pack(t, fa(t), fb(t), acc(t));
  unsigned char smem[16];
  Block<kThreads> blk(smem, sizeof smem);
  wave_mfma<A, P>(blk, fa, fb, acc);
  for (int t = 0; t < kThreads; ++t) prob.expect_matches(t, acc(t));
}

TEST(Mfma, F32MatchesTheReference) {
  check_wave_mfma<k90a, MfmaPrecision::f32>();
  check_wave_mfma<k908, MfmaPrecision::f32>();
}
TEST(Mfma, F16MatchesTheReference) {
  check_wave_mfma<k90a, MfmaPrecision::f16>();
  check_wave_mfma<k908, MfmaPrecision::f16>();
}
TEST(Mfma, Bf16MatchesTheReference) {
  check_wave_mfma<k90a, MfmaPrecision::bf16>();
  check_wave_mfma<k908, MfmaPrecision::bf16>();
}

// A wave's kMT x kNT unit tiles in one call: tile (i, j) of wave w gets A_i B_j + C_ij, each checked
// as its own one-wave problem.
template <MfmaArch A, MfmaPrecision P>
void check_multi_tile() {
  constexpr int kThreads = 128, kWaves = 2, kMT = 2, kNT = 3;
  const MfmaProblem<A, P> pa(kWaves * kMT, 21), pb(kWaves * kNT, 22), pc(kWaves * kMT * kNT, 23);
  PerThread<MfmaFrag<A, P>[kMT], kThreads> fa;
  PerThread<MfmaFrag<A, P>[kNT], kThreads> fb;
  PerThread<MfmaAcc[kMT][kNT], kThreads> acc;
  for (int t = 0; t < kThreads; ++t) {
    const int w = t / 64, lane = t % 64;
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j)
        MfmaProblem<A, P>::combine(pa, w * kMT + i, pb, w * kNT + j, pc, (w * kMT + i) * kNT + j)
            .pack(lane, fa(t)[i], fb(t)[j], acc(t)[i][j]);
  }
  unsigned char smem[16];
  Block<kThreads> blk(smem, sizeof smem);
  wave_mfma<A, P>(blk, fa, fb, acc);
  for (int t = 0; t < kThreads; ++t) {
    const int w = t / 64;
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j)
        MfmaProblem<A, P>::combine(pa, w * kMT + i, pb, w * kNT + j, pc, (w * kMT + i) * kNT + j)
            .expect_matches(t % 64, acc(t)[i][j]);
  }
}

TEST(Mfma, MultiTileProductIsEachPairsProduct) {
  check_multi_tile<k90a, MfmaPrecision::f32>();
  check_multi_tile<k90a, MfmaPrecision::f16>();
  check_multi_tile<k90a, MfmaPrecision::bf16>();
  check_multi_tile<k908, MfmaPrecision::bf16>();
}

// Lane 0's D[0][0] of one wave with A's row 0 = a_row(k), B's column 0 = b_col(k), C[0][0] = c.
template <MfmaArch A, MfmaPrecision P, class ARow, class BCol>
float d00(ARow&& a_row, BCol&& b_col, float c) {
  PerThread<MfmaFrag<A, P>, 64> fa, fb;
  PerThread<MfmaAcc, 64> acc;
  for (int l = 0; l < 64; ++l) {
    fa(l) = mfma_pack_a<A, P>(l, [&](int r, int k) { return r == 0 ? a_row(k) : 0.0f; });
    fb(l) = mfma_pack_b<A, P>(l, [&](int k, int col) { return col == 0 ? b_col(k) : 0.0f; });
    acc(l) = MfmaAcc{{0, 0, 0, 0}};
  }
  acc(0).c[0] = c;
  unsigned char smem[16];
  Block<64> blk(smem, sizeof smem);
  wave_mfma<A, P>(blk, fa, fb, acc);
  return acc(0).c[0];
}

// MIOpen's "MI200 MFMA behavior specifics": gfx90a's f16 / bf16 forms flush subnormal inputs and
// outputs; its fp32 form and gfx908 keep them. Expected values are plain arithmetic.
TEST(Mfma, Gfx90aFlushesSubnormalsOfItsHalfForms) {
  const auto tiny_half = [](int) { return 0x1p-20f; };  // an f16 subnormal
  const auto big = [](int) { return 1024.0f; };
  EXPECT_EQ((d00<k908, MfmaPrecision::f16>(tiny_half, big, 0.0f)), 16 * 0x1p-10f);
  EXPECT_EQ((d00<k90a, MfmaPrecision::f16>(tiny_half, big, 0.0f)), 0.0f);
  EXPECT_EQ((d00<k90a, MfmaPrecision::f16>(big, tiny_half, 1.0f)), 1.0f);

  const auto tiny_bf16 = [](int) { return 0x1p-130f; };  // a bf16 (and fp32) subnormal
  const auto huge = [](int) { return 0x1p100f; };
  EXPECT_EQ((d00<k908, MfmaPrecision::bf16>(tiny_bf16, huge, 0.0f)), 8 * 0x1p-30f);
  EXPECT_EQ((d00<k90a, MfmaPrecision::bf16>(tiny_bf16, huge, 0.0f)), 0.0f);
  EXPECT_EQ((d00<k90a, MfmaPrecision::f32>(tiny_bf16, huge, 0.0f)), 4 * 0x1p-30f);

  // A subnormal C, and a subnormal D from normal inputs: 2^-63 2^-64 = 2^-127.
  const auto zero = [](int) { return 0.0f; };
  EXPECT_EQ((d00<k90a, MfmaPrecision::f16>(zero, zero, 0x1p-140f)), 0.0f);
  EXPECT_EQ((d00<k908, MfmaPrecision::f16>(zero, zero, 0x1p-140f)), 0x1p-140f);
  EXPECT_EQ((d00<k90a, MfmaPrecision::f32>(zero, zero, 0x1p-140f)), 0x1p-140f);
  const auto first_a = [](int k) { return k == 0 ? 0x1p-63f : 0.0f; };
  const auto first_b = [](int k) { return k == 0 ? 0x1p-64f : 0.0f; };
  EXPECT_EQ((d00<k908, MfmaPrecision::bf16>(first_a, first_b, 0.0f)), 0x1p-127f);
  EXPECT_EQ((d00<k90a, MfmaPrecision::bf16>(first_a, first_b, 0.0f)), 0.0f);
  EXPECT_TRUE(std::signbit(d00<k90a, MfmaPrecision::bf16>(first_a, [](int k) { return k == 0 ? -0x1p-64f : 0.0f; },
                                                           -0.0f)));  // flushed to -0: the sign is kept
}

// Two waves, each loading two A tiles (the single-tile and the array forms) and one B tile from a
// padded K-contiguous staging at k0 = K, against packing the same values from a getter.
template <MfmaArch A, MfmaPrecision P>
void check_loads() {
  using S = MfmaShape<A, P>;
  using Elem = typename S::Elem;
  constexpr int kThreads = 128, kRows = 64, kCols = 32;
  const int ld = 2 * S::K + S::kElems;  // two k-steps, padded by one lane's read
  std::mt19937 rng(5);
  std::vector<float> av(kRows * ld), bv(kCols * ld);
  for (float& x : av) x = MfmaProblem<A, P>::input(rng);
  for (float& x : bv) x = MfmaProblem<A, P>::input(rng);
  const size_t bytes = (kRows + kCols) * ld * sizeof(Elem) + 32;
  std::vector<unsigned char> smem(bytes);
  Block<kThreads> blk(smem.data(), bytes);
  Elem* as = blk.template shared<Elem>(kRows * ld);
  Elem* bs = blk.template shared<Elem>(kCols * ld);
  for (int i = 0; i < kRows * ld; ++i) as[i] = mfma_stage<P>(av[i]);
  for (int i = 0; i < kCols * ld; ++i) bs[i] = mfma_stage<P>(bv[i]);

  PerThread<MfmaFrag<A, P>[2], kThreads> fa;
  PerThread<MfmaFrag<A, P>, kThreads> fa0, fb;
  mfma_load_a<A, P>(blk, fa, ld, [&](int t, int i) { return as + ((t / 64) * 32 + 16 * i) * ld + S::K; });
  mfma_load_a<A, P>(blk, fa0, ld, [&](int t) { return as + (t / 64) * 32 * ld + S::K; });
  mfma_load_b<A, P>(blk, fb, ld, [&](int t) { return bs + (t / 64) * 16 * ld + S::K; });
  for (int t = 0; t < kThreads; ++t) {
    const int w = t / 64, lane = t % 64;
    for (int i = 0; i < 2; ++i) {
      const MfmaFrag<A, P> want =
          mfma_pack_a<A, P>(lane, [&](int r, int k) { return av[(w * 32 + 16 * i + r) * ld + S::K + k]; });
      EXPECT_EQ(std::memcmp(&fa(t)[i], &want, sizeof want), 0) << "A tile " << i << " thread " << t;
    }
    EXPECT_EQ(std::memcmp(&fa0(t), &fa(t)[0], sizeof fa0(t)), 0) << "thread " << t;
    const MfmaFrag<A, P> want_b =
        mfma_pack_b<A, P>(lane, [&](int k, int c) { return bv[(w * 16 + c) * ld + S::K + k]; });
    EXPECT_EQ(std::memcmp(&fb(t), &want_b, sizeof want_b), 0) << "B thread " << t;
  }
}

TEST(Mfma, SharedLoadsGiveThePackedFragments) {
  check_loads<k90a, MfmaPrecision::f32>();
  check_loads<k90a, MfmaPrecision::f16>();
  check_loads<k90a, MfmaPrecision::bf16>();
  check_loads<k908, MfmaPrecision::f16>();
  check_loads<k908, MfmaPrecision::bf16>();
}

// A row pitch that is not a multiple of a lane's read would split the hardware's ds_read_b64.
TEST(Mfma, MisalignedSharedLoadFails) {
  alignas(16) unsigned char smem[4096] = {};
  Block<64> blk(smem, sizeof smem);
  uint16_t* tile = blk.shared<uint16_t>(16 * 20);
  PerThread<MfmaFrag<k90a, MfmaPrecision::f16>, 64> frag;
  const auto origin = [&](int) { return tile; };
  EXPECT_THROW((mfma_load_a<k90a, MfmaPrecision::f16>(blk, frag, 18, origin)), Error);
  EXPECT_NO_THROW((mfma_load_a<k90a, MfmaPrecision::f16>(blk, frag, 20, origin)));
}

}  // namespace
}  // namespace rammer::kernels
