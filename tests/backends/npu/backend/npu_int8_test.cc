// int8 on the NPU end to end (--precision=int8): calibration (seeded and from a directory), the
// manifest's record of the scales, the numerics of an int8 conv bit for bit against an independent
// computation from those scales, a whole model within the int8 tolerance, and the assembler round
// trip of an int8 stream.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "driver/npu_calibration.h"
#include "tests/backends/npu/backend/npu_test_models.h"
#include "tools/npusim/half.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

CompileResult compile_int8(const Graph& g, const std::string& dir, const std::string& calibrate_dir = "") {
  Result<Target> t = make_target("npu");
  EXPECT_TRUE(t.is_ok());
  EXPECT_TRUE(t->select_precision("int8").is_ok());
  CompileOptions o;
  o.out_dir = dir;
  o.calibrate_dir = calibrate_dir;
  return compile_graph(g, *t, o);
}

// Runs the artifact on seeded inputs (seed 1234); the outputs by name.
std::map<std::string, Tensor> run(const std::string& dir, const Graph& g, const std::map<std::string, Tensor>& inputs) {
  rammer_library* lib = rammer_open(dir.c_str());
  EXPECT_NE(lib, nullptr) << rammer_last_error();
  std::map<std::string, Tensor> outs;
  if (!lib) return outs;
  rammer_session* s = rammer_session_create(lib);
  for (const auto& [name, t] : inputs) EXPECT_EQ(rammer_bind_input(s, name.c_str(), t.raw(), t.nbytes()), 0);
  for (const std::string& name : g.outputs) {
    outs.emplace(name, Tensor(DType::f32, g.value(name).shape));
    EXPECT_EQ(rammer_bind_output(s, name.c_str(), outs.at(name).raw(), outs.at(name).nbytes()), 0);
  }
  EXPECT_EQ(rammer_run(s), 0) << rammer_last_error();
  rammer_session_destroy(s);
  EXPECT_EQ(rammer_close(lib), 0);
  return outs;
}

// X[1, 20, 7, 9] -> Conv KxK pad K/2 stride S (24 channels, bias) -> Y: two input-channel blocks
// (one ragged), two output-channel tiles (one ragged), border padding.
struct ConvCase {
  int k, stride, c = 20, h = 7, w = 9, m = 24;
  int out(int in) const { return (in + 2 * (k / 2) - k) / stride + 1; }
};
Graph conv_graph(ConvCase cc = {3, 1}) {
  testing::GraphBuilder b("int8_conv");
  b.input("X", {1, cc.c, cc.h, cc.w});
  b.g.add_constant("W", npu_test::random_tensor({cc.m, cc.c, cc.k, cc.k}, 7));
  b.g.add_constant("B", npu_test::random_tensor({cc.m}, 8));
  Node& conv = b.node("conv", "Conv", {"X", "W", "B"}, {{"Y", {1, cc.m, cc.out(cc.h), cc.out(cc.w)}}});
  conv.attrs.set("kernel_shape", std::vector<int64_t>{cc.k, cc.k});
  const int64_t p = cc.k / 2;
  conv.attrs.set("pads", std::vector<int64_t>{p, p, p, p});
  conv.attrs.set("strides", std::vector<int64_t>{cc.stride, cc.stride});
  b.output("Y");
  return b.g;
}

