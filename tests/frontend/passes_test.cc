// The graph passes, checked in text form (CONVENTIONS.md #4) and against the reference interpreter.
//
// Every file tests/data/passes/<pass>/<case>.txt holds
//     # rule: <the rule this case checks>
//     --- before
//     <graph text>
//     --- after
//     <graph text>
// The `before` graph is parsed (shape inference runs first when some node output is untyped), verified,
// run through the pass (the directory "optimize_graph" runs the whole pipeline), verified, printed, and
// compared with `after` line by line ('#' comment lines and blank lines of `after` are ignored).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "frontend/graph/graph_text.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/ops/shape_inference.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

const fs::path kCaseDir = fs::path(RAMMER_SOURCE_DIR) / "tests/data/passes";

void run_named(const std::string& pass, Graph& g) {
  if (pass == "optimize_graph") return optimize_graph(g);
  static const std::map<std::string, void (*)(Graph&)> kPasses = {
      {"fold_shape_arithmetic", fold_shape_arithmetic},
      {"fold_constants", fold_constants},
      {"lower_if", lower_if},
      {"lower_resize", lower_resize},
      {"fuse_layernorm", fuse_layernorm},
      {"fold_transposes", fold_transposes},
      {"remove_identity", remove_identity},
      {"eliminate_dead_code", eliminate_dead_code},
      {"fold_batchnorm", fold_batchnorm},
      {"fuse_gelu", fuse_gelu},
      {"mark_epilogues", mark_epilogues},
  };
  auto it = kPasses.find(pass);
  ASSERT_NE(it, kPasses.end()) << "tests/data/passes/" << pass << " is not a pass name";
  it->second(g);
}

struct Case {
  std::string pass;
  std::string name;
  fs::path path;
};
void PrintTo(const Case& c, std::ostream* os) { *os << c.path; }

std::vector<Case> find_cases() {
  std::vector<Case> out;
  if (!fs::exists(kCaseDir)) return out;
  for (const auto& dir : fs::directory_iterator(kCaseDir)) {
    if (!dir.is_directory()) continue;
    for (const auto& f : fs::directory_iterator(dir.path()))
      if (f.path().extension() == ".txt")
        out.push_back({dir.path().filename().string(), f.path().stem().string(), f.path()});
  }
  std::sort(out.begin(), out.end(), [](const Case& a, const Case& b) { return a.path < b.path; });
  return out;
}

struct CaseText {
  std::string rule, before, after;
  bool numeric = false;  // "# check: numeric": before and after must also compute the same outputs
};

CaseText split_case(const fs::path& path) {
  std::ifstream in(path);
  CaseText c;
  std::string line;
  std::string* section = nullptr;
  while (std::getline(in, line)) {
    if (line.rfind("# rule:", 0) == 0 && c.rule.empty()) {
      c.rule = line.substr(7);
    } else if (line == "# check: numeric") {
      c.numeric = true;
    } else if (line == "--- before") {
      section = &c.before;
    } else if (line == "--- after") {
      section = &c.after;
    } else if (section) {
      *section += line + "\n";
    }
  }
  return c;
}

// The lines that matter for comparison: no blank lines, no comment lines.
std::vector<std::string> significant_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    size_t last = line.find_last_not_of(" \t\r");
    out.push_back(line.substr(0, last + 1));
  }
  return out;
}

std::string join(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += l + "\n";
  return s;
}

Tensor random_tensor(DType t, const Shape& s, std::mt19937& rng, float lo, float hi) {
  std::uniform_real_distribution<float> dist(lo, hi);
  Tensor out(t, s);
  const bool is_float = dtype_is_float(t);
  for (int64_t i = 0; i < out.numel(); ++i) {
    const double v = dist(rng);
    out.set_f64(i, is_float ? v : std::floor(v));
  }
  return out;
}

// Runs `before` and `after` on the same random inputs; every graph output must agree within 1e-5.
void expect_same_function(const Graph& before, const Graph& after) {
  std::mt19937 rng(1234);
  std::map<std::string, Tensor> in;
  for (const auto& name : before.inputs) {
    const Value& v = before.value(name);
    in[name] = random_tensor(v.dtype, v.shape, rng, v.dtype == DType::boolean ? 0 : -2, 2);
  }
  const auto want = interpret(before, in);
  const auto got = interpret(after, in);
  ASSERT_EQ(before.outputs, after.outputs);
  for (const auto& name : before.outputs) {
    const Tensor& w = want.at(name);
    const Tensor& o = got.at(name);
    ASSERT_EQ(o.dtype(), w.dtype()) << name;
    ASSERT_EQ(o.shape(), w.shape()) << name;
    for (int64_t i = 0; i < w.numel(); ++i)
      ASSERT_NEAR(o.get_f64(i), w.get_f64(i), 1e-5 * std::max(1.0, std::abs(w.get_f64(i))))
          << name << "[" << i << "]";
  }
}

