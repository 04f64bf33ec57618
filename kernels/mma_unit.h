// MmaUnit<P>: the matrix unit as the tensor-core tiles (gemm_mma.h, conv_mma.h) see it, so that a
// tile is written once over any unit. A unit multiplies an M x K tile of A by a K x N tile of B into
// an M x N accumulator tile spread over the kLanes lanes of a warp (kAcc floats per lane); its
// operands are loaded from K-contiguous shared memory: A as [rows][k], B as [cols][k], each row
// 16-byte aligned, `ld` elements apart, holding elements of type Elem.
//
// This file: NVIDIA mma.sync (kernels/mma.h) on 32-lane warps, m16n8k8 for tf32 and m16n8k16 for
// f16 / bf16, with fragments loaded by ldmatrix (kernels/ldmatrix.h): one x4 per 16 x K tile of A
// (its four 8 x 8 b16 matrices are exactly the A fragment's registers), one x4 per two 8 x K tiles of
// B. The fragment registers depend on neither precision nor unit in the tile code: a tile only
// declares PerThread<FragA[n]> etc., loads, multiplies and reads accumulators through c_coord.
//
// Storage: f16 / bf16 as their 16-bit patterns, rounded (to nearest even) when staged; tf32 as the
// fp32 bits, rounded to tf32 (cvt.rna) as each fragment is loaded, so any fp32 source, copied raw
// by cp.async, is rounded the way mma.h's packing rounds it.
//
// Interface (every call but encode and c_coord is block-level: every thread of the block makes it):
//   kLanes, M, N, K, kAcc, Elem, kVec (Elems per 16 bytes), FragA, FragB, Acc
//   encode(float) -> Elem                    the staged value of an input
//   c_coord(lane, i, row, col)               accumulator i of a lane in the M x N tile
//   load_a<n>(b, frags, ld, origin)          A tiles i < n, tile i's row 0, k 0 at origin(t, i)
//   load_b<n>(b, frags, ld, origin)          B tiles i < n (n a multiple of kBTilesPerLoad), tile i's
//                                            column 0, k 0 at origin(t, i)
//   mma<m, n>(b, a, b, acc, j0)              acc[i][j0 + j] += A_i B_j for every warp
// The AMD MFMA unit (64 lanes, 16 x 16 x {16, 8, 4} tiles, fragments read with ds_read from the same
// staging) implements the same interface in kernels/mfma_unit.h; kernels/matrix_unit.h picks one.
#pragma once

#include "kernels/ldmatrix.h"
#include "kernels/mma.h"

namespace rammer::kernels {

template <MmaPrecision P>
struct MmaStorage {
  using type = uint16_t;
};
template <>
struct MmaStorage<MmaPrecision::tf32> {
  using type = float;
};

// cvt.rna.tf32.f32 on a fragment register (fp32 bits in, tf32 in fp32 bits out).
RAMMER_DEVICE uint32_t tf32_round_bits(uint32_t bits) {
#if defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
  uint32_t r;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(bits_float(bits)));
  return r;
#else
  return float_to_tf32(bits_float(bits));
#endif
}

template <MmaPrecision P>
struct MmaUnit {
  static constexpr int kLanes = 32;
  static constexpr int M = MmaShape<P>::M, N = MmaShape<P>::N, K = MmaShape<P>::K;
  static constexpr int kAcc = 4;
  using Elem = typename MmaStorage<P>::type;
  // The tensor dtype whose elements are Elem's values as they are (cp.async copies it raw).
  static constexpr DTypeCode kStorageDType =
      P == MmaPrecision::tf32 ? DTypeCode::f32 : P == MmaPrecision::f16 ? DTypeCode::f16 : DTypeCode::bf16;
  static constexpr int kVec = 16 / static_cast<int>(sizeof(Elem));
  static constexpr int kBTilesPerLoad = 2;  // B tiles one load_b fills (one ldmatrix x4)
  using FragA = MmaFragA;
  using FragB = MmaFragB;
  using Acc = MmaAcc;
  // A fragment's K spans two 16-byte chunks of a row: ldmatrix's matrices 2c and 2c + 1.
  static_assert(K == 2 * kVec, "an instruction's K is two 16-byte chunks of staging");

  RAMMER_DEVICE static Elem encode(float v) {
    if constexpr (P == MmaPrecision::tf32) {
      return v;
    } else {
      return static_cast<Elem>(encode_bits(v));
    }
  }

