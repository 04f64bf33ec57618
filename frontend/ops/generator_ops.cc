// Ops that generate their data from a shape or a size: EyeLike and the window functions HannWindow,
// HammingWindow, BlackmanWindow (opset 17). A window's length is an input, so it must be known at
// compile time (the "depends on runtime data" error otherwise).
#include <cmath>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

DType dtype_attr(const Attributes& attrs, const char* name, DType dflt) {
  const int64_t t = attrs.get_int(name, 0);
  if (t == 0) return dflt;
  const auto d = dtype_from_onnx(static_cast<int>(t));
  if (!d) RAMMER_UNSUPPORTED(name, " ", onnx_dtype_name(static_cast<int>(t)), " is unsupported");
  return *d;
}

void infer_eyelike(InferContext& c) {
  RAMMER_CHECK(c.rank(0) == 2, "EyeLike needs a 2-D input, got ", shape_str(c.shape(0)));
  c.set_output(0, dtype_attr(c.attrs(), "dtype", c.dtype(0)), c.shape(0));
}

// Ones on diagonal k (k > 0: above the main diagonal), zeros elsewhere.
void eval_eyelike(EvalContext& c) {
  const Tensor& x = c.input(0);
  Tensor y(dtype_attr(c.attrs(), "dtype", x.dtype()), x.shape());
  const int64_t k = c.attrs().get_int("k", 0);
  for (int64_t i = 0; i < x.dim(0); ++i)
    if (i + k >= 0 && i + k < x.dim(1)) y.set_f64(i * x.dim(1) + i + k, 1.0);
  c.set_output(0, std::move(y));
}

int64_t window_size(const Tensor& size) {
  RAMMER_CHECK(size.numel() == 1, "size must be a scalar, got ", shape_str(size.shape()));
  const int64_t n = size.get_i64(0);
  RAMMER_CHECK(n >= 0, "size must not be negative, got ", n);
  return n;
}

void infer_window(InferContext& c) {
  c.require_dtype(0, {DType::i32, DType::i64});
  const int64_t n = window_size(c.require_known(0, "size"));
  c.set_output(0, dtype_attr(c.attrs(), "output_datatype", DType::f32), {n});
}

// w[k] = a0 - a1 cos(2 pi k / D) + a2 cos(4 pi k / D), D = N (periodic) or N - 1 (symmetric).
void eval_window(EvalContext& c, double a0, double a1, double a2) {
  const int64_t n = window_size(c.input(0));
  const double denominator = c.attrs().get_int("periodic", 1) != 0 ? n : n - 1;
  Tensor y(dtype_attr(c.attrs(), "output_datatype", DType::f32), {n});
  for (int64_t k = 0; k < n; ++k) {
    const double x = 2.0 * M_PI * static_cast<double>(k) / denominator;
    y.set_f64(k, a0 - a1 * std::cos(x) + a2 * std::cos(2.0 * x));
  }
  c.set_output(0, std::move(y));
}

}  // namespace

void register_generator_ops(OpRegistry& r) {
  r.add({"EyeLike", "", 9, 21, {"dtype", "k"}, "2-D input", infer_eyelike, eval_eyelike});
  const std::vector<std::string> window_attrs = {"output_datatype", "periodic"};
  r.add({"HannWindow", "", 17, 21, window_attrs, "size must be known at compile time", infer_window,
         [](EvalContext& c) { eval_window(c, 0.5, 0.5, 0.0); }});
  r.add({"HammingWindow", "", 17, 21, window_attrs, "size must be known at compile time", infer_window,
         [](EvalContext& c) { eval_window(c, 25.0 / 46.0, 21.0 / 46.0, 0.0); }});
  r.add({"BlackmanWindow", "", 17, 21, window_attrs, "size must be known at compile time", infer_window,
         [](EvalContext& c) { eval_window(c, 0.42, 0.5, 0.08); }});
}

}  // namespace rammer
