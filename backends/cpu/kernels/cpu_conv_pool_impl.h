// OpKind::conv with a max-pool epilogue (kernels/op_params.h MaxPoolEpilogueParams): per strip of
// the rTask's pool rows, the conv and its activation over the conv rows the strip's windows read,
// every channel of the box, into thread-local scratch, then the max pool of that scratch into y.
// ResNet's and DenseNet's stems write a 112x112x64 map only for the pool to read it back at a
// quarter of the size; here a few of its rows at a time stay in the core's cache. Rows that two
// strips' windows share are computed once and moved to the front of the scratch; rows that two
// rTasks share (one per boundary for a 3x3 stride-2 pool) are computed by both. Part of the per-ISA
// CPU kernels.
#pragma once

#include <algorithm>
#include <cstring>

#include "backends/cpu/kernels/cpu_pool_impl.h"
#include "backends/cpu/kernels/cpu_tile_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

inline bool conv_max_pool_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const k::MaxPoolEpilogueParams mp = k::MaxPoolEpilogueParams::unpack(op);
  const k::ConvParams cp = k::ConvParams::unpack(op);
  const int32_t* o = op.operands;
  if (!mp.on || cp.nd != 2 || op.rank != 4 || o[3] < 0 || !is_f32(T, o[3])) return false;
  const k::TensorDesc& Y = T[o[3]];
  if (Y.rank != 4 || mp.conv_out[0] <= 0 || mp.conv_out[1] <= 0) return false;
  for (int i = 0; i < 2; ++i)
    if (mp.kernel[i] < 1 || mp.stride[i] < 1 || mp.pad_begin[i] < 0 || mp.pad_begin[i] >= mp.kernel[i]) return false;
  const Box b = task_box(op, task);
  for (int d = 0; d < 4; ++d)
    if (b.extent(d) <= 0) return true;

  const int64_t CH = mp.conv_out[0], CW = mp.conv_out[1], ps = mp.stride[0], pt = mp.pad_begin[0];
  // Strips of pool rows whose conv rows fill about kStripBytes of scratch: the scratch is then
  // reused strip after strip and stays in the core's L2 (a whole rTask's conv rows, half of a
  // ResNet stem's map, go to cold lines each run just as the conv's own output would).
  constexpr int64_t kStripBytes = 256 * 1024;
  const int64_t row_bytes = b.extent(0) * b.extent(1) * CW * static_cast<int64_t>(sizeof(float));
  const int64_t strip = std::max<int64_t>(1, kStripBytes / std::max<int64_t>(1, row_bytes * ps));
  const int64_t max_rows = (strip - 1) * ps + mp.kernel[0];

  // A strip's conv rows in scratch [n][c][row - lo][CW], addressed with the conv output's absolute
  // indices (base starts before the buffer by the strip's origin; only its rows are addressed).
  // A channel-blocked y (kernels::Layout::nchw16c) gets a blocked scratch, [n][c / 16][row - lo][CW]
  // [16]: the conv stores blocked tiles (blocked_out_conv) and the pool reads and writes whole runs.
  const bool blocked = channel_blocked(Y);
  RAMMER_CHECK(!blocked || (b.lo[1] % k::kChannelBlock == 0 && b.extent(1) % k::kChannelBlock == 0),
               "CPU kernels: a conv + max pool into a channel-blocked y needs boxes of whole 16-channel blocks");
  const int64_t lane = blocked ? k::kChannelBlock : 1;  // floats per position
  const int64_t strides[4] = {b.extent(1) * max_rows * CW, max_rows * CW * lane, CW * lane, lane};
  const int64_t planes = b.extent(1) / lane;  // channels (or blocks) per batch item
  float* buf = scratch(kConvOut, static_cast<size_t>(b.extent(0) * strides[0] + 1));
  k::TensorDesc S = Y;
  S.buffer = static_cast<int32_t>(k::Buffer::workspace);
  S.shape[2] = CH;
  S.shape[3] = CW;
  for (int d = 0; d < 4; ++d) S.strides[d] = strides[d];
  auto base_at = [&](int64_t lo) {
    return buf - (b.lo[0] * strides[0] + b.lo[1] / lane * strides[1] + lo * strides[2]);
  };

  // The conv alone (its own window, bias and activation steps) with the scratch as its y.
  k::OpDesc cop = op;
  k::TensorDesc CT[4] = {T[o[0]], T[o[1]], o[2] >= 0 ? T[o[2]] : T[o[1]], S};
  void* cptrs[4] = {ptrs[o[0]], ptrs[o[1]], o[2] >= 0 ? ptrs[o[2]] : nullptr, nullptr};
  for (auto& v : cop.operands) v = -1;
  cop.operands[0] = 0;
  cop.operands[1] = 1;
  cop.operands[2] = o[2] >= 0 ? 2 : -1;
  cop.operands[3] = 3;
  k::MaxPoolEpilogueParams{}.pack(cop);  // pooled below
  cop.space[2] = CH;
  cop.space[3] = CW;
  for (int d = 0; d < 4; ++d) cop.tile[d] = cop.space[d];
  cop.num_tasks = 1;

  // The max pool of a strip's scratch into y.
  k::OpDesc pop = op;
  pop.kind = static_cast<int32_t>(k::OpKind::pool);
  for (auto& v : pop.params) v = 0;
  pop.num_steps = 0;
  const int64_t one[2] = {1, 1}, pad_end[2] = {0, 0};
  k::PoolParams pp;
  pp.nd = 2;
  pp.mode = k::PoolMode::max;
  pp.kernel = mp.kernel;
  pp.stride = mp.stride;
  pp.dilation = one;
  pp.pad_begin = mp.pad_begin;
  pp.pad_end = pad_end;  // unused by a max: windows are clipped to the input
  pp.pack(pop);
  k::TensorDesc PT[2] = {S, Y};
  for (auto& v : pop.operands) v = -1;
  pop.operands[0] = 0;
  pop.operands[1] = 1;

  int64_t held_lo = 0, held_hi = 0;  // the conv rows the scratch holds from the last strip
  for (int64_t p = b.lo[2]; p < b.hi[2]; p += strip) {
    const int64_t q = std::min(b.hi[2], p + strip);
    // The conv rows the strip's windows reach, clipped to the conv's output (cells outside it are
    // the pool's padding and never win); whole rows (the pool kernels bound their column reads by
    // the row's width only, and the conv's direct path wants whole rows).
    const int64_t lo = std::max<int64_t>(0, p * ps - pt), hi = std::min<int64_t>(CH, (q - 1) * ps - pt + mp.kernel[0]);
    // Rows the last strip computed (the windows' overlap) move to the front instead of being
    // computed again.
    const int64_t keep = held_hi > lo ? std::min(held_hi, hi) - lo : 0;
    if (keep > 0 && lo > held_lo)
      for (int64_t n = 0; n < b.extent(0); ++n)
        for (int64_t c = 0; c < planes; ++c) {
          float* rows = buf + n * strides[0] + c * strides[1];
          std::memmove(rows, rows + (lo - held_lo) * strides[2],
                       static_cast<size_t>(keep * strides[2]) * sizeof(float));
        }
    float* base = base_at(lo);
    if (lo + keep < hi) {
      Box cb = b;
      cb.lo[2] = lo + keep;
      cb.hi[2] = hi;
      cb.lo[3] = 0;
      cb.hi[3] = CW;
      cptrs[3] = base;
      if (!conv_box(cop, CT, cptrs, cb)) return false;
    }
    held_lo = lo;
    held_hi = std::max(hi, lo);
    Box pb = b;
    pb.lo[2] = p;
    pb.hi[2] = q;
    void* pptrs[2] = {base, ptrs[o[3]]};
    if (!pool_box(pop, PT, pptrs, pb)) return false;
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
