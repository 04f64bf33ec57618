// Schedules compared in measurement:
// `rammer-bench policies [--models a,b] [--policies p,q] [--runs N] [--rounds R] [--csv F] [--model-dir DIR]
//                        [--profile-db F] [--gantt DIR]`.
//
// For each model: load and optimise once, then compile it for the cpu device under every policy
// (each its own library), open one session per policy on the same seeded inputs, and time them
// interleaved: R rounds, each N runs of every policy in turn (after 3 warm-up runs each), so a slow
// phase of a shared machine lands on every policy. Measured = median of a policy's runs; predicted =
// the schedule's simulated makespan (the cost model). Prints a Markdown table per model (predicted
// and measured ms, speedup over per-op both ways, predicted / measured) and, with --csv, rows
// `model,device,policy,veus,predicted_ms,measured_ms,speedup_predicted,speedup_measured,pred_over_meas,schedule`
// (schedule: what critical-path emitted, its list schedule or the placement it fell back to).
// Every policy's outputs are compared with per-op's (max relative error printed): a schedule that is
// fast and wrong is not a result. GPU rows need a GPU (the GPU check bundle, bench/README.md) and the
// NPU's simulated cycles are in bench/README.md; both are said, not silently left out. With --gantt,
// one more traced run per policy after the timing gives DIR/MODEL.POLICY.svg (scheduler/gantt.h).
#pragma once

namespace rammer {

int bench_policies_main(int argc, char** argv);

}  // namespace rammer
