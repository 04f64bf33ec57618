// The emulated GPU on small hand-written kernels: barrier semantics, each check on a planted bug,
// seeded interleavings, the cooperative-launch limit, asynchronous streams and sticky errors.
// Built with RAMMER_EMULATED (CMakeLists.txt).
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/runtime/rammer_target.h"
#include "kernels/block.h"

namespace {

namespace emu = rammer::emu;
namespace rk = rammer::kernels;

struct Args {
  unsigned long long* counter;
  int* out;
  int n;
};

constexpr int kThreads = 64;
constexpr size_t kSmem = kThreads * sizeof(int);

// Launches `kernel` on `stream`, then synchronises; the error of either step.
rammerEmuError_t launch(const void* kernel, Args a, unsigned grid, rammerEmuStream_t stream = nullptr) {
  void* args[] = {&a};
  rammerEmuError_t e = rammerEmuLaunchCooperativeKernel(kernel, dim3(grid), dim3(kThreads), args, kSmem, stream);
  if (e != rammerEmuSuccess) return e;
  return stream ? rammerEmuStreamSynchronize(stream) : rammerEmuDeviceSynchronize();
}

int count_reports(emu::ReportKind kind) {
  int n = 0;
  for (const emu::Report& r : emu::reports()) n += r.kind == kind;
  return n;
}

std::string all_reports() {
  std::string s;
  for (const emu::Report& r : emu::reports()) s += std::string(emu::report_kind_name(r.kind)) + ": " + r.text + "\n";
  return s;
}

class Emu : public ::testing::Test {
 protected:
  void SetUp() override {
    emu::reset();
    emu::set_seed(1);
    emu::set_device_model({4, 1});
    emu::set_spin_timeout_ms(5000);
  }
  void TearDown() override { emu::reset(); }
};

// Every thread counts itself in, waits at the barrier, then reads the count and a neighbour's
// shared slot: both are complete only if the barrier waited for the whole block.
RAMMER_KERNEL(kThreads) count_then_read(Args a) {
  RAMMER_DYNAMIC_SHARED(smem);
  int* slots = reinterpret_cast<int*>(smem);
  const int t = RAMMER_THREAD_ID(), bl = RAMMER_BLOCK_ID();
  slots[t] = bl * 1000 + t;
  rammer_add_acq_rel(&a.counter[bl], 1);
  RAMMER_BARRIER();
  a.out[(bl * kThreads + t) * 2] = static_cast<int>(rammer_load_acquire(&a.counter[bl]));
  a.out[(bl * kThreads + t) * 2 + 1] = slots[(t + 1) % kThreads];
}

TEST_F(Emu, BarrierWaitsForTheWholeBlockOnEverySeed) {
  for (uint64_t seed : {1, 2, 3, 4, 5}) {
    emu::set_seed(seed);
    std::vector<unsigned long long> counter(3, 0);
    std::vector<int> out(3 * kThreads * 2, -1);
    ASSERT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, count_then_read), {counter.data(), out.data(), 0}, 3), rammerEmuSuccess)
        << all_reports();
    for (int b = 0; b < 3; ++b)
      for (int t = 0; t < kThreads; ++t) {
        EXPECT_EQ(out[(b * kThreads + t) * 2], kThreads) << "seed " << seed << " block " << b << " thread " << t;
        EXPECT_EQ(out[(b * kThreads + t) * 2 + 1], b * 1000 + (t + 1) % kThreads);
      }
    EXPECT_TRUE(emu::reports().empty()) << all_reports();
  }
}

// Per-block variables and dynamic shared memory are per block: thread 0 of each block writes its
// block index, every thread of that block reads it back after a barrier.
RAMMER_KERNEL(kThreads) shared_var_per_block(Args a) {
  RAMMER_SHARED_VAR(int, owner);
  if (RAMMER_THREAD_ID() == 0) owner = RAMMER_BLOCK_ID();
  RAMMER_BARRIER();
  a.out[RAMMER_BLOCK_ID() * kThreads + RAMMER_THREAD_ID()] = owner;
}

TEST_F(Emu, SharedVariablesArePerBlock) {
  std::vector<int> out(4 * kThreads, -1);
  ASSERT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, shared_var_per_block), {nullptr, out.data(), 0}, 4), rammerEmuSuccess);
  for (int i = 0; i < 4 * kThreads; ++i) EXPECT_EQ(out[i], i / kThreads) << i;
}

// A Block phase writes shared memory and the next phase reads a neighbour's slot: with a.n == 1
// the sync() between them is there, with a.n == 0 it is missing.
RAMMER_KERNEL(kThreads) neighbour_exchange(Args a) {
  RAMMER_DYNAMIC_SHARED(smem);
  RAMMER_TILE_SCOPE("neighbour_exchange");
  rk::Block<kThreads> b(smem, kSmem);
  rk::SharedPtr<int> s = b.template shared<int>(kThreads);
  b.threads([&](int t) { s[t] = t * 3; });
  if (a.n == 1) b.sync();
  b.threads([&](int t) { a.out[t] = s[(t + 1) % kThreads]; });
}

