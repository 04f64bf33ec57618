// MaxPool / AveragePool / GlobalAveragePool rTasks -> gathering DMAs and one vec.reduce per
// (image, output row, channel chunk).
//
// The DMA zero-fills what lies outside the input. That is the average's count_include_pad
// arithmetic (without it, the window sums are scaled by 1 / count per output column), and exact for
// a maximum only when the input cannot be negative: a padded MaxPool is accepted when the op that
// writes its input ends with a Relu (as in ResNet's stem), else refused.
#include <algorithm>

#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

// Whether the op that writes `tensor` (by base tensor) applied a Relu last before that store.
bool written_after_relu(const Plan& plan, int tensor) {
  auto base = [&](int t) { return plan.tensors[size_t(t)].base >= 0 ? plan.tensors[size_t(t)].base : t; };
  for (const kernels::OpDesc& d : plan.ops) {
    if (d.kind != int32_t(kernels::OpKind::conv) && d.kind != int32_t(kernels::OpKind::gemm)) continue;
    bool relu = false, stores = false;
    for (int i = 0; i < d.num_steps; ++i) {
      const auto op = kernels::ElemOp(d.steps[i].op);
      if (op != kernels::ElemOp::store) {
        relu = op == kernels::ElemOp::relu;
        continue;
      }
      stores = true;
      const int t = d.operands[d.steps[i].dst - kernels::kOperandBase];
      if (t >= 0 && base(t) == base(tensor)) return relu;
    }
    if (!stores && d.operands[3] >= 0 && base(d.operands[3]) == base(tensor)) return relu;
  }
  return false;
}

// A padded MaxPool of an input that may be negative: zero padding would be wrong, so a tap that
// reads outside the image reads the nearest edge element instead. With dilation 1 that element
// lies inside the same window, so the maximum is unchanged. The windows are gathered as
// [pixel][channel] (one box per run of pixels: the left and right edges repeat one column by a
// zero stride), reduced over taps, and stored transposed back to [channel][pixel].
void lower_max_pool_edge(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::PoolParams p = kernels::PoolParams::unpack(d);
  const kernels::TensorDesc &xd = cx.desc(d.operands[0]), &yd = cx.desc(d.operands[1]);
  const int64_t KH = p.kernel[0], KW = p.kernel[1], sh = p.stride[0], sw = p.stride[1];
  const int64_t ph = p.pad_begin[0], pw = p.pad_begin[1], H = xd.shape[2], W = xd.shape[3];
  const int64_t x_addr = cx.addr(op, d.operands[0]), y_addr = cx.addr(op, d.operands[1]);
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t w = hi[3] - lo[3], taps = KH * KW;
  if (w > 1023 || taps > 1023) cx.fail(op, "a MaxPool row or window above 1023 elements");
  const int64_t per_channel = (taps + 1) * w * 2;
  const int64_t channels = std::max<int64_t>(
      1, std::min<int64_t>({hi[1] - lo[1], 1023, (cx.geo().scratchpad_bytes - 64) / per_channel, 4095 / w}));
  auto clamp = [](int64_t v, int64_t n) { return std::clamp<int64_t>(v, 0, n - 1); };
  for (int64_t n = lo[0]; n < hi[0]; ++n)
    for (int64_t oh = lo[2]; oh < hi[2]; ++oh)
      for (int64_t c0 = lo[1]; c0 < hi[1]; c0 += channels) {
        const int64_t cc = std::min(channels, hi[1] - c0);
        if (w * cc > 4095) cx.fail(op, "a MaxPool tile above 4095 elements");
        const int64_t plane = w * cc * 2, result = align64(taps * plane);
        size_t last = 0;
        for (int64_t kh = 0; kh < KH; ++kh)
          for (int64_t kw = 0; kw < KW; ++kw) {
            const int64_t ih = clamp(oh * sh - ph + kh, H);
            // Runs of output pixels j whose column is below 0, inside, above W - 1.
            for (int64_t j0 = 0; j0 < w;) {
              const int64_t iw0 = (lo[3] + j0) * sw - pw + kw;
              const int side = iw0 < 0 ? -1 : iw0 >= W ? 1 : 0;
              int64_t j1 = j0 + 1;
              while (j1 < w) {
                const int64_t iw = (lo[3] + j1) * sw - pw + kw;
                if ((iw < 0 ? -1 : iw >= W ? 1 : 0) != side) break;
                ++j1;
              }
              DmaBox b;  // planes = pixels, rows = channels
              b.n0 = 1;
              b.n1 = cc;
              b.n2 = j1 - j0;
              b.stride1 = 2 * xd.strides[1];
              b.stride2 = side == 0 ? 2 * sw * xd.strides[3] : 0;
              b.dram = x_addr + 2 * (n * xd.strides[0] + c0 * xd.strides[1] + ih * xd.strides[2] +
                                     clamp(iw0, W) * xd.strides[3]);
              last = s.load((kh * KW + kw) * plane + j0 * cc * 2, b);
              j0 = j1;
            }
          }
        s.push(last, Unit::VEC);
        const size_t r = s.reduce(result, 0, w, cc, cc, taps, w * cc, 1);
        s.pop(r, Unit::DMA);
        s.push(r, Unit::DMA);
        DmaBox out;  // [pixel][channel] -> y[channel][pixel]
        out.dram = y_addr + 2 * (n * yd.strides[0] + c0 * yd.strides[1] + oh * yd.strides[2] + lo[3] * yd.strides[3]);
        out.n0 = 1;
        out.n1 = cc;
        out.n2 = w;
        out.stride1 = 2 * yd.strides[1];
        out.stride2 = 2 * yd.strides[3];
        s.pop(s.store(result, out), Unit::VEC);
      }
}

}  // namespace

