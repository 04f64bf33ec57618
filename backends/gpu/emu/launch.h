// launch.h: one emulated kernel launch. Every thread of every block is a Fiber; one OS thread (the
// caller's) schedules them, picking a runnable fiber at random (seeded) at every switch point:
// barrier arrival, spin pause, atomics. The device hooks of rammer_emu.h find their launch, block
// and thread through the scheduling OS thread's current fiber.
//
// Barrier semantics: a block's barrier completes when all blockDim threads have arrived; a thread
// that exited never arrives, so the others wait forever and the launch reports a deadlock (and the
// divergence that caused it) instead of hanging. A barrier site named by skip_barrier_site() is a
// no-op for every thread.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/emu/fiber.h"
#include "backends/gpu/runtime/rammer_emu.h"

namespace rammer::emu {

struct LaunchConfig {
  const KernelHandle* kernel = nullptr;
  dim3 grid, block;
  std::vector<unsigned char> args;  // a copy of *args[0], kernel->arg_bytes long
  size_t shared_bytes = 0;
  uint64_t seed = 1;
};

// Runs the launch to completion on the calling thread; reports go to the device. Returns the
// reports' text (empty when the launch was clean).
std::string run_launch(const LaunchConfig& config);

// A barrier or call site: file and line as the compiler spelled them.
struct Site {
  const char* file = nullptr;
  int line = 0;
  bool operator==(const Site& o) const;
  std::string str() const;  // "file:line", or "kernel start"
};

// Shadow state of one 4-byte word of shared memory: the last write and the reads of the current
// phase (a thread, or kMany), each with the phase and the b.threads site it happened in.
struct ShadowWord {
  uint32_t write_phase = 0, read_phase = 0;
  uint16_t write_thread = 0, read_thread = 0;
  uint16_t write_site = 0, read_site = 0;
};
constexpr uint16_t kManyThreads = 0xffff;

struct Launch;

// A warp's (or a wave's) exchange point (rammer_emu.h, warp_exchange and wave_exchange): lanes
// deposit, the last one wakes the rest.
// Two buffers by generation, so a lane that runs ahead into the next exchange cannot overwrite what a
// slow lane has yet to read.
struct WarpState {
  int arrived = 0;
  uint64_t generation = 0;
  std::vector<unsigned char> buffer[2];
  std::vector<struct FiberState*> waiting;
};

struct BlockState {
  int index = 0;
  std::vector<WarpState> warps;  // sized at the first exchange
  std::vector<WarpState> waves;  // 64-lane groups (wave_exchange), sized at the first exchange
  dim3 idx;
  int threads = 0;
  std::unique_ptr<unsigned char[]> smem_storage;
  unsigned char* smem = nullptr;
  size_t smem_bytes = 0;
  std::vector<ShadowWord> shadow;
  std::vector<std::pair<const void*, std::unique_ptr<unsigned char[]>>> shared_vars;
  uint32_t phase = 1;  // incremented by every completed barrier
  Site phase_site;     // the barrier that began this phase
  int arrived = 0, done = 0;
  Site wait_site;
  std::vector<struct FiberState*> waiting;
  bool divergence_reported = false, exit_reported = false;
  // Check c: the tile work and the release/acquire of the current phase.
  uint32_t work_phase = 0;
  int work_thread = -1;
  bool work_many = false;
  uint16_t work_site = 0;
  uint32_t sync_phase = 0;
  int sync_thread = -1;
  const char* sync_what = "";
  Site sync_site;
  bool sync_reported = false;
};

enum class FiberRun { runnable, at_barrier, done };

struct FiberState {
  FiberState(Launch* l, BlockState* b, int t, SwitchKind kind);
  Fiber fiber;
  Launch* launch;
  BlockState* block;
  int thread;
  dim3 tid;
  FiberRun run = FiberRun::runnable;
  size_t runnable_pos = 0;
  Site wait_site;
  const char* tile = nullptr;  // RAMMER_TILE_SCOPE
  uint16_t work_site = 0;      // the b.threads body this thread is in
};

struct Launch {
  explicit Launch(const LaunchConfig& c);
  const LaunchConfig& config;
  std::mt19937_64 rng;
  std::vector<std::unique_ptr<BlockState>> blocks;
  std::vector<std::unique_ptr<FiberState>> fibers;
  std::vector<FiberState*> runnable;
  HostContext host;
  bool aborted = false;
  std::string skip_file;
  int skip_line = -1;
  std::set<std::pair<const char*, int>> barrier_sites;
  std::set<std::pair<const char*, int>> async_wait_sites;
  std::vector<Site> sites;  // b.threads sites by id (id 0: none)
  std::vector<Report> reports;
  int suppressed = 0;
  // Spin watchdog: the device's progress count when last seen changing, and when.
  uint64_t seen_progress = 0;
  int64_t seen_progress_ns = 0;
  uint64_t spins = 0;

  void make_runnable(FiberState* f);
  void make_waiting(FiberState* f);
  uint16_t site_id(const char* file, int line);
  // Adds a report unless eight of its kind are in already (a missing barrier races on every word).
  bool wants_report(ReportKind kind);
  void report(ReportKind kind, std::string text);
};

// The fiber the calling OS thread is running, or null outside a launch.
FiberState* current_fiber();

// "tile 'gemm' block 2" for reports.
std::string where(const FiberState& f);
// "3, 5, 7 (3 threads)": a short list of thread indices.
std::string thread_list(const std::vector<int>& threads);

}  // namespace rammer::emu
