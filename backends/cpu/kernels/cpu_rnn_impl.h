// CPU tile kernels for one recurrent timestep (compiled once per ISA inside RAMMER_CPU_NS):
// rnn_gates (the input and recurrent projections, LSTM/GRU/RNN) and rnn_cell (the pointwise cell).
// Semantics are kernels/rnn.h's (the ONNX equations of frontend/ops/rnn_cell.h): LSTM gates i,o,f,c
// with peepholes, GRU z,r,h with the h gate's recurrent part finished by the cell, RNN one gate;
// clip applies to every pre-activation. rnn_gates with RnnParams::fused (LSTM / RNN, the CPU plan's
// fused step) applies the cell to its units' gates itself (rnn_cell_units) and stores no gates.
//
// Layouts accepted: gates [seq, dirs, batch, G*H] (the plan's view), [seq, dirs, batch, G, H] or
// [batch, G*H]; states Y-shaped [seq, dirs, batch, H] (read at RnnParams::h_prev_time) or
// [dirs, batch, H]; weights with unit stride along their last dim (else the kernel declines).
// Batch-1 steps are matrix-vector products: each weight row of the box is streamed once per rTask.
#pragma once

#include "backends/cpu/kernels/cpu_gemm_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Element offset of gate column j (= g * H + h) at (t, d, b) in any accepted gates layout.
inline int64_t rnn_gate_offset(const k::TensorDesc& g, int64_t t, int64_t d, int64_t b, int64_t j,
                               int64_t H) {
  if (g.rank == 5)
    return t * g.strides[0] + d * g.strides[1] + b * g.strides[2] + (j / H) * g.strides[3] +
           (j % H) * g.strides[4];
  if (g.rank == 4) return t * g.strides[0] + d * g.strides[1] + b * g.strides[2] + j * g.strides[3];
  return b * g.strides[0] + j * g.strides[1];
}
inline bool rnn_gates_layout_ok(const k::TensorDesc& g) {
  return g.rank == 5 || g.rank == 4 || g.rank == 2;
}

// Element offset of state (time, d, b, k) in a Y-shaped (rank 4) or [dirs, batch, H] tensor.
inline int64_t rnn_state_off(const k::TensorDesc& s, int64_t time, int64_t d, int64_t b, int64_t kk) {
  if (s.rank == 4) return time * s.strides[0] + d * s.strides[1] + b * s.strides[2] + kk * s.strides[3];
  return d * s.strides[0] + b * s.strides[1] + kk * s.strides[2];
}
inline bool rnn_state_ok(const k::TensorDesc* T, int32_t t) {
  return t < 0 || ((T[t].rank == 4 || T[t].rank == 3) && is_f32(T, t));
}

// Copies n state values from unit k0 at (time, d, b) of tensor t into dst (zeros when t < 0, an
// absent operand).
inline void rnn_load_state(const k::TensorDesc* T, void* const* ptrs, int32_t t, int64_t time, int64_t d,
                           int64_t b, int64_t k0, int64_t n, float* dst) {
  if (t < 0) {
    std::fill(dst, dst + n, 0.0f);
    return;
  }
  const k::TensorDesc& s = T[t];
  const float* p = static_cast<const float*>(ptrs[t]) + rnn_state_off(s, time, d, b, k0);
  const int64_t st = s.strides[s.rank - 1];
  for (int64_t i = 0; i < n; ++i) dst[i] = p[i * st];
}

// Stores n state values from unit k0 at (time, d, b) of tensor t (nothing when t < 0).
inline void rnn_store_state(const k::TensorDesc* T, void* const* ptrs, int32_t t, int64_t time, int64_t d,
                            int64_t b, int64_t k0, int64_t n, const float* v) {
  if (t < 0) return;
  const k::TensorDesc& s = T[t];
  store_run(static_cast<float*>(ptrs[t]), rnn_state_off(s, time, d, b, k0), s.strides[s.rank - 1], v, n);
}

