// Reductions: Reduce* (axes as attribute or input, keepdims, noop_with_empty_axes), ArgMax/ArgMin,
// Softmax/LogSoftmax/Hardmax axis semantics by opset, CumSum. Expected values are hand-computed.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/frontend/ops_tensor_test_util.h"

namespace rammer {
namespace {

using namespace tensor_test;  // NOLINT: test-local helpers

void expect_near(const Tensor& t, const Shape& shape, const std::vector<double>& v, double tol = 1e-6) {
  ASSERT_EQ(t.shape(), shape);
  ASSERT_EQ(t.numel(), static_cast<int64_t>(v.size()));
  for (int64_t i = 0; i < t.numel(); ++i) EXPECT_NEAR(t.get_f64(i), v[static_cast<size_t>(i)], tol) << "element " << i;
}

// ReduceSum (opset 13) takes axes as an input; keepdims keeps reduced dims as 1.
TEST(ReductionOps, ReduceSumAxesInputKeepdims) {
  Tensor x = f32({2, 3}, {1, 2, 3, 4, 5, 6});
  expect_tensor(run1(make_node("ReduceSum", 13, 2), {x, ints({1})}), DType::f32, {2, 1}, {6, 15});
  expect_tensor(run1(make_node("ReduceSum", 13, 2, 1, attrs({{"keepdims", int64_t{0}}})), {x, ints({-2})}),
                DType::f32, {3}, {5, 7, 9});
}

// Empty axes reduce every dim, unless noop_with_empty_axes makes the op an identity.
TEST(ReductionOps, ReduceSumEmptyAxes) {
  Tensor x = f32({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("ReduceSum", 13, 1), {x}), DType::f32, {1, 1}, {10});
  expect_tensor(run1(make_node("ReduceSum", 13, 2, 1, attrs({{"noop_with_empty_axes", int64_t{1}}})),
                     {x, i64({0}, {})}),
                DType::f32, {2, 2}, {1, 2, 3, 4});
}

// Axes that are runtime data make the output shape unknowable: a clear error at inference.
TEST(ReductionOps, ReduceSumRuntimeAxesIsAnError) {
  try {
    run1(make_node("ReduceSum", 13, 2), {f32({2}, {1, 2}), In(ints({0}), false)});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("depends on runtime data"), std::string::npos) << e.what();
  }
}

// A scalar has no axes: an axis on one is an error that names it, for a reduction and for Squeeze,
// and reducing a scalar over no axes is the scalar itself.
TEST(ReductionOps, AnAxisOfAScalarIsAnError) {
  for (const char* op : {"ReduceSum", "Squeeze"}) {
    try {
      run1(make_node(op, 13, 2), {f32({}, {3}), ints({0})});
      FAIL() << op << ": expected an error";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("axis 0 is out of range: the input is a scalar"), std::string::npos)
          << op << ": " << e.what();
    }
  }
  expect_tensor(run1(make_node("ReduceSum", 13, 1), {f32({}, {3})}), DType::f32, {}, {3});
}

// Before opset 18, ReduceMean reads axes from its attribute; several axes reduce together.
TEST(ReductionOps, ReduceMeanAxesAttribute) {
  Tensor x = f32({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8});
  expect_tensor(run1(make_node("ReduceMean", 13, 1, 1, attrs({{"axes", std::vector<int64_t>{0, 2}}})), {x}),
                DType::f32, {1, 2, 1}, {(1 + 2 + 5 + 6) / 4.0, (3 + 4 + 7 + 8) / 4.0});
}

// Each reduction kind on x = [1, -2, 3] (closed forms).
TEST(ReductionOps, AllReduceKinds) {
  Tensor x = f32({3}, {1, -2, 3});
  auto red = [&](const char* op) {
    return run1(make_node(op, 13, 1, 1, attrs({{"keepdims", int64_t{0}}})), {x});
  };
  expect_near(red("ReduceMax"), {}, {3});
  expect_near(red("ReduceMin"), {}, {-2});
  expect_near(red("ReduceProd"), {}, {-6});
  expect_near(red("ReduceL1"), {}, {6});
  expect_near(red("ReduceL2"), {}, {std::sqrt(14.0)});
  expect_near(red("ReduceLogSum"), {}, {std::log(2.0)});
  expect_near(red("ReduceLogSumExp"), {}, {std::log(std::exp(1.0) + std::exp(-2.0) + std::exp(3.0))}, 1e-5);
  expect_near(red("ReduceSumSquare"), {}, {14});
  expect_near(red("ReduceMean"), {}, {2.0 / 3});
}

// LogSumExp stays finite for large inputs (shifted by the max).
TEST(ReductionOps, LogSumExpIsStable) {
  Tensor x = f32({2}, {1000, 1000});
  expect_near(run1(make_node("ReduceLogSumExp", 13, 1), {x}), {1}, {1000 + std::log(2.0)}, 1e-3);
}

