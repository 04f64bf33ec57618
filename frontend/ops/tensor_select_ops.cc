// TopK, NonZero and Compress: ops that select elements by value. Their output shapes depend on data:
// TopK's on k (an input from opset 10, so it must be known at compile time), NonZero's on the count of non-zero
// elements, so NonZero is folded when its input is known and otherwise refused with the reason; Compress's
// on its condition, which must be known.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

int64_t topk_k(const Tensor& k) {
  RAMMER_CHECK(k.numel() == 1, "K must have one element, got shape ", shape_str(k.shape()));
  const int64_t v = k.get_i64(0);
  RAMMER_CHECK(v >= 0, "K must not be negative, got ", v);
  return v;
}

Shape topk_shape(const Shape& in, int64_t axis, int64_t k) {
  RAMMER_CHECK(k <= in[static_cast<size_t>(axis)], "K ", k, " exceeds the axis ", axis, " dimension ",
               in[static_cast<size_t>(axis)]);
  Shape out = in;
  out[static_cast<size_t>(axis)] = k;
  return out;
}

void infer_topk(InferContext& c) {
  RAMMER_CHECK(c.rank(0) >= 1, "TopK needs an input of rank >= 1");
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", -1), c.rank(0));
  const int64_t k = c.opset() >= 10 ? topk_k(c.require_known(1, "K")) : c.attrs().get_int("k", 0);
  if (c.opset() >= 10) c.require_dtype(1, {DType::i64});
  const Shape out = topk_shape(c.shape(0), axis, k);
  c.set_output(0, c.dtype(0), out);
  if (c.num_outputs() > 1) c.set_output(1, DType::i64, out);
}

// Along `axis`, the k largest (or smallest) elements, ties to the lower index as the spec says; NaN
// counts as larger than every number, as in ONNX Runtime. `sorted` = 0 leaves the order unspecified,
// so the sorted order is one valid answer.
void eval_topk(EvalContext& c) {
  const Tensor& x = c.input(0);
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", -1), x.rank());
  const int64_t k = c.opset() >= 10 ? topk_k(c.input(1)) : c.attrs().get_int("k", 0);
  const bool largest = c.attrs().get_int("largest", 1) != 0;
  const Shape out_shape = topk_shape(x.shape(), axis, k);
  const int64_t n = x.dim(axis);
  const int64_t outer = dims_product(x.shape(), 0, axis);
  const int64_t inner = dims_product(x.shape(), axis + 1, x.rank());
  const bool integer = dtype_is_int(x.dtype());
  Tensor values(x.dtype(), out_shape);
  Tensor indices(DType::i64, out_shape);
  std::vector<int64_t> order(static_cast<size_t>(n));
  std::vector<double> keys(static_cast<size_t>(n));
  std::vector<int64_t> ikeys(static_cast<size_t>(n));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      const int64_t base = o * n * inner + i;
      for (int64_t j = 0; j < n; ++j) {
        keys[static_cast<size_t>(j)] = x.get_f64(base + j * inner);
        if (integer) ikeys[static_cast<size_t>(j)] = x.get_i64(base + j * inner);
      }
      std::iota(order.begin(), order.end(), 0);
      auto before = [&](int64_t a, int64_t b) {
        if (integer) {
          const int64_t va = ikeys[static_cast<size_t>(a)], vb = ikeys[static_cast<size_t>(b)];
          return largest ? va > vb : va < vb;
        }
        const double va = keys[static_cast<size_t>(a)], vb = keys[static_cast<size_t>(b)];
        const bool na = std::isnan(va), nb = std::isnan(vb);
        if (na || nb) return largest ? na && !nb : !na && nb;
        return largest ? va > vb : va < vb;
      };
      std::stable_sort(order.begin(), order.end(), before);
      for (int64_t j = 0; j < k; ++j) {
        const int64_t src = base + order[static_cast<size_t>(j)] * inner;
        const int64_t dst = o * k * inner + j * inner + i;
        copy_elements(x, src, values, dst, 1);
        indices.data<int64_t>()[dst] = order[static_cast<size_t>(j)];
      }
    }
  c.set_output(0, std::move(values));
  if (c.num_outputs() > 1) c.set_output(1, std::move(indices));
}

