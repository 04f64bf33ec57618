// Typed parameter packs of the tile-kernel ABI: one struct per OpKind whose OpDesc::params /
// fparams carry values, with unpack() (what every tile kernel calls, once per rTask) and pack()
// (what backends/plan calls while lowering). This file is the only code that knows where a value
// sits in OpDesc::params: the positional layout is documented on each struct and pinned by
// tests/kernels/op_params_test.cc; OpDesc's binary layout is unchanged by it.
//
// Device-compatible: plain structs, RAMMER_DEVICE unpack(); pack() is host code. A pack writes
// exactly the slots its layout names (other slots keep their values, zero in a value-initialized
// OpDesc); unpack() of a count out of its range (nd, rank, count) clamps the slots it reads to the
// OpDesc, and the kernels, which check those values, decline the op.
//
// Per-dim arrays (kernel, stride, ..., a Concat's starts) are not copied: unpack() points them at
// the OpDesc's own slots, so a struct is valid while the OpDesc it was unpacked from is, and pack()
// reads nd (rank, count) values from wherever they point. A GPU kernel then loads them where it
// uses them, as it loads the OpDesc itself, instead of holding up to 20 more 64-bit values in
// registers for the whole rTask (a copy raises the fused kernel's register count, so fewer vEUs).
//
// Kinds without params: elementwise (its step program is OpDesc::steps) and copy (the view's
// strides and offset carry the whole op).
#pragma once

#include <stdint.h>

#include "kernels/block.h"
#include "kernels/op_desc.h"

namespace rammer::kernels {

// Spatial dims of conv / pool: the space is [N, C, spatial...].
constexpr int kMaxSpatial = kMaxRank - 2;
constexpr int kMaxConcatInputs = kMaxOperands - 1;

namespace op_params_detail {
RAMMER_HOST_DEVICE int clamp_count(int64_t n, int max) {
  return n < 0 ? 0 : n > max ? max : static_cast<int>(n);
}
}  // namespace op_params_detail

// The arithmetic of a GEMM-shaped tile (GEMM, MatMul, Conv; rammerc --precision): fp32 on the CUDA
// cores, or tensor-core products with inputs rounded to tf32, fp16 or bf16 and fp32 accumulation
// (kernels/gemm_mma.h).
// int8: the NPU's post-training quantisation (backends/npu/lower/int8.h); no tile kernel reads it.
enum class MathPrecision : int32_t { fp32 = 0, tf32 = 1, fp16 = 2, bf16 = 3, int8 = 4 };
inline const char* math_precision_name(MathPrecision p) {
  return p == MathPrecision::tf32 ? "tf32" : p == MathPrecision::fp16 ? "fp16" : p == MathPrecision::bf16 ? "bf16"
         : p == MathPrecision::int8 ? "int8" : "fp32";
}

// The matrix unit a GEMM-shaped tile's products run on (kernels/matrix_unit.h): NVIDIA mma.sync, or
// AMD MFMA of gfx90a / gfx908 (whose forms and subnormal handling differ). It travels in the op so
// that the host emulation of a HIP device runs the MFMA tile the device would. On an MFMA unit fp32
// takes the matrix tiles too (v_mfma_f32_16x16x4f32 multiplies fp32 inputs exactly).
enum class MatrixUnitKind : int32_t { mma_sync = 0, mfma_gfx90a = 1, mfma_gfx908 = 2 };

// Whether a GEMM-shaped tile of this unit and precision runs on the unit (tile_path's rule): mma.sync
// takes tf32 / fp16 / bf16, MFMA fp32 / fp16 / bf16 (no AMD unit takes tf32; the HIP target refuses
// it); int8 is the NPU's.
RAMMER_HOST_DEVICE bool takes_matrix_unit(MatrixUnitKind u, MathPrecision p) {
  if (p == MathPrecision::fp16 || p == MathPrecision::bf16) return true;
  return u == MatrixUnitKind::mma_sync ? p == MathPrecision::tf32 : p == MathPrecision::fp32;
}

namespace op_params_detail {
// The precision and the matrix unit share one param: precision in the low byte, the unit above.
RAMMER_HOST_DEVICE int64_t pack_math(MathPrecision p, MatrixUnitKind u) {
  return static_cast<int64_t>(p) | (static_cast<int64_t>(u) << 8);
}
RAMMER_HOST_DEVICE MathPrecision math_precision_of(int64_t v) { return static_cast<MathPrecision>(v & 0xff); }
RAMMER_HOST_DEVICE MatrixUnitKind matrix_unit_of(int64_t v) { return static_cast<MatrixUnitKind>(v >> 8); }
}  // namespace op_params_detail

// OpKind::conv and conv_transpose.
// params: 0 group, 1 nd (spatial rank), then per spatial dim i < nd: kernel at [2 + i],
// stride at [2 + nd + i], dilation at [2 + 2nd + i], pad_begin at [2 + 3nd + i]; [2 + 4nd] = 1 when
// x is read as max(x, 0) (a Relu fused as the conv's input prologue; set on depthwise convs only);
// [3 + 4nd] the precision and matrix unit (as GemmParams' [2]).
// conv_transpose needs no output_padding: y's shape is given by the space.
struct ConvParams {
  int64_t group = 1;
  int nd = 0;
  const int64_t* kernel = nullptr;  // nd values each
  const int64_t* stride = nullptr;
  const int64_t* dilation = nullptr;
  const int64_t* pad_begin = nullptr;
  bool input_relu = false;
  MathPrecision precision = MathPrecision::fp32;
  MatrixUnitKind matrix_unit = MatrixUnitKind::mma_sync;

