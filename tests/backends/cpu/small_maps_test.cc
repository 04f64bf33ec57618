// Fast CPU tiles on the small feature maps of CIFAR-sized models (NASNet: 8x8 .. 32x32): elementwise
// programs whose rows merge into long runs, the direct depthwise conv and the 2-D pools with every
// stride, dilation, window size and view layout, against the reference ops (eval_node), every ISA.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

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

// y stored as planes of [OW, OH] (a transposed view's storage) back in [OH, OW] order.
std::vector<float> untransposed(const std::vector<float>& y, int64_t planes, int64_t OH, int64_t OW) {
  std::vector<float> got(y.size());
  for (int64_t i = 0; i < planes; ++i)
    for (int64_t oh = 0; oh < OH; ++oh)
      for (int64_t ow = 0; ow < OW; ++ow)
        got[static_cast<size_t>((i * OH + oh) * OW + ow)] = y[static_cast<size_t>((i * OW + ow) * OH + oh)];
  return got;
}

struct DwCase {
  int64_t n, c, ih, iw, kh, kw, sh, sw, dh, dw, ph, pw, ph_end, pw_end;
  bool bias, relu, strided_views;
  bool relu_in = false;       // the input-ReLU prologue (ConvParams::input_relu): the conv reads max(x, 0)
  std::vector<int64_t> tile;  // empty: random
  int64_t cg = 1, mg = 1;     // input and output channels per group (c groups): 1, 1 is depthwise
};

// Depthwise Conv (group = C), or a grouped one with d.cg input and d.mg output channels per group,
// through the fast conv tile: optional bias and relu epilogue; with strided_views, x is a channel
// slice of a wider tensor and y a transposed view (the epilogue path that stores through
// finish_run). With relu_in the reference Conv runs on Relu(x).
void check_dw(std::mt19937& rng, const DwCase& d) {
  const int64_t cx = d.c * d.cg, cy = d.c * d.mg;
  const Shape xs = {d.n, cx, d.ih, d.iw}, ws = {cy, d.cg, d.kh, d.kw};
  const int64_t cw = d.strided_views ? cx + 3 : cx;  // the wider tensor x is sliced from
  Tensor Xwide = random_tensor(rng, {d.n, cw, d.ih, d.iw});
  Tensor W = random_tensor(rng, ws), Bias = random_tensor(rng, {cy});
  Node sl = make_node("Slice", 13, 4);
  Tensor st = Tensor::from_vector<int64_t>(DType::i64, {1}, {2});
  Tensor en = Tensor::from_vector<int64_t>(DType::i64, {1}, {2 + cx});
  Tensor ax = Tensor::from_vector<int64_t>(DType::i64, {1}, {1});
  Tensor X = d.strided_views ? eval_node(sl, {&Xwide, &st, &en, &ax})[0] : Xwide;
  Node node = make_node("Conv", 11, d.bias ? 3 : 2);
  node.attrs.set("kernel_shape", std::vector<int64_t>{d.kh, d.kw});
  node.attrs.set("strides", std::vector<int64_t>{d.sh, d.sw});
  node.attrs.set("dilations", std::vector<int64_t>{d.dh, d.dw});
  node.attrs.set("pads", std::vector<int64_t>{d.ph, d.pw, d.ph_end, d.pw_end});
  node.attrs.set("group", d.c);
  const Tensor Xref = d.relu_in ? eval_node(make_node("Relu", 14, 1), {&X})[0] : X;
  std::vector<const Tensor*> ins = {&Xref, &W};
  if (d.bias) ins.push_back(&Bias);
  Tensor want = eval_node(node, ins)[0];
  if (d.relu) want = eval_node(make_node("Relu", 14, 1), {&want})[0];
  const Shape ys = want.shape();
  const int64_t OH = ys[2], OW = ys[3];

  kernels::OpDesc op = make_op(OpKind::conv, ys);
  const int64_t kernel[] = {d.kh, d.kw}, stride[] = {d.sh, d.sw}, dil[] = {d.dh, d.dw}, pad[] = {d.ph, d.pw};
  kernels::ConvParams{.group = d.c,
                      .nd = 2,
                      .kernel = kernel,
                      .stride = stride,
                      .dilation = dil,
                      .pad_begin = pad,
                      .input_relu = d.relu_in}
      .pack(op);
  if (d.relu) {
    op.steps[0] = {static_cast<int32_t>(ElemOp::relu), 0, 0, 0, 0, 0, 0};
    op.num_steps = 1;
  }
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[2] = d.bias ? 2 : -1;
  op.operands[3] = 3;
  set_tile(rng, op, d.tile);
  const kernels::TensorDesc xd = d.strided_views
                                     ? desc(xs, {cw * d.ih * d.iw, d.ih * d.iw, d.iw, 1})
                                     : desc(xs);
  // Transposed y: y[n, c, oh, ow] stored at Yt[n, c, ow, oh].
  const kernels::TensorDesc yd = d.strided_views ? desc(ys, {cy * OH * OW, OH * OW, 1, OH}) : desc(ys);
  std::vector<kernels::TensorDesc> T = {xd, desc(ws), desc({cy}), yd};
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    void* xptr = Xwide.data<float>() + (d.strided_views ? 2 * d.ih * d.iw : 0);
    std::vector<void*> ptrs = {xptr, W.raw(), Bias.raw(), y.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    const std::vector<float> got = d.strided_views ? untransposed(y, d.n * cy, OH, OW) : y;
    const std::string tile = tile_str(op);
    EXPECT_LE(max_rel_error(got.data(), want), 1e-4)
        << cpu::cpu_isa_name(isa) << " x=" << shape_str(xs) << " k=" << d.kh << "x" << d.kw << " s=" << d.sh
        << "," << d.sw << " d=" << d.dh << "," << d.dw << " views=" << d.strided_views << " relu_in=" << d.relu_in
        << " groups=" << d.c << " cg=" << d.cg << " mg=" << d.mg << " tile=" << tile;
  }
}

