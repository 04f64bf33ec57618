// The epilogues of the CPU tile kernels (compiled once per ISA inside RAMMER_CPU_NS): the step
// program an op's OpDesc carries after its main computation (bias, residual add, activations,
// gates, the plan's stores), run either inside a GEMM micro-tile's registers (TileEpilogue), in
// whole-run SIMD passes or one pass (simple_finish), or by the chunked interpreter of
// cpu_steps_impl.h for everything else.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "backends/cpu/kernels/cpu_steps_impl.h"
#include "backends/cpu/kernels/epilogue_form.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// A conv path switch from the environment, for comparing kernel paths in one build: -1 when
// `name` is unset, 0 when it is "0", else 1. Callers read it once into a static.
inline int env_switch(const char* name) {
  const char* e = std::getenv(name);
  if (e == nullptr) return -1;
  return std::strcmp(e, "0") == 0 ? 0 : 1;
}

// RAMMER_TILE_EPILOGUE=0 in the environment turns conv_tile's register epilogue off, and its
// computing into the operand the step program stores (C is then y, as the program's passes expect);
// the depthwise paths' register epilogue (dw_output) with it.
inline bool tile_epilogue_enabled() {
  static const bool on = env_switch("RAMMER_TILE_EPILOGUE") != 0;
  return on;
}

// An epilogue gemm_core applies to each micro-tile in registers, after the last K block and
// before the single store: C(r, j) = gate(act(C(r, j) + bias[r * bias_stride] + residual[r *
// residual_ld + j])) with r, j relative to C's origin, each part optional; gate(x) = x * sigmoid(x)
// (SiLU) or x * hard_sigmoid(x) (HardSwish as exporters write it). The order of the operations and
// their operand orders are those of the step programs' passes (simple_finish), with the same vector
// formulas, so the result is the same bit for bit (but for a row's last len % W values, which the
// passes finish with the scalar formulas: within CpuSimdFormulas' ULPs); what is saved is the
// store, reload and store of C per step.
// The activation and gate are the program's EpilogueForm (epilogue_form.h).
struct TileEpilogue : EpilogueForm {
  const float* bias = nullptr;
  int64_t bias_stride = 0;
  const float* residual = nullptr;
  int64_t residual_ld = 0;

  // x + bias_v + res[off] (res: the tile row's residual, null when there is none), activated, gated.
  typename Simd::V apply(typename Simd::V x, typename Simd::V bias_v, const float* res, int64_t off) const {
    if (bias != nullptr) x = Simd::add(x, bias_v);
    if (res != nullptr) x = Simd::add(x, Simd::load(res + off));
    return activate(x);
  }
  typename Simd::V activate(typename Simd::V x) const {
    if (act == Act::relu) x = Simd::max(x, Simd::zero());
    if (act == Act::clip) x = Simd::min(Simd::set1(hi), Simd::max(Simd::set1(lo), x));
    if (gate == Gate::sigmoid) x = Simd::mul(x, vsigmoid(x));
    if (gate == Gate::hard_sigmoid) x = Simd::mul(x, vhard_sigmoid(x, Simd::set1(alpha), Simd::set1(beta)));
    return x;
  }
  // dst[0, len) = v[0, len) + bias_v + res[0, len) (res null: none), activated, gated, in vectors,
  // the last len % W values by masked loads and stores (a 7x7 map's row of 49 positions leaves one,
  // a ragged GEMM edge tile 17 of a panel's 32 columns; a scalar sigmoid per element cost more than
  // the tile's FMAs). dst may be v.
  void apply_row(const float* v, float* dst, int64_t len, typename Simd::V bias_v, const float* res) const {
    constexpr int64_t W = Simd::W;
    const int64_t full = len / W * W, tail = len - full;
    for (int64_t j = 0; j < full; j += W) Simd::store(dst + j, apply(Simd::load(v + j), bias_v, res, j));
    if (tail == 0) return;
    typename Simd::V x = Simd::load_n(v + full, tail);
    if (bias != nullptr) x = Simd::add(x, bias_v);
    if (res != nullptr) x = Simd::add(x, Simd::load_n(res + full, tail));
    Simd::store_n(dst + full, activate(x), tail);
  }
  // Applied to C's rows [r0, r0 + mr), columns [j0, j0 + nr) at c (a ragged edge tile).
  void apply_block(float* c, int64_t ldc, int64_t r0, int64_t mr, int64_t j0, int64_t nr) const {
    for (int64_t r = 0; r < mr; ++r)
      apply_row(c + r * ldc, c + r * ldc, nr, bias != nullptr ? Simd::set1(bias[(r0 + r) * bias_stride]) : Simd::zero(),
                residual != nullptr ? residual + (r0 + r) * residual_ld + j0 : nullptr);
  }
};