// clip then the activation `code` (ActivationCode), in place over n values: kernels/scalar_ops.h's
// formulas, sigmoid and tanh in simd.h's vector forms of them.
inline void rnn_activate(k::ActivationCode code, float clip, float* v, int64_t n) {
  if (clip > 0.0f)
    for (int64_t i = 0; i < n; ++i) v[i] = k::ops::clip(v[i], -clip, clip);
  switch (code) {
    case k::ActivationCode::sigmoid: map_inplace(v, n, [](Simd::V x) { return vsigmoid(x); }); break;
    case k::ActivationCode::tanh: map_inplace(v, n, [](Simd::V x) { return vtanh(x); }); break;
    case k::ActivationCode::relu:
      for (int64_t i = 0; i < n; ++i) v[i] = k::ops::relu(v[i]);
      break;
  }
}

// Four dot products' accumulators reduced to their four sums (AVX-512: one transposed reduction
// in registers instead of four horizontal sums; elsewhere Simd::sum each).
inline void rnn_sum4(Simd::V a0, Simd::V a1, Simd::V a2, Simd::V a3, float* y) {
#if defined(RAMMER_CPU_ISA_AVX512)
  auto fold = [](__m512 v) {  // 16 -> 8 lanes (a shuffle: gcc 12 flags the extract intrinsics)
    return _mm512_castps512_ps256(_mm512_add_ps(v, _mm512_shuffle_f32x4(v, v, 0x4E)));
  };
  const __m256 h01 = _mm256_hadd_ps(fold(a0), fold(a1));
  const __m256 h23 = _mm256_hadd_ps(fold(a2), fold(a3));
  const __m256 h = _mm256_hadd_ps(h01, h23);  // per 128-bit half: partial sums of rows 0..3
  _mm_storeu_ps(y, _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1)));
#else
  y[0] = Simd::sum(a0);
  y[1] = Simd::sum(a1);
  y[2] = Simd::sum(a2);
  y[3] = Simd::sum(a3);
#endif
}

// Rows per pass of the step's GEMV: eight dot products share each load of x (measured on a 512 x
// 256 block read in place, 8 rows per pass ~104 GB/s vs 4 rows ~90).
constexpr int kRnnRows = 8;

// y[i] = row i . x[0, kv) for the kRnnRows rows at r (kv a multiple of Simd::W): the vector of
// row i at k-vector v is r + i * row_step + v * k_step. Ahead > 0: each k step also asks for the
// lines `Ahead` floats past it (a contiguous stream, rnn_packed_dot).
template <int64_t Ahead = 0>
inline void rnn_dot_rows(const float* r, int64_t row_step, int64_t k_step, int64_t kv, const float* x, float* y) {
  typename Simd::V a[kRnnRows];
  for (int i = 0; i < kRnnRows; ++i) a[i] = Simd::zero();
  for (int64_t kk = 0; kk < kv; kk += Simd::W, r += k_step) {
    if constexpr (Ahead > 0)
      for (int64_t line = 0; line < k_step; line += 16) __builtin_prefetch(r + Ahead + line, 0, 3);
    const typename Simd::V xv = Simd::load(x + kk);
    for (int i = 0; i < kRnnRows; ++i) a[i] = Simd::fma(Simd::load(r + i * row_step), xv, a[i]);
  }
  rnn_sum4(a[0], a[1], a[2], a[3], y);
  rnn_sum4(a[4], a[5], a[6], a[7], y + 4);
}

