#include "backends/npu/lower/lower_ops.h"

namespace rammer::npu {

void task_box(const kernels::OpDesc& op, int task, int64_t lo[kernels::kMaxRank], int64_t hi[kernels::kMaxRank]) {
  int64_t rest = task;
  for (int i = op.rank - 1; i >= 0; --i) {
    const int64_t tiles = (op.space[i] + op.tile[i] - 1) / op.tile[i];
    const int64_t idx = rest % tiles;
    rest /= tiles;
    lo[i] = idx * op.tile[i];
    hi[i] = std::min(lo[i] + op.tile[i], op.space[i]);
  }
  for (int i = op.rank; i < kernels::kMaxRank; ++i) lo[i] = 0, hi[i] = 1;
}

DmaBox window_tap_box(LowerContext& cx, int op, const kernels::TensorDesc& xd, int64_t x_addr, const TapWindow& win,
                      int64_t n, int64_t c0, int64_t cc, int64_t oh, int64_t col0, int64_t w, int64_t kh, int64_t kw) {
  DmaBox b;
  b.n0 = 1;
  b.n1 = w;
  b.n2 = cc;
  b.stride1 = 2 * win.sw * xd.strides[3];
  b.stride2 = 2 * xd.strides[1];
  const int64_t ih = oh * win.sh - win.ph + kh * win.dh;
  int64_t first = 0, count = 0;
  for (int64_t j = 0; j < w; ++j) {
    const int64_t iw = (col0 + j) * win.sw - win.pw + kw * win.dw;
    if (iw < 0 || iw >= win.W) continue;
    if (count == 0) first = j;
    ++count;
  }
  if (ih < 0 || ih >= win.H) count = 0;
  if (first > 15) cx.fail(op, "more than 15 padded columns");
  b.pad1 = count == 0 ? 0 : first;
  b.valid1 = count;
  b.dram = x_addr;
  if (count > 0)
    b.dram = x_addr + 2 * (n * xd.strides[0] + c0 * xd.strides[1] + ih * xd.strides[2] +
                           ((col0 + first) * win.sw - win.pw + kw * win.dw) * xd.strides[3]);
  return b;
}

void lower_task(LowerContext& cx, int op, int task, Stream& s) {
  const auto kind = kernels::OpKind(cx.plan().ops.at(size_t(op)).kind);
  switch (kind) {
    case kernels::OpKind::conv: return lower_conv(cx, op, task, s);
    case kernels::OpKind::gemm: return lower_gemm(cx, op, task, s);
    case kernels::OpKind::pool: return lower_pool(cx, op, task, s);
    case kernels::OpKind::elementwise: return lower_elementwise(cx, op, task, s);
    case kernels::OpKind::reduce: return lower_reduce(cx, op, task, s);
    case kernels::OpKind::row: return lower_row(cx, op, task, s);
    case kernels::OpKind::copy: return lower_copy(cx, op, task, s);
    case kernels::OpKind::concat: return lower_concat(cx, op, task, s);
    case kernels::OpKind::pad: return lower_pad(cx, op, task, s);
    case kernels::OpKind::gather: return lower_gather(cx, op, task, s);
    case kernels::OpKind::rnn_gates: return lower_rnn_step(cx, op, task, s);
    default: break;
  }
  const char* name = kernels::op_kind_name(kind);
  cx.fail(op, std::string("tile kind ") + (name ? name : "?"));
}

}  // namespace rammer::npu
