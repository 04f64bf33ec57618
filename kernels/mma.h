// Warp-level matrix multiply-accumulate (tensor cores: mma.sync on sm_80 and newer) with the exact
// fragment layouts of the PTX ISA ("Matrix Fragments for mma.m16n8k8" and "... mma.m16n8k16"), and
// the same operation on the host: the emulated GPU (RAMMER_EMULATED: lanes exchange fragments through
// the emulator's warp exchange) and the host emulation (each warp's product computed from its lanes'
// slots). The tensor-core tiles are written against this header, so they are checked numerically here.
//
//   tf32: D[16x8] = A[16x8] B[8x8] + C, mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
//   f16 / bf16: D[16x8] = A[16x16] B[16x8] + C, mma.sync.aligned.m16n8k16.row.col.f32.{f16,bf16}...f32
// Inputs are rounded to the precision when they are packed (mma_pack_a/b: tf32 round-to-nearest,
// ties away from zero, as cvt.rna.tf32.f32; f16 and bf16 round-to-nearest-even); accumulation is
// fp32. The host computes each output as C + sum over k of A*B with fmaf in ascending k: the hardware
// adds in an order it does not document, so results agree within fp32 accumulation rounding, not bit
// for bit. Every lane of a warp, and every thread of the block, calls warp_mma (a block-level call,
// like sync()); kThreads must be a multiple of 32. No HIP version yet (MFMA has other layouts).
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

enum class MmaPrecision : int32_t { tf32 = 0, f16 = 1, bf16 = 2 };

template <MmaPrecision P>
struct MmaShape {
  static constexpr int M = 16, N = 8;
  static constexpr int K = P == MmaPrecision::tf32 ? 8 : 16;
  static constexpr int kAElems = M * K / 32;  // per lane
  static constexpr int kBElems = K * N / 32;
};

// A lane's fragments. tf32: one element per register. f16/bf16: two per register, element 2j in the
// low 16 bits of register j, 2j + 1 in the high ones.
struct MmaFragA {
  uint32_t r[4];
};
struct MmaFragB {
  uint32_t r[2];
};
struct MmaAcc {
  float c[4];
};

// Element i of a lane's A fragment sits at (row, col) of the 16 x K tile of A (row-major).
RAMMER_DEVICE void mma_a_coord(MmaPrecision p, int lane, int i, int& row, int& col) {
  const int group = lane >> 2, in_group = lane & 3;
  if (p == MmaPrecision::tf32) {
    row = group + ((i & 1) ? 8 : 0);
    col = in_group + ((i & 2) ? 4 : 0);
  } else {
    row = group + ((i & 2) ? 8 : 0);
    col = in_group * 2 + (i & 1) + ((i & 4) ? 8 : 0);
  }
}

// Element i of a lane's B fragment sits at (row, col) of the K x 8 tile of B.
RAMMER_DEVICE void mma_b_coord(MmaPrecision p, int lane, int i, int& row, int& col) {
  const int group = lane >> 2, in_group = lane & 3;
  col = group;
  row = p == MmaPrecision::tf32 ? in_group + 4 * i : in_group * 2 + (i & 1) + ((i & 2) ? 8 : 0);
}

// Accumulator i of a lane sits at (row, col) of the 16 x 8 tile of C and D.
RAMMER_DEVICE void mma_c_coord(int lane, int i, int& row, int& col) {
  row = (lane >> 2) + ((i & 2) ? 8 : 0);
  col = (lane & 3) * 2 + (i & 1);
}

// cvt.rna.tf32.f32: 10 mantissa bits, round to nearest, ties away from zero (kept in fp32 bits).
RAMMER_DEVICE uint32_t float_to_tf32(float f) {
  const uint32_t u = float_bits(f);
  if ((u & 0x7f800000u) == 0x7f800000u) return u;  // inf and NaN pass unchanged
  return (u + 0x1000u) & 0xffffe000u;
}

// float_to_bf16 / bf16_to_float: kernels/common.h (shared with load_f/store_f).

// The value the tensor core reads for element e of a fragment of registers r.
template <MmaPrecision P>
RAMMER_DEVICE float mma_element(const uint32_t* r, int e) {
  if (P == MmaPrecision::tf32) return bits_float(r[e] & 0xffffe000u);  // the unit ignores the low bits
  const uint16_t h = static_cast<uint16_t>(r[e >> 1] >> ((e & 1) * 16));
  return P == MmaPrecision::f16 ? half_to_float(h) : bf16_to_float(h);
}

template <MmaPrecision P>
RAMMER_DEVICE uint32_t mma_encode(float v) {
  if (P == MmaPrecision::tf32) return float_to_tf32(v);
  return P == MmaPrecision::f16 ? float_to_half(v) : float_to_bf16(v);
}

// Packs a lane's A fragment from get(row, col) of the 16 x K tile, rounding to the precision.
template <MmaPrecision P, class Get>
RAMMER_DEVICE MmaFragA mma_pack_a(int lane, Get&& get) {
  MmaFragA f{};
  for (int e = 0; e < MmaShape<P>::kAElems; ++e) {
    int row, col;
    mma_a_coord(P, lane, e, row, col);
    const uint32_t v = mma_encode<P>(get(row, col));
    if (P == MmaPrecision::tf32) f.r[e] = v;
    else f.r[e >> 1] |= v << ((e & 1) * 16);
  }
  return f;
}

