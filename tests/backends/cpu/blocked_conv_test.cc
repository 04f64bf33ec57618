// Convs over channel-blocked tensors (kernels::Layout::nchw16c): x blocked or in channel planes,
// the output blocked or not (depthwise convs: both blocked; those with an affine input prologue:
// blocked x), with bias, a residual in the output's layout and ReLU / Clip, against the reference
// Conv -> Add -> activation on plain tensors, every ISA, over strides, pads, kernel sizes and
// channel tiles of whole blocks.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::ElemOp;
using kernels::OpKind;
constexpr int64_t kB = kernels::kChannelBlock;

enum class Act { none, relu, clip };

struct BlockedCase {
  int64_t n, c, m, k, stride, pad, h, w;
  bool x_blocked, out_blocked, bias, residual;
  Act act;
  bool store_operand;  // the result stored to operand 5 (the plan's form when nothing reads y)
  std::vector<int64_t> tile;
  bool depthwise = false;  // group = c = m: one channel per group
  int64_t dilation = 1;
  int affine = 0;  // an input prologue (InputAffineParams): 1 an SE block's scale, 2 a BatchNormalization + Relu
};

std::string describe(const BlockedCase& b) {
  return "n=" + std::to_string(b.n) + " c=" + std::to_string(b.c) + " m=" + std::to_string(b.m) +
         " k=" + std::to_string(b.k) + " s=" + std::to_string(b.stride) + " p=" + std::to_string(b.pad) +
         " hw=" + std::to_string(b.h) + "x" + std::to_string(b.w) + " x_blocked=" + std::to_string(b.x_blocked) +
         " out_blocked=" + std::to_string(b.out_blocked) + " bias=" + std::to_string(b.bias) +
         " res=" + std::to_string(b.residual) + " act=" + std::to_string(static_cast<int>(b.act)) +
         " store=" + std::to_string(b.store_operand) + " dw=" + std::to_string(b.depthwise) +
         " dil=" + std::to_string(b.dilation) + " affine=" + std::to_string(b.affine);
}

