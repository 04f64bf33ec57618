// Fast CPU rnn_gates + rnn_cell, chained over a short sequence as the plan lowers LSTM / GRU / RNN,
// against the reference ONNX op (eval_node), every ISA, ragged hidden tiles; with x W^T + Wb in the
// gates op or precomputed (RnnParams::projected, the projection computed here by hand), and
// LSTM / RNN as fused steps (RnnParams::fused: the gates op also runs the cell, operands at 10 + s).
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;
using kernels::RnnKind;

struct RnnCase {
  std::string op;
  int64_t seq = 3, batch = 2, in = 21, H = 13;
  int64_t lbr = 0;
  float clip = 0.0f;
  bool peepholes = false;
  bool projected = false;
  bool fused = false;
  int64_t hidden_tile = 0;  // > 0: every step's tile along H (else random)
};

// xproj[0, t, b, j] = X[t, b] . W[0, j] + Wb[0, j], by hand (one direction).
std::vector<float> hand_projection(const Tensor& x, const Tensor& w, const Tensor& bias) {
  const int64_t S = x.shape()[0], Bt = x.shape()[1], I = x.shape()[2], N = w.shape()[1];
  std::vector<float> p(static_cast<size_t>(S * Bt * N));
  for (int64_t r = 0; r < S * Bt; ++r)
    for (int64_t j = 0; j < N; ++j) {
      double s = bias.data<float>()[j];
      for (int64_t i = 0; i < I; ++i) s += static_cast<double>(x.data<float>()[r * I + i]) * w.data<float>()[j * I + i];
      p[static_cast<size_t>(r * N + j)] = static_cast<float>(s);
    }
  return p;
}