// y[n] = w[n * sw : n * sw + K] . x for n in [0, N): rows of R streamed once, kRnnRows per pass
// (contiguous loads only).
inline void rnn_rows_dot(int64_t N, int64_t K, const float* x, const float* w, int64_t sw, float* y) {
  const int64_t kv = K - K % Simd::W;
  int64_t n = 0;
  for (; n + kRnnRows <= N; n += kRnnRows) {
    const float* r = w + n * sw;
    rnn_dot_rows(r, sw, Simd::W, kv, x, y + n);
    for (int64_t kk = kv; kk < K; ++kk)
      for (int i = 0; i < kRnnRows; ++i) y[n + i] += r[i * sw + kk] * x[kk];
  }
  for (; n < N; ++n) y[n] = dot_row(w + n * sw, x, K);
}

// R packed once per process for the step's GEMV (packed_weights), in the order a step reads it:
// unit block ub (units [8 ub, 8 ub + 8)) holds gate g's rows of those units as block ub * G + g,
// each block kRnnRows x kp floats laid out [kp / W][kRnnRows][W] (kp = K rounded up to Simd::W,
// zero padded). A step's units [j0, j0 + nj) of every gate are then one contiguous stream from
// (j0 / 8) * G * 8 * kp: the L2 prefetcher serves one contiguous stream best (better than rows
// read in place or packed runs with gaps between them; docs/perf-notes.md).
inline int64_t rnn_kp(int64_t K) { return (K + Simd::W - 1) / Simd::W * Simd::W; }
// The packed copy of G gates of H rows each (H a multiple of kRnnRows) of K floats.
inline int64_t rnn_packed_floats(int64_t G, int64_t H, int64_t K) { return G * H * rnn_kp(K); }
template <int G>
void pack_rnn_rows(const WeightView& v, float* dst) {
  const int64_t kp = rnn_kp(v.cols), H = v.rows / G;
  std::fill(dst, dst + rnn_packed_floats(G, H, v.cols), 0.0f);
  for (int64_t g = 0; g < G; ++g)
    for (int64_t u = 0; u < H; ++u) {
      const float* src = v.w + (g * H + u) * v.s_row;
      float* block = dst + ((u / kRnnRows) * G + g) * kRnnRows * kp + u % kRnnRows * Simd::W;
      for (int64_t kk = 0; kk < v.cols; ++kk)
        block[kk / Simd::W * kRnnRows * Simd::W + kk % Simd::W] = src[kk * v.s_col];
    }
}

// The packed copy of one direction's R: G * H rows (gate-major, as ONNX stores them) of K floats
// from rd with row stride s_row, unit stride along K; nullptr for a gate count without a packer.
// The steps read it and the input projection prefetches it (PrefetchHint) through this one
// function, so both find the same copy.
inline const float* rnn_packed_r(const float* rd, int64_t G, int64_t H, int64_t K, int64_t s_row) {
  WeightPackFn pack = G == 4 ? &pack_rnn_rows<4> : G == 3 ? &pack_rnn_rows<3> : G == 1 ? &pack_rnn_rows<1> : nullptr;
  if (pack == nullptr || H % kRnnRows != 0) return nullptr;
  return packed_weights(WeightView{rd, G * H, K, s_row, 1}, rnn_packed_floats(G, H, K), pack);
}

// How far ahead of its loads rnn_packed_dot asks for R's lines (floats): inside a model the L2
// prefetcher alone leaves the GEMV well below its isolated rate; 4 KB ahead into L1 measured best
// (docs/perf-notes.md).
constexpr int64_t kRnnAhead = 1024;

// y[g * ldy + j] = (row g * H + 8 ub + j of R) . x for the nub unit blocks at p (rnn_packed_r's
// layout, G gates each), j in [0, 8 nub), except gate `skip` (GRU's h gate has no recurrent term
// here: its rows are passed over, y left as it is); x: kp floats, zero padded. The same lanes and
// sums as rnn_rows_dot.
inline void rnn_packed_dot(int64_t nub, int64_t G, int64_t skip, int64_t kp, const float* x, const float* p,
                           float* y, int64_t ldy) {
  for (int64_t ub = 0; ub < nub; ++ub)
    for (int64_t g = 0; g < G; ++g, p += kRnnRows * kp)
      if (g != skip) rnn_dot_rows<kRnnAhead>(p, Simd::W, kRnnRows * Simd::W, kp, x, y + g * ldy + ub * kRnnRows);
}

