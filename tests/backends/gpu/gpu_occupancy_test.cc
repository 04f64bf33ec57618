// The occupancy of a whole model's persistent kernel, as its manifest reports it: the launch bounds
// ask for 2 resident blocks of 256 threads per SM / CU (backends/gpu/gpu_launch_bounds.h), and a build
// that cannot hold them without spilling falls back to 1 and says why. Device code only, through the
// device-code cache; skipped with the reason when the compiler or the exported model is missing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "backends/gpu/gpu_artifact.h"
#include "driver/compile.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

std::string model_path(const std::string& name) {
  for (const fs::path& dir : {fs::path(RAMMER_BINARY_DIR) / "models", fs::path(RAMMER_SOURCE_DIR) / "build/models"})
    if (fs::exists(dir / (name + ".onnx"))) return (dir / (name + ".onnx")).string();
  return "";
}

// Compiles `model` for `device` at `precision` (device code only) into *gpu, its manifest's "gpu"
// object (left null when the test skips or fails).
void build_manifest(const std::string& model, const std::string& device, GpuApi api, nlohmann::json* gpu,
                    const std::string& precision = "fp32", std::string* feedback = nullptr) {
  const std::string path = model_path(model);
  if (path.empty())
    GTEST_SKIP() << "skipped: " << model << ".onnx not exported (scripts/models/export_models.py --out build/models)";
  if (find_gpu_compiler(api).empty()) GTEST_SKIP() << "skipped: no " << (api == GpuApi::cuda ? "nvcc" : "clang-HIP");
  Result<Graph> g = load_onnx(path);
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  optimize_graph(*g);
  Result<Target> target = make_target(device, false, precision);
  ASSERT_TRUE(target.is_ok()) << target.status().message();
  CompileOptions o;
  o.gpu_device_only = true;
  o.optimize = false;
  const std::string out =
      std::string(RAMMER_BINARY_DIR) + "/gpu_test_out/GpuOccupancy/" + model + "_" + device + "_" + precision;
  fs::remove_all(out);
  o.out_dir = out;
  std::ostringstream printed;
  if (feedback) {
    o.print_after = "feedback";
    o.print = &printed;
  }
  CompileResult c = compile_graph(std::move(*g), *target, o);
  if (feedback) *feedback = printed.str();
  ASSERT_TRUE(c.ok()) << c.status.message();
  ASSERT_TRUE(c.compiled.gpu && c.compiled.gpu->built) << model << " on " << device << " was not built";
  std::ifstream f(out + "/manifest.json");
  *gpu = nlohmann::json::parse(f)["gpu"];
  std::cout << model << " on " << device << ": " << gpu->dump() << "\n";
}

// Whatever bound the build settled on, nothing spills, and the manifest says which bound it is and,
// below the wanted one, why.
void expect_bound_honoured(const nlohmann::json& gpu) {
  ASSERT_FALSE(gpu.is_null());
  EXPECT_EQ(gpu["spills"], 0);
  EXPECT_EQ(gpu["launch_bounds_wanted_min_blocks"], 2);
  const int bound = gpu["launch_bounds_min_blocks"].get<int>();
  EXPECT_TRUE(bound == 1 || bound == 2) << bound;
  if (bound == 1) {
    ASSERT_TRUE(gpu.contains("launch_bounds_fallback"));
    EXPECT_NE(gpu["launch_bounds_fallback"].get<std::string>().find("spill"), std::string::npos);
  } else {
    EXPECT_FALSE(gpu.contains("launch_bounds_fallback"));
  }
}

TEST(GpuOccupancy, ResNet50OnA100HonoursItsLaunchBounds) {
  nlohmann::json gpu;
  build_manifest("resnet50", "a100", GpuApi::cuda, &gpu);
  if (IsSkipped() || HasFatalFailure()) return;
  expect_bound_honoured(gpu);
  if (gpu["launch_bounds_min_blocks"] == 2) {
    EXPECT_LE(gpu["registers"].get<int>(), 128);
    EXPECT_GE(gpu["blocks_per_sm"].get<int>(), 2);
  }
}

