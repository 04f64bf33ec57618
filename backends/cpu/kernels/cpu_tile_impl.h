// The CPU tile kernels per OpKind (gemm, conv, depthwise conv here; pool, rnn, row/reduce in their
// own headers; elementwise in cpu_steps_impl.h) and their
// dispatcher `fast_tile`, compiled once per ISA inside RAMMER_CPU_NS. Each kernel first checks that
// it supports the op (dtypes, ranks, layouts) and returns false before writing anything otherwise.
#pragma once

#include "backends/cpu/kernels/cpu_gemm_impl.h"
#include "backends/cpu/kernels/cpu_pool_impl.h"
#include "backends/cpu/kernels/cpu_rnn_impl.h"
#include "backends/cpu/kernels/cpu_row_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

inline int64_t* iscratch(size_t n) {
  thread_local std::vector<int64_t> buf;
  if (buf.size() < n + 8) buf.resize(n + 8);
  return buf.data();
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

// OpKind::gemm (see kernels/op_desc.h): batched, strided views, alpha/beta/C, epilogue.
inline bool gemm_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const int r = op.rank;
  if (r < 2 || o[0] < 0 || o[1] < 0 || o[3] < 0) return false;
  for (int i = 0; i < 4; ++i)
    if (!is_f32(T, o[i]) || (o[i] >= 0 && T[o[i]].rank != r)) return false;
  if (!steps_supported(op, T)) return false;
  const k::TensorDesc& A = T[o[0]];
  const k::TensorDesc& B = T[o[1]];
  const int64_t K = op.params[0];
  const float alpha = op.fparams[0], beta = op.fparams[1];
  const Box b = task_box(op, task);
  for (int d = 0; d < r; ++d)
    if (b.extent(d) <= 0) return true;
  const int64_t m0 = b.lo[r - 2], n0 = b.lo[r - 1];
  const int64_t Mt = b.extent(r - 2), Nt = b.extent(r - 1);
  const int64_t sam = A.strides[r - 2], sak = A.strides[r - 1];
  const int64_t sbk = B.strides[r - 2], sbn = B.strides[r - 1];
  float* acc = scratch(kAcc, static_cast<size_t>(Mt * Nt));

  Box batch = b;  // the batch dims of the box, with one run over (m, n) each
  batch.rank = r - 1;
  batch.lo[r - 2] = 0;
  batch.hi[r - 2] = 1;
  for_each_run(batch, [&](const int64_t* bidx) {
    int64_t idx[k::kMaxRank];
    int64_t aoff = 0, boff = 0;
    for (int d = 0; d < r - 2; ++d) {
      idx[d] = bidx[d];
      aoff += bidx[d] * A.strides[d];
      boff += bidx[d] * B.strides[d];
    }
    const float* a = static_cast<const float*>(ptrs[o[0]]) + aoff + m0 * sam;
    const float* bb = static_cast<const float*>(ptrs[o[1]]) + boff + n0 * sbn;
    if (Mt <= 3) {
      for (int64_t i = 0; i < Mt; ++i) gemv(Nt, K, a + i * sam, sak, bb, sbk, sbn, acc + i * Nt);
    } else {
      gemm_core(
          Mt, Nt, K,
          [&](int64_t pm, int64_t mc, int64_t k0, int64_t kc, float* dst) {
            pack_a_strided(a, sam, sak, pm, mc, k0, kc, dst);
          },
          [&](int64_t k0, int64_t kc, int64_t pn, int64_t nc, float* dst) {
            pack_b_strided(bb, sbk, sbn, k0, kc, pn, nc, dst);
          },
          acc, Nt);
    }
    for (int64_t i = 0; i < Mt; ++i) {
      float* row = acc + i * Nt;
      idx[r - 2] = m0 + i;
      idx[r - 1] = n0;
      if (alpha != 1.0f)
        for (int64_t j = 0; j < Nt; ++j) row[j] *= alpha;
      if (o[2] >= 0 && beta != 0.0f) {
        const k::TensorDesc& C = T[o[2]];
        const float* c = static_cast<const float*>(ptrs[o[2]]) + view_offset(C, idx);
        const int64_t sc = C.strides[r - 1];
        for (int64_t j = 0; j < Nt; ++j) row[j] += beta * c[j * sc];
      }
      finish_run(op, T, ptrs, idx, row, Nt);
    }
  });
  return true;
}

