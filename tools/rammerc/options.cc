#include "tools/rammerc/options.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <vector>

#include <CLI/CLI.hpp>

#include "frontend/onnx/onnx_loader.h"
#include "driver/compile.h"
#include "frontend/passes/pipeline.h"
#include "scheduler/compile_schedule.h"
#include "tools/rammerc/devices.h"

namespace rammer::cli {

namespace {

std::string stage_list() {
  std::string out;
  for (const auto& s : stage_names()) out += s + ", ";
  return out;
}

std::string pass_list() {
  std::string out;
  for (const auto& p : pass_names()) out += p + ", ";
  return out + "all";
}

std::string policy_list() {
  std::string out;
  for (const auto& p : policy_names()) out += (out.empty() ? "" : ", ") + p;
  return out;
}

std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  return text;
}

// "NAME=V0,V1,..." -> (NAME, values), or an error naming the spec.
std::string parse_input_value(const std::string& spec, Options& o) {
  const size_t eq = spec.find('=');
  const std::string bad = "--input-value: '" + spec + "' is not NAME=V or NAME=V0,V1,... (numbers)";
  if (eq == std::string::npos || eq == 0 || eq + 1 == spec.size()) return bad;
  const std::string name = spec.substr(0, eq);
  std::vector<double> values;
  for (size_t at = eq + 1; at <= spec.size();) {
    const size_t comma = std::min(spec.find(',', at), spec.size());
    const std::string item = spec.substr(at, comma - at);
    char* end = nullptr;
    const double v = std::strtod(item.c_str(), &end);
    if (item.empty() || end != item.c_str() + item.size()) return bad;
    values.push_back(v);
    at = comma + 1;
  }
  if (o.input_values.count(name)) return "--input-value given twice for input '" + name + "'";
  o.input_values[name] = values;
  return "";
}

// "1,2,4,8" -> ascending distinct positive sizes, or an error naming the list.
std::string parse_batch_buckets(const std::string& list, Options& o) {
  const std::string bad = "--batch-buckets: '" + list + "' is not a list of batch sizes such as 1,2,4,8";
  for (size_t at = 0; at <= list.size();) {
    const size_t comma = std::min(list.find(',', at), list.size());
    const std::string item = list.substr(at, comma - at);
    char* end = nullptr;
    const long long v = item.empty() || item[0] < '0' || item[0] > '9' ? -1 : std::strtoll(item.c_str(), &end, 10);
    if (v < 0 || end != item.c_str() + item.size()) return bad + " ('" + item + "' is not a number)";
    if (v < 1 || v > 65536) return bad + " (" + item + ": a batch size must be in [1, 65536])";
    if (std::find(o.batch_buckets.begin(), o.batch_buckets.end(), v) != o.batch_buckets.end())
      return bad + " (" + item + " is given twice)";
    o.batch_buckets.push_back(v);
    at = comma + 1;
  }
  std::sort(o.batch_buckets.begin(), o.batch_buckets.end());
  return "";
}

// Checks what CLI11 cannot: devices, pass names, --input-shape and --input-value specs. Returns ""
// when all is well.
std::string validate(const std::vector<std::string>& shape_specs, const std::vector<std::string>& value_specs,
                     const std::optional<std::string>& buckets, Options& o) {
  if (std::string problem = device_problem(o.device); !problem.empty())
    return "--device: " + problem;
  const auto policies = policy_names();
  if (std::find(policies.begin(), policies.end(), o.policy) == policies.end())
    return "--policy: unknown policy '" + o.policy + "' (policies: " + policy_list() + ")";
  if (!o.print_after.empty() && !is_print_after_name(o.print_after))
    return "--print-after: unknown stage or pass '" + o.print_after + "' (stages: " + stage_list() +
           "passes: " + pass_list() + ")";
  if (!o.calibrate_dir.empty() && o.precision != "int8")
    return "--calibrate calibrates int8: give --precision=int8 with it";
  // --tune creates the database; without it the file must be there.
  if (!o.profile_db.empty() && !o.tune && !std::filesystem::is_regular_file(o.profile_db))
    return "--profile-db: no such file '" + o.profile_db + "' (--tune creates one)";
  for (const auto& spec : shape_specs) {
    auto parsed = parse_input_shape(spec);
    if (!parsed) return parsed.status().message();
    if (o.input_shapes.count(parsed->first)) return "--input-shape given twice for input '" + parsed->first + "'";
    o.input_shapes[parsed->first] = parsed->second;
  }
  for (const auto& spec : value_specs)
    if (std::string problem = parse_input_value(spec, o); !problem.empty()) return problem;
  if (buckets) return parse_batch_buckets(*buckets, o);
  return "";
}

}  // namespace

void print_error(const std::string& message) { std::cerr << "rammerc: error: " << one_line(message) << std::endl; }

