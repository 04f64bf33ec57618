// TopK, NonZero and the linear-quantization ops through the loader and the reference interpreter, on
// hand-computed values: rounding half to even, saturation, per-axis parameters, ties in TopK, and
// NonZero folded when its input is constant and refused with the reason when it is not.
#include <gtest/gtest.h>

#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "tests/frontend/onnx_test_models.h"

namespace rammer {
namespace {

using testing::ModelBuilder;
using testing::TempDir;

Tensor f32(const Shape& shape, const std::vector<float>& v) {
  Tensor t(DType::f32, shape);
  for (size_t i = 0; i < v.size(); ++i) t.data<float>()[i] = v[i];
  return t;
}

std::vector<double> values(const Tensor& t) {
  std::vector<double> v;
  for (int64_t i = 0; i < t.numel(); ++i) v.push_back(t.get_f64(i));
  return v;
}

void add_int_tensor(ModelBuilder& b, const std::string& name, int type, const std::vector<int64_t>& dims,
                    const std::vector<int32_t>& v) {
  auto* t = b.graph().add_initializer();
  t->set_name(name);
  t->set_data_type(type);
  for (int64_t d : dims) t->add_dims(d);
  for (int32_t x : v) t->add_int32_data(x);
}

// x [2,3] -> QuantizeLinear(scale, zero point of `type`, axis) -> y.
Graph quantize_graph(const TempDir& dir, int type, const std::vector<float>& scale, const std::vector<int32_t>& zp) {
  ModelBuilder b(8, 13);
  b.input("x", {"2", "3"});
  const std::vector<int64_t> pdims = scale.size() == 1 ? std::vector<int64_t>{} : std::vector<int64_t>{2};
  b.init_f32("scale", pdims, scale);
  add_int_tensor(b, "zp", type, pdims, zp);
  auto& q = b.node("QuantizeLinear", {"x", "scale", "zp"}, {"y"}, "quantize");
  auto* axis = q.add_attribute();
  axis->set_name("axis");
  axis->set_type(onnx::AttributeProto::INT);
  axis->set_i(0);
  b.output("y", {"2", "3"}, type);
  Result<Graph> g = load_onnx(b.save(dir));
  EXPECT_TRUE(g.is_ok()) << g.status().message();
  return g.is_ok() ? std::move(*g) : Graph{};
}

TEST(OpsQuantize, QuantizeRoundsHalfToEvenAndSaturates) {
  TempDir dir;
  Graph g = quantize_graph(dir, onnx::TensorProto::UINT8, {1.0f}, {0});
  auto out = interpret(g, {{"x", f32({2, 3}, {0.5f, 1.5f, 2.5f, -0.5f, 300.0f, -300.0f})}});
  EXPECT_EQ(values(out.at("y")), (std::vector<double>{0, 2, 2, 0, 255, 0}));
}

TEST(OpsQuantize, PerAxisScaleAndZeroPointToInt8) {
  TempDir dir;
  // Row 0: scale 2, zero point 10; row 1: scale 0.5, zero point -3.
  Graph g = quantize_graph(dir, onnx::TensorProto::INT8, {2.0f, 0.5f}, {10, -3});
  auto out = interpret(g, {{"x", f32({2, 3}, {3.0f, -5.0f, 1000.0f, 0.25f, -0.75f, -100.0f})}});
  // 3/2 = 1.5 -> 2, +10 = 12; -2.5 -> -2, 8; 500 + 10 saturates at 127;
  // 0.5 -> 0, -3; -1.5 -> -2, -5; -200 - 3 saturates at -128.
  EXPECT_EQ(values(out.at("y")), (std::vector<double>{12, 8, 127, -3, -5, -128}));
}

TEST(OpsQuantize, DequantizePerAxis) {
  TempDir dir;
  ModelBuilder b(8, 13);
  b.input("x", {"2", "2"}, onnx::TensorProto::UINT8);
  b.init_f32("scale", {2}, {0.5f, 4.0f});
  add_int_tensor(b, "zp", onnx::TensorProto::UINT8, {2}, {128, 0});
  b.node("DequantizeLinear", {"x", "scale", "zp"}, {"y"}, "dequantize");  // axis 1 by default
  b.output("y", {"2", "2"});
  Result<Graph> g = load_onnx(b.save(dir));
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  Tensor x(DType::u8, {2, 2});
  for (int i = 0; i < 4; ++i) x.data<uint8_t>()[i] = static_cast<uint8_t>(std::vector<int>{130, 3, 0, 255}[i]);
  auto out = interpret(*g, {{"x", x}});
  // Column 0: (x - 128) * 0.5; column 1: x * 4.
  EXPECT_EQ(values(out.at("y")), (std::vector<double>{1.0, 12.0, -64.0, 1020.0}));
}

TEST(OpsSelect, TopKLargestAndSmallestBreakTiesByIndex) {
  for (int largest : {1, 0}) {
    TempDir dir;
    ModelBuilder b(8, 13);
    b.input("x", {"1", "5"});
    auto* k = b.graph().add_initializer();
    k->set_name("k");
    k->set_data_type(onnx::TensorProto::INT64);
    k->add_dims(1);
    k->add_int64_data(3);
    auto& n = b.node("TopK", {"x", "k"}, {"v", "i"}, "topk");
    auto* a = n.add_attribute();
    a->set_name("largest");
    a->set_type(onnx::AttributeProto::INT);
    a->set_i(largest);
    b.output("v", {"1", "3"});
    b.output("i", {"1", "3"}, onnx::TensorProto::INT64);
    Result<Graph> g = load_onnx(b.save(dir));
    ASSERT_TRUE(g.is_ok()) << g.status().message();
    auto out = interpret(*g, {{"x", f32({1, 5}, {2.0f, 7.0f, 2.0f, -1.0f, 7.0f})}});
    if (largest) {
      EXPECT_EQ(values(out.at("v")), (std::vector<double>{7, 7, 2}));
      EXPECT_EQ(values(out.at("i")), (std::vector<double>{1, 4, 0}));
    } else {
      EXPECT_EQ(values(out.at("v")), (std::vector<double>{-1, 2, 2}));
      EXPECT_EQ(values(out.at("i")), (std::vector<double>{3, 0, 2}));
    }
  }
}

TEST(OpsSelect, NonZeroOfAConstantIsFoldedOfAnInputRefused) {
  TempDir dir;
  ModelBuilder b(8, 13);
  b.input("x", {"2", "2"});
  b.init_f32("mask", {2, 2}, {0.0f, 3.0f, -1.0f, 0.0f});
  b.node("NonZero", {"mask"}, {"where"}, "nonzero_const");
  auto* to = b.node("Cast", {"where"}, {"where_f"}, "cast").add_attribute();
  to->set_name("to");
  to->set_type(onnx::AttributeProto::INT);
  to->set_i(onnx::TensorProto::FLOAT);
  b.node("Add", {"where_f", "x"}, {"y"}, "add");
  b.output("y", {"2", "2"});
  Result<Graph> g = load_onnx(b.save(dir));
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  optimize_graph(*g);
  for (const Node& n : g->nodes) EXPECT_NE(n.op, "NonZero") << "a NonZero of a constant is folded";
  auto out = interpret(*g, {{"x", f32({2, 2}, {0, 0, 0, 0})}});
  // Non-zeros at (0,1) and (1,0): rows of indices [0,1] and [1,0].
  EXPECT_EQ(values(out.at("y")), (std::vector<double>{0, 1, 1, 0}));

  ModelBuilder r(8, 13);
  r.input("x", {"2", "2"});
  r.node("NonZero", {"x"}, {"where"}, "nonzero_data");
  r.output("where", {"2", "?"}, onnx::TensorProto::INT64);
  Result<Graph> refused = load_onnx(r.save(dir, "runtime.onnx"));
  ASSERT_FALSE(refused.is_ok());
  const std::string msg = refused.status().message();
  EXPECT_NE(msg.find("nonzero_data"), std::string::npos) << msg;
  EXPECT_NE(msg.find("count of non-zero elements"), std::string::npos) << msg;
  EXPECT_NE(msg.find("depends on runtime data"), std::string::npos) << msg;
}

}  // namespace
}  // namespace rammer
