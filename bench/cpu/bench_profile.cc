// rammer-bench profile: measured per-rTask times into a ProfileDB (see bench_profile.h).
#include "bench/cpu/bench_profile.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <numeric>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include "bench/cpu/bench_util.h"
#include "driver/compile.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "runtime/session.h"
#include "runtime/session_io.h"
#include "scheduler/simulate.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;
using bench::fixed;
using bench::median;
using bench::split_list;

constexpr int kWarmupRuns = 3;

// The work signature of a database entry.
using Signature = std::tuple<std::string, std::string, double, double>;  // kernel, variant, flops, bytes

struct Samples {
  std::vector<double> us;   // one mean per rTask of this work, over every profiled schedule
  double predicted_us = 0;  // the roofline prediction (the same for every rTask of this work)
};

// One profiled schedule: its task graph with measured rTask times, and the measured makespan.
struct Profiled {
  std::string model, policy;
  Schedule schedule;
  TaskGraph measured;  // cost_us = the rTasks' mean times (rtask_mean_us), then their entries'
  std::vector<Signature> work;  // per rTask, its database entry's key
  double roofline_ms = 0, measured_ms = 0, profiled_ms = 0;
};

Result<Profiled> profile_policy(const Graph& g, const std::string& model, const std::string& policy,
                                const std::string& dir, int runs, const std::string& profile_db,
                                const ProfileDB* base, std::map<Signature, Samples>& samples) {
  Result<Target> target = make_target("cpu");
  if (!target) return target.status();
  CompileOptions o;
  o.policy = policy;
  o.out_dir = dir;
  o.optimize = false;  // optimised once for every policy
  o.profile_db = profile_db;  // a second round: the schedules the database makes, with its variants
  CompileResult c = compile_graph(g, *target, o);
  if (!c.ok()) return Status::error(std::string(stage_name(c.failed_stage)) + ": " + c.status.message());
  const ScheduleReport& rep = c.compiled.report;
  Profiled p;
  p.model = model;
  p.policy = policy;
  p.schedule = rep.schedule;
  p.measured = rep.tasks;
  p.roofline_ms = rep.sim.makespan_us / 1000.0;
  std::map<std::string, int> op_index;
  for (int op = 0; op < rep.tasks.num_ops(); ++op) op_index[rep.tasks.op_names[static_cast<size_t>(op)]] = op;
  std::vector<std::vector<double>> task_us(static_cast<size_t>(rep.tasks.num_tasks()));
  std::vector<double> wall_ms;
  Status st = capture_status([&] {
    auto lib = runtime::load_model(dir);
    runtime::Session session(lib);
    const std::map<std::string, Tensor> inputs = seeded_inputs(g, 1);
    const std::vector<Tensor> outs = runtime::bind_io(session, inputs);
    for (int w = 0; w < kWarmupRuns; ++w) session.run();
    session.set_trace(true);
    for (int r = 0; r < runs; ++r) {
      session.run();
      const runtime::RunTrace& trace = session.last_trace();
      wall_ms.push_back(trace.wall_us / 1000.0);
      for (const auto& slices : trace.workers)
        for (size_t i = 0; i < slices.size(); ++i) {
          const runtime::TraceSlice& s = slices[i];
          if (s.kind != runtime::TraceSlice::exec) continue;
          auto it = op_index.find(lib->op_names[static_cast<size_t>(s.op_or_event)]);
          RAMMER_CHECK(it != op_index.end(), "the library's op ", lib->op_names[static_cast<size_t>(s.op_or_event)],
                       " is not in the schedule's task graph");
          const int task = rep.tasks.op_first[static_cast<size_t>(it->second)] + s.task_or_need;
          RAMMER_CHECK(task < rep.tasks.op_first[static_cast<size_t>(it->second) + 1], "rTask ", s.task_or_need,
                       " of ", it->first, " is not in the schedule");
          task_us[static_cast<size_t>(task)].push_back(runtime::charged_us(slices, i));
        }
    }
  });
  if (!st) return st;
  for (int t = 0; t < rep.tasks.num_tasks(); ++t) {
    const auto ti = static_cast<size_t>(t);
    if (task_us[ti].empty()) return Status::error("rTask " + rep.tasks.task_name(t) + " never ran");
    p.measured.cost_us[ti] = runtime::rtask_mean_us(task_us[ti]);
    const auto op = static_cast<size_t>(rep.tasks.op_of[ti]);
    const std::string& kind = rep.tasks.op_kinds[op];
    const std::string& variant = rep.tasks.op_variants[op];
    p.work.push_back({kind, variant, rep.tasks.flops[ti], rep.tasks.bytes[ti]});
    Samples& s = samples[p.work.back()];
    s.us.push_back(p.measured.cost_us[ti]);
    // The roofline prediction (the entry's predicted_us). Scheduled with a database, an rTask's cost
    // is its entry's measured time (the entry keeps the roofline), or the roofline times the
    // kernel's scale; a variant-level entry hides the roofline (0: left out of the scales).
    s.predicted_us = rep.tasks.cost_us[ti];
    if (base != nullptr) {
      const double stored = base->predicted("cpu", kind, variant, rep.tasks.flops[ti], rep.tasks.bytes[ti]);
      const bool hit = base->lookup("cpu", kind, variant, rep.tasks.flops[ti], rep.tasks.bytes[ti]) > 0;
      s.predicted_us = stored > 0 ? stored : hit ? 0.0 : rep.tasks.cost_us[ti] / base->scale("cpu", kind);
    }
  }
  p.measured_ms = median(wall_ms);
  return p;
}

