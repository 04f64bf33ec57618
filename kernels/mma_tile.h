// The k-loop shared by the tensor-core tiles (gemm_mma.h, conv_mma.h), written over a matrix unit
// (kernels/matrix_unit.h: MmaUnit on 32-lane warps, MfmaUnit on 64-lane waves) and two operand
// stagers; the tiles add their boxes and epilogues. "Warp" below is the unit's kLanes lanes.
//
// Shapes (MmaTileCfg, from kernels/mma_tile_shape.h): warp (wm, wn) owns a 32 x (kLanes / 2) warp
// tile, kMT x kNT unit tiles, of the block tile; A is staged as [rows][LD] and B as [cols][LD], K-contiguous, one
// k-tile of BK (64 bytes) per stage, kMmaStages stages.
//
// The pipeline, per k-tile kt (S = kMmaStages):
//   prologue     cp.async k-tiles 0 .. S-2 (one commit each); other staging modes stage k-tile 0
//   top of kt    wait_group<S-2> (this thread's copies of k-tile kt landed), barrier (everyone's
//                copies and stores of k-tile kt visible; everyone done with k-tile kt-1's buffer)
//                cp.async k-tile kt+S-1 into the buffer k-tile kt-1 used; commit (maybe empty)
//                a stager's early staging of k-tile kt+1 (the conv's gather, which stores at once)
//   compute      per unit K-step: A and B fragments (ldmatrix, or ds_read on MFMA), mma
//   bottom       store k-tile kt+1 into its buffer (128-bit or scalar loads, converted); no reader
//                of that buffer is left: it was last read at k-tile kt+1-S, before this k-tile's
//                barrier
// Every k-tile's groups retire at the top of its own iteration, so no copy is in flight after the
// loop. The caller puts a barrier between one sub-tile's loop and the next one's prologue (which
// writes the buffers the last k-tiles read).
//
// Operand staging modes, chosen per operand per tile outside the k-loop (MmaOperand):
//   async   K-contiguous data at the unit's storage type (fp32 for tf32, f16 / bf16 for themselves),
//           16-byte aligned rows, K a multiple of the 16-byte vector: cp.async 16 bytes per chunk.
//   vector  K-contiguous fp32 data for a 16-bit unit, 16-byte aligned, K a multiple of 4: 128-bit
//           loads, converted and stored at the bottom (after the products).
//   rows    fp32 data contiguous along the rows instead of K (B of a MatMul over [K][N] weights,
//           A of one over a transposed input), 16-byte aligned, K stride and rows multiples of 4:
//           128-bit loads of four rows at one k, converted and stored transposed, at the bottom.
//   scalar  anything else (any strides and dtypes): one load_f per element at the bottom.
// Each thread stages the same chunks (16 bytes of one row) of every k-tile: chunk c of a stage is
// row c / kChunksPerRow, k-chunk c % kChunksPerRow, for c = t, t + kThreads, ...; in the rows mode
// item c is rows 4 (c % (kRows / 4)) + 0..3 at the 4-byte word c / (kRows / 4) of K (as many items
// as chunks).
#pragma once

#include "kernels/common.h"
#include "kernels/cp_async.h"
#include "kernels/mma_tile_shape.h"
#include "kernels/matrix_unit.h"