void check_blocked(std::mt19937& rng, const BlockedCase& bc) {
  const Shape xs = {bc.n, bc.c, bc.h, bc.w};
  const int64_t group = bc.depthwise ? bc.c : 1;
  Tensor X = random_tensor(rng, xs), W = random_tensor(rng, {bc.m, bc.c / group, bc.k, bc.k}),
         B = random_tensor(rng, {bc.m});
  Tensor S = random_tensor(rng, {bc.c}), Sh = random_tensor(rng, {bc.c});
  Tensor Xin = X;  // what the conv reads: x through the affine prologue
  if (bc.affine != 0) {
    float* v = Xin.data<float>();
    for (int64_t i = 0; i < Xin.numel(); ++i) {
      const int64_t c = i / (bc.h * bc.w) % bc.c;
      v[i] = bc.affine == 1 ? v[i] * S.data<float>()[c] : std::max(0.0f, v[i] * S.data<float>()[c] + Sh.data<float>()[c]);
    }
  }
  Tensor want = reference_conv2d(Xin, W, bc.bias ? &B : nullptr, bc.k, bc.stride, bc.pad, group, bc.dilation);
  const Shape ys = want.shape();
  Tensor R = random_tensor(rng, ys);
  if (bc.residual) want = eval_node(make_node("Add", 14, 2), {&want, &R})[0];
  if (bc.act == Act::relu) want = eval_node(make_node("Relu", 14, 1), {&want})[0];
  if (bc.act == Act::clip) {
    for (int64_t i = 0; i < want.numel(); ++i) want.data<float>()[i] = std::clamp(want.data<float>()[i], -0.5f, 0.75f);
  }

  kernels::OpDesc op = make_op(OpKind::conv, ys);
  pack_conv2d(op, bc.k, bc.stride, bc.pad, group, bc.dilation);
  int32_t value = 0, next = 1;
  if (bc.residual) {
    op.steps[op.num_steps++] = {static_cast<int32_t>(ElemOp::add), bc.store_operand ? next : 0, value,
                                kernels::kOperandBase + 4, 0, 0, 0};
    value = bc.store_operand ? next++ : 0;
  }
  if (bc.act != Act::none) {
    const ElemOp a = bc.act == Act::relu ? ElemOp::relu : ElemOp::clip;
    op.steps[op.num_steps++] = {static_cast<int32_t>(a), bc.store_operand ? next : 0, value, 0, 0, -0.5f, 0.75f};
    value = bc.store_operand ? next++ : 0;
  }
  if (bc.store_operand)
    op.steps[op.num_steps++] = {static_cast<int32_t>(ElemOp::store), kernels::kOperandBase + 5, value, 0, 0, 0, 0};
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = bc.bias ? 2 : -1;
  op.operands[3] = 3;
  if (bc.residual) op.operands[4] = 4;
  if (bc.store_operand) op.operands[5] = 5;
  if (bc.affine != 0) {
    kernels::InputAffineParams aff;
    aff.on = true;
    aff.pack(op);
    kernels::ConvParams cp = kernels::ConvParams::unpack(op);
    cp.input_relu = bc.affine == 2;
    cp.pack(op);
    op.operands[kernels::InputAffineParams::kScale] = 6;
    op.operands[kernels::InputAffineParams::kShift] = bc.affine == 2 ? 7 : -1;
  }
  set_tile(rng, op, bc.tile);
  const kernels::TensorDesc out_desc = bc.out_blocked ? blocked_desc(ys) : desc(ys);
  std::vector<kernels::TensorDesc> T = {bc.x_blocked ? blocked_desc(xs) : desc(xs), desc(W.shape()), desc({bc.m}),
                                        bc.store_operand ? desc(ys) : out_desc, out_desc, out_desc,
                                        desc({bc.c}), desc({bc.c})};
  T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
  std::vector<float> xb = bc.x_blocked ? to_blocked(X) : std::vector<float>(X.data<float>(), X.data<float>() + X.numel());
  std::vector<float> rb = bc.out_blocked ? to_blocked(R) : std::vector<float>(R.data<float>(), R.data<float>() + R.numel());
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f), stored(y.size(), -7.0f);
    std::vector<void*> ptrs = {xb.data(), W.raw(), B.raw(), y.data(), rb.data(), stored.data(), S.raw(), Sh.raw()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs)) << cpu::cpu_isa_name(isa) << " " << describe(bc);
    const std::vector<float>& got = bc.store_operand ? stored : y;
    const std::vector<float> plain = bc.out_blocked ? from_blocked(got, ys) : got;
    EXPECT_LE(max_rel_error(plain.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " " << describe(bc) << " tile=" << tile_str(op);
  }
  cpu::cpu_forget_weights(W.raw(), static_cast<size_t>(W.numel()) * sizeof(float));
}

// A channel tile of whole blocks (or all channels), random rows and columns.
std::vector<int64_t> random_blocked_tile(std::mt19937& rng, int64_t n, int64_t m, int64_t oh, int64_t ow) {
  std::uniform_int_distribution<int64_t> blocks(1, m / kB), rows(1, oh), cols(1, ow);
  return {1 + static_cast<int64_t>(rng() % static_cast<uint32_t>(n)), blocks(rng) * kB, rows(rng),
          rng() % 2 ? ow : cols(rng)};
}

TEST(CpuKernelsBlockedConv, RandomShapesLayoutsAndTiles) {
  std::mt19937 rng(71);
  for (int iter = 0; iter < 48; ++iter) {
    BlockedCase bc;
    bc.n = 1 + static_cast<int64_t>(rng() % 2);
    bc.c = kB * (1 + static_cast<int64_t>(rng() % 4));
    bc.m = kB * (1 + static_cast<int64_t>(rng() % 4));
    bc.k = rng() % 2 ? 1 : 3;
    bc.stride = 1 + static_cast<int64_t>(rng() % 2);
    bc.pad = bc.k == 3 ? static_cast<int64_t>(rng() % 2) : 0;
    bc.h = 3 + static_cast<int64_t>(rng() % 14);
    bc.w = 3 + static_cast<int64_t>(rng() % 14);
    bc.x_blocked = rng() % 4 != 0;
    bc.out_blocked = rng() % 4 != 0 || !bc.x_blocked;
    bc.bias = rng() % 3 != 0;
    bc.residual = rng() % 2;
    bc.act = static_cast<Act>(rng() % 3);
    bc.store_operand = rng() % 2;
    const int64_t oh = (bc.h + 2 * bc.pad - bc.k) / bc.stride + 1, ow = (bc.w + 2 * bc.pad - bc.k) / bc.stride + 1;
    bc.tile = random_blocked_tile(rng, bc.n, bc.m, oh, ow);
    check_blocked(rng, bc);
  }
}

