// Tensor-core convolution (TilePath::conv_mma: group 1 at tf32, fp16 or bf16; conv.h dispatches
// here): an implicit GEMM on the k-loop of kernels/mma_tile.h. Rows are the tile's output channels,
// columns its (n, spatial) points, K = C * prod(kernel) in (c, window) order, so that
//   A = the weights [M][K] (contiguous: K-contiguous rows), staged as any GEMM operand is (cp.async
//       at the storage precision when aligned, 128-bit loads of fp32 weights, else scalar);
//   B = the im2col patch, gathered into the K-contiguous [cols][BK] staging, with zero padding.
// The gather does no division or modulo in the k-loop: each thread stages the same chunks (a column
// and kVec consecutive k) of every k-tile, so the column's image offset and window origin
// (n * x_stride0, o_i * stride_i - pad_i) are computed once per sub-tile, and the chunk's (c, window
// position) is advanced with carries, by one per element and by BK per k-tile (BK split into
// (c, window) digits once per tile). The gather loads the next k-tile into registers before the
// products and stores it after them, as the vector path does.
// Weights that are not contiguous (never produced by the plan) run the fp32 implicit GEMM instead.
#pragma once

#include "kernels/conv_geom.h"
#include "kernels/elementwise.h"
#include "kernels/mma_tile.h"

namespace rammer::kernels {

// A position in K: channel c and window position k[0..nd) (row-major over the kernel window).
struct ConvKPos {
  int64_t c;
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
  p.c = k;
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
  PerThread<uint32_t[kChunks * 4], kThreads> vals;  // each chunk's 16 staged bytes, packed

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

  // Gathers the next k-tile's chunks into registers and advances them by BK.
  RAMMER_DEVICE void load(int t, int64_t) {
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      Chunk& ch = chunks(t)[i];
      ConvKPos p = ch.at;
      RAMMER_UNROLL
      for (int q = 0; q < 4; ++q) vals(t)[i * 4 + q] = 0;
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
        vals(t)[i * 4 + e * kBits / 32] |= Unit::encode_bits(v) << (e * kBits % 32);
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
      conv_kpos_add(*g, ch.at, step);
    }
  }

  RAMMER_DEVICE void store(int t, SharedPtr<Elem> buf, int64_t) {
    RAMMER_UNROLL
    for (int i = 0; i < kChunks; ++i) {
      const int c = t + i * kThreads, col = c / Cfg::kChunksPerRow, kc = c % Cfg::kChunksPerRow;
      if (col >= carved) continue;
      SharedPtr<uint32_t> dst = shared_cast<uint32_t>(buf + col * Cfg::LD + kc * Cfg::kVec);
      RAMMER_UNROLL
      for (int q = 0; q < 4; ++q) dst[q] = vals(t)[i * 4 + q];
    }
  }
};

template <MmaPrecision P, int kThreads>
RAMMER_NOINLINE void conv_mma_tile(Block<kThreads>& b, const OpDesc& op, const ConvGeom& g, const TensorDesc* tensors,
                                   void* const* ptrs, int task) {
  using Unit = MmaUnit<P>;
  using Cfg = MmaTileCfg<Unit, kThreads>;
  using Elem = typename Unit::Elem;
  // The box (a dozen 64-bit values) is recomputed where it is used instead of being held in
  // registers across the k-loop.
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& w = tensors[op.operands[1]];
  const int64_t C = w.shape[1];
  const int64_t K = C * g.kvol;
  int64_t m0;
  int bm, bn;
  {
    const Box box = box_of(op, task);
    m0 = box.lo[1];
    bm = static_cast<int>(box.hi[1] - m0);
    bn = static_cast<int>(box.count / bm);
  }
  const int rows_a = static_cast<int>(mma_staged_extent(bm, Cfg::BM, Cfg::WM));
  const int cols_b = static_cast<int>(mma_staged_extent(bn, Cfg::BN, Cfg::WN));
  const MmaSmem<Elem> smem = mma_carve<Cfg>(b, rows_a, cols_b);
  PerThread<AsyncCopies, kThreads> pipe;
  PerThread<MmaWarpPlace, kThreads> place;
  PerThread<typename Unit::Acc[Cfg::kMT][Cfg::kNT], kThreads> acc;
  MatrixStager<Unit, kThreads, Cfg::BM, true> sa;
  ConvPatchStager<Unit, kThreads> sb;
  sa.carved = rows_a;
  sb.g = &g;
  sb.x = &x;
  sb.px = ptrs[op.operands[0]];
  sb.C = C;
  sb.carved = cols_b;
  sb.step = conv_kpos_of(g, Cfg::BK);
  b.threads([&](int t) { place(t) = mma_warp_place<Cfg>(t, Unit::kLanes, rows_a, cols_b); });
  const bool has_bias = op.operands[2] >= 0;
  for (int sm = 0; sm < bm; sm += Cfg::BM) {
    for (int sn = 0; sn < bn; sn += Cfg::BN) {
      const int tm = bm - sm < Cfg::BM ? bm - sm : Cfg::BM, tn = bn - sn < Cfg::BN ? bn - sn : Cfg::BN;
      sa.op = MmaOperand{ptrs[op.operands[1]], w.dtype, MmaStaging::scalar, tm, (m0 + sm) * K, K, 1, K};
      sa.op.mode = mma_staging<Unit>(sa.op);
      {
        const Box box = box_of(op, task);
        b.threads([&](int t) {
          sa.begin(t);
          sb.begin(t, box, sn, tn);
        });
      }
      mma_mainloop<Unit>(b, sa, sb, smem, rows_a, cols_b, K, place, pipe, acc);
      mma_acc_to_shared<Unit>(b, smem, place, acc);
      const Box box = box_of(op, task);
      b.threads([&](int t) {
        for (int o = t; o < tm * tn; o += kThreads) {
          const int row = o / tn, col = o - row * tn;
          int64_t idx[kMaxRank];
          conv_column(box, sn + col, idx);
          idx[1] = m0 + sm + row;
          float v = smem.Cs[row * smem.ldc + col];
          if (has_bias) {
            const TensorDesc& bias = tensors[op.operands[2]];
            v += load_f(bias.dtype, ptrs[op.operands[2]], idx[1] * bias.strides[0]);
          }
          epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
        }
      });
      b.sync();  // the next sub-tile's prologue restages the buffers the last k-tiles read
    }
  }
}

}  // namespace rammer::kernels
