// The fast CPU ConvTranspose tile (GEMM + col2im) against the reference ConvTranspose, every ISA:
// 1-D to 3-D, strides, dilations, asymmetric pads, output_padding, groups, bias, epilogues, tiles,
// and x in channel planes or channel-blocked (kernels::Layout::nchw16c).
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;

struct TransposeCase {
  int64_t n, c, m, group;  // m = output channels (all groups)
  Shape in, kernel, stride, dil, pad_begin, pad_end, out_pad;
  bool bias;
};

struct TransposeRun {
  bool weights_buffer = false;  // weights in the model's weights buffer (packed once)
  bool relu = false;            // a Relu epilogue step
  bool residual = false;        // an Add of a same-shaped operand before the relu
  std::vector<int64_t> tile;    // empty: random
  bool x_blocked = false;       // x channel-blocked (2-D, channels a multiple of 16)
};

void check_transpose(std::mt19937& rng, const TransposeCase& tc, const TransposeRun& run = {}) {
  const int nd = static_cast<int>(tc.in.size());
  Shape xs = {tc.n, tc.c};
  Shape ws = {tc.c, tc.m / tc.group};
  for (int i = 0; i < nd; ++i) {
    xs.push_back(tc.in[i]);
    ws.push_back(tc.kernel[i]);
  }
  Tensor X = random_tensor(rng, xs), W = random_tensor(rng, ws), Bias = random_tensor(rng, {tc.m});
  Node node = make_node("ConvTranspose", 11, tc.bias ? 3 : 2);
  Shape pads = tc.pad_begin;
  pads.insert(pads.end(), tc.pad_end.begin(), tc.pad_end.end());
  node.attrs.set("kernel_shape", tc.kernel);
  node.attrs.set("strides", tc.stride);
  node.attrs.set("dilations", tc.dil);
  node.attrs.set("pads", pads);
  node.attrs.set("output_padding", tc.out_pad);
  node.attrs.set("group", tc.group);
  std::vector<const Tensor*> ins = {&X, &W};
  if (tc.bias) ins.push_back(&Bias);
  Tensor want = eval_node(node, ins)[0];
  Tensor R = random_tensor(rng, want.shape());
  if (run.residual) want = eval_node(make_node("Add", 14, 2), {&want, &R})[0];
  if (run.relu) want = eval_node(make_node("Relu", 14, 1), {&want})[0];

  kernels::OpDesc op = make_op(OpKind::conv_transpose, want.shape());
  kernels::ConvParams cp;
  cp.group = tc.group;
  cp.nd = nd;
  cp.kernel = tc.kernel.data();
  cp.stride = tc.stride.data();
  cp.dilation = tc.dil.data();
  cp.pad_begin = tc.pad_begin.data();
  cp.pack(op);
  if (run.residual) {
    op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::add), 0, 0, kernels::kOperandBase + 4, 0, 0, 0};
    op.operands[4] = 4;
  }
  if (run.relu) op.steps[op.num_steps++] = {static_cast<int32_t>(kernels::ElemOp::relu), 0, 0, 0, 0, 0, 0};
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = tc.bias ? 2 : -1;
  op.operands[3] = 3;
  set_tile(rng, op, run.tile);
  std::vector<kernels::TensorDesc> T = {run.x_blocked ? blocked_desc(xs) : desc(xs), desc(ws), desc({tc.m}),
                                        desc(want.shape()), desc(want.shape())};
  std::vector<float> xb = run.x_blocked ? to_blocked(X) : std::vector<float>(X.data<float>(), X.data<float>() + X.numel());
  if (run.weights_buffer) T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    std::vector<void*> ptrs = {xb.data(), W.raw(), Bias.raw(), y.data(), R.raw()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs)) << cpu::cpu_isa_name(isa) << " declined the op";
    EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " w=" << shape_str(ws) << " y="
        << shape_str(want.shape()) << " g=" << tc.group << " x_blocked=" << run.x_blocked << " tile=" << tile_str(op);
  }
  if (run.weights_buffer) cpu::cpu_forget_weights(W.raw(), static_cast<size_t>(W.numel()) * sizeof(float));
}

