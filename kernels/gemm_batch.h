// The batch dims of a GEMM tile's box (the dims before the last two): how many matrices the box
// covers and, for the bt-th of them, its coordinates and where A's and B's matrices start. Shared by
// the CUDA-core tile (gemm.h) and the tensor-core tile (gemm_mma.h).
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

RAMMER_DEVICE int64_t gemm_batch_count(const Box& box, int rank) {
  int64_t batches = 1;
  RAMMER_UNROLL
  for (int i = 0; i < kMaxRank - 2; ++i)
    if (i < rank - 2) batches *= box.hi[i] - box.lo[i];
  return batches;
}

struct GemmBatch {
  int64_t idx[kMaxRank];  // the batch coordinates; the m and n dims (and those past the rank) are 0
  int64_t a_base, b_base;  // element offsets of this batch's A and B matrices
};

RAMMER_DEVICE GemmBatch gemm_batch(const Box& box, int rank, int64_t bt, const TensorDesc& A, const TensorDesc& B) {
  GemmBatch g = {};
  int64_t rest = bt;
  RAMMER_UNROLL
  for (int i = kMaxRank - 3; i >= 0; --i) {
    if (i > rank - 3) continue;
    const int64_t ext = box.hi[i] - box.lo[i];
    g.idx[i] = box.lo[i] + rest % ext;
    rest /= ext;
  }
  RAMMER_UNROLL
  for (int i = 0; i < kMaxRank - 2; ++i) {
    if (i >= rank - 2) continue;
    g.a_base += g.idx[i] * A.strides[i];
    g.b_base += g.idx[i] * B.strides[i];
  }
  return g;
}

}  // namespace rammer::kernels
