// graph_stats: counts, bytes and FLOPs by the rules documented in graph_stats.h, on hand-computed cases.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "frontend/analysis/graph_stats.h"

namespace rammer {
namespace {

void add(Graph& g, const std::string& name, Shape shape, bool constant = false) {
  if (constant)
    g.add_constant(name, Tensor(DType::f32, shape));
  else
    g.add_value({name, DType::f32, shape, nullptr});
}

Node node(const std::string& op, std::vector<std::string> ins, std::vector<std::string> outs) {
  Node n;
  n.name = op + "_n";
  n.op = op;
  n.inputs = std::move(ins);
  n.outputs = std::move(outs);
  return n;
}

// x -> Conv(w, b) -> y -> Relu -> z, all shapes static.
Graph conv_relu() {
  Graph g;
  g.name = "g";
  g.opset_imports[""] = 17;
  add(g, "x", {1, 3, 8, 8});
  add(g, "w", {4, 3, 3, 3}, true);
  add(g, "b", {4}, true);
  add(g, "y", {1, 4, 8, 8});
  add(g, "z", {1, 4, 8, 8});
  g.inputs = {"x"};
  g.outputs = {"z"};
  g.nodes = {node("Conv", {"x", "w", "b"}, {"y"}), node("Relu", {"y"}, {"z"})};
  return g;
}

// Conv: 2 * 256 outputs * 27 MACs + 256 bias adds = 14080; Relu: 256; bytes by dtype size.
TEST(GraphStats, ConvReluSummary) {
  GraphStats s = graph_stats(conv_relu());
  EXPECT_EQ(s.nodes, 2);
  EXPECT_EQ(s.ops, (std::map<std::string, int64_t>{{"Conv", 1}, {"Relu", 1}}));
  EXPECT_EQ(s.values, 5);
  EXPECT_EQ(s.constants, 2);
  EXPECT_EQ(s.parameter_bytes, (108 + 4) * 4);
  EXPECT_EQ(s.activation_bytes, (192 + 256 + 256) * 4);
  EXPECT_EQ(s.flops_by_op.at("Conv"), 14080);
  EXPECT_EQ(s.flops_by_op.at("Relu"), 256);
  EXPECT_EQ(s.flops, 14336);
  ASSERT_EQ(s.inputs.size(), 1u);
  EXPECT_EQ(s.inputs[0].shape, (Shape{1, 3, 8, 8}));
  ASSERT_EQ(s.outputs.size(), 1u);
  EXPECT_EQ(s.outputs[0].name, "z");
}

// Gemm counts 2*M*N*K plus one add per output for C, whichever way A is stored.
TEST(GraphStats, GemmFlops) {
  Graph g;
  add(g, "a", {2, 5});
  add(g, "at", {5, 2});
  add(g, "b", {5, 3}, true);
  add(g, "c", {3}, true);
  add(g, "y", {2, 3});
  EXPECT_EQ(node_flops(g, node("Gemm", {"a", "b", "c"}, {"y"})), 2 * 2 * 3 * 5 + 6);
  Node t = node("Gemm", {"at", "b"}, {"y"});
  t.attrs.set("transA", int64_t{1});
  EXPECT_EQ(node_flops(g, t), 2 * 2 * 3 * 5);
}

// MatMul counts 2 * output elements * the reduced dim; batch dims are part of the output.
TEST(GraphStats, MatMulFlops) {
  Graph g;
  add(g, "a", {4, 2, 5});
  add(g, "b", {5, 3}, true);
  add(g, "y", {4, 2, 3});
  EXPECT_EQ(node_flops(g, node("MatMul", {"a", "b"}, {"y"})), 2 * 24 * 5);
}

// LSTM: 2 * seq * batch * dirs * 4H * (input + H); ConvTranspose scatters each input element.
TEST(GraphStats, RecurrentAndTransposedConv) {
  Graph g;
  add(g, "x", {5, 2, 3});
  add(g, "w", {1, 16, 3}, true);
  add(g, "r", {1, 16, 4}, true);
  add(g, "h", {5, 1, 2, 4});
  EXPECT_EQ(node_flops(g, node("LSTM", {"x", "w", "r"}, {"h"})), 2 * 5 * 2 * 1 * 16 * 7);
  add(g, "ct_x", {1, 2, 3, 3});
  add(g, "ct_w", {2, 4, 2, 2}, true);
  add(g, "ct_y", {1, 4, 6, 6});
  EXPECT_EQ(node_flops(g, node("ConvTranspose", {"ct_x", "ct_w"}, {"ct_y"})), 2 * 18 * 16);
}

// Pools count kernel elements per output; data movement counts nothing.
TEST(GraphStats, PoolAndDataMovement) {
  Graph g;
  add(g, "x", {1, 4, 8, 8});
  add(g, "p", {1, 4, 4, 4});
  add(g, "s", {2}, true);
  add(g, "r", {4, 64});
  Node pool = node("MaxPool", {"x"}, {"p"});
  pool.attrs.set("kernel_shape", std::vector<int64_t>{2, 2});
  EXPECT_EQ(node_flops(g, pool), 64 * 4);
  EXPECT_EQ(node_flops(g, node("GlobalAveragePool", {"x"}, {"p"})), 256);
  EXPECT_EQ(node_flops(g, node("Reshape", {"x", "s"}, {"r"})), 0);
}

// The JSON form carries every field under its documented name.
TEST(GraphStats, Json) {
  nlohmann::json j = graph_stats_json(graph_stats(conv_relu()));
  EXPECT_EQ(j["nodes"], 2);
  EXPECT_EQ(j["ops"]["Conv"], 1);
  EXPECT_EQ(j["flops"], 14336);
  EXPECT_EQ(j["parameter_bytes"], 448);
  EXPECT_EQ(j["inputs"][0]["name"], "x");
  EXPECT_EQ(j["inputs"][0]["dtype"], "f32");
  EXPECT_EQ(j["inputs"][0]["shape"], nlohmann::json::array({1, 3, 8, 8}));
  EXPECT_EQ(j["outputs"][0]["shape"], nlohmann::json::array({1, 4, 8, 8}));
}

}  // namespace
}  // namespace rammer
