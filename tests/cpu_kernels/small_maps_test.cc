// Fast CPU tiles on the small feature maps of CIFAR-sized models (NASNet: 8x8 .. 32x32): elementwise
// programs whose rows merge into long runs, the direct depthwise conv and the 2-D pools with every
// stride, dilation, window size and view layout, against the reference ops (eval_node), every ISA.
#include <gtest/gtest.h>

#include "tests/cpu_kernels/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::ElemOp;
using kernels::OpKind;

kernels::ElemStep step(ElemOp op, int dst, int a, int b = 0) {
  return {static_cast<int32_t>(op), dst, a, b, 0, 0.0f, 0.0f};
}

// y = Relu(x + bias[c]) + t, with bias broadcast per channel, t read through a transposed view
// (its rows do not chain) or densely, and tiles that cover whole maps (rows merge) or split them:
// equals Add/Relu/Add of the reference.
TEST(CpuKernelsSmallMaps, ElementwiseMergedRuns) {
  std::mt19937 rng(81);
  for (int iter = 0; iter < 24; ++iter) {
    const int64_t n = 1 + rng() % 2, c = 1 + rng() % 20, h = 1 + rng() % 9, w = 1 + rng() % 9;
    const Shape s = {n, c, h, w};
    const bool transposed_t = iter % 3 == 0;
    Tensor X = random_tensor(rng, s), Bias = random_tensor(rng, {c, 1, 1});
    // t's storage is [n, c, w, h] when transposed: t[i, j, y, x] lives at T[i, j, x, y].
    Tensor Tstore = random_tensor(rng, transposed_t ? Shape{n, c, w, h} : s);
    Tensor Tlogical = Tstore;
    if (transposed_t) {
      Node tr = make_node("Transpose", 13, 1);
      tr.attrs.set("perm", std::vector<int64_t>{0, 1, 3, 2});
      Tlogical = eval_node(tr, {&Tstore})[0];
    }
    const Tensor add = eval_node(make_node("Add", 14, 2), {&X, &Bias})[0];
    const Tensor relu = eval_node(make_node("Relu", 14, 1), {&add})[0];
    const Tensor want = eval_node(make_node("Add", 14, 2), {&relu, &Tlogical})[0];

    kernels::OpDesc op = make_op(OpKind::elementwise, s);
    const int base = kernels::kOperandBase;
    op.steps[0] = step(ElemOp::add, 0, base + 0, base + 1);
    op.steps[1] = step(ElemOp::relu, 0, 0);
    op.steps[2] = step(ElemOp::add, 0, 0, base + 2);
    op.steps[3] = step(ElemOp::store, base + 3, 0);
    op.num_steps = 4;
    for (int i = 0; i < 4; ++i) op.operands[i] = i;
    std::vector<kernels::TensorDesc> T = {
        desc(s), desc(s, {0, 1, 0, 0}),
        transposed_t ? desc(s, {c * h * w, h * w, 1, h}) : desc(s), desc(s)};
    if (iter % 2 == 0) {
      op.tile[0] = 1;
      op.tile[1] = 1 + rng() % c;
      op.tile[2] = h;
      op.tile[3] = w;
      op.num_tasks = static_cast<int>(n * ((c + op.tile[1] - 1) / op.tile[1]));
    } else {
      random_tile(rng, op);
    }
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
      std::vector<void*> ptrs = {X.raw(), Bias.raw(), Tstore.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-5)
          << cpu::cpu_isa_name(isa) << " s=" << shape_str(s) << " transposed=" << transposed_t;
    }
  }
}

struct DwCase {
  int64_t n, c, ih, iw, kh, kw, sh, sw, dh, dw, ph, pw, ph_end, pw_end;
  bool bias, relu, strided_views;
};

