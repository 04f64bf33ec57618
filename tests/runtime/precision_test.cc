// The numerics gate of every precision (rammerc --precision): a GEMM-heavy graph and the bundled
// tiny_cnn, compiled for a100 (mma.sync) and mi250 / mi100 (MFMA) under --emulate (the GPU tile
// kernels, matrix-unit GEMMs included, on the CPU executor), run on seeded inputs and compared with the reference interpreter within the
// precision's documented tolerance (driver/target.h, precision_tolerance). A lower precision must
// also be measurably less exact than fp32, so a tile that ignored the precision would fail.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include <nlohmann/json.hpp>

#include "driver/compile.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "kernels/tile_path.h"
#include "runtime/session.h"
#include "tests/common/test_graphs.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

Tensor random_tensor(const Shape& s, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> d(-1.0, 1.0);
  Tensor t(DType::f32, s);
  for (int64_t i = 0; i < t.numel(); ++i) t.set_f64(i, d(rng));
  return t;
}

// X[64, 96] MatMul W[96, 80] -> Relu -> Gemm(transB) with V[48, 80] and a bias.
Graph gemm_graph() {
  testing::GraphBuilder b("gemm_chain");
  b.input("X", {64, 96});
  b.g.add_constant("W", random_tensor({96, 80}, 1));
  b.g.add_constant("V", random_tensor({48, 80}, 2));
  b.g.add_constant("c", random_tensor({48}, 3));
  b.node("mm", "MatMul", {"X", "W"}, {{"H", {64, 80}}});
  b.node("relu", "Relu", {"H"}, {{"R", {64, 80}}});
  Node& gemm = b.node("fc", "Gemm", {"R", "V", "c"}, {{"Y", {64, 48}}});
  gemm.attrs.set("transB", int64_t{1});
  b.output("Y");
  return b.g;
}

// The error of one emulated run at `precision` on `device`, as precision_error measures it.
double run_error(const Graph& g, const std::string& precision, const std::string& device = "a100") {
  Result<Target> t = make_target(device, /*emulate=*/true);
  EXPECT_TRUE(t.is_ok());
  EXPECT_TRUE(t->select_precision(precision).is_ok());
  CompileOptions o;
  CompileResult c = compile_graph(g, *t, o);
  EXPECT_TRUE(c.ok()) << c.status.message();
  if (!c.ok()) return INFINITY;
  const Plan& plan = c.compiled.plan;
  EXPECT_EQ(plan.precision, precision);
  // Every GEMM and group-1 conv carries the device's matrix unit, and on MFMA even fp32 takes it.
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const kernels::TilePath path = kernels::tile_path(plan.ops[i]);
    if (path != kernels::TilePath::gemm_mma && path != kernels::TilePath::gemm_simt &&
        path != kernels::TilePath::conv_mma && path != kernels::TilePath::conv_simt)
      continue;
    const bool gemm = path == kernels::TilePath::gemm_mma || path == kernels::TilePath::gemm_simt;
    const kernels::MatrixUnitKind unit = gemm ? kernels::GemmParams::unpack(plan.ops[i]).matrix_unit
                                              : kernels::ConvParams::unpack(plan.ops[i]).matrix_unit;
    EXPECT_EQ(unit, t->matrix_unit) << plan.op_names[i] << " on " << device;
    EXPECT_EQ(kernels::takes_matrix_unit(unit, t->precision),
              path == kernels::TilePath::gemm_mma || path == kernels::TilePath::conv_mma)
        << plan.op_names[i] << " on " << device;
  }
  runtime::Session s(runtime::model_from_plan(plan, /*emulate=*/true));
  std::map<std::string, Tensor> inputs;
  for (size_t i = 0; i < plan.inputs.size(); ++i) {
    inputs.emplace(plan.inputs[i].name, random_tensor(plan.inputs[i].shape, 7 + static_cast<unsigned>(i)));
    s.bind_input(static_cast<int>(i), inputs.at(plan.inputs[i].name).raw(), inputs.at(plan.inputs[i].name).nbytes());
  }
  std::vector<Tensor> outs;
  for (const auto& io : plan.outputs) outs.emplace_back(io.dtype, io.shape);
  for (size_t i = 0; i < outs.size(); ++i) s.bind_output(static_cast<int>(i), outs[i].raw(), outs[i].nbytes());
  s.run();
  const std::map<std::string, Tensor> want = interpret(c.compiled.graph, inputs);
  double worst = 0;
  for (size_t i = 0; i < outs.size(); ++i)
    worst = std::max(worst, precision_error(outs[i], want.at(plan.outputs[i].name), t->precision));
  return worst;
}

