// Every tile-kernel kind under the emulated GPU: one small op run as one block, checked for races,
// divergence and missing barriers, with outputs equal to the host emulation (which the kernels
// tests hold against the reference interpreter). Then the mutation tests: each barrier a tile
// kernel passes, removed at run time, must produce a report or a wrong output.
#include <algorithm>
#include <cstring>

#include "kernels/mma_tile_shape.h"
#include "kernels/rnn_layout.h"
#include "tests/backends/gpu/emu/emulated_tile_runner.h"
#include "tests/kernels/kernel_test_util.h"

namespace rammer::kernel_test {
namespace {

using emu_test::EmulatedRun;

constexpr int kThreads = 64;

std::string report_text(const EmulatedRun& run) {
  std::string s = run.error;
  for (const emu::Report& r : run.reports) s += std::string("\n") + emu::report_kind_name(r.kind) + ": " + r.text;
  return s;
}

// Fills the outputs with NaN so that an element the emulated run never writes cannot pass.
void poison(Case& c, const std::vector<int>& outputs) {
  for (int o : outputs) std::memset(c.at(o).raw(), 0xff, c.at(o).nbytes());
}

bool outputs_equal(Case& c, const std::vector<int>& outputs, const std::vector<Tensor>& want) {
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor& got = c.at(outputs[i]);
    if (got.nbytes() != want[i].nbytes() || std::memcmp(got.raw(), want[i].raw(), got.nbytes()) != 0) return false;
  }
  return true;
}

// A case whose op runs in the host emulation first (the expected outputs), then in the emulator.
struct Racecheck {
  Case c;
  rk::OpDesc op{};
  std::vector<int> outputs;
  size_t smem = 16 * 1024;
  // Outputs that are also inputs (a recurrent step's state) are reset to their values before the
  // host run instead of poisoned.
  bool poison_outputs = true;
  emu_test::Resident resident;  // the emulated run's resident region (the host run has none)
  std::vector<Tensor> want, before;

  EmulatedRun run(const std::string& skip = "", uint64_t seed = 1) {
    if (want.empty()) {
      before = c.tensors;
      run_op<kThreads>(c, op, smem);
      for (int o : outputs) want.push_back(c.at(o));
    }
    c.tensors = before;
    if (poison_outputs) poison(c, outputs);
    std::vector<void*> p = c.ptrs();
    return emu_test::run_op_emulated(kThreads, op, c.descs.data(), p.data(), smem, skip, seed, resident);
  }

  // The clean run: no report, outputs equal to the host emulation's.
  EmulatedRun expect_clean(const std::string& what) {
    EmulatedRun r = run();
    EXPECT_TRUE(r.reports.empty() && r.error.empty()) << what << report_text(r);
    EXPECT_TRUE(outputs_equal(c, outputs, want)) << what << ": outputs differ from the host emulation";
    for (size_t i = 0; i < outputs.size(); ++i) expect_close(c.at(outputs[i]), want[i], 0, what);
    return r;
  }

  // Each barrier of the tile kernel, and each cp.async wait when `waits` (a case whose copies all
  // go another way has waits that retire nothing), skipped, must be caught; returns the sites whose
  // mutant survived.
  std::vector<std::string> surviving_mutants(const std::string& what, bool waits = false) {
    const EmulatedRun clean = expect_clean(what);
    std::vector<std::string> survivors;
    int mutated = 0;
    std::vector<std::string> sites = clean.barrier_sites;
    if (waits) {
      EXPECT_FALSE(clean.async_wait_sites.empty()) << what << ": the tile kernel passed no cp.async wait";
      sites.insert(sites.end(), clean.async_wait_sites.begin(), clean.async_wait_sites.end());
    }
    for (const std::string& site : sites) {
      if (emu_test::is_runner_site(site)) continue;
      ++mutated;
      const EmulatedRun r = run(site);
      if (r.reports.empty() && r.error.empty() && outputs_equal(c, outputs, want)) survivors.push_back(site);
    }
    EXPECT_GT(mutated, 0) << what << ": the tile kernel passed no barrier";
    return survivors;
  }
};

Racecheck gemm_case(int64_t M, int64_t N, int64_t K, Shape tile, rk::MathPrecision p = rk::MathPrecision::fp32,
                    rk::MatrixUnitKind unit = rk::MatrixUnitKind::mma_sync) {
  Racecheck r;
  const int lanes = unit == rk::MatrixUnitKind::mma_sync ? 32 : 64;
  if (rk::takes_matrix_unit(unit, p)) r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, lanes, M, N));
  int a = r.c.add(random_tensor({M, K}, 1));
  int b = r.c.add(random_tensor({K, N}, 2));
  int bias = r.c.add(random_tensor({N}, 3));
  int y = r.c.add(Tensor(DType::f32, {M, N}));
  int cv = r.c.view(bias, {M, N}, {0, 1});
  r.op = make_op(rk::OpKind::gemm, {M, N}, tile, {a, b, cv, y},
                 rk::GemmParams{.K = K, .precision = p, .matrix_unit = unit, .alpha = 0.5f, .beta = 2.0f});
  r.outputs = {y};
  return r;
}

