#include "frontend/onnx/onnx_tensor.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

namespace rammer {

namespace {

// Far above any real model (1 TiB of f32) but small enough that byte counts never overflow int64.
constexpr int64_t kMaxElements = int64_t{1} << 38;

Shape checked_dims(const onnx::TensorProto& t, const std::string& what) {
  Shape shape;
  int64_t numel = 1;
  for (int64_t d : t.dims()) {
    RAMMER_CHECK(d >= 0, what, ": negative dimension ", d, " in its dims");
    shape.push_back(d);
    RAMMER_CHECK(d == 0 || numel <= kMaxElements / d, what, ": dims ", shape_str(Shape(t.dims().begin(), t.dims().end())),
                 " describe an implausibly large tensor");
    numel *= d;
  }
  return shape;
}

int64_t parse_int64(const std::string& text, const std::string& what, const std::string& key) {
  size_t used = 0;
  long long v = 0;
  try {
    v = std::stoll(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  RAMMER_CHECK(used == text.size() && !text.empty() && v >= 0, what, ": external data ", key, " '", text,
               "' is not a non-negative integer");
  return v;
}

// ONNX external data: key/value entries location, offset, length (checksum is not checked).
std::string read_external(const onnx::TensorProto& t, const std::string& what, const std::string& model_dir,
                          size_t nbytes) {
  std::string location;
  int64_t offset = 0;
  int64_t length = -1;
  for (const auto& e : t.external_data()) {
    if (e.key() == "location") location = e.value();
    if (e.key() == "offset") offset = parse_int64(e.value(), what, "offset");
    if (e.key() == "length") length = parse_int64(e.value(), what, "length");
  }
  RAMMER_CHECK(!location.empty(), what, ": data_location is EXTERNAL but no 'location' is given");
  std::filesystem::path rel(location);
  RAMMER_CHECK(!rel.is_absolute(), what, ": external data location '", location,
               "' must be relative to the model's folder");
  RAMMER_CHECK(length < 0 || static_cast<size_t>(length) == nbytes, what, ": external data length ", length,
               " does not match its dtype and dims (", nbytes, " bytes)");
  const std::string file = (std::filesystem::path(model_dir.empty() ? "." : model_dir) / rel).string();
  try {
    return read_file_bytes(file, offset, static_cast<int64_t>(nbytes));
  } catch (const Error& e) {
    RAMMER_FAIL(what, ": external data file '", file, "': ", e.what());
  }
}

// The number of values in the typed field ONNX uses for this dtype.
int typed_count(const onnx::TensorProto& t, DType dtype) {
  switch (dtype) {
    case DType::f32: return t.float_data_size();
    case DType::f64: return t.double_data_size();
    case DType::i64: return t.int64_data_size();
    default: return t.int32_data_size();  // i32, i16, i8, u8, bool, f16 and bf16 (their bit patterns)
  }
}

// Copies the typed field into `out`, whose element count the caller has matched to the field's.
void read_typed(const onnx::TensorProto& t, Tensor& out) {
  if (out.nbytes() == 0) return;  // an empty tensor: its buffer and the field's data() may be null
  switch (out.dtype()) {
    case DType::f32: std::memcpy(out.raw(), t.float_data().data(), out.nbytes()); return;
    case DType::f64: std::memcpy(out.raw(), t.double_data().data(), out.nbytes()); return;
    case DType::i64: std::memcpy(out.raw(), t.int64_data().data(), out.nbytes()); return;
    default: break;
  }
  for (int i = 0; i < t.int32_data_size(); ++i) {
    const int32_t v = t.int32_data(i);
    switch (out.dtype()) {
      case DType::i32: out.data<int32_t>()[i] = v; break;
      case DType::i16: out.data<int16_t>()[i] = static_cast<int16_t>(v); break;
      case DType::i8: out.data<int8_t>()[i] = static_cast<int8_t>(v); break;
      case DType::u8: out.data<uint8_t>()[i] = static_cast<uint8_t>(v); break;
      case DType::boolean: out.data<uint8_t>()[i] = v != 0; break;
      case DType::f16: case DType::bf16: out.data<uint16_t>()[i] = static_cast<uint16_t>(v); break;
      default: break;
    }
  }
}

}  // namespace

DType dtype_from_onnx_or_throw(int elem_type, const std::string& what) {
  auto dt = dtype_from_onnx(elem_type);
  if (!dt) RAMMER_UNSUPPORTED(what, " has unsupported dtype ", onnx_dtype_name(elem_type),
                              " (supported: FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT64, INT32, INT16, INT8, UINT8, BOOL)");
  return *dt;
}

std::string read_file_bytes(const std::string& path, int64_t offset, int64_t length) {
  std::error_code ec;
  auto st = std::filesystem::status(path, ec);
  RAMMER_CHECK(!ec || st.type() == std::filesystem::file_type::not_found, "cannot access the file (",
               ec.message(), ")");
  RAMMER_CHECK(std::filesystem::exists(st), "no such file");
  RAMMER_CHECK(!std::filesystem::is_directory(st), "is a directory, not a file");
  std::ifstream in(path, std::ios::binary);
  RAMMER_CHECK(in.good(), "cannot be opened for reading (check its permissions)");
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  RAMMER_CHECK(size >= 0, "cannot determine the file's size");
  RAMMER_CHECK(offset <= size, "offset ", offset, " is past the end of the file (", size, " bytes)");
  const int64_t available = static_cast<int64_t>(size) - offset;
  const int64_t n = length < 0 ? available : length;
  RAMMER_CHECK(n <= available, "the file is too short: ", n, " bytes wanted at offset ", offset, ", only ",
               available, " there (", size, " bytes in all)");
  std::string bytes(static_cast<size_t>(n), '\0');
  in.seekg(offset, std::ios::beg);
  in.read(bytes.data(), n);
  RAMMER_CHECK(in.good() || (n == 0), "read error after ", in.gcount(), " of ", n, " bytes");
  return bytes;
}

Tensor tensor_from_onnx(const onnx::TensorProto& t, const std::string& what, const std::string& model_dir) {
  if (t.has_segment()) RAMMER_UNSUPPORTED(what, ": segmented tensors are unsupported");
  const DType dtype = dtype_from_onnx_or_throw(t.data_type(), what);
  const Shape shape = checked_dims(t, what);
  const size_t nbytes = static_cast<size_t>(shape_numel(shape)) * dtype_size(dtype);

  if (t.data_location() == onnx::TensorProto::EXTERNAL) {
    std::string bytes = read_external(t, what, model_dir, nbytes);
    Tensor out(dtype, shape);
    if (nbytes > 0) std::memcpy(out.raw(), bytes.data(), nbytes);  // an empty tensor's buffer may be null
    return out;
  }
  if (t.has_raw_data()) {
    RAMMER_CHECK(t.raw_data().size() == nbytes, what, ": raw_data has ", t.raw_data().size(),
                 " bytes, but dtype ", dtype_name(dtype), " and dims ", shape_str(shape), " need ", nbytes);
    Tensor out(dtype, shape);
    if (nbytes > 0) std::memcpy(out.raw(), t.raw_data().data(), nbytes);  // an empty tensor's buffer may be null
    if (dtype == DType::boolean)  // any nonzero byte is true; keep the canonical 0/1
      for (int64_t i = 0; i < out.numel(); ++i) out.data<uint8_t>()[i] = out.data<uint8_t>()[i] != 0;
    return out;
  }
  // Typed fields: their element count is checked before the tensor is allocated.
  const int typed = typed_count(t, dtype);
  RAMMER_CHECK(typed == shape_numel(shape) || typed == 0, what, ": has ", typed, " values for dims ",
               shape_str(shape), " (", shape_numel(shape), " elements)");
  RAMMER_CHECK(typed > 0 || nbytes == 0, what, ": has no data (no raw_data, typed values or external data) for dims ",
               shape_str(shape));
  Tensor out(dtype, shape);
  if (typed > 0) read_typed(t, out);
  return out;
}

}  // namespace rammer
