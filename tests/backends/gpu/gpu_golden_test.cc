// Golden files of the emitted CUDA and HIP for two tiny hand-built plans (tests/data/golden/gpu/).
// An intended change to the emitter regenerates them: RAMMER_UPDATE_GOLDEN=1 build/bin/gpu_tests
// --gtest_filter='GpuGolden*', then review the diff and commit it with the change.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "backends/gpu/emit_gpu.h"
#include "backends/gpu/gpu_launch_bounds.h"
#include "tests/backends/gpu/tiny_plans.h"

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

std::string device_source(const Plan& plan, const GpuTarget& target) {
  return emit_gpu_device_source(target, kConfig.threads, gpu_op_kinds(plan, target), kConfig.kernel_headers,
                                gpu_wanted_min_blocks(kConfig.threads));
}

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

TEST(GpuGolden, TinyReluCuda) {
  // Two vEUs, one event: both emitted halves are byte-identical to the reviewed golden files.
  check_golden("tiny_relu.cu", emit_gpu_source(tiny_relu_plan(), cuda_target(), kConfig));
  check_golden("tiny_relu_device.cu", device_source(tiny_relu_plan(), cuda_target()));
}

TEST(GpuGolden, TinyReluHip) {
  // The same plan for HIP: the text differs from CUDA's only in the target name of the comments.
  check_golden("tiny_relu.hip", emit_gpu_source(tiny_relu_plan(), hip_target(), kConfig));
  check_golden("tiny_relu_device.hip", device_source(tiny_relu_plan(), hip_target()));
}

TEST(GpuGolden, TinyBiasCuda) {
  // One vEU, a broadcast weight view (stride 0), no events.
  check_golden("tiny_bias.cu", emit_gpu_source(tiny_bias_plan(), cuda_target(), kConfig));
  check_golden("tiny_bias_device.cu", device_source(tiny_bias_plan(), cuda_target()));
}

TEST(GpuGolden, TinyBiasHip) {
  // The same plan for HIP.
  check_golden("tiny_bias.hip", emit_gpu_source(tiny_bias_plan(), hip_target(), kConfig));
  check_golden("tiny_bias_device.hip", device_source(tiny_bias_plan(), hip_target()));
}

TEST(GpuGolden, GeneratedPartOfATinyModelIsUnder120Lines) {
  // Only what varies is generated (tables + tile switch); the runtime is real source.
  for (const GpuTarget* t : {&cuda_target(), &hip_target()})
    for (const Plan& p : {tiny_relu_plan(), tiny_bias_plan()}) {
      const int n = lines(emit_gpu_source(p, *t, kConfig)) + lines(device_source(p, *t));
      EXPECT_LT(n, 120) << p.model << " (" << t->name << ")";
    }
}

}  // namespace
}  // namespace rammer