  RAMMER_DEVICE static ConvParams unpack(const OpDesc& op) {
    ConvParams c;
    c.group = op.params[0];
    c.nd = static_cast<int>(op.params[1]);
    const int n = op_params_detail::clamp_count(op.params[1], kMaxSpatial);
    c.kernel = op.params + 2;
    c.stride = op.params + 2 + n;
    c.dilation = op.params + 2 + 2 * n;
    c.pad_begin = op.params + 2 + 3 * n;
    c.input_relu = op.params[2 + 4 * n] != 0;
    c.precision = op_params_detail::math_precision_of(op.params[3 + 4 * n]);
    c.matrix_unit = op_params_detail::matrix_unit_of(op.params[3 + 4 * n]);
    return c;
  }
  void pack(OpDesc& op) const {
    const int n = op_params_detail::clamp_count(nd, kMaxSpatial);
    op.params[0] = group;
    op.params[1] = nd;
    for (int i = 0; i < n; ++i) {
      op.params[2 + i] = kernel[i];
      op.params[2 + n + i] = stride[i];
      op.params[2 + 2 * n + i] = dilation[i];
      op.params[2 + 3 * n + i] = pad_begin[i];
    }
    op.params[2 + 4 * n] = input_relu ? 1 : 0;
    op.params[3 + 4 * n] = op_params_detail::pack_math(precision, matrix_unit);
  }
};
static_assert(4 + 4 * kMaxSpatial <= kMaxParams, "ConvParams must fit OpDesc::params");

// OpKind::conv with a depthwise prologue (CPU tile kernels only; rtask fuses it for CPU targets): a
// 1x1 conv (group 1, stride 1, no padding; ConvParams say so) whose input is computed per rTask as
// act(depthwise2d(x)) over the rTask's output positions. Operand 0 is then the depthwise conv's x;
// operands kDwWeight and kDwBias its weights [C, 1, KH, KW] and bias [C] (or -1).
// params: [20] = 1 (the prologue is present), kernel at [21, 22], stride at [23, 24], dilation at
// [25, 26], pad_begin at [27, 28]; [29] = the activation's step count. OpDesc::num_steps counts the
// prologue's steps too (artifacts keep only the first num_steps): the 1x1 conv's epilogue comes
// first, then the depthwise activation's steps (register 0 = the depthwise output; no operands),
// then the expansion's.
// An expansion prologue (MobileNet-V2's inverted residual: 1x1 expand + act, depthwise + act, 1x1
// project in one rTask) adds: [30] = 1, operand 0 is then the expansion's x, operands kExWeight
// and kExBias its weights [C, C_in, 1, 1] and bias [C] (or -1); [31] = its activation's step count.
struct DwPrologueParams {
  static constexpr int kDwWeight = kMaxOperands - 2;
  static constexpr int kDwBias = kMaxOperands - 1;
  static constexpr int kExWeight = kMaxOperands - 4;
  static constexpr int kExBias = kMaxOperands - 3;
  bool on = false;
  int64_t kernel[2] = {1, 1}, stride[2] = {1, 1}, dilation[2] = {1, 1}, pad_begin[2] = {0, 0};
  int steps = 0;
  bool expand = false;
  int expand_steps = 0;
  // The 1x1 conv's own epilogue steps: the first ones of the op's (-1 when the counts do not fit).
  RAMMER_DEVICE int epilogue_steps(const OpDesc& op) const {
    const int n = op.num_steps - steps - expand_steps;
    return n < 0 ? -1 : n;
  }

