// Reductions: Reduce{Sum,Mean,Max,Min,Prod,L1,L2,LogSum,LogSumExp,SumSquare}, ArgMax/ArgMin,
// Softmax/LogSoftmax/Hardmax, CumSum.
//
// Reduce*: axes are an attribute before opset 13 (ReduceSum) or 18 (the others) and an optional
// input from then on; empty axes reduce everything unless noop_with_empty_axes. Every Reduce* op
// is one `ReduceKind` in one kernel: each input element is mapped to its output element (the
// keepdims output broadcast back over the input), accumulated in double for float dtypes and in
// int64 for integer dtypes (L2/LogSum/LogSumExp of integers in double), then finished per output.
//
// Softmax-like ops see the input as [outer, n, inner] and normalise over n: before opset 13 the
// input is coerced to 2-D at `axis` (default 1), so n is the product of the dims from axis on;
// from 13 on n is the one dim `axis` (default -1).
#include <cmath>
#include <limits>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

const std::initializer_list<DType> kNumeric = {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64,
                                               DType::i32, DType::i16, DType::i8,  DType::u8};
const std::initializer_list<DType> kFloat = {DType::f32, DType::f64, DType::f16, DType::bf16};

enum class ReduceKind { sum, mean, max, min, prod, l1, l2, log_sum, log_sum_exp, sum_square };

struct ReduceOp {
  const char* op;
  ReduceKind kind;
};

const ReduceOp kReduceOps[] = {
    {"ReduceSum", ReduceKind::sum},          {"ReduceMean", ReduceKind::mean},
    {"ReduceMax", ReduceKind::max},          {"ReduceMin", ReduceKind::min},
    {"ReduceProd", ReduceKind::prod},        {"ReduceL1", ReduceKind::l1},
    {"ReduceL2", ReduceKind::l2},            {"ReduceLogSum", ReduceKind::log_sum},
    {"ReduceLogSumExp", ReduceKind::log_sum_exp}, {"ReduceSumSquare", ReduceKind::sum_square},
};

struct ReducePlan {
  bool noop = false;  // empty axes with noop_with_empty_axes: the output is the input
  Shape keep_shape;   // output shape with reduced dims kept as 1
  Shape out_shape;    // output shape after keepdims
};

int axes_input_opset(const std::string& op) { return op == "ReduceSum" ? 13 : 18; }

// `axes_known` is the axes input's data when the node has one (nullptr otherwise).
ReducePlan plan_reduce(const std::string& op, int opset, const Attributes& attrs, const Shape& in,
                       const Tensor* axes_known) {
  std::vector<int64_t> axes = opset >= axes_input_opset(op) ? std::vector<int64_t>{} : attrs.get_ints("axes");
  if (axes_known) axes = axes_known->to_i64_vector();
  const bool keepdims = attrs.get_int("keepdims", 1) != 0;
  ReducePlan p;
  const int64_t rank = static_cast<int64_t>(in.size());
  std::vector<bool> reduced(in.size(), false);
  if (axes.empty()) {
    if (attrs.get_int("noop_with_empty_axes", 0) != 0) {
      p.noop = true;
      p.keep_shape = p.out_shape = in;
      return p;
    }
    reduced.assign(in.size(), true);
  }
  for (int64_t a : axes) {
    const size_t k = static_cast<size_t>(normalize_axis(a, rank));
    RAMMER_CHECK(!reduced[k], op, ": axis ", a, " is listed twice");
    reduced[k] = true;
  }
  for (size_t i = 0; i < in.size(); ++i) {
    p.keep_shape.push_back(reduced[i] ? 1 : in[i]);
    if (!reduced[i] || keepdims) p.out_shape.push_back(reduced[i] ? 1 : in[i]);
  }
  return p;
}

template <class Acc>
Acc reduce_init(ReduceKind k) {
  switch (k) {
    case ReduceKind::prod: return Acc(1);
    case ReduceKind::max:
      return std::numeric_limits<Acc>::has_infinity ? -std::numeric_limits<Acc>::infinity()
                                                    : std::numeric_limits<Acc>::lowest();
    case ReduceKind::min:
      return std::numeric_limits<Acc>::has_infinity ? std::numeric_limits<Acc>::infinity()
                                                    : std::numeric_limits<Acc>::max();
    default: return Acc(0);
  }
}