// True when the op's epilogue runs on simple_finish's passes below: steps relu, clip, copy, sigmoid, tanh,
// gelu, hard_sigmoid, add, sub, mul and store, whose operand sources and store targets (and y,
// operand 3) have unit last-dim stride. That covers a CNN's conv epilogues (bias, residual add,
// relu, the gates of SiLU and HardSwish, and the plan's stores of intermediate values).
inline bool simple_epilogue(const k::OpDesc& op, const k::TensorDesc* T) {
  const int last = op.rank - 1;
  auto unit = [&](int src) {
    if (src < k::kOperandBase) return src >= 0 && src < k::kRegs;
    const int o = src - k::kOperandBase;
    return o < k::kMaxOperands && op.operands[o] >= 0 && T[op.operands[o]].strides[last] == 1;
  };
  if (T[op.operands[3]].strides[last] != 1) return false;
  for (int i = 0; i < op.num_steps; ++i) {
    const k::ElemStep& s = op.steps[i];
    switch (static_cast<k::ElemOp>(s.op)) {
      case k::ElemOp::store:
        if (s.dst < k::kOperandBase || !unit(s.dst) || !unit(s.a)) return false;
        continue;
      case k::ElemOp::relu: case k::ElemOp::clip: case k::ElemOp::copy: case k::ElemOp::sigmoid:
      case k::ElemOp::tanh: case k::ElemOp::gelu: case k::ElemOp::hard_sigmoid:
        if (s.dst < 0 || s.dst >= k::kRegs || !unit(s.a)) return false;
        continue;
      case k::ElemOp::add: case k::ElemOp::sub: case k::ElemOp::mul:
        if (s.dst < 0 || s.dst >= k::kRegs || !unit(s.a) || !unit(s.b)) return false;
        continue;
      default: return false;
    }
  }
  return true;
}

// The TileEpilogue form of a simple_epilogue op's step program (epilogue_form.h), when it has one.
// Sets e's activation and gate, *residual_operand (the added operand, -1 when none) and
// *out_operand (the operand the value goes to: the store's, or 3 for y).
inline bool tile_epilogue_form(const k::OpDesc& op, TileEpilogue* e, int* residual_operand, int* out_operand) {
  const bool ok = epilogue_form(op, e);
  *residual_operand = e->residual_operand;
  *out_operand = e->out_operand;
  return ok;
}

// The operand a conv's result finally goes to: that of the program's one store when it is the
// program's last step and no step reads y (operand 3), else 3 (y). The kernel may then compute
// into that operand and run the program in place: the store is the last to touch it.
inline int final_store_operand(const k::OpDesc& op) {
  const int32_t y = k::kOperandBase + 3, store = static_cast<int32_t>(k::ElemOp::store);
  int out = 3;
  for (int i = 0; i < op.num_steps; ++i) {
    const k::ElemStep& s = op.steps[i];
    if (s.op == store) {
      if (i + 1 != op.num_steps || s.dst == y) return 3;
      out = s.dst - k::kOperandBase;
    } else if (s.a == y || s.b == y || s.c == y) {
      return 3;
    }
  }
  return out;
}

// True when y and every operand the step program reads or stores are dense over the op's dims
// [from, rank) (stride[d] == stride[d + 1] * space[d + 1], unit last stride): a run of output
// positions may then cross rows of those dims, one epilogue call instead of one per row.
inline bool epilogue_dense_from(const k::OpDesc& op, const k::TensorDesc* T, int from) {
  const int last = op.rank - 1;
  auto dense = [&](int32_t t) {
    if (t < 0 || T[t].rank != op.rank || T[t].strides[last] != 1) return false;
    for (int d = from; d < last; ++d)
      if (T[t].strides[d] != T[t].strides[d + 1] * op.space[d + 1]) return false;
    return true;
  };
  auto ok = [&](int32_t src) {
    if (src < k::kOperandBase) return true;  // a register or an unused slot
    const int o = src - k::kOperandBase;
    return o < k::kMaxOperands && dense(op.operands[o]);
  };
  if (!dense(op.operands[3])) return false;
  for (int i = 0; i < op.num_steps; ++i) {
    const k::ElemStep& s = op.steps[i];
    if (!ok(s.dst) || !ok(s.a) || !ok(s.b) || !ok(s.c)) return false;
  }
  return true;
}

