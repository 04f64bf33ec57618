// The emulated device's shared state (device.h) and the control API of emu_control.h over it.
#include "backends/gpu/emu/device.h"

#include <algorithm>
#include <cstdlib>

#include "backends/gpu/emu/stream.h"

namespace rammer::emu {

namespace {

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  if (v == nullptr || *v == '\0') return fallback;
  const int n = std::atoi(v);
  return n > 0 ? n : fallback;
}

}  // namespace

Device& Device::get() {
  static Device* d = new Device();  // never destroyed: stream threads may outlive static destructors
  return *d;
}

Device::Device() {
  model_.sms = env_int("RAMMER_EMU_SMS", 4);
  model_.blocks_per_sm = env_int("RAMMER_EMU_BLOCKS_PER_SM", 1);
  seed_ = static_cast<uint64_t>(env_int("RAMMER_EMU_SEED", 1));
}

DeviceModel Device::model() {
  std::lock_guard<std::mutex> lock(mu_);
  return model_;
}

void Device::set_model(const DeviceModel& m) {
  std::lock_guard<std::mutex> lock(mu_);
  model_ = m;
}

uint64_t Device::next_launch_seed() {
  std::lock_guard<std::mutex> lock(mu_);
  // splitmix64 of (seed, launch index): neighbouring seeds give unrelated interleavings.
  uint64_t z = seed_ * 0x9e3779b97f4a7c15ull + (++launches_);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void Device::set_seed(uint64_t seed) {
  std::lock_guard<std::mutex> lock(mu_);
  seed_ = seed;
  launches_ = 0;
}

void Device::add_reports(const std::vector<Report>& r) {
  std::lock_guard<std::mutex> lock(mu_);
  reports_.insert(reports_.end(), r.begin(), r.end());
}

std::vector<Report> Device::reports() {
  std::lock_guard<std::mutex> lock(mu_);
  return reports_;
}

void Device::clear_reports() {
  std::lock_guard<std::mutex> lock(mu_);
  reports_.clear();
}

void Device::add_barrier_sites(const std::set<std::string>& sites) {
  std::lock_guard<std::mutex> lock(mu_);
  sites_.insert(sites.begin(), sites.end());
}

std::vector<std::string> Device::barrier_sites() {
  std::lock_guard<std::mutex> lock(mu_);
  return {sites_.begin(), sites_.end()};
}

void Device::clear_barrier_sites() {
  std::lock_guard<std::mutex> lock(mu_);
  sites_.clear();
  wait_sites_.clear();
}

void Device::add_async_wait_sites(const std::set<std::string>& sites) {
  std::lock_guard<std::mutex> lock(mu_);
  wait_sites_.insert(sites.begin(), sites.end());
}

std::vector<std::string> Device::async_wait_sites() {
  std::lock_guard<std::mutex> lock(mu_);
  return {wait_sites_.begin(), wait_sites_.end()};
}

void Device::set_skipped_site(const std::string& site) {
  std::lock_guard<std::mutex> lock(mu_);
  skipped_ = site;
}

std::string Device::skipped_site() {
  std::lock_guard<std::mutex> lock(mu_);
  return skipped_;
}

void Device::counter_add(const char* name, uint64_t n) {
  std::lock_guard<std::mutex> lock(mu_);
  counters_[name] += n;
}

uint64_t Device::counter(const std::string& name) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = counters_.find(name);
  return it == counters_.end() ? 0 : it->second;
}

void Device::clear_counters() {
  std::lock_guard<std::mutex> lock(mu_);
  counters_.clear();
}

void Device::set_sticky(rammerEmuError_t e, const std::string& detail) {
  std::lock_guard<std::mutex> lock(mu_);
  if (sticky_ == rammerEmuSuccess) sticky_ = e;
  details_.emplace_back(e, detail);
}

rammerEmuError_t Device::sticky() {
  std::lock_guard<std::mutex> lock(mu_);
  return sticky_;
}

