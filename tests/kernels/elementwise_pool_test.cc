// elementwise (the step-program VM) and pool tiles under host emulation against the reference
// interpreter's unary/binary ops, Where, MaxPool (with indices), AveragePool and LpPool.
#include "tests/kernels/kernel_test_util.h"

namespace rammer::kernel_test {
namespace {

struct UnaryCase {
  rk::ElemOp code;
  const char* op;
  float alpha, beta;
  std::vector<std::pair<const char*, float>> attrs;
};

// Every unary ElemOp, as a one-step program plus store, equals its ONNX op.
TEST(KernelsElementwise, UnaryOpsMatchReference) {
  const std::vector<UnaryCase> cases = {
      {rk::ElemOp::neg, "Neg", 0, 0, {}}, {rk::ElemOp::abs, "Abs", 0, 0, {}},
      {rk::ElemOp::relu, "Relu", 0, 0, {}}, {rk::ElemOp::sigmoid, "Sigmoid", 0, 0, {}},
      {rk::ElemOp::tanh, "Tanh", 0, 0, {}}, {rk::ElemOp::exp, "Exp", 0, 0, {}},
      {rk::ElemOp::erf, "Erf", 0, 0, {}}, {rk::ElemOp::floor, "Floor", 0, 0, {}},
      {rk::ElemOp::ceil, "Ceil", 0, 0, {}}, {rk::ElemOp::round, "Round", 0, 0, {}},
      {rk::ElemOp::sign, "Sign", 0, 0, {}}, {rk::ElemOp::sin, "Sin", 0, 0, {}},
      {rk::ElemOp::cos, "Cos", 0, 0, {}}, {rk::ElemOp::softplus, "Softplus", 0, 0, {}},
      {rk::ElemOp::softsign, "Softsign", 0, 0, {}}, {rk::ElemOp::gelu, "Gelu", 0, 0, {}},
      {rk::ElemOp::mish, "Mish", 0, 0, {}}, {rk::ElemOp::hard_swish, "HardSwish", 0, 0, {}},
      {rk::ElemOp::leaky_relu, "LeakyRelu", 0.1f, 0, {{"alpha", 0.1f}}},
      {rk::ElemOp::hard_sigmoid, "HardSigmoid", 0.3f, 0.4f, {{"alpha", 0.3f}, {"beta", 0.4f}}},
      {rk::ElemOp::elu, "Elu", 0.8f, 0, {{"alpha", 0.8f}}},
      {rk::ElemOp::selu, "Selu", 1.5f, 1.1f, {{"alpha", 1.5f}, {"gamma", 1.1f}}},
      {rk::ElemOp::celu, "Celu", 0.7f, 0, {{"alpha", 0.7f}}},
      {rk::ElemOp::thresholded_relu, "ThresholdedRelu", 0.2f, 0, {{"alpha", 0.2f}}},
  };
  for (const auto& u : cases) {
    for_block_sizes([&]<int T>() {
      Case c;
      int x = c.add(random_tensor({3, 5, 7}, 21, -3.0f, 3.0f));
      int y = c.add(Tensor(DType::f32, {3, 5, 7}));
      rk::OpDesc op = make_op(rk::OpKind::elementwise, {3, 5, 7}, {2, 3, 4}, {x, y});
      add_step(op, u.code, 1, rk::kOperandBase + 0, 0, 0, u.alpha, u.beta);
      add_step(op, rk::ElemOp::store, rk::kOperandBase + 1, 1);
      run_op<T>(c, op);
      Node n = make_node(u.op, {"X"}, {"Y"}, 20);
      for (const auto& [name, v] : u.attrs) n.attrs.set(name, v);
      auto want = eval_node(n, {&c.at(x)});
      expect_close(c.at(y), want[0], 1e-5, u.op);
    });
  }
}

// A chain with broadcast operands (y = Where(cond, a * b - c, Max(a, c))) equals the ONNX ops.
TEST(KernelsElementwise, BroadcastChainWithWhere) {
  for (Shape tile : {Shape{1, 1, 1}, Shape{2, 3, 5}, Shape{4, 6, 5}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      const Shape s = {4, 6, 5};
      int a = c.add(random_tensor(s, 41));
      int b = c.add(random_tensor({6, 1}, 42));
      int cc = c.add(random_tensor({5}, 43));
      Tensor cond_t(DType::boolean, {4, 1, 5});
      for (int64_t i = 0; i < cond_t.numel(); ++i) cond_t.data<uint8_t>()[i] = (i * 7) % 3 == 0;
      int cond = c.add(cond_t);
      int y = c.add(Tensor(DType::f32, s));
      int bv = c.view(b, s, {0, 1, 0});
      int cv = c.view(cc, s, {0, 0, 1});
      int condv = c.view(cond, s, {5, 0, 1});
      rk::OpDesc op = make_op(rk::OpKind::elementwise, s, tile, {a, bv, cv, condv, y});
      const int A = rk::kOperandBase, B = A + 1, C = A + 2, COND = A + 3, Y = A + 4;
      add_step(op, rk::ElemOp::mul, 0, A, B);
      add_step(op, rk::ElemOp::sub, 0, 0, C);
      add_step(op, rk::ElemOp::max, 1, A, C);
      add_step(op, rk::ElemOp::where, 2, COND, 0, 1);
      add_step(op, rk::ElemOp::store, Y, 2);
      run_op<T>(c, op);
      auto mul = eval_node(make_node("Mul", {"A", "B"}, {"P"}), {&c.at(a), &c.at(b)});
      auto sub = eval_node(make_node("Sub", {"P", "C"}, {"S"}), {&mul[0], &c.at(cc)});
      auto mx = eval_node(make_node("Max", {"A", "C"}, {"M"}), {&c.at(a), &c.at(cc)});
      auto want = eval_node(make_node("Where", {"K", "S", "M"}, {"Y"}), {&c.at(cond), &sub[0], &mx[0]});
      expect_close(c.at(y), want[0], 1e-6, "Where chain " + shape_str(tile));
    });
  }
}

// Binary ops (Div, Pow, PRelu, Mod with the divisor's sign, Min) equal their ONNX ops.
TEST(KernelsElementwise, BinaryOpsMatchReference) {
  struct B {
    rk::ElemOp code;
    const char* op;
  };
  for (B bo : {B{rk::ElemOp::div, "Div"}, B{rk::ElemOp::pow, "Pow"}, B{rk::ElemOp::prelu, "PRelu"},
               B{rk::ElemOp::mod, "Mod"}, B{rk::ElemOp::min, "Min"}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      const bool pos = bo.code == rk::ElemOp::pow;
      int a = c.add(random_tensor({5, 9}, 51, pos ? 0.1f : -4.0f, 4.0f));
      int b = c.add(random_tensor({5, 9}, 52, 0.5f, 2.0f));
      Tensor& bt = c.at(b);
      for (int64_t i = 0; i < bt.numel(); i += 3) bt.data<float>()[i] *= pos ? 1.0f : -1.0f;
      int y = c.add(Tensor(DType::f32, {5, 9}));
      rk::OpDesc op = make_op(rk::OpKind::elementwise, {5, 9}, {2, 4}, {a, b, y});
      add_step(op, bo.code, 3, rk::kOperandBase, rk::kOperandBase + 1);
      add_step(op, rk::ElemOp::store, rk::kOperandBase + 2, 3);
      run_op<T>(c, op);
      Node n = make_node(bo.op, {"A", "B"}, {"Y"});
      if (bo.code == rk::ElemOp::mod) n.attrs.set("fmod", int64_t{1});
      if (bo.code == rk::ElemOp::mod) op.steps[0].op = static_cast<int32_t>(rk::ElemOp::fmod);
      if (bo.code == rk::ElemOp::mod) run_op<T>(c, op);
      auto want = eval_node(n, {&c.at(a), &c.at(b)});
      expect_close(c.at(y), want[0], 1e-5, bo.op);
    });
  }
}

