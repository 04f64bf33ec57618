// Gather tile (OpKind::gather, ONNX Gather): y[o.., i.., n..] = data[o.., indices[i..], n..] along
// `axis`. Elements move as raw bytes of their dtype's size, so every data dtype is bit-exact.
//
// Expects (op_desc.h): space = y's shape (rank = data rank - 1 + indices rank, <= kMaxRank);
// operands 0 data, 1 indices (i32 or i64; any strides), 2 y; params: GatherParams (an indices
// rank of 0 is a scalar index: y drops the axis).
// Guarantees: a negative index counts from the end of the axis (ONNX); an index still out of range
// is clamped to the axis instead of reading out of bounds (the reference implementation rejects
// such a model; a device kernel cannot throw, and must not fault).
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

// Index value at element offset `off` of an i32 or i64 tensor.
RAMMER_DEVICE int64_t gather_index(int32_t dtype, const void* base, int64_t off) {
  if (static_cast<DTypeCode>(dtype) == DTypeCode::i32) return static_cast<const int32_t*>(base)[off];
  return static_cast<const int64_t*>(base)[off];
}

template <int kThreads>
RAMMER_DEVICE void gather_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                               void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const GatherParams gp = GatherParams::unpack(op);
  const int axis = gp.axis;
  const int q = gp.indices_rank;
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& ind = tensors[op.operands[1]];
  const TensorDesc& y = tensors[op.operands[2]];
  const int size = elem_size(y.dtype);
  int64_t n = 1;  // the gathered axis' extent (constant-index select keeps x.shape in place)
  RAMMER_UNROLL
  for (int k = 0; k < kMaxRank; ++k)
    n = k == axis ? x.shape[k] : n;
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      // y dims [axis, axis + q) index the indices tensor.
      int64_t ioff = 0;
      RAMMER_UNROLL
      for (int k = 0; k < kMaxRank; ++k)
        if (k < q) ioff += idx_get(idx, axis + k) * ind.strides[k];
      int64_t v = gather_index(ind.dtype, ptrs[op.operands[1]], ioff);
      if (v < 0) v += n;
      v = v < 0 ? 0 : v >= n ? n - 1 : v;
      // data dims: [0, axis) from y's same dims, axis = v, (axis, rank) from y's dims shifted by q - 1.
      int64_t xoff = 0;
      RAMMER_UNROLL
      for (int k = 0; k < kMaxRank; ++k) {
        if (k >= x.rank) continue;
        const int64_t c = k < axis ? idx[k] : k == axis ? v : idx_get(idx, k - 1 + q);
        xoff += c * x.strides[k];
      }
      copy_elem(size, ptrs[op.operands[2]], elem_offset(y, idx), ptrs[op.operands[0]], xoff);
    }
  });
}

}  // namespace rammer::kernels
