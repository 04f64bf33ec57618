// Fast CPU pool (2-D max/avg, global), row (softmax, log_softmax, layer_norm) and reduce (trailing
// axes) tiles against the reference ops (eval_node), every ISA, ragged tiles; plus the vectorised
// exp/tanh/sigmoid of step programs against libm.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;

struct PoolCase {
  std::string op;
  std::vector<int64_t> kernel, strides, pads;
  int64_t include_pad = 0;
};

// Pool params as backends/plan fills them (pads_end from the ONNX pads).
kernels::OpDesc pool_op(const PoolCase& c, const Shape& y, int64_t mode) {
  kernels::OpDesc op = make_op(OpKind::pool, y);
  static const int64_t ones[] = {1, 1};
  kernels::PoolParams pp;
  pp.nd = 2;
  pp.mode = static_cast<kernels::PoolMode>(mode);
  pp.count_include_pad = c.include_pad != 0;
  pp.kernel = c.kernel.data();
  pp.stride = c.strides.data();
  pp.dilation = ones;
  pp.pad_begin = c.pads.data();
  pp.pad_end = c.pads.data() + 2;
  pp.pack(op);
  op.operands[0] = 0;
  op.operands[1] = 1;
  return op;
}

// Each case's pool over X, whose elements lie as xd describes at xptr, in three random tilings on
// every ISA equals the ONNX op on X.
void expect_pools_match(std::mt19937& rng, const Tensor& X, const kernels::TensorDesc& xd, void* xptr,
                        const std::vector<PoolCase>& cases) {
  for (const PoolCase& c : cases) {
    Node n = make_node(c.op, 11, 1);
    n.attrs.set("kernel_shape", c.kernel);
    n.attrs.set("strides", c.strides);
    n.attrs.set("pads", c.pads);
    if (c.op == "AveragePool") n.attrs.set("count_include_pad", c.include_pad);
    const Tensor want = eval_node(n, {&X})[0];
    kernels::OpDesc op = pool_op(c, want.shape(), c.op == "MaxPool" ? 0 : 1);
    std::vector<kernels::TensorDesc> T = {xd, desc(want.shape())};
    for (int rep = 0; rep < 3; ++rep) {
      random_tile(rng, op);
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        std::vector<void*> ptrs = {xptr, y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs));
        EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << c.op << " " << cpu::cpu_isa_name(isa) << " " << tile_str(op);
      }
    }
  }
}

// MaxPool / AveragePool with strides, asymmetric pads and count_include_pad equal the ONNX ops.
TEST(CpuKernelsPool, MaxAndAverageMatchReference) {
  std::mt19937 rng(61);
  const Shape xs = {2, 3, 11, 13};
  Tensor X = random_tensor(rng, xs);
  expect_pools_match(rng, X, desc(xs), X.raw(),
                     {{"MaxPool", {3, 3}, {2, 2}, {1, 1, 1, 1}},
                      {"MaxPool", {2, 3}, {1, 1}, {0, 1, 1, 2}},
                      {"AveragePool", {3, 3}, {1, 2}, {1, 1, 1, 1}, 0},
                      {"AveragePool", {3, 2}, {2, 1}, {1, 0, 2, 1}, 1}});
}

// Windowed pools reading channel-blocked x (kernels::Layout::nchw16c: a ResNeXt stage's 2x2 average
// shortcut, an Inception max pool after blocked convs) into channel planes equal the ONNX ops on
// the same x in planes: 48 channels (three blocks), strides, pads, ragged tiles cutting blocks.
TEST(CpuKernelsPool, WindowedOverBlockedXMatchReference) {
  std::mt19937 rng(64);
  const Shape xs = {2, 48, 9, 10};
  Tensor X = random_tensor(rng, xs);
  std::vector<float> xb = to_blocked(X);
  expect_pools_match(rng, X, blocked_desc(xs), xb.data(),
                     {{"AveragePool", {2, 2}, {2, 2}, {0, 0, 0, 0}, 0},
                      {"MaxPool", {3, 3}, {2, 2}, {1, 1, 1, 1}},
                      {"AveragePool", {3, 3}, {1, 1}, {1, 1, 1, 1}, 0}});
}

