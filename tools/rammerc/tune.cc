#include "tools/rammerc/tune.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <numeric>
#include <ostream>
#include <tuple>
#include <vector>

#include <unistd.h>

#include "frontend/interpreter/seeded_inputs.h"
#include "runtime/session.h"
#include "runtime/session_io.h"
#include "scheduler/tuning.h"
#include "support/median.h"

namespace rammer::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kWarmupRuns = 2;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

struct SignatureState {
  std::string kind, space;
  int variants = 0;                                    // candidates it has
  bool todo = false;                                   // not in the database yet
  std::map<std::string, std::vector<double>> op_us;    // variant -> its ops' measured spans
};

// The times one traced build measured: per op, the span of its rTasks in each run; per rTask, its
// run times.
struct RoundTimes {
  std::vector<std::vector<double>> op_us, task_us;
};

RoundTimes measure_round(const Graph& graph, const std::string& dir, const TaskGraph& tasks, int runs) {
  auto model = runtime::load_model(dir);
  runtime::Session session(model);
  const std::map<std::string, Tensor> inputs = seeded_inputs(graph, 1);
  const std::vector<Tensor> outs = runtime::bind_io(session, inputs);
  std::map<std::string, int> op_index;
  for (int op = 0; op < tasks.num_ops(); ++op) op_index[tasks.op_names[static_cast<size_t>(op)]] = op;
  RoundTimes times;
  times.op_us.resize(static_cast<size_t>(tasks.num_ops()));
  times.task_us.resize(static_cast<size_t>(tasks.num_tasks()));
  for (int w = 0; w < kWarmupRuns; ++w) session.run();
  session.set_trace(true);
  for (int r = 0; r < runs; ++r) {
    session.run();
    std::vector<std::pair<double, double>> span(static_cast<size_t>(tasks.num_ops()), {-1.0, -1.0});
    for (const auto& slices : session.last_trace().workers)
      for (size_t i = 0; i < slices.size(); ++i) {
        const runtime::TraceSlice& s = slices[i];
        if (s.kind != runtime::TraceSlice::exec) continue;
        auto it = op_index.find(model->op_names[static_cast<size_t>(s.op_or_event)]);
        if (it == op_index.end()) continue;
        const auto op = static_cast<size_t>(it->second);
        const int task = tasks.op_first[op] + s.task_or_need;
        RAMMER_CHECK(task < tasks.op_first[op + 1], "rTask ", s.task_or_need, " of ", it->first,
                     " is not in the schedule");
        times.task_us[static_cast<size_t>(task)].push_back(runtime::charged_us(slices, i));
        auto& [b, e] = span[op];
        b = b < 0 ? s.begin_us : std::min(b, s.begin_us);
        e = std::max(e, s.end_us);
      }
    for (size_t op = 0; op < span.size(); ++op)
      if (span[op].first >= 0) times.op_us[op].push_back(span[op].second - span[op].first);
  }
  return times;
}

}  // namespace

