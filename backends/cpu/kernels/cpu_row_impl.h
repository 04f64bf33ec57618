// CPU tile kernels for row-wise ops (OpKind::row: softmax, log_softmax, layer_norm) and reductions
// over trailing axes (OpKind::reduce: sum, mean, max, min, sum_square, l1, l2), compiled once per
// ISA inside RAMMER_CPU_NS. Semantics of kernels/row.h and kernels/reduce.h.
//
// Fast paths need contiguous rows: row ops need x and y dense (the row is cols consecutive floats);
// reductions need the reduced axes to be x's trailing dims, dense in x (one run of rcount floats per
// output point). Anything else (hardmax, arg ops, strided views) declines and the executor falls
// back to the emulated tile kernels.
#pragma once

#include <limits>

#include "backends/cpu/kernels/cpu_steps_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

inline bool dense(const k::TensorDesc& d) {
  int64_t s = 1;
  for (int i = d.rank - 1; i >= 0; --i) {
    if (d.shape[i] != 1 && d.strides[i] != s) return false;
    s *= d.shape[i];
  }
  return true;
}

inline float row_max(const float* x, int64_t n) {
  typename Simd::V m = Simd::set1(-std::numeric_limits<float>::infinity());
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) m = Simd::max(m, Simd::load(x + i));
  float r = Simd::hmax(m);
  for (; i < n; ++i) r = std::max(r, x[i]);
  return r;
}

inline float row_sum(const float* x, int64_t n) {
  typename Simd::V s0 = Simd::zero(), s1 = Simd::zero();
  int64_t i = 0;
  for (; i + 2 * Simd::W <= n; i += 2 * Simd::W) {
    s0 = Simd::add(s0, Simd::load(x + i));
    s1 = Simd::add(s1, Simd::load(x + i + Simd::W));
  }
  float r = Simd::sum(Simd::add(s0, s1));
  for (; i < n; ++i) r += x[i];
  return r;
}

// Sum of (x - c)^2 (variance around the mean; sum of squares with c = 0).
inline float row_sq_sum(const float* x, int64_t n, float c) {
  typename Simd::V s = Simd::zero();
  const typename Simd::V cv = Simd::set1(c);
  int64_t i = 0;
  for (; i + Simd::W <= n; i += Simd::W) {
    const typename Simd::V d = Simd::sub(Simd::load(x + i), cv);
    s = Simd::fma(d, d, s);
  }
  float r = Simd::sum(s);
  for (; i < n; ++i) r += (x[i] - c) * (x[i] - c);
  return r;
}

inline bool row_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const k::RowParams rp = k::RowParams::unpack(op);
  const k::RowOp rop = rp.op;
  const int64_t cols = rp.cols;
  if (op.rank != 1 || rop == k::RowOp::hardmax) return false;
  const bool ln = rop == k::RowOp::layer_norm;
  const int ys = ln ? 3 : 1;
  if (o[0] < 0 || o[ys] < 0) return false;
  for (int i = 0; i < (ln ? 6 : 2); ++i)
    if (!is_f32(T, o[i]) || (o[i] >= 0 && !dense(T[o[i]]))) return false;
  if (ln && o[1] < 0) return false;
  const Box b = task_box(op, task);
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[ys]]);
  for (int64_t r = b.lo[0]; r < b.hi[0]; ++r) {
    const float* x = xp + r * cols;
    float* y = yp + r * cols;
    if (ln) {
      const float mean = cols > 0 ? row_sum(x, cols) / static_cast<float>(cols) : 0.0f;
      const float var = cols > 0 ? row_sq_sum(x, cols, mean) / static_cast<float>(cols) : 0.0f;
      const float inv_std = 1.0f / std::sqrt(var + rp.epsilon);
      const float* sc = static_cast<const float*>(ptrs[o[1]]);
      const float* bi = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
      if (bi) {
        for (int64_t c = 0; c < cols; ++c) y[c] = (x[c] - mean) * inv_std * sc[c] + bi[c];
      } else {
        for (int64_t c = 0; c < cols; ++c) y[c] = (x[c] - mean) * inv_std * sc[c];
      }
      if (o[4] >= 0) static_cast<float*>(ptrs[o[4]])[r] = mean;
      if (o[5] >= 0) static_cast<float*>(ptrs[o[5]])[r] = inv_std;
      continue;
    }
    const float mx = row_max(x, cols);
    // y = x - max first, then exp in place: one read of x, vectorised exp.
    for (int64_t c = 0; c < cols; ++c) y[c] = x[c] - mx;
    if (rop == k::RowOp::softmax) {
      map_inplace(y, cols, [](Simd::V v) { return vexp(v); });
      const float inv = 1.0f / row_sum(y, cols);
      for (int64_t c = 0; c < cols; ++c) y[c] *= inv;
    } else {
      float s = 0.0f;
      for (int64_t c = 0; c < cols; ++c) s += std::exp(y[c]);
      const float ls = std::log(s);
      for (int64_t c = 0; c < cols; ++c) y[c] -= ls;
    }
  }
  return true;
}

