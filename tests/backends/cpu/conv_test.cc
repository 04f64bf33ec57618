// Fast CPU conv tiles (implicit GEMM, grouped, depthwise) against the reference Conv, every ISA.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;

struct ConvCase {
  int64_t n, c, m, group;
  Shape in, kernel, stride, dil, pad_begin, pad_end;
  bool bias;
};

// How the fast kernel sees the op: weights in the model's weights buffer (the packed-once path),
// a residual operand added before the relu, a fixed tile (empty: random).
struct ConvRun {
  bool weights_buffer = false;
  bool residual = false;
  std::vector<int64_t> tile;
  // The plan's form of conv + Add + Relu: store the raw conv to operand 3, the result to operand 5.
  bool stores = false;
  // The input-ReLU prologue (ConvParams::input_relu): the conv reads max(x, 0).
  bool relu_in = false;
  // The affine input prologue (InputAffineParams; 1x1 convs): the conv reads x * scale[c] +
  // shift[c] (then max(., 0) with relu_in).
  bool affine_in = false;
  // With affine_in: a scale alone (an SE block's Mul(x, s)), no shift operand.
  bool scale_only = false;
  // A gate after the rest of the epilogue: 1 = x * Sigmoid(x) (SiLU), 2 = x * HardSigmoid(x) with
  // alpha 1/6 (HardSwish as exporters write it).
  int gate = 0;
  // A Clip(-0.5, 0.75) after the relu (if any), as ReLU6 and bounded activations export.
  bool clip = false;
  // The residual add written as add(operand, register) instead of add(register, operand).
  bool residual_first = false;
  // The plan's form when nothing reads the raw conv: each step writes a new register and the last
  // one is stored to operand 5; y is not stored (the result is checked in operand 5).
  bool store_result = false;
  // With store_result: the value stored to operand 8 as well, the second half of the channels of a
  // tensor with twice the channels (a conv whose output a pool reads and whose value a Concat's
  // slice takes, rtask/place_concat.h): checked there too.
  bool store_twice = false;
};

