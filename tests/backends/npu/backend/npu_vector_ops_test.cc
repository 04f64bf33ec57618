// The NPU backend on the ops a transformer layer needs: attention (MatMul of two computed tensors
// through transposed views, a scaled and masked Softmax), a GELU (erf) epilogue and a LayerNorm
// written as ReduceMean / Sub / Pow / Sqrt / Div, as BERT exports it at opset 13. Whole models
// run in the simulator through the C API against the reference interpreter.
#include <gtest/gtest.h>

#include <filesystem>
#include <tuple>

#include "rtask/variants.h"
#include "tests/backends/npu/backend/npu_test_models.h"

namespace rammer {
namespace {


Tensor scalar(float v) { return Tensor::scalar_f32(v); }

// Two heads of 16 over a sequence of 8: Q, K, V [1, 8, 32] split into heads by Reshape + Transpose,
// scores Q K^T / 4 + mask, Softmax, times V, heads merged back to [1, 8, 32].
Graph attention_graph() {
  testing::GraphBuilder b("tiny_attention");
  for (const char* x : {"Q", "K", "V"}) b.input(x, {1, 8, 32});
  b.input("mask", {1, 1, 1, 8});
  b.ints("heads_shape", {1, 8, 2, 16});
  b.ints("merged_shape", {1, 8, 32});
  b.g.add_constant("scale", scalar(4.0f));
  for (const std::string x : {"Q", "K", "V"}) {
    b.node(x + "_split", "Reshape", {x, "heads_shape"}, {{x + "s", {1, 8, 2, 16}}});
    Node& t = b.node(x + "_heads", "Transpose", {x + "s"}, {{x + "h", {1, 2, 8, 16}}});
    t.attrs.set("perm", std::vector<int64_t>{0, 2, 1, 3});
  }
  Node& kt = b.node("k_transpose", "Transpose", {"Kh"}, {{"Kt", {1, 2, 16, 8}}});
  kt.attrs.set("perm", std::vector<int64_t>{0, 1, 3, 2});
  b.node("scores", "MatMul", {"Qh", "Kt"}, {{"S", {1, 2, 8, 8}}});
  b.node("scaled", "Div", {"S", "scale"}, {{"Sd", {1, 2, 8, 8}}});
  b.node("masked", "Add", {"Sd", "mask"}, {{"Sm", {1, 2, 8, 8}}});
  Node& sm = b.node("probabilities", "Softmax", {"Sm"}, {{"P", {1, 2, 8, 8}}});
  sm.attrs.set("axis", int64_t{-1});
  b.node("context", "MatMul", {"P", "Vh"}, {{"C", {1, 2, 8, 16}}});
  Node& back = b.node("merge_heads", "Transpose", {"C"}, {{"Ct", {1, 8, 2, 16}}});
  back.attrs.set("perm", std::vector<int64_t>{0, 2, 1, 3});
  b.node("merged", "Reshape", {"Ct", "merged_shape"}, {{"Y", {1, 8, 32}}});
  b.output("Y");
  return b.g;
}

// X [1, 8, 32] -> MatMul + bias -> exact GELU written with Erf -> + X -> LayerNorm as opset 13
// decomposes it (ReduceMean, Sub, Pow 2, ReduceMean, Add eps, Sqrt, Div, Mul gamma, Add beta).
Graph gelu_layer_norm_graph() {
  testing::GraphBuilder b("gelu_layer_norm");
  b.input("X", {1, 8, 32});
  b.g.add_constant("W", npu_test::random_tensor({32, 32}, 11));
  b.g.add_constant("bias", npu_test::random_tensor({32}, 12));
  b.g.add_constant("gamma", npu_test::random_tensor({32}, 13));
  b.g.add_constant("beta", npu_test::random_tensor({32}, 14));
  b.g.add_constant("sqrt2", scalar(1.41421356f));
  b.g.add_constant("one", scalar(1.0f));
  b.g.add_constant("half", scalar(0.5f));
  b.g.add_constant("two", scalar(2.0f));
  b.g.add_constant("eps", scalar(1e-5f));
  const Shape s{1, 8, 32}, r{1, 8, 1};
  b.node("fc", "MatMul", {"X", "W"}, {{"H0", s}});
  b.node("fc_bias", "Add", {"H0", "bias"}, {{"H", s}});
  b.node("gelu_div", "Div", {"H", "sqrt2"}, {{"G0", s}});
  b.node("gelu_erf", "Erf", {"G0"}, {{"G1", s}});
  b.node("gelu_add", "Add", {"G1", "one"}, {{"G2", s}});
  b.node("gelu_mul", "Mul", {"H", "G2"}, {{"G3", s}});
  b.node("gelu_half", "Mul", {"G3", "half"}, {{"G", s}});
  b.node("residual", "Add", {"G", "X"}, {{"Rs", s}});
  Node& m = b.node("ln_mean", "ReduceMean", {"Rs"}, {{"Mu", r}});
  m.attrs.set("axes", std::vector<int64_t>{-1});
  b.node("ln_sub", "Sub", {"Rs", "Mu"}, {{"D", s}});
  b.node("ln_pow", "Pow", {"D", "two"}, {{"D2", s}});
  Node& v = b.node("ln_var", "ReduceMean", {"D2"}, {{"Var", r}});
  v.attrs.set("axes", std::vector<int64_t>{-1});
  b.node("ln_eps", "Add", {"Var", "eps"}, {{"Ve", r}});
  b.node("ln_sqrt", "Sqrt", {"Ve"}, {{"Sd", r}});
  b.node("ln_div", "Div", {"D", "Sd"}, {{"N", s}});
  b.node("ln_scale", "Mul", {"N", "gamma"}, {{"Ns", s}});
  b.node("ln_shift", "Add", {"Ns", "beta"}, {{"Y", s}});
  b.output("Y");
  return b.g;
}

// MobileNet-v2's inverted residual, small: 1x1 expand + ReLU6, depthwise 3x3 (stride 1, then
// stride 2 with a ragged right edge) + ReLU6, 1x1 project, + the block's input; and a grouped
// 3x3 convolution of the block's output.
Graph inverted_residual_graph() {
  testing::GraphBuilder b("inverted_residual");
  b.input("X", {1, 8, 9, 9});
  b.g.add_constant("We", npu_test::random_tensor({24, 8, 1, 1}, 21));
  b.g.add_constant("Wd", npu_test::random_tensor({24, 1, 3, 3}, 22));
  b.g.add_constant("Bd", npu_test::random_tensor({24}, 23));
  b.g.add_constant("Ws", npu_test::random_tensor({8, 1, 3, 3}, 24));
  b.g.add_constant("Wp", npu_test::random_tensor({8, 24, 1, 1}, 25));
  b.g.add_constant("zero", scalar(0.0f));
  b.g.add_constant("six", scalar(6.0f));
  auto conv = [&](const std::string& name, std::vector<std::string> in, const std::string& out, Shape shape,
                  int64_t k, int64_t stride, int64_t group) {
    Node& n = b.node(name, "Conv", std::move(in), {{out, shape}});
    n.attrs.set("kernel_shape", std::vector<int64_t>{k, k});
    n.attrs.set("strides", std::vector<int64_t>{stride, stride});
    n.attrs.set("pads", std::vector<int64_t>{k / 2, k / 2, k / 2, k / 2});
    n.attrs.set("group", group);
  };
  conv("expand", {"X", "We"}, "E", {1, 24, 9, 9}, 1, 1, 1);
  b.node("expand_relu6", "Clip", {"E", "zero", "six"}, {{"E6", {1, 24, 9, 9}}});
  conv("depthwise", {"E6", "Wd", "Bd"}, "D", {1, 24, 9, 9}, 3, 1, 24);
  b.node("depthwise_relu6", "Clip", {"D", "zero", "six"}, {{"D6", {1, 24, 9, 9}}});
  conv("project", {"D6", "Wp"}, "P", {1, 8, 9, 9}, 1, 1, 1);
  b.node("residual", "Add", {"P", "X"}, {{"R", {1, 8, 9, 9}}});
  conv("depthwise_s2", {"R", "Ws"}, "S", {1, 8, 5, 5}, 3, 2, 8);
  b.output("S");
  // A grouped (not depthwise) 3x3: 4 groups of 2 input and 6 output channels (ResNeXt, NASNet).
  b.g.add_constant("Wg", npu_test::random_tensor({24, 2, 3, 3}, 26));
  conv("grouped", {"R", "Wg"}, "G", {1, 24, 9, 9}, 3, 1, 4);
  b.output("G");
  return b.g;
}

TEST(NpuVectorOps, InvertedResidualWithDepthwiseConvsRunsWithinFp16Tolerance) {
  npu_test::expect_within_fp16(inverted_residual_graph(), "inverted_residual");
}

TEST(NpuVectorOps, ConcatOfComputedTensorsRunsWithinFp16Tolerance) {
  // Two convolutions and the block's input concatenated along channels, then a Relu: the parts are
  // copied into the output (or each op stores into its part when the plan places it there).
  testing::GraphBuilder b("concat");
  b.input("X", {1, 4, 5, 6});
  b.g.add_constant("W1", npu_test::random_tensor({3, 4, 1, 1}, 31));
  b.g.add_constant("W2", npu_test::random_tensor({5, 4, 1, 1}, 32));
  for (const auto& [name, w, m] : {std::tuple{"c1", "W1", 3}, std::tuple{"c2", "W2", 5}}) {
    Node& n = b.node(name, "Conv", {"X", w}, {{std::string(name) + "y", {1, m, 5, 6}}});
    n.attrs.set("kernel_shape", std::vector<int64_t>{1, 1});
  }
  Node& cat = b.node("cat", "Concat", {"c1y", "X", "c2y"}, {{"Cat", {1, 12, 5, 6}}});
  cat.attrs.set("axis", int64_t{1});
  b.node("relu", "Relu", {"Cat"}, {{"Y", {1, 12, 5, 6}}});
  b.output("Y");
  npu_test::expect_within_fp16(b.g, "concat");
}

TEST(NpuVectorOps, PadsAndPaddedPoolsRunWithinFp16Tolerance) {
  // Inception's average pooling with count_include_pad as exported: Pad (constant 0, and a
  // non-zero value on another Pad) then an unpadded AveragePool; a padded AveragePool without
  // count_include_pad; padded MaxPools of a signed input.
  testing::GraphBuilder b("pad_pool");
  b.input("X", {1, 5, 6, 7});
  b.ints("pads", {0, 0, 1, 1, 0, 0, 1, 1});
  b.ints("pads2", {0, 1, 0, 2, 0, 0, 1, 0});
  b.g.add_constant("v", scalar(0.75f));
  b.node("pad", "Pad", {"X", "pads"}, {{"P", {1, 5, 8, 9}}});
  Node& pool = b.node("pool", "AveragePool", {"P"}, {{"A", {1, 5, 6, 7}}});
  pool.attrs.set("kernel_shape", std::vector<int64_t>{3, 3});
  b.node("pad_value", "Pad", {"A", "pads2", "v"}, {{"Y", {1, 6, 7, 9}}});
  b.output("Y");
  // NASNet's padded average without count_include_pad: border windows divide by fewer elements.
  Node& excl = b.node("pool_exclude_pad", "AveragePool", {"X"}, {{"E", {1, 5, 3, 4}}});
  excl.attrs.set("kernel_shape", std::vector<int64_t>{3, 3});
  excl.attrs.set("strides", std::vector<int64_t>{2, 2});
  excl.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  b.output("E");
  // Global averages over more than 1023 and more than 4095 elements (MobileNet-v3's squeeze-excite).
  b.input("Big", {1, 3, 33, 34});
  b.node("global", "GlobalAveragePool", {"Big"}, {{"Gp", {1, 3, 1, 1}}});
  b.output("Gp");
  b.input("Huge", {1, 2, 65, 66});
  b.node("global_huge", "GlobalAveragePool", {"Huge"}, {{"Gh", {1, 2, 1, 1}}});
  b.output("Gh");
  // Padded MaxPools of an input that may be negative (NASNet): the border taps read the edge.
  for (const auto& [name, stride, out] : {std::tuple{"max_s1", 1, Shape{1, 5, 6, 7}}, std::tuple{"max_s2", 2, Shape{1, 5, 3, 4}}}) {
    Node& mp = b.node(name, "MaxPool", {"X"}, {{std::string(name) + "_y", out}});
    mp.attrs.set("kernel_shape", std::vector<int64_t>{3, 3});
    mp.attrs.set("strides", std::vector<int64_t>{int64_t(stride), int64_t(stride)});
    mp.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
    b.output(std::string(name) + "_y");
  }
  npu_test::expect_within_fp16(b.g, "pad_pool");
}

TEST(NpuVectorOps, InceptionStemAndFactorisedConvsRunWithinFp16Tolerance) {
  // Inception-v3's input transform (a Slice per channel, scaled and shifted, concatenated) and its
  // factorised 1x7 / 7x1 convolutions.
  testing::GraphBuilder b("inception_bits");
  b.input("X", {1, 3, 9, 10});
  b.g.add_constant("s", scalar(0.458f));
  b.g.add_constant("o", scalar(-0.03f));
  b.g.add_constant("W17", npu_test::random_tensor({6, 3, 1, 7}, 41));
  b.g.add_constant("W71", npu_test::random_tensor({5, 6, 7, 1}, 42));
  b.ints("starts", {1});
  b.ints("ends", {2});
  b.ints("axes", {1});
  b.node("slice", "Slice", {"X", "starts", "ends", "axes"}, {{"X1", {1, 1, 9, 10}}});
  b.node("scale", "Mul", {"X1", "s"}, {{"X2", {1, 1, 9, 10}}});
  b.node("shift", "Add", {"X2", "o"}, {{"X3", {1, 1, 9, 10}}});
  Node& cat = b.node("cat", "Concat", {"X3", "X", "X3"}, {{"C", {1, 5, 9, 10}}});
  cat.attrs.set("axis", int64_t{1});
  b.output("C");
  Node& c1 = b.node("c17", "Conv", {"X", "W17"}, {{"A", {1, 6, 9, 10}}});
  c1.attrs.set("kernel_shape", std::vector<int64_t>{1, 7});
  c1.attrs.set("pads", std::vector<int64_t>{0, 3, 0, 3});
  b.node("relu", "Relu", {"A"}, {{"Ar", {1, 6, 9, 10}}});
  Node& c2 = b.node("c71", "Conv", {"Ar", "W71"}, {{"B", {1, 5, 9, 10}}});
  c2.attrs.set("kernel_shape", std::vector<int64_t>{7, 1});
  c2.attrs.set("pads", std::vector<int64_t>{3, 0, 3, 0});
  b.output("B");
  npu_test::expect_within_fp16(b.g, "inception_bits");
}

TEST(NpuVectorOps, ReluBeforeDepthwiseConvolutionsRunsWithinFp16Tolerance) {
  // NASNet's separable convolutions: a Relu that only depthwise convolutions read is fused as their
  // input prologue (two of them share it here).
  testing::GraphBuilder b("relu_depthwise");
  b.input("X", {1, 20, 6, 7});
  b.g.add_constant("W3", npu_test::random_tensor({20, 1, 3, 3}, 51));
  b.g.add_constant("W5", npu_test::random_tensor({20, 1, 5, 5}, 52));
  b.node("relu", "Relu", {"X"}, {{"R", {1, 20, 6, 7}}});
  Node& c = b.node("dw3", "Conv", {"R", "W3"}, {{"Y", {1, 20, 6, 7}}});
  c.attrs.set("kernel_shape", std::vector<int64_t>{3, 3});
  c.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  c.attrs.set("group", int64_t{20});
  Node& g = b.node("dw5", "Conv", {"R", "W5"}, {{"Z", {1, 20, 3, 4}}});
  g.attrs.set("kernel_shape", std::vector<int64_t>{5, 5});
  g.attrs.set("pads", std::vector<int64_t>{2, 2, 2, 2});
  g.attrs.set("strides", std::vector<int64_t>{2, 2});
  g.attrs.set("group", int64_t{20});
  b.output("Y");
  b.output("Z");
  npu_test::expect_within_fp16(b.g, "relu_depthwise");
}

TEST(NpuVectorOps, HardActivationsRunWithinFp16Tolerance) {
  // MobileNet-v3's HardSigmoid and HardSwish, and LeakyRelu, as vector programs with constants.
  testing::GraphBuilder b("hard_activations");
  b.input("X", {2, 3, 40});
  b.g.add_constant("k", scalar(4.0f));
  b.node("scale", "Mul", {"X", "k"}, {{"S", {2, 3, 40}}});  // past the clamps at -3 and 3
  Node& hs = b.node("hsig", "HardSigmoid", {"S"}, {{"A", {2, 3, 40}}});
  hs.attrs.set("alpha", 0.25f);
  b.node("hswish", "HardSwish", {"S"}, {{"B", {2, 3, 40}}});
  Node& lr = b.node("leaky", "LeakyRelu", {"S"}, {{"C", {2, 3, 40}}});
  lr.attrs.set("alpha", 0.1f);
  for (const char* y : {"A", "B", "C"}) b.output(y);
  npu_test::expect_within_fp16(b.g, "hard_activations");
}

TEST(NpuVectorOps, GathersWithConstantIndicesRunWithinFp16Tolerance) {
  // Nearest-neighbour upsampling as lower_resize writes it: a Gather of rows, then of columns,
  // constant i64 indices (one negative), after a Relu so that the gathered tensor is computed.
  testing::GraphBuilder b("gathers");
  b.input("X", {1, 3, 4, 5});
  b.ints("rows", {0, 0, 1, 1, 2, 2, 3, -1});
  b.ints("cols", {0, 0, 1, 1, 2, 2, 3, 3, 4, -1});
  b.node("relu", "Relu", {"X"}, {{"R", {1, 3, 4, 5}}});
  Node& g1 = b.node("gather_rows", "Gather", {"R", "rows"}, {{"G", {1, 3, 8, 5}}});
  g1.attrs.set("axis", int64_t{2});
  Node& g2 = b.node("gather_cols", "Gather", {"G", "cols"}, {{"Y", {1, 3, 8, 10}}});
  g2.attrs.set("axis", int64_t{3});
  b.output("Y");
  npu_test::expect_within_fp16(b.g, "gathers");
}

TEST(NpuVectorOps, AttentionRunsWithinFp16Tolerance) {
  npu_test::expect_within_fp16(attention_graph(), "attention");
}

// The decomposed layer normalisation stays decomposed on the NPU (Target::skipped_passes: rnpu-v1 has
// no LayerNormalization lowering), where the CPU fuses it.
TEST(NpuVectorOps, GeluAndDecomposedLayerNormRunWithinFp16Tolerance) {
  Result<Target> npu = make_target("npu"), cpu = make_target("cpu");
  ASSERT_TRUE(npu.is_ok() && cpu.is_ok());
  EXPECT_EQ(npu->skipped_passes(), std::vector<std::string>{"fuse_layernorm"});
  EXPECT_TRUE(cpu->skipped_passes().empty());
  npu_test::expect_within_fp16(gelu_layer_norm_graph(), "gelu_layer_norm");
}

TEST(NpuVectorOps, TheNpuTargetOffersTwoDimensionalSplitsOfA1x1Convolution) {
  // ResNet-50's layer3 1x1 reduce: y [1, 256, 14, 14], M = 256 channels (dim 1) x 196 pixels. The
  // CPU shapes split the pixels, or the channels when few pixels are left per rTask, so at about
  // one rTask per core each core reads the whole input or all the weights; the NPU target also
  // offers grids (npu_gemm_*) that split both, with channel pieces a multiple of the matrix unit's
  // 16 and about one rTask per core. A CPU target does not get them.
  const Shape y{1, 256, 14, 14};
  Result<Target> t = make_target("npu");
  ASSERT_TRUE(t.is_ok());
  const VariantOptions o = t->variant_options();
  EXPECT_TRUE(o.npu);
  int grids = 0;
  for (const RKernel& k : gemm_variants(y, 1, {2, 3}, o)) {
    if (k.name.rfind("npu_gemm_", 0) != 0) continue;
    ++grids;
    const int64_t tasks = (256 + k.tile[1] - 1) / k.tile[1] * ((14 + k.tile[2] - 1) / k.tile[2]) *
                          ((14 + k.tile[3] - 1) / k.tile[3]);
    EXPECT_LT(k.tile[1], 256) << k.name;
    EXPECT_LT(k.tile[2] * k.tile[3], 196) << k.name;
    EXPECT_EQ(k.tile[1] % 16, 0) << k.name;
    EXPECT_GE(tasks, 8) << k.name;
    EXPECT_LE(tasks, 32) << k.name;
  }
  EXPECT_GE(grids, 2);
  VariantOptions cpu = o;
  cpu.npu = false;
  for (const RKernel& k : gemm_variants(y, 1, {2, 3}, cpu)) EXPECT_NE(k.name.rfind("npu_gemm_", 0), 0u) << k.name;
}

// An NPU core's GEMM-shaped rTasks are priced at its matrix unit's rate (fp16 and int8 alike), four
// times its vector units': at the vector rate every split of a layer would look compute-bound, and
// the bytes each core streams, which decide most layers there, would not tell the splits apart.
TEST(NpuVectorOps, TheNpuPricesGemmShapedWorkAtItsMatrixUnitRate) {
  const Shape y{1, 3072, 128};  // BERT's FFN in: 3072 channels x 128 tokens
  for (const char* precision : {"fp16", "int8"}) {
    Result<Target> t = make_target("npu");
    ASSERT_TRUE(t.is_ok());
    ASSERT_TRUE(t->select_precision(precision).is_ok()) << precision;
    const VariantOptions o = t->variant_options();
    EXPECT_EQ(o.matrix_rate, MathRate::f16) << precision;
    for (const RKernel& k : gemm_variants(y, 1, {2}, o)) EXPECT_EQ(k.rate, MathRate::f16) << precision << " " << k.name;
    const VDevice d = make_vdevice(t->spec, KernelResources{}, 0);
    EXPECT_DOUBLE_EQ(d.flops_per_us_at(MathRate::f16), 4 * d.flops_per_us_at(MathRate::f32));
  }
  Result<Target> cpu = make_target("cpu");
  ASSERT_TRUE(cpu.is_ok());
  for (const RKernel& k : gemm_variants(y, 1, {2}, cpu->variant_options())) EXPECT_EQ(k.rate, MathRate::f32) << k.name;
}

}  // namespace
}  // namespace rammer
