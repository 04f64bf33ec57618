// Data movement on the CPU: OpKind copy (strided views: Transpose, Slice, Expand, Split), concat
// and pad. Part of the per-ISA CPU kernels (see cpu_fast_tile_impl.h); each returns false (nothing
// written) when it has no fast path, and the executor falls back to the emulated tile kernel.
//
// Semantics are kernels/copy.h's: elements move as raw bytes of their dtype's size (every dtype is
// bit-exact), views may have any strides (0 broadcasts, negative walks backwards), the output may
// be a view too. Declined: rank 0, operands whose rank differs from the space's, i16 (elem_size
// has no 2-byte case for it; such tensors only meet reference ops) and mixed element sizes.
//
// The box is walked as runs: dims whose strides chain in both views (x.stride[d-1] ==
// extent[d] * x.stride[d], same for y) merge into one longer run, and a run with unit strides on
// both sides is a memcpy.
#pragma once

#include "backends/cpu/kernels/cpu_steps_impl.h"
#include "kernels/copy.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Element size in bytes of a dtype these kernels move, 0 for one they decline.
inline int move_size(int32_t dtype) {
  if (dtype == static_cast<int32_t>(k::DTypeCode::i16)) return 0;
  if (dtype < 0 || dtype > static_cast<int32_t>(k::DTypeCode::bf16)) return 0;
  return k::elem_size(dtype);
}

// dst[i * ds] = src[i * ss] element by element (ss = 0 broadcasts one element).
template <class E>
inline void move_run_strided(E* dst, int64_t ds, const E* src, int64_t ss, int64_t n) {
  if (ss == 0) {
    const E v = *src;
    if (ds == 1) {
      std::fill(dst, dst + n, v);
    } else {
      for (int64_t i = 0; i < n; ++i) dst[i * ds] = v;
    }
  } else if (ds == 1) {
    for (int64_t i = 0; i < n; ++i) dst[i] = src[i * ss];
  } else {
    for (int64_t i = 0; i < n; ++i) dst[i * ds] = src[i * ss];
  }
}

// One run of n elements of type E: dst[i * ds] = src[i * ss].
template <class E>
inline void move_run(E* dst, int64_t ds, const E* src, int64_t ss, int64_t n) {
  if (ds == 1 && ss == 1) {
    std::memcpy(dst, src, static_cast<size_t>(n) * sizeof(E));
  } else if constexpr (sizeof(E) == sizeof(float)) {
    if (ds == 1 && ss == 2 && n >= 4) {  // bit patterns move unchanged through float registers
      take_even(reinterpret_cast<float*>(dst), reinterpret_cast<const float*>(src), n);
    } else {
      move_run_strided(dst, ds, src, ss, n);
    }
  } else {
    move_run_strided(dst, ds, src, ss, n);
  }
}

inline void move_run_bytes(int size, char* dst, int64_t ds, const char* src, int64_t ss, int64_t n) {
  switch (size) {
    case 8:
      move_run(reinterpret_cast<uint64_t*>(dst), ds, reinterpret_cast<const uint64_t*>(src), ss, n);
      return;
    case 4:
      move_run(reinterpret_cast<uint32_t*>(dst), ds, reinterpret_cast<const uint32_t*>(src), ss, n);
      return;
    case 2:
      move_run(reinterpret_cast<uint16_t*>(dst), ds, reinterpret_cast<const uint16_t*>(src), ss, n);
      return;
    default:
      move_run(reinterpret_cast<uint8_t*>(dst), ds, reinterpret_cast<const uint8_t*>(src), ss, n);
      return;
  }
}

// One run of n floats: dst[i * ds] = max(src[i * ss], 0) (a Relu fused into a copy; a NaN gives 0,
// as the elementwise relu step).
inline void relu_run(float* dst, int64_t ds, const float* src, int64_t ss, int64_t n) {
  if (ds == 1 && ss == 1) return copy_span(dst, src, n, true);
  for (int64_t i = 0; i < n; ++i) dst[i * ds] = src[i * ss] > 0.0f ? src[i * ss] : 0.0f;
}

