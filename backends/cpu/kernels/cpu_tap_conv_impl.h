// The tap path of the CPU conv tile (cpu_tile_impl.h conv_tile) for 2-D convs whose output maps
// are small or strided: C'[positions x channels] = X[positions x taps] * W'[taps x channels], as
// MLAS's NCHWc kernels vectorise over output channels. The positions are the MR-row side and the
// output channels the NR-wide columns, so a 7x7 map wastes 7 of 56 rows instead of the 15 of 64
// columns (or the padded width's extra columns) of the channel-row GEMM. A is never packed: the
// box's input rows are copied once into zero-padded planes (cpu_direct_conv_impl.h), and the
// micro-kernel broadcasts x at plane offset koff[tap] + poff[position] straight from them, any
// stride and dilation. W' is the weights packed once per process (pack_b_whole).
#pragma once

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <utility>

#include "backends/cpu/kernels/cpu_depthwise_impl.h"
#include "backends/cpu/kernels/cpu_direct_conv_impl.h"
#include "backends/cpu/kernels/cpu_gemm_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// RAMMER_CONV_TAP: unset = the waste rule in conv_tile decides, 0 = never, 1 = whenever it
// applies.
inline int tap_conv_mode() {
  static const int mode = env_switch("RAMMER_CONV_TAP");
  return mode;
}

// Positions per micro-tile (Simd::TR). The weight panels stream from L2 once per micro-tile, so
// more positions per micro-tile means fewer weight bytes per FMA: AVX-512's 32 zmm hold 12 (more
// than the GEMM's MR), AVX2's 16 ymm only the GEMM's MR = 6.
constexpr int kTapRows = Simd::TR;

// C[Rows x NR] (row stride ldc) = (accumulate ? C : 0) + sum_kk x[koff[kk] + poff[i]] * Bp[kk * NR + j].
// With Ct set the tile is stored transposed instead, Ct[j * ldt + i] (channel-major: the last K
// block writes each channel's positions where the epilogue reads them; transposed in registers
// on AVX-512, through an L1 tile otherwise).
// kPrefetch: `next` (the weight panel read after this one) is prefetched into L2 as Bp is read.
// kStep > 0: the positions are one or two runs spaced kStep apart (a micro-tile within one output
// row, or across the end of one row and the start of the next, the second run from position kSplit
// on): one base pointer per run serves its broadcasts, position i at a constant displacement, where
// a base per position takes more general registers than there are and spills some to the stack.
template <int Rows = kTapRows, bool kPrefetch = false, int kStep = 0, int kSplit = 0>
inline void tap_micro_kernel(int64_t kc, const float* x, const int64_t* koff, const int64_t* poff,
                             const float* Bp, float* C, int64_t ldc, bool accumulate, float* Ct, int64_t ldt,
                             const float* next = nullptr) {
  typename Simd::V acc[Rows][NV];
  // kStep == 0: one base pointer per position and the tap's offset as the index, so each broadcast
  // is one load with base + index addressing, no address arithmetic on the ports the FMAs use.
  // kStep > 0: x0 and x1, the bases of the two runs (px is then unused).
  const float* px[Rows];
  for (int i = 0; i < Rows; ++i) px[i] = x + poff[i];
  const float* const x0 = x + poff[0];
  const float* const x1 = x + poff[kSplit] - kSplit * kStep;  // run 2: x1[i * kStep] is position i
  for (int i = 0; i < Rows; ++i)
    for (int v = 0; v < NV; ++v)
      acc[i][v] = accumulate ? Simd::load(C + i * ldc + v * Simd::W) : Simd::zero();
  for (int64_t kk = 0; kk < kc; ++kk) {
    typename Simd::V b[NV];
    const int64_t tap = koff[kk];
    for (int v = 0; v < NV; ++v) b[v] = Simd::load(Bp + kk * NR + v * Simd::W);
    if constexpr (kPrefetch) {
      for (int l = 0; l < NR; l += 16) __builtin_prefetch(next + kk * NR + l, 0, 2);
    }
    for (int i = 0; i < Rows; ++i) {
      const float* base = kSplit > 0 && i >= kSplit ? x1 : x0;
      const typename Simd::V a = Simd::set1(kStep > 0 ? base[tap + i * kStep] : px[i][tap]);
      for (int v = 0; v < NV; ++v) acc[i][v] = Simd::fma(a, b[v], acc[i][v]);
    }
  }
  if (Ct == nullptr) {
    for (int i = 0; i < Rows; ++i)
      for (int v = 0; v < NV; ++v) Simd::store(C + i * ldc + v * Simd::W, acc[i][v]);
    return;
  }
#if defined(RAMMER_CPU_ISA_AVX512)
  if constexpr (Rows == 12 || Rows == 8) {
    for (int v = 0; v < NV; ++v) {
      const typename Simd::V r[8] = {acc[0][v], acc[1][v], acc[2][v], acc[3][v],
                                     acc[4][v], acc[5][v], acc[6][v], acc[7][v]};
      Simd::store_transposed_8x16(r, Ct + v * Simd::W * ldt, ldt);
      if constexpr (Rows == 12) {
        const typename Simd::V q[4] = {acc[8][v], acc[9][v], acc[10][v], acc[11][v]};
        Simd::store_transposed_4x16(q, Ct + v * Simd::W * ldt + 8, ldt);
      }
    }
    return;
  }
#endif
  alignas(64) float tile[Rows * NR];
  for (int i = 0; i < Rows; ++i)
    for (int v = 0; v < NV; ++v) Simd::store(tile + i * NR + v * Simd::W, acc[i][v]);
  for (int j = 0; j < NR; ++j)
    for (int i = 0; i < Rows; ++i) Ct[j * ldt + i] = tile[i * NR + j];
}

