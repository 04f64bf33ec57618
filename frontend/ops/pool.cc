// Pooling: MaxPool (with the optional Indices output), AveragePool, LpPool and their Global forms.
//
// Any spatial rank. Windows follow conv_window.h (auto_pad, pads, strides, dilations, ceil_mode
// where the last window must start inside the input or its left padding). Padding never wins a
// max and adds nothing to a sum; AveragePool divides by the window cells inside the input, or with
// count_include_pad by the cells inside the padded input (cells past the right padding that
// ceil_mode adds are never counted, as in ONNX Runtime and PyTorch).
#include <cmath>
#include <limits>

#include "frontend/ops/conv_window.h"
#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

enum class PoolKind { max, average, lp };



Shape with_spatial(const Shape& x, const std::vector<int64_t>& sp) {
  Shape s = {x[0], x[1]};
  s.insert(s.end(), sp.begin(), sp.end());
  return s;
}

void check_pool_input(InferContext& ctx, PoolKind kind) {
  if (kind == PoolKind::max)
    ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i8, DType::u8});
  else
    ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16});
  RAMMER_CHECK(ctx.rank(0) >= 3, "X must have rank >= 3 (N, C, spatial...), got ",
               shape_str(ctx.shape(0)));
}

// Number of window cells along one axis whose coordinate lies in [lo, hi).
int64_t cells_in(const ConvWindow& w, size_t a, int64_t o, int64_t lo, int64_t hi) {
  int64_t n = 0;
  for (int64_t k = 0; k < w.kernel[a]; ++k) {
    const int64_t c = o * w.strides[a] - w.pads_begin[a] + k * w.dilations[a];
    n += c >= lo && c < hi;
  }
  return n;
}

// The divisor of every output position of AveragePool.
std::vector<int64_t> average_divisors(const ConvWindow& w, bool count_include_pad) {
  std::vector<int64_t> div(static_cast<size_t>(w.out_numel()));
  for_each_position(w.out, [&](const std::vector<int64_t>& o, int64_t p) {
    int64_t n = 1;
    for (size_t a = 0; a < w.rank(); ++a)
      n *= count_include_pad ? cells_in(w, a, o[a], -w.pads_begin[a], w.in[a] + w.pads_end[a])
                             : cells_in(w, a, o[a], 0, w.in[a]);
    div[static_cast<size_t>(p)] = n;
  });
  return div;
}

// Converts a row-major spatial offset to the column-major one (MaxPool storage_order=1).
int64_t column_major(int64_t off, const std::vector<int64_t>& in) {
  int64_t result = 0, stride = 1;
  std::vector<int64_t> coord(in.size());
  for (int64_t a = static_cast<int64_t>(in.size()) - 1; a >= 0; --a) {
    coord[static_cast<size_t>(a)] = off % in[static_cast<size_t>(a)];
    off /= in[static_cast<size_t>(a)];
  }
  for (size_t a = 0; a < in.size(); ++a) {
    result += coord[a] * stride;
    stride *= in[a];
  }
  return result;
}

// ---- windowed pools ----------------------------------------------------------------------------

template <PoolKind kind>
void infer_pool(InferContext& ctx) {
  check_pool_input(ctx, kind);
  ConvWindow w = pool_window(ctx.attrs(), ctx.shape(0));
  const Shape out = with_spatial(ctx.shape(0), w.out);
  ctx.set_output(0, ctx.dtype(0), out);
  if (kind == PoolKind::max && ctx.has_output(1)) {
    const int64_t order = ctx.attrs().get_int("storage_order", 0);
    if (order != 0 && order != 1) RAMMER_UNSUPPORTED("storage_order ", order);
    ctx.set_output(1, DType::i64, out);
  }
}

