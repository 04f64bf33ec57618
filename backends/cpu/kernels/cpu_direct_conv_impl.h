// The direct path of the CPU conv tile (cpu_tile_impl.h conv_tile) for dilation-1 2-D windows
// larger than 1x1 with strides 1 or 2 (ResNet's 3x3 convs, the 3x3 and 7x7 stride-2 stems): no
// im2col. The box's input rows are copied once into zero-padded planes of pitch
// pw = OW + (KW - 1) / sw, and the GEMM computes the outputs over that padded width: output
// (r, ow) is column q = r * pw + ow, and the row of tap (c, kh, kw) is a plane itself, read in
// place by gemm_core (BPanels::koff). Stride 1: the plane of channel c from offset
// kh * pw + kw. Stride 2 splits each channel's padded cells by row and column parity into
// polyphase sub-planes, sub-plane (a, b) holding padded cell (sh R + a, sw C + b) at R * pw + C,
// so tap (kh, kw) of output (r, ow) is cell (r + kh / sh, ow + kw / sw) of sub-plane
// (kh % sh, kw % sw): consecutive outputs read consecutive floats again. The (KW - 1) / sw extra
// columns per output row are discarded; x is copied once instead of KH * KW times.
#pragma once

#include <cstring>

#include "backends/cpu/kernels/cpu_gemm_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// RAMMER_CONV_DIRECT=0 in the environment turns the direct path off.
inline bool direct_conv_enabled() {
  static const bool on = env_switch("RAMMER_CONV_DIRECT") != 0;
  return on;
}

// RAMMER_CONV_DIRECT_ROWS: unset = conv_tile's rule decides whether the direct path runs one GEMM
// per output row (C straight into y, its epilogue in the micro-kernel's registers) or one over the
// padded width (a finishing pass per output); 0 = never per row, 1 = whenever it can.
inline int direct_rows_mode() {
  static const int mode = env_switch("RAMMER_CONV_DIRECT_ROWS");
  return mode;
}

// Padded planes of a direct conv: channel c's cells from p + c * plane, its sub-plane (a, b)
// (see above; just the plane with strides of 1) from there + (a * sw + b) * sub, sub-plane row R
// from there + R * pw.
struct PaddedPlanes {
  const float* p;
  int64_t pw, plane, sub = 0, sh = 1, sw = 1;
};

// A plane stride of a multiple of 1 KB puts the taps of one column in a few L1 sets.
inline int64_t off_1k(int64_t floats) {
  return floats * static_cast<int64_t>(sizeof(float)) % 1024 == 0 ? floats + 16 : floats;
}

// Copies channels [0, C) (channel stride cs, row stride rs, unit column stride) of x rows
// [ih0, ih0 + rows) into zero-padded planes of pitch pw, split by strides sh, sw in {1, 2}:
// padded row i (input row ih0 + i) is row i / sh of row phase i % sh, padded column j (input
// column j - pad_left, zero outside [0, W)) column j / sw of column phase j % sw, pw columns per
// phase row. Rows outside [0, H) are zero. Spare zero floats follow the last plane for the
// in-place panels' reads past the last output column.
inline PaddedPlanes pad_planes(const float* x, int64_t cs, int64_t rs, int64_t C, int64_t H, int64_t W, int64_t ih0,
                               int64_t rows, int64_t pad_left, int64_t pw, int64_t sh = 1, int64_t sw = 1) {
  const int64_t sub_rows = (rows + sh - 1) / sh;
  const int64_t phases = sh * sw;
  const int64_t sub = phases == 1 ? sub_rows * pw : off_1k(sub_rows * pw);
  const int64_t plane = off_1k(phases * sub);
  const int64_t spare = pw + 2 * NR;
  float* dst = scratch(kPadded, static_cast<size_t>(C * plane + spare));
  const int64_t j0 = std::max<int64_t>(0, -pad_left), j1 = std::min(W, pw - pad_left);
  for (int64_t c = 0; c < C; ++c) {
    float* pc = dst + c * plane;
    for (int64_t i = 0; i < rows; ++i) {
      float* row = pc + (i % sh) * sw * sub + (i / sh) * pw;
      const int64_t ih = ih0 + i;
      if (ih < 0 || ih >= H) {
        for (int64_t b = 0; b < sw; ++b) std::fill(row + b * sub, row + b * sub + pw, 0.0f);
        continue;
      }
      const float* xr = x + c * cs + ih * rs;
      if (sw == 2) {
        split_phases2(xr, -pad_left, W, 0.0f, false, pw, row, row + sub);
      } else if (j1 <= j0) {
        std::fill(row, row + pw, 0.0f);
      } else {
        std::fill(row, row + pad_left + j0, 0.0f);
        std::memcpy(row + pad_left + j0, xr + j0, static_cast<size_t>(j1 - j0) * sizeof(float));
        std::fill(row + pad_left + j1, row + pw, 0.0f);
      }
    }
    // Past each sub-plane's rows (a row phase may hold one row fewer), then past the sub-planes.
    for (int64_t a = 0; a < sh; ++a)
      for (int64_t b = 0; b < sw; ++b) {
        float* sp = pc + (a * sw + b) * sub;
        std::fill(sp + (rows - a + sh - 1) / sh * pw, sp + sub, 0.0f);
      }
    std::fill(pc + phases * sub, pc + plane, 0.0f);
  }
  std::fill(dst + C * plane, dst + C * plane + spare, 0.0f);
  return {dst, pw, plane, sub, sh, sw};
}

// The in-place B offsets of taps k = (c, kh, kw), kw fastest (the weights' order).
inline void direct_tap_offsets(const PaddedPlanes& pp, int64_t C, int64_t KH, int64_t KW, int64_t* koff) {
  for (int64_t c = 0, k = 0; c < C; ++c)
    for (int64_t kh = 0; kh < KH; ++kh)
      for (int64_t kw = 0; kw < KW; ++kw)
        koff[k++] = c * pp.plane + ((kh % pp.sh) * pp.sw + kw % pp.sw) * pp.sub + (kh / pp.sh) * pp.pw + kw / pp.sw;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
