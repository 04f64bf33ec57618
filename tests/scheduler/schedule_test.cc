// Schedule IR text form, the three policies on random DAGs, validate() on broken schedules,
// simulate() on hand-computed timelines.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "scheduler/policies.h"
#include "scheduler/schedule.h"
#include "scheduler/simulate.h"
#include "scheduler/validate.h"

namespace rammer {
namespace {

// A random layered DAG: `ops` operators of 1..max_tasks rTasks, each rTask depending on up to
// three rTasks of earlier operators, times in [0.5, 5) us.
TaskGraph random_dag(unsigned seed, int ops, int max_tasks) {
  std::mt19937 rng(seed);
  TaskGraph g;
  g.op_first.push_back(0);
  for (int o = 0; o < ops; ++o) {
    g.op_names.push_back("op" + std::to_string(o));
    g.op_kinds.push_back("K");
    g.op_variants.push_back("v");
    int n = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_tasks));
    int first = g.op_first.back();
    for (int i = 0; i < n; ++i) {
      std::vector<int> preds;
      if (first > 0) {
        int k = static_cast<int>(rng() % 4);
        for (int j = 0; j < k; ++j) preds.push_back(static_cast<int>(rng() % static_cast<unsigned>(first)));
      }
      std::sort(preds.begin(), preds.end());
      preds.erase(std::unique(preds.begin(), preds.end()), preds.end());
      g.preds.push_back(preds);
      g.cost_us.push_back(0.5 + static_cast<double>(rng() % 1000) / 1000.0 * 4.5);
    }
    g.op_first.push_back(first + n);
  }
  g.finalize();
  return g;
}

// Two ops of one rTask each, B depending on A.
TaskGraph pair_dag() {
  TaskGraph g;
  g.op_names = {"A", "B"};
  g.op_kinds = {"K", "K"};
  g.op_variants = {"v", "v"};
  g.op_first = {0, 1, 2};
  g.preds = {{}, {0}};
  g.cost_us = {2.0, 3.0};
  g.finalize();
  return g;
}

Schedule pair_schedule(std::vector<Instr> v0, std::vector<Instr> v1, int events) {
  Schedule s;
  s.policy = "hand";
  s.device = "test";
  s.num_events = events;
  s.ops = {{"A", "K", "v", 1}, {"B", "K", "v", 1}};
  s.programs = {std::move(v0), std::move(v1)};
  return s;
}

Schedule with_ops(Schedule s, const TaskGraph& g) {
  for (int o = 0; o < g.num_ops(); ++o) {
    s.ops.push_back({g.op_names[static_cast<size_t>(o)], g.op_kinds[static_cast<size_t>(o)], g.op_variants[static_cast<size_t>(o)],
                     g.op_first[static_cast<size_t>(o) + 1] - g.op_first[static_cast<size_t>(o)]});
  }
  s.device = "test";
  return s;
}

// Longest path of rTask times (no sync): a lower bound on any schedule's makespan.
double critical_path_us(const TaskGraph& g) {
  std::vector<double> f(static_cast<size_t>(g.num_tasks()), 0);
  double best = 0;
  for (int t = 0; t < g.num_tasks(); ++t) {
    double s = 0;
    for (int p : g.preds[static_cast<size_t>(t)]) s = std::max(s, f[static_cast<size_t>(p)]);
    f[static_cast<size_t>(t)] = s + g.cost_us[static_cast<size_t>(t)];
    best = std::max(best, f[static_cast<size_t>(t)]);
  }
  return best;
}

const SimTiming kTiming{0.5, 4.0};

