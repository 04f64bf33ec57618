#include "tools/serve/infer_types.h"

#include "runtime/rammer.h"

namespace rammer::serve {

int http_status(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::kBadRequest: return 400;
    case ErrorKind::kNotFound: return 404;
    case ErrorKind::kPayloadTooLarge: return 413;
    case ErrorKind::kQueueFull: return 429;
    case ErrorKind::kDeadlineExceeded: return 504;
    case ErrorKind::kUnavailable: return 503;
    case ErrorKind::kInternal: return 500;
  }
  return 500;
}

namespace {

struct DatatypeRow {
  int dtype;
  const char* name;
  size_t size;
};

constexpr DatatypeRow kDatatypes[] = {
    {RAMMER_F32, "FP32", 4}, {RAMMER_F16, "FP16", 2}, {RAMMER_I64, "INT64", 8}, {RAMMER_I32, "INT32", 4},
    {RAMMER_I8, "INT8", 1},  {RAMMER_U8, "UINT8", 1}, {RAMMER_BOOL, "BOOL", 1}, {RAMMER_F64, "FP64", 8},
    {RAMMER_BF16, "BF16", 2},
};

}  // namespace

const char* datatype_name(int rammer_dtype) {
  for (const DatatypeRow& r : kDatatypes)
    if (r.dtype == rammer_dtype) return r.name;
  return "UNKNOWN";
}

std::optional<int> datatype_from_name(const std::string& name) {
  for (const DatatypeRow& r : kDatatypes)
    if (name == r.name) return r.dtype;
  return std::nullopt;
}

size_t element_size(int rammer_dtype) {
  for (const DatatypeRow& r : kDatatypes)
    if (r.dtype == rammer_dtype) return r.size;
  return 0;
}

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? "," : "") + std::to_string(shape[i]);
  return s + "]";
}

}  // namespace rammer::serve
