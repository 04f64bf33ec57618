// Depthwise Conv rTasks (group = input channels = output channels) on the vector unit: each
// output channel is a weighted sum of its own input channel's window, which the 16 x 16 matrix unit
// would run at 1/16 of its width. Per (image, output row, channel chunk): one gathering DMA per
// kernel tap loads the tap's inputs as [channel][pixel] (zero-filled outside the image, which is
// the convolution's zero padding), the weights as [tap][channel]; then acc = sum over taps of
// window[tap] * w[tap] (vec.alu mul with the weight broadcast along each channel's row, bmode=col,
// and add), plus the bias, then the op's epilogue program on acc and its stores. A Relu fused as
// the input prologue (NASNet's separable convolutions) is one vec.act over the windows.
#include <algorithm>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

// Weights [tap][C] then the bias [C] (zeros without one), once per op.
int64_t packed_depthwise(LowerContext& cx, int op, int64_t C, int64_t taps) {
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 0}); it != cache.end()) return it->second;
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::TensorDesc& wd = cx.desc(d.operands[1]);
  std::vector<float> v(size_t((taps + 1) * C), 0.0f);
  for (int64_t t = 0; t < taps; ++t)
    for (int64_t c = 0; c < C; ++c)
      v[size_t(t * C + c)] = cx.weight(op, d.operands[1], c * wd.strides[0] + (t / wd.shape[3]) * wd.strides[2] +
                                                               (t % wd.shape[3]) * wd.strides[3]);
  if (d.operands[2] >= 0) {
    const kernels::TensorDesc& bd = cx.desc(d.operands[2]);
    for (int64_t c = 0; c < C; ++c) v[size_t(taps * C + c)] = cx.weight(op, d.operands[2], c * bd.strides[0]);
  }
  return cache[{op, 0}] = cx.append(v);
}

}  // namespace

void lower_depthwise(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::ConvParams p = kernels::ConvParams::unpack(d);
  const kernels::TensorDesc& xd = cx.desc(d.operands[0]);
  const int64_t C = xd.shape[1], KH = p.kernel[0], KW = p.kernel[1];
  const TapWindow win{p.stride[0], p.stride[1], p.dilation[0], p.dilation[1], p.pad_begin[0], p.pad_begin[1],
                      xd.shape[2], xd.shape[3]};
  const int64_t taps = KH * KW;
  if (taps > 63) cx.fail(op, "a depthwise kernel of more than 63 taps");
  const int64_t packed = packed_depthwise(cx, op, C, taps);
  const int64_t x_addr = cx.addr(op, d.operands[0]);
  std::vector<EpilogueOperand> operands;
  const std::vector<EpilogueOp> program = translate_epilogue(cx, op, 3, operands);
  std::vector<OperandView> views;
  for (const EpilogueOperand& o : operands) views.push_back(operand_view(cx, op, o));
  const int64_t buffers = epilogue_tile_buffers(program);

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t w = hi[3] - lo[3];
  if (w > 1023) cx.fail(op, "an output row wider than 1023");
  // Windows of every tap, the weights and bias, then the program's buffers: channels per chunk so
  // all fit.
  const int64_t per_channel = (taps + buffers) * w * 2 + (taps + 1) * 2;
  const int64_t channels = std::max<int64_t>(
      1, std::min<int64_t>({hi[1] - lo[1], 1023, (cx.geo().scratchpad_bytes - 64 * (taps + buffers + 2)) / per_channel}));
  for (int64_t n = lo[0]; n < hi[0]; ++n)
    for (int64_t oh = lo[2]; oh < hi[2]; ++oh)
      for (int64_t c0 = lo[1]; c0 < hi[1]; c0 += channels) {
        const int64_t cc = std::min(channels, hi[1] - c0);
        const int64_t plane = align64(cc * w * 2), weights_at = taps * plane;
        const int64_t bias_at = weights_at + align64(taps * cc * 2), base = bias_at + align64(cc * 2);
        for (int64_t kh = 0; kh < KH; ++kh)
          for (int64_t kw = 0; kw < KW; ++kw) {
            const DmaBox b = window_tap_box(cx, op, xd, x_addr, win, n, c0, cc, oh, lo[3], w, kh, kw);
            s.load((kh * KW + kw) * plane, b);
          }
        DmaBox wb;  // [tap][channel] and the bias row
        wb.dram = packed + 2 * c0;
        wb.n0 = cc;
        wb.n1 = taps;
        wb.stride1 = 2 * C;
        s.load(weights_at, wb);
        DmaBox bb;
        bb.dram = packed + 2 * (taps * C + c0);
        bb.n0 = cc;
        s.push(s.load(bias_at, bb), Unit::VEC);
        // A Relu fused as the input prologue: max(x, 0) over every window (zero padding stays 0).
        for (int64_t t = 0; p.input_relu && t < taps; ++t) {
          const size_t r = s.act(t * plane, t * plane, cc, w, w, 1);
          if (t == 0) s.pop(r, Unit::DMA);
        }
        // acc (at base) = sum over taps of window[tap] * w[tap][channel], then + bias[channel].
        const size_t first = s.alu(base, 0, weights_at, cc, w, w, 2, 3);
        if (!p.input_relu) s.pop(first, Unit::DMA);
        for (int64_t t = 1; t < taps; ++t) {
          s.alu(t * plane, t * plane, weights_at + 2 * t * cc, cc, w, w, 2, 3);
          s.alu(base, base, t * plane, cc, w, w, 0, 0);
        }
        const size_t last = s.alu(base, base, bias_at, cc, w, w, 0, 3);
        OutTile tile{0, cc, w, 0, {}, false, {}};
        for (const OperandView& v : views) {
          DmaBox b;  // [channel][pixel] of the output row
          b.dram = v.addr + 2 * (n * v.strides[0] + c0 * v.strides[1] + oh * v.strides[2] + lo[3] * v.strides[3]);
          if (v.strides[3] == 1 || w == 1) {
            b.n0 = w, b.n1 = cc, b.stride1 = 2 * v.strides[1];
          } else {
            b.n1 = w, b.n2 = cc, b.stride1 = 2 * v.strides[3], b.stride2 = 2 * v.strides[1];
          }
          tile.boxes.push_back({{0, b}});
        }
        emit_tile_program({tile}, program, cx.geo(), s, base, long(last));
      }
}

}  // namespace rammer::npu
