// Per-layer figures of an artifact's run: which op each instruction belongs to (the rTask marks of
// manifest.json), and per op its matrix-unit utilisation beside its roofline bound.
//
//   cycles      from the op's start to its last instruction's end (any core). An rTask starts when the
//               WAITs right before it are satisfied, or without WAITs when its first instruction
//               starts: the constant loads it issues ahead of its WAITs (during the op before) are its
//               bytes, and count in its cycles only where they run past its WAITs
//   MXU util    the op's MACs / (dim^2 x cores it ran on x cycles): DMA stalls and fill/drain included
//   roofline    min(1, arithmetic intensity x DRAM bytes per cycle per core / dim^2), the intensity
//               being the op's MACs / the fp16 bytes of its operands and result, each moved once
//   moved       the bytes its DMAs moved into and out of the scratchpads (zero padding included)
//   dram        the bytes of those that went to or came from DRAM: without an L2 all of them; with
//               one (l2_cache.h) the loads' misses, whole lines, and the stores
//   traffic     the bound the streams' own traffic sets: the op's MACs / (dim^2 x cores x the
//               slowest core's max(its array MACs / dim^2, its DMA time)), the DMA time being
//               without an L2 its DRAM bytes / its DRAM share, with one the larger of its bytes / its
//               L2 share and the op's DRAM bytes / the whole DRAM bandwidth. Each core moves its own copy of
//               the operands its rTasks read, so an op split over the cores moves more than the
//               roofline's once-each bytes, and without an L2 every copy comes from DRAM;
//               utilisation near this bound means the pipeline overlaps well and only the traffic is
//               left to cut.
#pragma once

#include <string>
#include <vector>

#include "backends/npu/container/program.h"
#include "tools/npusim/simulator.h"

namespace rammer::npu {

struct OpMark {
  size_t instr = 0;  // first instruction of an rTask of op `op` in its core's stream, after its WAITs
  int op = -1;
  size_t code = SIZE_MAX;  // where the rTask's code begins, its constant loads ahead of the WAITs (SIZE_MAX: instr)
  size_t first() const { return code < instr ? code : instr; }  // its first instruction
};

struct LayerStats {
  std::string name, kind;
  int64_t macs = 0, min_bytes = 0;        // intrinsic: from the manifest
  int64_t array_macs = 0, moved_bytes = 0;  // executed: mat.gemm MACs, DMA bytes
  int64_t dram_bytes = 0;                    // the DRAM traffic of those DMAs (from the run's trace)
  int64_t start = -1, end = 0;
  int cores = 0;
  std::vector<int64_t> core_macs, core_moved;  // per core of the program
  std::vector<int64_t> core_dram, core_l2;     // per core: DRAM traffic, L2 hits
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
