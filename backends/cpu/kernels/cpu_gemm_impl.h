// The packed GEMM core of the CPU tile kernels (compiled once per ISA inside RAMMER_CPU_NS):
// C[M x N] = A * B with A packed into MR-row panels and B into NR-column panels, blocked by
// KC x MC x NC for the caches, and an MR x NR register-blocked micro-kernel from Simd.
// Callers supply the packing (strided matrices, implicit im2col) so conv and gemm share it.
#pragma once

#include <cstring>
#include <type_traits>

#include "backends/cpu/kernels/cpu_epilogue_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// v rounded up to a multiple of q (q > 0, v >= 0).
constexpr int64_t round_up(int64_t v, int64_t q) { return (v + q - 1) / q * q; }

constexpr int MR = Simd::MR;
constexpr int NV = Simd::NV;
constexpr int NR = Simd::NV * Simd::W;
constexpr int64_t KC = 256;
// The columns gemm_core computes for n columns of B: whole NR panels, the last one narrow (NR / 2
// columns) when that covers it.
constexpr int64_t padded_cols(int64_t n) { return NV % 2 == 0 ? round_up(n, NR / 2) : round_up(n, NR); }
constexpr int64_t MC = 96;    // a multiple of every MR (8, 6, 4)
// Rows of A per block: MC, or all of M when M is at most kMcMax (one pass over B instead of a
// second one for a few rows: an LSTM projection's 100 timesteps were 96 + 4, the 4 rows reading
// the whole of B again). A packed A block holds at most KC * kMcMax floats.
constexpr int64_t kMcMax = MC + MC / 2;
inline int64_t m_block(int64_t M) {
  return M <= kMcMax ? (M + MR - 1) / MR * MR : MC;
}
constexpr int64_t NC = 1024;  // a multiple of every NR (32, 16, 4)
// Floats between consecutive packed B panels: kc * NR plus one cache line. Unpadded, panels of a
// KC = 256 block lie 32 KB apart (NR = 32), so packing one k row into every panel stores to one L1
// set and 4K-aliases its own loads.
constexpr int64_t kPanelPad = 16;
inline int64_t b_panel(int64_t kc) { return kc * NR + kPanelPad; }

// B panels as gemm_core reads them: panel q at p + q * panel, element (kk, j) at [kk * ld + j].
// Packed panels have ld = NR; a matrix whose rows are contiguous may be read in place (ld = its
// row stride, panel = NR). With koff set, row kk lies at p + koff[kk] instead (ld unused): rows
// read in place at irregular offsets (a direct conv's taps over a padded input plane).
// With stream_end, B is a packed model weight read from memory once per run (too large to stay
// cached between runs), laid out in the order gemm_core reads it up to stream_end (pack_b_whole:
// column blocks, their K blocks, their panels): in its panel-by-panel order (not row strips, whose
// B is in cache) gemm_core prefetches the next panel into L2, the next K block's or column block's
// first one included, paced over the current one's micro-tiles (the first A block's pass only),
// so no micro-tile waits on memory.
struct BPanels {
  const float* p;
  int64_t ld, panel;
  const int64_t* koff = nullptr;
  const float* stream_end = nullptr;
};

// Cache lines to prefetch into L2 while a micro-tile runs: `lines` lines from p, spread evenly over
// its k-steps, so the requests queue behind the tile's own loads a few at a time instead of taking
// every miss buffer at once.
struct PrefetchSlice {
  const char* p = nullptr;
  int64_t lines = 0;
};

