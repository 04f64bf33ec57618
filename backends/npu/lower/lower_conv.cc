// Conv rTasks -> implicit-GEMM groups (lower_ops.h states the mapping).
#include <algorithm>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

struct ConvShape {
  int64_t C, H, W, M, KH, KW, sh, sw, dh, dw, ph, pw;
};

// Packs w [M, C, KH, KW] as [KH][KW][ceil(C/dim)][M][dim] fp16 (channels past C are zero) and the
// bias as [M]; returns the packed weights' address (the bias follows at the key (op, 1)).
int64_t packed_weights(LowerContext& cx, int op, const ConvShape& c) {
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 0}); it != cache.end()) return it->second;
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::TensorDesc& wd = cx.desc(d.operands[1]);
  const int64_t dim = cx.geo().dim, chunks = (c.C + dim - 1) / dim;
  std::vector<float> v(size_t(c.KH * c.KW * chunks * c.M * dim), 0.0f);
  for (int64_t kh = 0; kh < c.KH; ++kh)
    for (int64_t kw = 0; kw < c.KW; ++kw)
      for (int64_t m = 0; m < c.M; ++m)
        for (int64_t ch = 0; ch < c.C; ++ch) {
          const int64_t src = m * wd.strides[0] + ch * wd.strides[1] + kh * wd.strides[2] + kw * wd.strides[3];
          const int64_t dst = (((kh * c.KW + kw) * chunks + ch / dim) * c.M + m) * dim + ch % dim;
          v[size_t(dst)] = cx.weight(op, d.operands[1], src);
        }
  const int64_t at = cx.append(v);
  cache[{op, 0}] = at;
  if (d.operands[2] >= 0) {
    const kernels::TensorDesc& bd = cx.desc(d.operands[2]);
    std::vector<float> b(size_t(c.M));
    for (int64_t m = 0; m < c.M; ++m) b[size_t(m)] = cx.weight(op, d.operands[2], m * bd.strides[0]);
    cache[{op, 1}] = cx.append(b);
  }
  return at;
}

}  // namespace

