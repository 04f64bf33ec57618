// rOperators, access maps, split() regions and tile-level dependencies.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "rtask/build_rprogram.h"
#include "rtask/split.h"
#include "rtask/task_graph.h"
#include "tests/common/test_graphs.h"
#include "vdevice/cost_model.h"

namespace rammer {
namespace {

using testing::GraphBuilder;

CostModel a100_cost() {
  return CostModel(make_vdevice(*load_device("a100"), KernelResources{256, 0, 64}));
}

// Conv x[1,2,6,6] * w[4,2,3,3], pad 1 -> y[1,4,6,6].
GraphBuilder conv_graph() {
  GraphBuilder b("conv");
  b.input("x", {1, 2, 6, 6});
  b.weight("w", {4, 2, 3, 3});
  b.weight("bias", {4});
  Node& n = b.node("conv_0", "Conv", {"x", "w", "bias"}, {{"y", {1, 4, 6, 6}}});
  n.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  b.output("y");
  return b;
}

std::string str(const Region& r) { return region_str(r); }

// Index of the op called `name` in g, or -1.
int op_index(const TaskGraph& g, const std::string& name) {
  for (int o = 0; o < g.num_ops(); ++o) {
    if (g.op_names[static_cast<size_t>(o)] == name) return o;
  }
  return -1;
}

// Names of the ops whose rTasks some rTask of op `name` depends on.
std::set<std::string> pred_ops(const TaskGraph& g, const std::string& name) {
  std::set<std::string> s;
  const int o = op_index(g, name);
  for (int t = g.op_first[static_cast<size_t>(o)]; t < g.op_first[static_cast<size_t>(o) + 1]; ++t) {
    for (int q : g.preds[static_cast<size_t>(t)]) s.insert(g.op_names[static_cast<size_t>(g.op_of[static_cast<size_t>(q)])]);
  }
  return s;
}

TEST(SchedRTask, ConvRegionsAreTheReceptiveField) {
  // A conv tile of output channels 0:2 and rows 3:6 reads input rows 2:6 (3-1 .. 5-1+3, clamped),
  // every column, the input channels of its group (all), and weight rows 0:2.
  RProgram p = build_rprogram(conv_graph().g);
  ASSERT_EQ(p.ops.size(), 1u);
  RKernel k{"t", {1, 2, 3, 6}, 256, 0, 32, 1.0};
  ASSERT_EQ(tile_count(p.ops[0].space, k.tile), 4);
  RTaskRegions t = split_task(p, p.ops[0], k, 1);
  ASSERT_EQ(t.reads.size(), 3u);
  EXPECT_EQ(str(t.reads[0]), "x[0:1,0:2,2:6,0:6]");
  EXPECT_EQ(str(t.reads[1]), "w[0:2,0:2,0:3,0:3]");
  EXPECT_EQ(str(t.reads[2]), "bias[0:2]");
  ASSERT_EQ(t.writes.size(), 1u);
  EXPECT_EQ(str(t.writes[0]), "y[0:1,0:2,3:6,0:6]");
  // FLOPs: 2 x C_in x 3 x 3 = 36 per output point, 2 x 3 x 6 = 36 points.
  EXPECT_DOUBLE_EQ(t.flops, 36.0 * 36.0);
}

TEST(SchedRTask, DepthwiseReadsOnlyItsChannels) {
  // group = channels: output channels 2:4 read input channels 2:4 only.
  GraphBuilder b("dw");
  b.input("x", {1, 4, 6, 6});
  b.weight("w", {4, 1, 3, 3});
  Node& n = b.node("dw_0", "Conv", {"x", "w"}, {{"y", {1, 4, 6, 6}}});
  n.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  n.attrs.set("group", int64_t{4});
  RProgram p = build_rprogram(b.g);
  RTaskRegions t = split_task(p, p.ops[0], RKernel{"t", {1, 2, 6, 6}, 256, 0, 32, 1.0}, 1);
  EXPECT_EQ(str(t.reads[0]), "x[0:1,2:4,0:6,0:6]");
}

// At a matrix-unit precision a group-1 conv's variants run at that rate; a depthwise conv's (its tile
// stays on the vector units: kernels/tile_path.h) stay at f32.
TEST(SchedRTask, OnlyGroupOneConvsTakeTheMatrixRate) {
  VariantOptions o;
  o.matrix_rate = MathRate::tf32;
  GraphBuilder b("dw_pw");
  b.input("x", {1, 4, 6, 6});
  b.weight("w_dw", {4, 1, 3, 3});
  b.weight("w_pw", {8, 4, 1, 1});
  Node& dw = b.node("dw_0", "Conv", {"x", "w_dw"}, {{"d", {1, 4, 6, 6}}});
  dw.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  dw.attrs.set("group", int64_t{4});
  b.node("pw_0", "Conv", {"d", "w_pw"}, {{"y", {1, 8, 6, 6}}});
  b.output("y");
  RProgram p = build_rprogram(b.g, o);
  ASSERT_EQ(p.ops.size(), 2u);
  for (const ROperator& op : p.ops) {
    ASSERT_FALSE(op.variants.empty()) << op.name;
    const MathRate want = op.name == "dw_0" ? MathRate::f32 : MathRate::tf32;
    for (const RKernel& k : op.variants) EXPECT_EQ(k.rate, want) << op.name << " " << k.name;
  }
}

// Concat -> Relu: the Relu runs in the concat's copy when it is the concat's only reader.
TEST(SchedRTask, ReluAfterConcatRunsInTheCopy) {
  auto graph = [](bool concat_read_twice) {
    GraphBuilder b("cat_relu");
    b.input("a", {1, 2, 4, 4});
    b.input("c", {1, 3, 4, 4});
    Node& cat = b.node("cat_0", "Concat", {"a", "c"}, {{"y", {1, 5, 4, 4}}});
    cat.attrs.set("axis", int64_t{1});
    b.node("relu_0", "Relu", {"y"}, {{"r", {1, 5, 4, 4}}});
    b.output("r");
    if (concat_read_twice) {
      b.node("neg_0", "Neg", {"y"}, {{"z", {1, 5, 4, 4}}});
      b.output("z");
    }
    return b;
  };
  RProgram p = build_rprogram(graph(false).g);
  ASSERT_EQ(p.ops.size(), 1u);
  EXPECT_EQ(p.ops[0].kind, "Concat");
  EXPECT_EQ(p.ops[0].nodes, (std::vector<std::string>{"cat_0", "relu_0"}));
  ASSERT_EQ(p.ops[0].writes.size(), 1u);
  EXPECT_EQ(p.ops[0].writes[0].tensor, "r");
  EXPECT_EQ(p.ops[0].params.at("relu"), (std::vector<int64_t>{1}));
  // Not fused when the concat's output has another reader.
  RProgram q = build_rprogram(graph(true).g);
  EXPECT_EQ(q.ops.size(), 3u);
  for (const ROperator& op : q.ops) EXPECT_FALSE(op.params.count("relu")) << op.name;
}

// Concat(conv, sigmoid, graph input) -> Relu: the conv and the sigmoid store their Relu'd values
// straight into their slices of the output (and no longer write their own outputs, which only the
// Concat read); the graph input, which nothing computes, gets a one-input placement copy.
TEST(SchedRTask, ConcatInputsArePlacedByTheirProducers) {
  GraphBuilder b("placed");
  b.input("x", {1, 2, 4, 4});
  b.input("c", {1, 3, 4, 4});
  b.weight("w", {2, 2, 1, 1});
  b.node("conv_0", "Conv", {"x", "w"}, {{"a", {1, 2, 4, 4}}});
  b.node("sig_0", "Sigmoid", {"x"}, {{"s", {1, 2, 4, 4}}});
  Node& cat = b.node("cat_0", "Concat", {"a", "s", "c"}, {{"y", {1, 7, 4, 4}}});
  cat.attrs.set("axis", int64_t{1});
  b.node("relu_0", "Relu", {"y"}, {{"r", {1, 7, 4, 4}}});
  b.output("r");
  RProgram p = build_rprogram(b.g);
  std::map<std::string, const ROperator*> ops;
  for (const ROperator& op : p.ops) ops[op.name] = &op;
  ASSERT_EQ(p.ops.size(), 3u) << print_rprogram(p);
  ASSERT_TRUE(ops.count("conv_0") && ops.count("sig_0") && ops.count("cat_0.place2")) << print_rprogram(p);
  auto write = [](const ROperator& op) {
    EXPECT_EQ(op.writes.size(), 1u) << op.name;
    return op.writes.empty() ? std::string() : op.writes[0].tensor + " " + access_map_name(op.writes[0].map) + " " +
                                                   std::to_string(op.writes[0].args.at(1));
  };
  EXPECT_EQ(write(*ops["conv_0"]), "r place 0");
  EXPECT_EQ(write(*ops["sig_0"]), "r place 2");
  EXPECT_EQ(write(*ops["cat_0.place2"]), "r place 4");
  EXPECT_EQ(ops["cat_0.place2"]->space, (Shape{1, 3, 4, 4}));
  EXPECT_EQ(ops["cat_0.place2"]->reads.size(), 1u);
  // A tile of the sigmoid's channel 1 writes channel 3 of r; the copy's channel 0 writes channel 4.
  RKernel one{"t", {1, 1, 4, 4}, 256, 0, 32, 1.0};
  EXPECT_EQ(str(split_task(p, *ops["sig_0"], one, 1).writes.at(0)), "r[0:1,3:4,0:4,0:4]");
  EXPECT_EQ(str(split_task(p, *ops["cat_0.place2"], one, 0).writes.at(0)), "r[0:1,4:5,0:4,0:4]");
  // Every element of r is written by exactly one op.
  int64_t covered = 0;
  for (const ROperator& op : p.ops)
    for (const RTaskRegions& t : split(p, op, RKernel{"w", op.space, 256, 0, 32, 1.0})) covered += region_volume(t.writes.at(0));
  EXPECT_EQ(covered, 7 * 16);
}

// UNet's skip joins: Concat(ConvTranspose(x), Conv(x)) -> both producers store into their slices,
// and neither writes its own output, which only the Concat read; no copy op is left.
TEST(SchedRTask, ConvTransposeOutputIsPlacedIntoTheConcat) {
  GraphBuilder b("upsample_join");
  b.input("x", {1, 4, 4, 4});
  b.input("s", {1, 2, 8, 8});
  b.weight("wt", {4, 2, 2, 2});
  b.weight("w", {3, 2, 1, 1});
  Node& up = b.node("up_0", "ConvTranspose", {"x", "wt"}, {{"u", {1, 2, 8, 8}}});
  up.attrs.set("strides", std::vector<int64_t>{2, 2});
  b.node("conv_0", "Conv", {"s", "w"}, {{"a", {1, 3, 8, 8}}});
  Node& cat = b.node("cat_0", "Concat", {"u", "a"}, {{"y", {1, 5, 8, 8}}});
  cat.attrs.set("axis", int64_t{1});
  b.output("y");
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 2u) << print_rprogram(p);
  std::map<std::string, const ROperator*> ops;
  for (const ROperator& op : p.ops) ops[op.name] = &op;
  ASSERT_TRUE(ops.count("up_0") && ops.count("conv_0")) << print_rprogram(p);
  ASSERT_EQ(ops["up_0"]->writes.size(), 1u);
  EXPECT_EQ(ops["up_0"]->writes[0].tensor, "y");
  EXPECT_EQ(ops["up_0"]->writes[0].map, AccessMap::place);
  EXPECT_EQ(ops["up_0"]->writes[0].args.at(1), 0);
  ASSERT_EQ(ops["conv_0"]->writes.size(), 1u);
  EXPECT_EQ(ops["conv_0"]->writes[0].args.at(1), 2);
}

TEST(SchedRTask, StridedConvWindow) {
  // 3x3, stride 2, no pad, 7x7 -> 3x3: output row 1 reads input rows 2:5.
  GraphBuilder b("s2");
  b.input("x", {1, 1, 7, 7});
  b.weight("w", {1, 1, 3, 3});
  Node& n = b.node("c", "Conv", {"x", "w"}, {{"y", {1, 1, 3, 3}}});
  n.attrs.set("strides", std::vector<int64_t>{2, 2});
  RProgram p = build_rprogram(b.g);
  RTaskRegions t = split_task(p, p.ops[0], RKernel{"t", {1, 1, 1, 3}, 256, 0, 32, 1.0}, 1);
  EXPECT_EQ(str(t.reads[0]), "x[0:1,0:1,2:5,0:7]");
}

TEST(SchedRTask, GemmTransposedOperands) {
  // Gemm with transB: tile rows 0:2, cols 4:8 of y[4,8] reads A[0:2, all K] and B[4:8, all K].
  GraphBuilder b("gemm");
  b.input("a", {4, 16});
  b.weight("bw", {8, 16});
  b.weight("c", {8});
  Node& n = b.node("fc", "Gemm", {"a", "bw", "c"}, {{"y", {4, 8}}});
  n.attrs.set("transB", int64_t{1});
  RProgram p = build_rprogram(b.g);
  RTaskRegions t = split_task(p, p.ops[0], RKernel{"t", {2, 4}, 256, 0, 32, 1.0}, 1);
  EXPECT_EQ(str(t.reads[0]), "a[0:2,0:16]");
  EXPECT_EQ(str(t.reads[1]), "bw[4:8,0:16]");
  EXPECT_EQ(str(t.reads[2]), "c[4:8]");
  EXPECT_DOUBLE_EQ(t.flops, 2.0 * 16 * 8);
}

TEST(SchedRTask, BatchedMatMulBroadcastsBatch) {
  // [2,3,4,5] x [5,6] -> [2,3,4,6]: batch (1,2), rows 0:4, cols 0:3 reads A[1:2,2:3,0:4,0:5], B[0:5,0:3].
  GraphBuilder b("bmm");
  b.input("a", {2, 3, 4, 5});
  b.input("bm", {5, 6});
  b.node("mm", "MatMul", {"a", "bm"}, {{"y", {2, 3, 4, 6}}});
  RProgram p = build_rprogram(b.g);
  RKernel k{"t", {1, 1, 4, 3}, 256, 0, 32, 1.0};
  RTaskRegions t = split_task(p, p.ops[0], k, 5 * 2);  // batch index 5 = (1,2), col tile 0
  EXPECT_EQ(str(t.reads[0]), "a[1:2,2:3,0:4,0:5]");
  EXPECT_EQ(str(t.reads[1]), "bm[0:5,0:3]");
  EXPECT_EQ(str(t.writes[0]), "y[1:2,2:3,0:4,0:3]");
}

TEST(SchedRTask, ConcatTileReadsOnlyOverlappingInputs) {
  // Concat([1,2,4], [1,3,4]) on axis 1: output channels 1:3 read a[0:1,1:2,0:4] and b[0:1,0:1,0:4].
  GraphBuilder b("cat");
  b.input("a", {1, 2, 4});
  b.input("c", {1, 3, 4});
  Node& n = b.node("cat", "Concat", {"a", "c"}, {{"y", {1, 5, 4}}});
  n.attrs.set("axis", int64_t{1});
  RProgram p = build_rprogram(b.g);
  RTaskRegions t = split_task(p, p.ops[0], RKernel{"t", {1, 2, 4}, 256, 0, 32, 1.0}, 0);
  ASSERT_EQ(t.reads.size(), 1u);  // channels 0:2 come from a only
  t = split_task(p, p.ops[0], RKernel{"t", {1, 2, 4}, 256, 0, 32, 1.0}, 1);
  ASSERT_EQ(t.reads.size(), 1u);
  EXPECT_EQ(str(t.reads[0]), "c[0:1,0:2,0:4]");
  p.ops[0].variants = {RKernel{"t", {1, 2, 4}, 256, 0, 32, 1.0}};
  RKernel odd{"t", {1, 3, 4}, 256, 0, 32, 1.0};
  t = split_task(p, p.ops[0], odd, 0);  // channels 0:3
  ASSERT_EQ(t.reads.size(), 2u);
  EXPECT_EQ(str(t.reads[1]), "c[0:1,0:1,0:4]");
}

TEST(SchedRTask, TransposeAndSliceMaps) {
  // Transpose perm [1,0] of x[4,6]: tile y[0:2,0:4] reads x[0:4,0:2]. Slice x[:,1:6:2] -> [4,3]:
  // tile cols 1:3 reads x cols 3:6.
  GraphBuilder b("ts");
  b.input("x", {4, 6});
  Node& t = b.node("tr", "Transpose", {"x"}, {{"y", {6, 4}}});
  t.attrs.set("perm", std::vector<int64_t>{1, 0});
  b.ints("st", {1});
  b.ints("en", {6});
  b.ints("ax", {1});
  b.ints("sp", {2});
  b.node("sl", "Slice", {"x", "st", "en", "ax", "sp"}, {{"z", {4, 3}}});
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 2u);
  EXPECT_EQ(str(split_task(p, p.ops[0], RKernel{"t", {2, 4}, 256, 0, 32, 1.0}, 0).reads[0]), "x[0:4,0:2]");
  EXPECT_EQ(str(split_task(p, p.ops[1], RKernel{"t", {4, 2}, 256, 0, 32, 1.0}, 1).reads[0]), "x[0:4,5:6]");
  EXPECT_EQ(str(split_task(p, p.ops[1], RKernel{"t", {4, 2}, 256, 0, 32, 1.0}, 0).reads[0]), "x[0:4,1:4]");
}

