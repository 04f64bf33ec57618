// Elementwise ops with bool results or inputs, and dtype conversion: Equal, Less, Greater,
// LessOrEqual, GreaterOrEqual, And, Or, Xor, Not, IsNaN, IsInf, Where, BitShift, Cast, CastLike.
//
// Comparisons broadcast like the arithmetic ops and compare in the inputs' own type (f16 through
// float, so the comparison is numeric rather than bitwise). Where copies elements byte-wise and so
// takes every dtype.
#include <cmath>
#include <cstring>

#include "frontend/ops/elementwise.h"
#include "frontend/ops/op_registry.h"

namespace rammer {

namespace {

const std::initializer_list<DType> kNumeric = {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64,
                                               DType::i32, DType::i16, DType::i8,  DType::u8};

void check_same_dtype(const InferContext& ctx, const char* op) {
  RAMMER_CHECK(ctx.dtype(0) == ctx.dtype(1), op, ": inputs have different dtypes ",
               dtype_name(ctx.dtype(0)), " and ", dtype_name(ctx.dtype(1)));
}

// Compares a and b elementwise (broadcast) with cmp(x, y) -> bool.
template <class Cmp>
Tensor compare(const Tensor& a, const Tensor& b, Cmp cmp) {
  if (dtype_is_half(a.dtype())) return compare(a.cast(DType::f32), b.cast(DType::f32), cmp);
  Shape out = broadcast_shapes(a.shape(), b.shape());
  Tensor y(DType::boolean, out);
  uint8_t* py = y.data<uint8_t>();
  dispatch_dtype(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* pa = a.data<T>();
    const T* pb = b.data<T>();
    for_each_broadcast(a.shape(), b.shape(), out,
                       [&](int64_t i, int64_t ia, int64_t ib) { py[i] = cmp(pa[ia], pb[ib]) ? 1 : 0; });
  });
  return y;
}

template <class Cmp>
void register_compare(OpRegistry& r, const char* op, int min_opset, Cmp cmp) {
  OpSchema s;
  s.op = op;
  s.min_opset = min_opset;
  s.notes = "numpy broadcasting; numeric dtypes (and bool for Equal); bool result";
  const bool allow_bool = std::string(op) == "Equal";
  s.infer = [op, allow_bool](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, op, " takes 2 inputs, got ", ctx.num_inputs());
    if (allow_bool)
      ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64, DType::i32, DType::i16,
                            DType::i8, DType::u8, DType::boolean});
    else
      ctx.require_dtype(0, kNumeric);
    check_same_dtype(ctx, op);
    ctx.set_output(0, DType::boolean, broadcast_shapes(ctx.shape(0), ctx.shape(1)));
  };
  s.eval = [cmp](EvalContext& ctx) { ctx.set_output(0, compare(ctx.input(0), ctx.input(1), cmp)); };
  r.add(std::move(s));
}

template <class Fn>
void register_logical(OpRegistry& r, const char* op, Fn fn) {
  OpSchema s;
  s.op = op;
  s.min_opset = 7;
  s.notes = "numpy broadcasting; bool";
  s.infer = [op](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, op, " takes 2 inputs, got ", ctx.num_inputs());
    ctx.require_dtype(0, {DType::boolean});
    ctx.require_dtype(1, {DType::boolean});
    ctx.set_output(0, DType::boolean, broadcast_shapes(ctx.shape(0), ctx.shape(1)));
  };
  s.eval = [fn](EvalContext& ctx) {
    ctx.set_output(0, compare(ctx.input(0), ctx.input(1), [fn](uint8_t x, uint8_t y) { return fn(x != 0, y != 0); }));
  };
  r.add(std::move(s));
}

// A unary op from one dtype set to bool.
template <class Fn>
void register_to_bool(OpRegistry& r, const char* op, int min_opset, std::initializer_list<DType> allowed,
                      std::vector<std::string> attributes, Fn fn) {
  OpSchema s;
  s.op = op;
  s.min_opset = min_opset;
  s.attributes = std::move(attributes);
  s.notes = "bool result";
  std::vector<DType> allowed_v(allowed);
  s.infer = [op, allowed_v](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, op, " takes 1 input, got ", ctx.num_inputs());
    bool ok = false;
    for (DType t : allowed_v) ok = ok || t == ctx.dtype(0);
    if (!ok) RAMMER_UNSUPPORTED(op, " on dtype ", dtype_name(ctx.dtype(0)));
    ctx.set_output(0, DType::boolean, ctx.shape(0));
  };
  s.eval = [fn](EvalContext& ctx) {
    const Tensor& x = ctx.input(0);
    Tensor y(DType::boolean, x.shape());
    for (int64_t i = 0; i < x.numel(); ++i) y.data<uint8_t>()[i] = fn(ctx, x.get_f64(i)) ? 1 : 0;
    ctx.set_output(0, std::move(y));
  };
  r.add(std::move(s));
}

