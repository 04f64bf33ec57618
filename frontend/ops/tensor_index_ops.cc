// Ops that read or write through index tensors: Gather, GatherElements, GatherND, ScatterElements
// (and its deprecated alias Scatter), ScatterND, OneHot.
//
// Indices may be i32 or i64 and negative (counting from the back of the indexed axis); an index out
// of range is an Error, never an out-of-bounds read. Data moves as bytes, so every dtype works,
// except that scatter reductions do arithmetic and need a numeric dtype (not f16/bf16/bool).
#include <algorithm>

#include "frontend/ops/op_util.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

void require_index_dtype(DType t) {
  if (t != DType::i64 && t != DType::i32) RAMMER_UNSUPPORTED("indices of dtype ", dtype_name(t));
}

// Index value i of `indices` wrapped into [0, dim); throws when out of range.
int64_t checked_index(const Tensor& indices, int64_t i, int64_t dim) {
  const int64_t v = indices.get_i64(i);
  const int64_t w = v < 0 ? v + dim : v;
  RAMMER_CHECK(w >= 0 && w < dim, "index ", v, " is out of range for an axis of size ", dim);
  return w;
}

// ---- Gather ---------------------------------------------------------------------------------------

Shape gather_shape(const Shape& data, const Shape& indices, int64_t axis) {
  Shape out(data.begin(), data.begin() + axis);
  out.insert(out.end(), indices.begin(), indices.end());
  out.insert(out.end(), data.begin() + axis + 1, data.end());
  return out;
}

void eval_gather(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& idx = c.input(1);
  require_index_dtype(idx.dtype());
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), x.rank());
  const int64_t outer = dims_product(x.shape(), 0, axis);
  const int64_t dim = x.dim(axis);
  const int64_t inner = dims_product(x.shape(), axis + 1, x.rank());
  const int64_t n = idx.numel();
  Tensor out(x.dtype(), gather_shape(x.shape(), idx.shape(), axis));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < n; ++j)
      copy_elements(x, (o * dim + checked_index(idx, j, dim)) * inner, out, (o * n + j) * inner, inner);
  c.set_output(0, std::move(out));
}

// ---- GatherElements / ScatterElements -------------------------------------------------------------

// Calls f(position in indices, flat offset into data) for every element of `indices`, where the data
// coordinate is the indices coordinate with the axis coordinate replaced by the index value.
template <class F>
void for_each_element_index(const Shape& data, const Tensor& indices, int64_t axis, F f) {
  const Shape& is = indices.shape();
  RAMMER_CHECK(is.size() == data.size(), "indices rank ", is.size(), " differs from data rank ", data.size());
  const Shape st = shape_strides(data);
  const size_t r = is.size();
  std::vector<int64_t> pos(r, 0);
  for (int64_t i = 0; i < indices.numel(); ++i) {
    int64_t off = 0;
    for (size_t d = 0; d < r; ++d) {
      const int64_t coord = static_cast<int64_t>(d) == axis ? checked_index(indices, i, data[d]) : pos[d];
      RAMMER_CHECK(coord < data[d], "indices shape ", shape_str(is), " exceeds data shape ", shape_str(data));
      off += coord * st[d];
    }
    f(i, off);
    for (int64_t d = static_cast<int64_t>(r) - 1; d >= 0; --d) {
      const size_t du = static_cast<size_t>(d);
      if (++pos[du] < is[du]) break;
      pos[du] = 0;
    }
  }
}

void eval_gather_elements(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& idx = c.input(1);
  require_index_dtype(idx.dtype());
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), x.rank());
  Tensor out(x.dtype(), idx.shape());
  for_each_element_index(x.shape(), idx, axis,
                         [&](int64_t i, int64_t off) { copy_elements(x, off, out, i, 1); });
  c.set_output(0, std::move(out));
}

enum class Reduction { none, add, mul, max, min };

Reduction reduction_of(const Attributes& a, int opset) {
  const std::string r = opset >= 16 ? a.get_string("reduction", "none") : "none";
  if (r == "none") return Reduction::none;
  if (r == "add") return Reduction::add;
  if (r == "mul") return Reduction::mul;
  if (opset >= 18 && r == "max") return Reduction::max;
  if (opset >= 18 && r == "min") return Reduction::min;
  RAMMER_UNSUPPORTED("scatter reduction '", r, "'");
}