TEST(SchedRTask, GatherWithConstantIndicesReadsTheirRows) {
  // y = x[[2, 4]] along axis 0 of x[6, 8] -> y[2, 8]; a tile of columns 0:4 reads x[2:5, 0:4].
  // With axis 1 and a scalar index 3: y[6] from x[6, 8]; tile 0:3 reads x[0:3, 3:4].
  GraphBuilder b("gather");
  b.input("x", {6, 8});
  b.ints("idx", {2, 4});
  b.node("g0", "Gather", {"x", "idx"}, {{"y", {2, 8}}});
  b.g.add_constant("k", Tensor::scalar_i64(3));
  Node& n = b.node("g1", "Gather", {"x", "k"}, {{"z", {6}}});
  n.attrs.set("axis", int64_t{1});
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 2u);
  EXPECT_EQ(str(split_task(p, p.ops[0], RKernel{"t", {2, 4}, 256, 0, 32, 1.0}, 0).reads[0]), "x[2:5,0:4]");
  EXPECT_EQ(str(split_task(p, p.ops[1], RKernel{"t", {3}, 256, 0, 32, 1.0}, 0).reads[0]), "x[0:3,3:4]");
}

TEST(SchedRTask, SplitIsOneSliceOpPerPart) {
  // Split x[4,6] on axis 1 into a[4,2] and c[4,4]: two Slice rOperators ("sp", "sp.1"); a tile of
  // c's columns 2:4 reads x[0:4, 4:6] (part c starts at column 2), a's tile reads x[0:4, 0:2].
  GraphBuilder b("split");
  b.input("x", {4, 6});
  Node& n = b.node("sp", "Split", {"x"}, {{"a", {4, 2}}, {"c", {4, 4}}});
  n.attrs.set("axis", int64_t{1});
  b.output("a");
  b.output("c");
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 2u);
  EXPECT_EQ(p.ops[0].name, "sp");
  EXPECT_EQ(p.ops[1].name, "sp.1");
  for (const auto& op : p.ops) {
    EXPECT_EQ(op.kind, "Slice");
    EXPECT_EQ(op.nodes, std::vector<std::string>{"sp"});
  }
  EXPECT_EQ(p.ops[0].space, (Shape{4, 2}));
  EXPECT_EQ(p.ops[1].space, (Shape{4, 4}));
  RTaskRegions t = split_task(p, p.ops[1], RKernel{"t", {4, 2}, 256, 0, 32, 1.0}, 1);
  EXPECT_EQ(str(t.reads[0]), "x[0:4,4:6]");
  EXPECT_EQ(str(t.writes[0]), "c[0:4,2:4]");
  t = split_task(p, p.ops[0], RKernel{"t", {2, 2}, 256, 0, 32, 1.0}, 1);
  EXPECT_EQ(str(t.reads[0]), "x[2:4,0:2]");
  EXPECT_EQ(str(t.writes[0]), "a[2:4,0:2]");
}

