// AMD matrix instructions (MFMA) of CDNA1 (gfx908, MI100) and CDNA2 (gfx90a, MI200) on 64-lane waves,
// with the fragment layouts of AMD's documents, and the same operation on the host: the emulated GPU
// (RAMMER_EMULATED: the lanes of a wave exchange fragments through the emulator's wave exchange) and
// the host emulation (each wave's product computed from its 64 lanes' slots). The AMD counterpart of
// kernels/mma.h, so that a tile written over a matrix unit is checked numerically here.
//
//   fp32  v_mfma_f32_16x16x4f32        D[16x16] = A[16x4]  B[4x16]  + C    gfx908, gfx90a
//   f16   v_mfma_f32_16x16x16f16       D[16x16] = A[16x16] B[16x16] + C    gfx908, gfx90a
//   bf16  v_mfma_f32_16x16x16bf16_1k   D[16x16] = A[16x16] B[16x16] + C    gfx90a
//         v_mfma_f32_16x16x8bf16       D[16x16] = A[16x8]  B[8x16]  + C    gfx908 (no _1k forms there)
// Each is one block (no CBSZ/ABID/BLGP broadcast), 32 cycles, 4 fp32 accumulators per lane. The
// 32x32 forms (64 cycles) have the same FLOPs per CU and cycle but 16 accumulators per lane per
// product; the 16x16 ones keep a wave's unit tile small, so a tile's warp-tile shapes carry over.
//
// Layouts, from AMD's Matrix Instruction Calculator (github.com/ROCm/amd_matrix_instruction_calculator,
// `--architecture cdna1|cdna2 --instruction ... --detail-instruction`, which tabulates the MFMA
// sections of the AMD Instinct MI100 (CDNA1) and MI200 (CDNA2) ISA reference guides). With E = K / 4
// elements of A and of B per lane (fp32 1, f16 4, bf16_1k 4, bf16 2):
//   A[i][k]    lane 16 (k / E) + i, element k % E   (lane l: row l % 16, k = E (l / 16) + e)
//   B[k][j]    lane 16 (k / E) + j, element k % E   (lane l: column l % 16, k = E (l / 16) + e)
//   C/D[i][j]  lane 16 (i / 4) + j, register i % 4  (lane l: column l % 16, row 4 (l / 16) + r)
// 16-bit elements sit two per 32-bit register, element 2r in bits [15:0] of register r, 2r + 1 in
// bits [31:16]. A lane's E elements of A are consecutive in k, so a K-contiguous shared tile gives
// each lane its fragment in one 8-byte (f16, bf16_1k) or 4-byte (fp32, gfx908 bf16) read.
//
// Numerics. Inputs are rounded when packed (mfma_pack_a/b, or when a tile stages them): f16 and bf16
// to nearest even (float_to_half, float_to_bf16), fp32 exact. On gfx90a the f16 and bf16 forms flush
// subnormal input and output data to zero (AMD's MIOpen documentation, "MI200 matrix fused
// multiply-add (MFMA) behavior specifics", names MFMA_F16, MFMA_BF16 and MFMA_BF16_1K; the fp32 form
// keeps subnormals): the emulation flushes subnormal A and B elements and C as it reads them, and a
// subnormal D, keeping the sign (as AMDGPU's denormal modes flush). That document names MI200 only,
// so gfx908 is emulated with IEEE subnormals. Accumulation is fp32: the host computes each output as
// C + sum over k of A B with fmaf in ascending k. The hardware does not document its order (nor the
// internal width of its partial products), so results agree within fp32 accumulation rounding, not
// bit for bit.
//
// Every lane of a wave, and every thread of the block, makes the block-level calls (wave_mfma,
// mfma_load_a/b), like sync(); kThreads must be a multiple of 64.
#pragma once

#include "kernels/common.h"
#include "kernels/mma.h"  // float_bits, bits_float; float_to_bf16, bf16_to_float (kernels/common.h)