// ResNet's shapes as the model splits them: the bottleneck's 1x1 reduction, 3x3 and expansion
// with its residual, and the stride-2 downsampling 1x1, on maps whose rows cross micro-tiles; a
// pointwise conv on channel planes writing blocked (its x copied blocked: full and ragged runs of
// 16 positions); pointwise convs on 7x7 maps (the GEMM over blocked runs, x blocked or copied).
TEST(CpuKernelsBlockedConv, ResNetShapes) {
  std::mt19937 rng(72);
  const BlockedCase cases[] = {
      {1, 256, 64, 1, 1, 0, 28, 28, true, true, true, false, Act::relu, false, {1, 64, 14, 28}},
      {1, 64, 64, 3, 1, 1, 28, 28, true, true, true, false, Act::relu, true, {1, 64, 14, 28}},
      {1, 64, 256, 1, 1, 0, 28, 28, true, true, true, true, Act::relu, true, {1, 256, 14, 28}},
      {1, 256, 128, 3, 2, 1, 28, 28, true, true, true, false, Act::relu, false, {1, 64, 14, 14}},
      {1, 256, 512, 1, 2, 0, 28, 28, false, true, true, false, Act::none, false, {1, 256, 14, 14}},
      {1, 64, 256, 1, 1, 0, 28, 28, false, true, true, false, Act::none, false, {1, 256, 14, 28}},
      {1, 64, 64, 1, 1, 0, 28, 27, false, true, true, false, Act::relu, true, {1, 64, 9, 27}},
      {1, 320, 128, 1, 1, 0, 7, 7, false, true, true, false, Act::relu, true, {1, 64, 7, 7}},
      {1, 512, 256, 1, 1, 0, 7, 7, true, true, true, true, Act::relu, true, {1, 128, 7, 7}},
      {1, 512, 32, 1, 1, 0, 7, 7, true, false, true, true, Act::relu, true, {1, 16, 7, 7}},
  };
  for (const BlockedCase& bc : cases) check_blocked(rng, bc);
}

// Depthwise convs over blocked x into a blocked output (the inner conv of an inverted-residual
// block between blocked pointwise convs): 3x3, 5x5 and 7x7 windows, strides 1 and 2, pads that
// leave border columns on one or both sides or none, dilation, maps narrower than the window, the
// epilogue forms, channel tiles of whole blocks and rows / columns split anywhere.
TEST(CpuKernelsBlockedConv, DepthwiseRandomShapes) {
  std::mt19937 rng(74);
  for (int iter = 0; iter < 48; ++iter) {
    BlockedCase bc;
    bc.depthwise = true;
    bc.n = 1 + static_cast<int64_t>(rng() % 2);
    bc.c = bc.m = kB * (1 + static_cast<int64_t>(rng() % 4));
    bc.k = 3 + 2 * static_cast<int64_t>(rng() % 3);
    bc.stride = 1 + static_cast<int64_t>(rng() % 2);
    bc.dilation = rng() % 4 == 0 ? 2 : 1;
    bc.pad = static_cast<int64_t>(rng() % static_cast<uint32_t>(bc.k));
    const int64_t span = (bc.k - 1) * bc.dilation + 1;
    bc.h = std::max<int64_t>(span - 2 * bc.pad, 1) + static_cast<int64_t>(rng() % 20);
    bc.w = std::max<int64_t>(span - 2 * bc.pad, 1) + static_cast<int64_t>(rng() % 20);
    bc.x_blocked = bc.out_blocked = true;
    bc.bias = rng() % 3 != 0;
    bc.residual = rng() % 4 == 0;
    bc.act = static_cast<Act>(rng() % 3);
    bc.store_operand = rng() % 2;
    const int64_t oh = (bc.h + 2 * bc.pad - span) / bc.stride + 1, ow = (bc.w + 2 * bc.pad - span) / bc.stride + 1;
    bc.tile = random_blocked_tile(rng, bc.n, bc.m, oh, ow);
    check_blocked(rng, bc);
  }
}