TEST(SchedSchedule, RandomDagsAllPoliciesValidAndTimed) {
  // On random DAGs every policy's schedule passes validate(), and its simulated timeline starts
  // every rTask after its predecessors end and is no shorter than max(work/vEUs, critical path).
  for (unsigned seed = 1; seed <= 40; ++seed) {
    TaskGraph g = random_dag(seed, 2 + static_cast<int>(seed % 9), 12);
    double work = 0;
    for (double c : g.cost_us) work += c;
    for (int veus : {1, 3, 8}) {
      for (int policy = 0; policy < 3; ++policy) {
        Schedule s = policy == 0   ? schedule_per_op(g, veus, kTiming)
                     : policy == 1 ? schedule_wavefront(g, veus, kTiming)
                                   : schedule_critical_path(g, veus, kTiming);
        s = with_ops(s, g);
        Status st = validate(s, g, veus);
        ASSERT_TRUE(st.is_ok()) << "seed " << seed << " veus " << veus << " " << s.policy << ": " << st.message();
        SimResult r = simulate(s, g, kTiming);
        for (int t = 0; t < g.num_tasks(); ++t) {
          for (int p : g.preds[static_cast<size_t>(t)]) {
            ASSERT_GE(r.start_us[static_cast<size_t>(t)], r.end_us[static_cast<size_t>(p)] - 1e-9)
                << s.policy << " seed " << seed << " " << g.task_name(t) << " after " << g.task_name(p);
          }
        }
        EXPECT_GE(r.makespan_us + 1e-9, kTiming.launch_us + std::max(work / veus, critical_path_us(g)));
        EXPECT_LE(r.utilization, 1.0 + 1e-9);
      }
    }
  }
}

TEST(SchedSchedule, CriticalPathBeatsPerOpOnWideDags) {
  // With launch overhead between operators, removing barriers must help on average: over 20
  // random DAGs the list schedule's total makespan is below the per-op baseline's.
  double cp = 0, per_op = 0;
  for (unsigned seed = 100; seed < 120; ++seed) {
    TaskGraph g = random_dag(seed, 10, 6);
    cp += simulate(schedule_critical_path(g, 8, kTiming), g, kTiming).makespan_us;
    per_op += simulate(schedule_per_op(g, 8, kTiming), g, kTiming).makespan_us;
  }
  EXPECT_LT(cp, per_op);
}

TEST(SchedSchedule, TextRoundTrip) {
  // print -> parse -> print is the identity and the parsed programs equal the original.
  TaskGraph g = random_dag(7, 6, 5);
  for (Schedule s : {schedule_critical_path(g, 3, kTiming), schedule_wavefront(g, 3, kTiming),
                     schedule_per_op(g, 3, kTiming)}) {
    s = with_ops(s, g);
    std::string text = print_schedule(s);
    Schedule back = parse_schedule(text);
    EXPECT_EQ(print_schedule(back), text);
    EXPECT_EQ(back.programs, s.programs);
    EXPECT_EQ(back.num_events, s.num_events);
  }
  EXPECT_THROW(parse_schedule("schedule policy=p device=d veus=1 events=0\nveu 0\n  jump e1\n"), Error);
  EXPECT_THROW(parse_schedule("schedule policy=p device=d veus=2 events=0\nveu 0\n"), Error);
}

TEST(SchedSchedule, JsonExport) {
  // schedule.json carries the per-event signal counts and one program per vEU.
  Schedule s = pair_schedule({Instr::exec(0, 0), Instr::signal(0)}, {Instr::wait(0, 1), Instr::exec(1, 0)}, 1);
  std::string j = schedule_to_json(s);
  EXPECT_NE(j.find("\"events\":[1]"), std::string::npos) << j;
  EXPECT_NE(j.find("\"wait\":[0,1]"), std::string::npos) << j;
  EXPECT_NE(j.find("\"veus\":2"), std::string::npos) << j;
}

TEST(SchedValidate, AcceptsACorrectHandSchedule) {
  // A on vEU 0 signals e0; B on vEU 1 waits for it: valid.
  Schedule s = pair_schedule({Instr::exec(0, 0), Instr::signal(0)}, {Instr::wait(0, 1), Instr::exec(1, 0)}, 1);
  EXPECT_TRUE(validate(s, pair_dag(), 2).is_ok()) << validate(s, pair_dag(), 2).message();
}

TEST(SchedValidate, RejectsAMissingWaitNamingTheRTasks) {
  // Without the wait nothing orders A before B: the message names both rTasks.
  Schedule s = pair_schedule({Instr::exec(0, 0), Instr::signal(0)}, {Instr::exec(1, 0)}, 1);
  Status st = validate(s, pair_dag(), 2);
  ASSERT_FALSE(st.is_ok());
  EXPECT_NE(st.message().find("rTask B#0 on vEU 1 depends on rTask A#0 on vEU 0"), std::string::npos)
      << st.message();
}