// out[i] = f(a[i]) (or f(a[i], b[i])) over n floats, whole vectors then a scalar tail.
template <class VF, class SF>
inline void map1(float* out, const float* a, int64_t n, VF vf, SF sf) {
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(out + i, vf(Simd::load(a + i)));
  for (; i < n; ++i) out[i] = sf(a[i]);
}
template <class VF, class SF>
inline void map2(float* out, const float* a, const float* b, int64_t n, VF vf, SF sf) {
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(out + i, vf(Simd::load(a + i), Simd::load(b + i)));
  for (; i < n; ++i) out[i] = sf(a[i], b[i]);
}

// What a kernel's epilogue calls need to know of the op's program, found once per rTask rather
// than once per run (a 7x7 map's runs are 49 floats).
struct EpiloguePlan {
  bool simple = false;  // simple_epilogue
  bool form = false;    // tile_epilogue_form, with its results below
  TileEpilogue fused;
  int residual_operand = -1, out_operand = 3;
};
inline EpiloguePlan epilogue_plan(const k::OpDesc& op, const k::TensorDesc* T) {
  EpiloguePlan p;
  p.simple = simple_epilogue(op, T);
  p.form = p.simple && tile_epilogue_form(op, &p.fused, &p.residual_operand, &p.out_operand);
  return p;
}

