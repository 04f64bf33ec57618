// Every bench model's persistent kernel builds for sm_80, sm_90, gfx90a and gfx908 with zero
// spills, and the schedule's vEU count is at most the co-resident capacity of the measured
// resources (the compile driver reschedules when it is not). Device code only (-cubin /
// --cuda-device-only, through the device-code cache, so a reschedule with the same op kinds and
// threads does not compile again): the host half is built by GpuBuild's library test.
// GpuBuildModel (label gpu_build) runs one model per arch; GpuBuildAll (label gpu_build_all) all.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>

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
  // One folder per suite: GpuBuildModel and GpuBuildAll build the same model/device pairs, and
  // ctest -j may run both at once.
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

class GpuBuildModel : public ::testing::TestWithParam<ModelCase> {};
TEST_P(GpuBuildModel, BuildsWithoutSpillsAndFits) {
  // One bench model per arch: builds, no spills, vEUs <= measured co-resident capacity.
  build_model(GetParam().model, GetParam().device, GetParam().api);
}
INSTANTIATE_TEST_SUITE_P(OnePerArch, GpuBuildModel,
                         ::testing::Values(ModelCase{"lstm_tc", "a100", GpuApi::cuda},
                                           ModelCase{"alexnet", "h100", GpuApi::cuda},
                                           ModelCase{"bert_layer", "mi250", GpuApi::hip},
                                           ModelCase{"mobilenet_v2", "mi100", GpuApi::hip}),
                         case_name);

class GpuBuildAll : public ::testing::TestWithParam<ModelCase> {};
TEST_P(GpuBuildAll, BuildsWithoutSpillsAndFits) {
  // Every bench model on every arch: builds, no spills, vEUs <= measured co-resident capacity.
  build_model(GetParam().model, GetParam().device, GetParam().api);
}

std::vector<ModelCase> all_cases() {
  std::vector<ModelCase> out;
  for (const char* m : {"resnext29", "nasnet", "alexnet", "deepspeech2", "lstm_tc", "seq2seq", "resnet50",
                        "mobilenet_v2", "bert_layer"}) {
    out.push_back({m, "a100", GpuApi::cuda});
    out.push_back({m, "h100", GpuApi::cuda});
    out.push_back({m, "mi250", GpuApi::hip});
    out.push_back({m, "mi100", GpuApi::hip});
  }
  return out;
}
INSTANTIATE_TEST_SUITE_P(Models, GpuBuildAll, ::testing::ValuesIn(all_cases()), case_name);

}  // namespace
}  // namespace rammer
