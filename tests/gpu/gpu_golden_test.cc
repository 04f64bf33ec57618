// Golden files of the emitted CUDA and HIP for two tiny hand-built plans (tests/data/golden/gpu/).
// An intended change to the emitter regenerates them: RAMMER_UPDATE_GOLDEN=1 build/bin/gpu_tests
// --gtest_filter='GpuGolden*', then review the diff and commit it with the change.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "backends/gpu/emit_gpu.h"
#include "tests/gpu/tiny_plans.h"

namespace rammer {
namespace {

void check_golden(const std::string& file, const std::string& text) {
  const std::filesystem::path path = std::filesystem::path(RAMMER_SOURCE_DIR) / "tests/data/golden/gpu" / file;
  if (const char* u = std::getenv("RAMMER_UPDATE_GOLDEN"); u && std::string(u) == "1") {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return;
  }
  std::ifstream f(path, std::ios::binary);
  ASSERT_TRUE(f.good()) << "missing golden " << path << " (RAMMER_UPDATE_GOLDEN=1 writes it)";
  std::stringstream ss;
  ss << f.rdbuf();
  EXPECT_EQ(ss.str(), text) << "emitted source differs from " << path
                            << "; if intended, regenerate with RAMMER_UPDATE_GOLDEN=1";
}

const GpuKernelConfig kConfig{128, 0, {"kernels/elementwise.h"}};

TEST(GpuGolden, TinyReluCuda) {
  // Two vEUs, one event: the emitted CUDA is byte-identical to the reviewed golden file.
  check_golden("tiny_relu.cu", emit_gpu_source(tiny_relu_plan(), cuda_target(), kConfig));
}

TEST(GpuGolden, TinyReluHip) {
  // The same plan through the HIP target table.
  check_golden("tiny_relu.hip", emit_gpu_source(tiny_relu_plan(), hip_target(), kConfig));
}

TEST(GpuGolden, TinyBiasCuda) {
  // One vEU, a broadcast weight view (stride 0), no events.
  check_golden("tiny_bias.cu", emit_gpu_source(tiny_bias_plan(), cuda_target(), kConfig));
}

TEST(GpuGolden, TinyBiasHip) {
  // The same plan through the HIP target table.
  check_golden("tiny_bias.hip", emit_gpu_source(tiny_bias_plan(), hip_target(), kConfig));
}

}  // namespace
}  // namespace rammer
