// The models the NPU backend tests compile: the bundled tiny_cnn and a tiny MatMul/Gemm chain.
#pragma once

#include <filesystem>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "driver/compile.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "frontend/onnx/onnx_loader.h"
#include "runtime/rammer.h"
#include "tests/common/test_graphs.h"

namespace rammer::npu_test {

inline Tensor random_tensor(const Shape& s, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> d(-1.0, 1.0);
  Tensor t(DType::f32, s);
  for (int64_t i = 0; i < t.numel(); ++i) t.set_f64(i, d(rng));
  return t;
}

// X[4, 40] MatMul W[40, 24] -> Relu -> Gemm(transB, alpha 0.5) with V[20, 24] and a bias -> Y[4, 20]:
// two reduction chunks of 16 and a ragged one, two column tiles, a C row.
inline Graph tiny_gemm_graph() {
  testing::GraphBuilder b("tiny_gemm");
  b.input("X", {4, 40});
  b.g.add_constant("W", random_tensor({40, 24}, 1));
  b.g.add_constant("V", random_tensor({20, 24}, 2));
  b.g.add_constant("c", random_tensor({20}, 3));
  b.node("mm", "MatMul", {"X", "W"}, {{"H", {4, 24}}});
  b.node("relu", "Relu", {"H"}, {{"R", {4, 24}}});
  Node& gemm = b.node("fc", "Gemm", {"R", "V", "c"}, {{"Y", {4, 20}}});
  gemm.attrs.set("transB", int64_t{1});
  gemm.attrs.set("alpha", 0.5f);
  b.output("Y");
  return b.g;
}

// X[1, 8, 6, 6] -> Conv 3x3 (20 channels: a ragged channel group) -> Relu -> GlobalAveragePool
// -> Flatten -> Y[1, 20]: the output is a view of the pool's workspace tensor.
inline Graph conv_pool_flatten_graph() {
  testing::GraphBuilder b("conv_pool_flatten");
  b.input("X", {1, 8, 6, 6});
  b.g.add_constant("W", random_tensor({20, 8, 3, 3}, 4));
  b.g.add_constant("B", random_tensor({20}, 5));
  Node& conv = b.node("conv", "Conv", {"X", "W", "B"}, {{"C", {1, 20, 6, 6}}});
  conv.attrs.set("kernel_shape", std::vector<int64_t>{3, 3});
  conv.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  b.node("relu", "Relu", {"C"}, {{"R", {1, 20, 6, 6}}});
  b.node("gap", "GlobalAveragePool", {"R"}, {{"P", {1, 20, 1, 1}}});
  b.node("flatten", "Flatten", {"P"}, {{"Y", {1, 20}}});
  b.output("Y");
  return b.g;
}

inline std::string tiny_cnn_path() { return std::string(RAMMER_SOURCE_DIR) + "/examples/tiny_cnn.onnx"; }

// A fresh directory under the system temp dir.
inline std::string temp_dir(const std::string& name) {
  const auto d = std::filesystem::temp_directory_path() /
                 ("rammer_npu_" + name + "_" + std::to_string(std::random_device{}()));
  std::filesystem::remove_all(d);
  return d.string();
}

// Compiles for --device=npu into `dir` (the graph is optimised first).
inline CompileResult compile_for_npu(const Graph& g, const std::string& dir) {
  Result<Target> t = make_target("npu");
  CompileOptions o;
  o.out_dir = dir;
  return compile_graph(g, *t, o);
}

inline Graph load_tiny_cnn() {
  Result<Graph> g = load_onnx(tiny_cnn_path());
  return g.is_ok() ? std::move(*g) : Graph{};
}

// Runs the artifact in `dir` through the C API on seeded inputs; returns the worst fp16 error
// against the reference interpreter over the outputs.
inline double run_error(const std::string& dir, const Graph& g) {
  rammer_library* lib = rammer_open(dir.c_str());
  EXPECT_NE(lib, nullptr) << rammer_last_error();
  if (!lib) return INFINITY;
  rammer_session* s = rammer_session_create(lib);
  EXPECT_NE(s, nullptr) << rammer_last_error();
  const std::map<std::string, Tensor> inputs = seeded_inputs(g, 1234);
  for (const auto& [name, t] : inputs) EXPECT_EQ(rammer_bind_input(s, name.c_str(), t.raw(), t.nbytes()), 0);
  std::map<std::string, Tensor> outs;
  for (const std::string& name : g.outputs) {
    outs.emplace(name, Tensor(DType::f32, g.value(name).shape));
    EXPECT_EQ(rammer_bind_output(s, name.c_str(), outs.at(name).raw(), outs.at(name).nbytes()), 0);
  }
  EXPECT_EQ(rammer_run(s), 0) << rammer_last_error();
  const std::map<std::string, Tensor> want = interpret(g, inputs);
  double worst = 0;
  for (const auto& [name, t] : outs) worst = std::max(worst, precision_error(t, want.at(name), Precision::fp16));
  rammer_session_destroy(s);
  EXPECT_EQ(rammer_close(lib), 0);
  return worst;
}

// Compiles `g` for the NPU into a fresh directory, runs it on seeded inputs and checks the outputs
// against the reference interpreter: within the fp16 tolerance, and not exact (fp16 storage cannot be
// exact on random data, so an exact answer means the NPU path did not run).
inline void expect_within_fp16(const Graph& g, const std::string& name) {
  const std::string dir = temp_dir(name);
  CompileResult r = compile_for_npu(g, dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const double err = run_error(dir, r.compiled.graph);
  EXPECT_LE(err, precision_tolerance(Precision::fp16));
  EXPECT_GT(err, 0.0) << "fp16 storage cannot be exact on random data";
  std::filesystem::remove_all(dir);
}

}  // namespace rammer::npu_test