template <class Acc>
Acc reduce_step(ReduceKind k, Acc acc, Acc x) {
  switch (k) {
    case ReduceKind::prod: return acc * x;
    case ReduceKind::max: return (x > acc || x != x) && acc == acc ? x : acc;  // NaN sticks
    case ReduceKind::min: return (x < acc || x != x) && acc == acc ? x : acc;
    case ReduceKind::l1: return acc + (x < Acc(0) ? -x : x);
    case ReduceKind::l2:
    case ReduceKind::sum_square: return acc + x * x;
    default: return acc + x;  // sum, mean, log_sum; log_sum_exp adds exp(x - max) itself
  }
}

template <class T, class Acc>
Tensor reduce_typed(const Tensor& x, const ReducePlan& p, ReduceKind k) {
  const std::vector<int64_t> map = broadcast_index_map(p.keep_shape, x.shape());
  const int64_t nout = shape_numel(p.keep_shape);
  const int64_t count = nout == 0 ? 0 : x.numel() / nout;
  const T* px = x.data<T>();
  std::vector<Acc> acc(static_cast<size_t>(nout), reduce_init<Acc>(k));
  std::vector<Acc> shift;  // log_sum_exp: the per-output max, subtracted before exp
  if (k == ReduceKind::log_sum_exp) {
    shift.assign(static_cast<size_t>(nout), reduce_init<Acc>(ReduceKind::max));
    for (int64_t i = 0; i < x.numel(); ++i) {
      Acc& m = shift[static_cast<size_t>(map[static_cast<size_t>(i)])];
      m = reduce_step(ReduceKind::max, m, static_cast<Acc>(px[i]));
    }
    for (Acc& m : shift)
      if (!std::isfinite(static_cast<double>(m))) m = Acc(0);
    for (int64_t i = 0; i < x.numel(); ++i) {
      const size_t o = static_cast<size_t>(map[static_cast<size_t>(i)]);
      acc[o] += std::exp(static_cast<Acc>(px[i]) - shift[o]);
    }
  } else {
    for (int64_t i = 0; i < x.numel(); ++i) {
      Acc& a = acc[static_cast<size_t>(map[static_cast<size_t>(i)])];
      a = reduce_step(k, a, static_cast<Acc>(px[i]));
    }
  }
  Tensor y(x.dtype(), p.out_shape);
  for (int64_t o = 0; o < nout; ++o) {
    const size_t j = static_cast<size_t>(o);
    Acc v = acc[j];
    switch (k) {
      case ReduceKind::mean:
        if constexpr (std::is_floating_point_v<Acc>)
          v = count ? v / static_cast<Acc>(count) : Acc(NAN);
        else
          v = count ? v / static_cast<Acc>(count) : Acc(0);
        break;
      case ReduceKind::l2: v = static_cast<Acc>(std::sqrt(v)); break;
      case ReduceKind::log_sum: v = static_cast<Acc>(std::log(v)); break;
      case ReduceKind::log_sum_exp: v = static_cast<Acc>(shift[j] + std::log(v)); break;
      default: break;
    }
    y.data<T>()[o] = static_cast<T>(v);
  }
  return y;
}

Tensor eval_reduce(const Tensor& x, const ReducePlan& p, ReduceKind k) {
  if (p.noop) return x;
  if (dtype_is_half(x.dtype())) return eval_reduce(x.cast(DType::f32), p, k).cast(x.dtype());
  const bool via_double = k == ReduceKind::l2 || k == ReduceKind::log_sum || k == ReduceKind::log_sum_exp;
  return dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_floating_point_v<T>)
      return reduce_typed<T, double>(x, p, k);
    else
      return via_double ? reduce_typed<T, double>(x, p, k) : reduce_typed<T, int64_t>(x, p, k);
  });
}

void register_reduce(OpRegistry& r, const ReduceOp& op) {
  OpSchema s;
  s.op = op.op;
  s.min_opset = 1;
  s.attributes = {"axes", "keepdims", "noop_with_empty_axes"};
  s.notes = "axes attribute or input (by opset); float and integer dtypes";
  const std::string name = op.op;
  const ReduceKind kind = op.kind;
  s.infer = [name](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() >= 1 && ctx.num_inputs() <= 2, name, " takes 1 or 2 inputs");
    ctx.require_dtype(0, kNumeric);
    const Tensor* axes = nullptr;
    if (ctx.has_input(1)) {
      RAMMER_CHECK(ctx.opset() >= axes_input_opset(name), name, " has no axes input before opset ",
                   axes_input_opset(name));
      axes = &ctx.require_known(1, "axes");
    }
    ctx.set_output(0, ctx.dtype(0), plan_reduce(name, ctx.opset(), ctx.attrs(), ctx.shape(0), axes).out_shape);
  };
  s.eval = [name, kind](EvalContext& ctx) {
    const Tensor* axes = ctx.has_input(1) ? &ctx.input(1) : nullptr;
    const ReducePlan p = plan_reduce(name, ctx.opset(), ctx.attrs(), ctx.input(0).shape(), axes);
    ctx.set_output(0, eval_reduce(ctx.input(0), p, kind));
  };
  r.add(std::move(s));
}