// Reductions that keep x's last dim (a channel mean of an NCHW map: LayerNorm over axis 1 once the
// layout pass has folded an NHWC graph's transposes): each run of output points along the last dim
// accumulates one row of x per reduced point, vectorised along the run. x and y must be dense along
// the last dim; the reduced dims may have any strides.
inline bool reduce_keeping_last(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const k::ReduceParams rp = k::ReduceParams::unpack(op);
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[1]];
  const int last = X.rank - 1;
  if (last < 1 || ((rp.axes_mask >> last) & 1) || X.strides[last] != 1 || Y.strides[last] != 1) return false;
  // The offsets in x of every reduced point (the reduced dims' multi-indices, row-major).
  std::vector<int64_t> roff{0};
  for (int i = 0; i < X.rank; ++i) {
    if (!((rp.axes_mask >> i) & 1) || X.shape[i] == 1) continue;
    std::vector<int64_t> next;
    next.reserve(roff.size() * static_cast<size_t>(X.shape[i]));
    for (int64_t off : roff)
      for (int64_t j = 0; j < X.shape[i]; ++j) next.push_back(off + j * X.strides[i]);
    roff = std::move(next);
  }
  const int64_t rcount = static_cast<int64_t>(roff.size());
  const k::ReduceOp rop = rp.op;
  const float init = rop == k::ReduceOp::max   ? -std::numeric_limits<float>::infinity()
                     : rop == k::ReduceOp::min ? std::numeric_limits<float>::infinity()
                                               : 0.0f;
  constexpr int64_t kBlock = 512;  // accumulators of one block stay in L1 across the reduced rows
  float* acc = scratch(kAcc, kBlock);
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[1]]);
  const Box b = task_box(op, task);
  for_each_run(b, [&](const int64_t* run) {
    int64_t xo = 0;
    for (int i = 0; i < last; ++i) xo += ((rp.axes_mask >> i) & 1) ? 0 : run[i] * X.strides[i];
    float* y = yp + view_offset(Y, run);
    for (int64_t c0 = b.lo[last]; c0 < b.hi[last]; c0 += kBlock) {
      const int64_t n = std::min(kBlock, b.hi[last] - c0);
      fill_floats(acc, init, n);
      for (int64_t r = 0; r < rcount; ++r) {
        const float* x = xp + xo + roff[static_cast<size_t>(r)] + c0;
        int64_t i = 0;
        for (; i + Simd::W <= n; i += Simd::W) {
          const Simd::V v = Simd::load(x + i), a = Simd::load(acc + i);
          Simd::V out;
          switch (rop) {
            // max_ps(v, a) is v > a ? v : a, min_ps likewise: the tile's rule (a NaN is skipped).
            case k::ReduceOp::max: out = Simd::max(v, a); break;
            case k::ReduceOp::min: out = Simd::min(v, a); break;
            case k::ReduceOp::sum_square: case k::ReduceOp::l2: out = Simd::fma(v, v, a); break;
            case k::ReduceOp::l1: out = Simd::add(a, Simd::abs(v)); break;
            default: out = Simd::add(a, v); break;
          }
          Simd::store(acc + i, out);
        }
        for (; i < n; ++i) {
          switch (rop) {
            case k::ReduceOp::max: acc[i] = x[i] > acc[i] ? x[i] : acc[i]; break;
            case k::ReduceOp::min: acc[i] = x[i] < acc[i] ? x[i] : acc[i]; break;
            case k::ReduceOp::sum_square: case k::ReduceOp::l2: acc[i] += x[i] * x[i]; break;
            case k::ReduceOp::l1: acc[i] += std::fabs(x[i]); break;
            default: acc[i] += x[i]; break;
          }
        }
      }
      for (int64_t i = 0; i < n; ++i) {
        float v = acc[i];
        if (rop == k::ReduceOp::mean) v = rcount > 0 ? v / static_cast<float>(rcount) : 0.0f;
        if (rop == k::ReduceOp::l2) v = std::sqrt(v);
        y[c0 - b.lo[last] + i] = v;
      }
    }
  });
  return true;
}