// Fills n elements of `size` bytes at dst (stride ds) with the element at `value`.
inline void fill_run_bytes(int size, char* dst, int64_t ds, const void* value, int64_t n) {
  move_run_bytes(size, dst, ds, static_cast<const char*>(value), 0, n);
}

// Copies box b of the space: y[idx] = x[idx] where x's element offset is view_offset(x, idx) +
// xbias (concat shifts its inputs along the axis this way). Strides in elements.
// Expects both views of rank b.rank >= 1 and a non-empty box.
inline void move_box(int size, const Box& b, const int64_t* xst, const char* xp, int64_t xbias,
                     const int64_t* yst, char* yp, bool relu = false) {
  const int r = b.rank;
  int64_t xo = xbias, yo = 0;
  for (int d = 0; d < r; ++d) {
    xo += b.lo[d] * xst[d];
    yo += b.lo[d] * yst[d];
  }
  // Coalesced dims, innermost first: dims of extent 1 only move the start.
  int64_t ext[k::kMaxRank], xs[k::kMaxRank], ys[k::kMaxRank];
  int nd = 1;
  ext[0] = b.extent(r - 1);
  xs[0] = xst[r - 1];
  ys[0] = yst[r - 1];
  for (int d = r - 2; d >= 0; --d) {
    const int64_t e = b.extent(d);
    if (e == 1) continue;
    const int i = nd - 1;
    if (ext[i] == 1) {  // the inner dims so far are single points: this dim replaces them
      ext[i] = e;
      xs[i] = xst[d];
      ys[i] = yst[d];
    } else if (xst[d] == ext[i] * xs[i] && yst[d] == ext[i] * ys[i]) {
      ext[i] *= e;
    } else {
      ext[nd] = e;
      xs[nd] = xst[d];
      ys[nd] = yst[d];
      ++nd;
    }
  }
  int64_t cnt[k::kMaxRank] = {};
  for (;;) {
    if (relu) {
      relu_run(reinterpret_cast<float*>(yp) + yo, ys[0], reinterpret_cast<const float*>(xp) + xo, xs[0], ext[0]);
    } else {
      move_run_bytes(size, yp + yo * size, ys[0], xp + xo * size, xs[0], ext[0]);
    }
    int d = 1;
    for (; d < nd; ++d) {
      xo += xs[d];
      yo += ys[d];
      if (++cnt[d] < ext[d]) break;
      xo -= xs[d] * ext[d];
      yo -= ys[d] * ext[d];
      cnt[d] = 0;
    }
    if (d >= nd) return;
  }
}

// True when operand t is present and has the space's rank and element size `size`.
inline bool move_operand_ok(const k::OpDesc& op, const k::TensorDesc* T, int32_t t, int size) {
  return t >= 0 && T[t].rank == op.rank && move_size(T[t].dtype) == size;
}

inline bool nonempty(const Box& b) {
  for (int d = 0; d < b.rank; ++d)
    if (b.extent(d) <= 0) return false;
  return true;
}

// OpKind::copy: y[idx] = x[idx] through both views.
inline bool copy_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t x = op.operands[0], y = op.operands[1];
  if (op.rank < 1 || y < 0) return false;
  const int size = move_size(T[y].dtype);
  if (size == 0 || !move_operand_ok(op, T, x, size) || !move_operand_ok(op, T, y, size)) return false;
  const Box b = task_box(op, task);
  if (!nonempty(b)) return true;
  move_box(size, b, T[x].strides, static_cast<const char*>(ptrs[x]), 0, T[y].strides,
           static_cast<char*>(ptrs[y]));
  return true;
}

