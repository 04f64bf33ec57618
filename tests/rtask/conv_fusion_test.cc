// The rTask builder's conv fusions: a Relu as a depthwise conv's input prologue, and on the CPU tile
// kernels the inverted-residual block as one op, a stem conv inside its max pool, a BatchNormalization
// + Relu or an SE scale as a 1x1 conv's input prologue (rtask/ops/conv.cc, rtask/ops/pool.cc).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <tuple>

#include "rtask/build_rprogram.h"
#include "rtask/split.h"
#include "tests/common/test_graphs.h"

namespace rammer {
namespace {

using testing::GraphBuilder;

// Relu -> depthwise Conv: the Relu is the conv's input prologue when the conv is its only reader.
GraphBuilder relu_dw_graph(bool relu_read_twice, int64_t group) {
  GraphBuilder b("relu_dw");
  b.input("x", {1, 4, 6, 6});
  b.weight("w", {4, 4 / group, 3, 3});
  b.node("relu_0", "Relu", {"x"}, {{"xr", {1, 4, 6, 6}}});
  Node& n = b.node("dw_0", "Conv", {"xr", "w"}, {{"y", {1, 4, 6, 6}}});
  n.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  n.attrs.set("group", group);
  b.output("y");
  if (relu_read_twice) {
    b.node("neg_0", "Neg", {"xr"}, {{"z", {1, 4, 6, 6}}});
    b.output("z");
  }
  return b;
}

TEST(SchedRTask, ReluSharedByDepthwiseConvsIsEachOnesPrologue) {
  GraphBuilder b = relu_dw_graph(false, 4);
  Node& n = b.node("dw_1", "Conv", {"xr", "w"}, {{"y1", {1, 4, 4, 4}}});
  n.attrs.set("group", int64_t{4});
  b.output("y1");
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 2u);
  for (const ROperator& op : p.ops) {
    EXPECT_EQ(op.reads.at(0).tensor, "x") << op.name;
    EXPECT_TRUE(op.params.count("input_relu")) << op.name;
  }
}

TEST(SchedRTask, ReluBeforeDepthwiseIsItsInputPrologue) {
  RProgram p = build_rprogram(relu_dw_graph(false, 4).g);
  ASSERT_EQ(p.ops.size(), 1u);
  EXPECT_EQ(p.ops[0].kind, "Conv");
  EXPECT_EQ(p.ops[0].reads.at(0).tensor, "x");  // the Relu's input, not its output
  EXPECT_EQ(p.ops[0].params.at("input_relu"), (std::vector<int64_t>{1}));
  // Not fused: the ReLU output has a second reader, or the conv is not depthwise.
  for (auto [twice, group] : {std::pair<bool, int64_t>{true, 4}, {false, 1}, {false, 2}}) {
    RProgram q = build_rprogram(relu_dw_graph(twice, group).g);
    EXPECT_GE(q.ops.size(), 2u) << "group " << group;
    for (const ROperator& op : q.ops) EXPECT_FALSE(op.params.count("input_relu")) << op.name;
  }
}

// MobileNet-V2's inverted-residual block: 1x1 expand + Relu, depthwise 3x3 + Relu, 1x1 project
// (the Relus marked as their convs' epilogues, as the frontend's mark_epilogues does).
GraphBuilder inverted_residual_graph(bool dw_output_read_twice) {
  GraphBuilder b("block");
  b.input("x", {1, 4, 32, 32});
  b.weight("we", {8, 4, 1, 1});
  b.weight("wd", {8, 1, 3, 3});
  b.weight("wp", {4, 8, 1, 1});
  b.node("ex", "Conv", {"x", "we"}, {{"e", {1, 8, 32, 32}}});
  b.node("ex_relu", "Relu", {"e"}, {{"er", {1, 8, 32, 32}}}).epilogue_of = "ex";
  Node& dw = b.node("dw", "Conv", {"er", "wd"}, {{"d", {1, 8, 32, 32}}});
  dw.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  dw.attrs.set("group", int64_t{8});
  b.node("dw_relu", "Relu", {"d"}, {{"dr", {1, 8, 32, 32}}}).epilogue_of = "dw";
  b.node("pw", "Conv", {"dr", "wp"}, {{"y", {1, 4, 32, 32}}});
  b.output("y");
  if (dw_output_read_twice) b.output("dr");
  return b;
}

TEST(SchedRTask, CpuInvertedResidualBlockIsOneOp) {
  VariantOptions o;
  o.cpu = o.cpu_kernels = true;
  o.veus = 2;
  o.fuse_flops_per_byte = 4.8;  // cpu.json on 2 cores
  RProgram p = build_rprogram(inverted_residual_graph(false).g, o);
  ASSERT_EQ(p.ops.size(), 1u);
  EXPECT_EQ(p.ops[0].kind, "Conv.DwConv.Conv");
  EXPECT_EQ(p.ops[0].reads.at(0).tensor, "x");
  EXPECT_EQ(p.ops[0].params.at("kernel"), (std::vector<int64_t>{3, 3}));  // x is read through the window
  EXPECT_TRUE(p.ops[0].params.count("ex_prologue"));
  // Without the cost model's balance point the expansion stays apart; the depthwise conv is fused.
  o.fuse_flops_per_byte = 0;
  RProgram q = build_rprogram(inverted_residual_graph(false).g, o);
  ASSERT_EQ(q.ops.size(), 2u);
  EXPECT_EQ(q.ops[1].kind, "DwConv.Conv");
  EXPECT_EQ(q.ops[1].reads.at(0).tensor, "er");
  // Not fused: the depthwise output has another reader, or the kernels are not the CPU's (an NPU).
  o.fuse_flops_per_byte = 4.8;
  EXPECT_EQ(build_rprogram(inverted_residual_graph(true).g, o).ops.size(), 3u);
  o.cpu_kernels = false;
  EXPECT_EQ(build_rprogram(inverted_residual_graph(false).g, o).ops.size(), 3u);
}

// A ResNet-style stem: 7x7/2 conv + Relu (its epilogue), then a 3x3/2 max pool with pad 1.
GraphBuilder stem_graph(bool conv_output_read_twice, bool pool_indices) {
  GraphBuilder b("stem");
  b.input("x", {1, 3, 64, 64});
  b.weight("w", {8, 3, 7, 7});
  Node& c = b.node("conv", "Conv", {"x", "w"}, {{"c", {1, 8, 32, 32}}});
  c.attrs.set("strides", std::vector<int64_t>{2, 2});
  c.attrs.set("pads", std::vector<int64_t>{3, 3, 3, 3});
  b.node("relu", "Relu", {"c"}, {{"r", {1, 8, 32, 32}}}).epilogue_of = "conv";
  std::vector<std::pair<std::string, Shape>> outs = {{"y", {1, 8, 16, 16}}};
  if (pool_indices) outs.push_back({"i", {1, 8, 16, 16}});
  Node& p = b.node("pool", "MaxPool", {"r"}, outs);
  p.attrs.set("kernel_shape", std::vector<int64_t>{3, 3});
  p.attrs.set("strides", std::vector<int64_t>{2, 2});
  p.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  b.output("y");
  if (pool_indices) b.output("i");
  if (conv_output_read_twice) b.output("r");
  return b;
}

// On the CPU tile kernels the pool computes the conv's rows: one op reading x through the composed
// window (pool rows 2p-1..2p+1 of conv rows, each reading x rows 2r-3..2r+3: x rows 4p-5..4p+5).
TEST(SchedRTask, CpuStemConvIsComputedInsideItsMaxPool) {
  VariantOptions o;
  o.cpu = o.cpu_kernels = true;
  o.veus = 2;
  o.fuse_flops_per_byte = 4.8;  // cpu.json on 2 cores
  RProgram p = build_rprogram(stem_graph(false, false).g, o);
  ASSERT_EQ(p.ops.size(), 1u);
  const ROperator& op = p.ops[0];
  EXPECT_EQ(op.kind, "Conv.MaxPool");
  EXPECT_EQ(op.family, OpFamily::conv);
  EXPECT_EQ(op.reads.at(0).tensor, "x");
  EXPECT_EQ(op.params.at("kernel"), (std::vector<int64_t>{11, 11}));
  EXPECT_EQ(op.params.at("strides"), (std::vector<int64_t>{4, 4}));
  EXPECT_EQ(op.params.at("pads"), (std::vector<int64_t>{5, 5}));
  RTaskRegions t = split_task(p, op, RKernel{"t", {1, 8, 4, 16}, 256, 0, 32, 1.0}, 1);  // pool rows 4..8
  EXPECT_EQ(region_str(t.reads[0]), "x[0:1,0:3,11:34,0:64]");
  // Not fused: the conv's output has another reader, the pool's indices are wanted, the kernels are
  // not the CPU's, or conv fusions are off.
  EXPECT_EQ(build_rprogram(stem_graph(true, false).g, o).ops.size(), 2u);
  EXPECT_EQ(build_rprogram(stem_graph(false, true).g, o).ops.size(), 2u);
  o.cpu_kernels = false;
  EXPECT_EQ(build_rprogram(stem_graph(false, false).g, o).ops.size(), 2u);
  o.cpu_kernels = true;
  setenv("RAMMER_CONV_FUSION", "0", 1);
  const size_t off = build_rprogram(stem_graph(false, false).g, o).ops.size();
  unsetenv("RAMMER_CONV_FUSION");
  EXPECT_EQ(off, 2u);
}

// DenseNet's pre-activation: Concat -> BatchNormalization -> Relu -> 1x1 conv. On the CPU tile kernels
// the conv reads the Concat's output and applies the normalisation and the Relu as it packs it.
GraphBuilder concat_bn_relu_conv_graph(bool bn_read_twice, bool from_concat) {
  GraphBuilder b("cat_bn_relu_conv");
  b.input("a", {1, 2, 4, 4});
  b.input("c", {1, 3, 4, 4});
  for (const char* w : {"gamma", "beta", "mean", "var"}) b.weight(w, {5});
  b.weight("w", {6, 5, 1, 1});
  std::string x = "c5";
  if (from_concat) {
    Node& cat = b.node("cat_0", "Concat", {"a", "c"}, {{"y", {1, 5, 4, 4}}});
    cat.attrs.set("axis", int64_t{1});
    x = "y";
  } else {
    b.input("c5", {1, 5, 4, 4});
  }
  b.node("bn_0", "BatchNormalization", {x, "gamma", "beta", "mean", "var"}, {{"n", {1, 5, 4, 4}}});
  b.node("relu_0", "Relu", {"n"}, {{"r", {1, 5, 4, 4}}});
  b.node("conv_0", "Conv", {"r", "w"}, {{"z", {1, 6, 4, 4}}});
  b.output("z");
  if (bn_read_twice) b.output("n");
  return b;
}

TEST(SchedRTask, BatchNormAndReluBeforeA1x1ConvAreItsInputPrologueOnCpus) {
  VariantOptions o;
  o.cpu = o.cpu_kernels = true;
  o.veus = 2;
  RProgram p = build_rprogram(concat_bn_relu_conv_graph(false, true).g, o);
  const ROperator* conv = nullptr;
  for (const ROperator& op : p.ops) {
    EXPECT_EQ(std::find(op.nodes.begin(), op.nodes.end(), "bn_0"), op.nodes.end()) << op.name;
    if (op.kind == "Conv") conv = &op;
  }
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(p.ops.size(), 2u);  // the Concat and the conv
  EXPECT_EQ(conv->reads.at(0).tensor, "y");
  EXPECT_TRUE(conv->params.count("input_affine"));
  // Not fused: the normalised tensor has another reader, its input is no Concat's, the kernels are
  // not the CPU's, or conv fusions are off.
  for (auto [twice, cat, cpu] : {std::tuple{true, true, true}, {false, false, true}, {false, true, false}}) {
    o.cpu_kernels = cpu;
    RProgram q = build_rprogram(concat_bn_relu_conv_graph(twice, cat).g, o);
    for (const ROperator& op : q.ops) EXPECT_FALSE(op.params.count("input_affine")) << op.name;
  }
  o.cpu_kernels = true;
  setenv("RAMMER_CONV_FUSION", "0", 1);
  RProgram off = build_rprogram(concat_bn_relu_conv_graph(false, true).g, o);
  unsetenv("RAMMER_CONV_FUSION");
  for (const ROperator& op : off.ops) EXPECT_FALSE(op.params.count("input_affine")) << op.name;
}

// An SE block's scale: Mul(s, x) with s [1, C, 1, 1] (a Sigmoid of the excitation) read only by a 1x1
// conv. On the CPU tile kernels the conv reads x and s and scales x as it packs it.
TEST(SchedRTask, SqueezeExcitationScaleIsA1x1ConvsInputPrologueOnCpus) {
  auto graph = [](bool mul_read_twice, bool per_channel) {
    GraphBuilder b("se_scale");
    b.input("x", {1, 4, 6, 6});
    b.input("e", per_channel ? Shape{1, 4, 1, 1} : Shape{1, 4, 6, 6});
    b.weight("w", {3, 4, 1, 1});
    b.node("sig_0", "Sigmoid", {"e"}, {{"s", per_channel ? Shape{1, 4, 1, 1} : Shape{1, 4, 6, 6}}});
    b.node("mul_0", "Mul", {"s", "x"}, {{"m", {1, 4, 6, 6}}});
    b.node("conv_0", "Conv", {"m", "w"}, {{"z", {1, 3, 6, 6}}});
    b.output("z");
    if (mul_read_twice) b.output("m");
    return b;
  };
  VariantOptions o;
  o.cpu = o.cpu_kernels = true;
  o.veus = 2;
  RProgram p = build_rprogram(graph(false, true).g, o);
  const ROperator* conv = nullptr;
  for (const ROperator& op : p.ops) {
    EXPECT_EQ(std::find(op.nodes.begin(), op.nodes.end(), "mul_0"), op.nodes.end()) << op.name;
    if (op.kind == "Conv") conv = &op;
  }
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(conv->reads.at(0).tensor, "x");
  ASSERT_GE(conv->reads.size(), 3u);
  EXPECT_EQ(conv->reads.at(2).tensor, "s");  // the scale, whole: a dependency on the excitation
  EXPECT_TRUE(conv->params.count("input_scale"));
  // Not fused: the product has another reader, the scale is not per channel, or the kernels are
  // not the CPU's.
  for (auto [twice, per_channel, cpu] : {std::tuple{true, true, true}, {false, false, true}, {false, true, false}}) {
    o.cpu_kernels = cpu;
    RProgram q = build_rprogram(graph(twice, per_channel).g, o);
    for (const ROperator& op : q.ops) EXPECT_FALSE(op.params.count("input_scale")) << op.name;
  }
}

}  // namespace
}  // namespace rammer
