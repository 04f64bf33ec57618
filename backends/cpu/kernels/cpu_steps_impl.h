// Shared pieces of the CPU tile kernels, compiled once per ISA inside namespace RAMMER_CPU_NS:
// the rTask box, thread-local scratch, dtype checks and the step-program evaluator (elementwise ops
// and conv/gemm epilogues). Only the per-ISA translation units include this file.
//
// The step program runs over a segment: `len` consecutive points along the last dimension of the
// op's space, starting at multi-index idx. It works on chunks of kChunk points with one float array
// per register, so each step is a tight loop the compiler vectorises for the TU's ISA.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "kernels/common.h"
#include "kernels/op_desc.h"
#include "kernels/scalar_ops.h"
#include "backends/cpu/kernels/simd.h"

namespace rammer::cpu::RAMMER_CPU_NS {

namespace k = ::rammer::kernels;

struct Box {
  int rank = 0;
  int64_t lo[k::kMaxRank] = {};
  int64_t hi[k::kMaxRank] = {};
  int64_t extent(int d) const { return hi[d] - lo[d]; }
};

// Box of rTask `task`: the tile kernels' rule (kernels/common.h box_of), so CPU and GPU-style
// kernels always cover the same points.
inline Box task_box(const k::OpDesc& op, int task) {
  const k::Box g = k::box_of(op, task);
  Box b;
  b.rank = op.rank;
  for (int d = 0; d < op.rank; ++d) {
    b.lo[d] = g.lo[d];
    b.hi[d] = g.hi[d];
  }
  return b;
}

// Thread-local float scratch of at least n floats, one growing buffer per slot (kernels call each
// other only in fixed slot order, so slots never alias).
// kDwOut, kExOut: a depthwise prologue's output and its expansion's (cpu_dw_pw_impl.h), live
// while the convs after them run. kPadded: a direct conv's zero-padded input planes. kConvOut: the
// conv rows a max-pool epilogue pools (cpu_conv_pool_impl.h).
enum Slot { kAcc = 0, kPackA, kPackB, kCoords, kStepTmp, kDwOut, kExOut, kPadded, kConvOut, kNumSlots };
inline float* scratch(Slot s, size_t n) {
  thread_local std::vector<float> buf[kNumSlots];
  if (buf[s].size() < n + 32) buf[s].resize(n + 32);
  // On a 64-byte boundary, with 16 spare floats past n as before: vectors of packed panels and
  // accumulators then never straddle two cache lines (glibc returns 16-byte aligned blocks).
  return reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(buf[s].data()) + 63) & ~uintptr_t{63});
}

// Thread-local int64 scratch of at least n values (a conv's tap and position offsets), one buffer.
inline int64_t* iscratch(size_t n) {
  thread_local std::vector<int64_t> buf;
  if (buf.size() < n + 8) buf.resize(n + 8);
  return buf.data();
}

inline bool is_f32(const k::TensorDesc* T, int32_t t) {
  return t < 0 || T[t].dtype == static_cast<int32_t>(k::DTypeCode::f32);
}

// Element offset of the view `d` at multi-index idx (rank d.rank, aligned to the space).
// Straight-line on purpose: as a loop, gcc vectorises it with emulated 64-bit multiplies and a
// store-forwarding stall on idx, several times slower for the short rows it is called for.
inline int64_t view_offset(const k::TensorDesc& d, const int64_t* idx) {
  int64_t o = 0;
  switch (d.rank) {
    case 6: o += idx[5] * d.strides[5]; [[fallthrough]];
    case 5: o += idx[4] * d.strides[4]; [[fallthrough]];
    case 4: o += idx[3] * d.strides[3]; [[fallthrough]];
    case 3: o += idx[2] * d.strides[2]; [[fallthrough]];
    case 2: o += idx[1] * d.strides[1]; [[fallthrough]];
    case 1: o += idx[0] * d.strides[0]; [[fallthrough]];
    default: break;
  }
  return o;
}