// ---- ArgMax / ArgMin

Shape arg_out_shape(const Shape& in, int64_t axis, bool keepdims) {
  Shape out;
  for (size_t i = 0; i < in.size(); ++i) {
    if (static_cast<int64_t>(i) != axis)
      out.push_back(in[i]);
    else if (keepdims)
      out.push_back(1);
  }
  return out;
}

void register_arg(OpRegistry& r, const char* op, bool is_max) {
  OpSchema s;
  s.op = op;
  s.min_opset = 1;
  s.attributes = {"axis", "keepdims", "select_last_index"};
  s.notes = "i64 result; float and integer inputs";
  s.infer = [op](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, op, " takes 1 input, got ", ctx.num_inputs());
    ctx.require_dtype(0, kNumeric);
    const int64_t axis = normalize_axis(ctx.attrs().get_int("axis", 0), ctx.rank(0));
    RAMMER_CHECK(ctx.shape(0)[static_cast<size_t>(axis)] > 0, op, " over an empty axis");
    ctx.set_output(0, DType::i64, arg_out_shape(ctx.shape(0), axis, ctx.attrs().get_int("keepdims", 1) != 0));
  };
  s.eval = [is_max](EvalContext& ctx) {
    const Tensor x = dtype_is_half(ctx.input(0).dtype()) ? ctx.input(0).cast(DType::f32) : ctx.input(0);
    const int64_t axis = normalize_axis(ctx.attrs().get_int("axis", 0), x.rank());
    const bool last = ctx.attrs().get_int("select_last_index", 0) != 0;
    int64_t outer = 1, inner = 1;
    for (int64_t i = 0; i < axis; ++i) outer *= x.dim(i);
    for (int64_t i = axis + 1; i < x.rank(); ++i) inner *= x.dim(i);
    const int64_t n = x.dim(axis);
    Tensor y(DType::i64, arg_out_shape(x.shape(), axis, ctx.attrs().get_int("keepdims", 1) != 0));
    dispatch_dtype(x.dtype(), [&](auto tag) {
      using T = decltype(tag);
      const T* px = x.data<T>();
      for (int64_t o = 0; o < outer; ++o)
        for (int64_t in = 0; in < inner; ++in) {
          int64_t best = 0;
          for (int64_t k = 1; k < n; ++k) {
            const T v = px[(o * n + k) * inner + in], b = px[(o * n + best) * inner + in];
            const bool better = is_max ? (v > b || (last && v == b)) : (v < b || (last && v == b));
            if (better) best = k;
          }
          y.data<int64_t>()[o * inner + in] = best;
        }
    });
    ctx.set_output(0, std::move(y));
  };
  r.add(std::move(s));
}

// ---- Softmax, LogSoftmax, Hardmax

struct SoftmaxSplit {
  int64_t outer = 1, n = 1, inner = 1;
};

SoftmaxSplit softmax_split(const Shape& shape, int opset, const Attributes& attrs) {
  const int64_t rank = static_cast<int64_t>(shape.size());
  SoftmaxSplit s;
  if (rank == 0) return s;
  if (opset < 13) {
    const int64_t axis = normalize_axis(attrs.get_int("axis", 1), rank);
    for (int64_t i = 0; i < rank; ++i) (i < axis ? s.outer : s.n) *= shape[static_cast<size_t>(i)];
  } else {
    const int64_t axis = normalize_axis(attrs.get_int("axis", -1), rank);
    for (int64_t i = 0; i < rank; ++i)
      (i < axis ? s.outer : (i == axis ? s.n : s.inner)) *= shape[static_cast<size_t>(i)];
  }
  return s;
}

enum class SoftmaxKind { softmax, log_softmax, hardmax };