// Runs one case through eval_node's Conv (+ Add + Relu) and the fast kernel.
void check_conv(std::mt19937& rng, const ConvCase& cc, bool relu_epilogue, const ConvRun& run = {}) {
  const int nd = static_cast<int>(cc.in.size());
  Shape xs = {cc.n, cc.c};
  Shape ws = {cc.m, cc.c / cc.group};
  for (int i = 0; i < nd; ++i) {
    xs.push_back(cc.in[i]);
    ws.push_back(cc.kernel[i]);
  }
  Tensor X = random_tensor(rng, xs), W = random_tensor(rng, ws), Bias = random_tensor(rng, {cc.m});
  Node node = make_node("Conv", 11, cc.bias ? 3 : 2);
  Shape pads = cc.pad_begin;
  pads.insert(pads.end(), cc.pad_end.begin(), cc.pad_end.end());
  node.attrs.set("kernel_shape", cc.kernel);
  node.attrs.set("strides", cc.stride);
  node.attrs.set("dilations", cc.dil);
  node.attrs.set("pads", pads);
  node.attrs.set("group", cc.group);
  Tensor Scale = random_tensor(rng, {cc.c}), Shift = random_tensor(rng, {cc.c});
  Tensor Xaff = X;
  if (run.affine_in) {
    Xaff = Tensor(DType::f32, xs);
    const int64_t plane = X.numel() / (cc.n * cc.c);
    for (int64_t i = 0; i < X.numel(); ++i) {
      const int64_t c = i / plane % cc.c;
      Xaff.data<float>()[i] = X.data<float>()[i] * Scale.data<float>()[c] + (run.scale_only ? 0.0f : Shift.data<float>()[c]);
    }
  }
  const Tensor Xref = run.relu_in ? eval_node(make_node("Relu", 14, 1), {&Xaff})[0] : Xaff;
  std::vector<const Tensor*> ins = {&Xref, &W};
  if (cc.bias) ins.push_back(&Bias);
  Tensor want = eval_node(node, ins)[0];
  const Tensor raw = want;
  Tensor R = random_tensor(rng, want.shape());
  if (run.residual) want = eval_node(make_node("Add", 14, 2), {&want, &R})[0];
  if (relu_epilogue) want = eval_node(make_node("Relu", 14, 1), {&want})[0];
  constexpr float kClipLo = -0.5f, kClipHi = 0.75f;
  if (run.clip)
    for (int64_t i = 0; i < want.numel(); ++i) want.data<float>()[i] = std::min(std::max(want.data<float>()[i], kClipLo), kClipHi);
  if (run.gate) {
    Node act = make_node(run.gate == 1 ? "Sigmoid" : "HardSigmoid", 13, 1);
    if (run.gate == 2) act.attrs.set("alpha", 1.0f / 6.0f);
    const Tensor gate = eval_node(act, {&want})[0];
    want = eval_node(make_node("Mul", 14, 2), {&want, &gate})[0];
  }

  kernels::OpDesc op = make_op(OpKind::conv, want.shape());
  kernels::ConvParams cp;
  cp.group = cc.group;
  cp.nd = nd;
  cp.kernel = cc.kernel.data();
  cp.stride = cc.stride.data();
  cp.dilation = cc.dil.data();
  cp.pad_begin = cc.pad_begin.data();
  cp.input_relu = run.relu_in;
  cp.pack(op);
  const int32_t store = static_cast<int32_t>(kernels::ElemOp::store);
  const int r = run.stores ? 1 : 0;  // the register the result builds in
  if (run.stores) op.steps[op.num_steps++] = {store, kernels::kOperandBase + 3, 0, 0, 0, 0, 0};
  int value = 0;  // store_result: the register holding the value so far
  if (run.store_result) {
    if (run.residual) {
      const int32_t add = static_cast<int32_t>(kernels::ElemOp::add), res = kernels::kOperandBase + 4;
      op.steps[op.num_steps++] = run.residual_first ? kernels::ElemStep{add, value + 1, res, value, 0, 0, 0}
                                                    : kernels::ElemStep{add, value + 1, value, res, 0, 0, 0};
      op.operands[4] = 4;
      ++value;
    }
    if (relu_epilogue) op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::relu), value + 1, value, 0, 0, 0, 0}, ++value;
    if (run.clip) op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::clip), value + 1, value, 0, 0, kClipLo, kClipHi}, ++value;
    if (run.gate) {
      const auto act = run.gate == 1 ? kernels::ElemOp::sigmoid : kernels::ElemOp::hard_sigmoid;
      op.steps[op.num_steps++] = {static_cast<int32_t>(act), value + 1, value, 0, 0, 1.0f / 6.0f, 0.5f};
      op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::mul), value + 2, value, value + 1, 0, 0, 0};
      value += 2;
    }
    op.steps[op.num_steps++] = {store, kernels::kOperandBase + 5, value, 0, 0, 0, 0};
    op.operands[5] = 5;
    if (run.store_twice) {
      op.steps[op.num_steps++] = {store, kernels::kOperandBase + 8, value, 0, 0, 0, 0};
      op.operands[8] = 8;
    }
  } else if (run.residual) {
    const int32_t add = static_cast<int32_t>(kernels::ElemOp::add), res = kernels::kOperandBase + 4;
    op.steps[op.num_steps++] = run.residual_first ? kernels::ElemStep{add, r, res, 0, 0, 0, 0}
                                                  : kernels::ElemStep{add, r, 0, res, 0, 0, 0};
    op.operands[4] = 4;
  } else if (run.stores) {
    op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::copy), r, 0, 0, 0, 0, 0};
  }
  if (relu_epilogue && !run.store_result) op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::relu), r, r, 0, 0, 0, 0};
  if (run.clip && !run.store_result) op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::clip), r, r, 0, 0, kClipLo, kClipHi};
  if (run.gate && !run.store_result) {
    const auto act = run.gate == 1 ? kernels::ElemOp::sigmoid : kernels::ElemOp::hard_sigmoid;
    op.steps[op.num_steps++] = {static_cast<int32_t>(act), r + 1, r, 0, 0, 1.0f / 6.0f, 0.5f};
    op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::mul), r, r, r + 1, 0, 0, 0};
  }
  if (run.stores) {
    op.steps[op.num_steps++] = {store, kernels::kOperandBase + 5, r, 0, 0, 0, 0};
    op.operands[5] = 5;
  }
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = cc.bias ? 2 : -1;
  op.operands[3] = 3;
  if (run.affine_in) {
    op.operands[kernels::InputAffineParams::kScale] = 6;
    op.operands[kernels::InputAffineParams::kShift] = run.scale_only ? -1 : 7;
    kernels::InputAffineParams{.on = true}.pack(op);
  }
  set_tile(rng, op, run.tile);
  std::vector<kernels::TensorDesc> T = {desc(xs), desc(ws), desc({cc.m}), desc(want.shape()),
                                        desc(want.shape()), desc(want.shape()), desc({cc.c}), desc({cc.c}),
                                        desc(want.shape())};
  // Operand 8: channels [m, 2m) of an [n, 2m, ...] tensor, strided as that tensor.
  const int64_t inner = want.numel() / (cc.n * cc.m);
  T[8].strides[0] = 2 * cc.m * inner;
  if (run.weights_buffer) T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f), y2 = y, joined(2 * y.size(), -7.0f);
    std::vector<void*> ptrs = {X.raw(), W.raw(), Bias.raw(), y.data(), R.raw(), y2.data(), Scale.raw(), Shift.raw(),
                               joined.data() + cc.m * inner};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    const std::string tile = tile_str(op);
    if (run.stores) {
      EXPECT_LE(max_rel_error(y.data(), raw), 1e-4) << cpu::cpu_isa_name(isa) << " raw conv, tile=" << tile;
    }
    EXPECT_LE(max_rel_error(run.stores || run.store_result ? y2.data() : y.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " w=" << shape_str(ws) << " g="
        << cc.group << " tile=" << tile;
    if (run.store_twice) {
      std::vector<float> slice;
      for (int64_t n = 0; n < cc.n; ++n) {
        const float* half = joined.data() + (2 * n + 1) * cc.m * inner;
        slice.insert(slice.end(), half, half + cc.m * inner);
      }
      EXPECT_LE(max_rel_error(slice.data(), want), 1e-4) << cpu::cpu_isa_name(isa) << " second store, tile=" << tile;
      for (int64_t n = 0; n < cc.n; ++n)  // the other half is untouched
        EXPECT_EQ(joined[static_cast<size_t>(2 * n * cc.m * inner)], -7.0f) << cpu::cpu_isa_name(isa);
    }
  }
  // W dies with this function: its packed copies must not outlive it.
  if (run.weights_buffer) cpu::cpu_forget_weights(W.raw(), static_cast<size_t>(W.numel()) * sizeof(float));
}

