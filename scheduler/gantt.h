// A Gantt chart (SVG) of a predicted schedule above its measured run, on one time axis.
//
// Reads two Chrome traces: trace.json (chrome_trace_json: one row per vEU, "X" slices per rTask) and
// trace_measured.json (runtime/run_trace.h: one row per worker thread, exec and wait slices). Each op
// has one colour in both panels (a hash of its name), waits are grey, and every slice carries its
// name as a tooltip. rammer-bench policies --gantt DIR writes one per model and policy.
#pragma once

#include <string>

namespace rammer {

// Throws (rammer::Error) naming `what` when a trace is not a Chrome trace with traceEvents.
std::string gantt_svg(const std::string& predicted_trace_json, const std::string& measured_trace_json,
                      const std::string& title);

}  // namespace rammer
