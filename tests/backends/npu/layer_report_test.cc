// rammer-npusim's per-layer figures (tools/npusim/layer_report.h) on a hand-assembled two-core
// program: DMA bytes counted at the element size dma.cfg set, and the traffic bound taken from the
// slowest core's own DRAM and L2 bytes or MACs.
#include "tools/npusim/layer_report.h"

#include "sim_test_util.h"

namespace rammer::npu {
namespace {

// Core 0 loads 640 int8 bytes and runs one 16 x 16 x 16 product; core 1 loads 1280 fp16 bytes
// (640 elements) and runs two. One op spans both cores.
TEST(NpuLayerReport, TrafficBoundIsTheSlowestCoresBytesOrMacs) {
  const std::string text = R"(.rnpu v1
.cores 2
.core 0
  dma.cfg stride1=0 stride2=0 esize=e8
  dma.load push:mat sp=0 dram=0 n0=640 n1=1 n2=1 valid0=640 valid1=1
  mat.gemm pop:dma acc=0 sp=0 sp2=256 m=16 k=16 n=16 lda=16 ldc=16 dtype=int8 accum=set
.core 1
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:mat sp=0 dram=0 n0=640 n1=1 n2=1 valid0=640 valid1=1
  mat.gemm pop:dma acc=0 sp=0 sp2=512 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set
  mat.gemm acc=0 sp=0 sp2=512 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add
)";
  auto program = parse_assembly(text);
  ASSERT_TRUE(program);
  const int64_t macs = 3 * 16 * 16 * 16;
  const std::vector<std::vector<OpMark>> marks = {{{0, 0}}, {{0, 0}}};
  auto stats = [&](const NpuConfig& cfg) {
    auto run = testing::run_asm(text, std::vector<uint8_t>(8192, 0), cfg);
    return layer_stats(run.result, *program, cfg, {"layer"}, {"Conv"}, {macs}, {1000}, marks);
  };

  NpuConfig no_l2 = testing::npu_device();
  no_l2.l2_bytes = 0;
  const std::vector<LayerStats> layers = stats(no_l2);
  ASSERT_EQ(layers.size(), 1u);
  const LayerStats& l = layers[0];
  EXPECT_EQ(l.cores, 2);
  EXPECT_EQ(l.core_moved, (std::vector<int64_t>{640, 1280}));
  EXPECT_EQ(l.core_dram, (std::vector<int64_t>{640, 1280}));
  EXPECT_EQ(l.core_macs, (std::vector<int64_t>{4096, 8192}));
  EXPECT_EQ(l.moved_bytes, 1920);
  EXPECT_EQ(l.dram_bytes, 1920);
  // Core 1 is the slowest: 1280 B / 6.4 B per cycle = 200 cycles of DMA against 32 of MACs; the
  // op's 12288 MACs over 2 cores x 256 per cycle x 200 cycles.
  EXPECT_DOUBLE_EQ(l.traffic_bound(no_l2), 12288.0 / (256.0 * 2 * 200.0));
  // The roofline bound counts the manifest's minimum bytes once: 12288 MACs / 1000 B x 6.4 / 256.
  EXPECT_DOUBLE_EQ(l.roofline(no_l2), 12288.0 / 1000.0 * 6.4 / 256.0);

  // With the device's L2, core 1's first 640 bytes are the lines core 0 fetched. Every byte
  // crosses its core's L2 port at 25.6 B per cycle, so core 1's 1280 B take 50 cycles (the op's
  // 1280 DRAM bytes take 12.5 on the shared channel).
  const NpuConfig cfg = testing::npu_device();
  const LayerStats shared = stats(cfg)[0];
  EXPECT_EQ(shared.core_moved, (std::vector<int64_t>{640, 1280}));
  EXPECT_EQ(shared.core_dram, (std::vector<int64_t>{640, 640}));
  EXPECT_EQ(shared.core_l2, (std::vector<int64_t>{0, 640}));
  EXPECT_EQ(shared.dram_bytes, 1280);
  EXPECT_DOUBLE_EQ(shared.traffic_bound(cfg), 12288.0 / (256.0 * 2 * 50.0));
}

// An rTask's constant load moved above its WAIT (instruction 4) is op 1's bytes; op 0 ends with its
// product, op 1 starts when its WAIT is satisfied (the load ran ahead meanwhile).
TEST(NpuLayerReport, AConstantLoadAheadOfTheWaitsBelongsToTheNextOp) {
  const std::string text = R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:mat sp=0 dram=0 n0=256 n1=1 n2=1 valid0=256 valid1=1
  mat.gemm pop:dma acc=0 sp=0 sp2=512 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set
  signal
  dma.load sp=4096 dram=8192 n0=512 n1=4 n2=1 valid0=512 valid1=4
  wait mask=1 step=1
  dma.load push:mat sp=1024 dram=1024 n0=256 n1=1 n2=1 valid0=256 valid1=1
  mat.gemm pop:dma acc=0 sp=1024 sp2=512 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set
)";
  auto program = parse_assembly(text);
  ASSERT_TRUE(program);
  const NpuConfig cfg = testing::npu_device();
  auto run = testing::run_asm(text, std::vector<uint8_t>(16384, 0), cfg);
  const std::vector<std::vector<OpMark>> marks = {{{0, 0}, {6, 1, 4}}};
  const auto layers = layer_stats(run.result, *program, cfg, {"a", "b"}, {"Conv", "Conv"}, {4096, 4096}, {1, 1}, marks);
  ASSERT_EQ(layers.size(), 2u);
  EXPECT_EQ(layers[0].moved_bytes, 512);
  EXPECT_EQ(layers[1].moved_bytes, 512 + 4096);
  auto slice = [&](int64_t index) {
    for (const TraceSlice& t : run.result.trace)
      if (t.index == index) return t;
    ADD_FAILURE() << "no slice of instruction " << index;
    return TraceSlice{};
  };
  EXPECT_EQ(layers[0].end, slice(2).start + slice(2).cycles);
  EXPECT_EQ(layers[1].start, slice(5).start + slice(5).cycles);
  EXPECT_LT(slice(4).start, layers[1].start);
  EXPECT_EQ(layers[0].start, slice(0).start);
}

}  // namespace
}  // namespace rammer::npu
