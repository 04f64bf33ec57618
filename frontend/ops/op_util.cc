#include "frontend/ops/op_util.h"

namespace rammer {

int64_t normalize_axis(int64_t axis, int64_t rank) {
  int64_t a = axis < 0 ? axis + rank : axis;
  // A scalar has no axes: every caller indexes the shape at the axis it gets back.
  RAMMER_CHECK(rank > 0, "axis ", axis, " is out of range: the input is a scalar (rank 0)");
  RAMMER_CHECK(a >= 0 && a < rank, "axis ", axis, " is out of range for rank ", rank);
  return a;
}

Shape broadcast_shapes(const Shape& a, const Shape& b) {
  const size_t r = std::max(a.size(), b.size());
  Shape out(r);
  for (size_t i = 0; i < r; ++i) {
    int64_t da = i < r - a.size() ? 1 : a[i - (r - a.size())];
    int64_t db = i < r - b.size() ? 1 : b[i - (r - b.size())];
    RAMMER_CHECK(da == db || da == 1 || db == 1, "shapes ", shape_str(a), " and ", shape_str(b),
                 " cannot be broadcast");
    out[i] = da == 1 ? db : da;
  }
  return out;
}

std::vector<int64_t> broadcast_index_map(const Shape& in_shape, const Shape& out_shape) {
  const size_t r = out_shape.size();
  RAMMER_CHECK(in_shape.size() <= r, "cannot broadcast ", shape_str(in_shape), " to ", shape_str(out_shape));
  Shape in_full(r, 1);
  for (size_t i = 0; i < in_shape.size(); ++i) in_full[r - in_shape.size() + i] = in_shape[i];
  Shape in_strides = shape_strides(in_full);
  for (size_t i = 0; i < r; ++i) {
    RAMMER_CHECK(in_full[i] == out_shape[i] || in_full[i] == 1, "cannot broadcast ",
                 shape_str(in_shape), " to ", shape_str(out_shape));
    if (in_full[i] == 1) in_strides[i] = 0;
  }
  const int64_t n = shape_numel(out_shape);
  std::vector<int64_t> map(static_cast<size_t>(n));
  std::vector<int64_t> idx(r, 0);
  int64_t flat = 0;
  for (int64_t i = 0; i < n; ++i) {
    map[static_cast<size_t>(i)] = flat;
    for (int64_t d = static_cast<int64_t>(r) - 1; d >= 0; --d) {
      size_t du = static_cast<size_t>(d);
      ++idx[du];
      flat += in_strides[du];
      if (idx[du] < out_shape[du]) break;
      flat -= in_strides[du] * idx[du];
      idx[du] = 0;
    }
  }
  return map;
}

}  // namespace rammer