// C[Rows x NR] (row stride ldc) = (accumulate ? C : 0) + sum_k Ap[k][i] * Bp[k * ldb + j]: the
// first Rows rows of an MR-row A panel (Rows = MR, or MR / 2 for a short last panel). kOffsets:
// B's row kk is at Bp + koff[kk] (see BPanels). kEpi: epi is applied before the store, the tile's
// rows and columns being [r0, r0 + Rows) and [j0, j0 + Cols * W) of the epilogue's C (a template
// parameter: a run-time test keeps the accumulators in memory across the K loop). Cols: the
// vectors per row (NV, or NV / 2 for a narrow last B panel: its columns [0, Cols * W) only).
// pf: lines to prefetch meanwhile (see PrefetchSlice).
template <int Rows = MR, bool kOffsets = false, bool kEpi = false, int Cols = NV>
inline void micro_kernel(int64_t kc, const float* Ap, const float* Bp, int64_t ldb, float* C,
                         int64_t ldc, bool accumulate, const int64_t* koff = nullptr,
                         const TileEpilogue* epi = nullptr, int64_t r0 = 0, int64_t j0 = 0,
                         PrefetchSlice pf = {}) {
  typename Simd::V acc[Rows][Cols];
  for (int i = 0; i < Rows; ++i)
    for (int v = 0; v < Cols; ++v)
      acc[i][v] = accumulate ? Simd::load(C + i * ldc + v * Simd::W) : Simd::zero();
  // Every gap-th k-step requests `per` lines of pf.
  const int64_t per = pf.lines > 0 ? (pf.lines + kc - 1) / kc : 0;
  const int64_t gap = per > 0 ? kc / ((pf.lines + per - 1) / per) : kc + 1;
  int64_t due = 0;
  for (int64_t kk = 0; kk < kc; ++kk) {
    if (kk == due && pf.lines > 0) {
      for (int64_t l = 0; l < per && pf.lines > 0; ++l, --pf.lines, pf.p += 64) __builtin_prefetch(pf.p, 0, 2);
      due += gap;
    }
    typename Simd::V b[Cols];
    const float* brow = kOffsets ? Bp + koff[kk] : Bp + kk * ldb;
    for (int v = 0; v < Cols; ++v) b[v] = Simd::load(brow + v * Simd::W);
    for (int i = 0; i < Rows; ++i) {
      const typename Simd::V a = Simd::set1(Ap[kk * MR + i]);
      for (int v = 0; v < Cols; ++v) acc[i][v] = Simd::fma(a, b[v], acc[i][v]);
    }
  }
  if constexpr (kEpi) {
    for (int i = 0; i < Rows; ++i) {
      const typename Simd::V bias_v = epi->bias ? Simd::set1(epi->bias[(r0 + i) * epi->bias_stride]) : Simd::zero();
      const float* res = epi->residual ? epi->residual + (r0 + i) * epi->residual_ld + j0 : nullptr;
      for (int v = 0; v < Cols; ++v)
        Simd::store(C + i * ldc + v * Simd::W, epi->apply(acc[i][v], bias_v, res, v * Simd::W));
    }
    return;
  }
  for (int i = 0; i < Rows; ++i)
    for (int v = 0; v < Cols; ++v) Simd::store(C + i * ldc + v * Simd::W, acc[i][v]);
}

// RAMMER_ROW_STRIPS=0 in the environment turns conv_tile's row-strip epilogue off.
inline bool row_strips_enabled() {
  static const bool on = env_switch("RAMMER_ROW_STRIPS") != 0;
  return on;
}

// RAMMER_CONV_TRANSPOSED: unset = conv_tile's waste rule picks the transposed GEMM path, 0 =
// never, 1 = whenever it applies.
inline int transposed_mode() {
  static const int mode = env_switch("RAMMER_CONV_TRANSPOSED");
  return mode;
}

