// The simulator's race checker (tools/npusim/race_checker.h): an access of one queue that no token
// orders after another queue's is reported, naming both instructions; the same program with the
// token passes.
#include "sim_test_util.h"

namespace rammer::npu {
namespace {

Result<SimResult> run_checked(const std::string& text) {
  auto program = parse_assembly(text);
  EXPECT_TRUE(program) << program.status().message();
  auto sim = Simulator::create(testing::npu_device(), *program);
  EXPECT_TRUE(sim);
  sim->dram().assign(8192, 0);
  SimOptions o;
  o.check_races = true;
  return sim->run(o);
}

std::string load_then_gemm(const std::string& load_tokens, const std::string& gemm_tokens) {
  return ".rnpu v1\n.cores 1\n.core 0\n  dma.cfg stride1=32 stride2=0 esize=e16\n"
         "  dma.load " +
         load_tokens +
         " sp=0 dram=0 n0=16 n1=16 n2=1 valid0=16 valid1=16\n"
         "  mat.gemm " +
         gemm_tokens + " acc=0 sp=0 sp2=0 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set\n";
}

// Read after write: the product reads the slot the load is still filling.
TEST(NpuSimRace, AProductThatDoesNotWaitForItsLoadIsReported) {
  auto bad = run_checked(load_then_gemm("", ""));
  ASSERT_FALSE(bad.is_ok());
  EXPECT_NE(bad.status().message().find("core 0 instruction 2 (mat.gemm"), std::string::npos) << bad.status().message();
  EXPECT_NE(bad.status().message().find("before instruction 1 of the dma queue finished writing it"), std::string::npos)
      << bad.status().message();
  EXPECT_TRUE(run_checked(load_then_gemm("push:mat", "pop:dma")).is_ok());
}

// Write after read: a load overwrites the slot a product is still reading.
TEST(NpuSimRace, ALoadOverASlotStillBeingReadIsReported) {
  const std::string head = load_then_gemm("push:mat", "pop:dma");
  auto bad = run_checked(head + "  dma.load sp=0 dram=512 n0=16 n1=16 n2=1 valid0=16 valid1=16\n");
  ASSERT_FALSE(bad.is_ok());
  EXPECT_NE(bad.status().message().find("finished reading it"), std::string::npos) << bad.status().message();
  const std::string fixed =
      ".rnpu v1\n.cores 1\n.core 0\n  dma.cfg stride1=32 stride2=0 esize=e16\n"
      "  dma.load push:mat sp=0 dram=0 n0=16 n1=16 n2=1 valid0=16 valid1=16\n"
      "  mat.gemm pop:dma push:dma acc=0 sp=0 sp2=0 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 "
      "accum=set\n  dma.load pop:mat sp=0 dram=512 n0=16 n1=16 n2=1 valid0=16 valid1=16\n";
  EXPECT_TRUE(run_checked(fixed).is_ok());
}

}  // namespace
}  // namespace rammer::npu