template <PoolKind kind, class T>
void pool(EvalContext& ctx) {
  const Tensor& X = ctx.input(0);
  const ConvWindow w = pool_window(ctx.attrs(), X.shape());
  const Shape out_shape = with_spatial(X.shape(), w.out);
  const int64_t NC = X.dim(0) * X.dim(1), K = w.kernel_numel(), P = w.out_numel(),
                I = w.in_numel();
  const std::vector<int64_t> offsets = window_offsets(w, w.out, w.in);
  Tensor Y(X.dtype(), out_shape);
  const T* x = X.data<T>();
  T* y = Y.data<T>();

  if constexpr (kind == PoolKind::max) {
    const bool want_indices = ctx.has_output(1);
    const bool col_major = ctx.attrs().get_int("storage_order", 0) == 1;
    Tensor Ind(DType::i64, out_shape);
    int64_t* ind = Ind.data<int64_t>();
    for (int64_t nc = 0; nc < NC; ++nc) {
      const T* xc = x + nc * I;
      for (int64_t p = 0; p < P; ++p) {
        T best = std::numeric_limits<T>::lowest();
        int64_t arg = -1;
        for (int64_t k = 0; k < K; ++k) {
          const int64_t off = offsets[static_cast<size_t>(k * P + p)];
          // Strict '>' keeps the first maximum in row-major window order (ONNX Runtime's choice).
          if (off >= 0 && (arg < 0 || xc[off] > best)) {
            best = xc[off];
            arg = off;
          }
        }
        y[nc * P + p] = best;
        if (want_indices)
          ind[nc * P + p] = arg < 0 ? -1 : nc * I + (col_major ? column_major(arg, w.in) : arg);
      }
    }
    ctx.set_output(0, std::move(Y));
    if (want_indices) ctx.set_output(1, std::move(Ind));
  } else if constexpr (kind == PoolKind::average) {
    const std::vector<int64_t> div =
        average_divisors(w, ctx.attrs().get_int("count_include_pad", 0) != 0);
    for (int64_t nc = 0; nc < NC; ++nc) {
      const T* xc = x + nc * I;
      for (int64_t p = 0; p < P; ++p) {
        T sum = 0;
        for (int64_t k = 0; k < K; ++k) {
          const int64_t off = offsets[static_cast<size_t>(k * P + p)];
          if (off >= 0) sum += xc[off];
        }
        const int64_t d = div[static_cast<size_t>(p)];
        y[nc * P + p] = d > 0 ? sum / static_cast<T>(d) : T(0);
      }
    }
    ctx.set_output(0, std::move(Y));
  } else {
    const T p_norm = static_cast<T>(ctx.attrs().get_int("p", 2));
    for (int64_t nc = 0; nc < NC; ++nc) {
      const T* xc = x + nc * I;
      for (int64_t p = 0; p < P; ++p) {
        T sum = 0;
        for (int64_t k = 0; k < K; ++k) {
          const int64_t off = offsets[static_cast<size_t>(k * P + p)];
          if (off >= 0) sum += std::pow(std::abs(xc[off]), p_norm);
        }
        y[nc * P + p] = std::pow(sum, T(1) / p_norm);
      }
    }
    ctx.set_output(0, std::move(Y));
  }
}

template <PoolKind kind>
void eval_pool(EvalContext& ctx) {
  switch (ctx.input(0).dtype()) {
    case DType::f32: return pool<kind, float>(ctx);
    case DType::f64: return pool<kind, double>(ctx);
    case DType::f16: case DType::bf16: return eval_half_through_f32(ctx, eval_pool<kind>);
    case DType::i8:
      if constexpr (kind == PoolKind::max) return pool<kind, int8_t>(ctx);
      break;
    case DType::u8:
      if constexpr (kind == PoolKind::max) return pool<kind, uint8_t>(ctx);
      break;
    default: break;
  }
  RAMMER_UNSUPPORTED("dtype ", dtype_name(ctx.input(0).dtype()));
}

// ---- global pools ------------------------------------------------------------------------------

