// rammer-bench policies: predicted vs measured makespans of every policy (see bench_policies.h).
#include "bench/cpu/bench_policies.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include "driver/compile.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "bench/cpu/bench_util.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "runtime/npu_library.h"
#include "runtime/rammer.h"
#include "runtime/run_trace.h"
#include "runtime/session.h"
#include "runtime/session_io.h"
#include "scheduler/gantt.h"
#include "tools/oracle/client/oracle_client.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;
using bench::fixed;
using bench::median;
using bench::split_list;

constexpr int kWarmupRuns = 3;

// One policy's library with one session bound to the shared inputs and its own outputs.
struct PolicyRun {
  std::string policy, schedule;
  int veus = 0;
  double predicted_ms = 0;
  rammer_library* lib = nullptr;
  rammer_session* session = nullptr;
  std::vector<Tensor> outputs;
  std::vector<double> ms;
  ~PolicyRun() {
    if (session) rammer_session_destroy(session);
    if (lib) rammer_close(lib);
  }
};

struct Row {
  std::string model, device = "cpu", policy;
  std::string schedule;  // what the policy emitted (emitted_schedule)
  int veus = 0;
  double predicted_ms = 0, measured_ms = 0, speedup_predicted = 0, speedup_measured = 0, max_err = 0;
};

// The schedule a policy emitted, from its compile report's note: critical-path's choice among its
// list schedules and the wavefront placement; "its own" for a policy with one schedule.
std::string emitted_schedule(const std::string& note) { return note.empty() ? "its own" : note; }

Status open_policy(const Graph& g, const std::string& dir, const std::map<std::string, Tensor>& inputs,
                   const std::string& profile_db, PolicyRun& p) {
  Result<Target> target = make_target("cpu");
  if (!target) return target.status();
  CompileOptions o;
  o.policy = p.policy;
  o.out_dir = dir;
  o.optimize = false;  // optimised once for every policy
  o.profile_db = profile_db;
  CompileResult c = compile_graph(g, *target, o);
  if (!c.ok()) return Status::error(std::string(stage_name(c.failed_stage)) + ": " + c.status.message());
  p.veus = c.compiled.report.schedule.veus();
  p.predicted_ms = c.compiled.report.sim.makespan_us / 1000.0;
  p.schedule = emitted_schedule(c.compiled.report.note);
  p.lib = rammer_open(dir.c_str());
  if (!p.lib) return Status::error(std::string("rammer_open: ") + rammer_last_error());
  p.session = rammer_session_create(p.lib);
  if (!p.session) return Status::error(std::string("rammer_session_create: ") + rammer_last_error());
  return capture_status([&] {
    for (const auto& [name, t] : inputs)
      RAMMER_CHECK(rammer_bind_input(p.session, name.c_str(), t.raw(), t.nbytes()) == 0, rammer_last_error());
    p.outputs.reserve(g.outputs.size());  // bound by address: no reallocation after a bind
    for (const std::string& name : g.outputs) {
      const Value& v = g.value(name);
      p.outputs.emplace_back(v.dtype, v.shape);
      RAMMER_CHECK(rammer_bind_output(p.session, name.c_str(), p.outputs.back().raw(), p.outputs.back().nbytes()) == 0,
                   rammer_last_error());
    }
    for (int w = 0; w < kWarmupRuns; ++w) RAMMER_CHECK(rammer_run(p.session) == 0, rammer_last_error());
  });
}

