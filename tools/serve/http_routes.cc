#include "tools/serve/http_routes.h"

#include <chrono>

#include <httplib.h>
#include <nlohmann/json.hpp>

#include "tools/serve/serve_log.h"
#include "tools/serve/v2_json_codec.h"

namespace rammer::serve {

namespace {

using nlohmann::json;

// Set by the infer route and read by the logger, which cpp-httplib calls on the same thread right
// after the route: the per-request details that only the route knows.
thread_local std::string t_log_note;
thread_local std::chrono::steady_clock::time_point t_request_start;

void reply_json(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(-1, ' ', false, json::error_handler_t::replace), "application/json");
}

void reply_error(httplib::Response& res, int status, const std::string& message) {
  res.status = status;
  res.set_content(error_json(message), "application/json");
}

json tensor_metadata(const std::vector<TensorSpec>& specs) {
  json out = json::array();
  for (const TensorSpec& t : specs) out.push_back({{"name", t.name}, {"datatype", datatype_name(t.dtype)}, {"shape", t.shape}});
  return out;
}

// The model named by the route's captures (1: model, 2: version or empty); nullptr after an error reply.
std::shared_ptr<ServedModel> find_model(ServerContext& ctx, const httplib::Request& req, httplib::Response& res) {
  auto found = ctx.repository.find(req.matches[1].str(), req.matches[2].str());
  if (auto* e = std::get_if<ServeError>(&found)) {
    reply_error(res, http_status(e->kind), e->message);
    return nullptr;
  }
  return std::get<std::shared_ptr<ServedModel>>(found);
}

void infer_route(ServerContext& ctx, const httplib::Request& req, const std::string& body, httplib::Response& res) {
  std::optional<size_t> header_length;
  if (req.has_header("Inference-Header-Content-Length")) {
    const std::string v = req.get_header_value("Inference-Header-Content-Length");
    char* end = nullptr;
    const unsigned long long n = std::strtoull(v.c_str(), &end, 10);
    if (v.empty() || *end != '\0') {
      reply_error(res, 400, "Inference-Header-Content-Length is not a number: '" + v + "'");
      return;
    }
    header_length = static_cast<size_t>(n);
  }
  auto parsed = parse_infer_request(body, header_length);
  if (auto* e = std::get_if<ServeError>(&parsed)) {
    ctx.metrics.record_rejected();
    reply_error(res, http_status(e->kind), e->message);
    return;
  }
  ParsedInferRequest& p = std::get<ParsedInferRequest>(parsed);
  p.request.model = req.matches[1].str();
  p.request.version = req.matches[2].str();
  const std::string id = p.request.id;
  InferOutcome outcome = ctx.infer(std::move(p.request));
  if (auto* e = std::get_if<ServeError>(&outcome)) {
    t_log_note = " model=" + req.matches[1].str();
    reply_error(res, http_status(e->kind), e->message);
    return;
  }
  const InferResult& r = std::get<InferResult>(outcome);
  t_log_note = " model=" + r.model + "/" + r.version + " queue_us=" + std::to_string(r.queue_us) +
               " compute_us=" + std::to_string(r.compute_us);
  EncodedResponse encoded = encode_infer_response(r, id, p.encoding);
  res.status = 200;
  if (encoded.header_length) {
    res.set_header("Inference-Header-Content-Length", std::to_string(*encoded.header_length));
    res.set_content(std::move(encoded.body), "application/octet-stream");
  } else {
    res.set_content(std::move(encoded.body), "application/json");
  }
}

// The repository routes take an optional body (parameters this server does not use). They are
// content-reader routes because cpp-httplib answers a plain POST route without Content-Length (curl -X
// POST) with 400; a body that was sent is still read, to keep the connection's next request in step.
void skip_optional_body(const httplib::Request& req, const httplib::ContentReader& read) {
  if (req.has_header("Content-Length") || req.has_header("Transfer-Encoding"))
    read([](const char*, size_t) { return true; });
}

void repository_routes(httplib::Server& server, ServerContext& ctx) {
  server.Post("/v2/repository/index", [&ctx](const httplib::Request& req, httplib::Response& res,
                                              const httplib::ContentReader& read) {
    skip_optional_body(req, read);
    json out = json::array();
    for (const RepositoryEntry& e : ctx.repository.index()) {
      json row = {{"name", e.name}, {"state", e.state}};
      if (!e.version.empty()) row["version"] = e.version;
      if (!e.reason.empty()) row["reason"] = e.reason;
      out.push_back(std::move(row));
    }
    reply_json(res, 200, out);
  });
  server.Post(R"(/v2/repository/models/([^/]+)/load)", [&ctx](const httplib::Request& req, httplib::Response& res,
                                                                 const httplib::ContentReader& read) {
    skip_optional_body(req, read);
    Status s = ctx.repository.load(req.matches[1].str());
    if (s) reply_json(res, 200, json::object());
    else reply_error(res, 400, s.message());
  });
  server.Post(R"(/v2/repository/models/([^/]+)/unload)", [&ctx](const httplib::Request& req, httplib::Response& res,
                                                                 const httplib::ContentReader& read) {
    skip_optional_body(req, read);
    Status s = ctx.repository.unload(req.matches[1].str());
    if (s) reply_json(res, 200, json::object());
    else reply_error(res, 404, s.message());
  });
}

}  // namespace

