// The NPU backend end to end: golden assembly of two tiny models, whole-model numerics through the
// C API against the reference interpreter, the assembler round trip, the synchronisation the
// streams carry, and the error for an op rnpu-v1 cannot run.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "backends/npu/asm/assembly.h"
#include "backends/npu/lower/lower_schedule.h"
#include "scheduler/validate.h"
#include "tests/backends/npu/backend/npu_test_models.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

void check_golden(const std::string& file, const std::string& text) {
  const fs::path path = fs::path(RAMMER_SOURCE_DIR) / "tests/data/golden/npu" / file;
  if (const char* u = std::getenv("RAMMER_UPDATE_GOLDEN"); u && std::string(u) == "1") {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return;
  }
  ASSERT_TRUE(fs::exists(path)) << "missing golden " << path << " (RAMMER_UPDATE_GOLDEN=1 writes it)";
  EXPECT_TRUE(read_text(path) == text) << "model.s differs from " << path
                                       << "; if intended, regenerate with RAMMER_UPDATE_GOLDEN=1";
}

TEST(NpuBackend, TinyCnnAssemblyMatchesTheGolden) {
  // The streams of tiny_cnn (3 convs with epilogues, MaxPool, GlobalAveragePool, Gemm) are reviewed text.
  const std::string dir = npu_test::temp_dir("golden_cnn");
  CompileResult r = npu_test::compile_for_npu(npu_test::load_tiny_cnn(), dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  check_golden("tiny_cnn.s", read_text(fs::path(dir) / "model.s"));
  fs::remove_all(dir);
}

TEST(NpuBackend, TinyGemmAssemblyMatchesTheGoldenAndRunsWithinFp16Tolerance) {
  // A MatMul -> Relu -> Gemm(alpha, bias) chain: reviewed streams, and its numerics.
  const std::string dir = npu_test::temp_dir("golden_gemm");
  const Graph g = npu_test::tiny_gemm_graph();
  CompileResult r = npu_test::compile_for_npu(g, dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  check_golden("tiny_gemm.s", read_text(fs::path(dir) / "model.s"));
  const double err = npu_test::run_error(dir, r.compiled.graph);
  EXPECT_LE(err, precision_tolerance(Precision::fp16));
  EXPECT_GT(err, 0.0) << "fp16 storage cannot be exact on random data";
  fs::remove_all(dir);
}

TEST(NpuBackend, TinyCnnRunsInTheSimulatorWithinFp16Tolerance) {
  // rammer_open on the artifact runs model.npu in the simulator; outputs match the reference
  // interpreter within the documented fp16 tolerance, and are not bit-identical to fp32.
  npu_test::expect_within_fp16(npu_test::load_tiny_cnn(), "numerics_cnn");
}

// The value of a `field=` in an assembly line.
int64_t asm_field(const std::string& line, const char* name) {
  const size_t at = line.find(std::string(" ") + name + "=");
  return at == std::string::npos ? -1 : std::stoll(line.substr(at + std::strlen(name) + 2));
}

TEST(NpuBackend, A1x1ConvWithResidentWeightsRunsWithinFp16Tolerance) {
  // ResNet-50 layer1's expansion (1x1, 64 -> 256 channels, 56 x 56, bias, Relu): each rTask's
  // weight tiles stay in the scratchpad while its pixels stream through in several groups, the
  // first of which loads them; the bias is added as vec.cvt reads each tile out.
  testing::GraphBuilder b("resident_1x1");
  b.input("X", {1, 64, 56, 56});
  b.g.add_constant("W", npu_test::random_tensor({256, 64, 1, 1}, 9));
  b.g.add_constant("B", npu_test::random_tensor({256}, 10));
  Node& conv = b.node("conv", "Conv", {"X", "W", "B"}, {{"C", {1, 256, 56, 56}}});
  conv.attrs.set("kernel_shape", std::vector<int64_t>{1, 1});
  b.node("relu", "Relu", {"C"}, {{"Y", {1, 256, 56, 56}}});
  b.output("Y");
  const std::string dir = npu_test::temp_dir("resident");
  CompileResult r = npu_test::compile_for_npu(b.g, dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  // Resident weights: every weight byte of an rTask moves once, so the streams load about the
  // input, the weights once per core and store the output: well under twice those bytes.
  const std::string text = read_text(fs::path(dir) / "model.s");
  int64_t loaded = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("dma.load") == std::string::npos) continue;
    loaded += asm_field(line, "n0") * asm_field(line, "n1") * asm_field(line, "n2") * 2;
  }
  const int64_t input = 64 * 56 * 56 * 2, weights = 256 * 64 * 2;
  EXPECT_LT(loaded, 2 * (input + 16 * weights)) << "weights reloaded per pixel group";
  EXPECT_LE(npu_test::run_error(dir, r.compiled.graph), precision_tolerance(Precision::fp16));
  fs::remove_all(dir);
}

TEST(NpuBackend, ATallStridedKernelKeepsOneChunkPerKh) {
  // DeepSpeech2's second conv shape (41 x 11, stride 2, 32 input channels): sharing its input rows
  // over every kh would put 41 x 11 weight tiles in one chunk, more than the scratchpad; it keeps
  // one chunk per kh and runs within the fp16 tolerance.
  testing::GraphBuilder b("tall_strided");
  b.input("X", {1, 32, 50, 24});
  b.g.add_constant("W", npu_test::random_tensor({32, 32, 41, 11}, 11));
  Node& conv = b.node("conv", "Conv", {"X", "W"}, {{"Y", {1, 32, 25, 12}}});
  conv.attrs.set("kernel_shape", std::vector<int64_t>{41, 11});
  conv.attrs.set("strides", std::vector<int64_t>{2, 2});
  conv.attrs.set("pads", std::vector<int64_t>{20, 5, 20, 5});
  b.output("Y");
  npu_test::expect_within_fp16(b.g, "tall_strided");
}

TEST(NpuBackend, AStemFoldsItsWholeWindowIntoTheReduction) {
  // ResNet's stem shape (7x7, stride 2, 3 input channels) on a smaller image: a pixel of a loaded
  // row holds its 3 channels of all 7 kh (loads leaving a gap of 18 elements for the other kh), so
  // its 147 window values take 10 products of up to 16 rows (about 14.7 each; folding kw alone
  // took 14 of 10.5). Runs within the fp16 tolerance.
  testing::GraphBuilder b("stem");
  b.input("X", {1, 3, 64, 64});
  b.g.add_constant("W", npu_test::random_tensor({64, 3, 7, 7}, 12));
  b.g.add_constant("B", npu_test::random_tensor({64}, 13));
  Node& conv = b.node("conv", "Conv", {"X", "W", "B"}, {{"Y", {1, 64, 32, 32}}});
  conv.attrs.set("kernel_shape", std::vector<int64_t>{7, 7});
  conv.attrs.set("strides", std::vector<int64_t>{2, 2});
  conv.attrs.set("pads", std::vector<int64_t>{3, 3, 3, 3});
  b.output("Y");
  const std::string dir = npu_test::temp_dir("stem");
  CompileResult r = npu_test::compile_for_npu(b.g, dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  std::istringstream lines(read_text(fs::path(dir) / "model.s"));
  int64_t products = 0, depth = 0, gapped = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.find("mat.gemm") != std::string::npos) ++products, depth += asm_field(line, "k");
    if (line.find("dma.load") != std::string::npos && asm_field(line, "gap") == 18) ++gapped;
  }
  ASSERT_GT(products, 0);
  EXPECT_GT(gapped, 0);
  EXPECT_GT(double(depth) / double(products), 14.0) << products << " products";
  EXPECT_LE(npu_test::run_error(dir, r.compiled.graph), precision_tolerance(Precision::fp16));
  fs::remove_all(dir);
}

