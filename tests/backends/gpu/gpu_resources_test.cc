// Parsing the compilers' resource reports (logs copied from nvcc 13 and clang 15 runs).
#include <gtest/gtest.h>

#include "backends/gpu/gpu_compile.h"

namespace rammer {
namespace {

TEST(GpuResources, NvccReadsOnlyThePersistentKernel) {
  // Registers, static shared memory and spill stores + loads of the entry named rammer_persistent;
  // other functions' lines (a called helper) are ignored.
  const std::string log =
      "ptxas info    : 24 bytes gmem\n"
      "ptxas info    : Compiling entry function '_ZN45_GLOBAL__N__3206ceee_12_m_cu17rammer_persistentENS_10KernelArgsE' for 'sm_90'\n"
      "ptxas info    : Function properties for _ZN45_GLOBAL__N__3206ceee_12_m_cu17rammer_persistentENS_10KernelArgsE\n"
      "    320 bytes stack frame, 76 bytes spill stores, 52 bytes spill loads\n"
      "ptxas info    : Used 40 registers, used 1 barriers, 320 bytes cumulative stack size, 8 bytes smem\n"
      "ptxas info    : Compiling entry function '_Z5otherv' for 'sm_90'\n"
      "ptxas info    : Used 99 registers, used 0 barriers, 4096 bytes smem\n";
  const GpuResources r = parse_nvcc_resources(log);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.registers, 40);
  EXPECT_EQ(r.shared_static, 8);
  EXPECT_EQ(r.spill_bytes, 76 + 52);
  EXPECT_EQ(r.stack_bytes, 320);
}

TEST(GpuResources, ClangRemarksVgprsPlusAgprsAndBothSpills) {
  // HIP: registers per lane = VGPRs + AGPRs; memory spills = VGPR spills only (SGPR spills land in
  // VGPR lanes and are reported apart); LDS = static shared.
  const std::string p = "m.hip:98:1: remark:     ";
  const std::string log =
      "m.hip:98:1: remark: Function Name: _ZN12_GLOBAL__N_117rammer_persistentENS_10KernelArgsE [-Rpass-analysis=kernel-resource-usage]\n" +
      p + "SGPRs: 108 [x]\n" + p + "VGPRs: 146 [x]\n" + p + "AGPRs: 4 [x]\n" + p + "ScratchSize [bytes/lane]: 120 [x]\n" +
      p + "Occupancy [waves/SIMD]: 3 [x]\n" + p + "SGPRs Spill: 2 [x]\n" + p + "VGPRs Spill: 1 [x]\n" + p +
      "LDS Size [bytes/block]: 8 [x]\n";
  const GpuResources r = parse_clang_resources(log);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.registers, 150);
  EXPECT_EQ(r.sgprs, 108);
  EXPECT_EQ(r.spill_bytes, 1);
  EXPECT_EQ(r.sgpr_spills, 2);
  EXPECT_EQ(r.shared_static, 8);
  EXPECT_EQ(r.stack_bytes, 120);
  EXPECT_EQ(r.occupancy_waves, 3);
}

TEST(GpuResources, MissingKernelIsNotFound) {
  // A log without the persistent kernel reports nothing measured.
  EXPECT_FALSE(parse_nvcc_resources("ptxas info    : 24 bytes gmem\n").found);
  EXPECT_FALSE(parse_clang_resources("").found);
}

}  // namespace
}  // namespace rammer
