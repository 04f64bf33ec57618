// Depthwise convs on small maps whose rTask holds whole channel planes and whose rows are not whole
// 8-float vectors (MobileNet's and EfficientNet's 7x7 and 14x14 maps), AVX-512 only: the flat
// path's 1-D correlation over the flat index (cpu_depthwise_impl.h, FlatPlane), read straight from
// x. With stride 1 and as many output as input columns, output o = oh * W + ow reads tap (kh, kw)
// at flat input index o + (kh - pad_h) * W + (kw - pad_w); the lanes whose cell lies in the padding
// (a row above or below the map, or a column that wrapped into the neighbouring row) are masked off
// the load, which reads them as 0 and suppresses their faults. So a channel costs its taps' masked
// loads and FMAs and its vectors' stores: no padded copy of the input and no compaction of junk
// columns, which on a 14x14 map cost more than the taps. Part of the per-ISA CPU kernels.
#pragma once

#include "backends/cpu/kernels/cpu_depthwise_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

#if defined(RAMMER_CPU_ISA_AVX512)

// Output planes of up to 256 cells (16x16): on 28x28 maps the flat path's copy is paid back (both
// paths measure alike), and maps of whole 8-float rows take the row-blocked path, whose loads feed
// several output rows each (the masked path loads once per tap and vector).
constexpr int64_t kMaskedMaxVectors = 16;
constexpr int64_t kMaskedMaxK = 7;         // windows of up to 7x7
constexpr int64_t kMaskedMaxTaps = kMaskedMaxK * kMaskedMaxK;

// True when the box is whole channel planes of a stride-1, dilation-1 depthwise conv whose output
// rows are as wide as its input rows, x's planes dense, and the plane small enough for the masks.
inline bool masked_geometry(const ConvGeom& g, const k::TensorDesc& X, const k::TensorDesc& Y, const Box& b) {
  const int64_t OH = Y.shape[2], OW = Y.shape[3];
  return g.str[0] == 1 && g.str[1] == 1 && g.dil[0] == 1 && g.dil[1] == 1 && OW == g.in[1] &&
         g.kern[0] <= kMaskedMaxK && g.kern[1] <= kMaskedMaxK && X.strides[3] == 1 && X.strides[2] == g.in[1] &&
         b.lo[2] == 0 && b.hi[2] == OH && b.lo[3] == 0 && b.hi[3] == OW &&
         (OH * OW + Simd::W - 1) / Simd::W <= kMaskedMaxVectors;
}

// Flat output vectors [0, NB) of one channel (x: the channel's plane at the first vector's flat
// index; masks: per vector its taps' load masks, `ntaps` apart): bias + taps in NB accumulators,
// activated with epi, stored whole but for the plane's last vector (`tail` lanes when it is
// partial, else 0).
template <int NB, bool kRelu>
inline void dw_masked_block(const float* x, const int64_t* tap_off, const __mmask16* masks, int64_t ntaps,
                            const float* wm, float bv, const TileEpilogue* epi, float* out, int64_t tail) {
  using S = Simd;
  S::V acc[NB];
  for (int u = 0; u < NB; ++u) acc[u] = S::set1(bv);
  for (int64_t t = 0; t < ntaps; ++t) {
    const S::V w = S::set1(wm[t]);
    const float* src = x + tap_off[t];
    for (int u = 0; u < NB; ++u) {
      S::V v = _mm512_maskz_loadu_ps(masks[u * ntaps + t], src + u * S::W);
      if (kRelu) v = S::max(v, S::zero());
      acc[u] = S::fma(v, w, acc[u]);
    }
  }
  if (epi != nullptr)
    for (int u = 0; u < NB; ++u) acc[u] = epi->apply(acc[u], S::zero(), nullptr, 0);
  for (int u = 0; u + 1 < NB; ++u) S::store(out + u * S::W, acc[u]);
  if (tail > 0) {
    store_head(out + (NB - 1) * S::W, acc[NB - 1], tail);
  } else {
    S::store(out + (NB - 1) * S::W, acc[NB - 1]);
  }
}