// A fused step's (rnn_gates with RnnParams::fused) cell operands start at this slot: operand
// kFusedCell + s is rnn_cell's operand s (s = 0, the gates, unused).
constexpr int kFusedCell = 10;

// Whether the LSTM / RNN cell accepts operands co (rnn_cell's slots): f32 Y-shaped or initial
// states, rank-2 peepholes.
inline bool rnn_cell_units_ok(const k::RnnParams& rp, const k::TensorDesc* T, const int32_t* co) {
  if (rp.kind == k::RnnKind::gru || co[2] < 0) return false;
  for (int i = 1; i < 10; ++i)
    if (!is_f32(T, co[i])) return false;
  for (int slot : {1, 2, 3, 4, 5, 6})
    if (!rnn_state_ok(T, co[slot])) return false;
  return co[7] < 0 || T[co[7]].rank == 2;
}

// The LSTM / RNN cell of batch row bi's units [j0, j0 + nj): g holds their gate pre-activations
// (gate gi of unit j at g[gi * nj + j]; overwritten), w 2 * nj floats of scratch. Reads c_prev
// (operand co[1]) at time rp.h_prev_time, writes h (co[2], co[4]) and c (co[3], co[5]).
inline void rnn_cell_units(const k::OpDesc& op, const k::RnnParams& rp, const k::TensorDesc* T, void* const* ptrs,
                           const int32_t* co, int64_t bi, int64_t j0, int64_t nj, float* g, float* w) {
  const k::RnnKind kind = rp.kind;
  const int64_t t = rp.t, d = rp.d, H = op.space[1];
  const k::ActivationCode f_act = rp.f, g_act = rp.g, h_act = rp.h;
  const float clip = rp.clip;
  float *st = w, *hn = w + nj;
  if (kind == k::RnnKind::lstm) {
    // Gate order i, o, f, c; peepholes i, o, f; st = c_prev.
    float *g0 = g, *g1 = g + nj, *g2 = g + 2 * nj, *g3 = g + 3 * nj;
    auto param_row = [&](int64_t row0) {  // P row pointer and its stride
      const k::TensorDesc& D = T[co[7]];
      return std::pair<const float*, int64_t>(
          static_cast<const float*>(ptrs[co[7]]) + d * D.strides[0] + row0 * D.strides[1], D.strides[1]);
    };
    rnn_load_state(T, ptrs, co[1], rp.h_prev_time, d, bi, j0, nj, st);
    if (co[7] >= 0) {
      auto [pi, ps] = param_row(j0);
      auto [pf, fs] = param_row(2 * H + j0);
      for (int64_t j = 0; j < nj; ++j) {
        g0[j] += pi[j * ps] * st[j];
        g2[j] += pf[j * fs] * st[j];
      }
    }
    rnn_activate(f_act, clip, g0, nj);
    rnn_activate(f_act, clip, g2, nj);
    rnn_activate(g_act, clip, g3, nj);
    for (int64_t j = 0; j < nj; ++j) st[j] = g2[j] * st[j] + g0[j] * g3[j];  // c
    if (co[7] >= 0) {
      auto [po, os] = param_row(H + j0);
      for (int64_t j = 0; j < nj; ++j) g1[j] += po[j * os] * st[j];
    }
    rnn_activate(f_act, clip, g1, nj);
    std::memcpy(hn, st, static_cast<size_t>(nj) * sizeof(float));
    rnn_activate(h_act, 0.0f, hn, nj);
    for (int64_t j = 0; j < nj; ++j) hn[j] *= g1[j];
    rnn_store_state(T, ptrs, co[3], t, d, bi, j0, nj, st);
    rnn_store_state(T, ptrs, co[5], 0, d, bi, j0, nj, st);
  } else {
    std::memcpy(hn, g, static_cast<size_t>(nj) * sizeof(float));
    rnn_activate(f_act, clip, hn, nj);
  }
  rnn_store_state(T, ptrs, co[2], t, d, bi, j0, nj, hn);
  rnn_store_state(T, ptrs, co[4], 0, d, bi, j0, nj, hn);
}

