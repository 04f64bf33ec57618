// Gemm and MatMul rOperators -> OpKind::gemm over strided operand views, with their epilogues.
#include "backends/plan/lower/lowering.h"

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::gemm(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_float(rop)) return false;
  const Shape& a = g_.value(n.input(0)).shape;
  const Shape& y = g_.value(n.outputs[0]).shape;
  const int64_t ta = n.attrs.get_int("transA", 0), tb = n.attrs.get_int("transB", 0);
  const int64_t K = ta ? a[0] : a[1], M = y[0], N = y[1];
  d.kind = static_cast<int32_t>(OpKind::gemm);
  d.operands[0] = t_.view(t_.named(n.input(0)), {M, K}, ta ? std::vector<int64_t>{1, M} : std::vector<int64_t>{K, 1});
  d.operands[1] = t_.view(t_.named(n.input(1)), {K, N}, tb ? std::vector<int64_t>{1, K} : std::vector<int64_t>{N, 1});
  d.operands[2] = n.input(2).empty() ? -1 : t_.broadcast(t_.named(n.input(2)), y);
  d.operands[3] = t_.named(n.outputs[0]);
  kernels::GemmParams p;
  p.K = K;
  p.alpha = n.attrs.get_float("alpha", 1.0f);
  p.beta = n.input(2).empty() ? 0.0f : n.attrs.get_float("beta", 1.0f);
  p.precision = o_.precision;
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
  auto operand = [&](const std::string& name, const Shape& s, int64_t rows, int64_t cols) {
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
    return t_.view(t_.named(name), vs, st);
  };
  d.kind = static_cast<int32_t>(OpKind::gemm);
  d.operands[0] = operand(n.input(0), a, y[r - 2], K);
  d.operands[1] = operand(n.input(1), b, K, y[r - 1]);
  d.operands[3] = t_.named(n.outputs[0]);
  kernels::GemmParams p;
  p.K = K;  // alpha 1, beta 0: MatMul has no C
  p.precision = o_.precision;
  p.pack(d);
  return epilogue(d, rop, n);
}

void Lowering::register_gemm_lowerings() {
  attach_lowering({"Gemm"}, {{{OpFamily::gemm, &Lowering::gemm}}});
  attach_lowering({"MatMul"}, {{{OpFamily::matmul, &Lowering::matmul}}});
}

}  // namespace rammer::plan_detail