// True when every operand the step program reads or stores is an f32 view of the space's rank.
inline bool steps_supported(const k::OpDesc& op, const k::TensorDesc* T) {
  auto operand_ok = [&](int s) {
    if (s < k::kOperandBase) return s >= 0 && s < k::kRegs;
    int o = s - k::kOperandBase;
    if (o >= k::kMaxOperands || op.operands[o] < 0) return false;
    const k::TensorDesc& d = T[op.operands[o]];
    return d.dtype == static_cast<int32_t>(k::DTypeCode::f32) && d.rank == op.rank;
  };
  for (int i = 0; i < op.num_steps; ++i) {
    const k::ElemStep& s = op.steps[i];
    if (s.op == static_cast<int32_t>(k::ElemOp::store)) {
      if (!operand_ok(s.dst) || s.dst < k::kOperandBase || !operand_ok(s.a)) return false;
      continue;
    }
    if (s.dst < 0 || s.dst >= k::kRegs || !operand_ok(s.a)) return false;
    if (s.op >= static_cast<int32_t>(k::ElemOp::add) && !operand_ok(s.b)) return false;
    if (s.op >= static_cast<int32_t>(k::ElemOp::where) && !operand_ok(s.c)) return false;
    if (s.op > static_cast<int32_t>(k::ElemOp::where) && s.op != static_cast<int32_t>(k::ElemOp::store))
      return false;
  }
  return true;
}

inline bool program_has_store(const k::OpDesc& op) {
  for (int i = 0; i < op.num_steps; ++i)
    if (op.steps[i].op == static_cast<int32_t>(k::ElemOp::store)) return true;
  return false;
}

constexpr int kChunk = 256;

// The first n (0 < n < W) lanes of a vector: masked, so lanes past n are neither read nor
// written (they may lie outside the buffer). Short rows of small maps (8 floats in a 16-lane
// vector) move in one masked access instead of a scalar loop.
inline Simd::V load_head(const float* p, int64_t n) {
#if defined(RAMMER_CPU_ISA_AVX512)
  return _mm512_maskz_loadu_ps(static_cast<__mmask16>((1u << n) - 1), p);
#elif defined(RAMMER_CPU_ISA_AVX2)
  const __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(n)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  return _mm256_maskload_ps(p, m);
#else
  return n > 0 ? *p : 0.0f;
#endif
}
inline void store_head(float* p, Simd::V v, int64_t n) {
#if defined(RAMMER_CPU_ISA_AVX512)
  _mm512_mask_storeu_ps(p, static_cast<__mmask16>((1u << n) - 1), v);
#elif defined(RAMMER_CPU_ISA_AVX2)
  // 4-, 2- and 1-float stores, not vmaskmovps: AMD microcodes its store form (tens of cycles).
  __m128 h = _mm256_castps256_ps128(v);
  if (n >= 4) {
    _mm_storeu_ps(p, h);
    h = _mm256_extractf128_ps(v, 1);
    p += 4;
    n -= 4;
  }
  if (n >= 2) {
    _mm_storel_pi(reinterpret_cast<__m64*>(p), h);
    h = _mm_movehl_ps(h, h);
    p += 2;
    n -= 2;
  }
  if (n >= 1) _mm_store_ss(p, h);
#else
  if (n > 0) *p = v;
#endif
}

// Copies n floats (non-overlapping) as a vector loop with a masked tail: rows here are 8 to 64
// floats, where a libc memcpy (or the `rep movs` gcc inlines for it) costs more than the copy
// itself.
inline void copy_floats(float* dst, const float* src, int64_t n) {
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(dst + i, Simd::load(src + i));
  if (i < n) store_head(dst + i, load_head(src + i, n - i), n - i);
}

// dst[0, n) = v, as vector stores with a masked tail.
inline void fill_floats(float* dst, float v, int64_t n) {
  const Simd::V x = Simd::set1(v);
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(dst + i, x);
  if (i < n) store_head(dst + i, x, n - i);
}

