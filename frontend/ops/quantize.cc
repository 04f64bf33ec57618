// Linear quantization: QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear, QLinearMatMul, QLinearConv,
// MatMulInteger, ConvInteger (reference only).
//
// Scales and zero points are per tensor (one element) or per axis (1-D, one per index of `axis`; for
// QLinearMatMul per row of a / column of b, for QLinearConv per output channel of w). Integer types
// u8, i8 (and i16 / i32 where the spec allows them). Quantizing rounds half to even and saturates.
// The q-linear ops accumulate the zero-point-shifted integers exactly (MatMul in i64, Conv in f64,
// whose integer sums stay far below 2^53) and requantize as ONNX's reference does: the float32
// multiplier scale_a * scale_b / scale_y applied to the sum in double, then the output zero point.
#include <algorithm>
#include <cmath>
#include <limits>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

bool is_quant_int(DType t) { return t == DType::u8 || t == DType::i8 || t == DType::i16; }

// Saturation bounds of an integer dtype.
std::pair<double, double> int_range(DType t) {
  switch (t) {
    case DType::u8: return {0, 255};
    case DType::i8: return {-128, 127};
    case DType::i16: return {-32768, 32767};
    case DType::i32: return {std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()};
    default: RAMMER_UNSUPPORTED("quantized type ", dtype_name(t), " is unsupported (u8, i8, i16)");
  }
}

// Rounds half to even (the default floating-point environment) and saturates into `t`.
double saturate_round(double v, DType t) {
  const auto [lo, hi] = int_range(t);
  const double r = std::nearbyint(v);
  return r < lo ? lo : r > hi ? hi : r;
}

// Which parameter element applies along the quantized axis: per tensor, or 1-D of size `dim`.
struct ParamIndex {
  int64_t dim = 0;    // the axis length when per-axis, 0 when per tensor
  int64_t inner = 1;  // elements after the axis
  int64_t at(int64_t flat) const { return dim == 0 ? 0 : (flat / inner) % dim; }
};

ParamIndex param_index(const Shape& x, const Shape& param, int64_t axis_attr, const char* what) {
  int64_t n = 1;
  for (int64_t d : param) n *= d;
  if (n == 1 && param.size() <= 1) return {};
  RAMMER_CHECK(param.size() == 1 && !x.empty(), what, " must be a scalar or 1-D, got ", shape_str(param));
  const int64_t axis = normalize_axis(axis_attr, static_cast<int64_t>(x.size()));
  RAMMER_CHECK(param[0] == x[static_cast<size_t>(axis)], what, " has ", param[0], " elements for axis ", axis,
               " of size ", x[static_cast<size_t>(axis)]);
  ParamIndex p;
  p.dim = param[0];
  for (size_t d = static_cast<size_t>(axis) + 1; d < x.size(); ++d) p.inner *= x[d];
  return p;
}

void require_per_tensor_before_13(const InferContext& c, size_t scale_input) {
  int64_t n = 1;
  for (int64_t d : c.shape(scale_input)) n *= d;
  if (c.opset() < 13) RAMMER_CHECK(n == 1, "per-axis scales need opset 13");
  if (c.attrs().get_int("block_size", 0) != 0) RAMMER_UNSUPPORTED("blocked quantization (block_size) is unsupported");
}

DType quantized_output_dtype(const InferContext& c) {
  if (c.has_input(2)) return c.dtype(2);
  const int64_t to = c.attrs().get_int("output_dtype", 0);
  if (to == 0) return DType::u8;
  const auto t = dtype_from_onnx(static_cast<int>(to));
  if (!t) RAMMER_UNSUPPORTED("output_dtype ", onnx_dtype_name(static_cast<int>(to)), " is unsupported");
  return *t;
}

void infer_quantize(InferContext& c) {
  c.require_dtype(0, {DType::f32, DType::f16, DType::bf16, DType::i32});
  c.require_dtype(1, {DType::f32, DType::f16, DType::bf16});
  require_per_tensor_before_13(c, 1);
  const DType out = quantized_output_dtype(c);
  if (!is_quant_int(out)) RAMMER_UNSUPPORTED("QuantizeLinear to ", dtype_name(out), " is unsupported (u8, i8, i16)");
  param_index(c.shape(0), c.shape(1), c.attrs().get_int("axis", 1), "y_scale");
  c.set_output(0, out, c.shape(0));
}