double mean_error(const std::vector<Profiled>& ps, const SimTiming& timing) {
  double sum = 0;
  for (const Profiled& p : ps) {
    const double predicted = simulate(p.schedule, p.measured, timing).makespan_us / 1000.0;
    sum += std::abs(predicted - p.measured_ms) / p.measured_ms;
  }
  return ps.empty() ? 0 : sum / static_cast<double>(ps.size());
}

// The (sync, launch) pair with the least mean relative makespan error: a coarse grid, then a grid
// ten times finer around its best point (a per-op schedule pays a launch per operator, so a tenth of
// a microsecond matters).
SimTiming fit_timing(const std::vector<Profiled>& ps) {
  SimTiming best;
  double best_err = -1;
  auto search = [&](double sync0, double sync1, double sync_step, double launch0, double launch1, double launch_step) {
    for (double sync = std::max(0.0, sync0); sync <= sync1 + 1e-9; sync += sync_step)
      for (double launch = std::max(0.0, launch0); launch <= launch1 + 1e-9; launch += launch_step) {
        SimTiming t;
        t.sync_us = sync;
        t.launch_us = launch;
        const double err = mean_error(ps, t);
        if (best_err < 0 || err < best_err) {
          best_err = err;
          best = t;
        }
      }
  };
  search(0, 50, 0.5, 0, 100, 2);
  const SimTiming coarse = best;
  search(coarse.sync_us - 0.5, coarse.sync_us + 0.5, 0.05, coarse.launch_us - 2, coarse.launch_us + 2, 0.2);
  return best;
}

}  // namespace

