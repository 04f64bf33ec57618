#include "vdevice/cost_model.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/median.h"

namespace rammer {

namespace {

double positive(const nlohmann::json& e, const char* key, const std::string& origin, const char* what, size_t i) {
  RAMMER_CHECK(e.contains(key) && e[key].is_number() && e[key].get<double>() >= 0, "profile DB ", origin, ": ", what,
               " ", i, ": field '", key, "' must be a non-negative number");
  return e[key].get<double>();
}

// Whether a measured record holds here: true for records without keys (written by hand), false for
// records measured on another CPU or with other kernel code. Sets `keyed`.
bool holds_here(const nlohmann::json& e, const MeasuredOn& here, const std::string& origin, const char* what,
                size_t i, bool& keyed) {
  keyed = e.contains("cpu_model") || e.contains("code_hash");
  if (!keyed) return true;
  for (const char* key : {"cpu_model", "code_hash"}) {
    RAMMER_CHECK(e.contains(key) && e[key].is_string(), "profile DB ", origin, ": ", what, " ", i, ": field '", key,
                 "' must be a string (the two keys come together)");
  }
  return e["cpu_model"].get<std::string>() == here.cpu_model && e["code_hash"].get<std::string>() == here.code_hash;
}

std::string host_cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("model name", 0) != 0) continue;
    const size_t colon = line.find(':');
    if (colon == std::string::npos) break;
    const size_t first = line.find_first_not_of(" \t", colon + 1);
    return first == std::string::npos ? "unknown" : line.substr(first);
  }
  return "unknown";
}

}  // namespace

MeasuredOn MeasuredOn::here() {
  static const std::string cpu = host_cpu_model();
  return MeasuredOn{cpu, RAMMER_KERNEL_CODE_HASH};
}

ProfileDB ProfileDB::parse(const std::string& json_text, const std::string& origin, const MeasuredOn& here) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json_text);
  } catch (const nlohmann::json::parse_error& e) {
    RAMMER_FAIL("profile DB ", origin, ": not valid JSON: ", e.what());
  }
  RAMMER_CHECK(j.is_object() && j.contains("entries") && j["entries"].is_array(), "profile DB ",
               origin, ": expected {\"entries\": [...]}");
  ProfileDB db;
  db.here_ = here;
  size_t i = 0;
  for (const auto& e : j["entries"]) {
    RAMMER_CHECK(e.is_object(), "profile DB ", origin, ": entry ", i, " must be an object");
    bool keyed = false;
    if (!holds_here(e, here, origin, "entry", i, keyed)) {
      ++db.stale_;
      ++i;
      continue;
    }
    for (const char* key : {"device", "kernel", "variant"}) {
      RAMMER_CHECK(e.contains(key) && e[key].is_string(), "profile DB ", origin, ": entry ", i,
                   ": field '", key, "' must be a string");
    }
    RAMMER_CHECK(e.contains("us") && e["us"].is_number() && e["us"].get<double>() > 0, "profile DB ",
                 origin, ": entry ", i, ": field 'us' must be a positive number");
    const bool exact = e.contains("flops") || e.contains("bytes");
    if (exact) {
      const double flops = positive(e, "flops", origin, "entry", i);
      const double bytes = positive(e, "bytes", origin, "entry", i);
      const double predicted = e.contains("predicted_us") ? positive(e, "predicted_us", origin, "entry", i) : 0.0;
      db.set_exact(e["device"], e["kernel"], e["variant"], flops, bytes, e["us"].get<double>(), predicted, keyed);
    } else {
      db.set(e["device"], e["kernel"], e["variant"], e["us"].get<double>(), keyed);
    }
    ++i;
  }
  if (j.contains("devices")) {
    RAMMER_CHECK(j["devices"].is_array(), "profile DB ", origin, ": 'devices' must be an array");
    i = 0;
    for (const auto& d : j["devices"]) {
      RAMMER_CHECK(d.is_object() && d.contains("device") && d["device"].is_string(), "profile DB ", origin,
                   ": devices ", i, ": field 'device' must be a string");
      const double sync = positive(d, "sync_latency_us", origin, "devices", i);
      const double launch = positive(d, "launch_overhead_us", origin, "devices", i);
      db.set_device(d["device"], sync, launch);
      ++i;
    }
  }
  if (j.contains("tuned")) {
    RAMMER_CHECK(j["tuned"].is_array(), "profile DB ", origin, ": 'tuned' must be an array");
    i = 0;
    for (const auto& t : j["tuned"]) {
      RAMMER_CHECK(t.is_object(), "profile DB ", origin, ": tuned ", i, " must be an object");
      for (const char* key : {"device", "kernel", "signature", "variant"}) {
        RAMMER_CHECK(t.contains(key) && t[key].is_string(), "profile DB ", origin, ": tuned ", i, ": field '", key,
                     "' must be a string");
      }
      bool keyed = false;
      if (!holds_here(t, here, origin, "tuned", i, keyed)) {
        ++db.stale_;
        ++i;
        continue;
      }
      TunedOp op;
      op.variant = t["variant"];
      op.us = positive(t, "us", origin, "tuned", i);
      op.candidates = static_cast<int>(positive(t, "candidates", origin, "tuned", i));
      if (t.contains("space") && t["space"].is_string()) op.space = t["space"];
      db.set_tuned(t["device"], t["kernel"], t["signature"], std::move(op), keyed);
      ++i;
    }
  }
  return db;
}