template <MmaPrecision P, class Get>
RAMMER_DEVICE MmaFragB mma_pack_b(int lane, Get&& get) {
  MmaFragB f{};
  for (int e = 0; e < MmaShape<P>::kBElems; ++e) {
    int row, col;
    mma_b_coord(P, lane, e, row, col);
    const uint32_t v = mma_encode<P>(get(row, col));
    if (P == MmaPrecision::tf32) f.r[e] = v;
    else f.r[e >> 1] |= v << ((e & 1) * 16);
  }
  return f;
}

// The warp's A and B tiles decoded from its lanes' fragments (lane order).
template <MmaPrecision P>
RAMMER_DEVICE void mma_decode(const MmaFragA* a, const MmaFragB* b, float (*A)[MmaShape<P>::K],
                              float (*B)[MmaShape<P>::N]) {
  using S = MmaShape<P>;
  for (int l = 0; l < 32; ++l) {
    for (int e = 0; e < S::kAElems; ++e) {
      int row, col;
      mma_a_coord(P, l, e, row, col);
      A[row][col] = mma_element<P>(a[l].r, e);
    }
    for (int e = 0; e < S::kBElems; ++e) {
      int row, col;
      mma_b_coord(P, l, e, row, col);
      B[row][col] = mma_element<P>(b[l].r, e);
    }
  }
}

// Accumulator i of a lane: C + sum over k of A B, fmaf in ascending k.
template <MmaPrecision P>
RAMMER_DEVICE float mma_dot(const float (*A)[MmaShape<P>::K], const float (*B)[MmaShape<P>::N], int lane, int i,
                            float acc) {
  int row, col;
  mma_c_coord(lane, i, row, col);
  for (int k = 0; k < MmaShape<P>::K; ++k) acc = fmaf(A[row][k], B[k][col], acc);
  return acc;
}

// One lane's accumulators from the fragments of its whole warp (lane order): the emulated GPU's
// mma.sync, where each lane (a fiber) holds only its own accumulators.
template <MmaPrecision P>
RAMMER_DEVICE void mma_lane(const MmaFragA* a, const MmaFragB* b, int lane, MmaAcc& c) {
  using S = MmaShape<P>;
  float A[S::M][S::K], B[S::K][S::N];
  mma_decode<P>(a, b, A, B);
  for (int i = 0; i < 4; ++i) c.c[i] = mma_dot<P>(A, B, lane, i, c.c[i]);
}


#if defined(RAMMER_GPU) && !defined(RAMMER_EMULATED) && defined(__CUDACC__)
template <MmaPrecision P>
RAMMER_DEVICE void mma_sync(const MmaFragA& a, const MmaFragB& b, MmaAcc& c) {
  if (P == MmaPrecision::tf32) {
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%0,%1,%2,%3};"
        : "+f"(c.c[0]), "+f"(c.c[1]), "+f"(c.c[2]), "+f"(c.c[3])
        : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]));
  } else if (P == MmaPrecision::f16) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%0,%1,%2,%3};"
        : "+f"(c.c[0]), "+f"(c.c[1]), "+f"(c.c[2]), "+f"(c.c[3])
        : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]));
  } else {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%0,%1,%2,%3};"
        : "+f"(c.c[0]), "+f"(c.c[1]), "+f"(c.c[2]), "+f"(c.c[3])
        : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]));
  }
}
#endif

// c(t) += A_w B_w for every warp w of the block, where A_w and B_w are spread over the warp's lanes'
// fragments a(t) and b(t). A block-level call: every thread of the block makes it.
template <MmaPrecision P, int kThreads>
RAMMER_DEVICE void warp_mma(Block<kThreads>& blk, PerThread<MmaFragA, kThreads>& a, PerThread<MmaFragB, kThreads>& b,
                            PerThread<MmaAcc, kThreads>& c) {
  static_assert(kThreads % 32 == 0, "warp_mma needs whole warps");
#if defined(RAMMER_EMULATED)
  blk.threads([&](int t) {
    MmaFragA as[32];
    MmaFragB bs[32];
    ::rammer::emu::warp_exchange(&a(t), as, sizeof(MmaFragA));
    ::rammer::emu::warp_exchange(&b(t), bs, sizeof(MmaFragB));
    mma_lane<P>(as, bs, t % 32, c(t));
  });
#elif defined(RAMMER_GPU) && defined(__CUDACC__)
  blk.threads([&](int t) { mma_sync<P>(a(t), b(t), c(t)); });
#elif defined(RAMMER_GPU)
  static_assert(kThreads < 0, "kernels/mma.h: no MFMA version yet");
#else
  (void)blk;
  for (int w = 0; w < kThreads / 32; ++w) {
    MmaFragA as[32];
    MmaFragB bs[32];
    for (int l = 0; l < 32; ++l) {
      as[l] = a(w * 32 + l);
      bs[l] = b(w * 32 + l);
    }
    float A[MmaShape<P>::M][MmaShape<P>::K], B[MmaShape<P>::K][MmaShape<P>::N];
    mma_decode<P>(as, bs, A, B);
    for (int l = 0; l < 32; ++l)
      for (int i = 0; i < 4; ++i) c(w * 32 + l).c[i] = mma_dot<P>(A, B, l, i, c(w * 32 + l).c[i]);
  }
#endif
}

}  // namespace rammer::kernels