namespace rammer::kernels {

enum class MfmaArch : int32_t { gfx908 = 0, gfx90a = 1 };
enum class MfmaPrecision : int32_t { f32 = 0, f16 = 1, bf16 = 2 };

// The arch a HIP device pass compiles for; on the host (emulation, HIP's host pass) gfx90a, and the
// emulation of either arch is chosen by the template argument.
#if defined(__gfx908__)
inline constexpr MfmaArch kMfmaArch = MfmaArch::gfx908;
#else
inline constexpr MfmaArch kMfmaArch = MfmaArch::gfx90a;
#endif
#if defined(__HIP_DEVICE_COMPILE__) && (defined(__gfx90a__) || defined(__gfx908__))
#define RAMMER_MFMA_DEVICE 1
#endif

template <MfmaPrecision P>
struct MfmaElem {
  using type = uint16_t;
};
template <>
struct MfmaElem<MfmaPrecision::f32> {
  using type = float;
};

template <MfmaArch A, MfmaPrecision P>
struct MfmaShape {
  static constexpr int kLanes = 64;
  static constexpr int M = 16, N = 16;
  static constexpr int K = P == MfmaPrecision::f32 ? 4 : P == MfmaPrecision::bf16 && A == MfmaArch::gfx908 ? 8 : 16;
  static constexpr int kElems = K / 4;  // of A and of B per lane
  static constexpr int kRegs = P == MfmaPrecision::f32 ? 1 : kElems / 2;  // 32-bit registers per operand
  static constexpr int kAcc = 4;                                          // accumulators per lane
  static constexpr bool kFlushSubnormals = A == MfmaArch::gfx90a && P != MfmaPrecision::f32;
  // A shared-memory element: the fp32 value, or the 16-bit pattern of an f16 / bf16.
  using Elem = typename MfmaElem<P>::type;
  static constexpr int kReadBytes = kElems * static_cast<int>(sizeof(Elem));  // one lane's fragment
};

// A lane's A or B fragment (the layouts are mirror images, so one type serves both).
template <MfmaArch A, MfmaPrecision P>
struct MfmaFrag {
  uint32_t r[MfmaShape<A, P>::kRegs];
};
struct MfmaAcc {
  float c[4];
};

// Element e of a lane's A fragment sits at (row, k) of the 16 x K tile of A.
template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE void mfma_a_coord(int lane, int e, int& row, int& k) {
  row = lane % 16;
  k = MfmaShape<A, P>::kElems * (lane / 16) + e;
}

// Element e of a lane's B fragment sits at (k, col) of the K x 16 tile of B.
template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE void mfma_b_coord(int lane, int e, int& k, int& col) {
  col = lane % 16;
  k = MfmaShape<A, P>::kElems * (lane / 16) + e;
}

// Accumulator i of a lane sits at (row, col) of the 16 x 16 tile of C and D (every form above).
RAMMER_DEVICE void mfma_c_coord(int lane, int i, int& row, int& col) {
  row = 4 * (lane / 16) + i;
  col = lane % 16;
}

// The bits an input is staged as: fp32 unchanged, f16 / bf16 rounded to nearest even.
template <MfmaPrecision P>
RAMMER_DEVICE uint32_t mfma_encode(float v) {
  if (P == MfmaPrecision::f32) return float_bits(v);
  return P == MfmaPrecision::f16 ? float_to_half(v) : float_to_bf16(v);
}

// The shared-memory element a tile stages for input v (what mfma_load_a / mfma_load_b read).
template <MfmaPrecision P>
RAMMER_DEVICE typename MfmaElem<P>::type mfma_stage(float v) {
  if constexpr (P == MfmaPrecision::f32) {
    return v;
  } else {
    return static_cast<uint16_t>(mfma_encode<P>(v));
  }
}

// A subnormal fp32 as gfx90a's f16 / bf16 forms see it: zero of the same sign.
RAMMER_DEVICE float mfma_flush_f32(float v) {
  const uint32_t u = float_bits(v);
  return (u & 0x7f800000u) == 0 ? bits_float(u & 0x80000000u) : v;
}

// The value the matrix unit reads for element e of fragment registers r.
template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE float mfma_element(const uint32_t* r, int e) {
  if (P == MfmaPrecision::f32) return bits_float(r[e]);
  uint16_t h = static_cast<uint16_t>(r[e >> 1] >> ((e & 1) * 16));
  const uint16_t exponent = P == MfmaPrecision::f16 ? 0x7c00u : 0x7f80u;
  if (MfmaShape<A, P>::kFlushSubnormals && (h & exponent) == 0) h &= 0x8000u;
  return P == MfmaPrecision::f16 ? half_to_float(h) : bf16_to_float(h);
}

template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE void mfma_put(MfmaFrag<A, P>& f, int e, uint32_t bits) {
  if (P == MfmaPrecision::f32) f.r[e] = bits;
  else f.r[e >> 1] |= bits << ((e & 1) * 16);
}

// Packs a lane's A fragment from get(row, k) of the 16 x K tile, rounding to the precision.
template <MfmaArch A, MfmaPrecision P, class Get>
RAMMER_DEVICE MfmaFrag<A, P> mfma_pack_a(int lane, Get&& get) {
  MfmaFrag<A, P> f{};
  for (int e = 0; e < MfmaShape<A, P>::kElems; ++e) {
    int row, k;
    mfma_a_coord<A, P>(lane, e, row, k);
    mfma_put(f, e, mfma_encode<P>(get(row, k)));
  }
  return f;
}

// Packs a lane's B fragment from get(k, col) of the K x 16 tile.
template <MfmaArch A, MfmaPrecision P, class Get>
RAMMER_DEVICE MfmaFrag<A, P> mfma_pack_b(int lane, Get&& get) {
  MfmaFrag<A, P> f{};
  for (int e = 0; e < MfmaShape<A, P>::kElems; ++e) {
    int k, col;
    mfma_b_coord<A, P>(lane, e, k, col);
    mfma_put(f, e, mfma_encode<P>(get(k, col)));
  }
  return f;
}

// ---- the product on the host ----

// A wave's A and B tiles as the unit reads them, from fa(l) and fb(l), the fragments of lane l.
template <MfmaArch A, MfmaPrecision P, class FragOfA, class FragOfB>
RAMMER_DEVICE void mfma_decode(FragOfA&& fa, FragOfB&& fb, float (*As)[MfmaShape<A, P>::K],
                               float (*Bs)[MfmaShape<A, P>::N]) {
  for (int l = 0; l < MfmaShape<A, P>::kLanes; ++l) {
    for (int e = 0; e < MfmaShape<A, P>::kElems; ++e) {
      int row, k, col;
      mfma_a_coord<A, P>(l, e, row, k);
      As[row][k] = mfma_element<A, P>(fa(l).r, e);
      mfma_b_coord<A, P>(l, e, k, col);
      Bs[k][col] = mfma_element<A, P>(fb(l).r, e);
    }
  }
}

// Accumulator i of a lane: C + sum over k of A B, fmaf in ascending k, subnormals flushed where the
// form flushes them.
template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE float mfma_dot(const float (*As)[MfmaShape<A, P>::K], const float (*Bs)[MfmaShape<A, P>::N], int lane,
                             int i, float acc) {
  constexpr bool kFlush = MfmaShape<A, P>::kFlushSubnormals;
  int row, col;
  mfma_c_coord(lane, i, row, col);
  if (kFlush) acc = mfma_flush_f32(acc);
  for (int k = 0; k < MfmaShape<A, P>::K; ++k) acc = fmaf(As[row][k], Bs[k][col], acc);
  return kFlush ? mfma_flush_f32(acc) : acc;
}

// One lane's accumulators from the fragments of its whole wave, fa(l) and fb(l) being lane l's: the
// emulated GPU's MFMA, where each lane (a fiber) holds only its own accumulators.
template <MfmaArch A, MfmaPrecision P, class FragOfA, class FragOfB>
RAMMER_DEVICE void mfma_lane(FragOfA&& fa, FragOfB&& fb, int lane, MfmaAcc& c) {
  using S = MfmaShape<A, P>;
  float As[S::M][S::K], Bs[S::K][S::N];
  mfma_decode<A, P>(fa, fb, As, Bs);
  for (int i = 0; i < S::kAcc; ++i) c.c[i] = mfma_dot<A, P>(As, Bs, lane, i, c.c[i]);
}

// One wave's product on the host emulation: fa(l), fb(l) and acc(l) are lane l's.
template <MfmaArch A, MfmaPrecision P, class FragOfA, class FragOfB, class AccOf>
RAMMER_DEVICE void mfma_wave(FragOfA&& fa, FragOfB&& fb, AccOf&& acc) {
  using S = MfmaShape<A, P>;
  float As[S::M][S::K], Bs[S::K][S::N];
  mfma_decode<A, P>(fa, fb, As, Bs);
  for (int l = 0; l < S::kLanes; ++l)
    for (int i = 0; i < S::kAcc; ++i) acc(l).c[i] = mfma_dot<A, P>(As, Bs, l, i, acc(l).c[i]);
}

// ---- the instruction on the GPU ----

#if defined(RAMMER_MFMA_DEVICE)
typedef float MfmaF32x4 __attribute__((ext_vector_type(4)));
typedef _Float16 MfmaF16x4 __attribute__((ext_vector_type(4)));
typedef short MfmaI16x4 __attribute__((ext_vector_type(4)));
typedef short MfmaI16x2 __attribute__((ext_vector_type(2)));

// c += a b for this lane's wave: the clang builtin of the form (ISA cbsz, abid, blgp all 0).
template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE void mfma_issue(const MfmaFrag<A, P>& a, const MfmaFrag<A, P>& b, MfmaAcc& c) {
  static_assert(A == kMfmaArch, "kernels/mfma.h: an MFMA form of another arch than the one compiled for");
  MfmaF32x4 d = {c.c[0], c.c[1], c.c[2], c.c[3]};
  if constexpr (P == MfmaPrecision::f32) {
    d = __builtin_amdgcn_mfma_f32_16x16x4f32(bits_float(a.r[0]), bits_float(b.r[0]), d, 0, 0, 0);
  } else if constexpr (P == MfmaPrecision::f16) {
    d = __builtin_amdgcn_mfma_f32_16x16x16f16(__builtin_bit_cast(MfmaF16x4, a), __builtin_bit_cast(MfmaF16x4, b), d,
                                             0, 0, 0);
  } else if constexpr (A == MfmaArch::gfx90a) {
    d = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(__builtin_bit_cast(MfmaI16x4, a), __builtin_bit_cast(MfmaI16x4, b),
                                                 d, 0, 0, 0);
  } else {
    d = __builtin_amdgcn_mfma_f32_16x16x8bf16(__builtin_bit_cast(MfmaI16x2, a), __builtin_bit_cast(MfmaI16x2, b), d,
                                             0, 0, 0);
  }
  RAMMER_UNROLL
  for (int i = 0; i < 4; ++i) c.c[i] = d[i];
}
#endif

// c(t) += A_w B_w for every wave w of the block, where A_w and B_w are spread over the wave's lanes'
// fragments a(t) and b(t). A block-level call: every thread of the block makes it.
template <MfmaArch A, MfmaPrecision P, int kThreads>
RAMMER_DEVICE void wave_mfma(Block<kThreads>& blk, PerThread<MfmaFrag<A, P>, kThreads>& a,
                             PerThread<MfmaFrag<A, P>, kThreads>& b, PerThread<MfmaAcc, kThreads>& c) {
  using Frag = MfmaFrag<A, P>;
  static_assert(kThreads % 64 == 0, "wave_mfma needs whole 64-lane waves");
#if defined(RAMMER_EMULATED_BLOCK)
  blk.threads([&](int t) {
    Frag as[64], bs[64];
    ::rammer::emu::wave_exchange(&a(t), as, sizeof(Frag));
    ::rammer::emu::wave_exchange(&b(t), bs, sizeof(Frag));
    mfma_lane<A, P>([&](int l) -> const Frag& { return as[l]; }, [&](int l) -> const Frag& { return bs[l]; }, t % 64,
                    c(t));
  });
#elif defined(RAMMER_MFMA_DEVICE)
  blk.threads([&](int t) { mfma_issue<A, P>(a(t), b(t), c(t)); });
#elif defined(__HIP__) && !defined(__HIP_DEVICE_COMPILE__)
  (void)blk;  // HIP's host pass, which generates no device code
#elif defined(RAMMER_GPU)
  static_assert(kThreads < 0, "kernels/mfma.h: MFMA is an instruction of AMD gfx908 / gfx90a");
#else
  (void)blk;
  for (int w = 0; w < kThreads / 64; ++w)
    mfma_wave<A, P>([&](int l) -> const Frag& { return a(64 * w + l); },
                    [&](int l) -> const Frag& { return b(64 * w + l); },
                    [&](int l) -> MfmaAcc& { return c(64 * w + l); });
#endif
}

// acc(t)[i][j] += A_i B_j for every wave of the block and every i < kMT, j < kNT, A_i spread over the
// wave's a(t)[i] and B_j over its b(t)[j]: the kMT x kNT unit tiles of a wave's sub-tile, as a tile
// issues them (on the emulated GPU one exchange per operand for all of them).
template <MfmaArch A, MfmaPrecision P, int kMT, int kNT, int kThreads>
RAMMER_DEVICE void wave_mfma(Block<kThreads>& blk, PerThread<MfmaFrag<A, P>[kMT], kThreads>& a,
                             PerThread<MfmaFrag<A, P>[kNT], kThreads>& b, PerThread<MfmaAcc[kMT][kNT], kThreads>& c) {
  using Frag = MfmaFrag<A, P>;
  static_assert(kThreads % 64 == 0, "wave_mfma needs whole 64-lane waves");
#if defined(RAMMER_EMULATED_BLOCK)
  blk.threads([&](int t) {
    Frag as[64][kMT], bs[64][kNT];
    ::rammer::emu::wave_exchange(a(t), as, sizeof(Frag[kMT]));
    ::rammer::emu::wave_exchange(b(t), bs, sizeof(Frag[kNT]));
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j)
        mfma_lane<A, P>([&](int l) -> const Frag& { return as[l][i]; }, [&](int l) -> const Frag& { return bs[l][j]; },
                        t % 64, c(t)[i][j]);
  });
#elif defined(RAMMER_MFMA_DEVICE)
  blk.threads([&](int t) {
    RAMMER_UNROLL
    for (int i = 0; i < kMT; ++i)
      RAMMER_UNROLL
      for (int j = 0; j < kNT; ++j) mfma_issue<A, P>(a(t)[i], b(t)[j], c(t)[i][j]);
  });
#elif defined(__HIP__) && !defined(__HIP_DEVICE_COMPILE__)
  (void)blk;  // HIP's host pass, which generates no device code
#elif defined(RAMMER_GPU)
  static_assert(kThreads < 0, "kernels/mfma.h: MFMA is an instruction of AMD gfx908 / gfx90a");
#else
  (void)blk;
  for (int w = 0; w < kThreads / 64; ++w)
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j)
        mfma_wave<A, P>([&](int l) -> const Frag& { return a(64 * w + l)[i]; },
                        [&](int l) -> const Frag& { return b(64 * w + l)[j]; },
                        [&](int l) -> MfmaAcc& { return c(64 * w + l)[i][j]; });
