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
