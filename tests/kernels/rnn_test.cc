// rnn_gates and rnn_cell tiles, unrolled over timesteps and directions as the rProgram does, equal
// the reference interpreter's LSTM (peepholes, clip), GRU (linear_before_reset 0 and 1) and RNN,
// with x W^T + Wb computed by the gates tile or precomputed (RnnParams::projected), and LSTM / RNN
// as fused steps (RnnParams::fused: rnn_gates runs the cell too).
#include "tests/kernels/kernel_test_util.h"

namespace rammer::kernel_test {
namespace {

struct RnnCase {
  const char* op;
  rk::RnnKind kind;
  int64_t G, dirs, lbr;
  float clip;
  bool peepholes, initial;
  int64_t hidden_tile;
  bool projected = false;  // gates read xproj [dirs, seq, batch, G*H] (computed here by hand)
  bool fused = false;      // one rnn_gates op per step with the cell's operands at 10 + s
};

// xproj[d, t, b, j] = X[t, b] . W[d, j] + Wb[d, j]: the projection the rProgram hoists, by hand.
Tensor hand_projection(const Tensor& x, const Tensor& w, const Tensor& bias) {
  const int64_t S = x.shape()[0], Bt = x.shape()[1], I = x.shape()[2], D = w.shape()[0], N = w.shape()[1];
  Tensor p(DType::f32, {D, S, Bt, N});
  for (int64_t d = 0; d < D; ++d)
    for (int64_t t = 0; t < S; ++t)
      for (int64_t bt = 0; bt < Bt; ++bt)
        for (int64_t j = 0; j < N; ++j) {
          double s = bias.data<float>()[d * 2 * N + j];
          for (int64_t i = 0; i < I; ++i)
            s += static_cast<double>(x.data<float>()[(t * Bt + bt) * I + i]) * w.data<float>()[(d * N + j) * I + i];
          p.data<float>()[((d * S + t) * Bt + bt) * N + j] = static_cast<float>(s);
        }
  return p;
}

void check_rnn(const RnnCase& k) {
  const int64_t S = 4, Bt = 3, I = 5, H = 6, G = k.G, D = k.dirs;
  for_block_sizes([&]<int T>() {
    Case c;
    int x = c.add(random_tensor({S, Bt, I}, 131));
    int w = c.add(random_tensor({D, G * H, I}, 132, -0.5f, 0.5f));
    int r = c.add(random_tensor({D, G * H, H}, 133, -0.5f, 0.5f));
    int b = c.add(random_tensor({D, 2 * G * H}, 134));
    int h0 = k.initial ? c.add(random_tensor({D, Bt, H}, 135)) : -1;
    int c0 = k.initial && k.kind == rk::RnnKind::lstm ? c.add(random_tensor({D, Bt, H}, 136)) : -1;
    int p = k.peepholes ? c.add(random_tensor({D, 3 * H}, 137)) : -1;
    int gates = c.add(Tensor(DType::f32, {S, D, Bt, G * H}));
    int y = c.add(Tensor(DType::f32, {S, D, Bt, H}));
    int cs = k.kind == rk::RnnKind::lstm ? c.add(Tensor(DType::f32, {S, D, Bt, H})) : -1;
    int yh = c.add(Tensor(DType::f32, {D, Bt, H}));
    int yc = k.kind == rk::RnnKind::lstm ? c.add(Tensor(DType::f32, {D, Bt, H})) : -1;
    int xp = k.projected ? c.add(hand_projection(c.at(x), c.at(w), c.at(b))) : -1;
    for (int64_t d = 0; d < D; ++d) {
      for (int64_t s = 0; s < S; ++s) {
        const int64_t t = d == 0 ? s : S - 1 - s, tp = d == 0 ? t - 1 : t + 1;
        const bool first = s == 0, last = s == S - 1;
        rk::RnnParams params{.t = t,
                             .d = d,
                             .gates = G,
                             .kind = k.kind,
                             .linear_before_reset = k.lbr != 0,
                             .h_prev_time = first ? -1 : tp,
                             .f = k.kind == rk::RnnKind::rnn ? rk::ActivationCode::tanh : rk::ActivationCode::sigmoid,
                             .g = rk::ActivationCode::tanh,
                             .h = rk::ActivationCode::tanh,
                             .projected = k.projected,
                             .clip = k.clip};
        const int hprev = first ? h0 : y;
        const int cprev = first ? c0 : cs;
        if (k.fused) {
          params.fused = true;
          run_op<T>(c, make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, k.hidden_tile},
                               {k.projected ? xp : x, k.projected ? -1 : w, r, b, hprev, -1, -1, -1, -1, -1,
                                -1, cprev, y, cs, last ? yh : -1, last ? yc : -1, hprev, p, r, b},
                               params));
          continue;
        }
        run_op<T>(c, make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, k.hidden_tile},
                             {k.projected ? xp : x, k.projected ? -1 : w, r, b, hprev, gates}, params));
        run_op<T>(c, make_op(rk::OpKind::rnn_cell, {Bt, H}, {Bt, k.hidden_tile},
                             {gates, cprev, y, cs, last ? yh : -1, last ? yc : -1, hprev, p, r, b}, params));
      }
    }
    Node n = make_node(k.op, {"X", "W", "R", "B", "", k.initial ? "H0" : "", k.initial && c0 >= 0 ? "C0" : "",
                              k.peepholes ? "P" : ""},
                       {"Y", "Y_h", k.kind == rk::RnnKind::lstm ? "Y_c" : ""}, 14);
    while (!n.inputs.empty() && n.inputs.back().empty()) n.inputs.pop_back();
    if (n.outputs.back().empty()) n.outputs.pop_back();
    n.attrs.set("hidden_size", H);
    if (D == 2) n.attrs.set("direction", std::string("bidirectional"));
    if (k.clip > 0) n.attrs.set("clip", k.clip);
    if (k.kind == rk::RnnKind::gru) n.attrs.set("linear_before_reset", k.lbr);
    std::vector<const Tensor*> in = {&c.at(x), &c.at(w), &c.at(r), &c.at(b), nullptr,
                                     h0 >= 0 ? &c.at(h0) : nullptr, c0 >= 0 ? &c.at(c0) : nullptr,
                                     p >= 0 ? &c.at(p) : nullptr};
    in.resize(n.inputs.size());
    auto want = eval_node(n, in);
    const std::string what = std::string(k.op) + " dirs " + std::to_string(D);
    expect_close(c.at(y), want[0], 1e-5, what + " Y");
    expect_close(c.at(yh), want[1], 1e-5, what + " Y_h");
    if (yc >= 0) expect_close(c.at(yc), want[2], 1e-5, what + " Y_c");
  });
}