// Lanes l of xr[c + l] with 0 <= c + l < IW (as max(x, 0) with relu), `border` elsewhere: a
// masked load, so lanes outside the row are never read (c may be negative or past the row).
inline Simd::V load_bordered(const float* xr, int64_t c, int64_t IW, float border, bool relu) {
  const int64_t lo = std::clamp<int64_t>(-c, 0, Simd::W), hi = std::clamp<int64_t>(IW - c, lo, Simd::W);
#if defined(RAMMER_CPU_ISA_AVX512)
  const __mmask16 m = static_cast<__mmask16>(((1u << hi) - 1) & ~((1u << lo) - 1));
  __m512 v = _mm512_maskz_loadu_ps(m, xr + c);
  if (relu) v = _mm512_max_ps(v, _mm512_setzero_ps());
  return _mm512_mask_blend_ps(m, _mm512_set1_ps(border), v);
#elif defined(RAMMER_CPU_ISA_AVX2)
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  const __m256i m = _mm256_and_si256(_mm256_cmpgt_epi32(lane, _mm256_set1_epi32(static_cast<int>(lo) - 1)),
                                     _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(hi)), lane));
  __m256 v = _mm256_maskload_ps(xr + c, m);
  if (relu) v = _mm256_max_ps(v, _mm256_setzero_ps());
  return _mm256_blendv_ps(_mm256_set1_ps(border), v, _mm256_castsi256_ps(m));
#else
  if (lo >= hi) return border;
  return relu ? std::max(xr[c], 0.0f) : xr[c];
#endif
}

// The even and odd elements of the 2W-float sequence a, b (W each), by vector shuffles.
inline void deinterleave2(Simd::V a, Simd::V b, Simd::V* even, Simd::V* odd) {
#if defined(RAMMER_CPU_ISA_AVX512)
  const __m512i ie = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
  const __m512i io = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
  *even = _mm512_permutex2var_ps(a, ie, b);
  *odd = _mm512_permutex2var_ps(a, io, b);
#elif defined(RAMMER_CPU_ISA_AVX2)
  // shuffle_ps pairs within 128-bit lanes ([a0 a2 b0 b2 | a4 a6 b4 b6]); the 64-bit permute
  // (0, 2, 1, 3) puts the a pairs before the b pairs.
  const __m256 e = _mm256_shuffle_ps(a, b, 0x88), o = _mm256_shuffle_ps(a, b, 0xDD);
  *even = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(e), 0xD8));
  *odd = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(o), 0xD8));
#else
  *even = a;
  *odd = b;
#endif
}

// dst[i] = src[2 i] for i in [0, n) (a stride-2 subsample: Slice steps of 2, 1x1 pools of stride
// 2): vector pairs split by deinterleave2, masked so that nothing past src[2 n - 2] is read.
inline void take_even(float* dst, const float* src, int64_t n) {
  constexpr int64_t W = Simd::W;
  const int64_t avail = 2 * n - 1;
  for (int64_t j = 0; j < n; j += W) {
    Simd::V e, o;
    deinterleave2(load_bordered(src, 2 * j, avail, 0.0f, false), load_bordered(src, 2 * j + W, avail, 0.0f, false),
                  &e, &o);
    if (j + W <= n) {
      Simd::store(dst + j, e);
    } else {
      store_head(dst + j, e, n - j);
    }
  }
}

// Row xr's cells from column c_base on (padded: `border` outside [0, IW)) split by column
// parity: even[j] = x[c_base + 2 j], odd[j] = x[c_base + 2 j + 1] for j in [0, n). The row is
// loaded bordered in registers and split a vector pair at a time (a scalar gather per phase
// was 2/3 of a stride-2 pool's time on 32x32 maps; staging the row in memory stalls on store
// forwarding).
inline void split_phases2(const float* xr, int64_t c_base, int64_t IW, float border, bool relu, int64_t n,
                          float* even, float* odd) {
  constexpr int64_t W = Simd::W;
  for (int64_t j = 0; j < n; j += W) {
    const int64_t c = c_base + 2 * j;
    Simd::V e, o;
    deinterleave2(load_bordered(xr, c, IW, border, relu), load_bordered(xr, c + W, IW, border, relu), &e, &o);
    if (j + W <= n) {
      Simd::store(even + j, e);
      Simd::store(odd + j, o);
    } else {
      store_head(even + j, e, n - j);
      store_head(odd + j, o, n - j);
    }
  }
}

