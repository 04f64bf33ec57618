// Reductions -> OpKind::reduce (re-ranked to keepdims form) and row ops -> OpKind::row.
#include "backends/plan/lower/lowering.h"

#include <algorithm>
#include <map>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::reduce(const ROperator& rop, OpDesc& d) {
  static const std::map<std::string, kernels::ReduceOp> ops = {
      {"ReduceSum", kernels::ReduceOp::sum}, {"ReduceMean", kernels::ReduceOp::mean},
      {"ReduceMax", kernels::ReduceOp::max}, {"ReduceMin", kernels::ReduceOp::min},
      {"ReduceProd", kernels::ReduceOp::prod}, {"ReduceL1", kernels::ReduceOp::l1},
      {"ReduceL2", kernels::ReduceOp::l2}, {"ReduceLogSum", kernels::ReduceOp::log_sum},
      {"ReduceLogSumExp", kernels::ReduceOp::log_sum_exp},
      {"ReduceSumSquare", kernels::ReduceOp::sum_square}, {"ArgMax", kernels::ReduceOp::argmax},
      {"ArgMin", kernels::ReduceOp::argmin}};
  auto it = ops.find(rop.kind);
  if (it == ops.end()) return false;
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& x = g_.value(n.input(0)).shape;
  const std::vector<int64_t>& axes = rop.reads.at(0).args;
  if (axes.empty()) return false;  // noop_with_empty_axes: an identity
  int64_t mask = 0;
  for (int64_t a : axes) mask |= int64_t{1} << a;
  Shape kd(x.size());
  for (size_t j = 0; j < x.size(); ++j) kd[j] = (mask >> j) & 1 ? 1 : x[j];
  // Re-rank the space and tile to keepdims form: inserted dims have one tile, so the task order
  // (row-major over tiles) is unchanged.
  const RKernel& kern = rop.variants.at(static_cast<size_t>(rop.chosen));
  std::vector<int64_t> tile(x.size());
  const bool keep = get_param(rop, "keepdims").empty() || get_param(rop, "keepdims")[0] != 0;
  for (size_t j = 0, s = 0; j < x.size(); ++j) {
    if ((mask >> j) & 1) {
      tile[j] = 1;
      if (keep) ++s;
    } else {
      tile[j] = kern.tile.at(s++);
    }
  }
  const int32_t tasks = d.num_tasks;
  set_space(d, kd, tile);
  RAMMER_CHECK(tasks == d.num_tasks, "plan: reduce re-ranking changed the task count");
  d.kind = static_cast<int32_t>(OpKind::reduce);
  d.operands[0] = t_.named(n.input(0));
  d.operands[1] = t_.view(t_.named(n.outputs[0]), kd, contiguous_strides(kd));
  kernels::ReduceParams p;
  p.op = it->second;
  p.axes_mask = mask;
  p.select_last_index = n.attrs.get_int("select_last_index", 0) != 0;
  p.pack(d);
  return true;
}

bool Lowering::row(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& y = g_.value(n.outputs[0]).shape;
  const int64_t rank = static_cast<int64_t>(y.size());
  const bool ln = rop.kind == "LayerNormalization";
  int64_t axis = n.attrs.get_int("axis", ln || n.opset >= 13 ? -1 : 1);
  if (axis < 0) axis += rank;
  if (!ln && n.opset >= 13 && axis != rank - 1) return false;  // not row-wise
  int64_t rows = 1, cols = 1;
  for (int64_t j = 0; j < rank; ++j) (j < axis ? rows : cols) *= y[j];
  // The tiles must be runs of whole rows in row-major order: leading tile dims 1, then one
  // partial dim, then whole dims.
  const RKernel& kern = rop.variants.at(static_cast<size_t>(rop.chosen));
  int64_t j0 = 0;
  while (j0 < axis && std::min(kern.tile[j0], y[j0]) == 1) ++j0;
  int64_t row_tile = j0 < axis ? std::min(kern.tile[j0], y[j0]) : 1;
  for (int64_t j = j0 + 1; j < axis; ++j) {
    if (kern.tile[j] < y[j]) return false;
    row_tile *= y[j];
  }
  for (int64_t j = axis; j < rank; ++j) {
    if (kern.tile[j] < y[j]) return false;
  }
  const int32_t tasks = d.num_tasks;
  set_space(d, {rows}, {row_tile});
  if (tasks != d.num_tasks) return false;
  d.kind = static_cast<int32_t>(OpKind::row);
  kernels::RowParams p;
  p.op = ln                         ? kernels::RowOp::layer_norm
         : rop.kind == "Softmax"    ? kernels::RowOp::softmax
         : rop.kind == "LogSoftmax" ? kernels::RowOp::log_softmax
                                    : kernels::RowOp::hardmax;
  p.cols = cols;
  if (ln) p.epsilon = n.attrs.get_float("epsilon", 1e-5f);
  p.pack(d);
  if (!ln) {
    d.operands[0] = t_.named(n.input(0));
    d.operands[1] = t_.named(n.outputs[0]);
    return true;
  }
  d.operands[0] = t_.named(n.input(0));
  d.operands[1] = t_.view(t_.named(n.input(1)), {cols}, {1});
  d.operands[2] = n.input(2).empty() ? -1 : t_.view(t_.named(n.input(2)), {cols}, {1});
  d.operands[3] = t_.named(n.outputs[0]);
  d.operands[4] = n.outputs.size() > 1 && !n.outputs[1].empty() ? t_.named(n.outputs[1]) : -1;
  d.operands[5] = n.outputs.size() > 2 && !n.outputs[2].empty() ? t_.named(n.outputs[2]) : -1;
  if (t_.at(t_.named(n.input(1))).shape.size() != static_cast<size_t>(rank - axis)) return false;
  return true;
}

// InstanceNormalization and LRN have no tile kernel: they run as reference ops.
void Lowering::register_reduce_lowerings() {
  attach_lowering({"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2",
                   "ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare", "ArgMax", "ArgMin"},
                  {{{OpFamily::reduce, &Lowering::reduce}}});
  attach_lowering({"Softmax", "LogSoftmax", "Hardmax", "LayerNormalization"}, {{{OpFamily::row, &Lowering::row}}});
  attach_lowering({"InstanceNormalization"}, {{{OpFamily::instance_norm, nullptr}}});
  attach_lowering({"LRN"}, {{{OpFamily::lrn, nullptr}}});
}

}  // namespace rammer::plan_detail
