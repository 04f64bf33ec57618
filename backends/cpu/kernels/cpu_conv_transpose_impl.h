// OpKind::conv_transpose as GEMM + col2im (the formulation of ONNX Runtime and Caffe): per batch
// image, group and slab of output rows, C[(m, k) x i] = sum_c W[c, m, k] * x[c, i] over the input
// positions i whose window reaches the slab, then each C value is added into the slab at output
// o = i * stride - pad + k * dilation. Every multiply-add is one the op defines (a direct gather
// would test prod(kernel) taps per output of which only prod(kernel) / prod(stride) hit), and the
// weights are packed once per process as the GEMM's A. Part of the per-ISA CPU kernels (see
// cpu_fast_tile_impl.h).
//
// Spatial ranks 1 to 3 run as 3-D with leading unit dims (kernel 1, stride 1, no pad), so one code
// path covers them. output_padding and output_shape need nothing here: they only size y, whose
// shape is the op's space, and positions no input reaches get the bias alone.
#pragma once

#include "backends/cpu/kernels/cpu_tile_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// The op's geometry as 3-D (spatial dim 3 - nd + i holds the op's dim i).
struct TransposeGeom {
  int nd = 0;
  int64_t group = 1, Cg = 0, Mg = 0, ks = 1;
  int64_t kern[3] = {1, 1, 1}, str[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, pad[3] = {0, 0, 0};
  int64_t in[3] = {1, 1, 1};
  int64_t xs[3] = {0, 0, 0};  // x's strides per spatial dim
};

// A box of 3-D positions [lo, hi) per dim, walked row-major.
struct Box3 {
  int64_t lo[3] = {0, 0, 0}, hi[3] = {1, 1, 1};
  int64_t extent(int d) const { return hi[d] - lo[d]; }
  int64_t count() const { return extent(0) * extent(1) * extent(2); }
};

// The input positions whose window reaches the outputs `out`, clamped to x.
inline Box3 reaching_inputs(const TransposeGeom& g, const Box3& out) {
  Box3 h;
  for (int d = 0; d < 3; ++d) {
    const int64_t reach = (g.kern[d] - 1) * g.dil[d];
    h.lo[d] = std::max<int64_t>(0, ceil_div_s(out.lo[d] + g.pad[d] - reach, g.str[d]));
    h.hi[d] = std::min(g.in[d], floor_div_s(out.hi[d] - 1 + g.pad[d], g.str[d]) + 1);
    h.hi[d] = std::max(h.hi[d], h.lo[d]);
  }
  return h;
}

// Calls f(j, id, ih, iw, len) for each run of columns [a, a + n) of `h` (column j = its row-major
// index minus a; a run stays within one last-dim row, starting at input position (id, ih, iw)).
template <class F>
inline void for_each_column_run(const Box3& h, int64_t a, int64_t n, F&& f) {
  const int64_t ew = h.extent(2), eh = h.extent(1);
  int64_t iw = a % ew, t = a / ew;
  int64_t ih = t % eh, id = t / eh;
  for (int64_t j = 0; j < n;) {
    const int64_t len = std::min(ew - iw, n - j);
    f(j, h.lo[0] + id, h.lo[1] + ih, h.lo[2] + iw, len);
    j += len;
    iw = 0;
    if (++ih == eh) {
      ih = 0;
      ++id;
    }
  }
}

// Output position of input i under kernel tap k along dim d.
inline int64_t transpose_out(const TransposeGeom& g, int d, int64_t i, int64_t k) {
  return i * g.str[d] - g.pad[d] + k * g.dil[d];
}

// Adds C's rows (rows = (m, kd, kh, kw) with m from 0, columns = the input positions [a, a + n) of
// `h`, row stride ldc) into acc (channel m at acc + m * acc_ch, positions row-major over `out`).
inline void col2im_add(const TransposeGeom& g, const Box3& h, const Box3& out, int64_t a, int64_t n,
                       const float* c, int64_t ldc, int64_t rows, float* acc, int64_t acc_ch) {
  const int64_t eh = out.extent(1), ew = out.extent(2), sw = g.str[2];
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t m = r / g.ks, kk = r % g.ks;
    const int64_t kw = kk % g.kern[2], kh = kk / g.kern[2] % g.kern[1], kd = kk / (g.kern[2] * g.kern[1]);
    const float* crow = c + r * ldc;
    float* am = acc + m * acc_ch;
    // Input columns whose output column lies in [out.lo[2], out.hi[2]) under tap kw.
    const int64_t shift = kw * g.dil[2] - g.pad[2];
    const int64_t iw_lo = ceil_div_s(out.lo[2] - shift, sw), iw_hi = floor_div_s(out.hi[2] - 1 - shift, sw) + 1;
    for_each_column_run(h, a, n, [&](int64_t j, int64_t id, int64_t ih, int64_t iw, int64_t len) {
      const int64_t od = transpose_out(g, 0, id, kd), oh = transpose_out(g, 1, ih, kh);
      if (od < out.lo[0] || od >= out.hi[0] || oh < out.lo[1] || oh >= out.hi[1]) return;
      const int64_t i0 = std::max(iw, iw_lo), i1 = std::min(iw + len, iw_hi);
      if (i0 >= i1) return;
      const float* src = crow + j + (i0 - iw);
      float* dst = am + ((od - out.lo[0]) * eh + (oh - out.lo[1])) * ew + (i0 * sw + shift - out.lo[2]);
      const int64_t cnt = i1 - i0;
      if (sw == 1) {
        map2(dst, dst, src, cnt, [](typename Simd::V x, typename Simd::V y) { return Simd::add(x, y); },
             [](float x, float y) { return x + y; });
      } else {
        for (int64_t t = 0; t < cnt; ++t) dst[t * sw] += src[t];
      }
    });
  }
}