#endif
}

// ---- fragments from shared memory ----
//
// The contract a tile stages its operands for. A tile of A is 16 rows of a K-contiguous shared array:
// element (row, k) at origin + row * ld + k, origin (a SharedPtr<Elem>) being its row 0, k 0. B is
// staged transposed the same way: element (k, col) at origin + col * ld + k. Elem is
// MfmaShape::Elem, the staged value: fp32 as is, f16 / bf16 as their 16-bit patterns, already
// rounded (mfma_encode) -- no conversion happens here. Lane l reads its kElems consecutive elements
// at row (column) l % 16, k = kElems (l / 16): on gfx9 one ds_read_b64 (f16, bf16_1k) or ds_read_b32
// (fp32, gfx908 bf16) per lane. Such a read must be aligned to its size (kReadBytes): origin aligned
// to it and ld a multiple of kElems (the host emulation checks every lane's address; the emulated GPU
// checks ld). The tile picks ld (K plus padding against bank conflicts) and each wave's origin. The
// call only reads, so the stores that filled the tile come before a sync() (which the emulated GPU's
// race detector checks, as every access goes through SharedPtr there; it tracks 4-byte words, so a
// tile stages 16-bit elements a word -- two consecutive k -- per thread).

#if !defined(RAMMER_GPU) && !defined(RAMMER_EMULATED_BLOCK)
[[noreturn]] void mfma_misaligned_read(int lane, int bytes);
#endif

