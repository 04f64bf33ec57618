// Ops that create values or pass them through: Constant, ConstantOfShape, Range, Identity, Dropout.
//
// Constant records its data at compile time (set_known_output) so shape arithmetic on it resolves
// statically. Dropout is inference-only: its output is its input and its mask is all true; training
// mode with a non-zero ratio (random) is Unsupported.
#include <cmath>

#include "frontend/ops/op_util.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

Tensor constant_value(const Attributes& a) {
  for (const char* name : {"sparse_value", "value_string", "value_strings"})
    if (a.has(name)) RAMMER_UNSUPPORTED("Constant attribute '", name, "' is not supported");
  if (const Tensor* t = a.get_tensor("value")) return *t;
  if (a.has("value_float")) return Tensor::scalar_f32(a.get_float("value_float", 0));
  if (a.has("value_int")) return Tensor::scalar_i64(a.get_int("value_int", 0));
  if (a.has("value_floats")) {
    auto v = a.get_floats("value_floats");
    return Tensor::from_vector<float>(DType::f32, {static_cast<int64_t>(v.size())}, v);
  }
  if (a.has("value_ints")) {
    auto v = a.get_ints("value_ints");
    return Tensor::from_vector<int64_t>(DType::i64, {static_cast<int64_t>(v.size())}, v);
  }
  RAMMER_FAIL("Constant has none of the attributes value, value_float(s), value_int(s)");
}

// ConstantOfShape's fill value: a one-element tensor attribute, f32 0 by default.
Tensor fill_value(const Attributes& a) {
  const Tensor* v = a.get_tensor("value");
  if (!v) return Tensor::scalar_f32(0);
  RAMMER_CHECK(v->numel() == 1, "attribute 'value' must have one element, got ", shape_str(v->shape()));
  return *v;
}

Tensor constant_of_shape(const Tensor& shape, const Attributes& a) {
  std::vector<int64_t> dims = int_list(shape, "shape");
  for (int64_t d : dims) RAMMER_CHECK(d >= 0, "negative dim in shape ", shape_str(dims));
  Tensor v = fill_value(a);
  Tensor out(v.dtype(), dims);
  for (int64_t i = 0; i < out.numel(); ++i) copy_elements(v, 0, out, i, 1);
  return out;
}

void check_range_inputs(DType t) {
  if (t != DType::f32 && t != DType::f64 && t != DType::i16 && t != DType::i32 && t != DType::i64)
    RAMMER_UNSUPPORTED("Range on dtype ", dtype_name(t));
}

// Number of elements: max(ceil((limit - start) / delta), 0).
int64_t range_count(const Tensor& start, const Tensor& limit, const Tensor& delta) {
  for (const Tensor* t : {&start, &limit, &delta})
    RAMMER_CHECK(t->numel() == 1, "Range inputs must be scalars, got ", shape_str(t->shape()));
  if (dtype_is_int(start.dtype())) {
    const int64_t s = start.get_i64(0), l = limit.get_i64(0), d = delta.get_i64(0);
    RAMMER_CHECK(d != 0, "Range delta is 0");
    const int64_t span = l - s;
    // Ceiling division that is exact for either sign.
    int64_t q = span / d;
    if (span % d != 0 && ((span < 0) == (d < 0))) ++q;
    return std::max<int64_t>(q, 0);
  }
  const double d = delta.get_f64(0);
  RAMMER_CHECK(d != 0, "Range delta is 0");
  return std::max<int64_t>(static_cast<int64_t>(std::ceil((limit.get_f64(0) - start.get_f64(0)) / d)), 0);
}

Tensor range_values(const Tensor& start, const Tensor& limit, const Tensor& delta) {
  const int64_t n = range_count(start, limit, delta);
  Tensor out(start.dtype(), {n});
  if (dtype_is_int(start.dtype())) {
    // Integer arithmetic: a double would lose precision past 2^53.
    dispatch_dtype(out.dtype(), [&](auto zero) {
      using T = decltype(zero);
      for (int64_t i = 0; i < n; ++i)
        out.data<T>()[i] = static_cast<T>(start.get_i64(0) + i * delta.get_i64(0));
    });
  } else {
    for (int64_t i = 0; i < n; ++i)
      out.set_f64(i, start.get_f64(0) + static_cast<double>(i) * delta.get_f64(0));
  }
  return out;
}

