// MfmaUnit<A, P>: AMD MFMA (kernels/mfma.h) as the matrix unit of the tensor-core tiles, the interface
// of kernels/mma_unit.h's header comment, so gemm_mma.h and conv_mma.h run on gfx90a / gfx908 from
// the same source as on mma.sync.
//
// kLanes = 64 (a wave), one 16 x 16 x K form per product (K = 4 fp32, 16 f16 and gfx90a's bf16_1k,
// 8 gfx908's bf16), 4 fp32 accumulators per lane. Fragments are read from the tile's K-contiguous
// staging with one ds_read per lane (mfma_read: 8 bytes for f16 / bf16_1k, 4 for fp32 and gfx908's
// bf16), the staging the mma.sync tiles fill for ldmatrix: rows of LD elements, 16-byte aligned, LD a
// multiple of a lane's elements. Storage: fp32 as is (the f32 form multiplies fp32 inputs exactly),
// f16 / bf16 as their 16-bit patterns rounded to nearest even when staged (mfma_encode).
#pragma once

#include "kernels/mfma.h"

namespace rammer::kernels {

template <MfmaArch A, MfmaPrecision P>
struct MfmaUnit {
  using Shape = MfmaShape<A, P>;
  static constexpr int kLanes = Shape::kLanes;
  static constexpr int M = Shape::M, N = Shape::N, K = Shape::K;
  static constexpr int kAcc = Shape::kAcc;
  using Elem = typename Shape::Elem;
  static constexpr DTypeCode kStorageDType =
      P == MfmaPrecision::f32 ? DTypeCode::f32 : P == MfmaPrecision::f16 ? DTypeCode::f16 : DTypeCode::bf16;
  static constexpr int kVec = 16 / static_cast<int>(sizeof(Elem));
  // B tiles per load_b: a wave's two 16-column tiles together, so the four products of a 32 x 32
  // wave tile issue back to back after one round of fragment reads.
  static constexpr int kBTilesPerLoad = 2;
  using FragA = MfmaFrag<A, P>;
  using FragB = MfmaFrag<A, P>;
  using Acc = MfmaAcc;

  RAMMER_DEVICE static Elem encode(float v) { return mfma_stage<P>(v); }
  RAMMER_DEVICE static uint32_t encode_bits(float v) { return mfma_encode<P>(v); }

  RAMMER_DEVICE static void c_coord(int lane, int i, int& row, int& col) { mfma_c_coord(lane, i, row, col); }

  // Tile i of A (16 x K, row 0, k 0 at origin(t, i)): lane l reads row l % 16 at k = kElems (l / 16).
  template <int kTiles, int kThreads, class Origin>
  RAMMER_DEVICE static void load_a(Block<kThreads>& b, PerThread<FragA[kTiles], kThreads>& frag, int ld,
                                   Origin&& origin) {
    mfma_load_a<A, P, kTiles>(b, frag, ld, origin);
  }

  // Tile i of B, staged as 16 columns of K (column 0, k 0 at origin(t, i)): the mirror of A.
  template <int kTiles, int kThreads, class Origin>
  RAMMER_DEVICE static void load_b(Block<kThreads>& b, PerThread<FragB[kTiles], kThreads>& frag, int ld,
                                   Origin&& origin) {
    mfma_load_b<A, P, kTiles>(b, frag, ld, origin);
  }

  // acc[i][j0 + j] += A_i B_j (j < kNB) for every wave of the block.
  template <int kMT, int kNB, int kNT, int kThreads>
  RAMMER_DEVICE static void mma(Block<kThreads>& b, PerThread<FragA[kMT], kThreads>& fa,
                                PerThread<FragB[kNB], kThreads>& fb, PerThread<Acc[kMT][kNT], kThreads>& acc, int j0) {
    static_assert(kThreads % kLanes == 0, "MFMA needs whole 64-lane waves");
#if defined(RAMMER_EMULATED_BLOCK)
    b.threads([&](int t) {
      FragA as[kLanes][kMT];
      FragB bs[kLanes][kNB];
      ::rammer::emu::wave_exchange(fa(t), as, sizeof(FragA[kMT]));
      ::rammer::emu::wave_exchange(fb(t), bs, sizeof(FragB[kNB]));
      for (int i = 0; i < kMT; ++i)
        for (int j = 0; j < kNB; ++j)
          mfma_lane<A, P>([&](int l) -> const FragA& { return as[l][i]; },
                          [&](int l) -> const FragB& { return bs[l][j]; }, t % kLanes, acc(t)[i][j0 + j]);
    });
#elif defined(RAMMER_MFMA_DEVICE)
    b.threads([&](int t) {
      RAMMER_UNROLL
      for (int i = 0; i < kMT; ++i)
        RAMMER_UNROLL
        for (int j = 0; j < kNB; ++j) mfma_issue<A, P>(fa(t)[i], fb(t)[j], acc(t)[i][j0 + j]);
    });
#elif defined(__HIP__) && !defined(__HIP_DEVICE_COMPILE__)
    (void)b, (void)fa, (void)fb, (void)acc, (void)j0;  // HIP's host pass, which generates no device code
#elif defined(RAMMER_GPU)
    static_assert(kThreads < 0, "kernels/mfma_unit.h: MFMA is an instruction of AMD gfx908 / gfx90a");
#else
    (void)b;
    for (int w = 0; w < kThreads / kLanes; ++w)
      for (int i = 0; i < kMT; ++i)
        for (int j = 0; j < kNB; ++j)
          mfma_wave<A, P>([&](int l) -> const FragA& { return fa(kLanes * w + l)[i]; },
                          [&](int l) -> const FragB& { return fb(kLanes * w + l)[j]; },
                          [&](int l) -> MfmaAcc& { return acc(kLanes * w + l)[i][j0 + j]; });
#endif
  }
};

}  // namespace rammer::kernels
