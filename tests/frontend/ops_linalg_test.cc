// Linear algebra: Gemm (transposes, alpha/beta, C broadcast, optional C) and MatMul (numpy
// semantics: batch broadcast, 1-D operands). Products are computed by hand.
#include <gtest/gtest.h>

#include "tests/frontend/ops_tensor_test_util.h"

namespace rammer {
namespace {

using namespace tensor_test;  // NOLINT: test-local helpers

// A [2,3] x B [3,2] without C.
TEST(LinalgOps, GemmPlain) {
  Tensor a = f32({2, 3}, {1, 2, 3, 4, 5, 6}), b = f32({3, 2}, {1, 0, 0, 1, 1, 1});
  expect_tensor(run1(make_node("Gemm", 13, 2), {a, b}), DType::f32, {2, 2}, {4, 5, 10, 11});
}

// alpha scales the product, beta the row-broadcast C.
TEST(LinalgOps, GemmAlphaBetaBroadcastC) {
  Tensor a = f32({2, 3}, {1, 2, 3, 4, 5, 6}), b = f32({3, 2}, {1, 0, 0, 1, 1, 1}), c = f32({2}, {10, 20});
  expect_tensor(run1(make_node("Gemm", 13, 3, 1, attrs({{"alpha", 2.0f}, {"beta", 0.5f}})), {a, b, c}), DType::f32,
                {2, 2}, {8 + 5, 10 + 10, 20 + 5, 22 + 10});
  // A scalar C broadcasts to every element.
  expect_tensor(run1(make_node("Gemm", 13, 3), {a, b, f32({}, {1})}), DType::f32, {2, 2}, {5, 6, 11, 12});
}

// transA and transB read the operands transposed.
TEST(LinalgOps, GemmTransposes) {
  Tensor at = f32({3, 2}, {1, 4, 2, 5, 3, 6});  // A^T for A = [[1,2,3],[4,5,6]]
  Tensor bt = f32({2, 3}, {1, 0, 1, 0, 1, 1});  // B^T for B = [[1,0],[0,1],[1,1]]
  expect_tensor(run1(make_node("Gemm", 13, 2, 1, attrs({{"transA", int64_t{1}}, {"transB", int64_t{1}}})), {at, bt}),
                DType::f32, {2, 2}, {4, 5, 10, 11});
}

// Mismatched inner dims and a C that does not broadcast to [M,N] are errors.
TEST(LinalgOps, GemmShapeErrors) {
  Tensor a = f32({2, 3}, {1, 2, 3, 4, 5, 6});
  EXPECT_THROW(run1(make_node("Gemm", 13, 2), {a, a}), Error);
  Tensor b = f32({3, 2}, {1, 0, 0, 1, 1, 1});
  EXPECT_THROW(run1(make_node("Gemm", 13, 3), {a, b, f32({3}, {1, 2, 3})}), Error);
}

// MatMul broadcasts batch dims: [2,1,2] x [2,2] -> [2,1,2].
TEST(LinalgOps, MatMulBatchBroadcast) {
  Tensor a = f32({2, 1, 2}, {1, 2, 3, 4}), b = f32({2, 2}, {1, 0, 1, 1});
  expect_tensor(run1(make_node("MatMul", 13, 2), {a, b}), DType::f32, {2, 1, 2}, {3, 2, 7, 4});
  // Both sides batched, one batch dim of size 1 stretched: [1,2,2] x [3,2,1] -> [3,2,1].
  Tensor c = f32({1, 2, 2}, {1, 2, 3, 4}), d = f32({3, 2, 1}, {1, 0, 0, 1, 1, 1});
  expect_tensor(run1(make_node("MatMul", 13, 2), {c, d}), DType::f32, {3, 2, 1}, {1, 3, 2, 4, 3, 7});
}

// 1-D operands: a row on the left, a column on the right, the added dim dropped.
TEST(LinalgOps, MatMulOneDimensional) {
  Tensor v = f32({2}, {1, 2}), m = f32({2, 3}, {1, 2, 3, 4, 5, 6});
  expect_tensor(run1(make_node("MatMul", 13, 2), {v, m}), DType::f32, {3}, {9, 12, 15});
  Tensor w = f32({3}, {1, 0, -1});
  expect_tensor(run1(make_node("MatMul", 13, 2), {m, w}), DType::f32, {2}, {-2, -2});
  expect_tensor(run1(make_node("MatMul", 13, 2), {w, w}), DType::f32, {}, {2});
}

// Integer MatMul stays integer; mismatched inner dims are an error.
TEST(LinalgOps, MatMulIntegerAndErrors) {
  Tensor a = i64({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("MatMul", 13, 2), {a, a}), DType::i64, {2, 2}, {7, 10, 15, 22});
  EXPECT_THROW(run1(make_node("MatMul", 13, 2), {a, i64({3}, {1, 2, 3})}), Error);
}

Node einsum(const std::string& eq, size_t n_inputs) {
  return make_node("Einsum", 12, n_inputs, 1, attrs({{"equation", eq}}));
}

// Einsum with an explicit output: matmul, transpose, outer product, row sums.
TEST(LinalgOps, EinsumExplicit) {
  Tensor a = f32({2, 2}, {1, 2, 3, 4}), b = f32({2, 2}, {1, 0, 1, 1});
  expect_tensor(run1(einsum("ij,jk->ik", 2), {a, b}), DType::f32, {2, 2}, {3, 2, 7, 4});
  expect_tensor(run1(einsum("ij->ji", 1), {a}), DType::f32, {2, 2}, {1, 3, 2, 4});
  expect_tensor(run1(einsum("i,j->ij", 2), {f32({2}, {1, 2}), f32({3}, {1, 10, 100})}), DType::f32, {2, 3},
                {1, 10, 100, 2, 20, 200});
  expect_tensor(run1(einsum("ij -> i", 1), {a}), DType::f32, {2}, {3, 7});
}

// Without "->" the output is the labels used once, sorted; a repeated label walks the diagonal.
TEST(LinalgOps, EinsumImplicitAndDiagonal) {
  Tensor a = f32({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(einsum("ba", 1), {a}), DType::f32, {2, 2}, {1, 3, 2, 4});  // output "ab"
  expect_tensor(run1(einsum("ii", 1), {a}), DType::f32, {}, {5});               // trace
  expect_tensor(run1(einsum("ii->i", 1), {a}), DType::f32, {2}, {1, 4});
  expect_tensor(run1(einsum("i,i", 2), {f32({3}, {1, 2, 3}), f32({3}, {4, 5, 6})}), DType::f32, {}, {32});
}

// "..." stands for broadcast batch dims shared by the terms.
TEST(LinalgOps, EinsumEllipsisBroadcast) {
  Tensor a = f32({2, 1, 2}, {1, 2, 3, 4}), b = f32({2, 1}, {1, 1});
  expect_tensor(run1(einsum("...ij,...jk->...ik", 2), {a, b}), DType::f32, {2, 1, 1}, {3, 7});
  EXPECT_THROW(run1(einsum("ij,jk->ik", 2), {f32({2, 3}, {1, 2, 3, 4, 5, 6}), a}), Error);
  EXPECT_THROW(run1(einsum("ij->k", 1), {f32({1, 1}, {1})}), Error);
}

}  // namespace
}  // namespace rammer
