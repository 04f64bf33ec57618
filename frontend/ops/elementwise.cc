// Unary elementwise ops (math, rounding, trigonometry, activations) and Clip.
//
// Every unary op is one row of kUnaryOps: a generic scalar lambda instantiated for float, double
// and (for ops ONNX defines on integers) int64_t. One infer and one eval serve all rows, so an op
// is defined by its formula alone, and the formulas (the C math of each type, the activations) are
// kernels/scalar_ops.h's, shared with the tile kernels and the CPU kernels. f16 data is computed
// through float. The f32 instantiation is what elementwise_scalar_fn hands to fusion.
#include "frontend/ops/elementwise.h"

#include <cfloat>
#include <cmath>
#include <limits>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"
#include "kernels/scalar_ops.h"

namespace rammer {

namespace {

namespace ops = kernels::ops;

// Attribute values of one node, in the order of the row's `attrs` list.
struct UnaryParams {
  float a = 0, b = 0, c = 0;
  bool tanh_approx = false;  // Gelu approximate="tanh"
};

using F32 = float (*)(float, const UnaryParams&);
using F64 = double (*)(double, const UnaryParams&);
using I64 = int64_t (*)(int64_t, const UnaryParams&);

struct AttrDefault {
  const char* name;
  float value;
};

struct UnaryOp {
  const char* op;
  int min_opset;
  F32 f32;
  F64 f64;
  I64 i64;  // nullptr: float dtypes only
  std::vector<AttrDefault> attrs;
  const char* notes;
};

// A scalar formula in x (of type T) and p (UnaryParams), written once for every type.
#define RAMMER_UNARY(expr)                                  \
  [](auto x, const UnaryParams& p) -> decltype(x) {         \
    using T = decltype(x);                                  \
    (void)p;                                                \
    return static_cast<T>(expr);                            \
  }

template <class L>
UnaryOp float_op(const char* op, int min_opset, L f, std::vector<AttrDefault> attrs = {},
                 const char* notes = "f32, f64, f16, bf16") {
  return UnaryOp{op, min_opset, f, f, nullptr, std::move(attrs), notes};
}
template <class L>
UnaryOp any_op(const char* op, int min_opset, L f) {
  return UnaryOp{op, min_opset, f, f, f, {}, "float and integer dtypes"};
}

const std::vector<UnaryOp>& unary_ops() {
  static const std::vector<UnaryOp> ops = {
      float_op("Sqrt", 6, RAMMER_UNARY(ops::sqrt(x))),
      float_op("Exp", 6, RAMMER_UNARY(ops::exp(x))),
      float_op("Log", 6, RAMMER_UNARY(ops::log(x))),
      float_op("Erf", 9, RAMMER_UNARY(ops::erf(x))),
      float_op("Tanh", 6, RAMMER_UNARY(ops::tanh(x))),
      float_op("Sigmoid", 6, RAMMER_UNARY(ops::sigmoid(x))),
      float_op("HardSigmoid", 6, RAMMER_UNARY(ops::hard_sigmoid(x, T(p.a), T(p.b))),
               {{"alpha", 0.2f}, {"beta", 0.5f}}),
      float_op("HardSwish", 14, RAMMER_UNARY(ops::hard_swish(x))),
      any_op("Relu", 6, RAMMER_UNARY(ops::relu(x))),
      float_op("LeakyRelu", 6, RAMMER_UNARY(ops::leaky_relu(x, T(p.a))), {{"alpha", 0.01f}}),
      float_op("Elu", 6, RAMMER_UNARY(ops::elu(x, T(p.a))), {{"alpha", 1.0f}}),
      float_op("Selu", 6, RAMMER_UNARY(ops::selu(x, T(p.a), T(p.c))),
               {{"alpha", 1.67326319217681884765625f}, {"", 0.0f}, {"gamma", 1.05070102214813232421875f}}),
      float_op("Celu", 12, RAMMER_UNARY(ops::celu(x, T(p.a))), {{"alpha", 1.0f}}),
      float_op("ThresholdedRelu", 10, RAMMER_UNARY(ops::thresholded_relu(x, T(p.a))), {{"alpha", 1.0f}}),
      float_op("Softplus", 1, RAMMER_UNARY(ops::softplus(x))),
      float_op("Softsign", 1, RAMMER_UNARY(ops::softsign(x))),
      float_op("Mish", 18, RAMMER_UNARY(ops::mish(x))),
      float_op("Gelu", 20, RAMMER_UNARY(p.tanh_approx ? ops::gelu_tanh(x) : ops::gelu(x)), {},
               "approximate none|tanh; f32, f64, f16, bf16"),
      any_op("Neg", 6, RAMMER_UNARY(ops::neg(x))),
      any_op("Abs", 6, RAMMER_UNARY(ops::abs(x))),
      float_op("Reciprocal", 6, RAMMER_UNARY(ops::reciprocal(x))),
      float_op("Floor", 6, RAMMER_UNARY(ops::floor(x))),
      float_op("Ceil", 6, RAMMER_UNARY(ops::ceil(x))),
      float_op("Round", 11, RAMMER_UNARY(ops::round_half_even(x))),
      any_op("Sign", 9, RAMMER_UNARY(ops::sign(x))),
      float_op("Sin", 7, RAMMER_UNARY(ops::sin(x))),
      float_op("Cos", 7, RAMMER_UNARY(ops::cos(x))),
      float_op("Tan", 7, RAMMER_UNARY(std::tan(x))),
      float_op("Asin", 7, RAMMER_UNARY(std::asin(x))),
      float_op("Acos", 7, RAMMER_UNARY(std::acos(x))),
      float_op("Atan", 7, RAMMER_UNARY(std::atan(x))),
      float_op("Sinh", 9, RAMMER_UNARY(std::sinh(x))),
      float_op("Cosh", 9, RAMMER_UNARY(std::cosh(x))),
      float_op("Asinh", 9, RAMMER_UNARY(std::asinh(x))),
      float_op("Acosh", 9, RAMMER_UNARY(std::acosh(x))),
      float_op("Atanh", 9, RAMMER_UNARY(std::atanh(x))),
  };
  return ops;
}

#undef RAMMER_UNARY

const UnaryOp* find_unary(const std::string& op) {
  for (const auto& u : unary_ops())
    if (op == u.op) return &u;
  return nullptr;
}

UnaryParams read_params(const UnaryOp& u, const Attributes& attrs) {
  UnaryParams p;
  float* slots[] = {&p.a, &p.b, &p.c};
  for (size_t i = 0; i < u.attrs.size() && i < 3; ++i)
    *slots[i] = u.attrs[i].name[0] ? attrs.get_float(u.attrs[i].name, u.attrs[i].value) : u.attrs[i].value;
  if (std::string(u.op) == "Gelu") {
    std::string approx = attrs.get_string("approximate", "none");
    if (approx != "none" && approx != "tanh") RAMMER_UNSUPPORTED("Gelu approximate='", approx, "'");
    p.tanh_approx = approx == "tanh";
  }
  return p;
}

std::vector<DType> allowed_dtypes(const UnaryOp& u) {
  if (!u.i64) return {DType::f32, DType::f64, DType::f16, DType::bf16};
  return {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64, DType::i32, DType::i16, DType::i8, DType::u8};
}

void require_one_of(const InferContext& ctx, size_t i, const std::vector<DType>& allowed) {
  for (DType a : allowed)
    if (ctx.dtype(i) == a) return;
  std::string list;
  for (DType a : allowed) list += (list.empty() ? "" : ", ") + std::string(dtype_name(a));
  RAMMER_UNSUPPORTED("input ", i, " has dtype ", dtype_name(ctx.dtype(i)), "; supported: ", list);
}

Tensor apply_unary(const UnaryOp& u, const UnaryParams& p, const Tensor& x) {
  Tensor y(x.dtype(), x.shape());
  const int64_t n = x.numel();
  switch (x.dtype()) {
    case DType::f32:
      for (int64_t i = 0; i < n; ++i) y.data<float>()[i] = u.f32(x.data<float>()[i], p);
      break;
    case DType::f64:
      for (int64_t i = 0; i < n; ++i) y.data<double>()[i] = u.f64(x.data<double>()[i], p);
      break;
    case DType::f16:
      for (int64_t i = 0; i < n; ++i)
        y.data<uint16_t>()[i] = float_to_half(u.f32(half_to_float(x.data<uint16_t>()[i]), p));
      break;
    case DType::bf16:
      for (int64_t i = 0; i < n; ++i)
        y.data<uint16_t>()[i] = float_to_bf16(u.f32(bf16_to_float(x.data<uint16_t>()[i]), p));
      break;
    default:
      RAMMER_CHECK(u.i64 != nullptr && dtype_is_int(x.dtype()), u.op, " does not support dtype ",
                   dtype_name(x.dtype()));
      dispatch_dtype(x.dtype(), [&](auto tag) {
        using T = decltype(tag);
        for (int64_t i = 0; i < n; ++i)
          y.data<T>()[i] = static_cast<T>(u.i64(static_cast<int64_t>(x.data<T>()[i]), p));
      });
  }
  return y;
}

void register_unary(OpRegistry& r, const UnaryOp& u) {
  OpSchema s;
  s.op = u.op;
  s.min_opset = u.min_opset;
  s.max_opset = 21;
  for (const auto& a : u.attrs)
    if (a.name[0]) s.attributes.push_back(a.name);
  if (std::string(u.op) == "Gelu") s.attributes.push_back("approximate");
  s.notes = u.notes;
  s.infer = [&u](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, u.op, " takes 1 input, got ", ctx.num_inputs());
    require_one_of(ctx, 0, allowed_dtypes(u));
    read_params(u, ctx.attrs());  // rejects unsupported attribute values at compile time
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [&u](EvalContext& ctx) {
    ctx.set_output(0, apply_unary(u, read_params(u, ctx.attrs()), ctx.input(0)));
  };
  r.add(std::move(s));
}

// Clip: bounds are attributes before opset 11 and optional scalar inputs from 11 on. A missing
// bound is the type's own extreme, so it never clips.
template <class T>
Tensor clip_typed(EvalContext& ctx, const Tensor& x, const Tensor* lo_t, const Tensor* hi_t) {
  T lo = std::numeric_limits<T>::lowest();
  T hi = std::numeric_limits<T>::max();
  if (ctx.opset() < 11) {
    lo = static_cast<T>(ctx.attrs().get_float("min", -FLT_MAX));
    hi = static_cast<T>(ctx.attrs().get_float("max", FLT_MAX));
  }
  if (lo_t) lo = lo_t->data<T>()[0];
  if (hi_t) hi = hi_t->data<T>()[0];
  Tensor y(x.dtype(), x.shape());
  for (int64_t i = 0; i < x.numel(); ++i) {
    y.data<T>()[i] = ops::clip(x.data<T>()[i], lo, hi);
  }
  return y;
}

void eval_clip(EvalContext& ctx) {
  const Tensor& x = ctx.input(0);
  const Tensor* lo = ctx.opset() >= 11 && ctx.has_input(1) ? &ctx.input(1) : nullptr;
  const Tensor* hi = ctx.opset() >= 11 && ctx.has_input(2) ? &ctx.input(2) : nullptr;
  if (dtype_is_half(x.dtype())) {  // computed in float
    Tensor lof = lo ? lo->cast(DType::f32) : Tensor();
    Tensor hif = hi ? hi->cast(DType::f32) : Tensor();
    Tensor y = clip_typed<float>(ctx, x.cast(DType::f32), lo ? &lof : nullptr, hi ? &hif : nullptr);
    ctx.set_output(0, y.cast(x.dtype()));
    return;
  }
  ctx.set_output(0, dispatch_dtype(x.dtype(), [&](auto tag) {
    return clip_typed<decltype(tag)>(ctx, x, lo, hi);
  }));
}

void register_clip(OpRegistry& r) {
  OpSchema s;
  s.op = "Clip";
  s.min_opset = 6;
  s.attributes = {"min", "max"};
  s.notes = "bounds as attributes (<11) or optional scalar inputs (>=11); float and integer dtypes";
  s.infer = [](InferContext& ctx) {
    if (ctx.opset() < 12)
      ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16});
    else
      ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64, DType::i32, DType::i16,
                            DType::i8, DType::u8});
    for (size_t i = 1; i < 3 && ctx.opset() >= 11; ++i) {
      if (!ctx.has_input(i)) continue;
      RAMMER_CHECK(ctx.dtype(i) == ctx.dtype(0), "Clip bound ", i, " has dtype ",
                   dtype_name(ctx.dtype(i)), " but the input is ", dtype_name(ctx.dtype(0)));
      RAMMER_CHECK(shape_numel(ctx.shape(i)) == 1, "Clip bound ", i, " must be a scalar, got ",
                   shape_str(ctx.shape(i)));
    }
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = eval_clip;
  r.add(std::move(s));
}

}  // namespace

void register_elementwise_unary_ops(OpRegistry& r) {
  for (const auto& u : unary_ops()) register_unary(r, u);
  register_clip(r);
}

void register_elementwise_ops(OpRegistry& r) {
  register_elementwise_unary_ops(r);
  register_elementwise_binary_ops(r);
  register_elementwise_logic_ops(r);
}

bool elementwise_scalar_fn(const std::string& op, const Attributes& attrs, ElementwiseScalarFn* out) {
  if (const UnaryOp* u = find_unary(op)) {
    UnaryParams p = read_params(*u, attrs);
    F32 f = u->f32;
    out->arity = 1;
    out->unary = [f, p](float x) { return f(x, p); };
    out->binary = nullptr;
    return true;
  }
  std::function<float(float, float)> bin;
  if (elementwise_binary_scalar_fn(op, attrs, &bin)) {
    out->arity = 2;
    out->unary = nullptr;
    out->binary = std::move(bin);
    return true;
  }
  return false;
}

}  // namespace rammer
