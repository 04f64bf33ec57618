// The cost model: predicted time of one rTask on one vEU (docs/cost_model.md is its one description).
//
//   t = max(flops / (F x e), bytes / B) + o_task
//   F = the vEU's share of peak f32 FLOP/s, B = its share of memory bandwidth, e = the rKernel
//   variant's compute efficiency (0..1], o_task = per-rTask dispatch overhead of the device.
// Synchronisation (sync_latency_us per satisfied cross-vEU wait) and kernel launches
// (launch_overhead_us) are charged by the simulator, not here. A ProfileDB entry for
// (device, kernel, variant) replaces the roofline term with a measured per-rTask time.
#pragma once

#include <map>
#include <string>
#include <tuple>

#include "support/status.h"
#include "vdevice/vdevice.h"

namespace rammer {

// Measured per-rTask times: {"entries": [{"device": "a100", "kernel": "Conv", "variant":
// "gemm_64x64", "us": 3.2}, ...]}.
class ProfileDB {
 public:
  static Result<ProfileDB> load(const std::string& path);
  static ProfileDB parse(const std::string& json_text, const std::string& origin);  // throws
  void set(const std::string& device, const std::string& kernel, const std::string& variant,
           double us);
  // The measured time, or a negative number when there is no entry.
  double lookup(const std::string& device, const std::string& kernel,
                const std::string& variant) const;
  size_t size() const { return times_.size(); }

 private:
  std::map<std::tuple<std::string, std::string, std::string>, double> times_;
};

struct TaskWork {
  double flops = 0;
  double bytes = 0;
  double efficiency = 1.0;  // of the rKernel variant
  std::string kernel;       // op kind, e.g. "Conv" (the ProfileDB key)
  std::string variant;      // e.g. "gemm_64x64"
};

class CostModel {
 public:
  CostModel(VDevice device, const ProfileDB* profile = nullptr)
      : device_(std::move(device)), profile_(profile) {}
  const VDevice& device() const { return device_; }
  double task_us(const TaskWork& w) const;
  double sync_us() const { return device_.spec.sync_latency_us; }
  double launch_us() const { return device_.spec.launch_overhead_us; }
  double locality_slack_us() const { return device_.spec.locality_slack_us; }

 private:
  VDevice device_;
  const ProfileDB* profile_;
};

}  // namespace rammer
