// LSTM, GRU and RNN: gate order, directions, layout, initial states, peepholes, input_forget,
// clip, linear_before_reset, sequence_lens and activations. Cases use hidden and input size 1 with
// weights chosen so that each step has a closed form from the ONNX equations.
#include <gtest/gtest.h>

#include <cmath>

#include "frontend/ops/op_registry.h"

namespace rammer {
namespace {

Tensor F(Shape s, std::vector<float> v) { return Tensor::from_vector<float>(DType::f32, std::move(s), v); }

using V = std::vector<float>;

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

// A node whose inputs are the given tensors (nullptr = omitted) and with `n_outputs` outputs.
Node rnn_node(const std::string& op, const std::vector<const Tensor*>& ins, size_t n_outputs,
              Attributes attrs = {}) {
  Node n;
  n.name = op + "_0";
  n.op = op;
  n.opset = 17;
  n.attrs = std::move(attrs);
  for (size_t i = 0; i < ins.size(); ++i) n.inputs.push_back(ins[i] ? "in" + std::to_string(i) : "");
  for (size_t i = 0; i < n_outputs; ++i) n.outputs.push_back("out" + std::to_string(i));
  if (!n.attrs.has("hidden_size")) n.attrs.set("hidden_size", int64_t{1});
  return n;
}

// Runs inference and evaluation; checks they agree on every output.
std::vector<Tensor> run(const Node& node, const std::vector<const Tensor*>& ins) {
  std::vector<Value> values(ins.size());
  std::vector<InferInput> infer_in;
  for (size_t i = 0; i < ins.size(); ++i) {
    if (!ins[i]) {
      infer_in.push_back({});
      continue;
    }
    values[i] = Value{node.inputs[i], ins[i]->dtype(), ins[i]->shape(), nullptr};
    infer_in.push_back({&values[i], ins[i]});
  }
  auto outs = infer_node(node, infer_in);
  std::vector<Tensor> res = eval_node(node, ins);
  for (size_t i = 0; i < res.size(); ++i) {
    if (node.outputs[i].empty()) continue;
    EXPECT_EQ(res[i].dtype(), outs[i].dtype);
    EXPECT_EQ(res[i].shape(), outs[i].shape);
  }
  return res;
}

Attributes attrs(std::initializer_list<std::pair<const char*, AttrValue>> list) {
  Attributes a;
  for (const auto& [k, v] : list) a.set(k, v);
  return a;
}

void expect_near(const Tensor& t, const std::vector<double>& want) {
  ASSERT_EQ(t.numel(), static_cast<int64_t>(want.size()));
  for (size_t i = 0; i < want.size(); ++i) EXPECT_NEAR(t.get_f64(static_cast<int64_t>(i)), want[i], 1e-6) << i;
}

// LSTM weights (I = H = 1) where only the cell gate c (4th in i,o,f,c order) sees x: the i, o, f
// gates are sigmoid(0) = 0.5, so c_t = 0.5 c_{t-1} + 0.5 tanh(x_t) and h_t = 0.5 tanh(c_t).
struct LstmOnlyCellGate {
  Tensor W = F({1, 4, 1}, V{0, 0, 0, 1});
  Tensor R = F({1, 4, 1}, V{0, 0, 0, 0});
  static double step(double c_prev, double x, double& h) {
    const double c = 0.5 * c_prev + 0.5 * std::tanh(x);
    h = 0.5 * std::tanh(c);
    return c;
  }
};

// Gate order i,o,f,c: the 4th row of W feeds the candidate; Y, Y_h, Y_c follow the recurrence.
TEST(NnLstm, GateOrderForward) {
  LstmOnlyCellGate m;
  Tensor X = F({2, 1, 1}, V{1.0f, 0.5f});
  auto r = run(rnn_node("LSTM", {&X, &m.W, &m.R}, 3), {&X, &m.W, &m.R});
  double h1, h2;
  const double c1 = LstmOnlyCellGate::step(0, 1.0, h1);
  const double c2 = LstmOnlyCellGate::step(c1, 0.5, h2);
  EXPECT_EQ(r[0].shape(), (Shape{2, 1, 1, 1}));
  expect_near(r[0], {h1, h2});
  expect_near(r[1], {h2});
  expect_near(r[2], {c2});
}

// reverse walks t = T-1..0 and stores each h at its own t; bidirectional stacks both directions.
TEST(NnLstm, ReverseAndBidirectional) {
  LstmOnlyCellGate m;
  Tensor X = F({2, 1, 1}, V{1.0f, 0.5f});
  double hb1, hb0, hf0, hf1;
  const double cb1 = LstmOnlyCellGate::step(0, 0.5, hb1);
  LstmOnlyCellGate::step(cb1, 1.0, hb0);
  const double cf0 = LstmOnlyCellGate::step(0, 1.0, hf0);
  LstmOnlyCellGate::step(cf0, 0.5, hf1);
  auto rev = run(rnn_node("LSTM", {&X, &m.W, &m.R}, 2, attrs({{"direction", std::string("reverse")}})),
                 {&X, &m.W, &m.R});
  expect_near(rev[0], {hb0, hb1});
  expect_near(rev[1], {hb0});

  Tensor W2 = F({2, 4, 1}, V{0, 0, 0, 1, 0, 0, 0, 1});
  Tensor R2 = F({2, 4, 1}, V(8, 0.0f));
  auto bi = run(rnn_node("LSTM", {&X, &W2, &R2}, 2, attrs({{"direction", std::string("bidirectional")}})),
                {&X, &W2, &R2});
  EXPECT_EQ(bi[0].shape(), (Shape{2, 2, 1, 1}));  // [seq, dirs, batch, hidden]
  expect_near(bi[0], {hf0, hb0, hf1, hb1});
  expect_near(bi[1], {hf1, hb0});
}

// layout = 1 puts batch first in X, Y, Y_h and the initial states.
TEST(NnLstm, BatchMajorLayoutAndInitialState) {
  LstmOnlyCellGate m;
  Tensor X = F({2, 2, 1}, V{1.0f, 0.5f, -1.0f, 0.0f});  // [batch, seq, input]
  Tensor h0 = F({2, 1, 1}, V{0, 0});
  Tensor c0 = F({2, 1, 1}, V{2.0f, 0.0f});
  std::vector<const Tensor*> ins = {&X, &m.W, &m.R, nullptr, nullptr, &h0, &c0};
  auto r = run(rnn_node("LSTM", ins, 3, attrs({{"layout", int64_t{1}}})), ins);
  EXPECT_EQ(r[0].shape(), (Shape{2, 2, 1, 1}));
  EXPECT_EQ(r[1].shape(), (Shape{2, 1, 1}));
  double a1, a2, b1, b2;
  const double ca = LstmOnlyCellGate::step(LstmOnlyCellGate::step(2.0, 1.0, a1), 0.5, a2);
  const double cb = LstmOnlyCellGate::step(LstmOnlyCellGate::step(0.0, -1.0, b1), 0.0, b2);
  expect_near(r[0], {a1, a2, b1, b2});
  expect_near(r[1], {a2, b2});
  expect_near(r[2], {ca, cb});
}

// B adds Wb + Rb to each gate: with the input gate bias ln(3), i = 0.75; input_forget sets f = 1 - i.
TEST(NnLstm, BiasAndInputForget) {
  Tensor X = F({1, 1, 1}, V{0});
  Tensor W = F({1, 4, 1}, V(4, 0.0f)), R = F({1, 4, 1}, V(4, 0.0f));
  const float ln3 = std::log(3.0f);
  Tensor B = F({1, 8}, V{ln3 / 2, 0, 0, 0, ln3 / 2, 0, 0, 0});  // Wbi + Rbi = ln 3
  Tensor c0 = F({1, 1, 1}, V{1});
  std::vector<const Tensor*> ins = {&X, &W, &R, &B, nullptr, nullptr, &c0};
  // c = f * 1 + i * tanh(0): f = 0.5 normally, 1 - 0.75 with input_forget.
  auto plain = run(rnn_node("LSTM", ins, 3), ins);
  expect_near(plain[2], {0.5});
  auto coupled = run(rnn_node("LSTM", ins, 3, attrs({{"input_forget", int64_t{1}}})), ins);
  expect_near(coupled[2], {0.25});
  expect_near(coupled[1], {0.5 * std::tanh(0.25)});
}

// Peepholes P = (i, o, f): f and i see c_{t-1}, o sees the new c_t.
TEST(NnLstm, Peepholes) {
  Tensor X = F({1, 1, 1}, V{0});
  Tensor W = F({1, 4, 1}, V(4, 0.0f)), R = F({1, 4, 1}, V(4, 0.0f));
  Tensor c0 = F({1, 1, 1}, V{2});
  Tensor P = F({1, 3}, V{0, 0.5f, 1});
  std::vector<const Tensor*> ins = {&X, &W, &R, nullptr, nullptr, nullptr, &c0, &P};
  auto r = run(rnn_node("LSTM", ins, 3), ins);
  const double c = sigmoid(2.0) * 2.0;  // f = sigmoid(1 * 2), candidate tanh(0) = 0
  expect_near(r[2], {c});
  expect_near(r[1], {sigmoid(0.5 * c) * std::tanh(c)});
}

// clip bounds every gate pre-activation; activations replace f, g, h.
TEST(NnLstm, ClipAndActivations) {
  LstmOnlyCellGate m;
  Tensor W = F({1, 4, 1}, V{0, 0, 0, 10});
  Tensor X = F({1, 1, 1}, V{1});
  auto clipped = run(rnn_node("LSTM", {&X, &W, &m.R}, 3, attrs({{"clip", 1.0f}})), {&X, &W, &m.R});
  expect_near(clipped[2], {0.5 * std::tanh(1.0)});
  Attributes relu = attrs({{"activations", std::vector<std::string>{"Sigmoid", "Relu", "Relu"}}});
  auto r = run(rnn_node("LSTM", {&X, &W, &m.R}, 3, relu), {&X, &W, &m.R});
  expect_near(r[2], {5.0});        // 0.5 * relu(10)
  expect_near(r[1], {0.5 * 5.0});  // o * relu(c)
  // HardSigmoid(alpha, beta) for f: 0.2 * 0 + 0.5 = 0.5, and ScaledTanh(2, 1) for g: 2 tanh(10).
  Attributes custom = attrs({{"activations", std::vector<std::string>{"HardSigmoid", "ScaledTanh", "Tanh"}},
                             {"activation_alpha", std::vector<float>{0.2f, 2.0f}},
                             {"activation_beta", std::vector<float>{0.5f, 1.0f}}});
  auto s = run(rnn_node("LSTM", {&X, &W, &m.R}, 3, custom), {&X, &W, &m.R});
  expect_near(s[2], {0.5 * 2 * std::tanh(10.0)});
  Attributes bad = attrs({{"activations", std::vector<std::string>{"Sigmoid", "Gelu", "Tanh"}}});
  EXPECT_THROW(run(rnn_node("LSTM", {&X, &W, &m.R}, 1, bad), {&X, &W, &m.R}), Unsupported);
}

// sequence_lens stops each batch row at its length: Y is zero after it, Y_h holds its last state.
TEST(NnLstm, SequenceLens) {
  LstmOnlyCellGate m;
  Tensor X = F({2, 2, 1}, V{1.0f, -1.0f, 0.5f, 7.0f});  // [seq, batch, input]
  Tensor lens = Tensor::from_vector<int32_t>(DType::i32, {2}, {2, 1});
  std::vector<const Tensor*> ins = {&X, &m.W, &m.R, nullptr, &lens};
  auto r = run(rnn_node("LSTM", ins, 2), ins);
  double a1, a2, b1;
  LstmOnlyCellGate::step(LstmOnlyCellGate::step(0, 1.0, a1), 0.5, a2);
  LstmOnlyCellGate::step(0, -1.0, b1);
  expect_near(r[0], {a1, b1, a2, 0.0});
  expect_near(r[1], {a2, b1});
}

// Shapes of W and R must match hidden_size and the gate count.
TEST(NnLstm, ShapeErrors) {
  Tensor X = F({1, 1, 1}, V{0});
  Tensor W = F({1, 3, 1}, V(3, 0.0f)), R = F({1, 3, 1}, V(3, 0.0f));
  EXPECT_THROW(run(rnn_node("LSTM", {&X, &W, &R}, 1), {&X, &W, &R}), Error);
}

// GRU gate order z,r,h: with z = r = 0.5, h_t = 0.5 h~ + 0.5 h_{t-1}, where linear_before_reset
// decides whether r multiplies h_{t-1} before (0) or after (1) the recurrent product and its bias.
TEST(NnGru, LinearBeforeReset) {
  Tensor X = F({1, 1, 1}, V{0.3f});
  Tensor W = F({1, 3, 1}, V{0, 0, 1});
  Tensor R = F({1, 3, 1}, V{0, 0, 2});
  Tensor B = F({1, 6}, V{0, 0, 0, 0, 0, 1});  // Rbh = 1
  Tensor h0 = F({1, 1, 1}, V{0.8f});
  std::vector<const Tensor*> ins = {&X, &W, &R, &B, nullptr, &h0};
  const double x = 0.3f, h = 0.8f;
  auto r0 = run(rnn_node("GRU", ins, 2), ins);
  expect_near(r0[1], {0.5 * std::tanh(x + 2 * (0.5 * h) + 1) + 0.5 * h});
  auto r1 = run(rnn_node("GRU", ins, 2, attrs({{"linear_before_reset", int64_t{1}}})), ins);
  expect_near(r1[1], {0.5 * std::tanh(x + 0.5 * (2 * h + 1)) + 0.5 * h});
}

// The first gate is z (update): z = 0.75 keeps 3/4 of the previous state.
TEST(NnGru, UpdateGateFirst) {
  Tensor X = F({1, 1, 1}, V{0});
  Tensor W = F({1, 3, 1}, V{0, 0, 0}), R = F({1, 3, 1}, V{0, 0, 0});
  Tensor B = F({1, 6}, V{std::log(3.0f), 0, 0, 0, 0, 0});
  Tensor h0 = F({1, 1, 1}, V{1});
  std::vector<const Tensor*> ins = {&X, &W, &R, &B, nullptr, &h0};
  expect_near(run(rnn_node("GRU", ins, 2), ins)[1], {0.75});
}

// RNN: h_t = tanh(W x_t + R h_{t-1} + Wb + Rb), in both directions.
TEST(NnRnn, SimpleRecurrence) {
  Tensor X = F({2, 1, 1}, V{1.0f, -0.5f});
  Tensor W = F({2, 1, 1}, V{2, 2}), R = F({2, 1, 1}, V{0.5f, 0.5f});
  Tensor B = F({2, 2}, V{0.1f, 0.2f, 0.1f, 0.2f});
  std::vector<const Tensor*> ins = {&X, &W, &R, &B};
  auto r = run(rnn_node("RNN", ins, 2, attrs({{"direction", std::string("bidirectional")}})), ins);
  const double b = 0.1f + 0.2f;
  const double f0 = std::tanh(2 * 1.0 + b), f1 = std::tanh(2 * -0.5 + 0.5 * f0 + b);
  const double r1 = std::tanh(2 * -0.5 + b), r0 = std::tanh(2 * 1.0 + 0.5 * r1 + b);
  expect_near(r[0], {f0, r0, f1, r1});
  expect_near(r[1], {f1, r0});
}

// f64 runs in f64; f16 is unsupported.
TEST(NnRnn, Dtypes) {
  Tensor X = Tensor::from_vector<double>(DType::f64, {1, 1, 1}, {0.25});
  Tensor W = Tensor::from_vector<double>(DType::f64, {1, 1, 1}, {1});
  Tensor R = Tensor::from_vector<double>(DType::f64, {1, 1, 1}, {0});
  auto r = run(rnn_node("RNN", {&X, &W, &R}, 2), {&X, &W, &R});
  EXPECT_EQ(r[1].dtype(), DType::f64);
  EXPECT_DOUBLE_EQ(r[1].get_f64(0), std::tanh(0.25));
  Tensor H(DType::f16, {1, 1, 1});
  EXPECT_THROW(run(rnn_node("RNN", {&H, &H, &H}, 1), {&H, &H, &H}), Unsupported);
}

}  // namespace
}  // namespace rammer