// The goal for the fused kernel of an fp32 ResNet-50 on an A100: 2 blocks of 256 threads per SM (16
// warps), so at most 128 registers, without spills. Not met yet at fp32 (it is at fp16, above): the
// persistent loop no longer spills, but the SIMT tiles (conv_simt, gemm_simt), each within 128 alone
// (KernelsGpuCompile), spill in the fused 2-block build (docs/perf-notes.md), so the build falls back
// to 1 block. Enable when the fused kernel fits.
TEST(GpuOccupancy, DISABLED_ResNet50OnA100FitsTwoBlocksPerSm) {
  nlohmann::json gpu;
  build_manifest("resnet50", "a100", GpuApi::cuda, &gpu);
  if (IsSkipped() || HasFatalFailure()) return;
  EXPECT_EQ(gpu["spills"], 0);
  EXPECT_LE(gpu["registers"].get<int>(), 128);
  EXPECT_GE(gpu["blocks_per_sm"].get<int>(), 2);
  EXPECT_EQ(gpu["launch_bounds_min_blocks"], 2);
}

// At fp16 on an A100 the fused kernels of ResNet-50 and BERT hold 2 blocks of 256 threads per SM (16
// warps) at 128 registers with no spill: the device half compiles only the fp16 matrix-unit paths
// (no op takes a SIMT one), and the persistent loop keeps its state in shared memory across the
// out-of-line tile calls (rammer_persistent.h).
TEST(GpuOccupancy, ResNet50AndBertFp16OnA100FitTwoBlocksPerSm) {
  for (const char* model : {"resnet50", "bert_layer"}) {
    nlohmann::json gpu;
    std::string feedback;
    build_manifest(model, "a100", GpuApi::cuda, &gpu, "fp16", &feedback);
    if (IsSkipped() || HasFatalFailure()) return;
    EXPECT_EQ(gpu["spills"], 0) << model;
    EXPECT_LE(gpu["registers"].get<int>(), 128) << model;
    EXPECT_GE(gpu["blocks_per_sm"].get<int>(), 2) << model;
    EXPECT_EQ(gpu["launch_bounds_min_blocks"], 2) << model;
    EXPECT_FALSE(gpu.contains("launch_bounds_fallback")) << model;
    // The resources stage measured a kernel with the SIMT paths too (over 128 registers, 108 vEUs);
    // the build's 216 co-resident blocks are tried in feedback, and kept only when their schedule
    // predicts less.
    EXPECT_EQ(gpu["co_resident_capacity"], 2 * 108) << model;
    EXPECT_NE(feedback.find("co-resident blocks > 108 vEUs"), std::string::npos) << model << ": " << feedback;
    const bool again = feedback.find("scheduling again") != std::string::npos;
    EXPECT_NE(again, feedback.find(": kept") != std::string::npos) << feedback;
    EXPECT_EQ(gpu["veus"], again ? 216 : 108) << model << ": " << feedback;
  }
}

// gfx90a: 2 waves per SIMD (2 blocks of 256 per CU) leave 256 VGPR+AGPR per lane; the fused kernels
// of ResNet-50 and BERT fit them with no spill and no scratch.
TEST(GpuOccupancy, ResNet50AndBertOnMi250AtTwoWavesPerSimd) {
  for (const char* model : {"resnet50", "bert_layer"}) {
    nlohmann::json gpu;
    build_manifest(model, "mi250", GpuApi::hip, &gpu);
    if (IsSkipped() || HasFatalFailure()) return;
    expect_bound_honoured(gpu);
    EXPECT_EQ(gpu["launch_bounds_min_blocks"], 2) << model;
    EXPECT_EQ(gpu["stack_bytes"], 0) << model << ": scratch memory";
    EXPECT_GE(gpu["occupancy_waves_per_simd"].get<int>(), 2) << model;
  }
}

}  // namespace
}  // namespace rammer
