// Conv and ConvTranspose: padding, strides, dilations, auto_pad, groups, bias, output_padding and
// output_shape. Expected values are hand-computed sums or the ONNX operator documentation examples.
#include <gtest/gtest.h>

#include "frontend/ops/op_registry.h"

namespace rammer {
namespace {

Tensor F(Shape s, std::vector<float> v) { return Tensor::from_vector<float>(DType::f32, std::move(s), v); }

std::vector<float> iota(int64_t n, float start = 0) {
  std::vector<float> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = start + static_cast<float>(i);
  return v;
}

Node conv_node(const std::string& op, size_t n_inputs, Attributes attrs = {}) {
  Node n;
  n.name = op + "_0";
  n.op = op;
  n.opset = 17;
  n.attrs = std::move(attrs);
  for (size_t i = 0; i < n_inputs; ++i) n.inputs.push_back("in" + std::to_string(i));
  n.outputs = {"out"};
  return n;
}

// Runs inference and evaluation (inference sees every input's data); checks they agree.
Tensor run(const Node& node, std::vector<Tensor> ins) {
  std::vector<Value> values(ins.size());
  std::vector<InferInput> infer_in;
  std::vector<const Tensor*> ptrs;
  for (size_t i = 0; i < ins.size(); ++i) {
    values[i] = Value{"in" + std::to_string(i), ins[i].dtype(), ins[i].shape(), nullptr};
    infer_in.push_back({&values[i], &ins[i]});
    ptrs.push_back(&ins[i]);
  }
  auto outs = infer_node(node, infer_in);
  std::vector<Tensor> res = eval_node(node, ptrs);
  EXPECT_EQ(res[0].dtype(), outs[0].dtype);
  EXPECT_EQ(res[0].shape(), outs[0].shape);
  return res[0];
}

Attributes attrs(std::initializer_list<std::pair<const char*, AttrValue>> list) {
  Attributes a;
  for (const auto& [k, v] : list) a.set(k, v);
  return a;
}

using V = std::vector<float>;
using Ints = std::vector<int64_t>;

// A 3x3 all-ones kernel over 0..24 with pads 1 sums each 3x3 neighbourhood (ONNX Conv example).
TEST(NnConv, Basic2dWithPadding) {
  Tensor y = run(conv_node("Conv", 2, attrs({{"pads", Ints{1, 1, 1, 1}}, {"kernel_shape", Ints{3, 3}}})),
                 {F({1, 1, 5, 5}, iota(25)), F({1, 1, 3, 3}, V(9, 1.0f))});
  EXPECT_EQ(y.shape(), (Shape{1, 1, 5, 5}));
  EXPECT_EQ(y.to_f32_vector(), (V{12, 21, 27, 33, 24, 33, 54, 63, 72, 51, 63, 99, 108, 117, 81,
                                  93, 144, 153, 162, 111, 72, 111, 117, 123, 84}));
}

// Strides 2 with pads only on H (ONNX conv_with_strides_and_asymmetric_padding example).
TEST(NnConv, StridesAndAsymmetricPads) {
  Tensor y = run(conv_node("Conv", 2, attrs({{"pads", Ints{1, 0, 1, 0}}, {"strides", Ints{2, 2}}})),
                 {F({1, 1, 7, 5}, iota(35)), F({1, 1, 3, 3}, V(9, 1.0f))});
  EXPECT_EQ(y.shape(), (Shape{1, 1, 4, 2}));
  EXPECT_EQ(y.to_f32_vector(), (V{21, 33, 99, 117, 189, 207, 171, 183}));
}

// SAME_UPPER puts the odd padding element at the end, SAME_LOWER at the beginning; VALID ignores pads.
TEST(NnConv, AutoPad1d) {
  auto node = [](const char* mode) {
    return conv_node("Conv", 2, attrs({{"auto_pad", std::string(mode)}, {"strides", Ints{2}},
                                       {"pads", Ints{5, 5}}}));
  };
  const Tensor w = F({1, 1, 3}, V{1, 1, 1});
  // in 5: out 3, total pad 2 -> 1 each side.
  EXPECT_EQ(run(node("SAME_UPPER"), {F({1, 1, 5}, iota(5, 1)), w}).to_f32_vector(), (V{3, 9, 9}));
  // in 6: out 3, total pad 1.
  EXPECT_EQ(run(node("SAME_UPPER"), {F({1, 1, 6}, iota(6, 1)), w}).to_f32_vector(), (V{6, 12, 11}));
  EXPECT_EQ(run(node("SAME_LOWER"), {F({1, 1, 6}, iota(6, 1)), w}).to_f32_vector(), (V{3, 9, 15}));
  EXPECT_EQ(run(node("VALID"), {F({1, 1, 6}, iota(6, 1)), w}).to_f32_vector(), (V{6, 12}));
}

// Each group convolves only its own channels; the bias is added per output channel.
TEST(NnConv, GroupsAndBias) {
  Tensor y = run(conv_node("Conv", 3, attrs({{"group", int64_t{2}}})),
                 {F({1, 2, 3}, V{1, 2, 3, 4, 5, 6}), F({2, 1, 2}, V{1, 1, 1, -1}), F({2}, V{10, 20})});
  EXPECT_EQ(y.shape(), (Shape{1, 2, 2}));
  EXPECT_EQ(y.to_f32_vector(), (V{13, 15, 19, 19}));
}

// Depthwise with a channel multiplier: output channel m reads input channel m / 2.
TEST(NnConv, DepthwiseMultiplier) {
  Tensor y = run(conv_node("Conv", 2, attrs({{"group", int64_t{2}}})),
                 {F({1, 2, 2}, V{1, 2, 3, 4}), F({4, 1, 1}, V{1, 10, 100, 1000})});
  EXPECT_EQ(y.to_f32_vector(), (V{1, 2, 10, 20, 300, 400, 3000, 4000}));
}

// A dilation of 2 skips every other input element.
TEST(NnConv, Dilation) {
  Tensor y = run(conv_node("Conv", 2, attrs({{"dilations", Ints{2}}})),
                 {F({1, 1, 5}, iota(5, 1)), F({1, 1, 2}, V{1, 1})});
  EXPECT_EQ(y.to_f32_vector(), (V{4, 6, 8}));
}

// A 1x1 convolution is a per-pixel matrix product over channels; batches stay separate.
TEST(NnConv, PointwiseIsChannelMatmul) {
  // x[n, c, p]: n=2, c=2, 2 pixels. W rows: (1,0), (0,1), (1,1).
  Tensor y = run(conv_node("Conv", 2), {F({2, 2, 1, 2}, V{1, 2, 3, 4, 5, 6, 7, 8}),
                                        F({3, 2, 1, 1}, V{1, 0, 0, 1, 1, 1})});
  EXPECT_EQ(y.shape(), (Shape{2, 3, 1, 2}));
  EXPECT_EQ(y.to_f32_vector(), (V{1, 2, 3, 4, 4, 6, 5, 6, 7, 8, 12, 14}));
}

// 3-D convolution sums over all three spatial axes and all input channels.
TEST(NnConv, ThreeDimensional) {
  Tensor y = run(conv_node("Conv", 2), {F({1, 2, 2, 2, 2}, iota(16)), F({1, 2, 2, 2, 2}, V(16, 1.0f))});
  EXPECT_EQ(y.shape(), (Shape{1, 1, 1, 1, 1}));
  EXPECT_EQ(y.to_f32_vector(), (V{120}));
}

// f64 is computed in f64; f16 through f32 (half_dtypes_test.cc); i32 is reported as unsupported;
// mismatched channels are an error.
TEST(NnConv, DtypesAndErrors) {
  Tensor x = Tensor::from_vector<double>(DType::f64, {1, 1, 3}, {1, 2, 3});
  Tensor w = Tensor::from_vector<double>(DType::f64, {1, 1, 2}, {0.5, 0.25});
  Tensor y = run(conv_node("Conv", 2), {x, w});
  EXPECT_EQ(y.dtype(), DType::f64);
  EXPECT_DOUBLE_EQ(y.get_f64(1), 2 * 0.5 + 3 * 0.25);
  Tensor h(DType::i32, {1, 1, 3});
  EXPECT_THROW(run(conv_node("Conv", 2), {h, Tensor(DType::i32, {1, 1, 2})}), Unsupported);
  EXPECT_THROW(run(conv_node("Conv", 2), {F({1, 2, 3}, V(6, 1)), F({1, 1, 2}, V{1, 1})}), Error);
  EXPECT_THROW(run(conv_node("Conv", 2, attrs({{"auto_pad", std::string("SAME")}})),
                   {F({1, 1, 3}, V(3, 1)), F({1, 1, 2}, V{1, 1})}),
               Unsupported);
}

// ConvTranspose of [0,1,2] with a ones kernel is the full correlation (ONNX convtranspose_1d).
TEST(NnConvTranspose, Basic1d) {
  Tensor y = run(conv_node("ConvTranspose", 2), {F({1, 1, 3}, V{0, 1, 2}), F({1, 2, 3}, V(6, 1.0f))});
  EXPECT_EQ(y.shape(), (Shape{1, 2, 5}));
  EXPECT_EQ(y.to_f32_vector(), (V{0, 1, 3, 3, 2, 0, 1, 3, 3, 2}));
}

// With stride 2 each input element writes a kernel-sized run; pads crop, output_padding extends.
TEST(NnConvTranspose, StridesPadsOutputPadding) {
  const Tensor x = F({1, 1, 2}, V{1, 2}), w = F({1, 1, 3}, V{1, 1, 1});
  auto node = [](Attributes a) { return conv_node("ConvTranspose", 2, std::move(a)); };
  EXPECT_EQ(run(node(attrs({{"strides", Ints{2}}})), {x, w}).to_f32_vector(), (V{1, 1, 3, 2, 2}));
  EXPECT_EQ(run(node(attrs({{"strides", Ints{2}}, {"output_padding", Ints{1}}})), {x, w}).to_f32_vector(),
            (V{1, 1, 3, 2, 2, 0}));
  EXPECT_EQ(run(node(attrs({{"strides", Ints{2}}, {"pads", Ints{1, 1}}})), {x, w}).to_f32_vector(),
            (V{1, 3, 2}));
}

// output_shape sets the size: extra padding goes to the start (NOTSET) or end (SAME_UPPER); a size
// past the full output extends the end; SAME_* without output_shape gives in * stride.
TEST(NnConvTranspose, OutputShapeAndAutoPad) {
  const Tensor x = F({1, 1, 2}, V{1, 2}), w = F({1, 1, 3}, V{1, 1, 1});
  auto node = [](Attributes a) {
    a.set("strides", Ints{2});
    return conv_node("ConvTranspose", 2, std::move(a));
  };
  EXPECT_EQ(run(node(attrs({{"output_shape", Ints{4}}})), {x, w}).to_f32_vector(), (V{1, 3, 2, 2}));
  EXPECT_EQ(run(node(attrs({{"output_shape", Ints{1, 1, 4}}})), {x, w}).to_f32_vector(), (V{1, 3, 2, 2}));
  EXPECT_EQ(run(node(attrs({{"output_shape", Ints{4}}, {"auto_pad", std::string("SAME_UPPER")}})), {x, w})
                .to_f32_vector(),
            (V{1, 1, 3, 2}));
  EXPECT_EQ(run(node(attrs({{"output_shape", Ints{6}}})), {x, w}).to_f32_vector(), (V{1, 1, 3, 2, 2, 0}));
  EXPECT_EQ(run(node(attrs({{"auto_pad", std::string("SAME_UPPER")}})), {x, w}).to_f32_vector(),
            (V{1, 1, 3, 2}));
  EXPECT_EQ(run(node(attrs({{"auto_pad", std::string("SAME_LOWER")}})), {x, w}).to_f32_vector(),
            (V{1, 3, 2, 2}));
}

// Groups map input channel group g to output channel group g; dilation spreads the kernel taps.
TEST(NnConvTranspose, GroupsDilationsBias) {
  Tensor y = run(conv_node("ConvTranspose", 3, attrs({{"group", int64_t{2}}})),
                 {F({1, 2, 1}, V{1, 2}), F({2, 1, 2}, V{1, 1, 1, -1}), F({2}, V{0, 10})});
  EXPECT_EQ(y.shape(), (Shape{1, 2, 2}));
  EXPECT_EQ(y.to_f32_vector(), (V{1, 1, 12, 8}));
  Tensor d = run(conv_node("ConvTranspose", 2, attrs({{"dilations", Ints{2}}})),
                 {F({1, 1, 2}, V{1, 2}), F({1, 1, 2}, V{1, 1})});
  EXPECT_EQ(d.to_f32_vector(), (V{1, 2, 1, 2}));
}

// 2-D ConvTranspose with stride 2 and a 2x2 kernel tiles the kernel scaled by each input pixel.
TEST(NnConvTranspose, TwoDimensionalTiling) {
  Tensor y = run(conv_node("ConvTranspose", 2, attrs({{"strides", Ints{2, 2}}})),
                 {F({1, 1, 2, 2}, V{1, 2, 3, 4}), F({1, 1, 2, 2}, V{1, 10, 100, 1000})});
  EXPECT_EQ(y.shape(), (Shape{1, 1, 4, 4}));
  EXPECT_EQ(y.to_f32_vector(), (V{1, 10, 2, 20, 100, 1000, 200, 2000, 3, 30, 4, 40, 300, 3000, 400,
                                  4000}));
}

}  // namespace
}  // namespace rammer