// Lane `lane`'s fragment of the tile at origin (either operand: the layouts mirror each other).
template <MfmaArch A, MfmaPrecision P>
RAMMER_DEVICE MfmaFrag<A, P> mfma_read(SharedPtr<typename MfmaShape<A, P>::Elem> origin, int ld, int lane) {
  using S = MfmaShape<A, P>;
  const int offset = (lane % 16) * ld + S::kElems * (lane / 16);
  MfmaFrag<A, P> f{};
#if defined(RAMMER_GPU)
  const void* p = __builtin_assume_aligned(origin + offset, S::kReadBytes);
  __builtin_memcpy(f.r, p, S::kReadBytes);
#else
#if defined(RAMMER_EMULATED_BLOCK)
  if (ld % S::kElems != 0) ::rammer::emu::trap("mfma_read: ld is not a multiple of a lane's elements");
#else
  if (reinterpret_cast<uintptr_t>(origin + offset) % S::kReadBytes != 0) mfma_misaligned_read(lane, S::kReadBytes);
#endif
  for (int e = 0; e < S::kElems; ++e) {
    const typename S::Elem v = origin[offset + e];
    if constexpr (P == MfmaPrecision::f32) {
      mfma_put(f, e, float_bits(v));
    } else {
      mfma_put(f, e, v);
    }
  }
#endif
  return f;
}

