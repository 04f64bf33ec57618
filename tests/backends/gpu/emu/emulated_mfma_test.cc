// kernels/mfma.h on the emulated GPU (built with RAMMER_EMULATED): wave_mfma's 64 lanes exchange their
// fragments through the emulator's wave exchange, in a random interleaving, and each wave of a
// two-wave block gets its own product, against the independent reference of tests/kernels. Then the
// path a tile takes: operands staged into shared memory, a sync(), the fragment loads (through the
// race detector), wave_mfma; with the sync() skipped the race is reported.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/runtime/rammer_target.h"
#include "kernels/mfma.h"
#include "tests/kernels/mfma_reference.h"

namespace rammer::kernels {
namespace {

constexpr int kThreads = 128;
constexpr size_t kSmem = 16384;

template <MfmaArch A, MfmaPrecision P>
struct MfmaArgs {
  const MfmaProblem<A, P>* problem;
  MfmaAcc* out;
};

template <MfmaArch A, MfmaPrecision P>
RAMMER_KERNEL(kThreads) mfma_kernel(MfmaArgs<A, P> a) {
  RAMMER_DYNAMIC_SHARED(smem);
  Block<kThreads> blk(smem, 16);
  PerThread<MfmaFrag<A, P>, kThreads> fa, fb;
  PerThread<MfmaAcc, kThreads> acc;
  blk.threads([&](int t) { a.problem->pack(t, fa(t), fb(t), acc(t)); });
  wave_mfma<A, P>(blk, fa, fb, acc);
  blk.threads([&](int t) { a.out[t] = acc(t); });
}

// Each wave's A (16 x K) and B (stored as 16 columns x K) staged K-contiguous with a padded row
// pitch, the accumulators set from C, then the loads and the product.
template <MfmaArch A, MfmaPrecision P>
RAMMER_KERNEL(kThreads) staged_mfma_kernel(MfmaArgs<A, P> a) {
  using S = MfmaShape<A, P>;
  using Elem = typename S::Elem;
  constexpr int kWaves = kThreads / 64, ld = S::K + S::kElems;
  RAMMER_DYNAMIC_SHARED(smem);
  RAMMER_TILE_SCOPE("staged_mfma");
  Block<kThreads> blk(smem, kSmem);
  SharedPtr<Elem> as = blk.template shared<Elem>(kWaves * 16 * ld);
  SharedPtr<Elem> bs = blk.template shared<Elem>(kWaves * 16 * ld);
  PerThread<MfmaFrag<A, P>, kThreads> fa, fb;
  PerThread<MfmaAcc, kThreads> acc;
  const MfmaProblem<A, P>& p = *a.problem;
  blk.threads([&](int t) {
    // Thread t stages runs t, t + kThreads, ... of each operand, not its own fragment's; a run is one
    // 32-bit word (two 16-bit elements), the race detector's granularity.
    constexpr int kRun = P == MfmaPrecision::f32 ? 1 : 2;
    for (int e = kRun * t; e < kWaves * 16 * S::K; e += kRun * kThreads) {
      const int w = e / (16 * S::K), i = e / S::K % 16;
      for (int k = e % S::K; k < e % S::K + kRun; ++k) {
        as[(w * 16 + i) * ld + k] = mfma_stage<P>(p.Aval(w, i, k));
        bs[(w * 16 + i) * ld + k] = mfma_stage<P>(p.Bval(w, k, i));
      }
    }
    MfmaFrag<A, P> unused_a, unused_b;
    p.pack(t, unused_a, unused_b, acc(t));
  });
  blk.sync();
  mfma_load_a<A, P>(blk, fa, ld, [&](int t) { return as + (t / 64) * 16 * ld; });
  mfma_load_b<A, P>(blk, fb, ld, [&](int t) { return bs + (t / 64) * 16 * ld; });
  wave_mfma<A, P>(blk, fa, fb, acc);
  blk.threads([&](int t) { a.out[t] = acc(t); });
}

// Two unit tiles of A and three of B per wave, one wave_mfma for all six products.
constexpr int kMT = 2, kNT = 3;
template <MfmaArch A, MfmaPrecision P>
struct MultiArgs {
  const MfmaProblem<A, P>* pa;
  const MfmaProblem<A, P>* pb;
  const MfmaProblem<A, P>* pc;
  struct Tiles {
    MfmaAcc acc[kMT][kNT];
  }* out;
};

template <MfmaArch A, MfmaPrecision P>
MfmaProblem<A, P> unit_tile_problem(const MultiArgs<A, P>& m, int w, int i, int j) {
  return MfmaProblem<A, P>::combine(*m.pa, w * kMT + i, *m.pb, w * kNT + j, *m.pc, (w * kMT + i) * kNT + j);
}

template <MfmaArch A, MfmaPrecision P>
RAMMER_KERNEL(kThreads) multi_tile_kernel(MultiArgs<A, P> m) {
  RAMMER_DYNAMIC_SHARED(smem);
  Block<kThreads> blk(smem, 16);
  PerThread<MfmaFrag<A, P>[kMT], kThreads> fa;
  PerThread<MfmaFrag<A, P>[kNT], kThreads> fb;
  PerThread<MfmaAcc[kMT][kNT], kThreads> acc;
  blk.threads([&](int t) {
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j)
        unit_tile_problem(m, t / 64, i, j).pack(t % 64, fa(t)[i], fb(t)[j], acc(t)[i][j]);
  });
  wave_mfma<A, P>(blk, fa, fb, acc);
  blk.threads([&](int t) {
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j) m.out[t].acc[i][j] = acc(t)[i][j];
  });
}

