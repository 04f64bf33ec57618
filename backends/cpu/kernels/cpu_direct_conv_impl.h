// The direct path of the CPU conv tile (cpu_tile_impl.h conv_tile) for stride-1, dilation-1
// 2-D windows larger than 1x1 (ResNet's 3x3 convs): no im2col. The box's input rows are copied
// once into zero-padded planes of pitch pw = OW + KW - 1, and the GEMM computes the outputs over
// that padded width: output (r, ow) is column q = r * pw + ow, and the row of tap (c, kh, kw) is
// the plane itself from offset c * plane + kh * pw + kw, read in place by gemm_core (BPanels::koff).
// The KW - 1 extra columns per output row are discarded; x is copied once instead of KH * KW times.
#pragma once

#include <cstring>

#include "backends/cpu/kernels/cpu_gemm_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// RAMMER_CONV_DIRECT=0 in the environment turns the direct path off.
inline bool direct_conv_enabled() {
  static const bool on = env_switch("RAMMER_CONV_DIRECT") != 0;
  return on;
}

// Padded planes of a direct conv: channel c's plane at p + c * plane, row i = input row ih0 + i,
// column j = input column j - pad_left.
struct PaddedPlanes {
  const float* p;
  int64_t pw, plane;
};

// Copies channels [0, C) (channel stride cs, row stride rs, unit column stride) of x rows
// [ih0, ih0 + rows) into zero-padded planes of pitch pw, input column j at padded column
// pad_left + j (clipped to pw), rows outside [0, H) zero. Spare zero floats follow the last plane
// for the in-place panels' reads past the last output column.
inline PaddedPlanes pad_planes(const float* x, int64_t cs, int64_t rs, int64_t C, int64_t H, int64_t W, int64_t ih0,
                               int64_t rows, int64_t pad_left, int64_t pw) {
  int64_t plane = rows * pw;
  // A plane stride of a multiple of 1 KB puts the taps of one column in a few L1 sets.
  if (plane * static_cast<int64_t>(sizeof(float)) % 1024 == 0) plane += 16;
  const int64_t spare = pw + 2 * NR;
  float* dst = scratch(kPadded, static_cast<size_t>(C * plane + spare));
  const int64_t j0 = std::max<int64_t>(0, -pad_left), j1 = std::min(W, pw - pad_left);
  for (int64_t c = 0; c < C; ++c) {
    float* pc = dst + c * plane;
    for (int64_t i = 0; i < rows; ++i) {
      float* row = pc + i * pw;
      const int64_t ih = ih0 + i;
      if (ih < 0 || ih >= H || j1 <= j0) {
        std::fill(row, row + pw, 0.0f);
        continue;
      }
      std::fill(row, row + pad_left + j0, 0.0f);
      std::memcpy(row + pad_left + j0, x + c * cs + ih * rs + j0, static_cast<size_t>(j1 - j0) * sizeof(float));
      std::fill(row + pad_left + j1, row + pw, 0.0f);
    }
    std::fill(pc + rows * pw, pc + plane, 0.0f);
  }
  std::fill(dst + C * plane, dst + C * plane + spare, 0.0f);
  return {dst, pw, plane};
}

// The in-place B offsets of taps k = (c, kh, kw), kw fastest (the weights' order).
inline void direct_tap_offsets(const PaddedPlanes& pp, int64_t C, int64_t KH, int64_t KW, int64_t* koff) {
  for (int64_t c = 0, k = 0; c < C; ++c)
    for (int64_t kh = 0; kh < KH; ++kh)
      for (int64_t kw = 0; kw < KW; ++kw) koff[k++] = c * pp.plane + kh * pp.pw + kw;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
