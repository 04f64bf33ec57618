// schedule_program: the scheduler stage (the compile driver's `schedule`, driver/compile.h).
//
// Expects an rProgram whose every variant the target can run (the driver keeps only those). Runs
// vDevice (occupancy of the model's largest rKernel) -> variant choice -> task graph -> policy ->
// validate -> simulate. Guarantees on success: the report's schedule passed validate() for its
// device; on failure a Status naming the device and what to do.
//
// schedule_graph is build_rprogram + schedule_program, for tests and rammer-bench's prediction table.
#pragma once

#include <string>
#include <vector>

#include "frontend/graph/graph.h"
#include "rtask/rprogram.h"
#include "rtask/variants.h"
#include "rtask/task_graph.h"
#include "scheduler/schedule.h"
#include "scheduler/simulate.h"
#include "support/status.h"
#include "vdevice/device_spec.h"
#include "vdevice/vdevice.h"

namespace rammer {

struct ScheduleOptions {
  std::string device = "a100";            // builtin name or path to a spec .json
  std::string policy = "critical-path";   // per-op | wavefront | critical-path
  int threads_per_block = 256;
  int max_registers = 64;                 // per thread; rKernel variants above it are dropped
  int occupancy_registers = 0;            // per thread, for the vDevice's occupancy (0: max_registers)
  int max_veus = 0;                       // 0: the device's co-resident capacity
  std::string profile_db;                 // optional ProfileDB .json
  // Per op, the variant to use instead of the policy's choice (rammerc --tune measures candidates
  // this way); empty: the policy chooses.
  std::vector<int> forced_variants;
};

struct ScheduleReport {
  ScheduleOptions options;
  VDevice device;
  RProgram program;     // `chosen` = the variants the schedule uses
  TaskGraph tasks;
  Schedule schedule;
  SimResult sim;
  std::string note;     // how the policy decided (e.g. critical-path's fallback), for the report
  // With a profile database: rTasks whose time is a measured entry (the rest: calibrated roofline).
  int measured_tasks = -1;
  double schedule_ms = 0;
};

std::vector<std::string> policy_names();  // "per-op", "wavefront", "critical-path"

// The device spec named by options.device is loaded by the caller (a Target holds it).
Result<ScheduleReport> schedule_program(RProgram program, const DeviceSpec& spec, const ScheduleOptions& options);

Result<ScheduleReport> schedule_graph(const Graph& g, const ScheduleOptions& options);

// The variant options build_rprogram gets for a device under these options.
VariantOptions variant_options(const DeviceSpec& spec, const ScheduleOptions& options);

// Writes schedule.json, trace.json, schedule.txt (the Schedule IR text) and schedule_report.txt
// into out_dir (created when missing).
Status write_schedule_artifacts(const ScheduleReport& report, const std::string& out_dir);

std::string schedule_report_text(const ScheduleReport& report);

}  // namespace rammer