TEST_F(Emu, PlantedSharedRaceIsReported) {
  std::vector<int> out(kThreads, -1);
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, neighbour_exchange), {nullptr, out.data(), 0}, 1),
            rammerEmuErrorLaunchFailure);
  ASSERT_GE(count_reports(emu::ReportKind::shared_race), 1) << all_reports();
  const std::string text = emu::reports().front().text;
  EXPECT_NE(text.find("tile 'neighbour_exchange' block 0"), std::string::npos) << text;
  EXPECT_NE(text.find("emu_unit_test.cc:"), std::string::npos) << text;  // the b.threads call sites
  EXPECT_NE(text.find("shared+0x"), std::string::npos) << text;
}

TEST_F(Emu, SyncedExchangeIsCleanAndSkippingItsBarrierIsReported) {
  std::vector<int> out(kThreads, -1);
  ASSERT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, neighbour_exchange), {nullptr, out.data(), 1}, 1), rammerEmuSuccess)
      << all_reports();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(out[t], (t + 1) % kThreads * 3);
  // The mutation hook: the one barrier this kernel passes, skipped, is the race above.
  const std::vector<std::string> sites = emu::barrier_sites();
  ASSERT_EQ(sites.size(), 1u);
  EXPECT_NE(sites[0].find("emu_unit_test.cc:"), std::string::npos) << sites[0];
  emu::reset();
  emu::skip_barrier_site(sites[0]);
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, neighbour_exchange), {nullptr, out.data(), 1}, 1),
            rammerEmuErrorLaunchFailure);
  EXPECT_GE(count_reports(emu::ReportKind::shared_race), 1) << all_reports();
}

// Odd threads wait at one barrier, even threads at another.
RAMMER_KERNEL(kThreads) divergent_barriers(Args) {
  if (RAMMER_THREAD_ID() % 2)
    RAMMER_BARRIER();
  else
    RAMMER_BARRIER();
}

TEST_F(Emu, PlantedDivergenceIsReported) {
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, divergent_barriers), {nullptr, nullptr, 0}, 1),
            rammerEmuErrorLaunchFailure);
  ASSERT_EQ(count_reports(emu::ReportKind::barrier_divergence), 1) << all_reports();
  const std::string text = emu::reports().front().text;
  EXPECT_NE(text.find("while threads"), std::string::npos) << text;
  EXPECT_EQ(count_reports(emu::ReportKind::deadlock), 0) << all_reports();
}

// Thread 0 leaves; the others wait at a barrier it never reaches.
RAMMER_KERNEL(kThreads) early_exit(Args) {
  if (RAMMER_THREAD_ID() == 0) return;
  RAMMER_BARRIER();
}

TEST_F(Emu, BlockWhoseThreadsWaitForeverIsADeadlockReport) {
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, early_exit), {nullptr, nullptr, 0}, 2), rammerEmuErrorLaunchFailure);
  EXPECT_GE(count_reports(emu::ReportKind::barrier_divergence), 1) << all_reports();
  EXPECT_EQ(count_reports(emu::ReportKind::deadlock), 2) << all_reports();  // one per block
  EXPECT_NE(all_reports().find("have exited"), std::string::npos) << all_reports();
}

// Thread 0 polls a flag that thread 1 sets only after a barrier thread 0 never reaches.
RAMMER_KERNEL(kThreads) spin_forever(Args a) {
  if (RAMMER_THREAD_ID() == 0)
    while (rammer_load_acquire(a.counter) == 0) RAMMER_SPIN_PAUSE();
  RAMMER_BARRIER();
  if (RAMMER_THREAD_ID() == 1) rammer_store_release(a.counter, 1);
}

TEST_F(Emu, SpinningWithoutProgressIsADeadlockReport) {
  emu::set_spin_timeout_ms(100);
  unsigned long long flag = 0;
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, spin_forever), {&flag, nullptr, 0}, 1), rammerEmuErrorLaunchFailure);
  EXPECT_EQ(count_reports(emu::ReportKind::deadlock), 1) << all_reports();
}

// Each thread takes a ticket: the ticket order is the interleaving.
RAMMER_KERNEL(kThreads) take_tickets(Args a) {
  const unsigned long long ticket = rammer_add_acq_rel(a.counter, 1);
  a.out[ticket] = RAMMER_THREAD_ID();
}

