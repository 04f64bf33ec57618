// kernels/mma.h on the emulated GPU (built with RAMMER_EMULATED): warp_mma's lanes exchange their
// fragments through the emulator's warp exchange, in a random interleaving, and each warp of a
// two-warp block gets its own product, against the independent reference of tests/kernels.
#include <gtest/gtest.h>

#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/runtime/rammer_target.h"
#include "kernels/mma.h"
#include "tests/kernels/mma_reference.h"

namespace rammer::kernels {
namespace {

constexpr int kThreads = 64;

template <MmaPrecision P>
struct MmaArgs {
  const MmaProblem<P>* problem;
  MmaAcc* out;
};

template <MmaPrecision P>
RAMMER_KERNEL(kThreads) mma_kernel(MmaArgs<P> a) {
  RAMMER_DYNAMIC_SHARED(smem);
  Block<kThreads> blk(smem, 16);
  PerThread<MmaFragA, kThreads> fa;
  PerThread<MmaFragB, kThreads> fb;
  PerThread<MmaAcc, kThreads> acc;
  blk.threads([&](int t) { a.problem->pack(t, fa(t), fb(t), acc(t)); });
  warp_mma<P>(blk, fa, fb, acc);
  blk.threads([&](int t) { a.out[t] = acc(t); });
}

template <MmaPrecision P>
void check_emulated() {
  rammer::emu::reset();
  rammer::emu::set_device_model({1, 1});
  const MmaProblem<P> prob(2, 11);
  std::vector<MmaAcc> out(kThreads);
  MmaArgs<P> args{&prob, out.data()};
  void* argv[] = {&args};
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(MmaArgs<P>, mma_kernel<P>), dim3(1), dim3(kThreads),
                                             argv, 16, nullptr),
            rammerEmuSuccess);
  ASSERT_EQ(rammerEmuDeviceSynchronize(), rammerEmuSuccess);
  EXPECT_TRUE(rammer::emu::reports().empty());
  for (int t = 0; t < kThreads; ++t) prob.expect_matches(t, out[static_cast<size_t>(t)]);
}

TEST(EmulatedMma, Tf32) { check_emulated<MmaPrecision::tf32>(); }
TEST(EmulatedMma, F16) { check_emulated<MmaPrecision::f16>(); }
TEST(EmulatedMma, Bf16) { check_emulated<MmaPrecision::bf16>(); }

}  // namespace
}  // namespace rammer::kernels
