// split(): an rOperator under one rKernel variant -> its rTasks and the regions each reads/writes.
//
// Expects an rOperator whose accesses name tensors of `prog` and whose variant tile has the rank of
// its iteration space. Guarantees: tiles are enumerated row-major over the tile grid (rTask i of
// every call is the same tile); the write regions of distinct rTasks of an `id`-written tensor are
// disjoint and cover it; every region lies inside its tensor. Regions name the tensor as accessed
// (possibly a view); task_graph.h maps views to their base tensor.
#pragma once

#include <vector>

#include "rtask/rprogram.h"
#include "vdevice/cost_model.h"

namespace rammer {

struct RTaskRegions {
  std::vector<Region> reads;
  std::vector<Region> writes;
  double flops = 0;
  double bytes = 0;  // read + written bytes
};

// The space box of tile `index` under `tile`.
Region tile_box(const Shape& space, const std::vector<int64_t>& tile, int64_t index);

// One rTask; `index` in [0, tile_count(op.space, variant.tile)).
RTaskRegions split_task(const RProgram& prog, const ROperator& op, const RKernel& variant,
                        int64_t index);
// All rTasks of the op under `variant`.
std::vector<RTaskRegions> split(const RProgram& prog, const ROperator& op, const RKernel& variant);

// The work of rTask 0 (a full tile) as the cost model sees it.
TaskWork nominal_work(const RProgram& prog, const ROperator& op, const RKernel& variant);

}  // namespace rammer
