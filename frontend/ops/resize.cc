// Resize (opset 10: scales; 11+: roi, scales, sizes; 18+: axes, keep_aspect_ratio_policy) and
// Upsample (opset 7: scales attribute; 9: scales input).
//
// Follows the ONNX reference (onnx/backend/test/case/node/resize.py) exactly: per axis, an output
// coordinate maps to x_ori by coordinate_transformation_mode (with output_width = scale * input,
// the unrounded float), then taps at floor(x_ori) (or x_ori - 1 with ratio 1 when x_ori is whole)
// with nearest / linear / cubic coefficients, edge-clamped indices, exclude_outside. N-D resizing is
// separable, so it runs one axis at a time, innermost first as the reference nests its loops.
// Opset 10 Resize and Upsample use asymmetric coordinates and ONNX Runtime's nearest rule for them
// (ceil when downscaling, floor otherwise). The output shape needs scales / sizes at compile time.
#include <algorithm>
#include <cmath>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/resize.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

struct ResizeAxis {
  int64_t in = 1, out = 1;
  double scale = 1;
  double roi_start = 0, roi_end = 1;
};

struct ResizeParams {
  std::string mode = "nearest";
  std::string coord = "half_pixel";
  std::string nearest_mode = "round_prefer_floor";  // "simple": opset 10 Resize and Upsample
  double cubic_a = -0.75;
  bool exclude_outside = false;
  double extrapolation = 0;
  std::vector<ResizeAxis> axes;  // one per dimension of X
};

// Which inputs the op version has: roi, scales, sizes (-1 = none). Upsample-7 has none.
struct ResizeInputs {
  int roi = -1, scales = -1, sizes = -1;
};

ResizeInputs resize_inputs(const Node& node) {
  if (node.op == "Upsample") return node.opset >= 9 ? ResizeInputs{-1, 1, -1} : ResizeInputs{};
  if (node.opset < 11) return {-1, 1, -1};
  return {1, 2, 3};
}

bool legacy(const Node& node) { return node.op == "Upsample" || node.opset < 11; }

void check_one_of(const std::string& name, const std::string& v, std::vector<std::string> ok) {
  for (const auto& o : ok)
    if (v == o) return;
  RAMMER_UNSUPPORTED(name, " '", v, "'");
}

// Everything but the per-axis sizes, from the attributes.
ResizeParams read_attributes(const Node& node) {
  const Attributes& a = node.attrs;
  ResizeParams p;
  p.mode = a.get_string("mode", "nearest");
  // Upsample-7/9 spelled linear as "linear" or "bilinear".
  if (p.mode == "bilinear" && node.op == "Upsample") p.mode = "linear";
  if (legacy(node)) {
    check_one_of("mode", p.mode, {"nearest", "linear"});
    p.coord = "asymmetric";
    p.nearest_mode = "simple";
    return p;
  }
  check_one_of("mode", p.mode, {"nearest", "linear", "cubic"});
  p.coord = a.get_string("coordinate_transformation_mode", "half_pixel");
  check_one_of("coordinate_transformation_mode", p.coord,
               {"half_pixel", "half_pixel_symmetric", "pytorch_half_pixel", "align_corners",
                "asymmetric", "tf_half_pixel_for_nn", "tf_crop_and_resize"});
  p.nearest_mode = a.get_string("nearest_mode", "round_prefer_floor");
  check_one_of("nearest_mode", p.nearest_mode, {"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"});
  p.cubic_a = a.get_float("cubic_coeff_a", -0.75f);
  p.exclude_outside = a.get_int("exclude_outside", 0) != 0;
  p.extrapolation = a.get_float("extrapolation_value", 0.0f);
  if (a.get_int("antialias", 0) != 0) RAMMER_UNSUPPORTED("antialias 1");
  return p;
}