// C[M x N] (row stride ldc) = A * B. a_block(m0, mc, k0, kc) returns ceil(mc/MR) A panels,
// panel p at [p * kc * MR], element [kk * MR + i] = A(m0 + p*MR + i, k0 + kk), zero rows past mc
// (m0 is a multiple of m_block(M), k0 of KC); b_block(k0, kc, n0, nc) returns BPanels of ceil(nc/NR)
// panels, (kk, j) of panel q = B(k0 + kk, n0 + q*NR + j), zero columns past nc (n0 is a multiple of
// NC; in-place panels only when nc is a multiple of NR). done(m0, mc, n0, nc) is called once per
// finished block of C (all of K summed) while the block is still in cache: the caller's epilogue.
// With row_strips the last K block runs strip by strip (MR rows across the block's columns) and
// done is called once per strip, while the strip is in L1/L2. With epi, the last K block applies
// it to every micro-tile (see TileEpilogue) before done; its residual is prefetched two micro-tiles
// ahead (a model's residual was written several ops earlier and has left the caches).
// tick() is called after every micro-tile (spreads a caller's prefetch hints over the GEMM).
struct NoEpilogue {
  void operator()(int64_t, int64_t, int64_t, int64_t) const {}
};
struct NoTick {
  void operator()() const {}
};
// A prefetch of `floats` from p into L2 handed out in `tiles` slices, one per micro-tile (next()):
// the next panel of a weight streamed from memory (BPanels::stream_end), requested while the
// current panel's micro-tiles run.
class PanelPrefetch {
 public:
  PanelPrefetch(const void* p, int64_t floats, int64_t tiles)
      : p_(static_cast<const char*>(p)), lines_(p ? (floats * static_cast<int64_t>(sizeof(float)) + 63) / 64 : 0),
        per_((lines_ + std::max<int64_t>(1, tiles) - 1) / std::max<int64_t>(1, tiles)) {}
  PrefetchSlice next() {
    const PrefetchSlice s{p_ + line_ * 64, std::min(per_, lines_ - line_)};
    line_ += s.lines;
    return s;
  }

 private:
  const char* p_;
  int64_t lines_, per_, line_ = 0;
};

