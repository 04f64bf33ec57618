#include "tools/rammerc/compile.h"

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "driver/compile.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "runtime/npu_library.h"
#include "runtime/session.h"
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

// Runs the NPU artifact once in the simulator and compares with the reference interpreter.
int run_npu_and_check(const Options& o, const Graph& g, Precision precision) {
  if (o.trace) {
    print_error("--trace records the CPU executor's worker threads; for an NPU artifact run rammer-npusim " +
                o.out_dir + " --trace FILE (one track per unit per core)");
    return kUsageError;
  }
  return exit_code_of(capture_status([&] {
    runtime::NpuLibrary lib(o.out_dir);
    auto session = lib.create_session();
    std::map<std::string, Tensor> inputs = seeded_inputs(g, 1234);
    for (size_t i = 0; i < lib.inputs().size(); ++i) {
      const Tensor& t = inputs.at(lib.inputs()[i].name);
      lib.bind_input(*session, static_cast<int>(i), t.raw(), t.nbytes());
    }
    std::vector<Tensor> outs;
    std::vector<std::string> names;
    for (const auto& io : lib.outputs()) {
      outs.emplace_back(io.dtype, io.shape);
      names.push_back(io.name);
    }
    for (size_t i = 0; i < outs.size(); ++i) lib.bind_output(*session, static_cast<int>(i), outs[i].raw(), outs[i].nbytes());
    lib.run(*session);
    const double us = double(session->last.cycles) / lib.config().clock_mhz;
    std::ostringstream how;
    how << "simulated " << session->last.cycles << " cycles = " << us << " us on " << lib.program().cores.size()
        << " NPU cores";
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
  if (o.run) return run_and_check(o, r.compiled.graph, target.precision);
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
  Result<Target> target = make_target(o.device, o.emulate);
  if (!target) {
    print_error(target.status().message());
    return kUsageError;
  }
  if (Status p = o.precision.empty() ? Status::ok() : target->select_precision(o.precision); !p) {
    print_error(p.message());
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