namespace rammer::kernels {

template <class Unit, int kThreads>
struct MmaTileCfg {
  using Elem = typename Unit::Elem;
  static constexpr int kWarps = kThreads / Unit::kLanes;
  static constexpr int kWarpsN = mma_warps_n(kWarps, Unit::kLanes), kWarpsM = kWarps / kWarpsN;
  static constexpr int WM = kMmaWarpTileM, WN = mma_warp_tile_n(Unit::kLanes);
  static constexpr int kMT = WM / Unit::M, kNT = WN / Unit::N;
  static constexpr int BM = WM * kWarpsM, BN = WN * kWarpsN;
  static constexpr int BK = kMmaRowBytes / static_cast<int>(sizeof(Elem));
  static constexpr int LD = BK + kMmaRowPadBytes / static_cast<int>(sizeof(Elem));
  static constexpr int kVec = Unit::kVec;
  static constexpr int kChunksPerRow = BK / kVec;
  static constexpr int kStages = kMmaStages;
  static_assert(kThreads % Unit::kLanes == 0 && kWarps % kWarpsN == 0, "whole warps in a kWarpsM x kWarpsN grid");
  static_assert(WM % Unit::M == 0 && WN % Unit::N == 0 && BK % Unit::K == 0, "the warp tile is whole unit tiles");
  static_assert(kNT % Unit::kBTilesPerLoad == 0, "the warp tile's B tiles are whole loads");
  static_assert(kStages >= 2, "the pipeline needs two stages");
};

enum class MmaStaging : int32_t { async = 0, vector = 1, scalar = 2, rows_vector = 3 };

// One operand of a tile as a matrix of `rows` valid rows by K: element (r, k) at
// base + r * row_stride + k * k_stride of a tensor of `dtype`.
struct MmaOperand {
  const void* ptr;
  int32_t dtype;
  MmaStaging mode;
  int rows;
  int64_t base, row_stride, k_stride, K;
};

RAMMER_DEVICE bool aligned16(const void* p, int64_t elem_offset, int elem_bytes) {
  return (reinterpret_cast<uintptr_t>(p) + static_cast<uintptr_t>(elem_offset * elem_bytes)) % 16 == 0;
}

// The fastest mode an operand allows (checked again whenever its base moves: per sub-tile).
template <class Unit>
RAMMER_DEVICE MmaStaging mma_staging(const MmaOperand& o) {
  const bool native = o.dtype == static_cast<int32_t>(Unit::kStorageDType);
  const bool f32 = o.dtype == static_cast<int32_t>(DTypeCode::f32);
  if (o.k_stride != 1) {
    const bool rows = f32 && o.row_stride == 1 && o.rows % 4 == 0 && o.k_stride % 4 == 0 && aligned16(o.ptr, o.base, 4);
    return rows ? MmaStaging::rows_vector : MmaStaging::scalar;
  }
  if (!native && !f32) return MmaStaging::scalar;
  const int elem_bytes = native ? static_cast<int>(sizeof(typename Unit::Elem)) : 4;
  const int64_t vec = 16 / elem_bytes;
  if (o.K % vec != 0 || o.row_stride % vec != 0 || !aligned16(o.ptr, o.base, elem_bytes))
    return MmaStaging::scalar;
  return native ? MmaStaging::async : MmaStaging::vector;
}

// Stages a MmaOperand; kRows is the block tile's rows for it (BM for A, BN for B). begin() places
// thread t's chunks for a sub-tile (outside the k-loop); a k-tile at k0 then reads the chunk's
// elements at off + k0 * k_stride + e * k_stride. The vector, rows and scalar modes load at the
// bottom of a k-tile (store), after the products: holding the next k-tile's fp32 data in
// registers across the products costs 8 to 16 registers that two blocks per SM do not have
// (ptxas spilled), and the other warps of the SM hide the loads' latency instead.
template <class Unit, int kThreads, int kRows>
struct MatrixStager {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  using Elem = typename Unit::Elem;
  static constexpr int kChunks = (kRows * Cfg::kChunksPerRow + kThreads - 1) / kThreads;
  // Only a 16-bit unit converts fp32 data (mma_staging never picks the vector mode for tf32).
  static constexpr bool kConverts = sizeof(Elem) < 4;
  MmaOperand op;
  int carved;  // rows of the staging buffer
  PerThread<int64_t[kChunks], kThreads> off;  // (row, k-chunk) at k0 = 0, or -1 past the rows

  // The rows mode: 4 rows at one 4-byte word of K (kPack elements) per item.
  static constexpr int kGroups = kRows / 4, kPack = 4 / static_cast<int>(sizeof(Elem));
  static constexpr int kItems = kRows * Cfg::kChunksPerRow;  // per k-tile, chunks or row groups

  RAMMER_DEVICE void begin(int t) {
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads;
      if (op.mode == MmaStaging::rows_vector) {
        const int r0 = 4 * (c % kGroups), kw = c / kGroups;
        off(t)[i] = c < kItems && r0 < op.rows && r0 < carved ? op.base + r0 + kw * kPack * op.k_stride : -1;
        continue;
      }
      const int r = c / Cfg::kChunksPerRow, kc = c % Cfg::kChunksPerRow;
      off(t)[i] = r < op.rows && r < carved ? op.base + r * op.row_stride + kc * Cfg::kVec * op.k_stride : -1;
    }
  }