// Where(condition, X, Y): three-way broadcast; elements are copied as bytes.
void register_where(OpRegistry& r) {
  OpSchema s;
  s.op = "Where";
  s.min_opset = 9;
  s.notes = "numpy broadcasting of all three inputs; any dtype";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 3, "Where takes 3 inputs, got ", ctx.num_inputs());
    ctx.require_dtype(0, {DType::boolean});
    RAMMER_CHECK(ctx.dtype(1) == ctx.dtype(2), "Where: X and Y have different dtypes ",
                 dtype_name(ctx.dtype(1)), " and ", dtype_name(ctx.dtype(2)));
    Shape out = broadcast_shapes(broadcast_shapes(ctx.shape(0), ctx.shape(1)), ctx.shape(2));
    ctx.set_output(0, ctx.dtype(1), out);
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& c = ctx.input(0);
    const Tensor& x = ctx.input(1);
    const Tensor& y = ctx.input(2);
    Shape out = broadcast_shapes(broadcast_shapes(c.shape(), x.shape()), y.shape());
    std::vector<int64_t> mc = broadcast_index_map(c.shape(), out);
    std::vector<int64_t> mx = broadcast_index_map(x.shape(), out);
    std::vector<int64_t> my = broadcast_index_map(y.shape(), out);
    Tensor z(x.dtype(), out);
    const size_t es = dtype_size(x.dtype());
    for (int64_t i = 0; i < z.numel(); ++i) {
      const size_t k = static_cast<size_t>(i);
      const bool take_x = c.data<uint8_t>()[mc[k]] != 0;
      const uint8_t* src = take_x ? x.raw() + mx[k] * es : y.raw() + my[k] * es;
      std::memcpy(z.raw() + i * es, src, es);
    }
    ctx.set_output(0, std::move(z));
  };
  r.add(std::move(s));
}

void register_bitshift(OpRegistry& r) {
  OpSchema s;
  s.op = "BitShift";
  s.min_opset = 11;
  s.attributes = {"direction"};
  s.notes = "u8 only (the one unsigned dtype rammerc represents)";
  auto left = [](const Attributes& a) {
    std::string d = a.get_string("direction", "");
    if (d != "LEFT" && d != "RIGHT") RAMMER_UNSUPPORTED("BitShift direction='", d, "'");
    return d == "LEFT";
  };
  s.infer = [left](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, "BitShift takes 2 inputs, got ", ctx.num_inputs());
    ctx.require_dtype(0, {DType::u8});
    check_same_dtype(ctx, "BitShift");
    left(ctx.attrs());
    ctx.set_output(0, ctx.dtype(0), broadcast_shapes(ctx.shape(0), ctx.shape(1)));
  };
  s.eval = [left](EvalContext& ctx) {
    const Tensor& a = ctx.input(0);
    const Tensor& b = ctx.input(1);
    const bool l = left(ctx.attrs());
    Shape out = broadcast_shapes(a.shape(), b.shape());
    Tensor y(a.dtype(), out);
    for_each_broadcast(a.shape(), b.shape(), out, [&](int64_t i, int64_t ia, int64_t ib) {
      const unsigned v = a.data<uint8_t>()[ia];
      const unsigned n = b.data<uint8_t>()[ib];
      // Shifting by the width or more yields 0 (numpy), which C++ leaves undefined.
      y.data<uint8_t>()[i] = n >= 8 ? 0 : static_cast<uint8_t>(l ? v << n : v >> n);
    });
    ctx.set_output(0, std::move(y));
  };
  r.add(std::move(s));
}

DType cast_target(const Attributes& attrs) {
  const int64_t to = attrs.require_int("to");
  std::optional<DType> t = dtype_from_onnx(static_cast<int>(to));
  if (!t) RAMMER_UNSUPPORTED("Cast to ", onnx_dtype_name(static_cast<int>(to)));
  return *t;
}

void register_cast(OpRegistry& r) {
  OpSchema s;
  s.op = "Cast";
  s.min_opset = 6;
  s.attributes = {"to"};
  s.notes = "numeric dtypes and bool; float -> integer truncates toward zero; string unsupported";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, "Cast takes 1 input, got ", ctx.num_inputs());
    ctx.set_output(0, cast_target(ctx.attrs()), ctx.shape(0));
  };
  s.eval = [](EvalContext& ctx) { ctx.set_output(0, ctx.input(0).cast(cast_target(ctx.attrs()))); };
  r.add(std::move(s));

  OpSchema like;
  like.op = "CastLike";
  like.min_opset = 15;
  like.notes = "Cast to the dtype of input 1";
  like.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, "CastLike takes 2 inputs, got ", ctx.num_inputs());
    ctx.set_output(0, ctx.dtype(1), ctx.shape(0));
  };
  like.eval = [](EvalContext& ctx) { ctx.set_output(0, ctx.input(0).cast(ctx.input(1).dtype())); };
  r.add(std::move(like));
}

}  // namespace

void register_elementwise_logic_ops(OpRegistry& r) {
  register_compare(r, "Equal", 7, [](auto x, auto y) { return x == y; });
  register_compare(r, "Less", 7, [](auto x, auto y) { return x < y; });
  register_compare(r, "Greater", 7, [](auto x, auto y) { return x > y; });
  register_compare(r, "LessOrEqual", 12, [](auto x, auto y) { return x <= y; });
  register_compare(r, "GreaterOrEqual", 12, [](auto x, auto y) { return x >= y; });
  register_logical(r, "And", [](bool x, bool y) { return x && y; });
  register_logical(r, "Or", [](bool x, bool y) { return x || y; });
  register_logical(r, "Xor", [](bool x, bool y) { return x != y; });
  register_to_bool(r, "Not", 1, {DType::boolean}, {}, [](const EvalContext&, double v) { return v == 0.0; });
  register_to_bool(r, "IsNaN", 9, {DType::f32, DType::f64, DType::f16, DType::bf16}, {},
                   [](const EvalContext&, double v) { return std::isnan(v); });
  register_to_bool(r, "IsInf", 10, {DType::f32, DType::f64, DType::f16, DType::bf16},
                   {"detect_negative", "detect_positive"}, [](const EvalContext& ctx, double v) {
                     if (!std::isinf(v)) return false;
                     return v < 0 ? ctx.attrs().get_int("detect_negative", 1) != 0
                                  : ctx.attrs().get_int("detect_positive", 1) != 0;
                   });
  register_where(r);
  register_bitshift(r);
  register_cast(r);
}

}  // namespace rammer