// The step program of a simple_epilogue op over `len` points from idx, register 0 = v + bias
// (v is clobbered; other registers live in scratch): one pass when the program has the
// TileEpilogue form, else whole-run SIMD passes instead of run_steps' chunked interpreter. Without
// a store step register 0 goes to y, as in run_steps. plan: the op's epilogue_plan (found here
// when null).
inline void simple_finish(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                          const int64_t* idx, float* v, int64_t len, float bias,
                          const EpiloguePlan* plan = nullptr) {
  using S = Simd;
  using V = S::V;
  const EpiloguePlan local = plan ? EpiloguePlan{} : epilogue_plan(op, T);
  const EpiloguePlan& pl = plan ? *plan : local;
  if (pl.form) {
    // Bias, residual and activation in one pass from v to the output (the passes below would store
    // and reload v once per step, then copy it).
    TileEpilogue fused = pl.fused;
    fused.bias = bias != 0.0f ? &bias : nullptr;
    if (pl.residual_operand >= 0) {
      const int32_t t = op.operands[pl.residual_operand];
      fused.residual = static_cast<const float*>(ptrs[t]) + view_offset(T[t], idx);
    }
    const int32_t out = op.operands[pl.out_operand];
    float* dst = static_cast<float*>(ptrs[out]) + view_offset(T[out], idx);
    fused.apply_row(v, dst, len, S::set1(bias), fused.residual);
    return;
  }
  if (bias != 0.0f) {
    const V bv = S::set1(bias);
    map1(v, v, len, [&](V x) { return S::add(x, bv); }, [&](float x) { return x + bias; });
  }
  float* regs = op.num_steps > 0 ? scratch(kStepTmp, static_cast<size_t>(k::kRegs * len)) : nullptr;
  auto ptr = [&](int src) -> float* {
    if (src == 0) return v;
    if (src < k::kOperandBase) return regs + src * len;
    const int32_t t = op.operands[src - k::kOperandBase];
    return static_cast<float*>(ptrs[t]) + view_offset(T[t], idx);
  };
  bool stored = false;
  for (int si = 0; si < op.num_steps; ++si) {
    const k::ElemStep& s = op.steps[si];
    const float* a = ptr(s.a);
    float* d = ptr(s.dst);
    switch (static_cast<k::ElemOp>(s.op)) {
      case k::ElemOp::store:
      case k::ElemOp::copy:
        if (d != a) std::memmove(d, a, static_cast<size_t>(len) * sizeof(float));
        stored = stored || s.op == static_cast<int32_t>(k::ElemOp::store);
        break;
      case k::ElemOp::relu:
        map1(d, a, len, [](V x) { return S::max(x, S::zero()); }, [](float x) { return x > 0.0f ? x : 0.0f; });
        break;
      case k::ElemOp::clip: {
        const V lo = S::set1(s.alpha), hi = S::set1(s.beta);
        // Operand order as std::min(std::max(x, lo), hi): a NaN x stays NaN (max_ps returns
        // its second operand when either is NaN).
        map1(d, a, len, [&](V x) { return S::min(hi, S::max(lo, x)); },
             [&](float x) { return std::min(std::max(x, s.alpha), s.beta); });
        break;
      }
      case k::ElemOp::sigmoid:
        map1(d, a, len, [](V x) { return vsigmoid(x); }, [](float x) { return k::ops::sigmoid(x); });
        break;
      case k::ElemOp::tanh:
        map1(d, a, len, [](V x) { return vtanh(x); }, [](float x) { return k::ops::tanh(x); });
        break;
      case k::ElemOp::gelu:
        map1(d, a, len, [](V x) { return vgelu(x); }, [](float x) { return k::ops::gelu(x); });
        break;
      case k::ElemOp::hard_sigmoid: {
        const V al = S::set1(s.alpha), be = S::set1(s.beta);
        map1(d, a, len, [&](V x) { return vhard_sigmoid(x, al, be); },
             [&](float x) { return k::ops::hard_sigmoid(x, s.alpha, s.beta); });
        break;
      }
      case k::ElemOp::add:
        map2(d, a, ptr(s.b), len, [](V x, V y) { return S::add(x, y); }, [](float x, float y) { return x + y; });
        break;
      case k::ElemOp::sub:
        map2(d, a, ptr(s.b), len, [](V x, V y) { return S::sub(x, y); }, [](float x, float y) { return x - y; });
        break;
      default:  // mul (simple_epilogue admits nothing else)
        map2(d, a, ptr(s.b), len, [](V x, V y) { return S::mul(x, y); }, [](float x, float y) { return x * y; });
        break;
    }
  }
  if (!stored) {
    const int32_t y = op.operands[3];
    float* dst = static_cast<float*>(ptrs[y]) + view_offset(T[y], idx);
    if (dst != v) std::memcpy(dst, v, static_cast<size_t>(len) * sizeof(float));  // v may be y itself
  }
}

// The epilogue (finish_run, or simple_finish for a simple_epilogue program) over `rows` consecutive rows of the space (dim rank - 2, from idx[rank - 2]) of `len`
// values each, stored back to back from `row`. When the rows are whole (idx[last] == 0, len ==
// space[last]) and every output and epilogue view (operand slots 3 and up) chains across them
// (stride[rank - 2] == stride[last] * len), the epilogue runs once over rows * len points: short
// rows (8 to 32 floats on small feature maps) otherwise pay the per-call setup once per row.
inline void finish_rows(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                        const int64_t* idx, float* row, int64_t len, int64_t rows, const EpiloguePlan& plan) {
  const int last = op.rank - 1;
  bool chains = rows > 1 && last >= 1 && idx[last] == 0 && len == op.space[last];
  for (int i = 3; i < k::kMaxOperands && chains; ++i) {
    const int32_t t = op.operands[i];
    if (t >= 0) chains = T[t].rank == op.rank && T[t].strides[last - 1] == T[t].strides[last] * len;
  }
  auto finish = [&](const int64_t* at, float* v, int64_t n) {
    if (plan.simple) {
      simple_finish(op, T, ptrs, at, v, n, 0.0f, &plan);
    } else {
      finish_run(op, T, ptrs, at, v, n);
    }
  };
  if (chains) {
    finish(idx, row, rows * len);
    return;
  }
  int64_t ridx[k::kMaxRank];
  for (int i = 0; i < op.rank; ++i) ridx[i] = idx[i];
  for (int64_t r = 0; r < rows; ++r) {
    ridx[last - 1] = idx[last - 1] + r;
    finish(ridx, row + r * len, len);
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
