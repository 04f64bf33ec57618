#include "tools/rammerc/compile.h"

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "driver/compile.h"
#include "driver/npu_calibration.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "runtime/npu_library.h"
#include "runtime/session.h"
#include "runtime/session_io.h"
#include "tools/rammerc/tune.h"

namespace rammer::cli {

namespace {

namespace fs = std::filesystem;

// Fails early, before any compilation work, when -o names something that cannot be a directory.
std::string output_dir_problem(const std::string& dir) {
  std::error_code ec;
  if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
    return "cannot use output directory '" + dir + "': it exists and is not a directory";
  return "";
}

// The timed run's measured trace, beside the predicted one, and a line with its exec and wait totals.
void write_measured_trace(const std::string& dir, const runtime::Session& session, const runtime::Model& model) {
  const fs::path path = fs::path(dir) / "trace_measured.json";
  std::ofstream f(path);
  f << runtime::measured_trace_json(session.last_trace(), model.op_names);
  RAMMER_CHECK(f.good(), "cannot write ", path.string());
  double exec_us = 0, wait_us = 0;
  for (const auto& slices : session.last_trace().workers)
    for (const auto& s : slices) (s.kind == runtime::TraceSlice::exec ? exec_us : wait_us) += s.end_us - s.begin_us;
  std::cout << "trace: " << path.string() << " (" << session.workers() << " workers, run " << session.last_trace().wall_us
            << " us, exec " << exec_us << " us, waiting " << wait_us << " us in all)" << std::endl;
}

// Compares a run's outputs (named `names`) with the reference interpreter's on the same inputs,
// prints the "run:" line (the error, the precision's tolerance, then `how` it ran) and fails above the
// tolerance.
void check_outputs(const Graph& g, const std::map<std::string, Tensor>& inputs, const std::vector<Tensor>& outs,
                   const std::vector<std::string>& names, Precision precision, const std::string& how) {
  const std::map<std::string, Tensor> want = interpret(g, inputs);
  // Each output within its own bound (driver/target.h output_tolerance: an f16/bf16 output's is wider);
  // the line shows the output that used the most of its bound.
  double max_err = 0, tolerance = precision_tolerance(precision), worst_share = -1;
  DType worst_dtype = DType::f32;
  for (size_t i = 0; i < outs.size(); ++i) {
    const Tensor& ref = want.at(names[i]);
    const double e = output_error(outs[i], ref, precision), bound = output_tolerance(precision, ref.dtype());
    if (e / bound > worst_share) worst_share = e / bound, max_err = e, tolerance = bound, worst_dtype = ref.dtype();
  }
  const bool scaled = precision != Precision::fp32 || dtype_is_half(worst_dtype);
  const std::string bound_name = precision == Precision::fp32 && dtype_is_half(worst_dtype)
                                     ? std::string(dtype_name(worst_dtype)) + " output"
                                     : kernels::math_precision_name(precision);
  std::cout << "run: max error " << max_err << " (relative to max(1, " << (scaled ? "max |ref|" : "|ref|") << "); "
            << bound_name << " tolerance " << tolerance << "), " << how << std::endl;
  RAMMER_CHECK(max_err <= tolerance, "--run: max error ", max_err, " exceeds ", tolerance, " (", bound_name, ")");
}

int exit_code_of(const Status& s) {
  if (s.is_ok()) return kOk;
  print_error(s.message());
  return kModelError;
}

// int8's accuracy cost against the fp32 reference, over the check input (seed 1234) and every
// calibration input: per output the scale-relative max error (the tolerance's measure), the mean
// of |ours - ref| / max(1, max |ref|), and for a classifier's [N, classes] output the share of rows
// whose arg max agrees. An estimate on these inputs, not a bound.
void report_int8_accuracy(const Options& o, const Graph& g, runtime::NpuLibrary& lib, const std::string& how) {
  Result<std::vector<InputSet>> calibration = calibration_inputs(g, o.calibrate_dir, o.calibration_samples);
  RAMMER_CHECK(bool(calibration), calibration.status().message());
  std::vector<InputSet> sets = {seeded_inputs(g, 1234)};
  sets.insert(sets.end(), calibration->begin(), calibration->end());
  double max_err = 0, mean_sum = 0;
  int64_t mean_count = 0, rows = 0, agree = 0;
  for (const InputSet& inputs : sets) {
    const std::vector<Tensor> outs = runtime::run_npu_once(lib, inputs);
    const std::map<std::string, Tensor> want = interpret(g, inputs);
    for (size_t i = 0; i < outs.size(); ++i) {
      const Tensor& ref = want.at(lib.outputs()[i].name);
      max_err = std::max(max_err, precision_error(outs[i], ref, Precision::int8));
      double scale = 1.0;
      for (int64_t k = 0; k < ref.numel(); ++k) scale = std::max(scale, std::fabs(ref.get_f64(k)));
      for (int64_t k = 0; k < ref.numel(); ++k) mean_sum += std::fabs(outs[i].get_f64(k) - ref.get_f64(k)) / scale;
      mean_count += ref.numel();
      const Shape& shape = ref.shape();
      if (shape.size() != 2 || shape[1] < 2) continue;
      for (int64_t r = 0; r < shape[0]; ++r) {
        int64_t best_ours = 0, best_ref = 0;
        for (int64_t c = 1; c < shape[1]; ++c) {
          if (outs[i].get_f64(r * shape[1] + c) > outs[i].get_f64(r * shape[1] + best_ours)) best_ours = c;
          if (ref.get_f64(r * shape[1] + c) > ref.get_f64(r * shape[1] + best_ref)) best_ref = c;
        }
        ++rows;
        agree += best_ours == best_ref;
      }
    }
  }
  const double tolerance = precision_tolerance(Precision::int8);
  std::cout << "run: int8 accuracy cost vs the reference interpreter (fp32, the model as loaded) over " << sets.size()
            << " inputs (seed 1234 and the calibration inputs): max error " << max_err
            << " (relative to max(1, max |ref|); int8 tolerance " << tolerance << "), mean error "
            << (mean_count ? mean_sum / double(mean_count) : 0.0);
  if (rows > 0) std::cout << ", top-1 agreement " << agree << "/" << rows;
  std::cout << "; quantised, not exact; " << how << std::endl;
  RAMMER_CHECK(max_err <= tolerance, "--run: int8 max error ", max_err, " exceeds ", tolerance);
}

// Runs the NPU artifact once in the simulator and compares with the reference interpreter.
int run_npu_and_check(const Options& o, const Graph& g, Precision precision) {
  if (o.trace) {
    print_error("--trace records the CPU executor's worker threads; for an NPU artifact run rammer-npusim " +
                o.out_dir + " --trace FILE (one track per unit per core)");
    return kUsageError;
  }
  return exit_code_of(capture_status([&] {
    runtime::NpuLibrary lib(o.out_dir);
    std::map<std::string, Tensor> inputs = seeded_inputs(g, 1234);
    int64_t cycles = 0;
    std::vector<Tensor> outs = runtime::run_npu_once(lib, inputs, &cycles);
    std::vector<std::string> names;
    for (const auto& io : lib.outputs()) names.push_back(io.name);
    const double us = double(cycles) / lib.config().clock_mhz;
    std::ostringstream how;
    how << "simulated " << cycles << " cycles = " << us << " us on " << lib.program().cores.size() << " NPU cores";
    if (precision == Precision::int8) return report_int8_accuracy(o, g, lib, how.str());
    check_outputs(g, inputs, outs, names, precision, how.str());
  }));
}

// Runs the built library once and compares with the reference interpreter. Returns an exit code.
int run_and_check(const Options& o, const Graph& g, Precision precision) {
  if (runtime::NpuLibrary::is_npu_artifact(o.out_dir)) return run_npu_and_check(o, g, precision);
  return exit_code_of(capture_status([&] {
    auto model = runtime::load_model(o.out_dir);
    runtime::Session session(model);
    std::map<std::string, Tensor> inputs = seeded_inputs(g, 1234);
    for (size_t i = 0; i < model->inputs.size(); ++i) {
      const Tensor& t = inputs.at(model->inputs[i].name);
      session.bind_input(static_cast<int>(i), t.raw(), t.nbytes());
    }
    std::vector<Tensor> outs;
    std::vector<std::string> names;
    for (const auto& io : model->outputs) {
      outs.emplace_back(io.dtype, io.shape);
      names.push_back(io.name);
    }
    for (size_t i = 0; i < outs.size(); ++i) session.bind_output(static_cast<int>(i), outs[i].raw(), outs[i].nbytes());
    session.run();  // warm-up
    session.set_trace(o.trace);
    auto t0 = std::chrono::steady_clock::now();
    session.run();
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (o.trace) write_measured_trace(o.out_dir, session, *model);
    std::ostringstream how;
    how << "latency " << ms << " ms on " << session.workers() << " threads, " << model->programs.size() << " vEUs";
    check_outputs(g, inputs, outs, names, precision, how.str());
  }));
}

// Compiles `o.model` into `o.out_dir` (dim 0 of every input set to `batch` when > 0); an exit code.
int compile_one(const Options& o, const Target& target, int64_t batch) {
  CompileOptions c;
  c.policy = o.policy;
  c.profile_db = o.profile_db;
  c.load.input_shapes = o.input_shapes;
  c.load.input_numbers = o.input_values;
  c.load.batch_size = batch;
  c.out_dir = o.out_dir;
  c.emit_only = o.emit_only;
  c.model_label = o.model;
  c.print_after = o.print_after;
  c.log = o.quiet ? nullptr : &std::cerr;
  c.notes = &std::cerr;
  c.stage_times = o.time_stages ? &std::cerr : nullptr;
  c.calibrate_dir = o.calibrate_dir;
  c.calibration_samples = o.calibration_samples;
  if (o.tune) {
    // The optimised graph once (per-op scheduling is the cheap one), then the measurement rounds.
    CompileOptions pre = c;
    pre.out_dir.clear();
    pre.policy = "per-op";
    pre.profile_db.clear();
    pre.log = pre.stage_times = nullptr;
    CompileResult loaded = compile_model(o.model, target, pre);
    if (!loaded.ok()) {
      print_error(loaded.failed_stage == Stage::load ? loaded.status.message() : o.model + ": " + loaded.status.message());
      return kModelError;
    }
    TuneOptions to;
    to.db_path = o.profile_db;
    to.budget_s = o.tune_budget_s;
    Result<TuneReport> tuned = tune_graph(loaded.compiled.graph, target, c, to, o.quiet ? nullptr : &std::cerr);
    if (!tuned) {
      print_error(tuned.status().message());
      return kModelError;
    }
  }
  CompileResult r = compile_model(o.model, target, c);
  if (!r.ok()) {
    // The stages that write files fail as output errors; a model that cannot be compiled (including
    // a GPU compiler rejecting its source) as model errors.
    const bool output = r.failed_stage == Stage::emit || (r.failed_stage == Stage::build && target.runs_on_cpu());
    const bool prefixed = r.failed_stage == Stage::load || output;
    print_error(prefixed ? r.status.message() : o.model + ": " + r.status.message());
    return output ? kOutputError : kModelError;
  }
  // A bucket's outputs must carry the batch along dim 0 too, or the server could not split them.
  for (const std::string& name : batch > 0 ? r.compiled.graph.outputs : std::vector<std::string>{}) {
    const Shape& shape = r.compiled.graph.value(name).shape;
    if (shape.empty() || shape[0] != batch) {
      print_error(o.model + ": --batch-buckets: output '" + name + "' has shape " + shape_str(shape) +
                  " at batch " + std::to_string(batch) + "; its dim 0 is not the batch, so the model cannot be "
                  "batched along dim 0");
      return kModelError;
    }
  }
  if (std::string w = reference_ops_warning(r.compiled.plan); !w.empty()) std::cerr << w << std::endl;
  // A pre-quantised model is checked against the interpreter on the model as loaded (its QDQ nodes applied).
  if (o.run) return run_and_check(o, r.compiled.quantised_source ? *r.compiled.quantised_source : r.compiled.graph,
                                  r.compiled.target.precision);
  return kOk;
}

// --batch-buckets: one artifact per size in OUTPUT/batch_N/, then OUTPUT/buckets.json naming them.
int compile_buckets(const Options& o, const Target& target) {
  std::vector<std::string> dirs;
  for (int64_t n : o.batch_buckets) {
    Options b = o;
    b.out_dir = (fs::path(o.out_dir) / ("batch_" + std::to_string(n))).string();
    dirs.push_back("batch_" + std::to_string(n));
    if (!o.quiet) std::cerr << "rammerc: batch bucket " << n << " -> " << b.out_dir << std::endl;
    if (int rc = compile_one(b, target, n); rc != kOk) return rc;
  }
  const fs::path index = fs::path(o.out_dir) / "buckets.json";
  std::ofstream f(index, std::ios::trunc);
  f << nlohmann::json{{"batch_buckets", o.batch_buckets}, {"directories", dirs}}.dump(2) << "\n";
  f.close();
  if (!f.good()) {
    print_error("cannot write '" + index.string() + "'");
    return kOutputError;
  }
  return kOk;
}

}  // namespace

int compile(const Options& o) {
  if (std::string problem = output_dir_problem(o.out_dir); !problem.empty()) {
    print_error(problem);
    return kOutputError;
  }
  Result<Target> target = make_target(o.device, o.emulate, o.precision);
  if (!target) {
    print_error(target.status().message());
    return kUsageError;
  }
  if (o.run && !target->runs_on_cpu() && target->kind != TargetKind::npu) {
    print_error("--run needs --device=cpu, --device=npu or --emulate (running needs a " + target->spec.name +
                "; rammerc only builds the library)");
    return kUsageError;
  }
  if (o.tune && (target->kind != TargetKind::cpu || target->emulate)) {
    print_error("--tune measures on this machine's CPU: use --device=cpu");
    return kUsageError;
  }
  return o.batch_buckets.empty() ? compile_one(o, *target, 0) : compile_buckets(o, *target);
}

}  // namespace rammer::cli