// From opset 18, ReduceMax takes axes as an input too.
TEST(ReductionOps, ReduceMaxAxesInputOpset18) {
  Tensor x = f32({2, 2}, {1, 5, 7, 2});
  expect_tensor(run1(make_node("ReduceMax", 18, 2), {x, ints({0})}), DType::f32, {1, 2}, {7, 5});
}

// Integer reductions stay integer; the integer mean truncates.
TEST(ReductionOps, IntegerReductions) {
  Tensor x = i64({2, 2}, {1, 2, 3, 4});
  expect_tensor(run1(make_node("ReduceSum", 11, 1, 1, attrs({{"axes", std::vector<int64_t>{0}}})), {x}), DType::i64,
                {1, 2}, {4, 6});
  expect_tensor(run1(make_node("ReduceMean", 11, 1, 1, attrs({{"axes", std::vector<int64_t>{1}}})), {x}),
                DType::i64, {2, 1}, {1, 3});
}

// ArgMax picks the first maximum unless select_last_index; ArgMin with keepdims=0 drops the axis.
TEST(ReductionOps, ArgMaxArgMin) {
  Tensor x = f32({2, 3}, {1, 3, 3, 5, 0, 5});
  expect_tensor(run1(make_node("ArgMax", 13, 1, 1, attrs({{"axis", int64_t{1}}})), {x}), DType::i64, {2, 1}, {1, 0});
  expect_tensor(run1(make_node("ArgMax", 13, 1, 1, attrs({{"axis", int64_t{-1}}, {"select_last_index", int64_t{1}}})),
                     {x}),
                DType::i64, {2, 1}, {2, 2});
  expect_tensor(run1(make_node("ArgMin", 13, 1, 1, attrs({{"keepdims", int64_t{0}}})), {x}), DType::i64, {3},
                {0, 1, 0});
}

// Softmax before opset 13 normalises over all dims from axis (default 1); from 13 over one axis (default -1).
TEST(ReductionOps, SoftmaxAxisSemanticsByOpset) {
  Tensor x = f32({1, 2, 2}, {0, 0, 0, static_cast<float>(std::log(5.0))});
  expect_near(run1(make_node("Softmax", 11, 1), {x}), {1, 2, 2}, {1.0 / 8, 1.0 / 8, 1.0 / 8, 5.0 / 8});
  expect_near(run1(make_node("Softmax", 13, 1), {x}), {1, 2, 2}, {0.5, 0.5, 1.0 / 6, 5.0 / 6});
  expect_near(run1(make_node("Softmax", 13, 1, 1, attrs({{"axis", int64_t{1}}})), {x}), {1, 2, 2},
              {0.5, 1.0 / 6, 0.5, 5.0 / 6});
}

// LogSoftmax is log of softmax; Hardmax marks the first maximum.
TEST(ReductionOps, LogSoftmaxAndHardmax) {
  Tensor x = f32({2}, {0, static_cast<float>(std::log(3.0))});
  expect_near(run1(make_node("LogSoftmax", 13, 1), {x}), {2}, {std::log(0.25), std::log(0.75)});
  expect_tensor(run1(make_node("Hardmax", 13, 1), {f32({3}, {1, 3, 3})}), DType::f32, {3}, {0, 1, 0});
  // Softmax of huge values does not overflow.
  expect_near(run1(make_node("Softmax", 13, 1), {f32({2}, {1000, 1000})}), {2}, {0.5, 0.5});
}

// CumSum: inclusive, exclusive, reverse, and along axis 0 of a matrix.
TEST(ReductionOps, CumSumVariants) {
  Tensor x = f32({3}, {1, 2, 3});
  Tensor axis = i64({}, {0});
  expect_tensor(run1(make_node("CumSum", 14, 2), {x, axis}), DType::f32, {3}, {1, 3, 6});
  expect_tensor(run1(make_node("CumSum", 14, 2, 1, attrs({{"exclusive", int64_t{1}}})), {x, axis}), DType::f32, {3},
                {0, 1, 3});
  expect_tensor(run1(make_node("CumSum", 14, 2, 1, attrs({{"reverse", int64_t{1}}})), {x, axis}), DType::f32, {3},
                {6, 5, 3});
  expect_tensor(run1(make_node("CumSum", 14, 2, 1, attrs({{"exclusive", int64_t{1}}, {"reverse", int64_t{1}}})),
                     {x, axis}),
                DType::f32, {3}, {5, 3, 0});
  expect_tensor(run1(make_node("CumSum", 14, 2), {i32({2, 2}, {1, 2, 3, 4}), i32({1}, {-2})}), DType::i32, {2, 2},
                {1, 2, 4, 6});
}

}  // namespace
}  // namespace rammer