// dst[0, n) = src[0, n), or max(src, 0) with `relu` (NaN -> 0, as the Relu step); non-overlapping.
inline void copy_span(float* dst, const float* src, int64_t n, bool relu) {
  using S = Simd;
  if (!relu) return copy_floats(dst, src, n);
  int64_t i = 0;
  for (; i + S::W <= n; i += S::W) S::store(dst + i, S::max(S::load(src + i), S::zero()));
  if (i < n) store_head(dst + i, S::max(load_head(src + i, n - i), S::zero()), n - i);
}

// Writes `n` values to operand view `d` at base element offset `off` with last-dim stride `st`.
inline void store_run(float* base, int64_t off, int64_t st, const float* v, int64_t n) {
  if (st == 1) {
    copy_floats(base + off, v, n);
  } else {
    for (int64_t i = 0; i < n; ++i) base[off + i * st] = v[i];
  }
}

// relu and clip with explicit vectors: as plain loops gcc keeps them scalar (the bounds are
// re-read from the step through a possibly aliasing store, and std::min/max branch). Same
// results as the scalar formulas (kernels/scalar_ops.h), NaN included: max_ps/min_ps return their
// second operand when either is NaN, so relu maps NaN to 0 and clip keeps it.
inline void relu_run(float* d, const float* a, int n) {
  int i = 0;
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(d + i, Simd::max(Simd::load(a + i), Simd::zero()));
  for (; i < n; ++i) d[i] = k::ops::relu(a[i]);
}
inline void clip_run(float* d, const float* a, int n, float lo, float hi) {
  int i = 0;
  const Simd::V vlo = Simd::set1(lo), vhi = Simd::set1(hi);
  for (; i + Simd::W <= n; i += Simd::W)
    Simd::store(d + i, Simd::min(vhi, Simd::max(vlo, Simd::load(a + i))));
  for (; i < n; ++i) d[i] = k::ops::clip(a[i], lo, hi);
}

// clip(alpha x + beta, 0, 1) (scalar_ops.h hard_sigmoid; NaN stays NaN as in clip_run).
inline void hard_sigmoid_run(float* d, const float* a, int n, float alpha, float beta) {
  int i = 0;
  const Simd::V va = Simd::set1(alpha), vb = Simd::set1(beta);
  for (; i + Simd::W <= n; i += Simd::W) Simd::store(d + i, vhard_sigmoid(Simd::load(a + i), va, vb));
  for (; i < n; ++i) d[i] = k::ops::hard_sigmoid(a[i], alpha, beta);
}