// Runs the sequence step by step (gates then cell per t) and returns {Y, Y_h, Y_c}.
std::vector<std::vector<float>> run_fast(cpu::CpuIsa isa, const RnnCase& c, std::mt19937& rng,
                                         std::vector<Tensor*> in) {
  const int64_t G = c.op == "LSTM" ? 4 : c.op == "GRU" ? 3 : 1;
  const RnnKind kind = c.op == "LSTM" ? RnnKind::lstm : c.op == "GRU" ? RnnKind::gru : RnnKind::rnn;
  const int64_t S = c.seq, Bt = c.batch, H = c.H;
  // Tensors: 0 X, 1 W, 2 R, 3 B, 4 h0, 5 c0, 6 P, 7 gates, 8 Y, 9 C, 10 Y_h, 11 Y_c.
  std::vector<float> gates(static_cast<size_t>(S * Bt * G * H), -7.0f), Y(static_cast<size_t>(S * Bt * H), -7.0f);
  std::vector<float> C = Y, Yh(static_cast<size_t>(Bt * H), -7.0f), Yc = Yh;
  std::vector<kernels::TensorDesc> T = {desc(in[0]->shape()), desc(in[1]->shape()), desc(in[2]->shape()),
                                        desc(in[3]->shape()), desc({1, Bt, H}),      desc({1, Bt, H}),
                                        desc({1, 3 * H}),     desc({S, 1, Bt, G * H}), desc({S, 1, Bt, H}),
                                        desc({S, 1, Bt, H}),  desc({1, Bt, H}),      desc({1, Bt, H})};
  std::vector<void*> ptrs = {in[0]->raw(), in[1]->raw(), in[2]->raw(), in[3]->raw(), in[4]->raw(),
                             in[5]->raw(), in[6]->raw(), gates.data(), Y.data(), C.data(), Yh.data(),
                             Yc.data()};
  // 12: xproj [1, S, batch, G*H].
  std::vector<float> xproj = hand_projection(*in[0], *in[1], *in[3]);
  T.push_back(desc({1, S, Bt, G * H}));
  ptrs.push_back(xproj.data());
  for (int64_t t = 0; t < S; ++t) {
    kernels::OpDesc g = make_op(OpKind::rnn_gates, {Bt, H});
    kernels::RnnParams rp{.t = t,
                          .gates = G,
                          .kind = kind,
                          .linear_before_reset = c.lbr != 0,
                          .h_prev_time = t == 0 ? -1 : t - 1,
                          .projected = c.projected};
    rp.pack(g);
    g.operands[0] = 0;
    g.operands[1] = 1;
    g.operands[2] = 2;
    g.operands[3] = 3;
    g.operands[4] = t == 0 ? 4 : 8;
    g.operands[5] = 7;
    if (c.projected) {
      g.operands[0] = 12;
      g.operands[1] = -1;
    }
    random_tile(rng, g);
    if (c.hidden_tile > 0) set_tile(rng, g, {g.tile[0], c.hidden_tile});
    kernels::OpDesc cell = g;
    cell.kind = static_cast<int32_t>(OpKind::rnn_cell);
    for (int i = 0; i < kernels::kMaxOperands; ++i) cell.operands[i] = -1;
    cell.operands[0] = 7;
    cell.operands[2] = 8;
    cell.operands[6] = t == 0 ? 4 : 8;
    if (kind == RnnKind::lstm) {
      cell.operands[1] = t == 0 ? 5 : 9;
      cell.operands[3] = 9;
      if (c.peepholes) cell.operands[7] = 6;
    }
    if (t == S - 1) {
      cell.operands[4] = 10;
      if (kind == RnnKind::lstm) cell.operands[5] = 11;
    }
    cell.operands[8] = 2;
    cell.operands[9] = 3;
    rp.clip = c.clip;
    rp.f = kind == RnnKind::rnn ? kernels::ActivationCode::tanh : kernels::ActivationCode::sigmoid;
    rp.g = kernels::ActivationCode::tanh;
    rp.h = kernels::ActivationCode::tanh;
    rp.pack(cell);
    random_tile(rng, cell);
    if (c.fused) {  // one op: the cell's operands at 10 + s, its params and clip
      kernels::OpDesc f = cell;
      f.kind = g.kind;
      rp.fused = true;
      rp.pack(f);
      for (int i = 0; i < 10; ++i) f.operands[10 + i] = cell.operands[i];
      for (int i = 0; i < 5; ++i) f.operands[i] = g.operands[i];
      f.operands[5] = f.operands[10] = -1;
      random_tile(rng, f);
      if (c.hidden_tile > 0) set_tile(rng, f, {f.tile[0], c.hidden_tile});
      EXPECT_TRUE(run_all(isa, f, T, ptrs)) << "fused t=" << t;
      continue;
    }
    EXPECT_TRUE(run_all(isa, g, T, ptrs)) << "gates t=" << t;
    EXPECT_TRUE(run_all(isa, cell, T, ptrs)) << "cell t=" << t;
  }
  return {Y, Yh, Yc};
}

void check(const RnnCase& c, uint32_t seed) {
  std::mt19937 rng(seed);
  const int64_t G = c.op == "LSTM" ? 4 : c.op == "GRU" ? 3 : 1;
  Tensor X = random_tensor(rng, {c.seq, c.batch, c.in}), W = random_tensor(rng, {1, G * c.H, c.in});
  Tensor R = random_tensor(rng, {1, G * c.H, c.H}), B = random_tensor(rng, {1, 2 * G * c.H});
  Tensor h0 = random_tensor(rng, {1, c.batch, c.H}), c0 = random_tensor(rng, {1, c.batch, c.H});
  Tensor P = random_tensor(rng, {1, 3 * c.H});
  Node n = make_node(c.op, 14, c.op == "LSTM" ? (c.peepholes ? 8 : 7) : 6);
  n.inputs[4] = "";
  n.outputs = {"Y", "Y_h"};
  if (c.op == "LSTM") n.outputs.push_back("Y_c");
  n.attrs.set("hidden_size", c.H);
  if (c.op == "GRU") n.attrs.set("linear_before_reset", c.lbr);
  if (c.clip > 0.0f) n.attrs.set("clip", c.clip);
  std::vector<const Tensor*> ins = {&X, &W, &R, &B, nullptr, &h0};
  if (c.op == "LSTM") ins.push_back(&c0);
  if (c.op == "LSTM" && c.peepholes) ins.push_back(&P);
  const std::vector<Tensor> want = eval_node(n, ins);
  for (cpu::CpuIsa isa : isas()) {
    auto got = run_fast(isa, c, rng, {&X, &W, &R, &B, &h0, &c0, &P});
    EXPECT_LE(max_rel_error(got[0].data(), want[0]), 1e-4) << c.op << " Y " << cpu::cpu_isa_name(isa);
    EXPECT_LE(max_rel_error(got[1].data(), want[1]), 1e-4) << c.op << " Y_h " << cpu::cpu_isa_name(isa);
    if (c.op == "LSTM") {
      EXPECT_LE(max_rel_error(got[2].data(), want[2]), 1e-4) << c.op << " Y_c " << cpu::cpu_isa_name(isa);
    }
  }
}

