// rammerc as a user runs it: exit codes, exactly one error line on stderr, and the files it writes.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "runtime/rammer.h"
#include "tests/frontend/onnx_test_models.h"

namespace rammer {
namespace {

using testing::ModelBuilder;
using testing::TempDir;
using testing::relu_model;

struct CliRun {
  int exit_code = -1;
  std::string out;
  std::string err;
  std::vector<std::string> err_lines() const {
    std::vector<std::string> lines;
    std::istringstream in(err);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
  }
};

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs build/bin/rammerc with `args` (already quoted where needed), capturing stdout and stderr.
CliRun rammerc(const TempDir& dir, const std::string& args) {
  const std::string out = dir.file("stdout.txt");
  const std::string err = dir.file("stderr.txt");
  const std::string cmd = quote(std::string(RAMMER_BINARY_DIR) + "/bin/rammerc") + " " + args + " >" + quote(out) +
                          " 2>" + quote(err);
  const int status = std::system(cmd.c_str());
  CliRun r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

// Asserts the run failed with `code` and printed one "rammerc: error:" line containing `part`.
void expect_one_error(const CliRun& r, int code, const std::string& part) {
  EXPECT_EQ(r.exit_code, code) << r.err;
  auto lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("rammerc: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(part), std::string::npos) << lines[0];
}

// A valid small model compiles: exit 0, progress on stderr, graph.txt and summary.json written.
TEST(RammercCli, ValidModelWritesOutputs) {
  TempDir dir;
  const std::string model = relu_model({"2", "3"}).save(dir);
  const std::string out = dir.file("out/nested");
  CliRun r = rammerc(dir, quote(model) + " --device=a100 --emit-only -o " + quote(out));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto lines = r.err_lines();
  ASSERT_EQ(lines.size(), 5u) << r.err;
  EXPECT_EQ(lines[0], "rammerc: loaded " + model + ": 1 nodes");
  EXPECT_EQ(lines[1], "rammerc: optimised: 1 nodes");
  EXPECT_EQ(lines[2].rfind("rammerc: scheduled (critical-path on a100): 1 rTasks on ", 0), 0u) << lines[2];
  for (const char* f : {"schedule.json", "trace.json", "schedule.txt", "schedule_report.txt"})
    EXPECT_TRUE(std::filesystem::is_regular_file(out + "/" + f)) << f;
  EXPECT_NE(slurp(out + "/graph.txt").find("Relu(x) -> y f32[2,3]"), std::string::npos);
  nlohmann::json summary = nlohmann::json::parse(slurp(out + "/summary.json"));
  EXPECT_EQ(summary["device"], "a100");
  EXPECT_EQ(summary["model"], model);
  EXPECT_EQ(summary["graph"]["nodes"], 1);
  EXPECT_EQ(summary["graph"]["flops"], 6);  // one per Relu output element
  EXPECT_EQ(summary["schedule"]["policy"], "critical-path");
  EXPECT_EQ(summary["schedule"]["rtasks"], 1);
}

// --quiet silences progress; --input-shape pins a dynamic dim.
TEST(RammercCli, QuietAndInputShape) {
  TempDir dir;
  const std::string model = relu_model({"batch", "3"}).save(dir);
  CliRun r = rammerc(dir, quote(model) + " --device=cpu -o " + quote(dir.file("out")) + " --quiet --input-shape x:5,3");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(slurp(dir.file("out/graph.txt")).find("input x f32[5,3]"), std::string::npos);
}

// An op without a CPU tile kernel (LRN) runs the reference implementation: rammerc warns, naming it
// with its share of the predicted time, and the manifest lists it under reference_ops.
TEST(RammercCli, ReferenceOpsWarnedAndListed) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"1", "8", "16", "16"});
  b.node("Relu", {"x"}, {"r"}, "relu");
  auto& lrn = b.node("LRN", {"r"}, {"y"}, "the_lrn");
  auto* size = lrn.add_attribute();
  size->set_name("size");
  size->set_type(onnx::AttributeProto::INT);
  size->set_i(3);
  b.output("y", {"1", "8", "16", "16"});
  const std::string model = b.save(dir);
  CliRun r = rammerc(dir, quote(model) + " --device=cpu --quiet -o " + quote(dir.file("out")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("rammerc: warning: 1 op of ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find("run the reference implementation"), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(": the_lrn (LRN, "), std::string::npos) << lines[0];
  nlohmann::json m = nlohmann::json::parse(slurp(dir.file("out/manifest.json")));
  ASSERT_TRUE(m["reference_ops"].is_array());
  ASSERT_EQ(m["reference_ops"].size(), 1u) << m["reference_ops"].dump();
  EXPECT_EQ(m["reference_ops"][0]["name"], "the_lrn");
  EXPECT_EQ(m["reference_ops"][0]["op_type"], "LRN");
  const double share = m["reference_ops"][0]["predicted_share"];
  EXPECT_GT(share, 0.0);
  EXPECT_LT(share, 1.0);  // the Relu has a tile kernel and a predicted cost of its own

  // Every op with a tile kernel: no warning, an empty list.
  CliRun clean = rammerc(dir, quote(relu_model({"4", "8"}).save(dir, "relu.onnx")) + " --device=cpu --quiet -o " +
                                  quote(dir.file("clean")));
  ASSERT_EQ(clean.exit_code, 0) << clean.err;
  EXPECT_EQ(clean.err, "");
  nlohmann::json cm = nlohmann::json::parse(slurp(dir.file("clean/manifest.json")));
  EXPECT_TRUE(cm["reference_ops"].is_array() && cm["reference_ops"].empty()) << cm["reference_ops"].dump();
}

// An If whose branches differ in shape (x, or x transposed) on a runtime condition cannot be
// compiled, and the error names the flag; --input-value pins the condition and the If is inlined.
TEST(RammercCli, InputValueInlinesIf) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"2", "3"});
  b.input("flag", {}, onnx::TensorProto::BOOL);
  auto& n = b.node("If", {"flag"}, {"y"}, "the_if");
  auto branch = [&](const std::string& name, const std::string& op, std::vector<std::string> dims) {
    auto* a = n.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::GRAPH);
    onnx::GraphProto& g = *a->mutable_g();
    g.set_name(name);
    auto* node = g.add_node();
    node->set_op_type(op);
    node->add_input("x");
    node->add_output(name + "_out");
    ModelBuilder::value_info(g.add_output(), name + "_out", dims, onnx::TensorProto::FLOAT);
  };
  branch("then_branch", "Relu", {"2", "3"});
  branch("else_branch", "Transpose", {"3", "2"});
  b.output("y", {"?", "?"});
  const std::string model = b.save(dir);
  expect_one_error(rammerc(dir, quote(model) + " --device=cpu -o " + quote(dir.file("out"))), 1,
                   "node 'the_if' (IfSelect, opset 17): the condition depends on runtime data");
  for (const auto& [value, want] : std::vector<std::pair<std::string, std::string>>{
           {"1", "Relu(x) -> y f32[2,3]"}, {"0", "Transpose(x) -> y f32[3,2]"}}) {
    CliRun ok = rammerc(dir, quote(model) + " --device=cpu --quiet -o " + quote(dir.file("out" + value)) +
                                 " --input-value flag=" + value);
    ASSERT_EQ(ok.exit_code, 0) << ok.err;
    const std::string graph = slurp(dir.file("out" + value + "/graph.txt"));
    EXPECT_NE(graph.find(want), std::string::npos) << graph;
    EXPECT_EQ(graph.find("IfSelect"), std::string::npos) << graph;
    EXPECT_EQ(graph.find("input flag"), std::string::npos) << graph;
  }
  expect_one_error(rammerc(dir, quote(model) + " --device=cpu -o " + quote(dir.file("o")) + " --input-value flag"), 2,
                   "--input-value: 'flag' is not NAME=V");
  expect_one_error(rammerc(dir, quote(model) + " --device=cpu -o " + quote(dir.file("o")) + " --input-value flag=1,0"),
                   1, "--input-value flag gives 2 value(s) for an input of shape []");
}

// A dynamic input without a pin fails with the flag to use.
TEST(RammercCli, DynamicInputNeedsPin) {
  TempDir dir;
  const std::string model = relu_model({"batch", "3"}).save(dir);
  expect_one_error(rammerc(dir, quote(model) + " --device=a100 -o " + quote(dir.file("out"))), 1,
                   "pin it with --input-shape x:1,3");
}

// --batch-buckets writes one artifact per size with dim 0 of the input set to it (also over a static
// dim 0 of 1) and buckets.json; bad lists and inputs without a batch dim fail with one line.
TEST(RammercCli, BatchBuckets) {
  TempDir dir;
  for (const std::string dim0 : {"1", "batch"}) {
    const std::string model = relu_model({dim0, "3"}).save(dir, "relu_" + dim0 + ".onnx");
    const std::string out = dir.file("buckets_" + dim0);
    CliRun r = rammerc(dir, quote(model) + " --device=cpu --quiet --batch-buckets=4,1,2 -o " + quote(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (int n : {1, 2, 4})
      EXPECT_NE(slurp(out + "/batch_" + std::to_string(n) + "/graph.txt").find("input x f32[" + std::to_string(n) + ",3]"),
                std::string::npos)
          << dim0 << " " << n;
    nlohmann::json index = nlohmann::json::parse(slurp(out + "/buckets.json"));
    EXPECT_EQ(index["batch_buckets"], nlohmann::json({1, 2, 4}));
    EXPECT_EQ(index["directories"], nlohmann::json({"batch_1", "batch_2", "batch_4"}));
  }
  const std::string model = relu_model({"1", "3"}).save(dir);
  const std::string out = " --device=cpu -o " + quote(dir.file("o"));
  expect_one_error(rammerc(dir, quote(model) + out + " --batch-buckets=0"), 2, "a batch size must be in [1, 65536]");
  expect_one_error(rammerc(dir, quote(model) + out + " --batch-buckets=a"), 2, "'a' is not a number");
  expect_one_error(rammerc(dir, quote(model) + out + " --batch-buckets=1,,2"), 2, "'' is not a number");
  expect_one_error(rammerc(dir, quote(model) + out + " --batch-buckets=2,2"), 2, "2 is given twice");
  expect_one_error(rammerc(dir, quote(model) + out + " --batch-buckets="), 2, "--batch-buckets");
  const std::string scalar = relu_model({}).save(dir, "scalar.onnx");
  expect_one_error(rammerc(dir, quote(scalar) + out + " --quiet --batch-buckets=1,2"), 1,
                   "input 'x' is a scalar: it has no batch dimension (dim 0) to set");
  ModelBuilder t;  // [n,3] -> [3,n]: the outputs do not carry the batch on dim 0
  t.input("x", {"1", "3"});
  t.node("Transpose", {"x"}, {"y"}, "tr");
  t.output("y", {"3", "1"});
  const std::string transposed = t.save(dir, "transpose.onnx");
  expect_one_error(rammerc(dir, quote(transposed) + out + " --quiet --batch-buckets=2"), 1,
                   "output 'y' has shape [3,2] at batch 2; its dim 0 is not the batch");
}

// Malformed files: truncated, random bytes, a directory, a missing path: exit 1, one line each.
TEST(RammercCli, MalformedFiles) {
  TempDir dir;
  const std::string out = " --device=a100 -o " + quote(dir.file("out"));
  std::string bytes = relu_model().bytes();
  const std::string cut = dir.write("cut.onnx", bytes.substr(0, bytes.size() - 7));
  expect_one_error(rammerc(dir, quote(cut) + out), 1, "cut.onnx: not a valid ONNX model");
  std::mt19937 rng(3);
  std::string noise(2000, '\0');
  for (char& c : noise) c = static_cast<char>(rng());
  const std::string random = dir.write("random.onnx", noise);
  expect_one_error(rammerc(dir, quote(random) + out), 1, "random.onnx: ");
  expect_one_error(rammerc(dir, quote(dir.path()) + out), 1, "is a directory");
  expect_one_error(rammerc(dir, quote(dir.file("missing.onnx")) + out), 1, "missing.onnx: no such file");
  EXPECT_FALSE(std::filesystem::exists(dir.file("out")));
}

// Unsupported ops (made up, or real but not implemented) name the node and op.
TEST(RammercCli, UnsupportedOp) {
  TempDir dir;
  for (const std::string op : {"FooBar", "Unique"}) {
    ModelBuilder b;
    b.input("x", {"2"});
    b.node(op, {"x"}, {"y"}, "the_node");
    b.output("y", {"?"}, onnx::TensorProto::FLOAT);
    const std::string model = b.save(dir, op + ".onnx");
    CliRun r = rammerc(dir, quote(model) + " --device=a100 -o " + quote(dir.file("out")));
    expect_one_error(r, 1, "node 'the_node' (" + op + ", opset 17): unsupported op '" + op + "'");
  }
}

// Command-line mistakes exit 2 with one line: unknown device, bad --input-shape, unknown flag,
// missing required option, unknown pass, a .json device that does not exist.
TEST(RammercCli, UsageErrors) {
  TempDir dir;
  const std::string model = quote(relu_model().save(dir));
  const std::string out = " -o " + quote(dir.file("out"));
  expect_one_error(rammerc(dir, model + " --device=tpu" + out), 2, "unknown device 'tpu'");
  expect_one_error(rammerc(dir, model + " --device=a100 --input-shape x:2,a" + out), 2, "--input-shape 'x:2,a'");
  expect_one_error(rammerc(dir, model + " --device=a100 --input-shape x" + out), 2, "--input-shape 'x'");
  expect_one_error(rammerc(dir, model + " --device=a100 --frobnicate" + out), 2, "--frobnicate");
  expect_one_error(rammerc(dir, model + out), 2, "--device is required");
  expect_one_error(rammerc(dir, model + " --device=a100 --print-after=nope" + out), 2, "unknown stage or pass 'nope'");
  expect_one_error(rammerc(dir, model + " --device=" + quote(dir.file("dev.json")) + out), 2, "cannot open the file");
  expect_one_error(rammerc(dir, model + " --device=a100 --policy=fastest" + out), 2, "unknown policy 'fastest'");
  expect_one_error(rammerc(dir, model + " --device=a100 --input-shape z:1" + out), 1, "'z', which is not a graph input");
}

// A user's device spec .json is accepted as the device; an invalid one is a usage error naming the field.
TEST(RammercCli, DeviceSpecFile) {
  TempDir dir;
  const std::string model = quote(relu_model().save(dir));
  const std::string spec = dir.write("dev.json", slurp(std::string(RAMMER_SOURCE_DIR) + "/vdevice/devices/a100.json"));
  CliRun r = rammerc(dir, model + " --device=" + quote(spec) + " --emit-only -q -o " + quote(dir.file("out")));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::string bad = dir.write("bad.json", "{}");
  expect_one_error(rammerc(dir, model + " --device=" + quote(bad) + " -o " + quote(dir.file("out2"))), 2,
                   "missing field 'name'");
}

// An output path that is a file cannot be the output directory: exit 3.
TEST(RammercCli, OutputDirIsAFile) {
  TempDir dir;
  const std::string model = quote(relu_model().save(dir));
  const std::string file = dir.write("taken", "x");
  expect_one_error(rammerc(dir, model + " --device=a100 -o " + quote(file)), 3, "is not a directory");
}

// --version and --help print on stdout and exit 0; help lists passes and devices.
TEST(RammercCli, VersionAndHelp) {
  TempDir dir;
  CliRun v = rammerc(dir, "--version");
  EXPECT_EQ(v.exit_code, 0);
  EXPECT_EQ(v.out.rfind("rammerc ", 0), 0u) << v.out;
  CliRun h = rammerc(dir, "--help");
  EXPECT_EQ(h.exit_code, 0);
  for (const char* part : {"--input-shape", "--print-after", "--time-stages", "rprogram", "feedback", "fold_constants",
                           "mark_epilogues", "mi250", ".json"})
    EXPECT_NE(h.out.find(part), std::string::npos) << part;
}

// --print-after dumps the graph on stdout after the named pass.
TEST(RammercCli, PrintAfter) {
  TempDir dir;
  const std::string model = quote(relu_model().save(dir));
  CliRun r = rammerc(dir, model + " --device=a100 --emit-only -q --print-after=eliminate_dead_code -o " + quote(dir.file("out")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("# after eliminate_dead_code\ngraph g", 0), 0u) << r.out;
}

// --print-after names every stage of the driver: each prints its own text form, once, in stage order.
TEST(RammercCli, PrintAfterEveryStage) {
  TempDir dir;
  const std::string model = quote(relu_model().save(dir));
  const std::string out = " -q -o " + quote(dir.file("out"));
  auto printed = [&](const std::string& stage) {
    CliRun r = rammerc(dir, model + " --device=cpu --print-after=" + stage + out);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out.rfind("# after " + stage + "\n", 0), 0u) << stage << ": " << r.out;
    return r.out;
  };
  EXPECT_NE(printed("rprogram").find("rprogram g\n"), std::string::npos);
  EXPECT_NE(printed("schedule").find("exec "), std::string::npos);
  EXPECT_NE(printed("plan").find("plan g device=cpu"), std::string::npos);
  EXPECT_NE(printed("emit").find("/out/graph.txt\n"), std::string::npos);
  EXPECT_NE(printed("build").find("libmodel.so"), std::string::npos);
  // A CPU has no GPU kernel to measure: the stage is named and said not to run.
  CliRun unrun = rammerc(dir, model + " --device=cpu --print-after=resources" + out);
  EXPECT_EQ(unrun.exit_code, 0) << unrun.err;
  EXPECT_EQ(unrun.out, "# after resources: not run for this target\n");
  CliRun all = rammerc(dir, model + " --device=cpu --print-after=all" + out);
  ASSERT_EQ(all.exit_code, 0) << all.err;
  size_t at = 0;
  for (const char* s : {"fold_shape_arithmetic", "mark_epilogues", "optimize", "rprogram", "schedule", "plan", "emit", "build"}) {
    const size_t next = all.out.find(std::string("# after ") + s + "\n", at);
    ASSERT_NE(next, std::string::npos) << s << " missing or out of order:\n" << all.out;
    at = next + 1;
  }
}

// --time-stages prints one line per stage with its wall time, in order, on stderr.
TEST(RammercCli, TimeStages) {
  TempDir dir;
  const std::string model = quote(relu_model().save(dir));
  CliRun r = rammerc(dir, model + " --device=cpu -q --time-stages -o " + quote(dir.file("out")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> stages;
  for (const auto& line : r.err_lines()) {
    ASSERT_EQ(line.rfind("rammerc: stage ", 0), 0u) << line;
    ASSERT_NE(line.find(" ms"), std::string::npos) << line;
    stages.push_back(line.substr(15, line.find(':', 15) - 15));
  }
  EXPECT_EQ(stages, (std::vector<std::string>{"load", "optimize", "rprogram", "schedule", "plan", "emit", "build"}));
}

// --run --trace writes the measured trace: every rTask of the predicted trace runs once, on the vEU
// the schedule gave it, and each worker's slices are ordered, disjoint and within the run.
TEST(RammercCli, MeasuredTrace) {
  TempDir dir;
  const std::string out = dir.file("out");
  CliRun r = rammerc(dir, quote(std::string(RAMMER_SOURCE_DIR) + "/examples/tiny_cnn.onnx") +
                              " --device=cpu -q --run --trace -o " + quote(out));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("trace: " + out + "/trace_measured.json"), std::string::npos) << r.out;
  const nlohmann::json predicted = nlohmann::json::parse(slurp(out + "/trace.json"));
  const nlohmann::json measured = nlohmann::json::parse(slurp(out + "/trace_measured.json"));
  ASSERT_TRUE(measured["otherData"]["measured"].get<bool>());
  const double wall = measured["otherData"]["wall_us"].get<double>();
  std::map<std::pair<std::string, int>, int> veu_of;  // predicted: (op, rTask) -> vEU
  for (const auto& e : predicted["traceEvents"])
    if (e["ph"] == "X") veu_of[{e["name"].get<std::string>(), e["args"]["rtask"].get<int>()}] = e["tid"].get<int>();
  std::map<std::pair<std::string, int>, int> runs;
  std::map<int, double> track_end;  // worker -> end of its last slice
  for (const auto& e : measured["traceEvents"]) {
    if (e["ph"] != "X") continue;
    const int worker = e["tid"].get<int>();
    const double ts = e["ts"].get<double>(), dur = e["dur"].get<double>();
    EXPECT_GE(dur, 0.0);
    EXPECT_GE(ts, track_end.count(worker) ? track_end[worker] : 0.0) << e.dump();
    EXPECT_LE(ts + dur, wall + 1.0) << e.dump();
    track_end[worker] = ts + dur;
    if (e["cat"] == "wait") {
      EXPECT_EQ(e["name"], "wait e" + std::to_string(e["args"]["event"].get<int>()));
      continue;
    }
    ASSERT_EQ(e["cat"], "exec") << e.dump();
    const std::pair<std::string, int> key{e["name"].get<std::string>(), e["args"]["rtask"].get<int>()};
    ++runs[key];
    ASSERT_TRUE(veu_of.count(key)) << e.dump();
    EXPECT_EQ(e["args"]["veu"].get<int>(), veu_of[key]) << e.dump();
  }
  EXPECT_EQ(runs.size(), veu_of.size());
  for (const auto& [key, n] : runs) EXPECT_EQ(n, 1) << key.first << " rTask " << key.second;
  EXPECT_LE(track_end.size(), measured["otherData"]["workers"].get<size_t>());  // a worker may have only empty vEUs
}

bool has_nvcc() {
  const char* env = std::getenv("RAMMER_NVCC");
  return (env && std::filesystem::exists(env)) || std::filesystem::exists("/usr/local/cuda/bin/nvcc") ||
         std::system("command -v nvcc >/dev/null 2>&1") == 0;
}

// --device=a100 builds lib<model>.so next to the source; manifest.json's "gpu" object reports the
// measured registers, shared memory, vEUs and occupancy.
TEST(RammercCliGpu, A100BuildsLibraryWithResources) {
  if (!has_nvcc()) GTEST_SKIP() << "skipped: nvcc not found (install CUDA or set RAMMER_NVCC)";
  TempDir dir;
  const std::string model = relu_model({"2", "3"}).save(dir);
  const std::string out = dir.file("out");
  CliRun r = rammerc(dir, quote(model) + " --device=a100 -o " + quote(out));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // The library line, then the occupancy line ("a100 sm_80: N registers, ... -> B blocks/SM (W warps),
  // limited by ...").
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_GE(lines.size(), 2u) << r.err;
  EXPECT_EQ(lines[lines.size() - 2].rfind("rammerc: built " + out + "/lib", 0), 0u) << r.err;
  const std::string last = lines.back();
  EXPECT_EQ(last.rfind("rammerc: a100 sm_80: ", 0), 0u) << r.err;
  EXPECT_NE(last.find(" blocks/SM ("), std::string::npos) << r.err;
  EXPECT_NE(last.find(" warps), limited by "), std::string::npos) << r.err;
  const nlohmann::json manifest = nlohmann::json::parse(slurp(out + "/manifest.json"));
  nlohmann::json gpu = manifest["gpu"];
  ASSERT_TRUE(gpu.is_object()) << slurp(out + "/manifest.json");
  // The binding contract: inputs and outputs with dtype, shape and bytes (relu_model: x, y f32[2,3]).
  EXPECT_EQ(manifest["inputs"][0]["name"], "x");
  EXPECT_EQ(manifest["inputs"][0]["shape"], nlohmann::json({2, 3}));
  EXPECT_EQ(manifest["outputs"][0]["bytes"], 24);
  EXPECT_EQ(manifest["device"], "a100");
  EXPECT_EQ(gpu["built"], true);
  EXPECT_EQ(gpu["arch"], "sm_80");
  EXPECT_TRUE(std::filesystem::is_regular_file(out + "/" + gpu["library"].get<std::string>()));
  EXPECT_TRUE(std::filesystem::is_regular_file(out + "/" + gpu["source"].get<std::string>()));
  EXPECT_GT(gpu["registers"].get<int>(), 0);
  EXPECT_GT(gpu["shared_memory_bytes"].get<int>(), 0);
  EXPECT_EQ(gpu["spills"], 0);
  EXPECT_GE(gpu["blocks_per_sm"].get<int>(), 1);
  EXPECT_EQ(gpu["warps_per_sm"].get<int>(),
            gpu["blocks_per_sm"].get<int>() * gpu["threads_per_block"].get<int>() / 32);
  EXPECT_TRUE(gpu["occupancy_limit"].is_string());
  // The device half's PTX beside the sources.
  ASSERT_TRUE(gpu["assembly"].is_string());
  EXPECT_NE(slurp(out + "/" + gpu["assembly"].get<std::string>()).find(".entry"), std::string::npos);
  // The schedule fits the measured co-resident capacity (blocks per SM x 108 SMs of an A100).
  EXPECT_LE(gpu["veus"].get<int>(), gpu["blocks_per_sm"].get<int>() * 108);
  // The same C API opens it (runtime/rammer.h). With a GPU the model loads; without one (this
  // machine) rammer_open fails with one line naming the library, never a crash.
  rammer_library* lib = rammer_open(out.c_str());
  if (lib != nullptr) {
    EXPECT_EQ(rammer_is_gpu(lib), 1);
    EXPECT_EQ(rammer_num_inputs(lib), 1);
    EXPECT_GT(rammer_workspace_bytes(lib), 0);
    rammer_close(lib);
  } else {
    const std::string e = rammer_last_error();
    EXPECT_NE(e.find("lib"), std::string::npos) << e;
    EXPECT_EQ(e.find('\n'), std::string::npos) << e;
    std::cout << "rammer_open on the GPU library without a GPU: " << e << "\n";
  }
}

// Every schedule written is loadable on the device it names: with nothing measured (an empty
// device-code cache) --emit-only assumes 255 registers, one 256-thread block per SM, 108 vEUs on an
// A100; once a build has measured the kernel, --emit-only schedules with the measured registers from
// the cache, and its vEUs fit the capacity that build reported.
TEST(RammercCliGpu, EmitOnlySchedulesAreLoadable) {
  TempDir dir;
  const std::string model = quote(relu_model({"2", "3"}).save(dir));
  const char* old_cache = std::getenv("RAMMER_CACHE_DIR");
  const std::string saved = old_cache ? old_cache : "";
  setenv("RAMMER_CACHE_DIR", dir.file("cache").c_str(), 1);
  auto veus_of = [&](const std::string& out) {
    return nlohmann::json::parse(slurp(out + "/summary.json"))["schedule"]["veus"].get<int>();
  };
  CliRun cold = rammerc(dir, model + " --device=a100 --emit-only -q --print-after=resources -o " + quote(dir.file("cold")));
  EXPECT_EQ(cold.exit_code, 0) << cold.err;
  EXPECT_NE(cold.out.find("255 registers per thread, assumed"), std::string::npos) << cold.out;
  EXPECT_EQ(veus_of(dir.file("cold")), 108);
  if (has_nvcc()) {
    CliRun built = rammerc(dir, model + " --device=a100 -q -o " + quote(dir.file("built")));
    EXPECT_EQ(built.exit_code, 0) << built.err;
    const nlohmann::json gpu = nlohmann::json::parse(slurp(dir.file("built") + "/manifest.json"))["gpu"];
    CliRun warm = rammerc(dir, model + " --device=a100 --emit-only -q --print-after=resources -o " + quote(dir.file("warm")));
    EXPECT_EQ(warm.exit_code, 0) << warm.err;
    EXPECT_NE(warm.out.find(std::to_string(gpu["registers"].get<int>()) +
                            " registers per thread, measured (from the device-code cache)"),
              std::string::npos)
        << warm.out;
    EXPECT_LE(veus_of(dir.file("warm")), gpu["co_resident_capacity"].get<int>());
  } else {
    std::cout << "skipped the measured half: nvcc not found\n";
  }
  if (old_cache)
    setenv("RAMMER_CACHE_DIR", saved.c_str(), 1);
  else
    unsetenv("RAMMER_CACHE_DIR");
}

// --emit-only writes the source artifact (CUDA .cu for a100, HIP .hip for mi250) and builds nothing.
TEST(RammercCliGpu, EmitOnlyWritesSourceOnly) {
  TempDir dir;
  const std::string model = relu_model({"2", "3"}).save(dir);
  for (const auto& [device, ext] : {std::pair<std::string, std::string>{"a100", ".cu"}, {"mi250", ".hip"}}) {
    const std::string out = dir.file("out_" + device);
    CliRun r = rammerc(dir, quote(model) + " --device=" + device + " --emit-only -o " + quote(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    nlohmann::json gpu = nlohmann::json::parse(slurp(out + "/manifest.json"))["gpu"];
    EXPECT_EQ(gpu["built"], false);
    EXPECT_TRUE(gpu["library"].is_null());
    const std::string source = gpu["source"].get<std::string>();
    EXPECT_EQ(source.substr(source.size() - ext.size()), ext);
    EXPECT_TRUE(std::filesystem::is_regular_file(out + "/" + source));
    EXPECT_TRUE(std::filesystem::is_regular_file(out + "/CMakeLists.txt"));
    for (const auto& e : std::filesystem::directory_iterator(out))
      EXPECT_NE(e.path().extension(), ".so") << e.path();
  }
}

// v100 (sm_70) is scheduled and its source written, but nvcc 13 cannot build it: exit 0 with a note.
TEST(RammercCliGpu, V100WritesSourceWithNote) {
  TempDir dir;
  const std::string model = relu_model({"2", "3"}).save(dir);
  const std::string out = dir.file("out");
  CliRun r = rammerc(dir, quote(model) + " --device=v100 -q -o " + quote(out));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("rammerc: note: wrote ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find("nvcc 13 cannot compile for sm_70"), std::string::npos) << lines[0];
  nlohmann::json gpu = nlohmann::json::parse(slurp(out + "/manifest.json"))["gpu"];
  EXPECT_EQ(gpu["built"], false);
  EXPECT_EQ(gpu["arch"], "sm_70");
  EXPECT_TRUE(std::filesystem::is_regular_file(out + "/" + gpu["source"].get<std::string>()));
}

// f16 and bf16 models (scripts/models/half.py, in build/models) compile for a100 and pass
// --emulate --run within the bound of their output dtype (f16 1e-2, bf16 5e-2 of max(1, max |ref|));
// their inputs and outputs stay 16-bit in the manifest. The CPU runs them too.
TEST(RammercCli, HalfModelsRunEmulatedAndOnTheCpu) {
  struct Case {
    const char* model;
    const char* dtype;
    const char* bound;
  };
  for (const Case& c : {Case{"f16_cnn", "f16", "f16 output tolerance 0.01"},
                        Case{"f16_attention", "f16", "f16 output tolerance 0.01"},
                        Case{"bf16_attention", "bf16", "bf16 output tolerance 0.05"}}) {
    const std::string model = std::string(RAMMER_BINARY_DIR) + "/models/" + c.model + ".onnx";
    ASSERT_TRUE(std::filesystem::exists(model)) << model << " is missing: build the target runtime_e2e_models";
    for (const char* device : {"--device=a100 --emulate", "--device=cpu"}) {
      TempDir dir;
      const std::string out = dir.file("out");
      CliRun r = rammerc(dir, quote(model) + " " + device + " --run -q -o " + quote(out));
      ASSERT_EQ(r.exit_code, 0) << c.model << " " << device << ": " << r.err;
      EXPECT_NE(r.out.find("run: max error"), std::string::npos) << r.out;
      EXPECT_NE(r.out.find(c.bound), std::string::npos) << c.model << " " << device << ": " << r.out;
      std::ifstream f(out + "/manifest.json");
      const nlohmann::json m = nlohmann::json::parse(f);
      EXPECT_EQ(m.at("inputs").at(0).at("dtype"), c.dtype) << c.model;
      EXPECT_EQ(m.at("outputs").at(0).at("dtype"), c.dtype) << c.model;
    }
  }
}

// At --precision=fp16 an f16 model's weights are already halves: they are only laid out K-contiguous,
// and the run stays within the f16 bound.
TEST(RammercCli, HalfModelAtFp16Precision) {
  const std::string model = std::string(RAMMER_BINARY_DIR) + "/models/f16_attention.onnx";
  ASSERT_TRUE(std::filesystem::exists(model)) << model << " is missing: build the target runtime_e2e_models";
  TempDir dir;
  const std::string out = dir.file("out");
  CliRun r = rammerc(dir, quote(model) + " --device=a100 --emulate --precision=fp16 --run -q -o " + quote(out));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("tolerance 0.01"), std::string::npos) << r.out;
  std::ifstream f(out + "/summary.json");
  const nlohmann::json s = nlohmann::json::parse(f);
  EXPECT_EQ(s.at("precision"), "fp16");
  EXPECT_GT(s.at("weights_bytes").get<int64_t>(), 0);
}

}  // namespace
}  // namespace rammer