// OpKind::rnn_gates with RnnParams::projected: gates[t, d, b, g*H + j] = xproj[d, t, b, g*H + j]
// + h_prev[b] . R[d, g*H + j] + Rb for the box's hidden columns j of every gate (GRU's h gate: xproj
// alone). The step's only weight traffic is R's rows of the box, streamed once per batch row.
// Fused (RnnParams::fused): the gates go to `gb` and the cell runs on them (rnn_cell_units).
inline bool rnn_gates_projected(const k::OpDesc& op, const k::RnnParams& rp, const k::TensorDesc* T,
                                void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const k::RnnKind kind = rp.kind;
  const bool fused = rp.fused;
  if (op.rank != 2 || o[0] < 0 || o[2] < 0 || (o[5] < 0 && !fused)) return false;
  for (int i : {0, 2, 3, 4, 5})
    if (!is_f32(T, o[i])) return false;
  const k::TensorDesc& P = T[o[0]];
  const k::TensorDesc& R = T[o[2]];
  if (P.rank != 4 || R.rank != 3 || R.strides[2] != 1) return false;
  if (!fused && !rnn_gates_layout_ok(T[o[5]])) return false;
  if (fused && !rnn_cell_units_ok(rp, T, o + kFusedCell)) return false;
  if (o[3] >= 0 && T[o[3]].rank != 2) return false;
  if (!rnn_state_ok(T, o[4])) return false;
  const int64_t t = rp.t, d = rp.d, ng = rp.gates, H = op.space[1];
  const Box b = task_box(op, task);
  const int64_t j0 = b.lo[1], nj = b.extent(1);
  if (b.extent(0) <= 0 || nj <= 0) return true;
  const int64_t kp = rnn_kp(H);
  float* hr = scratch(kAcc, static_cast<size_t>(ng * nj + kp + (ng + 2) * nj));
  float* hbuf = hr + ng * nj;  // h_prev . R: gate gi of unit j at hr[gi * nj + j]
  float* gb = hbuf + kp;       // fused: gate gi of unit j at gb[gi * nj + j], then 2 runs for the cell
  std::fill(hbuf + H, hbuf + kp, 0.0f);
  const float* bias = o[3] >= 0 ? static_cast<const float*>(ptrs[o[3]]) + d * T[o[3]].strides[0] : nullptr;
  const int64_t bst = o[3] >= 0 ? T[o[3]].strides[1] : 0;
  const float* r_dir = static_cast<const float*>(ptrs[o[2]]) + d * R.strides[0];
  // The packed copy's unit blocks cover the box's units [j0, j0 + nfull) when j0 is block-aligned.
  const bool blocks = R.shape[1] == ng * H && j0 % kRnnRows == 0 && o[4] >= 0;
  const float* rpk = blocks ? rnn_packed_r(r_dir, ng, H, R.shape[2], R.strides[1]) : nullptr;
  const int64_t nfull = rpk ? nj / kRnnRows * kRnnRows : 0;
  float* gp = fused ? gb : static_cast<float*>(ptrs[o[5]]);
  const int64_t gst = fused ? 1 : T[o[5]].strides[T[o[5]].rank - 1], pst = P.strides[3];
  for (int64_t bi = b.lo[0]; bi < b.hi[0]; ++bi) {
    if (o[4] >= 0) rnn_load_state(T, ptrs, o[4], rp.h_prev_time, d, bi, 0, H, hbuf);
    const float* pp = static_cast<const float*>(ptrs[o[0]]) + d * P.strides[0] + t * P.strides[1] + bi * P.strides[2];
    const int64_t no_r = kind == k::RnnKind::gru ? 2 : -1;  // the gate without h_prev . R here
    if (nfull > 0) rnn_packed_dot(nfull / kRnnRows, ng, no_r, kp, hbuf, rpk + j0 * ng * kp, hr, nj);
    for (int64_t gi = 0; gi < ng; ++gi) {
      const bool recurrent = gi != no_r;
      const int64_t r0 = gi * H + j0;
      float* hg = hr + gi * nj;
      if (recurrent && o[4] >= 0) {
        rnn_rows_dot(nj - nfull, H, hbuf, r_dir + (r0 + nfull) * R.strides[1], R.strides[1], hg + nfull);
      } else {
        std::fill(hg, hg + nj, 0.0f);
      }
      float* out = fused ? gb + gi * nj : gp + rnn_gate_offset(T[o[5]], t, d, bi, r0, H);
      const float* xin = pp + r0 * pst;
      const float* rb = recurrent && bias ? bias + (ng * H + r0) * bst : nullptr;
      if (pst == 1 && gst == 1 && (rb == nullptr || bst == 1)) {
        // The CPU plan's fused step: out = xin + (h.R + Rb) with vectors (the same sums as the
        // strided loops below, which are a visible share of a step).
        int64_t j = 0;
        for (; j + Simd::W <= nj; j += Simd::W) {
          typename Simd::V hv = Simd::load(hg + j);
          if (rb != nullptr) hv = Simd::add(hv, Simd::load(rb + j));
          Simd::store(out + j, Simd::add(Simd::load(xin + j), hv));
        }
        for (; j < nj; ++j) out[j] = xin[j] + (rb != nullptr ? hg[j] + rb[j] : hg[j]);
      } else {
        if (rb != nullptr)
          for (int64_t j = 0; j < nj; ++j) hg[j] += rb[j * bst];
        for (int64_t j = 0; j < nj; ++j) out[j * gst] = xin[j * pst] + hg[j];
      }
    }
    if (fused) rnn_cell_units(op, rp, T, ptrs, o + kFusedCell, bi, j0, nj, gb, gb + ng * nj);
  }
  return true;
}