TEST(SchedValidate, RejectsASignalBeforeItsExec) {
  // A signal released before the exec does not publish the exec's result.
  Schedule s = pair_schedule({Instr::signal(0), Instr::exec(0, 0)}, {Instr::wait(0, 1), Instr::exec(1, 0)}, 1);
  Status st = validate(s, pair_dag(), 2);
  ASSERT_FALSE(st.is_ok());
  EXPECT_NE(st.message().find("B#0"), std::string::npos);
  EXPECT_NE(st.message().find("A#0"), std::string::npos);
}

TEST(SchedValidate, RejectsDeadlockDuplicatesAndCapacity) {
  // A wait cycle deadlocks; a twice-run rTask, a missing one, an unsatisfiable count and too many
  // vEUs are each rejected.
  TaskGraph g = pair_dag();
  Schedule dead = pair_schedule({Instr::wait(1, 1), Instr::exec(0, 0), Instr::signal(0)},
                                {Instr::wait(0, 1), Instr::exec(1, 0), Instr::signal(1)}, 2);
  Status st = validate(dead, g, 2);
  ASSERT_FALSE(st.is_ok());
  EXPECT_NE(st.message().find("deadlock"), std::string::npos) << st.message();
  Schedule twice = pair_schedule({Instr::exec(0, 0), Instr::exec(0, 0), Instr::signal(0)},
                                 {Instr::wait(0, 1), Instr::exec(1, 0)}, 1);
  EXPECT_NE(validate(twice, g, 2).message().find("A#0 is executed twice"), std::string::npos);
  Schedule missing = pair_schedule({Instr::exec(0, 0)}, {}, 0);
  EXPECT_NE(validate(missing, g, 2).message().find("B#0 is never executed"), std::string::npos);
  Schedule count = pair_schedule({Instr::exec(0, 0), Instr::signal(0)}, {Instr::wait(0, 2), Instr::exec(1, 0)}, 1);
  EXPECT_NE(validate(count, g, 2).message().find("can never be satisfied"), std::string::npos);
  Schedule ok = pair_schedule({Instr::exec(0, 0), Instr::signal(0)}, {Instr::wait(0, 1), Instr::exec(1, 0)}, 1);
  EXPECT_NE(validate(ok, g, 1).message().find("co-resident"), std::string::npos);
}

// A0 (2 us) feeds G (10 us, on the critical path) and A1 (3 us); H (4 us) is independent. G takes
// A0's vEU from 2 to 12. Without a locality slack A1 starts at 4 on the other vEU (its input then
// crosses cores); with a 10 us slack it waits for A0's vEU (starts at 12 <= 4 + 10); with 5 us it
// does not. Every schedule validates.
TEST(SchedCriticalPath, LocalitySlackKeepsAChainOnItsVeu) {
  TaskGraph g;
  g.op_first = {0};
  const std::vector<std::pair<std::string, double>> ops = {{"A0", 2}, {"H", 4}, {"G", 10}, {"A1", 3}};
  const std::vector<std::vector<int>> preds = {{}, {}, {0}, {0}};
  for (size_t o = 0; o < ops.size(); ++o) {
    g.op_names.push_back(ops[o].first);
    g.op_kinds.push_back("K");
    g.op_variants.push_back("v");
    g.op_first.push_back(static_cast<int>(o) + 1);
    g.preds.push_back(preds[o]);
    g.cost_us.push_back(ops[o].second);
  }
  g.finalize();
  auto veu_of = [&](const Schedule& s, int op) {
    for (size_t v = 0; v < s.programs.size(); ++v)
      for (const Instr& i : s.programs[v])
        if (i.kind == InstrKind::exec && i.op == op) return static_cast<int>(v);
    return -1;
  };
  for (const double slack : {0.0, 5.0, 10.0}) {
    Schedule s = with_ops(schedule_critical_path(g, 2, SimTiming{0.1, 0.0, slack}), g);
    ASSERT_TRUE(validate(s, g, 2).is_ok()) << validate(s, g, 2).message();
    EXPECT_EQ(veu_of(s, 2), veu_of(s, 0)) << "slack " << slack;  // G follows A0
    EXPECT_EQ(veu_of(s, 3) == veu_of(s, 0), slack == 10.0) << "slack " << slack;
  }
}

