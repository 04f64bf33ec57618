// Normalizations: BatchNormalization (inference), LayerNormalization, InstanceNormalization, LRN,
// MeanVarianceNormalization.
//
// All compute in double on a copy of X and round once to X's dtype at the end (f16 included), so
// the reference is as exact as the formulas allow; optimised kernels are checked against it
// with a tolerance. Statistics are two-pass (mean, then mean of squared deviations).
#include <cmath>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

const std::initializer_list<DType> kFloat = {DType::f32, DType::f64, DType::f16, DType::bf16};

// The data of `t` as doubles.
std::vector<double> to_f64(const Tensor& t) {
  const Tensor d = t.dtype() == DType::f64 ? t : t.cast(DType::f64);
  return std::vector<double>(d.data<double>(), d.data<double>() + d.numel());
}

Tensor from_f64(const std::vector<double>& v, DType dtype, Shape shape) {
  Tensor d = Tensor::from_vector<double>(DType::f64, std::move(shape), v);
  return dtype == DType::f64 ? d : d.cast(dtype);
}

// Mean and 1/sqrt(var + eps) of each of `rows` contiguous rows of `len` values.
void row_stats(const std::vector<double>& x, int64_t rows, int64_t len, double eps, std::vector<double>& mean,
               std::vector<double>& inv_std) {
  mean.assign(static_cast<size_t>(rows), 0.0);
  inv_std.assign(static_cast<size_t>(rows), 0.0);
  for (int64_t r = 0; r < rows; ++r) {
    const double* p = x.data() + r * len;
    double m = 0, v = 0;
    for (int64_t i = 0; i < len; ++i) m += p[i];
    m /= static_cast<double>(len);
    for (int64_t i = 0; i < len; ++i) v += (p[i] - m) * (p[i] - m);
    v /= static_cast<double>(len);
    mean[static_cast<size_t>(r)] = m;
    inv_std[static_cast<size_t>(r)] = 1.0 / std::sqrt(v + eps);
  }
}

void require_channel_vector(const InferContext& ctx, size_t i, int64_t channels, const char* what) {
  RAMMER_CHECK(ctx.shape(i) == Shape{channels}, what, " must have shape [", channels, "], got ",
               shape_str(ctx.shape(i)));
  ctx.require_dtype(i, kFloat);
}

// ---- BatchNormalization (inference): y = (x - mean[c]) / sqrt(var[c] + eps) * scale[c] + B[c].

void register_batchnorm(OpRegistry& r) {
  OpSchema s;
  s.op = "BatchNormalization";
  s.min_opset = 7;
  s.attributes = {"epsilon", "momentum", "spatial", "training_mode"};
  s.notes = "inference only (training_mode=1 and spatial=0 unsupported); f32, f64, f16, bf16";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 5, "BatchNormalization takes 5 inputs, got ", ctx.num_inputs());
    if (ctx.attrs().get_int("training_mode", 0) != 0)
      RAMMER_UNSUPPORTED("BatchNormalization training_mode=1 (only inference is supported)");
    if (ctx.opset() < 9 && ctx.attrs().get_int("spatial", 1) == 0)
      RAMMER_UNSUPPORTED("BatchNormalization spatial=0");
    for (size_t i = 1; i < ctx.num_outputs(); ++i)
      if (ctx.has_output(i)) RAMMER_UNSUPPORTED("BatchNormalization training outputs (output ", i, ")");
    ctx.require_dtype(0, kFloat);
    RAMMER_CHECK(ctx.rank(0) >= 2, "BatchNormalization X must have rank >= 2, got ", shape_str(ctx.shape(0)));
    const int64_t c = ctx.shape(0)[1];
    require_channel_vector(ctx, 1, c, "scale");
    require_channel_vector(ctx, 2, c, "B");
    require_channel_vector(ctx, 3, c, "mean");
    require_channel_vector(ctx, 4, c, "var");
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& xt = ctx.input(0);
    std::vector<double> x = to_f64(xt);
    const std::vector<double> scale = to_f64(ctx.input(1)), b = to_f64(ctx.input(2)),
                              mean = to_f64(ctx.input(3)), var = to_f64(ctx.input(4));
    const double eps = ctx.attrs().get_float("epsilon", 1e-5f);
    const int64_t n = xt.dim(0), c = xt.dim(1), inner = xt.numel() / std::max<int64_t>(n * c, 1);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t ch = 0; ch < c; ++ch) {
        const size_t k = static_cast<size_t>(ch);
        const double inv = 1.0 / std::sqrt(var[k] + eps);
        double* p = x.data() + (i * c + ch) * inner;
        for (int64_t j = 0; j < inner; ++j) p[j] = (p[j] - mean[k]) * inv * scale[k] + b[k];
      }
    ctx.set_output(0, from_f64(x, xt.dtype(), xt.shape()));
  };
  r.add(std::move(s));
}