template <PoolKind kind>
void infer_global_pool(InferContext& ctx) {
  check_pool_input(ctx, kind);
  ctx.set_output(0, ctx.dtype(0),
                 with_spatial(ctx.shape(0), std::vector<int64_t>(ctx.shape(0).size() - 2, 1)));
}

template <PoolKind kind, class T>
void global_pool(EvalContext& ctx) {
  const Tensor& X = ctx.input(0);
  const int64_t NC = X.dim(0) * X.dim(1);
  const int64_t I = shape_numel(spatial(X.shape()));
  Tensor Y(X.dtype(), with_spatial(X.shape(), std::vector<int64_t>(X.shape().size() - 2, 1)));
  const T* x = X.data<T>();
  const T p_norm = static_cast<T>(ctx.attrs().get_int("p", 2));
  for (int64_t nc = 0; nc < NC; ++nc) {
    const T* xc = x + nc * I;
    T acc = kind == PoolKind::max ? std::numeric_limits<T>::lowest() : T(0);
    for (int64_t i = 0; i < I; ++i) {
      if constexpr (kind == PoolKind::max)
        acc = std::max(acc, xc[i]);
      else if constexpr (kind == PoolKind::average)
        acc += xc[i];
      else
        acc += std::pow(std::abs(xc[i]), p_norm);
    }
    if constexpr (kind == PoolKind::average) acc /= static_cast<T>(I);
    if constexpr (kind == PoolKind::lp) acc = std::pow(acc, T(1) / p_norm);
    Y.data<T>()[nc] = acc;
  }
  ctx.set_output(0, std::move(Y));
}

template <PoolKind kind>
void eval_global_pool(EvalContext& ctx) {
  switch (ctx.input(0).dtype()) {
    case DType::f32: return global_pool<kind, float>(ctx);
    case DType::f64: return global_pool<kind, double>(ctx);
    case DType::f16: case DType::bf16: return eval_half_through_f32(ctx, eval_global_pool<kind>);
    case DType::i8:
      if constexpr (kind == PoolKind::max) return global_pool<kind, int8_t>(ctx);
      break;
    case DType::u8:
      if constexpr (kind == PoolKind::max) return global_pool<kind, uint8_t>(ctx);
      break;
    default: break;
  }
  RAMMER_UNSUPPORTED("dtype ", dtype_name(ctx.input(0).dtype()));
}

}  // namespace

void register_pool_ops(OpRegistry& r) {
  const std::vector<std::string> window_attrs = {"auto_pad", "ceil_mode", "dilations",
                                                 "kernel_shape", "pads", "strides"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> a = window_attrs;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
  };
  r.add({"MaxPool", "", 1, 21, with({"storage_order"}),
         "any spatial rank; optional Indices output; f32, f64, f16, bf16, i8, u8",
         infer_pool<PoolKind::max>, eval_pool<PoolKind::max>});
  r.add({"AveragePool", "", 1, 21, with({"count_include_pad"}),
         "any spatial rank; dilations from opset 19; f32, f64, f16, bf16", infer_pool<PoolKind::average>,
         eval_pool<PoolKind::average>});
  r.add({"LpPool", "", 1, 21, with({"p"}), "any spatial rank; f32, f64, f16, bf16",
         infer_pool<PoolKind::lp>, eval_pool<PoolKind::lp>});
  r.add({"GlobalAveragePool", "", 1, 21, {}, "f32, f64, f16, bf16", infer_global_pool<PoolKind::average>,
         eval_global_pool<PoolKind::average>});
  r.add({"GlobalMaxPool", "", 1, 21, {}, "f32, f64, f16, bf16, i8, u8", infer_global_pool<PoolKind::max>,
         eval_global_pool<PoolKind::max>});
  r.add({"GlobalLpPool", "", 1, 21, {"p"}, "f32, f64, f16, bf16", infer_global_pool<PoolKind::lp>,
         eval_global_pool<PoolKind::lp>});
}

}  // namespace rammer