void check_gate(const Graph& g, const std::string& what, const std::string& device = "a100") {
  const double fp32 = run_error(g, "fp32", device);
  EXPECT_LE(fp32, precision_tolerance(Precision::fp32)) << what << " on " << device;
  std::printf("%s on %s at fp32: max error %.3g (tolerance %.3g)\n", what.c_str(), device.c_str(), fp32,
              precision_tolerance(Precision::fp32));
  Result<Target> t = make_target(device, /*emulate=*/true);
  ASSERT_TRUE(t.is_ok());
  for (Precision p : t->precisions) {
    if (p == Precision::fp32) continue;
    const std::string name = kernels::math_precision_name(p);
    const double e = run_error(g, name, device);
    std::printf("%s on %s at %s: max error %.3g (tolerance %.3g; fp32 %.3g)\n", what.c_str(), device.c_str(),
                name.c_str(), e, precision_tolerance(p), fp32);
    EXPECT_LE(e, precision_tolerance(p)) << what << " at " << name;
    EXPECT_GT(e, 10 * fp32 + 1e-6) << what << " at " << name << ": no rounding visible, the precision was ignored";
  }
}

TEST(Precision, GemmChainWithinEachPrecisionsTolerance) { check_gate(gemm_graph(), "gemm_chain"); }

TEST(Precision, TinyCnnWithinEachPrecisionsTolerance) {
  Result<Graph> g = load_onnx(RAMMER_SOURCE_DIR "/examples/tiny_cnn.onnx");
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  check_gate(*g, "tiny_cnn");
}

// The same gates on the MFMA tiles of a HIP device under --emulate (gfx90a: fp32 on the f32 form
// within fp32's 1e-3, fp16, bf16 on the _1k form; gfx908: its own bf16 form).
TEST(Precision, GemmChainOnMfmaWithinEachPrecisionsTolerance) {
  check_gate(gemm_graph(), "gemm_chain", "mi250");
  check_gate(gemm_graph(), "gemm_chain", "mi100");
}

TEST(Precision, TinyCnnOnMfmaWithinEachPrecisionsTolerance) {
  Result<Graph> g = load_onnx(RAMMER_SOURCE_DIR "/examples/tiny_cnn.onnx");
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  check_gate(*g, "tiny_cnn", "mi250");
}

// An LSTM's input projection (a GEMM per chunk of steps, rtask/ops/rnn.cc) runs at the chosen
// precision like any GEMM: the plan's LSTM.proj ops carry it, and tiny_lstm's output shows the
// rounding, within the precision's tolerance (the recurrence itself stays fp32).
TEST(Precision, LstmInputProjectionRunsAtThePrecision) {
  Result<Graph> g = load_onnx(RAMMER_SOURCE_DIR "/examples/tiny_lstm.onnx");
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  Result<Target> t = make_target("a100", /*emulate=*/true);
  ASSERT_TRUE(t.is_ok());
  ASSERT_TRUE(t->select_precision("tf32").is_ok());
  CompileResult c = compile_graph(*g, *t, CompileOptions{});
  ASSERT_TRUE(c.ok()) << c.status.message();
  const Plan& plan = c.compiled.plan;
  int projections = 0;
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    if (plan.op_kinds[i] != "LSTM.proj") continue;
    ++projections;
    EXPECT_EQ(kernels::GemmParams::unpack(plan.ops[i]).precision, kernels::MathPrecision::tf32) << plan.op_names[i];
  }
  EXPECT_GT(projections, 0);
  check_gate(*g, "tiny_lstm");
}

// X[32, 100] MatMul W[100, 40] (K = 100: rows padded to 104), Gemm(U^T, H) with a constant A
// (transA: U [32, 20]), then a batched MatMul with a constant B [3, 40, 12] broadcast over its batch.
Graph constant_operands_graph() {
  testing::GraphBuilder b("constant_operands");
  b.input("X", {32, 100});
  b.g.add_constant("W", random_tensor({100, 40}, 11));
  b.g.add_constant("U", random_tensor({32, 20}, 12));
  b.g.add_constant("Wb", random_tensor({3, 40, 12}, 13));
  b.node("mm", "MatMul", {"X", "W"}, {{"H", {32, 40}}});
  Node& g = b.node("fc", "Gemm", {"U", "H"}, {{"G", {20, 40}}});
  g.attrs.set("transA", int64_t{1});
  b.node("bmm", "MatMul", {"G", "Wb"}, {{"Y", {3, 20, 12}}});
  b.output("Y");
  return b.g;
}

struct Outputs {
  std::vector<Tensor> tensors;
  int64_t weights_bytes = 0;
};

// One emulated a100 run at `precision` with weights stored at the precision or not.
Outputs run_outputs(const Graph& g, const std::string& precision, bool weights_at_precision) {
  Result<Target> t = make_target("a100", /*emulate=*/true);
  EXPECT_TRUE(t.is_ok());
  EXPECT_TRUE(t->select_precision(precision).is_ok());
  CompileOptions o;
  o.plan.weights_at_precision = weights_at_precision;
  CompileResult c = compile_graph(g, *t, o);
  EXPECT_TRUE(c.ok()) << c.status.message();
  Outputs out;
  if (!c.ok()) return out;
  const Plan& plan = c.compiled.plan;
  runtime::Session s(runtime::model_from_plan(plan, /*emulate=*/true));
  std::vector<Tensor> inputs;
  for (size_t i = 0; i < plan.inputs.size(); ++i) {
    inputs.push_back(random_tensor(plan.inputs[i].shape, 21 + static_cast<unsigned>(i)));
    s.bind_input(static_cast<int>(i), inputs.back().raw(), inputs.back().nbytes());
  }
  for (const auto& io : plan.outputs) out.tensors.emplace_back(io.dtype, io.shape);
  for (size_t i = 0; i < out.tensors.size(); ++i)
    s.bind_output(static_cast<int>(i), out.tensors[i].raw(), out.tensors[i].nbytes());
  s.run();
  out.weights_bytes = plan.weights.size();
  return out;
}