struct ConvGeom {
  int nd = 0;
  int64_t group = 1, Cg = 0, Mg = 0, ks = 1, Kdim = 0;
  int64_t kern[3] = {1, 1, 1}, str[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, pad[3] = {0, 0, 0};
  int64_t in[3] = {1, 1, 1};
};

inline bool contiguous(const k::TensorDesc& d) {
  int64_t s = 1;
  for (int i = d.rank - 1; i >= 0; --i) {
    if (d.shape[i] != 1 && d.strides[i] != s) return false;
    s *= d.shape[i];
  }
  return true;
}

// Depthwise 2-D conv (one input channel per group, one output channel per group): direct loops,
// vectorised along the output row when the stride is 1.
inline void depthwise2d(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                        const Box& b, const ConvGeom& g) {
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  const float* wp = static_cast<const float*>(ptrs[o[1]]);
  const float* bias = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
  const int64_t bias_st = o[2] >= 0 ? T[o[2]].strides[0] : 0;
  const int64_t lo = b.lo[3], hi = b.hi[3], len = hi - lo;
  const int64_t IH = g.in[0], IW = g.in[1], sh = g.str[0], sw = g.str[1];
  const int64_t xs2 = X.strides[2], xs3 = X.strides[3];
  float* row = scratch(kAcc, static_cast<size_t>(len));
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t m = b.lo[1]; m < b.hi[1]; ++m) {
      const float* xc = xp + n * X.strides[0] + m * X.strides[1];
      const float* wm = wp + m * g.ks;
      const float bv = bias ? bias[m * bias_st] : 0.0f;
      for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh) {
        std::fill(row, row + len, bv);
        for (int64_t kh = 0; kh < g.kern[0]; ++kh) {
          const int64_t ih = oh * sh - g.pad[0] + kh * g.dil[0];
          if (ih < 0 || ih >= IH) continue;
          const float* xr = xc + ih * xs2;
          for (int64_t kw = 0; kw < g.kern[1]; ++kw) {
            const float wv = wm[kh * g.kern[1] + kw];
            const int64_t off = kw * g.dil[1] - g.pad[1];
            // Valid ow: 0 <= ow * sw + off <= IW - 1.
            int64_t ow_lo = off >= 0 ? 0 : (-off + sw - 1) / sw;
            int64_t ow_hi = IW - 1 - off >= 0 ? (IW - 1 - off) / sw + 1 : 0;
            ow_lo = std::max(ow_lo, lo);
            ow_hi = std::min(ow_hi, hi);
            if (sw == 1 && xs3 == 1) {
              const float* xs = xr + off;
              for (int64_t ow = ow_lo; ow < ow_hi; ++ow) row[ow - lo] += wv * xs[ow];
            } else {
              for (int64_t ow = ow_lo; ow < ow_hi; ++ow) row[ow - lo] += wv * xr[(ow * sw + off) * xs3];
            }
          }
        }
        const int64_t idx[4] = {n, m, oh, lo};
        finish_run(op, T, ptrs, idx, row, len);
      }
    }
  }
}

