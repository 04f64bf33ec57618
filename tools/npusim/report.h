// What rammer-npusim prints and writes: the cycle/utilisation summary and the Perfetto trace.
#pragma once

#include <string>

#include "tools/npusim/simulator.h"

namespace rammer::npu {

// Total cycles and time at the clock, then per core: cycles, each unit's busy share of the total,
// matrix-unit MAC utilisation (MACs / (dim^2 x total cycles)) and DRAM bytes; deadlocks last.
std::string summary_text(const SimResult& r, const NpuConfig& cfg);

// Chrome JSON trace (opens in Perfetto / chrome://tracing): one process per core, one thread per
// unit (ctrl, dma, mat, vec), one complete event per instruction; timestamps in microseconds.
std::string chrome_trace_json(const SimResult& r, const NpuConfig& cfg);

}  // namespace rammer::npu
