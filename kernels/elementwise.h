// The elementwise step-program VM (OpKind::elementwise) and its use as the epilogue of conv/gemm.
//
// A program (OpDesc::steps) runs per point of the space on kRegs float registers; sources below
// kOperandBase are registers, kOperandBase + k loads operand k at the point through its broadcast
// view (the view has the space's rank). Semantics follow the ONNX ops the plan maps to each ElemOp
// (frontend/ops/elementwise*.cc): Round ties to even, Mod takes the divisor's sign, Sigmoid and
// Softplus are split at 0 so exp never overflows.
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

RAMMER_DEVICE float softplus_f(float x) { return x > 0.0f ? x + log1pf(expf(-x)) : log1pf(expf(x)); }

RAMMER_DEVICE float elem_unary(ElemOp op, float x, float alpha, float beta) {
  switch (op) {
    case ElemOp::copy: return x;
    case ElemOp::neg: return -x;
    case ElemOp::abs: return x < 0.0f ? -x : x;
    case ElemOp::relu: return x > 0.0f ? x : 0.0f;
    case ElemOp::sigmoid: return x >= 0.0f ? 1.0f / (1.0f + expf(-x)) : expf(x) / (1.0f + expf(x));
    case ElemOp::tanh: return tanhf(x);
    case ElemOp::exp: return expf(x);
    case ElemOp::log: return logf(x);
    case ElemOp::sqrt: return sqrtf(x);
    case ElemOp::reciprocal: return 1.0f / x;
    case ElemOp::erf: return erff(x);
    case ElemOp::floor: return floorf(x);
    case ElemOp::ceil: return ceilf(x);
    case ElemOp::round: return rintf(x);
    case ElemOp::sign: return static_cast<float>((x > 0.0f) - (x < 0.0f));
    case ElemOp::sin: return sinf(x);
    case ElemOp::cos: return cosf(x);
    case ElemOp::softplus: return softplus_f(x);
    case ElemOp::softsign: return x / (1.0f + (x < 0.0f ? -x : x));
    case ElemOp::gelu: return 0.5f * x * (1.0f + erff(x * 0.70710678118654752f));
    case ElemOp::gelu_tanh:
      return 0.5f * x * (1.0f + tanhf(0.79788456080286536f * (x + 0.044715f * x * x * x)));
    case ElemOp::mish: return x * tanhf(softplus_f(x));
    case ElemOp::leaky_relu: return x < 0.0f ? alpha * x : x;
    case ElemOp::hard_sigmoid: return fmaxf_(0.0f, fminf_(1.0f, alpha * x + beta));
    case ElemOp::hard_swish: return x * fmaxf_(0.0f, fminf_(1.0f, x / 6.0f + 0.5f));
    case ElemOp::elu: return x < 0.0f ? alpha * (expf(x) - 1.0f) : x;
    case ElemOp::selu: return x > 0.0f ? beta * x : beta * (alpha * expf(x) - alpha);
    case ElemOp::celu: return fmaxf_(0.0f, x) + fminf_(0.0f, alpha * (expf(x / alpha) - 1.0f));
    case ElemOp::thresholded_relu: return x > alpha ? x : 0.0f;
    case ElemOp::clip: return fminf_(fmaxf_(x, alpha), beta);
    default: return x;
  }
}

RAMMER_DEVICE float elem_binary(ElemOp op, float x, float y) {
  switch (op) {
    case ElemOp::add: return x + y;
    case ElemOp::sub: return x - y;
    case ElemOp::mul: return x * y;
    case ElemOp::div: return x / y;
    // Single precision: the double pow is an out-of-line routine with a large stack frame on GPUs.
    case ElemOp::pow: return powf(x, y);
    case ElemOp::max: return fmaxf_(x, y);
    case ElemOp::min: return fminf_(x, y);
    case ElemOp::prelu: return x < 0.0f ? y * x : x;
    case ElemOp::mod: {
      float r = fmodf(x, y);
      if (r != 0.0f && ((r < 0.0f) != (y < 0.0f))) r += y;
      return r;
    }
    case ElemOp::fmod: return fmodf(x, y);
    default: return x;
  }
}

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
      r = elem_unary(code, a, s.alpha, s.beta);
    } else if (s.op < static_cast<int32_t>(ElemOp::where)) {
      r = elem_binary(code, a, elem_source(op, tensors, ptrs, regs, s.b, idx));
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