// frag(t) = thread t's fragment of the 16 x K tile of A at origin(t) (a SharedPtr<Elem> per wave).
template <MfmaArch A, MfmaPrecision P, int kThreads, class Origin>
RAMMER_DEVICE void mfma_load_a(Block<kThreads>& blk, PerThread<MfmaFrag<A, P>, kThreads>& frag, int ld,
                               Origin&& origin) {
  static_assert(kThreads % 64 == 0, "mfma_load_a needs whole 64-lane waves");
  blk.threads([&](int t) { frag(t) = mfma_read<A, P>(origin(t), ld, t % 64); });
}

// frag(t)[i] = thread t's fragment of tile i < kTiles of A, at origin(t, i).
template <MfmaArch A, MfmaPrecision P, int kTiles, int kThreads, class Origin>
RAMMER_DEVICE void mfma_load_a(Block<kThreads>& blk, PerThread<MfmaFrag<A, P>[kTiles], kThreads>& frag, int ld,
                               Origin&& origin) {
  static_assert(kThreads % 64 == 0, "mfma_load_a needs whole 64-lane waves");
  blk.threads([&](int t) {
    RAMMER_UNROLL
    for (int i = 0; i < kTiles; ++i) frag(t)[i] = mfma_read<A, P>(origin(t, i), ld, t % 64);
  });
}