template <class ABlock, class BBlock, class Done = NoEpilogue, class Tick = NoTick>
void gemm_core(int64_t M, int64_t N, int64_t K, ABlock&& a_block, BBlock&& b_block, float* C,
               int64_t ldc, Done&& done = Done{}, Tick&& tick = Tick{}, bool row_strips = false,
               const TileEpilogue* epi = nullptr) {
  const int64_t mb = m_block(M);
  if (K == 0) {
    for (int64_t m = 0; m < M; ++m) std::fill(C + m * ldc, C + m * ldc + N, 0.0f);
    if (epi != nullptr) epi->apply_block(C, ldc, 0, M, 0, N);
    for (int64_t n0 = 0; n0 < N; n0 += NC)
      for (int64_t m0 = 0; m0 < M; m0 += mb) done(m0, std::min(mb, M - m0), n0, std::min(NC, N - n0));
    return;
  }
  alignas(64) float edge[MR * NR];
  for (int64_t n0 = 0; n0 < N; n0 += NC) {
    const int64_t nc = std::min(NC, N - n0);
    for (int64_t k0 = 0; k0 < K; k0 += KC) {
      const int64_t kc = std::min(KC, K - k0);
      const bool accumulate = k0 > 0;
      const BPanels bp = b_block(k0, kc, n0, nc);
      for (int64_t m0 = 0; m0 < M; m0 += mb) {
        const int64_t mc = std::min(mb, M - m0);
        const float* ap = a_block(m0, mc, k0, kc);
        const TileEpilogue* tile_epi = k0 + kc == K ? epi : nullptr;
        // The micro-tile of A panel i (rows [m0 + i, m0 + i + MR)) and B panel j.
        auto micro_tile = [&](int64_t i, int64_t j, PrefetchSlice pf) {
          const int64_t nr = std::min<int64_t>(NR, nc - j);
          const float* bpanel = bp.p + (j / NR) * bp.panel;
          const int64_t mr = std::min<int64_t>(MR, mc - i);
          const float* apanel = ap + (i / MR) * kc * MR;
          float* c = C + (m0 + i) * ldc + n0 + j;
          tick();
          if (tile_epi != nullptr && tile_epi->residual != nullptr && j + 2 * NR < nc) {
            const float* ahead = tile_epi->residual + (m0 + i) * tile_epi->residual_ld + n0 + j + 2 * NR;
            for (int64_t r = 0; r < mr; ++r)
              for (int64_t l = 0; l < NR; l += 64 / static_cast<int64_t>(sizeof(float)))
                __builtin_prefetch(ahead + r * tile_epi->residual_ld + l, 0, 3);
          }
          // One micro-tile of Rows rows into (c, ldc): B's rows strided or at offsets; fused
          // applies the epilogue (a whole tile at its place in C).
          auto tile = [&](auto rows, auto cols, float* cc, int64_t ldcc, bool fused) {
            constexpr int kRows = decltype(rows)::value, kCols = decltype(cols)::value;
            if (fused && tile_epi != nullptr) {
              if (bp.koff) {
                micro_kernel<kRows, true, true, kCols>(kc, apanel, bpanel, bp.ld, cc, ldcc, accumulate, bp.koff, tile_epi, m0 + i, n0 + j, pf);
              } else {
                micro_kernel<kRows, false, true, kCols>(kc, apanel, bpanel, bp.ld, cc, ldcc, accumulate, nullptr, tile_epi, m0 + i, n0 + j, pf);
              }
            } else if (bp.koff) {
              micro_kernel<kRows, true, false, kCols>(kc, apanel, bpanel, bp.ld, cc, ldcc, accumulate, bp.koff, nullptr, 0, 0, pf);
            } else {
              micro_kernel<kRows, false, false, kCols>(kc, apanel, bpanel, bp.ld, cc, ldcc, accumulate, nullptr, nullptr, 0, 0, pf);
            }
          };
          using Full = std::integral_constant<int, MR>;
          using Half = std::integral_constant<int, MR / 2>;
          using Wide = std::integral_constant<int, NV>;
          using Narrow = std::integral_constant<int, NV / 2>;
          if (mr == MR && nr == NR) {
            tile(Full{}, Wide{}, c, ldc, true);
            return;
          }
          // A short last panel runs half the FMAs (MR / 2 rows) when that covers it, and a narrow
          // last B panel (a small map's last positions: 14x14 = 6 x 32 + 4) half the vectors.
          const bool half = mr * 2 <= MR;
          const bool narrow = NV % 2 == 0 && nr * 2 <= NR;
          auto shaped = [&](float* cc, int64_t ldcc, bool fused) {
            if (half) {
              narrow ? tile(Half{}, Narrow{}, cc, ldcc, fused) : tile(Half{}, Wide{}, cc, ldcc, fused);
            } else {
              narrow ? tile(Full{}, Narrow{}, cc, ldcc, fused) : tile(Full{}, Wide{}, cc, ldcc, fused);
            }
          };
          // In place when the tile is exactly that shape (rows MR or MR / 2, columns NR or NR / 2).
          if ((mr == MR || mr * 2 == MR) && (nr == NR || (narrow && nr * 2 == NR))) {
            shaped(c, ldc, true);
            return;
          }
          // Ragged edge: run the micro-tile on a local copy, write back the valid part.
          if (accumulate)
            for (int64_t r = 0; r < mr; ++r)
              std::memcpy(edge + r * NR, c + r * ldc, static_cast<size_t>(nr) * sizeof(float));
          shaped(edge, NR, false);
          for (int64_t r = 0; r < mr; ++r)
            std::memcpy(c + r * ldc, edge + r * NR, static_cast<size_t>(nr) * sizeof(float));
          if (tile_epi != nullptr) tile_epi->apply_block(c, ldc, m0 + i, mr, n0 + j, nr);
        };
        if (row_strips && k0 + kc == K) {
          // The last K block by row strips: each strip of MR rows is finished (done) while it is
          // still in L1/L2, instead of after the whole block.
          for (int64_t i = 0; i < mc; i += MR) {
            for (int64_t j = 0; j < nc; j += NR) micro_tile(i, j, {});
            done(m0 + i, std::min<int64_t>(MR, mc - i), n0, nc);
          }
          continue;
        }
        for (int64_t j = 0; j < nc; j += NR) {
          // The next B panel in the packed layout over this panel's tiles, on the first pass over the
          // block only: the passes of later A blocks find it in L2, and a prefetch of cached lines
          // still takes a miss buffer.
          const float* next = bp.stream_end && m0 == 0 ? bp.p + (j / NR + 1) * bp.panel : nullptr;
          PanelPrefetch next_b(next && next + kc * NR <= bp.stream_end ? next : nullptr, kc * NR, (mc + MR - 1) / MR);
          for (int64_t i = 0; i < mc; i += MR) micro_tile(i, j, next_b.next());
        }
        if (k0 + kc == K) done(m0, mc, n0, nc);
      }
    }
  }
}

