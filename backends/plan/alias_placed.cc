#include "backends/plan/alias_placed.h"

#include <vector>

namespace rammer {

namespace {

namespace k = kernels;

bool is_store(const k::ElemStep& s) { return s.op == static_cast<int32_t>(k::ElemOp::store); }

// The tensor a store step writes (an operand of op), or -1.
int stored_tensor(const k::OpDesc& op, const k::ElemStep& s) {
  const int slot = s.dst - k::kOperandBase;
  return is_store(s) && slot >= 0 && slot < k::kMaxOperands ? op.operands[slot] : -1;
}

// Whether the elements of `a` and `b` sit at the same offsets from their first: the same shape and
// layout, and the same stride wherever a dimension has more than one element.
bool same_addressing(const k::TensorDesc& a, const k::TensorDesc& b) {
  if (a.rank != b.rank || a.dtype != b.dtype || a.layout != b.layout) return false;
  for (int d = 0; d < a.rank; ++d)
    if (a.shape[d] != b.shape[d] || (a.shape[d] > 1 && a.strides[d] != b.strides[d])) return false;
  return true;
}

}  // namespace

int alias_placed_outputs(Plan& plan) {
  const size_t n = plan.tensors.size();
  const int32_t workspace = static_cast<int32_t>(k::Buffer::workspace);
  std::vector<int> stores(n, 0);  // store steps naming each tensor, over all ops
  std::vector<char> viewed(n, 0), io(n, 0), copied(n, 0);
  for (const k::OpDesc& op : plan.ops)
    if (op.kind == static_cast<int32_t>(k::OpKind::concat))
      for (int s = 0; s < k::kMaxOperands; ++s)
        if (op.operands[s] >= 0) copied[static_cast<size_t>(op.operands[s])] = 1;
  for (const PlanTensor& t : plan.tensors)
    if (t.base >= 0) viewed[static_cast<size_t>(t.base)] = 1;
  for (const PlanIO& p : plan.inputs) io[static_cast<size_t>(p.tensor)] = 1;
  for (const PlanIO& p : plan.outputs) io[static_cast<size_t>(p.tensor)] = 1;
  for (const k::OpDesc& op : plan.ops)
    for (int s = 0; s < op.num_steps; ++s)
      if (const int t = stored_tensor(op, op.steps[s]); t >= 0) ++stores[static_cast<size_t>(t)];

  int aliased = 0;
  for (k::OpDesc& op : plan.ops) {
    for (int s = 0; s < op.num_steps; ++s) {
      const int own = stored_tensor(op, op.steps[s]);
      if (own < 0) continue;
      const size_t o = static_cast<size_t>(own);
      PlanTensor& t = plan.tensors[o];
      if (t.base >= 0 || t.desc.buffer != workspace || viewed[o] || io[o] || copied[o] || stores[o] != 1) continue;
      // A later store of the same register, not rewritten in between, into a workspace view.
      const int32_t reg = op.steps[s].a;
      for (int u = s + 1; u < op.num_steps; ++u) {
        const k::ElemStep& later = op.steps[u];
        if (!is_store(later) && later.dst == reg) break;
        const int slice = stored_tensor(op, later);
        if (slice < 0 || later.a != reg || slice == own) continue;
        const PlanTensor& v = plan.tensors[static_cast<size_t>(slice)];
        if (v.base < 0 || v.desc.buffer != workspace || stores[static_cast<size_t>(slice)] != 1 ||
            !same_addressing(t.desc, v.desc))
          continue;
        t.base = v.base;
        t.desc.offset = v.desc.offset;
        t.io_bytes = 0;
        for (int w = u; w + 1 < op.num_steps; ++w) op.steps[w] = op.steps[w + 1];
        op.steps[--op.num_steps] = k::ElemStep{};
        ++aliased;
        break;
      }
    }
  }
  return aliased;
}

}  // namespace rammer
