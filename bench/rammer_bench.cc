// rammer-bench schedules: load each bench model, optimise it, schedule it under every policy on
// every device, and print predicted makespans (Markdown table; --csv for a CSV file).
//
//   rammer-bench schedules [--models a,b] [--devices a100,mi250] [--policies per-op,wavefront]
//                          [--csv FILE] [--model-dir DIR]
// Models are DIR/<name>.onnx (default DIR: <build>/models, written by
// scripts/models/export_models.py). Exit status 1 when any model fails to load or schedule.
#include "bench/cpu/bench_cpu.h"
#include "bench/cpu/bench_policies.h"
#include "bench/cpu/bench_profile.h"
#include "bench/cpu/bench_util.h"
#include "bench/gpu/gpu_sol.h"
#include <CLI/CLI.hpp>

#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "driver/compile.h"
#include "scheduler/compile_schedule.h"

namespace {

const char* kCsvHeader =
    "model,device,policy,rtasks,veus,predicted_us,speedup_vs_per_op,utilization,waits,schedule_ms";

using rammer::bench::split_list;

struct Row {
  std::string model, device, policy;
  int rtasks = 0, veus = 0, waits = 0;
  double predicted_us = 0, speedup = 0, utilization = 0, schedule_ms = 0;
};

int run_schedules(const std::vector<std::string>& models, const std::vector<std::string>& devices,
                  const std::vector<std::string>& policies, const std::string& csv,
                  const std::string& model_dir) {
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
    rammer::Status st = rammer::capture_status([&] { rammer::optimize_graph(*g); });
    if (!st) {
      std::cerr << "rammer-bench: " << model << ": " << st.message() << "\n";
      ++failures;
      continue;
    }
    for (const auto& device : devices) {
      double baseline = 0;
      std::vector<std::string> order = {"per-op"};
      for (const auto& p : policies) {
        if (p != "per-op") order.push_back(p);
      }
      bool want_per_op = std::find(policies.begin(), policies.end(), "per-op") != policies.end();
      for (const auto& policy : order) {
        // The schedule rammerc would emit: the compile driver up to its plan, on the device's target.
        rammer::CompileOptions opt;
        opt.policy = policy;
        rammer::CompileResult c = rammer::plan_graph(*g, device, false, opt);
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
        rows.push_back(r);
      }
    }
  }
  std::cout << "| model | device | policy | rTasks | vEUs | predicted (us) | speedup vs per-op | "
               "utilization | waits | schedule (ms) |\n";
  std::cout << "|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n";
  std::cout << std::fixed;
  for (const auto& r : rows) {
    std::cout << "| " << r.model << " | " << r.device << " | " << r.policy << " | " << r.rtasks
              << " | " << r.veus << " | " << std::setprecision(1) << r.predicted_us << " | "
              << std::setprecision(2) << r.speedup << "x | " << std::setprecision(1)
              << 100 * r.utilization << "% | " << r.waits << " | " << std::setprecision(1)
              << r.schedule_ms << " |\n";
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
        << r.schedule_ms << "\n";
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
  std::string csv;
  std::string model_dir = std::string(RAMMER_BINARY_DIR) + "/models";
  sched->add_option("--models", models, "comma-separated model names (file stems)");
  sched->add_option("--devices", devices, "comma-separated devices (builtin names or spec paths)");
  sched->add_option("--policies", policies, "comma-separated policies");
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
  return run_schedules(split_list(models), split_list(devices), split_list(policies), csv, model_dir);
}
