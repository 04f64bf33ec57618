// Binary and variadic arithmetic with numpy broadcasting: Add, Sub, Mul, Div, Mod, Max, Min, Sum,
// Mean, Pow, PRelu.
//
// Like the unary ops, each op is one row of a table holding a generic scalar lambda instantiated
// for float, double and int64_t (integer dtypes compute in int64_t and wrap back to their width,
// as numpy does). Variadic ops fold the same function left to right over broadcast inputs.
// Pow allows different base and exponent dtypes and is computed in double.
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "frontend/ops/elementwise.h"
#include "frontend/ops/op_registry.h"
#include "kernels/scalar_ops.h"

namespace rammer {

namespace {

namespace ops = kernels::ops;

struct BinaryParams {
  bool fmod = false;  // Mod: 1 = C fmod (sign of the dividend), 0 = sign of the divisor
};

using F32 = float (*)(float, float, const BinaryParams&);
using F64 = double (*)(double, double, const BinaryParams&);
using I64 = int64_t (*)(int64_t, int64_t, const BinaryParams&);

enum class Arity { binary, variadic };

struct BinaryOp {
  const char* op;
  int min_opset;
  Arity arity;
  F32 f32;
  F64 f64;
  I64 i64;  // nullptr: float dtypes only
  const char* notes;
};

#define RAMMER_BINARY(expr)                                          \
  [](auto x, decltype(x) y, const BinaryParams& p) -> decltype(x) {  \
    using T = decltype(x);                                           \
    (void)p;                                                         \
    return static_cast<T>(expr);                                     \
  }

template <class L>
BinaryOp any_op(const char* op, int min_opset, Arity arity, L f) {
  return BinaryOp{op, min_opset, arity, f, f, f, "numpy broadcasting; float and integer dtypes"};
}
template <class L>
BinaryOp float_op(const char* op, int min_opset, Arity arity, L f) {
  return BinaryOp{op, min_opset, arity, f, f, nullptr, "numpy broadcasting; f32, f64, f16, bf16"};
}

// Integer +, -, * wrap around (two's complement, as numpy does) instead of overflowing into
// undefined behaviour; shape arithmetic meets INT64_MAX sentinels (Slice ends) often enough.
template <class T>
T add(T x, T y) {
  if constexpr (std::is_integral_v<T>) return static_cast<T>(static_cast<uint64_t>(x) + static_cast<uint64_t>(y));
  else return x + y;
}
template <class T>
T sub(T x, T y) {
  if constexpr (std::is_integral_v<T>) return static_cast<T>(static_cast<uint64_t>(x) - static_cast<uint64_t>(y));
  else return x - y;
}
template <class T>
T mul(T x, T y) {
  if constexpr (std::is_integral_v<T>) return static_cast<T>(static_cast<uint64_t>(x) * static_cast<uint64_t>(y));
  else return x * y;
}

template <class T>
T divide(T x, T y) {
  if constexpr (std::is_integral_v<T>) {
    RAMMER_CHECK(y != 0, "integer division by zero");
    if (std::is_signed_v<T> && y == T(-1)) return sub(T(0), x);  // INT_MIN / -1 overflows
  }
  return x / y;  // integers truncate toward zero, as C does
}

// The formulas are kernels/scalar_ops.h's; integer division by zero and the INT_MIN % -1 overflow
// are checked here.
template <class T>
T modulo(T x, T y, bool c_fmod) {
  if constexpr (std::is_integral_v<T>) {
    RAMMER_CHECK(y != 0, "integer modulo by zero");
    if (std::is_signed_v<T> && y == T(-1)) return T(0);  // INT_MIN % -1 overflows
  }
  return c_fmod ? ops::remainder_trunc(x, y) : ops::mod(x, y);
}

const std::vector<BinaryOp>& binary_ops() {
  static const std::vector<BinaryOp> ops = {
      any_op("Add", 7, Arity::binary, RAMMER_BINARY(add(x, y))),
      any_op("Sub", 7, Arity::binary, RAMMER_BINARY(sub(x, y))),
      any_op("Mul", 7, Arity::binary, RAMMER_BINARY(mul(x, y))),
      any_op("Div", 7, Arity::binary, RAMMER_BINARY(divide(x, y))),
      any_op("Mod", 10, Arity::binary, RAMMER_BINARY(modulo(x, y, p.fmod))),
      any_op("PRelu", 7, Arity::binary, RAMMER_BINARY(ops::prelu(x, y))),
      // NaN propagates through Max/Min (numpy maximum/minimum, which ONNX follows).
      any_op("Max", 6, Arity::variadic, RAMMER_BINARY(ops::max(x, y))),
      any_op("Min", 6, Arity::variadic, RAMMER_BINARY(ops::min(x, y))),
      any_op("Sum", 6, Arity::variadic, RAMMER_BINARY(add(x, y))),
      float_op("Mean", 6, Arity::variadic, RAMMER_BINARY(x + y)),  // divided by the count after the fold
  };
  return ops;
}

#undef RAMMER_BINARY

const BinaryOp* find_binary(const std::string& op) {
  for (const auto& b : binary_ops())
    if (op == b.op) return &b;
  return nullptr;
}

BinaryParams read_params(const Attributes& attrs) {
  BinaryParams p;
  p.fmod = attrs.get_int("fmod", 0) != 0;
  return p;
}

template <class T, class Fn>
Tensor binary_typed(const Tensor& a, const Tensor& b, Fn f) {
  Shape out = broadcast_shapes(a.shape(), b.shape());
  Tensor y(a.dtype(), out);
  const T* pa = a.data<T>();
  const T* pb = b.data<T>();
  T* py = y.data<T>();
  for_each_broadcast(a.shape(), b.shape(), out, [&](int64_t i, int64_t ia, int64_t ib) { py[i] = f(pa[ia], pb[ib]); });
  return y;
}

Tensor apply_binary(const BinaryOp& op, const BinaryParams& p, const Tensor& a, const Tensor& b) {
  RAMMER_CHECK(a.dtype() == b.dtype(), op.op, ": inputs have different dtypes ", dtype_name(a.dtype()),
               " and ", dtype_name(b.dtype()));
  switch (a.dtype()) {
    case DType::f32:
      return binary_typed<float>(a, b, [&](float x, float y) { return op.f32(x, y, p); });
    case DType::f64:
      return binary_typed<double>(a, b, [&](double x, double y) { return op.f64(x, y, p); });
    case DType::f16:
    case DType::bf16:
      return apply_binary(op, p, a.cast(DType::f32), b.cast(DType::f32)).cast(a.dtype());
    default:
      RAMMER_CHECK(op.i64 != nullptr && dtype_is_int(a.dtype()), op.op, " does not support dtype ",
                   dtype_name(a.dtype()));
      return dispatch_dtype(a.dtype(), [&](auto tag) {
        using T = decltype(tag);
        return binary_typed<T>(a, b, [&](T x, T y) {
          return static_cast<T>(op.i64(static_cast<int64_t>(x), static_cast<int64_t>(y), p));
        });
      });
  }
}

std::vector<DType> allowed_dtypes(const BinaryOp& op) {
  if (!op.i64) return {DType::f32, DType::f64, DType::f16, DType::bf16};
  return {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64, DType::i32, DType::i16, DType::i8, DType::u8};
}

void register_binary(OpRegistry& r, const BinaryOp& op) {
  OpSchema s;
  s.op = op.op;
  s.min_opset = op.min_opset;
  if (std::string(op.op) == "Mod") s.attributes = {"fmod"};
  s.notes = op.notes;
  s.infer = [&op](InferContext& ctx) {
    if (op.arity == Arity::binary)
      RAMMER_CHECK(ctx.num_inputs() == 2, op.op, " takes 2 inputs, got ", ctx.num_inputs());
    else
      RAMMER_CHECK(ctx.num_inputs() >= 1, op.op, " takes at least 1 input");
    bool ok = false;
    for (DType t : allowed_dtypes(op)) ok = ok || t == ctx.dtype(0);
    if (!ok) RAMMER_UNSUPPORTED(op.op, " on dtype ", dtype_name(ctx.dtype(0)));
    Shape out = ctx.shape(0);
    for (size_t i = 1; i < ctx.num_inputs(); ++i) {
      RAMMER_CHECK(ctx.dtype(i) == ctx.dtype(0), op.op, ": input ", i, " has dtype ",
                   dtype_name(ctx.dtype(i)), " but input 0 has ", dtype_name(ctx.dtype(0)));
      out = broadcast_shapes(out, ctx.shape(i));
    }
    // PRelu broadcasts the slope to X only (unidirectional).
    if (std::string(op.op) == "PRelu")
      RAMMER_CHECK(out == ctx.shape(0), "PRelu slope ", shape_str(ctx.shape(1)),
                   " does not broadcast to X ", shape_str(ctx.shape(0)));
    ctx.set_output(0, ctx.dtype(0), out);
  };
  s.eval = [&op](EvalContext& ctx) {
    BinaryParams p = read_params(ctx.attrs());
    Tensor acc = ctx.input(0);
    for (size_t i = 1; i < ctx.num_inputs(); ++i) acc = apply_binary(op, p, acc, ctx.input(i));
    if (std::string(op.op) == "Mean" && ctx.num_inputs() > 1) {
      const double n = static_cast<double>(ctx.num_inputs());
      for (int64_t i = 0; i < acc.numel(); ++i) acc.set_f64(i, acc.get_f64(i) / n);
    }
    ctx.set_output(0, std::move(acc));
  };
  r.add(std::move(s));
}

// Pow: the exponent may have another dtype than the base; the result has the base's dtype.
// f32^f32 uses powf (the f32 formula fusion sees); every other pairing is computed in double
// and converted back (float -> integer truncates, as numpy's astype does).
Tensor eval_pow(const Tensor& a, const Tensor& b) {
  if (a.dtype() == DType::f32 && b.dtype() == DType::f32)
    return binary_typed<float>(a, b, [](float x, float y) { return ops::pow(x, y); });
  Tensor ad = a.cast(DType::f64);
  Tensor bd = b.cast(DType::f64);
  Tensor y = binary_typed<double>(ad, bd, [](double x, double e) { return ops::pow(x, e); });
  return a.dtype() == DType::f64 ? y : y.cast(a.dtype());
}

void register_pow(OpRegistry& r) {
  OpSchema s;
  s.op = "Pow";
  s.min_opset = 7;
  s.notes = "numpy broadcasting; base and exponent may differ in dtype; result has the base's dtype";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 2, "Pow takes 2 inputs, got ", ctx.num_inputs());
    const std::initializer_list<DType> numeric = {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64,
                                                  DType::i32, DType::i16, DType::i8,  DType::u8};
    ctx.require_dtype(0, numeric);
    ctx.require_dtype(1, numeric);
    ctx.set_output(0, ctx.dtype(0), broadcast_shapes(ctx.shape(0), ctx.shape(1)));
  };
  s.eval = [](EvalContext& ctx) { ctx.set_output(0, eval_pow(ctx.input(0), ctx.input(1))); };
  r.add(std::move(s));
}

}  // namespace

void register_elementwise_binary_ops(OpRegistry& r) {
  for (const auto& op : binary_ops()) register_binary(r, op);
  register_pow(r);
}

bool elementwise_binary_scalar_fn(const std::string& op, const Attributes& attrs,
                                  std::function<float(float, float)>* out) {
  if (op == "Pow") {
    *out = [](float x, float y) { return ops::pow(x, y); };
    return true;
  }
  const BinaryOp* b = find_binary(op);
  if (!b) return false;
  BinaryParams p = read_params(attrs);
  F32 f = b->f32;
  if (op == "Mean")
    *out = [f, p](float x, float y) { return f(x, y, p) / 2.0f; };
  else
    *out = [f, p](float x, float y) { return f(x, y, p); };
  return true;
}

}  // namespace rammer