int64_t pick(std::mt19937& rng, int64_t lo, int64_t hi) { return lo + static_cast<int64_t>(rng() % (hi - lo + 1)); }

// Drops the random pads of an axis whose output would be empty (tiny input, unit kernel).
void keep_outputs(TransposeCase& tc) {
  for (size_t i = 0; i < tc.in.size(); ++i) {
    const int64_t full = (tc.in[i] - 1) * tc.stride[i] + tc.out_pad[i] + (tc.kernel[i] - 1) * tc.dil[i] + 1;
    if (full - tc.pad_begin[i] - tc.pad_end[i] < 1) tc.pad_begin[i] = tc.pad_end[i] = 0;
  }
}

// A random 2-D window: kernels 1-4, strides 1-3, dilations 1-2, asymmetric pads, output_padding
// below the stride.
void random_window_2d(std::mt19937& rng, TransposeCase& tc) {
  tc.kernel = {pick(rng, 1, 4), pick(rng, 1, 4)};
  tc.stride = {pick(rng, 1, 3), pick(rng, 1, 3)};
  tc.dil = {pick(rng, 1, 2), pick(rng, 1, 2)};
  tc.pad_begin = {pick(rng, 0, 1), pick(rng, 0, 2)};
  tc.pad_end = {pick(rng, 0, 2), pick(rng, 0, 1)};
  tc.out_pad = {pick(rng, 0, tc.stride[0] - 1), pick(rng, 0, tc.stride[1] - 1)};
}

// The random tests' weights placement and epilogue, varied with the iteration.
TransposeRun varied_run(int iter) {
  TransposeRun run;
  run.weights_buffer = iter % 2 == 0;
  run.relu = iter % 5 == 1;
  run.residual = iter % 7 == 2;
  return run;
}

// Random 2-D ConvTransposes (kernels 1-4, strides 1-3, dilations, asymmetric pads, output_padding
// below the stride, groups, bias, ragged tiles, epilogues) equal the reference.
TEST(CpuKernelsConvTranspose, Random2d) {
  std::mt19937 rng(31);
  for (int iter = 0; iter < 40; ++iter) {
    TransposeCase tc;
    tc.n = pick(rng, 1, 2);
    tc.group = iter % 4 == 0 ? 2 : 1;
    tc.c = tc.group * pick(rng, 1, 9);
    tc.m = tc.group * pick(rng, 1, 12);
    tc.in = {pick(rng, 1, 9), pick(rng, 1, 9)};
    random_window_2d(rng, tc);
    tc.bias = iter % 3 != 0;
    keep_outputs(tc);
    check_transpose(rng, tc, varied_run(iter));
  }
}

// 2-D ConvTransposes reading channel-blocked x (a UNet's up-sampling after blocked convs: kernel 2,
// stride 2; and random kernels, strides, pads and groups of whole blocks) equal the reference.
TEST(CpuKernelsConvTranspose, BlockedX2d) {
  std::mt19937 rng(33);
  for (int iter = 0; iter < 16; ++iter) {
    TransposeCase tc;
    tc.n = pick(rng, 1, 2);
    tc.group = iter % 4 == 3 ? 2 : 1;
    tc.c = tc.group * 16 * pick(rng, 1, 2);
    tc.m = tc.group * pick(rng, 1, 20);
    tc.in = {pick(rng, 1, 9), pick(rng, 1, 9)};
    if (iter < 4) {
      tc.kernel = tc.stride = {2, 2};
      tc.dil = {1, 1};
      tc.pad_begin = tc.pad_end = tc.out_pad = {0, 0};
    } else {
      random_window_2d(rng, tc);
    }
    tc.bias = iter % 3 != 0;
    keep_outputs(tc);
    TransposeRun run = varied_run(iter);
    run.x_blocked = true;
    check_transpose(rng, tc, run);
  }
}