// A random depthwise case on up to max_iw-wide maps, kernels 1..7, asymmetric pads, random bias and
// relu epilogue; strides 1..3 and dilations 1..2 unless unit_stride. False when the padded input
// cannot hold one dilated window (draw again).
bool random_dw_case(std::mt19937& rng, int64_t max_iw, bool unit_stride, DwCase& d) {
  d = DwCase{};
  d.n = 1 + rng() % 2;
  d.c = 1 + rng() % 10;
  d.ih = 1 + rng() % 20;
  d.iw = 1 + rng() % max_iw;
  d.kh = 1 + rng() % 7;
  d.kw = 1 + rng() % 7;
  d.sh = unit_stride ? 1 : 1 + rng() % 3;
  d.sw = unit_stride ? 1 : 1 + rng() % 3;
  d.dh = unit_stride ? 1 : 1 + rng() % 2;
  d.dw = unit_stride ? 1 : 1 + rng() % 2;
  d.ph = rng() % 4;
  d.pw = rng() % 4;
  d.ph_end = rng() % 4;
  d.pw_end = rng() % 4;
  if (d.ih + d.ph + d.ph_end < (d.kh - 1) * d.dh + 1 || d.iw + d.pw + d.pw_end < (d.kw - 1) * d.dw + 1) return false;
  d.bias = rng() % 2;
  d.relu = rng() % 2;
  return true;
}

// Depthwise convs on 1..40-wide maps with kernels 1..7, strides 1..3, dilations 1..2, asymmetric
// pads (including pads wider than the window reaches) and ragged tiles equal the reference Conv.
TEST(CpuKernelsSmallMaps, DepthwiseRandom) {
  std::mt19937 rng(82);
  for (int iter = 0; iter < 60; ++iter) {
    DwCase d{};
    if (!random_dw_case(rng, iter % 4 == 0 ? 40 : 20, false, d)) {
      --iter;
      continue;
    }
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
        check_dw(rng, {1, 24, hw, hw, k, k, s, s, 1, 1, pad, pad, pad, pad, s == 1, s == 2, false, false, {}});
      }
}

