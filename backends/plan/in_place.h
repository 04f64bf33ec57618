// in_place: ops whose output may take the bytes of one of their inputs.
//
// A pair (op, read, written) names an op whose rTask k reads exactly its own tile box of `read` (an
// id or same-shape broadcast access, named once among its reads) and writes the same box of `written`
// (an id access, the only op writing it), both workspace base tensors of the op's iteration-space shape
// and one dtype: a conv or GEMM whose epilogue adds a residual, an elementwise op. Within an rTask the tile is read before
// its result is stored (the NPU's per-group loads), so when the memory plan also proves every other
// access to `read` before the op, `written` may sit exactly over `read` (memory_plan.h).
#pragma once

#include <vector>

#include "backends/plan/plan.h"
#include "rtask/rprogram.h"

namespace rammer {

struct InPlacePair {
  int op = -1;
  int read = -1, written = -1;  // plan tensors
};

std::vector<InPlacePair> in_place_pairs(const Plan& plan, const RProgram& program);

}  // namespace rammer