class PassesText : public ::testing::TestWithParam<Case> {};

// Each case file states its own rule; the pass must turn `before` into exactly `after`.
TEST_P(PassesText, BeforeAfter) {
  const Case& tc = GetParam();
  const CaseText c = split_case(tc.path);
  ASSERT_FALSE(c.rule.empty()) << tc.path << ": the first line must be '# rule: ...'";
  ASSERT_FALSE(c.before.empty()) << tc.path << ": no '--- before' section";
  ASSERT_FALSE(c.after.empty()) << tc.path << ": no '--- after' section";
  SCOPED_TRACE("rule:" + c.rule);
  Graph g = parse_graph(c.before);
  bool untyped = false;
  for (const Node& n : g.nodes)
    for (const auto& o : n.outputs) untyped = untyped || (!o.empty() && !g.has_value(o));
  if (untyped) infer_shapes(g);
  ASSERT_NO_THROW(g.verify()) << "the 'before' graph of " << tc.path << " is invalid";
  const Graph before = g;
  run_named(tc.pass, g);
  ASSERT_NO_THROW(g.verify());
  EXPECT_EQ(join(significant_lines(print_graph(g))), join(significant_lines(c.after))) << tc.path;
  if (c.numeric) expect_same_function(before, g);
}

INSTANTIATE_TEST_SUITE_P(Cases, PassesText, ::testing::ValuesIn(find_cases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           std::string n = info.param.pass + "__" + info.param.name;
                           for (char& ch : n)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return n;
                         });

// Every pass has at least two text cases (one of which should be a negative one).
TEST(PassesTextCoverage, EveryPassHasCases) {
  std::map<std::string, int> count;
  for (const Case& c : find_cases()) ++count[c.pass];
  for (const auto& name : pass_names()) EXPECT_GE(count[name], 2) << name;
}

// Folding BN into a Conv (grouped, strided, with bias) computes the same function on random data.
TEST(PassesFoldBatchnorm, NumericallyEquivalent) {
  std::mt19937 rng(7);
  for (bool with_bias : {false, true}) {
    Graph g;
    g.name = "bn";
    g.opset_imports[""] = 17;
    g.add_value({"x", DType::f32, {2, 4, 7, 6}, nullptr});
    g.inputs = {"x"};
    g.add_constant("w", random_tensor(DType::f32, {6, 2, 3, 3}, rng, -1, 1));
    Node conv;
    conv.name = "conv";
    conv.op = "Conv";
    conv.opset = 17;
    conv.inputs = {"x", "w"};
    if (with_bias) {
      g.add_constant("b", random_tensor(DType::f32, {6}, rng, -1, 1));
      conv.inputs.push_back("b");
    }
    conv.outputs = {"c"};
    conv.attrs.set("group", int64_t{2});
    conv.attrs.set("pads", std::vector<int64_t>{1, 0, 1, 2});
    conv.attrs.set("strides", std::vector<int64_t>{2, 1});
    g.add_constant("scale", random_tensor(DType::f32, {6}, rng, 0.5f, 2));
    g.add_constant("shift", random_tensor(DType::f32, {6}, rng, -1, 1));
    g.add_constant("mean", random_tensor(DType::f32, {6}, rng, -1, 1));
    g.add_constant("var", random_tensor(DType::f32, {6}, rng, 0.1f, 3));
    Node bn;
    bn.name = "bn";
    bn.op = "BatchNormalization";
    bn.opset = 17;
    bn.inputs = {"c", "scale", "shift", "mean", "var"};
    bn.outputs = {"y"};
    bn.attrs.set("epsilon", 1e-3f);
    g.nodes = {conv, bn};
    g.outputs = {"y"};
    infer_shapes(g);
    g.verify();

    std::map<std::string, Tensor> in{{"x", random_tensor(DType::f32, {2, 4, 7, 6}, rng, -2, 2)}};
    const Tensor want = interpret(g, in).at("y");
    fold_batchnorm(g);
    ASSERT_EQ(g.nodes.size(), 1u);
    ASSERT_EQ(g.nodes[0].op, "Conv");
    g.verify();
    const Tensor got = interpret(g, in).at("y");
    ASSERT_EQ(got.shape(), want.shape());
    for (int64_t i = 0; i < want.numel(); ++i)
      ASSERT_NEAR(got.get_f64(i), want.get_f64(i), 1e-5 * std::max(1.0, std::abs(want.get_f64(i))))
          << "element " << i << (with_bias ? " (with bias)" : " (no bias)");
  }
}

