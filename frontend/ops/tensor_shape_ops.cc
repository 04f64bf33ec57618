// Ops that only change or report a shape: Shape, Size, Reshape, Flatten, Squeeze, Unsqueeze, Expand.
//
// Each output shape is computed by one function used by both inference and evaluation, so the two
// cannot disagree. Shape and Size record their data at compile time (set_known_output): it depends on
// the static input shape only, which lets Shape -> Gather -> Concat -> Reshape chains resolve statically.
#include <algorithm>

#include "frontend/ops/op_util.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

// Shape-15 start/end: negative values count from the back, then both clamp to [0, rank].
Tensor shape_of(const Shape& in, const Attributes& attrs, int opset) {
  const int64_t r = static_cast<int64_t>(in.size());
  int64_t start = opset >= 15 ? attrs.get_int("start", 0) : 0;
  int64_t end = opset >= 15 ? attrs.get_int("end", r) : r;
  auto clamp = [r](int64_t v) { return std::clamp(v < 0 ? v + r : v, int64_t{0}, r); };
  start = clamp(start);
  end = clamp(end);
  std::vector<int64_t> dims;
  for (int64_t i = start; i < end; ++i) dims.push_back(in[static_cast<size_t>(i)]);
  const int64_t n = static_cast<int64_t>(dims.size());
  return Tensor::from_vector<int64_t>(DType::i64, {n}, dims);
}

// Reshape's target: 0 copies the input dim at the same position (unless allowzero), one -1 is
// inferred from the element count.
Shape reshape_shape(const Shape& in, const std::vector<int64_t>& target, bool allowzero) {
  Shape out(target.size());
  int64_t infer_at = -1;
  int64_t known = 1;
  for (size_t i = 0; i < target.size(); ++i) {
    int64_t d = target[i];
    if (d == -1) {
      RAMMER_CHECK(infer_at < 0, "the target shape has more than one -1");
      infer_at = static_cast<int64_t>(i);
      continue;
    }
    if (d == 0 && !allowzero) {
      RAMMER_CHECK(i < in.size(), "target dim ", i, " is 0 (copy) but the input has rank ", in.size());
      d = in[i];
    }
    RAMMER_CHECK(d >= 0, "invalid target dim ", target[i]);
    out[i] = d;
    known *= d;
  }
  const int64_t n = shape_numel(in);
  if (infer_at >= 0) {
    RAMMER_CHECK(known != 0, "cannot infer the -1 dim of ", shape_str(target), " when other dims are 0");
    RAMMER_CHECK(n % known == 0, "cannot reshape ", shape_str(in), " to ", shape_str(target));
    out[static_cast<size_t>(infer_at)] = n / known;
  } else {
    RAMMER_CHECK(known == n, "cannot reshape ", shape_str(in), " (", n, " elements) to ", shape_str(out));
  }
  return out;
}

template <class Ctx>
Shape reshape_target(const Ctx& ctx, const Shape& in) {
  auto target = ints_attr_or_input(ctx, "shape", 1, 5, "shape");
  RAMMER_CHECK(target.has_value(), "the target shape is missing");
  return reshape_shape(in, *target, ctx.opset() >= 14 && ctx.attrs().get_int("allowzero", 0) != 0);
}

Shape flatten_shape(const Shape& in, int64_t axis) {
  const int64_t r = static_cast<int64_t>(in.size());
  if (axis < 0) axis += r;
  RAMMER_CHECK(axis >= 0 && axis <= r, "axis ", axis, " is out of range for rank ", r);
  return {dims_product(in, 0, axis), dims_product(in, axis, r)};
}

// No axes: drop every dim of size 1. Otherwise drop the listed dims, which must be 1.
Shape squeeze_shape(const Shape& in, const std::optional<std::vector<int64_t>>& axes) {
  const int64_t r = static_cast<int64_t>(in.size());
  std::vector<bool> drop(in.size(), false);
  if (!axes) {
    for (size_t i = 0; i < in.size(); ++i) drop[i] = in[i] == 1;
  } else {
    for (int64_t a : normalize_axes(*axes, r)) {
      RAMMER_CHECK(in[static_cast<size_t>(a)] == 1, "cannot squeeze axis ", a, " of shape ", shape_str(in),
                   ": its size is not 1");
      drop[static_cast<size_t>(a)] = true;
    }
  }
  Shape out;
  for (size_t i = 0; i < in.size(); ++i)
    if (!drop[i]) out.push_back(in[i]);
  return out;
}

// Axes refer to the output, whose rank is the input rank plus the number of axes.
Shape unsqueeze_shape(const Shape& in, const std::vector<int64_t>& axes) {
  const int64_t out_rank = static_cast<int64_t>(in.size() + axes.size());
  std::vector<bool> inserted(static_cast<size_t>(out_rank), false);
  for (int64_t a : normalize_axes(axes, out_rank)) inserted[static_cast<size_t>(a)] = true;
  Shape out;
  size_t k = 0;
  for (int64_t i = 0; i < out_rank; ++i) out.push_back(inserted[static_cast<size_t>(i)] ? 1 : in[k++]);
  return out;
}

