// Prometheus metrics of the inference requests, per model and version (text exposition format 0.0.4):
//   rammer_serve_requests_total{model,version}          requests answered 2xx
//   rammer_serve_request_failures_total{model,version}  requests of a known model answered otherwise
//   rammer_serve_queue_seconds{model,version}            histogram: admission to run start
//   rammer_serve_compute_seconds{model,version}          histogram: bind + run
//   rammer_serve_rejected_total                          requests refused before a model was found
// Series are created on first use and kept across unload/load, so counters never go backwards.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace rammer::serve {

class Metrics {
 public:
  void record_success(const std::string& model, const std::string& version, int64_t queue_us, int64_t compute_us);
  void record_failure(const std::string& model, const std::string& version);
  void record_rejected();
  std::string render() const;

 private:
  static constexpr std::array<double, 14> kBucketsSeconds = {0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01,
                                                             0.025,  0.05,    0.1,    0.25,  0.5,   1.0,   5.0};
  struct Histogram {
    std::array<uint64_t, kBucketsSeconds.size()> buckets{};  // non-cumulative; render() accumulates
    uint64_t count = 0;
    double sum = 0;
    void observe(double seconds);
  };
  struct Series {
    uint64_t requests = 0;
    uint64_t failures = 0;
    Histogram queue, compute;
  };
  static void render_histogram(std::string& out, const char* name, const std::string& labels, const Histogram& h);

  mutable std::mutex mu_;
  std::map<std::pair<std::string, std::string>, Series> series_;
  uint64_t rejected_ = 0;
};

}  // namespace rammer::serve
