// kernel_occupancy's arithmetic on the shipped a100 and mi250 specs, every expected figure computed
// by hand in the comment above it (CUDA occupancy calculator rules for sm_80; LLVM AMDGPU's for
// gfx90a).
#include <gtest/gtest.h>

#include "vdevice/device_spec.h"
#include "vdevice/occupancy.h"
#include "vdevice/vdevice.h"

namespace rammer {
namespace {

DeviceSpec device(const char* name) {
  Result<DeviceSpec> d = load_device(name);
  EXPECT_TRUE(d.is_ok()) << d.status().message();
  return d.is_ok() ? *d : DeviceSpec{};
}

KernelResources kernel(int threads, int registers, int64_t shared = 0, int launch_cap = 0) {
  KernelResources r;
  r.threads_per_block = threads;
  r.registers_per_thread = registers;
  r.shared_bytes = shared;
  r.max_blocks_by_launch_bounds = launch_cap;
  return r;
}

TEST(Occupancy, A100RegistersDecideAt256Threads) {
  // sm_80: 65536 registers in 4 sub-partitions of 16384; a warp takes 32 x registers rounded up to
  // 256; a 256-thread block is 8 warps; 2048 threads = 8 such blocks.
  const DeviceSpec a100 = device("a100");
  // 168 x 32 = 5376 per warp; 16384 / 5376 = 3 warps per part, 12 per SM; 12 / 8 = 1 block.
  Occupancy o = kernel_occupancy(a100, kernel(256, 168));
  EXPECT_EQ(o.blocks_per_sm, 1);
  EXPECT_EQ(o.warps_per_sm, 8);
  EXPECT_EQ(o.limit, OccupancyLimit::registers);
  // 128 x 32 = 4096; 4 warps per part, 16 per SM -> 2 blocks, 16 warps.
  o = kernel_occupancy(a100, kernel(256, 128));
  EXPECT_EQ(o.blocks_per_sm, 2);
  EXPECT_EQ(o.warps_per_sm, 16);
  EXPECT_EQ(o.limit, OccupancyLimit::registers);
  // 64 x 32 = 2048; 8 per part, 32 per SM -> 4 blocks; the thread limit alone would allow 8.
  o = kernel_occupancy(a100, kernel(256, 64));
  EXPECT_EQ(o.blocks_per_sm, 4);
  EXPECT_EQ(o.by_threads, 8);
  EXPECT_EQ(o.limit, OccupancyLimit::registers);
  // 32 x 32 = 1024; 16 per part, 64 per SM -> 8 blocks, equal to the thread limit: threads named.
  o = kernel_occupancy(a100, kernel(256, 32));
  EXPECT_EQ(o.blocks_per_sm, 8);
  EXPECT_EQ(o.warps_per_sm, 64);
  EXPECT_EQ(o.by_registers, 8);
  EXPECT_EQ(o.limit, OccupancyLimit::threads);
}

TEST(Occupancy, A100AllocationGranularityRoundsRegistersUp) {
  // 84 x 32 = 2688 -> 2816 (11 x 256); 16384 / 2816 = 5 warps per part, 20 per SM; 20 / 8 = 2
  // blocks (84 x 256 = 21504 against 65536 without the rounding would say 3).
  const Occupancy o = kernel_occupancy(device("a100"), kernel(256, 84));
  EXPECT_EQ(o.blocks_per_sm, 2);
  EXPECT_EQ(o.by_registers, 2);
}

TEST(Occupancy, A100SharedMemoryCountsTheReservedKilobyte) {
  // 41 KB = 41984 B + 1024 reserved = 43008 per block; 167936 / 43008 = 3 blocks (4 without the
  // reservation), below the 4 that 64 registers allow.
  const Occupancy o = kernel_occupancy(device("a100"), kernel(256, 64, 41984));
  EXPECT_EQ(o.blocks_per_sm, 3);
  EXPECT_EQ(o.warps_per_sm, 24);
  EXPECT_EQ(o.limit, OccupancyLimit::shared_memory);
}

TEST(Occupancy, DeclaredLaunchBoundsCap) {
  // 64 registers allow 4 blocks; a kernel declaring at most 1 resident block gets 1.
  const Occupancy o = kernel_occupancy(device("a100"), kernel(256, 64, 0, 1));
  EXPECT_EQ(o.blocks_per_sm, 1);
  EXPECT_EQ(o.limit, OccupancyLimit::launch_bounds);
}

TEST(Occupancy, Gfx90aWavesPerSimd) {
  // gfx90a: 512 VGPR+AGPR per lane per SIMD, granule 8, 4 SIMDs, 64-lane waves; a 256-thread
  // block is 4 waves, one per SIMD; 8 waves per SIMD at most (2048 threads per CU).
  const DeviceSpec mi250 = device("mi250");
  // 207 -> 208 per lane; 512 / 208 = 2 waves per SIMD, 8 per CU; 8 / 4 = 2 blocks.
  Occupancy o = kernel_occupancy(mi250, kernel(256, 207));
  EXPECT_EQ(o.blocks_per_sm, 2);
  EXPECT_DOUBLE_EQ(o.waves_per_simd, 2.0);
  EXPECT_EQ(o.limit, OccupancyLimit::registers);
  // 128: 4 waves per SIMD -> 4 blocks.
  o = kernel_occupancy(mi250, kernel(256, 128));
  EXPECT_EQ(o.blocks_per_sm, 4);
  EXPECT_DOUBLE_EQ(o.waves_per_simd, 4.0);
  // 64: 8 waves per SIMD -> 8 blocks, equal to the thread limit (2048 / 256).
  o = kernel_occupancy(mi250, kernel(256, 64));
  EXPECT_EQ(o.blocks_per_sm, 8);
  EXPECT_DOUBLE_EQ(o.waves_per_simd, 8.0);
  EXPECT_EQ(o.limit, OccupancyLimit::threads);
  // 40 KB of LDS out of the CU's 64 KB: 1 block, 1 wave per SIMD.
  o = kernel_occupancy(mi250, kernel(256, 64, 40960));
  EXPECT_EQ(o.blocks_per_sm, 1);
  EXPECT_DOUBLE_EQ(o.waves_per_simd, 1.0);
  EXPECT_EQ(o.limit, OccupancyLimit::shared_memory);
}

TEST(Occupancy, VEuCountUsesTheSameArithmetic) {
  // occupancy_blocks_per_sm (the schedule's vEUs) is kernel_occupancy's figure, granularity included.
  EXPECT_EQ(occupancy_blocks_per_sm(device("a100"), kernel(256, 84)), 2);
  EXPECT_EQ(occupancy_blocks_per_sm(device("mi250"), kernel(256, 207)), 2);
}

TEST(Occupancy, LimitNames) {
  EXPECT_STREQ(occupancy_limit_name(OccupancyLimit::registers), "registers");
  EXPECT_STREQ(occupancy_limit_name(OccupancyLimit::shared_memory), "shared_memory");
  EXPECT_STREQ(occupancy_limit_name(OccupancyLimit::threads), "threads");
  EXPECT_STREQ(occupancy_limit_name(OccupancyLimit::launch_bounds), "launch_bounds");
}

}  // namespace
}  // namespace rammer
