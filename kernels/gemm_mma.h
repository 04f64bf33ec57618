// Tensor-core GEMM tile: OpKind::gemm on a matrix unit (gemm.h dispatches here through tile_path:
// tf32, fp16 or bf16 on mma.sync; fp32, fp16 or bf16 on MFMA). The same contract as the CUDA-core
// tile (operands with any strides, batch broadcast, any box shape, alpha / beta / C, the epilogue)
// with the products on the unit (the template argument, kernels/matrix_unit.h): inputs rounded to
// the precision, fp32 accumulation, the epilogue in fp32.
//
// A box runs as sub-tiles of the block tile (64 x 64 at 256 threads; kernels/mma_tile_shape.h),
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

// Sub-tile `sub` of a task's box (batch-major, then block-tile rows, then columns): its batch, first
// output row and column, and size. Recomputed before and after each k-loop (a few divisions) rather
// than held in registers across it.
struct GemmMmaSubTile {
  GemmBatch batch;
  int64_t m, n;
  int tm, tn;
};

template <int BM, int BN>
RAMMER_DEVICE GemmMmaSubTile gemm_mma_sub_tile(const OpDesc& op, const TensorDesc* tensors, int task, int sub) {
  const Box box = box_of(op, task);
  const int r = op.rank;
  const int64_t m0 = idx_get(box.lo, r - 2), n0 = idx_get(box.lo, r - 1);
  const int bm = static_cast<int>(idx_get(box.hi, r - 2) - m0), bn = static_cast<int>(idx_get(box.hi, r - 1) - n0);
  const int msub = (bm + BM - 1) / BM, nsub = (bn + BN - 1) / BN;
  const int sm = sub / nsub % msub * BM, sn = sub % nsub * BN;
  GemmMmaSubTile s;
  s.batch = gemm_batch(box, r, sub / (msub * nsub), tensors[op.operands[0]], tensors[op.operands[1]]);
  s.m = m0 + sm;
  s.n = n0 + sn;
  s.tm = bm - sm < BM ? bm - sm : BM;
  s.tn = bn - sn < BN ? bn - sn : BN;
  return s;
}

template <class Unit, int kThreads>
RAMMER_NOINLINE void gemm_mma_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                                   int task) {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  using Elem = typename Unit::Elem;
  int subs, rows_a, cols_b;
  {
    const Box box = box_of(op, task);
    const int r = op.rank;
    const int bm = static_cast<int>(idx_get(box.hi, r - 2) - idx_get(box.lo, r - 2));
    const int bn = static_cast<int>(idx_get(box.hi, r - 1) - idx_get(box.lo, r - 1));
    subs = static_cast<int>(gemm_batch_count(box, r)) * ((bm + Cfg::BM - 1) / Cfg::BM) * ((bn + Cfg::BN - 1) / Cfg::BN);
    rows_a = static_cast<int>(mma_staged_extent(bm, Cfg::BM, Cfg::WM));
    cols_b = static_cast<int>(mma_staged_extent(bn, Cfg::BN, Cfg::WN));
  }
  const int64_t K = GemmParams::unpack(op).K;
  const MmaSmem<Elem> smem = mma_carve<Cfg>(b, rows_a, cols_b);
  PerThread<AsyncCopies, kThreads> pipe;
  PerThread<typename Unit::Acc[Cfg::kMT][Cfg::kNT], kThreads> acc;
  MatrixStager<Unit, kThreads, Cfg::BM> sa;
  MatrixStager<Unit, kThreads, Cfg::BN> sb;
  sa.carved = rows_a;
  sb.carved = cols_b;

  for (int sub = 0; sub < subs; ++sub) {
    {
      const GemmMmaSubTile s = gemm_mma_sub_tile<Cfg::BM, Cfg::BN>(op, tensors, task, sub);
      const int r = op.rank;
      const TensorDesc& A = tensors[op.operands[0]];
      const TensorDesc& B = tensors[op.operands[1]];
      sa.op = MmaOperand{ptrs[op.operands[0]], A.dtype, MmaStaging::scalar, s.tm,
                         s.batch.a_base + s.m * A.strides[r - 2], A.strides[r - 2], A.strides[r - 1], K};
      sb.op = MmaOperand{ptrs[op.operands[1]], B.dtype, MmaStaging::scalar, s.tn,
                         s.batch.b_base + s.n * B.strides[r - 1], B.strides[r - 1], B.strides[r - 2], K};
      sa.op.mode = mma_staging<Unit>(sa.op);
      sb.op.mode = mma_staging<Unit>(sb.op);
      b.threads([&](int t) {
        sa.begin(t);
        sb.begin(t);
      });
    }
    mma_mainloop<Unit>(b, sa, sb, smem, rows_a, cols_b, K, pipe, acc);
    mma_acc_to_shared<Unit>(b, smem, rows_a, cols_b, acc);
    {
      const GemmMmaSubTile s = gemm_mma_sub_tile<Cfg::BM, Cfg::BN>(op, tensors, task, sub);
      const int r = op.rank;
      const GemmParams gp = GemmParams::unpack(op);
      const bool has_c = op.operands[2] >= 0;
      b.threads([&](int t) {
        for (int o = t; o < s.tm * s.tn; o += kThreads) {
          const int row = o / s.tn, col = o - row * s.tn;
          int64_t idx[kMaxRank];
          RAMMER_UNROLL
          for (int d = 0; d < kMaxRank; ++d) idx[d] = s.batch.idx[d];
          idx_set(idx, r - 2, s.m + row);
          idx_set(idx, r - 1, s.n + col);
          float v = gp.alpha * smem.Cs[row * smem.ldc + col];
          if (has_c) v += gp.beta * load_at(op, tensors, ptrs, 2, idx);
          epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
        }
      });
    }
    b.sync();  // the next sub-tile's prologue restages the buffers the last k-tiles read
  }
}

}  // namespace rammer::kernels
