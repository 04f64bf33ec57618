// rammer-npusim's engine: runs a Program on the simulated NPU, functionally and timed.
//
// Functional: each core executes its dynamic instruction stream in program order against its own
// scratchpad and accumulator and the shared DRAM. For a program whose every cross-queue and
// cross-core data dependency is covered by a token or a SIGNAL/WAIT, program order is the order the
// hardware produces, so results are exact; with SimOptions::check_races a dependency between a
// core's queues that no token carries is reported (race_checker.h); races between cores are not.
// Timed: a core's front end dispatches one instruction per cycle (a loop instruction costs one);
// DMA, MAT and VEC run their queues in order (tools/npusim/cycle_model.h), an instruction starting
// when its unit is free and the tokens it pops have been pushed. DMAs share the chip's L2
// (l2_cache.h) when the device has one. SIGNAL waits until everything
// before it completed (release) and is seen by other cores sync_latency cycles later; WAIT holds
// the front end until every masked core's counter reached its step (acquire).
// Cores are advanced in turn, each up to a time horizon that moves on in small quanta, so that
// their DMAs reach the shared L2 nearly in time order (the timing does not depend on the order).
// Deadlock: every core finished or waits on a counter no core will raise; a pop with no earlier
// push of that token also deadlocks. Both are reported, not hung on.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "backends/npu/container/program.h"
#include "tools/npusim/execute.h"
#include "tools/npusim/npu_config.h"

namespace rammer::npu {

struct TraceSlice {
  int core;
  Unit unit;
  std::string name;  // mnemonic, and the static index of the instruction
  int64_t start, cycles;
  int64_t index = -1;  // the instruction's static index in its core's stream
  int64_t dram_bytes = 0, l2_bytes = 0;  // a DMA's DRAM traffic and L2 hits
};

struct CoreStats {
  int64_t cycles = 0;                       // until this core's last instruction completed
  std::array<int64_t, kUnitCount> busy{};   // occupancy summed per unit (ctrl: cycles stalled in WAIT)
  int64_t instructions = 0;                 // dynamic, loops expanded
  int64_t macs = 0;
  int64_t dram_bytes = 0;                   // DRAM traffic: loads' misses (whole L2 lines) and stores
  int64_t l2_bytes = 0;                     // bytes loads read from the L2
  int64_t signals = 0;                      // the final step counter
};

struct SimResult {
  int64_t cycles = 0;  // the slowest core, then the L2's final write-back
  int64_t flush_bytes = 0, flush_cycles = 0;  // the dirty bytes the L2 wrote back after the last core
  std::vector<CoreStats> cores;
  std::vector<TraceSlice> trace;
  std::vector<std::string> deadlock;  // one line per stuck core; empty when every core finished
  bool deadlocked() const { return !deadlock.empty(); }
};

struct SimOptions {
  bool record_trace = true;
  // Report races between a core's queues on its scratchpad and accumulator (race_checker.h): a
  // dependency the streams do not carry by a token. Costs memory and time; tests and
  // rammer-npusim --check-races turn it on.
  bool check_races = false;
  int64_t max_instructions = 100'000'000;  // dynamic instructions over all cores, a guard for runaway loops
};

class Simulator {
 public:
  // Errors when the program has more cores than the device.
  static Result<Simulator> create(const NpuConfig& cfg, Program program);

  std::vector<uint8_t>& dram() { return dram_; }
  CoreMemory& core(int c) { return memories_[size_t(c)]; }

  // Runs every stream to its end or to a deadlock. An invalid instruction (out-of-bounds access,
  // a loop past its stream) is a Status naming the core, the instruction index and its text.
  Result<SimResult> run(const SimOptions& options = {});

 private:
  Simulator(const NpuConfig& cfg, Program program);
  NpuConfig cfg_;
  Program program_;
  std::vector<uint8_t> dram_;
  std::vector<CoreMemory> memories_;
};

}  // namespace rammer::npu
