// A conv's geometry as its tiles read it (conv.h, conv_mma.h): the unpacked ConvParams with the
// kernel window's volume, x's offset for one output point, channel and window position, and the
// multi-index of a tile's column (its (n, spatial) point).
#pragma once

#include "kernels/common.h"

namespace rammer::kernels {

// The conv's params (unpacked once per rTask) and the kernel window's volume.
struct ConvGeom : ConvParams {
  int64_t kvol;  // prod(kernel)
};

RAMMER_DEVICE ConvGeom conv_geom(const OpDesc& op) {
  ConvGeom g;
  static_cast<ConvParams&>(g) = ConvParams::unpack(op);
  g.kvol = 1;
  for (int i = 0; i < g.nd; ++i) g.kvol *= g.kernel[i];
  return g;
}

// x's element offset for output point `y_idx` ([n, m, spatial]), input channel c and kernel position
// kpos (flat over the kernel window), or -1 in the padding.
RAMMER_DEVICE int64_t conv_x_offset(const ConvGeom& g, const TensorDesc& x, const int64_t* y_idx,
                                    int64_t c, int64_t kpos) {
  int64_t off = y_idx[0] * x.strides[0] + c * x.strides[1];
  RAMMER_UNROLL
  for (int i = kMaxRank - 3; i >= 0; --i) {
    if (i >= g.nd) continue;
    const int64_t kp = kpos % g.kernel[i];
    kpos /= g.kernel[i];
    const int64_t in = y_idx[2 + i] * g.stride[i] - g.pad_begin[i] + kp * g.dilation[i];
    if (in < 0 || in >= x.shape[2 + i]) return -1;
    off += in * x.strides[2 + i];
  }
  return off;
}

// Multi-index of column `col` of a conv tile: the box's points with dim 1 (channels) left out.
RAMMER_DEVICE void conv_column(const Box& box, int64_t col, int64_t* idx) {
  idx[1] = 0;
  RAMMER_UNROLL
  for (int i = kMaxRank - 1; i >= 0; --i) {
    if (i == 1) continue;
    idx[i] = 0;
    if (i >= box.rank) continue;
    const int64_t ext = box.hi[i] - box.lo[i];
    idx[i] = box.lo[i] + col % ext;
    col /= ext;
  }
}

}  // namespace rammer::kernels
