// The NPU backend on recurrent layers (backends/npu/lower/lower_rnn.cc): LSTM and RNN steps with
// their gates on the matrix unit and the cell on the vector unit, whole models run in the simulator
// through the C API against the reference interpreter; and what seq2seq's unrolled decoder needs
// around them (a scalar-index Gather, one packed copy of a weight many MatMuls share).
#include <gtest/gtest.h>

#include <filesystem>

#include "tests/backends/npu/backend/npu_test_models.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

// Uniform in [-scale, scale]: pre-activations that stay off the saturated ends of sigmoid / tanh.
Tensor scaled_tensor(const Shape& s, unsigned seed, double scale) {
  Tensor t = npu_test::random_tensor(s, seed);
  for (int64_t i = 0; i < t.numel(); ++i) t.set_f64(i, t.get_f64(i) * scale);
  return t;
}

// LSTM over X [seq, 3, 20] with 24 hidden units (a full and a partial block of 16), W, R, B and
// the initial states; outputs Y, Y_h and Y_c. seq > 1 hoists x W^T + Wb into one GEMM per chunk,
// seq 1 computes it in the step; bidirectional runs a reverse direction too.
Graph lstm_graph(int64_t seq, bool bidirectional, bool initial_states, int64_t batch = 3, int64_t hidden = 24) {
  const int64_t dirs = bidirectional ? 2 : 1, in = 20;
  testing::GraphBuilder b("tiny_lstm");
  b.input("X", {seq, batch, in});
  b.g.add_constant("W", scaled_tensor({dirs, 4 * hidden, in}, 21, 0.3));
  b.g.add_constant("R", scaled_tensor({dirs, 4 * hidden, hidden}, 22, 0.3));
  b.g.add_constant("B", scaled_tensor({dirs, 8 * hidden}, 23, 0.3));
  std::vector<std::string> inputs = {"X", "W", "R", "B"};
  if (initial_states) {
    b.input("h0", {dirs, batch, hidden});
    b.input("c0", {dirs, batch, hidden});
    inputs.insert(inputs.end(), {"", "h0", "c0"});
  }
  Node& n = b.node("lstm", "LSTM", inputs,
                   {{"Y", {seq, dirs, batch, hidden}}, {"Y_h", {dirs, batch, hidden}}, {"Y_c", {dirs, batch, hidden}}});
  n.attrs.set("hidden_size", hidden);
  if (bidirectional) n.attrs.set("direction", std::string("bidirectional"));
  for (const char* y : {"Y", "Y_h", "Y_c"}) b.output(y);
  return b.g;
}

// A plain RNN (tanh) over X [4, 2, 16] with 32 hidden units, no bias: Y and Y_h.
Graph rnn_graph() {
  testing::GraphBuilder b("tiny_rnn");
  b.input("X", {4, 2, 16});
  b.g.add_constant("W", scaled_tensor({1, 32, 16}, 31, 0.3));
  b.g.add_constant("R", scaled_tensor({1, 32, 32}, 32, 0.3));
  Node& n = b.node("rnn", "RNN", {"X", "W", "R"}, {{"Y", {4, 1, 2, 32}}, {"Y_h", {1, 2, 32}}});
  n.attrs.set("hidden_size", int64_t{32});
  b.output("Y");
  b.output("Y_h");
  return b.g;
}

// seq2seq's decoder shape: the last encoder state picked by a scalar-index Gather, then 16
// unrolled steps of MatMul by one shared 256 x 256 weight and Tanh. Packing that weight once per
// MatMul would overflow the weights' DRAM window (the plan's blob twice plus 1 MiB).
Graph unrolled_decoder_graph() {
  testing::GraphBuilder b("tiny_decoder");
  b.input("enc", {4, 1, 256});
  b.g.add_constant("last", Tensor::from_vector<int64_t>(DType::i64, {}, {-1}));
  b.g.add_constant("W", scaled_tensor({256, 256}, 41, 0.1));
  Node& g = b.node("pick", "Gather", {"enc", "last"}, {{"h0", {1, 256}}});
  g.attrs.set("axis", int64_t{0});
  std::string h = "h0";
  for (int i = 0; i < 16; ++i) {
    const std::string k = std::to_string(i);
    b.node("step" + k, "MatMul", {h, "W"}, {{"m" + k, {1, 256}}});
    b.node("act" + k, "Tanh", {"m" + k}, {{"h" + std::to_string(i + 1), {1, 256}}});
    h = "h" + std::to_string(i + 1);
  }
  b.output(h);
  return b.g;
}

TEST(NpuRnn, LstmWithInitialStatesRunsWithinFp16Tolerance) {
  npu_test::expect_within_fp16(lstm_graph(6, false, true), "lstm");
}

TEST(NpuRnn, BidirectionalLstmStepWithoutHoistingRunsWithinFp16Tolerance) {
  npu_test::expect_within_fp16(lstm_graph(1, true, false), "lstm_step");
}

TEST(NpuRnn, BidirectionalLstmOverASequenceRunsWithinFp16Tolerance) {
  npu_test::expect_within_fp16(lstm_graph(5, true, false), "lstm_bidirectional");
}

TEST(NpuRnn, WideStepsOverManyBatchRowsRunWithinFp16Tolerance) {
  // 400 units over 16 cores: 25 per rTask, a full and a partial block of 16 in one group; 70 batch
  // rows: two row blocks (the accumulator holds 64).
  npu_test::expect_within_fp16(lstm_graph(2, false, true, 70, 400), "lstm_wide");
}

TEST(NpuRnn, TanhRnnRunsWithinFp16Tolerance) { npu_test::expect_within_fp16(rnn_graph(), "rnn"); }

TEST(NpuRnn, UnrolledDecoderSharingOneWeightRunsWithinFp16Tolerance) {
  npu_test::expect_within_fp16(unrolled_decoder_graph(), "decoder");
}

TEST(NpuRnn, ASmallLstmStepIsSplitOverTheCores) {
  // A CPU runs a step whose R fits its caches whole; an NPU core streams its rows of R at every
  // step, so even a small step is split (here 24 units over 16 cores).
  const std::string dir = npu_test::temp_dir("lstm_split");
  CompileResult r = npu_test::compile_for_npu(lstm_graph(4, false, false), dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  int steps = 0;
  for (const kernels::OpDesc& op : r.compiled.plan.ops) {
    if (kernels::OpKind(op.kind) != kernels::OpKind::rnn_gates) continue;
    ++steps;
    EXPECT_GT(op.num_tasks, 1);
  }
  EXPECT_EQ(steps, 4);
  fs::remove_all(dir);
}

TEST(NpuRnn, LstmWithPeepholesAndClipRunsWithinFp16Tolerance) {
  // Peepholes on i, f (times c_prev) and o (times the new c); a clip of 1.5 that the random gates
  // cross (weights up to 0.3 over 20 inputs and 24 units).
  Graph g = lstm_graph(4, false, true);
  g.add_constant("P", scaled_tensor({1, 72}, 24, 0.5));
  Node& n = g.nodes.back();
  n.inputs.push_back("P");
  n.attrs.set("clip", 1.5f);
  npu_test::expect_within_fp16(g, "lstm_peepholes");
}

TEST(NpuRnn, ClippedTanhRnnRunsWithinFp16Tolerance) {
  Graph g = rnn_graph();
  g.nodes.back().attrs.set("clip", 0.5f);
  npu_test::expect_within_fp16(g, "rnn_clip");
}

}  // namespace
}  // namespace rammer