void lower_conv(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::ConvParams p = kernels::ConvParams::unpack(d);
  if (p.nd != 2) cx.fail(op, std::to_string(p.nd) + "-D convolution (rnpu-v1 lowers 2-D)");
  if (p.group != 1) cx.fail(op, "grouped convolution (group " + std::to_string(p.group) + ")");
  if (p.input_relu) cx.fail(op, "a Relu fused as the input prologue");
  const kernels::TensorDesc &xd = cx.desc(d.operands[0]), &wd = cx.desc(d.operands[1]), &yd = cx.desc(d.operands[3]);
  const ConvShape c{xd.shape[1], xd.shape[2], xd.shape[3], wd.shape[0], p.kernel[0], p.kernel[1], p.stride[0],
                    p.stride[1], p.dilation[0], p.dilation[1], p.pad_begin[0], p.pad_begin[1]};
  if (xd.strides[3] != 1 && xd.shape[3] > 1) cx.fail(op, "an input with non-unit width stride");
  const int64_t dim = cx.geo().dim, chunks_c = (c.C + dim - 1) / dim;
  const int64_t weights = packed_weights(cx, op, c);
  const bool has_bias = d.operands[2] >= 0;
  const int64_t x_addr = cx.addr(op, d.operands[0]);
  std::vector<int> operands;
  const std::vector<EpilogueOp> epilogue = translate_epilogue(cx, op, 3, operands);
  std::vector<int64_t> operand_addr;
  for (int slot : operands) {
    const kernels::TensorDesc& od = cx.desc(d.operands[slot]);
    if (od.strides[3] != 1) cx.fail(op, "an epilogue operand with non-unit width stride");
    operand_addr.push_back(cx.addr(op, d.operands[slot]));
  }

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  // Output tiles: up to `dim` pixels of one output row.
  struct Pixels {
    int64_t n, oh, ow, w;
  };
  std::vector<Pixels> pixels;
  for (int64_t n = lo[0]; n < hi[0]; ++n)
    for (int64_t oh = lo[2]; oh < hi[2]; ++oh)
      for (int64_t ow = lo[3]; ow < hi[3]; ow += dim) pixels.push_back({n, oh, ow, std::min(dim, hi[3] - ow)});

  for (int64_t m0 = lo[1]; m0 < hi[1]; m0 += kMaxGroupRows) {
    const int64_t rows = std::min(kMaxGroupRows, hi[1] - m0);
    for (size_t t0 = 0; t0 < pixels.size(); t0 += kMaxTiles) {
      const size_t t1 = std::min(pixels.size(), t0 + kMaxTiles);
      GemmGroup g;
      g.rows = rows;
      g.epilogue = epilogue;
      for (size_t t = t0; t < t1; ++t) {
        const Pixels& px = pixels[t];
        OutTile tile{px.w, {}};
        for (size_t k = 0; k < operands.size(); ++k) {
          const kernels::TensorDesc& od = cx.desc(d.operands[operands[k]]);
          DmaBox b;
          b.dram = operand_addr[k] + 2 * (px.n * od.strides[0] + m0 * od.strides[1] + px.oh * od.strides[2] +
                                          px.ow * od.strides[3]);
          b.n0 = px.w;
          b.n1 = rows;
          b.stride1 = 2 * od.strides[1];
          tile.boxes.push_back(b);
        }
        g.tiles.push_back(tile);
      }
      for (int64_t kh = 0; kh < c.KH; ++kh)
        for (int64_t kw = 0; kw < c.KW; ++kw)
          for (int64_t cc = 0; cc < chunks_c; ++cc) {
            GemmChunk ch;
            ch.k = std::min(dim, c.C - cc * dim);
            ch.lda = dim;
            ch.a.dram = weights + 2 * ((((kh * c.KW + kw) * chunks_c + cc) * c.M + m0) * dim);
            ch.a.n0 = dim;
            ch.a.n1 = rows;
            ch.a.stride1 = 2 * dim;
            for (size_t t = t0; t < t1; ++t) {
              const Pixels& px = pixels[t];
              // B[ch][j] = x[n, c0 + ch, ih, iw(j)], iw(j) = (ow + j) * sw - pw + kw * dw; zero outside.
              DmaBox b;
              b.n0 = 1;
              b.n1 = px.w;
              b.n2 = ch.k;
              b.stride1 = 2 * c.sw * xd.strides[3];
              b.stride2 = 2 * xd.strides[1];
              const int64_t ih = px.oh * c.sh - c.ph + kh * c.dh;
              int64_t first = 0, count = 0;
              for (int64_t j = 0; j < px.w; ++j) {
                const int64_t iw = (px.ow + j) * c.sw - c.pw + kw * c.dw;
                if (iw < 0 || iw >= c.W) continue;
                if (count == 0) first = j;
                ++count;
              }
              if (ih < 0 || ih >= c.H) count = 0;
              b.pad1 = count == 0 ? 0 : first;
              b.valid1 = count;
              b.dram = x_addr;
              if (count > 0) {
                const int64_t iw = (px.ow + first) * c.sw - c.pw + kw * c.dw;
                b.dram = x_addr + 2 * (px.n * xd.strides[0] + cc * dim * xd.strides[1] + ih * xd.strides[2] +
                                       iw * xd.strides[3]);
              }
              ch.b.push_back(b);
            }
            g.chunks.push_back(ch);
          }
      if (has_bias) {
        // One more rank-1 chunk: bias[m] x 1.
        GemmChunk ch;
        ch.k = 1;
        ch.lda = 1;
        ch.a.dram = cx.packed().at({op, 1}) + 2 * m0;
        ch.a.n0 = rows;
        DmaBox ones;
        ones.dram = cx.ones(dim);
        ones.n0 = dim;
        ch.b.push_back(ones);
        g.chunks.push_back(ch);
      }
      (void)yd;
      emit_gemm_group(g, cx.geo(), s);
    }
  }
}

}  // namespace rammer::npu
