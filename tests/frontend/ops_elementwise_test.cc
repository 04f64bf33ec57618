// Elementwise ops: arithmetic with broadcasting, activations, rounding, comparisons, logic, Where,
// Cast, and the scalar formulas exposed for fusion. Expected values are hand-computed or closed forms.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "frontend/ops/elementwise.h"
#include "frontend/ops/op_registry.h"

namespace rammer {
namespace {

Tensor F(Shape s, std::vector<float> v) { return Tensor::from_vector<float>(DType::f32, std::move(s), v); }
Tensor I64(Shape s, std::vector<int64_t> v) { return Tensor::from_vector<int64_t>(DType::i64, std::move(s), v); }
Tensor I32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector<int32_t>(DType::i32, std::move(s), v); }
Tensor U8(Shape s, std::vector<uint8_t> v) { return Tensor::from_vector<uint8_t>(DType::u8, std::move(s), v); }
Tensor B(Shape s, std::vector<uint8_t> v) { return Tensor::from_vector<uint8_t>(DType::boolean, std::move(s), v); }

Node make_node(const std::string& op, size_t n_inputs, int opset = 17, Attributes attrs = {}) {
  Node n;
  n.name = op + "_0";
  n.op = op;
  n.opset = opset;
  n.attrs = std::move(attrs);
  for (size_t i = 0; i < n_inputs; ++i) n.inputs.push_back("in" + std::to_string(i));
  n.outputs = {"out"};
  return n;
}

// Runs inference and evaluation; checks they agree on dtype and shape; returns output 0.
Tensor run(const Node& node, const std::vector<const Tensor*>& ins) {
  std::vector<Value> values(ins.size());
  std::vector<InferInput> infer_in;
  for (size_t i = 0; i < ins.size(); ++i) {
    if (!ins[i]) {
      infer_in.push_back({});
      continue;
    }
    values[i] = Value{"in" + std::to_string(i), ins[i]->dtype(), ins[i]->shape(), nullptr};
    infer_in.push_back({&values[i], ins[i]});
  }
  auto outs = infer_node(node, infer_in);
  std::vector<Tensor> res = eval_node(node, ins);
  EXPECT_EQ(res[0].dtype(), outs[0].dtype);
  EXPECT_EQ(res[0].shape(), outs[0].shape);
  return res[0];
}
Tensor run(const Node& node, std::initializer_list<Tensor> ins) {
  std::vector<Tensor> keep(ins);
  std::vector<const Tensor*> ptrs;
  for (const auto& t : keep) ptrs.push_back(&t);
  return run(node, ptrs);
}

Attributes attr(const std::string& name, AttrValue v) {
  Attributes a;
  a.set(name, std::move(v));
  return a;
}

void expect_values(const Tensor& t, Shape shape, std::vector<double> expected, double tol = 1e-6) {
  ASSERT_EQ(t.shape(), shape);
  ASSERT_EQ(t.numel(), static_cast<int64_t>(expected.size()));
  for (int64_t i = 0; i < t.numel(); ++i) {
    if (std::isnan(expected[static_cast<size_t>(i)])) {
      EXPECT_TRUE(std::isnan(t.get_f64(i))) << "element " << i;
    } else if (std::isinf(expected[static_cast<size_t>(i)])) {
      EXPECT_EQ(t.get_f64(i), expected[static_cast<size_t>(i)]) << "element " << i;
    } else {
      EXPECT_NEAR(t.get_f64(i), expected[static_cast<size_t>(i)], tol) << "element " << i;
    }
  }
}

// Add broadcasts a row vector over every row of a matrix.
TEST(ElementwiseOps, AddBroadcastsRow) {
  Tensor y = run(make_node("Add", 2), {F({2, 3}, {1, 2, 3, 4, 5, 6}), F({3}, {10, 20, 30})});
  EXPECT_EQ(y.dtype(), DType::f32);
  expect_values(y, {2, 3}, {11, 22, 33, 14, 25, 36});
}

// Sub broadcasts a column against a row (both inputs stretch).
TEST(ElementwiseOps, SubBroadcastsBothWays) {
  Tensor y = run(make_node("Sub", 2), {F({2, 1}, {10, 20}), F({1, 3}, {1, 2, 3})});
  expect_values(y, {2, 3}, {9, 8, 7, 19, 18, 17});
}

// Incompatible shapes are an error at inference time.
TEST(ElementwiseOps, MulRejectsIncompatibleShapes) {
  EXPECT_THROW(run(make_node("Mul", 2), {F({2, 3}, {1, 2, 3, 4, 5, 6}), F({2}, {1, 2})}), Error);
}

// Integer Div truncates toward zero like C; division by zero is an error, not a crash.
TEST(ElementwiseOps, IntegerDivTruncates) {
  Tensor y = run(make_node("Div", 2), {I32({4}, {-7, 7, 7, -7}), I32({4}, {2, -2, 2, -2})});
  EXPECT_EQ(y.dtype(), DType::i32);
  expect_values(y, {4}, {-3, -3, 3, 3});
  EXPECT_THROW(run(make_node("Div", 2), {I64({1}, {1}), I64({1}, {0})}), Error);
}

// Integer arithmetic wraps around like numpy instead of overflowing (INT64_MAX sentinels are common).
TEST(ElementwiseOps, IntegerArithmeticWraps) {
  const int64_t max = std::numeric_limits<int64_t>::max(), min = std::numeric_limits<int64_t>::min();
  Tensor y = run(make_node("Add", 2), {I64({2}, {max, 5}), I64({2}, {1, -7})});
  EXPECT_EQ(y.data<int64_t>()[0], min);
  EXPECT_EQ(y.data<int64_t>()[1], -2);
  Tensor d = run(make_node("Div", 2), {I64({1}, {min}), I64({1}, {-1})});
  EXPECT_EQ(d.data<int64_t>()[0], min);
}

// Mod with fmod=0 takes the divisor's sign (Python); fmod=1 the dividend's (C fmod).
TEST(ElementwiseOps, ModSignFollowsFmodAttribute) {
  Tensor py = run(make_node("Mod", 2), {I64({3}, {-7, 7, 5}), I64({3}, {3, -3, 3})});
  expect_values(py, {3}, {2, -2, 2});
  Tensor c = run(make_node("Mod", 2, 13, attr("fmod", int64_t{1})), {I64({3}, {-7, 7, 5}), I64({3}, {3, -3, 3})});
  expect_values(c, {3}, {-1, 1, 2});
  Tensor f = run(make_node("Mod", 2, 13, attr("fmod", int64_t{1})), {F({2}, {-5.5f, 5.5f}), F({2}, {2, 2})});
  expect_values(f, {2}, {-1.5, 1.5});
}

// Pow takes an exponent of another dtype; the result keeps the base's dtype.
TEST(ElementwiseOps, PowMixedDtypes) {
  Tensor y = run(make_node("Pow", 2, 15), {F({3}, {2, 3, 4}), I64({3}, {3, 2, -1})});
  EXPECT_EQ(y.dtype(), DType::f32);
  expect_values(y, {3}, {8, 9, 0.25});
  Tensor z = run(make_node("Pow", 2, 15), {I64({2}, {2, 9}), F({1}, {0.5f})});
  EXPECT_EQ(z.dtype(), DType::i64);
  expect_values(z, {2}, {1, 3});  // sqrt(2) = 1.41 truncates to 1
}

// Variadic Max/Min/Sum/Mean fold all inputs with broadcasting.
TEST(ElementwiseOps, VariadicOpsBroadcast) {
  Tensor a = F({2, 2}, {1, 8, 3, 4}), b = F({2}, {5, 2}), c = F({1}, {3});
  expect_values(run(make_node("Max", 3), {a, b, c}), {2, 2}, {5, 8, 5, 4});
  expect_values(run(make_node("Min", 3), {a, b, c}), {2, 2}, {1, 2, 3, 2});
  expect_values(run(make_node("Sum", 3), {a, b, c}), {2, 2}, {9, 13, 11, 9});
  expect_values(run(make_node("Mean", 3), {a, b, c}), {2, 2}, {3, 13.0 / 3, 11.0 / 3, 3});
  expect_values(run(make_node("Max", 1), {a}), {2, 2}, {1, 8, 3, 4});
}

// Max propagates NaN, as numpy maximum does.
TEST(ElementwiseOps, MaxPropagatesNaN) {
  expect_values(run(make_node("Max", 2), {F({2}, {NAN, 1}), F({2}, {1, NAN})}), {2}, {NAN, NAN});
}

// The basic activations at hand-checked points.
TEST(ElementwiseOps, BasicActivations) {
  Tensor x = F({4}, {-2, -0.5f, 0, 3});
  expect_values(run(make_node("Relu", 1), {x}), {4}, {0, 0, 0, 3});
  expect_values(run(make_node("Sigmoid", 1), {x}), {4},
                {1 / (1 + std::exp(2.0)), 1 / (1 + std::exp(0.5)), 0.5, 1 / (1 + std::exp(-3.0))});
  expect_values(run(make_node("Tanh", 1), {x}), {4}, {std::tanh(-2.0), std::tanh(-0.5), 0, std::tanh(3.0)});
  // Sigmoid of a large negative number is a tiny positive, not NaN.
  expect_values(run(make_node("Sigmoid", 1), {F({1}, {-1000})}), {1}, {0});
}

// Relu is defined on integers too (opset 14).
TEST(ElementwiseOps, ReluOnIntegers) {
  Tensor y = run(make_node("Relu", 1, 14), {I32({3}, {-5, 0, 7})});
  EXPECT_EQ(y.dtype(), DType::i32);
  expect_values(y, {3}, {0, 0, 7});
}

// Activations with attributes use their ONNX defaults and honour set values.
TEST(ElementwiseOps, ParameterisedActivations) {
  Tensor x = F({2}, {-1, 1});
  expect_values(run(make_node("LeakyRelu", 1), {x}), {2}, {-0.01, 1});
  expect_values(run(make_node("LeakyRelu", 1, 16, attr("alpha", 0.2f)), {x}), {2}, {-0.2, 1});
  expect_values(run(make_node("Elu", 1), {x}), {2}, {std::exp(-1.0) - 1, 1});
  expect_values(run(make_node("Selu", 1), {x}), {2}, {-1.1113307378125625, 1.0507009873554805});
  expect_values(run(make_node("Celu", 1, 12, attr("alpha", 2.0f)), {x}), {2}, {2 * (std::exp(-0.5) - 1), 1});
  expect_values(run(make_node("HardSigmoid", 1), {x}), {2}, {0.3, 0.7});
  expect_values(run(make_node("HardSwish", 1), {F({3}, {-3, 1, 3})}), {3}, {0, 1.0 * (1.0 / 6 + 0.5), 3});
  expect_values(run(make_node("ThresholdedRelu", 1), {F({3}, {0.5f, 1, 2})}), {3}, {0, 0, 2});
  expect_values(run(make_node("Softplus", 1), {F({2}, {0, 100})}), {2}, {std::log(2.0), 100}, 1e-5);
  expect_values(run(make_node("Softsign", 1), {x}), {2}, {-0.5, 0.5});
  expect_values(run(make_node("Mish", 1, 18), {F({1}, {1})}), {1}, {0.8650983882673103});
}

// Gelu (opset 20): the erf form by default, the tanh form with approximate="tanh".
TEST(ElementwiseOps, GeluBothForms) {
  expect_values(run(make_node("Gelu", 1, 20), {F({2}, {1, -1})}), {2}, {0.8413447460685429, -0.15865525393145707});
  expect_values(run(make_node("Gelu", 1, 20, attr("approximate", std::string("tanh"))), {F({1}, {1})}), {1},
                {0.8411919906082768});
  EXPECT_THROW(run(make_node("Gelu", 1, 20, attr("approximate", std::string("cubic"))), {F({1}, {1})}),
               Unsupported);
}

// Round goes half to even; Floor and Ceil round toward -inf and +inf.
TEST(ElementwiseOps, RoundingOps) {
  Tensor x = F({5}, {0.5f, 1.5f, 2.5f, -0.5f, -1.5f});
  expect_values(run(make_node("Round", 1), {x}), {5}, {0, 2, 2, 0, -2});
  expect_values(run(make_node("Floor", 1), {x}), {5}, {0, 1, 2, -1, -2});
  expect_values(run(make_node("Ceil", 1), {x}), {5}, {1, 2, 3, 0, -1});
}

// Neg, Abs and Sign work on integers; Sqrt on an integer is unsupported, not wrong.
TEST(ElementwiseOps, IntegerUnaryAndUnsupportedDtype) {
  Tensor x = I32({3}, {-4, 0, 5});
  expect_values(run(make_node("Neg", 1), {x}), {3}, {4, 0, -5});
  expect_values(run(make_node("Abs", 1), {x}), {3}, {4, 0, 5});
  expect_values(run(make_node("Sign", 1), {x}), {3}, {-1, 0, 1});
  EXPECT_THROW(run(make_node("Sqrt", 1), {I64({1}, {4})}), Unsupported);
}

// The math and trigonometric table at closed-form points.
TEST(ElementwiseOps, MathFunctions) {
  expect_values(run(make_node("Sqrt", 1), {F({2}, {4, 2})}), {2}, {2, std::sqrt(2.0)});
  expect_values(run(make_node("Exp", 1), {F({1}, {1})}), {1}, {M_E}, 1e-6);
  expect_values(run(make_node("Log", 1), {F({2}, {1, 0})}), {2}, {0, -INFINITY});
  expect_values(run(make_node("Reciprocal", 1), {F({1}, {4})}), {1}, {0.25});
  expect_values(run(make_node("Erf", 1), {F({1}, {1})}), {1}, {0.8427007929497149});
  expect_values(run(make_node("Sin", 1), {F({1}, {static_cast<float>(M_PI / 2)})}), {1}, {1});
  expect_values(run(make_node("Cos", 1), {F({1}, {0})}), {1}, {1});
  expect_values(run(make_node("Atan", 1), {F({1}, {1})}), {1}, {M_PI / 4});
  expect_values(run(make_node("Acosh", 1), {F({1}, {1})}), {1}, {0});
  expect_values(run(make_node("Sinh", 1), {F({1}, {1})}), {1}, {(M_E - 1 / M_E) / 2}, 1e-6);
}

// Clip before opset 11 takes attributes; from 11 optional scalar inputs, and integers from 12.
TEST(ElementwiseOps, ClipAttributeAndInputForms) {
  Attributes a;
  a.set("min", 0.0f);
  a.set("max", 6.0f);
  expect_values(run(make_node("Clip", 1, 6, a), {F({3}, {-1, 3, 9})}), {3}, {0, 3, 6});
  expect_values(run(make_node("Clip", 3, 13), {I64({3}, {-1, 3, 9}), I64({}, {0}), I64({}, {5})}), {3}, {0, 3, 5});
  // Missing min: only the upper bound applies.
  Node n = make_node("Clip", 3, 13);
  Tensor x = F({3}, {-100, 3, 9}), hi = F({}, {4});
  Tensor y = run(n, std::vector<const Tensor*>{&x, nullptr, &hi});
  expect_values(y, {3}, {-100, 3, 4});
}

// Comparisons broadcast and yield bool.
TEST(ElementwiseOps, ComparisonsYieldBool) {
  Tensor a = F({2, 2}, {1, 2, 3, 4}), b = F({2}, {2, 3});
  Tensor eq = run(make_node("Equal", 2), {a, b});
  EXPECT_EQ(eq.dtype(), DType::boolean);
  expect_values(eq, {2, 2}, {0, 0, 0, 0});
  expect_values(run(make_node("Less", 2), {a, b}), {2, 2}, {1, 1, 0, 0});
  expect_values(run(make_node("Greater", 2), {a, b}), {2, 2}, {0, 0, 1, 1});
  expect_values(run(make_node("LessOrEqual", 2), {a, F({1}, {2})}), {2, 2}, {1, 1, 0, 0});
  expect_values(run(make_node("GreaterOrEqual", 2), {a, F({1}, {2})}), {2, 2}, {0, 1, 1, 1});
  expect_values(run(make_node("Equal", 2), {I64({3}, {1, 5, 7}), I64({1}, {5})}), {3}, {0, 1, 0});
}

// Logical ops take bool; IsInf honours detect_negative/detect_positive.
TEST(ElementwiseOps, LogicAndClassification) {
  Tensor p = B({4}, {0, 0, 1, 1}), q = B({4}, {0, 1, 0, 1});
  expect_values(run(make_node("And", 2), {p, q}), {4}, {0, 0, 0, 1});
  expect_values(run(make_node("Or", 2), {p, q}), {4}, {0, 1, 1, 1});
  expect_values(run(make_node("Xor", 2), {p, q}), {4}, {0, 1, 1, 0});
  expect_values(run(make_node("Not", 1), {p}), {4}, {1, 1, 0, 0});
  Tensor x = F({4}, {1, NAN, INFINITY, -INFINITY});
  expect_values(run(make_node("IsNaN", 1), {x}), {4}, {0, 1, 0, 0});
  expect_values(run(make_node("IsInf", 1), {x}), {4}, {0, 0, 1, 1});
  expect_values(run(make_node("IsInf", 1, 10, attr("detect_negative", int64_t{0})), {x}), {4}, {0, 0, 1, 0});
  EXPECT_THROW(run(make_node("And", 2), {F({1}, {1}), F({1}, {1})}), Unsupported);
}

// Where broadcasts condition, X and Y together.
TEST(ElementwiseOps, WhereBroadcastsThreeWays) {
  Tensor y = run(make_node("Where", 3), {B({2, 1}, {1, 0}), F({3}, {1, 2, 3}), F({1}, {-1})});
  expect_values(y, {2, 3}, {1, 2, 3, -1, -1, -1});
  Tensor z = run(make_node("Where", 3), {B({2}, {0, 1}), I64({2}, {7, 8}), I64({2}, {9, 10})});
  EXPECT_EQ(z.dtype(), DType::i64);
  expect_values(z, {2}, {9, 8});
}

// Cast truncates float -> int toward zero and maps nonzero to true; string is unsupported.
TEST(ElementwiseOps, CastAndCastLike) {
  Tensor x = F({4}, {-1.7f, 0, 0.2f, 2.9f});
  Tensor i = run(make_node("Cast", 1, 13, attr("to", int64_t{6})), {x});  // INT32
  EXPECT_EQ(i.dtype(), DType::i32);
  expect_values(i, {4}, {-1, 0, 0, 2});
  Tensor b = run(make_node("Cast", 1, 13, attr("to", int64_t{9})), {x});  // BOOL
  expect_values(b, {4}, {1, 0, 1, 1});
  EXPECT_THROW(run(make_node("Cast", 1, 13, attr("to", int64_t{8})), {x}), Unsupported);  // STRING
  Tensor l = run(make_node("CastLike", 2, 15), {I64({2}, {3, -4}), F({1}, {0})});
  EXPECT_EQ(l.dtype(), DType::f32);
  expect_values(l, {2}, {3, -4});
}

// BitShift shifts u8 left or right; the direction attribute is required.
TEST(ElementwiseOps, BitShiftDirections) {
  Attributes l = attr("direction", std::string("LEFT")), r = attr("direction", std::string("RIGHT"));
  expect_values(run(make_node("BitShift", 2, 11, l), {U8({3}, {1, 3, 128}), U8({3}, {1, 2, 1})}), {3}, {2, 12, 0});
  expect_values(run(make_node("BitShift", 2, 11, r), {U8({2}, {16, 5}), U8({1}, {2})}), {2}, {4, 1});
  EXPECT_THROW(run(make_node("BitShift", 2, 11), {U8({1}, {1}), U8({1}, {1})}), Unsupported);
}

// PRelu broadcasts the slope to X (per channel), never the other way.
TEST(ElementwiseOps, PReluSlopePerChannel) {
  Tensor y = run(make_node("PRelu", 2), {F({1, 2, 2}, {-1, 2, -3, 4}), F({2, 1}, {0.5f, 0.25f})});
  expect_values(y, {1, 2, 2}, {-0.5, 2, -0.75, 4});
  EXPECT_THROW(run(make_node("PRelu", 2), {F({2}, {1, 2}), F({2, 2}, {1, 1, 1, 1})}), Error);
}

// f16 data is computed through float and stored back as f16.
TEST(ElementwiseOps, HalfPrecisionThroughFloat) {
  Tensor a = F({2}, {1.5f, -2}).cast(DType::f16), b = F({2}, {0.25f, 4}).cast(DType::f16);
  Tensor y = run(make_node("Add", 2), {a, b});
  EXPECT_EQ(y.dtype(), DType::f16);
  expect_values(y, {2}, {1.75, 2});
  expect_values(run(make_node("Relu", 1), {a}), {2}, {1.5, 0});
  expect_values(run(make_node("Less", 2), {a, b}), {2}, {0, 1});
}

// The scalar formula handed to fusion equals the op's definition and its attributes.
TEST(ElementwiseOps, ScalarFnMatchesDefinition) {
  ElementwiseScalarFn fn;
  ASSERT_TRUE(elementwise_scalar_fn("LeakyRelu", attr("alpha", 0.2f), &fn));
  EXPECT_EQ(fn.arity, 1);
  EXPECT_FLOAT_EQ(fn.unary(-1.0f), -0.2f);
  EXPECT_FLOAT_EQ(fn.unary(3.0f), 3.0f);
  ASSERT_TRUE(elementwise_scalar_fn("Sigmoid", {}, &fn));
  EXPECT_FLOAT_EQ(fn.unary(0.0f), 0.5f);
  ASSERT_TRUE(elementwise_scalar_fn("Sub", {}, &fn));
  EXPECT_EQ(fn.arity, 2);
  EXPECT_FLOAT_EQ(fn.binary(5.0f, 3.0f), 2.0f);
  ASSERT_TRUE(elementwise_scalar_fn("Pow", {}, &fn));
  EXPECT_FLOAT_EQ(fn.binary(2.0f, 10.0f), 1024.0f);
  ASSERT_TRUE(elementwise_scalar_fn("Mean", {}, &fn));
  EXPECT_FLOAT_EQ(fn.binary(1.0f, 4.0f), 2.5f);
  EXPECT_FALSE(elementwise_scalar_fn("Where", {}, &fn));
  EXPECT_FALSE(elementwise_scalar_fn("Equal", {}, &fn));
  EXPECT_FALSE(elementwise_scalar_fn("Conv", {}, &fn));
}

}  // namespace
}  // namespace rammer
