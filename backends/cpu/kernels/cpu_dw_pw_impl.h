// OpKind::conv with a depthwise prologue (kernels/op_params.h DwPrologueParams): a depthwise 2-D conv
// and its activation computed over the rTask's output positions for every channel into thread-local
// scratch, then the 1x1 conv over that scratch, as MLAS and XNNPACK run MobileNet's separable blocks:
// the depthwise output (the block's widest tensor) stays in the core's cache instead of going to
// DRAM and back, and the pair costs one rOperator. With an expansion prologue (the inverted residual
// block) the 1x1 expansion and its activation run first over the input rows the depthwise window
// of the rTask's rows reads (its halo rows included: neighbouring rTasks compute those twice), into
// a second scratch. A large rTask runs in passes of rows (dw_pw_chunk_rows) so that the scratch stays
// in the core's L2. Part of the per-ISA CPU kernels.
#pragma once

#include "backends/cpu/kernels/cpu_tile_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Input rows of the expansion held in scratch between the passes of one rTask: [lo, hi).
struct ExpandedRows {
  int64_t lo = 0, hi = 0;
};

// The expansion (1x1 conv + activation) of the input rows the depthwise window of box b reads,
// every expanded channel, whole rows, into scratch: Xe = its desc as the full expanded tensor
// [N, C, IH, IW] and xe its base, addressed with absolute indices (rows outside the computed range
// are never read: the depthwise conv reads only those rows, padding aside). Each channel's plane
// holds plane_rows rows. Rows the previous pass expanded (`have`) and this one reads again (the
// window's overlap) move to the front of their planes rather than being expanded twice.
inline bool expand_rows(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                        const k::DwPrologueParams& dp, int64_t plane_rows, ExpandedRows& have, k::TensorDesc& Xe,
                        void*& xe) {
  const int32_t* o = op.operands;
  const int32_t ew = o[k::DwPrologueParams::kExWeight], eb = o[k::DwPrologueParams::kExBias];
  const k::TensorDesc& X = T[o[0]];  // the expansion's x [N, C_in, IH, IW]
  const int64_t C = T[ew].shape[0], IH = X.shape[2], IW = X.shape[3];
  const int64_t ih0 = std::max<int64_t>(0, b.lo[2] * dp.stride[0] - dp.pad_begin[0]);
  const int64_t ih1 = std::min<int64_t>(IH, (b.hi[2] - 1) * dp.stride[0] - dp.pad_begin[0] +
                                                (dp.kernel[0] - 1) * dp.dilation[0] + 1);
  Xe = X;
  Xe.buffer = static_cast<int32_t>(k::Buffer::workspace);
  Xe.shape[1] = C;
  const int64_t plane = plane_rows * IW;
  Xe.strides[0] = C * plane;
  Xe.strides[1] = plane;
  Xe.strides[2] = IW;
  Xe.strides[3] = 1;
  const int64_t images = b.extent(0);
  float* buf = scratch(kExOut, static_cast<size_t>(images * C * plane + 1));
  xe = buf - (b.lo[0] * Xe.strides[0] + ih0 * IW);
  if (ih1 <= ih0) {  // the box's window lies in the padding only
    have = {};
    return true;
  }
  int64_t from = ih0;  // the first row to expand
  if (have.lo <= ih0 && ih0 < have.hi) {
    const int64_t keep = std::min(have.hi, ih1) - ih0;
    if (have.lo < ih0) {
      for (int64_t i = 0; i < images * C; ++i)
        std::memmove(buf + i * plane, buf + i * plane + (ih0 - have.lo) * IW, static_cast<size_t>(keep * IW) * sizeof(float));
    }
    from = ih0 + keep;
  }
  have = {ih0, ih1};
  if (from >= ih1) return true;

  // The expansion as a plain 1x1 conv whose space is exactly the rows [from, ih1) of images [lo, hi):
  // its one rTask writes them into their planes' rows from - ih0 onwards.
  const int64_t nrows = ih1 - from;
  k::OpDesc eop = op;
  k::TensorDesc ET[4] = {X, T[ew], eb >= 0 ? T[eb] : T[ew], Xe};
  void* eptrs[4] = {static_cast<float*>(ptrs[o[0]]) + b.lo[0] * X.strides[0] + from * X.strides[2], ptrs[ew],
                    eb >= 0 ? ptrs[eb] : nullptr, buf + (from - ih0) * IW};
  ET[0].shape[0] = ET[3].shape[0] = images;
  ET[0].shape[2] = ET[3].shape[2] = nrows;
  for (auto& v : eop.operands) v = -1;
  eop.operands[0] = 0;
  eop.operands[1] = 1;
  eop.operands[2] = eb >= 0 ? 2 : -1;
  eop.operands[3] = 3;
  const int64_t space[4] = {images, C, nrows, IW};
  for (int d = 0; d < 4; ++d) eop.space[d] = eop.tile[d] = space[d];
  eop.num_tasks = 1;
  eop.num_steps = dp.expand_steps;
  for (int i = 0; i < dp.expand_steps; ++i) eop.steps[i] = op.steps[dp.epilogue_steps(op) + dp.steps + i];
  eop.params[20] = 0;  // a plain conv (ConvParams: the op's own 1x1 window)
  return conv_tile(eop, ET, eptrs, 0);
}