// Random 2-D convs (groups, strides, dilations, asymmetric pads, bias, ragged tiles) equal Conv.
TEST(CpuKernelsConv, Random2d) {
  std::mt19937 rng(21);
  for (int iter = 0; iter < 30; ++iter) {
    const int64_t group = iter % 3 == 0 ? 2 : 1;
    ConvCase cc;
    cc.n = 1 + rng() % 2;
    cc.group = group;
    cc.c = group * (1 + rng() % 9);
    cc.m = group * (1 + rng() % 20);
    cc.in = {static_cast<int64_t>(3 + rng() % 12), static_cast<int64_t>(3 + rng() % 12)};
    cc.kernel = {static_cast<int64_t>(1 + rng() % 3), static_cast<int64_t>(1 + rng() % 3)};
    cc.stride = {static_cast<int64_t>(1 + rng() % 2), static_cast<int64_t>(1 + rng() % 2)};
    cc.dil = {static_cast<int64_t>(1 + rng() % 2), 1};
    cc.pad_begin = {static_cast<int64_t>(rng() % 2), static_cast<int64_t>(rng() % 2)};
    cc.pad_end = {static_cast<int64_t>(rng() % 2), cc.pad_begin[1]};
    cc.bias = rng() % 2;
    check_conv(rng, cc, iter % 2 == 0);
  }
}

// Depthwise 2-D convs (group = C = M: the direct kernel) equal Conv, strides 1 and 2, pads, bias.
TEST(CpuKernelsConv, Depthwise2d) {
  std::mt19937 rng(22);
  for (int iter = 0; iter < 16; ++iter) {
    ConvCase cc;
    cc.n = 1 + rng() % 2;
    cc.c = cc.m = cc.group = 1 + rng() % 12;
    cc.in = {static_cast<int64_t>(9 + rng() % 12), static_cast<int64_t>(9 + rng() % 12)};
    const int64_t k = iter % 2 == 0 ? 3 : 5;
    cc.kernel = {k, k};
    const int64_t s = 1 + rng() % 2;
    cc.stride = {s, s};
    cc.dil = {1, static_cast<int64_t>(1 + rng() % 2)};
    cc.pad_begin = {k / 2, k / 2};
    cc.pad_end = {k / 2, static_cast<int64_t>(rng() % 3)};
    cc.bias = iter % 3 != 0;
    check_conv(rng, cc, iter % 2 == 1);
  }
}

// Depthwise convs with the input-ReLU prologue and the plan's epilogues (bias, residual add, relu,
// intermediate stores), on both depthwise paths (stride 1 flat, stride 2) and ragged tiles, equal
// Conv (+ Add + Relu) run on Relu(x).
TEST(CpuKernelsConv, DepthwiseInputReluWithEpilogues) {
  std::mt19937 rng(28);
  ConvRun run;
  run.relu_in = true;
  run.weights_buffer = true;
  for (int64_t s : {1, 2})
    for (int64_t k : {3, 5, 7}) {
      run.residual = k != 5;
      run.stores = k == 7;
      run.tile = s == 1 ? std::vector<int64_t>{1, 5, 8, 8} : std::vector<int64_t>{1, 7, 3, 4};
      check_conv(rng, {1, 12, 12, 12, {8, 8}, {k, k}, {s, s}, {1, 1}, {k / 2, k / 2}, {k / 2, k / 2}, k != 3},
                 true, run);
    }
}

// 1x1 convs with the affine input prologue (DenseNet's BatchNormalization + Relu before them, an SE
// block's scale alone), with and without the Relu and the plan's epilogues, on every path that packs x: B packed from x (whole
// rows), the im2col rows (a tile of part of a row), the transposed GEMM (7x7 maps, constant weights),
// and maps that B would otherwise be read from in place (14x14) or packed from (56x56), equal Conv
// (+ Add + Relu) run on x * scale[c] + shift[c].
TEST(CpuKernelsConv, PointwiseAffineInputPrologue) {
  std::mt19937 rng(29);
  struct P {
    int64_t c, m, hw;
    std::vector<int64_t> tile;  // empty: random
    bool weights;
  };
  const P shapes[] = {{24, 16, 14, {1, 16, 14, 14}, false}, {24, 16, 14, {1, 16, 3, 14}, true},
                      {40, 32, 7, {1, 32, 7, 7}, true},      {40, 64, 7, {1, 32, 7, 7}, true},
                      {19, 10, 9, {1, 10, 4, 5}, false},     {32, 8, 56, {1, 8, 28, 56}, true},
                      {12, 6, 11, {}, false}};
  for (const P& p : shapes)
    for (int form : {0, 1, 2}) {  // scale, shift and relu; scale and shift; scale alone
      const bool relu = form == 0;
      ConvRun run;
      run.affine_in = true;
      run.relu_in = relu;
      run.scale_only = form == 2;
      run.weights_buffer = p.weights;
      run.tile = p.tile;
      run.residual = p.hw == 14;
      check_conv(rng, {1, p.c, p.m, 1, {p.hw, p.hw}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, p.c % 2 == 0}, relu, run);
    }
}

