// The Open Inference Protocol's gRPC service (proto/grpc_service.proto, package inference): ServerLive,
// ServerReady, ModelReady, ServerMetadata, ModelMetadata and ModelInfer over the same ServerContext as
// the REST routes. ModelInfer takes raw_input_contents or typed contents and answers with
// raw_output_contents; a client deadline becomes the request's deadline. Errors map to gRPC codes:
// INVALID_ARGUMENT, NOT_FOUND, UNAVAILABLE (queue full, draining), DEADLINE_EXCEEDED, INTERNAL.
#pragma once

#include "tools/serve/proto/grpc_service.grpc.pb.h"
#include "tools/serve/server_context.h"

namespace rammer::serve {

class GrpcInferenceService final : public inference::GRPCInferenceService::Service {
 public:
  explicit GrpcInferenceService(ServerContext& context) : ctx_(context) {}

  grpc::Status ServerLive(grpc::ServerContext*, const inference::ServerLiveRequest*,
                          inference::ServerLiveResponse* response) override;
  grpc::Status ServerReady(grpc::ServerContext*, const inference::ServerReadyRequest*,
                           inference::ServerReadyResponse* response) override;
  grpc::Status ModelReady(grpc::ServerContext*, const inference::ModelReadyRequest* request,
                          inference::ModelReadyResponse* response) override;
  grpc::Status ServerMetadata(grpc::ServerContext*, const inference::ServerMetadataRequest*,
                              inference::ServerMetadataResponse* response) override;
  grpc::Status ModelMetadata(grpc::ServerContext*, const inference::ModelMetadataRequest* request,
                             inference::ModelMetadataResponse* response) override;
  grpc::Status ModelInfer(grpc::ServerContext* context, const inference::ModelInferRequest* request,
                          inference::ModelInferResponse* response) override;

 private:
  ServerContext& ctx_;
};

}  // namespace rammer::serve