// dst[dst_off + k] (op)= src[src_off + k] for k in [0, count).
void scatter_block(Tensor& dst, int64_t dst_off, const Tensor& src, int64_t src_off, int64_t count,
                   Reduction red) {
  if (red == Reduction::none) return copy_elements(src, src_off, dst, dst_off, count);
  if (dtype_is_half(dst.dtype()) || dst.dtype() == DType::boolean)
    RAMMER_UNSUPPORTED("scatter reduction on dtype ", dtype_name(dst.dtype()));
  dispatch_dtype(dst.dtype(), [&](auto zero) {
    using T = decltype(zero);
    T* d = dst.data<T>() + dst_off;
    const T* s = src.data<T>() + src_off;
    for (int64_t k = 0; k < count; ++k) {
      switch (red) {
        case Reduction::add: d[k] = static_cast<T>(d[k] + s[k]); break;
        case Reduction::mul: d[k] = static_cast<T>(d[k] * s[k]); break;
        case Reduction::max: d[k] = std::max(d[k], s[k]); break;
        case Reduction::min: d[k] = std::min(d[k], s[k]); break;
        case Reduction::none: break;
      }
    }
  });
}

void infer_scatter(InferContext& c) {
  require_index_dtype(c.dtype(1));
  RAMMER_CHECK(c.dtype(2) == c.dtype(0), "updates have dtype ", dtype_name(c.dtype(2)), " but data ",
               dtype_name(c.dtype(0)));
  reduction_of(c.attrs(), c.opset());
  c.set_output(0, c.dtype(0), c.shape(0));
}

void eval_scatter_elements(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& idx = c.input(1);
  const Tensor& upd = c.input(2);
  require_index_dtype(idx.dtype());
  RAMMER_CHECK(upd.shape() == idx.shape(), "updates shape ", shape_str(upd.shape()),
               " differs from indices shape ", shape_str(idx.shape()));
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), x.rank());
  const Reduction red = reduction_of(c.attrs(), c.opset());
  Tensor out = x;
  for_each_element_index(x.shape(), idx, axis,
                         [&](int64_t i, int64_t off) { scatter_block(out, off, upd, i, 1, red); });
  c.set_output(0, std::move(out));
}

// ---- GatherND / ScatterND -------------------------------------------------------------------------

// The index tuples of a GatherND/ScatterND: `batch` leading dims shared by data and indices, then
// tuples of k coordinates, each selecting a slice of `slice` elements.
struct NdIndex {
  int64_t batch = 1, tuples_per_batch = 1, k = 0, slice = 1;
  Shape out_shape;  // GatherND output (= ScatterND updates shape)
};

NdIndex nd_index(const Shape& data, const Shape& indices, int64_t b) {
  const int64_t r = static_cast<int64_t>(data.size()), q = static_cast<int64_t>(indices.size());
  RAMMER_CHECK(q >= 1 && r >= 1, "data and indices need rank >= 1");
  RAMMER_CHECK(b >= 0 && b < std::min(q, r), "batch_dims ", b, " is out of range");
  NdIndex n;
  n.k = indices.back();
  RAMMER_CHECK(n.k >= 1 && n.k <= r - b, "indices last dim ", n.k, " must be in [1, ", r - b, "]");
  for (int64_t i = 0; i < b; ++i)
    RAMMER_CHECK(data[static_cast<size_t>(i)] == indices[static_cast<size_t>(i)], "batch dim ", i,
                 " differs between data ", shape_str(data), " and indices ", shape_str(indices));
  n.batch = dims_product(data, 0, b);
  n.tuples_per_batch = dims_product(indices, b, q - 1);
  n.slice = dims_product(data, b + n.k, r);
  n.out_shape.assign(indices.begin(), indices.end() - 1);
  n.out_shape.insert(n.out_shape.end(), data.begin() + b + n.k, data.end());
  return n;
}

// Calls f(tuple number, flat data offset of the selected slice) for every index tuple.
template <class F>
void for_each_nd_tuple(const Shape& data, const Tensor& indices, const NdIndex& n, int64_t b, F f) {
  const Shape st = shape_strides(data);
  const int64_t batch_stride = dims_product(data, b, static_cast<int64_t>(data.size()));
  for (int64_t bi = 0; bi < n.batch; ++bi)
    for (int64_t t = 0; t < n.tuples_per_batch; ++t) {
      const int64_t tuple = bi * n.tuples_per_batch + t;
      int64_t off = bi * batch_stride;
      for (int64_t j = 0; j < n.k; ++j) {
        const size_t ax = static_cast<size_t>(b + j);
        off += checked_index(indices, tuple * n.k + j, data[ax]) * st[ax];
      }
      f(tuple, off);
    }
}

void eval_gather_nd(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& idx = c.input(1);
  require_index_dtype(idx.dtype());
  const int64_t b = c.attrs().get_int("batch_dims", 0);
  const NdIndex n = nd_index(x.shape(), idx.shape(), b);
  Tensor out(x.dtype(), n.out_shape);
  for_each_nd_tuple(x.shape(), idx, n, b,
                    [&](int64_t t, int64_t off) { copy_elements(x, off, out, t * n.slice, n.slice); });
  c.set_output(0, std::move(out));
}