// ---- LayerNormalization (opset 17): normalise over the dims from `axis` on; Scale and B broadcast
// to those dims. Mean and InvStdDev keep X's leading dims and have 1s from axis on.

struct LayerNormShape {
  int64_t axis, rows, len;
  Shape stat_shape;
};

LayerNormShape layer_norm_shape(const Shape& x, const Attributes& attrs) {
  const int64_t rank = static_cast<int64_t>(x.size());
  LayerNormShape s;
  s.axis = normalize_axis(attrs.get_int("axis", -1), rank);
  s.rows = 1;
  s.len = 1;
  for (int64_t i = 0; i < rank; ++i) {
    const int64_t d = x[static_cast<size_t>(i)];
    (i < s.axis ? s.rows : s.len) *= d;
    s.stat_shape.push_back(i < s.axis ? d : 1);
  }
  return s;
}

DType stash_dtype(const Attributes& attrs) {
  const int64_t st = attrs.get_int("stash_type", 1);
  if (st == 1) return DType::f32;
  if (st == 11) return DType::f64;
  RAMMER_UNSUPPORTED("LayerNormalization stash_type=", st);
}

void register_layernorm(OpRegistry& r) {
  OpSchema s;
  s.op = "LayerNormalization";
  s.min_opset = 17;
  s.attributes = {"axis", "epsilon", "stash_type"};
  s.notes = "optional B, Mean and InvStdDev; f32, f64, f16, bf16";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() >= 2 && ctx.num_inputs() <= 3, "LayerNormalization takes 2 or 3 inputs");
    ctx.require_dtype(0, kFloat);
    const LayerNormShape ls = layer_norm_shape(ctx.shape(0), ctx.attrs());
    const Shape norm(ctx.shape(0).begin() + ls.axis, ctx.shape(0).end());
    for (size_t i = 1; i < 3; ++i) {
      if (!ctx.has_input(i)) continue;
      RAMMER_CHECK(ctx.dtype(i) == ctx.dtype(0), "LayerNormalization input ", i, " has dtype ",
                   dtype_name(ctx.dtype(i)), " but X has ", dtype_name(ctx.dtype(0)));
      RAMMER_CHECK(broadcast_shapes(ctx.shape(i), norm) == norm, "LayerNormalization input ", i, " ",
                   shape_str(ctx.shape(i)), " does not broadcast to the normalised dims ", shape_str(norm));
    }
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
    const DType stash = stash_dtype(ctx.attrs());
    for (size_t i = 1; i < 3; ++i)
      if (ctx.has_output(i)) ctx.set_output(i, stash, ls.stat_shape);
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& xt = ctx.input(0);
    const LayerNormShape ls = layer_norm_shape(xt.shape(), ctx.attrs());
    const Shape norm(xt.shape().begin() + ls.axis, xt.shape().end());
    std::vector<double> x = to_f64(xt);
    std::vector<double> mean, inv;
    row_stats(x, ls.rows, ls.len, ctx.attrs().get_float("epsilon", 1e-5f), mean, inv);
    const std::vector<double> scale = to_f64(ctx.input(1));
    const std::vector<int64_t> smap = broadcast_index_map(ctx.input(1).shape(), norm);
    std::vector<double> bias;
    std::vector<int64_t> bmap;
    if (ctx.has_input(2)) {
      bias = to_f64(ctx.input(2));
      bmap = broadcast_index_map(ctx.input(2).shape(), norm);
    }
    for (int64_t rr = 0; rr < ls.rows; ++rr)
      for (int64_t j = 0; j < ls.len; ++j) {
        const size_t k = static_cast<size_t>(j), row = static_cast<size_t>(rr);
        double& v = x[static_cast<size_t>(rr * ls.len + j)];
        v = (v - mean[row]) * inv[row] * scale[static_cast<size_t>(smap[k])];
        if (!bias.empty()) v += bias[static_cast<size_t>(bmap[k])];
      }
    ctx.set_output(0, from_f64(x, xt.dtype(), xt.shape()));
    const DType stash = stash_dtype(ctx.attrs());
    if (ctx.has_output(1)) ctx.set_output(1, from_f64(mean, stash, ls.stat_shape));
    if (ctx.has_output(2)) ctx.set_output(2, from_f64(inv, stash, ls.stat_shape));
  };
  r.add(std::move(s));
}

