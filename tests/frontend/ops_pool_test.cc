// MaxPool (with Indices), AveragePool, LpPool and the Global pools: windows, padding, ceil_mode,
// dilations, auto_pad, count_include_pad, storage_order. Expected values are hand-computed.
#include <gtest/gtest.h>

#include <cmath>

#include "frontend/ops/op_registry.h"

namespace rammer {
namespace {

Tensor F(Shape s, std::vector<float> v) { return Tensor::from_vector<float>(DType::f32, std::move(s), v); }

using V = std::vector<float>;
using Ints = std::vector<int64_t>;

Node pool_node(const std::string& op, Attributes attrs = {}, size_t n_outputs = 1) {
  Node n;
  n.name = op + "_0";
  n.op = op;
  n.opset = 17;
  n.attrs = std::move(attrs);
  n.inputs = {"x"};
  for (size_t i = 0; i < n_outputs; ++i) n.outputs.push_back("out" + std::to_string(i));
  return n;
}

// Runs inference and evaluation; checks they agree on every output; returns all outputs.
std::vector<Tensor> run_all(const Node& node, const Tensor& x) {
  Value v{"x", x.dtype(), x.shape(), nullptr};
  auto outs = infer_node(node, {{&v, nullptr}});
  std::vector<Tensor> res = eval_node(node, {&x});
  for (size_t i = 0; i < res.size(); ++i) {
    EXPECT_EQ(res[i].dtype(), outs[i].dtype);
    EXPECT_EQ(res[i].shape(), outs[i].shape);
  }
  return res;
}
Tensor run(const Node& node, const Tensor& x) { return run_all(node, x)[0]; }

Attributes attrs(std::initializer_list<std::pair<const char*, AttrValue>> list) {
  Attributes a;
  for (const auto& [k, v] : list) a.set(k, v);
  return a;
}

// A 2x2 max window with stride 1 over 1..9 keeps each window's bottom-right element.
TEST(NnMaxPool, Basic2d) {
  Tensor y = run(pool_node("MaxPool", attrs({{"kernel_shape", Ints{2, 2}}})),
                 F({1, 1, 3, 3}, V{1, 2, 3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(y.shape(), (Shape{1, 1, 2, 2}));
  EXPECT_EQ(y.to_f32_vector(), (V{5, 6, 8, 9}));
}

// Padding never wins a max, even when every input is negative.
TEST(NnMaxPool, PaddingIsNotAValue) {
  Tensor y = run(pool_node("MaxPool", attrs({{"kernel_shape", Ints{3, 3}}, {"pads", Ints{1, 1, 1, 1}}})),
                 F({1, 1, 3, 3}, V{-1, -2, -3, -4, -5, -6, -7, -8, -9}));
  EXPECT_EQ(y.to_f32_vector(), (V{-1, -1, -2, -1, -1, -2, -4, -4, -5}));
}

// ceil_mode adds a partial last window, but not one that would start in the right padding.
TEST(NnMaxPool, CeilMode) {
  auto node = [](int64_t ceil, Ints pads) {
    return pool_node("MaxPool", attrs({{"kernel_shape", Ints{2}}, {"strides", Ints{2}},
                                       {"ceil_mode", ceil}, {"pads", pads}}));
  };
  const Tensor x5 = F({1, 1, 5}, V{1, 2, 3, 4, 5});
  EXPECT_EQ(run(node(0, {0, 0}), x5).to_f32_vector(), (V{2, 4}));
  EXPECT_EQ(run(node(1, {0, 0}), x5).to_f32_vector(), (V{2, 4, 5}));
  // in 4 + right pad 1: ceil((4+1-2)/2)+1 = 3 windows, but the third would start at 4 = in + 0.
  EXPECT_EQ(run(node(1, {0, 1}), F({1, 1, 4}, V{1, 2, 3, 4})).to_f32_vector(), (V{2, 4}));
}

// SAME_UPPER pads the end, SAME_LOWER the beginning.
TEST(NnMaxPool, AutoPadSame) {
  auto node = [](const char* mode) {
    return pool_node("MaxPool", attrs({{"kernel_shape", Ints{2}}, {"auto_pad", std::string(mode)}}));
  };
  const Tensor x = F({1, 1, 4}, V{1, 3, 2, 4});
  EXPECT_EQ(run(node("SAME_UPPER"), x).to_f32_vector(), (V{3, 3, 4, 4}));
  EXPECT_EQ(run(node("SAME_LOWER"), x).to_f32_vector(), (V{1, 3, 3, 4}));
}

// Dilation 2 pairs element i with element i + 2.
TEST(NnMaxPool, Dilations) {
  Tensor y = run(pool_node("MaxPool", attrs({{"kernel_shape", Ints{2}}, {"dilations", Ints{2}}})),
                 F({1, 1, 5}, V{1, 5, 2, 4, 3}));
  EXPECT_EQ(y.to_f32_vector(), (V{2, 5, 3}));
}

// Indices are flat over the whole input (batch and channel included), row- or column-major.
TEST(NnMaxPool, Indices) {
  const Tensor x = F({1, 2, 2, 2}, V{1, 4, 3, 2, 5, 6, 8, 7});
  auto node = [](int64_t order) {
    return pool_node("MaxPool", attrs({{"kernel_shape", Ints{2, 2}}, {"storage_order", order}}), 2);
  };
  std::vector<Tensor> r = run_all(node(0), x);
  EXPECT_EQ(r[0].to_f32_vector(), (V{4, 8}));
  EXPECT_EQ(r[1].to_i64_vector(), (Ints{1, 6}));
  r = run_all(node(1), x);
  // Column-major within a channel: index = h + w * H.
  EXPECT_EQ(r[1].to_i64_vector(), (Ints{2, 5}));
}

// Integer MaxPool keeps the dtype.
TEST(NnMaxPool, Uint8) {
  Tensor x = Tensor::from_vector<uint8_t>(DType::u8, {1, 1, 4}, {7, 200, 3, 9});
  Tensor y = run(pool_node("MaxPool", attrs({{"kernel_shape", Ints{2}}, {"strides", Ints{2}}})), x);
  EXPECT_EQ(y.dtype(), DType::u8);
  EXPECT_EQ(y.to_i64_vector(), (Ints{200, 9}));
}

// Without count_include_pad padding cells are not counted; with it they count as zeros.
TEST(NnAveragePool, CountIncludePad) {
  auto node = [](int64_t include) {
    return pool_node("AveragePool", attrs({{"kernel_shape", Ints{3}}, {"pads", Ints{1, 1}},
                                           {"count_include_pad", include}}));
  };
  const Tensor x = F({1, 1, 3}, V{1, 2, 3});
  EXPECT_EQ(run(node(0), x).to_f32_vector(), (V{1.5f, 2, 2.5f}));
  Tensor y = run(node(1), x);
  EXPECT_FLOAT_EQ(y.get_f64(0), 1.0);
  EXPECT_FLOAT_EQ(y.get_f64(1), 2.0);
  EXPECT_FLOAT_EQ(y.get_f64(2), 5.0 / 3.0);
}

// The partial window that ceil_mode adds averages only the cells inside the (padded) input.
TEST(NnAveragePool, CeilModePartialWindow) {
  for (int64_t include : {0, 1}) {
    Tensor y = run(pool_node("AveragePool", attrs({{"kernel_shape", Ints{2}}, {"strides", Ints{2}},
                                                   {"ceil_mode", int64_t{1}},
                                                   {"count_include_pad", include}})),
                   F({1, 1, 5}, V{1, 2, 3, 4, 5}));
    EXPECT_EQ(y.to_f32_vector(), (V{1.5f, 3.5f, 5})) << "count_include_pad=" << include;
  }
}

// 2-D and 3-D windows average over every spatial axis.
TEST(NnAveragePool, MultiDimensional) {
  EXPECT_EQ(run(pool_node("AveragePool", attrs({{"kernel_shape", Ints{2, 2}}})), F({1, 1, 2, 2}, V{1, 2, 3, 4}))
                .to_f32_vector(),
            (V{2.5f}));
  Tensor y = run(pool_node("AveragePool", attrs({{"kernel_shape", Ints{2, 2, 2}}})),
                 F({1, 1, 2, 2, 2}, V{1, 2, 3, 4, 5, 6, 7, 8}));
  EXPECT_EQ(y.shape(), (Shape{1, 1, 1, 1, 1}));
  EXPECT_EQ(y.to_f32_vector(), (V{4.5f}));
}

// AveragePool dilations (opset 19) average the dilated taps only.
TEST(NnAveragePool, Dilations) {
  Node n = pool_node("AveragePool", attrs({{"kernel_shape", Ints{2}}, {"dilations", Ints{2}}}));
  n.opset = 19;
  EXPECT_EQ(run(n, F({1, 1, 4}, V{1, 2, 3, 4})).to_f32_vector(), (V{2, 3}));
}

// LpPool with p = 2 is the Euclidean norm of each window.
TEST(NnLpPool, Norm) {
  Tensor y = run(pool_node("LpPool", attrs({{"kernel_shape", Ints{2}}, {"strides", Ints{2}}})),
                 F({1, 1, 4}, V{3, -4, 6, 8}));
  EXPECT_EQ(y.to_f32_vector(), (V{5, 10}));
  Tensor y1 = run(pool_node("LpPool", attrs({{"kernel_shape", Ints{2}}, {"p", int64_t{1}}})),
                  F({1, 1, 2}, V{3, -4}));
  EXPECT_EQ(y1.to_f32_vector(), (V{7}));
}

// Global pools reduce every spatial axis to 1, per batch and channel.
TEST(NnGlobalPool, AverageMaxLp) {
  const Tensor x = F({1, 2, 2, 2}, V{1, 2, 3, 4, -5, -6, -7, -8});
  Tensor avg = run(pool_node("GlobalAveragePool"), x);
  EXPECT_EQ(avg.shape(), (Shape{1, 2, 1, 1}));
  EXPECT_EQ(avg.to_f32_vector(), (V{2.5f, -6.5f}));
  EXPECT_EQ(run(pool_node("GlobalMaxPool"), x).to_f32_vector(), (V{4, -5}));
  Tensor lp = run(pool_node("GlobalLpPool"), x);
  EXPECT_FLOAT_EQ(lp.get_f64(0), std::sqrt(30.0f));
  EXPECT_FLOAT_EQ(lp.get_f64(1), std::sqrt(174.0f));
}

// A missing kernel_shape is an error; i32 (AveragePool) and unknown auto_pad values are unsupported.
TEST(NnPool, Errors) {
  EXPECT_THROW(run(pool_node("MaxPool"), F({1, 1, 2}, V{1, 2})), Error);
  EXPECT_THROW(run(pool_node("AveragePool", attrs({{"kernel_shape", Ints{2}}})), Tensor(DType::i32, {1, 1, 2})),
               Unsupported);
  EXPECT_THROW(run(pool_node("MaxPool", attrs({{"kernel_shape", Ints{2}}, {"auto_pad", std::string("X")}})),
                   F({1, 1, 2}, V{1, 2})),
               Unsupported);
  EXPECT_THROW(run(pool_node("MaxPool", attrs({{"kernel_shape", Ints{3}}})), F({1, 1, 2}, V{1, 2})), Error);
}

}  // namespace
}  // namespace rammer
