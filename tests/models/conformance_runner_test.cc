// rammer-conformance end to end on a hand-made node-test directory: one test that passes, one whose
// expected output is wrong, one with an op nobody registers. Checks the classification, the summary
// line and the exit status of --require-passed / --max-failed-percent, on the reference interpreter,
// on the CPU backend and on both compared; and the comparison rule (compare.h) on hand-made outcomes.
#include <gtest/gtest.h>

#include <onnx/onnx_pb.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "tools/conformance/compare.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

void write_proto(const fs::path& p, const google::protobuf::MessageLite& m) {
  std::ofstream os(p, std::ios::binary);
  m.SerializeToOstream(&os);
}

onnx::TensorProto f32_tensor(const std::string& name, std::vector<float> v) {
  onnx::TensorProto t;
  t.set_name(name);
  t.set_data_type(onnx::TensorProto::FLOAT);
  t.add_dims(static_cast<int64_t>(v.size()));
  for (float x : v) t.add_float_data(x);
  return t;
}

// test_<name>/model.onnx: y = op(a, b) on float[3]; test_data_set_0 holds a, b and the given y.
void write_test(const fs::path& root, const std::string& name, const std::string& op, std::vector<float> y) {
  const fs::path dir = root / ("test_" + name);
  fs::create_directories(dir / "test_data_set_0");
  onnx::ModelProto m;
  m.set_ir_version(8);
  auto* opset = m.add_opset_import();
  opset->set_domain("");
  opset->set_version(13);
  auto* g = m.mutable_graph();
  g->set_name(name);
  auto* n = g->add_node();
  n->set_op_type(op);
  n->mutable_input()->Add(std::string("a"));
  n->mutable_input()->Add(std::string("b"));
  n->mutable_output()->Add(std::string("y"));
  for (const char* v : {"a", "b", "y"}) {
    auto* vi = std::string(v) == "y" ? g->add_output() : g->add_input();
    vi->set_name(v);
    auto* t = vi->mutable_type()->mutable_tensor_type();
    t->set_elem_type(onnx::TensorProto::FLOAT);
    t->mutable_shape()->add_dim()->set_dim_value(3);
  }
  write_proto(dir / "model.onnx", m);
  write_proto(dir / "test_data_set_0/input_0.pb", f32_tensor("a", {1, 2, 3}));
  write_proto(dir / "test_data_set_0/input_1.pb", f32_tensor("b", {10, 20, 30}));
  write_proto(dir / "test_data_set_0/output_0.pb", f32_tensor("y", y));
}

struct CliRun {
  int status = -1;
  std::string out;
};

CliRun run_conformance(const std::string& args) {
  const std::string cmd = std::string(RAMMER_BINARY_DIR) + "/bin/rammer-conformance " + args + " 2>&1";
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) r.out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

// Each test its own directory: ctest may run them at once.
fs::path make_data(const std::string& test) {
  const fs::path root = fs::path(RAMMER_BINARY_DIR) / "conformance_runner_test" / test;
  fs::remove_all(root);
  write_test(root, "add_right", "Add", {11, 22, 33});        // 1+10, 2+20, 3+30
  write_test(root, "add_wrong", "Add", {11, 22, 34});        // last element off by 1
  write_test(root, "no_such_op", "NoSuchOp", {0, 0, 0});     // not an ONNX op rammerc registers
  return root;
}

