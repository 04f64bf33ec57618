// Ops that move data between layouts: Concat, Split, Slice, Transpose, Tile, DepthToSpace,
// SpaceToDepth.
//
// Slice, Transpose, Tile and the depth/space ops are strided views of their input, copied out by
// strided_copy; Concat and Split copy contiguous blocks. Output shapes come from one function per
// op, shared by inference and evaluation.
#include <algorithm>

#include "frontend/ops/op_util.h"
#include "frontend/ops/tensor_ops.h"

namespace rammer {

namespace {

// ---- Concat -------------------------------------------------------------------------------------

Shape concat_shape(const std::vector<Shape>& in, int64_t axis_attr) {
  RAMMER_CHECK(!in.empty(), "Concat needs at least one input");
  const int64_t r = static_cast<int64_t>(in[0].size());
  const int64_t axis = normalize_axis(axis_attr, r);
  Shape out = in[0];
  for (size_t i = 1; i < in.size(); ++i) {
    RAMMER_CHECK(static_cast<int64_t>(in[i].size()) == r, "Concat inputs have ranks ", r, " and ",
                 in[i].size());
    for (int64_t d = 0; d < r; ++d) {
      const size_t du = static_cast<size_t>(d);
      if (d == axis) continue;
      RAMMER_CHECK(in[i][du] == out[du], "Concat input ", i, " has shape ", shape_str(in[i]),
                   ", which does not match ", shape_str(in[0]), " outside axis ", axis);
    }
    out[static_cast<size_t>(axis)] += in[i][static_cast<size_t>(axis)];
  }
  return out;
}

void infer_concat(InferContext& c) {
  std::vector<Shape> shapes;
  for (size_t i = 0; i < c.num_inputs(); ++i) {
    RAMMER_CHECK(c.dtype(i) == c.dtype(0), "Concat inputs have dtypes ", dtype_name(c.dtype(0)), " and ",
                 dtype_name(c.dtype(i)));
    shapes.push_back(c.shape(i));
  }
  c.set_output(0, c.dtype(0), concat_shape(shapes, c.attrs().get_int("axis", 1)));
}

void eval_concat(EvalContext& c) {
  std::vector<Shape> shapes;
  for (size_t i = 0; i < c.num_inputs(); ++i) shapes.push_back(c.input(i).shape());
  Shape out_shape = concat_shape(shapes, c.attrs().get_int("axis", 1));
  const int64_t r = static_cast<int64_t>(out_shape.size());
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 1), r);
  const int64_t outer = dims_product(out_shape, 0, axis);
  Tensor out(c.input(0).dtype(), out_shape);
  int64_t pos = 0;
  for (int64_t o = 0; o < outer; ++o) {
    for (size_t i = 0; i < c.num_inputs(); ++i) {
      const Tensor& x = c.input(i);
      const int64_t block = dims_product(x.shape(), axis, r);
      copy_elements(x, o * block, out, pos, block);
      pos += block;
    }
  }
  c.set_output(0, std::move(out));
}

// ---- Split --------------------------------------------------------------------------------------

// Sizes along the axis: the `split` list when given; at opset 18 num_outputs chunks of
// ceil(dim / n) with a smaller last one; otherwise equal parts, one per output.
template <class Ctx>
std::vector<int64_t> split_sizes(const Ctx& c, const Shape& in, int64_t axis) {
  // normalize_axis accepts axis 0 of a scalar; a Split needs the axis to exist.
  RAMMER_CHECK(axis < static_cast<int64_t>(in.size()), "cannot split a tensor of rank ", in.size(), " along axis ",
               axis);
  const int64_t dim = in[static_cast<size_t>(axis)];
  const int64_t n_out = static_cast<int64_t>(c.num_outputs());
  RAMMER_CHECK(n_out > 0, "Split has no outputs");
  auto split = ints_attr_or_input(c, "split", 1, 13, "split");
  if (split && !split->empty()) {
    RAMMER_CHECK(static_cast<int64_t>(split->size()) == n_out, "split has ", split->size(), " entries for ",
                 n_out, " outputs");
    int64_t sum = 0;
    for (int64_t s : *split) {
      RAMMER_CHECK(s >= 0 && !__builtin_add_overflow(sum, s, &sum), "split size ", s, " is out of range");
    }
    RAMMER_CHECK(sum == dim, "split sizes sum to ", sum, " but the axis has size ", dim);
    return *split;
  }
  if (c.opset() >= 18 && c.attrs().has("num_outputs")) {
    const int64_t n = c.attrs().get_int("num_outputs", 0);
    RAMMER_CHECK(n == n_out, "num_outputs is ", n, " but the node has ", n_out, " outputs");
    const int64_t chunk = (dim + n - 1) / n;
    std::vector<int64_t> sizes(static_cast<size_t>(n), chunk);
    sizes.back() = dim - chunk * (n - 1);
    RAMMER_CHECK(sizes.back() >= 0, "cannot split size ", dim, " into ", n, " chunks of ", chunk);
    return sizes;
  }
  RAMMER_CHECK(dim % n_out == 0, "axis size ", dim, " does not split evenly into ", n_out, " outputs");
  return std::vector<int64_t>(static_cast<size_t>(n_out), dim / n_out);
}

