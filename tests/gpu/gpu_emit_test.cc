// The persistent-kernel emitter on hand-built plans: structure of the emitted source.
#include <gtest/gtest.h>

#include "backends/gpu/emit_gpu.h"
#include "tests/gpu/tiny_plans.h"

namespace rammer {
namespace {

TEST(GpuEmit, OneSwitchCasePerKindInTheModel) {
  // Only the model's own op kinds are instantiated in the tile switch.
  const std::string src = emit_gpu_source(tiny_relu_plan(), cuda_target(), {});
  EXPECT_NE(src.find("rk::elementwise_tile<kThreads>"), std::string::npos);
  EXPECT_EQ(src.find("rk::gemm_tile"), std::string::npos);
}

TEST(GpuEmit, GridAndTablesFromPlan) {
  // Grid = vEUs, one program range per vEU, per-event signal counts from the plan.
  const std::string src = emit_gpu_source(tiny_relu_plan(), cuda_target(), {128, 1024, {}});
  EXPECT_NE(src.find("constexpr int kVeus = 2;"), std::string::npos);
  EXPECT_NE(src.find("constexpr int kThreads = 128;"), std::string::npos);
  EXPECT_NE(src.find("constexpr size_t kSharedBytes = 1024;"), std::string::npos);
  EXPECT_NE(src.find("const int32_t kProgramBegin[] = {0,4,8};"), std::string::npos);
  EXPECT_NE(src.find("const int32_t kEventSignals[] = {2};"), std::string::npos);
}

TEST(GpuEmit, CudaAndHipDifferOnlyInTheTargetTable) {
  // Syncing is acquire/release in both dialects; runtime calls come from the target's prefix.
  const std::string cu = emit_gpu_source(tiny_relu_plan(), cuda_target(), {});
  const std::string hip = emit_gpu_source(tiny_relu_plan(), hip_target(), {});
  EXPECT_NE(cu.find("ld.acquire.gpu.global.u64"), std::string::npos);
  EXPECT_NE(cu.find("red.release.gpu.global.add.u64"), std::string::npos);
  EXPECT_NE(cu.find("#define RAMMER_API(x) cuda##x"), std::string::npos);
  EXPECT_NE(hip.find("__ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT"), std::string::npos);
  EXPECT_NE(hip.find("#define RAMMER_API(x) hip##x"), std::string::npos);
}

TEST(GpuEmit, ReferenceOpIsRejectedNamingTheOp) {
  // A plan op without a tile kernel cannot run on a GPU; the message names it.
  Plan p = tiny_relu_plan();
  p.ops[0].kind = static_cast<int32_t>(kernels::OpKind::reference);
  try {
    emit_gpu_source(p, cuda_target(), {});
    FAIL() << "expected Unsupported";
  } catch (const Unsupported& e) {
    EXPECT_NE(std::string(e.what()).find("relu_0"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rammer
