#include "tools/serve/model_config.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

namespace rammer::serve {

namespace {

// Reads integer `key` into `out` when present; an error when it is not an integer in [lo, hi].
Status read_int(const nlohmann::json& j, const char* key, int64_t lo, int64_t hi, int64_t& out) {
  if (!j.contains(key)) return Status::ok();
  const nlohmann::json& v = j.at(key);
  if (!v.is_number_integer() || v.get<int64_t>() < lo || v.get<int64_t>() > hi)
    return Status::error(std::string("\"") + key + "\" must be an integer in [" + std::to_string(lo) + ", " +
                         std::to_string(hi) + "]");
  out = v.get<int64_t>();
  return Status::ok();
}

// "batch_buckets": a list of distinct batch sizes in [1, 65536], kept ascending.
Status read_buckets(const nlohmann::json& j, std::vector<int64_t>& out) {
  if (!j.contains("batch_buckets")) return Status::ok();
  const nlohmann::json& v = j.at("batch_buckets");
  const Status bad = Status::error("\"batch_buckets\" must be a list of distinct batch sizes in [1, 65536], "
                                   "e.g. [1, 2, 4, 8]");
  if (!v.is_array()) return bad;
  for (const nlohmann::json& n : v) {
    if (!n.is_number_integer() || n.get<int64_t>() < 1 || n.get<int64_t>() > 65536) return bad;
    if (std::find(out.begin(), out.end(), n.get<int64_t>()) != out.end()) return bad;
    out.push_back(n.get<int64_t>());
  }
  std::sort(out.begin(), out.end());
  return Status::ok();
}

}  // namespace

Result<ModelConfig> read_model_config(const std::string& path) {
  ModelConfig c;
  if (!std::filesystem::exists(path)) return c;
  std::ifstream in(path);
  nlohmann::json j = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return Status::error(path + ": not a JSON object");
  for (const auto& [key, value] : j.items()) {
    if (key != "instances" && key != "max_queue_size" && key != "deadline_ms" && key != "warmup_runs" &&
        key != "batch_buckets" && key != "max_queue_delay_us")
      return Status::error(path + ": unknown key \"" + key +
                           "\" (known: instances, max_queue_size, deadline_ms, warmup_runs, batch_buckets, "
                           "max_queue_delay_us)");
  }
  int64_t instances = c.instances, queue = c.max_queue_size, warmup = c.warmup_runs;
  Status s = read_int(j, "instances", 1, 64, instances);
  if (s) s = read_int(j, "max_queue_size", 1, 1 << 20, queue);
  if (s) s = read_int(j, "deadline_ms", 0, int64_t{1} << 40, c.deadline_ms);
  if (s) s = read_int(j, "warmup_runs", 0, 1000, warmup);
  if (s) s = read_int(j, "max_queue_delay_us", 0, 10'000'000, c.max_queue_delay_us);
  if (s) s = read_buckets(j, c.batch_buckets);
  if (!s) return Status::error(path + ": " + s.message());
  c.instances = static_cast<int>(instances);
  c.max_queue_size = static_cast<int>(queue);
  c.warmup_runs = static_cast<int>(warmup);
  return c;
}

}  // namespace rammer::serve
