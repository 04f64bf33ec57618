#include "tools/rammerc/compile.h"

#include <filesystem>
#include <fstream>
#include <optional>
#include <chrono>
#include <cmath>
#include <iostream>
#include <random>

#include <nlohmann/json.hpp>

#include "frontend/analysis/graph_stats.h"
#include "frontend/graph/graph_text.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/passes/pipeline.h"
#include "backends/cpu/cpu_artifact.h"
#include "backends/gpu/gpu_artifact.h"
#include "backends/plan/plan.h"
#include "runtime/session.h"
#include "scheduler/compile_schedule.h"

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

// Writes `text` to dir/name; returns "" or what went wrong.
std::string write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return "cannot open '" + path.string() + "' for writing";
  out << text;
  out.close();
  if (!out) return "cannot write '" + path.string() + "'";
  return "";
}

nlohmann::json summary(const Options& o, const Graph& g, const ScheduleReport& r) {
  return {{"rammerc_version", kVersion},
          {"model", o.model},
          {"device", o.device},
          {"input_shapes", o.input_shapes},
          {"graph", graph_stats_json(graph_stats(g))},
          {"schedule",
           {{"policy", r.options.policy},
            {"rtasks", r.tasks.num_tasks()},
            {"rops", r.program.ops.size()},
            {"veus", r.schedule.veus()},
            {"waits", r.schedule.num_waits()},
            {"predicted_us", r.sim.makespan_us},
            {"utilization", r.sim.utilization},
            {"schedule_ms", r.schedule_ms}}}};
}

// Seeded random inputs: floats in [-1, 1), integers in [0, 4), booleans 0/1.
std::map<std::string, Tensor> random_inputs(const Graph& g, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  std::map<std::string, Tensor> out;
  for (const auto& name : g.inputs) {
    const Value& v = g.value(name);
    Tensor t(v.dtype, v.shape);
    for (int64_t i = 0; i < t.numel(); ++i) {
      double x = real(rng);
      t.set_f64(i, dtype_is_float(v.dtype) ? x : v.dtype == DType::boolean ? (x > 0) : std::floor((x + 1) * 2));
    }
    out.emplace(name, std::move(t));
  }
  return out;
}

// Runs the built library once and compares with the reference interpreter. Returns an exit code.
int run_and_check(const Options& o, const Graph& g) {
  Status s = capture_status([&] {
    auto model = runtime::load_model(o.out_dir);
    runtime::Session session(model);
    std::map<std::string, Tensor> inputs = random_inputs(g, 1234);
    for (size_t i = 0; i < model->inputs.size(); ++i) {
      const Tensor& t = inputs.at(model->inputs[i].name);
      session.bind_input(static_cast<int>(i), t.raw(), t.nbytes());
    }
    std::vector<Tensor> outs;
    for (const auto& io : model->outputs) outs.emplace_back(io.dtype, io.shape);
    for (size_t i = 0; i < outs.size(); ++i) session.bind_output(static_cast<int>(i), outs[i].raw(), outs[i].nbytes());
    session.run();  // warm-up
    auto t0 = std::chrono::steady_clock::now();
    session.run();
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::map<std::string, Tensor> want = interpret(g, inputs);
    double max_err = 0;
    for (size_t i = 0; i < outs.size(); ++i) {
      const Tensor& w = want.at(model->outputs[i].name);
      for (int64_t k = 0; k < w.numel(); ++k) {
        double a = outs[i].get_f64(k), b = w.get_f64(k);
        double err = std::abs(a - b) / std::max(1.0, std::abs(b));
        if (std::isnan(a) != std::isnan(b)) err = INFINITY;
        max_err = std::max(max_err, std::isnan(a) && std::isnan(b) ? 0.0 : err);
      }
    }
    std::cout << "run: max error " << max_err << " (relative to max(1,|ref|)), latency " << ms << " ms on "
              << session.workers() << " threads, " << model->programs.size() << " vEUs" << std::endl;
    RAMMER_CHECK(max_err <= 1e-3, "--run: max error ", max_err, " exceeds 1e-3");
  });
  if (!s.is_ok()) {
    print_error(s.message());
    return kModelError;
  }
  return kOk;
}

// A GPU device: compile_gpu_model writes the CUDA/HIP artifact (it schedules again with the measured
// resources when they hold fewer blocks than the schedule's vEUs; the schedule files are then rewritten
// from that schedule) and builds lib<model>.so unless --emit-only or the compiler is absent.
template <class Progress>
int build_gpu(const Options& o, const Graph& g, ScheduleOptions sched, const ScheduleReport& report,
              const Progress& progress) {
  const std::string arch = gpu_arch_of(report.device.spec);
  if (report.device.spec.kind != "gpu" || (arch.rfind("sm_", 0) != 0 && arch.rfind("gfx", 0) != 0)) {
    progress("no backend for " + report.device.spec.name + " (" + arch + "): wrote the schedule only");
    return kOk;
  }
  GpuOptions gpu;
  gpu.target = arch.rfind("gfx", 0) == 0 ? GpuApi::hip : GpuApi::cuda;
  gpu.emit_only = o.emit_only;
  Result<GpuArtifact> art = compile_gpu_model(g, sched, gpu, o.out_dir);
  if (!art) {
    print_error(o.model + ": " + art.status().message());
    return kModelError;
  }
  if (art->reschedules > 0) {
    sched.max_veus = art->capacity;
    sched.max_registers = std::max(sched.max_registers, art->build.resources.registers);
    Result<ScheduleReport> again = schedule_graph(g, sched);
    if (!again) {
      print_error(o.model + ": " + again.status().message());
      return kModelError;
    }
    const std::string text = summary(o, g, *again).dump(2) + "\n";
    if (std::string problem = write_file(fs::path(o.out_dir) / "summary.json", text); !problem.empty()) {
      print_error(problem);
      return kOutputError;
    }
    if (Status w = write_schedule_artifacts(*again, o.out_dir); !w) {
      print_error(w.message());
      return kOutputError;
    }
    progress("rescheduled for the measured resources: " + std::to_string(again->schedule.veus()) + " vEUs");
  }
  if (!art->built) {
    // Not an error: the source artifact is complete and can be built elsewhere (build.sh, CMakeLists.txt).
    const std::string line = "wrote " + art->source_path + " (" + art->build_note + ")";
    if (o.emit_only)
      progress(line);
    else
      std::cerr << "rammerc: note: " << line << std::endl;
    return kOk;
  }
  const GpuResources& r = art->build.resources;
  progress("built " + art->library_path + " (" + arch + ": " + std::to_string(r.registers) + " registers, " +
           std::to_string(r.spill_bytes) + " B spills, " + std::to_string(art->veus) + " vEUs, " +
           std::to_string(art->blocks_per_sm) + " blocks/SM, " + std::to_string(art->build.seconds) +
           " s; manifest.json \"gpu\")");
  return kOk;
}

}  // namespace