// The flat path (strides 1 and 2) on the maps it targets and odd ones (8x8, 16x16, 32x32, 7x9,
// 1x1, 3x5) with 3x3, 5x5 and 7x7 kernels ("same" and asymmetric pads), ragged channel / row / column
// tiles, bias or not, a relu epilogue or none, dense or strided views and the input-ReLU
// prologue or not, equals the reference Conv (on Relu(x) with the prologue).
TEST(CpuKernelsSmallMaps, DepthwiseFlatShapes) {
  std::mt19937 rng(85);
  const std::vector<std::pair<int64_t, int64_t>> maps = {{8, 8}, {16, 16}, {32, 32}, {7, 9}, {1, 1}, {3, 5}};
  int iter = 0;
  for (const auto& [h, w] : maps)
    for (int64_t k : {3, 5, 7})
      for (int64_t s : {1, 2}) {
        const int64_t c = 13;
        std::vector<int64_t> tile;
        switch (iter % 4) {
          case 0: tile = {1, 7, h, w}; break;                   // whole map, ragged channels
          case 1: tile = {1, 5, 3, w}; break;                   // ragged rows
          case 2: tile = {2, 4, (h + 1) / 2, (w + 2) / 3}; break;  // column splits too
          default: break;                                       // random
        }
        // Asymmetric (no end pad) every fifth case, where the padded map still holds a window.
        const int64_t pad = k / 2, pad_end = iter % 5 == 4 ? 0 : pad;
        const int64_t pw_end = w + pad + pad_end < k ? pad : pad_end;
        const int64_t ph_end = h + pad + pad_end < k ? pad : pad_end;
        // Stride 2 in both dims or, every third case, in one of them only.
        const int64_t sh = s == 1 || iter % 3 != 2 ? s : 1, sw = s;
        DwCase d{2, c, h, w, k, k, sh, sw, 1, 1, pad, pad, ph_end, pw_end,
                 iter % 2 == 0, iter % 3 == 1, iter % 4 == 3, iter % 5 < 3, tile};
        check_dw(rng, d);
        ++iter;
      }
}

// A window geometry for the row-blocked kernels (stride 1, dilation 1): a 3x3, 5x5 or 7x7 window
// (by iter), maps 8..48 wide (whole 8-float vectors) and 1..13 tall, begin pads below the window,
// the end pads keeping the width (pw_end = k - 1 - pw) and leaving at least one output row, and
// tile columns of the whole map or 8/16-column splits.
struct RowBlockGeometry {
  int64_t k, iw, ih, pw, ph, ph_end, pw_end, oh, cols;
};
RowBlockGeometry random_row_block_geometry(std::mt19937& rng, int iter) {
  RowBlockGeometry q{};
  q.k = 3 + 2 * (iter % 3);
  q.iw = 8 * (1 + rng() % 6);
  q.ih = 1 + rng() % 13;
  q.pw = rng() % q.k;
  q.ph = rng() % q.k;
  q.ph_end = std::max<int64_t>(q.k - q.ph - q.ih, static_cast<int64_t>(rng() % q.k));
  q.pw_end = q.k - 1 - q.pw;
  q.oh = q.ih + q.ph + q.ph_end - q.k + 1;
  q.cols = iter % 3 == 0 ? q.iw : q.iw % 16 == 0 && iter % 2 == 0 ? 16 : 8;
  return q;
}