// Depthwise Conv (group = C) through the fast conv tile: optional bias and relu epilogue; with
// strided_views, x is a channel slice of a wider tensor and y a transposed view (the epilogue
// path that stores through finish_run).
void check_dw(std::mt19937& rng, const DwCase& d) {
  const Shape xs = {d.n, d.c, d.ih, d.iw}, ws = {d.c, 1, d.kh, d.kw};
  const int64_t cw = d.strided_views ? d.c + 3 : d.c;  // the wider tensor x is sliced from
  Tensor Xwide = random_tensor(rng, {d.n, cw, d.ih, d.iw});
  Tensor W = random_tensor(rng, ws), Bias = random_tensor(rng, {d.c});
  Node sl = make_node("Slice", 13, 4);
  Tensor st = Tensor::from_vector<int64_t>(DType::i64, {1}, {2});
  Tensor en = Tensor::from_vector<int64_t>(DType::i64, {1}, {2 + d.c});
  Tensor ax = Tensor::from_vector<int64_t>(DType::i64, {1}, {1});
  Tensor X = d.strided_views ? eval_node(sl, {&Xwide, &st, &en, &ax})[0] : Xwide;
  Node node = make_node("Conv", 11, d.bias ? 3 : 2);
  node.attrs.set("kernel_shape", std::vector<int64_t>{d.kh, d.kw});
  node.attrs.set("strides", std::vector<int64_t>{d.sh, d.sw});
  node.attrs.set("dilations", std::vector<int64_t>{d.dh, d.dw});
  node.attrs.set("pads", std::vector<int64_t>{d.ph, d.pw, d.ph_end, d.pw_end});
  node.attrs.set("group", d.c);
  std::vector<const Tensor*> ins = {&X, &W};
  if (d.bias) ins.push_back(&Bias);
  Tensor want = eval_node(node, ins)[0];
  if (d.relu) want = eval_node(make_node("Relu", 14, 1), {&want})[0];
  const Shape ys = want.shape();
  const int64_t OH = ys[2], OW = ys[3];

  kernels::OpDesc op = make_op(OpKind::conv, ys);
  op.params[0] = d.c;
  op.params[1] = 2;
  const int64_t p[8] = {d.kh, d.kw, d.sh, d.sw, d.dh, d.dw, d.ph, d.pw};
  for (int i = 0; i < 8; ++i) op.params[2 + i] = p[i];
  if (d.relu) {
    op.steps[0] = {static_cast<int32_t>(ElemOp::relu), 0, 0, 0, 0, 0, 0};
    op.num_steps = 1;
  }
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = d.bias ? 2 : -1;
  op.operands[3] = 3;
  random_tile(rng, op);
  const kernels::TensorDesc xd = d.strided_views
                                     ? desc(xs, {cw * d.ih * d.iw, d.ih * d.iw, d.iw, 1})
                                     : desc(xs);
  // Transposed y: y[n, c, oh, ow] stored at Yt[n, c, ow, oh].
  const kernels::TensorDesc yd = d.strided_views ? desc(ys, {d.c * OH * OW, OH * OW, 1, OH}) : desc(ys);
  std::vector<kernels::TensorDesc> T = {xd, desc(ws), desc({d.c}), yd};
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    void* xptr = Xwide.data<float>() + (d.strided_views ? 2 * d.ih * d.iw : 0);
    std::vector<void*> ptrs = {xptr, W.raw(), Bias.raw(), y.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    std::vector<float> got = y;
    if (d.strided_views)
      for (int64_t i = 0; i < d.n * d.c; ++i)
        for (int64_t oh = 0; oh < OH; ++oh)
          for (int64_t ow = 0; ow < OW; ++ow)
            got[static_cast<size_t>((i * OH + oh) * OW + ow)] = y[static_cast<size_t>((i * OW + ow) * OH + oh)];
    std::string tile;
    for (int dd = 0; dd < op.rank; ++dd) tile += std::to_string(op.tile[dd]) + " ";
    EXPECT_LE(max_rel_error(got.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " k=" << d.kh << "x" << d.kw << " s=" << d.sh
        << "," << d.sw << " d=" << d.dh << "," << d.dw << " views=" << d.strided_views << " tile=" << tile;
  }
}

// Depthwise convs on 1..40-wide maps with kernels 1..7, strides 1..3, dilations 1..2, asymmetric
// pads (including pads wider than the window reaches) and ragged tiles equal the reference Conv.
TEST(CpuKernelsSmallMaps, DepthwiseRandom) {
  std::mt19937 rng(82);
  for (int iter = 0; iter < 60; ++iter) {
    DwCase d{};
    d.n = 1 + rng() % 2;
    d.c = 1 + rng() % 10;
    d.ih = 1 + rng() % 20;
    d.iw = 1 + rng() % (iter % 4 == 0 ? 40 : 20);
    d.kh = 1 + rng() % 7;
    d.kw = 1 + rng() % 7;
    d.sh = 1 + rng() % 3;
    d.sw = 1 + rng() % 3;
    d.dh = 1 + rng() % 2;
    d.dw = 1 + rng() % 2;
    d.ph = rng() % 4;
    d.pw = rng() % 4;
    d.ph_end = rng() % 4;
    d.pw_end = rng() % 4;
    // The padded input must hold one dilated window.
    if (d.ih + d.ph + d.ph_end < (d.kh - 1) * d.dh + 1 || d.iw + d.pw + d.pw_end < (d.kw - 1) * d.dw + 1) {
      --iter;
      continue;
    }
    d.bias = rng() % 2;
    d.relu = rng() % 2;
    d.strided_views = iter % 3 == 0;
    check_dw(rng, d);
  }
}

// NASNet's separable-conv shapes (3x3/5x5 stride 1 and 5x5/7x7 stride 2, "same" pads on 8..32 maps)
// with CPU-sized tiles equal the reference Conv.
TEST(CpuKernelsSmallMaps, DepthwiseNasnetShapes) {
  std::mt19937 rng(83);
  for (int64_t hw : {8, 16, 32})
    for (int64_t k : {3, 5, 7})
      for (int64_t s : {1, 2}) {
        const int64_t pad = k / 2;
        check_dw(rng, {1, 24, hw, hw, k, k, s, s, 1, 1, pad, pad, pad, pad, s == 1, s == 2, false});
      }
}

// MaxPool / AveragePool (count_include_pad 0 and 1) on 1..40-wide maps with windows 1..5, strides
// 1..3, MaxPool dilations 1..2, asymmetric pads and ragged tiles, written densely or through a
// transposed y view, equal the ONNX ops.
TEST(CpuKernelsSmallMaps, PoolRandom) {
  std::mt19937 rng(84);
  for (int iter = 0; iter < 60; ++iter) {
    const bool is_max = iter % 2 == 0;
    const int64_t n = 1 + rng() % 2, c = 1 + rng() % 6, ih = 1 + rng() % 20;
    const int64_t iw = 1 + rng() % (iter % 4 == 1 ? 40 : 20);
    const int64_t kh = 1 + rng() % 5, kw = 1 + rng() % 5, sh = 1 + rng() % 3, sw = 1 + rng() % 3;
    const int64_t dh = is_max ? 1 + rng() % 2 : 1, dw = is_max ? 1 + rng() % 2 : 1;
    // Pads smaller than the window (ONNX requires it).
    const int64_t ph = rng() % kh, pw = rng() % kw, ph_end = rng() % kh, pw_end = rng() % kw;
    if (ih + ph + ph_end < (kh - 1) * dh + 1 || iw + pw + pw_end < (kw - 1) * dw + 1) {
      --iter;
      continue;
    }
    const int64_t include_pad = is_max ? 0 : rng() % 2;
    const bool transposed_y = iter % 3 == 0;
    const Shape xs = {n, c, ih, iw};
    Tensor X = random_tensor(rng, xs);
    Node node = make_node(is_max ? "MaxPool" : "AveragePool", is_max ? 12 : 11, 1);
    node.attrs.set("kernel_shape", std::vector<int64_t>{kh, kw});
    node.attrs.set("strides", std::vector<int64_t>{sh, sw});
    node.attrs.set("pads", std::vector<int64_t>{ph, pw, ph_end, pw_end});
    if (is_max) node.attrs.set("dilations", std::vector<int64_t>{dh, dw});
    if (!is_max) node.attrs.set("count_include_pad", include_pad);
    const Tensor want = eval_node(node, {&X})[0];
    const Shape ys = want.shape();
    const int64_t OH = ys[2], OW = ys[3];
    kernels::OpDesc op = make_op(OpKind::pool, ys);
    op.params[0] = 2;
    op.params[1] = is_max ? 0 : 1;
    op.params[2] = include_pad;
    const int64_t p[10] = {kh, kw, sh, sw, dh, dw, ph, pw, ph_end, pw_end};
    for (int i = 0; i < 10; ++i) op.params[5 + i] = p[i];
    op.operands[0] = 0;
    op.operands[1] = 1;
    random_tile(rng, op);
    const kernels::TensorDesc yd = transposed_y ? desc(ys, {c * OH * OW, OH * OW, 1, OH}) : desc(ys);
    std::vector<kernels::TensorDesc> T = {desc(xs), yd};
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
      std::vector<void*> ptrs = {X.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      std::vector<float> got = y;
      if (transposed_y)
        for (int64_t i = 0; i < n * c; ++i)
          for (int64_t oh = 0; oh < OH; ++oh)
            for (int64_t ow = 0; ow < OW; ++ow)
              got[static_cast<size_t>((i * OH + oh) * OW + ow)] = y[static_cast<size_t>((i * OW + ow) * OH + oh)];
      EXPECT_LE(max_rel_error(got.data(), want), 1e-5)
          << cpu::cpu_isa_name(isa) << (is_max ? " max" : " avg") << " x=" << shape_str(xs) << " k=" << kh << "x"
          << kw << " s=" << sh << "," << sw << " d=" << dh << "," << dw << " include_pad=" << include_pad;
    }
  }
}

}  // namespace
}  // namespace rammer::cpu_test
