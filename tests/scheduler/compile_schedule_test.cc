// schedule_graph end to end on small graphs built in C++: every policy and device validates,
// artifacts are written, critical-path is never predicted slower than wavefront.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "scheduler/compile_schedule.h"
#include "scheduler/validate.h"
#include "tests/common/test_graphs.h"

namespace rammer {
namespace {

using testing::GraphBuilder;

// A small residual CNN: conv+relu (epilogue), two parallel convs, add, global pool, gemm.
Graph small_cnn() {
  GraphBuilder b("small_cnn");
  b.input("x", {1, 8, 16, 16});
  b.weight("w0", {16, 8, 3, 3});
  b.weight("w1", {16, 16, 3, 3});
  b.weight("w2", {16, 16, 1, 1});
  b.weight("fc", {10, 16});
  auto conv = [&](const std::string& name, const std::string& in, const std::string& w, int64_t pad,
                  const std::string& out) {
    Node& n = b.node(name, "Conv", {in, w}, {{out, {1, 16, 16, 16}}});
    n.attrs.set("pads", std::vector<int64_t>{pad, pad, pad, pad});
  };
  conv("c0", "x", "w0", 1, "y0");
  Node& r = b.node("r0", "Relu", {"y0"}, {{"y0r", {1, 16, 16, 16}}});
  r.epilogue_of = "c0";
  conv("c1", "y0r", "w1", 1, "y1");
  conv("c2", "y0r", "w2", 0, "y2");
  b.node("add", "Add", {"y1", "y2"}, {{"s", {1, 16, 16, 16}}});
  b.node("gap", "GlobalAveragePool", {"s"}, {{"p", {1, 16, 1, 1}}});
  b.node("flat", "Flatten", {"p"}, {{"pf", {1, 16}}});
  Node& g = b.node("gemm", "Gemm", {"pf", "fc"}, {{"logits", {1, 10}}});
  g.attrs.set("transB", int64_t{1});
  b.output("logits");
  return b.g;
}

TEST(SchedCompile, EveryPolicyAndDeviceValidates) {
  // The check: schedules for a100, h100, mi250 and npu (and the rest) pass validate().
  Graph g = small_cnn();
  for (const auto& device : builtin_device_names()) {
    for (const auto& policy : policy_names()) {
      ScheduleOptions o;
      o.device = device;
      o.policy = policy;
      Result<ScheduleReport> r = schedule_graph(g, o);
      ASSERT_TRUE(r.is_ok()) << device << " " << policy << ": " << r.status().message();
      EXPECT_TRUE(validate(r->schedule, r->tasks, r->device.veus).is_ok());
      EXPECT_EQ(r->schedule.policy, policy);
      EXPECT_GT(r->sim.makespan_us, 0);
      EXPECT_LE(r->schedule.veus(), r->device.spec.sm_count * r->device.blocks_per_sm);
    }
  }
}

TEST(SchedCompile, CriticalPathNoWorseThanWavefront) {
  // critical-path keeps the wavefront placement when list scheduling predicts worse.
  Graph g = small_cnn();
  for (const char* device : {"a100", "mi250", "npu"}) {
    ScheduleOptions o;
    o.device = device;
    o.policy = "wavefront";
    double wf = schedule_graph(g, o)->sim.makespan_us;
    o.policy = "critical-path";
    double cp = schedule_graph(g, o)->sim.makespan_us;
    EXPECT_LE(cp, wf + 1e-9) << device;
  }
}

TEST(SchedCompile, ArtifactsAreWritten) {
  // schedule.json, trace.json (one named row per vEU, one slice per rTask), schedule.txt and the
  // report land in the output directory; schedule.txt parses back.
  ScheduleOptions o;
  o.device = "npu";
  Result<ScheduleReport> r = schedule_graph(small_cnn(), o);
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  std::string dir = std::string(RAMMER_BINARY_DIR) + "/sched_test_artifacts";
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(write_schedule_artifacts(*r, dir).is_ok());
  auto read = [&](const std::string& name) {
    std::ifstream f(dir + "/" + name);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
  };
  nlohmann::json trace = nlohmann::json::parse(read("trace.json"));
  int rows = 0, slices = 0;
  for (const auto& e : trace["traceEvents"]) {
    rows += e["name"] == "thread_name";
    slices += e["ph"] == "X";
  }
  EXPECT_EQ(rows, r->schedule.veus());
  EXPECT_EQ(slices, r->tasks.num_tasks());
  nlohmann::json sched = nlohmann::json::parse(read("schedule.json"));
  EXPECT_EQ(sched["veus"], r->schedule.veus());
  EXPECT_EQ(print_schedule(parse_schedule(read("schedule.txt"))), read("schedule.txt"));
  EXPECT_NE(read("schedule_report.txt").find("predicted"), std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST(SchedCompile, ErrorsAreClear) {
  // An unknown device or policy is an error naming it, not a crash.
  ScheduleOptions o;
  o.device = "tpu9";
  Result<ScheduleReport> r = schedule_graph(small_cnn(), o);
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("tpu9"), std::string::npos);
  o.device = "a100";
  o.policy = "random";
  r = schedule_graph(small_cnn(), o);
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("random"), std::string::npos);
}

TEST(SchedCompile, WavefrontRunsParallelBranchesTogether) {
  // Two independent 1-rTask-wide branches: per-op runs them one after the other (plus a launch),
  // wavefront and critical-path overlap them, so both are predicted faster than per-op.
  GraphBuilder b("branches");
  b.input("x", {1, 64});
  for (int i = 0; i < 4; ++i) {
    std::string s = std::to_string(i);
    b.weight("w" + s, {64, 64});
    b.node("mm" + s, "MatMul", {"x", "w" + s}, {{"y" + s, {1, 64}}});
  }
  b.node("a01", "Add", {"y0", "y1"}, {{"a", {1, 64}}});
  b.node("a23", "Add", {"y2", "y3"}, {{"c", {1, 64}}});
  b.node("sum", "Add", {"a", "c"}, {{"out", {1, 64}}});
  b.output("out");
  ScheduleOptions o;
  o.policy = "per-op";
  double per_op = schedule_graph(b.g, o)->sim.makespan_us;
  o.policy = "wavefront";
  EXPECT_LT(schedule_graph(b.g, o)->sim.makespan_us, per_op);
  o.policy = "critical-path";
  EXPECT_LT(schedule_graph(b.g, o)->sim.makespan_us, per_op);
}

TEST(SchedCompile, StackedLstmOverlapsLayers) {
  // 4 stacked LSTM layers x 8 steps: per-op runs 64 small kernels one by one; wavefront and
  // critical-path overlap steps of different layers, so both are predicted at least 2x faster.
  GraphBuilder b("lstm4");
  b.input("x", {8, 1, 32});
  b.ints("axes", {1});
  std::string in = "x";
  for (int l = 0; l < 4; ++l) {
    std::string s = std::to_string(l);
    b.weight("w" + s, {1, 128, 32});
    b.weight("r" + s, {1, 128, 32});
    Node& n = b.node("lstm" + s, "LSTM", {in, "w" + s, "r" + s}, {{"y" + s, {8, 1, 1, 32}}});
    n.attrs.set("hidden_size", int64_t{32});
    b.node("sq" + s, "Squeeze", {"y" + s, "axes"}, {{"h" + s, {8, 1, 32}}});
    in = "h" + s;
  }
  b.output(in);
  ScheduleOptions o;
  o.policy = "per-op";
  Result<ScheduleReport> per_op = schedule_graph(b.g, o);
  ASSERT_TRUE(per_op.is_ok()) << per_op.status().message();
  // Per layer: gates + cell per step, and one input projection for its single chunk of 8 steps.
  EXPECT_EQ(per_op->tasks.num_ops(), 4 * (8 * 2 + 1));
  for (const char* p : {"wavefront", "critical-path"}) {
    o.policy = p;
    Result<ScheduleReport> r = schedule_graph(b.g, o);
    ASSERT_TRUE(r.is_ok()) << r.status().message();
    EXPECT_LT(2 * r->sim.makespan_us, per_op->sim.makespan_us) << p;
  }
}

}  // namespace
}  // namespace rammer