// GlobalAveragePool / GlobalMaxPool (lowered to a whole-plane window) equal the ONNX ops.
TEST(CpuKernelsPool, GlobalPoolsMatchReference) {
  std::mt19937 rng(62);
  const Shape xs = {2, 37, 7, 9};
  Tensor X = random_tensor(rng, xs);
  for (const std::string name : {"GlobalAveragePool", "GlobalMaxPool"}) {
    const Tensor want = eval_node(make_node(name, 1, 1), {&X})[0];
    PoolCase c{name, {7, 9}, {1, 1}, {0, 0, 0, 0}};
    kernels::OpDesc op = pool_op(c, want.shape(), name == "GlobalMaxPool" ? 0 : 1);
    std::vector<kernels::TensorDesc> T = {desc(xs), desc(want.shape())};
    random_tile(rng, op);
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
      std::vector<void*> ptrs = {X.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << name << " " << cpu::cpu_isa_name(isa);
    }
  }
}

// The same over a 14x14 plane (several blocks of four vectors, then a tail), and over rows padded
// to 17 floats (the plane is then no contiguous run: row by row).
TEST(CpuKernelsPool, GlobalPoolsOverLargePlanesAndPaddedRows) {
  std::mt19937 rng(63);
  const Shape xs = {1, 5, 14, 14};
  Tensor X = random_tensor(rng, xs);
  const int64_t pitch = 17;
  std::vector<float> padded(static_cast<size_t>(5 * 14 * pitch), 1e30f);  // a read of the padding shows
  for (int64_t c = 0; c < 5; ++c)
    for (int64_t h = 0; h < 14; ++h)
      for (int64_t w = 0; w < 14; ++w)
        padded[static_cast<size_t>((c * 14 + h) * pitch + w)] = X.data<float>()[(c * 14 + h) * 14 + w];
  for (const std::string name : {"GlobalAveragePool", "GlobalMaxPool"}) {
    const Tensor want = eval_node(make_node(name, 1, 1), {&X})[0];
    PoolCase c{name, {14, 14}, {1, 1}, {0, 0, 0, 0}};
    kernels::OpDesc op = pool_op(c, want.shape(), name == "GlobalMaxPool" ? 0 : 1);
    for (bool pad_rows : {false, true}) {
      std::vector<kernels::TensorDesc> T = {desc(xs), desc(want.shape())};
      if (pad_rows) {
        T[0].strides[2] = pitch;
        T[0].strides[1] = 14 * pitch;
        T[0].strides[0] = 5 * 14 * pitch;
      }
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        std::vector<void*> ptrs = {pad_rows ? static_cast<void*>(padded.data()) : X.raw(), y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs));
        EXPECT_LE(max_rel_error(y.data(), want), 1e-5) << name << " " << cpu::cpu_isa_name(isa) << " padded " << pad_rows;
      }
    }
  }
}

// MaxPool's indices output has no fast path: the kernel declines without writing.
TEST(CpuKernelsPool, DeclinesIndicesOutput) {
  kernels::OpDesc op = pool_op({"MaxPool", {2, 2}, {2, 2}, {0, 0, 0, 0}}, {1, 1, 2, 2}, 0);
  op.operands[2] = 2;
  std::vector<kernels::TensorDesc> T = {desc({1, 1, 4, 4}), desc({1, 1, 2, 2}), desc({1, 1, 2, 2})};
  std::vector<float> x(16, 1.0f), y(4, -7.0f), ind(8, 0.0f);
  std::vector<void*> ptrs = {x.data(), y.data(), ind.data()};
  EXPECT_FALSE(cpu::cpu_fast_tile_isa(cpu::CpuIsa::scalar, op, T.data(), ptrs.data(), 0));
  EXPECT_EQ(y[0], -7.0f);
}

// Softmax and LogSoftmax over the last axis (rows of 1000 and 7 columns) equal the ONNX ops.
TEST(CpuKernelsRow, SoftmaxFamilyMatchesReference) {
  std::mt19937 rng(63);
  for (const Shape& s : {Shape{3, 1000}, Shape{2, 5, 7}}) {
    Tensor X = random_tensor(rng, s);
    for (int64_t i = 0; i < X.numel(); ++i) X.data<float>()[i] *= 8.0f;  // wide range: exp matters
    const int64_t cols = s.back(), rows = X.numel() / cols;
    for (const std::string name : {"Softmax", "LogSoftmax"}) {
      const Tensor want = eval_node(make_node(name, 13, 1), {&X})[0];
      kernels::OpDesc op = make_op(OpKind::row, {rows});
      kernels::RowParams{.op = name == "Softmax" ? kernels::RowOp::softmax : kernels::RowOp::log_softmax, .cols = cols}
          .pack(op);
      op.operands[0] = 0;
      op.operands[1] = 1;
      random_tile(rng, op);
      std::vector<kernels::TensorDesc> T = {desc(s), desc(s)};
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        std::vector<void*> ptrs = {X.raw(), y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs));
        EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << name << " " << cpu::cpu_isa_name(isa);
      }
    }
  }
}

