// Tensor-core convolution (TilePath::conv_mma: group 1 on a matrix unit, the template argument of
// kernels/matrix_unit.h; conv.h dispatches here): an implicit GEMM on the k-loop of kernels/mma_tile.h. Rows are the tile's output channels,
// columns its (n, spatial) points, K = C * prod(kernel) in (c, window) order, so that
//   A = the weights [M][K] (K-contiguous rows, padded or not: rows_contiguous), staged as any GEMM operand is (cp.async
//       at the storage precision when aligned, 128-bit loads of fp32 weights, else scalar);
//   B = the im2col patch, gathered into the K-contiguous [cols][BK] staging, with zero padding.
// The gather does no division or modulo in the k-loop: each thread stages the same chunks (a column
// and kVec consecutive k) of every k-tile, so the column's image offset and window origin
// (n * x_stride0, o_i * stride_i - pad_i) are computed once per sub-tile, and the chunk's (c, window
// position) is advanced with carries, by one per element and by BK per k-tile (BK split into
// (c, window) digits once per tile). The gather stages the next k-tile before the products (three
// stages make that safe).
// Weights whose rows are not K-contiguous (never produced by the plan) run the fp32 implicit GEMM
// instead.
#pragma once

#include "kernels/conv_geom.h"
#include "kernels/elementwise.h"
#include "kernels/mma_tile.h"

namespace rammer::kernels {

// A position in K: channel c and window position k[0..nd) (row-major over the kernel window).
struct ConvKPos {
  int32_t c;
  int32_t k[kMaxSpatial];
};

// p += d (d's window digits below the kernel's), with carries from the last window dim up.
RAMMER_DEVICE void conv_kpos_add(const ConvGeom& g, ConvKPos& p, const ConvKPos& d) {
  int carry = 0;
  RAMMER_UNROLL
  for (int i = kMaxSpatial - 1; i >= 0; --i) {
    if (i >= g.nd) continue;
    int32_t v = p.k[i] + d.k[i] + carry;
    const int32_t ext = static_cast<int32_t>(g.kernel[i]);
    carry = v >= ext ? 1 : 0;
    p.k[i] = carry ? v - ext : v;
  }
  p.c += d.c + carry;
}

// The (c, window) digits of a flat K index (divisions: outside the k-loop only).
RAMMER_DEVICE ConvKPos conv_kpos_of(const ConvGeom& g, int64_t k) {
  ConvKPos p;
  RAMMER_UNROLL
  for (int i = kMaxSpatial - 1; i >= 0; --i) {
    p.k[i] = 0;
    if (i >= g.nd) continue;
    p.k[i] = static_cast<int32_t>(k % g.kernel[i]);
    k /= g.kernel[i];
  }
  p.c = static_cast<int32_t>(k);
  return p;
}

// Stages the im2col patch of a conv tile: B[col][k] = x at column col's point, channel and window
// position k (0 in the padding and past K or the tile's columns).
template <class Unit, int kThreads>
struct ConvPatchStager {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  using Elem = typename Unit::Elem;
  static constexpr int kChunks = (Cfg::BN * Cfg::kChunksPerRow + kThreads - 1) / kThreads;
  struct Column {
    int64_t x_base;            // n * x.strides[0], or -1: past the tile's columns
    int32_t in0[kMaxSpatial];  // o_i * stride_i - pad_i
  };
  struct Chunk {
    Column col;
    ConvKPos at;  // the chunk's first element in the k-tile to gather next
  };
  const ConvGeom* g;
  const TensorDesc* x;
  const void* px;
  int64_t C;
  int carved;
  ConvKPos step;  // BK as (c, window) digits
  PerThread<Chunk[kChunks], kThreads> chunks;

  // Thread t's chunks for the sub-tile of columns [col0, col0 + cols) of the box.
  RAMMER_DEVICE void begin(int t, const Box& box, int col0, int cols) {
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads, col = c / Cfg::kChunksPerRow, kc = c % Cfg::kChunksPerRow;
      Chunk& ch = chunks(t)[i];
      ch.col.x_base = -1;
      RAMMER_UNROLL
      for (int d = 0; d < kMaxSpatial; ++d) ch.col.in0[d] = 0;
      if (col < cols) {
        int64_t idx[kMaxRank];
        conv_column(box, col0 + col, idx);
        ch.col.x_base = idx[0] * x->strides[0];
        RAMMER_UNROLL
        for (int d = 0; d < kMaxSpatial; ++d)
          if (d < g->nd) ch.col.in0[d] = static_cast<int32_t>(idx[2 + d] * g->stride[d] - g->pad_begin[d]);
      }
      ch.at = conv_kpos_of(*g, static_cast<int64_t>(kc) * Cfg::kVec);
    }
  }

