// Pad (constant/reflect/edge/wrap) and Trilu.
//
// Pad maps every output coordinate, axis by axis, to an input coordinate or to "outside" (the
// constant), which covers all modes and negative pads (cropping) with one loop.
#include <algorithm>

#include "frontend/ops/op_util.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

// Per-axis begin/end pads for an input of rank `r`: `pads` holds begins then ends for `axes`
// (all axes when absent).
struct PadAmounts {
  std::vector<int64_t> begin, end;
};

template <class Ctx>
PadAmounts pad_amounts(const Ctx& c, int64_t r) {
  std::optional<std::vector<int64_t>> pads;
  if (c.opset() < 2)
    pads = c.attrs().get_ints("paddings");
  else
    pads = ints_attr_or_input(c, "pads", 1, 11, "pads");
  RAMMER_CHECK(pads.has_value(), "pads are required");
  std::vector<int64_t> axes;
  std::optional<std::vector<int64_t>> given_axes;
  if (c.opset() >= 18) given_axes = ints_attr_or_input(c, "axes", 3, 18, "axes");
  if (given_axes) {
    axes = normalize_axes(*given_axes, r);
  } else {
    for (int64_t i = 0; i < r; ++i) axes.push_back(i);
  }
  const size_t n = axes.size();
  RAMMER_CHECK(pads->size() == 2 * n, "pads has ", pads->size(), " entries; expected ", 2 * n);
  PadAmounts p{std::vector<int64_t>(static_cast<size_t>(r), 0),
               std::vector<int64_t>(static_cast<size_t>(r), 0)};
  for (size_t i = 0; i < n; ++i) {
    p.begin[static_cast<size_t>(axes[i])] = (*pads)[i];
    p.end[static_cast<size_t>(axes[i])] = (*pads)[n + i];
  }
  return p;
}

Shape pad_shape(const Shape& in, const PadAmounts& p) {
  Shape out(in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    out[i] = in[i] + p.begin[i] + p.end[i];
    RAMMER_CHECK(out[i] >= 0, "pads ", p.begin[i], ",", p.end[i], " make axis ", i, " of ", shape_str(in),
                 " negative");
  }
  return out;
}

enum class PadMode { constant, reflect, edge, wrap };

PadMode pad_mode(const Attributes& a) {
  const std::string m = a.get_string("mode", "constant");
  if (m == "constant") return PadMode::constant;
  if (m == "reflect") return PadMode::reflect;
  if (m == "edge") return PadMode::edge;
  if (m == "wrap") return PadMode::wrap;
  RAMMER_UNSUPPORTED("Pad mode '", m, "'");
}

// Input coordinate for output coordinate o along an axis of size dim, or -1 for the constant.
// Reflect repeats its reflection (numpy semantics) when a pad exceeds dim - 1.
int64_t source_coord(int64_t o, int64_t begin, int64_t dim, PadMode mode) {
  const int64_t i = o - begin;
  if (i >= 0 && i < dim) return i;
  switch (mode) {
    case PadMode::constant: return -1;
    case PadMode::edge: return std::clamp<int64_t>(i, 0, dim - 1);
    case PadMode::wrap: return ((i % dim) + dim) % dim;
    case PadMode::reflect: {
      if (dim == 1) return 0;
      const int64_t period = 2 * (dim - 1);
      int64_t m = ((i % period) + period) % period;
      return m < dim ? m : period - m;
    }
  }
  return -1;
}