// Packs A(m, k) = a[m * sm + k * sk] (see gemm_core).
inline void pack_a_strided(const float* a, int64_t sm, int64_t sk, int64_t m0, int64_t mc,
                           int64_t k0, int64_t kc, float* dst) {
  for (int64_t p = 0; p < mc; p += MR) {
    const int64_t rows = std::min<int64_t>(MR, mc - p);
    float* d = dst + (p / MR) * kc * MR;
#if defined(RAMMER_CPU_ISA_AVX512)
    if (sk == 1 && rows == MR) {
      // A whole panel of k-contiguous rows: 16 k-steps of its 8 rows at a time, read as 8 vectors
      // and stored transposed (the panel's [kk * MR + i] is 16 runs of 8), instead of one scalar
      // load and store per element.
      static_assert(MR == 8 && Simd::W == 16);
      const float* src = a + (m0 + p) * sm + k0;
      int64_t kk = 0;
      for (; kk + Simd::W <= kc; kk += Simd::W) {
        typename Simd::V r[MR];
        for (int i = 0; i < MR; ++i) r[i] = Simd::load(src + i * sm + kk);
        Simd::store_transposed_8x16(r, d + kk * MR, MR);
      }
      for (; kk < kc; ++kk)
        for (int64_t i = 0; i < MR; ++i) d[kk * MR + i] = src[i * sm + kk];
      continue;
    }
#endif
    if (rows < MR) std::fill(d, d + kc * MR, 0.0f);
    for (int64_t i = 0; i < rows; ++i) {
      const float* src = a + (m0 + p + i) * sm + k0 * sk;
      if (sk == 1) {
        for (int64_t kk = 0; kk < kc; ++kk) d[kk * MR + i] = src[kk];
      } else {
        for (int64_t kk = 0; kk < kc; ++kk) d[kk * MR + i] = src[kk * sk];
      }
    }
  }
}

// gemm_core's a_block for A(m, k) = a[m * sm + k * sk], packed per call into thread-local scratch.
inline auto strided_a_block(const float* a, int64_t sm, int64_t sk) {
  return [=](int64_t m0, int64_t mc, int64_t k0, int64_t kc) -> const float* {
    float* dst = scratch(kPackA, static_cast<size_t>(KC * kMcMax));
    pack_a_strided(a, sm, sk, m0, mc, k0, kc, dst);
    return dst;
  };
}

// A whole weight matrix A(m, k) = v.w[m * v.s_row + k * v.s_col] (rows x K = v.rows x v.cols)
// packed once for gemm_core: K blocks of KC, block k0 at [k0 * round_up(rows, MR)], holding
// ceil(rows/MR) panels of kc x MR (the a_block layout).
inline int64_t whole_a_floats(int64_t rows, int64_t K) { return (rows + MR - 1) / MR * MR * K; }
inline void pack_a_whole(const WeightView& v, float* dst) {
  const int64_t rp = (v.rows + MR - 1) / MR * MR;
  for (int64_t k0 = 0; k0 < v.cols; k0 += KC)
    pack_a_strided(v.w, v.s_row, v.s_col, 0, v.rows, k0, std::min(KC, v.cols - k0), dst + k0 * rp);
}
// gemm_core's a_block over pack_a_whole's layout.
inline auto whole_a_block(const float* packed, int64_t rows) {
  const int64_t rp = (rows + MR - 1) / MR * MR;
  return [=](int64_t m0, int64_t, int64_t k0, int64_t kc) -> const float* {
    return packed + k0 * rp + (m0 / MR) * kc * MR;
  };
}

