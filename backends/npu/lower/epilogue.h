// An op's elementwise epilogue program (kernels/op_desc.h ElemStep) as vector-unit steps on a tile.
//
// Accepts programs that keep their value in register 0: unary relu / sigmoid / tanh / exp, binary
// add / sub / mul / max / min of register 0 and an operand, and stores of register 0. A program
// without a store stores to `output_operand`. Anything else is an error naming the node.
#pragma once

#include <vector>

#include "backends/npu/lower/gemm_group.h"

namespace rammer::npu {

// `operands` receives the OpDesc operand slot of each EpilogueOp::operand index.
std::vector<EpilogueOp> translate_epilogue(const LowerContext& cx, int op, int output_operand,
                                           std::vector<int>& operands);

}  // namespace rammer::npu
