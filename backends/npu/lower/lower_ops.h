// Per op family: one rTask (an OpDesc box) -> instructions on one core's stream.
//
// conv: weight-stationary implicit GEMM (lower_conv.cc): output pixels stream through the array
//   against 16 x 16 weight tiles; input rows are loaded by transposing, zero-filling DMAs (no host
//   im2col) and every kw shift reads them at an offset; the bias is one more rank-1 chunk (a ones
//   column x the bias row). Grouped: one dense convolution per group; depthwise
//   (lower_depthwise.cc): on the vector unit, one gathering DMA per tap as pooling does,
//   multiply-adds with per-channel weights.
// gemm: batched; B constant and shared by the batches (repacked once row-major [K][N], scaled by
//   alpha) or read through its view (a computed B, attention's Q K^T and P V; alpha then scales the
//   tile on the vector unit); A and B boxes transpose by DMA when their inner stride is not 1; C a
//   row broadcast (scaled by beta) as a rank-1 chunk.
// elementwise: the step program on tiles (rows x up to 1023 columns) loaded by DMA; a broadcast
//   operand is replicated by the DMA (stride 0). reduce: sum / mean / max over dense trailing dims,
//   one vec.reduce per block of rows. row: Softmax as max, subtract, exp, sum, divide per row.
// copy (Transpose, Slice, Expand views): tiles loaded through the view and stored densely.
// concat: each input's part of the box copied the same way (a fused Relu on the vector unit).
// pad (constant mode): the box filled with the value, then x's part copied over it.
// gather (constant 1-D or scalar indices): one copy of a slab per index.
// pool: max / average windows: one gathering DMA per window element, one vec.reduce.
// rnn_gates (a fused LSTM / RNN step; lower_rnn.cc): every gate of a block of units summed in the
//   accumulator (x W^T or the hoisted projection through an identity, h R^T, the bias row), the
//   cell on the vector unit (activations in vec.cvt, or after peepholes and clip; c and h by
//   vec.alu / vec.act).
// Every family keeps the op's epilogue program (epilogue.h says which steps it accepts).
#pragma once

#include "backends/npu/lower/lower_context.h"
#include "backends/npu/lower/stream.h"

namespace rammer::npu {

// The box of rTask `task` of op `op`: [lo, hi) per dimension of its space.
void task_box(const kernels::OpDesc& op, int task, int64_t lo[kernels::kMaxRank], int64_t hi[kernels::kMaxRank]);

// A 2-D window's geometry (strides, dilations, leading pads) over an NCHW fp16 input of H x W.
struct TapWindow {
  int64_t sh, sw, dh, dw, ph, pw, H, W;
};
// The gathering DMA of tap (kh, kw) for output row `oh`, output columns [col0, col0 + w) and channels
// [c0, c0 + cc) of batch n: one element per output column, zero-filled where the tap falls in the
// padding (rnpu-v1's DMA zero-fills at most 15 leading columns).
DmaBox window_tap_box(LowerContext& cx, int op, const kernels::TensorDesc& xd, int64_t x_addr, const TapWindow& win,
                      int64_t n, int64_t c0, int64_t cc, int64_t oh, int64_t col0, int64_t w, int64_t kh, int64_t kw);

void lower_conv(LowerContext& cx, int op, int task, Stream& s);
void lower_depthwise(LowerContext& cx, int op, int task, Stream& s);
void lower_gemm(LowerContext& cx, int op, int task, Stream& s);
void lower_pool(LowerContext& cx, int op, int task, Stream& s);
void lower_elementwise(LowerContext& cx, int op, int task, Stream& s);
void lower_reduce(LowerContext& cx, int op, int task, Stream& s);
void lower_row(LowerContext& cx, int op, int task, Stream& s);
void lower_copy(LowerContext& cx, int op, int task, Stream& s);
void lower_concat(LowerContext& cx, int op, int task, Stream& s);
void lower_pad(LowerContext& cx, int op, int task, Stream& s);
void lower_gather(LowerContext& cx, int op, int task, Stream& s);
void lower_rnn_step(LowerContext& cx, int op, int task, Stream& s);

// Dispatches on the op's kind; an op kind rnpu-v1 has no lowering for is an error naming the node.
void lower_task(LowerContext& cx, int op, int task, Stream& s);

}  // namespace rammer::npu
