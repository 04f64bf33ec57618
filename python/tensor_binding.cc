#include "python/tensor_binding.h"

#include <sstream>

#include "python/dlpack_abi.h"
#include "runtime/rammer.h"

namespace py = pybind11;

namespace rammer::python {
namespace {

const char* numpy_name(int dtype) {
  switch (dtype) {
    case RAMMER_F32: return "float32";
    case RAMMER_F16: return "float16";
    case RAMMER_I64: return "int64";
    case RAMMER_I32: return "int32";
    case RAMMER_I8: return "int8";
    case RAMMER_U8: return "uint8";
    case RAMMER_BOOL: return "bool";
    case RAMMER_F64: return "float64";
    case RAMMER_BF16: return "uint16";  // numpy has no bfloat16: arrays carry the 16-bit patterns
  }
  throw std::runtime_error("rammer: unknown dtype code " + std::to_string(dtype));
}

// The DLPack (code, bits) of a rammer dtype.
DLDataType dlpack_dtype(int dtype) {
  switch (dtype) {
    case RAMMER_F32: return {kDLFloat, 32, 1};
    case RAMMER_F16: return {kDLFloat, 16, 1};
    case RAMMER_BF16: return {kDLBfloat, 16, 1};
    case RAMMER_F64: return {kDLFloat, 64, 1};
    case RAMMER_I64: return {kDLInt, 64, 1};
    case RAMMER_I32: return {kDLInt, 32, 1};
    case RAMMER_I8: return {kDLInt, 8, 1};
    case RAMMER_U8: return {kDLUInt, 8, 1};
    case RAMMER_BOOL: return {kDLBool, 8, 1};
  }
  throw std::runtime_error("rammer: unknown dtype code " + std::to_string(dtype));
}

std::string shape_text(const int64_t* dims, size_t rank) {
  std::ostringstream s;
  s << "(";
  for (size_t i = 0; i < rank; ++i) s << (i ? ", " : "") << dims[i];
  s << (rank == 1 ? ",)" : ")");
  return s.str();
}

std::string role_name(const TensorInfo& info) { return "'" + info.name + "'"; }

// The array as `info` requires: same dtype, same shape; ValueError naming both otherwise.
py::array checked_array(const TensorInfo& info, const py::handle& value, const char* role) {
  if (!py::isinstance<py::array>(value))
    throw py::value_error(std::string(role) + " " + role_name(info) + ": expected a numpy.ndarray " +
                          describe(info) + ", got " + std::string(py::str(py::type::of(value).attr("__name__"))));
  py::array a = py::reinterpret_borrow<py::array>(value);
  if (!a.dtype().equal(info.numpy_dtype()))
    throw py::value_error(std::string(role) + " " + role_name(info) + ": dtype " + std::string(py::str(a.dtype())) +
                          ", expected " + numpy_name(info.dtype) + " (convert with .astype(numpy." +
                          numpy_name(info.dtype) + "))");
  const auto rank = static_cast<size_t>(a.ndim());
  bool same = rank == info.shape.size();
  for (size_t i = 0; same && i < rank; ++i) same = a.shape(static_cast<py::ssize_t>(i)) == info.shape[i];
  if (!same) {
    std::vector<int64_t> dims(a.shape(), a.shape() + rank);
    throw py::value_error(std::string(role) + " " + role_name(info) + ": shape " + shape_text(dims.data(), rank) +
                          ", expected " + shape_text(info.shape.data(), info.shape.size()));
  }
  return a;
}

bool flag(const py::array& a, int f) { return (a.flags() & f) != 0; }

// Owns a DLManagedTensor taken from a "dltensor" capsule: calls the producer's deleter when dropped.
void release_dlpack(void* p) {
  auto* m = static_cast<DLManagedTensor*>(p);
  if (m->deleter != nullptr) m->deleter(m);
}

}  // namespace

py::dtype TensorInfo::numpy_dtype() const { return py::dtype(numpy_name(dtype)); }

py::tuple TensorInfo::shape_tuple() const {
  py::tuple t(shape.size());
  for (size_t i = 0; i < shape.size(); ++i) t[i] = py::int_(shape[i]);
  return t;
}

std::string describe(const TensorInfo& info) {
  return std::string(numpy_name(info.dtype)) + shape_text(info.shape.data(), info.shape.size());
}

BoundBuffer numpy_input(const TensorInfo& info, const py::handle& value) {
  py::array a = checked_array(info, value, "input");
  const int kAligned = py::detail::npy_api::NPY_ARRAY_ALIGNED_;
  if (!flag(a, py::array::c_style) || !flag(a, kAligned))
    a = py::module_::import("numpy").attr("ascontiguousarray")(a);  // a fresh, aligned, row-major copy
  return {const_cast<void*>(a.data()), a};
}

BoundBuffer numpy_output(const TensorInfo& info, const py::handle& value) {
  py::array a = checked_array(info, value, "output");
  const int kAligned = py::detail::npy_api::NPY_ARRAY_ALIGNED_;
  if (!flag(a, py::array::c_style) || !flag(a, kAligned) || !a.writeable())
    throw py::value_error("output " + role_name(info) +
                          ": the array must be writeable, aligned and C-contiguous (the run writes into it)");
  return {a.mutable_data(), a};
}

BoundBuffer dlpack_buffer(const TensorInfo& info, const py::handle& value, MemoryKind library_memory) {
  if (!py::hasattr(value, "__dlpack__"))
    throw py::value_error(role_name(info) + ": expected a numpy.ndarray or an object with __dlpack__");
  py::object capsule = value.attr("__dlpack__")();
  if (!PyCapsule_IsValid(capsule.ptr(), "dltensor"))
    throw py::value_error(role_name(info) + ": __dlpack__ did not return an unused \"dltensor\" capsule");
  auto* managed = static_cast<DLManagedTensor*>(PyCapsule_GetPointer(capsule.ptr(), "dltensor"));
  // The capsule is consumed: renamed so its own destructor leaves the tensor alone, which `owner` now
  // releases (the DLPack protocol's hand-over).
  PyCapsule_SetName(capsule.ptr(), "used_dltensor");
  py::capsule owner(managed, &release_dlpack);
  const DLTensor& t = managed->dl_tensor;

  const bool host = t.device.device_type == kDLCPU || t.device.device_type == kDLCUDAHost;
  const bool device = t.device.device_type == kDLCUDA || t.device.device_type == kDLROCM ||
                      t.device.device_type == kDLCUDAManaged;
  if (library_memory == MemoryKind::kHost ? !host : !device)
    throw py::value_error(role_name(info) + ": DLPack device type " + std::to_string(t.device.device_type) +
                          (library_memory == MemoryKind::kHost ? " is not host memory (a CPU library needs host memory)"
                                                               : " is not GPU memory (a GPU library needs device memory)"));
  const DLDataType want = dlpack_dtype(info.dtype);
  if (t.dtype.code != want.code || t.dtype.bits != want.bits || t.dtype.lanes != 1)
    throw py::value_error(role_name(info) + ": DLPack dtype (code " + std::to_string(t.dtype.code) + ", " +
                          std::to_string(t.dtype.bits) + " bits), expected " + numpy_name(info.dtype));
  const auto rank = static_cast<size_t>(t.ndim);
  bool same = rank == info.shape.size();
  for (size_t i = 0; same && i < rank; ++i) same = t.shape[i] == info.shape[i];
  if (!same)
    throw py::value_error(role_name(info) + ": DLPack shape " + shape_text(t.shape, rank) + ", expected " +
                          shape_text(info.shape.data(), info.shape.size()));
  if (t.strides != nullptr) {
    int64_t expected = 1;
    for (size_t i = rank; i-- > 0;) {
      if (t.shape[i] != 1 && t.strides[i] != expected)
        throw py::value_error(role_name(info) + ": the DLPack tensor is not compact row-major (make it contiguous first)");
      expected *= t.shape[i];
    }
  }
  return {static_cast<char*>(t.data) + t.byte_offset, owner};
}

}  // namespace rammer::python