  RAMMER_DEVICE static DwPrologueParams unpack(const OpDesc& op) {
    DwPrologueParams d;
    d.on = op.params[20] == 1;
    if (!d.on) return d;
    for (int i = 0; i < 2; ++i) {
      d.kernel[i] = op.params[21 + i];
      d.stride[i] = op.params[23 + i];
      d.dilation[i] = op.params[25 + i];
      d.pad_begin[i] = op.params[27 + i];
    }
    d.steps = op_params_detail::clamp_count(op.params[29], kMaxSteps);
    d.expand = op.params[30] == 1;
    d.expand_steps = op_params_detail::clamp_count(op.params[31], kMaxSteps);
    return d;
  }
  void pack(OpDesc& op) const {
    op.params[20] = on ? 1 : 0;
    for (int i = 0; i < 2; ++i) {
      op.params[21 + i] = kernel[i];
      op.params[23 + i] = stride[i];
      op.params[25 + i] = dilation[i];
      op.params[27 + i] = pad_begin[i];
    }
    op.params[29] = steps;
    op.params[30] = expand ? 1 : 0;
    op.params[31] = expand_steps;
  }
};
static_assert(4 + 4 * kMaxSpatial <= 20 && 32 <= kMaxParams, "DwPrologueParams must follow ConvParams");

// OpKind::conv with a per-channel affine input prologue (CPU tile kernels only; rtask fuses it for
// CPU targets): a 1x1 conv (group 1, stride 1, no padding) that reads x[c] * scale[c] + shift[c]
// (then max(., 0) when ConvParams::input_relu): an inference BatchNormalization (+ Relu) between a
// Concat and the conv, as DenseNet's layers have them, or an SE block's per-channel scale (no shift).
// Operands kScale and kShift: scale and shift, [C] contiguous; kShift -1 when there is no shift.
// params: [32] = 1 when present.
struct InputAffineParams {
  static constexpr int kScale = kMaxOperands - 6;
  static constexpr int kShift = kMaxOperands - 5;
  bool on = false;
  RAMMER_DEVICE static InputAffineParams unpack(const OpDesc& op) {
    InputAffineParams a;
    a.on = op.params[32] == 1;
    return a;
  }
  void pack(OpDesc& op) const { op.params[32] = on ? 1 : 0; }
};
static_assert(33 <= kMaxParams && InputAffineParams::kShift < DwPrologueParams::kExWeight,
              "InputAffineParams must follow DwPrologueParams");

// OpKind::conv whose output is max-pooled before it is stored (CPU tile kernels only; rtask fuses a
// MaxPool into the conv it reads for CPU targets: ResNet's and DenseNet's stems). The op's space and
// operand 3 are the pool's output; ConvParams and the steps (the conv's activation) are the conv's.
// Each rTask computes the conv rows its pooling windows read into scratch, a strip at a time, and
// pools them, so the conv's output never goes to memory. 2-D, dilation 1, windows clipped to the
// conv's output (cells outside it never win a max). params: [33] = 1 when present, [34..35]
// kernel, [36..37] stride, [38..39] pad_begin, [40..41] the conv's output rows and columns.
struct MaxPoolEpilogueParams {
  bool on = false;
  int64_t kernel[2] = {1, 1}, stride[2] = {1, 1}, pad_begin[2] = {0, 0}, conv_out[2] = {0, 0};
  RAMMER_DEVICE static MaxPoolEpilogueParams unpack(const OpDesc& op) {
    MaxPoolEpilogueParams m;
    m.on = op.params[33] == 1;
    if (!m.on) return m;
    for (int i = 0; i < 2; ++i) {
      m.kernel[i] = op.params[34 + i];
      m.stride[i] = op.params[36 + i];
      m.pad_begin[i] = op.params[38 + i];
      m.conv_out[i] = op.params[40 + i];
    }
    return m;
  }
  void pack(OpDesc& op) const {
    op.params[33] = on ? 1 : 0;
    for (int i = 0; i < 2; ++i) {
      op.params[34 + i] = kernel[i];
      op.params[36 + i] = stride[i];
      op.params[38 + i] = pad_begin[i];
      op.params[40 + i] = conv_out[i];
    }
  }
};
static_assert(42 <= kMaxParams, "MaxPoolEpilogueParams must follow InputAffineParams");

// OpKind::gemm. params: 0 K, 1 prefetch hint (1: operand 4 is a prefetch hint, and the op has no
// epilogue; see OpKind::gemm), 2 precision (MathPrecision) and matrix unit (MatrixUnitKind, bits 8
// and up). fparams: 0 alpha, 1 beta.

struct GemmParams {
  int64_t K = 0;
  bool prefetch_hint = false;
  MathPrecision precision = MathPrecision::fp32;
  MatrixUnitKind matrix_unit = MatrixUnitKind::mma_sync;
  float alpha = 1.0f;
  float beta = 0.0f;

