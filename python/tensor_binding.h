// What the Python binding knows about one model input or output (name, dtype, shape) and how a Python
// object becomes a buffer the C API can bind: a numpy array (checked against the tensor, C-contiguous
// arrays bound without a copy) or a DLPack tensor (host or device memory, compact row-major only).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <vector>

namespace rammer::python {

struct TensorInfo {
  std::string name;
  int dtype = 0;  // a rammer_dtype
  std::vector<int64_t> shape;
  size_t nbytes = 0;

  pybind11::dtype numpy_dtype() const;
  pybind11::tuple shape_tuple() const;
};

// Where a bound buffer lives; a library accepts only its own kind (a CPU library host memory, a GPU
// library device memory).
enum class MemoryKind { kHost, kDevice };

// A buffer ready for rammer_bind_*: its address, and the Python object that keeps the memory alive
// while the session may read or write it.
struct BoundBuffer {
  void* data = nullptr;
  pybind11::object owner;
};

// `value` as input `info`: a numpy array of the tensor's dtype and shape (a C-contiguous, aligned one is
// bound in place, any other is copied once). ValueError (pybind11::value_error) when it does not match.
BoundBuffer numpy_input(const TensorInfo& info, const pybind11::handle& value);
// `value` as output `info`: a writeable, C-contiguous numpy array of the tensor's dtype and shape (the
// run writes into it, so no copy is made). ValueError otherwise.
BoundBuffer numpy_output(const TensorInfo& info, const pybind11::handle& value);
// `value` through its __dlpack__ method: dtype, shape and compact row-major layout checked, the
// memory on the library's side (host for CPU, CUDA/ROCm device for GPU). The returned owner keeps the
// producer's tensor alive and releases it when dropped. ValueError when it does not match.
BoundBuffer dlpack_buffer(const TensorInfo& info, const pybind11::handle& value, MemoryKind library_memory);

// "f32[1,3,32,32]"-style text for messages.
std::string describe(const TensorInfo& info);

}  // namespace rammer::python