// OpKind::conv: implicit GEMM per (batch, group): A = weights [Mg x Cg*k], B = im2col of the box's
// output positions packed straight from x, then bias and epilogue per output row run.
inline bool conv_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  if (o[0] < 0 || o[1] < 0 || o[3] < 0) return false;
  for (int i = 0; i < 4; ++i)
    if (!is_f32(T, o[i])) return false;
  ConvGeom g;
  g.nd = static_cast<int>(op.params[1]);
  g.group = op.params[0];
  const int nd = g.nd;
  if (nd < 1 || nd > 3 || op.rank != nd + 2 || g.group < 1) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Wd = T[o[1]];
  const k::TensorDesc& Y = T[o[3]];
  if (X.rank != nd + 2 || Wd.rank != nd + 2 || Y.rank != nd + 2 || !contiguous(Wd)) return false;
  if (o[2] >= 0 && T[o[2]].rank != 1) return false;
  if (!steps_supported(op, T)) return false;
  for (int i = 0; i < nd; ++i) {
    g.kern[i] = op.params[2 + i];
    g.str[i] = op.params[2 + nd + i];
    g.dil[i] = op.params[2 + 2 * nd + i];
    g.pad[i] = op.params[2 + 3 * nd + i];
    g.in[i] = X.shape[2 + i];
    g.ks *= g.kern[i];
  }
  g.Cg = X.shape[1] / g.group;
  g.Mg = Y.shape[1] / g.group;
  g.Kdim = g.Cg * g.ks;
  const Box b = task_box(op, task);
  for (int d = 0; d < op.rank; ++d)
    if (b.extent(d) <= 0) return true;
  if (nd == 2 && g.Cg == 1 && g.Mg == 1) {
    depthwise2d(op, T, ptrs, b, g);
    return true;
  }

  // Columns = the box's output positions, row-major; colbase = their input origin per dim.
  int64_t P = 1;
  for (int i = 0; i < nd; ++i) P *= b.extent(2 + i);
  const int64_t len_last = b.extent(nd + 1);
  int64_t* colbase = iscratch(static_cast<size_t>(P * nd + g.Kdim * (nd + 1)));
  int64_t* kdec = colbase + P * nd;  // per k: channel offset in x, then kernel offset per dim
  for (int64_t p = 0; p < P; ++p) {
    int64_t rem = p;
    for (int i = nd - 1; i >= 0; --i) {
      const int64_t e = b.extent(2 + i);
      colbase[p * nd + i] = (b.lo[2 + i] + rem % e) * g.str[i] - g.pad[i];
      rem /= e;
    }
  }
  for (int64_t kk = 0; kk < g.Kdim; ++kk) {
    int64_t rem = kk % g.ks;
    kdec[kk * (nd + 1)] = (kk / g.ks) * X.strides[1];
    for (int i = nd - 1; i >= 0; --i) {
      kdec[kk * (nd + 1) + 1 + i] = (rem % g.kern[i]) * g.dil[i];
      rem /= g.kern[i];
    }
  }
  const int64_t m0 = b.lo[1], Mt = b.extent(1);
  float* acc = scratch(kAcc, static_cast<size_t>(Mt * P));
  const float* wp = static_cast<const float*>(ptrs[o[1]]);
  const float* bias = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
  const int64_t bias_st = o[2] >= 0 ? T[o[2]].strides[0] : 0;
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t grp = m0 / g.Mg; grp * g.Mg < b.hi[1]; ++grp) {
      const int64_t mlo = std::max(m0, grp * g.Mg), mhi = std::min(b.hi[1], (grp + 1) * g.Mg);
      const float* wg = wp + mlo * g.Kdim;
      const float* xg = static_cast<const float*>(ptrs[o[0]]) + n * X.strides[0] +
                        grp * g.Cg * X.strides[1];
      // im2col of one k row over columns [pn, pn + nc) into `row`. 2-D walks output rows and
      // copies each valid input run at once; other ranks go column by column.
      const int64_t e1 = b.extent(nd + 1);
      auto fill_row = [&](int64_t kk, int64_t pn, int64_t nc, float* row) {
        const int64_t* kd = kdec + kk * (nd + 1);
        const float* xc = xg + kd[0];
        if (nd == 2) {
          const int64_t sw = g.str[1], xs3 = X.strides[3], off = kd[2] - g.pad[1];
          for (int64_t c = pn; c < pn + nc;) {
            const int64_t ow0 = c % e1, run = std::min(e1 - ow0, pn + nc - c);
            float* out = row + (c - pn);
            const int64_t ih = colbase[c * 2] + kd[1];
            if (ih < 0 || ih >= g.in[0]) {
              std::fill(out, out + run, 0.0f);
            } else {
              const float* xr = xc + ih * X.strides[2];
              const int64_t ow_base = b.lo[3] + ow0;  // output column of out[0]
              if (sw == 1 && xs3 == 1) {
                // Unit stride: zeros, one contiguous copy, zeros.
                const int64_t t0 = std::clamp<int64_t>(-off - ow_base, 0, run);
                const int64_t t1 = std::clamp<int64_t>(g.in[1] - off - ow_base, t0, run);
                std::fill(out, out + t0, 0.0f);
                std::memcpy(out + t0, xr + ow_base + t0 + off, static_cast<size_t>(t1 - t0) * sizeof(float));
                std::fill(out + t1, out + run, 0.0f);
                c += run;
                continue;
              }
              for (int64_t t = 0; t < run; ++t) {
                const int64_t iw = (ow_base + t) * sw + off;
                out[t] = (iw >= 0 && iw < g.in[1]) ? xr[iw * xs3] : 0.0f;
              }
            }
            c += run;
          }
          return;
        }
        for (int64_t j = 0; j < nc; ++j) {
          const int64_t* cb = colbase + (pn + j) * nd;
          int64_t o = 0;
          bool inside = true;
          for (int i = 0; i < nd; ++i) {
            const int64_t c = cb[i] + kd[1 + i];
            inside = inside && c >= 0 && c < g.in[i];
            o += c * X.strides[2 + i];
          }
          row[j] = inside ? xc[o] : 0.0f;
        }
      };
      auto pack_b = [&](int64_t k0, int64_t kc, int64_t pn, int64_t nc, float* dst) {
        float* row = scratch(kStepTmp, static_cast<size_t>(nc));
        for (int64_t kk = 0; kk < kc; ++kk) {
          fill_row(k0 + kk, pn, nc, row);
          for (int64_t q = 0; q < nc; q += NR) {
            const int64_t cols = std::min<int64_t>(NR, nc - q);
            float* d = dst + (q / NR) * kc * NR + kk * NR;
            std::memcpy(d, row + q, static_cast<size_t>(cols) * sizeof(float));
            for (int64_t j = cols; j < NR; ++j) d[j] = 0.0f;
          }
        }
      };
      gemm_core(
          mhi - mlo, P, g.Kdim,
          [&](int64_t pm, int64_t mc, int64_t k0, int64_t kc, float* dst) {
            pack_a_strided(wg, g.Kdim, 1, pm, mc, k0, kc, dst);
          },
          pack_b, acc + (mlo - m0) * P, P);
    }
    for (int64_t m = m0; m < b.hi[1]; ++m) {
      float* rowp = acc + (m - m0) * P;
      if (bias) {
        const float bv = bias[m * bias_st];
        for (int64_t p = 0; p < P; ++p) rowp[p] += bv;
      }
      for (int64_t p = 0; p < P; p += len_last) {
        int64_t idx[k::kMaxRank] = {};
        idx[0] = n;
        idx[1] = m;
        for (int i = 0; i < nd; ++i) idx[2 + i] = (colbase[p * nd + i] + g.pad[i]) / g.str[i];
        finish_run(op, T, ptrs, idx, rowp + p, len_last);
      }
    }
  }
  return true;
}

inline bool fast_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  switch (static_cast<k::OpKind>(op.kind)) {
    case k::OpKind::gemm: return gemm_tile(op, T, ptrs, task);
    case k::OpKind::conv: return conv_tile(op, T, ptrs, task);
    case k::OpKind::elementwise: return elementwise_tile(op, T, ptrs, task);
    case k::OpKind::rnn_gates: return rnn_gates_tile(op, T, ptrs, task);
    case k::OpKind::rnn_cell: return rnn_cell_tile(op, T, ptrs, task);
    case k::OpKind::pool: return pool_tile(op, T, ptrs, task);
    case k::OpKind::row: return row_tile(op, T, ptrs, task);
    case k::OpKind::reduce: return reduce_tile(op, T, ptrs, task);
    default: return false;
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