// Packs B(k, n) = b[k * sk + n * sn] (see gemm_core).
// Copies one k-row of nc values into row kk of the B panels at `d` (= panel base + kk * NR), zero
// padding the last panel. Whole panels use a fixed-size copy: a variable-size memcpy of 128 bytes
// becomes `rep movs`, whose start-up cost dominated the packing loops.
inline void row_to_panels(const float* src, int64_t nc, int64_t kc, float* d) {
  const int64_t full = nc / NR * NR;
  for (int64_t q = 0; q < full; q += NR)
    std::memcpy(d + q / NR * b_panel(kc), src + q, static_cast<size_t>(NR) * sizeof(float));
  if (full < nc) {
    float* last = d + full / NR * b_panel(kc);
    std::memcpy(last, src + full, static_cast<size_t>(nc - full) * sizeof(float));
    std::fill(last + (nc - full), last + NR, 0.0f);
  }
}

// Dot product of K floats (one weight row with x): vector body, scalar tail.
inline float dot_row(const float* r, const float* x, int64_t K) {
  const int64_t kv = K / Simd::W * Simd::W;
  typename Simd::V a = Simd::zero();
  for (int64_t kk = 0; kk < kv; kk += Simd::W) a = Simd::fma(Simd::load(r + kk), Simd::load(x + kk), a);
  float s = Simd::sum(a);
  for (int64_t kk = kv; kk < K; ++kk) s += r[kk] * x[kk];
  return s;
}

inline void pack_b_strided(const float* b, int64_t sk, int64_t sn, int64_t k0, int64_t kc,
                           int64_t n0, int64_t nc, float* dst) {
  if (sn == 1) {
    // Rows are contiguous: stream each source row once across all panels (a panel-by-panel walk
    // would revisit every row nc/NR times at a large stride).
    for (int64_t kk = 0; kk < kc; ++kk) row_to_panels(b + (k0 + kk) * sk + n0, nc, kc, dst + kk * NR);
    return;
  }
  for (int64_t q = 0; q < nc; q += NR) {
    const int64_t cols = std::min<int64_t>(NR, nc - q);
    float* d = dst + (q / NR) * b_panel(kc);
    for (int64_t kk = 0; kk < kc; ++kk) {
      const float* src = b + (k0 + kk) * sk + (n0 + q) * sn;
      float* row = d + kk * NR;
      for (int64_t j = 0; j < cols; ++j) row[j] = src[j * sn];
      for (int64_t j = cols; j < NR; ++j) row[j] = 0.0f;
    }
  }
}

// gemm_core's b_block from a packer pack(k0, kc, n0, nc, dst) (pack_b_strided's contract) that
// writes into thread-local scratch.
template <class Pack>
inline auto scratch_b_block(Pack pack) {
  return [=](int64_t k0, int64_t kc, int64_t n0, int64_t nc) -> BPanels {
    float* dst = scratch(kPackB, static_cast<size_t>(NC / NR * b_panel(KC)));
    pack(k0, kc, n0, nc, dst);
    return {dst, NR, b_panel(kc)};
  };
}
// gemm_core's b_block for B(k, n) = b[k * sk + n * sn], packed per call.
inline auto strided_b_block(const float* b, int64_t sk, int64_t sn) {
  return scratch_b_block([=](int64_t k0, int64_t kc, int64_t n0, int64_t nc, float* dst) {
    pack_b_strided(b, sk, sn, k0, kc, n0, nc, dst);
  });
}

