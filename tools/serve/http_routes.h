// The Open Inference Protocol's REST routes (KServe v2) on a cpp-httplib server:
//   GET  /v2/health/live, /v2/health/ready, /v2                 server liveness, readiness, metadata
//   GET  /v2/models/<m>[/versions/<v>], .../ready                model metadata and readiness
//   POST /v2/models/<m>[/versions/<v>]/infer                     JSON tensors or binary tensor data
//   POST /v2/repository/index, /v2/repository/models/<m>/load|unload   the repository extension
//   GET  /metrics                                                Prometheus
// Every 4xx/5xx carries {"error": "..."} (also those cpp-httplib answers itself: unknown path, oversize
// body), and every request gets one log line (serve_log.h) with its status and, for infer, the model,
// queue and compute time.
#pragma once

#include <cstddef>

#include "tools/serve/server_context.h"

namespace httplib {
class Server;
}

namespace rammer::serve {

struct HttpLimits {
  size_t max_body_bytes = size_t{64} << 20;
  int read_timeout_s = 30;
  int write_timeout_s = 30;
  // Connections served at once (a keep-alive connection holds its thread until it closes).
  int threads = 16;
};

void install_http_routes(httplib::Server& server, ServerContext& context, const HttpLimits& limits);

}  // namespace rammer::serve