TEST(NpuBackend, ConstantLoadsRunAheadOfTheWaitsBeforeAnRTask) {
  // The GEMM chain's second layer waits for the first on every core; its bias row (a constant)
  // is loaded above that WAIT, so at least one WAIT directly follows a dma.load.
  const std::string dir = npu_test::temp_dir("hoist");
  CompileResult r = npu_test::compile_for_npu(npu_test::tiny_gemm_graph(), dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  std::istringstream lines(read_text(fs::path(dir) / "model.s"));
  int waits = 0, after_load = 0;
  std::string previous;
  for (std::string line; std::getline(lines, line); previous = line) {
    if (line.find("  wait ") == std::string::npos) continue;
    ++waits;
    after_load += previous.find("dma.load") != std::string::npos;
  }
  EXPECT_GT(waits, 0);
  EXPECT_GT(after_load, 0);
  EXPECT_LE(npu_test::run_error(dir, r.compiled.graph), precision_tolerance(Precision::fp16));
  fs::remove_all(dir);
}

TEST(NpuBackend, AResidualConvWritesItsOutputOverItsResidual) {
  // X = conv0(input); T = relu(conv1(X)); Y = relu(conv2(T) + X); Z = conv3(Y). Per-op barriers order
  // conv1's reads of X before conv2, so Y, which conv2's rTasks write box by box after reading the
  // same box of X, takes X's bytes; the results stay within fp16 of the reference.
  testing::GraphBuilder b("residual_in_place");
  b.input("I", {1, 32, 14, 14});
  auto conv = [&](const std::string& name, const std::string& in, const std::string& out, unsigned seed) {
    b.g.add_constant(name + "_w", npu_test::random_tensor({32, 32, 1, 1}, seed));
    Node& n = b.node(name, "Conv", {in, name + "_w"}, {{out, {1, 32, 14, 14}}});
    n.attrs.set("kernel_shape", std::vector<int64_t>{1, 1});
  };
  conv("conv0", "I", "X", 21);
  conv("conv1", "X", "C1", 22);
  b.node("relu1", "Relu", {"C1"}, {{"T", {1, 32, 14, 14}}});
  conv("conv2", "T", "C2", 23);
  b.node("add", "Add", {"C2", "X"}, {{"S", {1, 32, 14, 14}}});
  b.node("relu2", "Relu", {"S"}, {{"Y", {1, 32, 14, 14}}});
  conv("conv3", "Y", "Z", 24);
  b.output("Z");
  const std::string dir = npu_test::temp_dir("in_place");
  Result<Target> t = make_target("npu");
  CompileOptions o;
  o.out_dir = dir;
  o.policy = "per-op";
  CompileResult r = compile_graph(b.g, *t, o);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const Plan& plan = r.compiled.plan;
  const int x = plan.find_tensor("X"), y = plan.find_tensor("Y");
  ASSERT_GE(x, 0);
  ASSERT_GE(y, 0);
  EXPECT_EQ(plan.tensors[size_t(y)].desc.offset, plan.tensors[size_t(x)].desc.offset);
  const double err = npu_test::run_error(dir, r.compiled.graph);
  EXPECT_LE(err, precision_tolerance(Precision::fp16));
  EXPECT_GT(err, 0.0);
  fs::remove_all(dir);
}

TEST(NpuBackend, AnOutputThatIsAViewOfAnIntermediateIsReadFromIt) {
  // Flatten of a pooled workspace tensor is the graph output: the artifact reads the output from
  // the pool's bytes (a region that no op wrote would leave zeros).
  const std::string dir = npu_test::temp_dir("output_view");
  CompileResult r = npu_test::compile_for_npu(npu_test::conv_pool_flatten_graph(), dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  EXPECT_LE(npu_test::run_error(dir, r.compiled.graph), precision_tolerance(Precision::fp16));
  fs::remove_all(dir);
}

TEST(NpuBackend, AssemblingModelSReproducesModelNpuByteForByte) {
  // rammer-npu-as model.s gives exactly the model.npu the backend wrote.
  const std::string dir = npu_test::temp_dir("roundtrip");
  CompileResult r = npu_test::compile_for_npu(npu_test::load_tiny_cnn(), dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const fs::path out = fs::path(dir) / "reassembled.npu";
  const std::string cmd = std::string(RAMMER_BINARY_DIR) + "/bin/rammer-npu-as " + (fs::path(dir) / "model.s").string() +
                          " -o " + out.string();
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  const std::string written = read_text(fs::path(dir) / "model.npu");
  EXPECT_FALSE(written.empty());
  EXPECT_TRUE(read_text(out) == written);
  fs::remove_all(dir);
}

// The tiny_cnn streams as the backend lowered them, decoded from the container it writes.
struct Lowered {
  CompileResult compiled;
  npu::NpuLowered lowered;
  npu::Program decoded;
};

Lowered lower_tiny_cnn() {
  Lowered l;
  Result<Target> t = make_target("npu");
  l.compiled = compile_graph(npu_test::load_tiny_cnn(), *t, CompileOptions{});
  EXPECT_TRUE(l.compiled.ok()) << l.compiled.status.message();
  Result<npu::NpuLowered> lowered = npu::lower_schedule(l.compiled.compiled.plan, l.compiled.compiled.report.schedule,
                                                        npu::NpuGeometry{});
  EXPECT_TRUE(lowered.is_ok()) << lowered.status().message();
  l.lowered = std::move(*lowered);
  Result<npu::Program> decoded = npu::read_container(npu::write_container(l.lowered.program));
  EXPECT_TRUE(decoded.is_ok());
  l.decoded = std::move(*decoded);
  return l;
}

TEST(NpuBackend, TheValidatorAcceptsTheDecodedStreamsAndRejectsOneDeletedWait) {
  // The SIGNAL/WAITs of the decoded streams order every dependency of the task graph; with the
  // first WAIT removed, some dependency is no longer ordered and validate() says so.
  Lowered l = lower_tiny_cnn();
  const ScheduleReport& rep = l.compiled.compiled.report;
  const Schedule carried = npu::streams_to_schedule(l.decoded, l.lowered.marks, rep.schedule);
  Status ok = validate(carried, rep.tasks, 16);
  EXPECT_TRUE(ok.is_ok()) << ok.message();

  // Every WAIT, deleted alone. A schedule wait for an event several cores signal becomes one WAIT
  // per core, and some of those are also implied by another core's chain, so not every deletion
  // breaks an order; the first one that does must be reported naming the unordered rTask.
  int waits = 0, rejected = 0;
  std::string first_message;
  for (size_t c = 0; c < l.decoded.cores.size(); ++c)
    for (size_t i = 0; i < l.decoded.cores[c].size(); ++i) {
      if (l.decoded.cores[c][i].op != npu::Opcode::WAIT) continue;
      ++waits;
      npu::Program cut = l.decoded;
      auto marks = l.lowered.marks;
      cut.cores[c].erase(cut.cores[c].begin() + long(i));
      for (npu::TaskMark& m : marks[c])
        if (m.instr > i) --m.instr;
      const Status st = validate(npu::streams_to_schedule(cut, marks, rep.schedule), rep.tasks, 16);
      if (!st.is_ok() && first_message.empty()) first_message = st.message();
      rejected += !st.is_ok();
    }
  ASSERT_GT(waits, 0) << "tiny_cnn's streams have no WAIT";
  EXPECT_GT(rejected, 0);
  EXPECT_NE(first_message.find("#"), std::string::npos) << first_message;
}

TEST(NpuBackend, AnOpWithoutAnNpuLoweringIsAnErrorNamingTheNode) {
  // LogSoftmax has no rnpu-v1 lowering yet: the compile fails and names the node, no artifact is written.
  testing::GraphBuilder b("log_softmax_only");
  b.input("X", {4, 32});
  Node& n = b.node("probabilities", "LogSoftmax", {"X"}, {{"Y", {4, 32}}});
  n.attrs.set("axis", int64_t{1});
  b.output("Y");
  const std::string dir = npu_test::temp_dir("unsupported");
  CompileResult r = npu_test::compile_for_npu(b.g, dir);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status.message().find("probabilities"), std::string::npos) << r.status.message();
  EXPECT_FALSE(fs::exists(fs::path(dir) / "model.npu"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace rammer