rk::ConvParams conv_params(int nd, const int64_t* kernel, const int64_t* stride, const int64_t* dil,
                           const int64_t* pads, int64_t group) {
  rk::ConvParams p;
  p.group = group;
  p.nd = nd;
  p.kernel = kernel;
  p.stride = stride;
  p.dilation = dil;
  p.pad_begin = pads;
  return p;
}

// x [1, 3, 6, 5] * w [M, 3/group, 3, 3], stride 1, pad 1: K = 27 > 8 for group 1.
Racecheck conv_case(rk::OpKind kind, int64_t group) {
  static const int64_t kernel[] = {3, 3}, one[] = {1, 1}, pads[] = {1, 1, 1, 1};
  Racecheck r;
  const int64_t C = 3, M = kind == rk::OpKind::conv ? 6 : 2;  // conv: M divisible by the group
  int x = r.c.add(random_tensor({1, C, 6, 5}, 11));
  const Shape ws = kind == rk::OpKind::conv ? Shape{M, C / group, 3, 3} : Shape{C, M, 3, 3};
  int w = r.c.add(random_tensor(ws, 12));
  const int64_t out_c = kind == rk::OpKind::conv ? M : M * group;
  int bias = r.c.add(random_tensor({out_c}, 13));
  int y = r.c.add(Tensor(DType::f32, {1, out_c, 6, 5}));
  r.op = make_op(kind, {1, out_c, 6, 5}, {1, out_c, 3, 5}, {x, w, bias, y},
                 conv_params(2, kernel, one, one, pads, group));
  r.outputs = {y};
  return r;
}

Racecheck row_case(rk::RowOp rop) {
  Racecheck r;
  const int64_t rows = 3, cols = 150;  // more columns than threads: the strided loops wrap
  int x = r.c.add(random_tensor({rows, cols}, 21, -3.0f, 3.0f));
  int y = r.c.add(Tensor(DType::f32, {rows, cols}));
  if (rop == rk::RowOp::layer_norm) {
    int sc = r.c.add(random_tensor({cols}, 22));
    int bi = r.c.add(random_tensor({cols}, 23));
    int mean = r.c.add(Tensor(DType::f32, {rows}));
    int inv = r.c.add(Tensor(DType::f32, {rows}));
    r.op = make_op(rk::OpKind::row, {rows}, {2}, {x, sc, bi, y, mean, inv},
                   rk::RowParams{.op = rop, .cols = cols, .epsilon = 1e-3f});
    r.outputs = {y, mean, inv};
  } else {
    r.op = make_op(rk::OpKind::row, {rows}, {2}, {x, y}, rk::RowParams{.op = rop, .cols = cols});
    r.outputs = {y};
  }
  r.smem = kThreads * sizeof(float);
  return r;
}

TEST(RacecheckTiles, Gemm) { gemm_case(13, 11, 19, {8, 8}).expect_clean("gemm"); }

// The tensor-core tile: warps exchange fragments through the emulator; bit-identical to the host
// emulation (the same per-lane arithmetic), with no race between staging and packing.
TEST(RacecheckTiles, GemmTensorCores) {
  for (rk::MathPrecision p : {rk::MathPrecision::tf32, rk::MathPrecision::fp16, rk::MathPrecision::bf16})
    gemm_case(21, 19, 37, {21, 19}, p).expect_clean("gemm on tensor cores, precision " + std::to_string(static_cast<int>(p)));
}