// y = saturate(round(x / scale) + zero_point), the division in float32 as the spec's reference.
void eval_quantize(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& scale = c.input(1);
  const Tensor* zp = c.has_input(2) ? &c.input(2) : nullptr;
  DType out_t = DType::u8;
  if (zp != nullptr) {
    out_t = zp->dtype();
  } else if (const int64_t to = c.attrs().get_int("output_dtype", 0); to != 0) {
    out_t = dtype_from_onnx(static_cast<int>(to)).value_or(DType::u8);
  }
  const ParamIndex pi = param_index(x.shape(), scale.shape(), c.attrs().get_int("axis", 1), "y_scale");
  Tensor y(out_t, x.shape());
  for (int64_t i = 0; i < x.numel(); ++i) {
    const int64_t p = pi.at(i);
    const float q = static_cast<float>(x.get_f64(i)) / static_cast<float>(scale.get_f64(p));
    const double z = zp == nullptr ? 0.0 : zp->get_f64(zp->numel() == 1 ? 0 : p);
    y.set_f64(i, saturate_round(std::nearbyint(q) + z, out_t));
  }
  c.set_output(0, std::move(y));
}

void infer_dequantize(InferContext& c) {
  c.require_dtype(0, {DType::u8, DType::i8, DType::i16, DType::i32});
  c.require_dtype(1, {DType::f32, DType::f16, DType::bf16});
  require_per_tensor_before_13(c, 1);
  if (c.has_input(2))
    RAMMER_CHECK(c.dtype(2) == c.dtype(0), "x_zero_point is ", dtype_name(c.dtype(2)), ", x ", dtype_name(c.dtype(0)));
  param_index(c.shape(0), c.shape(1), c.attrs().get_int("axis", 1), "x_scale");
  c.set_output(0, c.dtype(1), c.shape(0));
}

// y = (x - zero_point) * scale, in float32.
void eval_dequantize(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& scale = c.input(1);
  const Tensor* zp = c.has_input(2) ? &c.input(2) : nullptr;
  const ParamIndex pi = param_index(x.shape(), scale.shape(), c.attrs().get_int("axis", 1), "x_scale");
  Tensor y(scale.dtype(), x.shape());
  for (int64_t i = 0; i < x.numel(); ++i) {
    const int64_t p = pi.at(i);
    const float z = zp == nullptr ? 0.0f : static_cast<float>(zp->get_f64(zp->numel() == 1 ? 0 : p));
    y.set_f64(i, (static_cast<float>(x.get_f64(i)) - z) * static_cast<float>(scale.get_f64(p)));
  }
  c.set_output(0, std::move(y));
}

// x - zero_point as i64 (or f64), the zero point per tensor or per index of `axis`.
Tensor shifted(const Tensor& x, const Tensor* zp, int64_t axis, DType to, const char* what) {
  Tensor out(to, x.shape());
  const ParamIndex pi = zp == nullptr ? ParamIndex{} : param_index(x.shape(), zp->shape(), axis, what);
  for (int64_t i = 0; i < x.numel(); ++i)
    out.set_f64(i, x.get_f64(i) - (zp == nullptr ? 0.0 : zp->get_f64(pi.at(i))));
  return out;
}

// The float32 requantization multiplier of output element (row m, column/channel n): a scale and
// the output scale may be per row m, the b / w scale per column or channel n.
float multiplier(const Tensor& sa, const Tensor& sb, const Tensor& sy, int64_t m, int64_t n) {
  auto at = [](const Tensor& s, int64_t i) { return static_cast<float>(s.get_f64(s.numel() == 1 ? 0 : i)); };
  return at(sa, m) * at(sb, n) / at(sy, m);
}

void check_qlinear_inputs(InferContext& c, size_t a, size_t b, size_t y_zp) {
  for (size_t i : {a, b, y_zp}) c.require_dtype(i, {DType::u8, DType::i8});
  for (size_t i : {a + 1, b + 1, y_zp - 1}) c.require_dtype(i, {DType::f32});
  RAMMER_CHECK(c.dtype(a + 2) == c.dtype(a), "a zero point's dtype differs from its tensor's");
  RAMMER_CHECK(c.dtype(b + 2) == c.dtype(b), "a zero point's dtype differs from its tensor's");
}

void infer_qlinear_matmul(InferContext& c) {
  check_qlinear_inputs(c, 0, 3, 7);
  Node mm = c.node();
  mm.op = "MatMul";
  mm.inputs = {c.node().input(0), c.node().input(3)};
  const Value va{"a", DType::i64, c.shape(0), nullptr}, vb{"b", DType::i64, c.shape(3), nullptr};
  const auto outs = infer_node(mm, {{&va, nullptr}, {&vb, nullptr}});
  c.set_output(0, c.dtype(7), outs[0].shape);
}

