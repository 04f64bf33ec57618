// Shape and data-movement ops: registration entry point and the copy helpers of tensor_ops.h.
#include "frontend/ops/tensor_ops.h"

#include <set>

#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

// The element size is a template parameter so that the per-element memcpy compiles to one move.
template <size_t N>
void strided_copy_impl(const uint8_t* src, uint8_t* dst, const Shape& shape,
                       const std::vector<int64_t>& strides, int64_t offset) {
  const size_t rank = shape.size();
  const int64_t n = shape_numel(shape);
  if (n == 0) return;
  if (rank == 0) {
    std::memcpy(dst, src + offset * N, N);
    return;
  }
  const int64_t inner = shape[rank - 1];
  const int64_t inner_stride = strides[rank - 1];
  std::vector<int64_t> idx(rank, 0);
  int64_t base = offset;
  for (int64_t done = 0; done < n; done += inner) {
    if (inner_stride == 1) {
      std::memcpy(dst, src + base * N, static_cast<size_t>(inner) * N);
      dst += inner * N;
    } else {
      for (int64_t k = 0; k < inner; ++k, dst += N) std::memcpy(dst, src + (base + k * inner_stride) * N, N);
    }
    // Advance the odometer over the outer dimensions.
    for (int64_t d = static_cast<int64_t>(rank) - 2; d >= 0; --d) {
      const size_t du = static_cast<size_t>(d);
      ++idx[du];
      base += strides[du];
      if (idx[du] < shape[du]) break;
      base -= strides[du] * idx[du];
      idx[du] = 0;
    }
  }
}

}  // namespace

Tensor strided_copy(const Tensor& src, const Shape& out_shape, const std::vector<int64_t>& strides,
                    int64_t offset) {
  RAMMER_CHECK(strides.size() == out_shape.size(), "strided_copy: rank mismatch");
  Tensor out(src.dtype(), out_shape);
  const uint8_t* s = src.raw();
  uint8_t* d = out.raw();
  switch (dtype_size(src.dtype())) {
    case 1: strided_copy_impl<1>(s, d, out_shape, strides, offset); break;
    case 2: strided_copy_impl<2>(s, d, out_shape, strides, offset); break;
    case 4: strided_copy_impl<4>(s, d, out_shape, strides, offset); break;
    case 8: strided_copy_impl<8>(s, d, out_shape, strides, offset); break;
    default: RAMMER_FAIL("strided_copy: unexpected element size");
  }
  return out;
}

int64_t dims_product(const Shape& shape, int64_t begin, int64_t end) {
  int64_t p = 1;
  for (int64_t i = begin; i < end; ++i) p *= shape[static_cast<size_t>(i)];
  return p;
}

std::vector<int64_t> int_list(const Tensor& t, const char* what) {
  if (!dtype_is_int(t.dtype()))
    RAMMER_UNSUPPORTED(what, " has dtype ", dtype_name(t.dtype()), "; expected an integer type");
  RAMMER_CHECK(t.rank() <= 1, what, " must be 1-D, got shape ", shape_str(t.shape()));
  return t.to_i64_vector();
}

namespace {
template <class Ctx, class GetInput>
std::optional<std::vector<int64_t>> ints_attr_or_input_impl(const Ctx& ctx, const char* attr, size_t input,
                                                            int input_since, const char* what, GetInput get) {
  if (ctx.opset() < input_since) {
    if (!ctx.attrs().has(attr)) return std::nullopt;
    return ctx.attrs().get_ints(attr);
  }
  if (!ctx.has_input(input)) return std::nullopt;
  return int_list(get(input), what);
}
}  // namespace

std::optional<std::vector<int64_t>> ints_attr_or_input(const InferContext& ctx, const char* attr,
                                                       size_t input, int input_since, const char* what) {
  return ints_attr_or_input_impl(ctx, attr, input, input_since, what,
                                 [&](size_t i) -> const Tensor& { return ctx.require_known(i, what); });
}

std::optional<std::vector<int64_t>> ints_attr_or_input(const EvalContext& ctx, const char* attr, size_t input,
                                                       int input_since, const char* what) {
  return ints_attr_or_input_impl(ctx, attr, input, input_since, what,
                                 [&](size_t i) -> const Tensor& { return ctx.input(i); });
}

std::vector<int64_t> normalize_axes(const std::vector<int64_t>& axes, int64_t rank) {
  std::vector<int64_t> out;
  std::set<int64_t> seen;
  for (int64_t a : axes) {
    int64_t n = normalize_axis(a, rank);
    RAMMER_CHECK(seen.insert(n).second, "axis ", a, " is repeated");
    out.push_back(n);
  }
  return out;
}

void register_tensor_ops(OpRegistry& r) {
  register_tensor_shape_ops(r);
  register_tensor_const_ops(r);
  register_tensor_layout_ops(r);
  register_tensor_pad_ops(r);
  register_tensor_index_ops(r);
  register_tensor_select_ops(r);
  register_generator_ops(r);
}

}  // namespace rammer
