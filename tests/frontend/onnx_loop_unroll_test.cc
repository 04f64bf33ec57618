// The loader unrolls ONNX Loop (constant trip count) and Scan nodes (frontend/onnx/onnx_loop_unroll.h):
// the unrolled graphs, run by the reference interpreter, give hand-computed values; loops it cannot
// unroll fail with one message naming the node and what would make them compilable.
#include <gtest/gtest.h>

#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "tests/frontend/onnx_test_models.h"

namespace rammer {
namespace {

using testing::ModelBuilder;
using testing::TempDir;

onnx::AttributeProto& attr(onnx::NodeProto& n, const std::string& name, onnx::AttributeProto::AttributeType type) {
  auto* a = n.add_attribute();
  a->set_name(name);
  a->set_type(type);
  return *a;
}

void int64_scalar(ModelBuilder& b, const std::string& name, int64_t v) {
  auto* t = b.graph().add_initializer();
  t->set_name(name);
  t->set_data_type(onnx::TensorProto::INT64);
  t->add_int64_data(v);
}

// Loop body (i, cond_in, v_in) -> (cond_out, v_in + float(i) + 1, scan: v_in * 2); `data_condition`
// computes cond_out as v_in's first element < 100 instead of passing cond_in through.
onnx::GraphProto loop_body(bool data_condition) {
  ModelBuilder body;
  body.input("i", {}, onnx::TensorProto::INT64);
  body.input("cond_in", {}, onnx::TensorProto::BOOL);
  body.input("v_in", {"1", "2"});
  body.init_f32("one", {}, {1.0f});
  body.init_f32("two", {}, {2.0f});
  auto& cast = body.node("Cast", {"i"}, {"i_f"}, "cast");
  attr(cast, "to", onnx::AttributeProto::INT).set_i(onnx::TensorProto::FLOAT);
  body.node("Add", {"v_in", "i_f"}, {"v_i"}, "add_i");
  body.node("Add", {"v_i", "one"}, {"v_out"}, "add_one");
  body.node("Mul", {"v_in", "two"}, {"scan"}, "double");
  if (data_condition) {
    body.init_f32("limit", {}, {100.0f});
    body.node("ReduceMax", {"v_in"}, {"m"}, "max");
    body.node("Less", {"m", "limit"}, {"cond_out"}, "below");
  } else {
    body.node("Identity", {"cond_in"}, {"cond_out"}, "keep");
  }
  body.output("cond_out", {}, onnx::TensorProto::BOOL);
  body.output("v_out", {"1", "2"});
  body.output("scan", {"1", "2"});
  return body.model().graph();
}

// x [1,2] -> Loop(M, cond) -> (v, scans); M is an initializer of value `trips` or, when trips < 0,
// a graph input.
std::string loop_model(const TempDir& dir, int64_t trips, bool data_condition = false) {
  ModelBuilder b(8, 13);
  b.input("x", {"1", "2"});
  if (trips >= 0)
    int64_scalar(b, "M", trips);
  else
    b.input("M", {}, onnx::TensorProto::INT64);
  auto& loop = b.node("Loop", {"M", "", "x"}, {"v", "scans"}, "refine");
  *attr(loop, "body", onnx::AttributeProto::GRAPH).mutable_g() = loop_body(data_condition);
  b.output("v", {"1", "2"});
  b.output("scans", {"?", "1", "2"});
  return b.save(dir);
}

Tensor f32(const Shape& shape, const std::vector<float>& v) {
  Tensor t(DType::f32, shape);
  for (size_t i = 0; i < v.size(); ++i) t.data<float>()[i] = v[i];
  return t;
}

void expect_values(const Tensor& t, const Shape& shape, const std::vector<float>& want, const std::string& what) {
  ASSERT_EQ(t.shape(), shape) << what;
  for (size_t i = 0; i < want.size(); ++i) EXPECT_FLOAT_EQ(t.data<float>()[i], want[i]) << what << " element " << i;
}

TEST(OnnxLoopUnroll, LoopOfConstantTripCountIsUnrolled) {
  TempDir dir;
  Result<Graph> g = load_onnx(loop_model(dir, 3));
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  for (const Node& n : g->nodes) EXPECT_NE(n.op, "Loop");
  auto out = interpret(*g, {{"x", f32({1, 2}, {1.0f, -2.0f})}});
  // v after iterations 0, 1, 2: x + 1, x + 3, x + 6; the scan output stacks 2 v before each.
  expect_values(out.at("v"), {1, 2}, {7.0f, 4.0f}, "v");
  expect_values(out.at("scans"), {3, 1, 2}, {2.0f, -4.0f, 4.0f, -2.0f, 8.0f, 2.0f}, "scans");
}

TEST(OnnxLoopUnroll, LoopOfZeroIterationsWithAScanOutputIsRefused) {
  TempDir dir;
  const std::string path = loop_model(dir, 0);
  Result<Graph> g = load_onnx(path);
  ASSERT_FALSE(g.is_ok());
  EXPECT_NE(g.status().message().find("0 iterations"), std::string::npos) << g.status().message();
}

TEST(OnnxLoopUnroll, TripCountFromAnInputNeedsItsValue) {
  TempDir dir;
  const std::string path = loop_model(dir, -1);
  Result<Graph> g = load_onnx(path);
  ASSERT_FALSE(g.is_ok());
  const std::string msg = g.status().message();
  EXPECT_NE(msg.find("node 'refine' (Loop)"), std::string::npos) << msg;
  EXPECT_NE(msg.find("constant trip count"), std::string::npos) << msg;
  EXPECT_NE(msg.find("--input-value"), std::string::npos) << msg;
  LoadOptions lo;
  lo.input_numbers["M"] = {2};
  Result<Graph> bound = load_onnx(path, lo);
  ASSERT_TRUE(bound.is_ok()) << bound.status().message();
  auto out = interpret(*bound, {{"x", f32({1, 2}, {0.0f, 0.0f})}});
  expect_values(out.at("v"), {1, 2}, {3.0f, 3.0f}, "v");
}

TEST(OnnxLoopUnroll, LoopWithDataDependentConditionIsRefused) {
  TempDir dir;
  Result<Graph> g = load_onnx(loop_model(dir, 3, true));
  ASSERT_FALSE(g.is_ok());
  const std::string msg = g.status().message();
  EXPECT_NE(msg.find("node 'refine' (Loop)"), std::string::npos) << msg;
  EXPECT_NE(msg.find("condition"), std::string::npos) << msg;
}

TEST(OnnxLoopUnroll, HugeTripCountIsRefusedNotUnrolled) {
  TempDir dir;
  Result<Graph> g = load_onnx(loop_model(dir, int64_t{1} << 40));
  ASSERT_FALSE(g.is_ok());
  const std::string msg = g.status().message();
  EXPECT_NE(msg.find("node 'refine' (Loop)"), std::string::npos) << msg;
  EXPECT_NE(msg.find("exceeds"), std::string::npos) << msg;
}

// xs [1,L,2] -> Scan over axis 1, input reversed: s <- s + x_t, emitting s; L = "L" leaves it dynamic.
std::string scan_model(const TempDir& dir, const std::string& length) {
  ModelBuilder body;
  body.input("s_in", {"1", "2"});
  body.input("x_t", {"1", "2"});
  body.node("Add", {"s_in", "x_t"}, {"s_out"}, "accumulate");
  body.node("Identity", {"s_out"}, {"y_t"}, "emit");
  body.output("s_out", {"1", "2"});
  body.output("y_t", {"1", "2"});
  ModelBuilder b(8, 13);
  b.input("xs", {"1", length, "2"});
  b.init_f32("s0", {1, 2}, {10.0f, 20.0f});
  auto& scan = b.node("Scan", {"s0", "xs"}, {"s", "ys"}, "suffix_sums");
  *attr(scan, "body", onnx::AttributeProto::GRAPH).mutable_g() = body.model().graph();
  attr(scan, "num_scan_inputs", onnx::AttributeProto::INT).set_i(1);
  attr(scan, "scan_input_axes", onnx::AttributeProto::INTS).add_ints(1);
  attr(scan, "scan_input_directions", onnx::AttributeProto::INTS).add_ints(1);
  attr(scan, "scan_output_axes", onnx::AttributeProto::INTS).add_ints(-2);
  b.output("s", {"1", "2"});
  b.output("ys", {"1", length, "2"});
  return b.save(dir);
}

TEST(OnnxLoopUnroll, ScanAlongAxisOneInReverseIsUnrolled) {
  TempDir dir;
  Result<Graph> g = load_onnx(scan_model(dir, "3"));
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  for (const Node& n : g->nodes) EXPECT_NE(n.op, "Scan");
  auto out = interpret(*g, {{"xs", f32({1, 3, 2}, {1, 2, 3, 4, 5, 6})}});
  // Steps read x_2, x_1, x_0: s = s0 + x_2, + x_1, + x_0, each emitted in step order along axis 1.
  expect_values(out.at("ys"), {1, 3, 2}, {15, 26, 18, 30, 19, 32}, "ys");
  expect_values(out.at("s"), {1, 2}, {19, 32}, "s");
}

TEST(OnnxLoopUnroll, ScanOfUnknownLengthAsksForTheShape) {
  TempDir dir;
  const std::string path = scan_model(dir, "L");
  Result<Graph> g = load_onnx(path);
  ASSERT_FALSE(g.is_ok());
  const std::string msg = g.status().message();
  EXPECT_NE(msg.find("node 'suffix_sums' (Scan)"), std::string::npos) << msg;
  EXPECT_NE(msg.find("--input-shape"), std::string::npos) << msg;
  LoadOptions lo;
  lo.input_shapes["xs"] = {1, 2, 2};
  Result<Graph> pinned = load_onnx(path, lo);
  ASSERT_TRUE(pinned.is_ok()) << pinned.status().message();
  auto out = interpret(*pinned, {{"xs", f32({1, 2, 2}, {1, 2, 3, 4})}});
  expect_values(out.at("ys"), {1, 2, 2}, {13, 24, 14, 26}, "ys");
}

// Malformed control flow fails with one message naming the node, never a crash.
TEST(OnnxLoopUnroll, MalformedNodesFailNamingTheNode) {
  TempDir dir;
  {
    ModelBuilder b(8, 13);
    b.input("x", {"1", "2"});
    int64_scalar(b, "M", 2);
    b.node("Loop", {"M", "", "x"}, {"v"}, "no_body");
    b.output("v", {"1", "2"});
    Result<Graph> g = load_onnx(b.save(dir, "no_body.onnx"));
    ASSERT_FALSE(g.is_ok());
    EXPECT_NE(g.status().message().find("no_body"), std::string::npos) << g.status().message();
  }
  {
    ModelBuilder b(8, 13);
    b.input("xs", {"1", "3", "2"});
    b.init_f32("s0", {1, 2}, {0.0f, 0.0f});
    auto& scan = b.node("Scan", {"s0", "xs"}, {"s", "ys"}, "too_many_scans");
    ModelBuilder body;
    body.input("s_in", {"1", "2"});
    body.input("x_t", {"1", "2"});
    body.node("Add", {"s_in", "x_t"}, {"s_out"}, "add");
    body.output("s_out", {"1", "2"});
    *attr(scan, "body", onnx::AttributeProto::GRAPH).mutable_g() = body.model().graph();
    attr(scan, "num_scan_inputs", onnx::AttributeProto::INT).set_i(5);
    b.output("s", {"1", "2"});
    Result<Graph> g = load_onnx(b.save(dir, "too_many_scans.onnx"));
    ASSERT_FALSE(g.is_ok());
    EXPECT_NE(g.status().message().find("too_many_scans"), std::string::npos) << g.status().message();
  }
}

}  // namespace
}  // namespace rammer
