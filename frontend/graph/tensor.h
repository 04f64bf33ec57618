// A dense tensor value: dtype, static shape and owned bytes (row-major, no strides).
// Used for constants in the Graph IR and as the values the reference interpreter computes.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "frontend/graph/dtype.h"
#include "support/status.h"

namespace rammer {

using Shape = std::vector<int64_t>;

int64_t shape_numel(const Shape& s);          // 1 for a scalar (rank 0)
std::string shape_str(const Shape& s);        // "[1,3,224,224]"
Shape shape_strides(const Shape& s);          // row-major element strides

class Tensor {
 public:
  Tensor() = default;
  Tensor(DType dtype, Shape shape);  // zero-filled

  template <class T>
  static Tensor from_vector(DType dtype, Shape shape, const std::vector<T>& values) {
    Tensor t(dtype, std::move(shape));
    RAMMER_CHECK(static_cast<int64_t>(values.size()) == t.numel(), "from_vector: ", values.size(),
                 " values for shape ", shape_str(t.shape()));
    RAMMER_CHECK(sizeof(T) == dtype_size(dtype), "from_vector: element size mismatch");
    if (!values.empty()) std::memcpy(t.raw(), values.data(), values.size() * sizeof(T));  // raw() is null when empty
    return t;
  }
  static Tensor scalar_f32(float v) { return from_vector<float>(DType::f32, {}, {v}); }
  static Tensor scalar_i64(int64_t v) { return from_vector<int64_t>(DType::i64, {}, {v}); }

  DType dtype() const { return dtype_; }
  const Shape& shape() const { return shape_; }
  int64_t rank() const { return static_cast<int64_t>(shape_.size()); }
  int64_t dim(int64_t i) const { return shape_[static_cast<size_t>(i < 0 ? i + rank() : i)]; }
  int64_t numel() const { return shape_numel(shape_); }
  size_t nbytes() const { return bytes_.size(); }

  uint8_t* raw() { return bytes_.data(); }
  const uint8_t* raw() const { return bytes_.data(); }
  template <class T>
  T* data() { return reinterpret_cast<T*>(bytes_.data()); }
  template <class T>
  const T* data() const { return reinterpret_cast<const T*>(bytes_.data()); }

  // Reinterprets the same bytes under a new shape with equal element count.
  Tensor reshaped(Shape shape) const;

  // Element i converted to double / int64 whatever the dtype (f16 and bf16 decoded). For shape arithmetic,
  // printing and tests; not for hot loops.
  double get_f64(int64_t i) const;
  int64_t get_i64(int64_t i) const;
  void set_f64(int64_t i, double v);  // converts to dtype (saturating nothing: C++ conversion)
  std::vector<int64_t> to_i64_vector() const;
  std::vector<float> to_f32_vector() const;

  // Conversion to another dtype, element by element (ONNX Cast semantics for numeric types).
  Tensor cast(DType to) const;

  bool same_bytes(const Tensor& o) const {
    return dtype_ == o.dtype_ && shape_ == o.shape_ && bytes_ == o.bytes_;
  }

 private:
  DType dtype_ = DType::f32;
  Shape shape_;
  std::vector<uint8_t> bytes_;
};

}  // namespace rammer