void lower_pool(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::PoolParams p = kernels::PoolParams::unpack(d);
  if (p.nd != 2) cx.fail(op, std::to_string(p.nd) + "-D pooling (rnpu-v1 lowers 2-D)");
  if (p.mode == kernels::PoolMode::lp) cx.fail(op, "LpPool");
  if (d.operands[2] >= 0) cx.fail(op, "MaxPool's indices output");
  const kernels::TensorDesc &xd = cx.desc(d.operands[0]), &yd = cx.desc(d.operands[1]);
  const int64_t KH = p.kernel[0], KW = p.kernel[1], sh = p.stride[0], sw = p.stride[1];
  const int64_t dh = p.dilation[0], dw = p.dilation[1], ph = p.pad_begin[0], pw = p.pad_begin[1];
  const bool padded = ph > 0 || pw > 0 || p.pad_end[0] > 0 || p.pad_end[1] > 0;
  const bool is_max = p.mode == kernels::PoolMode::max;
  if (padded && is_max && !written_after_relu(cx.plan(), d.operands[0])) {
    if (dh != 1 || dw != 1) cx.fail(op, "a padded, dilated MaxPool of an input that may be negative");
    return lower_max_pool_edge(cx, op, task, s);
  }
  // Without count_include_pad a padded average divides each window's sum by its count of input
  // elements: a sum, then a product with a row of 1 / count per output column (bmode=row).
  const bool exclude_pad = padded && !is_max && !p.count_include_pad;
  if (KH * KW > 1023) {
    // A global average over a large image: each channel's dense H x W plane is one row of the
    // reduction (rn1 x rn2 elements), one vec.reduce per block of channels (per channel past
    // 4095 elements, the ld field's reach).
    const int64_t L = KH * KW;
    const bool global = !padded && !is_max && KH == xd.shape[2] && KW == xd.shape[3] && dh == 1 && dw == 1 &&
                        xd.strides[3] == 1 && xd.strides[2] == KW;
    int64_t rn2 = 1;
    while (rn2 <= 63 && (L % rn2 != 0 || L / rn2 > 1023)) ++rn2;
    if (!global || rn2 > 63) cx.fail(op, "a window of more than 1023 elements");
    const int64_t rn1 = L / rn2;
    int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
    task_box(d, task, lo, hi);
    const int64_t x_addr = cx.addr(op, d.operands[0]), y_addr = cx.addr(op, d.operands[1]);
    const int64_t rows = std::max<int64_t>(1, std::min<int64_t>(1023, (cx.geo().scratchpad_bytes - 4096) / (2 * L + 2)));
    for (int64_t n = lo[0]; n < hi[0]; ++n)
      for (int64_t c0 = lo[1]; c0 < hi[1]; c0 += rows) {
        const int64_t cc = std::min(rows, hi[1] - c0), result = align64(cc * L * 2);
        DmaBox b;  // planes = channels, each rn2 rows of rn1 elements
        b.dram = x_addr + 2 * (n * xd.strides[0] + c0 * xd.strides[1]);
        b.n0 = rn1;
        b.n1 = rn2;
        b.n2 = cc;
        b.stride1 = 2 * rn1;
        b.stride2 = 2 * xd.strides[1];
        s.push(s.load(0, b), Unit::VEC);
        size_t r = 0;
        if (L <= 4095) {
          r = s.reduce(result, 0, cc, 1, L, rn1, 1, 2, rn2, rn1);
          s.pop(r, Unit::DMA);
        } else {  // a row stride past the ld field: one reduction per channel
          for (int64_t c = 0; c < cc; ++c) {
            r = s.reduce(result + 2 * c, 2 * c * L, 1, 1, 0, rn1, 1, 2, rn2, rn1);
            if (c == 0) s.pop(r, Unit::DMA);
          }
        }
        s.push(r, Unit::DMA);
        DmaBox out;
        out.dram = y_addr + 2 * (n * yd.strides[0] + c0 * yd.strides[1]);
        out.n1 = cc;
        out.stride1 = 2 * yd.strides[1];
        s.pop(s.store(result, out), Unit::VEC);
      }
    return;
  }
  const int64_t H = xd.shape[2], W = xd.shape[3];
  const TapWindow win{sh, sw, dh, dw, ph, pw, H, W};
  const int64_t x_addr = cx.addr(op, d.operands[0]), y_addr = cx.addr(op, d.operands[1]);
  if (yd.strides[3] != 1 && yd.shape[3] > 1) cx.fail(op, "an output with non-unit width stride");

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t w = hi[3] - lo[3];
  if (w > 1023) cx.fail(op, "an output row wider than 1023");
  // The gathered windows and the result share the scratchpad: channels per chunk so both fit.
  const int64_t per_channel = (KH * KW + 1) * w * 2;
  const int64_t channels = std::max<int64_t>(1, std::min<int64_t>({hi[1] - lo[1], 1023, (cx.geo().scratchpad_bytes - align64(w * 2) - 64) / per_channel, 4095 / w}));
  for (int64_t n = lo[0]; n < hi[0]; ++n)
    for (int64_t oh = lo[2]; oh < hi[2]; ++oh)
      for (int64_t c0 = lo[1]; c0 < hi[1]; c0 += channels) {
        const int64_t cc = std::min(channels, hi[1] - c0);
        const int64_t plane = cc * w * 2, result = KH * KW * plane;
        size_t last = 0;
        for (int64_t kh = 0; kh < KH; ++kh)
          for (int64_t kw = 0; kw < KW; ++kw) {
            const DmaBox b = window_tap_box(cx, op, xd, x_addr, win, n, c0, cc, oh, lo[3], w, kh, kw);
            last = s.load((kh * KW + kw) * plane, b);
          }
        const int64_t scale_at = result + align64(plane);
        if (exclude_pad) {
          std::vector<float> inv(static_cast<size_t>(w));
          const int64_t ih0 = oh * sh - ph;
          int64_t rows_in = 0;
          for (int64_t kh = 0; kh < KH; ++kh) rows_in += ih0 + kh * dh >= 0 && ih0 + kh * dh < H;
          for (int64_t j = 0; j < w; ++j) {
            int64_t cols_in = 0;
            for (int64_t kw = 0; kw < KW; ++kw) {
              const int64_t iw = (lo[3] + j) * sw - pw + kw * dw;
              cols_in += iw >= 0 && iw < W;
            }
            inv[size_t(j)] = rows_in * cols_in > 0 ? 1.0f / float(rows_in * cols_in) : 0.0f;
          }
          DmaBox sb;
          sb.dram = cx.append(inv);
          sb.n0 = w;
          last = s.load(scale_at, sb);
        }
        s.push(last, Unit::VEC);
        // result[c][j] = reduce over window elements i of windows[i][c][j].
        size_t r = s.reduce(result, 0, cc, w, w, KH * KW, cc * w, is_max ? 1 : exclude_pad ? 0 : 2);
        s.pop(r, Unit::DMA);
        if (exclude_pad) r = s.alu(result, result, scale_at, cc, w, w, 2, 1);
        s.push(r, Unit::DMA);
        DmaBox out;
        out.dram = y_addr + 2 * (n * yd.strides[0] + c0 * yd.strides[1] + oh * yd.strides[2] + lo[3] * yd.strides[3]);
        out.n0 = w;
        out.n1 = cc;
        out.stride1 = 2 * yd.strides[1];
        s.pop(s.store(result, out), Unit::VEC);
      }
}

}  // namespace rammer::npu