// Fills p.axes from the data of scales / sizes / roi (any of them may be nullptr = absent).
void plan_axes(ResizeParams& p, const Node& node, const Shape& x, const Tensor* roi,
               const Tensor* scales, const Tensor* sizes) {
  const int64_t rank = static_cast<int64_t>(x.size());
  std::vector<int64_t> axes;
  if (node.opset >= 18 && node.op == "Resize" && node.attrs.has("axes")) {
    for (int64_t ax : node.attrs.get_ints("axes")) axes.push_back(normalize_axis(ax, rank));
  } else {
    for (int64_t i = 0; i < rank; ++i) axes.push_back(i);
  }
  const size_t n = axes.size();
  p.axes.assign(static_cast<size_t>(rank), {});
  for (int64_t i = 0; i < rank; ++i) {
    p.axes[static_cast<size_t>(i)].in = x[static_cast<size_t>(i)];
    p.axes[static_cast<size_t>(i)].out = x[static_cast<size_t>(i)];
  }
  if (sizes) {
    RAMMER_CHECK(static_cast<size_t>(sizes->numel()) == n, "sizes has ", sizes->numel(),
                 " entries; expected ", n);
    const std::string policy = node.opset >= 18 ? node.attrs.get_string("keep_aspect_ratio_policy", "stretch")
                                                : "stretch";
    check_one_of("keep_aspect_ratio_policy", policy, {"stretch", "not_larger", "not_smaller"});
    if (policy == "stretch") {
      for (size_t k = 0; k < n; ++k) {
        ResizeAxis& ra = p.axes[static_cast<size_t>(axes[k])];
        ra.out = sizes->get_i64(static_cast<int64_t>(k));
        RAMMER_CHECK(ra.out >= 0 && ra.in > 0, "bad sizes entry ", ra.out, " for input size ", ra.in);
        ra.scale = static_cast<double>(ra.out) / static_cast<double>(ra.in);
      }
    } else {
      // One scale for all resized axes: the largest that fits (not_larger) or the smallest that
      // covers (not_smaller); sizes are then rounded half up.
      double s = policy == "not_larger" ? 1e300 : 0;
      for (size_t k = 0; k < n; ++k) {
        const ResizeAxis& ra = p.axes[static_cast<size_t>(axes[k])];
        const double r = static_cast<double>(sizes->get_i64(static_cast<int64_t>(k))) / static_cast<double>(ra.in);
        s = policy == "not_larger" ? std::min(s, r) : std::max(s, r);
      }
      for (size_t k = 0; k < n; ++k) {
        ResizeAxis& ra = p.axes[static_cast<size_t>(axes[k])];
        ra.scale = s;
        ra.out = static_cast<int64_t>(s * static_cast<double>(ra.in) + 0.5);
      }
    }
  } else {
    RAMMER_CHECK(scales != nullptr, "one of scales and sizes must be given (and non-empty)");
    RAMMER_CHECK(static_cast<size_t>(scales->numel()) == n, "scales has ", scales->numel(),
                 " entries; expected ", n);
    for (size_t k = 0; k < n; ++k) {
      ResizeAxis& ra = p.axes[static_cast<size_t>(axes[k])];
      // The scale as stored (f32), times the size in double, truncated: as the reference does.
      ra.scale = scales->get_f64(static_cast<int64_t>(k));
      RAMMER_CHECK(ra.scale > 0, "scales must be positive, got ", ra.scale);
      ra.out = static_cast<int64_t>(std::floor(ra.scale * static_cast<double>(ra.in)));
    }
  }
  if (roi && p.coord == "tf_crop_and_resize") {
    const bool full = static_cast<size_t>(roi->numel()) == 2 * static_cast<size_t>(rank);
    RAMMER_CHECK(full || static_cast<size_t>(roi->numel()) == 2 * n, "roi has ", roi->numel(),
                 " entries; expected ", 2 * n);
    for (size_t k = 0; k < n; ++k) {
      const size_t dim = static_cast<size_t>(axes[k]);
      const int64_t i = full ? axes[k] : static_cast<int64_t>(k);
      const int64_t len = full ? rank : static_cast<int64_t>(n);
      p.axes[dim].roi_start = roi->get_f64(i);
      p.axes[dim].roi_end = roi->get_f64(i + len);
    }
  }
}

