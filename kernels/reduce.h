// Reduction tile (OpKind::reduce): every ReduceOp over the axes in the mask, one output point per
// thread iteration, walking the reduced sub-space serially.
//
// Expects (op_desc.h): operands 0 x, 1 y (a view with x's rank, reduced dims of size 1); space =
// that view's shape; params: ReduceParams (the op, the mask of reduced axes, select_last_index).
// Semantics of frontend/ops/reduction.cc: an empty reduction gives the op's identity (sum 0,
// prod 1, max -inf, min +inf, log_sum_exp -inf); arg ops write the i64 index along the single
// reduced axis, first (or last) of equal extremes.
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

// Element offset in x of the r-th point (row-major over the reduced dims in `mask`) of the reduced
// sub-space whose origin is at `base`.
RAMMER_DEVICE int64_t reduced_offset(const TensorDesc& x, int64_t mask, int64_t base, int64_t r) {
  for (int i = x.rank - 1; i >= 0; --i) {
    if (!((mask >> i) & 1)) continue;
    base += (r % x.shape[i]) * x.strides[i];
    r /= x.shape[i];
  }
  return base;
}

// log of a double sum in float arithmetic (the double log's code makes the persistent kernel spill on
// gfx90a). Inside float's normal range the float log of the rounded sum is as close as the output's
// precision allows; beyond it, log(m 2^e) = log(m) + e log 2 with m in [0.5, 1).
RAMMER_DEVICE float log_of_sum(double s) {
  if (s >= 1.1754943508222875e-38 && s <= 3.4028234663852886e+38) return logf(static_cast<float>(s));
  int e = 0;
  const double m = frexp(s, &e);
  return logf(static_cast<float>(m)) + static_cast<float>(e) * 0.69314718f;
}

template <int kThreads>
RAMMER_DEVICE void reduce_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                               void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const ReduceParams rp = ReduceParams::unpack(op);
  const ReduceOp rop = rp.op;
  const int64_t mask = rp.axes_mask;
  const bool last = rp.select_last_index;
  const TensorDesc& x = tensors[op.operands[0]];
  const void* px = ptrs[op.operands[0]];
  int64_t rcount = 1;
  for (int i = 0; i < x.rank; ++i)
    if ((mask >> i) & 1) rcount *= x.shape[i];
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      int64_t base = 0;
      RAMMER_UNROLL
      for (int i = 0; i < kMaxRank; ++i)
        if (i < x.rank && !((mask >> i) & 1)) base += idx[i] * x.strides[i];
      // log_sum_exp is computed stably around the maximum (a first pass).
      float mx = -INFINITY;
      if (rop == ReduceOp::log_sum_exp) {
        for (int64_t r = 0; r < rcount; ++r)
          mx = fmaxf_(mx, load_f(x.dtype, px, reduced_offset(x, mask, base, r)));
        if (isinf(mx)) mx = 0.0f;
      }
      double acc = 0.0;
      switch (rop) {
        case ReduceOp::prod: acc = 1.0; break;
        case ReduceOp::max: case ReduceOp::argmax: acc = -INFINITY; break;
        case ReduceOp::min: case ReduceOp::argmin: acc = INFINITY; break;
        default: break;
      }
      int64_t arg = 0;
      for (int64_t r = 0; r < rcount; ++r) {
        const double v = load_f(x.dtype, px, reduced_offset(x, mask, base, r));
        switch (rop) {
          case ReduceOp::sum: case ReduceOp::mean: case ReduceOp::log_sum: acc += v; break;
          case ReduceOp::max: acc = v > acc ? v : acc; break;
          case ReduceOp::min: acc = v < acc ? v : acc; break;
          case ReduceOp::prod: acc *= v; break;
          case ReduceOp::l1: acc += v < 0 ? -v : v; break;
          case ReduceOp::l2: case ReduceOp::sum_square: acc += v * v; break;
          case ReduceOp::log_sum_exp: acc += expf(static_cast<float>(v - mx)); break;
          case ReduceOp::argmax:
            if (v > acc || (last && v == acc) || r == 0) { acc = v; arg = r; }
            break;
          case ReduceOp::argmin:
            if (v < acc || (last && v == acc) || r == 0) { acc = v; arg = r; }
            break;
        }
      }
      const TensorDesc& y = tensors[op.operands[1]];
      const int64_t yo = elem_offset(y, idx);
      if (rop == ReduceOp::argmax || rop == ReduceOp::argmin) {
        static_cast<int64_t*>(ptrs[op.operands[1]])[yo] = arg;
        continue;
      }
      if (rop == ReduceOp::mean) acc = rcount > 0 ? acc / static_cast<double>(rcount) : acc;
      if (rop == ReduceOp::l2) acc = sqrt(acc);
      if (rop == ReduceOp::log_sum) acc = log_of_sum(acc);
      if (rop == ReduceOp::log_sum_exp) acc = log_of_sum(acc) + mx;
      store_f(y.dtype, ptrs[op.operands[1]], yo, static_cast<float>(acc));
    }
  });
}

}  // namespace rammer::kernels
