// The depthwise-prologue conv (kernels/op_params.h DwPrologueParams: depthwise 2-D conv + activation
// computed per rTask, then a 1x1 conv over it) against the reference Conv -> Relu/Clip -> Conv
// (-> Add), every ISA, over ragged shapes and tiles, strides, dilations, asymmetric pads.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::ElemOp;
using kernels::OpKind;

struct DwPwCase {
  int64_t n, c, m, k, stride, dil;
  Shape in, pad_begin, pad_end;
  bool dw_bias, pw_bias, residual, weights_buffer;
  int act;  // 0 none, 1 Relu, 2 Clip(0, 6)
  int64_t cin = 0;  // > 0: an expansion prologue (1x1 conv cin -> c, with bias, then act)
  bool whole_rows = false;  // every rTask spans all output rows (random tiles elsewhere)
};

// Relu (act 1) or Clip(0, 6) (act 2) of t, as the reference runs them.
Tensor activate(const Tensor& t, int act) {
  if (act == 1) return eval_node(make_node("Relu", 14, 1), {&t})[0];
  if (act != 2) return t;
  Node clip = make_node("Clip", 6, 1);
  clip.attrs.set("min", 0.0f);
  clip.attrs.set("max", 6.0f);
  return eval_node(clip, {&t})[0];
}

void check_dw_pw(std::mt19937& rng, const DwPwCase& cc) {
  const Shape xs = {cc.n, cc.cin > 0 ? cc.cin : cc.c, cc.in[0], cc.in[1]};
  Tensor X = random_tensor(rng, xs);
  for (int64_t i = 0; i < X.numel(); ++i) X.data<float>()[i] *= 4.0f;  // values past Clip's 6 too
  Tensor We = random_tensor(rng, {cc.c, std::max<int64_t>(1, cc.cin), 1, 1}), Be = random_tensor(rng, {cc.c});
  Tensor Xd = X;  // the depthwise conv's input
  if (cc.cin > 0) {
    Node ex = make_node("Conv", 11, 3);
    ex.attrs.set("kernel_shape", Shape{1, 1});
    Xd = activate(eval_node(ex, {&X, &We, &Be})[0], cc.act);
  }
  Tensor Wd = random_tensor(rng, {cc.c, 1, cc.k, cc.k}), Bd = random_tensor(rng, {cc.c});
  Tensor Wp = random_tensor(rng, {cc.m, cc.c, 1, 1}), Bp = random_tensor(rng, {cc.m});
  Node dw = make_node("Conv", 11, cc.dw_bias ? 3 : 2);
  Shape pads = cc.pad_begin;
  pads.insert(pads.end(), cc.pad_end.begin(), cc.pad_end.end());
  dw.attrs.set("kernel_shape", Shape{cc.k, cc.k});
  dw.attrs.set("strides", Shape{cc.stride, cc.stride});
  dw.attrs.set("dilations", Shape{cc.dil, cc.dil});
  dw.attrs.set("pads", pads);
  dw.attrs.set("group", cc.c);
  std::vector<const Tensor*> ins = {&Xd, &Wd};
  if (cc.dw_bias) ins.push_back(&Bd);
  Tensor mid = activate(eval_node(dw, ins)[0], cc.act);
  Node pw = make_node("Conv", 11, cc.pw_bias ? 3 : 2);
  pw.attrs.set("kernel_shape", Shape{1, 1});
  std::vector<const Tensor*> pins = {&mid, &Wp};
  if (cc.pw_bias) pins.push_back(&Bp);
  Tensor want = eval_node(pw, pins)[0];
  Tensor R = random_tensor(rng, want.shape());
  if (cc.residual) want = eval_node(make_node("Add", 14, 2), {&want, &R})[0];

  kernels::OpDesc op = make_op(OpKind::conv, want.shape());
  const int64_t one[2] = {1, 1}, zero[2] = {0, 0};
  kernels::ConvParams cp;
  cp.group = 1;
  cp.nd = 2;
  cp.kernel = cp.stride = cp.dilation = one;
  cp.pad_begin = zero;
  cp.pack(op);
  if (cc.residual) {
    op.steps[op.num_steps++] = {static_cast<int32_t>(ElemOp::add), 0, 0, kernels::kOperandBase + 4, 0, 0, 0};
    op.operands[4] = 4;
  }
  kernels::DwPrologueParams dp;
  dp.on = true;
  for (int i = 0; i < 2; ++i) {
    dp.kernel[i] = cc.k;
    dp.stride[i] = cc.stride;
    dp.dilation[i] = cc.dil;
    dp.pad_begin[i] = cc.pad_begin[static_cast<size_t>(i)];
  }
  const kernels::ElemStep act_step =
      cc.act == 1 ? kernels::ElemStep{static_cast<int32_t>(ElemOp::relu), 0, 0, 0, 0, 0, 0}
                  : kernels::ElemStep{static_cast<int32_t>(ElemOp::clip), 0, 0, 0, 0, 0.0f, 6.0f};
  if (cc.act != 0) op.steps[op.num_steps + dp.steps++] = act_step;
  if (cc.cin > 0) {
    dp.expand = true;
    if (cc.act != 0) op.steps[op.num_steps + dp.steps + dp.expand_steps++] = act_step;
    op.operands[kernels::DwPrologueParams::kExWeight] = 7;
    op.operands[kernels::DwPrologueParams::kExBias] = 8;
  }
  op.num_steps += dp.steps + dp.expand_steps;
  dp.pack(op);
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = cc.pw_bias ? 2 : -1;
  op.operands[3] = 3;
  op.operands[kernels::DwPrologueParams::kDwWeight] = 5;
  op.operands[kernels::DwPrologueParams::kDwBias] = cc.dw_bias ? 6 : -1;
  random_tile(rng, op);
  if (cc.whole_rows) op.tile[2] = op.space[2];
  std::vector<kernels::TensorDesc> T = {desc(xs), desc(Wp.shape()), desc({cc.m}), desc(want.shape()),
                                        desc(want.shape()), desc(Wd.shape()), desc({cc.c}), desc(We.shape()),
                                        desc({cc.c})};
  if (cc.weights_buffer) T[1].buffer = T[5].buffer = T[7].buffer = static_cast<int32_t>(kernels::Buffer::weights);
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    std::vector<void*> ptrs = {X.raw(), Wp.raw(), Bp.raw(), y.data(), R.raw(), Wd.raw(), Bd.raw(), We.raw(), Be.raw()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs)) << cpu::cpu_isa_name(isa);
    EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " m=" << cc.m << " k=" << cc.k << " s=" << cc.stride
        << " d=" << cc.dil << " act=" << cc.act << " cin=" << cc.cin << " tile=" << tile_str(op);
  }
  if (cc.weights_buffer) {
    for (const Tensor* w : {&Wp, &We}) cpu::cpu_forget_weights(w->raw(), static_cast<size_t>(w->numel()) * sizeof(float));
  }
}