Status time_runs(PolicyRun& p, int runs) {
  return capture_status([&] {
    for (int r = 0; r < runs; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      RAMMER_CHECK(rammer_run(p.session) == 0, rammer_last_error());
      p.ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
  });
}

// One traced run (after warm-up) of the library in lib_dir: DIR/MODEL.POLICY.trace.json (predicted),
// .trace_measured.json and .svg (the Gantt chart of both, scheduler/gantt.h).
Status write_gantt(const std::map<std::string, Tensor>& inputs, const std::string& lib_dir,
                   const std::string& gantt_dir, const std::string& model, const std::string& policy) {
  return capture_status([&] {
    auto lib = runtime::load_model(lib_dir);
    runtime::Session session(lib);
    const std::vector<Tensor> outs = runtime::bind_io(session, inputs);
    for (int w = 0; w < kWarmupRuns; ++w) session.run();
    session.set_trace(true);
    session.run();
    auto read = [](const fs::path& path) {
      std::ifstream in(path);
      RAMMER_CHECK(in.good(), "cannot read ", path.string());
      std::stringstream buf;
      buf << in.rdbuf();
      return buf.str();
    };
    auto write = [](const fs::path& path, const std::string& text) {
      std::ofstream f(path);
      f << text;
      RAMMER_CHECK(f.good(), "cannot write ", path.string());
    };
    const std::string predicted = read(fs::path(lib_dir) / "trace.json");
    const std::string measured = runtime::measured_trace_json(session.last_trace(), lib->op_names);
    const fs::path base = fs::path(gantt_dir) / (model + "." + policy);
    write(base.string() + ".trace.json", predicted);
    write(base.string() + ".trace_measured.json", measured);
    write(base.string() + ".svg", gantt_svg(predicted, measured, model + ", " + policy + " on cpu: predicted (top) vs one measured run"));
  });
}

// MODEL-DIR/NAME.onnx loaded and optimised once for every policy (an error says how to export it),
// without the passes `skip` names (Target::skipped_passes).
Result<Graph> load_bench_graph(const std::string& name, const std::string& model_dir,
                               const std::vector<std::string>& skip = {}) {
  const std::string path = (fs::path(model_dir) / (name + ".onnx")).string();
  if (!fs::exists(path))
    return Status::error(path + " is missing: export it with /usr/bin/python3 scripts/models/export_models.py --out " +
                         model_dir + " --models " + name);
  Result<Graph> g = load_onnx(path);
  if (!g) return g.status();
  PipelineOptions options;
  options.skip = skip;
  Status st = capture_status([&] { optimize_graph(*g, options); });
  if (!st) return st;
  return g;
}

// Every policy of one model on the NPU simulator: compiled for `device` (an NPU spec), run once each
// (the simulator is deterministic), "measured" = the simulated cycles at the device's clock.
Result<std::vector<Row>> bench_npu_model(const std::string& name, const std::string& model_dir, const fs::path& tmp,
                                         const Target& target, const std::string& device,
                                         const std::vector<std::string>& policies) {
  Result<Graph> g = load_bench_graph(name, model_dir, target.skipped_passes());
  if (!g) return g.status();
  const std::map<std::string, Tensor> inputs = seeded_inputs(*g, 1);
  std::vector<Row> rows;
  std::vector<std::vector<Tensor>> outputs;
  Status s = capture_status([&] {
    for (const std::string& policy : policies) {
      const std::string dir = (tmp / name / policy).string();
      CompileOptions o;
      o.policy = policy;
      o.out_dir = dir;
      o.optimize = false;
      CompileResult c = compile_graph(*g, target, o);
      RAMMER_CHECK(c.ok(), policy, ": ", stage_name(c.failed_stage), ": ", c.status.message());
      runtime::NpuLibrary lib(dir);
      int64_t cycles = 0;
      std::vector<Tensor> outs = runtime::run_npu_once(lib, inputs, &cycles);
      Row row;
      row.model = name;
      row.device = device;
      row.policy = policy;
      row.veus = c.compiled.report.schedule.veus();
      row.predicted_ms = c.compiled.report.sim.makespan_us / 1000.0;
      row.schedule = emitted_schedule(c.compiled.report.note);
      row.measured_ms = static_cast<double>(cycles) / lib.config().clock_mhz / 1000.0;
      rows.push_back(row);
      outputs.push_back(std::move(outs));
    }
  });
  if (!s) return s;
  for (size_t r = 0; r < rows.size(); ++r) {
    rows[r].speedup_predicted = rows[0].predicted_ms / rows[r].predicted_ms;
    rows[r].speedup_measured = rows[0].measured_ms / rows[r].measured_ms;
    for (size_t i = 0; i < outputs[r].size(); ++i)
      rows[r].max_err = std::max(rows[r].max_err, tensor_error(outputs[r][i], outputs[0][i]).max_rel_error);
  }
  return rows;
}

// Every policy of one model, measured interleaved; rows in `policies` order, per-op first.
Result<std::vector<Row>> bench_model(const std::string& name, const std::string& model_dir, const fs::path& tmp,
                                     const std::vector<std::string>& policies, int runs, int rounds,
                                     const std::string& profile_db, const std::string& gantt_dir) {
  Result<Graph> g = load_bench_graph(name, model_dir);
  if (!g) return g.status();
  const std::map<std::string, Tensor> inputs = seeded_inputs(*g, 1);
  std::vector<std::unique_ptr<PolicyRun>> runs_of;
  for (const std::string& policy : policies) {
    auto p = std::make_unique<PolicyRun>();
    p->policy = policy;
    Status s = open_policy(*g, (tmp / name / policy).string(), inputs, profile_db, *p);
    if (!s) return Status::error(policy + ": " + s.message());
    runs_of.push_back(std::move(p));
  }
  for (int r = 0; r < rounds; ++r)
    for (auto& p : runs_of) {
      Status s = time_runs(*p, runs);
      if (!s) return Status::error(p->policy + ": " + s.message());
    }
  if (!gantt_dir.empty()) {
    for (const std::string& policy : policies) {
      Status s = write_gantt(inputs, (tmp / name / policy).string(), gantt_dir, name, policy);
      if (!s) return Status::error(policy + ": gantt: " + s.message());
    }
  }
  const PolicyRun& base = *runs_of.front();
  const double base_measured = median(base.ms);
  std::vector<Row> rows;
  for (const auto& p : runs_of) {
    Row row;
    row.model = name;
    row.policy = p->policy;
    row.veus = p->veus;
    row.predicted_ms = p->predicted_ms;
    row.schedule = p->schedule;
    row.measured_ms = median(p->ms);
    row.speedup_predicted = base.predicted_ms / p->predicted_ms;
    row.speedup_measured = base_measured / row.measured_ms;
    for (size_t i = 0; i < p->outputs.size(); ++i)
      row.max_err = std::max(row.max_err, tensor_error(p->outputs[i], base.outputs[i]).max_rel_error);
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

int bench_policies_main(int argc, char** argv) {
  CLI::App app{"rammer-bench policies: every policy's predicted and measured makespan on the CPU"};
  std::string models = "lstm_tc,seq2seq,nasnet,resnext29,resnet50";
  std::string policies = "per-op,wavefront,critical-path";
  std::string csv, model_dir = "build/models", profile_db, gantt_dir, device = "cpu";
  int runs = 20, rounds = 3;
  app.add_option("--models", models, "comma-separated model names (files MODEL-DIR/NAME.onnx)");
  app.add_option("--policies", policies, "comma-separated policies (per-op is always measured: the baseline)");
  app.add_option("--device", device,
                 "cpu (measured here: wall time through the C API), or npu / an NPU spec .json (simulated cycles "
                 "in rammer-npusim at the device's clock); a GPU needs a GPU machine (scripts/gpu_check.sh)");
  CLI::Option* csv_opt =
      app.add_option("--csv", csv, "also print the rows as CSV after the table, or write them to this file")
          ->expected(0, 1);
  app.add_option("--runs", runs, "timed runs per policy and round")->check(CLI::Range(5, 100000));
  app.add_option("--rounds", rounds, "rounds; each times every policy in turn")->check(CLI::Range(1, 100));
  app.add_option("--model-dir", model_dir, "where the exported .onnx models are");
  app.add_option("--profile-db", profile_db, "predict (and schedule) with this profile database (rammer-bench profile)")
      ->check(CLI::ExistingFile);
  app.add_option("--gantt", gantt_dir,
                 "write DIR/MODEL.POLICY.svg, a Gantt chart of the predicted schedule above one measured run, with "
                 "both traces beside it (created if missing)");
  CLI11_PARSE(app, argc, argv);
  const bool csv_stdout = csv_opt->count() > 0 && csv.empty();
  Result<Target> target = make_target(device);
  if (!target) {
    std::cerr << "rammer-bench policies: --device=" << device << ": " << target.status().message() << std::endl;
    return 2;
  }
  const bool npu = target->kind == TargetKind::npu;
  if (!npu && target->kind != TargetKind::cpu) {
    std::cerr << "rammer-bench policies: --device=" << device
              << ": GPU schedules are measured on a GPU machine (scripts/gpu_check.sh, bench/gpu/bench_gpu.py); "
                 "this bench measures cpu and simulates npu"
              << std::endl;
    return 2;
  }
  if (npu && (!profile_db.empty() || !gantt_dir.empty())) {
    std::cerr << "rammer-bench policies: --profile-db and --gantt are for --device=cpu (the NPU's per-unit "
                 "trace: rammer-npusim DIR --trace FILE)"
              << std::endl;
    return 2;
  }
  if (!gantt_dir.empty()) {
    std::error_code mk;
    fs::create_directories(gantt_dir, mk);
    if (mk) {
      std::cerr << "rammer-bench policies: cannot create " << gantt_dir << ": " << mk.message() << std::endl;
      return 1;
    }
  }
  std::vector<std::string> order = {"per-op"};
  for (const std::string& p : split_list(policies)) {
    const auto& known = policy_names();
    if (std::find(known.begin(), known.end(), p) == known.end()) {
      std::cerr << "rammer-bench policies: unknown policy '" << p << "'\n";
      return 2;
    }
    if (p != "per-op") order.push_back(p);
  }

  const fs::path tmp = fs::temp_directory_path() / ("rammer-bench-policies-" + std::to_string(::getpid()));
  std::vector<Row> rows;
  bool ok = true;
  for (const std::string& name : split_list(models)) {
    std::cerr << "rammer-bench policies: " << name << " ..." << std::endl;
    Result<std::vector<Row>> r = npu ? bench_npu_model(name, model_dir, tmp, *target, device, order)
                                     : bench_model(name, model_dir, tmp, order, runs, rounds, profile_db, gantt_dir);
    if (!r) {
      std::cerr << "  " << name << ": " << r.status().message() << std::endl;
      ok = false;
      continue;
    }
    rows.insert(rows.end(), r->begin(), r->end());
  }
  std::error_code ec;
  fs::remove_all(tmp, ec);

  std::cout << "| model | policy | vEUs | predicted ms | measured ms | speedup vs per-op, predicted | "
               "measured | predicted / measured | max rel error vs per-op | schedule emitted |\n"
               "|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n";
  for (const Row& r : rows)
    std::cout << "| " << r.model << " | " << r.policy << " | " << r.veus << " | " << fixed(r.predicted_ms, 3) << " | "
              << fixed(r.measured_ms, 3) << " | " << fixed(r.speedup_predicted, 2) << "x | "
              << fixed(r.speedup_measured, 2) << "x | " << fixed(r.predicted_ms / r.measured_ms, 2) << " | "
              << std::scientific << std::setprecision(1) << r.max_err << std::defaultfloat << " | "
              << r.schedule << " |\n";
  // The prediction error |predicted - measured| / measured: the largest, and where.
  auto error = [](const Row& r) { return std::abs(r.predicted_ms - r.measured_ms) / r.measured_ms; };
  const Row* worst = nullptr;
  for (const Row& r : rows)
    if (r.measured_ms > 0 && (worst == nullptr || error(r) > error(*worst))) worst = &r;
  if (worst != nullptr)
    std::cout << "\nlargest prediction error |predicted - measured| / measured: "
              << fixed(100.0 * error(*worst), 1) << " % ("
              << worst->model << ", " << worst->policy << ")\n";
  if (npu) {
    std::cout << "\n" << device << ", measured = the simulator's cycles at " << target->spec.name
              << "'s clock (one run per policy; the simulator is deterministic); predictions from the roofline "
                 "cost model.\n";
  } else {
    std::cout << "\ncpu, one session per policy, runs interleaved (" << rounds << " rounds x " << runs
              << " runs, medians); predictions from " << (profile_db.empty() ? "the roofline cost model" : profile_db)
              << ". gpu: not measured here (no GPU; bench/README.md, GPU checks). npu: --device=npu.\n";
  }
  auto write_csv = [&](std::ostream& f) {
    f << "model,device,policy,veus,predicted_ms,measured_ms,speedup_predicted,speedup_measured,pred_over_meas,"
         "schedule\n";
    for (const Row& r : rows)
      f << r.model << "," << r.device << "," << r.policy << "," << r.veus << "," << fixed(r.predicted_ms, 4) << ","
        << fixed(r.measured_ms, 4) << "," << fixed(r.speedup_predicted, 4) << "," << fixed(r.speedup_measured, 4)
        << "," << fixed(r.predicted_ms / r.measured_ms, 4) << ",\"" << r.schedule << "\"\n";
  };
  if (csv_stdout) {
    std::cout << "\n";
    write_csv(std::cout);
  } else if (!csv.empty()) {
    std::ofstream f(csv);
    write_csv(f);
    if (!f) {
      std::cerr << "rammer-bench policies: cannot write " << csv << std::endl;
      return 1;
    }
  }
  return ok ? 0 : 1;
}

}  // namespace rammer