TEST(SchedRTask, GatherWithComputedIndicesReadsWholeInputs) {
  // Indices computed at run time (an input) may pick any row: every tile reads x and idx whole
  // and writes its own box of y.
  GraphBuilder b("gather_dyn");
  b.input("x", {6, 8});
  b.input("idx", {3});  // (dtype is irrelevant to the rProgram)
  b.node("g", "Gather", {"x", "idx"}, {{"y", {3, 8}}});
  b.output("y");
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 1u);
  EXPECT_EQ(p.ops[0].kind, "Gather");
  RTaskRegions t = split_task(p, p.ops[0], RKernel{"t", {2, 4}, 256, 0, 32, 1.0}, 1);
  ASSERT_EQ(t.reads.size(), 2u);
  EXPECT_EQ(str(t.reads[0]), "x[0:6,0:8]");
  EXPECT_EQ(str(t.reads[1]), "idx[0:3]");
  EXPECT_EQ(str(t.writes[0]), "y[0:2,4:8]");
}

TEST(SchedRTask, EpilogueAndElementwiseFusion) {
  // Conv + epilogue Relu is one rOperator writing both tensors; Add -> Sigmoid -> Mul chain on its
  // own is one Elementwise rOperator; Reshape is a view with no rOperator.
  GraphBuilder b = conv_graph();
  Node& r = b.node("relu_0", "Relu", {"y"}, {{"yr", {1, 4, 6, 6}}});
  r.epilogue_of = "conv_0";
  b.weight("one", {1});
  b.node("add_0", "Add", {"yr", "one"}, {{"a", {1, 4, 6, 6}}});
  b.node("sig_0", "Sigmoid", {"a"}, {{"s", {1, 4, 6, 6}}});
  b.node("mul_0", "Mul", {"s", "yr"}, {{"m", {1, 4, 6, 6}}});
  b.ints("shape", {1, 144});
  b.node("flat", "Reshape", {"m", "shape"}, {{"f", {1, 144}}});
  RProgram p = build_rprogram(b.g);
  ASSERT_EQ(p.ops.size(), 2u);
  EXPECT_EQ(p.ops[0].nodes, (std::vector<std::string>{"conv_0", "relu_0"}));
  EXPECT_EQ(p.ops[0].writes.size(), 2u);
  EXPECT_EQ(p.ops[1].kind, "Elementwise");
  EXPECT_EQ(p.ops[1].nodes, (std::vector<std::string>{"add_0", "sig_0", "mul_0"}));
  EXPECT_EQ(p.tensor("f").view_of, "m");
}

