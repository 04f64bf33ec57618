// Tensor-core GEMM tile: OpKind::gemm when GemmParams::precision is tf32, fp16 or bf16 (gemm.h
// dispatches here). The same contract as gemm_tile (operands, epilogue, batch dims, any box shape)
// with the products on warp_mma (kernels/mma.h): inputs rounded to the precision as they are packed
// into fragments, fp32 accumulation, the epilogue in fp32.
//
// Layout: the block's warps form a kWarpsM x kWarpsN grid (256 threads: 4 x 2); warp (wm, wn) owns
// rows [16 wm, 16 wm + 16) and kNT = 4 column tiles of 8 from 32 wn of a BM x BN sub-tile (64 x 64 at
// 256 threads). A box larger than BM x BN runs as several sub-tiles; ragged edges are staged as
// zeros. Per k-step of MmaShape<P>::K, A's [rows x K] and B's [K x cols] slices are staged in shared
// memory as fp32 (rows, cols: the sub-tile rounded up to 16 and 8), so the carve is (rows + cols) x K
// floats, within the rKernel's (bm + bn) x 64 bytes (rtask/variants.cc).
// Not yet: ldmatrix, cp.async pipelining and 128-bit loads (the fp32 staging is generic over strides).
#pragma once

#include "kernels/elementwise.h"
#include "kernels/gemm_batch.h"
#include "kernels/mma.h"

namespace rammer::kernels {

template <MmaPrecision P, int kThreads>
RAMMER_DEVICE void gemm_tile_mma(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                                 int task) {
  using S = MmaShape<P>;
  constexpr int kWarps = kThreads / 32;
  constexpr int kWarpsM = kWarps >= 4 ? 4 : kWarps;
  constexpr int kWarpsN = kWarps / kWarpsM;
  constexpr int kNT = 4;
  constexpr int BM = 16 * kWarpsM, BN = 8 * kNT * kWarpsN, BK = S::K;
  static_assert(kThreads % 32 == 0 && kWarps % kWarpsM == 0, "whole warps in a kWarpsM x kWarpsN grid");
  const Box box = box_of(op, task);
  const int r = op.rank;
  const int64_t m0 = idx_get(box.lo, r - 2), n0 = idx_get(box.lo, r - 1);
  const int bm = static_cast<int>(idx_get(box.hi, r - 2) - m0), bn = static_cast<int>(idx_get(box.hi, r - 1) - n0);
  const GemmParams gp = GemmParams::unpack(op);
  const int64_t K = gp.K;
  const TensorDesc& A = tensors[op.operands[0]];
  const TensorDesc& B = tensors[op.operands[1]];
  const void* pa = ptrs[op.operands[0]];
  const void* pb = ptrs[op.operands[1]];
  const bool has_c = op.operands[2] >= 0;
  const int rows = ((bm < BM ? bm : BM) + 15) / 16 * 16;
  const int cols = ((bn < BN ? bn : BN) + 7) / 8 * 8;
  b.reset_shared();
  SharedPtr<float> As = b.template shared<float>(static_cast<size_t>(rows) * BK);
  SharedPtr<float> Bs = b.template shared<float>(static_cast<size_t>(BK) * cols);
  PerThread<MmaFragA, kThreads> fa;
  PerThread<MmaFragB, kThreads> fb;
  PerThread<MmaAcc, kThreads> acc[kNT];

  const int64_t batches = gemm_batch_count(box, r);
  for (int64_t bt = 0; bt < batches; ++bt) {
    const GemmBatch batch = gemm_batch(box, r, bt, A, B);
    const int64_t a_base = batch.a_base, b_base = batch.b_base;
    const int64_t a_sm = A.strides[r - 2], a_sk = A.strides[r - 1];
    const int64_t b_sk = B.strides[r - 2], b_sn = B.strides[r - 1];
    for (int sm = 0; sm < bm; sm += BM) {
      for (int sn = 0; sn < bn; sn += BN) {
        const int tm = bm - sm < BM ? bm - sm : BM, tn = bn - sn < BN ? bn - sn : BN;
        b.threads([&](int t) {
          RAMMER_UNROLL
          for (int nt = 0; nt < kNT; ++nt)
            RAMMER_UNROLL
            for (int i = 0; i < 4; ++i) acc[nt](t).c[i] = 0.0f;
        });
        for (int64_t k0 = 0; k0 < K; k0 += BK) {
          b.threads([&](int t) {
            for (int e = t; e < rows * BK; e += kThreads) {
              const int mi = e / BK, kk = e % BK;
              const int64_t k = k0 + kk;
              As[e] = mi < tm && k < K ? load_f(A.dtype, pa, a_base + (m0 + sm + mi) * a_sm + k * a_sk) : 0.0f;
            }
            for (int e = t; e < BK * cols; e += kThreads) {
              const int kk = e / cols, ni = e % cols;
              const int64_t k = k0 + kk;
              Bs[e] = ni < tn && k < K ? load_f(B.dtype, pb, b_base + k * b_sk + (n0 + sn + ni) * b_sn) : 0.0f;
            }
          });
          b.sync();
          b.threads([&](int t) {
            const int w = t / 32, wm = w % kWarpsM;
            fa(t) = mma_pack_a<P>(t % 32, [&](int row, int k) {
              row += 16 * wm;
              return row < rows ? static_cast<float>(As[row * BK + k]) : 0.0f;
            });
          });
          RAMMER_UNROLL
          for (int nt = 0; nt < kNT; ++nt) {
            b.threads([&](int t) {
              const int w = t / 32, wn = w / kWarpsM;
              fb(t) = mma_pack_b<P>(t % 32, [&](int k, int col) {
                col += 8 * (wn * kNT + nt);
                return col < cols ? static_cast<float>(Bs[k * cols + col]) : 0.0f;
              });
            });
            warp_mma<P>(b, fa, fb, acc[nt]);
          }
          b.sync();  // the next k-step restages As and Bs
        }
        b.threads([&](int t) {
          const int w = t / 32, lane = t % 32, wm = w % kWarpsM, wn = w / kWarpsM;
          RAMMER_UNROLL
          for (int nt = 0; nt < kNT; ++nt) {
            RAMMER_UNROLL
            for (int i = 0; i < 4; ++i) {
              int row, col;
              mma_c_coord(lane, i, row, col);
              row += 16 * wm;
              col += 8 * (wn * kNT + nt);
              if (row >= tm || col >= tn) continue;
              int64_t idx[kMaxRank];
              RAMMER_UNROLL
              for (int d = 0; d < kMaxRank; ++d) idx[d] = batch.idx[d];
              idx_set(idx, r - 2, m0 + sm + row);
              idx_set(idx, r - 1, n0 + sn + col);
              float v = gp.alpha * acc[nt](t).c[i];
              if (has_c) v += gp.beta * load_at(op, tensors, ptrs, 2, idx);
              epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
            }
          }
        });
      }
    }
  }
}

}  // namespace rammer::kernels