// A 2-D 3x3 conv over output space y (stride 1, dilation 1, pad 1, no bias): x, w and y are
// tensors 0, 1 and 2.
kernels::OpDesc conv3x3_op(const Shape& y, int64_t group, bool input_relu = false) {
  kernels::OpDesc op = make_op(OpKind::conv, y);
  static const int64_t kernel[] = {3, 3}, ones[] = {1, 1};
  kernels::ConvParams{.group = group,
                      .nd = 2,
                      .kernel = kernel,
                      .stride = ones,
                      .dilation = ones,
                      .pad_begin = ones,
                      .input_relu = input_relu}
      .pack(op);
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[3] = 2;
  return op;
}

// The input-ReLU prologue is the depthwise kernel's alone: a grouped or dense conv carrying it has
// no fast path (the generic kernel applies it) and declines without writing y.
TEST(CpuKernelsConv, InputReluDeclinesOutsideDepthwise) {
  for (int64_t group : {1, 2}) {
    kernels::OpDesc op = conv3x3_op({1, 4, 5, 5}, group, /*input_relu=*/true);
    std::vector<kernels::TensorDesc> T = {desc({1, 4, 5, 5}), desc({4, 4 / group, 3, 3}), desc({1, 4, 5, 5})};
    std::vector<float> x(100, 1.0f), w(static_cast<size_t>(36 * 4 / group), 1.0f), y(100, -7.0f);
    std::vector<void*> ptrs = {x.data(), w.data(), y.data()};
    for (cpu::CpuIsa isa : isas()) {
      EXPECT_FALSE(cpu::cpu_fast_tile_isa(isa, op, T.data(), ptrs.data(), 0)) << cpu::cpu_isa_name(isa);
      EXPECT_EQ(y[0], -7.0f);
    }
  }
}

