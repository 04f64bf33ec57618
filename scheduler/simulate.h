// simulate(): the predicted timeline of a Schedule under the cost model.
//
// Every vEU starts after one kernel launch. exec takes the rTask's predicted time; signal is free
// (its fence is in the rTask overhead); wait e n completes at max(now, time of the n-th signal +
// sync latency), and a `launch` wait then pays the launch overhead on top. The sync latency is
// charged only when that signal came from another vEU: a barrier, an op-level event or a kernel
// boundary can end on a signal of the waiting vEU itself, which crosses no core. Expects a schedule
// that validate() accepts (a deadlock is reported as an error all the same).
#pragma once

#include <string>
#include <vector>

#include "rtask/task_graph.h"
#include "scheduler/schedule.h"
#include "vdevice/cost_model.h"

namespace rammer {

struct SimResult {
  double makespan_us = 0;
  std::vector<double> busy_us;       // per vEU, time in exec
  double utilization = 0;            // sum busy / (veus x makespan)
  int waits = 0;                     // wait instructions executed
  int stalled_waits = 0;             // waits that actually blocked
  std::vector<double> start_us, end_us;  // per task
  std::vector<int> veu_of;               // per task
};

struct SimTiming {
  double sync_us = 1.0;
  double launch_us = 4.0;
  double locality_slack_us = 0.0;  // the device's (device_spec.h); list scheduling only
};
SimTiming timing_of(const CostModel& cost);

SimResult simulate(const Schedule& s, const TaskGraph& g, const SimTiming& timing);

// Chrome trace (Perfetto): one thread row per vEU, one complete slice per rTask named by its op.
std::string chrome_trace_json(const Schedule& s, const TaskGraph& g, const SimResult& r);

}  // namespace rammer
