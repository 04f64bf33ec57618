// What the REST and gRPC front ends share: the repository, the metrics, the server's identity and
// whether it is draining (then /v2/health/ready says no, while requests already sent are still served), and the one inference path both call (resolve the model version, infer,
// record the metrics), so the two protocols cannot drift apart.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "tools/serve/metrics.h"
#include "tools/serve/model_repository.h"

namespace rammer::serve {

inline constexpr const char* kServerName = "rammer-serve";
inline constexpr const char* kServerVersion = "0.1.0";
// The protocol extensions served (KServe v2 / Triton names).
inline const std::vector<std::string> kServerExtensions = {"binary_tensor_data", "model_repository"};

struct ServerContext {
  ModelRepository& repository;
  Metrics& metrics;
  std::atomic<bool> draining{false};

  ServerContext(ModelRepository& r, Metrics& m) : repository(r), metrics(m) {}
  // Runs `request` on request.model / request.version; records requests, failures and timings.
  InferOutcome infer(InferRequest request);
  // "rammer_cpu" or "rammer_gpu": the platform field of model metadata.
  static const char* platform(const ServedModel& m) { return m.is_gpu() ? "rammer_gpu" : "rammer_cpu"; }
};

}  // namespace rammer::serve