// How a micro-tile's kTapRows positions lie: step d when they form at most two runs of that
// spacing (a stride-1 or stride-2 conv's row, or the end of one row and the start of the next;
// d = 1 or 2 on channel planes, 16 or 32 on channel-blocked x, whose positions lie 16 floats
// apart), split = the first position of the second run (0: one run); step 0 otherwise (three rows
// of a small map, a stride over 2).
struct TapRuns {
  int step = 0, split = 0;
};
inline TapRuns tap_runs(const int64_t* poff) {
  for (int d : {1, 2, 16, 32}) {
    int split = 0;
    bool ok = true;
    for (int i = 1; i < kTapRows && ok; ++i) {
      if (poff[i] - poff[i - 1] == d) continue;
      if (split == 0) {
        split = i;  // the second run starts here
      } else {
        ok = false;  // a third run
      }
    }
    if (ok) return {d, split};
  }
  return {};
}

// A full micro-tile through the kernel for its runs (tap_runs): one instantiation per spacing and
// split point.
template <int kStep, int... kSplits>
inline void tap_micro_runs(int split, std::integer_sequence<int, kSplits...>, int64_t kc, const float* x,
                           const int64_t* koff, const int64_t* poff, const float* Bp, float* C, int64_t ldc,
                           bool accumulate, float* Ct, int64_t ldt) {
  (void)((split == kSplits &&
          (tap_micro_kernel<kTapRows, false, kStep, kSplits>(kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt),
           true)) ||
         ...);
}
inline void tap_micro_full(TapRuns runs, int64_t kc, const float* x, const int64_t* koff, const int64_t* poff,
                           const float* Bp, float* C, int64_t ldc, bool accumulate, float* Ct, int64_t ldt) {
  using Splits = std::make_integer_sequence<int, kTapRows>;
  switch (runs.step) {
    case 1: return tap_micro_runs<1>(runs.split, Splits{}, kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
    case 2: return tap_micro_runs<2>(runs.split, Splits{}, kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
    case 16: return tap_micro_runs<16>(runs.split, Splits{}, kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
    case 32: return tap_micro_runs<32>(runs.split, Splits{}, kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
    default: tap_micro_kernel<kTapRows>(kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
  }
}

// A last panel of `rows` < kTapRows positions through the kernel of exactly that many rows: its cost
// falls with its rows (on AVX-512 a 7x7 map is 4 panels of 12 and one of 1).
template <int R = kTapRows - 1>
inline void tap_micro_tail(int rows, int64_t kc, const float* x, const int64_t* koff, const int64_t* poff,
                           const float* Bp, float* C, int64_t ldc, bool accumulate, float* Ct, int64_t ldt) {
  if constexpr (R >= 1) {
    if (rows == R) return tap_micro_kernel<R>(kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
    tap_micro_tail<R - 1>(rows, kc, x, koff, poff, Bp, C, ldc, accumulate, Ct, ldt);
  }
}

// No per-micro-tile callback (tap_gemm's tile_done).
struct NoTileDone {
  void operator()(int64_t, int, int64_t) const {}
};

// The tap GEMM over K taps of P positions by R channels: row p of A is x[koff[k] + poff[p]],
// B = `packed` (pack_b_whole's layout of the K x R weights). The result goes channel-major to
// Ct[r * Pr + p] (R rounded up to NR rows); K blocks before the last sum into C (Pr x ldc, ldc = R
// rounded up to NR). done(n0, nc) is called once channels [n0, n0 + nc) are complete.
// With Ct null the last K block sums into C as well, and tile_done(p0, rows, n) is called as each
// micro-tile (positions [p0, p0 + rows), channels [n, n + NR)) is complete, while it is in L1.
template <class Done, class TileDone = NoTileDone>
void tap_gemm(int64_t P, int64_t R, int64_t K, const float* x, const int64_t* koff, const int64_t* poff,
              const float* packed, float* C, int64_t ldc, float* Ct, Done&& done, TileDone&& tile_done = {}) {
  const int64_t Pr = round_up(P, kTapRows);
  for (int64_t n0 = 0; n0 < R; n0 += NC) {
    const int64_t nc = std::min(NC, R - n0);
    for (int64_t k0 = 0; k0 < K; k0 += KC) {
      const int64_t kc = std::min(KC, K - k0);
      const bool last = k0 + kc == K;
      const BPanels bp = whole_b_block(packed, K, R)(k0, kc, n0, nc);
      // Positions outer: one panel's broadcasts (kTapRows positions over kc taps) stay in L1 while the
      // B panels stream past them (the other orders tried: docs/perf-notes.md). The first positions
      // read each panel from memory (a large layer's weights do not stay cached between runs): they
      // prefetch the next panel in the packed layout (the next K or column block's first one
      // included) while reading the current one.
      for (int64_t i = 0; i < P; i += kTapRows) {
        const int rows = static_cast<int>(std::min<int64_t>(kTapRows, P - i));
        const TapRuns runs = rows == kTapRows ? tap_runs(poff + i) : TapRuns{};
        for (int64_t j = 0; j < nc; j += NR) {
          const float* bpanel = bp.p + (j / NR) * bp.panel;
          float* c = C + i * ldc + n0 + j;
          float* ct = last && Ct != nullptr ? Ct + (n0 + j) * Pr + i : nullptr;
          const float* next = bpanel + bp.panel;
          if (rows == kTapRows && i == 0 && next + kc * NR <= bp.stream_end) {
            tap_micro_kernel<kTapRows, true>(kc, x, koff + k0, poff + i, bpanel, c, ldc, k0 > 0, ct, Pr, next);
          } else if (rows == kTapRows) {
            tap_micro_full(runs, kc, x, koff + k0, poff + i, bpanel, c, ldc, k0 > 0, ct, Pr);
          } else {
            tap_micro_tail(rows, kc, x, koff + k0, poff + i, bpanel, c, ldc, k0 > 0, ct, Pr);
          }
          if (last && Ct == nullptr) tile_done(i, rows, n0 + j);
        }
      }
    }
    done(n0, nc);
  }
}

// The floats run_tap_conv needs in acc: the channel-major result, and the partial sums when K
// has several blocks.
inline int64_t tap_acc_floats(int64_t P, int64_t rows, int64_t K) {
  const int64_t tile = round_up(P, kTapRows) * round_up(rows, NR);
  return K > KC ? 2 * tile : tile;
}

// Positions per call of tap_gemm: all P, or, when the channel-major result of all P would exceed
// kTapChunkTrigger, chunks of whole micro-tiles whose result stays within kTapChunkBytes. The
// result is written by the GEMM and read back by the epilogue: the 7x7 stem's 1.6 MB per rTask
// went out to memory between the two. Chunks re-read the weights, so only weights that stay in L2
// (kTapChunkWeightBytes) are chunked; smaller results are not (their epilogue's runs of positions
// would shorten for little gain: docs/perf-notes.md).
constexpr int64_t kTapChunkBytes = 128 * 1024;
constexpr int64_t kTapChunkTrigger = 1024 * 1024;
constexpr int64_t kTapChunkWeightBytes = 512 * 1024;
inline int64_t tap_chunk(int64_t P, int64_t rows, int64_t K) {
  const int64_t row_bytes = round_up(rows, NR) * static_cast<int64_t>(sizeof(float));
  if (K * row_bytes > kTapChunkWeightBytes || round_up(P, kTapRows) * row_bytes <= kTapChunkTrigger) return P;
  return std::max<int64_t>(kTapRows, kTapChunkBytes / row_bytes / kTapRows * kTapRows);
}

// Whether conv_tile takes the tap path for a group's `rows` output channels over P positions:
// when its micro-tiles waste no more than the path conv_tile would take otherwise (direct_area:
// the direct path's rows x columns rounded to the micro-tile, 0 when it does not apply). Against
// im2col paths (which gather A or B per call) and the direct path over the padded width a tie
// goes to the tap path; against the direct path by rows (direct_in_registers: one GEMM per output
// row finished in the micro-kernel's registers) it goes to the direct path, which then writes
// each output once where the tap path stores it transposed and finishes it in a second pass
// (the 3x3 stems on 224x224 images: docs/perf-notes.md). Never for a 1x1 conv
// (pointwise), of any stride: the GEMM packs its x with row copies (or subsampled rows), where the
// tap path's broadcasts read K channel planes per micro-tile in place, which in a model, where x
// is cold, miss on as many lines, and then pay a transposing store and a finishing pass per output
// where the GEMM finishes in registers (docs/perf-notes.md). kTapMinK: the transposing store costs
// a fixed amount per output, so very shallow convs keep the other paths (docs/perf-notes.md has
// the 3-channel stems this floor was chosen on).
constexpr int64_t kTapMinK = 16;
inline bool use_tap_path(int64_t P, int64_t rows, int64_t K, int64_t direct_area, bool direct_in_registers,
                         bool transposed, bool pointwise) {
  if (tap_conv_mode() == 1) return true;
  if (K < kTapMinK || pointwise) return false;
  const int64_t tap = round_up(P, MR) * round_up(rows, NR);
  if (direct_area > 0) return direct_in_registers ? tap < direct_area : tap <= direct_area;
  if (transposed) return true;
  return tap <= round_up(rows, MR) * padded_cols(P);
}

inline bool channel_blocked(const k::TensorDesc& d) { return d.layout == static_cast<int32_t>(k::Layout::nchw16c); }

// A box's input rows [ih0, ih0 + nrows) by columns [iw0, iw0 + ncols) of channel-blocked x (one
// image, all C channels) copied into scratch in the same layout with zeros where the window reaches
// the padding: plane = one block of 16 channels, pitch = one row, 16 floats per column.
inline PaddedPlanes pad_blocked(const float* x, const k::TensorDesc& X, int64_t C, int64_t ih0, int64_t nrows,
                                int64_t iw0, int64_t ncols) {
  const int64_t H = X.shape[2], W = X.shape[3], pitch = ncols * k::kChannelBlock;
  const int64_t plane = off_1k(nrows * pitch);
  float* dst = scratch(kPadded, static_cast<size_t>(C / k::kChannelBlock * plane));
  const int64_t j0 = std::clamp<int64_t>(-iw0, 0, ncols), j1 = std::clamp<int64_t>(W - iw0, j0, ncols);
  for (int64_t cb = 0; cb < C / k::kChannelBlock; ++cb) {
    for (int64_t r = 0; r < nrows; ++r) {
      float* row = dst + cb * plane + r * pitch;
      const int64_t ih = ih0 + r;
      if (ih < 0 || ih >= H) {
        std::fill(row, row + pitch, 0.0f);
        continue;
      }
      const float* src = x + cb * X.strides[1] + ih * X.strides[2] + (iw0 + j0) * X.strides[3];
      std::fill(row, row + j0 * k::kChannelBlock, 0.0f);
      std::memcpy(row + j0 * k::kChannelBlock, src, static_cast<size_t>((j1 - j0) * k::kChannelBlock) * sizeof(float));
      std::fill(row + j1 * k::kChannelBlock, row + pitch, 0.0f);
    }
  }
  return {dst, pitch, plane};
}

// The same region of x in channel planes (a 1x1 stride-1 conv's box: no padding) copied into
// scratch channel-blocked, so that the tap path reads each position's 16 channels from one line
// instead of 16 planes (a pointwise conv's broadcasts over K planes miss on as many lines). On
// AVX-512 16 channels by 16 positions at a time through register transposes.
inline PaddedPlanes block_planes(const float* x, const k::TensorDesc& X, int64_t C, int64_t ih0, int64_t nrows,
                                 int64_t iw0, int64_t ncols) {
  const int64_t pitch = ncols * k::kChannelBlock, plane = off_1k(nrows * pitch);
  float* dst = scratch(kPadded, static_cast<size_t>(C / k::kChannelBlock * plane));
  for (int64_t cb = 0; cb < C / k::kChannelBlock; ++cb) {
    const float* xc = x + cb * k::kChannelBlock * X.strides[1] + iw0;
    for (int64_t r = 0; r < nrows; ++r) {
      const float* xr = xc + (ih0 + r) * X.strides[2];
      float* row = dst + cb * plane + r * pitch;
      int64_t j = 0;
#if defined(RAMMER_CPU_ISA_AVX512)
      for (; j + 16 <= ncols; j += 16) {
        for (int half = 0; half < 2; ++half) {
          typename Simd::V v[8];
          for (int i = 0; i < 8; ++i) v[i] = Simd::load(xr + (8 * half + i) * X.strides[1] + j);
          Simd::store_transposed_8x16(v, row + j * k::kChannelBlock + 8 * half, k::kChannelBlock);
        }
      }
#endif
      for (; j < ncols; ++j)
        for (int64_t i = 0; i < k::kChannelBlock; ++i) row[j * k::kChannelBlock + i] = xr[i * X.strides[1] + j];
    }
  }
  return {dst, pitch, plane};
}

// The tap path's view of x for box b of one (image, group): xg = the group's x (channel 0 of the
// image), in channel planes or channel-blocked (then one group). Fills koff (g.Kdim taps, channel
// then kernel rows then columns) and poff (the box's P positions) and returns the base they are
// offsets from: x itself when the box's windows lie inside it, else its padded copy.
// block_x: a pointwise stride-1 conv's x in channel planes (C a multiple of 16) is read from its
// blocked copy (block_planes).
inline const float* tap_input(const float* xg, const k::TensorDesc& X, const Box& b, const ConvGeom& g,
                              int64_t* koff, int64_t* poff, int64_t P, bool block_x = false) {
  const int64_t KH = g.kern[0], KW = g.kern[1], sh = g.str[0], sw = g.str[1], dh = g.dil[0], dw = g.dil[1];
  const int64_t e3 = b.extent(3);
  const int64_t ih0 = b.lo[2] * sh - g.pad[0], iw0 = b.lo[3] * sw - g.pad[1];
  const int64_t nrows = (b.extent(2) - 1) * sh + (KH - 1) * dh + 1, ncols = (e3 - 1) * sw + (KW - 1) * dw + 1;
  const bool inside = ih0 >= 0 && iw0 >= 0 && ih0 + nrows <= g.in[0] && iw0 + ncols <= g.in[1];
  const bool copy_blocked = block_x && !channel_blocked(X) && g.ks == 1 && sh == 1 && sw == 1 && inside &&
                            X.strides[3] == 1 && g.Cg % k::kChannelBlock == 0;
  const bool blocked = channel_blocked(X) || copy_blocked;
  const float* xb;
  int64_t plane, pitch, col = blocked ? k::kChannelBlock : 1;
  if (copy_blocked) {
    const PaddedPlanes pp = block_planes(xg, X, g.Cg, ih0, nrows, iw0, ncols);
    xb = pp.p;
    plane = pp.plane;
    pitch = pp.pw;
  } else if (inside) {
    xb = xg + ih0 * X.strides[2] + iw0 * X.strides[3];
    plane = X.strides[1];
    pitch = X.strides[2];
  } else {
    const PaddedPlanes pp = blocked ? pad_blocked(xg, X, g.Cg, ih0, nrows, iw0, ncols)
                                    : pad_planes(xg, X.strides[1], X.strides[2], g.Cg, g.in[0], g.in[1], ih0,
                                                 nrows, -iw0, ncols);
    xb = pp.p;
    plane = pp.plane;
    pitch = pp.pw;
  }
  for (int64_t c = 0, k = 0; c < g.Cg; ++c) {
    const int64_t cbase = blocked ? c / k::kChannelBlock * plane + c % k::kChannelBlock : c * plane;
    for (int64_t kh = 0; kh < KH; ++kh)
      for (int64_t kw = 0; kw < KW; ++kw) koff[k++] = cbase + kh * dh * pitch + kw * dw * col;
  }
  for (int64_t p = 0, r = 0, q = 0; p < P; ++p) {
    poff[p] = r * sh * pitch + q * sw * col;
    if (++q == e3) {
      q = 0;
      ++r;
    }
  }
  return xb;
}

// One (image, group) of a conv through tap_gemm: xg = the group's x (channel 0 of the image),
// the box's P output positions by `rows` channels in chunks (tap_chunk), then finish(j, v, p0, np)
// per chunk and channel j of the group's part with v the outputs of positions [p0, p0 + np)
// (scratch: v may be clobbered). koff takes g.Kdim entries, poff P; acc
// holds tap_acc_floats(P, rows, K). x is read in place when the box's windows lie inside it, else
// from padded planes.
// With a tile_done callback instead, each micro-tile's result stays position-major in C (rows =
// positions, ldc = rows rounded up to NR) and tile_done(C, ldc, p0, n, np) takes it as it completes:
// positions [p0, p0 + np) of the box, channels [n, n + NR) of the part, position p0 at C's row 0.
template <class Finish, class TileDone = NoTileDone>
void run_tap_conv(const float* xg, const k::TensorDesc& X, const Box& b, const ConvGeom& g,
                  int64_t* koff, int64_t* poff, int64_t P, int64_t rows, const float* packed, float* acc,
                  Finish&& finish, TileDone&& tile_done = {}) {
  constexpr bool by_tiles = !std::is_same_v<std::decay_t<TileDone>, NoTileDone>;
  const float* xb = tap_input(xg, X, b, g, koff, poff, P, by_tiles);
  const int64_t ldc = round_up(rows, NR);
  const int64_t chunk = tap_chunk(P, rows, g.Kdim);
  for (int64_t q0 = 0; q0 < P; q0 += chunk) {
    const int64_t qn = std::min(chunk, P - q0), Pr = round_up(qn, kTapRows);
    if constexpr (by_tiles) {
      tap_gemm(qn, rows, g.Kdim, xb, koff, poff + q0, packed, acc, ldc, nullptr, [](int64_t, int64_t) {},
               [&](int64_t i, int np, int64_t n) { tile_done(acc + i * ldc, ldc, q0 + i, n, np); });
    } else {
      float* Ct = g.Kdim > KC ? acc + Pr * ldc : acc;  // the partial sums only when K has several blocks
      tap_gemm(qn, rows, g.Kdim, xb, koff, poff + q0, packed, acc, ldc, Ct, [&](int64_t n0, int64_t nc) {
        for (int64_t j = n0; j < n0 + nc; ++j) finish(j, Ct + j * Pr, q0, qn);
      });
    }
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