  // The rows mode's stores of a k-tile: each item's four rows at its word of K.
  RAMMER_DEVICE void store_rows(int t, SharedPtr<Elem> buf, int64_t k0) {
    constexpr int kBits = 8 * static_cast<int>(sizeof(Elem));
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads, r0 = 4 * (c % kGroups), kw = c / kGroups;
      if (c >= kItems || r0 >= carved) continue;
      uint32_t words[4] = {0, 0, 0, 0};
      RAMMER_UNROLL
      for (int u = 0; u < kPack; ++u) {
        if (off(t)[i] < 0 || k0 + kw * kPack + u >= op.K) continue;
        const F32x4 v = load_f32x4(static_cast<const float*>(op.ptr) + (off(t)[i] + (k0 + u) * op.k_stride));
        RAMMER_UNROLL
        for (int j = 0; j < 4; ++j) words[j] |= Unit::encode_bits(v.v[j]) << (u * kBits % 32);
      }
      RAMMER_UNROLL
      for (int j = 0; j < 4; ++j) shared_cast<uint32_t>(buf + (r0 + j) * Cfg::LD + kw * kPack)[0] = words[j];
    }
  }

  RAMMER_DEVICE void issue(int t, AsyncCopies& pipe, SharedPtr<Elem> buf, int64_t k0) {
    if (op.mode != MmaStaging::async) return;
    const int64_t k_left = op.K - k0;
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads, r = c / Cfg::kChunksPerRow, kc = c % Cfg::kChunksPerRow;
      if (r >= carved) continue;
      const bool in = off(t)[i] >= 0 && kc * Cfg::kVec < k_left;
      const Elem* src = static_cast<const Elem*>(op.ptr);
      if (in) src += off(t)[i] + k0;
      cp_async_16(pipe, buf + r * Cfg::LD + kc * Cfg::kVec, src, in ? kAsyncCopyBytes : 0);
    }
  }

  // Chunk i's q-th four floats of the k-tile at k0 (zeros past the rows or K).
  RAMMER_DEVICE F32x4 load4(int t, int i, int q, int64_t k0) {
    const int kc = (t + i * kThreads) % Cfg::kChunksPerRow;
    F32x4 v;
    if (off(t)[i] >= 0 && kc * Cfg::kVec + 4 * q < op.K - k0) {
      v = load_f32x4(static_cast<const float*>(op.ptr) + (off(t)[i] + k0 + 4 * q));
    } else {
      RAMMER_UNROLL
      for (int e = 0; e < 4; ++e) v.v[e] = 0.0f;
    }
    return v;
  }

  RAMMER_DEVICE void load(int, int64_t, SharedPtr<Elem>) {}

  RAMMER_DEVICE void store(int t, SharedPtr<Elem> buf, int64_t k0) {
    if (op.mode == MmaStaging::async) return;
    if (op.mode == MmaStaging::rows_vector) return store_rows(t, buf, k0);
    const int64_t k_left = op.K - k0;
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads, r = c / Cfg::kChunksPerRow, kc = c % Cfg::kChunksPerRow;
      if (r >= carved) continue;
      SharedPtr<Elem> dst = buf + r * Cfg::LD + kc * Cfg::kVec;
      if (kConverts && op.mode == MmaStaging::vector) {
        RAMMER_UNROLL
        for (int q = 0; q < Cfg::kVec / 4; ++q) {
          const F32x4 v = load4(t, i, q, k0);
          RAMMER_UNROLL
          for (int e = 0; e < 4; ++e) dst[4 * q + e] = Unit::encode(v.v[e]);
        }
        continue;
      }
      const int64_t at = off(t)[i] + k0 * op.k_stride;
      for (int e = 0; e < Cfg::kVec; ++e) {
        const bool in = off(t)[i] >= 0 && kc * Cfg::kVec + e < k_left;
        dst[e] = Unit::encode(in ? load_f(op.dtype, op.ptr, at + e * op.k_stride) : 0.0f);
      }
    }
  }
};