int bench_profile_main(int argc, char** argv) {
  CLI::App app{"rammer-bench profile: measure every rTask's time on the CPU into a profile database"};
  std::string models = "lstm_tc,seq2seq,nasnet,resnext29,resnet50";
  std::string policies = "per-op,wavefront,critical-path";
  std::string out = "profile.json", model_dir = "build/models", base;
  int runs = 20;
  app.add_option("--models", models, "comma-separated model names (files MODEL-DIR/NAME.onnx)");
  app.add_option("--policies", policies, "comma-separated policies to profile (their schedules use different tiles)");
  app.add_option("--runs", runs, "traced runs per model and policy, after 3 warm-up runs")->check(CLI::Range(1, 100000));
  app.add_option("--model-dir", model_dir, "where the exported .onnx models are");
  app.add_option("-o,--out", out, "the profile database to write (JSON)");
  app.add_option("--profile-db", base,
                 "a second round: compile with this database (its schedules and tile variants, which the first "
                 "round may not have run), profile those, and write this database with their entries added or "
                 "replaced to --out")
      ->check(CLI::ExistingFile);
  CLI11_PARSE(app, argc, argv);
  for (const std::string& p : split_list(policies)) {
    const auto& known = policy_names();
    if (std::find(known.begin(), known.end(), p) == known.end()) {
      std::cerr << "rammer-bench profile: unknown policy '" << p << "'\n";
      return 2;
    }
  }
  ProfileDB db;  // the second round's base, updated below; else empty
  if (!base.empty()) {
    Result<ProfileDB> loaded = ProfileDB::load(base);
    if (!loaded) {
      std::cerr << "rammer-bench profile: " << loaded.status().message() << std::endl;
      return 1;
    }
    db = std::move(*loaded);
  }
  const ProfileDB base_db = db;
  const fs::path tmp = fs::temp_directory_path() / ("rammer-bench-profile-" + std::to_string(::getpid()));
  std::map<Signature, Samples> samples;
  std::vector<Profiled> profiled;
  bool ok = true;
  for (const std::string& name : split_list(models)) {
    std::cerr << "rammer-bench profile: " << name << " ..." << std::endl;
    const std::string path = (fs::path(model_dir) / (name + ".onnx")).string();
    Result<Graph> g = load_onnx(path);
    Status st = g ? capture_status([&] { optimize_graph(*g); }) : g.status();
    for (const std::string& policy : split_list(policies)) {
      if (!st) break;
      Result<Profiled> p = profile_policy(*g, name, policy, (tmp / name / policy).string(), runs, base,
                                          base.empty() ? nullptr : &base_db, samples);
      if (p) profiled.push_back(std::move(*p));
      else st = Status::error(policy + ": " + p.status().message());
    }
    if (!st) {
      std::cerr << "  " << name << ": " << st.message() << std::endl;
      ok = false;
    }
  }
  std::error_code ec;
  fs::remove_all(tmp, ec);

  std::map<Signature, double> entry_us;
  for (const auto& [sig, s] : samples) {
    entry_us[sig] = std::accumulate(s.us.begin(), s.us.end(), 0.0) / static_cast<double>(s.us.size());
    db.set_exact("cpu", std::get<0>(sig), std::get<1>(sig), std::get<2>(sig), std::get<3>(sig), entry_us[sig],
                 s.predicted_us);
  }
  // The timing is fitted to the schedules priced as the compiler will price them: by the entries,
  // which pool the rTasks of one work over every profiled schedule.
  for (Profiled& p : profiled)
    for (size_t t = 0; t < p.work.size(); ++t) p.measured.cost_us[t] = entry_us.at(p.work[t]);
  const SimTiming timing = fit_timing(profiled);
  db.set_device("cpu", timing.sync_us, timing.launch_us);
  std::ofstream f(out);
  f << db.to_json() << "\n";
  if (!f) {
    std::cerr << "rammer-bench profile: cannot write " << out << std::endl;
    return 1;
  }
  // In a second round the schedules' own predictions come from the base database, not the roofline.
  std::cout << "| model | policy | measured ms | " << (base.empty() ? "roofline" : "base database's")
            << " predicted ms | error | profiled predicted ms | error |\n"
               "|---|---|---:|---:|---:|---:|---:|\n";
  for (Profiled& p : profiled) {
    p.profiled_ms = simulate(p.schedule, p.measured, timing).makespan_us / 1000.0;
    auto err = [&](double ms) { return fixed(100.0 * (ms - p.measured_ms) / p.measured_ms, 1) + "%"; };
    std::cout << "| " << p.model << " | " << p.policy << " | " << fixed(p.measured_ms, 3) << " | "
              << fixed(p.roofline_ms, 3) << " | " << err(p.roofline_ms) << " | " << fixed(p.profiled_ms, 3) << " | "
              << err(p.profiled_ms) << " |\n";
  }
  std::cout << "\n" << out << ": " << db.size() << " entries" << (base.empty() ? "" : " (" + base + "'s, updated)")
            << " from " << profiled.size() << " schedules x " << runs << " traced runs; fitted sync " << timing.sync_us << " us, launch " << timing.launch_us
            << " us (mean makespan error " << fixed(100.0 * mean_error(profiled, timing), 1) << "%)\n";
  return ok ? 0 : 1;
}

}  // namespace rammer