// ---- InstanceNormalization: per (n, c), normalise over the spatial dims; then scale[c], B[c].

void register_instancenorm(OpRegistry& r) {
  OpSchema s;
  s.op = "InstanceNormalization";
  s.min_opset = 6;
  s.attributes = {"epsilon"};
  s.notes = "f32, f64, f16, bf16";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 3, "InstanceNormalization takes 3 inputs, got ", ctx.num_inputs());
    ctx.require_dtype(0, kFloat);
    RAMMER_CHECK(ctx.rank(0) >= 3, "InstanceNormalization X must have rank >= 3, got ", shape_str(ctx.shape(0)));
    require_channel_vector(ctx, 1, ctx.shape(0)[1], "scale");
    require_channel_vector(ctx, 2, ctx.shape(0)[1], "B");
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& xt = ctx.input(0);
    const int64_t n = xt.dim(0), c = xt.dim(1), len = xt.numel() / std::max<int64_t>(n * c, 1);
    std::vector<double> x = to_f64(xt);
    const std::vector<double> scale = to_f64(ctx.input(1)), b = to_f64(ctx.input(2));
    std::vector<double> mean, inv;
    row_stats(x, n * c, len, ctx.attrs().get_float("epsilon", 1e-5f), mean, inv);
    for (int64_t row = 0; row < n * c; ++row) {
      const size_t ch = static_cast<size_t>(row % c), k = static_cast<size_t>(row);
      for (int64_t j = 0; j < len; ++j) {
        double& v = x[static_cast<size_t>(row * len + j)];
        v = (v - mean[k]) * inv[k] * scale[ch] + b[ch];
      }
    }
    ctx.set_output(0, from_f64(x, xt.dtype(), xt.shape()));
  };
  r.add(std::move(s));
}

// ---- LRN: y = x / (bias + alpha / size * sum of x^2 over the channel window)^beta, the window
// running from c - floor((size-1)/2) to c + ceil((size-1)/2), clipped to the channels.