// The row-blocked path (stride 1, square 3x3/5x5/7x7, rows of whole 8- or 16-float vectors): maps
// 8..48 wide and 1..13 tall, asymmetric pads that keep the width, tiles of 1..13 rows (every
// remainder of the 4- and 8-row blocks) by whole maps or 8/16-column splits, of one or two batch
// items, bias or not, a relu epilogue or none, the input-ReLU prologue or not, dense or strided
// views, equals the reference Conv.
TEST(CpuKernelsSmallMaps, DepthwiseRowBlocks) {
  std::mt19937 rng(87);
  for (int iter = 0; iter < 48; ++iter) {
    const RowBlockGeometry q = random_row_block_geometry(rng, iter);
    DwCase d{1 + static_cast<int64_t>(rng() % 2), 1 + static_cast<int64_t>(rng() % 9), q.ih, q.iw, q.k, q.k, 1, 1, 1, 1, q.ph, q.pw,
             q.ph_end, q.pw_end, rng() % 2 == 0, rng() % 2 == 0, iter % 4 == 3, rng() % 2 == 0, {}};
    // Every fifth case holds both batch items in one rTask (the channel walk wraps to the next one).
    d.tile = {iter % 5 == 4 ? 2 : 1, 1 + static_cast<int64_t>(rng() % d.c), 1 + static_cast<int64_t>(rng() % q.oh),
              q.cols};
    check_dw(rng, d);
  }
}

// The masked path (AVX-512: stride 1, whole planes of at most 256 cells whose rows are not whole
// 8-float vectors, as many output as input columns): maps 1..16 tall and 1..23 wide, kernels 1..7
// per dimension with begin pads from 0 to past the window's reach and end pads keeping the width,
// rTasks of whole planes (one or both batch items) or, every fourth case, of split rows (another
// path), bias or not, a relu epilogue or none, the input-ReLU prologue or not, dense or strided
// views (a transposed y: the rows are finished, not stored in registers), equals the reference Conv.
TEST(CpuKernelsSmallMaps, DepthwiseMaskedPlanes) {
  std::mt19937 rng(88);
  for (int iter = 0; iter < 60; ++iter) {
    const int64_t kh = 1 + rng() % 7, kw = 1 + rng() % 7;
    int64_t iw = 1 + rng() % 23;
    if (iw % 8 == 0) ++iw;
    const int64_t ih = 1 + rng() % std::max<int64_t>(1, std::min<int64_t>(16, 256 / iw));
    const int64_t ph = rng() % (kh + 1), pw = rng() % kw;
    const int64_t pw_end = kw - 1 - pw;
    const int64_t ph_end = std::max<int64_t>(kh - ph - ih, static_cast<int64_t>(rng() % kh));
    if (ih + ph + ph_end < kh) {
      --iter;
      continue;
    }
    const int64_t oh = ih + ph + ph_end - kh + 1;
    DwCase d{1 + static_cast<int64_t>(rng() % 2), 1 + static_cast<int64_t>(rng() % 9), ih, iw, kh, kw, 1, 1, 1, 1,
             ph, pw, ph_end, pw_end, rng() % 2 == 0, rng() % 2 == 0, iter % 5 == 2, rng() % 2 == 0, {}};
    d.tile = {iter % 3 == 0 ? d.n : 1, 1 + static_cast<int64_t>(rng() % d.c), iter % 4 == 3 ? (oh + 1) / 2 : oh, iw};
    check_dw(rng, d);
  }
}

// Grouped convs with few channels per group (the direct flat path, cpu_grouped_conv_impl.h):
// RegNet's 8-wide groups (3x3, strides 1 and 2, on 28x28, 14x14 and 7x7), ResNeXt's 4-wide ones,
// 16-wide, and groups of 2 inputs by 3 outputs (a last block of output channels short of the
// register block), 1x1, 5x5 and asymmetric pads, with random tiles, bias, relu and strided views
// drawn per case, equal the reference Conv.
TEST(CpuKernelsSmallMaps, GroupedFewChannelsPerGroup) {
  std::mt19937 rng(87);
  struct Shape2 {
    int64_t groups, cg, mg, hw, k, s, pad, pad_end;
  };
  const std::vector<Shape2> shapes = {{6, 8, 8, 28, 3, 1, 1, 1}, {5, 8, 8, 14, 3, 2, 1, 1}, {7, 8, 8, 7, 3, 1, 1, 1},
                                      {8, 4, 4, 20, 3, 1, 1, 1}, {3, 16, 16, 9, 3, 2, 1, 1}, {5, 2, 3, 11, 5, 1, 2, 1},
                                      {4, 8, 8, 10, 1, 1, 0, 0}, {3, 4, 6, 13, 3, 2, 0, 2}};
  int iter = 0;
  for (const Shape2& q : shapes)
    for (int rep = 0; rep < 3; ++rep, ++iter) {
      DwCase d{1 + iter % 2, q.groups, q.hw, q.hw, q.k, q.k, q.s, q.s, 1, 1, q.pad, q.pad, q.pad_end, q.pad_end,
               rep != 1, rep != 2, iter % 3 == 0, false, {}, q.cg, q.mg};
      check_dw(rng, d);
    }
}

