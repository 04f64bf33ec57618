// Linear algebra: Gemm, MatMul (numpy matmul: batched, broadcast batch dims, 1-D operands) and
// Einsum.
//
// Gemm and MatMul reduce to one row-major kernel C[M,N] += A[M,K] * B[K,N] in i-k-j order (unit-stride inner
// loop, so a BERT-sized MatMul runs in well under a second). Accumulation is in the element type;
// f16 and bf16 are computed through float.
#include <algorithm>
#include <cctype>
#include <map>

#include "frontend/ops/elementwise.h"
#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

const std::initializer_list<DType> kMatDtypes = {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64, DType::i32};

// c[M,N] += a[M,K] * b[K,N], all row-major and contiguous.
template <class T>
void matmul_acc(const T* a, const T* b, T* c, int64_t M, int64_t K, int64_t N) {
  for (int64_t i = 0; i < M; ++i) {
    T* crow = c + i * N;
    for (int64_t k = 0; k < K; ++k) {
      const T av = a[i * K + k];
      const T* brow = b + k * N;
      for (int64_t j = 0; j < N; ++j) crow[j] += av * brow[j];
    }
  }
}

Tensor transpose_2d(const Tensor& t) {
  const int64_t R = t.dim(0), C = t.dim(1);
  Tensor out(t.dtype(), {C, R});
  const size_t es = dtype_size(t.dtype());
  for (int64_t r = 0; r < R; ++r)
    for (int64_t c = 0; c < C; ++c) std::memcpy(out.raw() + (c * R + r) * es, t.raw() + (r * C + c) * es, es);
  return out;
}

// ---- Gemm: Y = alpha * op(A) * op(B) + beta * C, C broadcast unidirectionally to [M, N].

struct GemmDims {
  int64_t M, K, N;
};

GemmDims gemm_dims(const Shape& a, const Shape& b, bool ta, bool tb) {
  RAMMER_CHECK(a.size() == 2 && b.size() == 2, "Gemm needs 2-D A and B, got ", shape_str(a), " and ",
               shape_str(b));
  const int64_t M = ta ? a[1] : a[0], K = ta ? a[0] : a[1];
  const int64_t Kb = tb ? b[1] : b[0], N = tb ? b[0] : b[1];
  RAMMER_CHECK(K == Kb, "Gemm inner dimensions differ: A", shape_str(a), (ta ? " (transposed)" : ""),
               " and B", shape_str(b), (tb ? " (transposed)" : ""));
  return {M, K, N};
}

template <class T>
Tensor gemm_typed(const Tensor& a, const Tensor& b, const Tensor* c, const GemmDims& d, double alpha, double beta) {
  Tensor y(a.dtype(), {d.M, d.N});
  matmul_acc(a.data<T>(), b.data<T>(), y.data<T>(), d.M, d.K, d.N);
  T* py = y.data<T>();
  const T al = static_cast<T>(alpha), be = static_cast<T>(beta);
  if (c) {
    std::vector<int64_t> map = broadcast_index_map(c->shape(), y.shape());
    for (int64_t i = 0; i < y.numel(); ++i) py[i] = al * py[i] + be * c->data<T>()[map[static_cast<size_t>(i)]];
  } else if (alpha != 1.0) {
    for (int64_t i = 0; i < y.numel(); ++i) py[i] = al * py[i];
  }
  return y;
}

Tensor eval_gemm(const Tensor& a0, const Tensor& b0, const Tensor* c, const Attributes& attrs) {
  const bool ta = attrs.get_int("transA", 0) != 0, tb = attrs.get_int("transB", 0) != 0;
  const double alpha = attrs.get_float("alpha", 1.0f), beta = attrs.get_float("beta", 1.0f);
  const GemmDims d = gemm_dims(a0.shape(), b0.shape(), ta, tb);
  if (dtype_is_half(a0.dtype())) {
    Tensor cf = c ? c->cast(DType::f32) : Tensor();
    return eval_gemm(a0.cast(DType::f32), b0.cast(DType::f32), c ? &cf : nullptr, attrs).cast(a0.dtype());
  }
  const Tensor a = ta ? transpose_2d(a0) : a0;
  const Tensor b = tb ? transpose_2d(b0) : b0;
  return dispatch_dtype(a.dtype(), [&](auto tag) { return gemm_typed<decltype(tag)>(a, b, c, d, alpha, beta); });
}

