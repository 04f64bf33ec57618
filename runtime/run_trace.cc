#include "runtime/run_trace.h"

#include <nlohmann/json.hpp>

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

}  // namespace rammer::runtime