TEST(SchedRTask, ViewRegionIsTheFlatRangeBoundingBox) {
  // View [2,12] of base [2,3,4]: elements 4..7 of row 0 are base [0,1,0:4]; 2..5 span two base
  // rows, so the box is [0, 0:2, 0:4].
  Region r{"v", {0, 4}, {1, 8}};
  EXPECT_EQ(str(map_view_region(r, {2, 12}, {2, 3, 4}, "b")), "b[0:1,1:2,0:4]");
  r = Region{"v", {0, 2}, {1, 6}};
  EXPECT_EQ(str(map_view_region(r, {2, 12}, {2, 3, 4}, "b")), "b[0:1,0:2,0:4]");
  r = Region{"v", {1, 0}, {2, 8}};
  EXPECT_EQ(str(map_view_region(r, {4, 8}, {4, 1, 8}, "b")), "b[1:2,0:1,0:8]");
}

TEST(SchedRTask, TileLevelDependencies) {
  // conv2 (3x3, pad 1) over conv1's output, both tiled one row per rTask: conv2's row r depends
  // on conv1's rows r-1..r+1 only.
  GraphBuilder b = conv_graph();
  b.weight("w2", {4, 4, 3, 3});
  Node& n = b.node("conv_1", "Conv", {"y", "w2"}, {{"z", {1, 4, 6, 6}}});
  n.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  RProgram p = build_rprogram(b.g);
  for (auto& op : p.ops) op.variants = {RKernel{"row", {1, 4, 1, 6}, 256, 0, 32, 1.0}};
  TaskGraph g = build_task_graph(p, {0, 0}, a100_cost());
  ASSERT_EQ(g.num_tasks(), 12);
  EXPECT_EQ(g.preds[6], (std::vector<int>{0, 1}));
  EXPECT_EQ(g.preds[9], (std::vector<int>{2, 3, 4}));
  EXPECT_EQ(g.preds[11], (std::vector<int>{4, 5}));
  EXPECT_TRUE(g.preds[0].empty());
  EXPECT_EQ(g.task_name(9), "conv_1#3");
}