// The input-ReLU prologue on both depthwise paths (strides 1..3, dilations 1..2, strided views,
// random tiles) equals the reference Conv run on Relu(x).
TEST(CpuKernelsSmallMaps, DepthwiseInputRelu) {
  std::mt19937 rng(86);
  for (int iter = 0; iter < 30; ++iter) {
    DwCase d{};
    if (!random_dw_case(rng, 20, iter % 2 == 0, d)) {
      --iter;
      continue;
    }
    d.strided_views = iter % 3 == 0;
    d.relu_in = true;
    check_dw(rng, d);
  }
}

struct PoolSpec {
  bool is_max;
  int64_t n, c, ih, iw, kh, kw, sh, sw, dh, dw, ph, pw, ph_end, pw_end, include_pad;
  bool transposed_y;
  std::vector<int64_t> tile;  // empty: random
  int64_t nan_every = 0;       // > 0: every nan_every-th input element is NaN
};

// MaxPool / AveragePool through the fast pool tile, y dense or a transposed view, against the
// ONNX op of the reference interpreter.
void check_pool(std::mt19937& rng, const PoolSpec& q) {
  const Shape xs = {q.n, q.c, q.ih, q.iw};
  Tensor X = random_tensor(rng, xs);
  if (q.nan_every > 0) {
    float* x = X.data<float>();
    for (int64_t i = 0; i < X.numel(); i += q.nan_every) x[i] = std::numeric_limits<float>::quiet_NaN();
  }
  Node node = make_node(q.is_max ? "MaxPool" : "AveragePool", q.is_max ? 12 : 11, 1);
  node.attrs.set("kernel_shape", std::vector<int64_t>{q.kh, q.kw});
  node.attrs.set("strides", std::vector<int64_t>{q.sh, q.sw});
  node.attrs.set("pads", std::vector<int64_t>{q.ph, q.pw, q.ph_end, q.pw_end});
  if (q.is_max) node.attrs.set("dilations", std::vector<int64_t>{q.dh, q.dw});
  if (!q.is_max) node.attrs.set("count_include_pad", q.include_pad);
  const Tensor want = eval_node(node, {&X})[0];
  const Shape ys = want.shape();
  const int64_t OH = ys[2], OW = ys[3];
  kernels::OpDesc op = make_op(OpKind::pool, ys);
  const int64_t kernel[] = {q.kh, q.kw}, stride[] = {q.sh, q.sw}, dil[] = {q.dh, q.dw};
  const int64_t pad_begin[] = {q.ph, q.pw}, pad_end[] = {q.ph_end, q.pw_end};
  kernels::PoolParams pp;
  pp.nd = 2;
  pp.mode = q.is_max ? kernels::PoolMode::max : kernels::PoolMode::avg;
  pp.count_include_pad = q.include_pad != 0;
  pp.kernel = kernel;
  pp.stride = stride;
  pp.dilation = dil;
  pp.pad_begin = pad_begin;
  pp.pad_end = pad_end;
  pp.pack(op);
  op.operands[0] = 0;
  op.operands[1] = 1;
  set_tile(rng, op, q.tile);
  const kernels::TensorDesc yd = q.transposed_y ? desc(ys, {q.c * OH * OW, OH * OW, 1, OH}) : desc(ys);
  std::vector<kernels::TensorDesc> T = {desc(xs), yd};
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
    std::vector<void*> ptrs = {X.raw(), y.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    const std::vector<float> got = q.transposed_y ? untransposed(y, q.n * q.c, OH, OW) : y;
    const std::string tile = tile_str(op);
    EXPECT_LE(max_rel_error(got.data(), want), 1e-5)
        << cpu::cpu_isa_name(isa) << (q.is_max ? " max" : " avg") << " x=" << shape_str(xs) << " k=" << q.kh
        << "x" << q.kw << " s=" << q.sh << "," << q.sw << " d=" << q.dh << "," << q.dw
        << " include_pad=" << q.include_pad << " tile=" << tile;
  }
}