void register_gemm(OpRegistry& r) {
  OpSchema s;
  s.op = "Gemm";
  s.min_opset = 7;
  s.attributes = {"alpha", "beta", "transA", "transB"};
  s.notes = "C optional and broadcast to [M,N]; f32, f64, f16, bf16, i32, i64";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() >= 2 && ctx.num_inputs() <= 3, "Gemm takes 2 or 3 inputs, got ",
                 ctx.num_inputs());
    ctx.require_dtype(0, kMatDtypes);
    for (size_t i = 1; i < 3; ++i)
      RAMMER_CHECK(!ctx.has_input(i) || ctx.dtype(i) == ctx.dtype(0), "Gemm input ", i, " has dtype ",
                   dtype_name(ctx.dtype(i)), " but A has ", dtype_name(ctx.dtype(0)));
    const GemmDims d = gemm_dims(ctx.shape(0), ctx.shape(1), ctx.attrs().get_int("transA", 0) != 0,
                                 ctx.attrs().get_int("transB", 0) != 0);
    const Shape out = {d.M, d.N};
    if (ctx.has_input(2))
      RAMMER_CHECK(broadcast_shapes(ctx.shape(2), out) == out, "Gemm C ", shape_str(ctx.shape(2)),
                   " does not broadcast to ", shape_str(out));
    ctx.set_output(0, ctx.dtype(0), out);
  };
  s.eval = [](EvalContext& ctx) {
    ctx.set_output(0, eval_gemm(ctx.input(0), ctx.input(1), ctx.has_input(2) ? &ctx.input(2) : nullptr,
                                ctx.attrs()));
  };
  r.add(std::move(s));
}

// ---- MatMul: numpy semantics. A 1-D A is a row [1,K], a 1-D B a column [K,1]; the added
// dimension is dropped from the result. Batch dimensions broadcast.

struct MatMulPlan {
  Shape batch;     // broadcast batch shape
  Shape a_batch;   // A's batch dims (possibly fewer than `batch`)
  Shape b_batch;
  int64_t M, K, N;
  Shape out;       // final output shape, with 1-D dims dropped
};

MatMulPlan plan_matmul(const Shape& a, const Shape& b) {
  RAMMER_CHECK(!a.empty() && !b.empty(), "MatMul operands must have rank >= 1, got ", shape_str(a),
               " and ", shape_str(b));
  MatMulPlan p;
  const Shape a2 = a.size() == 1 ? Shape{1, a[0]} : a;
  const Shape b2 = b.size() == 1 ? Shape{b[0], 1} : b;
  p.M = a2[a2.size() - 2];
  p.K = a2[a2.size() - 1];
  p.N = b2[b2.size() - 1];
  RAMMER_CHECK(b2[b2.size() - 2] == p.K, "MatMul inner dimensions differ: ", shape_str(a), " x ", shape_str(b));
  p.a_batch.assign(a2.begin(), a2.end() - 2);
  p.b_batch.assign(b2.begin(), b2.end() - 2);
  p.batch = broadcast_shapes(p.a_batch, p.b_batch);
  p.out = p.batch;
  if (a.size() > 1) p.out.push_back(p.M);
  if (b.size() > 1) p.out.push_back(p.N);
  return p;
}

template <class T>
Tensor matmul_typed(const Tensor& a, const Tensor& b, const MatMulPlan& p) {
  Tensor y(a.dtype(), p.out);
  const std::vector<int64_t> ma = broadcast_index_map(p.a_batch, p.batch);
  const std::vector<int64_t> mb = broadcast_index_map(p.b_batch, p.batch);
  const int64_t nb = shape_numel(p.batch);
  for (int64_t i = 0; i < nb; ++i) {
    const size_t k = static_cast<size_t>(i);
    matmul_acc(a.data<T>() + ma[k] * p.M * p.K, b.data<T>() + mb[k] * p.K * p.N, y.data<T>() + i * p.M * p.N,
               p.M, p.K, p.N);
  }
  return y;
}

Tensor eval_matmul(const Tensor& a, const Tensor& b) {
  if (dtype_is_half(a.dtype())) return eval_matmul(a.cast(DType::f32), b.cast(DType::f32)).cast(a.dtype());
  const MatMulPlan p = plan_matmul(a.shape(), b.shape());
  return dispatch_dtype(a.dtype(), [&](auto tag) { return matmul_typed<decltype(tag)>(a, b, p); });
}

void register_matmul(OpRegistry& r) {
  OpSchema s;
  s.op = "MatMul";
  s.min_opset = 1;
  s.notes = "numpy matmul: broadcast batch dims, 1-D operands; f32, f64, f16, bf16, i32, i64";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, "MatMul takes 2 inputs, got ", ctx.num_inputs());
    ctx.require_dtype(0, kMatDtypes);
    RAMMER_CHECK(ctx.dtype(1) == ctx.dtype(0), "MatMul: inputs have different dtypes ",
                 dtype_name(ctx.dtype(0)), " and ", dtype_name(ctx.dtype(1)));
    ctx.set_output(0, ctx.dtype(0), plan_matmul(ctx.shape(0), ctx.shape(1)).out);
  };
  s.eval = [](EvalContext& ctx) { ctx.set_output(0, eval_matmul(ctx.input(0), ctx.input(1))); };
  r.add(std::move(s));
}