std::vector<int> ticket_order(uint64_t seed) {
  emu::set_seed(seed);
  unsigned long long counter = 0;
  std::vector<int> order(kThreads, -1);
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, take_tickets), {&counter, order.data(), 0}, 1), rammerEmuSuccess);
  return order;
}

TEST_F(Emu, SeedsGiveDifferentInterleavingsAndASeedReproducesOne) {
  const std::vector<int> a = ticket_order(1), b = ticket_order(2), again = ticket_order(1);
  EXPECT_NE(a, b);
  EXPECT_EQ(a, again);
}

// Tile work, then thread 0 signals: with a.n == 1 a barrier separates them (the persistent kernel's
// "block barrier; signal"), with a.n == 0 it is missing.
RAMMER_KERNEL(kThreads) work_then_signal(Args a) {
  RAMMER_DYNAMIC_SHARED(smem);
  RAMMER_TILE_SCOPE("work_then_signal");
  rk::Block<kThreads> b(smem, kSmem);
  b.threads([&](int t) { a.out[t] = t; });
  if (a.n == 1) RAMMER_BARRIER();
  if (RAMMER_THREAD_ID() == 0) rammer_add_release(a.counter, 1);
}

TEST_F(Emu, ReleaseInTheSamePhaseAsTileWorkIsReported) {
  unsigned long long counter = 0;
  std::vector<int> out(kThreads);
  ASSERT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, work_then_signal), {&counter, out.data(), 1}, 1), rammerEmuSuccess)
      << all_reports();
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, work_then_signal), {&counter, out.data(), 0}, 1),
            rammerEmuErrorLaunchFailure);
  ASSERT_EQ(count_reports(emu::ReportKind::sync_without_barrier), 1) << all_reports();
  const std::string text = emu::reports().front().text;
  EXPECT_NE(text.find("release add"), std::string::npos) << text;
  EXPECT_NE(text.find("tile 'work_then_signal'"), std::string::npos) << text;
}

// Tile work, thread 0 acquires, tile work: with a.n == 1 barriers separate them (the persistent
// kernel's "barrier; wait; barrier"), with a.n == 0 they are missing.
RAMMER_KERNEL(kThreads) acquire_between_tiles(Args a) {
  RAMMER_DYNAMIC_SHARED(smem);
  RAMMER_TILE_SCOPE("acquire_between_tiles");
  rk::Block<kThreads> b(smem, kSmem);
  b.threads([&](int t) { a.out[t] = t; });
  if (a.n == 1) RAMMER_BARRIER();
  if (RAMMER_THREAD_ID() == 0) (void)rammer_load_acquire(a.counter);
  if (a.n == 1) RAMMER_BARRIER();
  b.threads([&](int t) { a.out[t] += static_cast<int>(*a.counter); });
}

TEST_F(Emu, AcquireInTheSamePhaseAsTileWorkIsReported) {
  unsigned long long counter = 1;
  std::vector<int> out(kThreads);
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, acquire_between_tiles), {&counter, out.data(), 1}, 1), rammerEmuSuccess)
      << all_reports();
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, acquire_between_tiles), {&counter, out.data(), 0}, 1),
            rammerEmuErrorLaunchFailure);
  ASSERT_EQ(count_reports(emu::ReportKind::sync_without_barrier), 1) << all_reports();
  EXPECT_NE(emu::reports().front().text.find("acquire load"), std::string::npos) << emu::reports().front().text;
}

TEST_F(Emu, CooperativeLaunchLargerThanTheDeviceFails) {
  emu::set_device_model({3, 2});
  std::vector<int> out(7 * kThreads);
  const void* k = RAMMER_KERNEL_HANDLE(Args, shared_var_per_block);
  EXPECT_EQ(launch(k, {nullptr, out.data(), 0}, 6), rammerEmuSuccess);
  EXPECT_EQ(launch(k, {nullptr, out.data(), 0}, 7), rammerEmuErrorCooperativeLaunchTooLarge);
  const std::string why = rammerEmuGetErrorString(rammerEmuErrorCooperativeLaunchTooLarge);
  EXPECT_NE(why.find("3 SMs"), std::string::npos) << why;
  EXPECT_NE(why.find("2 blocks per SM"), std::string::npos) << why;
  EXPECT_EQ(rammerEmuGetLastError(), rammerEmuErrorCooperativeLaunchTooLarge);
  EXPECT_EQ(rammerEmuGetLastError(), rammerEmuSuccess);  // not sticky: the launch never started
  int sms = 0, per_sm = 0;
  EXPECT_EQ(rammerEmuDeviceGetAttribute(&sms, RAMMER_SM_COUNT_ATTR, 0), rammerEmuSuccess);
  EXPECT_EQ(rammerEmuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, k, kThreads, kSmem), rammerEmuSuccess);
  EXPECT_EQ(sms, 3);
  EXPECT_EQ(per_sm, 2);
}

