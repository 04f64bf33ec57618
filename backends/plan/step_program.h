// Elementwise step programs (kernels/op_desc.h ElemStep) from a run of graph nodes: the body of an
// Elementwise rOperator, or the epilogue of a Conv/Gemm/MatMul (register 0 = the accumulator, which
// the program never overwrites, so a kernel may store it to y before or after the program).
//
// Expects: the nodes in order, all outputs of the space's shape and f32. Guarantees: each external
// input becomes an operand (a broadcast view of the space); each node output that `writes` names is
// stored to its operand; or the program comes back with `refused` saying why the VM cannot run it
// (too many steps/operands/registers, an op or dtype the VM lacks), so the caller can fall back to a
// reference op. A refusal is a value, not an exception: the Target learns what it can run from it.
#pragma once

#include <string>
#include <vector>

#include "backends/plan/plan_tensors.h"

namespace rammer::plan_detail {

struct StepProgram {
  std::vector<int> operands;  // tensor indices, in operand order (after any fixed slots)
  std::vector<kernels::ElemStep> steps;
  std::string refused;        // why the step VM cannot run the chain ("" = it can; then use the rest)
};

// A value also stored, through a Relu when `relu`, into tensor `view` (a view of the space's
// shape): an input of a Concat placed into the Concat's output (rtask/place_concat.h).
struct Placement {
  std::string value;
  int view = -1;
  bool relu = false;
};

// An inference BatchNormalization folded to y = x * scale + shift with per-channel f32 scale and
// shift ([C], C = the input's dim 1); false when its four parameters are not constants.
bool fold_batch_norm(const Graph& g, const Node& bn, Tensor* scale, Tensor* shift);

// `acc_value` ("" for a plain chain) is the value held in register 0 on entry; `first_operand` is the
// operand slot of the program's first operand (4 for conv/gemm epilogues, 0 for elementwise).
StepProgram build_step_program(const Graph& g, TensorTable& tensors, const std::vector<const Node*>& nodes,
                               const Shape& space, const std::string& acc_value, int first_operand,
                               const std::vector<std::string>& stored,
                               const std::vector<Placement>& placed = {});

}  // namespace rammer::plan_detail
