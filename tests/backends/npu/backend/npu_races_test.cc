// The streams the backend writes carry every dependency between a core's queues by a token: the
// simulator's race checker (tools/npusim/race_checker.h) runs compiled artifacts and finds none.
// Covers the fp16 and int8 GEMM pipelines, resident weights with groups overlapped across their
// boundary, strided shared rows, and the vector lowerings of tiny_cnn.
#include <gtest/gtest.h>

#include "tests/backends/npu/backend/npu_test_models.h"
#include "tools/npusim/artifact.h"
#include "tools/npusim/simulator.h"
#include "vdevice/device_spec.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

void expect_race_free(const Graph& g, const std::string& name, const std::string& precision = "fp16") {
  Result<Target> t = make_target("npu");
  ASSERT_TRUE(t.is_ok());
  ASSERT_TRUE(t->select_precision(precision).is_ok());
  const std::string dir = npu_test::temp_dir(name);
  CompileOptions o;
  o.out_dir = dir;
  o.calibration_samples = 1;
  CompileResult r = compile_graph(g, *t, o);
  ASSERT_TRUE(r.ok()) << r.status.message();
  auto artifact = npu::load_npu_artifact(dir);
  ASSERT_TRUE(artifact.is_ok()) << artifact.status().message();
  auto cfg = npu::npu_config_from_device(*load_device("npu"));
  auto sim = npu::Simulator::create(*cfg, artifact->program);
  ASSERT_TRUE(sim.is_ok());
  sim->dram() = std::move(artifact->dram);
  npu::SimOptions options;
  options.check_races = true;
  options.record_trace = false;
  auto result = sim->run(options);
  EXPECT_TRUE(result.is_ok()) << result.status().message();
  if (result.is_ok()) {
    EXPECT_FALSE(result->deadlocked());
  }
  fs::remove_all(dir);
}

Graph conv(const std::string& name, Shape x, int64_t m, int64_t k, int64_t stride) {
  testing::GraphBuilder b(name);
  b.input("X", x);
  b.g.add_constant("W", npu_test::random_tensor({m, x[1], k, k}, 3));
  b.g.add_constant("B", npu_test::random_tensor({m}, 4));
  const int64_t p = k / 2, oh = (x[2] + 2 * p - k) / stride + 1, ow = (x[3] + 2 * p - k) / stride + 1;
  Node& c = b.node("conv", "Conv", {"X", "W", "B"}, {{"C", {x[0], m, oh, ow}}});
  c.attrs.set("kernel_shape", std::vector<int64_t>{k, k});
  c.attrs.set("pads", std::vector<int64_t>{p, p, p, p});
  c.attrs.set("strides", std::vector<int64_t>{stride, stride});
  b.node("relu", "Relu", {"C"}, {{"Y", {x[0], m, oh, ow}}});
  b.output("Y");
  return b.g;
}

TEST(NpuRaces, TinyCnnAndAGemmChainAreRaceFree) {
  expect_race_free(npu_test::load_tiny_cnn(), "races_cnn");
  expect_race_free(npu_test::load_tiny_cnn(), "races_cnn_int8", "int8");
  expect_race_free(npu_test::tiny_gemm_graph(), "races_gemm");
  expect_race_free(npu_test::tiny_gemm_graph(), "races_gemm_int8", "int8");
}

TEST(NpuRaces, ResidentAndStridedConvolutionsAreRaceFree) {
  // 1x1 over 56 x 56: resident weights, several overlapped groups per rTask; 3x3 stride 2 over 48
  // channels: shared rows, one product per output row.
  expect_race_free(conv("races_resident", {1, 64, 56, 56}, 256, 1, 1), "races_resident");
  expect_race_free(conv("races_resident8", {1, 64, 56, 56}, 256, 1, 1), "races_resident_int8", "int8");
  expect_race_free(conv("races_strided", {1, 48, 30, 30}, 64, 3, 2), "races_strided");
  expect_race_free(conv("races_strided8", {1, 48, 30, 30}, 64, 3, 2), "races_strided_int8", "int8");
}

TEST(NpuRaces, FoldedWindowsAndMultiBlockChunksAreRaceFree) {
  // A 7x7 stride-2 stem over 3 channels: its window folded (interleaving loads with a gap), a group
  // cut into chunks of half rows; a 1x1 over 1024 channels and 14 x 14 pixels: several channel
  // blocks per chunk. Both with their bias loads hoisted above the WAITs.
  expect_race_free(conv("races_stem", {1, 3, 64, 64}, 64, 7, 2), "races_stem");
  expect_race_free(conv("races_stem8", {1, 3, 64, 64}, 64, 7, 2), "races_stem_int8", "int8");
  expect_race_free(conv("races_blocks", {1, 1024, 14, 14}, 256, 1, 1), "races_blocks");
}

}  // namespace
}  // namespace rammer