  RAMMER_DEVICE void issue(int, AsyncCopies&, SharedPtr<Elem>, int64_t) {}
  RAMMER_DEVICE void store(int, SharedPtr<Elem>, int64_t) {}

  // Gathers the next k-tile (k0) into its stage `buf` and advances the chunks by BK. The stores go
  // out before the products of the current k-tile: with three stages no thread still reads that
  // buffer (its last reader was k-tile k0 / BK - 2, before this k-tile's barrier), and holding
  // the patch in registers across the products would cost the tile its 128-register budget.
  RAMMER_DEVICE void load(int t, int64_t, SharedPtr<Elem> buf) {
    static_assert(Cfg::kStages >= 3, "the gather stores a stage ahead while the current one is read");
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads, col = c / Cfg::kChunksPerRow, kc = c % Cfg::kChunksPerRow;
      Chunk& ch = chunks(t)[i];
      ConvKPos p = ch.at;
      conv_kpos_add(*g, ch.at, step);
      if (col >= carved) continue;
      uint32_t words[4] = {0, 0, 0, 0};
      RAMMER_UNROLL
      for (int e = 0; e < Cfg::kVec; ++e) {
        float v = 0.0f;
        if (ch.col.x_base >= 0 && p.c < C) {
          int64_t off = ch.col.x_base + p.c * x->strides[1];
          bool in = true;
          RAMMER_UNROLL
          for (int d = 0; d < kMaxSpatial; ++d) {
            if (d >= g->nd) continue;
            const int64_t pos = ch.col.in0[d] + static_cast<int64_t>(p.k[d]) * g->dilation[d];
            in = in && pos >= 0 && pos < x->shape[2 + d];
            off += pos * x->strides[2 + d];
          }
          if (in) v = load_f(x->dtype, px, off);
          if (g->input_relu) v = v > 0.0f ? v : 0.0f;
        }
        constexpr int kBits = 8 * static_cast<int>(sizeof(Elem));
        words[e * kBits / 32] |= Unit::encode_bits(v) << (e * kBits % 32);
        // The next element: the last window digit up by one, with carries.
        bool carry = true;
        RAMMER_UNROLL
        for (int d = kMaxSpatial - 1; d >= 0; --d) {
          if (d >= g->nd || !carry) continue;
          p.k[d] += 1;
          carry = p.k[d] == g->kernel[d];
          if (carry) p.k[d] = 0;
        }
        if (carry) p.c += 1;
      }
      SharedPtr<uint32_t> dst = shared_cast<uint32_t>(buf + col * Cfg::LD + kc * Cfg::kVec);
      RAMMER_UNROLL
      for (int q = 0; q < 4; ++q) dst[q] = words[q];
    }
  }
};

// Sub-tile `sub` of a conv task's box (rows: output channels, then columns): its first channel
// and column and its size. Recomputed before and after each k-loop instead of held across it.
struct ConvMmaSubTile {
  int64_t m;    // first output channel
  int col0;     // first column (of the box's (n, spatial) points)
  int tm, tn;
};

template <int BM, int BN>
RAMMER_DEVICE ConvMmaSubTile conv_mma_sub_tile(const Box& box, int sub) {
  const int bm = static_cast<int>(box.hi[1] - box.lo[1]);
  const int bn = static_cast<int>(box.count / bm);
  const int nsub = (bn + BN - 1) / BN;
  const int sm = sub / nsub * BM, sn = sub % nsub * BN;
  return ConvMmaSubTile{box.lo[1] + sm, sn, bm - sm < BM ? bm - sm : BM, bn - sn < BN ? bn - sn : BN};
}

// The box's columns as the epilogue decodes them (conv_column's data: each dim's first index and
// extent, dim 1 unused), kept in the tile's shared table (MmaSmem::table: 2 x kMaxRank int64)
// rather than in registers, which would stay live across every epilogue_store call.
template <int kThreads>
RAMMER_DEVICE void conv_columns_to_table(Block<kThreads>& b, const Box& box, SharedPtr<int64_t> table) {
  static_assert(2 * kMaxRank * 8 <= kMmaTableBytes, "the column table fits the tile's table");
  b.threads([&](int t) {
    if (t >= kMaxRank) return;
    int64_t lo = 0, ext = 1;
    RAMMER_UNROLL
    for (int i = 0; i < kMaxRank; ++i) {
      if (i != t || i >= box.rank) continue;
      lo = box.lo[i];
      ext = box.hi[i] - box.lo[i];
    }
    table[t] = lo;
    table[kMaxRank + t] = ext;
  });
}