// The same tile on MFMA: 64-lane waves exchange fragments through the emulator (wave_exchange);
// gfx90a's three forms and gfx908's bf16, bit-identical to the host emulation.
TEST(RacecheckTiles, GemmMfma) {
  using rk::MathPrecision, rk::MatrixUnitKind;
  for (auto [p, unit] : {std::pair{MathPrecision::fp32, MatrixUnitKind::mfma_gfx90a},
                         std::pair{MathPrecision::fp16, MatrixUnitKind::mfma_gfx90a},
                         std::pair{MathPrecision::bf16, MatrixUnitKind::mfma_gfx90a},
                         std::pair{MathPrecision::bf16, MatrixUnitKind::mfma_gfx908}})
    gemm_case(21, 19, 37, {21, 19}, p, unit)
        .expect_clean("gemm on MFMA, precision " + std::to_string(static_cast<int>(p)) + " unit " +
                      std::to_string(static_cast<int>(unit)));
}

TEST(RacecheckTiles, Conv) {
  conv_case(rk::OpKind::conv, 1).expect_clean("conv (implicit GEMM)");
  conv_case(rk::OpKind::conv, 3).expect_clean("conv (grouped, direct)");
}

// The rows mode (B stored [K][N], fp32 at fp16) and a 1x1 conv, each with every barrier needed.
TEST(RacecheckTiles, TensorCoreRowsModeAndPointwiseConv) {
  {
    const int64_t M = 40, N = 36, K = 100;
    Racecheck r;
    r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 32, M, N));
    int a = r.c.add(random_tensor({M, K}, 1));
    int b = r.c.add(random_tensor({K, N}, 2));
    int y = r.c.add(Tensor(DType::f32, {M, N}));
    r.op = make_op(rk::OpKind::gemm, {M, N}, {M, N}, {a, b, -1, y},
                   rk::GemmParams{.K = K, .precision = rk::MathPrecision::fp16});
    r.outputs = {y};
    EXPECT_EQ(r.surviving_mutants("gemm_mma rows mode"), std::vector<std::string>{});
  }
  static const int64_t kernel[] = {1, 1}, one[] = {1, 1}, pads[] = {0, 0, 0, 0};
  Racecheck r;
  r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 32, 70, 48));
  int x = r.c.add(random_tensor({1, 12, 6, 8}, 11));
  int w = r.c.add(random_tensor({70, 12, 1, 1}, 12));
  int y = r.c.add(Tensor(DType::f32, {1, 70, 6, 8}));
  rk::ConvParams p = conv_params(2, kernel, one, one, pads, 1);
  p.precision = rk::MathPrecision::bf16;
  r.op = make_op(rk::OpKind::conv, {1, 70, 6, 8}, {1, 70, 6, 8}, {x, w, -1, y}, p);
  r.outputs = {y};
  EXPECT_EQ(r.surviving_mutants("conv_mma 1x1"), std::vector<std::string>{});
}

TEST(RacecheckTiles, ConvTensorCores) {
  for (rk::MathPrecision p : {rk::MathPrecision::tf32, rk::MathPrecision::fp16, rk::MathPrecision::bf16}) {
    Racecheck r = conv_case(rk::OpKind::conv, 1);
    rk::ConvParams cp = rk::ConvParams::unpack(r.op);
    cp.precision = p;
    cp.pack(r.op);
    r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 32, 6, 15));
    r.expect_clean("conv on tensor cores, precision " + std::to_string(static_cast<int>(p)));
  }
}

TEST(RacecheckTiles, ConvMfma) {
  for (rk::MathPrecision p : {rk::MathPrecision::fp32, rk::MathPrecision::fp16}) {
    Racecheck r = conv_case(rk::OpKind::conv, 1);
    rk::ConvParams cp = rk::ConvParams::unpack(r.op);
    cp.precision = p;
    cp.matrix_unit = rk::MatrixUnitKind::mfma_gfx90a;
    cp.pack(r.op);
    r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 64, 6, 15));
    r.expect_clean("conv on MFMA, precision " + std::to_string(static_cast<int>(p)));
  }
}

TEST(RacecheckTiles, ConvTranspose) { conv_case(rk::OpKind::conv_transpose, 1).expect_clean("conv_transpose"); }