ParsedCommandLine parse_command_line(int argc, char** argv) {
  Options o;
  std::vector<std::string> shape_specs, value_specs;
  std::string buckets;
  CLI::App app("rammerc: compiles an ONNX model into one persistent, co-scheduled kernel", "rammerc");
  app.add_option("model", o.model, "the .onnx model to compile")->required();
  app.add_option("--device", o.device, "target device: a name or a device spec .json")->required();
  app.add_option("-o,--output", o.out_dir, "output directory (created if needed)")->required();
  app.add_option("--input-shape", shape_specs,
                 "pin an input's shape, NAME:D0,D1,... (repeatable; needed for dynamic dims)")
      ->allow_extra_args(false);  // one spec per flag, so a following MODEL is not taken as a spec
  app.add_option("--input-value", value_specs,
                 "pin an input's value, NAME=V or NAME=V0,V1,... in its declared dtype and shape (repeatable): "
                 "it becomes a constant, so an If on it is inlined and shapes computed from it are static")
      ->allow_extra_args(false);
  app.add_option("--batch-buckets", buckets,
                 "compile one artifact per batch size, e.g. 1,2,4,8: OUTPUT/batch_N/ with dim 0 of every input set "
                 "to N, and OUTPUT/buckets.json (rammer-serve batches requests over them; docs/serving.md)");
  app.add_option("--policy", o.policy,
                 "scheduling policy: critical-path (default), wavefront (Rammer's), per-op (baseline)");
  app.add_option("--precision", o.precision,
                 "GEMM/MatMul arithmetic: fp32 (default, exact like the reference), or tensor-core products at "
                 "tf32, fp16 or bf16 with fp32 accumulation (CUDA sm_80+ devices, also with --emulate); "
                 "--device=npu computes in fp16 with fp32 accumulation by default, or int8 (post-training "
                 "quantisation of its convs and GEMMs, int32 accumulation; see --calibrate)")
      ->check(CLI::IsMember({"fp32", "tf32", "fp16", "bf16", "int8"}));
  app.add_option("--calibrate", o.calibrate_dir,
                 "with --precision=int8: a directory of calibration inputs, raw f32 in the model's input shape "
                 "(one NAME.f32 file per sample for a one-input model, else one subdirectory per sample with "
                 "INPUT.f32 per input); without it, --calibration-samples seeded random inputs")
      ->check(CLI::ExistingDirectory);
  app.add_option("--calibration-samples", o.calibration_samples,
                 "with --precision=int8 and no --calibrate: how many seeded random inputs calibrate (default 4)")
      ->check(CLI::PositiveNumber);
  app.add_option("--profile-db", o.profile_db,
                 "schedule with measured rTask times and sync/launch costs from this profile database "
                 "(written by `rammer-bench profile` or --tune; docs/cost_model.md)");
  app.add_flag("--tune", o.tune,
               "--device=cpu: before compiling, measure each op signature's candidate variants on this machine "
               "and keep the fastest in --profile-db (created if missing); signatures already there are not "
               "measured again (docs/scheduling.md, Tuning)")
      ->needs(app.get_option("--profile-db"));
  app.add_option("--tune-budget", o.tune_budget_s, "with --tune: seconds of measuring at most (default 300)")
      ->check(CLI::PositiveNumber)
      ->needs(app.get_option("--tune"));
  app.add_option("--print-after", o.print_after,
                 "print the text form of a stage's output (load, optimize, rprogram, schedule, plan, emit, build, "
                 "feedback), the graph after one pass, or 'all'");
  app.add_flag("--time-stages", o.time_stages, "print each compile stage's wall time on stderr");
  app.add_flag("-q,--quiet", o.quiet, "no progress lines on stderr");
  app.add_flag("--run", o.run,
               "after building (--device=cpu, --device=npu in the simulator, or --emulate), run once on seeded "
               "random inputs and compare "
               "with the reference interpreter (prints max error and latency)");
  app.add_flag("--trace", o.trace,
               "with --run: record the timed run and write trace_measured.json (Chrome/Perfetto: exec and wait "
               "slices per worker thread) beside the predicted trace.json")
      ->needs(app.get_option("--run"));
  app.add_flag("--emulate", o.emulate,
               "build the GPU device's schedule into a CPU library whose executor runs the GPU tile "
               "kernels under host emulation");
  app.add_flag("--emit-only", o.emit_only,
               "GPU devices: write the CUDA/HIP source artifact (source, CMakeLists.txt, manifest.json) "
               "without compiling the shared library");
  app.set_version_flag("--version", std::string("rammerc ") + kVersion);
  app.footer("Stages: " + stage_list().substr(0, stage_list().size() - 2) + "\nPasses: " + pass_list() + "\nDevices: " + device_help() + "\nPolicies: " + policy_list() +
             "\nExit codes: 0 success, 1 the model cannot be compiled, 2 bad command line, "
             "3 cannot write the output directory");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) {  // --help, --version
      app.exit(e);
      return {std::nullopt, kOk};
    }
    print_error(std::string(e.what()) + " (see rammerc --help)");
    return {std::nullopt, kUsageError};
  }
  const std::string problem = validate(shape_specs, value_specs,
                                      app.count("--batch-buckets") ? std::optional(buckets) : std::nullopt, o);
  if (!problem.empty()) {
    print_error(problem);
    return {std::nullopt, kUsageError};
  }
  return {o, kOk};
}

}  // namespace rammer::cli
