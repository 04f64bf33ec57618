// The CPU conv tile when its output is channel-blocked (kernels::Layout::nchw16c, the layout
// backends/plan/channel_blocks.cc gives a tensor that only such convs write and read). The tap
// path (cpu_tap_conv_impl.h) computes each micro-tile as positions x output channels, which is
// the blocked layout's own order: the tile is finished in registers (bias, the residual add read
// in the same layout, ReLU / Clip / gate: the TileEpilogue form) and stored as whole runs of
// channels, with no transposition and no finishing pass over the output. A blocked x is what the
// tap path reads best: the taps of 16 channels at one position are one cache line, where channel
// planes put each channel's taps on its own line (and page). Pointwise convs on small maps, and
// those with an affine input prologue (an SE block's scale, a BatchNormalization + Relu), run as a
// GEMM instead (pack_a_blocked, which applies the prologue as it packs), finished through the same
// vector store.
#pragma once

#include "backends/cpu/kernels/cpu_epilogue_impl.h"
#include "backends/cpu/kernels/cpu_kernels.h"
#include "backends/cpu/kernels/cpu_tap_conv_impl.h"
#include "support/status.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// A 1x1 conv's per-channel affine input prologue (kernels::InputAffineParams: an SE block's scale,
// or an inference BatchNormalization (+ Relu)), applied as x is packed: x[c] * scale[c]
// (+ shift[c]) (then max(., 0)). Off when scale is null.
struct InputAffine {
  const float* scale = nullptr;
  const float* shift = nullptr;  // null: the product alone, as an SE block's Mul computes it
  bool relu = false;
  typename Simd::V apply_v(typename Simd::V x, int64_t c) const {
    x = shift ? Simd::fma(x, Simd::load(scale + c), Simd::load(shift + c)) : Simd::mul(x, Simd::load(scale + c));
    return relu ? Simd::max(x, Simd::zero()) : x;
  }
  float apply(float x, int64_t c) const {
    const float v = shift ? std::fma(x, scale[c], shift[c]) : x * scale[c];
    return relu ? k::ops::relu(v) : v;
  }
  // Channel c's n inputs from src into dst (dst may be src): a run of one channel plane.
  void apply_row(float* dst, const float* src, int64_t n, int64_t c) const {
    const float sh = shift ? shift[c] : 0.0f;
    if (!shift && !relu) {  // an SE scale: the product alone, as the Mul computes it
      const typename Simd::V a = Simd::set1(scale[c]);
      int64_t i = 0;
      for (; i + Simd::W <= n; i += Simd::W) Simd::store(dst + i, Simd::mul(Simd::load(src + i), a));
      for (; i < n; ++i) dst[i] = src[i] * scale[c];
      return;
    }
    const typename Simd::V a = Simd::set1(scale[c]), shv = Simd::set1(sh);
    int64_t i = 0;
    for (; i + Simd::W <= n; i += Simd::W) {
      typename Simd::V v = Simd::fma(Simd::load(src + i), a, shv);
      if (relu) v = Simd::max(v, Simd::zero());
      Simd::store(dst + i, v);
    }
    for (; i < n; ++i) {
      const float v = std::fma(src[i], scale[c], sh);
      dst[i] = relu ? k::ops::relu(v) : v;
    }
  }
};

// gemm_core's A panels of positions [q0, q0 + qc) by taps [k0, k0 + kc) of a pointwise conv over
// channel-blocked x (no padding): dst[p * kc + kk * MR + i] = channel k0 + kk of position q0 + p + i,
// whose block-0 run is at x + pos_off[q0 + p + i], through aff when it is on; a last panel's missing
// positions are zeros. k0 and kc are multiples of 16 (C is): each position's 16 channels are one
// load, and on AVX-512 8 positions' runs are transposed into 16 rows of the panel at once.
inline void pack_a_blocked(const float* x, int64_t block_stride, const int64_t* pos_off, int64_t q0, int64_t qc,
                           int64_t k0, int64_t kc, float* dst, const InputAffine& aff = {}) {
  for (int64_t p = 0; p < qc; p += MR) {
    const int64_t rows = std::min<int64_t>(MR, qc - p);
    float* d = dst + p * kc;
    for (int64_t kk = 0; kk < kc; kk += k::kChannelBlock) {
      const float* xb = x + (k0 + kk) / k::kChannelBlock * block_stride;
#if defined(RAMMER_CPU_ISA_AVX512)
      if constexpr (MR == 8) {
        if (rows == MR) {
          typename Simd::V r[8];
          for (int i = 0; i < 8; ++i) r[i] = Simd::load(xb + pos_off[q0 + p + i]);
          if (aff.scale != nullptr)
            for (int i = 0; i < 8; ++i) r[i] = aff.apply_v(r[i], k0 + kk);
          Simd::store_transposed_8x16(r, d + kk * MR, MR);
          continue;
        }
      }
#endif
      for (int64_t j = 0; j < k::kChannelBlock; ++j)
        for (int64_t i = 0; i < MR; ++i) {
          const float v = i < rows ? xb[pos_off[q0 + p + i] + j] : 0.0f;
          d[(kk + j) * MR + i] = aff.scale != nullptr && i < rows ? aff.apply(v, k0 + kk + j) : v;
        }
    }
  }
}

