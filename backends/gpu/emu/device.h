// device.h: the one emulated device of the process: its model, seed, mutations, reports, the
// barrier sites passed, the sticky error and the streams that must drain before a null-stream
// operation. Everything here is shared by the launches (any OS thread) and locked by one mutex.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/runtime/rammer_emu.h"

namespace rammer::emu {

struct Stream;

class Device {
 public:
  static Device& get();

  DeviceModel model();
  void set_model(const DeviceModel& m);
  // The seed of the next launch (and its index since set_seed).
  uint64_t next_launch_seed();
  void set_seed(uint64_t seed);
  int spin_timeout_ms() const { return spin_timeout_ms_.load(); }
  void set_spin_timeout_ms(int ms) { spin_timeout_ms_.store(ms); }

  void add_reports(const std::vector<Report>& r);
  std::vector<Report> reports();
  void clear_reports();

  void add_barrier_sites(const std::set<std::string>& sites);
  std::vector<std::string> barrier_sites();
  void clear_barrier_sites();
  void add_async_wait_sites(const std::set<std::string>& sites);
  std::vector<std::string> async_wait_sites();
  void set_skipped_site(const std::string& site);
  std::string skipped_site();

  void counter_add(const char* name, uint64_t n);
  uint64_t counter(const std::string& name);
  void clear_counters();

  // The sticky error (a failed launch): every later synchronising call returns it until reset().
  void set_sticky(rammerEmuError_t e, const std::string& detail);
  rammerEmuError_t sticky();
  void clear_sticky();
  // The text GetErrorString returns for e: the detail of its latest occurrence, else a fixed line.
  const char* error_string(rammerEmuError_t e);
  void set_error_detail(rammerEmuError_t e, const std::string& detail);

  // Progress on the whole device (barriers completed, atomics, fibers finished): a wait that sees
  // none for the spin timeout is a deadlock.
  void progress() { progress_.fetch_add(1, std::memory_order_relaxed); }
  uint64_t progress_count() const { return progress_.load(std::memory_order_relaxed); }

  void add_stream(Stream* s);
  void remove_stream(Stream* s);
  // Legacy null-stream semantics: waits until every blocking stream has drained.
  void drain_blocking_streams();
  void drain_all_streams();

 private:
  Device();
  std::mutex mu_;
  DeviceModel model_;
  uint64_t seed_ = 1;
  uint64_t launches_ = 0;
  std::atomic<int> spin_timeout_ms_{5000};
  std::vector<Report> reports_;
  std::set<std::string> sites_;
  std::set<std::string> wait_sites_;
  std::string skipped_;
  std::map<std::string, uint64_t> counters_;
  rammerEmuError_t sticky_ = rammerEmuSuccess;
  std::vector<std::pair<rammerEmuError_t, std::string>> details_;
  std::atomic<uint64_t> progress_{0};
  std::vector<Stream*> streams_;
};

}  // namespace rammer::emu