// The op's step program over `len` points from idx (last dim varying). `acc` (may be null) seeds
// register 0. When the program has no store, register 0 is written to operand `default_out`.
inline void run_steps(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                      const int64_t* idx, int64_t len, const float* acc, int default_out) {
  float* tmp = scratch(kStepTmp, static_cast<size_t>(kChunk) * (k::kRegs + 3));
  float* regs = tmp;                     // kRegs x kChunk
  float* src_tmp = tmp + k::kRegs * kChunk;  // 3 x kChunk gathered operands
  const int last = op.rank - 1;
  const bool has_store = program_has_store(op);
  int64_t pidx[k::kMaxRank];
  for (int i = 0; i < op.rank; ++i) pidx[i] = idx[i];
  for (int64_t c0 = 0; c0 < len; c0 += kChunk) {
    const int n = static_cast<int>(std::min<int64_t>(kChunk, len - c0));
    pidx[last] = idx[last] + c0;
    if (acc) copy_floats(regs, acc + c0, n);
    // A source's n values: a register row, a contiguous operand run, or a gather into src_tmp[slot].
    auto fetch = [&](int s, int slot) -> const float* {
      if (s < k::kOperandBase) return regs + s * kChunk;
      const int32_t t = op.operands[s - k::kOperandBase];
      const k::TensorDesc& d = T[t];
      const float* base = static_cast<const float*>(ptrs[t]) + view_offset(d, pidx);
      const int64_t st = d.strides[last];
      if (st == 1) return base;
      float* dst = src_tmp + slot * kChunk;
      if (st == 0) {
        // Broadcast along the run (a [C,1,1] bias, a scalar, a weight per row): one value in
        // every lane, as vector stores; the strided loop below is scalar whatever its stride.
        fill_floats(dst, *base, n);
      } else {
        for (int i = 0; i < n; ++i) dst[i] = base[i * st];
      }
      return dst;
    };
    for (int si = 0; si < op.num_steps; ++si) {
      const k::ElemStep& s = op.steps[si];
      const auto eop = static_cast<k::ElemOp>(s.op);
      if (eop == k::ElemOp::store) {
        const float* a = fetch(s.a, 0);
        const int32_t t = op.operands[s.dst - k::kOperandBase];
        store_run(static_cast<float*>(ptrs[t]), view_offset(T[t], pidx), T[t].strides[last], a, n);
        continue;
      }
      float* d = regs + s.dst * kChunk;
      const float* a = fetch(s.a, 0);
      if (s.op < static_cast<int32_t>(k::ElemOp::add)) {
        // The common activations get branch-free loops; the rest go through the scalar formulas.
        if (eop == k::ElemOp::relu) {
          relu_run(d, a, n);
        } else if (eop == k::ElemOp::clip) {
          clip_run(d, a, n, s.alpha, s.beta);
        } else if (eop == k::ElemOp::hard_sigmoid) {
          hard_sigmoid_run(d, a, n, s.alpha, s.beta);
        } else if (eop == k::ElemOp::copy) {
          if (d != a) copy_floats(d, a, n);  // distinct register rows / operand memory
        } else if (eop == k::ElemOp::sigmoid || eop == k::ElemOp::tanh || eop == k::ElemOp::exp ||
                   eop == k::ElemOp::erf || eop == k::ElemOp::gelu) {
          if (d != a) copy_floats(d, a, n);  // distinct register rows / operand memory
          if (eop == k::ElemOp::sigmoid) map_inplace(d, n, [](Simd::V v) { return vsigmoid(v); });
          if (eop == k::ElemOp::tanh) map_inplace(d, n, [](Simd::V v) { return vtanh(v); });
          if (eop == k::ElemOp::exp) map_inplace(d, n, [](Simd::V v) { return vexp(v); });
          if (eop == k::ElemOp::erf) map_inplace(d, n, [](Simd::V v) { return verf(v); });
          if (eop == k::ElemOp::gelu) map_inplace(d, n, [](Simd::V v) { return vgelu(v); });
        } else {
          for (int i = 0; i < n; ++i) d[i] = k::ops::elem_unary(eop, a[i], s.alpha, s.beta);
        }
      } else if (s.op < static_cast<int32_t>(k::ElemOp::where)) {
        // An operand constant along the run (a per-channel scale or shift) as one broadcast value,
        // not copied into a chunk first.
        const bool b_const = s.b >= k::kOperandBase && T[op.operands[s.b - k::kOperandBase]].strides[last] == 0;
        if (b_const && (eop == k::ElemOp::add || eop == k::ElemOp::sub || eop == k::ElemOp::mul)) {
          const int32_t t = op.operands[s.b - k::kOperandBase];
          const float bv = static_cast<const float*>(ptrs[t])[view_offset(T[t], pidx)];
          if (eop == k::ElemOp::add) for (int i = 0; i < n; ++i) d[i] = a[i] + bv;
          if (eop == k::ElemOp::sub) for (int i = 0; i < n; ++i) d[i] = a[i] - bv;
          if (eop == k::ElemOp::mul) for (int i = 0; i < n; ++i) d[i] = a[i] * bv;
          continue;
        }
        const float* b = fetch(s.b, 1);
        switch (eop) {
          case k::ElemOp::add: for (int i = 0; i < n; ++i) d[i] = a[i] + b[i]; break;
          case k::ElemOp::sub: for (int i = 0; i < n; ++i) d[i] = a[i] - b[i]; break;
          case k::ElemOp::mul: for (int i = 0; i < n; ++i) d[i] = a[i] * b[i]; break;
          case k::ElemOp::div: for (int i = 0; i < n; ++i) d[i] = a[i] / b[i]; break;
          default: for (int i = 0; i < n; ++i) d[i] = k::ops::elem_binary(eop, a[i], b[i]); break;
        }
      } else {
        const float* b = fetch(s.b, 1);
        const float* c = fetch(s.c, 2);
        for (int i = 0; i < n; ++i) d[i] = a[i] != 0.0f ? b[i] : c[i];
      }
    }
    if (!has_store && default_out >= 0) {
      const int32_t t = op.operands[default_out];
      store_run(static_cast<float*>(ptrs[t]), view_offset(T[t], pidx), T[t].strides[last], regs, n);
    }
  }
}

