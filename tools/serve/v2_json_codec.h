// The REST infer body of the Open Inference Protocol (KServe v2), both ways, including the binary tensor
// data extension:
//   request   {"id", "parameters": {"binary_data_output", "deadline_ms"}, "inputs": [{"name", "shape",
//             "datatype", "data" | "parameters": {"binary_data_size"}}], "outputs": [{"name",
//             "parameters": {"binary_data"}}]}
//   response  {"model_name", "model_version", "id", "parameters": {"queue_time_us", "compute_time_us"},
//             "outputs": [{"name", "datatype", "shape", "data" | "parameters": {"binary_data_size"}}]}
// With the extension the body is that JSON (Inference-Header-Content-Length bytes) followed by the
// binary tensors, in the order of the tensors that declare a binary_data_size. JSON "data" may be flat
// or nested row-major; FP16 and BF16 inputs travel only as binary data (JSON numbers have no half
// type), FP16 and BF16 outputs in JSON are widened to numbers.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>

#include "tools/serve/infer_types.h"

namespace rammer::serve {

// Which outputs the client wants as binary data.
struct OutputEncoding {
  bool all_binary = false;
  std::set<std::string> binary;
  bool is_binary(const std::string& name) const { return all_binary || binary.count(name) > 0; }
};

struct ParsedInferRequest {
  InferRequest request;  // model and version left empty: the URL names them
  OutputEncoding encoding;
};

struct EncodedResponse {
  std::string body;
  std::optional<size_t> header_length;  // set when binary outputs follow the JSON
};

// `header_length` is the Inference-Header-Content-Length header (nullopt: the whole body is JSON).
std::variant<ParsedInferRequest, ServeError> parse_infer_request(std::string_view body,
                                                                 std::optional<size_t> header_length);
EncodedResponse encode_infer_response(const InferResult& result, const std::string& id,
                                      const OutputEncoding& encoding);
// {"error": message} as the protocol's REST error body.
std::string error_json(const std::string& message);

}  // namespace rammer::serve
