// The functional semantics of rnpu-v1's DMA, matrix and vector instructions on one core's memories
// (docs/npu-isa.md states each one; the opcode table's meaning column is the short form).
//
// Expects an instruction whose loop deltas are already applied. Guarantees: every access is bounds
// checked (a rammer::Error names the memory, the address and the size), and the arithmetic is the
// documented one: fp16 products exact in fp32 and added in reduction order, int32 wrapping,
// requantisation rounding ties towards +infinity.
#pragma once

#include <cstdint>
#include <vector>

#include "backends/npu/isa/isa.h"
#include "tools/npusim/l2_cache.h"
#include "tools/npusim/npu_config.h"

namespace rammer::npu {

struct CoreMemory {
  std::vector<uint8_t> scratchpad;
  std::vector<uint32_t> acc;  // fp32 or int32 words, by the instruction that reads them
  // Set by dma.cfg.
  int64_t stride1 = 0, stride2 = 0, esize = 1;
};

// What an instruction did, for the timing model and the statistics.
struct Effect {
  int64_t dram_bytes = 0;  // bytes read from or written to DRAM (with an L2: its misses' lines, and stores)
  int64_t macs = 0;        // multiply-accumulates of the matrix unit
  int64_t elements = 0;    // elements the vector unit read
  // Set by the simulator's L2 model: the bytes the DMA moved through its core's L2 port (all it
  // read or wrote), those of a load that hit, and the cycles from the DMA's start until the shared
  // DRAM channel moved its DRAM bytes.
  int64_t port_bytes = 0;
  int64_t l2_hit_bytes = 0;
  double dram_channel_cycles = 0;
  std::vector<DramRow> dram_rows;  // a DMA's DRAM side as contiguous runs, when an L2 is modelled
};

Effect execute(const Instr& in, const NpuConfig& cfg, CoreMemory& core, std::vector<uint8_t>& dram);

}  // namespace rammer::npu
