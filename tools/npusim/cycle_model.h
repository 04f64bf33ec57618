// How long one instruction keeps its unit busy and when its results are complete, in cycles.
//
// The structure follows VTA's decoupled access-execute pipeline (fetch -> load/compute/store
// queues that run in order and meet only through dependency tokens) with Gemmini's
// weight-stationary systolic array as the matrix unit:
//   DMA     occupancy = ceil(DRAM bytes / the core's bytes per cycle); complete after a further
//           DRAM latency (requests are pipelined, so back-to-back transfers overlap their latency).
//   matrix  occupancy = max(m, dim): one row of A enters per cycle, and the next B preloads into the
//           array's shadow weights meanwhile; complete after dim (the first preload) + m +
//           2*dim - 2 (the skewed last row leaving the array).
//   vector  occupancy = ceil(elements / lanes); complete after the pipeline depth.
#pragma once

#include <cstdint>

#include "backends/npu/isa/isa.h"
#include "tools/npusim/execute.h"
#include "tools/npusim/npu_config.h"

namespace rammer::npu {

struct Cost {
  int64_t occupancy;  // cycles before the unit starts its next instruction
  int64_t complete;   // cycles from start until the results are visible (tokens pushed)
};

Cost instruction_cost(const Instr& in, const Effect& effect, const NpuConfig& cfg);

}  // namespace rammer::npu