int compile(const Options& o) {
  if (std::string problem = output_dir_problem(o.out_dir); !problem.empty()) {
    print_error(problem);
    return kOutputError;
  }
  auto progress = [&](const std::string& line) {
    if (!o.quiet) std::cerr << "rammerc: " << line << std::endl;
  };

  LoadOptions load;
  load.input_shapes = o.input_shapes;
  Result<Graph> loaded = load_onnx(o.model, load);
  if (!loaded) {
    print_error(loaded.status().message());
    return kModelError;
  }
  Graph& g = loaded.value();
  progress("loaded " + o.model + ": " + std::to_string(g.nodes.size()) + " nodes");

  PipelineOptions pipeline;
  pipeline.print_after = o.print_after;
  Status optimised = capture_status([&] { optimize_graph(g, pipeline); });
  if (!optimised) {
    print_error(o.model + ": " + optimised.message());
    return kModelError;
  }
  progress("optimised: " + std::to_string(g.nodes.size()) + " nodes");

  ScheduleOptions sched;
  sched.device = o.device;
  sched.policy = o.policy;
  // A target with a backend here (the CPU, or a GPU schedule under --emulate) is scheduled and
  // lowered to a plan together, so that ops without a tile kernel are scheduled as one rTask.
  Result<DeviceSpec> spec = load_device(o.device);
  if (!spec) {
    print_error(spec.status().message());
    return kUsageError;
  }
  const bool cpu_target = spec->kind == "cpu";
  const bool cpu_backend = cpu_target || o.emulate;
  ScheduleReport report;
  std::optional<Plan> plan;
  if (cpu_backend) {
    Result<ScheduledPlan> planned = schedule_and_plan(g, sched, PlanOptions{});
    if (!planned) {
      print_error(o.model + ": " + planned.status().message());
      return kModelError;
    }
    report = std::move(planned->report);
    plan = std::move(planned->plan);
  } else {
    Result<ScheduleReport> scheduled = schedule_graph(g, sched);
    if (!scheduled) {
      print_error(o.model + ": " + scheduled.status().message());
      return kModelError;
    }
    report = std::move(scheduled.value());
  }
  progress("scheduled (" + o.policy + " on " + report.device.spec.name + "): " +
           std::to_string(report.tasks.num_tasks()) + " rTasks on " + std::to_string(report.schedule.veus()) +
           " vEUs, predicted " + std::to_string(report.sim.makespan_us) + " us");

  std::error_code ec;
  fs::create_directories(o.out_dir, ec);
  if (ec || !fs::is_directory(o.out_dir)) {
    print_error("cannot create output directory '" + o.out_dir + "': " +
                (ec ? ec.message() : std::string("not a directory")));
    return kOutputError;
  }
  const fs::path graph_txt = fs::path(o.out_dir) / "graph.txt";
  const fs::path summary_json = fs::path(o.out_dir) / "summary.json";
  std::string problem = write_file(graph_txt, print_graph(g));
  if (problem.empty()) problem = write_file(summary_json, summary(o, g, report).dump(2) + "\n");
  if (problem.empty()) {
    Status written = write_schedule_artifacts(report, o.out_dir);
    if (!written) problem = written.message();
  }
  if (!problem.empty()) {
    print_error(problem);
    return kOutputError;
  }
  progress("wrote " + graph_txt.string() + ", " + summary_json.string() +
           ", schedule.json, trace.json, schedule.txt, schedule_report.txt");
  if (!cpu_backend) {
    if (o.run) {
      print_error("--run needs --device=cpu or --emulate (running needs a " + report.device.spec.name +
                  "; rammerc only builds the library)");
      return kUsageError;
    }
    return build_gpu(o, g, sched, report, progress);
  }
  CpuArtifactOptions artifact;
  artifact.emulate = !cpu_target;
  if (Status w = write_cpu_artifact(*plan, report, o.out_dir, artifact); !w) {
    print_error(w.message());
    return kOutputError;
  }
  if (Status b = build_cpu_artifact(o.out_dir, artifact); !b) {
    print_error(b.message());
    return kOutputError;
  }
  progress("built " + (fs::path(o.out_dir) / "libmodel.so").string() + " (" + std::to_string(plan->ops.size()) +
            " ops, workspace " + std::to_string(plan->workspace_bytes) + " bytes, " +
           std::to_string(plan->workspace_bytes_unshared) + " without reuse" +
           (artifact.emulate ? ", emulated GPU kernels" : "") + ")");
  if (o.run) return run_and_check(o, g);
  return kOk;
}

}  // namespace rammer::cli
