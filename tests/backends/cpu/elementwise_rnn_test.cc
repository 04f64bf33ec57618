// Fast CPU elementwise step programs and LSTM rnn_gates against the reference, every ISA.
#include <gtest/gtest.h>

#include <limits>

#include "kernels/scalar_ops.h"
#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::ElemOp;
using kernels::OpKind;

kernels::ElemStep step(ElemOp op, int dst, int a, int b = 0, float alpha = 0.0f, float beta = 0.0f) {
  return {static_cast<int32_t>(op), dst, a, b, 0, alpha, beta};
}

// out = Mul(Sigmoid(Add(x, b)), x) and out2 = Clip(x, -0.3, 0.4), with b broadcast along two
// dims and a ragged tile, equal the reference ops composed.
TEST(CpuKernelsElementwise, ChainWithBroadcastAndTwoOutputs) {
  std::mt19937 rng(31);
  const Shape s = {3, 5, 131};
  Tensor X = random_tensor(rng, s), Bb = random_tensor(rng, {5, 1});
  const Tensor add = eval_node(make_node("Add", 14, 2), {&X, &Bb})[0];
  const Tensor sig = eval_node(make_node("Sigmoid", 13, 1), {&add})[0];
  const Tensor want = eval_node(make_node("Mul", 14, 2), {&sig, &X})[0];
  Tensor lo = Tensor::scalar_f32(-0.3f), hi = Tensor::scalar_f32(0.4f);
  const Tensor want2 = eval_node(make_node("Clip", 13, 3), {&X, &lo, &hi})[0];
  kernels::OpDesc op = make_op(OpKind::elementwise, s);
  const int base = kernels::kOperandBase;
  op.steps[0] = step(ElemOp::add, 0, base + 0, base + 1);
  op.steps[1] = step(ElemOp::sigmoid, 1, 0);
  op.steps[2] = step(ElemOp::mul, 2, 1, base + 0);
  op.steps[3] = step(ElemOp::store, base + 2, 2);
  op.steps[4] = step(ElemOp::clip, 3, base + 0, 0, -0.3f, 0.4f);
  op.steps[5] = step(ElemOp::store, base + 3, 3);
  op.num_steps = 6;
  for (int i = 0; i < 4; ++i) op.operands[i] = i;
  std::vector<kernels::TensorDesc> T = {desc(s), desc(s, {0, 1, 0}), desc(s), desc(s)};
  for (int rep = 0; rep < 4; ++rep) {
    random_tile(rng, op);
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f), y2 = y;
      std::vector<void*> ptrs = {X.raw(), Bb.raw(), y.data(), y2.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << cpu::cpu_isa_name(isa);
      EXPECT_LE(max_rel_error(y2.data(), want2), 1e-4) << cpu::cpu_isa_name(isa);
    }
  }
}

// Mul(x, b) for every broadcast pattern of b over x [1, C, H, W] (per channel, per plane, scalar,
// per row of the middle axis, per column, same shape), b as a view with 0 strides on the
// broadcast dims, with ragged tiles, equals the reference Mul: runs where b is one value (stride 0
// along the run) and runs where it varies.
TEST(CpuKernelsElementwise, EveryBroadcastPatternMatchesReference) {
  std::mt19937 rng(33);
  const int64_t C = 3, H = 7, W = 37;
  const Shape s = {1, C, H, W};
  Tensor X = random_tensor(rng, s);
  const std::vector<Shape> patterns = {{1, C, 1, 1}, {1, 1, H, W}, {}, {H, 1}, {W}, {1, C, H, W}};
  for (const Shape& bs : patterns) {
    Tensor B = random_tensor(rng, bs);
    const Tensor want = eval_node(make_node("Mul", 14, 2), {&X, &B})[0];
    // b's strides aligned to the space: 0 where b has no such dim or has size 1.
    std::vector<int64_t> st(4, 0);
    int64_t stride = 1;
    for (size_t i = bs.size(); i-- > 0;) {
      const size_t d = 4 - bs.size() + i;
      st[d] = bs[i] == 1 ? 0 : stride;
      stride *= bs[i];
    }
    kernels::OpDesc op = make_op(OpKind::elementwise, s);
    const int base = kernels::kOperandBase;
    op.steps[0] = step(ElemOp::mul, 0, base + 0, base + 1);
    op.steps[1] = step(ElemOp::store, base + 2, 0);
    op.num_steps = 2;
    for (int i = 0; i < 3; ++i) op.operands[i] = i;
    std::vector<kernels::TensorDesc> T = {desc(s), desc(s, st), desc(s)};
    for (int rep = 0; rep < 3; ++rep) {
      random_tile(rng, op);
      for (cpu::CpuIsa isa : isas()) {
        std::vector<float> y(static_cast<size_t>(want.numel()), -7.0f);
        std::vector<void*> ptrs = {X.raw(), B.raw(), y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs));
        EXPECT_EQ(max_rel_error(y.data(), want), 0.0) << cpu::cpu_isa_name(isa) << " b " << shape_str(bs);
      }
    }
  }
}

