// Normalizations: BatchNormalization (inference), LayerNormalization, InstanceNormalization, LRN,
// MeanVarianceNormalization, on small inputs whose statistics are computed by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/frontend/ops_tensor_test_util.h"

namespace rammer {
namespace {

using namespace tensor_test;  // NOLINT: test-local helpers

void expect_near(const Tensor& t, const Shape& shape, const std::vector<double>& v, double tol = 1e-5) {
  ASSERT_EQ(t.shape(), shape);
  ASSERT_EQ(t.numel(), static_cast<int64_t>(v.size()));
  for (int64_t i = 0; i < t.numel(); ++i) EXPECT_NEAR(t.get_f64(i), v[static_cast<size_t>(i)], tol) << "element " << i;
}

// BatchNormalization applies per-channel (x - mean) / sqrt(var + eps) * scale + B over dim 1.
TEST(NormalizationOps, BatchNormPerChannel) {
  Tensor x = f32({1, 2, 1, 2}, {1, 2, 3, 4});
  Tensor y = run1(make_node("BatchNormalization", 15, 5, 1, attrs({{"epsilon", 0.0f}})),
                  {x, f32({2}, {1, 2}), f32({2}, {0, 1}), f32({2}, {1, 3}), f32({2}, {4, 1})});
  expect_near(y, {1, 2, 1, 2}, {0, 0.5, 1, 3});
}

// Training mode and training outputs are rejected as unsupported, not computed wrongly.
TEST(NormalizationOps, BatchNormTrainingUnsupported) {
  Tensor x = f32({1, 1, 1, 1}, {1}), c = f32({1}, {1});
  EXPECT_THROW(run1(make_node("BatchNormalization", 15, 5, 1, attrs({{"training_mode", int64_t{1}}})), {x, c, c, c, c}),
               Unsupported);
  EXPECT_THROW(run1(make_node("BatchNormalization", 9, 5, 3), {x, c, c, c, c}), Unsupported);
}

// LayerNormalization over the last axis: Y, and Mean / InvStdDev with the normalised dims as 1.
TEST(NormalizationOps, LayerNormLastAxisWithStats) {
  Tensor x = f32({2, 2}, {1, 3, 2, 6});  // rows: mean 2 var 1; mean 4 var 4
  RunResult r = run_node(make_node("LayerNormalization", 17, 3, 3, attrs({{"epsilon", 0.0f}})),
                         {x, f32({2}, {2, 3}), f32({2}, {1, -1})});
  expect_near(r.outputs[0], {2, 2}, {-2 + 1, 3 - 1, -2 + 1, 3 - 1});
  EXPECT_EQ(r.outputs[1].dtype(), DType::f32);
  expect_near(r.outputs[1], {2, 1}, {2, 4});
  expect_near(r.outputs[2], {2, 1}, {1, 0.5});
}

// LayerNormalization with axis 0 normalises over all elements; B is optional.
TEST(NormalizationOps, LayerNormAxisZeroNoBias) {
  Tensor x = f32({2, 2}, {1, 3, 2, 6});  // mean 3, var (4 + 0 + 1 + 9) / 4 = 3.5
  Tensor y = run1(make_node("LayerNormalization", 17, 2, 1, attrs({{"axis", int64_t{0}}, {"epsilon", 0.0f}})),
                  {x, f32({2, 2}, {1, 1, 1, 1})});
  const double s = std::sqrt(3.5);
  expect_near(y, {2, 2}, {-2 / s, 0, -1 / s, 3 / s});
}

// InstanceNormalization normalises each (n, c) over its spatial elements, then scale[c] and B[c].
TEST(NormalizationOps, InstanceNormPerInstance) {
  Tensor x = f32({1, 2, 2}, {1, 3, 10, 10});  // (n,c)=0: mean 2 var 1; (n,c)=1: var 0
  Tensor y = run1(make_node("InstanceNormalization", 6, 3, 1, attrs({{"epsilon", 1e-5f}})),
                  {x, f32({2}, {2, 1}), f32({2}, {1, 7})});
  const double inv = 1 / std::sqrt(1 + 1e-5);
  expect_near(y, {1, 2, 2}, {-2 * inv + 1, 2 * inv + 1, 7, 7});
}

// LRN sums squares over a window of `size` channels clipped at the edges.
TEST(NormalizationOps, LrnChannelWindow) {
  Tensor x = f32({1, 3, 1, 1}, {1, 2, 3});
  // alpha / size = 1, beta = 1, bias = 1: y = x / (1 + sum of squares in window).
  Tensor y = run1(make_node("LRN", 13, 1, 1, attrs({{"size", int64_t{3}}, {"alpha", 3.0f}, {"beta", 1.0f}})), {x});
  expect_near(y, {1, 3, 1, 1}, {1.0 / 6, 2.0 / 15, 3.0 / 14});
}

// MeanVarianceNormalization (default axes 0,2,3): (x - mean) / (std + 1e-9) per channel.
TEST(NormalizationOps, MeanVarianceNormalizationPerChannel) {
  Tensor x = f32({1, 2, 1, 2}, {1, 3, 5, 5});
  Tensor y = run1(make_node("MeanVarianceNormalization", 13, 1), {x});
  expect_near(y, {1, 2, 1, 2}, {-1, 1, 0, 0});
}

// Scale of the wrong length is an error naming it.
TEST(NormalizationOps, BatchNormRejectsWrongChannelCount) {
  Tensor x = f32({1, 2, 1, 1}, {1, 2}), c3 = f32({3}, {1, 1, 1}), c2 = f32({2}, {1, 1});
  EXPECT_THROW(run1(make_node("BatchNormalization", 15, 5), {x, c3, c2, c2, c2}), Error);
}

}  // namespace
}  // namespace rammer