// Within a core's L2 (1 MiB and more on the x86 cores we target) with room for the 1x1 convs' weights.
constexpr int64_t kDwPwChunkBytes = 768 * 1024;

// Output rows per pass over the block: the expanded input rows a pass reads and its depthwise
// output, every channel, stay within kDwPwChunkBytes so that the 1x1 convs after them read them from
// the core's L2 rather than memory (one pass for the whole rTask streams them through memory when
// the block's maps are large). Passes are as large as the budget allows: each is one GEMM call per
// conv, and smaller ones run the GEMMs on fewer positions.
inline int64_t dw_pw_chunk_rows(const Box& b, const k::TensorDesc& X, int64_t C, const k::DwPrologueParams& dp) {
  const int64_t per_row = b.extent(0) * C * 4 *
                          (b.extent(3) + (dp.expand ? dp.stride[0] * X.shape[3] : 0));
  return std::max<int64_t>(1, kDwPwChunkBytes / std::max<int64_t>(1, per_row));
}

inline bool dw_pw_box(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                      const k::DwPrologueParams& dp, int pw_steps, int64_t C, int64_t plane_rows, ExpandedRows& have) {
  const int32_t* o = op.operands;
  const int32_t ow = o[k::DwPrologueParams::kDwWeight], ob = o[k::DwPrologueParams::kDwBias];
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[3]];
  const k::TensorDesc& Wd = T[ow];
  const int64_t rows = b.extent(2), len = b.extent(3), plane = rows * len;
  k::TensorDesc Xe = X;  // the depthwise conv's x: X itself, or the expansion's output in scratch
  void* xe_ptr = ptrs[o[0]];
  if (dp.expand && !expand_rows(op, T, ptrs, b, dp, plane_rows, have, Xe, xe_ptr)) return false;

  // The depthwise output of the box's positions, every channel: [n][c][rows][len] in scratch.
  // `base` is addressed with y's absolute indices (n, c, oh, ow), so it starts before the buffer by
  // the box's origin; only in-box elements are ever addressed.
  float* buf = scratch(kDwOut, static_cast<size_t>(b.extent(0) * C * plane));
  const int64_t strides[4] = {C * plane, plane, len, 1};
  float* base = buf - (b.lo[0] * strides[0] + b.lo[2] * len + b.lo[3]);
  k::TensorDesc S = Y;
  S.buffer = static_cast<int32_t>(k::Buffer::workspace);
  S.shape[1] = C;
  for (int d = 0; d < 4; ++d) S.strides[d] = strides[d];

  k::OpDesc dop = op;  // the depthwise conv: x, its weights and bias, y = the scratch
  k::TensorDesc DT[4] = {Xe, Wd, ob >= 0 ? T[ob] : Wd, S};
  void* dptrs[4] = {xe_ptr, ptrs[ow], ob >= 0 ? ptrs[ob] : nullptr, base};
  for (auto& v : dop.operands) v = -1;
  dop.operands[0] = 0;
  dop.operands[1] = 1;
  dop.operands[2] = ob >= 0 ? 2 : -1;
  dop.operands[3] = 3;
  dop.space[1] = C;
  dop.num_steps = dp.steps;
  for (int i = 0; i < dp.steps; ++i) dop.steps[i] = op.steps[pw_steps + i];
  ConvGeom g;
  g.nd = 2;
  g.group = C;
  g.Cg = g.Mg = 1;
  for (int i = 0; i < 2; ++i) {
    g.kern[i] = dp.kernel[i];
    g.str[i] = dp.stride[i];
    g.dil[i] = dp.dilation[i];
    g.pad[i] = dp.pad_begin[i];
    g.in[i] = X.shape[2 + i];
  }
  g.ks = g.kern[0] * g.kern[1];
  g.Kdim = g.ks;
  Box db = b;
  db.lo[1] = 0;
  db.hi[1] = C;
  depthwise2d(dop, DT, dptrs, db, g);

  // The 1x1 conv with the scratch as its x: the op's own operands re-indexed into a local table.
  k::OpDesc pop = op;
  k::TensorDesc PT[k::kMaxOperands];
  void* pptrs[k::kMaxOperands];
  for (int i = 0; i < k::kMaxOperands; ++i) {
    pop.operands[i] = o[i] < 0 ? -1 : i;
    if (o[i] >= 0) {
      PT[i] = T[o[i]];
      pptrs[i] = ptrs[o[i]];
    }
  }
  for (int i : {k::DwPrologueParams::kDwWeight, k::DwPrologueParams::kDwBias, k::DwPrologueParams::kExWeight,
                k::DwPrologueParams::kExBias})
    pop.operands[i] = -1;
  PT[0] = S;
  pptrs[0] = base;
  pop.params[20] = 0;  // the prologue is done
  pop.num_steps = pw_steps;
  return conv_box(pop, PT, pptrs, b);
}

