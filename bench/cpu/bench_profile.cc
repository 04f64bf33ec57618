// rammer-bench profile: measured per-rTask times into a ProfileDB (see bench_profile.h).
#include "bench/cpu/bench_profile.h"

#include <algorithm>
#include <chrono>
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
// Another round is profiled while some schedule compiled with the database predicts more than this
// share of its work from variants the database has not measured.
constexpr double kUnpricedTolerance = 0.02;

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
  o.profile_db = profile_db;  // with a database (a later round, --profile-db): the schedules and variants it makes
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
    // Each traced run is followed by an untraced one, whose wall time is the makespan the schedule is
    // fitted to: recording a trace slows a run of many small rTasks measurably, and predictions are
    // compared with untraced runs (bench/README.md, profile database).
    // The traces are read after the last run, so that no run begins by waking parked threads: reading
    // one between runs takes longer than the workers poll for the next run.
    std::vector<runtime::RunTrace> traces(static_cast<size_t>(runs));
    for (int r = 0; r < runs; ++r) {
      session.set_trace(true);
      session.run();
      traces[static_cast<size_t>(r)] = session.last_trace();
      session.set_trace(false);
      const auto t0 = std::chrono::steady_clock::now();
      session.run();
      wall_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    for (const runtime::RunTrace& trace : traces) {
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

double mean_error(const std::vector<const Profiled*>& ps, const SimTiming& timing) {
  double sum = 0;
  for (const Profiled* p : ps) {
    const double predicted = simulate(p->schedule, p->measured, timing).makespan_us / 1000.0;
    sum += std::abs(predicted - p->measured_ms) / p->measured_ms;
  }
  return ps.empty() ? 0 : sum / static_cast<double>(ps.size());
}

// The (sync, launch) pair with the least mean relative makespan error: a coarse grid, then a grid
// ten times finer around its best point (a per-op schedule pays a launch per operator, so a tenth of
// a microsecond matters).
SimTiming fit_timing(const std::vector<const Profiled*>& ps) {
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

// The profiled schedules of every model, or of every model but `except`.
std::vector<const Profiled*> schedules_of(const std::vector<Profiled>& ps, const std::string& except = "") {
  std::vector<const Profiled*> out;
  for (const Profiled& p : ps)
    if (p.model != except) out.push_back(&p);
  return out;
}

// Of the schedules compiled with `db` (written at `db_path`, which the compiler reads), the one
// whose predicted work leans most on rTasks the database does not price by a measured entry (they
// fall back to the calibrated roofline): variants the database makes the compiler choose but no
// profiled schedule ran. Planning only, nothing is built.
struct Unpriced {
  double share = 0;  // of the schedule's predicted rTask time
  int tasks = 0;     // over every schedule
  std::string where; // "model policy" of the largest share
};

Result<Unpriced> unpriced_work(const std::vector<std::pair<std::string, Graph>>& graphs,
                               const std::vector<std::string>& policies, const ProfileDB& db,
                               const std::string& db_path) {
  Unpriced worst;
  for (const auto& [name, g] : graphs)
    for (const std::string& policy : policies) {
      CompileOptions o;
      o.policy = policy;
      o.profile_db = db_path;
      CompileResult c = plan_graph(g, "cpu", false, o);
      if (!c.ok()) return Status::error(name + ": " + policy + ": " + c.status.message());
      const TaskGraph& tasks = c.compiled.report.tasks;
      double all_us = 0, unpriced_us = 0;
      for (int t = 0; t < tasks.num_tasks(); ++t) {
        const auto ti = static_cast<size_t>(t);
        const auto op = static_cast<size_t>(tasks.op_of[ti]);
        all_us += tasks.cost_us[ti];
        if (db.lookup("cpu", tasks.op_kinds[op], tasks.op_variants[op], tasks.flops[ti], tasks.bytes[ti]) > 0) continue;
        unpriced_us += tasks.cost_us[ti];
        ++worst.tasks;
      }
      const double share = all_us > 0 ? unpriced_us / all_us : 0;
      if (share > worst.share) {
        worst.share = share;
        worst.where = name + " " + policy;
      }
    }
  return worst;
}

}  // namespace

int bench_profile_main(int argc, char** argv) {
  CLI::App app{"rammer-bench profile: measure every rTask's time on the CPU into a profile database"};
  std::string models = "lstm_tc,seq2seq,nasnet,resnext29,resnet50";
  std::string policies = "per-op,wavefront,critical-path";
  std::string out = "profile.json", model_dir = "build/models", base;
  int runs = 20, max_rounds = 4;
  app.add_option("--models", models, "comma-separated model names (files MODEL-DIR/NAME.onnx)");
  app.add_option("--policies", policies, "comma-separated policies to profile (their schedules use different tiles)");
  app.add_option("--runs", runs,
                 "traced runs per model and policy, after 3 warm-up runs, each followed by an untraced run (the "
                 "makespans fitted to)")->check(CLI::Range(1, 100000));
  app.add_option("--rounds", max_rounds,
                 "at most this many rounds: each round after the first compiles with the previous round's "
                 "database and profiles again, until the schedules it makes have every rTask priced by a "
                 "measurement (1: one round)")
      ->check(CLI::Range(1, 20));
  app.add_option("--model-dir", model_dir, "where the exported .onnx models are");
  app.add_option("-o,--out", out, "the profile database to write (JSON)");
  app.add_option("--profile-db", base,
                 "start from this database: compile with it (its schedules and tile variants), profile those, "
                 "and write it with their entries added or replaced to --out")
      ->check(CLI::ExistingFile);
  CLI11_PARSE(app, argc, argv);
  const std::vector<std::string> policy_list = split_list(policies);
  for (const std::string& p : policy_list) {
    const auto& known = policy_names();
    if (std::find(known.begin(), known.end(), p) == known.end()) {
      std::cerr << "rammer-bench profile: unknown policy '" << p << "'\n";
      return 2;
    }
  }
  ProfileDB db;  // the base database, updated by every round; else empty
  if (!base.empty()) {
    Result<ProfileDB> loaded = ProfileDB::load(base);
    if (!loaded) {
      std::cerr << "rammer-bench profile: " << loaded.status().message() << std::endl;
      return 1;
    }
    db = std::move(*loaded);
  }
  bool ok = true;
  std::vector<std::pair<std::string, Graph>> graphs;
  for (const std::string& name : split_list(models)) {
    const std::string path = (fs::path(model_dir) / (name + ".onnx")).string();
    Result<Graph> g = load_onnx(path);
    Status st = g ? capture_status([&] { optimize_graph(*g); }) : g.status();
    if (st) {
      graphs.emplace_back(name, std::move(*g));
    } else {
      std::cerr << "  " << name << ": " << st.message() << std::endl;
      ok = false;
    }
  }
  const fs::path tmp = fs::temp_directory_path() / ("rammer-bench-profile-" + std::to_string(::getpid()));
  fs::create_directories(tmp);
  std::vector<Profiled> profiled;  // the last round's
  SimTiming timing;
  std::string round_base = base;  // the database the round compiles with ("": the roofline)
  int rounds = 0;
  for (int round = 1;; ++round) {
    if (round > 1) {
      // The previous round's database, as the compiler reads it.
      round_base = (tmp / ("round-" + std::to_string(round - 1) + ".json")).string();
      std::ofstream(round_base) << db.to_json() << "\n";
      Result<Unpriced> unpriced = unpriced_work(graphs, policy_list, db, round_base);
      if (!unpriced) {
        std::cerr << "rammer-bench profile: " << unpriced.status().message() << std::endl;
        ok = false;
        break;
      }
      const std::string share = fixed(100.0 * unpriced->share, 1) + "%";
      if (unpriced->share <= kUnpricedTolerance) {
        std::cerr << "rammer-bench profile: the schedules compiled with round " << round - 1
                  << "'s database are priced by measurements"
                  << (unpriced->tasks == 0 ? "" : " (all but " + std::to_string(unpriced->tasks) +
                                                      " rTasks, at most " + share + " of a schedule's work)")
                  << std::endl;
        break;
      }
      if (round > max_rounds) {
        std::cerr << "rammer-bench profile: stopped after " << max_rounds << (max_rounds == 1 ? " round" : " rounds")
                  << " (--rounds): " << unpriced->tasks << " rTasks of the schedules compiled with the database "
                  << "run variants it has not measured (" << share << " of the predicted work of " << unpriced->where
                  << ")" << std::endl;
        break;
      }
      std::cerr << "rammer-bench profile: round " << round << ": " << unpriced->tasks
                << " rTasks of the schedules compiled with round " << round - 1
                << "'s database run variants it has not measured (" << share << " of the predicted work of "
                << unpriced->where << ")" << std::endl;
    }
    const ProfileDB base_db = db;
    bool round_ok = true;  // a schedule that fails to build or run ends the rounds (the error is printed)
    std::map<Signature, Samples> samples;
    profiled.clear();
    for (const auto& [name, g] : graphs) {
      std::cerr << "rammer-bench profile: " << (max_rounds > 1 ? "round " + std::to_string(round) + ": " : "")
                << name << " ..." << std::endl;
      for (const std::string& policy : policy_list) {
        Result<Profiled> p = profile_policy(g, name, policy, (tmp / name / policy).string(), runs, round_base,
                                            round_base.empty() ? nullptr : &base_db, samples);
        if (p) {
          profiled.push_back(std::move(*p));
        } else {
          std::cerr << "  " << name << ": " << policy << ": " << p.status().message() << std::endl;
          round_ok = false;
          break;
        }
      }
    }
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
    timing = fit_timing(schedules_of(profiled));
    db.set_device("cpu", timing.sync_us, timing.launch_us);
    rounds = round;
    if (!round_ok) {
      ok = false;
      break;
    }
  }
  std::error_code ec;
  fs::remove_all(tmp, ec);

  std::ofstream f(out);
  f << db.to_json() << "\n";
  if (!f) {
    std::cerr << "rammer-bench profile: cannot write " << out << std::endl;
    return 1;
  }
  // The last round's schedules, predicted by the database they were compiled with (the roofline in a
  // first round without --profile-db), by the one written, and held out: with the sync and launch
  // costs fitted to the other models' schedules only, so that a model's error does not come from a
  // fit to its own makespans (its rTasks are still priced by their measured entries).
  std::map<std::string, SimTiming> held_out;
  for (const Profiled& p : profiled) {
    if (held_out.count(p.model) != 0) continue;
    const std::vector<const Profiled*> others = schedules_of(profiled, p.model);
    if (!others.empty()) held_out[p.model] = fit_timing(others);
  }
  std::cout << "| model | policy | measured ms | " << (round_base.empty() ? "roofline" : "base database's")
            << " predicted ms | error | profiled predicted ms | error | held-out predicted ms | error |\n"
               "|---|---|---:|---:|---:|---:|---:|---:|---:|\n";
  double held_out_max = 0;
  for (Profiled& p : profiled) {
    p.profiled_ms = simulate(p.schedule, p.measured, timing).makespan_us / 1000.0;
    auto err = [&](double ms) { return fixed(100.0 * (ms - p.measured_ms) / p.measured_ms, 1) + "%"; };
    std::cout << "| " << p.model << " | " << p.policy << " | " << fixed(p.measured_ms, 3) << " | "
              << fixed(p.roofline_ms, 3) << " | " << err(p.roofline_ms) << " | " << fixed(p.profiled_ms, 3) << " | "
              << err(p.profiled_ms) << " | ";
    auto h = held_out.find(p.model);
    if (h == held_out.end()) {
      std::cout << "- | - |\n";  // one model: nothing to hold out
      continue;
    }
    const double ms = simulate(p.schedule, p.measured, h->second).makespan_us / 1000.0;
    held_out_max = std::max(held_out_max, std::abs(ms - p.measured_ms) / p.measured_ms);
    std::cout << fixed(ms, 3) << " | " << err(ms) << " |\n";
  }
  if (!held_out.empty())
    std::cout << "\nheld out: each model's schedules with the sync and launch costs fitted to the other models' "
                 "schedules; largest error "
              << fixed(100.0 * held_out_max, 1) << "% (fitted without";
  for (const auto& [model, t] : held_out)
    std::cout << (model == held_out.begin()->first ? " " : "; ") << model << ": sync " << t.sync_us << " us, launch "
              << t.launch_us << " us";
  if (!held_out.empty()) std::cout << ")\n";
  std::cout << "\n" << out << ": " << db.size() << " entries" << (base.empty() ? "" : " (" + base + "'s, updated)")
            << " from " << rounds << (rounds == 1 ? " round" : " rounds") << " of " << profiled.size()
            << " schedules x " << runs << " traced runs; fitted sync " << timing.sync_us << " us, launch "
            << timing.launch_us << " us (last round's mean makespan error "
            << fixed(100.0 * mean_error(schedules_of(profiled), timing), 1) << "%)\n";
  return ok ? 0 : 1;
}

}  // namespace rammer