// LSTM (gates i,o,f,c, peepholes, clip) over three steps equals the ONNX LSTM.
TEST(CpuKernelsRnnCell, LstmSequenceMatchesReference) {
  check({"LSTM"}, 51);
  RnnCase p{"LSTM"};
  p.peepholes = true;
  p.clip = 0.7f;
  check(p, 52);
}

// GRU with linear_before_reset 0 and 1 (the cell finishes the h gate's recurrent product) equals ONNX GRU.
TEST(CpuKernelsRnnCell, GruSequenceMatchesReference) {
  check({"GRU"}, 53);
  RnnCase l{"GRU"};
  l.lbr = 1;
  check(l, 54);
}

// With the projection precomputed the gates op adds only h R^T + Rb (GRU's h gate: nothing), and the
// sequence still equals ONNX; hidden 37 also runs the vector loop and the row-group tails.
TEST(CpuKernelsRnnCell, ProjectedInputMatchesReference) {
  for (const char* op : {"LSTM", "GRU", "RNN"}) {
    for (int64_t H : {13, 37}) {
      RnnCase p{op};
      p.projected = true;
      p.H = H;
      p.peepholes = std::string(op) == "LSTM";
      check(p, 56 + static_cast<uint32_t>(H));
    }
  }
  RnnCase l{"GRU"};
  l.projected = true;
  l.lbr = 1;
  l.H = 37;
  check(l, 57);
}

// A fused step (gates and cell in one op, the gates never stored) equals ONNX LSTM / RNN, with the
// projection precomputed or not; hidden 37 also runs the 8-row loop's tails.
TEST(CpuKernelsRnnCell, FusedStepMatchesReference) {
  for (const char* op : {"LSTM", "RNN"}) {
    for (bool projected : {false, true}) {
      for (int64_t H : {13, 37}) {
        RnnCase p{op};
        p.fused = true;
        p.projected = projected;
        p.H = H;
        p.peepholes = std::string(op) == "LSTM";
        p.clip = H == 37 ? 0.8f : 0.0f;
        check(p, 60 + static_cast<uint32_t>(H) + (projected ? 1u : 0u));
      }
    }
  }
}

// Hidden sizes that are multiples of 8 take the projected step's packed-R path (R copied once into
// blocks of 8 units x every gate, read as one stream). Hidden tiles of 16 keep every task
// block-aligned; tiles of 12 mix aligned tasks with 4-unit tails and unaligned tasks (R's rows read
// in place); hidden 40 is 2.5 AVX-512 vectors, so K is zero padded in the packed copy.
TEST(CpuKernelsRnnCell, PackedRecurrentWeightsMatchReference) {
  for (const std::string op : {"LSTM", "GRU", "RNN"}) {
    for (bool fused : {false, true}) {
      if (fused && op == "GRU") continue;  // the CPU plan fuses LSTM and RNN steps only
      for (int64_t tile : {16, 12, 40}) {
        RnnCase p{op};
        p.projected = true;
        p.fused = fused;
        p.H = 40;
        p.hidden_tile = tile;
        p.peepholes = op == "LSTM";
        check(p, 70 + static_cast<uint32_t>(tile) + (fused ? 1u : 0u));
      }
    }
  }
}

// A plain tanh RNN equals ONNX RNN.
TEST(CpuKernelsRnnCell, RnnSequenceMatchesReference) { check({"RNN"}, 55); }

}  // namespace
}  // namespace rammer::cpu_test
