// rammer-serve: serves the rammerc artifacts of a model repository over the Open Inference Protocol
// (KServe v2), REST and gRPC. docs/serving.md is the user guide.
//
// Shutdown: SIGTERM or SIGINT marks the server not ready, stops accepting connections, lets every request
// already received finish (REST handlers, gRPC calls, queued jobs), then exits 0.
#include <csignal>
#include <cstdio>
#include <memory>
#include <thread>

#include <CLI/CLI.hpp>
#include <grpcpp/grpcpp.h>
#include <httplib.h>

#include "tools/serve/grpc_service.h"
#include "tools/serve/http_routes.h"
#include "tools/serve/serve_log.h"

namespace {

struct Options {
  std::string repository;
  std::string host = "0.0.0.0";
  int http_port = 8000;
  int grpc_port = 8001;
  std::string log_level = "info";
  rammer::serve::HttpLimits limits;
};

}  // namespace

int main(int argc, char** argv) {
  using namespace rammer::serve;
  Options o;
  CLI::App app("rammer-serve: serve rammerc artifacts over the Open Inference Protocol (KServe v2, REST and gRPC)");
  app.add_option("--model-repository", o.repository, "DIR holding <model>/ (rammerc -o output) or <model>/<version>/")
      ->required()
      ->check(CLI::ExistingDirectory);
  app.add_option("--host", o.host, "address to listen on (127.0.0.1: this machine only)")->capture_default_str();
  app.add_option("--http-port", o.http_port, "REST port (0: any free port; the chosen one is printed)")
      ->capture_default_str()
      ->check(CLI::Range(0, 65535));
  app.add_option("--grpc-port", o.grpc_port, "gRPC port (0: any free port; -1: no gRPC)")
      ->capture_default_str()
      ->check(CLI::Range(-1, 65535));
  app.add_option("--log-level", o.log_level, "error|warn|info|verbose (info: one line per request)")
      ->capture_default_str()
      ->check(CLI::IsMember({"error", "warn", "info", "verbose"}));
  app.add_option("--max-request-bytes", o.limits.max_body_bytes, "larger REST bodies get 413")->capture_default_str();
  app.add_option("--http-read-timeout", o.limits.read_timeout_s, "seconds to receive a request")->capture_default_str();
  app.add_option("--http-write-timeout", o.limits.write_timeout_s, "seconds to send a response")->capture_default_str();
  app.add_option("--http-threads", o.limits.threads, "REST connections served at once (keep-alive ones hold a thread)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1024));
  CLI11_PARSE(app, argc, argv);
  set_log_level(*log_level_from_name(o.log_level));

  // Block the shutdown signals before any thread exists (sessions start worker threads), so that only
  // the waiter below receives them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  ModelRepository repository(o.repository);
  Metrics metrics;
  ServerContext ctx(repository, metrics);
  for (const auto& [model, why] : repository.load_all())
    log(LogLevel::kError, "model '" + model + "' is not served: " + why);

  httplib::Server http;
  install_http_routes(http, ctx, o.limits);
  int http_port = o.http_port;
  if (http_port == 0) http_port = http.bind_to_any_port(o.host);
  else if (!http.bind_to_port(o.host, http_port)) http_port = -1;
  if (http_port < 0) {
    log(LogLevel::kError, "cannot listen on " + o.host + ":" + std::to_string(o.http_port) + " (HTTP)");
    return 1;
  }

  GrpcInferenceService grpc_service(ctx);
  std::unique_ptr<grpc::Server> grpc_server;
  int grpc_port = -1;
  if (o.grpc_port >= 0) {
    grpc::ServerBuilder builder;
    builder.AddListeningPort(o.host + ":" + std::to_string(o.grpc_port), grpc::InsecureServerCredentials(), &grpc_port);
    builder.SetMaxReceiveMessageSize(static_cast<int>(std::min<size_t>(o.limits.max_body_bytes, INT32_MAX)));
    builder.RegisterService(&grpc_service);
    grpc_server = builder.BuildAndStart();
    if (!grpc_server || grpc_port <= 0) {
      log(LogLevel::kError, "cannot listen on " + o.host + ":" + std::to_string(o.grpc_port) + " (gRPC)");
      return 1;
    }
  }
  std::printf("rammer-serve: listening http=%d grpc=%d\n", http_port, grpc_port);
  std::fflush(stdout);
  log(LogLevel::kInfo, "serving " + o.repository + " on " + o.host + ": HTTP " + std::to_string(http_port) +
                           ", gRPC " + std::to_string(grpc_port));

  std::thread signal_waiter([&] {
    int sig = 0;
    sigwait(&signals, &sig);
    log(LogLevel::kInfo, std::string("received ") + (sig == SIGTERM ? "SIGTERM" : "SIGINT") +
                             ": draining in-flight requests");
    ctx.draining = true;
    http.stop();
    if (grpc_server) grpc_server->Shutdown();  // waits for the calls in progress
  });
  const bool listened = http.listen_after_bind();  // returns once stop() ran and in-flight requests finished
  if (!listened && !ctx.draining.load()) {
    log(LogLevel::kError, "the HTTP server stopped unexpectedly");
    return 1;
  }
  signal_waiter.join();
  if (grpc_server) grpc_server->Wait();
  repository.close_all();  // queued jobs still run; models are destroyed with the repository
  log(LogLevel::kInfo, "stopped");
  return 0;
}