void eval_qlinear_matmul(EvalContext& c) {
  const Tensor& a = c.input(0);
  const Tensor& b = c.input(3);
  // a's zero point is per row (axis -2 of a), b's per column (axis -1 of b).
  const Tensor A = shifted(a, &c.input(2), a.rank() >= 2 ? -2 : -1, DType::i64, "a_zero_point");
  const Tensor B = shifted(b, &c.input(5), -1, DType::i64, "b_zero_point");
  Node mm = c.node();
  mm.op = "MatMul";
  Tensor acc = std::move(eval_node(mm, {&A, &B})[0]);
  const Tensor& y_zp = c.input(7);
  Tensor y(y_zp.dtype(), acc.shape());
  const int64_t N = acc.dim(-1), M = acc.rank() >= 2 ? acc.dim(-2) : 1;
  for (int64_t i = 0; i < acc.numel(); ++i) {
    const int64_t n = i % N, m = (i / N) % M;
    const double v = static_cast<double>(acc.get_i64(i)) * multiplier(c.input(1), c.input(4), c.input(6), m, n);
    y.set_f64(i, saturate_round(v + y_zp.get_f64(y_zp.numel() == 1 ? 0 : m), y.dtype()));
  }
  c.set_output(0, std::move(y));
}

Node conv_node(const Node& q) {
  Node conv = q;
  conv.op = "Conv";
  conv.opset = 11;
  conv.inputs = {q.input(0), q.input(3)};
  if (!q.input(8).empty()) conv.inputs.push_back(q.input(8));
  return conv;
}

void infer_qlinear_conv(InferContext& c) {
  check_qlinear_inputs(c, 0, 3, 7);
  if (c.has_input(8)) c.require_dtype(8, {DType::i32});
  const Value vx{"x", DType::f64, c.shape(0), nullptr}, vw{"w", DType::f64, c.shape(3), nullptr};
  std::vector<InferInput> ins = {{&vx, nullptr}, {&vw, nullptr}};
  Value vb;
  if (c.has_input(8)) {
    vb = Value{"b", DType::f64, c.shape(8), nullptr};
    ins.push_back({&vb, nullptr});
  }
  const auto outs = infer_node(conv_node(c.node()), ins);
  c.set_output(0, c.dtype(7), outs[0].shape);
}

void eval_qlinear_conv(EvalContext& c) {
  const Tensor X = shifted(c.input(0), &c.input(2), 1, DType::f64, "x_zero_point");
  const Tensor W = shifted(c.input(3), &c.input(5), 0, DType::f64, "w_zero_point");
  std::vector<const Tensor*> ins = {&X, &W};
  Tensor bias;
  if (c.has_input(8)) {
    bias = c.input(8).cast(DType::f64);
    ins.push_back(&bias);
  }
  Tensor acc = std::move(eval_node(conv_node(c.node()), ins)[0]);
  const Tensor& y_zp = c.input(7);
  Tensor y(y_zp.dtype(), acc.shape());
  const int64_t channels = acc.dim(1), spatial = acc.numel() / std::max<int64_t>(1, acc.dim(0) * channels);
  for (int64_t i = 0; i < acc.numel(); ++i) {
    const int64_t ch = (i / spatial) % channels;
    const double v = acc.get_f64(i) * multiplier(c.input(1), c.input(4), c.input(6), 0, ch);
    y.set_f64(i, saturate_round(v + y_zp.get_f64(0), y.dtype()));
  }
  c.set_output(0, std::move(y));
}

void infer_dynamic_quantize(InferContext& c) {
  c.require_dtype(0, {DType::f32});
  c.set_output(0, DType::u8, c.shape(0));
  if (c.has_output(1)) c.set_output(1, DType::f32, {});
  if (c.has_output(2)) c.set_output(2, DType::u8, {});
}