// A whole weight matrix B(k, n) = v.w[k * v.s_row + n * v.s_col] (K x N = v.rows x v.cols) packed
// once for gemm_core: each column block of NC holds its K blocks in order, each the b_block layout
// (ceil(nc/NR) panels of b_panel(kc) floats). A column block of p panels takes p * kpanels(K).
inline int64_t kpanels(int64_t K) { return K * NR + (K + KC - 1) / KC * kPanelPad; }
inline int64_t whole_b_floats(int64_t K, int64_t N) { return (N + NR - 1) / NR * kpanels(K); }
// The offset of block (n0, k0) in pack_b_whole's layout of a K x N matrix.
inline int64_t whole_b_offset(int64_t K, int64_t N, int64_t n0, int64_t k0) {
  const int64_t panels = (std::min(NC, N - n0) + NR - 1) / NR;
  return n0 / NR * kpanels(K) + panels * (k0 * NR + k0 / KC * kPanelPad);
}
inline void pack_b_whole(const WeightView& v, float* dst) {
  const int64_t K = v.rows, N = v.cols;
  for (int64_t n0 = 0; n0 < N; n0 += NC)
    for (int64_t k0 = 0; k0 < K; k0 += KC)
      pack_b_strided(v.w, v.s_row, v.s_col, k0, std::min(KC, K - k0), n0, std::min(NC, N - n0),
                     dst + whole_b_offset(K, N, n0, k0));
}
// gemm_core's b_block over pack_b_whole's layout of a K x N matrix.
inline auto whole_b_block(const float* packed, int64_t K, int64_t N) {
  return [=](int64_t k0, int64_t kc, int64_t n0, int64_t) -> BPanels {
    return {packed + whole_b_offset(K, N, n0, k0), NR, b_panel(kc), nullptr, packed + whole_b_floats(K, N)};
  };
}

// y[n] = sum_k x[k * sx] * W(k, n), W(k, n) = w[k * sk + n * sn], for n in [0, N): the memory-bound
// matrix-vector product (batch-1 layers), streaming W once without packing.
inline void gemv(int64_t N, int64_t K, const float* x, int64_t sx, const float* w, int64_t sk,
                 int64_t sn, float* y) {
  if (sk == 1) {
    // Rows of W^T are contiguous: four dot products at a time share the x loads.
    int64_t n = 0;
    const int64_t kv = K - K % Simd::W;
    const float* xc = x;
    float* xbuf = nullptr;
    if (sx != 1) {
      xbuf = scratch(kCoords, static_cast<size_t>(K));
      for (int64_t kk = 0; kk < K; ++kk) xbuf[kk] = x[kk * sx];
      xc = xbuf;
    }
    for (; n + 4 <= N; n += 4) {
      const float* r0 = w + n * sn;
      const float* r1 = r0 + sn;
      const float* r2 = r1 + sn;
      const float* r3 = r2 + sn;
      typename Simd::V a0 = Simd::zero(), a1 = Simd::zero(), a2 = Simd::zero(), a3 = Simd::zero();
      for (int64_t kk = 0; kk < kv; kk += Simd::W) {
        const typename Simd::V xv = Simd::load(xc + kk);
        a0 = Simd::fma(Simd::load(r0 + kk), xv, a0);
        a1 = Simd::fma(Simd::load(r1 + kk), xv, a1);
        a2 = Simd::fma(Simd::load(r2 + kk), xv, a2);
        a3 = Simd::fma(Simd::load(r3 + kk), xv, a3);
      }
      float s0 = Simd::sum(a0), s1 = Simd::sum(a1), s2 = Simd::sum(a2), s3 = Simd::sum(a3);
      for (int64_t kk = kv; kk < K; ++kk) {
        s0 += r0[kk] * xc[kk];
        s1 += r1[kk] * xc[kk];
        s2 += r2[kk] * xc[kk];
        s3 += r3[kk] * xc[kk];
      }
      y[n] = s0;
      y[n + 1] = s1;
      y[n + 2] = s2;
      y[n + 3] = s3;
    }
    for (; n < N; ++n) y[n] = dot_row(w + n * sn, xc, K);
    return;
  }
  // Rows of W are contiguous (sn == 1) or general: y += x[k] * W(k, :), row by row.
  std::fill(y, y + N, 0.0f);
  for (int64_t kk = 0; kk < K; ++kk) {
    const float xv = x[kk * sx];
    const float* r = w + kk * sk;
    if (sn == 1) {
      for (int64_t n = 0; n < N; ++n) y[n] += xv * r[n];
    } else {
      for (int64_t n = 0; n < N; ++n) y[n] += xv * r[n * sn];
    }
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
