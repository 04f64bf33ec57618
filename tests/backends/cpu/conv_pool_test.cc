// The max-pool epilogue conv (kernels/op_params.h MaxPoolEpilogueParams: conv + activation over the
// rows each rTask's pooling windows read, then the max pool) against the reference Conv ->
// Relu/none -> MaxPool, every ISA, over ragged shapes and tiles, strides and pads of both windows.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::ElemOp;
using kernels::OpKind;

struct ConvPoolCase {
  int64_t n, c, m, k, stride, pad;  // the conv (square window, symmetric pads)
  int64_t pk, ps, pp;               // the pool (square window, pads at the start and the end)
  Shape in;
  bool bias, relu, weights_buffer;
  std::vector<int64_t> tile;  // empty: random
  bool blocked_out = false;   // y channel-blocked (kernels::Layout::nchw16c)
};

void check_conv_pool(std::mt19937& rng, const ConvPoolCase& cc) {
  const Shape xs = {cc.n, cc.c, cc.in[0], cc.in[1]};
  Tensor X = random_tensor(rng, xs), W = random_tensor(rng, {cc.m, cc.c, cc.k, cc.k}), B = random_tensor(rng, {cc.m});
  Tensor mid = reference_conv2d(X, W, cc.bias ? &B : nullptr, cc.k, cc.stride, cc.pad);
  if (cc.relu) mid = eval_node(make_node("Relu", 14, 1), {&mid})[0];
  Node pool = make_node("MaxPool", 12, 1);
  pool.attrs.set("kernel_shape", Shape{cc.pk, cc.pk});
  pool.attrs.set("strides", Shape{cc.ps, cc.ps});
  pool.attrs.set("pads", Shape{cc.pp, cc.pp, cc.pp, cc.pp});
  Tensor want = eval_node(pool, {&mid})[0];

  kernels::OpDesc op = make_op(OpKind::conv, want.shape());
  pack_conv2d(op, cc.k, cc.stride, cc.pad);
  kernels::MaxPoolEpilogueParams mp;
  mp.on = true;
  for (int i = 0; i < 2; ++i) {
    mp.kernel[i] = cc.pk;
    mp.stride[i] = cc.ps;
    mp.pad_begin[i] = cc.pp;
    mp.conv_out[i] = mid.shape()[static_cast<size_t>(2 + i)];
  }
  mp.pack(op);
  if (cc.relu) op.steps[op.num_steps++] = {static_cast<int32_t>(ElemOp::relu), 0, 0, 0, 0, 0, 0};
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = cc.bias ? 2 : -1;
  op.operands[3] = 3;
  set_tile(rng, op, cc.tile);
  std::vector<kernels::TensorDesc> T = {desc(xs), desc(W.shape()), desc({cc.m}),
                                        cc.blocked_out ? blocked_desc(want.shape()) : desc(want.shape())};
  if (cc.weights_buffer) T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    std::vector<void*> ptrs = {X.raw(), W.raw(), B.raw(), y.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs)) << cpu::cpu_isa_name(isa);
    if (cc.blocked_out) y = from_blocked(y, want.shape());
    EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " blocked=" << cc.blocked_out << " x=" << shape_str(xs) << " m=" << cc.m
        << " k=" << cc.k << " s=" << cc.stride << " p=" << cc.pad << " pool k=" << cc.pk << " s=" << cc.ps << " p=" << cc.pp << " tile=" << tile_str(op);
  }
  if (cc.weights_buffer) cpu::cpu_forget_weights(W.raw(), static_cast<size_t>(W.numel()) * sizeof(float));
}

TEST(CpuKernelsConvPool, RandomShapesAndTiles) {
  std::mt19937 rng(33);
  for (int iter = 0; iter < 40; ++iter) {
    ConvPoolCase cc;
    cc.n = 1 + rng() % 2;
    cc.c = 1 + rng() % 8;
    cc.m = 1 + rng() % 40;
    cc.k = 1 + 2 * static_cast<int64_t>(rng() % 4);  // 1, 3, 5, 7
    cc.stride = 1 + rng() % 2;
    cc.pad = static_cast<int64_t>(rng() % static_cast<uint32_t>(cc.k / 2 + 1));
    cc.pk = 2 + rng() % 2;
    cc.ps = 1 + rng() % 2;
    cc.pp = static_cast<int64_t>(rng() % static_cast<uint32_t>(cc.pk));
    cc.in = {static_cast<int64_t>(cc.k + 4 + rng() % 30), static_cast<int64_t>(cc.k + 4 + rng() % 30)};
    cc.bias = rng() % 3 != 0;
    cc.relu = iter % 2 == 0;
    cc.weights_buffer = rng() % 2 == 0;
    check_conv_pool(rng, cc);
  }
}

