// bf16 in the Graph IR and the reference interpreter beside f16: names and ONNX numbering, conversion
// (round to nearest even, NaN kept), loading BFLOAT16 initializers, the text form, Cast, and ops
// computed through f32 with each output rounded once. Expected bit patterns are worked out by hand
// from the formats (bf16: the high 16 bits of a float; f16: 1 + 5 + 10 bits).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "frontend/graph/graph_text.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/ops/op_registry.h"
#include "tests/frontend/onnx_test_models.h"

namespace rammer {
namespace {

using testing::ModelBuilder;
using testing::TempDir;

uint16_t bits_of(const Tensor& t, int64_t i) { return t.data<uint16_t>()[i]; }

Tensor bf16_from_bits(Shape s, const std::vector<uint16_t>& bits) {
  return Tensor::from_vector<uint16_t>(DType::bf16, std::move(s), bits);
}

// bf16 is ONNX's BFLOAT16 (16), named "bf16", 2 bytes, a float type computed through f32.
TEST(HalfDtypes, Bf16NameNumberAndSize) {
  EXPECT_EQ(dtype_name(DType::bf16), "bf16");
  EXPECT_EQ(dtype_from_name("bf16"), DType::bf16);
  EXPECT_EQ(dtype_from_onnx(16), DType::bf16);
  EXPECT_EQ(dtype_to_onnx(DType::bf16), 16);
  EXPECT_EQ(dtype_size(DType::bf16), 2u);
  EXPECT_TRUE(dtype_is_float(DType::bf16));
  EXPECT_TRUE(dtype_is_half(DType::bf16));
  EXPECT_TRUE(dtype_is_half(DType::f16));
  EXPECT_FALSE(dtype_is_half(DType::f32));
}

// float -> bf16 rounds to nearest, ties to even; NaN stays NaN; widening is exact.
TEST(HalfDtypes, Bf16RoundsToNearestEvenAndKeepsNan) {
  Tensor t(DType::bf16, {6});
  t.set_f64(0, 1.0);                          // 0x3f80
  t.set_f64(1, 1.0 + std::ldexp(1.0, -8));    // halfway to 1 + 2^-7: to even, 0x3f80
  t.set_f64(2, 1.0 + 3 * std::ldexp(1.0, -8));  // halfway between 0x3f81 and 0x3f82: to even, 0x3f82
  t.set_f64(3, -2.0 - 3 * std::ldexp(1.0, -8));  // 3/4 of the way to -2 - 2^-6: 0xc001
  t.set_f64(4, std::numeric_limits<double>::quiet_NaN());
  t.set_f64(5, 3.4e38);                       // rounds up past the largest bf16: +inf 0x7f80
  EXPECT_EQ(bits_of(t, 0), 0x3f80);
  EXPECT_EQ(bits_of(t, 1), 0x3f80);
  EXPECT_EQ(bits_of(t, 2), 0x3f82);
  EXPECT_EQ(bits_of(t, 3), 0xc001);
  EXPECT_TRUE(std::isnan(t.get_f64(4)));
  EXPECT_EQ(bits_of(t, 5), 0x7f80);
  const Tensor w = bf16_from_bits({2}, {0x4049, 0xbe80});  // 3.140625, -0.25
  EXPECT_EQ(w.get_f64(0), 3.140625);
  EXPECT_EQ(w.get_f64(1), -0.25);
}

// Cast between f32, f16 and bf16 (ONNX Cast to 16 and back); f16 -> bf16 rounds once.
TEST(HalfDtypes, CastToAndFromBf16) {
  const Tensor x = Tensor::from_vector<float>(DType::f32, {3}, {1.5f, 1.0f + 0x1p-9f, 65504.0f});
  Node cast;
  cast.name = "cast";
  cast.op = "Cast";
  cast.opset = 19;
  cast.inputs = {"x"};
  cast.outputs = {"y"};
  cast.attrs.set("to", int64_t{16});
  const Tensor y = eval_node(cast, {&x}).at(0);
  ASSERT_EQ(y.dtype(), DType::bf16);
  EXPECT_EQ(bits_of(y, 0), 0x3fc0);
  EXPECT_EQ(bits_of(y, 1), 0x3f80);
  EXPECT_EQ(bits_of(y, 2), 0x4780);  // 65504 = 0x477fe000: rounds up to 65536
  cast.attrs.set("to", int64_t{1});
  const Tensor back = eval_node(cast, {&y}).at(0);
  ASSERT_EQ(back.dtype(), DType::f32);
  EXPECT_EQ(back.data<float>()[2], 65536.0f);
  const Tensor h = Tensor::from_vector<uint16_t>(DType::f16, {1}, {0x3c01});  // 1 + 2^-10
  cast.attrs.set("to", int64_t{16});
  EXPECT_EQ(bits_of(eval_node(cast, {&h}).at(0), 0), 0x3f80);  // 7 mantissa bits: 1.0
}

// A BFLOAT16 model loads: inputs, outputs and initializers (raw_data and int32_data bit patterns).
TEST(HalfDtypes, LoadsBfloat16Initializers) {
  TempDir dir;
  ModelBuilder b(8, 13);
  b.input("x", {"2"}, onnx::TensorProto::BFLOAT16);
  auto* raw = b.graph().add_initializer();
  raw->set_name("r");
  raw->set_data_type(onnx::TensorProto::BFLOAT16);
  raw->add_dims(2);
  const uint16_t rb[2] = {0x3f80, 0xc000};  // 1, -2
  raw->set_raw_data(std::string(reinterpret_cast<const char*>(rb), 4));
  auto* typed = b.graph().add_initializer();
  typed->set_name("t");
  typed->set_data_type(onnx::TensorProto::BFLOAT16);
  typed->add_dims(2);
  typed->add_int32_data(0x4040);  // 3
  typed->add_int32_data(0x3e80);  // 0.25
  b.node("Add", {"x", "r"}, {"s"}, "add");
  b.node("Mul", {"s", "t"}, {"y"}, "mul");
  b.output("y", {"2"}, onnx::TensorProto::BFLOAT16);
  Result<Graph> g = load_onnx(b.save(dir));
  ASSERT_TRUE(g.is_ok()) << g.status().message();
  EXPECT_EQ(g->value("x").dtype, DType::bf16);
  EXPECT_EQ(g->value("y").dtype, DType::bf16);
  ASSERT_NE(g->constant("t"), nullptr);
  EXPECT_EQ(g->constant("r")->get_f64(1), -2.0);
  EXPECT_EQ(g->constant("t")->get_f64(0), 3.0);
  std::map<std::string, Tensor> in;
  in.emplace("x", bf16_from_bits({2}, {0x3f00, 0x4000}));  // 0.5, 2
  const std::map<std::string, Tensor> out = interpret(*g, in);
  // (0.5 + 1) * 3 = 4.5 (0x4090); (2 - 2) * 0.25 = 0.
  EXPECT_EQ(bits_of(out.at("y"), 0), 0x4090);
  EXPECT_EQ(out.at("y").get_f64(1), 0.0);
}

// The text form prints bf16 values and reads them back to the same bits.
TEST(HalfDtypes, TextFormRoundTripsBf16) {
  const std::string text =
      "graph g opset=17\n"
      "input x bf16[2]\n"
      "const c bf16[2] = [1.5,-0.0078125]\n"
      "node add = Add(x, c) -> y bf16[2]\n"
      "output y\n";
  const Graph g = parse_graph(text);
  ASSERT_NE(g.constant("c"), nullptr);
  EXPECT_EQ(g.constant("c")->dtype(), DType::bf16);
  EXPECT_EQ(bits_of(*g.constant("c"), 0), 0x3fc0);
  EXPECT_EQ(bits_of(*g.constant("c"), 1), 0xbc00);
  EXPECT_EQ(print_graph(parse_graph(print_graph(g))), print_graph(g));
}

// Conv and MaxPool in f16 and bf16 compute in f32 and round their output once: a 1x1 conv whose
// f32 sums are 1 + 3 * 2^-10 and 0.75 + 2^-9 gives them exactly in f16 (10 mantissa bits) and 1.0
// and 0.75 in bf16 (7 bits: the first rounds down, the second is a tie that goes to even).
TEST(HalfDtypes, ConvAndPoolComputeThroughF32) {
  Node conv;
  conv.name = "conv";
  conv.op = "Conv";
  conv.opset = 17;
  conv.inputs = {"x", "w"};
  conv.outputs = {"y"};
  Node pool;
  pool.name = "pool";
  pool.op = "MaxPool";
  pool.opset = 17;
  pool.inputs = {"y"};
  pool.outputs = {"p"};
  pool.attrs.set("kernel_shape", std::vector<int64_t>{1, 2});
  for (DType t : {DType::f16, DType::bf16}) {
    Tensor x(t, {1, 3, 1, 2}), w(t, {1, 3, 1, 1});
    const double xs[6] = {1.0, 0.5, std::ldexp(1.0, -9), std::ldexp(1.0, -9), std::ldexp(1.0, -10), 0.25};
    for (int i = 0; i < 6; ++i) x.set_f64(i, xs[i]);
    for (int i = 0; i < 3; ++i) w.set_f64(i, 1.0);
    const Tensor y = eval_node(conv, {&x, &w}).at(0);
    ASSERT_EQ(y.dtype(), t);
    // y[0] = 1 + 2^-9 + 2^-10, y[1] = 0.5 + 2^-9 + 0.25 (both exact in f32).
    EXPECT_EQ(bits_of(y, 0), t == DType::f16 ? 0x3c03 : 0x3f80);
    EXPECT_EQ(bits_of(y, 1), t == DType::f16 ? 0x3a04 : 0x3f40);
    const Tensor p = eval_node(pool, {&y}).at(0);
    ASSERT_EQ(p.dtype(), t);
    EXPECT_EQ(p.get_f64(0), y.get_f64(0));
  }
}

}  // namespace
}  // namespace rammer
