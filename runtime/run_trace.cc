#include "runtime/run_trace.h"

#include <nlohmann/json.hpp>

#include "support/median.h"

namespace rammer::runtime {

std::string measured_trace_json(const RunTrace& t, const std::vector<std::string>& op_names) {
  using nlohmann::json;
  json events = json::array();
  events.push_back({{"name", "process_name"}, {"ph", "M"}, {"pid", 0},
                    {"args", {{"name", "rammer measured run: " + t.policy + " on " + t.device}}}});
  double busy_us = 0, wait_us = 0;
  for (size_t w = 0; w < t.workers.size(); ++w) {
    events.push_back({{"name", "thread_name"}, {"ph", "M"}, {"pid", 0}, {"tid", w},
                      {"args", {{"name", "worker " + std::to_string(w)}}}});
    for (const TraceSlice& s : t.workers[w]) {
      const double dur = s.end_us - s.begin_us;
      json e = {{"ph", "X"}, {"pid", 0}, {"tid", w}, {"ts", s.begin_us}, {"dur", dur}};
      if (s.kind == TraceSlice::exec) {
        const auto op = static_cast<size_t>(s.op_or_event);
        e["name"] = op < op_names.size() ? op_names[op] : "op " + std::to_string(op);
        e["cat"] = "exec";
        e["args"] = {{"rtask", s.task_or_need}, {"veu", s.veu}};
        busy_us += dur;
      } else {
        e["name"] = "wait e" + std::to_string(s.op_or_event);
        e["cat"] = "wait";
        e["args"] = {{"event", s.op_or_event}, {"count", s.task_or_need}, {"veu", s.veu}};
        wait_us += dur;
      }
      events.push_back(std::move(e));
    }
  }
  json j;
  j["traceEvents"] = std::move(events);
  j["displayTimeUnit"] = "ns";
  j["otherData"] = {{"measured", true}, {"policy", t.policy}, {"device", t.device},
                    {"workers", t.workers.size()}, {"wall_us", t.wall_us}, {"exec_us", busy_us}, {"wait_us", wait_us}};
  return j.dump();
}

double charged_us(const std::vector<TraceSlice>& worker_slices, size_t i) {
  const TraceSlice& s = worker_slices[i];
  return s.end_us - (i == 0 ? s.begin_us : worker_slices[i - 1].end_us);
}

double rtask_mean_us(const std::vector<double>& us) {
  if (us.empty()) return 0;
  const double cut = 10 * median(us);
  double sum = 0;
  size_t kept = 0;
  for (double x : us)
    if (x <= cut) {
      sum += x;
      ++kept;
    }
  return sum / static_cast<double>(kept);
}

}  // namespace rammer::runtime