// Two stacked LSTM layers (seq 3, batch 1, input 8, hidden 16), the second reading a Squeeze view.
GraphBuilder lstm_graph() {
  GraphBuilder b("lstm2");
  b.input("x", {3, 1, 8});
  b.weight("w1", {1, 64, 8});
  b.weight("r1", {1, 64, 16});
  b.weight("w2", {1, 64, 16});
  b.weight("r2", {1, 64, 16});
  b.ints("axes", {1});
  Node& l1 = b.node("lstm_1", "LSTM", {"x", "w1", "r1"}, {{"y1", {3, 1, 1, 16}}});
  l1.attrs.set("hidden_size", int64_t{16});
  b.node("sq", "Squeeze", {"y1", "axes"}, {{"x2", {3, 1, 16}}});
  Node& l2 = b.node("lstm_2", "LSTM", {"x2", "w2", "r2"}, {{"y2", {3, 1, 1, 16}}, {"h2", {1, 1, 16}}});
  l2.attrs.set("hidden_size", int64_t{16});
  b.output("h2");
  return b;
}

TEST(SchedRTask, LstmUnrolledPerTimestep) {
  // Each layer becomes one input projection per chunk of steps (here all 3 steps: one chunk) and
  // gates+cell per step. Layer 2's projection waits for layer 1's steps of its chunk (not later
  // ones: the wavefront across layers, one chunk behind); its step t waits for the projection and
  // its own step t-1, not for x or W.
  RProgram p = build_rprogram(lstm_graph().g);
  ASSERT_EQ(p.ops.size(), 2u * (1 + 3 * 2));
  std::vector<int> choice(p.ops.size(), 0);
  TaskGraph g = build_task_graph(p, choice, a100_cost());
  EXPECT_EQ(pred_ops(g, "lstm_2.d0.c0.proj"),
            (std::set<std::string>{"lstm_1.d0.t0.cell", "lstm_1.d0.t1.cell", "lstm_1.d0.t2.cell"}));
  EXPECT_EQ(pred_ops(g, "lstm_2.d0.t0.gates"), (std::set<std::string>{"lstm_2.d0.c0.proj"}));
  EXPECT_EQ(pred_ops(g, "lstm_2.d0.t1.gates"),
            (std::set<std::string>{"lstm_2.d0.c0.proj", "lstm_2.d0.t0.cell"}));
  EXPECT_EQ(pred_ops(g, "lstm_2.d0.t1.cell"),
            (std::set<std::string>{"lstm_2.d0.t1.gates", "lstm_2.d0.t0.cell"}));
  // A cell tile of hidden units 0:16 reads the gate tile of the same units only.
  const ROperator& cell = p.ops[static_cast<size_t>(op_index(g, "lstm_1.d0.t1.cell"))];
  EXPECT_EQ(cell.family, OpFamily::rnn_cell);
  EXPECT_EQ(p.ops[static_cast<size_t>(op_index(g, "lstm_1.d0.t1.gates"))].family, OpFamily::rnn_gates);
  EXPECT_EQ(p.ops[static_cast<size_t>(op_index(g, "lstm_1.d0.c0.proj"))].family, OpFamily::rnn_projection);
  RTaskRegions t = split_task(p, cell, RKernel{"t", {1, 8}, 256, 0, 32, 1.0}, 1);
  EXPECT_EQ(str(t.reads[0]), "lstm_1.gates[1:2,0:1,0:1,0:4,8:16]");
  EXPECT_EQ(str(t.reads[1]), "lstm_1.c[0:1,0:1,0:1,8:16]");
}