// Dropout runs as inference unless training_mode (opset 12+) is true with a non-zero ratio.
void check_dropout_inference(const Tensor* ratio, const Tensor* training) {
  if (!training || training->numel() == 0 || training->get_i64(0) == 0) return;
  const double r = ratio ? ratio->get_f64(0) : 0.5;
  if (r != 0.0) RAMMER_UNSUPPORTED("Dropout in training mode with ratio ", r, " (random) is not supported");
}

DType dropout_mask_dtype(DType input, int opset) { return opset >= 10 ? DType::boolean : input; }

Tensor all_true(DType dtype, const Shape& shape) {
  Tensor m(dtype, shape);
  for (int64_t i = 0; i < m.numel(); ++i) m.set_f64(i, 1.0);
  return m;
}

void infer_constant(InferContext& c) { c.set_known_output(0, constant_value(c.attrs())); }
void eval_constant(EvalContext& c) { c.set_output(0, constant_value(c.attrs())); }

void infer_constant_of_shape(InferContext& c) {
  std::vector<int64_t> dims = int_list(c.require_known(0, "shape"), "shape");
  c.set_output(0, fill_value(c.attrs()).dtype(), dims);
}
void eval_constant_of_shape(EvalContext& c) { c.set_output(0, constant_of_shape(c.input(0), c.attrs())); }

void infer_range(InferContext& c) {
  check_range_inputs(c.dtype(0));
  for (size_t i = 1; i < 3; ++i) RAMMER_CHECK(c.dtype(i) == c.dtype(0), "Range inputs must share one dtype");
  const int64_t n =
      range_count(c.require_known(0, "start"), c.require_known(1, "limit"), c.require_known(2, "delta"));
  c.set_output(0, c.dtype(0), {n});
}
void eval_range(EvalContext& c) {
  check_range_inputs(c.input(0).dtype());
  c.set_output(0, range_values(c.input(0), c.input(1), c.input(2)));
}

void infer_identity(InferContext& c) { c.set_output(0, c.dtype(0), c.shape(0)); }
void eval_identity(EvalContext& c) { c.set_output(0, c.input(0)); }

void infer_dropout(InferContext& c) {
  // The shapes never depend on training_mode, so a runtime one is left to eval to check.
  const Tensor* training = c.known(2);
  if (training && (!c.has_input(1) || c.known(1))) check_dropout_inference(c.known(1), training);
  c.set_output(0, c.dtype(0), c.shape(0));
  if (c.has_output(1)) c.set_output(1, dropout_mask_dtype(c.dtype(0), c.opset()), c.shape(0));
}
void eval_dropout(EvalContext& c) {
  const Tensor& x = c.input(0);
  check_dropout_inference(c.has_input(1) ? &c.input(1) : nullptr, c.has_input(2) ? &c.input(2) : nullptr);
  c.set_output(0, x);
  if (c.has_output(1)) c.set_output(1, all_true(dropout_mask_dtype(x.dtype(), c.opset()), x.shape()));
}

}  // namespace

void register_tensor_const_ops(OpRegistry& r) {
  r.add({"Constant", "", 1, 21, {"value", "value_float", "value_floats", "value_int", "value_ints"},
         "sparse_value and strings unsupported; known at compile time", infer_constant, eval_constant});
  r.add({"ConstantOfShape", "", 9, 21, {"value"}, "shape must be known at compile time",
         infer_constant_of_shape, eval_constant_of_shape});
  r.add({"Range", "", 11, 21, {}, "f32/f64/i16/i32/i64; start, limit and delta known at compile time",
         infer_range, eval_range});
  r.add({"Identity", "", 1, 21, {}, "tensors only (no sequences/optionals)", infer_identity, eval_identity});
  r.add({"Dropout", "", 7, 21, {"ratio"}, "inference only: output = input, mask all true", infer_dropout,
         eval_dropout});
}

}  // namespace rammer
