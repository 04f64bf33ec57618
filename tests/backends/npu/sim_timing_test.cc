// The timing model's basic properties, with expected cycle counts computed here from the device
// figures in vdevice/devices/npu.json and the formulas of docs/npu-isa.md "Timing model". The DMA
// cases here take the device without its L2 (each core's equal DRAM share); sim_l2_test.cc has the
// L2's.
#include <cmath>

#include "sim_test_util.h"

namespace rammer::npu {
namespace {

using testing::run_asm;

constexpr double kBytesPerCycle = 102.4 / 1.0 / 16;  // GB/s at 1 GHz shared by 16 cores
constexpr int kDim = 16, kLatency = 100, kVecLanes = 64, kVecDepth = 8, kSync = 200;

std::string gemm_stream(int tiles, int m) {
  std::string s = ".rnpu v1\n.cores 1\n.core 0\n";
  for (int i = 0; i < tiles; ++i)
    s += "  mat.gemm acc=0 sp=0 sp2=0 m=" + std::to_string(m) + " k=16 n=16 lda=16 ldc=16\n";
  return s;
}

// The device file gives a 16x16 array, 64 vector lanes, 6.4 DRAM bytes per cycle per core and a
// 4 MB L2 with 25.6 bytes per cycle per core.
TEST(NpuSimTiming, ConfigComesFromTheDeviceFile) {
  NpuConfig cfg = testing::npu_device();
  EXPECT_EQ(cfg.cores, 16);
  EXPECT_EQ(cfg.dim, kDim);
  EXPECT_EQ(cfg.vector_lanes, kVecLanes);
  EXPECT_DOUBLE_EQ(cfg.dram_bytes_per_cycle, kBytesPerCycle);
  EXPECT_EQ(cfg.scratchpad_bytes, 262144);
  EXPECT_EQ(cfg.sync_latency_cycles, kSync);
  EXPECT_TRUE(cfg.has_l2());
  EXPECT_EQ(cfg.l2_bytes, 4 << 20);
  EXPECT_DOUBLE_EQ(cfg.l2_bytes_per_cycle, 409.6 / 16);
}

// Without the L2, one DMA takes bytes / bandwidth + latency; a second one back to back overlaps its
// latency.
TEST(NpuSimTiming, DmaTimeIsBytesOverBandwidthPlusLatency) {
  const int bytes = 6400;
  std::string one = ".cores 1\n.core 0\n  dma.load sp=0 dram=0 n0=6400 n1=1 n2=1 valid0=6400 valid1=1\n";
  std::string two = one + "  dma.load sp=8192 dram=0 n0=6400 n1=1 n2=1 valid0=6400 valid1=1\n";
  // n0 is 10 bits: express 6400 bytes as 10 rows of 640.
  for (std::string* s : {&one, &two}) {
    size_t at;
    while ((at = s->find("n0=6400 n1=1")) != std::string::npos) s->replace(at, 12, "n0=640 n1=10");
    while ((at = s->find("valid0=6400 valid1=1")) != std::string::npos) s->replace(at, 20, "valid0=640 valid1=10");
  }
  const int64_t transfer = int64_t(std::ceil(bytes / kBytesPerCycle));
  const NpuConfig cfg = testing::npu_device_without_l2();
  EXPECT_EQ(run_asm(one, std::vector<uint8_t>(8192), cfg).result.cycles, transfer + kLatency);
  EXPECT_EQ(run_asm(two, std::vector<uint8_t>(8192), cfg).result.cycles, 2 * transfer + kLatency);
}

// N back-to-back GEMM tiles take N x m cycles plus one fill and drain (dim preload + 2 dim - 2 skew).
TEST(NpuSimTiming, GemmTilesPipelineWithOneFillAndDrain) {
  const int m = 64;
  for (int tiles : {1, 4, 32}) {
    auto run = run_asm(gemm_stream(tiles, m), {});
    EXPECT_EQ(run.result.cycles, int64_t(tiles) * m + kDim + 2 * kDim - 2) << tiles;
  }
  // A long run keeps the array busy: MAC utilisation near 100%.
  auto run = run_asm(gemm_stream(64, m), {});
  double util = double(run.result.cores[0].macs) / (double(kDim * kDim) * double(run.result.cycles));
  EXPECT_GT(util, 0.98);
  // Tiles shorter than the array still occupy it for dim cycles (the next weights preload).
  EXPECT_EQ(run_asm(gemm_stream(8, 4), {}).result.cycles, 8 * kDim - kDim + 4 + kDim + 2 * kDim - 2);
}

// With tokens, loads and GEMMs overlap: the total is the DMA stream plus one GEMM, not their sum.
TEST(NpuSimTiming, TokensLetDmaOverlapCompute) {
  std::string s = ".rnpu v1\n.cores 1\n.core 0\n";
  for (int i = 0; i < 8; ++i) {
    s += "  dma.load push:mat sp=0 dram=0 n0=1024 n1=2 n2=1 valid0=1024 valid1=2\n";
    s.replace(s.find("n0=1024 n1=2"), 12, "n0=512 n1=4");
    s.replace(s.find("valid0=1024 valid1=2"), 20, "valid0=512 valid1=4");
    s += "  mat.gemm pop:dma acc=0 sp=0 sp2=0 m=64 k=16 n=16 lda=16 ldc=16\n";
  }
  const int64_t transfer = int64_t(std::ceil(2048 / kBytesPerCycle));
  const int64_t gemm = kDim + 64 + 2 * kDim - 2;
  auto run = run_asm(s, std::vector<uint8_t>(4096), testing::npu_device_without_l2());
  EXPECT_EQ(run.result.cycles, 8 * transfer + kLatency + gemm);
  EXPECT_LT(run.result.cycles, 8 * (transfer + kLatency + gemm));
}

// Vector ops take elements / lanes plus the pipeline depth.
TEST(NpuSimTiming, VectorTimeIsElementsOverLanes) {
  auto run = run_asm(".cores 1\n.core 0\n  vec.act sp=0 sp2=0 rows=64 cols=64 ld=64 act=relu\n", {});
  EXPECT_EQ(run.result.cycles, 64 * 64 / kVecLanes + kVecDepth);
}

// A WAIT releases sync-latency cycles after the SIGNAL, which itself waits for its core's work.
TEST(NpuSimTiming, CrossCoreWaitCostsTheSyncLatency) {
  auto run = run_asm(R"(.rnpu v1
.cores 2
.core 0
  vec.act sp=0 sp2=0 rows=64 cols=64 ld=64 act=relu
  signal
.core 1
  wait mask=1 step=1
  nop
)",
                     {});
  const int64_t signal_at = 64 * 64 / kVecLanes + kVecDepth;  // after the vector op completed
  EXPECT_EQ(run.result.cores[1].cycles, signal_at + kSync + 2);  // + the wait's and the nop's fetch
  EXPECT_EQ(run.result.cores[1].busy[size_t(Unit::CTRL)], signal_at + kSync);
}

}  // namespace
}  // namespace rammer::npu
