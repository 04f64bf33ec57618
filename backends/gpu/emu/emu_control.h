// emu_control.h: the control API of the emulated GPU (librammer_gpu_emu.so): the device model, the
// scheduling seed, barrier mutations and the reports of the checks. One emulated device per process,
// shared by every library that links it (several dlopen'ed models included).
//
// Environment defaults: RAMMER_EMU_SMS (4), RAMMER_EMU_BLOCKS_PER_SM (1), RAMMER_EMU_SEED (1).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rammer::emu {

// How many blocks a cooperative launch may hold at once: sms * blocks_per_sm.
struct DeviceModel {
  int sms = 4;
  int blocks_per_sm = 1;
};
void set_device_model(const DeviceModel& model);
DeviceModel device_model();

// Launch i (counted from the last set_seed) schedules its fibers from a generator seeded with
// (seed, i): a seed reproduces every interleaving.
void set_seed(uint64_t seed);

// A wait that sees no progress on the whole device for this long is reported as a deadlock.
void set_spin_timeout_ms(int ms);

enum class ReportKind {
  barrier_divergence,  // threads of a block at different barriers, or exited while others wait
  deadlock,            // a block that can never finish
  shared_race,         // two threads, one writing, touch a shared word in one barrier phase
  sync_without_barrier,  // a release/acquire in the same barrier phase as another thread's tile work
  trap,                // the kernel stopped itself (e.g. shared memory carved past the budget)
};
const char* report_kind_name(ReportKind kind);

struct Report {
  ReportKind kind;
  std::string text;  // tile kernel, block, threads, call sites, addresses
};
std::vector<Report> reports();
void clear_reports();

// Barrier call sites ("file:line") passed by any launch since the last clear, sorted.
std::vector<std::string> barrier_sites();
// The same for cp.async.wait_group call sites (kernels/cp_async.h); cleared with the barrier sites.
std::vector<std::string> async_wait_sites();
void clear_barrier_sites();
// Makes the barrier or cp.async wait at `site` ("file:line", as barrier_sites() or
// async_wait_sites() names it) a no-op: the kernel as if built without it. An empty site restores
// every one.
void skip_barrier_site(const std::string& site);

// Named event counters that emulated device code bumps (rammer_emu.h counter_add), for tests that
// count what a kernel does (an RNN step's loads of resident weights, kernels/rnn.h); 0 when never
// bumped since the last clear.
uint64_t counter(const std::string& name);
void clear_counters();

// Waits for every stream, then clears the sticky error, the reports, the barrier sites, the
// counters and the mutation, as a fresh device.
void reset();

// Fiber context switches: the hand-written x86-64 switch where available, else ucontext.
enum class SwitchKind { native, ucontext };
SwitchKind default_switch_kind();
// Nanoseconds per switch (one direction), measured with `rounds` ping-pong round trips.
double measure_switch_ns(SwitchKind kind, int rounds);

}  // namespace rammer::emu