void install_http_routes(httplib::Server& server, ServerContext& ctx, const HttpLimits& limits) {
  server.set_payload_max_length(limits.max_body_bytes);
  // A response goes out as two writes (headers, body): with Nagle's algorithm on, the body would wait
  // for the client's delayed ACK of the headers, tens of milliseconds per keep-alive request.
  server.set_tcp_nodelay(true);
  server.new_task_queue = [n = limits.threads] { return new httplib::ThreadPool(static_cast<size_t>(n)); };
  server.set_read_timeout(limits.read_timeout_s, 0);
  server.set_write_timeout(limits.write_timeout_s, 0);
  server.set_pre_routing_handler([](const httplib::Request&, httplib::Response&) {
    t_request_start = std::chrono::steady_clock::now();
    t_log_note.clear();
    return httplib::Server::HandlerResponse::Unhandled;
  });
  // Errors cpp-httplib answers itself (no route, body over the limit, unreadable request) get the
  // protocol's JSON error body too; routes' own error bodies are kept.
  server.set_error_handler(httplib::Server::HandlerWithResponse([](const httplib::Request& req,
                                                                  httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    std::string why = "HTTP " + std::to_string(res.status);
    if (res.status == 404) why = "no route " + req.method + " " + req.path;
    if (res.status == 413) why = "the request body is larger than the server's limit";
    reply_error(res, res.status, why);
    return httplib::Server::HandlerResponse::Handled;
  }));
  server.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
    std::string why = "internal error";
    try {
      if (ep) std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      why = e.what();
    } catch (...) {
    }
    reply_error(res, 500, why);
  });
  server.set_logger([](const httplib::Request& req, const httplib::Response& res) {
    if (!log_enabled(LogLevel::kInfo)) return;
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                                          t_request_start).count();
    log(LogLevel::kInfo, req.method + " " + req.path + " " + std::to_string(res.status) + " total_us=" +
                             std::to_string(us) + t_log_note);
  });

  server.Get("/v2/health/live", [](const httplib::Request&, httplib::Response& res) {
    reply_json(res, 200, {{"live", true}});
  });
  server.Get("/v2/health/ready", [&ctx](const httplib::Request&, httplib::Response& res) {
    const bool ready = !ctx.draining.load();
    reply_json(res, ready ? 200 : 503, {{"ready", ready}});
  });
  server.Get("/v2", [](const httplib::Request&, httplib::Response& res) {
    reply_json(res, 200, {{"name", kServerName}, {"version", kServerVersion}, {"extensions", kServerExtensions}});
  });
  server.Get("/metrics", [&ctx](const httplib::Request&, httplib::Response& res) {
    res.set_content(ctx.metrics.render(), "text/plain; version=0.0.4");
  });
  const std::string model = R"(/v2/models/([^/]+)(?:/versions/([^/]+))?)";
  server.Get(model, [&ctx](const httplib::Request& req, httplib::Response& res) {
    std::shared_ptr<ServedModel> m = find_model(ctx, req, res);
    if (!m) return;
    reply_json(res, 200, {{"name", m->name()}, {"versions", ctx.repository.versions(m->name())},
                          {"platform", ServerContext::platform(*m)}, {"inputs", tensor_metadata(m->inputs())},
                          {"outputs", tensor_metadata(m->outputs())}});
  });
  server.Get(model + "/ready", [&ctx](const httplib::Request& req, httplib::Response& res) {
    if (find_model(ctx, req, res)) reply_json(res, 200, {{"name", req.matches[1].str()}, {"ready", true}});
  });
  // A content-reader route: cpp-httplib caps a plain route's form-urlencoded body (curl -d's default
  // Content-Type) at 8 KiB; read this way only --max-request-bytes applies, whatever the Content-Type.
  server.Post(model + "/infer", [&ctx](const httplib::Request& req, httplib::Response& res,
                                       const httplib::ContentReader& read) {
    std::string body;
    const bool complete = read([&](const char* data, size_t n) {
      body.append(data, n);
      return true;
    });
    if (!complete) {  // cpp-httplib set 413 when the body is over the limit
      if (res.status == 413) reply_error(res, 413, "the request body is larger than the server's limit");
      else reply_error(res, 400, "the request body could not be read");
      return;
    }
    infer_route(ctx, req, body, res);
  });
  repository_routes(server, ctx);
}

}  // namespace rammer::serve
