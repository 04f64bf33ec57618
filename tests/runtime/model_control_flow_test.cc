// Models with an ONNX If (scripts/models/control_flow.py) through the CPU backend against ONNX
// Runtime: if_pinned compiles with its condition input pinned (--input-value's LoadOptions), the If
// inlined; if_data compiles by if-conversion (both branches computed, Where-selected) and matches on
// inputs that take each branch.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

#include "driver/compile.h"
#include "runtime/session.h"
#include "tests/runtime/model_e2e_util.h"

namespace rammer {
namespace {

std::string model_path(const std::string& name) { return std::string(RAMMER_MODELS_DIR) + "/" + name + ".onnx"; }

Tensor random_x(uint64_t seed, float offset) {
  std::mt19937 rng(static_cast<uint32_t>(seed));
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  Tensor x(DType::f32, {1, 4, 32, 32});
  for (int64_t i = 0; i < x.numel(); ++i) x.data<float>()[i] = u(rng) + offset;
  return x;
}

// ONNX Runtime's outputs of `model` on `inputs` (the oracle fed with them).
TensorDir ort_outputs(const std::string& model, const std::string& tag, const NamedTensors& inputs) {
  const std::string dir = std::string(RAMMER_BINARY_DIR) + "/oracle_e2e/" + tag;
  TensorDir given;
  given.inputs = inputs;
  Status w = write_tensor_dir(dir + "/given", given);
  EXPECT_TRUE(w.is_ok()) << w.message();
  OracleOptions o;
  o.inputs_dir = dir + "/given";
  auto run = run_oracle(model, dir + "/ort", o);
  EXPECT_TRUE(run.is_ok()) << (run.is_ok() ? "" : run.status().message());
  return run.is_ok() ? run->tensors : TensorDir{};
}

// Compiles `g` (optimised) for the CPU, runs it on `ours_in`, compares output y with `want`. Only
// `allowed_reference` may run the reference implementation (if_data's scalar comparison: the
// elementwise tile kernels write f32 only, not its bool).
void expect_cpu_matches(Graph g, const NamedTensors& ours_in, const Tensor& want, const std::string& what,
                        const std::string& allowed_reference = "") {
  optimize_graph(g);
  for (const Node& n : g.nodes) EXPECT_NE(n.op, "IfSelect") << what << ": the If was not lowered";
  CompileResult sp = plan_graph(g, "cpu", false);
  ASSERT_TRUE(sp.ok()) << what << ": " << sp.status.message();
  for (const ReferenceOp& r : sp.compiled.plan.reference_ops)
    EXPECT_EQ(r.name, allowed_reference) << what << ": " << r.name << " (" << r.op_type << ") has no tile kernel";
  runtime::Session session(runtime::model_from_plan(sp.compiled.plan, false));
  NamedTensors ours = e2e::run_session(session, ours_in);
  const TensorError e = tensor_error(ours.at("y"), want);
  ASSERT_TRUE(e.mismatch.empty()) << what << ": " << e.mismatch;
  std::printf("%s: max rel error %.3g\n", what.c_str(), e.max_rel_error);
  std::fflush(stdout);  // the oracle forks: unflushed lines would print twice
  EXPECT_LE(e.max_rel_error, 1e-4) << what << " differs from ONNX Runtime";
}

// Each value of the pinned flag inlines its branch (shapes [1,8,32,32] and [1,8,16,16]).
TEST(RuntimeE2E, IfOnPinnedInputMatchesOnnxRuntime) {
  const std::string path = model_path("if_pinned");
  ASSERT_FALSE(find_node().empty()) << "`node` is not on PATH: run scripts/setup.sh";
  // Unpinned, the branches' shapes differ and the condition is data: one clear error.
  Result<Graph> unpinned = load_onnx(path);
  ASSERT_FALSE(unpinned.is_ok());
  EXPECT_NE(unpinned.status().message().find("--input-value"), std::string::npos) << unpinned.status().message();
  for (int flag : {1, 0}) {
    LoadOptions lo;
    lo.input_numbers["high_res"] = {static_cast<double>(flag)};
    Result<Graph> g = load_onnx(path, lo);
    ASSERT_TRUE(g.is_ok()) << g.status().message();
    ASSERT_EQ(g->inputs, std::vector<std::string>{"x"});
    NamedTensors ort_in, ours_in;
    ort_in.add("x", random_x(5, 0.0f));
    ours_in.add("x", random_x(5, 0.0f));
    Tensor f(DType::boolean, {});
    f.set_f64(0, flag);
    ort_in.add("high_res", f);
    TensorDir ort = ort_outputs(path, "if_pinned_" + std::to_string(flag), ort_in);
    ASSERT_FALSE(ort.outputs.order.empty());
    EXPECT_EQ(ort.outputs.at("y").shape(), (Shape{1, 8, flag ? 32 : 16, flag ? 32 : 16}));
    expect_cpu_matches(std::move(*g), ours_in, ort.outputs.at("y"), "if_pinned high_res=" + std::to_string(flag));
  }
}

// A positive-mean input takes the then branch, a negative-mean one the else branch; both compiled
// into one library.
TEST(RuntimeE2E, IfOnDataIsIfConvertedAndMatchesOnnxRuntime) {
  const std::string path = model_path("if_data");
  ASSERT_FALSE(find_node().empty()) << "`node` is not on PATH: run scripts/setup.sh";
  Result<Graph> g = load_onnx(path);
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  Graph opt = *g;
  optimize_graph(opt);
  int wheres = 0, convs = 0;
  for (const Node& n : opt.nodes) {
    wheres += n.op == "Where";
    convs += n.op == "Conv";
  }
  EXPECT_EQ(wheres, 1);
  EXPECT_EQ(convs, 2) << "both branches are computed";
  for (float offset : {0.5f, -0.5f}) {
    NamedTensors in;
    in.add("x", random_x(6, offset));
    TensorDir ort = ort_outputs(path, offset > 0 ? "if_data_then" : "if_data_else", in);
    ASSERT_FALSE(ort.outputs.order.empty());
    expect_cpu_matches(*g, in, ort.outputs.at("y"), offset > 0 ? "if_data then" : "if_data else", "positive");
  }
}

}  // namespace
}  // namespace rammer
