// Concat, Split, Slice, Transpose, Tile, DepthToSpace, SpaceToDepth, Pad, Trilu.
#include <limits>

#include "tests/frontend/ops_tensor_test_util.h"

namespace rammer {
namespace {

using namespace tensor_test;  // NOLINT: test file

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

// Concat along a negative axis appends columns; dtypes other than f32 move unchanged.
TEST(TensorOpsLayout, ConcatNegativeAxis) {
  Tensor y = run1(make_node("Concat", 13, 2, 1, attrs({{"axis", int64_t{-1}}})),
                  {i64({2, 2}, {1, 2, 3, 4}), i64({2, 1}, {5, 6})});
  expect_tensor(y, DType::i64, {2, 3}, {1, 2, 5, 3, 4, 6});
  Tensor z = run1(make_node("Concat", 13, 3, 1, attrs({{"axis", int64_t{0}}})),
                  {ints({1}), i64({0}, {}), ints({2, 3})});
  expect_tensor(z, DType::i64, {3}, {1, 2, 3});
}

// Concat rejects inputs whose other dims differ.
TEST(TensorOpsLayout, ConcatShapeMismatch) {
  EXPECT_THROW(
      run1(make_node("Concat", 13, 2, 1, attrs({{"axis", int64_t{0}}})), {iota({2, 2}), iota({1, 3})}),
      Error);
}

// Split: sizes from the input (>= 13), the attribute (< 13), equal parts, or num_outputs (18,
// last chunk smaller).
TEST(TensorOpsLayout, SplitForms) {
  Tensor x = f32({5}, {0, 1, 2, 3, 4});
  RunResult a = run_node(make_node("Split", 13, 2, 2), {x, ints({2, 3})});
  expect_tensor(a.outputs[0], DType::f32, {2}, {0, 1});
  expect_tensor(a.outputs[1], DType::f32, {3}, {2, 3, 4});
  RunResult b = run_node(make_node("Split", 11, 1, 2, attrs({{"split", std::vector<int64_t>{4, 1}}})), {x});
  expect_tensor(b.outputs[1], DType::f32, {1}, {4});
  RunResult c = run_node(make_node("Split", 18, 1, 3, attrs({{"num_outputs", int64_t{3}}})), {iota({7})});
  EXPECT_EQ(c.outputs[0].shape(), (Shape{3}));
  expect_tensor(c.outputs[2], DType::f32, {1}, {6});
  EXPECT_THROW(run_node(make_node("Split", 13, 1, 2), {x}), Error);
}

// Split along axis 1 of a 2x4 matrix into equal parts takes column blocks of every row.
TEST(TensorOpsLayout, SplitInnerAxis) {
  RunResult r = run_node(make_node("Split", 13, 1, 2, attrs({{"axis", int64_t{-1}}})), {iota({2, 4})});
  expect_tensor(r.outputs[0], DType::f32, {2, 2}, {0, 1, 4, 5});
  expect_tensor(r.outputs[1], DType::f32, {2, 2}, {2, 3, 6, 7});
}

// Slice with a negative step walks backwards from the clamped start.
TEST(TensorOpsLayout, SliceNegativeStep) {
  Tensor x = iota({10});
  expect_tensor(run1(make_node("Slice", 13, 5), {x, ints({8}), ints({1}), ints({0}), ints({-3})}), DType::f32,
                {3}, {8, 5, 2});
  // Reverse everything: start clamps to dim-1, end -INF clamps to -1 (before the first element).
  expect_tensor(
      run1(make_node("Slice", 13, 5), {iota({4}), ints({-1}), ints({-kMax}), ints({0}), ints({-1})}),
      DType::f32, {4}, {3, 2, 1, 0});
}

// Starts/ends out of range clamp to [0, dim]; an empty range gives a zero-size dim.
TEST(TensorOpsLayout, SliceClamping) {
  Tensor x = iota({5});
  expect_tensor(run1(make_node("Slice", 13, 3), {x, ints({-100}), ints({kMax})}), DType::f32, {5},
                {0, 1, 2, 3, 4});
  expect_tensor(run1(make_node("Slice", 13, 3), {x, ints({1}), ints({-1})}), DType::f32, {3}, {1, 2, 3});
  expect_tensor(run1(make_node("Slice", 13, 3), {x, ints({10}), ints({12})}), DType::f32, {0}, {});
  expect_tensor(run1(make_node("Slice", 13, 3), {x, ints({3}), ints({1})}), DType::f32, {0}, {});
}

// Slice on chosen (negative) axes with steps; the other axes are kept whole.
TEST(TensorOpsLayout, SliceAxesAndSteps) {
  // x[i][j] = 4i + j, shape [3,4]; take columns 0 and 2 of every row.
  Tensor y = run1(make_node("Slice", 13, 5), {iota({3, 4}), ints({0}), ints({4}), ints({-1}), ints({2})});
  expect_tensor(y, DType::f32, {3, 2}, {0, 2, 4, 6, 8, 10});
  // Opset < 10 reads starts/ends/axes from attributes.
  Tensor z = run1(make_node("Slice", 9, 1, 1,
                            attrs({{"starts", std::vector<int64_t>{1}},
                                   {"ends", std::vector<int64_t>{3}},
                                   {"axes", std::vector<int64_t>{0}}})),
                  {iota({3, 4})});
  expect_tensor(z, DType::f32, {2, 4}, {4, 5, 6, 7, 8, 9, 10, 11});
  EXPECT_THROW(run1(make_node("Slice", 13, 5), {iota({3}), ints({0}), ints({3}), ints({0}), ints({0})}),
               Error);
}

// Transpose without perm reverses the dims; with perm, out[i,j,k] = x[perm-ordered index].
TEST(TensorOpsLayout, TransposeDefaultAndPerm) {
  expect_tensor(run1(make_node("Transpose", 13, 1), {iota({2, 3})}), DType::f32, {3, 2}, {0, 3, 1, 4, 2, 5});
  // perm [1,2,0] on x[a,b,c] (shape 2,3,4; value 12a + 4b + c) gives y[b,c,a].
  Tensor y = run1(make_node("Transpose", 13, 1, 1, attrs({{"perm", std::vector<int64_t>{1, 2, 0}}})),
                  {iota({2, 3, 4})});
  std::vector<double> want;
  for (int b = 0; b < 3; ++b)
    for (int c = 0; c < 4; ++c)
      for (int a = 0; a < 2; ++a) want.push_back(12 * a + 4 * b + c);
  expect_tensor(y, DType::f32, {3, 4, 2}, want);
  EXPECT_THROW(
      run1(make_node("Transpose", 13, 1, 1, attrs({{"perm", std::vector<int64_t>{0, 0}}})), {iota({2, 2})}),
      Error);
}

// Data-movement ops copy elements of any width: bool, f16 and i8 go through Transpose unchanged.
TEST(TensorOpsLayout, TransposeAnyDtype) {
  Tensor b = Tensor::from_vector<uint8_t>(DType::boolean, {2, 2}, {1, 0, 0, 0});
  expect_tensor(run1(make_node("Transpose", 13, 1), {b}), DType::boolean, {2, 2}, {1, 0, 0, 0});
  Tensor h = Tensor::from_vector<uint16_t>(DType::f16, {1, 2}, {float_to_half(1.5f), float_to_half(-2.0f)});
  expect_tensor(run1(make_node("Transpose", 13, 1), {h}), DType::f16, {2, 1}, {1.5, -2.0});
  Tensor c = Tensor::from_vector<int8_t>(DType::i8, {2, 1}, {-3, 4});
  expect_tensor(run1(make_node("Transpose", 13, 1), {c}), DType::i8, {1, 2}, {-3, 4});
}

// Tile repeats the whole tensor along each axis.
TEST(TensorOpsLayout, Tile) {
  expect_tensor(run1(make_node("Tile", 13, 2), {f32({1, 2}, {1, 2}), ints({2, 2})}), DType::f32, {2, 4},
                {1, 2, 1, 2, 1, 2, 1, 2});
  expect_tensor(run1(make_node("Tile", 13, 2), {f32({2}, {1, 2}), ints({0})}), DType::f32, {0}, {});
}

// DepthToSpace DCR: out[c, h*b+i, w*b+j] = x[(i*b+j)*C' + c, h, w]; CRD: x[c*b*b + i*b + j, h, w].
// With C=8, b=2, H=W=1 (x = 0..7), C'=2.
TEST(TensorOpsLayout, DepthToSpaceModes) {
  Tensor x = iota({1, 8, 1, 1});
  expect_tensor(run1(make_node("DepthToSpace", 13, 1, 1, attrs({{"blocksize", int64_t{2}}})), {x}),
                DType::f32, {1, 2, 2, 2}, {0, 2, 4, 6, 1, 3, 5, 7});
  expect_tensor(run1(make_node("DepthToSpace", 13, 1, 1,
                               attrs({{"blocksize", int64_t{2}}, {"mode", std::string("CRD")}})),
                     {x}),
                DType::f32, {1, 2, 2, 2}, {0, 1, 2, 3, 4, 5, 6, 7});
  EXPECT_THROW(run1(make_node("DepthToSpace", 13, 1, 1,
                              attrs({{"blocksize", int64_t{2}}, {"mode", std::string("XYZ")}})),
                    {x}),
               Unsupported);
}

// SpaceToDepth: out[(i*b+j)*C + c, h, w] = x[c, h*b+i, w*b+j]; it inverts DCR DepthToSpace.
TEST(TensorOpsLayout, SpaceToDepthInvertsDepthToSpace) {
  Tensor x = iota({1, 2, 2, 2});
  Tensor y = run1(make_node("SpaceToDepth", 13, 1, 1, attrs({{"blocksize", int64_t{2}}})), {x});
  expect_tensor(y, DType::f32, {1, 8, 1, 1}, {0, 4, 1, 5, 2, 6, 3, 7});
  Tensor back = run1(make_node("DepthToSpace", 13, 1, 1, attrs({{"blocksize", int64_t{2}}})), {y});
  EXPECT_TRUE(back.same_bytes(x));
}

// Constant Pad puts the value around the data: pads are [begins..., ends...].
TEST(TensorOpsLayout, PadConstant) {
  Tensor x = f32({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("Pad", 13, 3), {x, ints({1, 0, 0, 1}), Tensor::scalar_f32(9)}), DType::f32,
                {3, 3}, {9, 9, 9, 1, 2, 9, 3, 4, 9});
  // Without a constant_value the fill is 0; negative pads crop.
  expect_tensor(run1(make_node("Pad", 13, 2), {x, ints({0, -1, 0, 1})}), DType::f32, {2, 2}, {2, 0, 4, 0});
  // Opset 2..10: pads and value are attributes.
  expect_tensor(
      run1(make_node("Pad", 2, 1, 1, attrs({{"pads", std::vector<int64_t>{0, 1, 0, 0}}, {"value", 5.0f}})),
           {x}),
      DType::f32, {2, 3}, {5, 1, 2, 5, 3, 4});
}

// Reflect mirrors without repeating the edge, edge repeats it, wrap is periodic.
TEST(TensorOpsLayout, PadReflectEdgeWrap) {
  Tensor x = f32({3}, {1, 2, 3});
  auto pad = [&](const char* mode, int opset) {
    return run1(make_node("Pad", opset, 2, 1, attrs({{"mode", std::string(mode)}})), {x, ints({2, 2})});
  };
  expect_tensor(pad("reflect", 13), DType::f32, {7}, {3, 2, 1, 2, 3, 2, 1});
  expect_tensor(pad("edge", 13), DType::f32, {7}, {1, 1, 1, 2, 3, 3, 3});
  expect_tensor(pad("wrap", 19), DType::f32, {7}, {2, 3, 1, 2, 3, 1, 2});
  EXPECT_THROW(pad("mirror", 13), Unsupported);
}

// Opset 18 axes: pads apply only to the listed axes.
TEST(TensorOpsLayout, PadAxes) {
  Tensor x = f32({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("Pad", 18, 4), {x, ints({1, 0}), Tensor::scalar_f32(0), ints({-1})}),
                DType::f32, {2, 3}, {0, 1, 2, 0, 3, 4});
}

// Trilu keeps j - i >= k (upper) or j - i <= k (lower) in the last two dims.
TEST(TensorOpsLayout, Trilu) {
  Tensor x = f32({3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  expect_tensor(run1(make_node("Trilu", 14, 2), {x, Tensor::scalar_i64(1)}), DType::f32, {3, 3},
                {0, 2, 3, 0, 0, 6, 0, 0, 0});
  expect_tensor(
      run1(make_node("Trilu", 14, 2, 1, attrs({{"upper", int64_t{0}}})), {x, Tensor::scalar_i64(-1)}),
      DType::f32, {3, 3}, {0, 0, 0, 4, 0, 0, 7, 8, 0});
  expect_tensor(run1(make_node("Trilu", 14, 1), {x}), DType::f32, {3, 3}, {1, 2, 3, 0, 5, 6, 0, 0, 9});
  EXPECT_EQ(run1(make_node("Trilu", 14, 1), {iota({2, 0, 3})}).shape(), (Shape{2, 0, 3}));
}

}  // namespace
}  // namespace rammer
