// rammer-bench schedules: load each bench model, optimise it, schedule it under every policy on
// every device, and print predicted makespans (Markdown table; --csv for a CSV file).
//
//   rammer-bench schedules [--models a,b] [--devices a100,mi250] [--policies per-op,wavefront]
//                          [--precision fp16] [--build-dir DIR] [--csv FILE] [--model-dir DIR]
// Models are DIR/<name>.onnx (default DIR: <build>/models, written by
// scripts/models/export_models.py). Without --build-dir a GPU schedule assumes the most registers a
// thread can have (as rammerc does before it measures); with it, each model's device code is
// compiled (nvcc / clang-HIP, cached in DIR) and the schedule is made at the registers the compiler
// reports, so the vEU count is the built kernel's. Exit status 1 when any model fails to load,
// schedule or (with --build-dir) compile.
#include "bench/cpu/bench_cpu.h"
#include "bench/cpu/bench_policies.h"
#include "bench/cpu/bench_profile.h"
#include "bench/cpu/bench_util.h"
#include "bench/gpu/gpu_sol.h"
#include <CLI/CLI.hpp>

#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "driver/compile.h"
#include "scheduler/compile_schedule.h"

namespace {

const char* kCsvHeader =
    "model,device,policy,rtasks,veus,predicted_us,speedup_vs_per_op,utilization,waits,schedule_ms,precision,"
    "registers,registers_measured";

using rammer::bench::split_list;

struct Row {
  std::string model, device, policy;
  int rtasks = 0, veus = 0, waits = 0;
  double predicted_us = 0, speedup = 0, utilization = 0, schedule_ms = 0;
  std::string precision;
  int registers = 0;  // per thread, GPU devices only (0 elsewhere)
  bool registers_measured = false;
};

// The schedule rammerc would emit: the compile driver up to its plan on the device's target at the
// precision; with a build directory the GPU device code is compiled first and the schedule made at
// its measured registers (driver/compile.cc, resources and feedback).
rammer::CompileResult schedule_for(const rammer::Graph& g, const std::string& model, const std::string& device,
                                   const std::string& policy, const std::string& precision,
                                   const std::string& build_dir) {
  rammer::CompileResult c;
  rammer::Result<rammer::Target> t = rammer::make_target(device, false, precision);
  if (!t) {
    c.status = t.status();
    return c;
  }
  rammer::CompileOptions opt;
  opt.policy = policy;
  opt.optimize = false;
  if (!build_dir.empty() && t->is_gpu()) {
    opt.out_dir = build_dir + "/" + model + "_" + device + "_" + precision + "_" + policy;
    opt.gpu_device_only = true;
  }
  return rammer::compile_graph(g, *t, opt);
}

int run_schedules(const std::vector<std::string>& models, const std::vector<std::string>& devices,
                  const std::vector<std::string>& policies, const std::string& precision,
                  const std::string& build_dir, const std::string& csv, const std::string& model_dir) {
  std::vector<Row> rows;
  int failures = 0;
  for (const auto& model : models) {
    std::string path = model_dir + "/" + model + ".onnx";
    rammer::Result<rammer::Graph> g = rammer::load_onnx(path);
    if (!g) {
      std::cerr << "rammer-bench: " << model << ": " << g.status().message() << "\n";
      ++failures;
      continue;
    }
    // The optimised graph per list of passes a device skips (Target::skipped_passes: the NPU keeps
    // the decomposed layer normalisation), made once per list.
    std::map<std::vector<std::string>, rammer::Graph> optimised;
    auto optimised_for = [&](const std::string& device) -> const rammer::Graph* {
      rammer::Result<rammer::Target> t = rammer::make_target(device, false, precision);
      const std::vector<std::string> skip = t ? t->skipped_passes() : std::vector<std::string>{};
      auto it = optimised.find(skip);
      if (it != optimised.end()) return &it->second;
      rammer::Graph copy = *g;
      rammer::PipelineOptions options;
      options.skip = skip;
      rammer::Status st = rammer::capture_status([&] { rammer::optimize_graph(copy, options); });
      if (!st) {
        std::cerr << "rammer-bench: " << model << ": " << st.message() << "\n";
        return nullptr;
      }
      return &optimised.emplace(skip, std::move(copy)).first->second;
    };
    for (const auto& device : devices) {
      const rammer::Graph* og = optimised_for(device);
      if (og == nullptr) {
        ++failures;
        continue;
      }
      double baseline = 0;
      std::vector<std::string> order = {"per-op"};
      for (const auto& p : policies) {
        if (p != "per-op") order.push_back(p);
      }
      bool want_per_op = std::find(policies.begin(), policies.end(), "per-op") != policies.end();
      for (const auto& policy : order) {
        rammer::CompileResult c = schedule_for(*og, model, device, policy, precision, build_dir);
        if (!c.ok()) {
          std::cerr << "rammer-bench: " << model << " on " << device << " (" << policy
                    << "): " << c.status.message() << "\n";
          ++failures;
          continue;
        }
        const rammer::ScheduleReport* rep = &c.compiled.report;
        if (policy == "per-op") baseline = rep->sim.makespan_us;
        if (policy == "per-op" && !want_per_op) continue;
        Row r;
        r.model = model;
        r.device = device;
        r.policy = policy;
        r.rtasks = rep->tasks.num_tasks();
        r.veus = rep->schedule.veus();
        r.waits = rep->schedule.num_waits();
        r.predicted_us = rep->sim.makespan_us;
        r.speedup = baseline > 0 ? baseline / rep->sim.makespan_us : 0;
        r.utilization = rep->sim.utilization;
        r.schedule_ms = rep->schedule_ms;
        r.precision = precision;
        if (c.compiled.target.is_gpu()) {
          r.registers = c.compiled.target.occupancy_registers;
          r.registers_measured = c.compiled.target.registers_measured;
        }
        rows.push_back(r);
      }
    }
  }
  std::cout << "| model | device | policy | rTasks | vEUs | predicted (us) | speedup vs per-op | "
               "utilization | waits | schedule (ms) | registers/thread |\n";
  std::cout << "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  std::cout << std::fixed;
  for (const auto& r : rows) {
    std::cout << "| " << r.model << " | " << r.device << " | " << r.policy << " | " << r.rtasks
              << " | " << r.veus << " | " << std::setprecision(1) << r.predicted_us << " | "
              << std::setprecision(2) << r.speedup << "x | " << std::setprecision(1)
              << 100 * r.utilization << "% | " << r.waits << " | " << std::setprecision(1)
              << r.schedule_ms << " | "
              << (r.registers == 0 ? std::string("-")
                                   : std::to_string(r.registers) + (r.registers_measured ? " measured" : " assumed"))
              << " |\n";
  }
  if (!csv.empty()) {
    std::ofstream f(csv);
    if (!f.good()) {
      std::cerr << "rammer-bench: cannot write " << csv << "\n";
      return 1;
    }
    f << kCsvHeader << "\n" << std::setprecision(6);
    for (const auto& r : rows) {
      f << r.model << "," << r.device << "," << r.policy << "," << r.rtasks << "," << r.veus << ","
        << r.predicted_us << "," << r.speedup << "," << r.utilization << "," << r.waits << ","
        << r.schedule_ms << "," << r.precision << "," << r.registers << "," << (r.registers_measured ? 1 : 0)
        << "\n";
    }
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  // `cpu` has its own options (bench/cpu/bench_cpu.h).
  if (argc > 1 && std::string(argv[1]) == "cpu") return rammer::bench_cpu_main(argc - 1, argv + 1);
  if (argc > 1 && std::string(argv[1]) == "policies") return rammer::bench_policies_main(argc - 1, argv + 1);
  if (argc > 1 && std::string(argv[1]) == "profile") return rammer::bench_profile_main(argc - 1, argv + 1);
  if (argc > 1 && std::string(argv[1]) == "gpu-sol") return rammer::bench::bench_gpu_sol_main(argc - 1, argv + 1);
  CLI::App app{"rammer-bench: schedules | cpu | policies | profile | gpu-sol (see bench/README.md)"};
  app.require_subcommand(1);
  CLI::App* sched = app.add_subcommand("schedules", "predicted makespans per model, device and policy");
  std::string models = "resnext29,nasnet,alexnet,deepspeech2,lstm_tc,seq2seq,resnet50,mobilenet_v2,bert_layer";
  std::string devices = "a100,mi250";
  std::string policies = "per-op,wavefront,critical-path";
  std::string precision = "fp32";
  std::string build_dir;
  std::string csv;
  std::string model_dir = std::string(RAMMER_BINARY_DIR) + "/models";
  sched->add_option("--models", models, "comma-separated model names (file stems)");
  sched->add_option("--devices", devices, "comma-separated devices (builtin names or spec paths)");
  sched->add_option("--policies", policies, "comma-separated policies");
  sched->add_option("--precision", precision, "fp32 | tf32 | fp16 | bf16 (rammerc --precision), on every device");
  sched->add_option("--build-dir", build_dir,
                    "compile each GPU schedule's device code here and schedule at its measured registers");
  sched->add_option("--csv", csv, "also write a CSV file");
  sched->add_option("--model-dir", model_dir, "directory holding <model>.onnx");
  CLI11_PARSE(app, argc, argv);
  for (const auto& p : split_list(policies)) {
    const auto& known = rammer::policy_names();
    if (std::find(known.begin(), known.end(), p) == known.end()) {
      std::cerr << "rammer-bench: unknown policy '" << p << "' (per-op, wavefront, critical-path)\n";
      return 2;
    }
  }
  return run_schedules(split_list(models), split_list(devices), split_list(policies), precision, build_dir, csv,
                       model_dir);
}