// LSTM forward with peepholes and clip, and bidirectional with initial states, equal ONNX LSTM.
TEST(KernelsRnn, LstmMatchesReference) {
  check_rnn({"LSTM", rk::RnnKind::lstm, 4, 1, 0, 0.8f, true, false, 4});
  check_rnn({"LSTM", rk::RnnKind::lstm, 4, 2, 0, 0.0f, true, true, 6});
}

// With the input projection precomputed (RnnParams::projected) the tiles still equal ONNX: LSTM
// bidirectional, GRU (its h gate keeps the x part only, both linear_before_reset) and RNN.
TEST(KernelsRnn, ProjectedInputMatchesReference) {
  check_rnn({"LSTM", rk::RnnKind::lstm, 4, 2, 0, 0.8f, true, true, 4, true});
  check_rnn({"GRU", rk::RnnKind::gru, 3, 2, 0, 0.0f, false, true, 4, true});
  check_rnn({"GRU", rk::RnnKind::gru, 3, 1, 1, 0.0f, false, false, 6, true});
  check_rnn({"RNN", rk::RnnKind::rnn, 1, 2, 0, 0.0f, false, true, 5, true});
}

// A fused step (RnnParams::fused: gates and cell in one tile, no gates tensor) equals ONNX LSTM
// (peepholes, clip, bidirectional with initial states) and RNN, projected or not.
TEST(KernelsRnn, FusedStepMatchesReference) {
  RnnCase l{"LSTM", rk::RnnKind::lstm, 4, 2, 0, 0.8f, true, true, 4, true};
  l.fused = true;
  check_rnn(l);
  RnnCase u{"LSTM", rk::RnnKind::lstm, 4, 1, 0, 0.0f, true, false, 6};
  u.fused = true;
  check_rnn(u);
  RnnCase r{"RNN", rk::RnnKind::rnn, 1, 2, 0, 0.0f, false, true, 5, true};
  r.fused = true;
  check_rnn(r);
}

// GRU with linear_before_reset 0 and 1, forward and bidirectional, equals ONNX GRU.
TEST(KernelsRnn, GruMatchesReference) {
  check_rnn({"GRU", rk::RnnKind::gru, 3, 1, 0, 0.0f, false, true, 1});
  check_rnn({"GRU", rk::RnnKind::gru, 3, 2, 1, 0.0f, false, false, 4});
  check_rnn({"GRU", rk::RnnKind::gru, 3, 1, 1, 0.5f, false, true, 6});
}

// The plain RNN cell (tanh), bidirectional, equals ONNX RNN.
TEST(KernelsRnn, RnnMatchesReference) {
  check_rnn({"RNN", rk::RnnKind::rnn, 1, 2, 0, 0.0f, false, true, 5});
}

}  // namespace
}  // namespace rammer::kernel_test
