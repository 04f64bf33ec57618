// Graph IR basics: topological sort, verification, text printing.
#include <gtest/gtest.h>

#include <limits>

#include "frontend/graph/graph.h"
#include "frontend/graph/graph_text.h"
#include "frontend/ops/op_util.h"

namespace rammer {
namespace {

Graph two_node_graph() {
  Graph g;
  g.name = "g";
  g.opset_imports[""] = 17;
  g.add_value({"x", DType::f32, {2, 3}, nullptr});
  g.add_value({"y", DType::f32, {2, 3}, nullptr});
  g.add_value({"z", DType::f32, {2, 3}, nullptr});
  g.inputs = {"x"};
  g.outputs = {"z"};
  Node relu;
  relu.name = "relu";
  relu.op = "Relu";
  relu.inputs = {"y"};
  relu.outputs = {"z"};
  Node neg;
  neg.name = "neg";
  neg.op = "Neg";
  neg.inputs = {"x"};
  neg.outputs = {"y"};
  g.nodes = {relu, neg};  // deliberately out of order
  return g;
}

// A graph whose nodes are out of order is sorted so every value is defined before it is read.
TEST(Graph, TopoSortOrdersProducersFirst) {
  Graph g = two_node_graph();
  EXPECT_THROW(g.verify(), Error);
  g.topo_sort();
  EXPECT_EQ(g.nodes[0].name, "neg");
  EXPECT_EQ(g.nodes[1].name, "relu");
  EXPECT_NO_THROW(g.verify());
}

// A cycle is reported, not looped on.
TEST(Graph, TopoSortRejectsCycle) {
  Graph g = two_node_graph();
  g.nodes[1].inputs = {"z"};
  EXPECT_THROW(g.topo_sort(), Error);
}

// The printer shows inputs, small constants inline, nodes with typed outputs, attributes, outputs.
TEST(GraphText, PrintsStableText) {
  Graph g = two_node_graph();
  g.topo_sort();
  g.add_constant("k", Tensor::from_vector<int64_t>(DType::i64, {2}, {1, -1}));
  g.nodes[0].attrs.set("alpha", 0.5f);
  g.nodes[0].attrs.set("mode", std::string("constant"));
  g.nodes[1].epilogue_of = "neg";
  EXPECT_EQ(print_graph(g),
            "graph g opset=17\n"
            "input x f32[2,3]\n"
            "const k i64[2] = [1,-1]\n"
            "node neg = Neg(x) -> y f32[2,3] {alpha=0.5, mode=\"constant\"}\n"
            "node relu = Relu(y) -> z f32[2,3] @epilogue(neg)\n"
            "output z\n");
}

// Broadcasting follows numpy: right-aligned, size-1 dims stretch.
TEST(OpUtil, BroadcastShapesAndIndexMap) {
  EXPECT_EQ(broadcast_shapes({2, 1, 3}, {4, 1}), (Shape{2, 4, 3}));
  EXPECT_THROW(broadcast_shapes({2, 3}, {4, 3}), Error);
  EXPECT_EQ(broadcast_index_map({3}, {2, 3}), (std::vector<int64_t>{0, 1, 2, 0, 1, 2}));
  EXPECT_EQ(broadcast_index_map({2, 1}, {2, 3}), (std::vector<int64_t>{0, 0, 0, 1, 1, 1}));
}

// f16 conversion round-trips representable values and rounds to nearest even.
TEST(DType, HalfConversion) {
  for (float v : {0.0f, 1.0f, -2.5f, 65504.0f, 6.103515625e-05f, 5.960464477539063e-08f})
    EXPECT_EQ(half_to_float(float_to_half(v)), v);
  EXPECT_EQ(half_to_float(float_to_half(1.0f + 1.0f / 4096)), 1.0f);
}

// An int attribute written as a float is read as its integer part; a NaN, an infinity or a value
// past int64 (each found by the ONNX fuzzer) has none and is an error naming the attribute.
TEST(Attributes, FloatWhereIntExpected) {
  Attributes a;
  a.set("axis", 2.0f);
  EXPECT_EQ(a.get_int("axis", 0), 2);
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(), 1e30f}) {
    a.set("axis", bad);
    Status s = capture_status([&] { a.get_int("axis", 0); });
    EXPECT_NE(s.message().find("attribute 'axis' is "), std::string::npos) << s.message();
    EXPECT_NE(s.message().find("which is not an integer"), std::string::npos) << s.message();
  }
}

}  // namespace
}  // namespace rammer