  // encode()'s bit pattern in the low bits of a word (packing a staged chunk in registers). On CUDA
  // the hardware's round-to-nearest-even conversions (the same results as mma_encode's, NaN
  // payloads aside), which also need far fewer registers than the bit manipulation.
  RAMMER_DEVICE static uint32_t encode_bits(float v) {
    if constexpr (P == MmaPrecision::tf32) {
      return float_bits(v);
    } else {
#if defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
      unsigned short h;
      if constexpr (P == MmaPrecision::f16) {
        asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(v));
      } else {
        asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(v));
      }
      return h;
#else
      return mma_encode<P>(v);
#endif
    }
  }

  RAMMER_DEVICE static void c_coord(int lane, int i, int& row, int& col) { mma_c_coord(lane, i, row, col); }

  // Tile i of A: an M x K tile whose row 0, k 0 is origin(t, i) for thread t's warp. ldmatrix x4:
  // lanes 0-15 supply rows 0-15 at chunk 0 (matrices 0 and 1: rows 0-7 and 8-15), lanes 16-31 the
  // same rows at chunk 1 (matrices 2 and 3), which is the register order of the A fragment.
  template <int kTiles, int kThreads, class Origin>
  RAMMER_DEVICE static void load_a(Block<kThreads>& b, PerThread<FragA[kTiles], kThreads>& frag, int ld,
                                   Origin&& origin) {
    RAMMER_UNROLL
    for (int i = 0; i < kTiles; ++i) {
      ldmatrix<4>(
          b, [&](int t) { const int lane = t % kLanes; return origin(t, i) + (lane % 16) * ld + (lane / 16) * kVec; },
          [&](int t, int j, uint32_t w) { frag(t)[i].r[j] = round_loaded(w); });
    }
  }

  // Tiles i and i + 1 of B (N x K each, adjacent in the staging) per ldmatrix x4: matrix 2p + c is
  // tile i + p at chunk c, so registers 0-1 are tile i's B fragment and 2-3 tile i + 1's.
  template <int kTiles, int kThreads, class Origin>
  RAMMER_DEVICE static void load_b(Block<kThreads>& b, PerThread<FragB[kTiles], kThreads>& frag, int ld,
                                   Origin&& origin) {
    static_assert(kTiles % kBTilesPerLoad == 0, "B tiles load in pairs");
    RAMMER_UNROLL
    for (int i = 0; i < kTiles; i += 2) {
      ldmatrix<4>(
          b,
          [&](int t) {
            const int lane = t % kLanes, mat = lane / 8;
            return origin(t, i + mat / 2) + (lane % 8) * ld + (mat % 2) * kVec;
          },
          [&](int t, int j, uint32_t w) { frag(t)[i + j / 2].r[j % 2] = round_loaded(w); });
    }
  }

  // acc[i][j0 + j] += A_i B_j (j < kNB) for every warp of the block; j0 a constant after unrolling
  // (the accumulators stay in registers).
  template <int kMT, int kNB, int kNT, int kThreads>
  RAMMER_DEVICE static void mma(Block<kThreads>& b, PerThread<FragA[kMT], kThreads>& fa,
                                PerThread<FragB[kNB], kThreads>& fb, PerThread<Acc[kMT][kNT], kThreads>& acc, int j0) {
    static_assert(kThreads % kLanes == 0, "whole warps");
#if defined(RAMMER_EMULATED_BLOCK)
    b.threads([&](int t) {
      FragA as[kLanes][kMT];
      FragB bs[kLanes][kNB];
      ::rammer::emu::warp_exchange(&fa(t), as, sizeof(FragA[kMT]));
      ::rammer::emu::warp_exchange(&fb(t), bs, sizeof(FragB[kNB]));
      for (int i = 0; i < kMT; ++i) {
        for (int j = 0; j < kNB; ++j) {
          FragA a[kLanes];
          FragB bb[kLanes];
          for (int l = 0; l < kLanes; ++l) {
            a[l] = as[l][i];
            bb[l] = bs[l][j];
          }
          mma_lane<P>(a, bb, t % kLanes, acc(t)[i][j0 + j]);
        }
      }
    });
#elif defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
    b.threads([&](int t) {
      RAMMER_UNROLL
      for (int i = 0; i < kMT; ++i)
        RAMMER_UNROLL
        for (int j = 0; j < kNB; ++j) mma_sync<P>(fa(t)[i], fb(t)[j], acc(t)[i][j0 + j]);
    });
#elif defined(RAMMER_GPU)
    static_assert(kThreads < 0, "kernels/mma_unit.h: mma.sync is NVIDIA's (AMD: kernels/mfma_unit.h)");
#else
    (void)b;
    for (int w = 0; w < kThreads / kLanes; ++w) {
      for (int i = 0; i < kMT; ++i) {
        for (int j = 0; j < kNB; ++j) {
          FragA a[kLanes];
          FragB bb[kLanes];
          for (int l = 0; l < kLanes; ++l) {
            a[l] = fa(w * kLanes + l)[i];
            bb[l] = fb(w * kLanes + l)[j];
          }
          float A[M][K], B[K][N];
          mma_decode<P>(a, bb, A, B);
          for (int l = 0; l < kLanes; ++l)
            for (int e = 0; e < kAcc; ++e) {
              Acc& c = acc(w * kLanes + l)[i][j0 + j];
              c.c[e] = mma_dot<P>(A, B, l, e, c.c[e]);
            }
        }
      }
    }
#endif
  }

 private:
  RAMMER_DEVICE static uint32_t round_loaded(uint32_t w) {
    if constexpr (P == MmaPrecision::tf32) {
      return tf32_round_bits(w);
    } else {
      return w;
    }
  }
};

}  // namespace rammer::kernels
