// rammerc --tune: measured variant choice (AutoTVM's idea in its simplest form) for the CPU.
//
// Every distinct op signature (scheduler/tuning.h) of the model has candidate variants (tile shapes:
// rtask/variants.h). The tuner compiles the model under the per-op policy (each op alone on the
// machine, all vEUs on its rTasks) once per candidate slot k, every untuned op forced to its k-th
// variant, runs each build traced, and takes an op's time as the span of its rTasks. The fastest
// candidate per signature goes into the profile database as a `tuned` record (with the measured
// rTask times of every candidate as entries), keyed by device, CPU model and kernel-code hash, so
// the next compile against the database measures nothing for those signatures and a database from
// another host or other kernel code is not used. Rounds stop when the next one would overrun the
// budget; signatures left with fewer candidates keep the best one measured (the report says so).
#pragma once

#include <iosfwd>
#include <string>

#include "driver/compile.h"
#include "support/status.h"

namespace rammer::cli {

struct TuneOptions {
  std::string db_path;     // read when present, written after tuning
  double budget_s = 300;   // measurement rounds stop before overrunning this
  int runs = 5;            // traced runs per candidate round, after 2 warm-up runs
};

struct TuneReport {
  int signatures = 0;      // distinct op signatures in the model
  int already_tuned = 0;   // found in the database (nothing measured for them)
  int candidates = 0;      // variants measured
  int rounds = 0;          // compiles measured
  int partial = 0;         // signatures the budget left with fewer candidates than they have
  double seconds = 0;
};

// Tunes `graph` (optimised) for `target` (a CPU target). Progress lines go to `log` when not null.
Result<TuneReport> tune_graph(const Graph& graph, const Target& target, const CompileOptions& base,
                              const TuneOptions& options, std::ostream* log);

}  // namespace rammer::cli