// The shared memory of a sub-tile (kernels/mma_tile_shape.h): the staging buffers As
// (kStages x rows_a x LD) and Bs (kStages x cols_b x LD), and over them, after the k-loop, the
// accumulators Cs [rows_a][ldc].
template <class Elem>
struct MmaSmem {
  SharedPtr<Elem> As, Bs;
  SharedPtr<float> Cs;
  int ldc;
  SharedPtr<int64_t> table;  // kMmaTableBytes after the rest
};

template <class Cfg, int kThreads>
RAMMER_DEVICE MmaSmem<typename Cfg::Elem> mma_carve(Block<kThreads>& b, int rows_a, int cols_b) {
  using Elem = typename Cfg::Elem;
  b.reset_shared();
  const size_t bytes = static_cast<size_t>(mma_carve_bytes(rows_a, cols_b));
  SharedPtr<Elem> all = b.template shared<Elem>(bytes / sizeof(Elem));
  return MmaSmem<Elem>{all, all + Cfg::kStages * rows_a * Cfg::LD, shared_cast<float>(all),
                       static_cast<int>(mma_c_ld(cols_b)),
                       shared_cast<int64_t>(all + (bytes - kMmaTableBytes) / sizeof(Elem))};
}

// Where thread t's warp tile starts in the staging buffers (elements), and whether the warp is a
// duplicate: a box smaller than the block tile stages fewer rows or columns than the warp grid
// covers, and the warps past them recompute a staged warp tile and store nothing.
struct MmaWarpPlace {
  int a_off, b_off;
  int row, col;  // of the warp tile's first output in the sub-tile
  bool store;
};

template <class Cfg>
RAMMER_DEVICE MmaWarpPlace mma_warp_place(int t, int lanes, int rows_a, int cols_b) {
  const int w = t / lanes, wm = w % Cfg::kWarpsM, wn = w / Cfg::kWarpsM;
  MmaWarpPlace p;
  p.row = (wm * Cfg::WM) % rows_a;
  p.col = (wn * Cfg::WN) % cols_b;
  p.store = wm * Cfg::WM < rows_a && wn * Cfg::WN < cols_b;
  p.a_off = p.row * Cfg::LD;
  p.b_off = p.col * Cfg::LD;
  return p;
}

