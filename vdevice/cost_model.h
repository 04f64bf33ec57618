// The cost model: predicted time of one rTask on one vEU (docs/cost_model.md is its one description).
//
//   t = max(flops / (F x e), bytes / B) + o_task
//   F = the vEU's share of the device's peak FLOP/s at the rKernel's rate (vector f32, or a matrix
//   unit at tf32 / f16 / bf16 / AMD f32: vdevice/device_spec.h peak_tflops), B = its share of memory
//   bandwidth, e = the rKernel variant's compute efficiency (0..1], o_task = per-rTask dispatch
//   overhead of the device.
// Synchronisation (sync_latency_us per satisfied cross-vEU wait) and kernel launches
// (launch_overhead_us) are charged by the simulator, not here. A ProfileDB replaces the whole term
// with a measured per-rTask time where it has one, scales it by its calibration where not, and may
// carry measured sync and launch costs for the device.
#pragma once

#include <map>
#include <string>
#include <tuple>

#include "support/status.h"
#include "vdevice/vdevice.h"

namespace rammer {

// What a measurement holds for: the CPU model it ran on and the kernel code it ran (a hash of the
// kernel sources, fixed at configure time). Measured entries carry both; on load, entries measured
// elsewhere or with other kernel code are stale and dropped, so they are never used. Entries without
// the keys (written by hand) hold everywhere.
struct MeasuredOn {
  std::string cpu_model, code_hash;
  static MeasuredOn here();  // this host's CPU model and this build's kernel-code hash
  bool operator==(const MeasuredOn& o) const { return cpu_model == o.cpu_model && code_hash == o.code_hash; }
};

// The variant `rammerc --tune` measured fastest for one op signature (an op kind, iteration space and
// parameters: scheduler/tuning.h), with its time alone on the device and how many candidates it beat.
struct TunedOp {
  std::string variant;
  double us = 0;
  int candidates = 0;
  std::string space;  // the op's iteration space, for readers of the file
};

// Measured per-rTask times (docs/cost_model.md, "Profile database"):
//   {"entries": [{"device": "cpu", "kernel": "Conv", "variant": "rows_2", "flops": 1.2e6, "bytes": 3.4e5,
//                 "us": 41.0, "predicted_us": 12.5, "cpu_model": "...", "code_hash": "..."}, ...],
//    "devices": [{"device": "cpu", "sync_latency_us": 1.5, "launch_overhead_us": 6.0}],
//    "tuned": [{"device": "cpu", "kernel": "Conv", "signature": "9f..", "variant": "cpu_gemm_64x392",
//               "us": 80.5, "candidates": 5, "space": "1x64x56x56", "cpu_model": "...", "code_hash": "..."}]}
// An entry with flops and bytes is the time of rTasks with exactly that work; one without them
// stands for every rTask of its (device, kernel, variant). predicted_us (the roofline prediction
// when it was measured) calibrates rTasks the database has not seen: their roofline time is scaled
// by the median measured / predicted ratio of their kernel on that device, else of the device.
class ProfileDB {
 public:
  static Result<ProfileDB> load(const std::string& path);
  // throws; entries keyed to another host or kernel code than `here` are dropped (counted by stale())
  static ProfileDB parse(const std::string& json_text, const std::string& origin,
                         const MeasuredOn& here = MeasuredOn::here());
  std::string to_json() const;
  Status save(const std::string& path) const;
  // Entries set here were measured on this host (keyed = true) unless said otherwise.
  void set(const std::string& device, const std::string& kernel, const std::string& variant,
           double us, bool keyed = true);
  void set_exact(const std::string& device, const std::string& kernel, const std::string& variant, double flops,
                 double bytes, double us, double predicted_us, bool keyed = true);
  void set_device(const std::string& device, double sync_latency_us, double launch_overhead_us);
  void set_tuned(const std::string& device, const std::string& kernel, const std::string& signature, TunedOp t,
                 bool keyed = true);
  // The measured time, or a negative number when there is no entry.
  double lookup(const std::string& device, const std::string& kernel,
                const std::string& variant) const;
  double lookup(const std::string& device, const std::string& kernel, const std::string& variant, double flops,
                double bytes) const;
  // The roofline prediction stored with an exact entry, or a negative number when there is none.
  double predicted(const std::string& device, const std::string& kernel, const std::string& variant, double flops,
                   double bytes) const;
  // The tuned choice for an op signature, or nullptr.
  const TunedOp* tuned(const std::string& device, const std::string& kernel, const std::string& signature) const;
  // Measured / predicted for rTasks without an entry; 1 when nothing was measured on the device.
  double scale(const std::string& device, const std::string& kernel) const;
  // The device's measured synchronisation and launch costs, or negative when not measured.
  double sync_latency_us(const std::string& device) const;
  double launch_overhead_us(const std::string& device) const;
  size_t size() const { return times_.size() + exact_.size(); }
  size_t tuned_size() const { return tuned_.size(); }
  size_t stale() const { return stale_; }  // entries parse() dropped as measured elsewhere

 private:
  struct Time {
    double us;
    bool keyed;
  };
  struct Exact {
    double us, predicted_us;
    bool keyed;
  };
  struct Tuned {
    TunedOp op;
    bool keyed;
  };
  MeasuredOn here_ = MeasuredOn::here();
  size_t stale_ = 0;
  std::map<std::tuple<std::string, std::string, std::string>, Time> times_;
  std::map<std::tuple<std::string, std::string, std::string, double, double>, Exact> exact_;
  std::map<std::tuple<std::string, std::string, std::string>, Tuned> tuned_;  // device, kernel, signature
  std::map<std::string, std::pair<double, double>> devices_;  // sync, launch
  // scale()'s answers, kept current by set_exact: scale() is asked once per rTask while scheduling.
  std::map<std::pair<std::string, std::string>, double> kernel_scale_;  // (device, kernel)
  std::map<std::string, double> device_scale_;
};

struct TaskWork {
  double flops = 0;
  double bytes = 0;
  double efficiency = 1.0;  // of the rKernel variant
  std::string kernel;       // op kind, e.g. "Conv" (the ProfileDB key)
  std::string variant;      // e.g. "gemm_64x64"
  MathRate rate = MathRate::f32;  // the units its products run on
};

class CostModel {
 public:
  CostModel(VDevice device, const ProfileDB* profile = nullptr)
      : device_(std::move(device)), profile_(profile) {}
  const VDevice& device() const { return device_; }
  const ProfileDB* profile() const { return profile_; }
  double task_us(const TaskWork& w) const;
  double sync_us() const;
  double launch_us() const;
  double locality_slack_us() const { return device_.spec.locality_slack_us; }

 private:
  VDevice device_;
  const ProfileDB* profile_;
};

}  // namespace rammer