// ---- Einsum: every label is a loop; the output sums the product of the inputs over the labels it
// lacks. "..." stands for the same broadcast dims in every term (labels '0'.. internally, right
// aligned). Without "->" the output is the ellipsis dims then the labels used exactly once, sorted.
// A label repeated within a term walks its diagonal. Loops run over all labels at once: fine for
// the small contractions Einsum is used for; large MatMul-like ones belong to MatMul.

struct EinsumPlan {
  std::vector<std::string> terms;  // per input, one label per dim
  std::string out;                 // output labels
  std::string labels;              // all labels: output labels first, then summed ones
  std::map<char, int64_t> size;
  Shape out_shape;
};

std::string strip_spaces(const std::string& s) {
  std::string r;
  for (char c : s)
    if (c != ' ') r += c;
  return r;
}

EinsumPlan plan_einsum(const std::string& equation, const std::vector<Shape>& shapes) {
  const std::string eq = strip_spaces(equation);
  const size_t arrow = eq.find("->");
  const std::string lhs = eq.substr(0, arrow);
  std::vector<std::string> raw;
  for (size_t start = 0;;) {
    const size_t comma = lhs.find(',', start);
    raw.push_back(lhs.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  RAMMER_CHECK(raw.size() == shapes.size(), "Einsum equation '", equation, "' has ", raw.size(),
               " input terms but the node has ", shapes.size(), " inputs");
  // Ellipsis dims per input, and the widest.
  int64_t max_ell = 0;
  std::vector<int64_t> ell(raw.size(), 0);
  for (size_t i = 0; i < raw.size(); ++i) {
    const size_t dots = raw[i].find("...");
    const int64_t named = static_cast<int64_t>(raw[i].size()) - (dots == std::string::npos ? 0 : 3);
    const int64_t rank = static_cast<int64_t>(shapes[i].size());
    RAMMER_CHECK(dots == std::string::npos ? named == rank : named <= rank, "Einsum term '", raw[i],
                 "' does not match input ", i, " of rank ", rank);
    ell[i] = dots == std::string::npos ? 0 : rank - named;
    max_ell = std::max(max_ell, ell[i]);
  }
  RAMMER_CHECK(max_ell <= 10, "Einsum: more than 10 ellipsis dims");
  auto ell_labels = [](int64_t from, int64_t to) {
    std::string s;
    for (int64_t k = from; k < to; ++k) s += static_cast<char>('0' + k);
    return s;
  };
  auto expand = [&](const std::string& term, int64_t n) {
    const size_t dots = term.find("...");
    if (dots == std::string::npos) return term;
    return term.substr(0, dots) + ell_labels(max_ell - n, max_ell) + term.substr(dots + 3);
  };
  EinsumPlan p;
  std::map<char, int> uses;
  for (size_t i = 0; i < raw.size(); ++i) {
    p.terms.push_back(expand(raw[i], ell[i]));
    for (char c : p.terms.back()) {
      RAMMER_CHECK(std::isalpha(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)),
                   "Einsum equation '", equation, "' has an invalid character '", c, "'");
      ++uses[c];
    }
  }
  if (arrow != std::string::npos) {
    p.out = expand(eq.substr(arrow + 2), max_ell);
  } else {
    p.out = ell_labels(0, max_ell);
    for (const auto& [c, n] : uses)
      if (n == 1 && std::isalpha(static_cast<unsigned char>(c))) p.out += c;
  }
  for (char c : p.out) {
    RAMMER_CHECK(uses.count(c), "Einsum output label '", c, "' appears in no input");
    RAMMER_CHECK(std::count(p.out.begin(), p.out.end(), c) == 1, "Einsum output label '", c, "' repeats");
  }
  // Sizes: equal wherever a label appears, except that 1 broadcasts.
  for (size_t i = 0; i < p.terms.size(); ++i)
    for (size_t k = 0; k < p.terms[i].size(); ++k) {
      const char c = p.terms[i][k];
      const int64_t d = shapes[i][k];
      auto it = p.size.find(c);
      if (it == p.size.end() || it->second == 1) {
        p.size[c] = d;
      } else {
        RAMMER_CHECK(d == 1 || d == it->second, "Einsum label '", c, "' has sizes ", it->second, " and ", d);
      }
    }
  p.labels = p.out;
  for (const auto& [c, n] : uses)
    if (p.out.find(c) == std::string::npos) p.labels += c;
  for (char c : p.out) p.out_shape.push_back(p.size[c]);
  return p;
}

// Per label, the flat-offset step of one operand: the sum of the strides of the positions that carry
// the label (a repeated label walks the diagonal), 0 where the dim is 1 (broadcast).
std::vector<int64_t> label_strides(const EinsumPlan& p, const std::string& term, const Shape& shape) {
  const Shape st = shape_strides(shape);
  std::vector<int64_t> out(p.labels.size(), 0);
  for (size_t k = 0; k < term.size(); ++k)
    if (shape[k] != 1) out[p.labels.find(term[k])] += st[k];
  return out;
}

template <class T>
Tensor einsum_typed(const EinsumPlan& p, const std::vector<const Tensor*>& ins, DType dtype) {
  Tensor y(dtype, p.out_shape);
  std::vector<std::vector<int64_t>> strides;
  for (size_t i = 0; i < ins.size(); ++i) strides.push_back(label_strides(p, p.terms[i], ins[i]->shape()));
  const std::vector<int64_t> ostr = label_strides(p, p.out, p.out_shape);
  const size_t nl = p.labels.size();
  std::vector<int64_t> dims(nl), idx(nl, 0), off(ins.size(), 0);
  int64_t total = 1;
  for (size_t l = 0; l < nl; ++l) total *= dims[l] = p.size.at(p.labels[l]);
  int64_t ooff = 0;
  T* py = y.data<T>();
  for (int64_t it = 0; it < total; ++it) {
    T prod = T(1);
    for (size_t i = 0; i < ins.size(); ++i) prod *= ins[i]->data<T>()[off[i]];
    py[ooff] += prod;
    for (size_t l = nl; l-- > 0;) {  // odometer over the labels, offsets updated incrementally
      ++idx[l];
      for (size_t i = 0; i < ins.size(); ++i) off[i] += strides[i][l];
      ooff += ostr[l];
      if (idx[l] < dims[l]) break;
      for (size_t i = 0; i < ins.size(); ++i) off[i] -= strides[i][l] * dims[l];
      ooff -= ostr[l] * dims[l];
      idx[l] = 0;
    }
  }
  return y;
}

void register_einsum(OpRegistry& r) {
  OpSchema s;
  s.op = "Einsum";
  s.min_opset = 12;
  s.attributes = {"equation"};
  s.notes = "explicit and implicit output, ellipsis, diagonals; f32, f64, f16, bf16, i32, i64";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() >= 1, "Einsum takes at least 1 input");
    ctx.require_dtype(0, kMatDtypes);
    for (size_t i = 1; i < ctx.num_inputs(); ++i)
      RAMMER_CHECK(ctx.dtype(i) == ctx.dtype(0), "Einsum input ", i, " has dtype ", dtype_name(ctx.dtype(i)),
                   " but input 0 has ", dtype_name(ctx.dtype(0)));
    std::vector<Shape> shapes;
    for (size_t i = 0; i < ctx.num_inputs(); ++i) shapes.push_back(ctx.shape(i));
    ctx.set_output(0, ctx.dtype(0), plan_einsum(ctx.attrs().get_string("equation", ""), shapes).out_shape);
  };
  s.eval = [](EvalContext& ctx) {
    const DType dtype = ctx.input(0).dtype();
    std::vector<Shape> shapes;
    std::vector<Tensor> converted;  // f16 and bf16 compute through float
    for (size_t i = 0; i < ctx.num_inputs(); ++i) {
      shapes.push_back(ctx.input(i).shape());
      if (dtype_is_half(dtype)) converted.push_back(ctx.input(i).cast(DType::f32));
    }
    std::vector<const Tensor*> ins;
    for (size_t i = 0; i < ctx.num_inputs(); ++i) ins.push_back(dtype_is_half(dtype) ? &converted[i] : &ctx.input(i));
    const EinsumPlan p = plan_einsum(ctx.attrs().get_string("equation", ""), shapes);
    if (dtype_is_half(dtype)) {
      ctx.set_output(0, einsum_typed<float>(p, ins, DType::f32).cast(dtype));
      return;
    }
    ctx.set_output(0, dispatch_dtype(dtype, [&](auto tag) { return einsum_typed<decltype(tag)>(p, ins, dtype); }));
  };
  r.add(std::move(s));
}

}  // namespace

void register_linalg_ops(OpRegistry& r) {
  register_gemm(r);
  register_matmul(r);
  register_einsum(r);
}

}  // namespace rammer