  RAMMER_DEVICE static GemmParams unpack(const OpDesc& op) {
    GemmParams g;
    g.K = op.params[0];
    g.prefetch_hint = op.params[1] == 1;
    g.precision = op_params_detail::math_precision_of(op.params[2]);
    g.matrix_unit = op_params_detail::matrix_unit_of(op.params[2]);
    g.alpha = op.fparams[0];
    g.beta = op.fparams[1];
    return g;
  }
  void pack(OpDesc& op) const {
    op.params[0] = K;
    op.params[1] = prefetch_hint ? 1 : 0;
    op.params[2] = op_params_detail::pack_math(precision, matrix_unit);
    op.fparams[0] = alpha;
    op.fparams[1] = beta;
  }
};

enum class PoolMode : int32_t { max = 0, avg = 1, lp = 2 };

// OpKind::pool. params: 0 nd, 1 mode (PoolMode), 2 count_include_pad, 3 p (LpPool's norm),
// 4 storage_order (MaxPool indices: 1 = column-major positions), then per spatial dim i < nd:
// kernel at [5 + i], stride at [5 + nd + i], dilation at [5 + 2nd + i], pad_begin at [5 + 3nd + i],
// pad_end at [5 + 4nd + i].
struct PoolParams {
  int nd = 0;
  PoolMode mode = PoolMode::max;
  bool count_include_pad = false;
  int64_t p = 0;
  int64_t storage_order = 0;
  const int64_t* kernel = nullptr;  // nd values each
  const int64_t* stride = nullptr;
  const int64_t* dilation = nullptr;
  const int64_t* pad_begin = nullptr;
  const int64_t* pad_end = nullptr;

  RAMMER_DEVICE static PoolParams unpack(const OpDesc& op) {
    PoolParams q;
    q.nd = static_cast<int>(op.params[0]);
    q.mode = static_cast<PoolMode>(op.params[1]);
    q.count_include_pad = op.params[2] != 0;
    q.p = op.params[3];
    q.storage_order = op.params[4];
    const int n = op_params_detail::clamp_count(op.params[0], kMaxSpatial);
    q.kernel = op.params + 5;
    q.stride = op.params + 5 + n;
    q.dilation = op.params + 5 + 2 * n;
    q.pad_begin = op.params + 5 + 3 * n;
    q.pad_end = op.params + 5 + 4 * n;
    return q;
  }
  void pack(OpDesc& op) const {
    const int n = op_params_detail::clamp_count(nd, kMaxSpatial);
    op.params[0] = nd;
    op.params[1] = static_cast<int64_t>(mode);
    op.params[2] = count_include_pad ? 1 : 0;
    op.params[3] = p;
    op.params[4] = storage_order;
    for (int i = 0; i < n; ++i) {
      op.params[5 + i] = kernel[i];
      op.params[5 + n + i] = stride[i];
      op.params[5 + 2 * n + i] = dilation[i];
      op.params[5 + 3 * n + i] = pad_begin[i];
      op.params[5 + 4 * n + i] = pad_end[i];
    }
  }
};
static_assert(5 + 5 * kMaxSpatial <= kMaxParams, "PoolParams must fit OpDesc::params");

// OpKind::reduce over the dims in axes_mask (bit i: x's dim i). params: 0 op (ReduceOp),
// 1 axes_mask, 2 select_last_index (argmax / argmin).
struct ReduceParams {
  ReduceOp op = ReduceOp::sum;
  int64_t axes_mask = 0;
  bool select_last_index = false;

