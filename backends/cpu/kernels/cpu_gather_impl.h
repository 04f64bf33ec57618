// OpKind::gather on the CPU (ONNX Gather with a scalar or 1-D index tensor along `axis`): part of the per-ISA
// CPU kernels (see cpu_fast_tile_impl.h); returns false (nothing written) when it has no fast path,
// and the executor falls back to the emulated tile kernel (kernels/gather.h), whose semantics these
// are: elements move as raw bytes of their dtype's size, a negative index counts from the end, an
// index still out of range is clamped to the axis.
//
// y has data's rank (the index dim replaces the axis), so a point of y reads data at the same
// coordinates except along the axis. Per (outer coordinates, index) the dims after the axis are one
// strided sub-box moved by move_box (a memcpy when contiguous); a gather along the last dim moves
// element by element; a scalar index is one box move. Declined: index ranks above 1, dtypes move_size
// declines.
#pragma once

#include "backends/cpu/kernels/cpu_copy_impl.h"
#include "kernels/gather.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// dst[i * ds] = src[index(i) * ss] for i < n, index(i) already normalised into the axis.
template <class E, class Index>
inline void gather_run(E* dst, int64_t ds, const E* src, int64_t ss, Index index, int64_t n) {
  for (int64_t i = 0; i < n; ++i) dst[i * ds] = src[index(i) * ss];
}

// A scalar index (indices rank 0): y drops the axis, so y is the sub-box of x at that index, moved
// as one strided box (x's strides without the axis', the index's offset as the bias).
inline bool gather_scalar_index(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const k::GatherParams gp = k::GatherParams::unpack(op);
  const int32_t x = op.operands[0], ind = op.operands[1], y = op.operands[2];
  const int r = op.rank, axis = gp.axis;
  if (r < 1 || axis < 0 || axis > r || x < 0 || ind < 0 || y < 0 || T[x].rank != r + 1) return false;
  const int size = move_size(T[y].dtype);
  if (size == 0 || move_size(T[x].dtype) != size || !move_operand_ok(op, T, y, size)) return false;
  const int32_t it = T[ind].dtype;
  if (it != static_cast<int32_t>(k::DTypeCode::i32) && it != static_cast<int32_t>(k::DTypeCode::i64)) return false;
  const Box b = task_box(op, task);
  if (!nonempty(b)) return true;
  const int64_t n = T[x].shape[axis];
  int64_t v = k::gather_index(it, ptrs[ind], 0);
  if (v < 0) v += n;
  v = v < 0 ? 0 : v >= n ? n - 1 : v;
  int64_t xst[k::kMaxRank] = {};
  for (int d = 0; d < r; ++d) xst[d] = T[x].strides[d < axis ? d : d + 1];
  move_box(size, b, xst, static_cast<const char*>(ptrs[x]), v * T[x].strides[axis], T[y].strides,
           static_cast<char*>(ptrs[y]));
  return true;
}

inline bool gather_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const k::GatherParams gp = k::GatherParams::unpack(op);
  if (gp.indices_rank == 0) return gather_scalar_index(op, T, ptrs, task);
  const int32_t x = op.operands[0], ind = op.operands[1], y = op.operands[2];
  const int r = op.rank, axis = gp.axis;
  if (gp.indices_rank != 1 || r < 1 || axis < 0 || axis >= r || x < 0 || ind < 0 || y < 0) return false;
  const int size = move_size(T[y].dtype);
  if (size == 0 || !move_operand_ok(op, T, x, size) || !move_operand_ok(op, T, y, size)) return false;
  const int32_t it = T[ind].dtype;
  if (it != static_cast<int32_t>(k::DTypeCode::i32) && it != static_cast<int32_t>(k::DTypeCode::i64)) return false;
  const Box b = task_box(op, task);
  if (!nonempty(b)) return true;
  const int64_t n = T[x].shape[axis];
  const int64_t istride = T[ind].strides[0];
  const void* ip = ptrs[ind];
  auto index = [&](int64_t i) {
    int64_t v = k::gather_index(it, ip, i * istride);
    if (v < 0) v += n;
    return v < 0 ? 0 : v >= n ? n - 1 : v;
  };
  const int64_t* xst = T[x].strides;
  const int64_t* yst = T[y].strides;
  const char* xp = static_cast<const char*>(ptrs[x]);
  char* yp = static_cast<char*>(ptrs[y]);
  // The dims after the axis, as one sub-box of rank r - axis - 1 (none for a gather along the last dim).
  Box inner;
  inner.rank = r - axis - 1;
  for (int d = axis + 1; d < r; ++d) {
    inner.lo[d - axis - 1] = b.lo[d];
    inner.hi[d - axis - 1] = b.hi[d];
  }
  int64_t c[k::kMaxRank] = {};
  for (int d = 0; d < axis; ++d) c[d] = b.lo[d];
  for (;;) {
    int64_t xo = 0, yo = 0;
    for (int d = 0; d < axis; ++d) {
      xo += c[d] * xst[d];
      yo += c[d] * yst[d];
    }
    if (inner.rank == 0) {
      const int64_t lo = b.lo[axis], cnt = b.extent(axis);
      auto at = [&](int64_t i) { return index(lo + i); };
      const int64_t ds = yst[axis], ss = xst[axis];
      yo += lo * ds;
      switch (size) {
        case 8: gather_run(reinterpret_cast<uint64_t*>(yp) + yo, ds, reinterpret_cast<const uint64_t*>(xp) + xo, ss, at, cnt); break;
        case 4: gather_run(reinterpret_cast<uint32_t*>(yp) + yo, ds, reinterpret_cast<const uint32_t*>(xp) + xo, ss, at, cnt); break;
        case 2: gather_run(reinterpret_cast<uint16_t*>(yp) + yo, ds, reinterpret_cast<const uint16_t*>(xp) + xo, ss, at, cnt); break;
        default: gather_run(reinterpret_cast<uint8_t*>(yp) + yo, ds, reinterpret_cast<const uint8_t*>(xp) + xo, ss, at, cnt); break;
      }
    } else {
      for (int64_t i = b.lo[axis]; i < b.hi[axis]; ++i)
        move_box(size, inner, xst + axis + 1, xp + (xo + index(i) * xst[axis]) * size, 0, yst + axis + 1,
                 yp + (yo + i * yst[axis]) * size);
    }
    int d = axis - 1;
    for (; d >= 0; --d) {
      if (++c[d] < b.hi[d]) break;
      c[d] = b.lo[d];
    }
    if (d < 0) return true;
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