// Storing the weights at the precision changes no result: the tensor-core tile rounds each input to
// the precision when it packs a fragment (round to nearest even), and rounding a value that already
// is an f16 (bf16) is the identity, so every product and every fp32 sum is the same, in the same
// order: the outputs are bit-identical. Padding is never read (the tiles clip at K).
TEST(Precision, WeightsStoredAtThePrecisionGiveBitIdenticalResults) {
  for (const Graph& g : {gemm_graph(), constant_operands_graph()}) {
    for (const char* precision : {"fp16", "bf16"}) {
      const Outputs before = run_outputs(g, precision, false);
      const Outputs after = run_outputs(g, precision, true);
      ASSERT_EQ(before.tensors.size(), after.tensors.size());
      for (size_t i = 0; i < before.tensors.size(); ++i)
        EXPECT_TRUE(before.tensors[i].same_bytes(after.tensors[i])) << g.name << " at " << precision << " output " << i;
      std::printf("%s at %s: weights %lld bytes stored f32, %lld at the precision\n", g.name.c_str(), precision,
                  static_cast<long long>(before.weights_bytes), static_cast<long long>(after.weights_bytes));
      EXPECT_LT(after.weights_bytes, before.weights_bytes * 6 / 10) << g.name << " at " << precision;
    }
  }
}

// ResNet-18 at fp16: its weights (convs and the classifier) are stored as halves, weights.bin about
// half the fp32 one (the biases stay f32; rows are padded: the stem's K = 147 becomes 152).
TEST(Precision, Resnet18WeightsAtFp16AreAboutHalf) {
  const std::string model = RAMMER_BINARY_DIR "/models/resnet18.onnx";
  ASSERT_TRUE(fs::exists(model)) << model << " is missing: build the target test_models";
  Result<Graph> g = load_onnx(model);
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  int64_t bytes[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    Result<Target> t = make_target("a100", /*emulate=*/true);
    ASSERT_TRUE(t.is_ok());
    ASSERT_TRUE(t->select_precision(i == 0 ? "fp32" : "fp16").is_ok());
    CompileResult c = compile_graph(*g, *t, CompileOptions{});
    ASSERT_TRUE(c.ok()) << c.status.message();
    bytes[i] = c.compiled.plan.weights.size();
  }
  std::printf("resnet18 weights: fp32 %lld bytes, fp16 %lld bytes (%.3f)\n", static_cast<long long>(bytes[0]),
              static_cast<long long>(bytes[1]), static_cast<double>(bytes[1]) / static_cast<double>(bytes[0]));
  EXPECT_GT(bytes[1], bytes[0] * 48 / 100);
  EXPECT_LT(bytes[1], bytes[0] * 52 / 100);
}

TEST(Precision, TargetsThatLackAPrecisionSayWhatTheyOffer) {
  for (const char* device : {"mi250", "mi100"}) {
    Result<Target> hip = make_target(device);
    ASSERT_TRUE(hip.is_ok());
    EXPECT_TRUE(hip->select_precision("bf16").is_ok()) << device;
    EXPECT_TRUE(hip->select_precision("fp16").is_ok()) << device;
    const Status s = hip->select_precision("tf32");
    ASSERT_FALSE(s.is_ok()) << device;
    EXPECT_NE(s.message().find(std::string(device) + " (hip) offers fp32, fp16, bf16"), std::string::npos)
        << s.message();
    EXPECT_NE(s.message().find("tf32 is not an input format of AMD's matrix units"), std::string::npos)
        << s.message();
  }
  Result<Target> cpu = make_target("cpu");
  ASSERT_TRUE(cpu.is_ok());
  EXPECT_FALSE(cpu->select_precision("tf32").is_ok());
  Result<Target> a100 = make_target("a100");
  ASSERT_TRUE(a100.is_ok());
  EXPECT_TRUE(a100->select_precision("bf16").is_ok());
  EXPECT_EQ(a100->precision, Precision::bf16);
}

TEST(Precision, ManifestRecordsThePrecision) {
  Result<Target> t = make_target("a100", /*emulate=*/true);
  ASSERT_TRUE(t.is_ok());
  ASSERT_TRUE(t->select_precision("fp16").is_ok());
  CompileOptions o;
  o.out_dir = std::string(RAMMER_BINARY_DIR) + "/precision_test/manifest";
  fs::remove_all(o.out_dir);
  CompileResult c = compile_graph(gemm_graph(), *t, o);
  ASSERT_TRUE(c.ok()) << c.status.message();
  std::ifstream f(o.out_dir + "/manifest.json");
  const nlohmann::json m = nlohmann::json::parse(f);
  EXPECT_EQ(m.at("precision"), "fp16");
}

}  // namespace
}  // namespace rammer