void infer_split(InferContext& c) {
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), c.rank(0));
  std::vector<int64_t> sizes = split_sizes(c, c.shape(0), axis);
  for (size_t i = 0; i < sizes.size(); ++i) {
    Shape s = c.shape(0);
    s[static_cast<size_t>(axis)] = sizes[i];
    c.set_output(i, c.dtype(0), s);
  }
}

void eval_split(EvalContext& c) {
  const Tensor& x = c.input(0);
  const int64_t r = x.rank();
  const int64_t axis = normalize_axis(c.attrs().get_int("axis", 0), r);
  std::vector<int64_t> sizes = split_sizes(c, x.shape(), axis);
  const int64_t outer = dims_product(x.shape(), 0, axis);
  const int64_t inner = dims_product(x.shape(), axis + 1, r);
  const int64_t in_block = x.dim(axis) * inner;
  int64_t begin = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    Shape s = x.shape();
    s[static_cast<size_t>(axis)] = sizes[i];
    Tensor out(x.dtype(), s);
    const int64_t block = sizes[i] * inner;
    for (int64_t o = 0; o < outer; ++o) copy_elements(x, o * in_block + begin * inner, out, o * block, block);
    begin += sizes[i];
    c.set_output(i, std::move(out));
  }
}

// ---- Slice --------------------------------------------------------------------------------------

struct StridedView {
  Shape shape;
  std::vector<int64_t> strides;
  int64_t offset = 0;
};

// ONNX Slice: negative starts/ends count from the back; then, for a positive step, start and end
// clamp to [0, dim]; for a negative step, start clamps to [0, dim-1] and end to [-1, dim-1].
template <class Ctx>
StridedView slice_view(const Ctx& c, const Shape& in) {
  const int64_t r = static_cast<int64_t>(in.size());
  auto starts = ints_attr_or_input(c, "starts", 1, 10, "starts");
  auto ends = ints_attr_or_input(c, "ends", 2, 10, "ends");
  RAMMER_CHECK(starts && ends, "starts and ends are required");
  RAMMER_CHECK(starts->size() == ends->size(), "starts has ", starts->size(), " entries, ends ",
               ends->size());
  const size_t n = starts->size();
  std::vector<int64_t> axes(n);
  if (auto a = ints_attr_or_input(c, "axes", 3, 10, "axes")) {
    RAMMER_CHECK(a->size() == n, "axes has ", a->size(), " entries, starts ", n);
    axes = normalize_axes(*a, r);
  } else {
    for (size_t i = 0; i < n; ++i) axes[i] = static_cast<int64_t>(i);
    RAMMER_CHECK(static_cast<int64_t>(n) <= r, "starts has ", n, " entries for rank ", r);
  }
  std::vector<int64_t> steps(n, 1);
  if (c.opset() >= 10)
    if (auto s = ints_attr_or_input(c, "steps", 4, 10, "steps")) {
      RAMMER_CHECK(s->size() == n, "steps has ", s->size(), " entries, starts ", n);
      steps = *s;
    }

  const Shape st = shape_strides(in);
  StridedView v{in, st, 0};
  for (size_t i = 0; i < n; ++i) {
    const size_t ax = static_cast<size_t>(axes[i]);
    const int64_t dim = in[ax], step = steps[i];
    RAMMER_CHECK(step != 0, "slice step is 0 on axis ", ax);
    int64_t start = (*starts)[i], end = (*ends)[i];
    if (start < 0) start += dim;
    if (end < 0) end += dim;
    int64_t count = 0;
    if (step > 0) {
      start = std::clamp<int64_t>(start, 0, dim);
      end = std::clamp<int64_t>(end, 0, dim);
      count = end > start ? (end - start + step - 1) / step : 0;
    } else if (dim > 0) {
      start = std::clamp<int64_t>(start, 0, dim - 1);
      end = std::clamp<int64_t>(end, -1, dim - 1);
      count = start > end ? (start - end - step - 1) / -step : 0;
    }
    v.shape[ax] = count;
    v.strides[ax] = st[ax] * step;
    if (count > 0) v.offset += start * st[ax];
  }
  return v;
}