// LayerNormalization over the last axis with scale, bias and the Mean / InvStdDev outputs equals ONNX.
TEST(CpuKernelsRow, LayerNormMatchesReference) {
  std::mt19937 rng(64);
  const Shape s = {6, 77};
  Tensor X = random_tensor(rng, s), Sc = random_tensor(rng, {77}), Bi = random_tensor(rng, {77});
  Node n = make_node("LayerNormalization", 17, 3);
  n.outputs = {"Y", "Mean", "InvStdDev"};
  n.attrs.set("epsilon", 1e-5f);
  const std::vector<Tensor> want = eval_node(n, {&X, &Sc, &Bi});
  kernels::OpDesc op = make_op(OpKind::row, {6});
  kernels::RowParams{.op = kernels::RowOp::layer_norm, .cols = 77, .epsilon = 1e-5f}.pack(op);
  for (int i = 0; i < 6; ++i) op.operands[i] = i;
  random_tile(rng, op);
  std::vector<kernels::TensorDesc> T = {desc(s), desc({77}), desc({77}), desc(s), desc({6, 1}), desc({6, 1})};
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(6 * 77, -7.0f), mean(6, -7.0f), inv(6, -7.0f);
    std::vector<void*> ptrs = {X.raw(), Sc.raw(), Bi.raw(), y.data(), mean.data(), inv.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    EXPECT_LE(max_rel_error(y.data(), want[0]), 1e-4) << cpu::cpu_isa_name(isa);
    EXPECT_LE(max_rel_error(mean.data(), want[1]), 1e-4) << cpu::cpu_isa_name(isa);
    EXPECT_LE(max_rel_error(inv.data(), want[2]), 1e-4) << cpu::cpu_isa_name(isa);
  }
}

// ReduceMean / Sum / Max / Min / SumSquare / L2 over trailing axes (keepdims) equal the ONNX ops.
TEST(CpuKernelsReduce, TrailingAxesMatchReference) {
  std::mt19937 rng(65);
  const Shape s = {3, 4, 5, 19};
  Tensor X = random_tensor(rng, s);
  const std::vector<std::pair<std::string, kernels::ReduceOp>> ops = {
      {"ReduceMean", kernels::ReduceOp::mean}, {"ReduceSum", kernels::ReduceOp::sum},
      {"ReduceMax", kernels::ReduceOp::max},   {"ReduceMin", kernels::ReduceOp::min},
      {"ReduceSumSquare", kernels::ReduceOp::sum_square}, {"ReduceL2", kernels::ReduceOp::l2}};
  for (const auto& [name, rop] : ops) {
    for (const std::vector<int64_t>& axes : {std::vector<int64_t>{3}, std::vector<int64_t>{2, 3}}) {
      Node n = make_node(name, 11, 1);
      n.attrs.set("axes", axes);
      const Tensor want = eval_node(n, {&X})[0];
      int64_t mask = 0;
      for (int64_t a : axes) mask |= int64_t{1} << a;
      kernels::OpDesc op = make_op(OpKind::reduce, want.shape());
      kernels::ReduceParams{.op = rop, .axes_mask = mask}.pack(op);
      op.operands[0] = 0;
      op.operands[1] = 1;
      random_tile(rng, op);
      std::vector<kernels::TensorDesc> T = {desc(s), desc(want.shape())};
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        std::vector<void*> ptrs = {X.raw(), y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs));
        EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << name << " " << cpu::cpu_isa_name(isa);
      }
    }
  }
}

