// The tile-kernel ABI: what one rTask of one rOperator needs to run, as plain data that lives in a
// table (host memory for the CPU backend, device memory for the persistent GPU kernel).
//
// Contract between backends/plan (which fills OpDescs from an rProgram and the Graph) and every tile
// kernel (kernels/*.h for the GPU-style kernels that also run under host emulation, backends/cpu for
// CPU-shaped kernels). POD only: no pointers to host objects, fixed-size arrays, so one table can
// be memcpy'd to a device. Tensors are referenced by index into the plan's tensor table; at run time
// the session resolves each index to a base pointer (TensorDesc::buffer + offset).
//
// rTask -> box: the iteration space `space` (rank `rank`) is tiled by `tile`; rTask t is the tile
// with multi-index unravel(t, ceil(space / tile)) (row-major, last dim fastest); its box is
// [idx * tile, min((idx + 1) * tile, space)). Edge tiles are ragged; kernels must clip.
#pragma once

#include <cstdint>

namespace rammer::kernels {

constexpr int kMaxRank = 6;
// Operands: a Concat of up to kMaxOperands - 1 inputs; its params (3 + inputs) must fit kMaxParams
// too (kernels/op_params.h checks it).
constexpr int kMaxOperands = 40;
constexpr int kMaxParams = 48;
constexpr int kMaxFParams = 8;
constexpr int kMaxSteps = 16;

// Where a tensor's bytes live.
enum class Buffer : int32_t {
  weights = 0,    // weights.bin, read-only, loaded once per library
  workspace = 1,  // the session's workspace (intermediates; offsets from the memory plan)
  input = 2,      // the caller's input buffer number `offset`
  output = 3,     // the caller's output buffer number `offset`
};

// i16 tensors appear only in ops that run as reference ops (no tile kernel reads them). f16 and bf16
// hold 16-bit patterns (IEEE half, bfloat16) that load_f/store_f convert (kernels/common.h).
enum class DTypeCode : int32_t {
  f32 = 0, f16 = 1, i64 = 2, i32 = 3, i8 = 4, u8 = 5, boolean = 6, f64 = 7, i16 = 8, bf16 = 9
};

// How a tensor's elements lie (TensorDesc::layout).
// strided: element i at sum_d i[d] * strides[d].
// nchw16c: a rank-4 f32 [N, C, H, W] tensor with C a multiple of 16 whose channels are blocked by
// 16 (the layout MLAS and oneDNN give conv activations): element (n, c, h, w) at n * strides[0] +
// (c / 16) * strides[1] + h * strides[2] + w * strides[3] + c % 16, where strides[3] = 16. Only the
// CPU conv tiles read or write it (backends/plan/channel_blocks.h decides which tensors).
enum class Layout : int32_t { strided = 0, nchw16c = 1 };
constexpr int64_t kChannelBlock = 16;

// A tensor or a strided view of one. Strides are in elements; a stride of 0 broadcasts.
struct TensorDesc {
  int32_t buffer;  // Buffer
  int32_t dtype;   // DTypeCode
  int32_t rank;
  int32_t layout;  // Layout
  int64_t offset;  // bytes into the buffer (input/output: the buffer number)
  int64_t shape[kMaxRank];
  int64_t strides[kMaxRank];
};

// Kernel families. Per family, the operand slots (OpDesc::operands, -1 = absent) are fixed as
// documented here; the params (OpDesc::params / fparams) are the family's typed pack in
// kernels/op_params.h (ConvParams, GemmParams, ...), which alone knows their positions.
// backends/plan fills both.
enum class OpKind : int32_t {
  // y = epilogue(conv(x, w) + bias). Space = y's shape [N, M, spatial...].
  // operands: 0 x, 1 w [M, C/group, k...], 2 bias [M] or -1, 3 y, 4.. epilogue operands.
  // params: ConvParams (x may be read as max(x, 0): a Relu fused as the input prologue).
  conv = 0,
  // ConvTranspose; same operands; params: ConvParams.
  conv_transpose = 1,
  // Batched GEMM: y[b.., m, n] = epilogue(alpha * sum_k A[b.., m, k] * B[b.., k, n] + beta * C).
  // Space = y's shape; A/B/C descs are views whose strides encode transposes and batch broadcast
  // (aligned to y's rank, the last two dims of A are (m, k), of B (k, n)). operands: 0 A, 1 B,
  // 2 C (broadcast view to y's shape) or -1, 3 y, 4.. epilogue operands. params: GemmParams.
  // With GemmParams::prefetch_hint (no epilogue then): operand 4 is a prefetch hint, a rank-3 view P [U, G, C] with
  // contiguous rows that the op never reads for values: on a CPU, rTask t of n brings P[u, :, :] for
  // u in [t U / n, (t + 1) U / n) into its core's L2 while it computes (an RNN's input projection
  // prefetches the recurrent weights its vEU's first step streams); other targets ignore it.
  gemm = 2,
  // An elementwise chain over space = y's shape: the step program (OpDesc::steps) evaluated per point.
  // operands: the program's input tensors as broadcast views of space's shape, then outputs.
  elementwise = 3,
  // Pooling: operands 0 x, 1 y, 2 indices (MaxPool's, i64) or -1. params: PoolParams.
  pool = 4,
  // Reduction over some of x's dims: operands 0 x, 1 y (a view with x's rank: reduced dims have
  // size 1). Space = that view's shape. params: ReduceParams.
  reduce = 5,
  // Row-wise ops on x viewed as [rows, cols] (cols = product of dims from the axis). Space = [rows].
  // params: RowParams. softmax/log_softmax/hardmax: operands 0 x, 1 y.
  // layer_norm: operands 0 x, 1 scale [cols], 2 bias [cols] or -1, 3 y, 4 mean or -1, 5 inv_std or -1.
  row = 6,
  // Strided copy: y[i] = x[offset(i)] for each point of space = y's shape, where x is a view whose
  // strides and offset encode Transpose, Slice (steps included), Expand, Split or one Concat part.
  // copy has no params. Concat: operands 0.. the inputs (placed along the axis by their start
  // offsets), last the output; params: ConcatParams (y may be max(x, 0): a fused Relu; f32 only).
  // Pad (constant/edge/reflect/wrap): operands 0 x, 1 y; params: PadParams.
  copy = 7,
  concat = 8,
  pad = 9,
  // RNN step, unrolled by the rProgram: gates[t, d] = x[t] W[d]^T + h[t-1] R[d]^T + Wb + Rb for one
  // timestep; space [batch, hidden], the tile covers hidden columns of every gate.
  // operands: 0 X, 1 W, 2 R, 3 B or -1, 4 h_prev or -1 (zeros), 5 gates. params: RnnParams.
  // RnnParams::projected: the rProgram hoisted x W^T + Wb out of the steps (a GEMM per chunk of
  //   steps): operand 0 is then xproj [dirs, seq, batch, G*H] (read at (d, t); it already holds
  //   Wb), operand 1 (W) is -1, and the op adds h[t-1] R^T + Rb only (GRU's h gate: xproj alone,
  //   as without the flag its x part alone).
  // RnnParams::fused (LSTM / RNN only; the rProgram's CPU form): the op also applies the cell to its
  //   units' gates (a tile holds every gate of its units): operand 5 is -1 (the gates never reach
  //   memory), operand 10 + s is rnn_cell's operand s (s = 1..9), and its RnnParams also carry the
  //   cell's activations and clip.
  rnn_gates = 10,
  // The pointwise cell after rnn_gates: operands 0 gates, 1 c_prev or -1, 2 h (Y-shaped state
  // [seq, dirs, batch, hidden]), 3 c state or -1, 4 Y_h or -1, 5 Y_c or -1, 6 h_prev, 7 P (peepholes)
  // or -1, 8 R and 9 B (GRU linear_before_reset needs them). params: RnnParams (clip, activations).
  rnn_cell = 11,
  // Any op without a tile kernel: executed whole by the reference implementation (CPU backends only).
  // The plan gives it exactly one rTask. params: ReferenceParams (its nodes in the plan's list).
  reference = 12,
  // Gather along an axis: y[o.., i.., n..] = data[o.., wrap(indices[i..]), n..] (ONNX Gather;
  // negative indices count from the end, out-of-range ones are clamped by the kernel rather than
  // faulting). Space = y's shape (data rank - 1 + indices rank). operands: 0 data, 1 indices (i32
  // or i64), 2 y. params: GatherParams.
  gather = 13,
};

// The kind's name as emitters and diagnostics print it ("conv", "rnn_gates", ...); nullptr for a value
// outside the enum. Host code only.
inline const char* op_kind_name(OpKind kind) {
  switch (kind) {
    case OpKind::conv: return "conv";
    case OpKind::conv_transpose: return "conv_transpose";
    case OpKind::gemm: return "gemm";
    case OpKind::elementwise: return "elementwise";
    case OpKind::pool: return "pool";
    case OpKind::reduce: return "reduce";
    case OpKind::row: return "row";
    case OpKind::copy: return "copy";
    case OpKind::concat: return "concat";
    case OpKind::pad: return "pad";
    case OpKind::rnn_gates: return "rnn_gates";
    case OpKind::rnn_cell: return "rnn_cell";
    case OpKind::gather: return "gather";
    case OpKind::reference: return "reference";
  }
  return nullptr;
}

enum class ReduceOp : int32_t {
  sum = 0, mean, max, min, prod, l1, l2, log_sum, log_sum_exp, sum_square, argmax, argmin
};
enum class RowOp : int32_t { softmax = 0, log_softmax, hardmax, layer_norm };
enum class RnnKind : int32_t { lstm = 0, gru = 1, rnn = 2 };
enum class ActivationCode : int32_t { sigmoid = 0, tanh = 1, relu = 2 };

// Elementwise step program: a tiny register machine evaluated per point of the space.
// Sources: 0..kRegs-1 are registers, kOperandBase + k is operand k of the op (loaded at the point,
// through its broadcast view). For epilogues of conv/gemm, register 0 starts as the accumulator.
// A `store` step writes register `a` to operand `dst - kOperandBase`.
constexpr int kRegs = 8;
constexpr int kOperandBase = 16;

enum class ElemOp : int32_t {
  // unary (a)
  copy = 0, neg, abs, relu, sigmoid, tanh, exp, log, sqrt, reciprocal, erf, floor, ceil, round,
  sign, sin, cos, softplus, softsign, gelu, gelu_tanh, mish,
  leaky_relu,      // fparam alpha
  hard_sigmoid,    // alpha, beta
  hard_swish,
  elu,             // alpha
  selu,            // alpha, gamma (beta field)
  celu,            // alpha
  thresholded_relu,  // alpha
  clip,            // alpha = min, beta = max (constants)
  // binary (a, b)
  add = 64, sub, mul, div, pow, max, min, prelu, mod, fmod,
  // ternary (a, b, c)
  where = 96,
  // store register a into operand dst - kOperandBase
  store = 128,
};

struct ElemStep {
  int32_t op;   // ElemOp
  int32_t dst;  // register (or operand for store)
  int32_t a, b, c;
  float alpha, beta;
};

struct OpDesc {
  int32_t kind;         // OpKind
  int32_t variant;      // the rKernel variant index (selects the template instantiation on GPUs)
  int32_t rank;         // of the iteration space
  int32_t num_tasks;
  int64_t space[kMaxRank];
  int64_t tile[kMaxRank];
  int32_t operands[kMaxOperands];  // tensor table indices, -1 = absent
  int64_t params[kMaxParams];
  float fparams[kMaxFParams];
  int32_t num_steps;               // elementwise program / epilogue length
  ElemStep steps[kMaxSteps];
};

// One instruction of a vEU's program (the Schedule IR, flattened).
enum class InstrCode : int32_t { exec = 0, wait = 1, signal = 2 };
struct InstrDesc {
  int32_t code;   // InstrCode
  int32_t a;      // exec: op index; wait/signal: event
  int32_t b;      // exec: task index; wait: count within one run
  int32_t pad_;
};

}  // namespace rammer::kernels