// The indices of the non-zero elements of `x`, as an int64 [rank, count] tensor in row-major order.
Tensor nonzero(const Tensor& x) {
  std::vector<int64_t> hits;
  for (int64_t i = 0; i < x.numel(); ++i)
    if (x.get_f64(i) != 0) hits.push_back(i);
  const int64_t rank = x.rank();
  Tensor out(DType::i64, {rank, static_cast<int64_t>(hits.size())});
  for (size_t h = 0; h < hits.size(); ++h) {
    int64_t rest = hits[h];
    for (int64_t d = rank - 1; d >= 0; --d) {
      const int64_t dim = x.dim(d);
      out.data<int64_t>()[d * static_cast<int64_t>(hits.size()) + static_cast<int64_t>(h)] = rest % dim;
      rest /= dim;
    }
  }
  return out;
}

void infer_nonzero(InferContext& c) {
  const Tensor& x = c.require_known(0, "the data: NonZero's output shape is its count of non-zero elements");
  Tensor out = nonzero(x);
  const Shape shape = out.shape();
  c.set_output(0, DType::i64, shape);
  c.set_known_output(0, std::move(out));
}

void eval_nonzero(EvalContext& c) { c.set_output(0, nonzero(c.input(0))); }

// The indices along the selected axis (or of the flattened input) whose condition is true; the
// condition may be shorter than that axis.
std::vector<int64_t> compress_indices(const Tensor& cond, int64_t extent) {
  RAMMER_CHECK(cond.rank() == 1, "condition must be 1-D, got ", shape_str(cond.shape()));
  RAMMER_CHECK(cond.numel() <= extent, "condition has ", cond.numel(), " elements for an extent of ", extent);
  std::vector<int64_t> kept;
  for (int64_t i = 0; i < cond.numel(); ++i)
    if (cond.get_f64(i) != 0) kept.push_back(i);
  return kept;
}

Tensor compress(const Tensor& x, const Tensor& cond, const Attributes& attrs) {
  if (!attrs.has("axis")) {
    const std::vector<int64_t> kept = compress_indices(cond, x.numel());
    Tensor y(x.dtype(), {static_cast<int64_t>(kept.size())});
    for (size_t i = 0; i < kept.size(); ++i) copy_elements(x, kept[i], y, static_cast<int64_t>(i), 1);
    return y;
  }
  const int64_t axis = normalize_axis(attrs.get_int("axis", 0), x.rank());
  const std::vector<int64_t> kept = compress_indices(cond, x.dim(axis));
  Shape shape = x.shape();
  shape[static_cast<size_t>(axis)] = static_cast<int64_t>(kept.size());
  Tensor y(x.dtype(), shape);
  const int64_t outer = dims_product(x.shape(), 0, axis), inner = dims_product(x.shape(), axis + 1, x.rank());
  for (int64_t o = 0; o < outer; ++o)
    for (size_t j = 0; j < kept.size(); ++j)
      copy_elements(x, (o * x.dim(axis) + kept[j]) * inner, y, (o * static_cast<int64_t>(kept.size()) + j) * inner,
                    inner);
  return y;
}

void infer_compress(InferContext& c) {
  const Tensor& cond = c.require_known(1, "condition: Compress's output shape is its count of true elements");
  const Shape& x = c.shape(0);
  if (!c.attrs().has("axis")) {
    c.set_output(0, c.dtype(0), {static_cast<int64_t>(compress_indices(cond, shape_numel(x)).size())});
    return;
  }
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), c.rank(0));
  Shape out = x;
  out[static_cast<size_t>(axis)] = static_cast<int64_t>(compress_indices(cond, x[static_cast<size_t>(axis)]).size());
  c.set_output(0, c.dtype(0), out);
}

void eval_compress(EvalContext& c) { c.set_output(0, compress(c.input(0), c.input(1), c.attrs())); }

}  // namespace

void register_tensor_select_ops(OpRegistry& r) {
  r.add({"Compress", "", 9, 21, {"axis"}, "the condition must be known at compile time", infer_compress,
         eval_compress});
  r.add({"TopK", "", 1, 21, {"axis", "largest", "sorted", "k"},
         "K must be known at compile time; ties to the lower index", infer_topk, eval_topk});
  r.add({"NonZero", "", 9, 21, {}, "the input must be known at compile time (the op is folded)", infer_nonzero,
         eval_nonzero});
}

}  // namespace rammer