// HardSigmoid's vector loop (the gate of HardSwish in conv epilogues) equals the scalar formula
// within an ULP over a sweep with a partial vector, saturating to exactly 0 and 1; NaN stays NaN.
TEST(CpuKernelsElementwise, HardSigmoidMatchesScalarFormula) {
  std::vector<float> x = {-std::numeric_limits<float>::infinity(), std::numeric_limits<float>::infinity(),
                          std::numeric_limits<float>::quiet_NaN(), -3.0f, 3.0f};
  for (int i = -800; i <= 800; ++i) x.push_back(static_cast<float>(i) / 100.0f);
  const int64_t n = static_cast<int64_t>(x.size());
  const int base = kernels::kOperandBase;
  kernels::OpDesc op = make_op(kernels::OpKind::elementwise, {n});
  op.steps[0] = step(ElemOp::hard_sigmoid, 0, base + 0, 0, 1.0f / 6.0f, 0.5f);
  op.steps[1] = step(ElemOp::store, base + 1, 0);
  op.num_steps = 2;
  op.operands[0] = 0;
  op.operands[1] = 1;
  const std::vector<kernels::TensorDesc> T = {desc({n}), desc({n})};
  for (cpu::CpuIsa isa : isas()) {
    std::vector<float> y(x.size(), -7.0f);
    std::vector<void*> ptrs = {x.data(), y.data()};
    ASSERT_TRUE(run_all(isa, op, T, ptrs));
    for (size_t i = 0; i < x.size(); ++i) {
      const float want = kernels::ops::hard_sigmoid(x[i], 1.0f / 6.0f, 0.5f);
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(y[i])) << cpu::cpu_isa_name(isa) << " at " << x[i];
      } else {
        EXPECT_NEAR(y[i], want, 6e-8f) << cpu::cpu_isa_name(isa) << " at " << x[i];
      }
    }
  }
}

// LSTM gates[t, d, b, g, j] = x[t,b].W[d,gH+j] + h[b].R[d,gH+j] + Wb + Rb (closed form computed in
// double here), from the initial state and from Y at an earlier step, with ragged hidden tiles.
TEST(CpuKernelsRnn, LstmGatesMatchClosedForm) {
  std::mt19937 rng(41);
  const int64_t seq = 3, dirs = 2, batch = 2, in = 37, H = 19, G = 4;
  Tensor X = random_tensor(rng, {seq, batch, in}), W = random_tensor(rng, {dirs, G * H, in});
  Tensor R = random_tensor(rng, {dirs, G * H, H}), B = random_tensor(rng, {dirs, 2 * G * H});
  Tensor H0 = random_tensor(rng, {dirs, batch, H}), Y = random_tensor(rng, {seq, dirs, batch, H});
  for (int64_t hidx : {int64_t{-1}, int64_t{0}}) {
    const int64_t t = 1, d = 1;
    kernels::OpDesc op = make_op(OpKind::rnn_gates, {batch, H});
    kernels::RnnParams{.t = t, .d = d, .gates = G, .kind = kernels::RnnKind::lstm, .h_prev_time = hidx}.pack(op);
    for (int i = 0; i < 6; ++i) op.operands[i] = i;
    const Shape gs = {seq, dirs, batch, G, H};
    std::vector<kernels::TensorDesc> T = {desc(X.shape()), desc(W.shape()), desc(R.shape()),
                                          desc(B.shape()), desc(hidx < 0 ? H0.shape() : Y.shape()),
                                          desc(gs)};
    random_tile(rng, op);
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> gates(static_cast<size_t>(shape_numel(gs)), -7.0f);
      std::vector<void*> ptrs = {X.raw(), W.raw(), R.raw(), B.raw(), hidx < 0 ? H0.raw() : Y.raw(),
                                 gates.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      double err = 0.0;
      for (int64_t b = 0; b < batch; ++b)
        for (int64_t row = 0; row < G * H; ++row) {
          double want = B.data<float>()[d * 2 * G * H + row] + B.data<float>()[d * 2 * G * H + G * H + row];
          for (int64_t i = 0; i < in; ++i)
            want += double(X.data<float>()[(t * batch + b) * in + i]) * W.data<float>()[(d * G * H + row) * in + i];
          const float* h = hidx < 0 ? H0.data<float>() + (d * batch + b) * H
                                    : Y.data<float>() + ((hidx * dirs + d) * batch + b) * H;
          for (int64_t i = 0; i < H; ++i) want += double(h[i]) * R.data<float>()[(d * G * H + row) * H + i];
          const float got = gates[static_cast<size_t>((((t * dirs + d) * batch + b) * G) * H + row)];
          err = std::max(err, std::fabs(got - want) / std::max(1.0, std::fabs(want)));
        }
      EXPECT_LE(err, 1e-4) << cpu::cpu_isa_name(isa) << " hidx=" << hidx;
    }
  }
}

}  // namespace
}  // namespace rammer::cpu_test