void eval_pad(EvalContext& c) {
  const Tensor& x = c.input(0);
  const int64_t r = x.rank();
  const PadAmounts p = pad_amounts(c, r);
  const Shape out_shape = pad_shape(x.shape(), p);
  const PadMode mode = pad_mode(c.attrs());

  // The fill value as one element of x's dtype.
  Tensor fill(x.dtype(), {});
  if (c.opset() >= 11) {
    if (c.has_input(2) && c.input(2).numel() > 0) {
      RAMMER_CHECK(c.input(2).dtype() == x.dtype(), "constant_value has dtype ",
                   dtype_name(c.input(2).dtype()), " but the data is ", dtype_name(x.dtype()));
      copy_elements(c.input(2), 0, fill, 0, 1);
    }
  } else {
    fill.set_f64(0, c.attrs().get_float("value", 0.0f));
  }

  Tensor out(x.dtype(), out_shape);
  if (out.numel() == 0) return c.set_output(0, std::move(out));
  // maps[d][o] = input offset contributed by output coordinate o along axis d, or -1.
  const Shape st = shape_strides(x.shape());
  std::vector<std::vector<int64_t>> maps(static_cast<size_t>(r));
  for (size_t d = 0; d < static_cast<size_t>(r); ++d) {
    RAMMER_CHECK(mode == PadMode::constant || x.shape()[d] > 0 || out_shape[d] == 0,
                 "cannot pad an empty axis in mode ", c.attrs().get_string("mode", "constant"));
    for (int64_t o = 0; o < out_shape[d]; ++o) {
      const int64_t s = source_coord(o, p.begin[d], x.shape()[d], mode);
      maps[d].push_back(s < 0 ? -1 : s * st[d]);
    }
  }
  std::vector<int64_t> idx(static_cast<size_t>(r), 0);
  for (int64_t i = 0; i < out.numel(); ++i) {
    int64_t src = 0;
    for (size_t d = 0; d < idx.size() && src >= 0; ++d) {
      const int64_t m = maps[d][static_cast<size_t>(idx[d])];
      src = m < 0 ? -1 : src + m;
    }
    if (src >= 0)
      copy_elements(x, src, out, i, 1);
    else
      copy_elements(fill, 0, out, i, 1);
    for (int64_t d = r - 1; d >= 0; --d) {
      const size_t du = static_cast<size_t>(d);
      if (++idx[du] < out_shape[du]) break;
      idx[du] = 0;
    }
  }
  c.set_output(0, std::move(out));
}

// Trilu keeps, in each matrix of the last two dims, the elements with j - i >= k (upper) or
// j - i <= k (lower) and zeroes the rest.
void eval_trilu(EvalContext& c) {
  const Tensor& x = c.input(0);
  RAMMER_CHECK(x.rank() >= 2, "Trilu needs rank >= 2, got ", shape_str(x.shape()));
  const int64_t k = c.has_input(1) ? c.input(1).get_i64(0) : 0;
  const bool upper = c.attrs().get_int("upper", 1) != 0;
  const int64_t rows = x.dim(-2), cols = x.dim(-1);
  Tensor out = x;
  const size_t es = dtype_size(x.dtype());
  const int64_t mats = rows * cols == 0 ? 0 : x.numel() / (rows * cols);
  for (int64_t m = 0; m < mats; ++m)
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j) {
        const bool keep = upper ? (j - i >= k) : (j - i <= k);
        if (!keep) std::memset(out.raw() + static_cast<size_t>((m * rows + i) * cols + j) * es, 0, es);
      }
  c.set_output(0, std::move(out));
}

void infer_pad(InferContext& c) {
  pad_mode(c.attrs());
  c.set_output(0, c.dtype(0), pad_shape(c.shape(0), pad_amounts(c, c.rank(0))));
}

void infer_trilu(InferContext& c) {
  RAMMER_CHECK(c.rank(0) >= 2, "Trilu needs rank >= 2, got ", shape_str(c.shape(0)));
  c.set_output(0, c.dtype(0), c.shape(0));
}

}  // namespace

void register_tensor_pad_ops(OpRegistry& r) {
  r.add({"Pad", "", 1, 21, {"mode", "pads", "value", "paddings"},
         "modes constant/reflect/edge/wrap; pads (and axes at 18) known at compile time from opset 11",
         infer_pad, eval_pad});
  r.add({"Trilu", "", 14, 21, {"upper"}, "any dtype; k is an optional i64 input", infer_trilu, eval_trilu});
}

}  // namespace rammer
