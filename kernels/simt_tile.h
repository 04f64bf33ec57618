// The register-blocked micro-tile of the fp32 CUDA-core GEMM paths (gemm_simt in gemm.h, conv_simt in
// conv.h): how a block's threads own the outputs of a bm x bn tile whose A and B slices are staged in
// shared memory as As[kk * lda + m] and Bs[kk * bn + n] (kk < kGemmBK), how gemm_simt walks those
// slices when staging them without a division in its k-loop, and the k-step that accumulates one
// slice.
//
// Each thread owns a kSimtTM x kSimtTN grid of outputs, rows m_base + ty + i * ry and columns
// n_base + tx + j * rx, where the block is an ry x rx grid of threads (rx a power of two, chosen per
// tile so that rx * kSimtTN covers bn when it can). A k-step then reads kSimtTM + kSimtTN staged
// values per kSimtTM * kSimtTN products, and a thread's shared-memory offsets are kSimtTM + kSimtTN
// integers fixed for the whole chunk (no division per output, no per-output index registers).
// Rows or columns past the tile read a clamped in-tile element and are never stored.
//
// gemm_simt's staging. A's slice is walked k fastest (SimtRows: a thread keeps one kk and steps
// through rows), so that a row-major A is read in 32-byte runs, with lda = simt_lda(bm) padded to
// 4 mod 8 so that the eight kk of one row land in distinct banks. B's slice is walked column fastest
// (SimtWalk: a thread's first element and the block's stride through the slice, as a column and a
// kk, are divided out once per tile and advanced with a carry per element), so that neighbouring
// threads read neighbouring columns. conv_simt still stages with a division per element (lda = bm):
// its division-free gather did not fit gfx908's 128 VGPRs at two waves (docs/perf-notes.md).
//
// Numerics: every output accumulates acc = acc + a[kk] * b[kk] over kk in increasing order, as the
// flat layout this replaced did, so results are unchanged bit for bit.
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

// K elements per staged slice (one k-tile).
constexpr int kGemmBK = 8;

constexpr int kSimtTM = 4;
constexpr int kSimtTN = 4;
constexpr int kSimtAcc = kSimtTM * kSimtTN;

// The thread grid of one bm x bn tile; chunks of ry * kSimtTM rows by rx * kSimtTN columns.
struct SimtGrid {
  int rx, ry;
  int rows_per_chunk, cols_per_chunk;
};

template <int kThreads>
RAMMER_DEVICE SimtGrid simt_grid(int bn) {
  int rx = 1;
  while (rx < kThreads && rx * kSimtTN < bn) rx *= 2;
  const int ry = kThreads / rx;
  return SimtGrid{rx, ry, ry * kSimtTM, rx * kSimtTN};
}

// One thread's place in a chunk whose first output is (m_base, n_base).
struct SimtCell {
  int m, n;  // the thread's first row and column in the tile; row i is m + i * ry, column j is n + j * rx
};

RAMMER_DEVICE SimtCell simt_cell(const SimtGrid& g, int t, int m_base, int n_base) {
  return SimtCell{m_base + t / g.rx, n_base + t % g.rx};
}

// The row stride of the staged A slice: at least bm, and 4 mod 8, so that the eight kk of one row
// (written by eight neighbouring threads, SimtRows) fall in distinct shared-memory banks.
RAMMER_HOST_DEVICE constexpr int simt_lda(int bm) { return bm + ((4 - bm) & 7); }

// Shared bytes gemm_simt carves for a bm x bn box: its two slices, each carve rounded up to 16 bytes
// as Block::shared rounds it. rtask/variants.cc reserves at least this for a GEMM-shaped rKernel.
RAMMER_HOST_DEVICE constexpr int64_t simt_carve_bytes(int64_t bytes) { return (bytes + 15) / 16 * 16; }
RAMMER_HOST_DEVICE constexpr int64_t simt_gemm_shared_bytes(int64_t bm, int64_t bn) {
  return simt_carve_bytes(int64_t{kGemmBK} * simt_lda(static_cast<int>(bm)) * 4) + simt_carve_bytes(int64_t{kGemmBK} * bn * 4);
}

// The rows of A's staged slice one thread writes: kk = t mod kBK, rows t / kBK, t / kBK + kThreads /
// kBK, ... below bm. kBK is a power of two that divides kThreads, so the split is a mask and a shift.
template <int kBK, int kThreads>
struct SimtRows {
  static_assert((kBK & (kBK - 1)) == 0 && kThreads % kBK == 0, "a thread keeps one kk of the slice");
  static constexpr int kStep = kThreads / kBK;
  RAMMER_DEVICE static int kk(int t) { return t & (kBK - 1); }
  RAMMER_DEVICE static int first_row(int t) { return t / kBK; }
};

// A thread's walk over a kBK x cols slice in (kk, column) order, column fastest: it starts at element
// t and moves kThreads elements at a time, kept as a column and a kk. simt_walk_start and
// simt_walk_step divide once per tile; simt_walk_next only adds and carries.
struct SimtWalk {
  int col, kk;
};

RAMMER_DEVICE SimtWalk simt_walk_start(int t, int cols) { return SimtWalk{t % cols, t / cols}; }

// kThreads elements as whole kk rows (kk) and columns (col < cols).
template <int kThreads>
RAMMER_DEVICE SimtWalk simt_walk_step(int cols) { return SimtWalk{kThreads % cols, kThreads / cols}; }

RAMMER_DEVICE void simt_walk_next(SimtWalk& w, const SimtWalk& step, int cols) {
  w.col += step.col;
  w.kk += step.kk;
  if (w.col >= cols) {
    w.col -= cols;
    w.kk += 1;
  }
}

// acc[i * kSimtTN + j] += sum over kk < kGemmBK of As[kk * lda + row i] * Bs[kk * bn + column j], in
// kk order. Rows and columns past the tile read its last row / column (their sums are discarded).
template <int kBK>
RAMMER_DEVICE void simt_kstep(float* acc, SharedPtr<float> As, SharedPtr<float> Bs, int lda, int bm, int bn,
                              const SimtGrid& g, SimtCell c) {
  int a_off[kSimtTM], b_off[kSimtTN];
  RAMMER_UNROLL
  for (int i = 0; i < kSimtTM; ++i) {
    const int m = c.m + i * g.ry;
    a_off[i] = m < bm ? m : bm - 1;
  }
  RAMMER_UNROLL
  for (int j = 0; j < kSimtTN; ++j) {
    const int n = c.n + j * g.rx;
    b_off[j] = n < bn ? n : bn - 1;
  }
  // Rolled: unrolled, clang-HIP hoists every k-step's loads ahead of the products and holds
  // kBK * (kSimtTM + kSimtTN) values at once; each step already has kSimtTM * kSimtTN independent
  // products in flight.
#if defined(__HIP__) || defined(__CUDACC__)
#pragma unroll 1
#endif
  for (int kk = 0; kk < kBK; ++kk) {
    float a[kSimtTM], b[kSimtTN];
    RAMMER_UNROLL
    for (int i = 0; i < kSimtTM; ++i) a[i] = As[kk * lda + a_off[i]];
    RAMMER_UNROLL
    for (int j = 0; j < kSimtTN; ++j) b[j] = Bs[kk * bn + b_off[j]];
    RAMMER_UNROLL
    for (int i = 0; i < kSimtTM; ++i) {
      RAMMER_UNROLL
      for (int j = 0; j < kSimtTN; ++j) acc[i * kSimtTN + j] += a[i] * b[j];
    }
  }
}

}  // namespace rammer::kernels