// RAMMER_BLOCKED_GEMM: unset = the rule in blocked_out_conv (small maps), 0 = never, 1 = every
// pointwise conv it can run so.
inline int blocked_gemm_mode() {
  static const int mode = env_switch("RAMMER_BLOCKED_GEMM");
  return mode;
}

// The residual a channel-blocked conv output adds (null when none), checked to be blocked as Out
// is, and the bias checked dense: what the plan pass promised both blocked conv kernels.
inline const k::TensorDesc* blocked_residual(const k::OpDesc& op, const k::TensorDesc* T, int res_operand,
                                             const k::TensorDesc& Out) {
  const k::TensorDesc* Res = res_operand >= 0 ? &T[op.operands[res_operand]] : nullptr;
  if (Res != nullptr) {
    bool same = channel_blocked(*Res);
    for (int d = 0; d < 4; ++d) same = same && Res->strides[d] == Out.strides[d] && Res->shape[d] == Out.shape[d];
    RAMMER_CHECK(same, "CPU kernels: a channel-blocked conv output's residual must be blocked the same way");
  }
  RAMMER_CHECK(op.operands[2] < 0 || T[op.operands[2]].strides[0] == 1,
               "CPU kernels: a channel-blocked conv needs a dense bias");
  return Res;
}

// OpKind::conv over output box b when the tensor its program stores to is channel-blocked (conv_box
// measured the geometry g). x may be blocked or in channel planes. What the plan pass promised (the
// program's TileEpilogue form, one group, constant weights, channel boxes of whole blocks, a
// residual in the output's layout) is checked loudly: no other path writes this layout.
inline bool blocked_out_conv(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b,
                             const ConvGeom& g) {
  const int32_t* o = op.operands;
  const k::TensorDesc& X = T[o[0]];
  TileEpilogue epi;
  int res_operand = -1, out_operand = 3;
  const bool form = tile_epilogue_form(op, &epi, &res_operand, &out_operand);
  const bool weights_const = T[o[1]].buffer == static_cast<int32_t>(k::Buffer::weights);
  // An affine input prologue: on a 1x1 conv only, applied as the GEMM route packs A.
  InputAffine aff;
  if (k::InputAffineParams::unpack(op).on) {
    const int32_t st = o[k::InputAffineParams::kScale], sht = o[k::InputAffineParams::kShift];
    auto per_channel = [&](int32_t t) {
      return is_f32(T, t) && T[t].rank == 1 && T[t].shape[0] == X.shape[1] && T[t].strides[0] == 1;
    };
    RAMMER_CHECK(st >= 0 && per_channel(st) && (sht < 0 || per_channel(sht)) && channel_blocked(X) && g.ks == 1 &&
                     g.pad[0] == 0 && g.pad[1] == 0,
                 "CPU kernels: a conv with a channel-blocked output and an affine input prologue must be a 1x1 conv "
                 "over blocked x with per-channel scale and shift (the channel-block pass should not have blocked it)");
    aff.scale = static_cast<const float*>(ptrs[st]);
    aff.shift = sht >= 0 ? static_cast<const float*>(ptrs[sht]) : nullptr;
    aff.relu = g.input_relu;
  }
  RAMMER_CHECK(form && g.nd == 2 && g.group == 1 && (!g.input_relu || aff.scale != nullptr) && weights_const &&
                   (X.strides[3] == 1 || channel_blocked(X)),
               "CPU kernels: a conv with a channel-blocked output must be a 2-D, one-group conv of constant weights "
               "whose epilogue has the tile form (the channel-block pass should not have blocked it)");
  const k::TensorDesc& Out = T[o[out_operand]];
  const k::TensorDesc* Res = blocked_residual(op, T, res_operand, Out);
  RAMMER_CHECK(channel_blocked(Out) && Out.strides[3] == k::kChannelBlock && b.lo[1] % k::kChannelBlock == 0 &&
                   (b.hi[1] % k::kChannelBlock == 0 || b.hi[1] == Out.shape[1]),
               "CPU kernels: a channel-blocked conv output needs boxes of whole 16-channel blocks");
  const int32_t bias_t = o[2];
  const int64_t m0 = b.lo[1], rows = b.extent(1), P = b.extent(2) * b.extent(3);
  int64_t* koff = iscratch(static_cast<size_t>(g.Kdim + 2 * P));
  int64_t* poff = koff + g.Kdim;
  int64_t* opos = poff + P;  // each box position's offset in a channel block of the output
  for (int64_t p = 0, r = b.lo[2], q = b.lo[3]; p < P; ++p) {
    opos[p] = r * Out.strides[2] + q * Out.strides[3];
    if (++q == b.hi[3]) {
      q = b.lo[3];
      ++r;
    }
  }
  const float* bias = bias_t >= 0 ? static_cast<const float*>(ptrs[bias_t]) + m0 : nullptr;
  epi.bias = bias;
  const WeightView v{static_cast<const float*>(ptrs[o[1]]) + m0 * g.Kdim, g.Kdim, rows, 1, g.Kdim};
  const float* packed = packed_weights(v, whole_b_floats(g.Kdim, rows), &pack_b_whole);
  float* acc = scratch(kAcc, static_cast<size_t>(tap_acc_floats(P, rows, g.Kdim)));
  const int64_t block0 = m0 / k::kChannelBlock * Out.strides[1];
  // A pointwise conv on a small map (ResNet's 7x7 stage, the CNN heads) as a GEMM of positions by
  // channels whose B is the weights: each weight panel is read once for all the positions, where
  // the tap path re-reads it per micro-tile of positions (from memory when the layer's weights
  // exceed L2). Its A panels come from blocked x, or from the box of x in channel planes copied
  // blocked first (block_planes: stride 1 only; the copy is small on such a map).
  const bool x_blocked = channel_blocked(X);
  const bool pointwise = g.ks == 1 && g.pad[0] == 0 && g.pad[1] == 0 &&
                         (x_blocked || (g.str[0] == 1 && g.str[1] == 1 && X.strides[3] == 1 &&
                                        g.Cg % k::kChannelBlock == 0));
  const bool by_gemm = pointwise && (aff.scale != nullptr || (blocked_gemm_mode() != 0 &&
                                                                (blocked_gemm_mode() == 1 || P < kTapRows * 8)));
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    const float* xg = static_cast<const float*>(ptrs[o[0]]) + n * X.strides[0];
    float* out = static_cast<float*>(ptrs[o[out_operand]]) + n * Out.strides[0] + block0;
    const float* res = Res ? static_cast<const float*>(ptrs[o[res_operand]]) + n * Out.strides[0] + block0 : nullptr;
    // Positions [p0, p0 + np) by channels [c, c + W) of the box, at C + c (row stride ldc).
    auto store_vector = [&](const float* C, int64_t ldc, int64_t p0, int64_t c, int64_t np) {
      const int64_t coff = c / k::kChannelBlock * Out.strides[1] + c % k::kChannelBlock;
      const typename Simd::V bias_v = bias ? Simd::load(bias + c) : Simd::zero();
      for (int64_t i = 0; i < np; ++i) {
        const int64_t off = coff + opos[p0 + i];
        Simd::store(out + off, epi.apply(Simd::load(C + i * ldc + c), bias_v, res, off));
      }
    };
    // A tap micro-tile: positions [p0, p0 + np) by channels [c0, c0 + NR).
    auto tile_done = [&](const float* C, int64_t ldc, int64_t p0, int64_t c0, int np) {
      for (int64_t c = c0; c < std::min(c0 + NR, rows); c += Simd::W) store_vector(C, ldc, p0, c, np);
    };
    if (by_gemm) {
      // Each position's run of channels 0-15 in x, or in the box's blocked copy of x.
      const float* xs = xg;
      int64_t block_stride = X.strides[1], row = X.strides[2], col = X.strides[3], row0 = 0, col0 = 0;
      if (!x_blocked) {
        const PaddedPlanes pp = block_planes(xg, X, g.Cg, b.lo[2], b.extent(2), b.lo[3], b.extent(3));
        xs = pp.p;
        block_stride = pp.plane;
        row = pp.pw;
        col = k::kChannelBlock;
        row0 = b.lo[2];
        col0 = b.lo[3];
      }
      for (int64_t p = 0, r = b.lo[2], q = b.lo[3]; p < P; ++p) {
        poff[p] = (r * g.str[0] - row0) * row + (q * g.str[1] - col0) * col;
        if (++q == b.hi[3]) {
          q = b.lo[3];
          ++r;
        }
      }
      auto a_block = [&](int64_t p0, int64_t pc, int64_t k0, int64_t kc) -> const float* {
        float* dst = scratch(kPackA, static_cast<size_t>(KC * kMcMax));
        pack_a_blocked(xs, block_stride, poff, p0, pc, k0, kc, dst, aff);
        return dst;
      };
      auto done = [&](int64_t q0, int64_t qc, int64_t c0, int64_t cc) {
        for (int64_t c = c0; c < c0 + cc; c += Simd::W) store_vector(acc + q0 * rows, rows, q0, c, qc);
      };
      gemm_core(P, rows, g.Kdim, a_block, whole_b_block(packed, g.Kdim, rows), acc, rows, done);
      continue;
    }
    run_tap_conv(xg, X, b, g, koff, poff, P, rows, packed, acc, [](int64_t, float*, int64_t, int64_t) {},
                 tile_done);
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