// 1-D and 3-D convs and a pointwise (1x1) conv with K > the K-block equal Conv.
TEST(CpuKernelsConv, OtherRanksAndDeepPointwise) {
  std::mt19937 rng(23);
  check_conv(rng, {1, 6, 7, 1, {17}, {3}, {2}, {1}, {1}, {0}, true}, false);
  check_conv(rng, {2, 4, 5, 1, {5, 6, 4}, {2, 3, 2}, {1, 2, 1}, {1, 1, 2}, {1, 0, 1}, {0, 1, 1}, true},
             true);
  check_conv(rng, {1, 300, 70, 1, {5, 6}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, false}, false);
  check_conv(rng, {1, 8, 8, 4, {6, 6}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, false);
}

// Weights in the model's weights buffer (packed once per process and reused by every rTask and
// run) give the same results as packing per rTask: random shapes, groups, ragged and CPU-sized tiles.
TEST(CpuKernelsConv, PrepackedWeights) {
  std::mt19937 rng(24);
  for (int iter = 0; iter < 16; ++iter) {
    const int64_t group = iter % 4 == 0 ? 2 : 1;
    ConvCase cc;
    cc.n = 1 + rng() % 2;
    cc.group = group;
    cc.c = group * (1 + rng() % 40);
    cc.m = group * (1 + rng() % 50);
    cc.in = {static_cast<int64_t>(3 + rng() % 12), static_cast<int64_t>(3 + rng() % 12)};
    const int64_t k = 1 + rng() % 3;
    cc.kernel = {k, k};
    cc.stride = {1, 1};
    cc.dil = {1, 1};
    cc.pad_begin = {k / 2, k / 2};
    cc.pad_end = {k / 2, k / 2};
    cc.bias = rng() % 2;
    ConvRun run;
    run.weights_buffer = true;
    if (iter % 2 == 0) run.tile = {1, cc.m, 1 + iter % 5, 64};  // whole M, a few output rows
    check_conv(rng, cc, iter % 3 != 0, run);
  }
}

// The fused epilogue (bias, residual add, relu, intermediate stores) and the no-im2col 1x1 path
// (stride 1, no padding, whole output rows or one row per rTask) equal Conv + Add + Relu.
TEST(CpuKernelsConv, PointwiseDirectAndResidual) {
  std::mt19937 rng(25);
  ConvRun run;
  run.residual = true;
  run.weights_buffer = true;
  for (const std::vector<int64_t>& tile :
       {std::vector<int64_t>{1, 64, 3, 9}, {1, 13, 1, 4}, {1, 300, 9, 9}, {2, 7, 2, 9}}) {
    run.tile = tile;
    check_conv(rng, {2, 300, 70, 1, {9, 9}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
  }
  run.tile = {1, 24, 4, 5};  // 1x1 with padding and stride 2: the im2col path
  check_conv(rng, {1, 40, 30, 1, {9, 9}, {1, 1}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  run.weights_buffer = false;
  check_conv(rng, {1, 16, 20, 2, {6, 7}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, false}, false, run);
  // The plan's epilogue form: intermediate stores, the result built in register 1.
  run.stores = true;
  check_conv(rng, {1, 16, 20, 2, {6, 7}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  run.residual = false;
  run.tile = {1, 64, 3, 9};
  check_conv(rng, {2, 300, 70, 1, {9, 9}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
  check_conv(rng, {1, 8, 20, 1, {9, 9}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, false}, false, run);
}

// The plain GEMM path with the output as C finishes each micro-tile in registers (TileEpilogue) when
// the epilogue is bias, an optional residual add (either operand order), an optional relu or clip
// and the value left in y or stored to one operand (the plan's form); programs outside that form
// whose one store is their last step (gates) compute into the stored operand and finish in place:
// 1x1 direct and padded im2col convs, whole-row tiles of one image, ragged rows and columns, K over
// one block, and epilogues outside that form (relu then clip) on the same shapes.
TEST(CpuKernelsConv, RegisterEpilogue) {
  std::mt19937 rng(32);
  for (int iter = 0; iter < 16; ++iter) {
    ConvRun run;
    run.weights_buffer = iter % 5 != 4;
    run.residual = iter % 4 != 3;
    run.residual_first = iter % 3 == 1;
    const bool relu = iter % 2 == 0;
    run.clip = iter % 4 == 1 || iter == 6;
    const bool pointwise = iter % 3 != 2;
    const int64_t w = 16 + 4 * (iter % 3), h = 5 + iter % 4, m = 32 + 8 * (iter % 6);
    ConvCase cc{1, iter == 5 ? 300 : 3 + 5 * iter, m, 1, {h, w}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0},
                iter % 3 != 0};
    if (!pointwise) cc.kernel = {3, 3}, cc.pad_begin = {1, 1}, cc.pad_end = {1, 1};
    run.tile = {1, iter % 2 ? m : 16, 2 + iter % 3, w};
    check_conv(rng, cc, relu, run);
    run.store_result = true;  // the plan's form: the result stored to its own operand, y unwritten
    check_conv(rng, cc, relu, run);
    run.store_twice = true;  // and to a second operand: the tile's first store, then a copy of its box
    check_conv(rng, cc, relu, run);
    run.store_twice = false;
    run.gate = 1 + iter % 2;  // outside the register form: computed into operand 5, finished in place
    check_conv(rng, cc, relu, run);
  }
}

// Small maps whose positions fill the column panels badly (7x7, 14x14, odd crops) run as C^T =
// im2col^T W^T: 1x1 (direct and strided), 3x3 (grouped or dilated; stride-1 3x3 windows take the
// direct path), bias, residual and the plan's stores all equal Conv (+ Add + Relu), with whole-map
// and split tiles.
TEST(CpuKernelsConv, SmallMapsTransposedGemm) {
  std::mt19937 rng(26);
  ConvRun run;
  run.weights_buffer = true;
  run.tile = {1, 32, 7, 7};
  check_conv(rng, {1, 48, 64, 1, {7, 7}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  check_conv(rng, {1, 300, 64, 1, {7, 7}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
  run.tile = {1, 64, 14, 14};
  run.residual = true;
  check_conv(rng, {1, 40, 128, 1, {14, 14}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
  check_conv(rng, {2, 40, 128, 1, {28, 28}, {1, 1}, {2, 2}, {1, 1}, {0, 0}, {0, 0}, false}, true, run);
  run.stores = true;
  run.tile = {1, 32, 5, 13};
  check_conv(rng, {1, 16, 64, 2, {13, 13}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  run.residual = false;
  run.tile = {1, 64, 3, 3};
  check_conv(rng, {1, 20, 64, 1, {9, 9}, {3, 3}, {1, 1}, {2, 2}, {2, 2}, {2, 2}, false}, false, run);
}

// A last column panel of at most half its width runs half the micro-kernel's vectors: exactly
// half (avx512: 48 = 32 + 16 positions, avx2: 40 = 2 x 16 + 8; the transposed path's 80 = 64 + 16
// channels), less than half (14x14, 40 on avx512), full and half A panels, the register
// epilogue, K over one block, the direct 3x3 path's row offsets and the im2col path: all equal Conv.
TEST(CpuKernelsConv, NarrowLastPanels) {
  std::mt19937 rng(41);
  for (bool residual : {true, false}) {
    ConvRun run;
    run.weights_buffer = true;
    run.residual = residual;
    for (const std::vector<int64_t>& map : {std::vector<int64_t>{6, 8}, {5, 8}, {14, 14}, {7, 7}, {3, 6}}) {
      for (int64_t m : {int64_t{8}, int64_t{4}, int64_t{20}, int64_t{80}}) {
        run.tile = {1, m, map[0], map[1]};
        check_conv(rng, {1, m == 80 ? 300 : 24, m, 1, map, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true},
                   !residual, run);
      }
      run.tile = {1, 16, map[0], map[1]};
      check_conv(rng, {1, 12, 16, 1, map, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
      check_conv(rng, {1, 12, 16, 1, {map[0] * 2, map[1] * 2}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
    }
  }
}

// A 1x1 conv whose rTask covers whole column panels (8x8 and 16x32 maps) reads x in place as the
// GEMM's B, across K blocks (300 channels > KC) and with packed weights or not: equals Conv.
TEST(CpuKernelsConv, PointwiseInPlaceB) {
  std::mt19937 rng(27);
  ConvRun run;
  run.residual = true;
  for (bool wb : {true, false}) {
    run.weights_buffer = wb;
    run.tile = {1, 64, 8, 8};
    check_conv(rng, {1, 300, 64, 1, {8, 8}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
    run.tile = {1, 24, 8, 32};
    check_conv(rng, {2, 40, 48, 1, {16, 32}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, false}, true, run);
  }
}

// Whole small maps of a dense y: the epilogue of many channels runs as one call (bias per
// channel first). Channel blocks that start mid-tensor, a ragged last block, residual, relu and the
// plan's intermediate stores all equal Conv (+ Add + Relu).
TEST(CpuKernelsConv, SmallMapsMergedChannelEpilogue) {
  std::mt19937 rng(28);
  ConvRun run;
  run.weights_buffer = true;
  run.residual = true;
  for (bool stores : {false, true}) {
    run.stores = stores;
    run.tile = {1, 32, 8, 8};
    check_conv(rng, {1, 48, 70, 1, {8, 8}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
    run.tile = {1, 100, 4, 4};
    check_conv(rng, {2, 24, 300, 1, {4, 4}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
  }
}

// The gates of SiLU and HardSwish in conv epilogues (mark_epilogues fuses them): pointwise convs on
// a large map, on small maps (the transposed GEMM, channels merged per epilogue call), a 3x3 conv
// and a depthwise one, each with bias, equal Conv then x * Sigmoid(x) or x * HardSigmoid(x).
TEST(CpuKernelsConv, GatedEpilogues) {
  std::mt19937 rng(29);
  for (int gate : {1, 2}) {
    ConvRun run;
    run.weights_buffer = true;
    run.gate = gate;
    check_conv(rng, {1, 16, 24, 1, {28, 28}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, false, run);
    check_conv(rng, {1, 40, 96, 1, {7, 7}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, true}, false, run);
    check_conv(rng, {1, 8, 16, 1, {15, 15}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, true}, false, run);
    check_conv(rng, {1, 32, 32, 32, {14, 14}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, false, run);
  }
}

// Depthwise convs finish a clip (ReLU6's form), SiLU or HardSwish in registers and store the rows
// straight to y, or in the plan's form to operand 5 alone: on the flat path (14x14 and 7x7 maps,
// and every stride-2 case) and the row-blocked one (stride 1 on 16x16 and 32x32; 8x8 rows, which
// AVX-512 runs with 8-float vectors, keep finish_rows). A residual add (outside that form) keeps
// the compacted rows and finish_rows. Whole maps and ragged row and channel tiles all equal Conv
// then the activation.
TEST(CpuKernelsConv, DepthwiseRegisterEpilogues) {
  std::mt19937 rng(30);
  for (int64_t hw : {14, 7, 16, 32, 8})
    for (int64_t k : {3, 5})
      for (int64_t s : {1, 2})
        for (int form = 0; form < 4; ++form) {  // clip; SiLU; HardSwish stored to operand 5; clip + residual
          ConvRun run;
          run.weights_buffer = true;
          run.clip = form == 0 || form == 3;
          run.gate = form == 1 ? 1 : form == 2 ? 2 : 0;
          run.store_result = form >= 2;
          run.residual = form == 3;
          const int64_t c = 24, oh = (hw + 2 * (k / 2) - k) / s + 1;
          run.tile = form % 2 == 0 ? std::vector<int64_t>{1, c, oh, oh} : std::vector<int64_t>{1, 7, (oh + 2) / 3, oh};
          check_conv(rng, {1, c, c, c, {hw, hw}, {k, k}, {s, s}, {1, 1}, {k / 2, k / 2}, {k / 2, k / 2}, form != 1},
                     false, run);
        }
}

// A packed copy is keyed by the weights' address: after cpu_forget_weights (a model freed), new
// values at the same address are packed again; without it, changed values are detected too.
TEST(CpuKernelsConv, PackedWeightsFollowTheirSource) {
  std::mt19937 rng(26);
  const Shape xs = {1, 20, 6, 6}, ws = {30, 20, 3, 3};
  Tensor X = random_tensor(rng, xs), W = random_tensor(rng, ws);
  Node node = make_node("Conv", 11, 2);
  node.attrs.set("kernel_shape", Shape{3, 3});
  node.attrs.set("pads", Shape{1, 1, 1, 1});
  kernels::OpDesc op = conv3x3_op({1, 30, 6, 6}, 1);
  std::vector<kernels::TensorDesc> T = {desc(xs), desc(ws), desc({1, 30, 6, 6})};
  T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
  const size_t wbytes = static_cast<size_t>(W.numel()) * sizeof(float);
  for (int round = 0; round < 3; ++round) {
    if (round == 1) {
      cpu::cpu_forget_weights(W.raw(), wbytes);  // as ~Model does before the weights are freed
      W = random_tensor(rng, ws);                // may reuse the address: both must work
    }
    if (round == 2) {
      for (int64_t i = 0; i < W.numel(); ++i) W.data<float>()[i] += 0.5f;  // same address, no forget
    }
    Tensor want = eval_node(node, {&X, &W})[0];
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
      std::vector<void*> ptrs = {X.raw(), W.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << cpu::cpu_isa_name(isa) << " round " << round;
    }
  }
  cpu::cpu_forget_weights(W.raw(), wbytes);
}

// Stride-1 windows over whole output rows take the direct path (padded planes read in place, no
// im2col): square and asymmetric windows, ragged channels, K past one KC block (C = 40, 3x3),
// asymmetric and zero pads, small maps (deep K: direct, shallow: the transposed GEMM) and wide ones, row
// ranges that split the map raggedly, groups, every epilogue form.
TEST(CpuKernelsConv, DirectWindowStride1) {
  std::mt19937 rng(29);
  struct Win {
    int64_t kh, kw;
  };
  const Win wins[] = {{3, 3}, {3, 3}, {5, 5}, {3, 5}, {2, 2}, {3, 1}, {1, 3}};
  for (int iter = 0; iter < 21; ++iter) {
    const Win w = wins[iter % 7];
    ConvCase cc;
    cc.n = 1 + iter % 2;
    cc.group = 1;
    const bool small = iter % 3 == 0;
    // Small maps take the direct path over the transposed GEMM only with K >= 1024 (C = 120).
    cc.c = small ? (iter % 2 == 0 ? 120 : 12) : iter % 5 == 1 ? 40 : 1 + static_cast<int64_t>(rng() % 20);
    cc.m = small ? 64 : 1 + static_cast<int64_t>(rng() % 24);
    cc.in = {static_cast<int64_t>(5 + rng() % 14), static_cast<int64_t>(small ? 7 + rng() % 10 : 32 + rng() % 20)};
    cc.kernel = {w.kh, w.kw};
    cc.stride = {1, 1};
    cc.dil = {1, 1};
    cc.pad_begin = {static_cast<int64_t>(rng() % (w.kh / 2 + 1)), static_cast<int64_t>(rng() % (w.kw / 2 + 1))};
    cc.pad_end = {static_cast<int64_t>(rng() % (w.kh / 2 + 1)), static_cast<int64_t>(rng() % (w.kw / 2 + 1))};
    cc.bias = iter % 3 != 0;
    ConvRun run;
    run.weights_buffer = iter % 2 == 0;
    run.residual = iter % 4 == 1;
    run.stores = iter % 4 == 3;
    // Whole output rows (the direct path's condition), ragged row and channel ranges.
    run.tile = {1, small ? 64 : 1 + static_cast<int64_t>(rng() % 16), 1 + static_cast<int64_t>(rng() % 5), 1 << 20};
    check_conv(rng, cc, iter % 2 == 1, run);
  }
  // Grouped windows (ResNeXt's): each group's padded planes and GEMM, channel ranges that start
  // and end inside a group.
  for (int64_t group : {2, 4}) {
    ConvRun run;
    run.weights_buffer = group == 2;
    run.residual = true;
    // 2 rows of 30: 64 padded columns in the panels of 60 on every ISA, so the direct path runs.
    run.tile = {1, 12, 2, 1 << 20};
    check_conv(rng, {2, 8 * group, 8 * group, group, {9, 30}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  }
}

// Stride-2 windows over whole output rows take the direct path too, over polyphase planes (the
// padded input split by row and column parity): weights outside the weights buffer keep the tap
// path out. Odd and even input sizes, asymmetric pads, 3x3, 7x7, 2x2 and 3x1 windows, stride
// (2, 1) and (1, 2), K past one KC block, two images, groups.
TEST(CpuKernelsConv, DirectWindowStride2) {
  std::mt19937 rng(37);
  struct Win {
    int64_t kh, kw, sh, sw;
  };
  const Win wins[] = {{3, 3, 2, 2}, {7, 7, 2, 2}, {2, 2, 2, 2}, {3, 1, 2, 2}, {3, 3, 2, 1}, {3, 3, 1, 2}};
  for (int iter = 0; iter < 18; ++iter) {
    const Win w = wins[iter % 6];
    ConvCase cc;
    cc.n = 1 + iter % 2;
    cc.group = iter % 5 == 4 ? 2 : 1;
    cc.c = cc.group * (iter % 4 == 1 ? 40 : 1 + static_cast<int64_t>(rng() % 8));
    cc.m = cc.group * (1 + static_cast<int64_t>(rng() % 24));
    cc.in = {static_cast<int64_t>(9 + rng() % 20), static_cast<int64_t>(40 + rng() % 30)};
    cc.kernel = {w.kh, w.kw};
    cc.stride = {w.sh, w.sw};
    cc.dil = {1, 1};
    cc.pad_begin = {static_cast<int64_t>(rng() % (w.kh / 2 + 1)), static_cast<int64_t>(rng() % (w.kw / 2 + 1))};
    cc.pad_end = {static_cast<int64_t>(rng() % (w.kh / 2 + 1)), static_cast<int64_t>(rng() % (w.kw / 2 + 1))};
    cc.bias = iter % 3 != 0;
    ConvRun run;
    run.residual = iter % 4 == 1;
    run.stores = iter % 4 == 3;
    run.tile = {1, 1 + static_cast<int64_t>(rng() % 16), 1 + static_cast<int64_t>(rng() % 6), 1 << 20};
    check_conv(rng, cc, iter % 2 == 1, run);
  }
}

// Whole output rows of one image whose width is a whole number of half panels (16 or 32 columns
// here, the stems' 112) and whose epilogue fits the micro-kernel's registers run one GEMM per
// output row, C straight into y: stride 1 and 2, 3x3 and 7x7 windows (the 224x224 stems' shapes
// on smaller maps), constant weights (where the rows beat the tap path) and others, residual,
// clip, SiLU and HardSwish gates, the final-store form, ragged channel and row ranges.
// The ctest entry cpu_kernels_tests_direct_rows_forced runs every conv test again with the tap
// path off and the rows forced wherever the direct path runs fused (ragged last panels too).
TEST(CpuKernelsConv, DirectRows) {
  std::mt19937 rng(41);
  for (int iter = 0; iter < 16; ++iter) {
    const bool seven = iter % 4 == 2;
    const int64_t s = iter % 3 == 0 ? 1 : 2, k = seven ? 7 : 3, ow = iter % 2 == 0 ? 32 : 16;
    ConvCase cc;
    cc.n = 1 + iter % 2;
    cc.group = 1;
    cc.c = iter % 5 == 0 ? 40 : 3;
    cc.m = iter % 4 == 1 ? 32 : 1 + static_cast<int64_t>(rng() % 40);
    const int64_t pad = k / 2;
    // (in + 2 pad - k) / s + 1 = ow, with an odd input for stride 2 when (iter / 2) is odd.
    const int64_t in_w = (ow - 1) * s + k - 2 * pad + (s == 2 && (iter / 2) % 2 == 1 ? 1 : 0);
    cc.in = {static_cast<int64_t>(6 + rng() % 12), in_w};
    cc.kernel = {k, k};
    cc.stride = {s, s};
    cc.dil = {1, 1};
    cc.pad_begin = {pad, pad};
    cc.pad_end = {pad, pad};
    cc.bias = iter % 3 != 2;
    ConvRun run;
    run.weights_buffer = iter % 4 != 3;
    run.residual = iter % 3 == 1;
    run.clip = iter % 4 == 0;
    run.gate = iter % 5 == 1 ? 1 : iter % 5 == 3 ? 2 : 0;
    run.store_result = iter % 6 == 5;
    run.tile = {1, iter % 2 == 0 ? 1 << 20 : 1 + static_cast<int64_t>(rng() % 24), 1 + static_cast<int64_t>(rng() % 5),
                1 << 20};
    check_conv(rng, cc, iter % 2 == 1, run);
  }
}

// Convs of constant weights on small or strided maps take the tap path (cpu_tap_conv_impl.h):
// positions as rows, channels as columns, x broadcast in place or from padded planes. Strides,
// dilations, asymmetric pads, groups, ragged row, column and channel ranges, more taps than one
// K block (C = 40 with a 3x3 window), a 7x7 stride-2 stem, channels past one NR panel, and a
// whole map whose channel-major result is past tap_chunk's trigger (72x72 positions by 64
// channels, run in chunks of positions), with a residual and a relu.
// The ctest entry cpu_kernels_tests_tap_forced runs every conv test again with the tap path forced.
TEST(CpuKernelsConv, TapPathRandom) {
  std::mt19937 rng(31);
  for (int iter = 0; iter < 24; ++iter) {
    ConvCase cc;
    cc.n = 1 + iter % 2;
    cc.group = iter % 4 == 3 ? 2 : 1;
    cc.c = cc.group * (iter % 3 == 0 ? 40 : 1 + static_cast<int64_t>(rng() % 12));
    cc.m = cc.group * (iter % 5 == 0 ? 40 : 32 + static_cast<int64_t>(rng() % 48));
    cc.in = {static_cast<int64_t>(4 + rng() % 13), static_cast<int64_t>(4 + rng() % 13)};
    cc.kernel = {static_cast<int64_t>(1 + rng() % 3), static_cast<int64_t>(1 + rng() % 3)};
    cc.stride = {static_cast<int64_t>(1 + rng() % 2), static_cast<int64_t>(1 + rng() % 2)};
    cc.dil = {static_cast<int64_t>(1 + rng() % 2), static_cast<int64_t>(1 + rng() % 2)};
    cc.pad_begin = {static_cast<int64_t>(rng() % 3), static_cast<int64_t>(rng() % 2)};
    cc.pad_end = {static_cast<int64_t>(rng() % 2), static_cast<int64_t>(rng() % 3)};
    cc.bias = iter % 3 != 1;
    ConvRun run;
    run.weights_buffer = true;
    run.residual = iter % 4 == 1;
    run.stores = iter % 6 == 5;
    check_conv(rng, cc, iter % 2 == 0, run);
  }
  ConvRun run;
  run.weights_buffer = true;
  check_conv(rng, {1, 3, 64, 1, {38, 38}, {7, 7}, {2, 2}, {1, 1}, {3, 3}, {3, 3}, true}, true, run);
  run.tile = {1, 1100, 2, 1 << 20};
  check_conv(rng, {1, 8, 1100, 1, {6, 6}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, true}, false, run);
  run.tile = {1, 64, 72, 72};
  run.residual = true;
  check_conv(rng, {1, 3, 64, 1, {144, 144}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  // Micro-tiles of positions evenly spaced by 1 (a 40-wide row: three tiles in the row, then one
  // across the next row's start) and by 2, through the kernel with one base pointer; and strides
  // (1, 2) of a 1x2 window on the unpadded map, where a micro-tile across two rows is evenly spaced
  // too (the row pitch is the output width times the column stride).
  run = ConvRun{};
  run.weights_buffer = true;
  check_conv(rng, {1, 16, 40, 1, {42, 42}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, true, run);
  check_conv(rng, {1, 16, 40, 1, {52, 52}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, false}, true, run);
  check_conv(rng, {1, 8, 40, 1, {9, 30}, {1, 2}, {1, 2}, {1, 1}, {0, 0}, {0, 0}, true}, true, run);
}

}  // namespace
}  // namespace rammer::cpu_test