template <class Ctx>
std::optional<std::vector<int64_t>> squeeze_axes(const Ctx& ctx) {
  return ints_attr_or_input(ctx, "axes", 1, 13, "axes");
}

template <class Ctx>
std::vector<int64_t> unsqueeze_axes(const Ctx& ctx) {
  auto axes = ints_attr_or_input(ctx, "axes", 1, 13, "axes");
  RAMMER_CHECK(axes.has_value(), "axes are required");
  return *axes;
}

// Expand broadcasts both ways: the output is broadcast(input shape, target shape).
Shape expand_shape(const Shape& in, const std::vector<int64_t>& target) {
  return broadcast_shapes(in, Shape(target.begin(), target.end()));
}

// Element strides of `in` viewed as `out` (right-aligned), 0 along broadcast dims.
std::vector<int64_t> broadcast_strides(const Shape& in, const Shape& out) {
  const size_t r = out.size();
  Shape st = shape_strides(in);
  std::vector<int64_t> res(r, 0);
  for (size_t i = 0; i < in.size(); ++i) {
    size_t o = r - in.size() + i;
    res[o] = (in[i] == 1 && out[o] != 1) ? 0 : st[i];
  }
  return res;
}

// Reshape-like ops: the output is the input's bytes under a new shape.
void infer_reshape(InferContext& c) { c.set_output(0, c.dtype(0), reshape_target(c, c.shape(0))); }
void eval_reshape(EvalContext& c) {
  c.set_output(0, c.input(0).reshaped(reshape_target(c, c.input(0).shape())));
}

void infer_flatten(InferContext& c) {
  c.set_output(0, c.dtype(0), flatten_shape(c.shape(0), c.attrs().get_int("axis", 1)));
}
void eval_flatten(EvalContext& c) {
  c.set_output(0, c.input(0).reshaped(flatten_shape(c.input(0).shape(), c.attrs().get_int("axis", 1))));
}

void infer_squeeze(InferContext& c) {
  c.set_output(0, c.dtype(0), squeeze_shape(c.shape(0), squeeze_axes(c)));
}
void eval_squeeze(EvalContext& c) {
  c.set_output(0, c.input(0).reshaped(squeeze_shape(c.input(0).shape(), squeeze_axes(c))));
}

void infer_unsqueeze(InferContext& c) {
  c.set_output(0, c.dtype(0), unsqueeze_shape(c.shape(0), unsqueeze_axes(c)));
}
void eval_unsqueeze(EvalContext& c) {
  c.set_output(0, c.input(0).reshaped(unsqueeze_shape(c.input(0).shape(), unsqueeze_axes(c))));
}

void infer_shape(InferContext& c) { c.set_known_output(0, shape_of(c.shape(0), c.attrs(), c.opset())); }
void eval_shape(EvalContext& c) { c.set_output(0, shape_of(c.input(0).shape(), c.attrs(), c.opset())); }

void infer_size(InferContext& c) { c.set_known_output(0, Tensor::scalar_i64(shape_numel(c.shape(0)))); }
void eval_size(EvalContext& c) { c.set_output(0, Tensor::scalar_i64(c.input(0).numel())); }

void infer_expand(InferContext& c) {
  c.set_output(0, c.dtype(0), expand_shape(c.shape(0), int_list(c.require_known(1, "shape"), "shape")));
}
void eval_expand(EvalContext& c) {
  const Tensor& x = c.input(0);
  Shape out = expand_shape(x.shape(), int_list(c.input(1), "shape"));
  c.set_output(0, strided_copy(x, out, broadcast_strides(x.shape(), out), 0));
}

}  // namespace

void register_tensor_shape_ops(OpRegistry& r) {
  r.add({"Shape", "", 1, 21, {"start", "end"}, "i64 output, known at compile time", infer_shape, eval_shape});
  r.add({"Size", "", 1, 21, {}, "i64 scalar, known at compile time", infer_size, eval_size});
  r.add({"Reshape", "", 1, 21, {"shape", "allowzero"},
         "target shape must be known at compile time; attribute form before opset 5", infer_reshape,
         eval_reshape});
  r.add({"Flatten", "", 1, 21, {"axis"}, "any dtype", infer_flatten, eval_flatten});
  r.add({"Squeeze", "", 1, 21, {"axes"}, "axes attribute before opset 13, input from 13", infer_squeeze,
         eval_squeeze});
  r.add({"Unsqueeze", "", 1, 21, {"axes"}, "axes attribute before opset 13, input from 13", infer_unsqueeze,
         eval_unsqueeze});
  r.add({"Expand", "", 8, 21, {}, "target shape must be known at compile time", infer_expand, eval_expand});
}

}  // namespace rammer
