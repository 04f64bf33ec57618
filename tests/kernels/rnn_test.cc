// rnn_gates and rnn_cell tiles, unrolled over timesteps and directions as the rProgram does, equal
// the reference interpreter's LSTM (peepholes, clip), GRU (linear_before_reset 0 and 1) and RNN,
// with x W^T + Wb computed by the gates tile or precomputed (RnnParams::projected), and LSTM / RNN
// as fused steps (RnnParams::fused: rnn_gates runs the cell too).
#include <cmath>
#include <cstring>

#include "kernels/rnn_layout.h"
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
  int64_t batch = 3, hidden = 6, inputs = 5;
};

// Where an rnn_gates tile keeps its rows of R (RnnParams::resident and the block's resident region).
enum class Resident {
  none,       // streamed from global memory every step
  per_slice,  // each slice has a block of its own, as pinned vEUs with one block each: loaded once
  poisoned,   // per_slice, and R is NaN in global memory once every slice has loaded it
  shared,     // one block runs every slice (a multiplexed grid): the tag never matches, reloads
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

// Runs the case's steps as the rProgram unrolls them and checks Y, Y_h, Y_c against the reference
// interpreter; returns Y (of the last block size) for bit-exact comparisons between Resident modes.
Tensor check_rnn(const RnnCase& k, Resident mode = Resident::none) {
  const int64_t S = 4, Bt = k.batch, I = k.inputs, H = k.hidden, G = k.G, D = k.dirs;
  Tensor last_y;
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
    const Tensor r_values = c.at(r);  // the reference's R, kept when Resident::poisoned spoils c's
    const int64_t slices = (H + k.hidden_tile - 1) / k.hidden_tile;
    const int64_t resident_bytes = rk::rnn_resident_bytes(G, k.hidden_tile, H);
    std::vector<std::vector<unsigned char>> blocks(mode == Resident::shared ? 1 : static_cast<size_t>(slices),
                                                   std::vector<unsigned char>(static_cast<size_t>(resident_bytes), 0));
    // A gates op runs each slice on its block's resident region (a zero tag: nothing loaded yet).
    auto run = [&](const rk::OpDesc& op) {
      if (mode == Resident::none || op.kind != static_cast<int32_t>(rk::OpKind::rnn_gates)) return run_op<T>(c, op);
      std::vector<unsigned char> smem(64 * 1024);
      std::vector<void*> p = c.ptrs();
      for (int t = op.num_tasks - 1; t >= 0; --t) {
        std::vector<unsigned char>& res = blocks[mode == Resident::shared ? 0 : static_cast<size_t>(t)];
        rk::Block<T> blk(smem.data(), smem.size(), res.data(), res.size());
        rk::run_tile(blk, op, c.descs.data(), p.data(), t);
      }
    };
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
                             .resident = mode != Resident::none,
                             .clip = k.clip};
        const int hprev = first ? h0 : y;
        const int cprev = first ? c0 : cs;
        if (k.fused) {
          params.fused = true;
          run(make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, k.hidden_tile},
                      {k.projected ? xp : x, k.projected ? -1 : w, r, b, hprev, -1, -1, -1, -1, -1,
                       -1, cprev, y, cs, last ? yh : -1, last ? yc : -1, hprev, p, r, b},
                      params));
        } else {
          run(make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, k.hidden_tile},
                      {k.projected ? xp : x, k.projected ? -1 : w, r, b, hprev, gates}, params));
          run_op<T>(c, make_op(rk::OpKind::rnn_cell, {Bt, H}, {Bt, k.hidden_tile},
                               {gates, cprev, y, cs, last ? yh : -1, last ? yc : -1, hprev, p, r, b}, params));
        }
        // Every slice of direction d has loaded its rows (the first step with h_prev): spoil them in
        // global memory; the remaining steps must not read them from there.
        if (mode == Resident::poisoned && s == (k.initial ? 0 : 1)) {
          float* rv = c.at(r).data<float>() + d * G * H * H;
          for (int64_t e = 0; e < G * H * H; ++e) rv[e] = NAN;
        }
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
    std::vector<const Tensor*> in = {&c.at(x), &c.at(w), &r_values, &c.at(b), nullptr,
                                     h0 >= 0 ? &c.at(h0) : nullptr, c0 >= 0 ? &c.at(c0) : nullptr,
                                     p >= 0 ? &c.at(p) : nullptr};
    in.resize(n.inputs.size());
    auto want = eval_node(n, in);
    const std::string what = std::string(k.op) + " dirs " + std::to_string(D);
    expect_close(c.at(y), want[0], 1e-5, what + " Y");
    expect_close(c.at(yh), want[1], 1e-5, what + " Y_h");
    if (yc >= 0) expect_close(c.at(yc), want[2], 1e-5, what + " Y_c");
    last_y = c.at(y);
  });
  return last_y;
}

bool same_bits(const Tensor& a, const Tensor& b) {
  return a.nbytes() == b.nbytes() && std::memcmp(a.raw(), b.raw(), a.nbytes()) == 0;
}

// The whole-block GEMV with R resident equals ONNX for every kind: LSTM (peepholes, clip,
// bidirectional, initial states), GRU (both linear_before_reset), RNN; projected or not, fused or
// not; ragged slices (37 units in slices of 8), more than a warp of units and inputs (lanes wrap),
// batch 5 (two chunks of kRnnBatchChunk rows, the second ragged). Streaming R, R resident in a
// block per slice, and all slices multiplexed on one block give bit-identical outputs.
TEST(KernelsRnn, ResidentWeightsMatchReferenceAndStreaming) {
  std::vector<RnnCase> cases = {
      {"LSTM", rk::RnnKind::lstm, 4, 2, 0, 0.8f, true, true, 8, true},
      {"LSTM", rk::RnnKind::lstm, 4, 1, 0, 0.0f, true, false, 8},
      {"GRU", rk::RnnKind::gru, 3, 2, 0, 0.0f, false, true, 8, true},
      {"GRU", rk::RnnKind::gru, 3, 1, 1, 0.5f, false, false, 8},
      {"RNN", rk::RnnKind::rnn, 1, 2, 0, 0.0f, false, true, 8, true},
  };
  RnnCase fused{"LSTM", rk::RnnKind::lstm, 4, 2, 0, 0.8f, true, true, 8, true};
  fused.fused = true;
  cases.push_back(fused);
  for (RnnCase k : cases) {
    k.batch = 5, k.hidden = 37, k.inputs = 35;
    const std::string what = std::string(k.op) + (k.fused ? " fused" : "") + (k.projected ? " projected" : "");
    const Tensor streamed = check_rnn(k, Resident::none);
    EXPECT_TRUE(same_bits(check_rnn(k, Resident::per_slice), streamed)) << what << ": resident per slice";
    EXPECT_TRUE(same_bits(check_rnn(k, Resident::shared), streamed)) << what << ": multiplexed";
  }
}

// Resident means read once: with every slice loaded, R in global memory turns to NaN and the
// remaining steps still equal ONNX (LSTM and RNN: GRU's cell reads R's h rows itself).
TEST(KernelsRnn, ResidentWeightsAreReadFromGlobalMemoryOnce) {
  RnnCase lstm{"LSTM", rk::RnnKind::lstm, 4, 2, 0, 0.0f, true, true, 8, true};
  lstm.batch = 2, lstm.hidden = 20;
  check_rnn(lstm, Resident::poisoned);
  RnnCase rnn{"RNN", rk::RnnKind::rnn, 1, 1, 0, 0.0f, false, false, 8};
  rnn.hidden = 20;
  check_rnn(rnn, Resident::poisoned);
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
