// Gather, GatherElements, GatherND, ScatterElements, ScatterND, OneHot (cases from the ONNX
// operator documentation, checked by hand).
#include "tests/frontend/ops_tensor_test_util.h"

namespace rammer {
namespace {

using namespace tensor_test;  // NOLINT: test file

// Gather on axis 0 picks rows; negative indices count from the back.
TEST(TensorOpsIndex, GatherAxis0Negative) {
  Tensor x = f32({3, 2}, {1, 2, 3, 4, 5, 6});
  expect_tensor(run1(make_node("Gather", 13, 2), {x, ints({-1, 0})}), DType::f32, {2, 2}, {5, 6, 1, 2});
  // A scalar index removes the axis.
  expect_tensor(run1(make_node("Gather", 13, 2), {x, Tensor::scalar_i64(1)}), DType::f32, {2}, {3, 4});
}

// Gather on axis 1 with 2-D i32 indices: out[i, j, k] = x[i, idx[j, k]].
TEST(TensorOpsIndex, GatherAxis1Indices2D) {
  Tensor x = f32({2, 3}, {1, 2, 3, 4, 5, 6});
  Tensor y = run1(make_node("Gather", 13, 2, 1, attrs({{"axis", int64_t{1}}})), {x, i32({1, 2}, {2, 0})});
  expect_tensor(y, DType::f32, {2, 1, 2}, {3, 1, 6, 4});
}

// An index out of range is an Error, not an out-of-bounds read.
TEST(TensorOpsIndex, GatherOutOfRange) {
  EXPECT_THROW(run1(make_node("Gather", 13, 2), {iota({3}), ints({3})}), Error);
  EXPECT_THROW(run1(make_node("Gather", 13, 2), {iota({3}), ints({-4})}), Error);
  EXPECT_THROW(run1(make_node("Gather", 13, 2), {iota({3}), f32({1}, {0})}), Unsupported);
}

// GatherElements: out[i][j] = x[i][idx[i][j]] on axis 1 (ONNX example).
TEST(TensorOpsIndex, GatherElements) {
  Tensor x = f32({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("GatherElements", 13, 2, 1, attrs({{"axis", int64_t{1}}})),
                     {x, i64({2, 2}, {0, 0, 1, 0})}),
                DType::f32, {2, 2}, {1, 1, 4, 3});
  // Axis 0 with a negative index: out[i][j] = x[idx[i][j]][j].
  Tensor z = f32({3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  expect_tensor(run1(make_node("GatherElements", 13, 2), {z, i64({2, 3}, {1, 2, 0, 2, 0, -3})}), DType::f32,
                {2, 3}, {4, 8, 3, 7, 2, 3});
}

// GatherND selects slices by index tuples, optionally per batch (ONNX examples).
TEST(TensorOpsIndex, GatherND) {
  Tensor x = i32({2, 2}, {0, 1, 2, 3});
  expect_tensor(run1(make_node("GatherND", 13, 2), {x, i64({2, 2}, {0, 0, 1, 1})}), DType::i32, {2}, {0, 3});
  expect_tensor(run1(make_node("GatherND", 13, 2), {x, i64({2, 1}, {1, 0})}), DType::i32, {2, 2},
                {2, 3, 0, 1});
  Tensor b = i32({2, 2, 2}, {0, 1, 2, 3, 4, 5, 6, 7});
  expect_tensor(
      run1(make_node("GatherND", 13, 2, 1, attrs({{"batch_dims", int64_t{1}}})), {b, i64({2, 1}, {1, 0})}),
      DType::i32, {2, 2}, {2, 3, 4, 5});
}

// ScatterElements writes updates at data[i][idx[i][j]] (ONNX example); duplicates add with reduction=add.
TEST(TensorOpsIndex, ScatterElements) {
  Tensor x = f32({1, 5}, {1, 2, 3, 4, 5});
  expect_tensor(run1(make_node("ScatterElements", 13, 3, 1, attrs({{"axis", int64_t{1}}})),
                     {x, i64({1, 2}, {1, 3}), f32({1, 2}, {1.5f, 2.5f})}),
                DType::f32, {1, 5}, {1, 1.5, 3, 2.5, 5});
  expect_tensor(run1(make_node("ScatterElements", 16, 3, 1,
                               attrs({{"axis", int64_t{1}}, {"reduction", std::string("add")}})),
                     {x, i64({1, 2}, {1, 1}), f32({1, 2}, {1.5f, 2.5f})}),
                DType::f32, {1, 5}, {1, 6, 3, 4, 5});
  EXPECT_THROW(run1(make_node("ScatterElements", 16, 3, 1, attrs({{"reduction", std::string("max")}})),
                    {x, i64({1, 1}, {0}), f32({1, 1}, {0})}),
               Unsupported);
}

// ScatterND replaces whole slices selected by index tuples (ONNX example), or multiplies into them.
TEST(TensorOpsIndex, ScatterND) {
  Tensor x = f32({8}, {1, 2, 3, 4, 5, 6, 7, 8});
  expect_tensor(
      run1(make_node("ScatterND", 13, 3), {x, i64({4, 1}, {4, 3, 1, 7}), f32({4}, {9, 10, 11, 12})}),
      DType::f32, {8}, {1, 11, 3, 10, 9, 6, 7, 12});
  Tensor m = i64({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("ScatterND", 16, 3, 1, attrs({{"reduction", std::string("mul")}})),
                     {m, i64({1, 1}, {1}), i64({1, 2}, {10, 100})}),
                DType::i64, {2, 2}, {1, 2, 30, 400});
}

// OneHot puts `on` at the index along `axis`, `off` elsewhere; negative indices wrap by depth.
TEST(TensorOpsIndex, OneHot) {
  Tensor idx = i64({3}, {0, -1, 2});
  Tensor values = f32({2}, {0, 5});
  expect_tensor(run1(make_node("OneHot", 11, 3), {idx, Tensor::scalar_f32(3), values}), DType::f32, {3, 3},
                {5, 0, 0, 0, 0, 5, 0, 0, 5});
  expect_tensor(run1(make_node("OneHot", 11, 3, 1, attrs({{"axis", int64_t{0}}})),
                     {idx, Tensor::scalar_i64(3), values}),
                DType::f32, {3, 3}, {5, 0, 0, 0, 0, 0, 0, 5, 5});
  // An index outside [-depth, depth) selects nothing.
  expect_tensor(run1(make_node("OneHot", 11, 3), {i64({1}, {7}), Tensor::scalar_i64(2), values}), DType::f32,
                {1, 2}, {0, 0});
}

}  // namespace
}  // namespace rammer