// Reductions that keep the last axis (a channel mean of an NCHW map) accumulate whole rows of x:
// every op over middle and leading axes, with a partial vector (19) and runs longer than the
// kernel's 512-float block (1100).
TEST(CpuKernelsReduce, AxesBeforeTheLastMatchReference) {
  std::mt19937 rng(66);
  const std::vector<std::pair<std::string, kernels::ReduceOp>> ops = {
      {"ReduceMean", kernels::ReduceOp::mean}, {"ReduceSum", kernels::ReduceOp::sum},
      {"ReduceMax", kernels::ReduceOp::max},   {"ReduceMin", kernels::ReduceOp::min},
      {"ReduceSumSquare", kernels::ReduceOp::sum_square}, {"ReduceL2", kernels::ReduceOp::l2},
      {"ReduceL1", kernels::ReduceOp::l1}};
  const std::vector<std::pair<Shape, std::vector<int64_t>>> cases = {
      {{3, 4, 5, 19}, {1}}, {{3, 4, 5, 19}, {0, 2}}, {{3, 4, 5, 19}, {1, 2}}, {{3, 4, 5, 19}, {0}},
      {{2, 3, 1100}, {1}}};
  for (const auto& [name, rop] : ops) {
    for (const auto& [s, axes] : cases) {
      Tensor X = random_tensor(rng, s);
      Node n = make_node(name, 11, 1);
      n.attrs.set("axes", axes);
      const Tensor want = eval_node(n, {&X})[0];
      int64_t mask = 0;
      for (int64_t a : axes) mask |= int64_t{1} << a;
      kernels::OpDesc op = make_op(OpKind::reduce, want.shape());
      kernels::ReduceParams{.op = rop, .axes_mask = mask}.pack(op);
      op.operands[0] = 0;
      op.operands[1] = 1;
      random_tile(rng, op);
      std::vector<kernels::TensorDesc> T = {desc(s), desc(want.shape())};
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        std::vector<void*> ptrs = {X.raw(), y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs)) << name << " " << cpu::cpu_isa_name(isa);
        EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << name << " " << shape_str(s) << " "
                                                       << cpu::cpu_isa_name(isa);
      }
    }
  }
}

// A reduction whose x is strided along the last axis (a transposed view) has no fast path.
TEST(CpuKernelsReduce, DeclinesAStridedLastAxis) {
  kernels::OpDesc op = make_op(OpKind::reduce, {1, 4});
  kernels::ReduceParams{.op = kernels::ReduceOp::sum, .axes_mask = 1}.pack(op);
  op.operands[0] = 0;
  op.operands[1] = 1;
  std::vector<kernels::TensorDesc> T = {desc({3, 4}), desc({1, 4})};
  T[0].strides[0] = 1;  // x[i][j] at i + 3 j: the transpose of a 4 x 3 array
  T[0].strides[1] = 3;
  std::vector<float> x(12, 1.0f), y(4, -7.0f);
  std::vector<void*> ptrs = {x.data(), y.data()};
  EXPECT_FALSE(cpu::cpu_fast_tile_isa(cpu::CpuIsa::scalar, op, T.data(), ptrs.data(), 0));
}

// The vectorised exp / tanh / sigmoid of step programs match libm over [-100, 100] (incl. saturation,
// underflow and overflow) within 1e-6 relative to max(1, |value|) for tanh/sigmoid and 1e-6 relative for exp.
TEST(CpuKernelsElementwise, VectorTranscendentalsMatchLibm) {
  std::vector<float> x;
  for (float v = -100.0f; v <= 100.0f; v += 0.173f) x.push_back(v);
  x.push_back(0.0f);
  x.push_back(88.7f);
  x.push_back(89.0f);
  const Shape s = {static_cast<int64_t>(x.size())};
  for (kernels::ElemOp e : {kernels::ElemOp::exp, kernels::ElemOp::tanh, kernels::ElemOp::sigmoid}) {
    kernels::OpDesc op = make_op(OpKind::elementwise, s);
    op.steps[0] = {static_cast<int32_t>(e), 0, kernels::kOperandBase, 0, 0, 0.0f, 0.0f};
    op.steps[1] = {static_cast<int32_t>(kernels::ElemOp::store), kernels::kOperandBase + 1, 0, 0, 0, 0.0f, 0.0f};
    op.num_steps = 2;
    op.operands[0] = 0;
    op.operands[1] = 1;
    std::vector<kernels::TensorDesc> T = {desc(s), desc(s)};
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(x.size(), -7.0f);
      std::vector<void*> ptrs = {x.data(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      for (size_t i = 0; i < x.size(); ++i) {
        const double v = x[i];
        const double want = e == kernels::ElemOp::exp ? std::exp(v)
                            : e == kernels::ElemOp::tanh ? std::tanh(v) : 1.0 / (1.0 + std::exp(-v));
        if (e == kernels::ElemOp::exp && want > 3.4e38) {
          EXPECT_TRUE(std::isinf(y[i])) << x[i];
          continue;
        }
        const double scale = e == kernels::ElemOp::exp ? std::max(want, 1e-30) : std::max(1.0, std::fabs(want));
        // Results below the flush bound (2.7e-38) may be 0.
        if (e == kernels::ElemOp::exp && want < 2.7e-38) {
          EXPECT_LE(y[i], 2.7e-38) << x[i];
          continue;
        }
        EXPECT_LE(std::fabs(y[i] - want) / scale, 1e-6) << cpu::cpu_isa_name(isa) << " x=" << x[i];
      }
    }
  }
}

}  // namespace
}  // namespace rammer::cpu_test
