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
  int64_t dram_bytes = 0;  // bytes read from or written to DRAM
  int64_t macs = 0;        // multiply-accumulates of the matrix unit
  int64_t elements = 0;    // elements the vector unit read
};

Effect execute(const Instr& in, const NpuConfig& cfg, CoreMemory& core, std::vector<uint8_t>& dram);

}  // namespace rammer::npu
