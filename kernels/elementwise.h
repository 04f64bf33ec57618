// The elementwise step-program VM (OpKind::elementwise) and its use as the epilogue of conv/gemm.
//
// A program (OpDesc::steps) runs per point of the space on kRegs float registers; sources below
// kOperandBase are registers, kOperandBase + k loads operand k at the point through its broadcast
// view (the view has the space's rank). Each ElemOp's formula is kernels/scalar_ops.h's, the one
// the reference interpreter (frontend/ops/elementwise*.cc) evaluates too.
#pragma once

#include "kernels/common.h"
#include "kernels/scalar_ops.h"

namespace rammer::kernels {

// The register file is addressed by constant indices only (unrolled selects), so it stays in
// registers; a dynamically indexed array would live in a stack frame (local memory / scratch).
RAMMER_DEVICE float reg_get(const float* regs, int r) {
  float v = regs[0];
  RAMMER_UNROLL
  for (int k = 1; k < kRegs; ++k)
    v = k == r ? regs[k] : v;  // unconditional loads and stores: no pointer select
  return v;
}

RAMMER_DEVICE void reg_set(float* regs, int r, float v) {
  RAMMER_UNROLL
  for (int k = 0; k < kRegs; ++k)
    regs[k] = k == r ? v : regs[k];
}

// Value of source `s` (a register or an operand at `idx`).
RAMMER_DEVICE float elem_source(const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                                const float* regs, int s, const int64_t* idx) {
  if (s < kOperandBase) return reg_get(regs, s);
  return load_at(op, tensors, ptrs, s - kOperandBase, idx);
}

// Runs the step program at point `idx`; regs[0] holds the accumulator for epilogues. Returns true
// when the program stored at least once (an epilogue without a store leaves regs[0] to the caller).
RAMMER_DEVICE bool run_steps(const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                             float* regs, const int64_t* idx) {
  bool stored = false;
  for (int i = 0; i < op.num_steps; ++i) {
    const ElemStep& s = op.steps[i];
    const ElemOp code = static_cast<ElemOp>(s.op);
    if (code == ElemOp::store) {
      const int slot = s.dst - kOperandBase;
      const TensorDesc& t = tensors[op.operands[slot]];
      store_f(t.dtype, ptrs[op.operands[slot]], elem_offset(t, idx), reg_get(regs, s.a));
      stored = true;
      continue;
    }
    const float a = elem_source(op, tensors, ptrs, regs, s.a, idx);
    float r;
    if (s.op < static_cast<int32_t>(ElemOp::add)) {
      r = ops::elem_unary(code, a, s.alpha, s.beta);
    } else if (s.op < static_cast<int32_t>(ElemOp::where)) {
      r = ops::elem_binary(code, a, elem_source(op, tensors, ptrs, regs, s.b, idx));
    } else {
      r = a != 0.0f ? elem_source(op, tensors, ptrs, regs, s.b, idx)
                    : elem_source(op, tensors, ptrs, regs, s.c, idx);
    }
    reg_set(regs, s.dst, r);
  }
  return stored;
}

// An output point passed by value: an out-of-line callee gets it in registers, whereas a pointer to
// the caller's idx[] would force that array into a stack frame.
struct Point {
  int64_t v[kMaxRank];
};

RAMMER_DEVICE Point point_of(const int64_t* idx) {
  Point p;
  RAMMER_UNROLL
  for (int i = 0; i < kMaxRank; ++i) p.v[i] = idx[i];
  return p;
}

// Epilogue of conv/gemm at output point `at`: regs[0] = acc, the program, then y = regs[0]
// unless the program stored explicitly. Out of line on CUDA: GEMM tiles call it from unrolled loops.
RAMMER_NOINLINE void epilogue_store(const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                                    int y_slot, float acc, Point at) {
  float regs[kRegs];
  regs[0] = acc;
  RAMMER_UNROLL
  for (int r = 1; r < kRegs; ++r) regs[r] = 0.0f;
  if (op.num_steps > 0 && run_steps(op, tensors, ptrs, regs, at.v)) return;
  const TensorDesc& y = tensors[op.operands[y_slot]];
  store_f(y.dtype, ptrs[op.operands[y_slot]], elem_offset(y, at.v), regs[0]);
}

template <int kThreads>
RAMMER_DEVICE void elementwise_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                                    void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      float regs[kRegs];
      RAMMER_UNROLL
      for (int r = 0; r < kRegs; ++r) regs[r] = 0.0f;
      run_steps(op, tensors, ptrs, regs, idx);
    }
  });
}

}  // namespace rammer::kernels
