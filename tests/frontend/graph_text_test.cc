// The Graph IR text form: parse_graph reads back what print_graph writes (CONVENTIONS.md #4).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "frontend/graph/graph.h"
#include "frontend/graph/graph_text.h"

namespace rammer {
namespace {

Node make_node(std::string name, std::string op, std::vector<std::string> in,
               std::vector<std::string> out) {
  Node n;
  n.name = std::move(name);
  n.op = std::move(op);
  n.inputs = std::move(in);
  n.outputs = std::move(out);
  return n;
}

// A graph that uses every feature of the text form.
Graph feature_graph() {
  Graph g;
  g.name = "feature graph";
  g.opset_imports[""] = 17;
  g.opset_imports["com.microsoft"] = 1;
  g.add_value({"x", DType::f32, {1, 3, 4, 4}, nullptr});
  g.add_value({"odd name\"q", DType::i64, {}, nullptr});
  g.inputs = {"x", "odd name\"q"};
  g.add_constant("c_f32", Tensor::from_vector<float>(DType::f32, {2, 2}, {1.5f, -0.0f, 1e-20f, 3.0f}));
  g.add_constant("c_f64", Tensor::from_vector<double>(DType::f64, {2}, {0.25, -7.0}));
  g.add_constant("c_f16", Tensor::from_vector<uint16_t>(DType::f16, {2}, {float_to_half(1.0f),
                                                                          float_to_half(-2.5f)}));
  g.add_constant("c_i64", Tensor::from_vector<int64_t>(
                              DType::i64, {3}, {std::numeric_limits<int64_t>::min(), 9007199254740993, -1}));
  g.add_constant("c_i32", Tensor::from_vector<int32_t>(DType::i32, {2}, {-2147483647, 7}));
  g.add_constant("c_i16", Tensor::from_vector<int16_t>(DType::i16, {1}, {-300}));
  g.add_constant("c_i8", Tensor::from_vector<int8_t>(DType::i8, {2}, {-128, 127}));
  g.add_constant("c_u8", Tensor::from_vector<uint8_t>(DType::u8, {2}, {0, 255}));
  g.add_constant("c_bool", Tensor::from_vector<uint8_t>(DType::boolean, {3}, {1, 0, 1}));
  g.add_constant("c_scalar", Tensor::scalar_f32(std::numeric_limits<float>::infinity()));
  g.add_constant("c_empty", Tensor(DType::f32, {0, 3}));

  Node conv = make_node("conv/0", "Conv", {"x", "c_f32", ""}, {"y"});
  conv.attrs.set("group", int64_t{1});
  conv.attrs.set("alpha", 0.125f);
  conv.attrs.set("auto_pad", std::string("NOT\\SET\""));
  conv.attrs.set("pads", std::vector<int64_t>{0, -1, 2, 3});
  conv.attrs.set("scales", std::vector<float>{1.0f, 2.5f, std::numeric_limits<float>::quiet_NaN()});
  conv.attrs.set("names", std::vector<std::string>{"a", "b c"});
  conv.attrs.set("value", Tensor::from_vector<int64_t>(DType::i64, {2}, {4, 5}));
  conv.attrs.set("empty", std::vector<int64_t>{});
  g.add_value({"y", DType::f32, {1, 2, 4, 4}, nullptr});
  g.nodes.push_back(conv);

  Node split = make_node("split", "Split", {"y"}, {"s0", "", "s2"});
  split.attrs.set("axis", int64_t{-1});
  g.add_value({"s0", DType::f32, {1, 2, 4, 2}, nullptr});
  g.add_value({"s2", DType::f32, {1, 2, 4, 2}, nullptr});
  g.nodes.push_back(split);

  Node relu = make_node("relu", "Relu", {"s0"}, {"r"});
  relu.epilogue_of = "conv/0";
  g.add_value({"r", DType::f32, {1, 2, 4, 2}, nullptr});
  g.nodes.push_back(relu);

  // A node in another domain, with an output that has no value entry yet (printed untyped).
  Node fused = make_node("ms", "FusedGemm", {"r", "s2"}, {"untyped out"});
  fused.domain = "com.microsoft";
  g.nodes.push_back(fused);
  g.outputs = {"r", "untyped out"};
  return g;
}

// print -> parse -> print yields the same text, for every feature of the format.
TEST(GraphTextParser, RoundTripEveryFeature) {
  Graph g = feature_graph();
  const std::string text = print_graph(g);
  Graph back = parse_graph(text);
  EXPECT_EQ(print_graph(back), text);
}

// Parsing rebuilds the structure itself, not only an equal text: values, domains, opsets, attrs.
TEST(GraphTextParser, RebuildsStructure) {
  Graph g = parse_graph(print_graph(feature_graph()));
  EXPECT_EQ(g.name, "feature graph");
  EXPECT_EQ(g.inputs, (std::vector<std::string>{"x", "odd name\"q"}));
  EXPECT_EQ(g.outputs, (std::vector<std::string>{"r", "untyped out"}));
  ASSERT_EQ(g.nodes.size(), 4u);
  EXPECT_EQ(g.nodes[0].inputs, (std::vector<std::string>{"x", "c_f32", ""}));
  EXPECT_EQ(g.nodes[0].opset, 17);
  EXPECT_EQ(g.nodes[0].attrs.get_string("auto_pad", ""), "NOT\\SET\"");
  EXPECT_EQ(g.nodes[0].attrs.get_ints("pads"), (std::vector<int64_t>{0, -1, 2, 3}));
  EXPECT_EQ(g.nodes[0].attrs.get_float("alpha", 0), 0.125f);
  EXPECT_EQ(g.nodes[0].attrs.get_strings("names"), (std::vector<std::string>{"a", "b c"}));
  ASSERT_NE(g.nodes[0].attrs.get_tensor("value"), nullptr);
  EXPECT_EQ(g.nodes[0].attrs.get_tensor("value")->to_i64_vector(), (std::vector<int64_t>{4, 5}));
  EXPECT_EQ(g.nodes[1].outputs, (std::vector<std::string>{"s0", "", "s2"}));
  EXPECT_EQ(g.nodes[2].epilogue_of, "conv/0");
  EXPECT_EQ(g.nodes[3].domain, "com.microsoft");
  EXPECT_EQ(g.nodes[3].op, "FusedGemm");
  EXPECT_EQ(g.nodes[3].opset, 1);
  EXPECT_FALSE(g.has_value("untyped out"));
  const Tensor* i64 = g.constant("c_i64");
  ASSERT_NE(i64, nullptr);
  // 2^53+1 is not a double: the parser must store integers without a detour through double.
  EXPECT_EQ(i64->to_i64_vector(),
            (std::vector<int64_t>{std::numeric_limits<int64_t>::min(), 9007199254740993, -1}));
  EXPECT_EQ(g.constant("c_u8")->get_i64(1), 255);
  EXPECT_EQ(g.constant("c_f16")->get_f64(1), -2.5);
  EXPECT_TRUE(std::isinf(g.constant("c_scalar")->get_f64(0)));
  EXPECT_EQ(g.value("odd name\"q").shape, Shape{});
}

// Comments ('#' lines and trailing '#' outside quotes) and blank lines are ignored.
TEST(GraphTextParser, AcceptsComments) {
  Graph g = parse_graph(
      "# a comment line\n"
      "\n"
      "graph g opset=13   # trailing comment\n"
      "input \"a#b\" f32[2]\n"
      "node n = Relu(\"a#b\") -> y f32[2] {mode=\"#not a comment\"}  # relu\n"
      "output y\n");
  EXPECT_EQ(g.inputs, (std::vector<std::string>{"a#b"}));
  ASSERT_EQ(g.nodes.size(), 1u);
  EXPECT_EQ(g.nodes[0].attrs.get_string("mode", ""), "#not a comment");
  EXPECT_EQ(g.nodes[0].opset, 13);
  EXPECT_NO_THROW(g.verify());
}

// Node order is kept as written, even when it is not topological (sorting is the caller's choice).
TEST(GraphTextParser, KeepsWrittenNodeOrder) {
  Graph g = parse_graph(
      "graph g opset=17\n"
      "input x f32[2]\n"
      "node b = Relu(y) -> z f32[2]\n"
      "node a = Neg(x) -> y f32[2]\n"
      "output z\n");
  EXPECT_EQ(g.nodes[0].name, "b");
  EXPECT_THROW(g.verify(), Error);
}

std::string parse_error(const std::string& text) {
  try {
    parse_graph(text);
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

// Errors name the offending line and what is wrong.
TEST(GraphTextParser, ErrorsNameTheLine) {
  EXPECT_NE(parse_error("graph g opset=17\ninput x f33[2]\n").find("line 2: unknown dtype 'f33'"),
            std::string::npos);
  EXPECT_NE(parse_error("graph g opset=17\ninput x f32[2]\nnode n = Relu(x -> y f32[2]\n").find("line 3"),
            std::string::npos);
  EXPECT_NE(parse_error("graph g opset=17\nconst c i64[3] = [1,2]\n").find("line 2: 2 values"),
            std::string::npos);
  EXPECT_NE(parse_error("graph g opset=17\ninput x f32[2]\ninput x f32[2]\n").find("declared twice"),
            std::string::npos);
  EXPECT_NE(parse_error("graph g opset=17\nbogus\n").find("line 2"), std::string::npos);
  EXPECT_NE(parse_error("input x f32[2]\n").find("missing the 'graph"), std::string::npos);
  // A node whose domain the graph does not import has no opset to run under.
  EXPECT_NE(parse_error("graph g opset=17\ninput x f32[2]\nnode n = com.x.Op(x) -> y f32[2]\n")
                .find("line 3: node 'n' is in domain 'com.x'"),
            std::string::npos);
}

// Hashed constants cannot be rebuilt unless the caller accepts zero-filled data.
TEST(GraphTextParser, HashedConstantsNeedPermission) {
  Graph g;
  g.name = "g";
  g.opset_imports[""] = 17;
  std::vector<float> big(20, 1.0f);
  g.add_constant("w", Tensor::from_vector<float>(DType::f32, {4, 5}, big));
  const std::string text = print_graph(g);
  ASSERT_NE(text.find("<20 values, fnv1a"), std::string::npos);
  EXPECT_THROW(parse_graph(text), Error);
  Graph z = parse_graph(text, /*allow_hashed_constants=*/true);
  ASSERT_NE(z.constant("w"), nullptr);
  EXPECT_EQ(z.constant("w")->shape(), (Shape{4, 5}));
  EXPECT_EQ(z.constant("w")->get_f64(19), 0.0);
}

// A dynamic dimension prints as '?' and reads back as -1.
TEST(GraphTextParser, DynamicDims) {
  Graph g = parse_graph("graph g opset=17\ninput x f32[?,3]\noutput x\n");
  EXPECT_EQ(g.value("x").shape, (Shape{-1, 3}));
  EXPECT_EQ(print_graph(g), "graph g opset=17\ninput x f32[?,3]\noutput x\n");
}

}  // namespace
}  // namespace rammer
