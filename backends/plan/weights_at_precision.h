// Weights stored at a tensor-core precision (PlanOptions::weights_at_precision, rammerc --precision=fp16|bf16).
//
// k_contiguous_at converts one constant operand: read as a batch of matrices [batch..., R, C] (`matrix`,
// the constant's shape or a reshape of it with the same element count) whose reduction dim K is C
// (k_last) or R, it is stored as [batch..., other, Kp] in f16 or bf16 (round to nearest even; a NaN
// stays a NaN): every K-row contiguous and padded with zeros to Kp, a multiple of 8 elements (16
// bytes), so in a 64-byte aligned weight every row starts 16-byte aligned, as cp.async needs.
//
// drop_unused_weights then removes the weight tensors nothing reads any more (the f32 originals of
// converted constants; a converted copy whose op was refused after all): a base among `candidates`
// that no op operand (through its views), reference node, graph input or output names is removed with
// its views and its bytes; the other tensors keep their order, every tensor index in the plan is
// renumbered and every weight offset relocated (still 64-byte aligned).
#pragma once

#include <set>

#include "backends/plan/plan.h"

namespace rammer {

// K rounded up to a multiple of 8.
int64_t padded_k(int64_t K);
Tensor k_contiguous_at(const Tensor& c, const Shape& matrix, bool k_last, DType to);
void drop_unused_weights(Plan& plan, const std::set<int>& candidates);

}  // namespace rammer