TEST(RacecheckTiles, Elementwise) {
  Racecheck r;
  int a = r.c.add(random_tensor({3, 5, 7}, 31));
  int b = r.c.add(random_tensor({5, 7}, 32));
  int y = r.c.add(Tensor(DType::f32, {3, 5, 7}));
  int bv = r.c.view(b, {3, 5, 7}, {0, 7, 1});
  r.op = make_op(rk::OpKind::elementwise, {3, 5, 7}, {2, 3, 4}, {a, bv, y});
  add_step(r.op, rk::ElemOp::add, 1, rk::kOperandBase + 0, rk::kOperandBase + 1);
  add_step(r.op, rk::ElemOp::relu, 1, 1);
  add_step(r.op, rk::ElemOp::store, rk::kOperandBase + 2, 1);
  r.outputs = {y};
  r.expect_clean("elementwise");
}

TEST(RacecheckTiles, Pool) {
  static const int64_t kernel[] = {3, 3}, stride[] = {2, 2}, dil[] = {1, 1}, pads[] = {1, 1, 1, 1};
  Racecheck r;
  int x = r.c.add(random_tensor({1, 2, 7, 7}, 41));
  int y = r.c.add(Tensor(DType::f32, {1, 2, 4, 4}));
  int ind = r.c.add(Tensor(DType::i64, {1, 2, 4, 4}));
  rk::PoolParams p;
  p.nd = 2;
  p.mode = rk::PoolMode::max;
  p.kernel = kernel;
  p.stride = stride;
  p.dilation = dil;
  p.pad_begin = pads;
  p.pad_end = pads + 2;
  r.op = make_op(rk::OpKind::pool, {1, 2, 4, 4}, {1, 1, 2, 4}, {x, y, ind}, p);
  r.outputs = {y, ind};
  r.expect_clean("pool");
}

TEST(RacecheckTiles, Reduce) {
  Racecheck r;
  int x = r.c.add(random_tensor({3, 4, 5}, 51));
  int y = r.c.add(Tensor(DType::f32, {3, 1, 5}));
  r.op = make_op(rk::OpKind::reduce, {3, 1, 5}, {2, 1, 3}, {x, y},
                 rk::ReduceParams{.op = rk::ReduceOp::log_sum_exp, .axes_mask = 2});
  r.outputs = {y};
  r.expect_clean("reduce");
}

TEST(RacecheckTiles, Row) {
  row_case(rk::RowOp::softmax).expect_clean("softmax");
  row_case(rk::RowOp::log_softmax).expect_clean("log_softmax");
  row_case(rk::RowOp::hardmax).expect_clean("hardmax");
  row_case(rk::RowOp::layer_norm).expect_clean("layer_norm");
}

TEST(RacecheckTiles, Copy) {
  Racecheck r;
  int x = r.c.add(random_tensor({3, 4, 5}, 61));
  int y = r.c.add(Tensor(DType::f32, {5, 3, 4}));
  int xv = r.c.view(x, {5, 3, 4}, {1, 20, 5});
  r.op = make_op(rk::OpKind::copy, {5, 3, 4}, {2, 3, 2}, {xv, y});
  r.outputs = {y};
  r.expect_clean("copy");
}

TEST(RacecheckTiles, Concat) {
  static const int64_t starts[] = {0, 2};
  Racecheck r;
  int a = r.c.add(random_tensor({2, 2, 3}, 71));
  int b = r.c.add(random_tensor({2, 4, 3}, 72));
  int y = r.c.add(Tensor(DType::f32, {2, 6, 3}));
  r.op = make_op(rk::OpKind::concat, {2, 6, 3}, {2, 4, 3}, {a, b, y},
                 rk::ConcatParams{.axis = 1, .count = 2, .start = starts, .relu = true});
  r.outputs = {y};
  r.expect_clean("concat");
}

TEST(RacecheckTiles, Pad) {
  static const int64_t pads[] = {0, 2, 3, 1, 3, 2};
  Racecheck r;
  int x = r.c.add(random_tensor({2, 4, 5}, 81));
  int y = r.c.add(Tensor(DType::f32, {3, 9, 10}));
  r.op = make_op(rk::OpKind::pad, {3, 9, 10}, {2, 4, 3}, {x, y},
                 rk::PadParams{.mode = rk::PadMode::reflect, .rank = 3, .pad_begin = pads, .value = 0.0f});
  r.outputs = {y};
  r.expect_clean("pad");
}

