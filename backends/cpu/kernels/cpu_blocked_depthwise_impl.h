// The depthwise 2-D conv (one channel per group) over channel-blocked x into a channel-blocked
// output (kernels::Layout::nchw16c, the layout backends/plan/channel_blocks.cc gives the tensors
// of an inverted-residual block between its convs). A vector holds W of a block's 16 channels at
// one position, so each tap is one FMA of that tap's weights for those channels by the x vector at
// the tapped position: strides, pads and dilations only move addresses, where channel planes make
// a stride-2 window read every other float. NB output columns are computed at once (independent
// accumulators hide the FMA latency); the columns whose window crosses the left or right border
// take the same loop over their in-image kernel columns only. The tile is finished in registers
// (TileEpilogue: bias, a residual in the same layout, ReLU / Clip / gate) and stored.
#pragma once

#include <algorithm>

#include "backends/cpu/kernels/cpu_blocked_conv_impl.h"
#include "backends/cpu/kernels/cpu_depthwise_impl.h"
#include "backends/cpu/kernels/cpu_epilogue_impl.h"
#include "backends/cpu/kernels/cpu_tap_conv_impl.h"
#include "support/status.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// One output row of one block's vector lane group: where its taps are.
struct DwBlockedRow {
  const float* x = nullptr;  // x at the row of kernel row 0 (may lie outside the image), column 0
  const float* w = nullptr;  // the block's packed weights: tap t's 16 channels at w + 16 t
  int64_t row_step = 0;      // floats between kernel rows (dilation x X's row stride)
  int64_t col_step = 0;      // floats between kernel columns (dilation x 16)
  int kh0 = 0, kh1 = 0;      // the kernel rows inside the image
  int KW = 0;
};

// The taps [*first, *last) of n, `step` apart from `origin`, that fall inside [0, extent): a
// window's kernel rows or columns inside the image.
inline void taps_inside(int64_t origin, int64_t step, int64_t n, int64_t extent, int* first, int* last) {
  const int64_t f = origin >= 0 ? 0 : std::min<int64_t>(n, (-origin + step - 1) / step);
  const int64_t l = extent - 1 - origin < 0 ? 0 : (extent - 1 - origin) / step + 1;
  *first = static_cast<int>(f);
  *last = static_cast<int>(std::clamp<int64_t>(l, f, n));
}

// acc[j] = the window sums of NB output columns whose kernel column 0 lies at x + c0 + j * step,
// over kernel columns [kw0, kw1).
template <int NB>
inline void dw_blocked_cols(const DwBlockedRow& r, int64_t c0, int64_t step, int kw0, int kw1,
                            typename Simd::V acc[NB]) {
  for (int j = 0; j < NB; ++j) acc[j] = Simd::zero();
  for (int kh = r.kh0; kh < r.kh1; ++kh) {
    const float* xr = r.x + kh * r.row_step + c0;
    const float* wr = r.w + kh * r.KW * k::kChannelBlock;
    for (int kw = kw0; kw < kw1; ++kw) {
      const typename Simd::V wv = Simd::load(wr + kw * k::kChannelBlock);
      const float* xp = xr + kw * r.col_step;
      for (int j = 0; j < NB; ++j) acc[j] = Simd::fma(wv, Simd::load(xp + j * step), acc[j]);
    }
  }
}