// OpKind::concat: the box's range along the axis meets each input's [start, start + extent) in
// one sub-box, copied from that input shifted by -start along the axis (through max(x, 0) when
// ConcatParams::relu: a Relu fused into the concat).
inline bool concat_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const k::ConcatParams cp = k::ConcatParams::unpack(op);
  const int axis = cp.axis;
  const int count = cp.count;
  if (op.rank < 1 || axis < 0 || axis >= op.rank || count < 1 || count >= k::kMaxOperands) return false;
  const int32_t y = op.operands[count];
  if (y < 0) return false;
  const bool relu = cp.relu;  // a fused Relu (f32)
  const int size = move_size(T[y].dtype);
  if (size == 0 || !move_operand_ok(op, T, y, size) || (relu && !is_f32(T, y))) return false;
  for (int j = 0; j < count; ++j)
    if (!move_operand_ok(op, T, op.operands[j], size)) return false;
  const Box b = task_box(op, task);
  if (!nonempty(b)) return true;
  for (int j = 0; j < count; ++j) {
    const k::TensorDesc& xd = T[op.operands[j]];
    const int64_t start = cp.start[j];
    Box s = b;
    s.lo[axis] = std::max(b.lo[axis], start);
    s.hi[axis] = std::min(b.hi[axis], start + xd.shape[axis]);
    if (s.hi[axis] <= s.lo[axis]) continue;
    move_box(size, s, xd.strides, static_cast<const char*>(ptrs[op.operands[j]]),
             -start * xd.strides[axis], T[y].strides, static_cast<char*>(ptrs[y]), relu);
  }
  return true;
}

// Source coordinate along one dim (kernels::pad_source): -1 means the constant.
inline int64_t pad_src(k::PadMode mode, int64_t o, int64_t n) { return k::pad_source(mode, o, n); }

// OpKind::pad: per run of the box's last dim, the outer dims give one source row (or the
// constant); the run splits into [left pad | the input's columns, one move | right pad].
inline bool pad_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t x = op.operands[0], y = op.operands[1];
  const k::PadParams pp = k::PadParams::unpack(op);
  const k::PadMode mode = pp.mode;
  if (op.rank < 1 || y < 0 || mode < k::PadMode::constant || mode > k::PadMode::wrap) return false;
  const int size = move_size(T[y].dtype);
  if (size == 0 || !move_operand_ok(op, T, x, size) || !move_operand_ok(op, T, y, size)) return false;
  const k::TensorDesc& X = T[x];
  const k::TensorDesc& Y = T[y];
  for (int d = 0; d < op.rank; ++d)
    if (X.shape[d] < 1 && mode != k::PadMode::constant) return false;  // edge/reflect/wrap of an empty dim: no source
  const Box b = task_box(op, task);
  if (!nonempty(b)) return true;
  uint64_t cval = 0;  // the constant converted to y's dtype, as store_f writes it
  k::store_f(Y.dtype, &cval, 0, pp.value);
  const char* xp = static_cast<const char*>(ptrs[x]);
  char* yp = static_cast<char*>(ptrs[y]);
  const int last = op.rank - 1;
  const int64_t lo = b.lo[last], len = b.extent(last), n = X.shape[last];
  const int64_t pb = pp.pad_begin[last], xs = X.strides[last], ys = Y.strides[last];
  // Output columns [v0, v1) read input columns [v0 - pb, v1 - pb) in order.
  const int64_t v0 = std::clamp<int64_t>(pb, lo, lo + len);
  const int64_t v1 = std::clamp<int64_t>(pb + n, v0, lo + len);
  for_each_run(b, [&](const int64_t* idx) {
    int64_t xo = 0;
    bool constant = false;
    for (int d = 0; d < last; ++d) {
      const int64_t s = pad_src(mode, idx[d] - pp.pad_begin[d], X.shape[d]);
      if (s < 0) constant = true;
      xo += s * X.strides[d];
    }
    char* yrow = yp + view_offset(Y, idx) * size;  // output column lo
    if (constant) {
      fill_run_bytes(size, yrow, ys, &cval, len);
      return;
    }
    auto edge = [&](int64_t c0, int64_t c1) {  // output columns [c0, c1) outside [v0, v1)
      for (int64_t c = c0; c < c1; ++c) {
        const int64_t s = pad_src(mode, c - pb, n);
        char* dst = yrow + (c - lo) * ys * size;
        if (s < 0) {
          fill_run_bytes(size, dst, 1, &cval, 1);
        } else {
          move_run_bytes(size, dst, 1, xp + (xo + s * xs) * size, 1, 1);
        }
      }
    };
    edge(lo, v0);
    if (v1 > v0)
      move_run_bytes(size, yrow + (v0 - lo) * ys * size, ys, xp + (xo + (v0 - pb) * xs) * size, xs,
                     v1 - v0);
    edge(std::max(v1, v0), lo + len);
  });
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
