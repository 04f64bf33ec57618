// Every bench model's persistent kernel builds for sm_80, sm_90, gfx90a and gfx908 with zero
// spills, and the schedule's vEU count is at most the co-resident capacity of the measured
// resources (the compile driver reschedules when it is not). Device code only (-cubin /
// --cuda-device-only, through the device-code cache, so a reschedule with the same op kinds and
// threads does not compile again): the host half is built by GpuBuild's library test.
// GpuBuildModel (label gpu_build, in `make test`) builds every bench model on one arch, the archs in
// turn; GpuBuildAll (label gpu_build_all, `make test-gpu-build-all`) builds the other model/arch
// pairs, the slowest tests of the suite.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "backends/gpu/gpu_artifact.h"
#include "driver/compile.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

// build/models (the README's export) or this build's models/.
std::string model_path(const std::string& name) {
  for (const fs::path& dir : {fs::path(RAMMER_BINARY_DIR) / "models", fs::path(RAMMER_SOURCE_DIR) / "build/models"})
    if (fs::exists(dir / (name + ".onnx"))) return (dir / (name + ".onnx")).string();
  return "";
}

void build_model(const std::string& model, const std::string& device, GpuApi api) {
  const std::string path = model_path(model);
  if (path.empty())
    GTEST_SKIP() << "skipped: " << model << ".onnx not exported (scripts/models/export_models.py --out build/models)";
  if (find_gpu_compiler(api).empty())
    GTEST_SKIP() << "skipped: no " << (api == GpuApi::cuda ? "nvcc" : "clang-HIP");
  Result<Graph> g = load_onnx(path);
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  optimize_graph(*g);
  Result<Target> target = make_target(device);
  ASSERT_TRUE(target.is_ok()) << target.status().message();
  ASSERT_EQ(target->kind == TargetKind::hip, api == GpuApi::hip) << device;
  CompileOptions o;
  o.gpu_device_only = true;
  o.optimize = false;
  // One folder per suite and pair, as ctest -j runs them side by side.
  const std::string suite = ::testing::UnitTest::GetInstance()->current_test_info()->test_suite_name();
  const std::string out = std::string(RAMMER_BINARY_DIR) + "/gpu_test_out/" + suite + "/" + model + "_" + device;
  fs::remove_all(out);
  o.out_dir = out;
  CompileResult c = compile_graph(std::move(*g), *target, o);
  ASSERT_TRUE(c.ok()) << c.status.message();
  ASSERT_TRUE(c.compiled.gpu.has_value());
  const GpuArtifact* art = &*c.compiled.gpu;
  ASSERT_TRUE(art->built) << art->build_note;
  const GpuResources& r = art->build.resources;
  std::cout << model << " on " << device << ": " << art->build.seconds << " s compile"
            << (art->build.cached ? " (device code from the cache)" : "") << ", " << r.registers
            << " registers, " << r.shared_static << " B static shared, " << r.spill_bytes << " spills, "
            << art->veus << " vEUs <= capacity " << art->capacity << " (" << c.compiled.reschedules
            << " reschedules)\n";
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.spill_bytes, 0) << "spills in the persistent kernel of " << model;
  EXPECT_LE(art->veus, art->capacity);
}

struct ModelCase {
  const char* model;
  const char* device;
  GpuApi api;
};

std::string case_name(const ::testing::TestParamInfo<ModelCase>& info) {
  return std::string(info.param.model) + "_" + info.param.device;
}

// Every bench model once, each on the arch named here: each arch gets two or three models.
const std::vector<ModelCase>& one_arch_per_model() {
  static const std::vector<ModelCase> cases = {
      {"lstm_tc", "a100", GpuApi::cuda},      {"alexnet", "h100", GpuApi::cuda},
      {"bert_layer", "mi250", GpuApi::hip},   {"mobilenet_v2", "mi100", GpuApi::hip},
      {"resnet50", "a100", GpuApi::cuda},     {"nasnet", "h100", GpuApi::cuda},
      {"resnext29", "mi250", GpuApi::hip},    {"deepspeech2", "mi100", GpuApi::hip},
      {"seq2seq", "a100", GpuApi::cuda}};
  return cases;
}

// The model/arch pairs one_arch_per_model() leaves out.
std::vector<ModelCase> other_pairs() {
  const std::pair<const char*, GpuApi> archs[] = {
      {"a100", GpuApi::cuda}, {"h100", GpuApi::cuda}, {"mi250", GpuApi::hip}, {"mi100", GpuApi::hip}};
  std::vector<ModelCase> out;
  for (const ModelCase& m : one_arch_per_model())
    for (const auto& [device, api] : archs)
      if (std::string(device) != m.device) out.push_back({m.model, device, api});
  return out;
}

class GpuBuildModel : public ::testing::TestWithParam<ModelCase> {};
TEST_P(GpuBuildModel, BuildsWithoutSpillsAndFits) {
  // A bench model on one arch: builds, no spills, vEUs <= measured co-resident capacity.
  build_model(GetParam().model, GetParam().device, GetParam().api);
}
INSTANTIATE_TEST_SUITE_P(OneArchPerModel, GpuBuildModel, ::testing::ValuesIn(one_arch_per_model()), case_name);

class GpuBuildAll : public ::testing::TestWithParam<ModelCase> {};
TEST_P(GpuBuildAll, BuildsWithoutSpillsAndFits) {
  // The same on the other archs, so that every bench model is built for every arch.
  build_model(GetParam().model, GetParam().device, GetParam().api);
}
INSTANTIATE_TEST_SUITE_P(OtherArchs, GpuBuildAll, ::testing::ValuesIn(other_pairs()), case_name);

}  // namespace
}  // namespace rammer
