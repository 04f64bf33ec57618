// How long one instruction keeps its unit busy and when its results are complete, in cycles.
//
// The structure follows VTA's decoupled access-execute pipeline (fetch -> load/compute/store
// queues that run in order and meet only through dependency tokens) with Gemmini's
// weight-stationary systolic array as the matrix unit:
//   DMA     without an L2: occupancy = ceil(DRAM bytes / the core's equal share of the DRAM
//           bandwidth). With one (l2_cache.h): every byte passes the core's L2 port (its share of the
//           L2 bandwidth) and the misses the chip's one DRAM channel as well (stores write back), which
//           serves the cores' requests in arrival order at the whole device's bandwidth
//           (DramChannel); the transfer is pipelined through both, so occupancy = ceil(max(all
//           bytes / L2 bytes per cycle, the cycles until the channel has moved its DRAM bytes)).
//           Complete after a further DRAM latency, or the L2's when no byte went to DRAM (requests are
//           pipelined, so back-to-back transfers overlap their latency).
//   matrix  occupancy = max(m, dim): one row of A enters per cycle, and the next B preloads into the
//           array's shadow weights meanwhile; complete after dim (the first preload) + m +
//           2*dim - 2 (the skewed last row leaving the array).
//   vector  occupancy = ceil(elements / lanes); complete after the pipeline depth.
#pragma once

#include <cstdint>
#include <map>

#include "backends/npu/isa/isa.h"
#include "tools/npusim/execute.h"
#include "tools/npusim/npu_config.h"

namespace rammer::npu {

struct Cost {
  int64_t occupancy;  // cycles before the unit starts its next instruction
  int64_t complete;   // cycles from start until the results are visible (tokens pushed)
};

// The chip's DRAM channel when an L2 is modelled: misses and stores of all cores share it at the
// whole device's bandwidth. The simulator visits cores in turn (up to a quantum, simulator.h), so
// requests arrive out of time order: each takes the channel's earliest idle time from its start
// on, as a fluid, rather than queueing behind requests that start later.
class DramChannel {
 public:
  explicit DramChannel(double bytes_per_cycle = 1) : bytes_per_cycle(bytes_per_cycle) {}
  // Cycles from `start` until `bytes` requested at `start` have crossed the channel.
  double queue(int64_t start, int64_t bytes);
  double bytes_per_cycle;

 private:
  static constexpr int64_t kTicks = 16;  // the channel's time unit: 1/16 cycle
  std::map<int64_t, int64_t> busy_;      // disjoint busy intervals [start, end) in ticks
};

Cost instruction_cost(const Instr& in, const Effect& effect, const NpuConfig& cfg);

}  // namespace rammer::npu
