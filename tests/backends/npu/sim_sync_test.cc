// Cross-core SIGNAL/WAIT, deadlock reports, and the simulator's trace.
#include <nlohmann/json.hpp>

#include "reference.h"
#include "sim_test_util.h"
#include "tools/npusim/report.h"

namespace rammer::npu {
namespace {

using testing::get;
using testing::put;
using testing::run_asm;

// Core 1 reads what core 0 stored once core 0 signalled: y = (x + x) * (x + x), each step rounded to fp16.
TEST(NpuSimSync, TwoCoresHandOffThroughSignalAndWait) {
  std::vector<uint16_t> x(64);
  for (int i = 0; i < 64; ++i) x[size_t(i)] = ref::float_to_half(0.37f * float(i - 30));
  std::vector<uint8_t> dram;
  put(dram, 0, x);
  dram.resize(1024);
  auto run = run_asm(R"(.rnpu v1
.cores 2
.core 0
  dma.cfg stride1=128 stride2=0 esize=e16
  dma.load push:vec sp=0 dram=0 n0=64 n1=1 n2=1 valid0=64 valid1=1
  vec.alu pop:dma push:dma sp=128 sp2=0 sp3=0 rows=1 cols=64 ld=64 aluop=add bmode=full
  dma.store pop:vec sp=128 dram=256 n0=64 n1=1 n2=1
  signal
.core 1
  wait mask=1 step=1
  dma.cfg stride1=128 stride2=0 esize=e16
  dma.load push:vec sp=0 dram=256 n0=64 n1=1 n2=1 valid0=64 valid1=1
  vec.alu pop:dma push:dma sp=128 sp2=0 sp3=0 rows=1 cols=64 ld=64 aluop=mul bmode=full
  dma.store pop:vec sp=128 dram=512 n0=64 n1=1 n2=1
)",
                     dram);
  ASSERT_FALSE(run.result.deadlocked());
  auto y = get<uint16_t>(run.dram, 512, 64);
  for (int i = 0; i < 64; ++i) {
    float v = ref::half_to_float(x[size_t(i)]);
    float twice = ref::half_to_float(ref::float_to_half(v + v));
    EXPECT_EQ(y[size_t(i)], ref::float_to_half(twice * twice)) << i;
  }
  // Core 1 cannot start its load before core 0's signal is visible: it finishes after core 0 plus
  // the sync latency.
  EXPECT_GT(run.result.cores[1].cycles, run.result.cores[0].cycles + 200);
  EXPECT_EQ(run.result.cores[0].signals, 1);
}

// A WAIT that no core will ever satisfy is reported as a deadlock naming the core, the instruction
// and the counters, instead of hanging; the cores that could finish did.
TEST(NpuSimSync, UnsatisfiableWaitIsReportedAsDeadlock) {
  auto run = run_asm(R"(.rnpu v1
.cores 3
.core 0
  signal
.core 1
  nop
  wait mask=1 step=2
.core 2
  wait mask=2 step=1
)",
                     std::vector<uint8_t>(64));
  ASSERT_TRUE(run.result.deadlocked());
  ASSERT_EQ(run.result.deadlock.size(), 2u);
  EXPECT_EQ(run.result.deadlock[0],
            "core 1: instruction 1 (wait mask=1 step=2) never satisfied: core 0 stopped at counter 1 (finished)");
  EXPECT_EQ(run.result.deadlock[1],
            "core 2: instruction 0 (wait mask=2 step=1) never satisfied: core 1 stopped at counter 0 (stuck)");
}

// A token popped that no earlier instruction pushed can never arrive: a deadlock, not a hang.
TEST(NpuSimSync, PopWithoutPushIsReportedAsDeadlock) {
  auto run = run_asm(".cores 1\n.core 0\n  mat.gemm pop:vec acc=0 sp=0 sp2=0 m=1 k=1 n=1 lda=1 ldc=1\n",
                     std::vector<uint8_t>(64));
  ASSERT_EQ(run.result.deadlock.size(), 1u);
  EXPECT_NE(run.result.deadlock[0].find("pops a token from vec that no earlier instruction pushed"),
            std::string::npos)
      << run.result.deadlock[0];
}

// The trace has one named track per unit per core and one slice per timed instruction.
TEST(NpuSimReport, TraceHasOneTrackPerUnitPerCore) {
  NpuConfig cfg = testing::npu_device();
  auto run = run_asm(R"(.rnpu v1
.cores 2
.core 0
  dma.load push:mat sp=0 dram=0 n0=16 n1=1 n2=1 valid0=16 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=0 m=16 k=16 n=16 lda=0 ldc=16
  vec.cvt pop:mat sp=0 acc=0 rows=16 cols=16 ld=16 ldc=16
  signal
.core 1
  wait mask=1 step=1
)",
                     std::vector<uint8_t>(64), cfg);
  auto trace = nlohmann::json::parse(chrome_trace_json(run.result, cfg));
  std::set<std::pair<int, std::string>> tracks;
  int slices = 0;
  for (const auto& e : trace["traceEvents"]) {
    if (e["name"] == "thread_name") tracks.insert({e["pid"].get<int>(), e["args"]["name"].get<std::string>()});
    if (e["ph"] == "X") ++slices;
  }
  EXPECT_EQ(tracks.size(), 2u * 4u);
  EXPECT_TRUE(tracks.count({1, "mat"}));
  EXPECT_EQ(slices, 5);  // load, gemm, cvt, signal, wait
  std::string summary = summary_text(run.result, cfg);
  EXPECT_NE(summary.find("core 1: cycles"), std::string::npos) << summary;
}

}  // namespace
}  // namespace rammer::npu