TEST(NpuInt8, ConvMatchesAnIndependentInt8ComputationFromTheManifestScales) {
  // The manifest's input scale / zero point and per-channel weight scales, applied by hand: x as
  // fp16 (the DRAM copy), quantised (ties to even), w quantised symmetric per channel, an exact
  // integer convolution with zero padding, then half(float(acc) * (sx * sw) + b). The NPU's output
  // must equal it bit for bit. 3x3 and 1x1 convolutions at strides 1 and 2 (the lowering loads a
  // stride-2 input per kh).
  // An input of at most 8 channels folds kw into the reduction (an RGB stem). The 1x1 conv over
  // 56 x 56 pixels (ResNet-50 layer1's expansion) keeps its weights resident while its pixels
  // stream through in several groups.
  for (ConvCase cc : {ConvCase{3, 1}, ConvCase{3, 2}, ConvCase{1, 2}, ConvCase{1, 1}, ConvCase{3, 1, 8},
                      ConvCase{3, 2, 3}, ConvCase{1, 1, 64, 56, 56, 256}}) {
    SCOPED_TRACE(std::to_string(cc.k) + "x" + std::to_string(cc.k) + " stride " + std::to_string(cc.stride));
    const int K = cc.k, S = cc.stride, P = cc.k / 2, H = cc.h, W = cc.w, OH = cc.out(H), OW = cc.out(W), C = cc.c,
              M = cc.m;
    const std::string dir = npu_test::temp_dir("int8_conv");
    const Graph g = conv_graph(cc);
    CompileResult r = compile_int8(g, dir);
    ASSERT_TRUE(r.ok()) << r.status.message();
    const nlohmann::json m = nlohmann::json::parse(read_text(fs::path(dir) / "manifest.json"));
    ASSERT_EQ(m.at("precision"), "int8");
    ASSERT_EQ(m.at("int8").at("ops").size(), 1u);
    const nlohmann::json& op = m["int8"]["ops"][0];
    EXPECT_EQ(op.at("input"), "X");
    const float sx = op.at("input_scale").get<float>();
    const int zp = op.at("input_zero_point").get<int>();
    const std::vector<float> sw = op.at("weight_scales").get<std::vector<float>>();
    ASSERT_EQ(sw.size(), size_t(M));
    EXPECT_GT(sx, 0.0f);

    const std::map<std::string, Tensor> inputs = seeded_inputs(g, 1234);
    const Tensor& x = inputs.at("X");
    const Tensor& w = *g.value("W").constant;
    ASSERT_EQ(w.numel(), M * C * K * K);
    const Tensor& bias = *g.value("B").constant;
    auto q = [](double v, double lo, double hi) { return std::clamp(std::nearbyint(v), lo, hi); };
    std::vector<int> xq(size_t(x.numel()));
    for (int64_t i = 0; i < x.numel(); ++i) {
      const float xh = npu::half_to_float(npu::float_to_half(float(x.get_f64(i))));
      xq[size_t(i)] = int(std::clamp(std::nearbyint(double(xh / sx)) + zp, -128.0, 127.0));
    }
    const Tensor y = run(dir, g, inputs).at("Y");
    int64_t checked = 0;
    for (int mo = 0; mo < M; ++mo)
      for (int oh = 0; oh < OH; ++oh)
        for (int ow = 0; ow < OW; ++ow) {
          int64_t acc = 0;
          for (int c = 0; c < C; ++c)
            for (int kh = 0; kh < K; ++kh)
              for (int kw = 0; kw < K; ++kw) {
                const int ih = oh * S + kh - P, iw = ow * S + kw - P;
                if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
                const int wq =
                    int(q(double(float(w.get_f64(((mo * C + c) * K + kh) * K + kw)) / sw[size_t(mo)]), -127, 127));
                acc += int64_t(xq[size_t((c * H + ih) * W + iw)] - zp) * wq;
              }
          const float scale = sx * sw[size_t(mo)];
          const float want = npu::half_to_float(npu::float_to_half(float(acc) * scale + float(bias.get_f64(mo))));
          const float got = float(y.get_f64((mo * OH + oh) * OW + ow));
          ASSERT_EQ(got, want) << "channel " << mo << " pixel " << oh << "," << ow;
          ++checked;
        }
    EXPECT_EQ(checked, M * OH * OW);
    fs::remove_all(dir);
  }
}