// One LSTM step (t = 1, the previous hidden state from step 0) as rnn_gates then rnn_cell.
TEST(RacecheckTiles, RnnGatesAndCell) {
  const int64_t S = 2, Bt = 3, I = 5, H = 6, G = 4;
  Racecheck gates;
  int x = gates.c.add(random_tensor({S, Bt, I}, 91));
  int w = gates.c.add(random_tensor({1, G * H, I}, 92, -0.5f, 0.5f));
  int rw = gates.c.add(random_tensor({1, G * H, H}, 93, -0.5f, 0.5f));
  int b = gates.c.add(random_tensor({1, 2 * G * H}, 94));
  int g = gates.c.add(Tensor(DType::f32, {S, 1, Bt, G * H}));
  int y = gates.c.add(random_tensor({S, 1, Bt, H}, 95));
  int cs = gates.c.add(random_tensor({S, 1, Bt, H}, 96));
  const rk::RnnParams params{.t = 1,
                             .d = 0,
                             .gates = G,
                             .kind = rk::RnnKind::lstm,
                             .h_prev_time = 0,
                             .f = rk::ActivationCode::sigmoid,
                             .g = rk::ActivationCode::tanh,
                             .h = rk::ActivationCode::tanh};
  gates.op = make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, 4}, {x, w, rw, b, y, g}, params);
  gates.outputs = {g};
  gates.poison_outputs = false;  // only step t = 1 of the gates is written
  gates.expect_clean("rnn_gates");

  Racecheck cell;
  cell.c = gates.c;
  cell.op = make_op(rk::OpKind::rnn_cell, {Bt, H}, {Bt, 4}, {g, cs, y, cs, -1, -1, y, -1, rw, b}, params);
  cell.outputs = {y, cs};
  cell.poison_outputs = false;  // step 0 of y and cs is the input state
  cell.expect_clean("rnn_cell");
}

// One projected LSTM step (t = 1) whose gates tile keeps R resident: batch 5 (two chunks of
// kRnnBatchChunk rows), hidden 37 in slices of `units`, one block running the op's rTasks `repeats`
// times over with a resident region for one slice.
Racecheck resident_gates_case(int64_t units, int repeats) {
  const int64_t S = 2, Bt = 5, H = 37, G = 4;
  Racecheck r;
  int xp = r.c.add(random_tensor({1, S, Bt, G * H}, 111));
  int rw = r.c.add(random_tensor({1, G * H, H}, 112, -0.5f, 0.5f));
  int b = r.c.add(random_tensor({1, 2 * G * H}, 113));
  int y = r.c.add(random_tensor({S, 1, Bt, H}, 114));
  int g = r.c.add(Tensor(DType::f32, {S, 1, Bt, G * H}));
  const rk::RnnParams params{.t = 1, .d = 0, .gates = G, .kind = rk::RnnKind::lstm, .h_prev_time = 0,
                             .projected = true, .resident = true};
  r.op = make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, units}, {xp, -1, rw, b, y, g}, params);
  r.outputs = {g};
  r.poison_outputs = false;  // only step t = 1 of the gates is written
  r.resident = {static_cast<size_t>(rk::rnn_resident_bytes(G, units, H)), repeats};
  return r;
}

// The fused step (RnnParams::fused, the cell inside the gates tile) with R resident: batch 5, so one
// chunk of kRnnBatchChunk rows and one of a single row (the grouped dot products); h and c of step 1
// written, the rows' pre-activations finished in place before the cell reads them.
Racecheck fused_gates_case() {
  const int64_t S = 2, Bt = 5, H = 37, G = 4, units = 20;
  Racecheck r;
  int xp = r.c.add(random_tensor({1, S, Bt, G * H}, 121));
  int rw = r.c.add(random_tensor({1, G * H, H}, 122, -0.5f, 0.5f));
  int b = r.c.add(random_tensor({1, 2 * G * H}, 123));
  int y = r.c.add(random_tensor({S, 1, Bt, H}, 124));
  int cs = r.c.add(random_tensor({S, 1, Bt, H}, 125));
  const rk::RnnParams params{.t = 1, .d = 0, .gates = G, .kind = rk::RnnKind::lstm, .h_prev_time = 0,
                             .f = rk::ActivationCode::sigmoid, .g = rk::ActivationCode::tanh,
                             .h = rk::ActivationCode::tanh, .projected = true, .fused = true, .resident = true};
  r.op = make_op(rk::OpKind::rnn_gates, {Bt, H}, {Bt, units},
                 {xp, -1, rw, b, y, -1, -1, -1, -1, -1, -1, cs, y, cs, -1, -1, y, -1, rw, b}, params);
  r.outputs = {y, cs};
  r.poison_outputs = false;  // step 0 of y and cs is the state step 1 reads
  r.resident = {static_cast<size_t>(rk::rnn_resident_bytes(G, units, H)), 1};
  return r;
}