// The tensor of input i when present and non-empty (scales and roi may be given as empty tensors).
const Tensor* present(const EvalContext& ctx, int i) {
  if (i < 0 || !ctx.has_input(static_cast<size_t>(i))) return nullptr;
  const Tensor& t = ctx.input(static_cast<size_t>(i));
  return t.numel() > 0 ? &t : nullptr;
}

ResizeParams resize_params(const Node& node, const Shape& x, const Tensor* roi, const Tensor* scales,
                           const Tensor* sizes) {
  ResizeParams p = read_attributes(node);
  Tensor attr_scales;
  if (node.op == "Upsample" && node.opset < 9) {
    std::vector<float> s = node.attrs.get_floats("scales");
    attr_scales = Tensor::from_vector<float>(DType::f32, {static_cast<int64_t>(s.size())}, s);
    scales = &attr_scales;
  }
  plan_axes(p, node, x, roi, sizes ? nullptr : scales, sizes);
  return p;
}

void infer_resize(InferContext& ctx) {
  const Node& node = ctx.node();
  const ResizeInputs in = resize_inputs(node);
  const ResizeParams from_attrs = read_attributes(node);
  auto nonempty = [&](int i) {
    return i >= 0 && ctx.has_input(static_cast<size_t>(i)) &&
           shape_numel(ctx.shape(static_cast<size_t>(i))) > 0;
  };
  const Tensor* sizes = nonempty(in.sizes) ? &ctx.require_known(static_cast<size_t>(in.sizes), "sizes") : nullptr;
  const Tensor* scales =
      !sizes && nonempty(in.scales) ? &ctx.require_known(static_cast<size_t>(in.scales), "scales") : nullptr;
  const Tensor* roi = from_attrs.coord == "tf_crop_and_resize" && nonempty(in.roi)
                          ? &ctx.require_known(static_cast<size_t>(in.roi), "roi")
                          : nullptr;
  ResizeParams p = resize_params(node, ctx.shape(0), roi, scales, sizes);
  Shape out;
  for (const ResizeAxis& a : p.axes) out.push_back(a.out);
  ctx.set_output(0, ctx.dtype(0), out);
}

// ---- evaluation --------------------------------------------------------------------------------

// Output index x along an axis -> the source coordinate x_ori; false when it lies outside the
// input for tf_crop_and_resize (the output is then extrapolation_value).
bool source_coordinate(const ResizeParams& p, const ResizeAxis& a, int64_t out_index, double& x_ori) {
  const double x = static_cast<double>(out_index);
  const double in = static_cast<double>(a.in);
  const double out_w = a.scale * in;  // the unrounded output width, as the reference uses it
  const std::string& m = p.coord;
  if (m == "align_corners") {
    x_ori = out_w == 1 ? 0.0 : x * (in - 1) / (out_w - 1);
  } else if (m == "asymmetric") {
    x_ori = x / a.scale;
  } else if (m == "tf_crop_and_resize") {
    x_ori = out_w == 1 ? (a.roi_end - a.roi_start) * (in - 1) / 2
                       : x * (a.roi_end - a.roi_start) * (in - 1) / (out_w - 1);
    x_ori += a.roi_start * (in - 1);
    if (x_ori < 0 || x_ori > in - 1) return false;
  } else if (m == "pytorch_half_pixel") {
    x_ori = out_w == 1 ? -0.5 : (x + 0.5) / a.scale - 0.5;
  } else if (m == "tf_half_pixel_for_nn") {
    x_ori = (x + 0.5) / a.scale;
  } else if (m == "half_pixel_symmetric") {
    const double adjustment = static_cast<double>(a.out) / out_w;
    const double offset = in / 2 * (1 - adjustment);
    x_ori = offset + (x + 0.5) / a.scale - 0.5;
  } else {
    x_ori = (x + 0.5) / a.scale - 0.5;
  }
  return true;
}

double cubic_weight(double t, double A) {  // Keys' cubic kernel at distance |t|
  t = std::abs(t);
  if (t <= 1) return ((A + 2) * t - (A + 3)) * t * t + 1;
  if (t < 2) return ((A * t - 5 * A) * t + 8 * A) * t - 4 * A;
  return 0;
}