std::string ProfileDB::to_json() const {
  auto with_keys = [&](nlohmann::json e, bool keyed) {
    if (keyed) {
      e["cpu_model"] = here_.cpu_model;
      e["code_hash"] = here_.code_hash;
    }
    return e;
  };
  nlohmann::json entries = nlohmann::json::array();
  for (const auto& [key, t] : times_)
    entries.push_back(with_keys(
        {{"device", std::get<0>(key)}, {"kernel", std::get<1>(key)}, {"variant", std::get<2>(key)}, {"us", t.us}},
        t.keyed));
  for (const auto& [key, e] : exact_)
    entries.push_back(with_keys({{"device", std::get<0>(key)}, {"kernel", std::get<1>(key)}, {"variant", std::get<2>(key)},
                                 {"flops", std::get<3>(key)}, {"bytes", std::get<4>(key)}, {"us", e.us},
                                 {"predicted_us", e.predicted_us}},
                                e.keyed));
  nlohmann::json tuned = nlohmann::json::array();
  for (const auto& [key, t] : tuned_)
    tuned.push_back(with_keys({{"device", std::get<0>(key)}, {"kernel", std::get<1>(key)}, {"signature", std::get<2>(key)},
                               {"variant", t.op.variant}, {"us", t.op.us}, {"candidates", t.op.candidates},
                               {"space", t.op.space}},
                              t.keyed));
  nlohmann::json devices = nlohmann::json::array();
  for (const auto& [name, d] : devices_)
    devices.push_back({{"device", name}, {"sync_latency_us", d.first}, {"launch_overhead_us", d.second}});
  nlohmann::json j = {{"entries", entries}};
  if (!devices.empty()) j["devices"] = devices;
  if (!tuned.empty()) j["tuned"] = tuned;
  return j.dump(1);
}

Status ProfileDB::save(const std::string& path) const {
  return capture_status([&] {
    std::ofstream f(path);
    RAMMER_CHECK(f.good(), "profile DB ", path, ": cannot write the file");
    f << to_json() << "\n";
    RAMMER_CHECK(f.good(), "profile DB ", path, ": error writing the file");
  });
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
                    const std::string& variant, double us, bool keyed) {
  times_[{device, kernel, variant}] = Time{us, keyed};
}