// ---- Transpose, Tile, DepthToSpace, SpaceToDepth ------------------------------------------------

std::vector<int64_t> transpose_perm(const Attributes& a, int64_t rank) {
  std::vector<int64_t> perm = a.get_ints("perm");
  if (perm.empty() && !a.has("perm")) {
    for (int64_t i = rank - 1; i >= 0; --i) perm.push_back(i);
    return perm;
  }
  RAMMER_CHECK(static_cast<int64_t>(perm.size()) == rank, "perm has ", perm.size(), " entries for rank ",
               rank);
  return normalize_axes(perm, rank);
}

// Views x (reinterpreted as contiguous `view_shape`) with its dims permuted by `perm`.
StridedView permuted(const Shape& view_shape, const std::vector<int64_t>& perm) {
  const Shape st = shape_strides(view_shape);
  StridedView v;
  for (int64_t p : perm) {
    v.shape.push_back(view_shape[static_cast<size_t>(p)]);
    v.strides.push_back(st[static_cast<size_t>(p)]);
  }
  return v;
}

// Tile as a view: [r0, d0, r1, d1, ...] with stride 0 along each repeat dim.
StridedView tile_view(const Shape& in, const std::vector<int64_t>& reps) {
  RAMMER_CHECK(reps.size() == in.size(), "repeats has ", reps.size(), " entries for rank ", in.size());
  const Shape st = shape_strides(in);
  StridedView v;
  for (size_t i = 0; i < in.size(); ++i) {
    RAMMER_CHECK(reps[i] >= 0, "negative repeat ", reps[i]);
    v.shape.push_back(reps[i]);
    v.strides.push_back(0);
    v.shape.push_back(in[i]);
    v.strides.push_back(st[i]);
  }
  return v;
}

Shape tile_shape(const Shape& in, const std::vector<int64_t>& reps) {
  RAMMER_CHECK(reps.size() == in.size(), "repeats has ", reps.size(), " entries for rank ", in.size());
  Shape out(in.size());
  for (size_t i = 0; i < in.size(); ++i) out[i] = in[i] * reps[i];
  return out;
}

// DepthToSpace/SpaceToDepth as a 6-D permuted view plus the final 4-D shape.
struct BlockRearrange {
  Shape view_shape;
  std::vector<int64_t> perm;
  Shape out_shape;
};

BlockRearrange depth_to_space(const Shape& in, const Attributes& a) {
  RAMMER_CHECK(in.size() == 4, "DepthToSpace expects a 4-D input, got ", shape_str(in));
  const int64_t b = a.require_int("blocksize");
  const std::string mode = a.get_string("mode", "DCR");
  const int64_t n = in[0], ch = in[1], h = in[2], w = in[3];
  RAMMER_CHECK(b > 0 && ch % (b * b) == 0, "channels ", ch, " are not divisible by blocksize^2 (", b, "^2)");
  const int64_t c2 = ch / (b * b);
  Shape out{n, c2, h * b, w * b};
  if (mode == "DCR") return {{n, b, b, c2, h, w}, {0, 3, 4, 1, 5, 2}, out};
  if (mode == "CRD") return {{n, c2, b, b, h, w}, {0, 1, 4, 2, 5, 3}, out};
  RAMMER_UNSUPPORTED("DepthToSpace mode '", mode, "'");
}

