// Shape, Size, Reshape, Flatten, Squeeze, Unsqueeze, Expand, Constant*, Range, Identity, Dropout, and a
// shape-arithmetic chain resolved statically by infer_shapes.
#include "frontend/ops/shape_inference.h"
#include "tests/frontend/ops_tensor_test_util.h"

namespace rammer {
namespace {

using namespace tensor_test;  // NOLINT: test file

// Shape reports the static dims; it is known at compile time even when the input's data is not.
TEST(TensorOpsShape, ShapeIsKnownFromStaticShape) {
  RunResult r = run_node(make_node("Shape", 13, 1), {In(iota({2, 3, 4}), false)});
  ASSERT_NE(r.inferred[0].known, nullptr);
  expect_tensor(*r.inferred[0].known, DType::i64, {3}, {2, 3, 4});
  expect_tensor(r.outputs[0], DType::i64, {3}, {2, 3, 4});
}

// Shape-15 start/end count from the back when negative and clamp to [0, rank].
TEST(TensorOpsShape, ShapeStartEndClamp) {
  expect_tensor(run1(make_node("Shape", 15, 1, 1, attrs({{"start", int64_t{1}}, {"end", int64_t{-1}}})),
                     {iota({2, 3, 4})}),
                DType::i64, {1}, {3});
  expect_tensor(run1(make_node("Shape", 15, 1, 1, attrs({{"start", int64_t{-10}}, {"end", int64_t{10}}})),
                     {iota({2, 3, 4})}),
                DType::i64, {3}, {2, 3, 4});
  expect_tensor(run1(make_node("Shape", 15, 1, 1, attrs({{"start", int64_t{2}}, {"end", int64_t{1}}})),
                     {iota({2, 3, 4})}),
                DType::i64, {0}, {});
}

// Size is the element count as an i64 scalar, known at compile time.
TEST(TensorOpsShape, SizeIsKnown) {
  RunResult r = run_node(make_node("Size", 13, 1), {In(iota({2, 3, 4}), false)});
  ASSERT_NE(r.inferred[0].known, nullptr);
  expect_tensor(r.outputs[0], DType::i64, {}, {24});
}

// Reshape: 0 copies the input dim, -1 is inferred; data order is unchanged.
TEST(TensorOpsShape, ReshapeZeroAndMinusOne) {
  Tensor x = iota({2, 3, 4});
  Tensor y = run1(make_node("Reshape", 13, 2), {x, ints({0, -1})});
  EXPECT_EQ(y.shape(), (Shape{2, 12}));
  EXPECT_EQ(y.to_f32_vector(), x.to_f32_vector());
  EXPECT_EQ(run1(make_node("Reshape", 13, 2), {x, ints({-1, 0, 2})}).shape(), (Shape{4, 3, 2}));
}

// With allowzero=1 (opset 14) a 0 in the target is a real zero dim, not a copy.
TEST(TensorOpsShape, ReshapeAllowZero) {
  Tensor x(DType::f32, {0, 3});
  EXPECT_EQ(
      run1(make_node("Reshape", 14, 2, 1, attrs({{"allowzero", int64_t{1}}})), {x, ints({3, 0})}).shape(),
      (Shape{3, 0}));
  EXPECT_EQ(run1(make_node("Reshape", 14, 2), {x, ints({0, 3})}).shape(), (Shape{0, 3}));
}

// Before opset 5 the target shape is an attribute.
TEST(TensorOpsShape, ReshapeAttributeForm) {
  Tensor y =
      run1(make_node("Reshape", 4, 1, 1, attrs({{"shape", std::vector<int64_t>{6, -1}}})), {iota({2, 3, 4})});
  EXPECT_EQ(y.shape(), (Shape{6, 4}));
}

// A target shape only known at run time cannot give a static shape: the error says so.
TEST(TensorOpsShape, ReshapeRuntimeShapeIsClearError) {
  Node n = make_node("Reshape", 13, 2);
  Value x{"in0", DType::f32, {2, 3}, nullptr}, s{"in1", DType::i64, {2}, nullptr};
  try {
    infer_node(n, {{&x, nullptr}, {&s, nullptr}});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("depends on runtime data"), std::string::npos) << e.what();
  }
}

// Bad targets are Errors: two -1, and an element count that does not match.
TEST(TensorOpsShape, ReshapeRejectsBadTargets) {
  EXPECT_THROW(run1(make_node("Reshape", 13, 2), {iota({2, 3}), ints({-1, -1})}), Error);
  EXPECT_THROW(run1(make_node("Reshape", 13, 2), {iota({2, 3}), ints({4, 2})}), Error);
  EXPECT_THROW(run1(make_node("Reshape", 13, 2), {iota({2, 3}), ints({-1, 4})}), Error);
}

// Flatten splits the dims at `axis` (negative counts from the back; 0 and rank are allowed).
TEST(TensorOpsShape, FlattenAxes) {
  Tensor x = iota({2, 3, 4});
  auto flat = [&](int64_t axis) {
    return run1(make_node("Flatten", 13, 1, 1, attrs({{"axis", axis}})), {x}).shape();
  };
  EXPECT_EQ(flat(0), (Shape{1, 24}));
  EXPECT_EQ(flat(1), (Shape{2, 12}));
  EXPECT_EQ(flat(3), (Shape{24, 1}));
  EXPECT_EQ(flat(-1), (Shape{6, 4}));
  EXPECT_EQ(run1(make_node("Flatten", 13, 1), {x}).shape(), (Shape{2, 12}));
  EXPECT_THROW(flat(4), Error);
}

// Squeeze without axes drops every size-1 dim; with axes (attribute < 13, input >= 13) only those.
TEST(TensorOpsShape, SqueezeAxesAttrAndInput) {
  Tensor x = iota({1, 3, 1, 2});
  EXPECT_EQ(run1(make_node("Squeeze", 13, 1), {x}).shape(), (Shape{3, 2}));
  EXPECT_EQ(run1(make_node("Squeeze", 11, 1, 1, attrs({{"axes", std::vector<int64_t>{-2}}})), {x}).shape(),
            (Shape{1, 3, 2}));
  EXPECT_EQ(run1(make_node("Squeeze", 13, 2), {x, ints({0})}).shape(), (Shape{3, 1, 2}));
  EXPECT_THROW(run1(make_node("Squeeze", 13, 2), {x, ints({1})}), Error);
}

// Unsqueeze axes index the output (rank + number of axes), in any order, negative allowed.
TEST(TensorOpsShape, UnsqueezeAxesRefersToOutput) {
  Tensor x = iota({2, 3});
  EXPECT_EQ(run1(make_node("Unsqueeze", 13, 2), {x, ints({0, -1})}).shape(), (Shape{1, 2, 3, 1}));
  EXPECT_EQ(run1(make_node("Unsqueeze", 13, 2), {x, ints({3, 1})}).shape(), (Shape{2, 1, 3, 1}));
  EXPECT_EQ(run1(make_node("Unsqueeze", 11, 1, 1, attrs({{"axes", std::vector<int64_t>{0}}})), {x}).shape(),
            (Shape{1, 2, 3}));
  EXPECT_EQ(run1(make_node("Unsqueeze", 13, 2), {Tensor::scalar_i64(5), ints({0})}).shape(), (Shape{1}));
  EXPECT_THROW(run1(make_node("Unsqueeze", 13, 2), {x, ints({1, 1})}), Error);
}

// Expand broadcasts both ways: [3,1] to [2,1,4] gives [2,3,4], row i repeating x[i].
TEST(TensorOpsShape, ExpandBidirectional) {
  Tensor y = run1(make_node("Expand", 13, 2), {f32({3, 1}, {1, 2, 3}), ints({2, 1, 4})});
  std::vector<double> want;
  for (int b = 0; b < 2; ++b)
    for (double v : {1, 2, 3})
      for (int k = 0; k < 4; ++k) want.push_back(v);
  expect_tensor(y, DType::f32, {2, 3, 4}, want);
  // A target smaller than the input keeps the input's dims.
  EXPECT_EQ(run1(make_node("Expand", 13, 2), {iota({2, 3}), ints({3})}).shape(), (Shape{2, 3}));
  EXPECT_THROW(run1(make_node("Expand", 13, 2), {iota({2, 3}), ints({4})}), Error);
}

// Constant's data comes from its attribute and is known at compile time.
TEST(TensorOpsShape, ConstantForms) {
  RunResult r =
      run_node(make_node("Constant", 13, 0, 1, attrs({{"value_ints", std::vector<int64_t>{1, -1}}})), {});
  ASSERT_NE(r.inferred[0].known, nullptr);
  expect_tensor(r.outputs[0], DType::i64, {2}, {1, -1});
  expect_tensor(run1(make_node("Constant", 13, 0, 1, attrs({{"value_float", 2.5f}})), {}), DType::f32, {},
                {2.5});
  expect_tensor(run1(make_node("Constant", 13, 0, 1, attrs({{"value", i32({2}, {7, 8})}})), {}), DType::i32,
                {2}, {7, 8});
  EXPECT_THROW(run1(make_node("Constant", 13, 0, 1, attrs({{"value_string", std::string("a")}})), {}),
               Unsupported);
}

// ConstantOfShape fills the given shape with the one-element `value` (f32 0 by default).
TEST(TensorOpsShape, ConstantOfShape) {
  expect_tensor(
      run1(make_node("ConstantOfShape", 13, 1, 1, attrs({{"value", i64({1}, {7})}})), {ints({2, 2})}),
      DType::i64, {2, 2}, {7, 7, 7, 7});
  expect_tensor(run1(make_node("ConstantOfShape", 13, 1), {ints({3})}), DType::f32, {3}, {0, 0, 0});
  expect_tensor(run1(make_node("ConstantOfShape", 13, 1), {ints({0})}), DType::f32, {0}, {});
}

// Range has ceil((limit - start) / delta) elements start + i*delta, none when that is negative.
TEST(TensorOpsShape, Range) {
  auto range = [](Tensor s, Tensor l, Tensor d) { return run1(make_node("Range", 13, 3), {s, l, d}); };
  expect_tensor(range(Tensor::scalar_f32(3), Tensor::scalar_f32(9), Tensor::scalar_f32(3)), DType::f32, {2},
                {3, 6});
  expect_tensor(range(Tensor::scalar_f32(1), Tensor::scalar_f32(2.5f), Tensor::scalar_f32(0.5f)), DType::f32,
                {3}, {1, 1.5, 2});
  expect_tensor(range(i32({}, {10}), i32({}, {4}), i32({}, {-3})), DType::i32, {2}, {10, 7});
  expect_tensor(range(Tensor::scalar_i64(0), Tensor::scalar_i64(7), Tensor::scalar_i64(3)), DType::i64, {3},
                {0, 3, 6});
  expect_tensor(range(Tensor::scalar_i64(5), Tensor::scalar_i64(1), Tensor::scalar_i64(2)), DType::i64, {0},
                {});
}

// Identity returns its input unchanged, any dtype.
TEST(TensorOpsShape, Identity) {
  expect_tensor(run1(make_node("Identity", 13, 1), {i32({2}, {4, -5})}), DType::i32, {2}, {4, -5});
}

// Dropout at inference passes the input through; the mask is all true (bool from opset 10).
TEST(TensorOpsShape, DropoutInference) {
  RunResult r = run_node(make_node("Dropout", 13, 1, 2), {f32({2}, {1, 2})});
  expect_tensor(r.outputs[0], DType::f32, {2}, {1, 2});
  expect_tensor(r.outputs[1], DType::boolean, {2}, {1, 1});
  RunResult old = run_node(make_node("Dropout", 7, 1, 2, attrs({{"ratio", 0.3f}})), {f32({2}, {1, 2})});
  expect_tensor(old.outputs[1], DType::f32, {2}, {1, 1});
  // Training mode with ratio 0 is still the identity.
  Tensor yes = Tensor::from_vector<uint8_t>(DType::boolean, {}, {1});
  RunResult t0 = run_node(make_node("Dropout", 13, 3, 2), {f32({2}, {1, 2}), Tensor::scalar_f32(0), yes});
  expect_tensor(t0.outputs[0], DType::f32, {2}, {1, 2});
}

// Training-mode Dropout with a non-zero ratio is random: Unsupported, not silently wrong.
TEST(TensorOpsShape, DropoutTrainingUnsupported) {
  Tensor yes = Tensor::from_vector<uint8_t>(DType::boolean, {}, {1});
  EXPECT_THROW(run1(make_node("Dropout", 13, 3), {f32({2}, {1, 2}), Tensor::scalar_f32(0.5f), yes}),
               Unsupported);
  EXPECT_THROW(run1(make_node("Dropout", 13, 3), {f32({2}, {1, 2}), std::nullopt, yes}), Unsupported);
  // A runtime training_mode does not block inference (shapes do not depend on it); eval checks it.
  Node n = make_node("Dropout", 13, 3);
  Value x{"in0", DType::f32, {2}, nullptr}, t{"in2", DType::boolean, {}, nullptr};
  n.inputs[1] = "";
  EXPECT_EQ(infer_node(n, {{&x, nullptr}, {}, {&t, nullptr}})[0].shape, (Shape{2}));
}

Node graph_node(const std::string& name, const std::string& op, std::vector<std::string> in,
                std::vector<std::string> out, Attributes a = {}) {
  Node n;
  n.name = name;
  n.op = op;
  n.opset = 13;
  n.inputs = std::move(in);
  n.outputs = std::move(out);
  n.attrs = std::move(a);
  return n;
}

// The torch export pattern Shape -> Gather -> Unsqueeze -> Concat -> Reshape resolves to a static
// shape ([2,3,4] viewed as [2,-1] is [2,12]) without runtime data.
TEST(TensorOpsShape, ShapeChainResolvesStatically) {
  Graph g;
  g.opset_imports[""] = 13;
  g.add_value({"x", DType::f32, {2, 3, 4}, nullptr});
  g.inputs = {"x"};
  g.add_constant("zero", Tensor::scalar_i64(0));
  g.add_constant("axes0", ints({0}));
  g.add_constant("minus1", ints({-1}));
  g.nodes = {graph_node("shape", "Shape", {"x"}, {"s"}), graph_node("gather", "Gather", {"s", "zero"}, {"n"}),
             graph_node("unsq", "Unsqueeze", {"n", "axes0"}, {"n1"}),
             graph_node("concat", "Concat", {"n1", "minus1"}, {"target"}, attrs({{"axis", int64_t{0}}})),
             graph_node("reshape", "Reshape", {"x", "target"}, {"y"})};
  g.outputs = {"y"};
  KnownValues known = infer_shapes(g);
  EXPECT_EQ(g.value("y").shape, (Shape{2, 12}));
  ASSERT_TRUE(known.count("target"));
  expect_tensor(*known.at("target"), DType::i64, {2}, {2, -1});
}

}  // namespace
}  // namespace rammer
