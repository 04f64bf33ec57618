// Batched GEMM tile (OpKind::gemm): y[b.., m, n] = epilogue(alpha * A[b.., m, :] . B[b.., :, n]
// + beta * C[b.., m, n]).
//
// Expects: space = y's shape (rank >= 2; the plan gives a rank-1 MatMul a [1, N] or [M, 1] view),
// A/B/C as views of y's rank whose strides encode transposes and batch broadcast (A's last two dims
// (m, k), B's (k, n)); params: GemmParams (K, precision, alpha, beta). A precision other than fp32
// runs the tensor-core tile of gemm_mma.h. The tile's last two dims are (BM, BN),
// runtime values; batch dims of the box run one after another.
// Shared memory: simt_gemm_shared_bytes (kernels/simt_tile.h).
// fp32 (gemm_simt): each thread owns a register-blocked micro-tile of outputs (kernels/simt_tile.h,
// so any tile shape works); tiles with more outputs than the block's micro-tiles cover run in
// several chunks.
#pragma once

#include "kernels/elementwise.h"
#include "kernels/gemm_batch.h"
#include "kernels/gemm_mma.h"
#include "kernels/simt_tile.h"
#include "kernels/tile_path.h"

// Matrix units: CUDA sm_80 and newer, HIP (MFMA on gfx90a / gfx908), the emulated GPU and the host
// emulation.
#if !(defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800)
#define RAMMER_GEMM_MMA 1
#endif

namespace rammer::kernels {

// The CUDA-core path (TilePath::gemm_simt): fp32 products on a register-blocked micro-tile.
template <int kThreads>
RAMMER_NOINLINE void gemm_simt_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                                    void* const* ptrs, int task) {
  // The box is recomputed where it is used rather than held in registers across the k-loop.
  const int r = op.rank;
  int64_t m0, n0, batches;
  int bm, bn;
  {
    const Box box = box_of(op, task);
    m0 = idx_get(box.lo, r - 2);
    n0 = idx_get(box.lo, r - 1);
    bm = static_cast<int>(idx_get(box.hi, r - 2) - m0);
    bn = static_cast<int>(idx_get(box.hi, r - 1) - n0);
    batches = gemm_batch_count(box, r);
  }
  const GemmParams gp = GemmParams::unpack(op);
  const int64_t K = gp.K;
  const float alpha = gp.alpha, beta = gp.beta;
  const TensorDesc& A = tensors[op.operands[0]];
  const TensorDesc& B = tensors[op.operands[1]];
  const void* pa = ptrs[op.operands[0]];
  const void* pb = ptrs[op.operands[1]];
  const bool has_c = op.operands[2] >= 0;
  b.reset_shared();
  const int lda = simt_lda(bm);
  SharedPtr<float> As = b.template shared<float>(static_cast<size_t>(kGemmBK) * lda);
  SharedPtr<float> Bs = b.template shared<float>(static_cast<size_t>(kGemmBK) * bn);
  PerThread<float[kSimtAcc], kThreads> acc;
  const SimtGrid grid = simt_grid<kThreads>(bn);
  // Each thread's first element of B's staged slice and the block's stride through it (SimtWalk):
  // divided out here, outside the k-loop.
  using Rows = SimtRows<kGemmBK, kThreads>;
  PerThread<SimtWalk, kThreads> b_walk;
  const SimtWalk b_step = simt_walk_step<kThreads>(bn);
  b.threads([&](int t) { b_walk(t) = simt_walk_start(t, bn); });

  for (int64_t bt = 0; bt < batches; ++bt) {
    // Where the batch's matrices start; its coordinates are recomputed for the epilogue rather than
    // held in registers across the k-loop.
    int64_t a_base, b_base;
    {
      const GemmBatch batch = gemm_batch(box_of(op, task), r, bt, A, B);
      a_base = batch.a_base;
      b_base = batch.b_base;
    }
    const int64_t a_sm = A.strides[r - 2], a_sk = A.strides[r - 1];
    const int64_t b_sk = B.strides[r - 2], b_sn = B.strides[r - 1];
    for (int mc = 0; mc < bm; mc += grid.rows_per_chunk) {
      for (int nc = 0; nc < bn; nc += grid.cols_per_chunk) {
        b.threads([&](int t) {
RAMMER_UNROLL
          for (int j = 0; j < kSimtAcc; ++j) acc(t)[j] = 0.0f;
        });
        for (int64_t k0 = 0; k0 < K; k0 += kGemmBK) {
          // Stage A[m0:m0+bm, k0:k0+BK] (as [BK][lda]) and B[k0:k0+BK, n0:n0+bn] (as [BK][bn]).
          b.threads([&](int t) {
            const int kk = Rows::kk(t);
            const int64_t ka = k0 + kk;
            for (int mi = Rows::first_row(t); mi < bm; mi += Rows::kStep)
              As[kk * lda + mi] = ka < K ? load_f(A.dtype, pa, a_base + (m0 + mi) * a_sm + ka * a_sk) : 0.0f;
            for (SimtWalk w = b_walk(t); w.kk < kGemmBK; simt_walk_next(w, b_step, bn)) {
              const int64_t k = k0 + w.kk;
              Bs[w.kk * bn + w.col] = k < K ? load_f(B.dtype, pb, b_base + k * b_sk + (n0 + w.col) * b_sn) : 0.0f;
            }
          });
          b.sync();
          b.threads([&](int t) { simt_kstep<kGemmBK>(acc(t), As, Bs, lda, bm, bn, grid, simt_cell(grid, t, mc, nc)); });
          b.sync();
        }
        const GemmBatch batch = gemm_batch(box_of(op, task), r, bt, A, B);
        b.threads([&](int t) {
          // The epilogue is too large to unroll kSimtAcc times, and a rolled loop indexing acc(t)[j]
          // would keep the array in scratch memory on clang-HIP. So the loop stays rolled and reads
          // accumulator 0, then shifts the array down by one: constant indices only (registers).
          const SimtCell cell = simt_cell(grid, t, mc, nc);
          for (int j = 0; j < kSimtAcc; ++j) {
            const float a = acc(t)[0];
RAMMER_UNROLL
            for (int i = 0; i + 1 < kSimtAcc; ++i) acc(t)[i] = acc(t)[i + 1];
            const int mi = cell.m + (j / kSimtTN) * grid.ry, ni = cell.n + (j % kSimtTN) * grid.rx;
            if (mi < bm && ni < bn) {
              int64_t idx[kMaxRank];
              RAMMER_UNROLL
              for (int i = 0; i < kMaxRank; ++i) idx[i] = batch.idx[i];
              idx_set(idx, r - 2, m0 + mi);
              idx_set(idx, r - 1, n0 + ni);
              float v = alpha * a;
              if (has_c) v += beta * load_at(op, tensors, ptrs, 2, idx);
              epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
            }
          }
        });
      }
    }
  }
}

// The matrix-unit path on the op's unit and precision (tile_path: gemm_mma), else the CUDA-core one.
template <int kThreads>
RAMMER_DEVICE void gemm_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                             void* const* ptrs, int task) {
#ifdef RAMMER_GEMM_MMA
  if (tile_path(op) == TilePath::gemm_mma) {
    const GemmParams gp = GemmParams::unpack(op);
    if (with_matrix_unit<kThreads>(gp.matrix_unit, gp.precision, [&](auto unit) {
          gemm_mma_tile<typename decltype(unit)::type>(b, op, tensors, ptrs, task);
        }))
      return;
  }
#endif
  gemm_simt_tile(b, op, tensors, ptrs, task);
}

}  // namespace rammer::kernels