void register_lrn(OpRegistry& r) {
  OpSchema s;
  s.op = "LRN";
  s.min_opset = 1;
  s.attributes = {"alpha", "beta", "bias", "size"};
  s.notes = "f32, f64, f16, bf16";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, "LRN takes 1 input, got ", ctx.num_inputs());
    ctx.require_dtype(0, kFloat);
    RAMMER_CHECK(ctx.rank(0) >= 2, "LRN X must have rank >= 2, got ", shape_str(ctx.shape(0)));
    RAMMER_CHECK(ctx.attrs().require_int("size") > 0, "LRN size must be positive");
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& xt = ctx.input(0);
    const double alpha = ctx.attrs().get_float("alpha", 1e-4f), beta = ctx.attrs().get_float("beta", 0.75f),
                 bias = ctx.attrs().get_float("bias", 1.0f);
    const int64_t size = ctx.attrs().require_int("size");
    const int64_t n = xt.dim(0), c = xt.dim(1), inner = xt.numel() / std::max<int64_t>(n * c, 1);
    const std::vector<double> x = to_f64(xt);
    std::vector<double> y(x.size());
    const int64_t before = (size - 1) / 2, after = size - 1 - before;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t ch = 0; ch < c; ++ch)
        for (int64_t j = 0; j < inner; ++j) {
          double sq = 0;
          for (int64_t k = std::max<int64_t>(0, ch - before); k <= std::min(c - 1, ch + after); ++k) {
            const double v = x[static_cast<size_t>((i * c + k) * inner + j)];
            sq += v * v;
          }
          const size_t at = static_cast<size_t>((i * c + ch) * inner + j);
          y[at] = x[at] / std::pow(bias + alpha / static_cast<double>(size) * sq, beta);
        }
    ctx.set_output(0, from_f64(y, xt.dtype(), xt.shape()));
  };
  r.add(std::move(s));
}

// ---- MeanVarianceNormalization: y = (x - E[x]) / (sqrt(Var[x]) + 1e-9) over `axes`, the formula
// of the ONNX function body.

void register_mvn(OpRegistry& r) {
  OpSchema s;
  s.op = "MeanVarianceNormalization";
  s.min_opset = 9;
  s.attributes = {"axes"};
  s.notes = "default axes [0,2,3]; f32, f64, f16, bf16";
  s.infer = [](InferContext& ctx) {
    RAMMER_CHECK(ctx.num_inputs() == 1, "MeanVarianceNormalization takes 1 input, got ", ctx.num_inputs());
    ctx.require_dtype(0, kFloat);
    for (int64_t a : ctx.attrs().get_ints("axes", {0, 2, 3})) normalize_axis(a, ctx.rank(0));
    ctx.set_output(0, ctx.dtype(0), ctx.shape(0));
  };
  s.eval = [](EvalContext& ctx) {
    const Tensor& xt = ctx.input(0);
    Shape keep = xt.shape();
    for (int64_t a : ctx.attrs().get_ints("axes", {0, 2, 3})) keep[static_cast<size_t>(normalize_axis(a, xt.rank()))] = 1;
    const std::vector<int64_t> map = broadcast_index_map(keep, xt.shape());
    const int64_t groups = shape_numel(keep);
    const double count = groups ? static_cast<double>(xt.numel() / groups) : 1.0;
    std::vector<double> x = to_f64(xt);
    std::vector<double> mean(static_cast<size_t>(groups), 0.0), var(static_cast<size_t>(groups), 0.0);
    for (size_t i = 0; i < x.size(); ++i) mean[static_cast<size_t>(map[i])] += x[i] / count;
    for (size_t i = 0; i < x.size(); ++i) {
      const double d = x[i] - mean[static_cast<size_t>(map[i])];
      var[static_cast<size_t>(map[i])] += d * d / count;
    }
    for (size_t i = 0; i < x.size(); ++i) {
      const size_t g = static_cast<size_t>(map[i]);
      x[i] = (x[i] - mean[g]) / (std::sqrt(var[g]) + 1e-9);
    }
    ctx.set_output(0, from_f64(x, xt.dtype(), xt.shape()));
  };
  r.add(std::move(s));
}

}  // namespace

void register_normalization_ops(OpRegistry& r) {
  register_batchnorm(r);
  register_layernorm(r);
  register_instancenorm(r);
  register_lrn(r);
  register_mvn(r);
}

}  // namespace rammer