// MaxPool / AveragePool (count_include_pad 0 and 1) on 1..40-wide maps with windows 1..5, strides
// 1..3, MaxPool dilations 1..2, asymmetric pads and ragged tiles, written densely or through a
// transposed y view, equal the ONNX ops.
TEST(CpuKernelsSmallMaps, PoolRandom) {
  std::mt19937 rng(84);
  for (int iter = 0; iter < 60; ++iter) {
    PoolSpec q{};
    q.is_max = iter % 2 == 0;
    q.n = 1 + rng() % 2;
    q.c = 1 + rng() % 6;
    q.ih = 1 + rng() % 20;
    q.iw = 1 + rng() % (iter % 4 == 1 ? 40 : 20);
    q.kh = 1 + rng() % 5;
    q.kw = 1 + rng() % 5;
    q.sh = 1 + rng() % 3;
    q.sw = 1 + rng() % 3;
    q.dh = q.is_max ? 1 + rng() % 2 : 1;
    q.dw = q.is_max ? 1 + rng() % 2 : 1;
    // Pads smaller than the window (ONNX requires it).
    q.ph = rng() % q.kh;
    q.pw = rng() % q.kw;
    q.ph_end = rng() % q.kh;
    q.pw_end = rng() % q.kw;
    if (q.ih + q.ph + q.ph_end < (q.kh - 1) * q.dh + 1 || q.iw + q.pw + q.pw_end < (q.kw - 1) * q.dw + 1) {
      --iter;
      continue;
    }
    q.include_pad = q.is_max ? 0 : rng() % 2;
    q.transposed_y = iter % 3 == 0;
    check_pool(rng, q);
  }
}

// 3x3 max pools of stride 2 (the separable kernel): ResNet's 112x112 stem map, odd and tiny maps,
// begin pads 0 and 1, end pads 0..2 (an output column or row whose window is mostly padding),
// whole and ragged tiles of one or two images, y dense or transposed, and inputs with NaNs (which
// the max skips, as the reference does), equal the ONNX op.
TEST(CpuKernelsSmallMaps, PoolMax3x3Stride2) {
  std::mt19937 rng(89);
  const std::vector<std::pair<int64_t, int64_t>> maps = {{112, 112}, {56, 57}, {9, 8}, {3, 3}, {2, 5}, {17, 33}};
  int iter = 0;
  for (const auto& [h, w] : maps)
    for (int64_t pad = 0; pad < 2; ++pad)
      for (int64_t pad_end = 0; pad_end < 3; ++pad_end, ++iter) {
        if (h + pad + pad_end < 3 || w + pad + pad_end < 3) continue;
        std::vector<int64_t> tile;
        switch (iter % 4) {
          case 0: tile = {2, 3, (h + 1) / 2, (w + 1) / 2}; break;
          case 1: tile = {1, 2, 3, (w + 3) / 4}; break;
          default: break;  // random
        }
        const int64_t pw_end = (pad_end + iter) % 3;
        check_pool(rng, {true, 2, 3, h, w, 3, 3, 2, 2, 1, 1, pad, pad, pad_end, pw_end, 0, iter % 3 == 1, tile,
                         iter % 5 == 2 ? 7 : 0});
      }
}