// The k-loop of one sub-tile: acc += A[rows_a x K] B[K x cols_b] through the staging buffers As
// (kStages x rows_a x LD) and Bs (kStages x cols_b x LD). SA and SB are stagers (MatrixStager or a
// tile's own: issue, load, store as above).
template <class Unit, int kThreads, class SA, class SB>
RAMMER_DEVICE void mma_mainloop(Block<kThreads>& b, SA& sa, SB& sb, const MmaSmem<typename Unit::Elem>& smem,
                                int rows_a, int cols_b, int64_t K,
                                PerThread<AsyncCopies, kThreads>& pipe,
                                PerThread<typename Unit::Acc[MmaTileCfg<Unit, kThreads>::kMT][MmaTileCfg<Unit, kThreads>::kNT], kThreads>& acc) {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  constexpr int S = Cfg::kStages;
  const int tiles = static_cast<int>((K + Cfg::BK - 1) / Cfg::BK);
  const int a_stage = rows_a * Cfg::LD, b_stage = cols_b * Cfg::LD;
  const SharedPtr<typename Unit::Elem> As = smem.As, Bs = smem.Bs;
  // The warp tile's offsets in the staging (a modulo: once, outside the loop).
  PerThread<int[2], kThreads> place;
  b.threads([&](int t) {
    const MmaWarpPlace w = mma_warp_place<Cfg>(t, Unit::kLanes, rows_a, cols_b);
    place(t)[0] = w.a_off;
    place(t)[1] = w.b_off;
    RAMMER_UNROLL
    for (int i = 0; i < Cfg::kMT; ++i)
      RAMMER_UNROLL
      for (int j = 0; j < Cfg::kNT; ++j)
        RAMMER_UNROLL
        for (int e = 0; e < Unit::kAcc; ++e) acc(t)[i][j].c[e] = 0.0f;
    RAMMER_UNROLL
    for (int s = 0; s < S - 1; ++s) {
      if (s < tiles) {
        sa.issue(t, pipe(t), As + s * a_stage, s * Cfg::BK);
        sb.issue(t, pipe(t), Bs + s * b_stage, s * Cfg::BK);
      }
      cp_async_commit(pipe(t));
    }
    if (tiles > 0) {
      sa.load(t, 0, As);
      sb.load(t, 0, Bs);
      sa.store(t, As, 0);
      sb.store(t, Bs, 0);
    }
  });
  constexpr int kNB = Unit::kBTilesPerLoad;
  PerThread<typename Unit::FragA[Cfg::kMT], kThreads> fa;
  PerThread<typename Unit::FragB[kNB], kThreads> fb;  // B fragments live a pair at a time
  int buf = 0;  // k-tile kt's stage: kt % S, kept without a division
  for (int kt = 0; kt < tiles; ++kt) {
    b.threads([&](int t) { cp_async_wait<S - 2>(pipe(t)); });
    b.sync();
    const int next = buf + 1 == S ? 0 : buf + 1;         // k-tile kt + 1's stage
    const int ahead = buf == 0 ? S - 1 : buf - 1;        // k-tile kt + S - 1's stage
    b.threads([&](int t) {
      if (kt + S - 1 < tiles) {
        sa.issue(t, pipe(t), As + ahead * a_stage, static_cast<int64_t>(kt + S - 1) * Cfg::BK);
        sb.issue(t, pipe(t), Bs + ahead * b_stage, static_cast<int64_t>(kt + S - 1) * Cfg::BK);
      }
      cp_async_commit(pipe(t));
      if (kt + 1 < tiles) {
        sa.load(t, static_cast<int64_t>(kt + 1) * Cfg::BK, As + next * a_stage);
        sb.load(t, static_cast<int64_t>(kt + 1) * Cfg::BK, Bs + next * b_stage);
      }
    });
    const SharedPtr<typename Unit::Elem> a_buf = As + buf * a_stage, b_buf = Bs + buf * b_stage;
    RAMMER_UNROLL
    for (int kk = 0; kk < Cfg::BK; kk += Unit::K) {
      Unit::template load_a<Cfg::kMT>(b, fa, Cfg::LD,
                                      [&](int t, int i) { return a_buf + place(t)[0] + i * Unit::M * Cfg::LD + kk; });
      RAMMER_UNROLL
      for (int j0 = 0; j0 < Cfg::kNT; j0 += kNB) {
        Unit::template load_b<kNB>(b, fb, Cfg::LD, [&](int t, int j) {
          return b_buf + place(t)[1] + (j0 + j) * Unit::N * Cfg::LD + kk;
        });
        Unit::template mma<Cfg::kMT, kNB>(b, fa, fb, acc, j0);
      }
    }
    b.threads([&](int t) {
      if (kt + 1 < tiles) {
        sa.store(t, As + next * a_stage, static_cast<int64_t>(kt + 1) * Cfg::BK);
        sb.store(t, Bs + next * b_stage, static_cast<int64_t>(kt + 1) * Cfg::BK);
      }
    });
    buf = next;
  }
}

// After the k-loop: the warps' accumulators into smem.Cs (over the staging buffers, so a barrier
// first), then a barrier; the epilogue then walks the sub-tile's outputs in row-major order
// (coalesced global accesses, one accumulator live per thread).
template <class Unit, int kThreads>
RAMMER_DEVICE void mma_acc_to_shared(Block<kThreads>& b, const MmaSmem<typename Unit::Elem>& smem, int rows_a,
                                     int cols_b,
                                     PerThread<typename Unit::Acc[MmaTileCfg<Unit, kThreads>::kMT]
                                                                [MmaTileCfg<Unit, kThreads>::kNT], kThreads>& acc) {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  b.sync();  // every warp is past its last fragment load from the staging buffers
  b.threads([&](int t) {
    const MmaWarpPlace w = mma_warp_place<Cfg>(t, Unit::kLanes, rows_a, cols_b);
    if (!w.store) return;
    RAMMER_UNROLL
    for (int i = 0; i < Cfg::kMT; ++i)
      RAMMER_UNROLL
      for (int j = 0; j < Cfg::kNT; ++j)
        RAMMER_UNROLL
        for (int e = 0; e < Unit::kAcc; ++e) {
          int row, col;
          Unit::c_coord(t % Unit::kLanes, e, row, col);
          smem.Cs[(w.row + i * Unit::M + row) * smem.ldc + w.col + j * Unit::N + col] = acc(t)[i][j].c[e];
        }
  });
  b.sync();
}

}  // namespace rammer::kernels