// The resident path under the emulator: no race, outputs bit-identical to the host emulation's
// streaming run, and the tag does its job: one slice run three times loads R once; two slices
// alternating on one block (a multiplexed grid) load at every rTask.
TEST(RacecheckTiles, RnnGatesWithResidentWeights) {
  EXPECT_EQ(resident_gates_case(37, 3).expect_clean("rnn_gates, one resident slice").resident_loads, 1u);
  EXPECT_EQ(resident_gates_case(20, 2).expect_clean("rnn_gates, two slices on one block").resident_loads, 4u);
}

TEST(RacecheckTiles, Gather) {
  Racecheck r;
  int x = r.c.add(random_tensor({5, 4}, 101));
  Tensor idx(DType::i64, {3});
  const int64_t values[] = {4, -1, 0};
  std::memcpy(idx.raw(), values, sizeof values);
  int ind = r.c.add(idx);
  int y = r.c.add(Tensor(DType::f32, {3, 4}));
  r.op = make_op(rk::OpKind::gather, {3, 4}, {2, 3}, {x, ind, y},
                 rk::GatherParams{.axis = 0, .data_rank = 2, .indices_rank = 1});
  r.outputs = {y};
  r.expect_clean("gather");
}

// Interleavings do not change a clean kernel: other seeds, same outputs, still no report.
TEST(RacecheckTiles, GemmIsCleanOnEverySeed) {
  Racecheck r = gemm_case(9, 10, 17, {9, 10});
  r.expect_clean("gemm");
  for (uint64_t seed = 2; seed <= 4; ++seed) {
    const EmulatedRun run = r.run("", seed);
    EXPECT_TRUE(run.reports.empty()) << "seed " << seed << report_text(run);
    EXPECT_TRUE(outputs_equal(r.c, r.outputs, r.want)) << "seed " << seed;
  }
}

// K = 19 > kGemmBK: several k-steps, so the barrier after the products guards the next staging too.
TEST(RacecheckMutations, EveryGemmBarrierMatters) {
  EXPECT_TRUE(gemm_case(13, 11, 19, {8, 8}).surviving_mutants("gemm").empty());
}

// The tensor-core GEMM with both operands on cp.async (tf32, K-contiguous fp32: A row-major, B
// stored [N][K]), 4 k-tiles of 16 and a box of 2 x 3 sub-tiles (the block tile is 64 x 16 at 64
// threads): every barrier and every wait of the pipeline must be caught when removed. The k-tile
// counts here leave the last k-tile in stage 0, which the accumulator tile overlaps, so the
// barrier before the accumulators are written is needed too.
TEST(RacecheckMutations, EveryTensorCoreGemmBarrierAndWaitMatters) {
  const int64_t M = 70, N = 40, K = 64;
  Racecheck r;
  r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 32, M, N));
  int a = r.c.add(random_tensor({M, K}, 1));
  int b = r.c.add(random_tensor({N, K}, 2));
  int y = r.c.add(Tensor(DType::f32, {M, N}));
  int bv = r.c.view(b, {K, N}, {1, K});
  r.op = make_op(rk::OpKind::gemm, {M, N}, {M, N}, {a, bv, -1, y},
                 rk::GemmParams{.K = K, .precision = rk::MathPrecision::tf32});
  r.outputs = {y};
  EXPECT_EQ(r.surviving_mutants("gemm_mma", true), std::vector<std::string>{});
}

// The same with the other staging modes: fp32 data at fp16 (128-bit loads and conversion) and a
// transposed A (scalar), ragged K (4 k-tiles of 32).
TEST(RacecheckMutations, EveryTensorCoreGemmBarrierMattersOnTheConvertingPaths) {
  const int64_t M = 70, N = 40, K = 100;
  Racecheck r;
  r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 32, M, N));
  int a = r.c.add(random_tensor({K, M}, 1));
  int b = r.c.add(random_tensor({N, K}, 2));
  int y = r.c.add(Tensor(DType::f32, {M, N}));
  int av = r.c.view(a, {M, K}, {1, M});
  int bv = r.c.view(b, {K, N}, {1, K});
  r.op = make_op(rk::OpKind::gemm, {M, N}, {M, N}, {av, bv, -1, y},
                 rk::GemmParams{.K = K, .precision = rk::MathPrecision::fp16});
  r.outputs = {y};
  EXPECT_EQ(r.surviving_mutants("gemm_mma fp16"), std::vector<std::string>{});
}

