// The register-blocked micro-tile of the fp32 CUDA-core GEMM paths (gemm_simt in gemm.h, conv_simt in
// conv.h): how a block's threads own the outputs of a bm x bn tile whose A and B slices are staged in
// shared memory as As[kk * bm + m] and Bs[kk * bn + n] (kk < kGemmBK), and the k-step that
// accumulates one staged slice.
//
// Each thread owns a kSimtTM x kSimtTN grid of outputs, rows m_base + ty + i * ry and columns
// n_base + tx + j * rx, where the block is an ry x rx grid of threads (rx a power of two, chosen per
// tile so that rx * kSimtTN covers bn when it can). A k-step then reads kSimtTM + kSimtTN staged
// values per kSimtTM * kSimtTN products, and a thread's shared-memory offsets are kSimtTM + kSimtTN
// integers fixed for the whole chunk (no division per output, no per-output index registers).
// Rows or columns past the tile read a clamped in-tile element and are never stored.
//
// Numerics: every output accumulates acc = acc + a[kk] * b[kk] over kk in increasing order, as the
// flat layout this replaced did, so results are unchanged bit for bit.
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

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

// acc[i * kSimtTN + j] += sum over kk < kGemmBK of As[kk * bm + row i] * Bs[kk * bn + column j], in kk
// order. Rows and columns past the tile read its last row / column (their sums are discarded).
template <int kBK>
RAMMER_DEVICE void simt_kstep(float* acc, SharedPtr<float> As, SharedPtr<float> Bs, int bm, int bn,
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
    for (int i = 0; i < kSimtTM; ++i) a[i] = As[kk * bm + a_off[i]];
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