// For one axis: `taps` (index, weight) pairs per output index, and which outputs extrapolate.
struct AxisTaps {
  int64_t per_out = 0;
  std::vector<int64_t> index;
  std::vector<double> weight;
  std::vector<bool> outside;
};

AxisTaps axis_taps(const ResizeParams& p, const ResizeAxis& a) {
  AxisTaps t;
  t.per_out = p.mode == "cubic" ? 4 : p.mode == "linear" ? 2 : 1;
  t.outside.assign(static_cast<size_t>(a.out), false);
  for (int64_t o = 0; o < a.out; ++o) {
    double x_ori = 0;
    std::vector<int64_t> idx;
    std::vector<double> w;
    if (!source_coordinate(p, a, o, x_ori)) {
      t.outside[static_cast<size_t>(o)] = true;
      idx.assign(static_cast<size_t>(t.per_out), 0);
      w.assign(static_cast<size_t>(t.per_out), 0.0);
    } else if (p.nearest_mode == "simple" && p.mode == "nearest") {
      idx = {static_cast<int64_t>(a.scale < 1 ? std::ceil(x_ori) : std::floor(x_ori))};
      w = {1.0};
    } else {
      // Taps start at floor(x_ori); a whole x_ori is treated as ratio 1 from the pixel before it.
      int64_t base = static_cast<int64_t>(std::floor(x_ori));
      double ratio = x_ori - static_cast<double>(base);
      if (ratio == 0) {
        base -= 1;
        ratio = 1;
      }
      if (p.mode == "nearest") {
        bool upper = true;  // a whole x_ori picks base + 1 == x_ori
        if (ratio != 1) {
          const std::string& nm = p.nearest_mode;
          upper = nm == "round_prefer_floor" ? ratio > 0.5
                  : nm == "round_prefer_ceil" ? ratio >= 0.5
                  : nm == "ceil";
        }
        idx = {upper ? base + 1 : base};
        w = {1.0};
      } else if (p.mode == "linear") {
        idx = {base, base + 1};
        w = {1 - ratio, ratio};
      } else {
        idx = {base - 1, base, base + 1, base + 2};
        w = {cubic_weight(ratio + 1, p.cubic_a), cubic_weight(ratio, p.cubic_a),
             cubic_weight(1 - ratio, p.cubic_a), cubic_weight(2 - ratio, p.cubic_a)};
      }
      if (p.exclude_outside) {
        double sum = 0;
        for (size_t k = 0; k < idx.size(); ++k) {
          if (idx[k] < 0 || idx[k] >= a.in) w[k] = 0;
          sum += w[k];
        }
        for (double& v : w) v /= sum;
      }
      for (int64_t& i : idx) i = std::clamp<int64_t>(i, 0, a.in - 1);  // edge padding
    }
    t.index.insert(t.index.end(), idx.begin(), idx.end());
    t.weight.insert(t.weight.end(), w.begin(), w.end());
  }
  return t;
}

// Resizes `data` (shape `shape`) along `axis`, in place of both.
void resize_axis(std::vector<double>& data, Shape& shape, size_t axis, const ResizeParams& p) {
  const ResizeAxis& a = p.axes[axis];
  const AxisTaps t = axis_taps(p, a);
  int64_t outer = 1, inner = 1;
  for (size_t i = 0; i < axis; ++i) outer *= shape[i];
  for (size_t i = axis + 1; i < shape.size(); ++i) inner *= shape[i];
  std::vector<double> out(static_cast<size_t>(outer * a.out * inner));
  for (int64_t b = 0; b < outer; ++b)
    for (int64_t o = 0; o < a.out; ++o) {
      double* dst = out.data() + (b * a.out + o) * inner;
      if (t.outside[static_cast<size_t>(o)]) {
        std::fill_n(dst, inner, p.extrapolation);
        continue;
      }
      for (int64_t k = 0; k < t.per_out; ++k) {
        const double w = t.weight[static_cast<size_t>(o * t.per_out + k)];
        if (w == 0) continue;
        const double* src = data.data() + (b * a.in + t.index[static_cast<size_t>(o * t.per_out + k)]) * inner;
        for (int64_t i = 0; i < inner; ++i) dst[i] += w * src[i];
      }
    }
  data = std::move(out);
  shape[axis] = a.out;
}