// The box's channels (masked_geometry holds): per channel its vectors in blocks of up to kFlatNB,
// activated in registers (dw_output) and stored straight to the output plane when that is dense,
// else into one plane of rows finished by finish_rows (or copied to a strided output).
inline void depthwise2d_masked(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                               const ConvGeom& g, bool relu_in) {
  constexpr int64_t W = Simd::W;
  const DwOperands io(op, T, ptrs);
  const int64_t KH = g.kern[0], KW = g.kern[1], ntaps = KH * KW;
  const int64_t OH = b.extent(2), OW = b.extent(3), IH = g.in[0], npos = OH * OW;
  const int64_t nv = (npos + W - 1) / W, tail = npos % W;
  int64_t tap_off[kMaskedMaxTaps];
  for (int64_t kh = 0; kh < KH; ++kh)
    for (int64_t kw = 0; kw < KW; ++kw) tap_off[kh * KW + kw] = (kh - g.pad[0]) * OW + (kw - g.pad[1]);
  // Lane l of vector v is output cell v * W + l; its tap (kh, kw) mask bit is set when that cell is
  // inside the plane and its input cell inside the map. Computed 16 lanes at a time (the cells'
  // rows and columns carried from vector to vector without a division): per rTask, so it must
  // stay small beside one channel's taps.
  __mmask16 masks[kMaskedMaxVectors * kMaskedMaxTaps];
  const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m512i ow_n = _mm512_set1_epi32(static_cast<int>(OW)), one = _mm512_set1_epi32(1);
  __m512i ow = lanes, oh = _mm512_setzero_si512();
  for (int64_t v = 0; v < nv; ++v) {
    for (__mmask16 wrap = _mm512_cmpge_epi32_mask(ow, ow_n); wrap != 0; wrap = _mm512_cmpge_epi32_mask(ow, ow_n)) {
      ow = _mm512_mask_sub_epi32(ow, wrap, ow, ow_n);
      oh = _mm512_mask_add_epi32(oh, wrap, oh, one);
    }
    const __mmask16 inside = _mm512_cmplt_epi32_mask(_mm512_add_epi32(lanes, _mm512_set1_epi32(static_cast<int>(v * W))),
                                                     _mm512_set1_epi32(static_cast<int>(npos)));
    __mmask16 rows[kMaskedMaxK], cols[kMaskedMaxK];
    for (int64_t kh = 0; kh < KH; ++kh) {
      const __m512i ih = _mm512_add_epi32(oh, _mm512_set1_epi32(static_cast<int>(kh - g.pad[0])));
      rows[kh] = inside & _mm512_cmpge_epi32_mask(ih, _mm512_setzero_si512()) &
                 _mm512_cmplt_epi32_mask(ih, _mm512_set1_epi32(static_cast<int>(IH)));
    }
    for (int64_t kw = 0; kw < KW; ++kw) {
      const __m512i iw = _mm512_add_epi32(ow, _mm512_set1_epi32(static_cast<int>(kw - g.pad[1])));
      cols[kw] = _mm512_cmpge_epi32_mask(iw, _mm512_setzero_si512()) & _mm512_cmplt_epi32_mask(iw, ow_n);
    }
    for (int64_t kh = 0; kh < KH; ++kh)
      for (int64_t kw = 0; kw < KW; ++kw) masks[v * ntaps + kh * KW + kw] = rows[kh] & cols[kw];
    ow = _mm512_add_epi32(ow, _mm512_set1_epi32(static_cast<int>(W)));
  }
  const EpiloguePlan plan = epilogue_plan(op, T);
  const DwOutput dst = dw_output(op, T, ptrs, plan, true);
  const bool dense = dst.direct && dst.T->strides[2] == OW;
  float* buf = dense ? nullptr : scratch(kAcc, static_cast<size_t>(nv * W));
  const FlatSplit split = flat_split(nv);
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n)
    for (int64_t m = b.lo[1]; m < b.hi[1]; ++m) {
      const float* x = io.x_channel(n, m);
      const float* wm = io.wp + m * g.ks;
      const float bv = io.bias_of(m);
      float* out = dense ? dst.row(n, m, 0, 0) : buf;
      for_each_flat_block(split, [&](int64_t v, int64_t nb) {
        const int64_t block_tail = v + nb == nv ? tail : 0;
        with_flat_nb(nb, [&](auto NB) {
          constexpr int kNB = decltype(NB)::value;
          if (relu_in) {
            dw_masked_block<kNB, true>(x + v * W, tap_off, masks + v * ntaps, ntaps, wm, bv, dst.epi, out + v * W,
                                       block_tail);
          } else {
            dw_masked_block<kNB, false>(x + v * W, tap_off, masks + v * ntaps, ntaps, wm, bv, dst.epi, out + v * W,
                                        block_tail);
          }
        });
      });
      if (dense) continue;
      if (dst.direct) {
        store_flat_rows(buf, OW, OH, OW, dst.row(n, m, 0, 0), dst.T->strides[2]);
      } else {
        const int64_t idx[k::kMaxRank] = {n, m, 0, 0};
        finish_rows(op, T, ptrs, idx, buf, OW, OH, plan);
      }
    }
}

#endif  // RAMMER_CPU_ISA_AVX512

// Depthwise 2-D conv over the box b: the row-blocked path where it applies, the masked path for
// whole small planes (AVX-512), the flat path for strides 1 and 2, dilation 1 and contiguous x
// rows (NASNet's and MobileNet's other maps), else the WindowPlane path. ConvGeom::input_relu reads
// x as max(x, 0). The scalar build keeps the WindowPlane path: with one-float "vectors" the flat
// path's junk columns and per-block dispatch cost more than its short rows save.
inline void depthwise2d(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs,
                        const Box& b, const ConvGeom& g) {
  const bool relu_in = g.input_relu;
  const int64_t xs3 = T[op.operands[0]].strides[3];
  if (window_rows_geometry(g.kern[0], g.kern[1], g.str[0], g.str[1], g.dil[0], g.dil[1], xs3, b.extent(3))) {
    depthwise2d_rows(op, T, ptrs, b, g, relu_in);
#if defined(RAMMER_CPU_ISA_AVX512)
  } else if (masked_geometry(g, T[op.operands[0]], T[op.operands[3]], b)) {
    depthwise2d_masked(op, T, ptrs, b, g, relu_in);
#endif
  } else if (Simd::W > 1 && flat_geometry(g.str[0], g.str[1], g.dil[0], g.dil[1], xs3)) {
    depthwise2d_flat(op, T, ptrs, b, g, relu_in);
  } else {
    depthwise2d_window(op, T, ptrs, b, g, relu_in);
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