// OpKind::conv over box b when it is depthwise (g.Cg == g.Mg == 1) and its x and stored output are
// channel-blocked. What the plan pass promised (2-D, constant weights, the TileEpilogue form, boxes
// of whole blocks, a residual in the output's layout, no input prologue) is checked loudly: no
// other path reads or writes this layout for a depthwise conv.
inline bool blocked_depthwise(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                              const ConvGeom& g) {
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  TileEpilogue epi;
  int res_operand = -1, out_operand = 3;
  const bool form = tile_epilogue_form(op, &epi, &res_operand, &out_operand);
  const k::TensorDesc& Out = T[o[out_operand]];
  const bool weights_const = T[o[1]].buffer == static_cast<int32_t>(k::Buffer::weights);
  RAMMER_CHECK(form && g.nd == 2 && g.Cg == 1 && g.Mg == 1 && !g.input_relu && weights_const &&
                   !k::InputAffineParams::unpack(op).on && channel_blocked(X) && channel_blocked(Out) &&
                   X.shape[1] % k::kChannelBlock == 0 && X.shape[1] == Out.shape[1] &&
                   X.strides[3] == k::kChannelBlock && Out.strides[3] == k::kChannelBlock &&
                   b.lo[1] % k::kChannelBlock == 0 && (b.hi[1] % k::kChannelBlock == 0 || b.hi[1] == Out.shape[1]),
               "CPU kernels: a depthwise conv over channel-blocked tensors must be 2-D, of constant weights, with "
               "blocked x and output, boxes of whole 16-channel blocks and an epilogue of the tile form (the "
               "channel-block pass should not have blocked it)");
  const k::TensorDesc* Res = blocked_residual(op, T, res_operand, Out);
  const int32_t bias_t = o[2];
  constexpr int64_t B = k::kChannelBlock;
  constexpr int NB = Simd::W > 1 ? 8 : 4;
  const int KH = static_cast<int>(g.kern[0]), KW = static_cast<int>(g.kern[1]);
  const int64_t IH = g.in[0], IW = g.in[1], sh = g.str[0], sw = g.str[1], ph = g.pad[0], pw = g.pad[1];
  const int64_t dh = g.dil[0], dwl = g.dil[1];
  const float* wsrc = static_cast<const float*>(ptrs[o[1]]);
  const float* bias = bias_t >= 0 ? static_cast<const float*>(ptrs[bias_t]) : nullptr;
  epi.bias = bias;
  float* wpk = scratch(kPackB, static_cast<size_t>(g.ks * B));
  // Output columns whose whole window lies inside the image: [ow_in0, ow_in1).
  const int64_t span = (KW - 1) * dwl;
  const int64_t ow_in0 = std::clamp<int64_t>((pw + sw - 1) / sw, b.lo[3], b.hi[3]);
  const int64_t last_start = IW - 1 + pw - span;  // the last padded column a whole window starts at
  const int64_t ow_in1 = std::clamp<int64_t>(last_start < 0 ? 0 : last_start / sw + 1, ow_in0, b.hi[3]);
  for (int64_t cb = b.lo[1] / B; cb * B < b.hi[1]; ++cb) {
    // The block's weights tap-major: 16 channels per tap, one vector load per tap and lane group.
    for (int64_t t = 0; t < g.ks; ++t)
      for (int64_t i = 0; i < B; ++i) wpk[t * B + i] = wsrc[(cb * B + i) * g.ks + t];
    for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
      const float* xb = static_cast<const float*>(ptrs[o[0]]) + n * X.strides[0] + cb * X.strides[1];
      float* ob = static_cast<float*>(ptrs[o[out_operand]]) + n * Out.strides[0] + cb * Out.strides[1];
      const float* rb = Res ? static_cast<const float*>(ptrs[o[res_operand]]) + n * Out.strides[0] + cb * Out.strides[1]
                            : nullptr;
      for (int64_t oh = b.lo[2]; oh < b.hi[2]; ++oh) {
        const int64_t ih0 = oh * sh - ph;
        DwBlockedRow r;
        r.row_step = dh * X.strides[2];
        r.col_step = dwl * B;
        r.KW = KW;
        taps_inside(ih0, dh, KH, IH, &r.kh0, &r.kh1);
        for (int64_t h = 0; h < B; h += Simd::W) {
          r.x = xb + ih0 * X.strides[2] + h;
          r.w = wpk + h;
          const typename Simd::V bias_v = bias ? Simd::load(bias + cb * B + h) : Simd::zero();
          const int64_t orow = oh * Out.strides[2] + h;
          auto store = [&](int64_t ow, typename Simd::V v) {
            const int64_t off = orow + ow * B;
            Simd::store(ob + off, epi.apply(v, bias_v, rb, off));
          };
          // A column crossing a border: its in-image kernel columns only.
          auto edge = [&](int64_t ow) {
            const int64_t iw0 = ow * sw - pw;
            int kw0 = 0, kw1 = 0;
            taps_inside(iw0, dwl, KW, IW, &kw0, &kw1);
            typename Simd::V acc[1];
            dw_blocked_cols<1>(r, iw0 * B, 0, kw0, kw1, acc);
            store(ow, acc[0]);
          };
          for (int64_t ow = b.lo[3]; ow < ow_in0; ++ow) edge(ow);
          int64_t ow = ow_in0;
          for (; ow + NB <= ow_in1; ow += NB) {
            typename Simd::V acc[NB];
            dw_blocked_cols<NB>(r, (ow * sw - pw) * B, sw * B, 0, KW, acc);
            for (int j = 0; j < NB; ++j) store(ow + j, acc[j]);
          }
          for (; ow < ow_in1; ++ow) {
            typename Simd::V acc[1];
            dw_blocked_cols<1>(r, (ow * sw - pw) * B, 0, 0, KW, acc);
            store(ow, acc[0]);
          }
          for (ow = std::max(ow_in1, ow_in0); ow < b.hi[3]; ++ow) edge(ow);
        }
      }
    }
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
