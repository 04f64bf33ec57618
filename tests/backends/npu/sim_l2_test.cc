// The shared L2 of the timing model (tools/npusim/l2_cache.h, cycle_model.h), with expected cycles
// and bytes computed here from vdevice/devices/npu.json: 16 cores, 102.4 B per cycle of DRAM for the
// chip, 25.6 B per cycle of L2 port per core, a 4 MB L2 of 64-byte lines, DRAM latency 100 and L2
// latency 30 cycles.
#include <cmath>

#include "sim_test_util.h"

namespace rammer::npu {
namespace {

using testing::run_asm;

constexpr double kChipDram = 102.4, kPort = 25.6;
constexpr int64_t kDramLatency = 100, kL2Latency = 30, kL2Bytes = 4 << 20, kCfg = 1;

// A load of 6400 bytes (10 rows of 640) at `dram` into the scratchpad at `sp`.
std::string load_6400(int64_t dram, int64_t sp = 0) {
  return "  dma.load sp=" + std::to_string(sp) + " dram=" + std::to_string(dram) +
         " n0=640 n1=10 n2=1 valid0=640 valid1=10\n";
}

std::string cores_header(int cores) { return ".rnpu v1\n.cores " + std::to_string(cores) + "\n"; }

// Core c's stream header: its 640-byte rows lie one after another in DRAM. The dma.cfg holds the
// DMA queue for one cycle (kCfg).
std::string core(int c) { return ".core " + std::to_string(c) + "\n  dma.cfg stride1=640 stride2=0 esize=e8\n"; }

// A per-core statistic summed over the cores.
int64_t sum(const SimResult& r, int64_t CoreStats::*field) {
  int64_t s = 0;
  for (const CoreStats& c : r.cores) s += c.*field;
  return s;
}

// A core's second read of the same bytes hits: its port time plus the L2's latency, where the
// first paid the port time (the port, not the chip's DRAM channel, is the narrower) and DRAM's.
TEST(NpuSimL2, ARepeatedLoadHitsAtTheL2Rate) {
  const std::string text = cores_header(1) + core(0) + load_6400(0) + load_6400(0, 8192);
  auto run = run_asm(text, std::vector<uint8_t>(8192));
  const int64_t port = int64_t(std::ceil(6400 / kPort));  // 250 cycles
  ASSERT_GT(port, int64_t(std::ceil(6400 / kChipDram)));
  EXPECT_EQ(run.result.cycles, kCfg + 2 * port + kL2Latency);
  EXPECT_EQ(run.result.cores[0].dram_bytes, 6400);
  EXPECT_EQ(run.result.cores[0].l2_bytes, 6400);
  // Without the L2 both loads come from DRAM at the core's 6.4 B per cycle.
  auto plain = run_asm(text, std::vector<uint8_t>(8192), testing::npu_device_without_l2());
  EXPECT_EQ(plain.result.cycles, kCfg + 2 * 1000 + kDramLatency);
  EXPECT_EQ(plain.result.cores[0].dram_bytes, 2 * 6400);
}

// Sixteen cores reading one operand at once fetch it from DRAM once; the cores that hit wait for
// the fetch in flight, so all finish when the first does.
TEST(NpuSimL2, CoresReadingOneOperandFetchItOnce) {
  std::string text = cores_header(16);
  for (int c = 0; c < 16; ++c) text += core(c) + load_6400(0);
  auto run = run_asm(text, std::vector<uint8_t>(8192));
  EXPECT_EQ(sum(run.result, &CoreStats::dram_bytes), 6400);
  EXPECT_EQ(sum(run.result, &CoreStats::l2_bytes), 15 * 6400);
  const int64_t first = kCfg + int64_t(std::ceil(6400 / kPort)) + kDramLatency;
  for (const CoreStats& c : run.result.cores) EXPECT_EQ(c.cycles, first);
}

// Sixteen cores reading different bytes share the chip's DRAM channel: 102 400 bytes take 1000
// cycles at 102.4 B per cycle, the same as sixteen private shares of 6.4; a core alone on the
// channel gets more than its share (up to its port).
TEST(NpuSimL2, CoresShareOneDramChannel) {
  std::string text = cores_header(16);
  for (int c = 0; c < 16; ++c) text += core(c) + load_6400(int64_t(c) * 8192);
  auto run = run_asm(text, std::vector<uint8_t>(16 * 8192));
  EXPECT_EQ(sum(run.result, &CoreStats::dram_bytes), 16 * 6400);
  EXPECT_EQ(run.result.cycles, kCfg + int64_t(std::ceil(16 * 6400 / kChipDram)) + kDramLatency);
  auto alone = run_asm(cores_header(1) + core(0) + load_6400(0), std::vector<uint8_t>(8192));
  EXPECT_EQ(alone.result.cycles, kCfg + int64_t(std::ceil(6400 / kPort)) + kDramLatency);
}

// Lines are evicted least recently used first: 64 bytes read again after 4 MB - 64 other bytes
// still hit, after 4 MB they miss.
TEST(NpuSimL2, CapacityEvictsTheLeastRecentlyUsedLines) {
  auto reread_after = [](int64_t blocks) {
    // Blocks of 128 KB (256 rows of 512 bytes) fill the L2 after the first line.
    std::string text = cores_header(1) + ".core 0\n  dma.cfg stride1=512 stride2=0 esize=e8\n";
    text += "  dma.load sp=0 dram=0 n0=64 n1=1 n2=1 valid0=64 valid1=1\n";
    for (int64_t b = 0; b < blocks; ++b)
      text += "  dma.load sp=0 dram=" + std::to_string(64 + b * 131072) + " n0=512 n1=256 n2=1 valid0=512 valid1=256\n";
    text += "  dma.load sp=0 dram=0 n0=64 n1=1 n2=1 valid0=64 valid1=1\n";
    return run_asm(text, std::vector<uint8_t>(size_t(kL2Bytes + 2 * 131072)));
  };
  ASSERT_EQ(32 * 131072, kL2Bytes);
  // 31 blocks: 64 + 31 x 128 KB < 4 MB, the line is still there.
  auto kept = reread_after(31);
  EXPECT_EQ(kept.result.cores[0].dram_bytes, 64 + 31 * 131072);
  EXPECT_EQ(kept.result.cores[0].l2_bytes, 64);
  // 32 blocks: the first line was the least recently used when the L2 filled.
  auto evicted = reread_after(32);
  EXPECT_EQ(evicted.result.cores[0].dram_bytes, 64 + 32 * 131072 + 64);
  EXPECT_EQ(evicted.result.cores[0].l2_bytes, 0);
}

// A store writes back: its bytes stay in L2, dirty, and another core's read of them after the
// SIGNAL/WAIT hits. Only the bytes stored are valid: a read of the whole line fetches it. The run
// ends with the dirty bytes written to DRAM.
TEST(NpuSimL2, StoresLeaveTheirBytesInTheL2) {
  const std::string text = cores_header(2) + R"(.core 0
  dma.store sp=0 dram=0 n0=32 n1=1 n2=1
  signal
.core 1
  wait mask=1 step=1
  dma.load sp=0 dram=0 n0=32 n1=1 n2=1 valid0=32 valid1=1
  dma.load sp=64 dram=0 n0=64 n1=1 n2=1 valid0=64 valid1=1
)";
  auto run = run_asm(text, std::vector<uint8_t>(4096));
  EXPECT_EQ(run.result.cores[0].dram_bytes, 0);
  EXPECT_EQ(run.result.cores[1].l2_bytes, 32);
  EXPECT_EQ(run.result.cores[1].dram_bytes, 64);  // the whole line, for the 32 bytes never stored
  EXPECT_EQ(run.result.flush_bytes, 32);
  EXPECT_EQ(run.result.flush_cycles, int64_t(std::ceil(32 / kChipDram)));
  EXPECT_EQ(run.result.cycles, run.result.cores[1].cycles + run.result.flush_cycles);
}

// Dirty lines evicted to make room are written to DRAM then: 4 MB stored fills the L2, the next
// 128 KB evicts as much.
TEST(NpuSimL2, EvictedDirtyLinesAreWrittenBack) {
  std::string text = cores_header(1) + ".core 0\n  dma.cfg stride1=512 stride2=0 esize=e8\n";
  for (int64_t b = 0; b <= 32; ++b)
    text += "  dma.store sp=0 dram=" + std::to_string(b * 131072) + " n0=512 n1=256 n2=1\n";
  auto run = run_asm(text, std::vector<uint8_t>(size_t(kL2Bytes + 131072)));
  EXPECT_EQ(run.result.cores[0].dram_bytes, 131072);
  EXPECT_EQ(run.result.flush_bytes, kL2Bytes);
}

// l2.discard drops dirty bytes unwritten: 4 MB stored fills the L2, a discard of the first 128 KB
// frees their lines, so the next 128 KB stored evicts nothing; the run ends writing back only the
// bytes not discarded. A discard of bytes the L2 does not hold (the tail past DRAM's stored part)
// changes nothing.
TEST(NpuSimL2, DiscardedDirtyBytesAreNeverWrittenBack) {
  std::string text = cores_header(1) + ".core 0\n  dma.cfg stride1=512 stride2=0 esize=e8\n";
  for (int64_t b = 0; b < 32; ++b)
    text += "  dma.store sp=0 dram=" + std::to_string(b * 131072) + " n0=512 n1=256 n2=1\n";
  text += "  l2.discard dram=0 bytes=131072\n";
  text += "  dma.store sp=0 dram=" + std::to_string(int64_t(32) * 131072) + " n0=512 n1=256 n2=1\n";
  text += "  l2.discard dram=" + std::to_string(int64_t(33) * 131072) + " bytes=4096\n";
  auto run = run_asm(text, std::vector<uint8_t>(size_t(kL2Bytes + 2 * 131072)));
  EXPECT_EQ(run.result.cores[0].dram_bytes, 0);
  EXPECT_EQ(run.result.flush_bytes, kL2Bytes);
  // The same stream without the first discard writes back the 128 KB it evicts.
  const std::string kept = "  l2.discard dram=0 bytes=131072\n";
  std::string without = text;
  without.erase(without.find(kept), kept.size());
  auto plain = run_asm(without, std::vector<uint8_t>(size_t(kL2Bytes + 2 * 131072)));
  EXPECT_EQ(plain.result.cores[0].dram_bytes, 131072);
}

// Part of a line: only the discarded bytes leave; the rest of the line stays dirty and is written
// back at the end, and a later read of them hits.
TEST(NpuSimL2, ADiscardOfPartOfALineKeepsTheRest) {
  const std::string text = cores_header(1) + R"(.core 0
  dma.cfg stride1=0 stride2=0 esize=e8
  dma.store sp=0 dram=0 n0=64 n1=1 n2=1
  l2.discard dram=0 bytes=16
  dma.load sp=64 dram=16 n0=48 n1=1 n2=1 valid0=48 valid1=1
)";
  auto run = run_asm(text, std::vector<uint8_t>(4096));
  EXPECT_EQ(run.result.cores[0].l2_bytes, 48);
  EXPECT_EQ(run.result.cores[0].dram_bytes, 0);
  EXPECT_EQ(run.result.flush_bytes, 48);
}

}  // namespace
}  // namespace rammer::npu
