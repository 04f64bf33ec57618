#include "scheduler/simulate.h"

#include <algorithm>
#include <queue>

#include <nlohmann/json.hpp>

#include "support/status.h"

namespace rammer {

SimTiming timing_of(const CostModel& cost) {
  return SimTiming{cost.sync_us(), cost.launch_us(), cost.locality_slack_us()};
}

SimResult simulate(const Schedule& s, const TaskGraph& g, const SimTiming& timing) {
  const int veus = s.veus();
  SimResult r;
  r.busy_us.assign(static_cast<size_t>(veus), 0);
  r.start_us.assign(static_cast<size_t>(g.num_tasks()), 0);
  r.end_us.assign(static_cast<size_t>(g.num_tasks()), 0);
  r.veu_of.assign(static_cast<size_t>(g.num_tasks()), -1);
  std::vector<double> now(static_cast<size_t>(veus), timing.launch_us);
  std::vector<size_t> pc(static_cast<size_t>(veus), 0);
  std::vector<std::vector<std::pair<double, int>>> sig(static_cast<size_t>(s.num_events));  // (time, vEU)
  // Per event, the vEUs blocked on it keyed by the signal count they need (smallest first).
  using Need = std::pair<int, int>;
  std::vector<std::priority_queue<Need, std::vector<Need>, std::greater<Need>>> blocked(
      static_cast<size_t>(s.num_events));
  // Min-heap on vEU time so that signals are recorded roughly in time order (exact for waits on
  // all signals of an event, which is what the policies emit).
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> ready;
  for (int v = 0; v < veus; ++v) ready.push({now[static_cast<size_t>(v)], v});
  int finished = 0;
  while (!ready.empty()) {
    int v = ready.top().second;
    ready.pop();
    const auto& prog = s.programs[static_cast<size_t>(v)];
    double& t = now[static_cast<size_t>(v)];
    size_t& i = pc[static_cast<size_t>(v)];
    bool yield = false;
    while (i < prog.size() && !yield) {
      const Instr& in = prog[i];
      if (in.kind == InstrKind::exec) {
        int task = g.op_first[static_cast<size_t>(in.op)] + in.task;
        double c = g.cost_us[static_cast<size_t>(task)];
        r.start_us[static_cast<size_t>(task)] = t;
        t += c;
        r.end_us[static_cast<size_t>(task)] = t;
        r.veu_of[static_cast<size_t>(task)] = v;
        r.busy_us[static_cast<size_t>(v)] += c;
        ++i;
        yield = true;  // let vEUs with earlier clocks go first
      } else if (in.kind == InstrKind::signal) {
        auto& times = sig[static_cast<size_t>(in.event)];
        times.push_back({t, v});
        auto& b = blocked[static_cast<size_t>(in.event)];
        while (!b.empty() && b.top().first <= static_cast<int>(times.size())) {
          int w = b.top().second;
          b.pop();
          ready.push({now[static_cast<size_t>(w)], w});
        }
        ++i;
      } else {
        auto& times = sig[static_cast<size_t>(in.event)];
        if (static_cast<int>(times.size()) < in.count) {
          blocked[static_cast<size_t>(in.event)].push({in.count, v});
          break;
        }
        double at = 0;
        int from = v;
        if (in.count > 0) {
          std::nth_element(times.begin(), times.begin() + (in.count - 1), times.end());
          at = times[static_cast<size_t>(in.count - 1)].first;
          from = times[static_cast<size_t>(in.count - 1)].second;
        }
        ++r.waits;
        const double ready_at = at + (from != v ? timing.sync_us : 0.0);  // a signal of its own vEU crosses no core
        if (in.launch) {
          t = std::max(t, ready_at) + timing.launch_us;
          ++r.stalled_waits;
        } else if (ready_at > t) {
          t = ready_at;
          ++r.stalled_waits;
        }
        ++i;
      }
    }
    if (yield && i <= prog.size()) {
      if (i < prog.size()) {
        ready.push({t, v});
        continue;
      }
    }
    if (i == prog.size()) ++finished;
  }
  RAMMER_CHECK(finished == veus, "simulate: the schedule deadlocks (", veus - finished,
               " vEUs blocked); run validate() for details");
  for (int v = 0; v < veus; ++v) r.makespan_us = std::max(r.makespan_us, now[static_cast<size_t>(v)]);
  double busy = 0;
  for (double b : r.busy_us) busy += b;
  r.utilization = r.makespan_us > 0 && veus > 0 ? busy / (r.makespan_us * veus) : 0;
  return r;
}

std::string chrome_trace_json(const Schedule& s, const TaskGraph& g, const SimResult& r) {
  using nlohmann::json;
  json events = json::array();
  events.push_back({{"name", "process_name"}, {"ph", "M"}, {"pid", 0},
                    {"args", {{"name", "rammerc " + s.policy + " on " + s.device}}}});
  for (int v = 0; v < s.veus(); ++v) {
    events.push_back({{"name", "thread_name"}, {"ph", "M"}, {"pid", 0}, {"tid", v},
                      {"args", {{"name", "vEU " + std::to_string(v)}}}});
  }
  for (int t = 0; t < g.num_tasks(); ++t) {
    int op = g.op_of[static_cast<size_t>(t)];
    events.push_back({{"name", g.op_names[static_cast<size_t>(op)]},
                      {"cat", g.op_kinds[static_cast<size_t>(op)]},
                      {"ph", "X"},
                      {"pid", 0},
                      {"tid", r.veu_of[static_cast<size_t>(t)]},
                      {"ts", r.start_us[static_cast<size_t>(t)]},
                      {"dur", r.end_us[static_cast<size_t>(t)] - r.start_us[static_cast<size_t>(t)]},
                      {"args", {{"rtask", g.index_in_op(t)}, {"variant", g.op_variants[static_cast<size_t>(op)]}}}});
  }
  json j;
  j["traceEvents"] = events;
  j["displayTimeUnit"] = "ns";
  j["otherData"] = {{"policy", s.policy}, {"device", s.device}, {"makespan_us", r.makespan_us}};
  return j.dump();
}

}  // namespace rammer