  RAMMER_DEVICE static ReduceParams unpack(const OpDesc& d) {
    ReduceParams r;
    r.op = static_cast<ReduceOp>(d.params[0]);
    r.axes_mask = d.params[1];
    r.select_last_index = d.params[2] != 0;
    return r;
  }
  void pack(OpDesc& d) const {
    d.params[0] = static_cast<int64_t>(op);
    d.params[1] = axes_mask;
    d.params[2] = select_last_index ? 1 : 0;
  }
};

// OpKind::row. params: 0 op (RowOp), 1 cols. fparams: 0 epsilon (layer_norm).
struct RowParams {
  RowOp op = RowOp::softmax;
  int64_t cols = 0;
  float epsilon = 0.0f;

  RAMMER_DEVICE static RowParams unpack(const OpDesc& d) {
    RowParams r;
    r.op = static_cast<RowOp>(d.params[0]);
    r.cols = d.params[1];
    r.epsilon = d.fparams[0];
    return r;
  }
  void pack(OpDesc& d) const {
    d.params[0] = static_cast<int64_t>(op);
    d.params[1] = cols;
    d.fparams[0] = epsilon;
  }
};

// OpKind::concat of `count` inputs (operands 0..count-1; operand count is the output).
// params: 0 axis, 1 count, then input j's start offset along the axis at [2 + j]; [2 + count] = 1
// when y is max(x, 0) (a fused Relu; f32 only).
struct ConcatParams {
  int axis = 0;
  int count = 0;
  const int64_t* start = nullptr;  // count values
  bool relu = false;

  RAMMER_DEVICE static ConcatParams unpack(const OpDesc& op) {
    ConcatParams c;
    c.axis = static_cast<int>(op.params[0]);
    c.count = static_cast<int>(op.params[1]);
    c.start = op.params + 2;
    c.relu = op.params[2 + op_params_detail::clamp_count(op.params[1], kMaxConcatInputs)] != 0;
    return c;
  }
  void pack(OpDesc& op) const {
    const int n = op_params_detail::clamp_count(count, kMaxConcatInputs);
    op.params[0] = axis;
    op.params[1] = count;
    for (int j = 0; j < n; ++j) op.params[2 + j] = start[j];
    op.params[2 + n] = relu ? 1 : 0;
  }
};
static_assert(3 + kMaxConcatInputs <= kMaxParams, "ConcatParams must fit OpDesc::params");

enum class PadMode : int32_t { constant = 0, edge = 1, reflect = 2, wrap = 3 };

// OpKind::pad. params: 0 mode (PadMode), then pad_begin of dim i at [1 + i] for i < rank, where
// rank is the OpDesc's (the space is y's shape). fparams: 0 value (constant mode).
struct PadParams {
  PadMode mode = PadMode::constant;
  int rank = 0;                        // unpack: op.rank; pack writes pad_begin[0, rank)
  const int64_t* pad_begin = nullptr;  // rank values
  float value = 0.0f;