// On a CPU an LSTM step is one fused op: gates and cell in one rOperator that reads h[t-1] whole and
// c[t-1] for its units and writes h[t], c[t] (no gates tensor, no cell op, one op per step to wait for).
TEST(SchedRTask, CpuLstmStepIsOneFusedOp) {
  VariantOptions o;
  o.cpu = true;
  o.veus = 2;
  RProgram p = build_rprogram(lstm_graph().g, o);
  ASSERT_EQ(p.ops.size(), 2u * (1 + 3));
  EXPECT_EQ(p.find_tensor("lstm_1.gates"), nullptr);
  std::vector<int> choice(p.ops.size(), 0);
  TaskGraph g = build_task_graph(p, choice, a100_cost());
  EXPECT_EQ(pred_ops(g, "lstm_2.d0.c0.proj"),
            (std::set<std::string>{"lstm_1.d0.t0.gates", "lstm_1.d0.t1.gates", "lstm_1.d0.t2.gates"}));
  EXPECT_EQ(pred_ops(g, "lstm_2.d0.t1.gates"),
            (std::set<std::string>{"lstm_2.d0.c0.proj", "lstm_2.d0.t0.gates"}));
  const ROperator& step = p.ops[static_cast<size_t>(op_index(g, "lstm_2.d0.t2.gates"))];
  RTaskRegions t = split_task(p, step, RKernel{"t", {1, 8}, 256, 0, 32, 1.0}, 1);
  std::set<std::string> reads, writes;
  for (const auto& r : t.reads) reads.insert(str(r));
  for (const auto& w : t.writes) writes.insert(str(w));
  EXPECT_TRUE(reads.count("y2[1:2,0:1,0:1,0:16]"));  // h[t-1], every unit
  EXPECT_TRUE(reads.count("lstm_2.c[1:2,0:1,0:1,8:16]"));
  EXPECT_EQ(writes, (std::set<std::string>{"y2[2:3,0:1,0:1,8:16]", "lstm_2.c[2:3,0:1,0:1,8:16]",
                                           "h2[0:1,0:1,8:16]"}));
}