// conv_column over the table: the (n, spatial) multi-index of column `col`; idx[1] is left 0.
RAMMER_DEVICE void conv_column_of(SharedPtr<int64_t> table, int64_t col, int64_t* idx) {
  idx[1] = 0;
  RAMMER_UNROLL
  for (int i = kMaxRank - 1; i >= 0; --i) {
    if (i == 1) continue;
    const int64_t ext = table[kMaxRank + i];
    idx[i] = static_cast<int64_t>(table[i]) + col % ext;
    col /= ext;
  }
}

// The sub-tiles of a conv task on the matrix unit: weights as A (MatrixStager), `sb` for B (set up
// per sub-tile by setup_b(sub-tile, box)), the bias and epilogue after each k-loop.
template <class Unit, int kThreads, class SB, class SetupB>
RAMMER_DEVICE void conv_mma_run(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors, void* const* ptrs,
                                int task, int64_t K, SB& sb, SetupB&& setup_b) {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  using Elem = typename Unit::Elem;
  int subs, rows_a, cols_b;
  {
    const Box box = box_of(op, task);
    const int bm = static_cast<int>(box.hi[1] - box.lo[1]);
    const int bn = static_cast<int>(box.count / bm);
    subs = (bm + Cfg::BM - 1) / Cfg::BM * ((bn + Cfg::BN - 1) / Cfg::BN);
    rows_a = static_cast<int>(mma_staged_extent(bm, Cfg::BM, Cfg::WM));
    cols_b = static_cast<int>(mma_staged_extent(bn, Cfg::BN, Cfg::WN));
  }
  const MmaSmem<Elem> smem = mma_carve<Cfg>(b, rows_a, cols_b);
  PerThread<AsyncCopies, kThreads> pipe;
  PerThread<typename Unit::Acc[Cfg::kMT][Cfg::kNT], kThreads> acc;
  MatrixStager<Unit, kThreads, Cfg::BM> sa;
  sa.carved = rows_a;
  sb.carved = cols_b;
  for (int sub = 0; sub < subs; ++sub) {
    {
      const Box box = box_of(op, task);
      const ConvMmaSubTile s = conv_mma_sub_tile<Cfg::BM, Cfg::BN>(box, sub);
      const int64_t ldw = row_stride(tensors[op.operands[1]]);  // K, or the plan's padded row
      sa.op = MmaOperand{ptrs[op.operands[1]], tensors[op.operands[1]].dtype, MmaStaging::scalar, s.tm, s.m * ldw, ldw, 1, K};
      sa.op.mode = mma_staging<Unit>(sa.op);
      setup_b(s, box);
      b.threads([&](int t) {
        sa.begin(t);
        sb.begin(t, box, s.col0, s.tn);
      });
      // The table is past the staging, and the previous sub-tile's epilogue read it before the
      // barrier that ended that sub-tile; the k-loop's barriers publish it.
      conv_columns_to_table(b, box, smem.table);
    }
    mma_mainloop<Unit>(b, sa, sb, smem, rows_a, cols_b, K, pipe, acc);
    mma_acc_to_shared<Unit>(b, smem, rows_a, cols_b, acc);
    {
      const ConvMmaSubTile s = conv_mma_sub_tile<Cfg::BM, Cfg::BN>(box_of(op, task), sub);
      const bool has_bias = op.operands[2] >= 0;
      b.threads([&](int t) {
        for (int o = t; o < s.tm * s.tn; o += kThreads) {
          const int row = o / s.tn, col = o - row * s.tn;
          int64_t idx[kMaxRank];
          conv_column_of(smem.table, s.col0 + col, idx);
          idx[1] = s.m + row;
          float v = smem.Cs[row * smem.ldc + col];
          if (has_bias) {
            const TensorDesc& bias = tensors[op.operands[2]];
            v += load_f(bias.dtype, ptrs[op.operands[2]], idx[1] * bias.strides[0]);
          }
          epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
        }
      });
    }
    b.sync();  // the next sub-tile's prologue restages the buffers the last k-tiles read
  }
}

template <class Unit, int kThreads>
RAMMER_NOINLINE void conv_mma_tile(Block<kThreads>& b, const OpDesc& op, const ConvGeom& g, const TensorDesc* tensors,
                                   void* const* ptrs, int task) {
  using Cfg = MmaTileCfg<Unit, kThreads>;
  const int64_t C = tensors[op.operands[1]].shape[1];
  ConvPatchStager<Unit, kThreads> sb;
  sb.g = &g;
  sb.x = &tensors[op.operands[0]];
  sb.px = ptrs[op.operands[0]];
  sb.C = C;
  sb.step = conv_kpos_of(g, Cfg::BK);
  conv_mma_run<Unit>(b, op, tensors, ptrs, task, C * g.kvol, sb, [](const ConvMmaSubTile&, const Box&) {});
}

}  // namespace rammer::kernels