  RAMMER_DEVICE static PadParams unpack(const OpDesc& op) {
    PadParams q;
    q.mode = static_cast<PadMode>(op.params[0]);
    q.rank = op.rank;
    q.pad_begin = op.params + 1;
    q.value = op.fparams[0];
    return q;
  }
  void pack(OpDesc& op) const {
    const int n = op_params_detail::clamp_count(rank, kMaxRank);
    op.params[0] = static_cast<int64_t>(mode);
    for (int i = 0; i < n; ++i) op.params[1 + i] = pad_begin[i];
    op.fparams[0] = value;
  }
};
static_assert(1 + kMaxRank <= kMaxParams, "PadParams must fit OpDesc::params");

// OpKind::rnn_gates and rnn_cell (one timestep of one direction).
// params: 0 t, 1 d (direction), 2 gates per hidden unit (4 LSTM, 3 GRU, 1 RNN), 3 kind (RnnKind),
// 4 linear_before_reset (GRU), 5 h_prev's time index (-1 when the initial state is used),
// 6, 7, 8 the activations f, g, h (ActivationCode; GRU uses f, g, RNN f), 9 projected input
// (rnn_gates: 1 when operand 0 is the hoisted x W^T + Wb; see OpKind::rnn_gates), 10 fused step
// (rnn_gates, LSTM / RNN: 1 when the op also applies the cell), 11 resident (rnn_gates: 1 when the
// tile keeps its slice of R in the block's resident region; kernels/rnn.h). fparams: 0 clip (0 = none).
struct RnnParams {
  int64_t t = 0;
  int64_t d = 0;
  int64_t gates = 0;
  RnnKind kind = RnnKind::lstm;
  bool linear_before_reset = false;
  int64_t h_prev_time = -1;
  ActivationCode f = ActivationCode::sigmoid;
  ActivationCode g = ActivationCode::sigmoid;
  ActivationCode h = ActivationCode::sigmoid;
  bool projected = false;
  bool fused = false;
  bool resident = false;
  float clip = 0.0f;

  RAMMER_DEVICE static RnnParams unpack(const OpDesc& op) {
    RnnParams r;
    r.t = op.params[0];
    r.d = op.params[1];
    r.gates = op.params[2];
    r.kind = static_cast<RnnKind>(op.params[3]);
    r.linear_before_reset = op.params[4] != 0;
    r.h_prev_time = op.params[5];
    r.f = static_cast<ActivationCode>(op.params[6]);
    r.g = static_cast<ActivationCode>(op.params[7]);
    r.h = static_cast<ActivationCode>(op.params[8]);
    r.projected = op.params[9] != 0;
    r.fused = op.params[10] != 0;
    r.resident = op.params[11] != 0;
    r.clip = op.fparams[0];
    return r;
  }
  void pack(OpDesc& op) const {
    op.params[0] = t;
    op.params[1] = d;
    op.params[2] = gates;
    op.params[3] = static_cast<int64_t>(kind);
    op.params[4] = linear_before_reset ? 1 : 0;
    op.params[5] = h_prev_time;
    op.params[6] = static_cast<int64_t>(f);
    op.params[7] = static_cast<int64_t>(g);
    op.params[8] = static_cast<int64_t>(h);
    op.params[9] = projected ? 1 : 0;
    op.params[10] = fused ? 1 : 0;
    op.params[11] = resident ? 1 : 0;
    op.fparams[0] = clip;
  }
};

// OpKind::gather. params: 0 axis (normalised, >= 0), 1 data rank, 2 indices rank (0: a scalar
// index, y drops the axis).
struct GatherParams {
  int axis = 0;
  int data_rank = 0;
  int indices_rank = 0;

  RAMMER_DEVICE static GatherParams unpack(const OpDesc& op) {
    GatherParams g;
    g.axis = static_cast<int>(op.params[0]);
    g.data_rank = static_cast<int>(op.params[1]);
    g.indices_rank = static_cast<int>(op.params[2]);
    return g;
  }
  void pack(OpDesc& op) const {
    op.params[0] = axis;
    op.params[1] = data_rank;
    op.params[2] = indices_rank;
  }
};

// OpKind::reference: the op runs graph nodes [first_node, first_node + node_count) of the plan's
// reference node list, in order. params: 0 first_node, 1 node_count.
struct ReferenceParams {
  int64_t first_node = 0;
  int64_t node_count = 0;

  RAMMER_DEVICE static ReferenceParams unpack(const OpDesc& op) {
    ReferenceParams r;
    r.first_node = op.params[0];
    r.node_count = op.params[1];
    return r;
  }
  void pack(OpDesc& op) const {
    op.params[0] = first_node;
    op.params[1] = node_count;
  }
};

}  // namespace rammer::kernels