// OpKind::rnn_gates: gates[t, d, b, g*H + j] = x[t, b] . W[d, g*H + j] + h_prev[b] . R[d, g*H + j]
// + Wb + Rb, for the box's hidden columns j of every gate; GRU's h gate (g = 2) omits h_prev . R and Rb.
inline bool rnn_gates_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const k::RnnParams rp = k::RnnParams::unpack(op);
  const k::RnnKind kind = rp.kind;
  const bool fused = rp.fused;
  if (rp.projected) return rnn_gates_projected(op, rp, T, ptrs, task);
  if (op.rank != 2 || o[0] < 0 || o[1] < 0 || o[2] < 0 || (o[5] < 0 && !fused)) return false;
  for (int i = 0; i < 6; ++i)
    if (!is_f32(T, o[i])) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& W = T[o[1]];
  const k::TensorDesc& R = T[o[2]];
  const int64_t t = rp.t, d = rp.d, ng = rp.gates;
  if (X.rank != 3 || W.rank != 3 || R.rank != 3) return false;
  if (!fused && !rnn_gates_layout_ok(T[o[5]])) return false;
  if (fused && !rnn_cell_units_ok(rp, T, o + kFusedCell)) return false;
  if (W.strides[2] != 1 || R.strides[2] != 1) return false;
  if (o[3] >= 0 && T[o[3]].rank != 2) return false;
  if (!rnn_state_ok(T, o[4])) return false;
  const int64_t in = X.shape[2], H = op.space[1];
  const Box b = task_box(op, task);
  const int64_t j0 = b.lo[1], nj = b.extent(1);
  if (b.extent(0) <= 0 || nj <= 0) return true;
  float* xw = scratch(kAcc, static_cast<size_t>(2 * nj + in + H + (ng + 2) * nj));
  float* hr = xw + nj;
  float* xbuf = hr + nj;
  float* hbuf = xbuf + in;
  float* gb = hbuf + H;  // fused: as rnn_gates_projected
  const float* wb = o[3] >= 0 ? static_cast<const float*>(ptrs[o[3]]) : nullptr;
  const int64_t gst = fused ? 1 : T[o[5]].strides[T[o[5]].rank - 1];
  for (int64_t bi = b.lo[0]; bi < b.hi[0]; ++bi) {
    const float* xp = static_cast<const float*>(ptrs[o[0]]) + t * X.strides[0] + bi * X.strides[1];
    for (int64_t i = 0; i < in; ++i) xbuf[i] = xp[i * X.strides[2]];
    if (o[4] >= 0) rnn_load_state(T, ptrs, o[4], rp.h_prev_time, d, bi, 0, H, hbuf);
    for (int64_t gi = 0; gi < ng; ++gi) {
      const bool recurrent = !(kind == k::RnnKind::gru && gi == 2);
      const int64_t r0 = gi * H + j0;
      const float* wr = static_cast<const float*>(ptrs[o[1]]) + d * W.strides[0] + r0 * W.strides[1];
      gemv(nj, in, xbuf, 1, wr, 1, W.strides[1], xw);
      if (recurrent && o[4] >= 0) {
        const float* rr = static_cast<const float*>(ptrs[o[2]]) + d * R.strides[0] + r0 * R.strides[1];
        gemv(nj, H, hbuf, 1, rr, 1, R.strides[1], hr);
      } else {
        std::fill(hr, hr + nj, 0.0f);
      }
      float* out = fused ? gb + gi * nj
                         : static_cast<float*>(ptrs[o[5]]) + rnn_gate_offset(T[o[5]], t, d, bi, r0, H);
      for (int64_t j = 0; j < nj; ++j) {
        float v = xw[j] + hr[j];
        if (wb) {
          const k::TensorDesc& Bd = T[o[3]];
          const float* brow = wb + d * Bd.strides[0];
          v += brow[(r0 + j) * Bd.strides[1]];
          if (recurrent) v += brow[(ng * H + r0 + j) * Bd.strides[1]];
        }
        out[j * gst] = v;
      }
    }
    if (fused) rnn_cell_units(op, rp, T, ptrs, o + kFusedCell, bi, j0, nj, gb, gb + ng * nj);
  }
  return true;
}