void eval_scatter_nd(EvalContext& c) {
  const Tensor& x = c.input(0);
  const Tensor& idx = c.input(1);
  const Tensor& upd = c.input(2);
  require_index_dtype(idx.dtype());
  const NdIndex n = nd_index(x.shape(), idx.shape(), 0);
  RAMMER_CHECK(upd.shape() == n.out_shape, "updates shape ", shape_str(upd.shape()), " should be ",
               shape_str(n.out_shape));
  const Reduction red = reduction_of(c.attrs(), c.opset());
  Tensor out = x;
  for_each_nd_tuple(x.shape(), idx, n, 0,
                    [&](int64_t t, int64_t off) { scatter_block(out, off, upd, t * n.slice, n.slice, red); });
  c.set_output(0, std::move(out));
}

// ---- OneHot ---------------------------------------------------------------------------------------

int64_t onehot_depth(const Tensor& depth) {
  RAMMER_CHECK(depth.numel() == 1, "depth must have one element, got ", shape_str(depth.shape()));
  const int64_t d = depth.get_i64(0);
  RAMMER_CHECK(d > 0, "depth must be positive, got ", d);
  return d;
}

Shape onehot_shape(const Shape& indices, int64_t depth, int64_t axis_attr) {
  const int64_t out_rank = static_cast<int64_t>(indices.size()) + 1;
  const int64_t axis = normalize_axis(axis_attr, out_rank);
  Shape out = indices;
  out.insert(out.begin() + axis, depth);
  return out;
}

// out[..., j, ...] (j at `axis`) = on where j == index (negative indices wrap once), off elsewhere.
void eval_onehot(EvalContext& c) {
  const Tensor& idx = c.input(0);
  const int64_t depth = onehot_depth(c.input(1));
  const Tensor& values = c.input(2);
  RAMMER_CHECK(values.numel() == 2, "values must have two elements [off, on]");
  const int64_t r = idx.rank() + 1;
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", -1), r);
  Tensor out(values.dtype(), onehot_shape(idx.shape(), depth, axis));
  const int64_t outer = dims_product(idx.shape(), 0, axis);
  const int64_t inner = dims_product(idx.shape(), axis, idx.rank());
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < depth; ++j)
      for (int64_t i = 0; i < inner; ++i) {
        int64_t v = idx.get_i64(o * inner + i);
        if (v < 0) v += depth;
        copy_elements(values, v == j ? 1 : 0, out, (o * depth + j) * inner + i, 1);
      }
  c.set_output(0, std::move(out));
}

void infer_gather(InferContext& c) {
  require_index_dtype(c.dtype(1));
  RAMMER_CHECK(c.rank(0) >= 1, "Gather needs data of rank >= 1");
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), c.rank(0));
  c.set_output(0, c.dtype(0), gather_shape(c.shape(0), c.shape(1), axis));
}

void infer_gather_elements(InferContext& c) {
  require_index_dtype(c.dtype(1));
  normalize_axis(c.attrs().get_int("axis", 0), c.rank(0));
  RAMMER_CHECK(c.rank(1) == c.rank(0), "indices rank ", c.rank(1), " differs from data rank ", c.rank(0));
  c.set_output(0, c.dtype(0), c.shape(1));
}

void infer_gather_nd(InferContext& c) {
  require_index_dtype(c.dtype(1));
  const int64_t b = c.opset() >= 12 ? c.attrs().get_int("batch_dims", 0) : 0;
  c.set_output(0, c.dtype(0), nd_index(c.shape(0), c.shape(1), b).out_shape);
}

void infer_onehot(InferContext& c) {
  const int64_t depth = onehot_depth(c.require_known(1, "depth"));
  RAMMER_CHECK(c.shape(2).size() == 1 && c.shape(2)[0] == 2, "values must have shape [2]");
  c.set_output(0, c.dtype(2), onehot_shape(c.shape(0), depth, c.attrs().get_int("axis", -1)));
}

}  // namespace

void register_tensor_index_ops(OpRegistry& r) {
  r.add({"Gather", "", 1, 21, {"axis"}, "i32/i64 indices, negative allowed", infer_gather, eval_gather});
  r.add({"GatherElements", "", 11, 21, {"axis"}, "i32/i64 indices, negative allowed", infer_gather_elements,
         eval_gather_elements});
  r.add({"GatherND", "", 11, 21, {"batch_dims"}, "i32/i64 indices, negative allowed", infer_gather_nd,
         eval_gather_nd});
  r.add({"ScatterElements", "", 11, 21, {"axis", "reduction"}, "reductions add/mul (16), max/min (18)",
         infer_scatter, eval_scatter_elements});
  r.add({"Scatter", "", 9, 10, {"axis"}, "deprecated alias of ScatterElements", infer_scatter,
         eval_scatter_elements});
  r.add({"ScatterND", "", 11, 21, {"reduction"}, "reductions add/mul (16), max/min (18)", infer_scatter,
         eval_scatter_nd});
  r.add({"OneHot", "", 9, 21, {"axis"}, "depth must be known at compile time", infer_onehot, eval_onehot});
}

}  // namespace rammer