TEST(NpuInt8, TinyCnnRunsWithinTheInt8ToleranceAndItsStreamReassembles) {
  // tiny_cnn's convs and Gemm run in int8 (the stream holds int8 products, quantise and dequantise
  // steps); the outputs are within the documented int8 tolerance of the fp32 reference and further
  // from it than the fp16 build's (quantisation costs accuracy); model.s assembles to model.npu.
  const Graph g = npu_test::load_tiny_cnn();
  const std::string dir = npu_test::temp_dir("int8_cnn"), fp16_dir = npu_test::temp_dir("int8_cnn_fp16");
  CompileResult r = compile_int8(g, dir);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const std::string text = read_text(fs::path(dir) / "model.s");
  EXPECT_NE(text.find("dtype=int8"), std::string::npos);
  EXPECT_NE(text.find("vec.quant"), std::string::npos);
  EXPECT_NE(text.find("vec.dequant"), std::string::npos);
  EXPECT_EQ(text.find("vec.cvt"), std::string::npos) << "every GEMM of tiny_cnn has constant weights";
  const nlohmann::json m = nlohmann::json::parse(read_text(fs::path(dir) / "manifest.json"));
  EXPECT_EQ(m.at("precision"), "int8");
  EXPECT_EQ(m.at("int8").at("ops").size(), 4u);  // stem, two block convs, fc
  EXPECT_EQ(m["int8"].at("calibration"), "seeded random inputs (4 samples)");

  const std::map<std::string, Tensor> inputs = seeded_inputs(r.compiled.graph, 1234);
  const std::map<std::string, Tensor> want = interpret(r.compiled.graph, inputs);
  const std::map<std::string, Tensor> got = run(dir, r.compiled.graph, inputs);
  double err = 0;
  for (const auto& [name, t] : got) err = std::max(err, precision_error(t, want.at(name), Precision::int8));
  EXPECT_LE(err, kInt8Tolerance);
  const double fp16_err = [&] {
    CompileResult f = npu_test::compile_for_npu(g, fp16_dir);
    EXPECT_TRUE(f.ok()) << f.status.message();
    return npu_test::run_error(fp16_dir, f.compiled.graph);
  }();
  EXPECT_GT(err, fp16_err) << "an int8 build as accurate as fp16 did not quantise";

  const fs::path out = fs::path(dir) / "reassembled.npu";
  const std::string cmd = std::string(RAMMER_BINARY_DIR) + "/bin/rammer-npu-as " +
                          (fs::path(dir) / "model.s").string() + " -o " + out.string();
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  EXPECT_TRUE(read_text(out) == read_text(fs::path(dir) / "model.npu"));
  fs::remove_all(dir);
  fs::remove_all(fp16_dir);
}

TEST(NpuInt8, CalibrationDirectoryGivesTheScalesAndBadFilesAreNamed) {
  // Two raw f32 samples of X; the input's range over them (widened to hold 0) sets its scale:
  // values in [-2, 6] -> scale 8 / 255, zero point -128 + 2 / scale = -64.
  const Graph g = conv_graph();
  const std::string cal = npu_test::temp_dir("int8_cal"), dir = npu_test::temp_dir("int8_cal_out");
  fs::create_directories(cal);
  std::vector<float> a(20 * 7 * 9, 1.0f), b(20 * 7 * 9, 0.5f);
  a[3] = -2.0f;
  b[100] = 6.0f;
  std::ofstream(fs::path(cal) / "a.f32", std::ios::binary)
      .write(reinterpret_cast<const char*>(a.data()), std::streamsize(a.size() * 4));
  std::ofstream(fs::path(cal) / "b.f32", std::ios::binary)
      .write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size() * 4));
  CompileResult r = compile_int8(g, dir, cal);
  ASSERT_TRUE(r.ok()) << r.status.message();
  const nlohmann::json m = nlohmann::json::parse(read_text(fs::path(dir) / "manifest.json"));
  EXPECT_EQ(m["int8"].at("calibration"), "calibration directory " + cal + " (2 samples)");
  EXPECT_FLOAT_EQ(m["int8"]["ops"][0].at("input_scale").get<float>(), 8.0f / 255.0f);
  EXPECT_EQ(m["int8"]["ops"][0].at("input_zero_point").get<int>(), -64);

  std::ofstream(fs::path(cal) / "c.f32", std::ios::binary) << "short";
  Result<std::vector<InputSet>> bad = calibration_inputs(r.compiled.graph, cal, 0);
  ASSERT_FALSE(bad.is_ok());
  EXPECT_NE(bad.status().message().find("c.f32 holds 5 bytes"), std::string::npos) << bad.status().message();
  fs::remove_all(cal);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace rammer