// OpKind::rnn_cell: the pointwise cell over the box's hidden units (GRU also finishes the h gate's
// recurrent product, a matrix-vector product over R's h rows).
inline bool rnn_cell_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  if (op.rank != 2 || o[0] < 0 || o[2] < 0) return false;
  for (int i = 0; i < 10; ++i)
    if (!is_f32(T, o[i])) return false;
  const k::TensorDesc& G = T[o[0]];
  if (!rnn_gates_layout_ok(G)) return false;
  for (int slot : {1, 2, 3, 4, 5, 6})
    if (!rnn_state_ok(T, o[slot])) return false;
  const k::RnnParams rp = k::RnnParams::unpack(op);
  const k::RnnKind kind = rp.kind;
  if (kind == k::RnnKind::gru && (o[8] < 0 || T[o[8]].rank != 3 || T[o[8]].strides[2] != 1)) return false;
  if (o[7] >= 0 && T[o[7]].rank != 2) return false;
  if (o[9] >= 0 && T[o[9]].rank != 2) return false;
  const int64_t t = rp.t, d = rp.d, ng = rp.gates, H = op.space[1];
  const bool lbr = rp.linear_before_reset;
  const k::ActivationCode f_act = rp.f, g_act = rp.g;
  const float clip = rp.clip;
  const Box b = task_box(op, task);
  const int64_t j0 = b.lo[1], nj = b.extent(1);
  if (b.extent(0) <= 0 || nj <= 0) return true;
  // Scratch: 6 runs of nj (gates and states) + 2 runs of H (GRU's full r and h_prev).
  float* s = scratch(kAcc, static_cast<size_t>(6 * nj + 2 * H));
  float *g0 = s, *g1 = s + nj, *g2 = s + 2 * nj, *g3 = s + 3 * nj, *hn = s + 5 * nj;
  float *full = s + 6 * nj, *hprev = full + H;
  const float* gp = static_cast<const float*>(ptrs[o[0]]);
  const int64_t gst = G.strides[G.rank - 1];
  auto load_gate = [&](int64_t bi, int64_t gi, int64_t k0, int64_t n, float* dst) {
    const float* p = gp + rnn_gate_offset(G, t, d, bi, gi * H + k0, H);
    for (int64_t i = 0; i < n; ++i) dst[i] = p[i * gst];
  };
  auto param_row = [&](int slot, int64_t row0) {  // B row pointer and its stride
    const k::TensorDesc& D = T[o[slot]];
    return std::pair<const float*, int64_t>(
        static_cast<const float*>(ptrs[o[slot]]) + d * D.strides[0] + row0 * D.strides[1], D.strides[1]);
  };
  for (int64_t bi = b.lo[0]; bi < b.hi[0]; ++bi) {
    if (kind != k::RnnKind::gru) {
      for (int64_t gi = 0; gi < ng; ++gi) load_gate(bi, gi, j0, nj, s + gi * nj);
      rnn_cell_units(op, rp, T, ptrs, o, bi, j0, nj, s, s + 4 * nj);
      continue;
    }
    // GRU, gate order z, r, h. g1 = the recurrent term of the h gate for the box's units.
    load_gate(bi, 0, j0, nj, g0);
    rnn_activate(f_act, clip, g0, nj);
    rnn_load_state(T, ptrs, o[6], rp.h_prev_time, d, bi, 0, H, hprev);
    const k::TensorDesc& R = T[o[8]];
    const float* rr = static_cast<const float*>(ptrs[o[8]]) + d * R.strides[0] + (2 * H + j0) * R.strides[1];
    if (lbr) {
      load_gate(bi, 1, j0, nj, g2);  // r for the box's units
      rnn_activate(f_act, clip, g2, nj);
      gemv(nj, H, hprev, 1, rr, 1, R.strides[1], g1);
      if (o[9] >= 0) {
        auto [rb, rs] = param_row(9, ng * H + 2 * H + j0);
        for (int64_t j = 0; j < nj; ++j) g1[j] += rb[j * rs];
      }
      for (int64_t j = 0; j < nj; ++j) g1[j] *= g2[j];
    } else {
      load_gate(bi, 1, 0, H, full);  // r for every unit: the product reads r * h_prev whole
      rnn_activate(f_act, clip, full, H);
      for (int64_t k2 = 0; k2 < H; ++k2) full[k2] *= hprev[k2];
      gemv(nj, H, full, 1, rr, 1, R.strides[1], g1);
      if (o[9] >= 0) {
        auto [rb, rs] = param_row(9, ng * H + 2 * H + j0);
        for (int64_t j = 0; j < nj; ++j) g1[j] += rb[j * rs];
      }
    }
    load_gate(bi, 2, j0, nj, g3);
    for (int64_t j = 0; j < nj; ++j) g3[j] += g1[j];
    rnn_activate(g_act, clip, g3, nj);
    for (int64_t j = 0; j < nj; ++j) hn[j] = (1.0f - g0[j]) * g3[j] + g0[j] * hprev[j0 + j];
    rnn_store_state(T, ptrs, o[2], t, d, bi, j0, nj, hn);
    rnn_store_state(T, ptrs, o[4], 0, d, bi, j0, nj, hn);
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