void Device::clear_sticky() {
  std::lock_guard<std::mutex> lock(mu_);
  sticky_ = rammerEmuSuccess;
  details_.clear();
}

void Device::set_error_detail(rammerEmuError_t e, const std::string& detail) {
  std::lock_guard<std::mutex> lock(mu_);
  details_.emplace_back(e, detail);
}

const char* Device::error_string(rammerEmuError_t e) {
  // A copy per calling thread: the caller may keep the pointer while another thread fails.
  thread_local std::string text;
  {
    std::lock_guard<std::mutex> lock(mu_);
    for (auto it = details_.rbegin(); it != details_.rend(); ++it)
      if (it->first == e) {
        text = it->second;
        return text.c_str();
      }
  }
  switch (e) {
    case rammerEmuSuccess: return "no error";
    case rammerEmuErrorInvalidValue: return "invalid argument";
    case rammerEmuErrorMemoryAllocation: return "out of memory";
    case rammerEmuErrorInvalidResourceHandle: return "invalid resource handle";
    case rammerEmuErrorNotReady: return "device not ready";
    case rammerEmuErrorLaunchFailure: return "unspecified launch failure";
    case rammerEmuErrorCooperativeLaunchTooLarge: return "too many blocks in cooperative launch";
  }
  return "unknown error";
}

void Device::add_stream(Stream* s) {
  std::lock_guard<std::mutex> lock(mu_);
  streams_.push_back(s);
}

void Device::remove_stream(Stream* s) {
  std::lock_guard<std::mutex> lock(mu_);
  streams_.erase(std::remove(streams_.begin(), streams_.end(), s), streams_.end());
}

void Device::drain_blocking_streams() {
  std::vector<Stream*> streams;
  {
    std::lock_guard<std::mutex> lock(mu_);
    for (Stream* s : streams_)
      if (s->blocking()) streams.push_back(s);
  }
  for (Stream* s : streams) s->drain();
}

void Device::drain_all_streams() {
  std::vector<Stream*> streams;
  {
    std::lock_guard<std::mutex> lock(mu_);
    streams = streams_;
  }
  for (Stream* s : streams) s->drain();
}

// ---- emu_control.h ----

void set_device_model(const DeviceModel& model) { Device::get().set_model(model); }
DeviceModel device_model() { return Device::get().model(); }
void set_seed(uint64_t seed) { Device::get().set_seed(seed); }
void set_spin_timeout_ms(int ms) { Device::get().set_spin_timeout_ms(ms); }
std::vector<Report> reports() { return Device::get().reports(); }
void clear_reports() { Device::get().clear_reports(); }
std::vector<std::string> barrier_sites() { return Device::get().barrier_sites(); }
void clear_barrier_sites() { Device::get().clear_barrier_sites(); }
std::vector<std::string> async_wait_sites() { return Device::get().async_wait_sites(); }
void skip_barrier_site(const std::string& site) { Device::get().set_skipped_site(site); }
uint64_t counter(const std::string& name) { return Device::get().counter(name); }
void clear_counters() { Device::get().clear_counters(); }
void counter_add(const char* name, uint64_t n) { Device::get().counter_add(name, n); }

void reset() {
  Device& d = Device::get();
  d.drain_all_streams();
  d.clear_sticky();
  d.clear_reports();
  d.clear_barrier_sites();
  d.clear_counters();
  d.set_skipped_site("");
}

const char* report_kind_name(ReportKind kind) {
  switch (kind) {
    case ReportKind::barrier_divergence: return "barrier divergence";
    case ReportKind::deadlock: return "deadlock";
    case ReportKind::shared_race: return "shared-memory race";
    case ReportKind::sync_without_barrier: return "release/acquire without a barrier";
    case ReportKind::trap: return "trap";
  }
  return "report";
}

}  // namespace rammer::emu
