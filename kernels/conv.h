// Convolution tiles: conv (implicit GEMM, any spatial rank 1-3, groups, strides, dilations, pads)
// and conv_transpose (direct gather), both with bias and the elementwise epilogue.
//
// Expects (op_desc.h): space = y's shape [N, M, spatial...]; operands 0 x, 1 w, 2 bias or -1, 3 y,
// 4.. epilogue operands; params: ConvParams (kernels/op_params.h).
// Conv with group == 1 is a GEMM whose rows are the tile's output channels and whose columns are
// the tile's (n, spatial) points, K = C * prod(kernel); A (weights) and B (the im2col patch, built
// on the fly with zero padding) are staged in shared memory, kGemmBK rows of K at a time; at tf32,
// fp16 or bf16 that GEMM runs on the matrix units instead (conv_mma.h).
// Grouped convolutions (depthwise included) have K = C/group * prod(kernel), usually tiny, and
// rows of different groups read different channels, so each thread computes its outputs directly.
#pragma once

#include "kernels/conv_geom.h"
#include "kernels/conv_mma.h"
#include "kernels/gemm.h"

namespace rammer::kernels {

template <int kThreads>
RAMMER_NOINLINE void conv_direct_tile(Block<kThreads>& b, const OpDesc& op, const ConvGeom& g,
                                    const TensorDesc* tensors, void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& w = tensors[op.operands[1]];
  const void* px = ptrs[op.operands[0]];
  const void* pw = ptrs[op.operands[1]];
  const int64_t group = g.group;
  const int64_t cg = w.shape[1], mg = op.space[1] / group;
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t m = idx[1], c_base = (m / mg) * cg;
      float acc = 0.0f;
      for (int64_t c = 0; c < cg; ++c) {
        for (int64_t kp = 0; kp < g.kvol; ++kp) {
          const int64_t xo = conv_x_offset(g, x, idx, c_base + c, kp);
          if (xo < 0) continue;
          float xv = load_f(x.dtype, px, xo);
          if (g.input_relu) xv = xv > 0.0f ? xv : 0.0f;
          acc += xv * load_f(w.dtype, pw, flat_offset(w, (m * cg + c) * g.kvol + kp));
        }
      }
      if (op.operands[2] >= 0) {
        const TensorDesc& bias = tensors[op.operands[2]];
        acc += load_f(bias.dtype, ptrs[op.operands[2]], m * bias.strides[0]);
      }
      epilogue_store(op, tensors, ptrs, 3, acc, point_of(idx));
    }
  });
}

// The implicit GEMM on the CUDA cores (TilePath::conv_simt), fp32 products.
template <int kThreads>
RAMMER_NOINLINE void conv_simt_tile(Block<kThreads>& b, const OpDesc& op, const ConvGeom& g,
                                    const TensorDesc* tensors, void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& w = tensors[op.operands[1]];
  const void* px = ptrs[op.operands[0]];
  const void* pw = ptrs[op.operands[1]];
  const bool w_contig = is_contiguous(w);
  const int64_t C = w.shape[1];
  const int64_t K = C * g.kvol;
  const int64_t m0 = box.lo[1];
  const int bm = static_cast<int>(box.hi[1] - m0);
  const int bn = static_cast<int>(box.count / bm);
  b.reset_shared();
  SharedPtr<float> As = b.template shared<float>(static_cast<size_t>(kGemmBK) * bm);
  SharedPtr<float> Bs = b.template shared<float>(static_cast<size_t>(kGemmBK) * bn);
  PerThread<float[kSimtAcc], kThreads> acc;
  const SimtGrid grid = simt_grid<kThreads>(bn);
  for (int mc = 0; mc < bm; mc += grid.rows_per_chunk) {
    for (int nc = 0; nc < bn; nc += grid.cols_per_chunk) {
      b.threads([&](int t) {
RAMMER_UNROLL
        for (int j = 0; j < kSimtAcc; ++j) acc(t)[j] = 0.0f;
      });
      for (int64_t k0 = 0; k0 < K; k0 += kGemmBK) {
        b.threads([&](int t) {
          for (int e = t; e < kGemmBK * bm; e += kThreads) {
            const int kk = e / bm, mi = e % bm;
            const int64_t k = k0 + kk, flat = (m0 + mi) * K + k;
            As[e] = k < K ? load_f(w.dtype, pw, w_contig ? flat : flat_offset(w, flat)) : 0.0f;
          }
          for (int e = t; e < kGemmBK * bn; e += kThreads) {
            const int kk = e / bn, ni = e % bn;
            const int64_t k = k0 + kk;
            float v = 0.0f;
            if (k < K) {
              int64_t idx[kMaxRank];
              conv_column(box, ni, idx);
              const int64_t xo = conv_x_offset(g, x, idx, k / g.kvol, k % g.kvol);
              if (xo >= 0) v = load_f(x.dtype, px, xo);
              if (g.input_relu) v = v > 0.0f ? v : 0.0f;
            }
            Bs[e] = v;
          }
        });
        b.sync();
        b.threads([&](int t) { simt_kstep<kGemmBK>(acc(t), As, Bs, bm, bm, bn, grid, simt_cell(grid, t, mc, nc)); });
        b.sync();
      }
      b.threads([&](int t) {
        // Rolled loop over accumulator 0 with a shift, as in gemm_tile: no scratch memory on HIP.
        const SimtCell cell = simt_cell(grid, t, mc, nc);
        for (int j = 0; j < kSimtAcc; ++j) {
          float v = acc(t)[0];
RAMMER_UNROLL
          for (int i = 0; i + 1 < kSimtAcc; ++i) acc(t)[i] = acc(t)[i + 1];
          const int mi = cell.m + (j / kSimtTN) * grid.ry, ni = cell.n + (j % kSimtTN) * grid.rx;
          if (mi < bm && ni < bn) {
            int64_t idx[kMaxRank];
            conv_column(box, ni, idx);
            idx[1] = m0 + mi;
            if (op.operands[2] >= 0) {
              const TensorDesc& bias = tensors[op.operands[2]];
              v += load_f(bias.dtype, ptrs[op.operands[2]], idx[1] * bias.strides[0]);
            }
            epilogue_store(op, tensors, ptrs, 3, v, point_of(idx));
          }
        }
      });
    }
  }
}

