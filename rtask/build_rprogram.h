// build_rprogram: an optimised Graph -> rProgram.
//
// Expects a Graph with static shapes (after optimize_graph). Nodes marked epilogue_of = <anchor>
// join their anchor's rOperator; a run of other elementwise nodes becomes one rOperator; views
// (Reshape, Flatten, Squeeze, Unsqueeze, Identity) become view tensors with no rTasks;
// LSTM/GRU/RNN are unrolled into a gate-GEMM and a pointwise-cell rOperator per direction and
// timestep. Other ops become one rOperator each; an op without a specific access model reads its
// inputs whole (correct, only coarser). Guarantees: ops are in topological order (by tensor), every
// op has at least one variant, `chosen` = 0.
#pragma once

#include "frontend/graph/graph.h"
#include "rtask/rprogram.h"
#include "rtask/variants.h"

namespace rammer {

RProgram build_rprogram(const Graph& g, const VariantOptions& options = {});

// Ops that become views (no rTasks): their split in the op registry (rtask/op_split.h).
bool is_view_op(const std::string& op);
// Ops fused into elementwise chains: their split in the op registry.
bool is_elementwise_op(const std::string& op);

}  // namespace rammer
