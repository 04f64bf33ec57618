// Per op family: one rTask (an OpDesc box) -> instructions on one core's stream.
//
// conv: weight-stationary implicit GEMM (lower_conv.cc): output pixels stream through the array
//   against 16 x 16 weight tiles; input rows are loaded by transposing, zero-filling DMAs (no host
//   im2col) and every kw shift reads them at an offset; the bias is one more rank-1 chunk (a ones
//   column x the bias row). group = 1 only.
// gemm: rank 2, B constant (repacked once row-major [K][N], scaled by alpha), A read with
//   unit stride along k; C a row broadcast (scaled by beta) as a rank-1 chunk.
// pool: max / average windows: one gathering DMA per window element, one vec.reduce.
// Every family keeps the op's epilogue program (relu, binary ops with a same-shape operand).
#pragma once

#include "backends/npu/lower/lower_context.h"
#include "backends/npu/lower/stream.h"

namespace rammer::npu {

// The box of rTask `task` of op `op`: [lo, hi) per dimension of its space.
void task_box(const kernels::OpDesc& op, int task, int64_t lo[kernels::kMaxRank], int64_t hi[kernels::kMaxRank]);

void lower_conv(LowerContext& cx, int op, int task, Stream& s);
void lower_gemm(LowerContext& cx, int op, int task, Stream& s);
void lower_pool(LowerContext& cx, int op, int task, Stream& s);

// Dispatches on the op's kind; an op kind rnpu-v1 has no lowering for is an error naming the node.
void lower_task(LowerContext& cx, int op, int task, Stream& s);

}  // namespace rammer::npu
