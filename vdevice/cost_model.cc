#include "vdevice/cost_model.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace rammer {

ProfileDB ProfileDB::parse(const std::string& json_text, const std::string& origin) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json_text);
  } catch (const nlohmann::json::parse_error& e) {
    RAMMER_FAIL("profile DB ", origin, ": not valid JSON: ", e.what());
  }
  RAMMER_CHECK(j.is_object() && j.contains("entries") && j["entries"].is_array(), "profile DB ",
               origin, ": expected {\"entries\": [...]}");
  ProfileDB db;
  size_t i = 0;
  for (const auto& e : j["entries"]) {
    for (const char* key : {"device", "kernel", "variant"}) {
      RAMMER_CHECK(e.contains(key) && e[key].is_string(), "profile DB ", origin, ": entry ", i,
                   ": field '", key, "' must be a string");
    }
    RAMMER_CHECK(e.contains("us") && e["us"].is_number() && e["us"].get<double>() > 0, "profile DB ",
                 origin, ": entry ", i, ": field 'us' must be a positive number");
    db.set(e["device"], e["kernel"], e["variant"], e["us"].get<double>());
    ++i;
  }
  return db;
}

Result<ProfileDB> ProfileDB::load(const std::string& path) {
  ProfileDB db;
  Status st = capture_status([&] {
    std::ifstream in(path);
    RAMMER_CHECK(in.good(), "profile DB ", path, ": cannot open the file");
    std::stringstream buf;
    buf << in.rdbuf();
    db = parse(buf.str(), path);
  });
  if (!st) return st;
  return db;
}

void ProfileDB::set(const std::string& device, const std::string& kernel,
                    const std::string& variant, double us) {
  times_[{device, kernel, variant}] = us;
}

double ProfileDB::lookup(const std::string& device, const std::string& kernel,
                         const std::string& variant) const {
  auto it = times_.find({device, kernel, variant});
  return it == times_.end() ? -1.0 : it->second;
}

double CostModel::task_us(const TaskWork& w) const {
  if (profile_ != nullptr) {
    double measured = profile_->lookup(device_.spec.name, w.kernel, w.variant);
    if (measured > 0) return measured;
  }
  double eff = std::clamp(w.efficiency, 0.05, 1.0);
  double compute = w.flops / (device_.flops_per_us * eff);
  double memory = w.bytes / device_.bytes_per_us;
  return std::max(compute, memory) + device_.spec.rtask_overhead_us;
}

}  // namespace rammer