BlockRearrange space_to_depth(const Shape& in, const Attributes& a) {
  RAMMER_CHECK(in.size() == 4, "SpaceToDepth expects a 4-D input, got ", shape_str(in));
  const int64_t b = a.require_int("blocksize");
  const int64_t n = in[0], ch = in[1], h = in[2], w = in[3];
  RAMMER_CHECK(b > 0 && h % b == 0 && w % b == 0, "spatial dims ", h, "x", w,
               " are not divisible by blocksize ", b);
  return {{n, ch, h / b, b, w / b, b}, {0, 3, 5, 1, 2, 4}, {n, ch * b * b, h / b, w / b}};
}

Tensor apply_rearrange(const Tensor& x, const BlockRearrange& br) {
  StridedView v = permuted(br.view_shape, br.perm);
  return strided_copy(x, v.shape, v.strides, 0).reshaped(br.out_shape);
}

void infer_slice(InferContext& c) { c.set_output(0, c.dtype(0), slice_view(c, c.shape(0)).shape); }
void eval_slice(EvalContext& c) {
  const Tensor& x = c.input(0);
  StridedView v = slice_view(c, x.shape());
  c.set_output(0, strided_copy(x, v.shape, v.strides, v.offset));
}

void infer_transpose(InferContext& c) {
  c.set_output(0, c.dtype(0), permuted(c.shape(0), transpose_perm(c.attrs(), c.rank(0))).shape);
}
void eval_transpose(EvalContext& c) {
  const Tensor& x = c.input(0);
  StridedView v = permuted(x.shape(), transpose_perm(c.attrs(), x.rank()));
  c.set_output(0, strided_copy(x, v.shape, v.strides, 0));
}

void infer_tile(InferContext& c) {
  c.set_output(0, c.dtype(0), tile_shape(c.shape(0), int_list(c.require_known(1, "repeats"), "repeats")));
}
void eval_tile(EvalContext& c) {
  const Tensor& x = c.input(0);
  std::vector<int64_t> reps = int_list(c.input(1), "repeats");
  StridedView v = tile_view(x.shape(), reps);
  c.set_output(0, strided_copy(x, v.shape, v.strides, 0).reshaped(tile_shape(x.shape(), reps)));
}

void infer_depth_to_space(InferContext& c) {
  c.set_output(0, c.dtype(0), depth_to_space(c.shape(0), c.attrs()).out_shape);
}
void eval_depth_to_space(EvalContext& c) {
  c.set_output(0, apply_rearrange(c.input(0), depth_to_space(c.input(0).shape(), c.attrs())));
}

void infer_space_to_depth(InferContext& c) {
  c.set_output(0, c.dtype(0), space_to_depth(c.shape(0), c.attrs()).out_shape);
}
void eval_space_to_depth(EvalContext& c) {
  c.set_output(0, apply_rearrange(c.input(0), space_to_depth(c.input(0).shape(), c.attrs())));
}

}  // namespace

void register_tensor_layout_ops(OpRegistry& r) {
  r.add({"Concat", "", 1, 21, {"axis"}, "any dtype", infer_concat, eval_concat});
  r.add({"Split", "", 2, 21, {"axis", "split", "num_outputs"},
         "split attribute before opset 13, input from 13 (known at compile time); num_outputs at 18",
         infer_split, eval_split});
  r.add({"Slice", "", 1, 21, {"starts", "ends", "axes"},
         "attributes before opset 10; inputs (known at compile time) from 10, negative steps allowed",
         infer_slice, eval_slice});
  r.add({"Transpose", "", 1, 21, {"perm"}, "perm defaults to reversing the dims", infer_transpose,
         eval_transpose});
  r.add({"Tile", "", 6, 21, {}, "repeats must be known at compile time", infer_tile, eval_tile});
  r.add({"DepthToSpace", "", 1, 21, {"blocksize", "mode"}, "4-D input; modes DCR and CRD",
         infer_depth_to_space, eval_depth_to_space});
  r.add({"SpaceToDepth", "", 1, 21, {"blocksize"}, "4-D input", infer_space_to_depth, eval_space_to_depth});
}

}  // namespace rammer