// Wide rows (many channels by a wide map): the rTask's pool rows run in several strips, each
// reusing the conv rows its windows share with the last.
TEST(CpuKernelsConvPool, ManyStrips) {
  std::mt19937 rng(35);
  for (int iter = 0; iter < 8; ++iter) {
    ConvPoolCase cc;
    cc.n = 1;
    cc.c = 2;
    cc.m = 192 + rng() % 64;
    cc.k = iter % 2 == 0 ? 3 : 1;
    cc.stride = 1;
    cc.pad = cc.k / 2;
    cc.pk = 2 + rng() % 2;
    cc.ps = 1 + rng() % 2;
    cc.pp = static_cast<int64_t>(rng() % static_cast<uint32_t>(cc.pk));
    cc.in = {static_cast<int64_t>(40 + rng() % 24), static_cast<int64_t>(64 + rng() % 64)};
    cc.bias = true;
    cc.relu = iter % 3 != 2;
    cc.weights_buffer = true;
    check_conv_pool(rng, cc);
  }
}

// The stems: ResNet's and DenseNet's 7x7/2 conv + ReLU + 3x3/2 max pool (pad 1), ShuffleNet's 3x3/2,
// each split as the model's variants split them (whole rows: 2 and 4 rTasks; channel halves).
TEST(CpuKernelsConvPool, StemShapes) {
  std::mt19937 rng(34);
  const std::vector<std::tuple<int64_t, int64_t, int64_t, int64_t, int64_t, std::vector<int64_t>>> cases = {
      {3, 64, 7, 2, 3, {1, 64, 28, 56}}, {3, 64, 7, 2, 3, {1, 64, 14, 56}}, {3, 64, 7, 2, 3, {1, 32, 56, 56}},
      {3, 24, 3, 2, 1, {1, 24, 14, 56}}};
  for (const auto& [c, m, k, s, p, tile] : cases) {
    ConvPoolCase cc{1, c, m, k, s, p, 3, 2, 1, {224, 224}, k == 3, true, true, tile};
    check_conv_pool(rng, cc);
  }
}

// Into a channel-blocked y (the stem of a ResNet whose first stage runs blocked): the conv rows go
// to a blocked scratch, the pool reads and writes whole 16-channel runs; strips, strides, pads and
// row / channel tiles of whole blocks as above.
TEST(CpuKernelsConvPool, BlockedOutput) {
  std::mt19937 rng(36);
  for (int iter = 0; iter < 16; ++iter) {
    ConvPoolCase cc;
    cc.n = 1 + rng() % 2;
    cc.c = 1 + rng() % 4;
    cc.m = 16 * (1 + static_cast<int64_t>(rng() % 4));
    cc.k = 1 + 2 * static_cast<int64_t>(rng() % 4);
    cc.stride = 1 + rng() % 2;
    cc.pad = static_cast<int64_t>(rng() % static_cast<uint32_t>(cc.k / 2 + 1));
    cc.pk = 2 + rng() % 2;
    cc.ps = 1 + rng() % 2;
    cc.pp = static_cast<int64_t>(rng() % static_cast<uint32_t>(cc.pk));
    cc.in = {static_cast<int64_t>(cc.k + 4 + rng() % 40), static_cast<int64_t>(cc.k + 4 + rng() % 40)};
    cc.bias = rng() % 3 != 0;
    cc.relu = iter % 2 == 0;
    cc.weights_buffer = true;
    cc.blocked_out = true;
    const int64_t ch = (cc.in[0] + 2 * cc.pad - cc.k) / cc.stride + 1;
    const int64_t cw = (cc.in[1] + 2 * cc.pad - cc.k) / cc.stride + 1;
    const int64_t ph = (ch + 2 * cc.pp - cc.pk) / cc.ps + 1, pw = (cw + 2 * cc.pp - cc.pk) / cc.ps + 1;
    const int64_t items = 1 + static_cast<int64_t>(rng() % 2);
    const int64_t blocks = 1 + static_cast<int64_t>(rng() % static_cast<uint32_t>(cc.m / 16));
    const int64_t rows = 1 + static_cast<int64_t>(rng() % static_cast<uint32_t>(ph));
    cc.tile = {items, 16 * blocks, rows, pw};
    check_conv_pool(rng, cc);
  }
  ConvPoolCase stem{1, 3, 64, 7, 2, 3, 3, 2, 1, {224, 224}, false, true, true, {1, 64, 28, 56}, true};
  check_conv_pool(rng, stem);
}

}  // namespace
}  // namespace rammer::cpu_test
