#include "tools/npusim/cycle_model.h"

#include <algorithm>
#include <cmath>

namespace rammer::npu {

Cost instruction_cost(const Instr& in, const Effect& effect, const NpuConfig& cfg) {
  switch (op_info(in.op).unit) {
    case Unit::DMA: {
      if (in.op == Opcode::DMA_CFG) return {1, 1};
      auto transfer = int64_t(std::ceil(double(effect.dram_bytes) / cfg.dram_bytes_per_cycle));
      transfer = std::max<int64_t>(transfer, 1);
      return {transfer, transfer + cfg.dma_latency_cycles};
    }
    case Unit::MAT: {
      int64_t m = in[Field::m];
      return {std::max<int64_t>(m, cfg.dim), cfg.dim + m + 2 * cfg.dim - 2};
    }
    case Unit::VEC: {
      int64_t busy = std::max<int64_t>((effect.elements + cfg.vector_lanes - 1) / cfg.vector_lanes, 1);
      return {busy, busy + cfg.vector_latency_cycles};
    }
    case Unit::CTRL: break;
  }
  return {1, 1};
}

}  // namespace rammer::npu