// MobileNet-V2's depthwise convs after its 14x14 and 7x7 expansions as the model splits them.
TEST(CpuKernelsBlockedConv, MobileNetDepthwiseShapes) {
  std::mt19937 rng(75);
  BlockedCase cases[] = {
      {1, 576, 576, 3, 1, 1, 14, 14, true, true, true, false, Act::clip, true, {1, 288, 14, 14}},
      {1, 576, 576, 3, 2, 1, 14, 14, true, true, true, false, Act::clip, true, {1, 288, 7, 7}},
      {1, 960, 960, 3, 1, 1, 7, 7, true, true, true, false, Act::clip, false, {1, 480, 7, 7}},
      {1, 384, 384, 3, 1, 1, 14, 14, true, true, true, false, Act::clip, true, {1, 384, 7, 14}},
      {1, 672, 672, 5, 2, 2, 14, 14, true, true, true, false, Act::relu, true, {1, 336, 7, 7}},
  };
  for (BlockedCase& bc : cases) {
    bc.depthwise = true;
    check_blocked(rng, bc);
  }
}

// 1x1 convs with an affine input prologue over blocked x into a blocked output or channel planes
// (an SE block's projection, x[c] * s[c]; a BatchNormalization + Relu in front of a 1x1 conv,
// max(x[c] * scale[c] + shift[c], 0)): the prologue is applied as the GEMM packs x, on small and
// larger maps.
TEST(CpuKernelsBlockedConv, AffinePrologueOverBlockedX) {
  std::mt19937 rng(76);
  for (int iter = 0; iter < 24; ++iter) {
    BlockedCase bc;
    bc.affine = 1 + static_cast<int>(rng() % 2);
    bc.n = 1 + static_cast<int64_t>(rng() % 2);
    bc.c = kB * (1 + static_cast<int64_t>(rng() % 6));
    bc.m = kB * (1 + static_cast<int64_t>(rng() % 4));
    bc.k = 1;
    bc.stride = 1;
    bc.pad = 0;
    bc.h = 1 + static_cast<int64_t>(rng() % 16);
    bc.w = 1 + static_cast<int64_t>(rng() % 16);
    bc.x_blocked = true;
    bc.out_blocked = rng() % 2;
    bc.bias = rng() % 3 != 0;
    bc.residual = rng() % 2;
    bc.act = static_cast<Act>(rng() % 3);
    bc.store_operand = rng() % 2;
    bc.tile = random_blocked_tile(rng, bc.n, bc.m, bc.h, bc.w);
    check_blocked(rng, bc);
  }
}

// The global average and max pools over channel-blocked x (a CNN's head after blocked convs) into a
// plain y, against GlobalAveragePool / GlobalMaxPool on the plain tensor, channel tiles of any size.
TEST(CpuKernelsBlockedConv, GlobalPoolOfBlockedX) {
  std::mt19937 rng(73);
  const Shape shapes[] = {{1, 64, 7, 7}, {2, 32, 3, 5}, {1, 16, 1, 1}, {1, 48, 14, 14}};
  for (const Shape& xs : shapes)
    for (int mode = 0; mode < 2; ++mode) {
      Tensor X = random_tensor(rng, xs);
      Tensor want = eval_node(make_node(mode == 0 ? "GlobalMaxPool" : "GlobalAveragePool", 1, 1), {&X})[0];
      kernels::OpDesc op = make_op(OpKind::pool, want.shape());
      const int64_t kernel[2] = {xs[2], xs[3]}, ones[2] = {1, 1}, zeros[4] = {0, 0, 0, 0};
      kernels::PoolParams pp;
      pp.nd = 2;
      pp.mode = mode == 0 ? kernels::PoolMode::max : kernels::PoolMode::avg;
      pp.kernel = kernel;
      pp.stride = ones;
      pp.dilation = ones;
      pp.pad_begin = zeros;
      pp.pad_end = zeros + 2;
      pp.pack(op);
      op.operands[0] = 0;
      op.operands[1] = 1;
      set_tile(rng, op, {1, 1 + static_cast<int64_t>(rng() % static_cast<uint32_t>(xs[1])), 1, 1});
      const std::vector<kernels::TensorDesc> T = {blocked_desc(xs), desc(want.shape())};
      std::vector<float> xb = to_blocked(X);
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        ASSERT_TRUE(run_all(isa, op, T, {xb.data(), y.data()})) << cpu::cpu_isa_name(isa);
        EXPECT_LE(max_rel_error(y.data(), want), 1e-5)
            << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " mode=" << mode << " tile=" << tile_str(op);
      }
    }
}

}  // namespace
}  // namespace rammer::cpu_test
