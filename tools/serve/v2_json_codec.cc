#include "tools/serve/v2_json_codec.h"

#include <cmath>
#include <cstring>
#include <limits>

#include <nlohmann/json.hpp>

#include "runtime/rammer.h"

namespace rammer::serve {

namespace {

using nlohmann::json;

ServeError bad(std::string message) { return ServeError{ErrorKind::kBadRequest, std::move(message)}; }

template <class T>
void append(std::vector<unsigned char>& out, T v) {
  const size_t at = out.size();
  out.resize(at + sizeof(T));
  std::memcpy(out.data() + at, &v, sizeof(T));
}

template <class T>
T load(const unsigned char* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

float half_to_float(uint16_t h) {
  const int sign = h >> 15, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  float v;
  if (exponent == 0) v = std::ldexp(static_cast<float>(mantissa), -24);
  else if (exponent == 31) v = mantissa ? std::numeric_limits<float>::quiet_NaN() : std::numeric_limits<float>::infinity();
  else v = std::ldexp(static_cast<float>(mantissa | 0x400), exponent - 25);
  return sign ? -v : v;
}

// A bfloat16 is the high half of a float: widening is exact.
float bf16_to_float(uint16_t h) {
  const uint32_t bits = static_cast<uint32_t>(h) << 16;
  return load<float>(reinterpret_cast<const unsigned char*>(&bits));
}

// Appends the elements of `data` (nested arrays flattened row-major) as dtype values.
std::optional<std::string> append_json_values(const json& data, int dtype, std::vector<unsigned char>& out) {
  if (data.is_array()) {
    for (const json& e : data)
      if (auto err = append_json_values(e, dtype, out)) return err;
    return std::nullopt;
  }
  auto integer = [&](int64_t lo, int64_t hi) -> std::optional<int64_t> {
    if (!data.is_number_integer()) return std::nullopt;
    if (data.is_number_unsigned() && data.get<uint64_t>() > static_cast<uint64_t>(hi)) return std::nullopt;
    const int64_t v = data.get<int64_t>();
    if (v < lo || v > hi) return std::nullopt;
    return v;
  };
  switch (dtype) {
    case RAMMER_F32:
      if (!data.is_number()) return "a number";
      append(out, data.get<float>());
      return std::nullopt;
    case RAMMER_F64:
      if (!data.is_number()) return "a number";
      append(out, data.get<double>());
      return std::nullopt;
    case RAMMER_I64:
      if (auto v = integer(std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max())) {
        append(out, *v);
        return std::nullopt;
      }
      return "an INT64 integer";
    case RAMMER_I32:
      if (auto v = integer(INT32_MIN, INT32_MAX)) {
        append(out, static_cast<int32_t>(*v));
        return std::nullopt;
      }
      return "an INT32 integer";
    case RAMMER_I8:
      if (auto v = integer(-128, 127)) {
        append(out, static_cast<int8_t>(*v));
        return std::nullopt;
      }
      return "an INT8 integer";
    case RAMMER_U8:
      if (auto v = integer(0, 255)) {
        append(out, static_cast<uint8_t>(*v));
        return std::nullopt;
      }
      return "a UINT8 integer";
    case RAMMER_BOOL:
      if (!data.is_boolean()) return "true or false";
      append(out, static_cast<uint8_t>(data.get<bool>() ? 1 : 0));
      return std::nullopt;
    case RAMMER_F16:
      return "binary data: FP16 inputs need the binary tensor data extension";
    case RAMMER_BF16:
      return "binary data: BF16 inputs need the binary tensor data extension";
  }
  return "a value of a supported datatype";
}

json json_values(const Tensor& t) {
  json data = json::array();
  const size_t size = element_size(t.dtype);
  for (size_t at = 0; at + size <= t.data.size(); at += size) {
    const unsigned char* p = t.data.data() + at;
    switch (t.dtype) {
      case RAMMER_F32: data.push_back(load<float>(p)); break;
      case RAMMER_F64: data.push_back(load<double>(p)); break;
      case RAMMER_F16: data.push_back(half_to_float(load<uint16_t>(p))); break;
      case RAMMER_BF16: data.push_back(bf16_to_float(load<uint16_t>(p))); break;
      case RAMMER_I64: data.push_back(load<int64_t>(p)); break;
      case RAMMER_I32: data.push_back(load<int32_t>(p)); break;
      case RAMMER_I8: data.push_back(load<int8_t>(p)); break;
      case RAMMER_U8: data.push_back(load<uint8_t>(p)); break;
      case RAMMER_BOOL: data.push_back(*p != 0); break;
    }
  }
  return data;
}

std::optional<ServeError> parse_input(const json& in, size_t index, size_t body_bytes, Tensor& t,
                                      std::optional<size_t>& binary_size) {
  const std::string where = "inputs[" + std::to_string(index) + "]";
  if (!in.is_object()) return bad(where + " is not an object");
  if (!in.contains("name") || !in["name"].is_string()) return bad(where + " has no \"name\" string");
  t.name = in["name"].get<std::string>();
  const std::string what = "input '" + t.name + "'";
  if (!in.contains("datatype") || !in["datatype"].is_string()) return bad(what + " has no \"datatype\" string");
  const auto dtype = datatype_from_name(in["datatype"].get<std::string>());
  if (!dtype) return bad(what + ": unsupported datatype \"" + in["datatype"].get<std::string>() + "\"");
  t.dtype = *dtype;
  if (!in.contains("shape") || !in["shape"].is_array()) return bad(what + " has no \"shape\" array");
  size_t elements = 1;
  for (const json& d : in["shape"]) {
    if (!d.is_number_integer() || d.get<int64_t>() < 0 || d.get<int64_t>() > (int64_t{1} << 40))
      return bad(what + ": \"shape\" holds a value that is not a dimension");
    t.shape.push_back(d.get<int64_t>());
    elements *= static_cast<size_t>(d.get<int64_t>());
    if (elements > (size_t{1} << 40)) return bad(what + ": \"shape\" is too large");
  }
  if (in.contains("parameters") && in["parameters"].is_object() && in["parameters"].contains("binary_data_size")) {
    const json& b = in["parameters"]["binary_data_size"];
    if (!b.is_number_integer() || b.get<int64_t>() < 0) return bad(what + ": binary_data_size is not a size");
    binary_size = b.get<size_t>();
    if (in.contains("data")) return bad(what + " has both \"data\" and binary_data_size");
    return std::nullopt;
  }
  if (!in.contains("data")) return bad(what + " has neither \"data\" nor a binary_data_size parameter");
  // Reserve only what the JSON text can hold (an element takes at least one byte of it): a small body
  // must not make the server allocate for the huge shape it claims.
  if (elements <= body_bytes) t.data.reserve(elements * element_size(t.dtype));
  if (auto expected = append_json_values(in["data"], t.dtype, t.data))
    return bad(what + ": every element of \"data\" must be " + *expected);
  if (t.data.size() != elements * element_size(t.dtype))
    return bad(what + ": \"data\" holds " + std::to_string(t.data.size() / element_size(t.dtype)) +
               " element(s), shape " + shape_text(t.shape) + " needs " + std::to_string(elements));
  return std::nullopt;
}

bool flag(const json& obj, const char* key) {
  return obj.is_object() && obj.contains("parameters") && obj["parameters"].is_object() &&
         obj["parameters"].contains(key) && obj["parameters"][key].is_boolean() &&
         obj["parameters"][key].get<bool>();
}

}  // namespace

std::variant<ParsedInferRequest, ServeError> parse_infer_request(std::string_view body,
                                                                 std::optional<size_t> header_length) {
  if (header_length && *header_length > body.size())
    return bad("Inference-Header-Content-Length is " + std::to_string(*header_length) + ", the body has only " +
               std::to_string(body.size()) + " bytes");
  const std::string_view header = header_length ? body.substr(0, *header_length) : body;
  std::string_view binary = header_length ? body.substr(*header_length) : std::string_view();
  const json j = json::parse(header.begin(), header.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return bad("the request body is not valid JSON");
  if (!j.is_object()) return bad("the request body is not a JSON object");
  ParsedInferRequest out;
  if (j.contains("id")) {
    if (!j["id"].is_string()) return bad("\"id\" is not a string");
    out.request.id = j["id"].get<std::string>();
  }
  out.encoding.all_binary = flag(j, "binary_data_output");
  if (j.contains("parameters") && j["parameters"].is_object() && j["parameters"].contains("deadline_ms")) {
    const json& d = j["parameters"]["deadline_ms"];
    if (!d.is_number_integer() || d.get<int64_t>() < 0) return bad("parameter deadline_ms is not a duration");
    out.request.deadline_ms = d.get<int64_t>();
  }
  if (!j.contains("inputs") || !j["inputs"].is_array()) return bad("the request has no \"inputs\" array");
  for (size_t i = 0; i < j["inputs"].size(); ++i) {
    Tensor t;
    std::optional<size_t> binary_size;
    if (auto e = parse_input(j["inputs"][i], i, header.size(), t, binary_size)) return *e;
    if (binary_size) {
      if (*binary_size > binary.size())
        return bad("input '" + t.name + "': binary_data_size " + std::to_string(*binary_size) + " runs past the body");
      t.data.assign(binary.begin(), binary.begin() + static_cast<std::ptrdiff_t>(*binary_size));
      binary.remove_prefix(*binary_size);
    }
    out.request.inputs.push_back(std::move(t));
  }
  if (!binary.empty())
    return bad(std::to_string(binary.size()) + " byte(s) of binary data follow the inputs that declare one");
  if (j.contains("outputs")) {
    if (!j["outputs"].is_array()) return bad("\"outputs\" is not an array");
    for (const json& o : j["outputs"]) {
      if (!o.is_object() || !o.contains("name") || !o["name"].is_string())
        return bad("every entry of \"outputs\" needs a \"name\" string");
      out.request.outputs.push_back(o["name"].get<std::string>());
      if (flag(o, "binary_data")) out.encoding.binary.insert(o["name"].get<std::string>());
    }
  }
  return out;
}

EncodedResponse encode_infer_response(const InferResult& result, const std::string& id,
                                      const OutputEncoding& encoding) {
  json j;
  j["model_name"] = result.model;
  j["model_version"] = result.version;
  if (!id.empty()) j["id"] = id;
  j["parameters"] = {{"queue_time_us", result.queue_us}, {"compute_time_us", result.compute_us}};
  if (result.batch_bucket > 0) j["parameters"]["batch_bucket"] = result.batch_bucket;
  j["outputs"] = json::array();
  std::string binary;
  for (const Tensor& t : result.outputs) {
    json o = {{"name", t.name}, {"datatype", datatype_name(t.dtype)}, {"shape", t.shape}};
    if (encoding.is_binary(t.name)) {
      o["parameters"] = {{"binary_data_size", t.data.size()}};
      binary.append(reinterpret_cast<const char*>(t.data.data()), t.data.size());
    } else {
      o["data"] = json_values(t);
    }
    j["outputs"].push_back(std::move(o));
  }
  EncodedResponse out;
  out.body = j.dump(-1, ' ', false, json::error_handler_t::replace);
  if (!binary.empty() || encoding.all_binary || !encoding.binary.empty()) {
    out.header_length = out.body.size();
    out.body += binary;
  }
  return out;
}

std::string error_json(const std::string& message) {
  return json{{"error", message}}.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace rammer::serve