// frag(t) = thread t's fragment of the K x 16 tile of B staged as [16 columns][ld] at origin(t).
template <MfmaArch A, MfmaPrecision P, int kThreads, class Origin>
RAMMER_DEVICE void mfma_load_b(Block<kThreads>& blk, PerThread<MfmaFrag<A, P>, kThreads>& frag, int ld,
                               Origin&& origin) {
  static_assert(kThreads % 64 == 0, "mfma_load_b needs whole 64-lane waves");
  blk.threads([&](int t) { frag(t) = mfma_read<A, P>(origin(t), ld, t % 64); });
}

// frag(t)[i] = thread t's fragment of tile i < kTiles of B, at origin(t, i).
template <MfmaArch A, MfmaPrecision P, int kTiles, int kThreads, class Origin>
RAMMER_DEVICE void mfma_load_b(Block<kThreads>& blk, PerThread<MfmaFrag<A, P>[kTiles], kThreads>& frag, int ld,
                               Origin&& origin) {
  static_assert(kThreads % 64 == 0, "mfma_load_b needs whole 64-lane waves");
  blk.threads([&](int t) {
    RAMMER_UNROLL
    for (int i = 0; i < kTiles; ++i) frag(t)[i] = mfma_read<A, P>(origin(t, i), ld, t % 64);
  });
}

}  // namespace rammer::kernels
