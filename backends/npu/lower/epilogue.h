// An op's elementwise epilogue program (kernels/op_desc.h ElemStep) as vector-unit steps on a tile.
//
// Register 0 starts as the accumulator tile. Accepts unary relu / sigmoid / tanh / exp / sqrt /
// erf / reciprocal / gelu / neg / clip / hard_sigmoid / hard_swish / leaky_relu (alpha <= 1), binary add / sub / mul / div / max / min of any registers and
// operands, Pow by a constant 2, 1, 0.5 or -1, and stores of computed values. A program without a
// store stores register 0 to `output_operand`. Anything else is an error naming the node.
#pragma once

#include <vector>

#include "backends/npu/lower/gemm_group.h"

namespace rammer::npu {

// What an EpilogueOp operand index names: an OpDesc operand slot, or an fp16 scalar the lowering
// appended to the weights image (Clip's bounds, Neg's -1).
struct EpilogueOperand {
  int slot = -1;
  int64_t const_addr = -1;
};

// An operand's DRAM address and element strides over the op's space (all zero for a scalar).
struct OperandView {
  int64_t addr = 0;
  int64_t strides[kernels::kMaxRank] = {};
};
OperandView operand_view(const LowerContext& cx, int op, const EpilogueOperand& operand);

std::vector<EpilogueOp> translate_epilogue(LowerContext& cx, int op, int output_operand,
                                           std::vector<EpilogueOperand>& operands);

}  // namespace rammer::npu