TEST(SchedRTask, RnnProjectionChunksMapStepRows) {
  // A bidirectional LSTM of 20 steps (batch 2) gets balanced projection chunks of 7, 7, 6 steps per
  // direction, in processing order (the reverse direction's first chunk holds steps 13..19); a
  // projection row r of a chunk from step t0 is (step t0 + r / 2, batch row r % 2), and a gates op
  // reads its step's projection columns of every gate.
  const int64_t H = 4, I = 3;
  GraphBuilder b("bilstm");
  b.input("x", {20, 2, I});
  b.weight("w", {2, 4 * H, I});
  b.weight("r", {2, 4 * H, H});
  Node& l = b.node("lstm", "LSTM", {"x", "w", "r"}, {{"y", {20, 2, 2, H}}});
  l.attrs.set("hidden_size", H);
  l.attrs.set("direction", std::string("bidirectional"));
  b.output("y");
  RProgram p = build_rprogram(b.g);
  auto find = [&](const std::string& name) -> const ROperator& {
    for (const auto& op : p.ops) {
      if (op.name == name) return op;
    }
    ADD_FAILURE() << "no op " << name;
    return p.ops.front();
  };
  ASSERT_EQ(p.ops.size(), 2u * (3 + 20 * 2));
  EXPECT_EQ(find("lstm.d0.c2.proj").space, (Shape{12, 4 * H}));
  const ROperator& fwd = find("lstm.d0.c1.proj");
  ASSERT_EQ(fwd.space, (Shape{14, 4 * H}));
  RKernel rows3{"t", {3, 4 * H}, 256, 0, 32, 1.0};
  RTaskRegions t = split_task(p, fwd, rows3, 1);  // rows 3..5: (8, 1), (9, 0), (9, 1)
  EXPECT_EQ(str(t.reads[0]), "x[8:10,0:2,0:3]");
  EXPECT_EQ(str(t.reads[1]), "w[0:1,0:16,0:3]");
  EXPECT_EQ(str(t.writes[0]), "lstm.xproj[0:1,8:10,0:2,0:16]");
  RKernel row1{"t", {1, 8}, 256, 0, 32, 1.0};
  t = split_task(p, fwd, row1, 2 * 3 + 1);  // row 3 = (8, 1), columns 8..15
  EXPECT_EQ(str(t.reads[0]), "x[8:9,1:2,0:3]");
  EXPECT_EQ(str(t.reads[1]), "w[0:1,8:16,0:3]");
  EXPECT_EQ(str(t.writes[0]), "lstm.xproj[0:1,8:9,1:2,8:16]");
  const ROperator& rev = find("lstm.d1.c0.proj");
  t = split_task(p, rev, RKernel{"t", rev.space, 256, 0, 32, 1.0}, 0);
  EXPECT_EQ(str(t.reads[0]), "x[13:20,0:2,0:3]");
  EXPECT_EQ(str(t.writes[0]), "lstm.xproj[1:2,13:20,0:2,0:16]");
  t = split_task(p, find("lstm.d1.t19.gates"), RKernel{"t", {2, 2}, 256, 0, 32, 1.0}, 1);
  ASSERT_GE(t.reads.size(), 4u);
  EXPECT_EQ(str(t.reads[0]), "lstm.xproj[1:2,19:20,0:2,2:4]");
  EXPECT_EQ(str(t.reads[3]), "lstm.xproj[1:2,19:20,0:2,14:16]");
}

TEST(SchedRTask, RProgramTextRoundTrip) {
  // print -> parse -> print is the identity, for a conv chain and an unrolled LSTM.
  GraphBuilder b = conv_graph();
  Node& r = b.node("relu_0", "Relu", {"y"}, {{"yr", {1, 4, 6, 6}}});
  r.epilogue_of = "conv_0";
  b.ints("shape", {1, 144});
  b.node("flat", "Reshape", {"yr", "shape"}, {{"f", {1, 144}}});
  GraphBuilder l = lstm_graph();
  for (const Graph* g : {&b.g, &l.g}) {
    RProgram p = build_rprogram(*g);
    p.ops[0].chosen = static_cast<int>(p.ops[0].variants.size()) - 1;
    std::string text = print_rprogram(p);
    EXPECT_EQ(print_rprogram(parse_rprogram(text)), text);
  }
  EXPECT_THROW(parse_rprogram("rprogram m\nbogus line\n"), Error);
}

// On a CPU device gemm_variants offers whole-M tiles: an op splits into about 1, 2, 4, 8 x vEUs rTasks.
TEST(RTaskVariants, CpuGemmTilesAreLarge) {
  VariantOptions o;
  o.cpu = true;
  o.veus = 2;
  auto v = gemm_variants({1, 256, 56, 56}, 1, {0, 2, 3}, o);
  ASSERT_EQ(v.size(), 5u);
  EXPECT_EQ(v[0].tile, (std::vector<int64_t>{1, 256, 56, 56}));  // the whole op
  EXPECT_EQ(v[1].tile, (std::vector<int64_t>{1, 256, 28, 56}));
  EXPECT_EQ(v[2].tile, (std::vector<int64_t>{1, 256, 14, 56}));
  EXPECT_EQ(v[3].tile, (std::vector<int64_t>{1, 256, 7, 56}));
  EXPECT_EQ(v[4].tile, (std::vector<int64_t>{1, 256, 4, 56}));
  EXPECT_EQ(gemm_variants({1, 512, 7, 7}, 1, {0, 2, 3}, o)[1].tile, (std::vector<int64_t>{1, 256, 7, 7}));
}

