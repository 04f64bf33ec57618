// The persistent kernel's launch bounds (backends/gpu/gpu_launch_bounds.h): the resident blocks per
// SM asked for, what counts as a spill, and the fallback to 1 block when the bound would spill.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "backends/gpu/gpu_artifact.h"
#include "backends/gpu/gpu_launch_bounds.h"

#ifndef RAMMER_SOURCE_DIR
#error "RAMMER_SOURCE_DIR must name the source tree"
#endif

namespace rammer {
namespace {

namespace fs = std::filesystem;
using kernels::OpKind;

TEST(GpuResources, LaunchBoundsAskForSixteenWarpsPerSm) {
  // 512 resident threads per SM: 2 blocks of 256, 4 of 128, 1 of 512 or more.
  EXPECT_EQ(gpu_wanted_min_blocks(256), 2);
  EXPECT_EQ(gpu_wanted_min_blocks(128), 4);
  EXPECT_EQ(gpu_wanted_min_blocks(192), 3);
  EXPECT_EQ(gpu_wanted_min_blocks(512), 1);
  EXPECT_EQ(gpu_wanted_min_blocks(1024), 1);
}

TEST(GpuResources, WhatCountsAsASpill) {
  // CUDA: spill stores/loads only (its stack frame also holds call arguments); HIP: VGPR spills or
  // any scratch (no calls there).
  GpuResources r;
  r.stack_bytes = 32;
  EXPECT_FALSE(gpu_resources_spill(GpuApi::cuda, r));
  EXPECT_TRUE(gpu_resources_spill(GpuApi::hip, r));
  r.stack_bytes = 0;
  EXPECT_FALSE(gpu_resources_spill(GpuApi::hip, r));
  r.spill_bytes = 4;
  EXPECT_TRUE(gpu_resources_spill(GpuApi::cuda, r));
  EXPECT_TRUE(gpu_resources_spill(GpuApi::hip, r));
}

// An elementwise "tile" that keeps 192 floats live at once: more than the 128 registers 2 blocks of
// 256 threads leave, so the bound of 2 blocks spills and the build must fall back to 1.
const char* kHungryTile = R"(#pragma once
#include "kernels/block.h"
#include "kernels/op_desc.h"
namespace rammer::kernels {
template <int kThreads>
RAMMER_DEVICE void elementwise_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                                    void* const* ptrs, int task) {
  b.threads([&](int t) {
    float* p = static_cast<float*>(ptrs[op.operands[0]]) + task * 4096 + t;
    float v[192];
#pragma unroll
    for (int i = 0; i < 192; ++i) v[i] = p[i * 256];
#pragma unroll
    for (int r = 0; r < 4; ++r) {
#pragma unroll
      for (int i = 0; i < 192; ++i) v[i] = v[i] * v[(i + 1) % 192] + v[(i + 37) % 192];
    }
#pragma unroll
    for (int i = 0; i < 192; ++i) p[i * 256] = v[i];
  });
}
}  // namespace rammer::kernels
)";

struct LaunchBoundsCase {
  GpuApi api;
  const char* arch;
};

class GpuLaunchBounds : public ::testing::TestWithParam<LaunchBoundsCase> {};

TEST_P(GpuLaunchBounds, FallsBackToOneBlockWhenTheBoundSpills) {
  // A light kernel keeps the wanted 2 blocks per SM; the register-hungry one is rebuilt at 1 block,
  // without spills, and the reason names the spills of the 2-block build.
  const LaunchBoundsCase c = GetParam();
  if (find_gpu_compiler(c.api).empty()) GTEST_SKIP() << "skipped: no compiler for " << c.arch;
  const GpuTarget& target = c.api == GpuApi::cuda ? cuda_target() : hip_target();
  const fs::path out = fs::path(RAMMER_BINARY_DIR) / "gpu_test_out" / (std::string("launch_bounds_") + c.arch);
  fs::remove_all(out);
  // The artifact's include/ (kernels, runtime), plus the hungry tile beside them.
  const GpuKernelMeasure light = measure_gpu_kernel(c.api, c.arch, 256, {OpKind::elementwise}, out.string(),
                                                    false, true);
  ASSERT_TRUE(light.found) << light.note;
  EXPECT_EQ(light.min_blocks_per_sm, 2);
  EXPECT_EQ(light.launch_bounds_fallback, "");
  EXPECT_FALSE(gpu_resources_spill(c.api, light.resources));
  std::ofstream(out / "include" / "hungry_tile.h") << kHungryTile;
  const GpuKernelBuild hungry = build_persistent_kernel(target, c.arch, 256, {OpKind::elementwise},
                                                        {"hungry_tile.h"}, (out / "include").string(), false, true);
  ASSERT_TRUE(hungry.code.build.ok) << hungry.code.build.log;
  std::cout << c.arch << ": " << hungry.fallback << "; at 1 block: " << hungry.code.build.resources.registers
            << " registers\n";
  EXPECT_EQ(hungry.wanted_min_blocks, 2);
  EXPECT_EQ(hungry.min_blocks, 1);
  EXPECT_NE(hungry.fallback.find("spill"), std::string::npos) << hungry.fallback;
  EXPECT_NE(hungry.code.source.find("constexpr int kMinBlocks = 1;"), std::string::npos);
  EXPECT_FALSE(gpu_resources_spill(c.api, hungry.code.build.resources)) << hungry.code.build.log;
}

// CUDA only: on AMD a VGPR-hungry kernel at the 2-wave bound may move values into AGPRs rather than
// memory, so whether it spills depends on the arch's register files, not on this mechanism.
INSTANTIATE_TEST_SUITE_P(Archs, GpuLaunchBounds, ::testing::Values(LaunchBoundsCase{GpuApi::cuda, "sm_80"}),
                         [](const auto& info) { return std::string(info.param.arch); });

}  // namespace
}  // namespace rammer