Result<TuneReport> tune_graph(const Graph& graph, const Target& target, const CompileOptions& base,
                              const TuneOptions& options, std::ostream* log) {
  const auto t0 = Clock::now();
  if (!target.runs_on_cpu() || target.kind != TargetKind::cpu)
    return Status::error("--tune measures on this machine's CPU: use --device=cpu");
  ProfileDB db;
  if (fs::exists(options.db_path)) {
    Result<ProfileDB> loaded = ProfileDB::load(options.db_path);
    if (!loaded) return loaded.status();
    db = std::move(*loaded);
  }
  // The rProgram with every candidate the target can run: the compile up to `plan`, nothing written.
  CompileOptions plain = base;
  plain.out_dir.clear();
  plain.profile_db.clear();
  plain.optimize = false;
  plain.policy = "per-op";
  plain.log = plain.notes = plain.stage_times = nullptr;
  CompileResult planned = compile_graph(graph, target, plain);
  if (!planned.ok()) return Status::error(std::string(stage_name(planned.failed_stage)) + ": " + planned.status.message());
  const RProgram& program = planned.compiled.report.program;
  const std::string device = target.spec.name;

  std::map<std::string, SignatureState> sigs;
  std::vector<std::string> sig_of;
  int max_variants = 0;
  for (const ROperator& op : program.ops) {
    sig_of.push_back(tuning_signature(op));
    SignatureState& s = sigs[sig_of.back()];
    s.kind = op.kind;
    s.space = space_text(op.space);
    s.variants = static_cast<int>(op.variants.size());
    s.todo = db.tuned(device, op.kind, sig_of.back()) == nullptr;
    if (s.todo) max_variants = std::max(max_variants, s.variants);
  }
  TuneReport rep;
  rep.signatures = static_cast<int>(sigs.size());
  int candidates = 0;
  for (const auto& [sig, s] : sigs) {
    if (!s.todo) ++rep.already_tuned;
    else candidates += s.variants;
  }
  if (log) {
    *log << "rammerc: tune: " << rep.signatures << " op signatures, " << rep.already_tuned << " tuned in "
         << options.db_path << ", " << candidates << " candidates to measure (budget " << options.budget_s << " s)"
         << std::endl;
  }

  const fs::path tmp = fs::temp_directory_path() / ("rammerc-tune-" + std::to_string(::getpid()));
  // Per rTask work signature: measured times and the roofline prediction (as bench profile keeps them).
  std::map<std::tuple<std::string, std::string, double, double>, std::pair<std::vector<double>, double>> task_samples;
  double last_round_s = 0;
  Status st = capture_status([&] {
    for (int k = 0; k < max_variants; ++k) {
      if (k > 0 && seconds_since(t0) + last_round_s > options.budget_s) {
        if (log) *log << "rammerc: tune: budget reached after " << k << " rounds" << std::endl;
        break;
      }
      const auto r0 = Clock::now();
      CompileOptions forced = plain;
      forced.out_dir = (tmp / ("round" + std::to_string(k))).string();
      for (size_t i = 0; i < program.ops.size(); ++i) {
        const ROperator& op = program.ops[i];
        const SignatureState& s = sigs[sig_of[i]];
        int v = 0;
        if (s.todo) {
          v = std::min(k, s.variants - 1);
        } else if (const TunedOp* t = db.tuned(device, op.kind, sig_of[i])) {
          for (size_t j = 0; j < op.variants.size(); ++j)
            if (op.variants[j].name == t->variant) v = static_cast<int>(j);
        }
        forced.forced_variants.push_back(v);
      }
      CompileResult c = compile_graph(graph, target, forced);
      RAMMER_CHECK(c.ok(), "candidate round ", k, ": ", stage_name(c.failed_stage), ": ", c.status.message());
      const TaskGraph& tasks = c.compiled.report.tasks;
      const RoundTimes times = measure_round(graph, forced.out_dir, tasks, options.runs);
      int measured = 0;
      for (size_t i = 0; i < program.ops.size(); ++i) {
        SignatureState& s = sigs[sig_of[i]];
        if (!s.todo || k >= s.variants || times.op_us[i].empty()) continue;
        const std::string& variant = tasks.op_variants[i];
        if (s.op_us[variant].empty()) ++measured;
        s.op_us[variant].push_back(median(times.op_us[i]));
        for (int t = tasks.op_first[i]; t < tasks.op_first[i + 1]; ++t) {
          const auto ti = static_cast<size_t>(t);
          if (times.task_us[ti].empty()) continue;
          auto& sample = task_samples[{s.kind, variant, tasks.flops[ti], tasks.bytes[ti]}];
          sample.first.push_back(runtime::rtask_mean_us(times.task_us[ti]));
          sample.second = tasks.cost_us[ti];
        }
      }
      std::error_code ec;
      fs::remove_all(forced.out_dir, ec);
      last_round_s = seconds_since(r0);
      rep.rounds = k + 1;
      rep.candidates += measured;
      if (log) {
        *log << "rammerc: tune: round " << k + 1 << "/" << max_variants << ": " << measured << " candidates measured in "
             << last_round_s << " s" << std::endl;
      }
    }
  });
  std::error_code ec;
  fs::remove_all(tmp, ec);
  if (!st) return Status::error("--tune: " + st.message());

  for (const auto& [sig, s] : sigs) {
    if (!s.todo || s.op_us.empty()) continue;
    TunedOp best;
    for (const auto& [variant, us] : s.op_us) {
      const double m = median(us);
      if (best.variant.empty() || m < best.us) best = TunedOp{variant, m, 0, s.space};
    }
    best.candidates = static_cast<int>(s.op_us.size());
    if (best.candidates < s.variants) ++rep.partial;
    db.set_tuned(device, s.kind, sig, std::move(best));
  }
  for (const auto& [key, sample] : task_samples)
    db.set_exact(device, std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key),
                 std::accumulate(sample.first.begin(), sample.first.end(), 0.0) / static_cast<double>(sample.first.size()),
                 sample.second);
  if (rep.candidates > 0) {
    if (Status saved = db.save(options.db_path); !saved) return saved;
  }
  rep.seconds = seconds_since(t0);
  if (log) {
    *log << "rammerc: tune: " << rep.candidates << " candidates of " << rep.signatures - rep.already_tuned
         << " signatures measured in " << rep.rounds << " rounds, " << rep.seconds << " s"
         << (rep.partial ? " (" + std::to_string(rep.partial) + " signatures cut short by the budget)" : "")
         << "; " << options.db_path << ": " << db.tuned_size() << " tuned, " << db.size() << " rTask entries"
         << std::endl;
  }
  return rep;
}

}  // namespace rammer::cli