Tensor eval_softmax(const Tensor& x, const SoftmaxSplit& sp, SoftmaxKind kind) {
  if (dtype_is_half(x.dtype())) return eval_softmax(x.cast(DType::f32), sp, kind).cast(x.dtype());
  Tensor y(x.dtype(), x.shape());
  std::vector<double> row(static_cast<size_t>(sp.n));
  for (int64_t o = 0; o < sp.outer; ++o)
    for (int64_t in = 0; in < sp.inner; ++in) {
      const int64_t base = o * sp.n * sp.inner + in;
      double mx = -INFINITY;
      int64_t arg = 0;
      for (int64_t k = 0; k < sp.n; ++k) {
        row[static_cast<size_t>(k)] = x.get_f64(base + k * sp.inner);
        if (row[static_cast<size_t>(k)] > mx) mx = row[static_cast<size_t>(k)], arg = k;
      }
      double sum = 0;
      for (double v : row) sum += std::exp(v - mx);
      for (int64_t k = 0; k < sp.n; ++k) {
        const double v = row[static_cast<size_t>(k)];
        double out = kind == SoftmaxKind::softmax       ? std::exp(v - mx) / sum
                     : kind == SoftmaxKind::log_softmax ? v - mx - std::log(sum)
                                                        : (k == arg ? 1.0 : 0.0);
        y.set_f64(base + k * sp.inner, out);
      }
    }
  return y;
}

void register_softmax(OpRegistry& r, const char* op, SoftmaxKind kind) {
  OpSchema s;
  s.op = op;
  s.min_opset = 1;
  s.attributes = {"axis"};
  s.notes = "opset < 13: coerced to 2-D at axis (default 1); >= 13: one axis (default -1); f32, f64, f16, bf16";
  s.infer = [op](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, op, " takes 1 input, got ", ctx.num_inputs());
    ctx.require_dtype(0, kFloat);
    softmax_split(ctx.shape(0), ctx.opset(), ctx.attrs());  // validates axis
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [kind](EvalContext& ctx) {
    const Tensor& x = ctx.input(0);
    ctx.set_output(0, eval_softmax(x, softmax_split(x.shape(), ctx.opset(), ctx.attrs()), kind));
  };
  r.add(std::move(s));
}

// ---- CumSum(x, axis): running sums along one axis; exclusive shifts by one, reverse runs backwards.

template <class T>
void cumsum_typed(const Tensor& x, Tensor& y, int64_t axis, bool exclusive, bool reverse) {
  int64_t outer = 1, inner = 1;
  for (int64_t i = 0; i < axis; ++i) outer *= x.dim(i);
  for (int64_t i = axis + 1; i < x.rank(); ++i) inner *= x.dim(i);
  const int64_t n = x.dim(axis);
  const T* px = x.data<T>();
  T* py = y.data<T>();
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      T acc = T(0);
      for (int64_t s = 0; s < n; ++s) {
        const int64_t k = reverse ? n - 1 - s : s;
        const int64_t idx = (o * n + k) * inner + in;
        if (exclusive) {
          py[idx] = acc;
          acc += px[idx];
        } else {
          acc += px[idx];
          py[idx] = acc;
        }
      }
    }
}

void register_cumsum(OpRegistry& r) {
  OpSchema s;
  s.op = "CumSum";
  s.min_opset = 11;
  s.attributes = {"exclusive", "reverse"};
  s.notes = "f32, f64, f16, bf16, i32, i64";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, "CumSum takes 2 inputs, got ", ctx.num_inputs());
    ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i32, DType::i64});
    ctx.require_dtype(1, {DType::i32, DType::i64});
    RAMMER_CHECK(shape_numel(ctx.shape(1)) == 1, "CumSum axis must be a scalar, got ", shape_str(ctx.shape(1)));
    if (const Tensor* a = ctx.known(1)) normalize_axis(a->get_i64(0), ctx.rank(0));
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& x0 = ctx.input(0);
    const Tensor x = dtype_is_half(x0.dtype()) ? x0.cast(DType::f32) : x0;
    const int64_t axis = normalize_axis(ctx.input(1).get_i64(0), x.rank());
    const bool exclusive = ctx.attrs().get_int("exclusive", 0) != 0;
    const bool reverse = ctx.attrs().get_int("reverse", 0) != 0;
    Tensor y(x.dtype(), x.shape());
    dispatch_dtype(x.dtype(), [&](auto tag) { cumsum_typed<decltype(tag)>(x, y, axis, exclusive, reverse); });
    ctx.set_output(0, dtype_is_half(x0.dtype()) ? y.cast(x0.dtype()) : std::move(y));
  };
  r.add(std::move(s));
}

}  // namespace

void register_reduction_ops(OpRegistry& r) {
  for (const auto& op : kReduceOps) register_reduce(r, op);
  register_arg(r, "ArgMax", true);
  register_arg(r, "ArgMin", false);
  register_softmax(r, "Softmax", SoftmaxKind::softmax);
  register_softmax(r, "LogSoftmax", SoftmaxKind::log_softmax);
  register_softmax(r, "Hardmax", SoftmaxKind::hardmax);
  register_cumsum(r);
}

}  // namespace rammer
