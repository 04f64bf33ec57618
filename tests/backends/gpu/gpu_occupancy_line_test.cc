// The occupancy line rammerc prints after a GPU build (gpu_occupancy_line, gpu_artifact.h), from
// measured resources and kernel_occupancy on the shipped specs.
#include <gtest/gtest.h>

#include "backends/gpu/gpu_artifact.h"

namespace rammer {
namespace {

GpuArtifact built(const DeviceSpec& spec, int registers, int64_t spills, int64_t shared) {
  GpuArtifact a;
  a.built = true;
  a.build.resources.found = true;
  a.build.resources.registers = registers;
  a.build.resources.spill_bytes = spills;
  a.shared_memory_bytes = shared;
  KernelResources r;
  r.threads_per_block = 256;
  r.registers_per_thread = registers;
  r.shared_bytes = shared;
  a.occupancy = kernel_occupancy(spec, r);
  a.blocks_per_sm = a.occupancy.blocks_per_sm;
  return a;
}

TEST(GpuResourcesOccupancyLine, CudaNamesBlocksWarpsAndTheLimit) {
  // 128 registers x 256 threads on sm_80: 2 blocks (16 warps), registers decide (shared allows 3).
  Result<DeviceSpec> a100 = load_device("a100");
  ASSERT_TRUE(a100.is_ok());
  EXPECT_EQ(gpu_occupancy_line(built(*a100, 128, 0, 41984), *a100, GpuApi::cuda, "sm_80"),
            "a100 sm_80: 128 registers, 0 spills, 41.0 KB shared -> 2 blocks/SM (16 warps), limited by registers");
  EXPECT_EQ(gpu_occupancy_line(built(*a100, 64, 16, 65536), *a100, GpuApi::cuda, "sm_80"),
            "a100 sm_80: 64 registers, 16 B spilled, 64.0 KB shared -> 2 blocks/SM (16 warps), limited by "
            "shared_memory");
}

TEST(GpuResourcesOccupancyLine, HipNamesWavesPerSimd) {
  // 207 VGPRs on gfx90a: 2 waves per SIMD, 2 blocks per CU.
  Result<DeviceSpec> mi250 = load_device("mi250");
  ASSERT_TRUE(mi250.is_ok());
  EXPECT_EQ(gpu_occupancy_line(built(*mi250, 207, 0, 12288), *mi250, GpuApi::hip, "gfx90a"),
            "mi250 gfx90a: 207 registers, 0 spills, 12.0 KB shared -> 2 blocks/CU (2 waves/SIMD), limited by "
            "registers");
}

TEST(GpuResourcesOccupancyLine, NothingMeasuredNoLine) {
  Result<DeviceSpec> a100 = load_device("a100");
  ASSERT_TRUE(a100.is_ok());
  EXPECT_EQ(gpu_occupancy_line(GpuArtifact{}, *a100, GpuApi::cuda, "sm_80"), "");
}

}  // namespace
}  // namespace rammer