struct PoolCase {
  const char* op;
  int mode;
  Shape x;
  std::vector<int64_t> kernel, strides, dil, pads;  // pads: begin then end
  int64_t ceil_mode, count_include_pad, p, storage_order;
  Shape tile;
};

// MaxPool (with indices, both storage orders), AveragePool (count_include_pad, ceil_mode) and
// LpPool equal the ONNX ops in 1-3 spatial dims.
TEST(KernelsPool, PoolMatchesReference) {
  const std::vector<PoolCase> cases = {
      {"MaxPool", 0, {2, 3, 9, 8}, {3, 3}, {2, 2}, {1, 1}, {1, 1, 1, 1}, 0, 0, 0, 0, {1, 2, 3, 3}},
      {"MaxPool", 0, {1, 2, 7, 9}, {2, 3}, {1, 2}, {2, 1}, {0, 1, 1, 0}, 1, 0, 0, 1, {1, 1, 1, 1}},
      {"AveragePool", 1, {1, 3, 7, 7}, {3, 3}, {2, 2}, {1, 1}, {1, 1, 1, 1}, 1, 1, 0, 0, {1, 3, 2, 4}},
      {"AveragePool", 1, {2, 2, 8, 5}, {2, 2}, {2, 2}, {1, 1}, {1, 0, 1, 1}, 1, 0, 0, 0, {2, 2, 5, 4}},
      {"LpPool", 2, {1, 2, 6, 6}, {2, 3}, {2, 1}, {1, 1}, {0, 1, 0, 1}, 0, 0, 2, 0, {1, 1, 3, 3}},
      {"MaxPool", 0, {1, 2, 11}, {3}, {2}, {2}, {2, 1}, 0, 0, 0, 0, {1, 2, 3}},
      {"AveragePool", 1, {1, 2, 4, 5, 6}, {2, 2, 3}, {1, 2, 2}, {1, 1, 1}, {1, 0, 1, 0, 1, 1}, 0, 1, 0, 0, {1, 1, 2, 2, 2}},
  };
  uint32_t seed = 600;
  for (const auto& k : cases) {
    for_block_sizes([&]<int T>() {
      Case c;
      int x = c.add(random_tensor(k.x, seed));
      Node n = make_node(k.op, {"X"}, {"Y", k.mode == 0 ? "I" : ""}, 18);
      if (k.mode != 0) n.outputs.pop_back();
      n.attrs.set("kernel_shape", k.kernel);
      n.attrs.set("strides", k.strides);
      n.attrs.set("pads", k.pads);
      if (k.mode != 2) n.attrs.set("dilations", k.dil);
      if (k.mode != 2) n.attrs.set("ceil_mode", k.ceil_mode);
      if (k.mode == 1) n.attrs.set("count_include_pad", k.count_include_pad);
      if (k.mode == 2) n.attrs.set("p", k.p);
      if (k.mode == 0) n.attrs.set("storage_order", k.storage_order);
      auto want = eval_node(n, {&c.at(x)});
      int y = c.add(Tensor(DType::f32, want[0].shape()));
      int ind = k.mode == 0 ? c.add(Tensor(DType::i64, want[0].shape())) : -1;
      const int64_t nd = static_cast<int64_t>(k.kernel.size());
      const std::vector<int64_t> dil = k.mode == 2 ? std::vector<int64_t>(k.kernel.size(), 1) : k.dil;
      rk::PoolParams params;
      params.nd = static_cast<int>(nd);
      params.mode = static_cast<rk::PoolMode>(k.mode);
      params.count_include_pad = k.count_include_pad != 0;
      params.p = k.p;
      params.storage_order = k.storage_order;
      params.kernel = k.kernel.data();
      params.stride = k.strides.data();
      params.dilation = dil.data();
      params.pad_begin = k.pads.data();
      params.pad_end = k.pads.data() + nd;
      rk::OpDesc op = make_op(rk::OpKind::pool, want[0].shape(), k.tile, {x, y, ind}, params);
      run_op<T>(c, op);
      expect_close(c.at(y), want[0], 1e-5, std::string(k.op) + " " + shape_str(k.x));
      if (ind >= 0) expect_close(c.at(ind), want[1], 0, std::string(k.op) + " indices");
    });
    seed += 3;
  }
}

}  // namespace
}  // namespace rammer::kernel_test