const char* kPipelineGraph =
    "graph p opset=17\n"
    "input x f32[1,2]\n"
    "node id = Identity(x) -> a f32[1,2]\n"
    "node r = Relu(a) -> y f32[1,2]\n"
    "node dead = Neg(x) -> d f32[1,2]\n"
    "output y\n";

// optimize_graph logs one line per pass and prints the graph after the requested pass only.
TEST(PassesPipeline, LogsAndPrintsAfterNamedPass) {
  Graph g = parse_graph(kPipelineGraph);
  std::ostringstream log, dump;
  PipelineOptions opt;
  opt.print_after = "remove_identity";
  opt.print_stream = &dump;
  opt.log = &log;
  optimize_graph(g, opt);
  EXPECT_EQ(log.str(),
            "pass fold_shape_arithmetic: 3 -> 3 nodes\n"
            "pass fold_constants: 3 -> 3 nodes\n"
            "pass lower_if: 3 -> 3 nodes\n"
            "pass lower_resize: 3 -> 3 nodes\n"
            "pass fuse_layernorm: 3 -> 3 nodes\n"
            "pass fold_transposes: 3 -> 3 nodes\n"
            "pass remove_identity: 3 -> 2 nodes\n"
            "pass eliminate_dead_code: 2 -> 1 nodes\n"
            "pass fold_batchnorm: 1 -> 1 nodes\n"
            "pass fuse_gelu: 1 -> 1 nodes\n"
            "pass mark_epilogues: 1 -> 1 nodes\n");
  EXPECT_EQ(dump.str(),
            "# after remove_identity\n"
            "graph p opset=17\n"
            "input x f32[1,2]\n"
            "node r = Relu(x) -> y f32[1,2]\n"
            "node dead = Neg(x) -> d f32[1,2]\n"
            "output y\n");
}

// The pipeline reaches a fixed point: optimising an optimised graph changes nothing.
TEST(PassesPipeline, SecondRunChangesNothing) {
  const CaseText c = split_case(kCaseDir / "optimize_graph/torch_block.txt");
  Graph g = parse_graph(c.before);
  optimize_graph(g);
  const std::string once = print_graph(g);
  optimize_graph(g);
  EXPECT_EQ(print_graph(g), once);
}

// print_after=all dumps after every pass, in pipeline order, each under its header.
TEST(PassesPipeline, PrintAfterAll) {
  Graph g = parse_graph(kPipelineGraph);
  std::ostringstream dump;
  PipelineOptions opt;
  opt.print_after = "all";
  opt.print_stream = &dump;
  optimize_graph(g, opt);
  std::vector<std::string> headers;
  std::istringstream in(dump.str());
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("# after ", 0) == 0) headers.push_back(line.substr(8));
  EXPECT_EQ(headers, pass_names());
}

// An unknown --print-after name is an error that lists the valid names.
TEST(PassesPipeline, UnknownPrintAfterIsAnError) {
  Graph g = parse_graph(kPipelineGraph);
  PipelineOptions opt;
  opt.print_after = "fold_everything";
  try {
    optimize_graph(g, opt);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("fold_constants"), std::string::npos) << e.what();
  }
}

// A skipped pass does not run (the NPU keeps the decomposed layer normalisation its lowering takes);
// the others still do; an unknown name to skip is an error.
TEST(PassesPipeline, SkippedPassesDoNotRun) {
  const CaseText c = split_case(kCaseDir / "fuse_layernorm/channels_last.txt");
  Graph fused = parse_graph(c.before), kept = parse_graph(c.before);
  optimize_graph(fused);
  PipelineOptions opt;
  opt.skip = {"fuse_layernorm"};
  optimize_graph(kept, opt);
  auto count = [](const Graph& g, const std::string& op) {
    return std::count_if(g.nodes.begin(), g.nodes.end(), [&](const Node& n) { return n.op == op; });
  };
  EXPECT_EQ(count(fused, "LayerNormalization"), 1);
  EXPECT_EQ(count(kept, "LayerNormalization"), 0);
  EXPECT_EQ(count(kept, "ReduceMean"), 2);
  opt.skip = {"fuse_everything"};
  EXPECT_THROW(optimize_graph(kept, opt), Error);
}

}  // namespace
}  // namespace rammer