void ProfileDB::set_exact(const std::string& device, const std::string& kernel, const std::string& variant,
                          double flops, double bytes, double us, double predicted_us, bool keyed) {
  exact_[{device, kernel, variant, flops, bytes}] = Exact{us, predicted_us, keyed};
  std::vector<double> of_kernel, of_device;
  for (const auto& [key, e] : exact_) {
    if (std::get<0>(key) != device || e.predicted_us <= 0) continue;
    of_device.push_back(e.us / e.predicted_us);
    if (std::get<1>(key) == kernel) of_kernel.push_back(e.us / e.predicted_us);
  }
  if (!of_kernel.empty()) kernel_scale_[{device, kernel}] = median(of_kernel);
  if (!of_device.empty()) device_scale_[device] = median(of_device);
}

void ProfileDB::set_tuned(const std::string& device, const std::string& kernel, const std::string& signature,
                          TunedOp t, bool keyed) {
  tuned_[{device, kernel, signature}] = Tuned{std::move(t), keyed};
}

const TunedOp* ProfileDB::tuned(const std::string& device, const std::string& kernel,
                                const std::string& signature) const {
  auto it = tuned_.find({device, kernel, signature});
  return it == tuned_.end() ? nullptr : &it->second.op;
}

void ProfileDB::set_device(const std::string& device, double sync_latency_us, double launch_overhead_us) {
  devices_[device] = {sync_latency_us, launch_overhead_us};
}

double ProfileDB::lookup(const std::string& device, const std::string& kernel,
                         const std::string& variant) const {
  auto it = times_.find({device, kernel, variant});
  return it == times_.end() ? -1.0 : it->second.us;
}

double ProfileDB::lookup(const std::string& device, const std::string& kernel, const std::string& variant,
                         double flops, double bytes) const {
  auto it = exact_.find({device, kernel, variant, flops, bytes});
  return it != exact_.end() ? it->second.us : lookup(device, kernel, variant);
}

double ProfileDB::predicted(const std::string& device, const std::string& kernel, const std::string& variant,
                            double flops, double bytes) const {
  auto it = exact_.find({device, kernel, variant, flops, bytes});
  return it != exact_.end() && it->second.predicted_us > 0 ? it->second.predicted_us : -1.0;
}

double ProfileDB::scale(const std::string& device, const std::string& kernel) const {
  if (auto k = kernel_scale_.find({device, kernel}); k != kernel_scale_.end()) return k->second;
  auto d = device_scale_.find(device);
  return d == device_scale_.end() ? 1.0 : d->second;
}

double ProfileDB::sync_latency_us(const std::string& device) const {
  auto it = devices_.find(device);
  return it == devices_.end() ? -1.0 : it->second.first;
}

double ProfileDB::launch_overhead_us(const std::string& device) const {
  auto it = devices_.find(device);
  return it == devices_.end() ? -1.0 : it->second.second;
}

double CostModel::task_us(const TaskWork& w) const {
  double eff = std::clamp(w.efficiency, 0.05, 1.0);
  double compute = w.flops / (device_.flops_per_us_at(w.rate) * eff);
  double memory = w.bytes / device_.bytes_per_us;
  const double roofline = std::max(compute, memory) + device_.spec.rtask_overhead_us;
  if (profile_ == nullptr) return roofline;
  const double measured = profile_->lookup(device_.spec.name, w.kernel, w.variant, w.flops, w.bytes);
  if (measured > 0) return measured;
  return roofline * profile_->scale(device_.spec.name, w.kernel);
}

double CostModel::sync_us() const {
  const double measured = profile_ ? profile_->sync_latency_us(device_.spec.name) : -1.0;
  return measured >= 0 ? measured : device_.spec.sync_latency_us;
}

double CostModel::launch_us() const {
  const double measured = profile_ ? profile_->launch_overhead_us(device_.spec.name) : -1.0;
  return measured >= 0 ? measured : device_.spec.launch_overhead_us;
}

}  // namespace rammer