// The u8 range covers [min(x, 0), max(x, 0)]: scale = (max - min) / 255, zero point = round(-min / scale)
// saturated, then x quantized with them (the spec's formulas, in float32).
void eval_dynamic_quantize(EvalContext& c) {
  const Tensor& x = c.input(0);
  float lo = 0.0f, hi = 0.0f;
  for (int64_t i = 0; i < x.numel(); ++i) {
    lo = std::min(lo, x.data<float>()[i]);
    hi = std::max(hi, x.data<float>()[i]);
  }
  const float scale = (hi - lo) / 255.0f;
  const double zp = scale == 0.0f ? 0.0 : saturate_round(std::nearbyint(-lo / scale), DType::u8);
  Tensor y(DType::u8, x.shape());
  for (int64_t i = 0; i < x.numel(); ++i)
    y.set_f64(i, scale == 0.0f ? zp : saturate_round(std::nearbyint(x.data<float>()[i] / scale) + zp, DType::u8));
  c.set_output(0, std::move(y));
  Tensor s(DType::f32, {});
  s.set_f64(0, scale);
  Tensor z(DType::u8, {});
  z.set_f64(0, zp);
  if (c.has_output(1)) c.set_output(1, std::move(s));
  if (c.has_output(2)) c.set_output(2, std::move(z));
}

// MatMulInteger and ConvInteger: the integer product of the zero-point-shifted inputs, as i32.
void infer_integer_op(InferContext& c, const Node& as, DType acc) {
  c.require_dtype(0, {DType::u8, DType::i8});
  c.require_dtype(1, {DType::u8, DType::i8});
  const Value va{"a", acc, c.shape(0), nullptr}, vb{"b", acc, c.shape(1), nullptr};
  c.set_output(0, DType::i32, infer_node(as, {{&va, nullptr}, {&vb, nullptr}})[0].shape);
}

Node renamed_node(const Node& n, const char* op, int opset) {
  Node m = n;
  m.op = op;
  m.opset = opset;
  m.inputs = {n.input(0), n.input(1)};
  return m;
}

void infer_matmul_integer(InferContext& c) { infer_integer_op(c, renamed_node(c.node(), "MatMul", 13), DType::i64); }

void eval_matmul_integer(EvalContext& c) {
  const Tensor& a = c.input(0);
  const Tensor A = shifted(a, c.has_input(2) ? &c.input(2) : nullptr, a.rank() >= 2 ? -2 : -1, DType::i64,
                           "a_zero_point");
  const Tensor B = shifted(c.input(1), c.has_input(3) ? &c.input(3) : nullptr, -1, DType::i64, "b_zero_point");
  c.set_output(0, eval_node(renamed_node(c.node(), "MatMul", 13), {&A, &B})[0].cast(DType::i32));
}

void infer_conv_integer(InferContext& c) { infer_integer_op(c, renamed_node(c.node(), "Conv", 11), DType::f64); }

void eval_conv_integer(EvalContext& c) {
  const Tensor X = shifted(c.input(0), c.has_input(2) ? &c.input(2) : nullptr, 1, DType::f64, "x_zero_point");
  const Tensor W = shifted(c.input(1), c.has_input(3) ? &c.input(3) : nullptr, 0, DType::f64, "w_zero_point");
  c.set_output(0, eval_node(renamed_node(c.node(), "Conv", 11), {&X, &W})[0].cast(DType::i32));
}

}  // namespace

void register_quantize_ops(OpRegistry& r) {
  r.add({"MatMulInteger", "", 10, 21, {}, "u8/i8 -> i32; zero points per tensor, per row of A, per column of B",
         infer_matmul_integer, eval_matmul_integer});
  r.add({"ConvInteger", "", 10, 21, {"auto_pad", "dilations", "group", "kernel_shape", "pads", "strides"},
         "u8/i8 -> i32; w zero point per tensor or per output channel", infer_conv_integer, eval_conv_integer});
  r.add({"QuantizeLinear", "", 10, 21, {"axis", "output_dtype"},
         "f32/f16/bf16/i32 -> u8/i8/i16, per tensor or per axis; rounds half to even, saturates", infer_quantize,
         eval_quantize});
  r.add({"DequantizeLinear", "", 10, 21, {"axis"}, "u8/i8/i16/i32 -> f32/f16/bf16, per tensor or per axis",
         infer_dequantize, eval_dequantize});
  r.add({"DynamicQuantizeLinear", "", 11, 21, {}, "f32 -> u8 with the scale and zero point of the data's range",
         infer_dynamic_quantize, eval_dynamic_quantize});
  r.add({"QLinearMatMul", "", 10, 21, {}, "u8/i8; scales per tensor, per row of a, per column of b",
         infer_qlinear_matmul, eval_qlinear_matmul});
  r.add({"QLinearConv", "", 10, 21, {"auto_pad", "dilations", "group", "kernel_shape", "pads", "strides"},
         "u8/i8, i32 bias; w scale and zero point per tensor or per output channel", infer_qlinear_conv,
         eval_qlinear_conv});
}

}  // namespace rammer