// One pass, one mismatch (failed, naming the element), one unknown op (unsupported, naming the op).
TEST(ModelsConformanceRunner, ClassifiesAndSummarises) {
  const fs::path data = make_data("classify");
  CliRun r = run_conformance("--data " + data.string() + " --ops-doc " + (data / "ops.md").string());
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\nconformance: 1 passed, 1 failed, 1 unsupported\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("test_add_wrong: test_data_set_0: output 0 'y': 1 of 3 elements differ"),
            std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  NoSuchOp: 1 test"), std::string::npos) << r.out;
  std::ifstream doc(data / "ops.md");
  std::string text((std::istreambuf_iterator<char>(doc)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("| Add | ai.onnx |"), std::string::npos);
  EXPECT_NE(text.find("| NoSuchOp | 0 | 0 | 1 |"), std::string::npos) << text;
}

// --require-passed and --max-failed-percent turn the summary into the exit status.
TEST(ModelsConformanceRunner, ThresholdsSetExitStatus) {
  const fs::path data = make_data("thresholds");
  EXPECT_EQ(run_conformance("--data " + data.string() + " --require-passed 1").status, 0);
  EXPECT_EQ(run_conformance("--data " + data.string() + " --require-passed 2").status, 1);
  // 1 failed of 2 run is 50%.
  EXPECT_EQ(run_conformance("--data " + data.string() + " --max-failed-percent 50").status, 0);
  EXPECT_EQ(run_conformance("--data " + data.string() + " --max-failed-percent 49").status, 1);
  EXPECT_EQ(run_conformance("--data " + data.string() + " --filter add_right --max-failed-percent 0").status, 0);
}

// Missing test data, an unknown backend and an op table without a reference run are usage errors
// (exit 2), each with a message.
TEST(ModelsConformanceRunner, MissingDataIsAnError) {
  CliRun r = run_conformance("--data /nonexistent/rammer-node-tests");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("does not exist"), std::string::npos) << r.out;
  r = run_conformance("--backend gpu");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("backend 'gpu' is not available"), std::string::npos) << r.out;
  EXPECT_EQ(run_conformance("--backend cpu --ops-doc /dev/null").status, 2);
}

// The CPU backend (schedule, plan, runtime) classifies the same three tests the same way and prints
// its own summary line.
TEST(ModelsConformanceRunner, CpuBackendClassifies) {
  const fs::path data = make_data("cpu");
  CliRun r = run_conformance("--data " + data.string() + " --backend cpu");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\nconformance(cpu): 1 passed, 1 failed, 1 unsupported\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\nconformance: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("test_add_wrong: test_data_set_0: output 0 'y': 1 of 3 elements differ"),
            std::string::npos) << r.out;
  EXPECT_EQ(run_conformance("--data " + data.string() + " --backend cpu --require-passed 2").status, 1);
}

// Both backends in one run: both summary lines, and the rule holds (same verdicts), so exit 0; the
// mismatch test fails on both, which the rule allows.
TEST(ModelsConformanceRunner, BothBackendsCompared) {
  const fs::path data = make_data("both");
  for (const char* flag : {"--backend both", "--compare-backends"}) {
    CliRun r = run_conformance("--data " + data.string() + " " + flag);
    EXPECT_EQ(r.status, 0) << flag << "\n" << r.out;
    EXPECT_NE(r.out.find("\nconformance: 1 passed, 1 failed, 1 unsupported\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\nconformance(cpu): 1 passed, 1 failed, 1 unsupported\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("passed on reference, not on cpu (0):\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\ncompare-backends: ok "), std::string::npos) << r.out;
  }
}

conformance::Outcome outcome(conformance::Verdict v) {
  conformance::Outcome o;
  o.verdict = v;
  return o;
}

// The comparison rule: cpu passes >= reference passes, and no test the reference passes fails on cpu.
TEST(ModelsConformanceRunner, CompareRule) {
  using conformance::Verdict;
  const auto P = outcome(Verdict::passed), F = outcome(Verdict::failed), U = outcome(Verdict::unsupported);
  // Same verdicts: ok, nothing lost.
  auto c = conformance::compare_backends({P, F, U}, {P, F, U});
  EXPECT_TRUE(c.ok);
  EXPECT_TRUE(c.lost.empty());
  // The cpu fails test 0, which the reference passes: violated even though cpu passes test 1 instead.
  c = conformance::compare_backends({P, F}, {F, P});
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.lost, std::vector<size_t>{0});
  EXPECT_EQ(c.lost_failed, 1);
  // Unsupported on cpu where the reference passes: 1 < 2 passes, violated; listed, not a failure.
  c = conformance::compare_backends({P, P}, {P, U});
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.lost, std::vector<size_t>{1});
  EXPECT_EQ(c.lost_failed, 0);
  EXPECT_EQ(c.ref_passed, 2);
  EXPECT_EQ(c.cpu_passed, 1);
  // ... but with an extra cpu pass elsewhere the count holds and nothing failed: ok, still listed.
  c = conformance::compare_backends({P, F, U}, {U, P, P});
  EXPECT_TRUE(c.ok);
  EXPECT_EQ(c.lost, std::vector<size_t>{0});
}

}  // namespace
}  // namespace rammer
