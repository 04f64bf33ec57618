#include "tools/serve/metrics.h"

#include <cstdio>

namespace rammer::serve {

namespace {

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

// Model names are directory names; quotes, backslashes and newlines are escaped as the format requires.
std::string label_value(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

void Metrics::Histogram::observe(double seconds) {
  size_t i = 0;
  while (i < kBucketsSeconds.size() && seconds > kBucketsSeconds[i]) ++i;
  if (i < buckets.size()) ++buckets[i];
  ++count;
  sum += seconds;
}

void Metrics::record_success(const std::string& model, const std::string& version, int64_t queue_us,
                             int64_t compute_us) {
  std::lock_guard<std::mutex> lock(mu_);
  Series& s = series_[{model, version}];
  ++s.requests;
  s.queue.observe(static_cast<double>(queue_us) * 1e-6);
  s.compute.observe(static_cast<double>(compute_us) * 1e-6);
}

void Metrics::record_failure(const std::string& model, const std::string& version) {
  std::lock_guard<std::mutex> lock(mu_);
  ++series_[{model, version}].failures;
}

void Metrics::record_rejected() {
  std::lock_guard<std::mutex> lock(mu_);
  ++rejected_;
}

void Metrics::render_histogram(std::string& out, const char* name, const std::string& labels, const Histogram& h) {
  uint64_t cumulative = 0;
  for (size_t i = 0; i < kBucketsSeconds.size(); ++i) {
    cumulative += h.buckets[i];
    out += std::string(name) + "_bucket{" + labels + ",le=\"" + number(kBucketsSeconds[i]) + "\"} " +
           std::to_string(cumulative) + "\n";
  }
  out += std::string(name) + "_bucket{" + labels + ",le=\"+Inf\"} " + std::to_string(h.count) + "\n";
  out += std::string(name) + "_sum{" + labels + "} " + number(h.sum) + "\n";
  out += std::string(name) + "_count{" + labels + "} " + std::to_string(h.count) + "\n";
}

std::string Metrics::render() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::string out;
  out += "# HELP rammer_serve_requests_total Inference requests answered with success.\n";
  out += "# TYPE rammer_serve_requests_total counter\n";
  for (const auto& [key, s] : series_)
    out += "rammer_serve_requests_total{model=\"" + label_value(key.first) + "\",version=\"" +
           label_value(key.second) + "\"} " + std::to_string(s.requests) + "\n";
  out += "# HELP rammer_serve_request_failures_total Inference requests of a known model that failed.\n";
  out += "# TYPE rammer_serve_request_failures_total counter\n";
  for (const auto& [key, s] : series_)
    out += "rammer_serve_request_failures_total{model=\"" + label_value(key.first) + "\",version=\"" +
           label_value(key.second) + "\"} " + std::to_string(s.failures) + "\n";
  out += "# HELP rammer_serve_queue_seconds Time from admission to the start of the run.\n";
  out += "# TYPE rammer_serve_queue_seconds histogram\n";
  for (const auto& [key, s] : series_)
    render_histogram(out, "rammer_serve_queue_seconds",
                     "model=\"" + label_value(key.first) + "\",version=\"" + label_value(key.second) + "\"", s.queue);
  out += "# HELP rammer_serve_compute_seconds Time to bind and run the model.\n";
  out += "# TYPE rammer_serve_compute_seconds histogram\n";
  for (const auto& [key, s] : series_)
    render_histogram(out, "rammer_serve_compute_seconds",
                     "model=\"" + label_value(key.first) + "\",version=\"" + label_value(key.second) + "\"",
                     s.compute);
  out += "# HELP rammer_serve_rejected_total Requests refused before a model was found (unknown model, "
         "malformed body).\n";
  out += "# TYPE rammer_serve_rejected_total counter\n";
  out += "rammer_serve_rejected_total " + std::to_string(rejected_) + "\n";
  return out;
}

}  // namespace rammer::serve
