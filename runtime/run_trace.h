// A measured trace of one run: what each worker thread did and when. An exec slice is one rTask
// (op, rTask index, the vEU it belongs to); a wait slice is a stretch in which none of the worker's
// vEUs could progress, named after the event the first blocked vEU waited for. Written as a
// Chrome/Perfetto trace with one track per worker, beside the predicted trace.json (one track per
// vEU), so the two can be read side by side.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rammer::runtime {

struct TraceSlice {
  enum Kind : int8_t { exec, wait };
  Kind kind;
  int32_t op_or_event;  // exec: op index; wait: event index
  int32_t task_or_need;  // exec: rTask index within the op; wait: the count it waited for
  int32_t veu;
  double begin_us, end_us;  // from the start of the run
};

struct RunTrace {
  std::vector<std::vector<TraceSlice>> workers;  // one list per worker thread, in time order
  std::string device, policy;
  double wall_us = 0;  // the run, as run() measured it
};

// The trace in Chrome JSON form; op_names name the exec slices.
std::string measured_trace_json(const RunTrace& t, const std::vector<std::string>& op_names);

// The time a profile database charges to the rTask of exec slice i of one worker: from the end of
// the worker's previous slice, so the runtime's dispatch and signals between two slices are paid by
// the rTask that follows them; a worker's first slice from its own begin (the wake-up is the launch).
double charged_us(const std::vector<TraceSlice>& worker_slices, size_t i);

// One rTask's time over many runs as a database entry takes it: the mean without one-off preemptions
// (samples above 10x the median). The mean, not the median: a makespan is a sum of many rTask times,
// whose expectation is the sum of their means, and rTask times have a tail (cache misses, interrupts).
double rtask_mean_us(const std::vector<double>& us);

}  // namespace rammer::runtime