// The path tile_path chooses: direct (grouped), the matrix units (group 1 on the op's unit and
// precision), else the fp32 implicit GEMM.
template <int kThreads>
RAMMER_DEVICE void conv_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                             void* const* ptrs, int task) {
  const ConvGeom g = conv_geom(op);
  const TilePath path = tile_path(op);
  if (path == TilePath::conv_direct) return conv_direct_tile(b, op, g, tensors, ptrs, task);
#ifdef RAMMER_GEMM_MMA
  if (path == TilePath::conv_mma && rows_contiguous(tensors[op.operands[1]])) {
    if (with_matrix_unit<kThreads>(g.matrix_unit, g.precision, [&](auto unit) {
          conv_mma_tile<typename decltype(unit)::type>(b, op, g, tensors, ptrs, task);
        }))
      return;
  }
#endif
  conv_simt_tile(b, op, g, tensors, ptrs, task);
}

// ConvTranspose: y[n, m, o] = sum over c in m's group and kernel positions k with
// o = i * stride - pad + k * dil for an input position i: x[n, c, i] * w[c, m % (M/group), k].
template <int kThreads>
RAMMER_DEVICE void conv_transpose_tile(Block<kThreads>& b, const OpDesc& op,
                                       const TensorDesc* tensors, void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const ConvGeom g = conv_geom(op);
  const TensorDesc& x = tensors[op.operands[0]];
  const TensorDesc& w = tensors[op.operands[1]];
  const void* px = ptrs[op.operands[0]];
  const void* pw = ptrs[op.operands[1]];
  const int64_t group = g.group;
  const int64_t mg = w.shape[1], cg = x.shape[1] / group;
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t m = idx[1], grp = m / mg, ml = m % mg;
      float acc = 0.0f;
      for (int64_t kp = 0; kp < g.kvol; ++kp) {
        int64_t xoff = idx[0] * x.strides[0];
        int64_t rest = kp;
        bool ok = true;
        RAMMER_UNROLL
        for (int i = kMaxRank - 3; i >= 0; --i) {
          if (i >= g.nd || !ok) continue;
          const int64_t k = rest % g.kernel[i];
          rest /= g.kernel[i];
          const int64_t num = idx[2 + i] + g.pad_begin[i] - k * g.dilation[i];
          if (num < 0 || num % g.stride[i] != 0) {
            ok = false;
          } else {
            const int64_t in = num / g.stride[i];
            if (in >= x.shape[2 + i]) ok = false;
            xoff += in * x.strides[2 + i];
          }
        }
        if (!ok) continue;
        for (int64_t c = 0; c < cg; ++c) {
          const int64_t cin = grp * cg + c;
          acc += load_f(x.dtype, px, xoff + cin * x.strides[1]) *
                 load_f(w.dtype, pw, flat_offset(w, (cin * mg + ml) * g.kvol + kp));
        }
      }
      if (op.operands[2] >= 0) {
        const TensorDesc& bias = tensors[op.operands[2]];
        acc += load_f(bias.dtype, ptrs[op.operands[2]], m * bias.strides[0]);
      }
      epilogue_store(op, tensors, ptrs, 3, acc, point_of(idx));
    }
  });
}

}  // namespace rammer::kernels
