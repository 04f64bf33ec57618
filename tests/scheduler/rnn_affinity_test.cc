// Persistent RNN weights on a GPU (docs/scheduling.md, "Pinned RNN slices"): every slice of R, the
// rnn_gates rTask j of one layer direction, runs on one vEU for the whole sequence under every
// policy, and the cell of slice j with it; different layer directions get different vEUs while the
// device has enough; validate() rejects a schedule that moves one slice to another vEU.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "rtask/build_rprogram.h"
#include "scheduler/compile_schedule.h"
#include "scheduler/validate.h"
#include "tests/common/test_graphs.h"

namespace rammer {
namespace {

// The vEU of every rTask of the schedule.
std::vector<int> veu_of_tasks(const ScheduleReport& r) {
  std::vector<int> veu(static_cast<size_t>(r.tasks.num_tasks()), -1);
  for (int v = 0; v < r.schedule.veus(); ++v)
    for (const Instr& in : r.schedule.programs[static_cast<size_t>(v)])
      if (in.kind == InstrKind::exec) veu[static_cast<size_t>(r.tasks.op_first[static_cast<size_t>(in.op)] + in.task)] = v;
  return veu;
}

// The layer direction of a step op ("lstm.d0.t3.gates" -> "lstm.d0"); "" for other ops.
std::string direction_of(const std::string& op, const std::string& kind) {
  const bool step = kind.size() > 6 && (kind.ends_with(".gates") || kind.ends_with(".cell"));
  if (!step) return "";
  return op.substr(0, op.rfind(".t"));
}

Result<ScheduleReport> schedule_model(const std::string& path, const std::string& policy) {
  Result<Graph> g = load_onnx(path);
  if (!g) return g.status();
  optimize_graph(*g);
  ScheduleOptions o;
  o.device = "a100";
  o.policy = policy;
  return schedule_graph(*g, o);
}

// Every (direction, slice j) of the gates and cells on one vEU; distinct directions on disjoint vEUs
// when the device has a vEU per slice. Returns the slices checked.
int check_pinned(const ScheduleReport& r, const std::string& what) {
  const std::vector<int> veu = veu_of_tasks(r);
  std::map<std::pair<std::string, int>, std::set<int>> veus_of_slice;
  std::map<std::string, int> steps;
  for (int o = 0; o < r.tasks.num_ops(); ++o) {
    const std::string dir = direction_of(r.tasks.op_names[static_cast<size_t>(o)], r.tasks.op_kinds[static_cast<size_t>(o)]);
    if (dir.empty()) continue;
    EXPECT_GE(r.tasks.affinity_of_op(o), 0) << what << ": " << r.tasks.op_names[static_cast<size_t>(o)] << " has no affinity group";
    ++steps[dir];
    for (int t = r.tasks.op_first[static_cast<size_t>(o)]; t < r.tasks.op_first[static_cast<size_t>(o) + 1]; ++t)
      veus_of_slice[{dir, r.tasks.index_in_op(t)}].insert(veu[static_cast<size_t>(t)]);
  }
  EXPECT_FALSE(veus_of_slice.empty()) << what << ": no RNN steps";
  std::map<int, std::set<std::string>> dirs_of_veu;
  for (const auto& [slice, veus] : veus_of_slice) {
    EXPECT_EQ(veus.size(), 1u) << what << ": slice " << slice.second << " of " << slice.first << " runs on "
                               << veus.size() << " vEUs";
    for (int v : veus) dirs_of_veu[v].insert(slice.first);
  }
  if (static_cast<int>(veus_of_slice.size()) <= r.schedule.veus()) {
    for (const auto& [v, dirs] : dirs_of_veu)
      EXPECT_EQ(dirs.size(), 1u) << what << ": vEU " << v << " alternates between " << dirs.size() << " layer directions";
  }
  for (const auto& [dir, n] : steps) EXPECT_GT(n, 2) << what << ": " << dir << " has too few step ops";
  return static_cast<int>(veus_of_slice.size());
}

void check_model(const std::string& path, const std::string& name, int min_slices) {
  for (const std::string& policy : policy_names()) {
    Result<ScheduleReport> r = schedule_model(path, policy);
    ASSERT_TRUE(r.is_ok()) << name << " " << policy << ": " << r.status().message();
    const int slices = check_pinned(*r, name + " " + policy);
    EXPECT_GE(slices, min_slices) << name << " " << policy;
    EXPECT_LE(slices, r->schedule.veus()) << name << " " << policy << ": every slice should have a vEU of its own";
    EXPECT_TRUE(validate(r->schedule, r->tasks, r->device.veus).is_ok());
    const std::string report = schedule_report_text(*r);
    EXPECT_NE(report.find("pinned slices:"), std::string::npos) << report;
    EXPECT_NE(report.find("R resident in shared memory"), std::string::npos) << report;
  }
}

// tiny_lstm: one LSTM of hidden 32 in slices of at least 32 rows (8 units of 4 gates): 4 slices.
TEST(RnnAffinity, TinyLstmSlicesStayOnTheirVeuUnderEveryPolicy) {
  check_model(std::string(RAMMER_SOURCE_DIR) + "/examples/tiny_lstm.onnx", "tiny_lstm", 4);
}

// lstm_tc: 10 stacked LSTM layers of hidden 256 over 100 steps; a vEU per SM shared by 10 layers:
// 10 slices each, every slice on a vEU of its own.
TEST(RnnAffinity, LstmTcSlicesStayOnTheirVeuUnderEveryPolicy) {
  const std::string path = std::string(RAMMER_BINARY_DIR) + "/models/lstm_tc.onnx";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << path << " is not exported (build target runtime_e2e_models)";
  check_model(path, "lstm_tc", 10 * 10);
}

// A slice of one unit that does not fit the device's shared memory streams R from global memory:
// the slices stay pinned, nothing is resident, and the schedule report says why. (An a100 cut to
// 40 KB of shared memory; hidden 1024: one unit's rows of R are 16 KB, the step's carve 16 KB.)
TEST(RnnAffinity, ASliceTooLargeForSharedMemoryStreamsRAndTheReportSaysWhy) {
  testing::GraphBuilder b("wide_lstm");
  b.input("x", {4, 1, 16});
  b.weight("w", {1, 4 * 1024, 16});
  b.weight("r", {1, 4 * 1024, 1024});
  Node& n = b.node("lstm", "LSTM", {"x", "w", "r"}, {{"y", {4, 1, 1, 1024}}});
  n.attrs.set("hidden_size", int64_t{1024});
  b.output("y");
  Result<DeviceSpec> spec = load_device("a100");
  ASSERT_TRUE(spec.is_ok());
  spec->max_shared_mem_per_block_bytes = 40 * 1024;
  spec->shared_mem_per_sm_bytes = 40 * 1024;
  ScheduleOptions o;
  RProgram p = build_rprogram(b.g, variant_options(*spec, o));
  Result<ScheduleReport> r = schedule_program(std::move(p), *spec, o);
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  for (const ROperator& op : r->program.ops) EXPECT_EQ(op.variants[static_cast<size_t>(op.chosen)].resident_bytes, 0) << op.name;
  EXPECT_GE(check_pinned(*r, "wide_lstm"), 2);
  const std::string report = schedule_report_text(*r);
  EXPECT_NE(report.find("R streamed from global memory every step (a slice of one unit needs 16400 B"), std::string::npos)
      << report;
}

// When slices small enough to stay resident would need more vEUs than the device has, vEUs would
// alternate between slices and reload R at every step: R streams instead, and the report says so.
// (An a100 cut to 4 SMs; 2 layers of hidden 256: resident slices of 32 units, 8 per layer, 16 vEUs.)
TEST(RnnAffinity, MoreResidentSlicesThanVeusStreamRAndTheReportSaysWhy) {
  testing::GraphBuilder b("two_layers");
  b.input("x", {4, 1, 16});
  b.weight("w1", {1, 1024, 16});
  b.weight("r1", {1, 1024, 256});
  b.weight("w2", {1, 1024, 256});
  b.weight("r2", {1, 1024, 256});
  b.ints("axes", {1});
  Node& l1 = b.node("l1", "LSTM", {"x", "w1", "r1"}, {{"y1", {4, 1, 1, 256}}});
  l1.attrs.set("hidden_size", int64_t{256});
  b.node("sq", "Squeeze", {"y1", "axes"}, {{"x2", {4, 1, 256}}});
  Node& l2 = b.node("l2", "LSTM", {"x2", "w2", "r2"}, {{"y2", {4, 1, 1, 256}}});
  l2.attrs.set("hidden_size", int64_t{256});
  b.output("y2");
  Result<DeviceSpec> spec = load_device("a100");
  ASSERT_TRUE(spec.is_ok());
  spec->sm_count = 4;
  ScheduleOptions o;
  RProgram p = build_rprogram(b.g, variant_options(*spec, o));
  Result<ScheduleReport> r = schedule_program(std::move(p), *spec, o);
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  for (const ROperator& op : r->program.ops) EXPECT_EQ(op.variants[static_cast<size_t>(op.chosen)].resident_bytes, 0) << op.name;
  check_pinned(*r, "two_layers");
  const std::string report = schedule_report_text(*r);
  EXPECT_NE(report.find("R streamed from global memory every step (slices small enough to keep resident need 16 "
                        "vEUs for all layer directions, the device has 4 at one block per SM"),
            std::string::npos)
      << report;
}

// Moving one rTask of a slice to another vEU (appending its exec there) is rejected by name.
TEST(RnnAffinity, ValidatorRejectsAScheduleThatMovesASlice) {
  Result<ScheduleReport> r = schedule_model(std::string(RAMMER_SOURCE_DIR) + "/examples/tiny_lstm.onnx", "critical-path");
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  Schedule s = r->schedule;
  ASSERT_TRUE(validate(s, r->tasks, r->device.veus).is_ok());
  // The last step's gates rTask 0: remove its exec, append it to another vEU's program.
  int moved_op = -1;
  for (int o = 0; o < r->tasks.num_ops(); ++o)
    if (r->tasks.op_kinds[static_cast<size_t>(o)] == "LSTM.gates") moved_op = o;
  ASSERT_GE(moved_op, 0);
  int from = -1;
  for (int v = 0; v < s.veus() && from < 0; ++v) {
    auto& prog = s.programs[static_cast<size_t>(v)];
    for (size_t i = 0; i < prog.size(); ++i)
      if (prog[i].kind == InstrKind::exec && prog[i].op == moved_op && prog[i].task == 0) {
        prog.erase(prog.begin() + static_cast<long>(i));
        from = v;
        break;
      }
  }
  ASSERT_GE(from, 0);
  const int to = (from + 1) % s.veus();
  s.programs[static_cast<size_t>(to)].push_back(Instr::exec(moved_op, 0));
  const Status st = validate(s, r->tasks, r->device.veus);
  ASSERT_FALSE(st.is_ok());
  EXPECT_NE(st.message().find("affinity group"), std::string::npos) << st.message();
  EXPECT_NE(st.message().find(r->tasks.op_names[static_cast<size_t>(moved_op)] + "#0"), std::string::npos) << st.message();
}

}  // namespace
}  // namespace rammer