// The MFMA GEMM tile at fp32 (both operands on the cp.async path: K-contiguous fp32 is the f32
// form's storage) and at fp16 from fp32 data (128-bit loads and conversion), 70 x 40 outputs as
// 3 x 2 sub-tiles of the 32 x 32 block tile of one wave: every barrier and wait must be caught.
TEST(RacecheckMutations, EveryMfmaGemmBarrierAndWaitMatters) {
  for (rk::MathPrecision p : {rk::MathPrecision::fp32, rk::MathPrecision::fp16}) {
    const int64_t M = 70, N = 40, K = 64;
    Racecheck r;
    r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 64, M, N));
    int a = r.c.add(random_tensor({M, K}, 1));
    int b = r.c.add(random_tensor({N, K}, 2));
    int y = r.c.add(Tensor(DType::f32, {M, N}));
    int bv = r.c.view(b, {K, N}, {1, K});
    r.op = make_op(rk::OpKind::gemm, {M, N}, {M, N}, {a, bv, -1, y},
                   rk::GemmParams{.K = K, .precision = p, .matrix_unit = rk::MatrixUnitKind::mfma_gfx90a});
    r.outputs = {y};
    EXPECT_EQ(r.surviving_mutants("gemm_mma on MFMA", p == rk::MathPrecision::fp32), std::vector<std::string>{})
        << rk::math_precision_name(p);
  }
}

TEST(RacecheckMutations, EveryImplicitGemmConvBarrierMatters) {
  EXPECT_TRUE(conv_case(rk::OpKind::conv, 1).surviving_mutants("conv").empty());
}

// The tensor-core conv: weights on cp.async (tf32, K = 12 x 3 x 3 = 108: seven k-tiles), the patch
// gathered, 70 output channels x 48 points (2 x 3 sub-tiles at 64 threads).
TEST(RacecheckMutations, EveryTensorCoreConvBarrierAndWaitMatters) {
  static const int64_t kernel[] = {3, 3}, one[] = {1, 1}, pads[] = {1, 1, 1, 1};
  const int64_t C = 12, M = 70;
  Racecheck r;
  r.smem = static_cast<size_t>(rk::mma_tile_shared_bytes(kThreads, 32, M, 48));
  int x = r.c.add(random_tensor({1, C, 6, 8}, 11));
  int w = r.c.add(random_tensor({M, C, 3, 3}, 12));
  int bias = r.c.add(random_tensor({M}, 13));
  int y = r.c.add(Tensor(DType::f32, {1, M, 6, 8}));
  rk::ConvParams p = conv_params(2, kernel, one, one, pads, 1);
  p.precision = rk::MathPrecision::tf32;
  r.op = make_op(rk::OpKind::conv, {1, M, 6, 8}, {1, M, 6, 8}, {x, w, bias, y}, p);
  r.outputs = {y};
  EXPECT_EQ(r.surviving_mutants("conv_mma", true), std::vector<std::string>{});
}

// The gates tile's barriers: the tag read before a reload, the staged h_prev, the rows' sums
// (resident R on a miss, batch 5: two chunks), and in a fused step the finished pre-activations.
TEST(RacecheckMutations, EveryRnnGatesBarrierMatters) {
  EXPECT_TRUE(resident_gates_case(37, 1).surviving_mutants("rnn_gates resident").empty());
  EXPECT_EQ(fused_gates_case().surviving_mutants("rnn_gates fused"), std::vector<std::string>{});
}

// block_reduce's three barriers (kernels/common.h) all matter, and a row needs no barrier of its
// own: block_reduce ends with a barrier after its last shared-memory read, and the rest of a row
// touches only registers and global memory (the barrier that once ended each row survived its
// mutation and was removed).
TEST(RacecheckMutations, EveryRowBarrierMatters) {
  for (rk::RowOp rop : {rk::RowOp::softmax, rk::RowOp::hardmax, rk::RowOp::layer_norm})
    EXPECT_TRUE(row_case(rop).surviving_mutants("row").empty()) << static_cast<int>(rop);
}

}  // namespace
}  // namespace rammer::kernel_test