inline bool reduce_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const k::ReduceParams rp = k::ReduceParams::unpack(op);
  const k::ReduceOp rop = rp.op;
  const int64_t mask = rp.axes_mask;
  switch (rop) {
    case k::ReduceOp::sum: case k::ReduceOp::mean: case k::ReduceOp::max: case k::ReduceOp::min:
    case k::ReduceOp::sum_square: case k::ReduceOp::l1: case k::ReduceOp::l2: break;
    default: return false;
  }
  if (o[0] < 0 || o[1] < 0 || !is_f32(T, o[0]) || !is_f32(T, o[1])) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[1]];
  if (X.rank != op.rank || Y.rank != op.rank || mask == 0) return false;
  // The reduced dims must be a suffix of x's dims (size-1 dims may sit anywhere) and dense in x.
  int first = X.rank;
  while (first > 0 && (((mask >> (first - 1)) & 1) || X.shape[first - 1] == 1)) --first;
  for (int i = 0; i < first; ++i)
    if (((mask >> i) & 1) && X.shape[i] != 1) return reduce_keeping_last(op, T, ptrs, task);
  int64_t rcount = 1, s = 1;
  for (int i = X.rank - 1; i >= first; --i) {
    if (X.shape[i] != 1 && X.strides[i] != s) return false;
    s *= X.shape[i];
    rcount *= X.shape[i];
  }
  const Box b = task_box(op, task);
  const float* xp = static_cast<const float*>(ptrs[o[0]]);
  float* yp = static_cast<float*>(ptrs[o[1]]);
  auto reduce_at = [&](const int64_t* idx) {
    int64_t xo = 0;
    for (int i = 0; i < first; ++i) xo += idx[i] * X.strides[i];
    const float* x = xp + xo;
    float v = 0.0f;
    switch (rop) {
      case k::ReduceOp::sum: v = row_sum(x, rcount); break;
      case k::ReduceOp::mean: v = rcount > 0 ? row_sum(x, rcount) / static_cast<float>(rcount) : 0.0f; break;
      case k::ReduceOp::max: v = row_max(x, rcount); break;
      case k::ReduceOp::min:
        v = std::numeric_limits<float>::infinity();
        for (int64_t i = 0; i < rcount; ++i) v = std::min(v, x[i]);
        break;
      case k::ReduceOp::sum_square: v = row_sq_sum(x, rcount, 0.0f); break;
      case k::ReduceOp::l2: v = std::sqrt(row_sq_sum(x, rcount, 0.0f)); break;
      case k::ReduceOp::l1:
        for (int64_t i = 0; i < rcount; ++i) v += std::fabs(x[i]);
        break;
      default: break;
    }
    yp[view_offset(Y, idx)] = v;
  };
  const int last = b.rank - 1;
  for_each_run(b, [&](const int64_t* run) {
    int64_t idx[k::kMaxRank];
    for (int i = 0; i < b.rank; ++i) idx[i] = run[i];
    for (idx[last] = b.lo[last]; idx[last] < b.hi[last]; ++idx[last]) reduce_at(idx);
  });
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
