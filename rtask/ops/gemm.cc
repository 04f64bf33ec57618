// Gemm and MatMul rOperators: the output tiled by rows and columns, with their epilogues.
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_gemm_splits() {
  attach_split({"Gemm"}, {SplitKind::tiled, &Builder::gemm, {{OpFamily::gemm, VariantFamily::gemm}}});
  attach_split({"MatMul"}, {SplitKind::tiled, &Builder::matmul, {{OpFamily::matmul, VariantFamily::gemm}}});
}

void Builder::gemm(const Node& n) {
  const Shape& a = shape(n.input(0));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::gemm, "Gemm", y);
  int64_t ta = n.attrs.get_int("transA", 0), tb = n.attrs.get_int("transB", 0);
  int64_t k = ta ? a[0] : a[1];
  op.params = {{"m_dim", {0}}, {"n_dim", {1}}, {"batch", {0}}};
  op.flops_per_point = 2.0 * static_cast<double>(k);
  op.reads = {{n.input(0), AccessMap::mm_a, {ta}}, {n.input(1), AccessMap::mm_b, {tb}}};
  if (!n.input(2).empty()) op.reads.push_back({n.input(2), AccessMap::bcast, {}});
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  add_epilogue(op, n);
  op.variants = gemm_variants(y, 0, {1}, o_);
  finish(std::move(op));
}

void Builder::matmul(const Node& n) {
  const Shape& a = shape(n.input(0));
  const Shape& b = shape(n.input(1));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::matmul, "MatMul", y);
  int ro = static_cast<int>(y.size());
  int mdim = -1, ndim = -1;
  if (b.size() >= 2) ndim = ro - 1;
  if (a.size() >= 2) mdim = b.size() >= 2 ? ro - 2 : ro - 1;
  int nb = ro - (mdim >= 0 ? 1 : 0) - (ndim >= 0 ? 1 : 0);
  op.params = {{"m_dim", {mdim}}, {"n_dim", {ndim}}, {"batch", {nb}}};
  op.flops_per_point = 2.0 * static_cast<double>(a.empty() ? 1 : a.back());
  op.reads = {{n.input(0), AccessMap::mm_a, {0}}, {n.input(1), AccessMap::mm_b, {0}}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  add_epilogue(op, n);
  std::vector<int> ndims;
  if (ndim >= 0) ndims.push_back(ndim);
  // B of rank 2 is the same matrix for every batch item (a Linear layer's weight): the last batch
  // dim's items join M on the CPU.
  const int rows_dim = b.size() == 2 && a.size() >= 3 && mdim == ro - 2 ? ro - 3 : -1;
  op.variants = gemm_variants(y, mdim, ndims, o_, rows_dim);
  finish(std::move(op));
}

}  // namespace rammer::rtask_detail
