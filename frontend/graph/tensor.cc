#include "frontend/graph/tensor.h"

#include <cmath>
#include <limits>

namespace rammer {

int64_t shape_numel(const Shape& s) {
  int64_t n = 1;
  // Shapes come from untrusted models: a product past int64 is an error, not a wrapped count.
  for (int64_t d : s)
    RAMMER_CHECK(!__builtin_mul_overflow(n, d, &n), "shape ", shape_str(s), " has more elements than int64 holds");
  return n;
}

std::string shape_str(const Shape& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) {
    if (i) out += ",";
    out += s[i] < 0 ? std::string("?") : std::to_string(s[i]);
  }
  return out + "]";
}

Shape shape_strides(const Shape& s) {
  Shape st(s.size(), 1);
  for (int64_t i = static_cast<int64_t>(s.size()) - 2; i >= 0; --i)
    st[static_cast<size_t>(i)] = st[static_cast<size_t>(i + 1)] * s[static_cast<size_t>(i + 1)];
  return st;
}

Tensor::Tensor(DType dtype, Shape shape) : dtype_(dtype), shape_(std::move(shape)) {
  for (int64_t d : shape_) RAMMER_CHECK(d >= 0, "tensor with negative dimension ", shape_str(shape_));
  bytes_.assign(static_cast<size_t>(numel()) * dtype_size(dtype_), 0);
}

Tensor Tensor::reshaped(Shape shape) const {
  RAMMER_CHECK(shape_numel(shape) == numel(), "cannot reshape ", shape_str(shape_), " to ",
               shape_str(shape));
  Tensor t = *this;
  t.shape_ = std::move(shape);
  return t;
}

double Tensor::get_f64(int64_t i) const {
  switch (dtype_) {
    case DType::f32: return data<float>()[i];
    case DType::f16: return half_to_float(data<uint16_t>()[i]);
    case DType::bf16: return bf16_to_float(data<uint16_t>()[i]);
    case DType::f64: return data<double>()[i];
    case DType::i64: return static_cast<double>(data<int64_t>()[i]);
    case DType::i32: return data<int32_t>()[i];
    case DType::i16: return data<int16_t>()[i];
    case DType::i8: return data<int8_t>()[i];
    case DType::u8: return data<uint8_t>()[i];
    case DType::boolean: return data<uint8_t>()[i] ? 1.0 : 0.0;
  }
  return 0;
}

int64_t Tensor::get_i64(int64_t i) const {
  switch (dtype_) {
    case DType::i64: return data<int64_t>()[i];
    case DType::i32: return data<int32_t>()[i];
    case DType::i16: return data<int16_t>()[i];
    case DType::i8: return data<int8_t>()[i];
    case DType::u8: return data<uint8_t>()[i];
    case DType::boolean: return data<uint8_t>()[i] ? 1 : 0;
    default: {
      double v = get_f64(i);
      if (std::isnan(v)) return 0;
      if (v >= 9.2e18) return std::numeric_limits<int64_t>::max();
      if (v <= -9.2e18) return std::numeric_limits<int64_t>::min();
      return static_cast<int64_t>(v);
    }
  }
}

void Tensor::set_f64(int64_t i, double v) {
  switch (dtype_) {
    case DType::f32: data<float>()[i] = static_cast<float>(v); break;
    case DType::f16: data<uint16_t>()[i] = float_to_half(static_cast<float>(v)); break;
    case DType::bf16: data<uint16_t>()[i] = float_to_bf16(static_cast<float>(v)); break;
    case DType::f64: data<double>()[i] = v; break;
    case DType::i64: data<int64_t>()[i] = static_cast<int64_t>(v); break;
    case DType::i32: data<int32_t>()[i] = static_cast<int32_t>(static_cast<int64_t>(v)); break;
    case DType::i16: data<int16_t>()[i] = static_cast<int16_t>(static_cast<int64_t>(v)); break;
    case DType::i8: data<int8_t>()[i] = static_cast<int8_t>(static_cast<int64_t>(v)); break;
    case DType::u8: data<uint8_t>()[i] = static_cast<uint8_t>(static_cast<int64_t>(v)); break;
    case DType::boolean: data<uint8_t>()[i] = v != 0.0; break;
  }
}

std::vector<int64_t> Tensor::to_i64_vector() const {
  std::vector<int64_t> v(static_cast<size_t>(numel()));
  for (int64_t i = 0; i < numel(); ++i) v[static_cast<size_t>(i)] = get_i64(i);
  return v;
}

std::vector<float> Tensor::to_f32_vector() const {
  std::vector<float> v(static_cast<size_t>(numel()));
  for (int64_t i = 0; i < numel(); ++i) v[static_cast<size_t>(i)] = static_cast<float>(get_f64(i));
  return v;
}

Tensor Tensor::cast(DType to) const {
  Tensor out(to, shape_);
  const int64_t n = numel();
  const bool int_src = dtype_is_int(dtype_) || dtype_ == DType::boolean;
  for (int64_t i = 0; i < n; ++i) {
    if (to == DType::boolean) {
      out.data<uint8_t>()[i] = int_src ? (get_i64(i) != 0) : (get_f64(i) != 0.0);
    } else if (int_src && dtype_is_int(to)) {
      int64_t v = get_i64(i);
      switch (to) {
        case DType::i64: out.data<int64_t>()[i] = v; break;
        case DType::i32: out.data<int32_t>()[i] = static_cast<int32_t>(v); break;
        case DType::i16: out.data<int16_t>()[i] = static_cast<int16_t>(v); break;
        case DType::i8: out.data<int8_t>()[i] = static_cast<int8_t>(v); break;
        case DType::u8: out.data<uint8_t>()[i] = static_cast<uint8_t>(v); break;
        default: break;
      }
    } else if (dtype_is_int(to)) {
      // float -> int: truncation toward zero, as C and ONNX Runtime do.
      out.set_f64(i, std::trunc(get_f64(i)));
    } else if (int_src && dtype_ == DType::i64) {
      out.set_f64(i, static_cast<double>(get_i64(i)));
    } else if (to == DType::f32 && dtype_ == DType::f64) {
      out.data<float>()[i] = static_cast<float>(data<double>()[i]);
    } else {
      out.set_f64(i, get_f64(i));
    }
  }
  return out;
}

}  // namespace rammer