// 1-D and 3-D ConvTransposes (the kernel's leading unit dims) equal the reference.
TEST(CpuKernelsConvTranspose, OneAndThreeDimensional) {
  std::mt19937 rng(32);
  for (int iter = 0; iter < 12; ++iter) {
    TransposeCase tc;
    tc.n = pick(rng, 1, 2);
    tc.group = iter % 3 == 0 ? 3 : 1;
    tc.c = tc.group * pick(rng, 1, 4);
    tc.m = tc.group * pick(rng, 1, 5);
    const int nd = iter % 2 == 0 ? 1 : 3;
    for (int i = 0; i < nd; ++i) {
      tc.in.push_back(pick(rng, 1, nd == 1 ? 20 : 5));
      tc.kernel.push_back(pick(rng, 1, 3));
      tc.stride.push_back(pick(rng, 1, 3));
      tc.dil.push_back(pick(rng, 1, 2));
      tc.pad_begin.push_back(pick(rng, 0, 1));
      tc.pad_end.push_back(pick(rng, 0, 1));
      tc.out_pad.push_back(pick(rng, 0, tc.stride.back() - 1));
    }
    tc.bias = iter % 2 == 1;
    keep_outputs(tc);
    TransposeRun run;
    run.weights_buffer = iter % 4 < 2;
    check_transpose(rng, tc, run);
  }
}

// A UNet up-sampling layer's shape (kernel 2 = stride 2, no overlap) and an overlapping one
// (kernel 4, stride 2, pad 1) over maps large enough for several output slabs per rTask, with the
// tiles the plan uses (channel blocks, row blocks) and the weights packed once.
TEST(CpuKernelsConvTranspose, UpsamplingLayersInSlabs) {
  std::mt19937 rng(33);
  TransposeCase up{1, 24, 64, 1, {40, 130}, {2, 2}, {2, 2}, {1, 1}, {0, 0}, {0, 0}, {0, 0}, true};
  TransposeRun run;
  run.weights_buffer = true;
  run.relu = true;
  run.tile = {1, 64, 30, 260};
  check_transpose(rng, up, run);
  TransposeCase overlap{1, 16, 48, 1, {37, 130}, {4, 4}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, {0, 1}, true};
  run.tile = {1, 48, 25, 130};
  check_transpose(rng, overlap, run);
  run.tile = {1, 16, 74, 261};
  run.weights_buffer = false;
  check_transpose(rng, overlap, run);
}

// Up-sampling by two along the last dim (kernel 2, stride 2, no dilation: its two taps' outputs
// interleave): pads, output_padding, runs of inputs longer than a vector, and tiles whose column
// boxes start at odd and even columns.
TEST(CpuKernelsConvTranspose, KernelTwoStrideTwoColumnsInterleave) {
  std::mt19937 rng(35);
  for (int iter = 0; iter < 12; ++iter) {
    TransposeCase tc{1, pick(rng, 1, 12), pick(rng, 1, 10), 1, {pick(rng, 1, 4), pick(rng, 17, 45)},
                     {pick(rng, 1, 3), 2}, {pick(rng, 1, 2), 2}, {1, 1}, {0, pick(rng, 0, 1)}, {0, pick(rng, 0, 1)},
                     {0, pick(rng, 0, 1)}, iter % 2 == 0};
    keep_outputs(tc);
    TransposeRun run = varied_run(iter);
    const int64_t width = (tc.in[1] - 1) * 2 + 2 + tc.out_pad[1] - tc.pad_begin[1] - tc.pad_end[1];
    if (iter % 3 != 0) run.tile = {1, tc.m, 64, iter % 3 == 1 ? width : pick(rng, 5, 33)};
    check_transpose(rng, tc, run);
  }
}

// Positions no input reaches (stride above kernel, output_padding) get the bias alone.
TEST(CpuKernelsConvTranspose, UnreachedPositionsHoldTheBias) {
  std::mt19937 rng(34);
  TransposeCase gaps{1, 3, 4, 1, {5, 6}, {1, 2}, {3, 4}, {1, 1}, {0, 0}, {0, 0}, {2, 3}, true};
  check_transpose(rng, gaps, {});
  TransposeRun run;
  run.tile = {1, 2, 1, 3};
  check_transpose(rng, gaps, run);
}

}  // namespace
}  // namespace rammer::cpu_test
