#include "scheduler/compile_schedule.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <memory>
#include <set>
#include <sstream>

#include "rtask/build_rprogram.h"
#include "scheduler/policies.h"
#include "scheduler/validate.h"
#include "vdevice/cost_model.h"

namespace rammer {

std::vector<std::string> policy_names() { return {"per-op", "wavefront", "critical-path"}; }

namespace {

struct Candidate {
  std::vector<int> choice;
  std::shared_ptr<const TaskGraph> tasks;  // shared: candidates of one choice reuse one graph
  Schedule schedule;
  SimResult sim;
};

// How much longer (relative) the locality pass's predicted makespan may be than the plain list
// schedule's for the pass to be kept.
constexpr double kLocalityTolerance = 0.03;

Candidate run_policy(std::shared_ptr<const TaskGraph> tasks, const std::string& policy,
                     const std::vector<int>& choice, int veus, const SimTiming& timing) {
  Candidate c;
  c.choice = choice;
  c.tasks = std::move(tasks);
  const TaskGraph& g = *c.tasks;
  if (policy == "per-op") {
    c.schedule = schedule_per_op(g, veus, timing);
  } else if (policy == "wavefront") {
    c.schedule = schedule_wavefront(g, veus, timing);
  } else {
    c.schedule = schedule_critical_path(g, veus, timing);
  }
  c.sim = simulate(c.schedule, g, timing);
  return c;
}

}  // namespace

VariantOptions variant_options(const DeviceSpec& spec, const ScheduleOptions& options) {
  VariantOptions vo{options.threads_per_block, options.max_registers};
  vo.cpu = spec.kind == "cpu";
  vo.cpu_kernels = vo.cpu;
  if (spec.memory_bandwidth_gbs > 0) vo.fuse_flops_per_byte = spec.peak_f32_tflops * 1e3 / spec.memory_bandwidth_gbs;
  vo.veus = spec.sm_count;  // a CPU spec resolves 0 to the host core count at load
  if (spec.kind == "gpu") {
    vo.max_shared_bytes = spec.max_shared_mem_per_block_bytes;
    vo.shared_per_sm = spec.shared_mem_per_sm_bytes;
  }
  return vo;
}

Result<ScheduleReport> schedule_graph(const Graph& g, const ScheduleOptions& options) {
  Result<DeviceSpec> spec = load_device(options.device);
  if (!spec) return spec.status();
  RProgram program;
  Status st = capture_status([&] { program = build_rprogram(g, variant_options(*spec, options)); });
  if (!st) return Status::error("scheduling graph '" + g.name + "' for " + spec->name + ": " + st.message());
  return schedule_program(std::move(program), *spec, options);
}

Result<ScheduleReport> schedule_program(RProgram program, const DeviceSpec& device_spec,
                                        const ScheduleOptions& options) {
  const auto& names = policy_names();
  if (std::find(names.begin(), names.end(), options.policy) == names.end()) {
    return Status::error("unknown policy '" + options.policy +
                         "': use per-op, wavefront or critical-path");
  }
  const DeviceSpec* spec = &device_spec;
  ProfileDB profile;
  if (!options.profile_db.empty()) {
    Result<ProfileDB> db = ProfileDB::load(options.profile_db);
    if (!db) return db.status();
    profile = *db;
  }
  ScheduleReport rep;
  rep.options = options;
  rep.program = std::move(program);
  const std::string graph_name = rep.program.name;
  auto t0 = std::chrono::steady_clock::now();
  Status st = capture_status([&] {
    KernelResources res;
    res.threads_per_block = options.threads_per_block;
    res.registers_per_thread = options.occupancy_registers > 0 ? options.occupancy_registers : options.max_registers;
    // Shared memory per block: the largest tile carve, then the resident region beyond it (the
    // largest slice of weights any variant keeps: RKernel::resident_bytes, rammer_tables.h).
    int64_t resident = 0;
    for (const auto& op : rep.program.ops) {
      for (const auto& k : op.variants) {
        res.shared_bytes = std::max(res.shared_bytes, k.shared_bytes);
        resident = std::max(resident, k.resident_bytes);
      }
    }
    res.shared_bytes += resident;
    rep.device = make_vdevice(*spec, res, options.max_veus);
    CostModel cost(rep.device, options.profile_db.empty() ? nullptr : &profile);
    const int veus = rep.device.veus;
    // Policies place by `plain` (no locality slack); `timing` adds the device's slack for the
    // locality pass below.
    const SimTiming timing = timing_of(cost);
    SimTiming plain = timing;
    plain.locality_slack_us = 0;
    auto graph_for = [&](const std::vector<int>& choice) {
      return std::make_shared<const TaskGraph>(build_task_graph(rep.program, choice, cost));
    };
    Candidate best;
    if (!options.forced_variants.empty()) {
      const std::vector<int>& forced = options.forced_variants;
      RAMMER_CHECK(forced.size() == rep.program.ops.size(), "forced variants: ", forced.size(), " for ",
                   rep.program.ops.size(), " ops");
      best = run_policy(graph_for(forced), options.policy, forced, veus, plain);
      rep.note = "variants given";
    } else if (options.policy == "per-op") {
      std::vector<int> fast = choose_fastest_variants(rep.program, cost, veus);
      best = run_policy(graph_for(fast), "per-op", fast, veus, plain);
    } else if (options.policy == "wavefront") {
      std::vector<int> wave = choose_wavefront_variants(rep.program, cost, veus);
      best = run_policy(graph_for(wave), "wavefront", wave, veus, plain);
    } else {
      // List scheduling under two variant choices, and the wavefront schedule as a floor: the
      // policy returns the best predicted one (the report says which).
      std::vector<int> fast = choose_fastest_variants(rep.program, cost, veus);
      std::vector<int> wave = choose_wavefront_variants(rep.program, cost, veus);
      auto fast_tasks = graph_for(fast);
      auto wave_tasks = wave == fast ? fast_tasks : graph_for(wave);
      best = run_policy(fast_tasks, "critical-path", fast, veus, plain);
      rep.note = "list scheduling, fastest variants";
      if (wave != fast) {
        Candidate c = run_policy(wave_tasks, "critical-path", wave, veus, plain);
        if (c.sim.makespan_us < best.sim.makespan_us) {
          best = std::move(c);
          rep.note = "list scheduling, wavefront's variants";
        }
      }
      Candidate w = run_policy(wave_tasks, "wavefront", wave, veus, plain);
      if (w.sim.makespan_us < best.sim.makespan_us) {
        std::ostringstream os;
        os << "fell back to the wavefront placement (predicted " << w.sim.makespan_us << " us < list "
           << best.sim.makespan_us << " us)";
        rep.note = os.str();
        best = std::move(w);
        best.schedule.policy = "critical-path";
      } else if (timing.locality_slack_us > 0 && wave != fast && best.choice == wave) {
        // Locality pass (device_spec.h locality_slack_us) for a schedule of whole ops running as
        // parallel branches (the wavefront's variants won): the list schedule again, keeping each
        // branch's chain on one vEU, its data in that core's caches. The simulator does not see
        // what that buys, so the pass is taken when its prediction stays within kLocalityTolerance
        // of the plain one (a schedule predicted slightly longer ran shorter); where it costs more
        // predicted time it has serialised parallel work and is dropped. Schedules of split ops
        // (the fastest variants: ResNet, AlexNet, LSTMs) measured slower with it.
        Candidate l = run_policy(best.tasks, "critical-path", best.choice, veus, timing);
        if (l.sim.makespan_us <= best.sim.makespan_us * (1 + kLocalityTolerance)) {
          std::ostringstream os;
          os << rep.note << ", locality pass (predicted " << l.sim.makespan_us << " us vs " << best.sim.makespan_us
             << " us)";
          rep.note = os.str();
          best = std::move(l);
        }
      }
    }
    best.schedule.device = spec->name;
    for (size_t i = 0; i < rep.program.ops.size(); ++i) {
      rep.program.ops[i].chosen = best.choice[i];
      best.schedule.ops.push_back(ScheduleOp{best.tasks->op_names[i], best.tasks->op_kinds[i],
                                             best.tasks->op_variants[i],
                                             best.tasks->op_first[i + 1] - best.tasks->op_first[i]});
    }
    Status valid = validate(best.schedule, *best.tasks, spec->sm_count * rep.device.blocks_per_sm);
    RAMMER_CHECK(valid.is_ok(), "internal error: the ", options.policy, " schedule for ", spec->name,
                 " failed validation: ", valid.message());
    if (!options.profile_db.empty()) {
      rep.measured_tasks = 0;
      for (int t = 0; t < best.tasks->num_tasks(); ++t) {
        const auto ti = static_cast<size_t>(t);
        const auto op = static_cast<size_t>(best.tasks->op_of[ti]);
        rep.measured_tasks += profile.lookup(spec->name, best.tasks->op_kinds[op], best.tasks->op_variants[op],
                                             best.tasks->flops[ti], best.tasks->bytes[ti]) > 0;
      }
    }
    rep.tasks = *best.tasks;
    rep.schedule = std::move(best.schedule);
    rep.sim = std::move(best.sim);
  });
  if (!st) return Status::error("scheduling graph '" + graph_name + "' for " + spec->name + ": " + st.message());
  rep.schedule_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return rep;
}

namespace {

// The affinity groups (on a GPU, one per RNN layer direction: its steps' gates and cells), as the
// schedule placed them: per group its slices, the vEUs they run on, what each keeps resident or
// why it streams R, and the vEUs it shares with other groups (where a slice reloads its weights).
void print_affinity_groups(std::ostream& os, const ScheduleReport& r) {
  const TaskGraph& g = r.tasks;
  std::vector<int> veu_of(static_cast<size_t>(g.num_tasks()), -1);
  for (int v = 0; v < r.schedule.veus(); ++v)
    for (const Instr& in : r.schedule.programs[static_cast<size_t>(v)])
      if (in.kind == InstrKind::exec) veu_of[static_cast<size_t>(g.op_first[static_cast<size_t>(in.op)] + in.task)] = v;
  struct Group {
    int first_op = -1, slices = 0;
    std::set<int> veus;
    int64_t resident = 0;
    std::vector<int64_t> streaming;  // {bytes a one-unit slice needs, the budget} when R streams
    std::vector<int64_t> streaming_veus;  // {vEUs resident slices would need, vEUs} when R streams
  };
  std::map<int, Group> groups;
  std::map<int, std::set<int>> groups_of_veu;
  for (int o = 0; o < g.num_ops(); ++o) {
    const int id = g.affinity_of_op(o);
    if (id < 0) continue;
    Group& grp = groups[id];
    const ROperator& op = r.program.ops[static_cast<size_t>(o)];
    if (grp.first_op < 0) grp.first_op = o;
    grp.slices = g.op_first[static_cast<size_t>(o) + 1] - g.op_first[static_cast<size_t>(o)];
    grp.resident = std::max(grp.resident, op.variants[static_cast<size_t>(op.chosen)].resident_bytes);
    if (auto it = op.params.find("rnn_streaming_r"); it != op.params.end()) grp.streaming = it->second;
    if (auto it = op.params.find("rnn_streaming_r_veus"); it != op.params.end()) grp.streaming_veus = it->second;
    for (int t = g.op_first[static_cast<size_t>(o)]; t < g.op_first[static_cast<size_t>(o) + 1]; ++t) {
      grp.veus.insert(veu_of[static_cast<size_t>(t)]);
      groups_of_veu[veu_of[static_cast<size_t>(t)]].insert(id);
    }
  }
  if (groups.empty()) return;
  int slices = 0;
  for (const auto& [id, grp] : groups) slices += grp.slices;
  os << "  pinned slices: " << groups.size() << " affinity groups, " << slices << " slices on "
     << groups_of_veu.size() << " vEUs (each slice's rTasks on one vEU for the whole sequence)\n";
  for (const auto& [id, grp] : groups) {
    int shared = 0;
    for (int v : grp.veus) shared += groups_of_veu[v].size() > 1;
    os << "    group " << id << " (" << g.op_names[static_cast<size_t>(grp.first_op)] << "): " << grp.slices
       << " slices on vEUs " << *grp.veus.begin() << ".." << *grp.veus.rbegin();
    if (grp.resident > 0) {
      os << ", R resident in shared memory (" << grp.resident << " B per slice)";
    } else if (grp.streaming.size() == 2) {
      os << ", R streamed from global memory every step (a slice of one unit needs " << grp.streaming[0]
         << " B of shared memory, the budget is " << grp.streaming[1] << " B)";
    } else if (grp.streaming_veus.size() == 2) {
      os << ", R streamed from global memory every step (slices small enough to keep resident need "
         << grp.streaming_veus[0] << " vEUs for all layer directions, the device has " << grp.streaming_veus[1]
         << " at one block per SM: shared vEUs would reload R at every step)";
    }
    if (shared > 0)
      os << "; " << shared << " of its vEUs also run other groups' slices"
         << (grp.resident > 0 ? " (they reload R)" : "");
    os << "\n";
  }
}

}  // namespace

std::string schedule_report_text(const ScheduleReport& r) {
  std::ostringstream os;
  const VDevice& d = r.device;
  os << std::fixed << std::setprecision(2);
  os << "rammerc schedule report\n";
  os << "  graph:        " << r.program.name << "\n";
  os << "  device:       " << d.spec.name << " (" << d.spec.arch << ", " << d.spec.sm_count
     << " SMs/CUs/cores)\n";
  os << "  vEUs:         " << d.veus << " = " << d.spec.sm_count << " x " << d.blocks_per_sm
     << " blocks (" << d.resources.threads_per_block << " threads, " << d.resources.registers_per_thread
     << " registers, " << d.resources.shared_bytes << " B shared per block)\n";
  os << "  policy:       " << r.options.policy << (r.note.empty() ? "" : " (" + r.note + ")") << "\n";
  os << "  rOperators:   " << r.tasks.num_ops() << ", rTasks: " << r.tasks.num_tasks() << "\n";
  os << "  events:       " << r.schedule.num_events << ", waits: " << r.schedule.num_waits() << "\n";
  os << "  predicted:    " << r.sim.makespan_us << " us, utilization " << 100.0 * r.sim.utilization
     << " %\n";
  if (r.measured_tasks >= 0) {
    os << "  measured:     " << r.measured_tasks << " of " << r.tasks.num_tasks()
       << " rTasks priced by the profile database (the rest: calibrated roofline)\n";
  }
  os << "  scheduled in: " << r.schedule_ms << " ms\n";
  print_affinity_groups(os, r);
  // Ops by total predicted work, top 10.
  std::vector<std::pair<double, int>> work(static_cast<size_t>(r.tasks.num_ops()), {0.0, 0});
  for (int o = 0; o < r.tasks.num_ops(); ++o) work[static_cast<size_t>(o)].second = o;
  for (int t = 0; t < r.tasks.num_tasks(); ++t) work[static_cast<size_t>(r.tasks.op_of[static_cast<size_t>(t)])].first += r.tasks.cost_us[static_cast<size_t>(t)];
  std::sort(work.rbegin(), work.rend());
  os << "  heaviest rOperators (sum of rTask times):\n";
  for (size_t i = 0; i < work.size() && i < 10; ++i) {
    int o = work[i].second;
    os << "    " << r.tasks.op_names[static_cast<size_t>(o)] << " " << r.tasks.op_kinds[static_cast<size_t>(o)] << " "
       << r.tasks.op_variants[static_cast<size_t>(o)] << " x" << (r.tasks.op_first[static_cast<size_t>(o) + 1] - r.tasks.op_first[static_cast<size_t>(o)])
       << ": " << work[i].first << " us\n";
  }
  return os.str();
}

Status write_schedule_artifacts(const ScheduleReport& report, const std::string& out_dir) {
  return capture_status([&] {
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    RAMMER_CHECK(!ec, "cannot create output directory ", out_dir, ": ", ec.message());
    auto write = [&](const std::string& name, const std::string& text) {
      std::string path = (std::filesystem::path(out_dir) / name).string();
      std::ofstream f(path);
      RAMMER_CHECK(f.good(), "cannot write ", path);
      f << text;
      RAMMER_CHECK(f.good(), "error writing ", path);
    };
    write("schedule.json", schedule_to_json(report.schedule));
    write("trace.json", chrome_trace_json(report.schedule, report.tasks, report.sim));
    write("schedule.txt", print_schedule(report.schedule));
    write("schedule_report.txt", schedule_report_text(report));
  });
}

}  // namespace rammer
