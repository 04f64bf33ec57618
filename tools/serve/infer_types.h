// The values that travel between the protocol front ends (REST, gRPC) and the models: tensors in
// KServe v2 terms, an inference request and its result, and the error kinds every front end maps to
// its own status codes (http_status, and grpc_service.cc for gRPC).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rammer::serve {

enum class ErrorKind {
  kBadRequest,        // malformed body, wrong name/shape/dtype/byte size
  kNotFound,          // unknown model or version
  kPayloadTooLarge,   // body over --max-body-bytes
  kQueueFull,         // admission control: the model's queue is full
  kDeadlineExceeded,  // the request's deadline passed before its run started
  kUnavailable,       // the server is draining or the model is unloading
  kInternal,          // a run failed inside the runtime
};

struct ServeError {
  ErrorKind kind;
  std::string message;
};

int http_status(ErrorKind kind);

// KServe v2 datatype names ("FP32", "INT64", ...) for the runtime's rammer_dtype values.
const char* datatype_name(int rammer_dtype);
// The rammer_dtype of a KServe datatype name; nullopt when the runtime has no such type.
std::optional<int> datatype_from_name(const std::string& name);
size_t element_size(int rammer_dtype);

// A model input or output as the model declares it.
struct TensorSpec {
  std::string name;
  int dtype = 0;  // rammer_dtype
  std::vector<int64_t> shape;
  size_t bytes = 0;
};

// A tensor as a request carries it or a response returns it: dense row-major bytes.
struct Tensor {
  std::string name;
  int dtype = 0;
  std::vector<int64_t> shape;
  std::vector<unsigned char> data;
};

struct InferRequest {
  std::string model;
  std::string version;  // empty: the highest loaded version
  std::string id;
  std::vector<Tensor> inputs;
  std::vector<std::string> outputs;  // requested outputs; empty: every output
  // Per-request deadline (also capped by the model's config.json deadline_ms); 0 = none.
  int64_t deadline_ms = 0;
};

struct InferResult {
  std::string model;
  std::string version;
  std::vector<Tensor> outputs;
  int64_t queue_us = 0;    // from admission to the start of the run
  int64_t compute_us = 0;  // bind + run
  int64_t batch_bucket = 0;  // the batch bucket the request ran in (0: the model is not batched)
};

std::string shape_text(const std::vector<int64_t>& shape);

}  // namespace rammer::serve