inline bool dw_pw_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const k::DwPrologueParams dp = k::DwPrologueParams::unpack(op);
  const int32_t* o = op.operands;
  const int32_t ow = o[k::DwPrologueParams::kDwWeight], ob = o[k::DwPrologueParams::kDwBias];
  if (!conv_operands_f32(op, T) || ow < 0 || !is_f32(T, ow) || !is_f32(T, ob) || op.rank != 4) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Y = T[o[3]];
  const k::TensorDesc& Wd = T[ow];
  const int64_t C = Wd.shape[0];  // the depthwise conv's channels (X's unless an expansion makes them)
  if (X.rank != 4 || Y.rank != 4 || Wd.rank != 4 || !contiguous(Wd) || (!dp.expand && X.shape[1] != C) || Wd.shape[1] != 1 ||
      T[o[1]].rank != 4 || T[o[1]].shape[1] != C || (ob >= 0 && T[ob].rank != 1) ||
      dp.epilogue_steps(op) < 0 || !contiguous(T[o[1]]) || Wd.shape[2] != dp.kernel[0] || Wd.shape[3] != dp.kernel[1])
    return false;
  const int pw_steps = dp.epilogue_steps(op);
  k::OpDesc epi = op;  // the 1x1 conv's epilogue alone (conv_tile declines what steps_supported does)
  epi.num_steps = pw_steps;
  if (!steps_supported(epi, T)) return false;
  if (dp.expand) {
    const int32_t ew = o[k::DwPrologueParams::kExWeight], eb = o[k::DwPrologueParams::kExBias];
    if (ew < 0 || !is_f32(T, ew) || !is_f32(T, eb) || T[ew].rank != 4 || T[ew].shape[0] != C || T[ew].shape[1] != X.shape[1] ||
        !contiguous(T[ew]) || (eb >= 0 && T[eb].rank != 1))
      return false;
  }
  const Box task_b = task_box(op, task);
  for (int d = 0; d < 4; ++d)
    if (task_b.extent(d) <= 0) return true;
  const int64_t chunk = std::min(dw_pw_chunk_rows(task_b, X, C, dp), task_b.extent(2));
  const int64_t plane_rows = (chunk - 1) * dp.stride[0] + (dp.kernel[0] - 1) * dp.dilation[0] + 1;
  ExpandedRows have;
  for (int64_t r0 = task_b.lo[2]; r0 < task_b.hi[2]; r0 += chunk) {
    Box b = task_b;
    b.lo[2] = r0;
    b.hi[2] = std::min(r0 + chunk, task_b.hi[2]);
    if (!dw_pw_box(op, T, ptrs, b, dp, pw_steps, C, plane_rows, have)) return false;
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