void eval_resize(EvalContext& ctx) {
  const Node& node = ctx.node();
  const ResizeInputs in = resize_inputs(node);
  const Tensor& X = ctx.input(0);
  const Tensor* sizes = present(ctx, in.sizes);
  ResizeParams p = resize_params(node, X.shape(), present(ctx, in.roi),
                                 sizes ? nullptr : present(ctx, in.scales), sizes);
  RAMMER_CHECK(!dtype_is_half(X.dtype()), dtype_name(X.dtype()), " Resize is not supported");
  std::vector<double> data(static_cast<size_t>(X.numel()));
  for (int64_t i = 0; i < X.numel(); ++i) data[static_cast<size_t>(i)] = X.get_f64(i);
  Shape shape = X.shape();
  for (size_t axis = shape.size(); axis-- > 0;) {
    const ResizeAxis& a = p.axes[axis];
    // An axis that keeps its size with an identity mapping needs no pass.
    const bool identity = a.in == a.out && a.scale == 1 && p.coord != "tf_crop_and_resize";
    if (!identity) resize_axis(data, shape, axis, p);
  }
  Tensor Y(X.dtype(), shape);
  for (int64_t i = 0; i < Y.numel(); ++i) Y.set_f64(i, data[static_cast<size_t>(i)]);
  ctx.set_output(0, std::move(Y));
}

}  // namespace

std::optional<ResizeTaps> resize_taps(const Graph& g, const Node& node, const Shape& x) {
  const ResizeInputs in = resize_inputs(node);
  const ResizeParams from_attrs = read_attributes(node);
  // nullptr for an absent or empty input; `known` turns false when a present one is not constant.
  bool known = true;
  auto constant_input = [&](int i) -> const Tensor* {
    if (i < 0 || node.input(static_cast<size_t>(i)).empty()) return nullptr;
    const std::string& name = node.input(static_cast<size_t>(i));
    const Tensor* t = g.constant(name);
    if (t == nullptr) {
      if (shape_numel(g.value(name).shape) > 0) known = false;
      return nullptr;
    }
    return t->numel() > 0 ? t : nullptr;
  };
  const Tensor* sizes = constant_input(in.sizes);
  const Tensor* scales = sizes ? nullptr : constant_input(in.scales);
  const Tensor* roi = from_attrs.coord == "tf_crop_and_resize" ? constant_input(in.roi) : nullptr;
  if (!known) return std::nullopt;
  const ResizeParams p = resize_params(node, x, roi, scales, sizes);
  ResizeTaps out;
  out.extrapolation = p.extrapolation;
  for (const ResizeAxis& a : p.axes) {
    ResizeAxisTaps t;
    t.in = a.in;
    t.out = a.out;
    t.identity = a.in == a.out && a.scale == 1 && p.coord != "tf_crop_and_resize";
    if (!t.identity) {
      AxisTaps at = axis_taps(p, a);
      t.per_out = at.per_out;
      t.index = std::move(at.index);
      t.weight = std::move(at.weight);
      t.outside = std::move(at.outside);
    }
    out.axes.push_back(std::move(t));
  }
  return out;
}

void register_resize_ops(OpRegistry& r) {
  r.add({"Resize", "", 10, 21,
         {"axes", "coordinate_transformation_mode", "cubic_coeff_a", "exclude_outside",
          "extrapolation_value", "keep_aspect_ratio_policy", "mode", "nearest_mode"},
         "nearest/linear/cubic, any rank, all coordinate modes; no antialias; not f16/bf16; with constant "
         "scales/sizes the lower_resize pass makes it Gathers and weighted sums (tile kernels)",
         infer_resize, eval_resize});
  r.add({"Upsample", "", 7, 9, {"mode", "scales"}, "nearest/linear (asymmetric); not f16/bf16; lowered as Resize",
         infer_resize, eval_resize});
}

}  // namespace rammer
