// Gemm and MatMul rOperators -> OpKind::gemm over strided operand views, with their epilogues.
// At fp16/bf16 a constant A or B is read from its copy stored at the precision (weight_storage):
// K-contiguous rows of the padded length Kp, so A's view has strides (Kp, 1) and B's (1, Kp).
#include "backends/plan/lower/lowering.h"

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

namespace {
// The strides of a view of `stored` ([batch..., other, Kp]) as the operand [batch..., rows, cols]
// whose reduction dim is the last (A: k_last) or the one before (B); size-1 batch dims of `batch` broadcast.
std::vector<int64_t> k_contiguous_strides(const Shape& stored, const Shape& batch, size_t rank, bool k_last) {
  std::vector<int64_t> st(rank, 0);
  const std::vector<int64_t> cs = contiguous_strides(stored);
  const size_t off = rank - stored.size();
  for (size_t i = off; i + 2 < rank; ++i)
    if (batch[i - off] != 1) st[i] = cs[i - off];
  const int64_t row = stored.back();
  st[rank - 2] = k_last ? row : 1;
  st[rank - 1] = k_last ? 1 : row;
  return st;
}
}  // namespace

bool Lowering::gemm(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& a = g_.value(n.input(0)).shape;
  const Shape& y = g_.value(n.outputs[0]).shape;
  const int64_t ta = n.attrs.get_int("transA", 0), tb = n.attrs.get_int("transB", 0);
  const int64_t K = ta ? a[0] : a[1], M = y[0], N = y[1];
  d.kind = static_cast<int32_t>(OpKind::gemm);
  // The view [M, K] of A or [K, N] of B; the constant A is stored [M, K] (K last) unless transA, B is
  // [K, N] (K first) unless transB.
  auto operand = [&](const std::string& name, bool is_a, bool stored_k_last, std::vector<int64_t> strides) {
    const Shape view = is_a ? Shape{M, K} : Shape{K, N};
    const std::optional<DType> at = weight_storage(name);
    if (!at) return t_.view(t_.named(name), view, strides);
    int64_t row = 0;
    const int stored = t_.add_weight_k_contiguous(name, *g_.constant(name), g_.value(name).shape, stored_k_last, *at, row);
    return t_.view(stored, view, k_contiguous_strides(t_.at(stored).shape, {}, 2, is_a));
  };
  d.operands[0] = operand(n.input(0), true, !ta, ta ? std::vector<int64_t>{1, M} : std::vector<int64_t>{K, 1});
  d.operands[1] = operand(n.input(1), false, tb, tb ? std::vector<int64_t>{1, K} : std::vector<int64_t>{N, 1});
  d.operands[2] = n.input(2).empty() ? -1 : t_.broadcast(t_.named(n.input(2)), y);
  d.operands[3] = t_.named(n.outputs[0]);
  kernels::GemmParams p;
  p.K = K;
  p.alpha = n.attrs.get_float("alpha", 1.0f);
  p.beta = n.input(2).empty() ? 0.0f : n.attrs.get_float("beta", 1.0f);
  p.precision = o_.precision;
  p.matrix_unit = o_.matrix_unit;
  p.pack(d);
  return epilogue(d, rop, n);
}

// MatMul with both operands of rank >= 2: batch dims broadcast by stride 0.
bool Lowering::matmul(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& a = g_.value(n.input(0)).shape;
  const Shape& b = g_.value(n.input(1)).shape;
  const Shape& y = g_.value(n.outputs[0]).shape;
  if (a.size() < 2 || b.size() < 2) return refuse("plan: MatMul with a 1-D operand");
  const size_t r = y.size();
  const int64_t K = a.back();
  auto operand = [&](const std::string& name, const Shape& s, int64_t rows, int64_t cols, bool k_last) {
    Shape vs(r);
    std::vector<int64_t> st(r, 0), cs = contiguous_strides(s);
    for (size_t i = 0; i + 2 < r; ++i) {
      vs[i] = y[i];
      size_t off = r - s.size();
      if (i >= off && s[i - off] != 1) st[i] = cs[i - off];
    }
    vs[r - 2] = rows;
    vs[r - 1] = cols;
    st[r - 2] = cs[s.size() - 2];
    st[r - 1] = 1;
    const std::optional<DType> at = weight_storage(name);
    if (!at) return t_.view(t_.named(name), vs, st);
    int64_t row = 0;
    const int stored = t_.add_weight_k_contiguous(name, *g_.constant(name), s, k_last, *at, row);
    return t_.view(stored, vs, k_contiguous_strides(t_.at(stored).shape, s, r, k_last));
  };
  d.kind = static_cast<int32_t>(OpKind::gemm);
  d.operands[0] = operand(n.input(0), a, y[r - 2], K, true);
  d.operands[1] = operand(n.input(1), b, K, y[r - 1], false);
  d.operands[3] = t_.named(n.outputs[0]);
  kernels::GemmParams p;
  p.K = K;  // alpha 1, beta 0: MatMul has no C
  p.precision = o_.precision;
  p.matrix_unit = o_.matrix_unit;
  p.pack(d);
  return epilogue(d, rop, n);
}

void Lowering::register_gemm_lowerings() {
  attach_lowering({"Gemm"}, {{{OpFamily::gemm, &Lowering::gemm}}});
  attach_lowering({"MatMul"}, {{{OpFamily::matmul, &Lowering::matmul}}});
}

}  // namespace rammer::plan_detail
