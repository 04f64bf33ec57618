// Per-layer figures of an artifact's run: which op each instruction belongs to (the rTask marks of
// manifest.json), and per op its matrix-unit utilisation beside its roofline bound.
//
//   cycles      from the op's first instruction start to its last instruction's end (any core)
//   MXU util    the op's MACs / (dim^2 x cores it ran on x cycles): DMA stalls and fill/drain included
//   roofline    min(1, arithmetic intensity x DRAM bytes per cycle per core / dim^2), the intensity
//               being the op's MACs / the fp16 bytes of its operands and result, each moved once
//   moved       the bytes its DMAs moved (zero padding included), for comparison
#pragma once

#include <string>
#include <vector>

#include "backends/npu/container/program.h"
#include "tools/npusim/simulator.h"

namespace rammer::npu {

struct OpMark {
  size_t instr = 0;  // first instruction of an rTask of op `op` in its core's stream
  int op = -1;
};

struct LayerStats {
  std::string name, kind;
  int64_t macs = 0, min_bytes = 0;        // intrinsic: from the manifest
  int64_t array_macs = 0, dram_bytes = 0;  // executed: mat.gemm MACs, DMA bytes
  int64_t start = -1, end = 0;
  int cores = 0;
  double utilisation(const NpuConfig& cfg) const;
  double roofline(const NpuConfig& cfg) const;
};

std::vector<LayerStats> layer_stats(const SimResult& r, const Program& p, const NpuConfig& cfg,
                                    const std::vector<std::string>& names, const std::vector<std::string>& kinds,
                                    const std::vector<int64_t>& macs, const std::vector<int64_t>& bytes,
                                    const std::vector<std::vector<OpMark>>& marks);

// One line per op that used the matrix unit, then the totals.
std::string layer_report_text(const std::vector<LayerStats>& layers, const NpuConfig& cfg);

}  // namespace rammer::npu
