// Grouped 2-D convs with few channels per group (RegNet's and ResNeXt's group widths of 4 to 16), direct
// over flat planes. The implicit GEMM per group is a GEMM of Mg (8) rows by Cg x taps (72): its
// im2col gathers as many floats as it then multiplies, and its micro-tiles are mostly edges. Here
// the group's Cg input channels are copied once into Cg flat planes (FlatPlane, as the depthwise
// flat path lays out one: strides 1 and 2, dilation 1, each output one flat index whose taps sit
// at fixed offsets), and a block of MO output channels by NB vectors of flat outputs keeps its
// accumulators in registers over every input channel and tap: each x vector loaded feeds MO
// FMAs, each broadcast weight NB. Outputs are finished as the depthwise flat path finishes them
// (activated in registers and stored to the program's output, or compacted and finished by
// finish_rows).
#pragma once

#include <algorithm>
#include <type_traits>

#include "backends/cpu/kernels/cpu_depthwise_impl.h"
#include "backends/cpu/kernels/cpu_epilogue_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Output channels per register block: MO x NB accumulators, NB x vectors and a broadcast fit the
// vector registers (32 on AVX-512, 16 on AVX2).
constexpr int kGroupedMO = Simd::W >= 16 ? 4 : 2;
constexpr int kGroupedNB = 4;
// Channels per group this path takes (beyond them the GEMM's tiles fill).
constexpr int64_t kGroupedMaxChannels = 16;

// No input-ReLU prologue: that is the depthwise kernels' alone (conv_box declines it elsewhere).
inline bool grouped_flat_applies(const ConvGeom& g, const k::TensorDesc& X) {
  return g.nd == 2 && g.group > 1 && !g.input_relu && g.Cg > 1 && g.Cg <= kGroupedMaxChannels && g.Mg <= kGroupedMaxChannels &&
         flat_geometry(g.str[0], g.str[1], g.dil[0], g.dil[1], X.strides[3]);
}

// Flat outputs [0, NB * W) of `mo` output channels (mo <= MO): out[j] += sum over input channel c
// and tap t of plane_c[tap_off[t] + i] * w[j * kdim + c * ntaps + t], from the accumulators' start
// bias[j]; each channel's vectors activated with epi (when set) and stored at out + j * out_step.
template <int MO, int NB>
inline void grouped_flat_block(const float* in, int64_t plane_floats, int64_t cg, const int64_t* tap_off,
                               int64_t ntaps, const float* w, int64_t kdim, const float* bias, int mo, float* out,
                               int64_t out_step, const TileEpilogue* epi) {
  using S = Simd;
  typename S::V acc[MO][NB];
  for (int j = 0; j < MO; ++j)
    for (int u = 0; u < NB; ++u) acc[j][u] = S::set1(j < mo ? bias[j] : 0.0f);
  for (int64_t c = 0; c < cg; ++c) {
    const float* pc = in + c * plane_floats;
    const float* wc = w + c * ntaps;
    for (int64_t t = 0; t < ntaps; ++t) {
      typename S::V x[NB];
      const float* src = pc + tap_off[t];
      for (int u = 0; u < NB; ++u) x[u] = S::load(src + u * S::W);
      for (int j = 0; j < MO; ++j) {
        // Rows past mo reread the last channel's weights: their sums are never stored.
        const typename S::V wv = S::set1(wc[std::min(j, mo - 1) * kdim + t]);
        for (int u = 0; u < NB; ++u) acc[j][u] = S::fma(x[u], wv, acc[j][u]);
      }
    }
  }
  for (int j = 0; j < mo; ++j)
    for (int u = 0; u < NB; ++u)
      S::store(out + j * out_step + u * S::W, epi ? epi->apply(acc[j][u], S::zero(), nullptr, 0) : acc[j][u]);
}

// The grouped conv of box b (grouped_flat_applies holds; x in channel planes, weights [M, Cg, KH,
// KW] contiguous): per image and group the box touches, its input channels into the flat planes,
// then per block of output channels the flat outputs of all the box's rows, then their rows stored.
inline void grouped_flat_conv(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                              const ConvGeom& g) {
  constexpr int64_t W = Simd::W;
  const DwOperands io(op, T, ptrs);
  const int64_t KH = g.kern[0], KW = g.kern[1], ntaps = KH * KW, len = b.extent(3);
  const FlatPlane plane = flat_plane(b, KH, KW, g.str[0], g.str[1], g.pad[0], g.pad[1], g.in[0], g.in[1], 0.0f);
  const int64_t PW = plane.PW, nflat = plane.rows * PW, nv = (nflat + W - 1) / W;
  // Each input channel's plane, borders zero (written once: the fills write the same cells).
  float* planes = scratch(kPadded, static_cast<size_t>(g.Cg * plane.floats));
  std::fill(planes, planes + g.Cg * plane.floats, 0.0f);
  const EpiloguePlan plan = epilogue_plan(op, T);
  const DwOutput dst = dw_output(op, T, ptrs, plan, true);
  const int64_t out_step = nv * W + W;  // one channel's flat outputs, whole vectors
  float* flat = scratch(kAcc, static_cast<size_t>(kGroupedMO * out_step));
  float* rows = dst.direct ? nullptr : scratch(kCoords, static_cast<size_t>(plane.rows * len));
  float bias[kGroupedMO];
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t grp = b.lo[1] / g.Mg; grp * g.Mg < b.hi[1]; ++grp) {
      for (int64_t c = 0; c < g.Cg; ++c)
        fill_flat_plane(plane, planes + c * plane.floats, io.x_channel(n, grp * g.Cg + c), io.X.strides[2], false);
      const int64_t mhi = std::min(b.hi[1], (grp + 1) * g.Mg);
      for (int64_t m = std::max(b.lo[1], grp * g.Mg); m < mhi; m += kGroupedMO) {
        const int mo = static_cast<int>(std::min<int64_t>(kGroupedMO, mhi - m));
        for (int j = 0; j < mo; ++j) bias[j] = io.bias_of(m + j);
        const float* wm = io.wp + m * g.Kdim;
        for (int64_t v = 0; v < nv; v += kGroupedNB) {
          auto block = [&](auto nb) {
            grouped_flat_block<kGroupedMO, decltype(nb)::value>(planes + v * W, plane.floats, g.Cg, plane.tap_off,
                                                                ntaps, wm, g.Kdim, bias, mo, flat + v * W, out_step,
                                                                dst.epi);
          };
          switch (std::min<int64_t>(kGroupedNB, nv - v)) {
            case 4: block(std::integral_constant<int, 4>{}); break;
            case 3: block(std::integral_constant<int, 3>{}); break;
            case 2: block(std::integral_constant<int, 2>{}); break;
            default: block(std::integral_constant<int, 1>{}); break;
          }
        }
        for (int j = 0; j < mo; ++j) {
          const float* fj = flat + j * out_step;
          if (dst.direct) {
            store_flat_rows(fj, PW, plane.rows, len, dst.row(n, m + j, b.lo[2], b.lo[3]), dst.T->strides[2]);
          } else {
            store_flat_rows(fj, PW, plane.rows, len, rows, len);
            const int64_t idx[k::kMaxRank] = {n, m + j, b.lo[2], b.lo[3]};
            finish_rows(op, T, ptrs, idx, rows, len, plane.rows, plan);
          }
        }
      }
    }
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