// Floats of C per column chunk: the GEMM's output block stays in L2 while col2im reads it.
constexpr int64_t kTransposeCBudget = 64 * 1024;
// Floats of the accumulated output slab (Mt channels x slab positions).
constexpr int64_t kTransposeSlabBudget = 128 * 1024;

inline bool conv_transpose_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  if (!conv_operands_f32(op, T)) return false;
  const k::ConvParams cp = k::ConvParams::unpack(op);
  const int nd = cp.nd;
  if (nd < 1 || nd > 3 || op.rank != nd + 2 || cp.group < 1 || cp.input_relu) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Wd = T[o[1]];
  const k::TensorDesc& Y = T[o[3]];
  if (X.rank != nd + 2 || Wd.rank != nd + 2 || Y.rank != nd + 2 || !contiguous(Wd)) return false;
  if (o[2] >= 0 && T[o[2]].rank != 1) return false;
  if (!steps_supported(op, T)) return false;
  // x may be channel-blocked (a UNet's decoder convs run blocked, backends/plan/channel_blocks.h):
  // channel c starts at its block's offset plus c % 16, its positions 16 floats apart. Every other
  // operand (y, the bias, what the epilogue reads) is in planes.
  const bool x_blocked = channel_blocked(X);
  for (int i = 1; i < k::kMaxOperands; ++i)
    if (o[i] >= 0 && channel_blocked(T[o[i]])) return false;
  if (x_blocked && (nd != 2 || X.shape[1] % k::kChannelBlock != 0)) return false;
  auto channel_offset = [&](int64_t c) {
    return x_blocked ? c / k::kChannelBlock * X.strides[1] + c % k::kChannelBlock : c * X.strides[1];
  };
  TransposeGeom g;
  g.nd = nd;
  g.group = cp.group;
  for (int i = 0; i < nd; ++i) {
    const int d = 3 - nd + i;
    g.kern[d] = cp.kernel[i];
    g.str[d] = cp.stride[i];
    g.dil[d] = cp.dilation[i];
    g.pad[d] = cp.pad_begin[i];
    g.in[d] = X.shape[2 + i];
    g.xs[d] = X.strides[2 + i];
    g.ks *= g.kern[d];
    if (g.str[d] < 1 || g.dil[d] < 1 || g.kern[d] != Wd.shape[2 + i]) return false;
  }
  g.Cg = X.shape[1] / g.group;
  g.Mg = Wd.shape[1];
  if (Wd.shape[0] != X.shape[1] || g.Mg * g.group != Y.shape[1]) return false;
  const Box b = task_box(op, task);
  for (int d = 0; d < op.rank; ++d)
    if (b.extent(d) <= 0) return true;

  Box3 box;  // the task's output positions as 3-D
  for (int i = 0; i < nd; ++i) {
    box.lo[3 - nd + i] = b.lo[2 + i];
    box.hi[3 - nd + i] = b.hi[2 + i];
  }
  const int64_t m0 = b.lo[1], Mt = b.extent(1);
  // Slabs of output rows (dim 1) per output depth, sized so the slab's accumulator stays in cache.
  const int64_t slab_rows =
      std::clamp<int64_t>(kTransposeSlabBudget / std::max<int64_t>(1, Mt * box.extent(2)), 1, box.extent(1));
  const bool w_const = Wd.buffer == static_cast<int32_t>(k::Buffer::weights);
  const bool simple = simple_epilogue(op, T);
  const float* wp = static_cast<const float*>(ptrs[o[1]]);
  const float* bias = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
  const int64_t bias_st = o[2] >= 0 ? T[o[2]].strides[0] : 0;

  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t od = box.lo[0]; od < box.hi[0]; ++od) {
      for (int64_t oh0 = box.lo[1]; oh0 < box.hi[1]; oh0 += slab_rows) {
        Box3 slab = box;
        slab.lo[0] = od;
        slab.hi[0] = od + 1;
        slab.lo[1] = oh0;
        slab.hi[1] = std::min(box.hi[1], oh0 + slab_rows);
        const int64_t P = slab.count();
        float* acc = scratch(kAcc, static_cast<size_t>(Mt * P));
        std::fill(acc, acc + Mt * P, 0.0f);
        const Box3 h = reaching_inputs(g, slab);
        const int64_t Pin = h.count();
        for (int64_t grp = m0 / g.Mg; Pin > 0 && grp * g.Mg < b.hi[1]; ++grp) {
          const int64_t mlo = std::max(m0, grp * g.Mg), mhi = std::min(b.hi[1], (grp + 1) * g.Mg);
          const int64_t rows = (mhi - mlo) * g.ks;
          // A(r, c) = W[grp * Cg + c, mlo - grp * Mg + r / ks, r % ks]: rows of W's channel are
          // contiguous over (m, k), channels Mg * ks apart.
          const WeightView v{wp + grp * g.Cg * g.Mg * g.ks + (mlo - grp * g.Mg) * g.ks, rows, g.Cg, 1, g.Mg * g.ks};
          const float* packed = w_const && g.Cg > 0 ? packed_weights(v, whole_a_floats(rows, g.Cg), &pack_a_whole) : nullptr;
          const float* xn = static_cast<const float*>(ptrs[o[0]]) + n * X.strides[0];
          const int64_t cols = std::clamp<int64_t>(kTransposeCBudget / rows / NR * NR, NR, NC);
          float* cbuf = scratch(kCoords, static_cast<size_t>(rows * cols));
          for (int64_t a = 0; a < Pin; a += cols) {
            const int64_t nc = std::min(cols, Pin - a);
            // B(c, j) = x[c, input position a + j of h], filled row by row from x's runs.
            auto b_block = scratch_b_block([&](int64_t k0, int64_t kc, int64_t pn, int64_t pc, float* dst) {
              float* row = scratch(kStepTmp, static_cast<size_t>(pc));
              for (int64_t kk = 0; kk < kc; ++kk) {
                const float* xc = xn + channel_offset(grp * g.Cg + k0 + kk);
                for_each_column_run(h, a + pn, pc, [&](int64_t j, int64_t id, int64_t ih, int64_t iw, int64_t len) {
                  const float* src = xc + id * g.xs[0] + ih * g.xs[1] + iw * g.xs[2];
                  if (g.xs[2] == 1) {
                    std::memcpy(row + j, src, static_cast<size_t>(len) * sizeof(float));
                  } else {
                    for (int64_t t = 0; t < len; ++t) row[j + t] = src[t * g.xs[2]];
                  }
                });
                row_to_panels(row, pc, kc, dst + kk * NR);
              }
            });
            if (packed != nullptr) {
              gemm_core(rows, nc, g.Cg, whole_a_block(packed, rows), b_block, cbuf, nc);
            } else {
              gemm_core(rows, nc, g.Cg, strided_a_block(v.w, v.s_row, v.s_col), b_block, cbuf, nc);
            }
            col2im_add(g, h, slab, a, nc, cbuf, nc, rows, acc + (mlo - m0) * P, P);
          }
        }
        // Bias and epilogue, one call per output row of each channel.
        const int64_t ew = slab.extent(2);
        for (int64_t m = m0; m < b.hi[1]; ++m) {
          const float bv = bias ? bias[m * bias_st] : 0.0f;
          float* am = acc + (m - m0) * P;
          if (bias && !simple)
            for (int64_t i = 0; i < P; ++i) am[i] += bv;
          for (int64_t oh = slab.lo[1]; oh < slab.hi[1]; ++oh) {
            int64_t idx[k::kMaxRank] = {};
            idx[0] = n;
            idx[1] = m;
            const int64_t pos[3] = {od, oh, slab.lo[2]};
            for (int i = 0; i < nd; ++i) idx[2 + i] = pos[3 - nd + i];
            float* v = am + (oh - slab.lo[1]) * ew;
            if (simple) {
              simple_finish(op, T, ptrs, idx, v, ew, bv);
            } else {
              finish_run(op, T, ptrs, idx, v, ew);
            }
          }
        }
      }
    }
  }
  return true;
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
