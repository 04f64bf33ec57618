// The tensor-core tiles' primitives under host emulation, against the PTX ISA's text:
//   ldmatrix .m8n8 .x1/.x2/.x4 .b16: "each address corresponds to the start of a matrix row"; threads
//     0-7 give matrix 0's rows, 8-15 matrix 1's, ...; each thread receives, per matrix, "a row of
//     the matrix ... two consecutive b16 elements": thread l holds elements 2 (l % 4) and 2 (l % 4) + 1
//     of row l / 4 (the lower-indexed element in the low half of the register).
//   ldmatrix on a K-contiguous tile as MmaUnit loads it = the mma fragments of kernels/mma.h's
//     mma_a_coord / mma_b_coord (tested against the PTX figures in mma_test.cc), for f16, bf16 and
//     tf32 (a 32-bit element is two b16).
//   cp.async: a copy is in flight until a wait_group retires its group (wait_group N: "wait until N or
//     fewer of the most recent cp.async-groups are pending and all the prior cp.async-groups
//     committed by the executing thread are complete"); src-size < 16 zero-fills the rest.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernels/cp_async.h"
#include "kernels/ldmatrix.h"
#include "kernels/mma_unit.h"
#include "tests/kernels/mma_reference.h"

namespace rammer::kernels {
namespace {

constexpr int kThreads = 64;  // two warps

// A 16-bit value naming warp w, matrix m, row r, element c.
uint16_t tag(int w, int m, int r, int c) { return static_cast<uint16_t>((w << 12) | (m << 8) | (r << 4) | c); }

template <int kMats>
void check_ldmatrix() {
  // 2 warps x 4 matrices x 8 rows of 8 b16, each row at a scattered 16-byte slot.
  alignas(16) uint16_t smem[2 * 32 * 8 + 8];
  std::vector<int> slot(64);
  for (int i = 0; i < 64; ++i) slot[static_cast<size_t>(i)] = (i * 37 + 11) % 64;  // a permutation of 0..63
  for (int w = 0; w < 2; ++w)
    for (int m = 0; m < 4; ++m)
      for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) smem[slot[static_cast<size_t>(w * 32 + m * 8 + r)] * 8 + c] = tag(w, m, r, c);
  Block<kThreads> b(reinterpret_cast<unsigned char*>(smem), sizeof smem);
  PerThread<uint32_t[4], kThreads> out;
  ldmatrix<kMats>(
      b,
      [&](int t) {
        const int w = t / 32, l = t % 32;
        // Lanes past 8 x kMats supply no address: a misaligned one would trap if it were read.
        if (l >= 8 * kMats) return reinterpret_cast<uint16_t*>(reinterpret_cast<unsigned char*>(smem) + 1);
        return smem + slot[static_cast<size_t>(w * 32 + (l / 8) * 8 + l % 8)] * 8;
      },
      [&](int t, int j, uint32_t word) { out(t)[j] = word; });
  for (int t = 0; t < kThreads; ++t) {
    const int w = t / 32, l = t % 32;
    for (int j = 0; j < kMats; ++j) {
      const uint32_t want = tag(w, j, l / 4, 2 * (l % 4)) | (static_cast<uint32_t>(tag(w, j, l / 4, 2 * (l % 4) + 1)) << 16);
      EXPECT_EQ(out(t)[j], want) << "x" << kMats << " thread " << t << " matrix " << j;
    }
  }
}

TEST(Ldmatrix, X1FollowsThePtxLayout) { check_ldmatrix<1>(); }
TEST(Ldmatrix, X2FollowsThePtxLayout) { check_ldmatrix<2>(); }
TEST(Ldmatrix, X4FollowsThePtxLayout) { check_ldmatrix<4>(); }

TEST(LdmatrixDeathTest, MisalignedRowTraps) {
  alignas(16) uint16_t smem[64];
  Block<32> b(reinterpret_cast<unsigned char*>(smem), sizeof smem);
  EXPECT_DEATH(ldmatrix<1>(
                   b, [&](int t) { return smem + (t == 3 ? 1 : 0); }, [](int, int, uint32_t) {}),
               "not 16-byte aligned");
}

// A random tile staged K-contiguous with padded rows (as the tiles stage it): rows x K elements of
// Elem at ld elements apart, plus the float values it holds.
template <MmaPrecision P>
struct StagedTile {
  using Unit = MmaUnit<P>;
  using Elem = typename Unit::Elem;
  static constexpr int ld = 2 * Unit::K + Unit::kVec;  // two unit K-steps and a 16-byte pad
  std::vector<float> values;
  alignas(16) Elem smem[32 * ld];
  explicit StagedTile(unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> d(-2.0f, 2.0f);
    for (int i = 0; i < 32 * ld; ++i) {
      values.push_back(d(rng));
      smem[i] = Unit::encode(values.back());
    }
  }
  float at(int row, int k) const { return values[static_cast<size_t>(row * ld + k)]; }
};

// ldmatrix x4 at MmaUnit::load_a's addresses gives mma_pack_a's A fragment of the 16 x K tile at
// (row 16 i, k kk); load_b's x4 gives two B fragments (tiles of 8 columns) and a plain x2 at rows
// lane % 8, chunk lane / 8 gives one.
template <MmaPrecision P>
void check_fragments() {
  using Unit = MmaUnit<P>;
  StagedTile<P> tile(static_cast<unsigned>(P) + 5);
  constexpr int ld = StagedTile<P>::ld;
  Block<kThreads> b(reinterpret_cast<unsigned char*>(tile.smem), sizeof tile.smem);
  for (int kk : {0, Unit::K}) {
    PerThread<MmaFragA[2], kThreads> fa;
    PerThread<MmaFragB[4], kThreads> fb;
    Unit::template load_a<2>(b, fa, ld, [&](int, int i) { return tile.smem + i * 16 * ld + kk; });
    Unit::template load_b<4>(b, fb, ld, [&](int, int j) { return tile.smem + j * 8 * ld + kk; });
    PerThread<uint32_t[2], kThreads> x2;
    ldmatrix<2>(
        b, [&](int t) { const int l = t % 32; return tile.smem + (l % 8) * ld + (l / 8) * Unit::kVec + kk; },
        [&](int t, int j, uint32_t w) { x2(t)[j] = w; });
    for (int t = 0; t < kThreads; ++t) {
      const int lane = t % 32;
      for (int i = 0; i < 2; ++i) {
        const MmaFragA want = mma_pack_a<P>(lane, [&](int row, int k) { return tile.at(16 * i + row, kk + k); });
        for (int e = 0; e < 4; ++e) EXPECT_EQ(fa(t)[i].r[e], want.r[e]) << "A tile " << i << " thread " << t << " reg " << e;
      }
      for (int j = 0; j < 4; ++j) {
        // B is K x 8 with element (k, n) staged at row n: the tile's row 8 j + n, element kk + k.
        const MmaFragB want = mma_pack_b<P>(lane, [&](int k, int n) { return tile.at(8 * j + n, kk + k); });
        for (int e = 0; e < 2; ++e) EXPECT_EQ(fb(t)[j].r[e], want.r[e]) << "B tile " << j << " thread " << t << " reg " << e;
        if (j == 0) {
          // The plain x2 is not rounded by the unit: for tf32 compare the rounded bits.
          const uint32_t got = P == MmaPrecision::tf32 ? float_to_tf32(bits_float(x2(t)[0])) : x2(t)[0];
          const uint32_t got1 = P == MmaPrecision::tf32 ? float_to_tf32(bits_float(x2(t)[1])) : x2(t)[1];
          EXPECT_EQ(got, want.r[0]) << "x2 thread " << t;
          EXPECT_EQ(got1, want.r[1]) << "x2 thread " << t;
        }
      }
    }
  }
}

TEST(Ldmatrix, LoadsTheF16Fragments) { check_fragments<MmaPrecision::f16>(); }
TEST(Ldmatrix, LoadsTheBf16Fragments) { check_fragments<MmaPrecision::bf16>(); }
TEST(Ldmatrix, LoadsTheTf32Fragments) { check_fragments<MmaPrecision::tf32>(); }

// The tf32 unit rounds what ldmatrix loads (cvt.rna): raw fp32 staging gives the rounded fragment.
TEST(Ldmatrix, Tf32UnitRoundsTheLoadedBits) {
  alignas(16) float smem[16 * 12];
  for (int i = 0; i < 16 * 12; ++i) smem[i] = 1.0f + 0x1p-11f * static_cast<float>(i % 3);  // ties and above
  Block<32> b(reinterpret_cast<unsigned char*>(smem), sizeof smem);
  PerThread<MmaFragA[1], 32> fa;
  MmaUnit<MmaPrecision::tf32>::load_a<1>(b, fa, 12, [&](int, int) { return smem + 0; });
  for (int t = 0; t < 32; ++t)
    for (int e = 0; e < 4; ++e) {
      const float v = bits_float(fa(t)[0].r[e]);
      EXPECT_EQ(v, static_cast<float>(round_to(v, 10, true))) << "thread " << t;
      EXPECT_TRUE(v == 1.0f || v == 1.0f + 0x1p-10f) << v;
    }
}

TEST(CpAsync, CopiesLandWhenTheirGroupIsWaitedFor) {
  alignas(16) float src[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  alignas(16) float dst[12] = {};
  AsyncCopies s;
  cp_async_16(s, dst + 0, src + 0, 16);
  cp_async_commit(s);  // group 0
  cp_async_16(s, dst + 4, src + 4, 16);
  cp_async_commit(s);  // group 1
  cp_async_16(s, dst + 8, src + 8, 0);  // a zero chunk, not yet committed
  src[1] = -1.0f;                       // the source was read when the copy was issued
  EXPECT_EQ(dst[0], 0.0f) << "nothing lands before a wait";
  cp_async_wait<1>(s);  // group 0 only
  EXPECT_EQ(dst[0], 1.0f);
  EXPECT_EQ(dst[1], 2.0f);
  EXPECT_EQ(dst[4], 0.0f) << "group 1 is one of the newest 1";
  dst[8] = 42.0f;
  cp_async_wait<0>(s);
  EXPECT_EQ(dst[7], 8.0f);
  EXPECT_EQ(dst[8], 42.0f) << "an uncommitted copy does not land";
  cp_async_commit(s);
  cp_async_wait<0>(s);
  for (int i = 8; i < 12; ++i) EXPECT_EQ(dst[i], 0.0f) << "src-size 0 zero-fills";
}

// A tile that ends with a copy in flight (its last wait missing).
void end_with_a_copy_in_flight() {
  alignas(16) float src[4] = {1, 2, 3, 4};
  alignas(16) float dst[4] = {};
  AsyncCopies s;
  cp_async_16(s, dst + 0, src + 0, 16);
  cp_async_commit(s);
}

void copy(int dst_offset, int src_offset) {
  alignas(16) float src[8] = {};
  alignas(16) float dst[8] = {};
  AsyncCopies s;
  cp_async_16(s, dst + dst_offset, src + src_offset, 16);
  cp_async_commit(s);
  cp_async_wait<0>(s);
}

TEST(CpAsyncDeathTest, CopiesInFlightAtTheEndTrap) { EXPECT_DEATH(end_with_a_copy_in_flight(), "still in flight"); }

TEST(CpAsyncDeathTest, MisalignedCopiesTrap) {
  EXPECT_DEATH(copy(1, 0), "destination is not 16-byte aligned");
  EXPECT_DEATH(copy(0, 2), "source is not 16-byte aligned");
  alignas(16) float src[8] = {};
  EXPECT_DEATH(load_f32x4(src + 1), "not 16-byte aligned");
}

TEST(CpAsync, Load128Bits) {
  alignas(16) float src[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  const F32x4 v = load_f32x4(src + 4);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(v.v[i], src[4 + i]);
}

}  // namespace
}  // namespace rammer::kernels
