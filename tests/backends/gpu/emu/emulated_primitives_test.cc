// kernels/ldmatrix.h and kernels/cp_async.h on the emulated GPU (built with RAMMER_EMULATED): the
// ldmatrix lane layout of the PTX ISA through the warp exchange, and cp.async's deferred copies as
// the race detector sees them: a clean copy-wait-barrier-read, a removed wait (stale data), a removed
// barrier (a race), and a read of a destination while its copy is in flight (a race reported when
// the copy lands, phases later).
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/runtime/rammer_target.h"
#include "kernels/common.h"
#include "kernels/cp_async.h"
#include "kernels/ldmatrix.h"

namespace rammer::kernels {
namespace {

namespace emu = rammer::emu;

constexpr int kThreads = 64;
constexpr size_t kSmem = 4096;

std::string all_reports() {
  std::string s;
  for (const emu::Report& r : emu::reports()) s += std::string(emu::report_kind_name(r.kind)) + ": " + r.text + "\n";
  return s;
}

int count_reports(emu::ReportKind kind) {
  int n = 0;
  for (const emu::Report& r : emu::reports()) n += r.kind == kind;
  return n;
}

struct Args {
  const float* src;  // kThreads x 4 floats, 16-byte aligned
  uint32_t* out;     // kThreads x 4 words
  int mode;          // CopyKernel: 0 clean, 1 read a destination while its copy is in flight
};

uint16_t tag(int w, int m, int r, int c) { return static_cast<uint16_t>((w << 12) | (m << 8) | (r << 4) | c); }

// Matrix m's row r of warp w at a scattered 16-byte slot; each lane supplies its row's address.
int slot(int i) { return (i * 37 + 11) % 64; }

RAMMER_KERNEL(kThreads) ldmatrix_kernel(Args a) {
  RAMMER_DYNAMIC_SHARED(smem);
  Block<kThreads> b(smem, kSmem);
  SharedPtr<uint16_t> s = b.template shared<uint16_t>(64 * 8);
  b.threads([&](int t) {
    const int w = t / 32, l = t % 32;
    for (int c = 0; c < 8; ++c) s[slot(t) * 8 + c] = tag(w, l / 8, l % 8, c);
  });
  b.sync();
  PerThread<uint32_t[4], kThreads> out;
  ldmatrix<4>(b, [&](int t) { return s + slot(t) * 8; }, [&](int t, int j, uint32_t w) { out(t)[j] = w; });
  b.threads([&](int t) {
    for (int j = 0; j < 4; ++j) a.out[t * 4 + j] = out(t)[j];
  });
}

TEST(EmulatedLdmatrix, X4FollowsThePtxLayout) {
  emu::reset();
  emu::set_device_model({1, 1});
  std::vector<uint32_t> out(kThreads * 4, 0);
  Args args{nullptr, out.data(), 0};
  void* argv[] = {&args};
  ASSERT_EQ(rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(Args, ldmatrix_kernel), dim3(1), dim3(kThreads), argv,
                                             kSmem, nullptr),
            rammerEmuSuccess);
  ASSERT_EQ(rammerEmuDeviceSynchronize(), rammerEmuSuccess);
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
  for (int t = 0; t < kThreads; ++t) {
    const int w = t / 32, l = t % 32;
    for (int j = 0; j < 4; ++j) {
      const uint32_t want = tag(w, j, l / 4, 2 * (l % 4)) | (static_cast<uint32_t>(tag(w, j, l / 4, 2 * (l % 4) + 1)) << 16);
      EXPECT_EQ(out[static_cast<size_t>(t * 4 + j)], want) << "thread " << t << " matrix " << j;
    }
  }
}

// Thread t copies chunk t of src into shared chunk t, waits, and after the barrier reads chunk t + 1.
RAMMER_KERNEL(kThreads) copy_kernel(Args a) {
  RAMMER_DYNAMIC_SHARED(smem);
  Block<kThreads> b(smem, kSmem);
  SharedPtr<float> s = b.template shared<float>(kThreads * 4);
  PerThread<AsyncCopies, kThreads> pipe;
  b.threads([&](int t) {
    cp_async_16(pipe(t), s + t * 4, a.src + t * 4, kAsyncCopyBytes);
    cp_async_commit(pipe(t));
    // The planted bug: the next thread's destination, read while its copy may be landing.
    if (a.mode == 1) a.out[t * 4] = float_bits(s[((t + 1) % kThreads) * 4]);
  });
  if (a.mode == 1) b.sync();  // the copies land after this barrier, the read was before it
  b.threads([&](int t) { cp_async_wait<0>(pipe(t)); });
  b.sync();
  b.threads([&](int t) {
    for (int j = 0; j < 4; ++j) a.out[t * 4 + j] = float_bits(s[((t + 1) % kThreads) * 4 + j]);
  });
}

struct alignas(16) Source {
  float v[kThreads * 4];
};

struct CopyRun {
  Source src;
  std::vector<uint32_t> out;
  bool launched = false;
  bool expected() const {
    for (int t = 0; t < kThreads; ++t)
      for (int j = 0; j < 4; ++j)
        if (out[static_cast<size_t>(t * 4 + j)] != float_bits(src.v[((t + 1) % kThreads) * 4 + j])) return false;
    return true;
  }
};

CopyRun run_copy(int mode, const std::string& skip) {
  emu::reset();
  emu::set_device_model({1, 1});
  emu::skip_barrier_site(skip);
  CopyRun r;
  for (int i = 0; i < kThreads * 4; ++i) r.src.v[i] = static_cast<float>(i) + 0.5f;
  r.out.assign(kThreads * 4, 0);
  Args args{r.src.v, r.out.data(), mode};
  void* argv[] = {&args};
  rammerEmuError_t e = rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(Args, copy_kernel), dim3(1),
                                                        dim3(kThreads), argv, kSmem, nullptr);
  if (e == rammerEmuSuccess) e = rammerEmuDeviceSynchronize();
  r.launched = e == rammerEmuSuccess;
  return r;
}

TEST(EmulatedCpAsync, WaitThenBarrierIsCleanAndBothMatter) {
  const CopyRun clean = run_copy(0, "");
  EXPECT_TRUE(clean.launched && emu::reports().empty()) << all_reports();
  EXPECT_TRUE(clean.expected());
  const std::vector<std::string> waits = emu::async_wait_sites(), barriers = emu::barrier_sites();
  ASSERT_EQ(waits.size(), 1u);
  ASSERT_EQ(barriers.size(), 1u);

  // Without the wait the copies never land: the reads see the fresh (NaN) shared memory, and the
  // kernel ends with copies in flight (a trap).
  const CopyRun no_wait = run_copy(0, waits[0]);
  EXPECT_FALSE(no_wait.expected());
  EXPECT_GE(count_reports(emu::ReportKind::trap), 1) << all_reports();

  // Without the barrier after the wait, a thread reads its neighbour's chunk as it lands.
  run_copy(0, barriers[0]);
  EXPECT_GE(count_reports(emu::ReportKind::shared_race), 1) << all_reports();
}

TEST(EmulatedCpAsync, ReadingADestinationInFlightIsARaceWhenItLands) {
  run_copy(1, "");
  EXPECT_GE(count_reports(emu::ReportKind::shared_race), 1) << all_reports();
}

}  // namespace
}  // namespace rammer::kernels
