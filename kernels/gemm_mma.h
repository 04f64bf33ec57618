// Tensor-core GEMM tile: OpKind::gemm when GemmParams::precision is tf32, fp16 or bf16 (gemm.h
// dispatches here through tile_path). The same contract as the CUDA-core tile (operands with any
// strides, batch broadcast, any box shape, alpha / beta / C, the epilogue) with the products on the
// matrix unit (MmaUnit, kernels/mma_unit.h): inputs rounded to the precision, fp32 accumulation, the
// epilogue in fp32.
//
// A box runs as sub-tiles of the block tile (128 x 64 at 256 threads; kernels/mma_tile_shape.h),
// ragged edges staged as zeros, each through the multistage k-loop of kernels/mma_tile.h. A is
// staged as [m][k] and B as [n][k]: an operand whose K is contiguous in memory (A row-major, B
// stored transposed, as GEMM weights are) takes cp.async (at the storage precision) or 128-bit loads
// (fp32 data for f16 / bf16), anything else the scalar path; the choice is made per operand per
// batch matrix, outside the k-loop.
#pragma once

#include "kernels/elementwise.h"
#include "kernels/gemm_batch.h"
#include "kernels/mma_tile.h"

namespace rammer::kernels {

template <MmaPrecision P, int kThreads>
RAMMER_NOINLINE void gemm_mma_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                                   int task) {
  using Unit = MmaUnit<P>;
  using Cfg = MmaTileCfg<Unit, kThreads>;
  using Elem = typename Unit::Elem;
  // The box and a batch's coordinates (a dozen 64-bit values) are recomputed where they are used
  // instead of being held in registers across the k-loop.
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
  const int64_t K = GemmParams::unpack(op).K;
  const TensorDesc& A = tensors[op.operands[0]];
  const TensorDesc& B = tensors[op.operands[1]];
  const int rows_a = static_cast<int>(mma_staged_extent(bm, Cfg::BM, Cfg::WM));
  const int cols_b = static_cast<int>(mma_staged_extent(bn, Cfg::BN, Cfg::WN));
  const MmaSmem<Elem> smem = mma_carve<Cfg>(b, rows_a, cols_b);
  PerThread<AsyncCopies, kThreads> pipe;
  PerThread<MmaWarpPlace, kThreads> place;
  PerThread<typename Unit::Acc[Cfg::kMT][Cfg::kNT], kThreads> acc;
  MatrixStager<Unit, kThreads, Cfg::BM, true> sa;
  MatrixStager<Unit, kThreads, Cfg::BN, false> sb;
  sa.carved = rows_a;
  sb.carved = cols_b;
  b.threads([&](int t) { place(t) = mma_warp_place<Cfg>(t, Unit::kLanes, rows_a, cols_b); });

  for (int64_t bt = 0; bt < batches; ++bt) {
    for (int sm = 0; sm < bm; sm += Cfg::BM) {
      for (int sn = 0; sn < bn; sn += Cfg::BN) {
        const int tm = bm - sm < Cfg::BM ? bm - sm : Cfg::BM, tn = bn - sn < Cfg::BN ? bn - sn : Cfg::BN;
        {
          const GemmBatch batch = gemm_batch(box_of(op, task), r, bt, A, B);
          sa.op = MmaOperand{ptrs[op.operands[0]], A.dtype, MmaStaging::scalar, tm,
                             batch.a_base + (m0 + sm) * A.strides[r - 2], A.strides[r - 2], A.strides[r - 1], K};
          sb.op = MmaOperand{ptrs[op.operands[1]], B.dtype, MmaStaging::scalar, tn,
                             batch.b_base + (n0 + sn) * B.strides[r - 1], B.strides[r - 1], B.strides[r - 2], K};
        }
        sa.op.mode = mma_staging<Unit>(sa.op);
        sb.op.mode = mma_staging<Unit>(sb.op);
        b.threads([&](int t) {
          sa.begin(t);
          sb.begin(t);
        });
        mma_mainloop<Unit>(b, sa, sb, smem, rows_a, cols_b, K, place, pipe, acc);
        mma_acc_to_shared<Unit>(b, smem, place, acc);
        const GemmBatch batch = gemm_batch(box_of(op, task), r, bt, A, B);
        const GemmParams gp = GemmParams::unpack(op);  // alpha and beta, read again after the k-loop
        const bool has_c = op.operands[2] >= 0;
        b.threads([&](int t) {
          for (int o = t; o < tm * tn; o += kThreads) {
            const int row = o / tn, col = o - row * tn;
            int64_t idx[kMaxRank];
            RAMMER_UNROLL
            for (int d = 0; d < kMaxRank; ++d) idx[d] = batch.idx[d];
            idx_set(idx, r - 2, m0 + sm + row);
            idx_set(idx, r - 1, n0 + sn + col);
            float v = gp.alpha * smem.Cs[row * smem.ldc + col];
            if (has_c) v += gp.beta * load_at(op, tensors, ptrs, 2, idx);
            epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
          }
        });
        b.sync();  // the next sub-tile's prologue restages the buffers the last k-tiles read
      }
    }
  }
}

}  // namespace rammer::kernels
