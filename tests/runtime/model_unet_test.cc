// A UNet-style model (conv encoder, ConvTranspose up-sampling, skip Concat) through the CPU backend
// against ONNX Runtime. The model is built here with seeded random weights (the exporters'
// scripts/models need torch, which this test must not) and written to build/models, where
// `rammer-bench cpu --models unet_small,upsample640` also finds it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include "driver/compile.h"
#include "runtime/session.h"
#include "tests/frontend/onnx_test_models.h"
#include "tests/runtime/model_e2e_util.h"

namespace rammer {
namespace {

using testing::ModelBuilder;

std::string dim(int64_t v) { return std::to_string(v); }

// Adds a weight initializer of `dims` with values uniform in +-scale.
void weight(ModelBuilder& b, std::mt19937& rng, const std::string& name, const std::vector<int64_t>& dims, float scale) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  std::uniform_real_distribution<float> u(-scale, scale);
  std::vector<float> v(static_cast<size_t>(n));
  for (float& x : v) x = u(rng);
  b.init_f32(name, dims, v);
}

// Conv (or ConvTranspose) `name` from x with cin -> cout channels, square kernel k, bias, attrs.
onnx::NodeProto& conv(ModelBuilder& b, std::mt19937& rng, const std::string& op, const std::string& name,
                      const std::string& x, int64_t cin, int64_t cout, int64_t k, int64_t group = 1) {
  const bool transpose = op == "ConvTranspose";
  const std::vector<int64_t> wdims = transpose ? std::vector<int64_t>{cin, cout / group, k, k}
                                               : std::vector<int64_t>{cout, cin / group, k, k};
  const float scale = 1.0f / std::sqrt(static_cast<float>(cin / group * k * k));
  weight(b, rng, name + "_w", wdims, scale);
  weight(b, rng, name + "_b", {cout}, 0.1f);
  onnx::NodeProto& n = b.node(op, {x, name + "_w", name + "_b"}, {name}, name);
  auto* a = n.add_attribute();
  a->set_name("kernel_shape");
  a->set_type(onnx::AttributeProto::INTS);
  a->add_ints(k);
  a->add_ints(k);
  if (group > 1) {
    auto* g = n.add_attribute();
    g->set_name("group");
    g->set_type(onnx::AttributeProto::INT);
    g->set_i(group);
  }
  return n;
}

void ints(onnx::NodeProto& n, const std::string& name, std::vector<int64_t> v) {
  auto* a = n.add_attribute();
  a->set_name(name);
  a->set_type(onnx::AttributeProto::INTS);
  for (int64_t x : v) a->add_ints(x);
}

// 1x3xSxS -> conv 3x3 (8) relu -> maxpool 2 -> conv 3x3 (16) relu -> ConvTranspose k2 s2 (8) ->
// concat with the first map -> conv 3x3 (8) relu -> ConvTranspose k3 s2 pad 1 output_padding 1,
// group 2 (8) -> ConvTranspose k4 s2 pad 1 (4) -> conv 1x1 (2): up-sampling with no
// overlap, with output_padding and groups, and with overlapping windows.
std::string write_unet(int64_t S) {
  std::mt19937 rng(7);
  ModelBuilder b(8, 13);
  b.input("x", {"1", "3", dim(S), dim(S)});
  ints(conv(b, rng, "Conv", "e1", "x", 3, 8, 3), "pads", {1, 1, 1, 1});
  b.node("Relu", {"e1"}, {"e1r"}, "e1_relu");
  onnx::NodeProto& pool = b.node("MaxPool", {"e1r"}, {"p1"}, "pool");
  ints(pool, "kernel_shape", {2, 2});
  ints(pool, "strides", {2, 2});
  ints(conv(b, rng, "Conv", "e2", "p1", 8, 16, 3), "pads", {1, 1, 1, 1});
  b.node("Relu", {"e2"}, {"e2r"}, "e2_relu");
  ints(conv(b, rng, "ConvTranspose", "up1", "e2r", 16, 8, 2), "strides", {2, 2});
  auto& cat = b.node("Concat", {"up1", "e1r"}, {"cat"}, "cat");
  auto* axis = cat.add_attribute();
  axis->set_name("axis");
  axis->set_type(onnx::AttributeProto::INT);
  axis->set_i(1);
  ints(conv(b, rng, "Conv", "d1", "cat", 16, 8, 3), "pads", {1, 1, 1, 1});
  b.node("Relu", {"d1"}, {"d1r"}, "d1_relu");
  onnx::NodeProto& up2 = conv(b, rng, "ConvTranspose", "up2", "d1r", 8, 8, 3, 2);
  ints(up2, "strides", {2, 2});
  ints(up2, "pads", {1, 1, 1, 1});
  ints(up2, "output_padding", {1, 1});
  onnx::NodeProto& up3 = conv(b, rng, "ConvTranspose", "up3", "up2", 8, 4, 4);
  ints(up3, "strides", {2, 2});
  ints(up3, "pads", {1, 1, 1, 1});
  conv(b, rng, "Conv", "head", "up3", 4, 2, 1);
  b.output("head", {"1", "2", dim(4 * S), dim(4 * S)});
  const std::string path = std::string(RAMMER_MODELS_DIR) + "/unet_small.onnx";
  std::ofstream(path, std::ios::binary) << b.bytes();
  return path;
}

// One up-sampling layer of a 640x640 decoder: ConvTranspose 64 -> 32 channels, k2 s2, 320 -> 640.
std::string write_upsample640() {
  std::mt19937 rng(8);
  ModelBuilder b(8, 13);
  b.input("x", {"1", "64", "320", "320"});
  ints(conv(b, rng, "ConvTranspose", "up", "x", 64, 32, 2), "strides", {2, 2});
  b.output("up", {"1", "32", "640", "640"});
  const std::string path = std::string(RAMMER_MODELS_DIR) + "/upsample640.onnx";
  std::ofstream(path, std::ios::binary) << b.bytes();
  return path;
}

// Compiles `path` for the CPU, runs it on the oracle's inputs, and compares with ONNX Runtime.
void check_cpu_against_ort(const std::string& path) {
  e2e::OracleModel m = e2e::load_with_oracle(path);
  ASSERT_TRUE(m.error.empty()) << m.error;
  CompileResult sp = plan_graph(m.graph, "cpu", false);
  ASSERT_TRUE(sp.ok()) << path << ": " << sp.status.message();
  int transposes = 0;
  for (const auto& op : sp.compiled.plan.ops) {
    EXPECT_NE(op.kind, static_cast<int32_t>(kernels::OpKind::reference)) << path << ": an op fell back to the reference";
    transposes += op.kind == static_cast<int32_t>(kernels::OpKind::conv_transpose);
  }
  EXPECT_GT(transposes, 0) << path << ": no ConvTranspose reached the conv_transpose tile kernel";
  EXPECT_EQ(e2e::manifest_reference_ops(sp.compiled.plan, std::filesystem::path(path).stem().string()), "[]");
  runtime::Session session(runtime::model_from_plan(sp.compiled.plan, false));
  NamedTensors ours = e2e::run_session(session, m.ort.inputs);
  for (const auto& out : m.ort.outputs.order) {
    const TensorError e = tensor_error(ours.at(out), m.ort.outputs.at(out));
    ASSERT_TRUE(e.mismatch.empty()) << path << " output '" << out << "': " << e.mismatch;
    std::printf("%s output '%s': max rel error %.3g\n", path.c_str(), out.c_str(), e.max_rel_error);
    std::fflush(stdout);  // the oracle forks: unflushed lines would print twice
    EXPECT_LE(e.max_rel_error, 1e-4) << path << " output '" << out << "' differs from ONNX Runtime";
  }
}

// A small UNet (64x64 in, 256x256 out) with three kinds of ConvTranspose matches ONNX Runtime.
TEST(RuntimeE2E, UnetSmallMatchesOnnxRuntime) { check_cpu_against_ort(write_unet(64)); }

// The 640x640 up-sampling layer matches ONNX Runtime.
TEST(RuntimeE2E, Upsample640MatchesOnnxRuntime) { check_cpu_against_ort(write_upsample640()); }

}  // namespace
}  // namespace rammer