// A MatMul whose B is one matrix for every batch item (a Linear layer over an NHWC map, [1, 7, 7, 768]
// x [768, 3072]) splits on a CPU by columns into tiles of whole items (their rows are the GEMM's M:
// one rTask streams B once, not once per item), and by whole items when columns run short; a
// MatMul with a batched B (attention's [1, 4, 16, 8] x [1, 4, 8, 16]) keeps one item per tile.
TEST(RTaskVariants, CpuMatMulItemsSharingBJoinM) {
  VariantOptions o;
  o.cpu = true;
  o.veus = 2;
  testing::GraphBuilder b("linear");
  b.input("x", {1, 7, 7, 768});
  b.weight("w", {768, 3072});
  b.node("fc", "MatMul", {"x", "w"}, {{"y", {1, 7, 7, 3072}}});
  b.input("q", {1, 4, 16, 8});
  b.input("k", {1, 4, 8, 16});
  b.node("qk", "MatMul", {"q", "k"}, {{"s", {1, 4, 16, 16}}});
  b.output("y");
  b.output("s");
  RProgram p = build_rprogram(b.g, o);
  ASSERT_EQ(p.ops.size(), 2u);
  const ROperator& fc = p.ops[p.ops[0].name == "fc" ? 0 : 1];
  const ROperator& qk = p.ops[p.ops[0].name == "fc" ? 1 : 0];
  ASSERT_EQ(fc.variants.size(), 5u);
  EXPECT_EQ(fc.variants[0].tile, (std::vector<int64_t>{1, 7, 7, 3072}));  // the whole op
  EXPECT_EQ(fc.variants[1].tile, (std::vector<int64_t>{1, 7, 7, 1536}));
  for (const RKernel& k : fc.variants) {
    EXPECT_EQ(k.tile[1], 7) << k.name;
    EXPECT_EQ(k.tile[2], 7) << k.name;
  }
  for (const RKernel& k : qk.variants) EXPECT_EQ(k.tile[1], 1) << k.name;
  // Few columns: the items are split instead, whole ones per tile.
  auto v = gemm_variants({1, 56, 56, 96}, 2, {3}, o, 1);
  EXPECT_EQ(v[1].tile, (std::vector<int64_t>{1, 28, 56, 96}));
}

// GPU GEMM variants reserve the tensor-core tiles' staging only when the matrix units run them:
// 3 stages x (64 + 64) rows x 80 bytes for a box of at least the 64 x 64 block tile, the rows and
// columns of a small box rounded up to the 32 x 16 warp tile, plus the epilogue's 128-byte table;
// the fp32 tile's 2 x (bm + bn) x 8 floats otherwise.
TEST(RTaskVariants, GpuGemmSharedBytesFollowTheArithmetic) {
  VariantOptions o;
  auto fp32 = gemm_variants({512, 512}, 0, {1}, o);
  o.matrix_rate = MathRate::f16;
  auto mma = gemm_variants({512, 512}, 0, {1}, o);
  ASSERT_FALSE(fp32.empty());
  ASSERT_EQ(fp32.size(), mma.size());
  EXPECT_EQ(fp32[0].tile, (std::vector<int64_t>{128, 64}));
  EXPECT_EQ(fp32[0].shared_bytes, (128 + 64) * 8 * 4 * 2);
  EXPECT_EQ(mma[0].shared_bytes, 3 * (64 + 64) * 80 + 128);
  EXPECT_EQ(mma.back().tile, (std::vector<int64_t>{16, 16}));
  EXPECT_EQ(mma.back().shared_bytes, 3 * (32 + 16) * 80 + 128);
  for (const RKernel& k : mma) EXPECT_LE(k.shared_bytes, 48 * 1024) << k.name;
  for (const RKernel& k : fp32) EXPECT_EQ(k.rate, MathRate::f32) << k.name;
  for (const RKernel& k : mma) EXPECT_EQ(k.rate, MathRate::f16) << k.name;
}

// On a CPU device memory_variants offers about 1, 2, 4 x vEUs rTasks of at least 8k points each.
TEST(RTaskVariants, CpuMemoryTilesAreLarge) {
  VariantOptions o;
  o.cpu = true;
  o.veus = 2;
  auto v = memory_variants({1, 64, 64, 64}, {}, 9.0, o);  // 262144 points
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v[0].tile, (std::vector<int64_t>{1, 64, 64, 64}));  // the whole op
  EXPECT_EQ(v[1].tile, (std::vector<int64_t>{1, 32, 64, 64}));  // 131072 points
  EXPECT_EQ(v[2].tile, (std::vector<int64_t>{1, 16, 64, 64}));
  EXPECT_EQ(v[3].tile, (std::vector<int64_t>{1, 8, 64, 64}));
  auto small = memory_variants({1, 8, 8, 8}, {}, 1.0, o);  // 512 points: one tile at the 8k floor
  ASSERT_EQ(small.size(), 1u);
  EXPECT_EQ(small[0].tile, (std::vector<int64_t>{1, 8, 8, 8}));
}

}  // namespace
}  // namespace rammer