// Calls f(idx) for the start of every last-dim run of the box (idx[last] = lo[last]).
template <class F>
void for_each_run(const Box& b, F&& f) {
  int64_t idx[k::kMaxRank];
  for (int d = 0; d < b.rank; ++d) {
    if (b.hi[d] <= b.lo[d]) return;
    idx[d] = b.lo[d];
  }
  for (;;) {
    f(static_cast<const int64_t*>(idx));
    int d = b.rank - 2;
    for (; d >= 0; --d) {
      if (++idx[d] < b.hi[d]) break;
      idx[d] = b.lo[d];
    }
    if (d < 0) return;
  }
}

// The innermost dim `d` such that the box's dims [d, rank) form one run of `len` points in every
// operand view: each dim after d is whole in the box and every operand's stride chains
// (stride[j - 1] == stride[j] * space[j]; broadcast dims chain when both strides are 0). Point i
// of such a run lies at i * stride[last] from its start in every view, which is all run_steps
// needs, so one call covers what would be len / extent(last) row calls (8-wide rows of small
// feature maps cost more in per-call setup than in work otherwise).
inline int merged_run_dim(const k::OpDesc& op, const k::TensorDesc* T, const Box& b, int64_t* len) {
  const int last = b.rank - 1;
  int d = last;
  *len = b.extent(last);
  while (d > 0 && b.extent(d) == op.space[d]) {
    bool chains = true;
    for (int i = 0; i < k::kMaxOperands && chains; ++i) {
      const int32_t t = op.operands[i];
      if (t < 0) continue;
      chains = T[t].strides[d - 1] == T[t].strides[d] * op.space[d];
    }
    if (!chains) break;
    --d;
    *len *= b.extent(d);
  }
  return d;
}

// OpKind::elementwise: the step program over the box, in runs as long as the views allow.
inline bool elementwise_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                             int task) {
  if (op.rank < 1 || !steps_supported(op, T)) return false;
  const Box b = task_box(op, task);
  int64_t len = 0;
  const int d = merged_run_dim(op, T, b, &len);
  Box outer = b;  // dims after d are part of the run: one position each
  for (int j = d + 1; j < b.rank - 1; ++j) outer.hi[j] = outer.lo[j] + 1;
  if (d < b.rank - 1) outer.hi[d] = outer.lo[d] + 1;
  for_each_run(outer, [&](const int64_t* idx) { run_steps(op, T, ptrs, idx, len, nullptr, -1); });
  return true;
}

// Applies bias (may be null), then the epilogue (or a plain store into operand 3) to `len` values
// of `row` at point idx of the space.
inline void finish_run(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                       const int64_t* idx, float* row, int64_t len) {
  if (op.num_steps == 0) {
    const int32_t y = op.operands[3];
    store_run(static_cast<float*>(ptrs[y]), view_offset(T[y], idx), T[y].strides[op.rank - 1], row,
              len);
  } else {
    run_steps(op, T, ptrs, idx, len, row, 3);
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
