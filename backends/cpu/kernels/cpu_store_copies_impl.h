// A conv whose step program ends in two stores of one value has no tile epilogue form
// (epilogue_form.h takes one store), so it used to leave the conv tiles for the generic im2col
// path that runs the program point by point. That program comes from a conv whose output another
// op reads and whose value rtask/place_concat.h also places into a Concat's slice. The CPU plan
// moves most such outputs into their slice and drops the second store (backends/plan/
// alias_placed.h: a UNet's encoder convs); it keeps the two stores for a value that copies also
// move into further Concats (DenseNet's feature maps) and where the two layouts differ.
// with_store_copies runs such a conv's tile kernel with the first store only, then copies its box
// of that output into the other destinations: one pass over the box.
#pragma once

#include "backends/cpu/kernels/cpu_copy_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// How many stores of the value the first of the program's closing stores writes follow that
// store at the program's end (0: the program does not end in two or more stores of one register).
inline int trailing_extra_stores(const k::OpDesc& op) {
  const int n = op.num_steps;
  int first = n;
  while (first > 0 && op.steps[first - 1].op == static_cast<int32_t>(k::ElemOp::store)) --first;
  if (n - first < 2) return 0;
  for (int s = first; s < n; ++s)
    if (op.steps[s].a != op.steps[first].a || op.steps[s].dst < k::kOperandBase) return 0;
  return n - first - 1;
}

// run(op) for the op's tile, or, when its program ends in extra stores of one value (f32 operands
// of the op's shape), run(the op without them) and then the copies. False: nothing written.
template <class Run>
inline bool with_store_copies(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task, Run run) {
  const int extra = trailing_extra_stores(op);
  if (extra == 0 || op.rank < 1) return run(op);
  const int first = op.num_steps - extra - 1;
  const int32_t src = op.operands[op.steps[first].dst - k::kOperandBase];
  for (int s = first; s < op.num_steps; ++s) {
    const int32_t t = op.operands[op.steps[s].dst - k::kOperandBase];
    if (t < 0 || !is_f32(T, t) || T[t].rank != op.rank) return run(op);
    for (int d = 0; d < op.rank; ++d)
      if (T[t].shape[d] != op.space[d]) return run(op);
  }
  k::OpDesc main = op;
  main.num_steps = first + 1;
  if (!run(main)) return false;
  const Box b = task_box(op, task);
  if (!nonempty(b)) return true;
  for (int s = first + 1; s < op.num_steps; ++s) {
    const int32_t t = op.operands[op.steps[s].dst - k::kOperandBase];
    move_box(static_cast<int>(sizeof(float)), b, T[src].strides, static_cast<const char*>(ptrs[src]), 0, T[t].strides,
             static_cast<char*>(ptrs[t]));
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
