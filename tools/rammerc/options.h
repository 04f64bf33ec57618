// rammerc's command line: what the user asked for, parsed and validated.
//
// Exit codes of rammerc (kept here so every file uses the same numbers):
//   0  success (also --help, --version)
//   1  the model cannot be compiled: malformed file, unsupported op or dtype, shape error
//   2  bad command line: unknown flag, missing argument, unknown or invalid device spec, unknown
//      policy or pass, bad --input-shape or --batch-buckets
//   3  the output directory cannot be created or written
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "driver/compile.h"
#include "frontend/graph/tensor.h"

namespace rammer::cli {

constexpr const char* kVersion = kCompilerVersion;

enum ExitCode : int { kOk = 0, kModelError = 1, kUsageError = 2, kOutputError = 3 };

struct Options {
  std::string model;
  std::string device;       // as given: a device name or a spec .json path
  std::string out_dir;
  std::map<std::string, Shape> input_shapes;
  std::map<std::string, std::vector<double>> input_values;  // --input-value NAME=V,...
  std::string policy = "critical-path";  // scheduler/compile_schedule.h policy_names()
  std::string precision;                 // GEMM arithmetic: fp32, tf32, fp16, bf16, int8; "" = the target's default
  std::string calibrate_dir;             // --calibrate (int8 on the NPU); "" = seeded random calibration
  int calibration_samples = 4;           // --calibration-samples
  std::string print_after;  // a stage or pass name, "all" or ""
  bool time_stages = false;  // --time-stages: one line per compile stage with its wall time
  bool quiet = false;
  std::string profile_db;  // --profile-db: measured rTask times for the cost model
  bool tune = false;        // --tune: measure variants into --profile-db first (tools/rammerc/tune.h)
  double tune_budget_s = 300;  // --tune-budget
  bool trace = false;   // --trace (with --run): write the measured trace of the timed run
  bool run = false;      // --run: run the built library once against the reference interpreter
  bool emulate = false;  // --emulate: a GPU device's schedule built as a CPU artifact (emulated kernels)
  bool emit_only = false;  // --emit-only: a GPU device's source artifact without building the library
  // --batch-buckets=1,2,4: one artifact per size in out_dir/batch_N/ (dim 0 of every input = N) and
  // out_dir/buckets.json; ascending, no repeats. Empty: one artifact in out_dir.
  std::vector<int64_t> batch_buckets;
};

// Parses argv. Returns the options, or the exit code to leave with: 0 after --help / --version (text
// on stdout), 2 after a usage error (one line "rammerc: error: ..." on stderr).
struct ParsedCommandLine {
  std::optional<Options> options;
  int exit_code = kOk;
};
ParsedCommandLine parse_command_line(int argc, char** argv);

// The one error line every failure prints on stderr.
void print_error(const std::string& message);

}  // namespace rammer::cli