std::string all_reports() {
  std::string s;
  for (const emu::Report& r : emu::reports()) s += std::string(emu::report_kind_name(r.kind)) + ": " + r.text + "\n";
  return s;
}

template <MfmaArch A, MfmaPrecision P>
void check_emulated(bool staged) {
  emu::reset();
  emu::set_device_model({1, 1});
  const MfmaProblem<A, P> prob(kThreads / 64, 11);
  std::vector<MfmaAcc> out(kThreads);
  using Args = MfmaArgs<A, P>;
  Args args{&prob, out.data()};
  void* argv[] = {&args};
  const void* kernel = staged ? RAMMER_KERNEL_HANDLE(Args, staged_mfma_kernel<A, P>)
                              : RAMMER_KERNEL_HANDLE(Args, mfma_kernel<A, P>);
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(kernel, dim3(1), dim3(kThreads), argv, kSmem, nullptr), rammerEmuSuccess);
  ASSERT_EQ(rammerEmuDeviceSynchronize(), rammerEmuSuccess) << all_reports();
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
  for (int t = 0; t < kThreads; ++t) prob.expect_matches(t, out[static_cast<size_t>(t)]);
}

constexpr MfmaArch k90a = MfmaArch::gfx90a, k908 = MfmaArch::gfx908;

TEST(EmulatedMfma, F32) {
  check_emulated<k90a, MfmaPrecision::f32>(false);
  check_emulated<k908, MfmaPrecision::f32>(false);
}
TEST(EmulatedMfma, F16) {
  check_emulated<k90a, MfmaPrecision::f16>(false);
  check_emulated<k908, MfmaPrecision::f16>(false);
}
TEST(EmulatedMfma, Bf16) {
  check_emulated<k90a, MfmaPrecision::bf16>(false);
  check_emulated<k908, MfmaPrecision::bf16>(false);
}

TEST(EmulatedMfma, StagedLoadsThenProduct) {
  check_emulated<k90a, MfmaPrecision::f32>(true);
  check_emulated<k90a, MfmaPrecision::f16>(true);
  check_emulated<k90a, MfmaPrecision::bf16>(true);
  check_emulated<k908, MfmaPrecision::bf16>(true);
}

template <MfmaArch A, MfmaPrecision P>
void check_multi_tile() {
  emu::reset();
  emu::set_device_model({1, 1});
  const int waves = kThreads / 64;
  const MfmaProblem<A, P> pa(waves * kMT, 21), pb(waves * kNT, 22), pc(waves * kMT * kNT, 23);
  using Args = MultiArgs<A, P>;
  std::vector<typename Args::Tiles> out(kThreads);
  Args args{&pa, &pb, &pc, out.data()};
  void* argv[] = {&args};
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(Args, multi_tile_kernel<A, P>), dim3(1),
                                             dim3(kThreads), argv, 16, nullptr),
            rammerEmuSuccess);
  ASSERT_EQ(rammerEmuDeviceSynchronize(), rammerEmuSuccess) << all_reports();
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
  for (int t = 0; t < kThreads; ++t)
    for (int i = 0; i < kMT; ++i)
      for (int j = 0; j < kNT; ++j)
        unit_tile_problem(args, t / 64, i, j).expect_matches(t % 64, out[static_cast<size_t>(t)].acc[i][j]);
}

TEST(EmulatedMfma, MultiTile) {
  check_multi_tile<k90a, MfmaPrecision::f16>();
  check_multi_tile<k908, MfmaPrecision::bf16>();
  check_multi_tile<k90a, MfmaPrecision::f32>();
}

// The staging's one barrier, skipped: the fragment loads race with the other threads' stores.
TEST(EmulatedMfma, LoadsWithoutTheirSyncAreARace) {
  check_emulated<k90a, MfmaPrecision::f16>(true);
  const std::vector<std::string> sites = emu::barrier_sites();
  ASSERT_EQ(sites.size(), 1u);
  emu::reset();
  emu::set_device_model({1, 1});
  emu::skip_barrier_site(sites[0]);
  const MfmaProblem<k90a, MfmaPrecision::f16> prob(kThreads / 64, 11);
  std::vector<MfmaAcc> out(kThreads);
  using Args = MfmaArgs<k90a, MfmaPrecision::f16>;
  Args args{&prob, out.data()};
  void* argv[] = {&args};
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(Args, staged_mfma_kernel<k90a, MfmaPrecision::f16>),
                                             dim3(1), dim3(kThreads), argv, kSmem, nullptr),
            rammerEmuSuccess);
  EXPECT_EQ(rammerEmuDeviceSynchronize(), rammerEmuErrorLaunchFailure);
  bool race = false;
  for (const emu::Report& r : emu::reports()) race |= r.kind == emu::ReportKind::shared_race;
  EXPECT_TRUE(race) << all_reports();
  emu::reset();
}

}  // namespace
}  // namespace rammer::kernels
