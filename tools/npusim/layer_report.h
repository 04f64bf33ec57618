// Per-layer figures of an artifact's run: which op each instruction belongs to (the rTask marks of
// manifest.json), and per op its matrix-unit utilisation beside its roofline bound.
//
//   cycles      from the op's first instruction start to its last instruction's end (any core)
//   MXU util    the op's MACs / (dim^2 x cores it ran on x cycles): DMA stalls and fill/drain included
//   roofline    min(1, arithmetic intensity x DRAM bytes per cycle per core / dim^2), the intensity
//               being the op's MACs / the fp16 bytes of its operands and result, each moved once
//   moved       the bytes its DMAs moved (zero padding included), for comparison
//   traffic     the bound the streams' own traffic sets: the op's MACs / (dim^2 x cores x the
//               slowest core's max(its array MACs / dim^2, its DMA bytes / its bytes per cycle)). Each
//               core moves its own copy of the operands its rTasks read (16 cores, private
//               bandwidth shares, no shared cache modelled), so an op split over the cores moves
//               more than the roofline's once-each bytes; utilisation near this bound means the
//               pipeline overlaps well and only the traffic is left to cut.
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
  std::vector<int64_t> core_macs, core_bytes;  // per core of the program
  double utilisation(const NpuConfig& cfg) const;
  double roofline(const NpuConfig& cfg) const;
  double traffic_bound(const NpuConfig& cfg) const;
};

std::vector<LayerStats> layer_stats(const SimResult& r, const Program& p, const NpuConfig& cfg,
                                    const std::vector<std::string>& names, const std::vector<std::string>& kinds,
                                    const std::vector<int64_t>& macs, const std::vector<int64_t>& bytes,
                                    const std::vector<std::vector<OpMark>>& marks);

// One line per op that used the matrix unit, then the totals.
std::string layer_report_text(const std::vector<LayerStats>& layers, const NpuConfig& cfg);

}  // namespace rammer::npu
