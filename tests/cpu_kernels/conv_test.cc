// Fast CPU conv tiles (implicit GEMM, grouped, depthwise) against the reference Conv, every ISA.
#include <gtest/gtest.h>

#include "tests/cpu_kernels/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;

struct ConvCase {
  int64_t n, c, m, group;
  Shape in, kernel, stride, dil, pad_begin, pad_end;
  bool bias;
};

// Runs one case through eval_node's Conv and the fast kernel with a random tile.
void check_conv(std::mt19937& rng, const ConvCase& cc, bool relu_epilogue) {
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
  std::vector<const Tensor*> ins = {&X, &W};
  if (cc.bias) ins.push_back(&Bias);
  Tensor want = eval_node(node, ins)[0];
  if (relu_epilogue) want = eval_node(make_node("Relu", 14, 1), {&want})[0];

  kernels::OpDesc op = make_op(OpKind::conv, want.shape());
  op.params[0] = cc.group;
  op.params[1] = nd;
  for (int i = 0; i < nd; ++i) {
    op.params[2 + i] = cc.kernel[i];
    op.params[2 + nd + i] = cc.stride[i];
    op.params[2 + 2 * nd + i] = cc.dil[i];
    op.params[2 + 3 * nd + i] = cc.pad_begin[i];
  }
  if (relu_epilogue) {
    op.steps[0] = {static_cast<int32_t>(kernels::ElemOp::relu), 0, 0, 0, 0, 0, 0};
    op.num_steps = 1;
  }
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = cc.bias ? 2 : -1;
  op.operands[3] = 3;
  random_tile(rng, op);
  std::vector<kernels::TensorDesc> T = {desc(xs), desc(ws), desc({cc.m}), desc(want.shape())};
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    std::vector<void*> ptrs = {X.raw(), W.raw(), Bias.raw(), y.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    std::string tile;
    for (int d = 0; d < op.rank; ++d) tile += std::to_string(op.tile[d]) + " ";
    EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " w=" << shape_str(ws) << " g="
        << cc.group << " tile=" << tile;
  }
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

// 1-D and 3-D convs and a pointwise (1x1) conv with K > the K-block equal Conv.
TEST(CpuKernelsConv, OtherRanksAndDeepPointwise) {
  std::mt19937 rng(23);
  check_conv(rng, {1, 6, 7, 1, {17}, {3}, {2}, {1}, {1}, {0}, true}, false);
  check_conv(rng, {2, 4, 5, 1, {5, 6, 4}, {2, 3, 2}, {1, 2, 1}, {1, 1, 2}, {1, 0, 1}, {0, 1, 1}, true},
             true);
  check_conv(rng, {1, 300, 70, 1, {5, 6}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {0, 0}, false}, false);
  check_conv(rng, {1, 8, 8, 4, {6, 6}, {3, 3}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, true}, false);
}

}  // namespace
}  // namespace rammer::cpu_test
