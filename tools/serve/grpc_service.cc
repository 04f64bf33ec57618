#include "tools/serve/grpc_service.h"

#include <chrono>
#include <cstring>

#include "runtime/rammer.h"
#include "tools/serve/serve_log.h"

namespace rammer::serve {

namespace {

grpc::Status to_grpc(const ServeError& e) {
  switch (e.kind) {
    case ErrorKind::kBadRequest: return {grpc::StatusCode::INVALID_ARGUMENT, e.message};
    case ErrorKind::kNotFound: return {grpc::StatusCode::NOT_FOUND, e.message};
    case ErrorKind::kPayloadTooLarge: return {grpc::StatusCode::RESOURCE_EXHAUSTED, e.message};
    case ErrorKind::kQueueFull: return {grpc::StatusCode::UNAVAILABLE, e.message};
    case ErrorKind::kDeadlineExceeded: return {grpc::StatusCode::DEADLINE_EXCEEDED, e.message};
    case ErrorKind::kUnavailable: return {grpc::StatusCode::UNAVAILABLE, e.message};
    case ErrorKind::kInternal: return {grpc::StatusCode::INTERNAL, e.message};
  }
  return {grpc::StatusCode::INTERNAL, e.message};
}

template <class T, class Repeated>
void append_values(std::vector<unsigned char>& out, const Repeated& values) {
  const size_t at = out.size();
  out.resize(at + sizeof(T) * static_cast<size_t>(values.size()));
  unsigned char* p = out.data() + at;
  for (const auto& v : values) {
    const T t = static_cast<T>(v);
    std::memcpy(p, &t, sizeof(T));
    p += sizeof(T);
  }
}

// The typed contents of `in` as dense bytes of dtype; an error when the dtype's field is not the one used.
std::optional<std::string> typed_contents(const inference::InferTensorContents& c, int dtype,
                                          std::vector<unsigned char>& out) {
  switch (dtype) {
    case RAMMER_F32: append_values<float>(out, c.fp32_contents()); return std::nullopt;
    case RAMMER_F64: append_values<double>(out, c.fp64_contents()); return std::nullopt;
    case RAMMER_I64: append_values<int64_t>(out, c.int64_contents()); return std::nullopt;
    case RAMMER_I32: append_values<int32_t>(out, c.int_contents()); return std::nullopt;
    case RAMMER_I8: append_values<int8_t>(out, c.int_contents()); return std::nullopt;
    case RAMMER_U8: append_values<uint8_t>(out, c.uint_contents()); return std::nullopt;
    case RAMMER_BOOL: append_values<uint8_t>(out, c.bool_contents()); return std::nullopt;
    case RAMMER_F16: return "FP16 inputs travel only in raw_input_contents";
    case RAMMER_BF16: return "BF16 inputs travel only in raw_input_contents";
  }
  return "unsupported datatype";
}

std::optional<ServeError> to_request(const inference::ModelInferRequest& in, InferRequest& out) {
  out.model = in.model_name();
  out.version = in.model_version();
  out.id = in.id();
  if (in.raw_input_contents_size() > 0 && in.raw_input_contents_size() != in.inputs_size())
    return ServeError{ErrorKind::kBadRequest, "raw_input_contents has " + std::to_string(in.raw_input_contents_size()) +
                                                  " entries for " + std::to_string(in.inputs_size()) + " inputs"};
  for (int i = 0; i < in.inputs_size(); ++i) {
    const auto& t = in.inputs(i);
    Tensor tensor;
    tensor.name = t.name();
    const auto dtype = datatype_from_name(t.datatype());
    if (!dtype) return ServeError{ErrorKind::kBadRequest, "input '" + t.name() + "': unsupported datatype \"" + t.datatype() + "\""};
    tensor.dtype = *dtype;
    tensor.shape.assign(t.shape().begin(), t.shape().end());
    if (in.raw_input_contents_size() > 0) {
      if (t.has_contents())
        return ServeError{ErrorKind::kBadRequest, "input '" + t.name() + "' has contents and raw_input_contents"};
      const std::string& raw = in.raw_input_contents(i);
      tensor.data.assign(raw.begin(), raw.end());
    } else if (auto why = typed_contents(t.contents(), tensor.dtype, tensor.data)) {
      return ServeError{ErrorKind::kBadRequest, "input '" + t.name() + "': " + *why};
    }
    out.inputs.push_back(std::move(tensor));
  }
  for (const auto& o : in.outputs()) out.outputs.push_back(o.name());
  return std::nullopt;
}

void fill_tensor_metadata(const TensorSpec& spec, inference::ModelMetadataResponse::TensorMetadata* t) {
  t->set_name(spec.name);
  t->set_datatype(datatype_name(spec.dtype));
  for (int64_t d : spec.shape) t->add_shape(d);
}

}  // namespace

grpc::Status GrpcInferenceService::ServerLive(grpc::ServerContext*, const inference::ServerLiveRequest*,
                                              inference::ServerLiveResponse* response) {
  response->set_live(true);
  return grpc::Status::OK;
}

grpc::Status GrpcInferenceService::ServerReady(grpc::ServerContext*, const inference::ServerReadyRequest*,
                                               inference::ServerReadyResponse* response) {
  response->set_ready(!ctx_.draining.load());
  return grpc::Status::OK;
}

grpc::Status GrpcInferenceService::ModelReady(grpc::ServerContext*, const inference::ModelReadyRequest* request,
                                              inference::ModelReadyResponse* response) {
  auto found = ctx_.repository.find(request->name(), request->version());
  if (auto* e = std::get_if<ServeError>(&found)) return to_grpc(*e);
  response->set_ready(true);
  return grpc::Status::OK;
}

grpc::Status GrpcInferenceService::ServerMetadata(grpc::ServerContext*, const inference::ServerMetadataRequest*,
                                                  inference::ServerMetadataResponse* response) {
  response->set_name(kServerName);
  response->set_version(kServerVersion);
  for (const std::string& e : kServerExtensions) response->add_extensions(e);
  return grpc::Status::OK;
}

grpc::Status GrpcInferenceService::ModelMetadata(grpc::ServerContext*, const inference::ModelMetadataRequest* request,
                                                 inference::ModelMetadataResponse* response) {
  auto found = ctx_.repository.find(request->name(), request->version());
  if (auto* e = std::get_if<ServeError>(&found)) return to_grpc(*e);
  const ServedModel& m = *std::get<std::shared_ptr<ServedModel>>(found);
  response->set_name(m.name());
  for (const std::string& v : ctx_.repository.versions(m.name())) response->add_versions(v);
  response->set_platform(ServerContext::platform(m));
  for (const TensorSpec& t : m.inputs()) fill_tensor_metadata(t, response->add_inputs());
  for (const TensorSpec& t : m.outputs()) fill_tensor_metadata(t, response->add_outputs());
  return grpc::Status::OK;
}

grpc::Status GrpcInferenceService::ModelInfer(grpc::ServerContext* context, const inference::ModelInferRequest* request,
                                              inference::ModelInferResponse* response) {
  InferRequest r;
  if (auto e = to_request(*request, r)) {
    ctx_.metrics.record_rejected();
    return to_grpc(*e);
  }
  const auto remaining = context->deadline() - std::chrono::system_clock::now();
  if (context->deadline() != std::chrono::system_clock::time_point::max() && remaining < std::chrono::hours(24 * 365))
    r.deadline_ms = std::max<int64_t>(1, std::chrono::duration_cast<std::chrono::milliseconds>(remaining).count());
  InferOutcome outcome = ctx_.infer(std::move(r));
  if (auto* e = std::get_if<ServeError>(&outcome)) {
    log(LogLevel::kInfo, "grpc ModelInfer " + request->model_name() + " " + to_grpc(*e).error_message());
    return to_grpc(*e);
  }
  const InferResult& result = std::get<InferResult>(outcome);
  log(LogLevel::kInfo, "grpc ModelInfer OK model=" + result.model + "/" + result.version + " queue_us=" +
                           std::to_string(result.queue_us) + " compute_us=" + std::to_string(result.compute_us));
  response->set_model_name(result.model);
  response->set_model_version(result.version);
  response->set_id(request->id());
  (*response->mutable_parameters())["queue_time_us"].set_int64_param(result.queue_us);
  (*response->mutable_parameters())["compute_time_us"].set_int64_param(result.compute_us);
  if (result.batch_bucket > 0) (*response->mutable_parameters())["batch_bucket"].set_int64_param(result.batch_bucket);
  for (const Tensor& t : result.outputs) {
    auto* o = response->add_outputs();
    o->set_name(t.name);
    o->set_datatype(datatype_name(t.dtype));
    for (int64_t d : t.shape) o->add_shape(d);
    response->add_raw_output_contents(reinterpret_cast<const char*>(t.data.data()), t.data.size());
  }
  return grpc::Status::OK;
}

}  // namespace rammer::serve