TEST(CpuKernelsDwPw, RandomShapesAndTiles) {
  std::mt19937 rng(25);
  for (int iter = 0; iter < 40; ++iter) {
    DwPwCase cc;
    cc.n = 1 + rng() % 2;
    cc.c = 1 + rng() % 40;
    cc.m = 1 + rng() % 40;
    cc.k = iter % 4 == 3 ? 5 : 3;
    cc.stride = 1 + rng() % 2;
    cc.dil = iter % 5 == 4 ? 2 : 1;
    cc.in = {static_cast<int64_t>(4 + rng() % 17), static_cast<int64_t>(4 + rng() % 17)};
    cc.pad_begin = {static_cast<int64_t>(rng() % 3), static_cast<int64_t>(rng() % 3)};
    cc.pad_end = {static_cast<int64_t>(rng() % 3), static_cast<int64_t>(rng() % 3)};
    cc.dw_bias = rng() % 3 != 0;
    cc.pw_bias = rng() % 3 != 0;
    cc.residual = rng() % 2 == 0;
    cc.weights_buffer = rng() % 2 == 0;
    cc.act = iter % 3;
    cc.cin = iter % 2 == 1 ? static_cast<int64_t>(1 + rng() % 24) : 0;
    check_dw_pw(rng, cc);
  }
}

// MobileNet-V2's shapes: 3x3 stride 1 and 2 with pad 1, ReLU6, 1x1 projection (random tiles), with
// and without the expansion.
TEST(CpuKernelsDwPw, MobilenetShapes) {
  std::mt19937 rng(26);
  for (const auto& [c, m, hw, s] : std::vector<std::tuple<int64_t, int64_t, int64_t, int64_t>>{
           {96, 24, 28, 2}, {144, 24, 14, 1}, {192, 64, 7, 1}, {32, 16, 16, 1}}) {
    DwPwCase cc{1, c, m, 3, s, 1, {hw, hw}, {1, 1}, {1, 1}, true, true, s == 1, true, 2};
    check_dw_pw(rng, cc);
    cc.cin = c / 6;  // the inverted residual block: expand x6, depthwise, project
    check_dw_pw(rng, cc);
  }
}

// Maps large enough that an rTask's expanded rows and depthwise output overflow the kernel's L2
// budget, so it runs in passes of rows that hand the window's overlap rows of the expansion on to the
// next pass: stride 2 (one overlap row), a dilated 5x5 (eight) with uneven pads, no expansion.
TEST(CpuKernelsDwPw, LargeMapsRunInPasses) {
  std::mt19937 rng(27);
  std::vector<DwPwCase> cases = {
      {1, 96, 24, 3, 2, 1, {112, 112}, {1, 1}, {1, 1}, true, true, false, true, 2, 16, true},
      {1, 128, 32, 5, 1, 2, {64, 60}, {3, 4}, {5, 4}, true, false, true, false, 1, 24, true},
      {1, 256, 16, 3, 1, 1, {64, 64}, {1, 1}, {1, 1}, false, true, true, true, 2, 0, true},
      {2, 96, 24, 3, 2, 1, {72, 40}, {1, 0}, {0, 1}, true, true, false, false, 2, 16, false},
  };
  for (const DwPwCase& cc : cases) check_dw_pw(rng, cc);
}

}  // namespace
}  // namespace rammer::cpu_test