// Polls a flag until another launch sets it.
RAMMER_KERNEL(kThreads) wait_for_flag(Args a) {
  if (RAMMER_THREAD_ID() == 0)
    while (rammer_load_acquire(a.counter) == 0) RAMMER_SPIN_PAUSE();
  RAMMER_BARRIER();
}

RAMMER_KERNEL(kThreads) set_flag(Args a) {
  if (RAMMER_THREAD_ID() == 0) rammer_store_release(a.counter, 1);
}

TEST_F(Emu, TwoStreamsRunConcurrently) {
  rammerEmuStream_t waiter = nullptr, setter = nullptr;
  rammerEmuEvent_t waited = nullptr;
  ASSERT_EQ(rammerEmuStreamCreateWithFlags(&waiter, rammerEmuStreamNonBlocking), rammerEmuSuccess);
  ASSERT_EQ(rammerEmuStreamCreateWithFlags(&setter, rammerEmuStreamNonBlocking), rammerEmuSuccess);
  ASSERT_EQ(rammerEmuEventCreateWithFlags(&waited, rammerEmuEventDisableTiming), rammerEmuSuccess);
  unsigned long long flag = 0;
  Args a{&flag, nullptr, 0};
  void* args[] = {&a};
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(Args, wait_for_flag), dim3(1), dim3(kThreads), args,
                                             0, waiter),
            rammerEmuSuccess);
  ASSERT_EQ(rammerEmuEventRecord(waited, waiter), rammerEmuSuccess);
  // The waiting launch cannot finish before the flag is set.
  EXPECT_EQ(rammerEmuEventQuery(waited), rammerEmuErrorNotReady);
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(Args, set_flag), dim3(1), dim3(kThreads), args, 0,
                                             setter),
            rammerEmuSuccess);
  EXPECT_EQ(rammerEmuEventSynchronize(waited), rammerEmuSuccess) << all_reports();
  EXPECT_EQ(rammerEmuEventQuery(waited), rammerEmuSuccess);
  EXPECT_EQ(rammerEmuEventDestroy(waited), rammerEmuSuccess);
  EXPECT_EQ(rammerEmuStreamDestroy(waiter), rammerEmuSuccess);
  EXPECT_EQ(rammerEmuStreamDestroy(setter), rammerEmuSuccess);
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
}

TEST_F(Emu, LaunchFailureIsStickyUntilReset) {
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, divergent_barriers), {nullptr, nullptr, 0}, 1),
            rammerEmuErrorLaunchFailure);
  int x = 0, y = 1;
  EXPECT_EQ(rammerEmuMemcpy(&x, &y, sizeof x, rammerEmuMemcpyHostToDevice), rammerEmuErrorLaunchFailure);
  EXPECT_EQ(rammerEmuGetLastError(), rammerEmuErrorLaunchFailure);
  EXPECT_EQ(rammerEmuGetLastError(), rammerEmuErrorLaunchFailure);
  EXPECT_NE(std::string(rammerEmuGetErrorString(rammerEmuErrorLaunchFailure)).find("barrier divergence"),
            std::string::npos);
  emu::reset();
  EXPECT_EQ(rammerEmuGetLastError(), rammerEmuSuccess);
  EXPECT_EQ(rammerEmuMemcpy(&x, &y, sizeof x, rammerEmuMemcpyHostToDevice), rammerEmuSuccess);
  EXPECT_EQ(x, 1);
}

RAMMER_KERNEL(kThreads) carve_too_much(Args) {
  RAMMER_DYNAMIC_SHARED(smem);
  rk::Block<kThreads> b(smem, kSmem);
  (void)b.template shared<int>(kThreads + 1);
}

TEST_F(Emu, CarvingPastTheSharedBudgetTraps) {
  EXPECT_EQ(launch(RAMMER_KERNEL_HANDLE(Args, carve_too_much), {nullptr, nullptr, 0}, 1), rammerEmuErrorLaunchFailure);
  EXPECT_GE(count_reports(emu::ReportKind::trap), 1) << all_reports();
}

// The cost of one fiber switch, for the record (the hand-written switch saves no signal mask, so it
// must beat ucontext's, which makes a system call).
TEST(EmuFiber, SwitchCost) {
  const double native = emu::measure_switch_ns(emu::SwitchKind::native, 200000);
  const double uc = emu::measure_switch_ns(emu::SwitchKind::ucontext, 200000);
  std::printf("fiber switch: native %.1f ns, ucontext %.1f ns\n", native, uc);
  ::testing::Test::RecordProperty("native_switch_ns", std::to_string(native));
  ::testing::Test::RecordProperty("ucontext_switch_ns", std::to_string(uc));
  EXPECT_GT(native, 0.0);
  EXPECT_LT(native, uc);
}

}  // namespace
