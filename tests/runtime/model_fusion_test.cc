// The CPU plan's conv fusions on real models: MobileNet-V2 (build/models, target runtime_e2e_models)
// planned for the cpu shows each inverted-residual block's depthwise 3x3 (+ ReLU6) computed inside
// its 1x1 projection (rtask/ops/conv.cc dw_prologue), ResNet-18 its stem conv inside its max pool,
// in the plan's text form. The numerics of that
// plan against ONNX Runtime are RuntimeE2E.MobilenetV2 (model_e2e_test.cc), which runs the same plan.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "backends/plan/plan.h"
#include "driver/compile.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

// Ops of each kind in plan_summary's "op <i> <name> <kind> kind=..." lines.
std::map<std::string, int> op_kinds(const std::string& summary) {
  std::map<std::string, int> kinds;
  std::istringstream in(summary);
  for (std::string line; std::getline(in, line);) {
    std::istringstream l(line);
    std::string tag, index, name, kind;
    if (l >> tag >> index >> name >> kind && tag == "op") ++kinds[kind];
  }
  return kinds;
}

Plan plan_of(const std::string& model, const std::string& device) {
  const std::string path = std::string(RAMMER_MODELS_DIR) + "/" + model + ".onnx";
  EXPECT_TRUE(std::filesystem::exists(path)) << path << " is missing: build the target runtime_e2e_models";
  auto g = load_onnx(path, {});
  EXPECT_TRUE(g.is_ok()) << g.status().message();
  if (!g.is_ok()) return {};
  optimize_graph(g.value());
  CompileResult r = plan_graph(std::move(g.value()), device);
  EXPECT_TRUE(r.ok()) << r.status.message();
  return r.ok() ? std::move(r.compiled.plan) : Plan{};
}

// torchvision's MobileNet-V2 has 17 inverted-residual blocks (the first without the expansion
// conv), each a depthwise 3x3 + ReLU6 read only by its 1x1 projection: 52 convs in all. The blocks
// on maps with enough rows per rTask (rtask/ops/conv.cc fused_tiles: the 112x112, 56x56 and 28x28
// ones on a 2-core host) become one op each, with the expansion inside where the cost model favours
// it (there, all of them); the convs of the other blocks stay plain.
TEST(ConvFusion, MobilenetV2InvertedResidualBlocks) {
  const Plan plan = plan_of("mobilenet_v2", "cpu");
  const std::map<std::string, int> kinds = op_kinds(plan_summary(plan));
  auto count = [&](const char* k) { return kinds.count(k) ? kinds.at(k) : 0; };
  const int blocks = count("Conv.DwConv.Conv"), pairs = count("DwConv.Conv");
  EXPECT_GE(blocks, 3) << plan_summary(plan);  // 56x56 and 28x28 blocks: fused on any host size
  EXPECT_LE(blocks + pairs, 17) << plan_summary(plan);
  EXPECT_EQ(count("Conv"), 52 - 2 * (blocks + pairs) - blocks) << plan_summary(plan);
}

// The fused kernel is the CPU tile kernels' alone: an emulated GPU plan keeps the convs apart.
TEST(ConvFusion, MobilenetV2EmulatedGpuUnfused) {
  CompileResult r;
  const std::string path = std::string(RAMMER_MODELS_DIR) + "/mobilenet_v2.onnx";
  auto g = load_onnx(path, {});
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  optimize_graph(g.value());
  r = plan_graph(std::move(g.value()), "a100", true);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const std::map<std::string, int> kinds = op_kinds(plan_summary(r.compiled.plan));
  EXPECT_EQ(kinds.count("DwConv.Conv"), 0u);
  EXPECT_EQ(kinds.at("Conv"), 52);
}

// ResNet-18's stem (7x7/2 conv + ReLU, then a 3x3/2 max pool; 20 convs in all) planned for the cpu:
// the pool computes the conv's rows (rtask/ops/pool.cc pooled_conv), one op where there were two;
// an emulated GPU plan keeps them apart. The numerics are RuntimeE2E.Resnet18's.
TEST(ConvFusion, Resnet18StemConvInsideItsMaxPool) {
  const Plan plan = plan_of("resnet18", "cpu");
  const std::map<std::string, int> kinds = op_kinds(plan_summary(plan));
  EXPECT_EQ(kinds.count("Conv.MaxPool") ? kinds.at("Conv.MaxPool") : 0, 1) << plan_summary(plan);
  EXPECT_EQ(kinds.count("MaxPool"), 0u) << plan_summary(plan);
  EXPECT_EQ(kinds.count("Conv") ? kinds.at("Conv") : 0, 19) << plan_summary(plan);

  const std::string path = std::string(RAMMER_MODELS_DIR) + "/resnet18.onnx";
  auto g = load_onnx(path, {});
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  optimize_graph(g.value());
  CompileResult r = plan_graph(std::move(g.value()), "a100", true);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const std::map<std::string, int> gpu = op_kinds(plan_summary(r.compiled.plan));
  EXPECT_EQ(gpu.count("Conv.MaxPool"), 0u);
  EXPECT_EQ(gpu.count("MaxPool") ? gpu.at("MaxPool") : 0, 1);
}

}  // namespace
}  // namespace rammer