// 1x1 windows without padding (a subsample; NASNet's AvgPool 1x1 stride 2) on even, odd and
// multi-vector rows, max and average, whole and ragged tiles, equal the ONNX ops.
TEST(CpuKernelsSmallMaps, PoolSubsample) {
  std::mt19937 rng(88);
  int iter = 0;
  for (const auto& [h, w] : std::vector<std::pair<int64_t, int64_t>>{{32, 32}, {16, 16}, {7, 9}, {5, 40}})
    for (int64_t s : {1, 2})
      for (int mode = 0; mode < 2; ++mode, ++iter) {
        std::vector<int64_t> tile;
        if (iter % 3 == 1) tile = {1, 3, 2, 5};
        check_pool(rng, {mode == 0, 2, 5, h, w, 1, 1, s, s, 1, 1, 0, 0, 0, 0, 0, iter % 4 == 3, tile});
      }
}

// The flat pool path (strides 1 and 2) on NASNet's maps and odd ones (8x8, 16x16, 32x32, 7x9,
// 1x1, 3x5) with 3x3, 5x5 and 7x7 windows, "same" and asymmetric pads, max and average (count_include_pad
// 0 and 1), ragged channel / row / column tiles and dense or transposed y, equals the ONNX ops.
TEST(CpuKernelsSmallMaps, PoolFlatShapes) {
  std::mt19937 rng(87);
  const std::vector<std::pair<int64_t, int64_t>> maps = {{8, 8}, {16, 16}, {32, 32}, {7, 9}, {1, 1}, {3, 5}};
  int iter = 0;
  for (const auto& [h, w] : maps)
    for (int64_t k : {3, 5, 7})
      for (int mode = 0; mode < 6; ++mode, ++iter) {  // max, avg, avg with count_include_pad; x stride 1, 2
        std::vector<int64_t> tile;
        switch (iter % 4) {
          case 0: tile = {1, 7, h, w}; break;
          case 1: tile = {1, 5, 3, w}; break;
          case 2: tile = {2, 4, (h + 1) / 2, (w + 2) / 3}; break;
          default: break;
        }
        const int64_t pad = k / 2, pad_end = iter % 5 == 4 ? 0 : pad;
        const int64_t ph_end = h + pad + pad_end < k ? pad : pad_end;
        const int64_t pw_end = w + pad + pad_end < k ? pad : pad_end;
        const int64_t s = mode < 3 ? 1 : 2, sh = s == 2 && iter % 4 == 1 ? 1 : s;
        check_pool(rng, {mode % 3 == 0, 2, 13, h, w, k, k, sh, s, 1, 1, pad, pad, ph_end, pw_end,
                         mode % 3 == 2 ? 1 : 0, iter % 3 == 2, tile});
      }
}

// The row-blocked pools (stride 1, square 3x3/5x5/7x7 windows, rows of whole 8- or 16-float
// vectors): max, average and average with count_include_pad on maps 8..48 wide and 1..13 tall,
// asymmetric pads that keep the width, tiles of 1..13 rows by whole maps or 8/16-column splits,
// of one or two batch items, y dense or transposed, equal the reference pools.
TEST(CpuKernelsSmallMaps, PoolRowBlocks) {
  std::mt19937 rng(88);
  for (int iter = 0; iter < 48; ++iter) {
    const RowBlockGeometry q = random_row_block_geometry(rng, iter);
    const int mode = iter % 6 < 2 ? 0 : iter % 6 < 4 ? 1 : 2;  // max, avg, avg counting pads
    // Every fifth case holds both batch items in one rTask (the channel walk wraps to the next one).
    const std::vector<int64_t> tile = {iter % 5 == 4 ? 2 : 1, 1 + static_cast<int64_t>(rng() % 5),
                                       1 + static_cast<int64_t>(rng() % q.oh), q.cols};
    check_pool(rng, {mode == 0, 1 + static_cast<int64_t>(rng() % 2), 5, q.ih, q.iw, q.k, q.k, 1, 1, 1, 1, q.ph, q.pw,
                     q.ph_end, q.pw_end, mode == 2 ? 1 : 0, iter % 4 == 3, tile});
  }
}

}  // namespace
}  // namespace rammer::cpu_test