TEST(SchedValidate, RemovingAnyWaitOfAPerOpChainIsCaught) {
  // In a chain of single-rTask ops alternating vEUs, every wait is needed: removing any one of
  // them is rejected with a message naming rTasks.
  TaskGraph g;
  g.op_first = {0};
  for (int o = 0; o < 6; ++o) {
    g.op_names.push_back("n" + std::to_string(o));
    g.op_kinds.push_back("K");
    g.op_variants.push_back("v");
    g.op_first.push_back(o + 1);
    g.preds.push_back(o == 0 ? std::vector<int>{} : std::vector<int>{o - 1});
    g.cost_us.push_back(1.0);
  }
  g.finalize();
  Schedule s = with_ops(schedule_critical_path(g, 2, SimTiming{0.0, 0.0}), g);
  // Force alternation so that every dependency crosses vEUs.
  s.programs.assign(2, {});
  for (int o = 0; o < 6; ++o) {
    auto& p = s.programs[static_cast<size_t>(o % 2)];
    if (o > 0) p.push_back(Instr::wait(o - 1, 1));
    p.push_back(Instr::exec(o, 0));
    p.push_back(Instr::signal(o));
  }
  s.num_events = 6;
  ASSERT_TRUE(validate(s, g, 2).is_ok()) << validate(s, g, 2).message();
  for (int v = 0; v < 2; ++v) {
    for (size_t i = 0; i < s.programs[static_cast<size_t>(v)].size(); ++i) {
      if (s.programs[static_cast<size_t>(v)][i].kind != InstrKind::wait) continue;
      Schedule broken = s;
      broken.programs[static_cast<size_t>(v)].erase(broken.programs[static_cast<size_t>(v)].begin() + static_cast<long>(i));
      Status st = validate(broken, g, 2);
      ASSERT_FALSE(st.is_ok());
      EXPECT_NE(st.message().find("depends on rTask n"), std::string::npos) << st.message();
    }
  }
}

TEST(SchedSimulate, HandComputedTimeline) {
  // Launch 4 us: A runs 4..6 on vEU 0; B waits for e0 (signalled at 6) + sync 0.5 and runs
  // 6.5..9.5; utilisation (2 + 3) / (2 x 9.5). As a kernel boundary it also pays the launch:
  // B starts at 6 + 0.5 + 4 = 10.5. On A's own vEU the signal crosses no core: no sync latency,
  // B starts at 6 after a plain wait and at 6 + 4 = 10 after a boundary.
  TaskGraph g = pair_dag();
  Schedule s = pair_schedule({Instr::exec(0, 0), Instr::signal(0)}, {Instr::wait(0, 1), Instr::exec(1, 0)}, 1);
  SimResult r = simulate(s, g, kTiming);
  EXPECT_DOUBLE_EQ(r.start_us[0], 4.0);
  EXPECT_DOUBLE_EQ(r.start_us[1], 6.5);
  EXPECT_DOUBLE_EQ(r.makespan_us, 9.5);
  EXPECT_NEAR(r.utilization, 5.0 / 19.0, 1e-12);
  EXPECT_EQ(r.waits, 1);
  s.programs[1][0].launch = true;
  EXPECT_DOUBLE_EQ(simulate(s, g, kTiming).makespan_us, 13.5);
  Schedule local = pair_schedule({Instr::exec(0, 0), Instr::signal(0), Instr::wait(0, 1), Instr::exec(1, 0)}, {}, 1);
  EXPECT_DOUBLE_EQ(simulate(local, g, kTiming).makespan_us, 9.0);  // a plain wait on its own vEU: no sync
  local.programs[0][2].launch = true;
  EXPECT_DOUBLE_EQ(simulate(local, g, kTiming).makespan_us, 13.0);
}

TEST(SchedSimulate, ChromeTraceHasOneRowPerVeuAndOneSlicePerRTask) {
  // trace.json: a thread_name record per vEU and an "X" slice per rTask, named by op.
  TaskGraph g = random_dag(3, 5, 6);
  Schedule s = with_ops(schedule_critical_path(g, 4, kTiming), g);
  std::string j = chrome_trace_json(s, g, simulate(s, g, kTiming));
  auto count = [&](const std::string& needle) {
    size_t n = 0;
    for (size_t p = j.find(needle); p != std::string::npos; p = j.find(needle, p + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count("\"thread_name\""), 4u);
  EXPECT_EQ(count("\"ph\":\"X\""), static_cast<size_t>(g.num_tasks()));
  EXPECT_NE(j.find("\"name\":\"op0\""), std::string::npos);
}

}  // namespace
}  // namespace rammer
