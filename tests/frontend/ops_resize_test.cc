// Resize and Upsample: output shapes from scales / sizes, coordinate transformation modes, nearest
// modes, linear and cubic taps, tf_crop_and_resize extrapolation, opset-18 axes and aspect ratio
// policies. Expected values are hand-computed from the ONNX Resize formulas.
#include <gtest/gtest.h>

#include "frontend/ops/op_registry.h"

namespace rammer {
namespace {

Tensor F(Shape s, std::vector<float> v) { return Tensor::from_vector<float>(DType::f32, std::move(s), v); }
Tensor I64(std::vector<int64_t> v) {
  return Tensor::from_vector<int64_t>(DType::i64, {static_cast<int64_t>(v.size())}, v);
}
Tensor Scales(std::vector<float> v) { return F({static_cast<int64_t>(v.size())}, v); }

using V = std::vector<float>;

// Resize(X, roi, scales, sizes) with the given inputs (nullptr = omitted).
Node resize_node(const std::vector<const Tensor*>& ins, Attributes attrs = {}, int opset = 13,
                 const std::string& op = "Resize") {
  Node n;
  n.name = op + "_0";
  n.op = op;
  n.opset = opset;
  n.attrs = std::move(attrs);
  for (size_t i = 0; i < ins.size(); ++i) n.inputs.push_back(ins[i] ? "in" + std::to_string(i) : "");
  n.outputs = {"out"};
  return n;
}

// Runs inference (inputs other than X known, as constants would be) and evaluation.
Tensor run(const Node& node, const std::vector<const Tensor*>& ins) {
  std::vector<Value> values(ins.size());
  std::vector<InferInput> infer_in;
  for (size_t i = 0; i < ins.size(); ++i) {
    if (!ins[i]) {
      infer_in.push_back({});
      continue;
    }
    values[i] = Value{node.inputs[i], ins[i]->dtype(), ins[i]->shape(), nullptr};
    infer_in.push_back({&values[i], i == 0 ? nullptr : ins[i]});
  }
  auto outs = infer_node(node, infer_in);
  std::vector<Tensor> res = eval_node(node, ins);
  EXPECT_EQ(res[0].dtype(), outs[0].dtype);
  EXPECT_EQ(res[0].shape(), outs[0].shape);
  return res[0];
}

Attributes attrs(std::initializer_list<std::pair<const char*, AttrValue>> list) {
  Attributes a;
  for (const auto& [k, v] : list) a.set(k, v);
  return a;
}

Attributes linear(const char* coord) {
  return attrs({{"mode", std::string("linear")}, {"coordinate_transformation_mode", std::string(coord)}});
}

void expect_floats(const Tensor& t, const V& want) {
  std::vector<float> got = t.to_f32_vector();
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-5) << i;
}

// Nearest upsampling by scales (1,1,2,3) repeats each pixel 2x3 (ONNX resize example).
TEST(NnResize, NearestUpsampleScales) {
  Tensor x = F({1, 1, 2, 2}, V{1, 2, 3, 4});
  Tensor s = Scales({1, 1, 2, 3});
  Tensor y = run(resize_node({&x, nullptr, &s}), {&x, nullptr, &s});
  EXPECT_EQ(y.shape(), (Shape{1, 1, 4, 6}));
  EXPECT_EQ(y.to_f32_vector(), (V{1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 3, 3, 3, 4, 4, 4}));
}

// The output size is floor(in * scale); sizes give it directly.
TEST(NnResize, OutputShape) {
  Tensor x = F({1, 1, 2, 5}, V(10, 1.0f));
  Tensor s = Scales({1, 1, 0.6f, 0.6f});
  EXPECT_EQ(run(resize_node({&x, nullptr, &s}), {&x, nullptr, &s}).shape(), (Shape{1, 1, 1, 3}));
  Tensor sizes = I64({1, 1, 3, 7});
  EXPECT_EQ(run(resize_node({&x, nullptr, nullptr, &sizes}), {&x, nullptr, nullptr, &sizes}).shape(),
            (Shape{1, 1, 3, 7}));
}

// Linear taps under each coordinate mode, on x = [0, 4].
TEST(NnResize, LinearCoordinateModes) {
  Tensor x = F({2}, V{0, 4});
  Tensor s2 = Scales({2});
  // half_pixel: x_ori = (o + 0.5) / 2 - 0.5 = -0.25, 0.25, 0.75, 1.25 (edges clamp).
  expect_floats(run(resize_node({&x, nullptr, &s2}, linear("half_pixel")), {&x, nullptr, &s2}), {0, 1, 3, 4});
  // asymmetric: x_ori = o / 2.
  expect_floats(run(resize_node({&x, nullptr, &s2}, linear("asymmetric")), {&x, nullptr, &s2}), {0, 2, 4, 4});
  // align_corners with 3 outputs: x_ori = o * (2 - 1) / (3 - 1).
  Tensor n3 = I64({3});
  expect_floats(run(resize_node({&x, nullptr, nullptr, &n3}, linear("align_corners")), {&x, nullptr, nullptr, &n3}),
                {0, 2, 4});
}

// pytorch_half_pixel maps a single output to x_ori = -0.5; half_pixel maps it to the centre.
TEST(NnResize, PytorchHalfPixelSingleOutput) {
  Tensor x = F({3}, V{0, 4, 8});
  Tensor n1 = I64({1});
  expect_floats(run(resize_node({&x, nullptr, nullptr, &n1}, linear("pytorch_half_pixel")), {&x, nullptr, nullptr, &n1}),
                {0});
  expect_floats(run(resize_node({&x, nullptr, nullptr, &n1}, linear("half_pixel")), {&x, nullptr, nullptr, &n1}),
                {4});
}

// tf_crop_and_resize samples inside roi; coordinates outside the input give extrapolation_value.
TEST(NnResize, TfCropAndResize) {
  Tensor x = F({5}, V{0, 10, 20, 30, 40});
  Tensor n3 = I64({3});
  Tensor roi = F({2}, V{0.25f, 0.75f});  // x_ori = 1 + o
  expect_floats(run(resize_node({&x, &roi, nullptr, &n3}, linear("tf_crop_and_resize")), {&x, &roi, nullptr, &n3}),
                {10, 20, 30});
  Tensor roi2 = F({2}, V{0.5f, 1.5f});  // x_ori = 2 + 2 o: 2, 4, 6 (outside)
  Attributes a = linear("tf_crop_and_resize");
  a.set("extrapolation_value", 7.0f);
  expect_floats(run(resize_node({&x, &roi2, nullptr, &n3}, a), {&x, &roi2, nullptr, &n3}), {20, 40, 7});
}

// nearest_mode picks floor/ceil at fractional x_ori; whole coordinates pick themselves.
TEST(NnResize, NearestModes) {
  Tensor x = F({2}, V{10, 20});
  Tensor s4 = Scales({4});  // asymmetric: x_ori = 0, .25, .5, .75, 1, 1.25, 1.5, 1.75
  auto node = [&](const char* mode) {
    return resize_node({&x, nullptr, &s4}, attrs({{"nearest_mode", std::string(mode)},
                                                  {"coordinate_transformation_mode", std::string("asymmetric")}}));
  };
  EXPECT_EQ(run(node("round_prefer_floor"), {&x, nullptr, &s4}).to_f32_vector(), (V{10, 10, 10, 20, 20, 20, 20, 20}));
  EXPECT_EQ(run(node("round_prefer_ceil"), {&x, nullptr, &s4}).to_f32_vector(), (V{10, 10, 20, 20, 20, 20, 20, 20}));
  EXPECT_EQ(run(node("floor"), {&x, nullptr, &s4}).to_f32_vector(), (V{10, 10, 10, 10, 20, 20, 20, 20}));
  EXPECT_EQ(run(node("ceil"), {&x, nullptr, &s4}).to_f32_vector(), (V{10, 20, 20, 20, 20, 20, 20, 20}));
}

// Cubic at x_ori = 1.5 weights the four neighbours by Keys' kernel with A = -0.75:
// w(1.5) = -0.09375, w(0.5) = 0.59375.
TEST(NnResize, CubicWeights) {
  Tensor x = F({4}, V{1, 2, 4, 8});
  Tensor s2 = Scales({2});
  Attributes a = attrs({{"mode", std::string("cubic")}, {"coordinate_transformation_mode", std::string("asymmetric")}});
  Tensor y = run(resize_node({&x, nullptr, &s2}, a), {&x, nullptr, &s2});
  EXPECT_NEAR(y.get_f64(3), -0.09375 * 1 + 0.59375 * 2 + 0.59375 * 4 - 0.09375 * 8, 1e-6);
  EXPECT_NEAR(y.get_f64(2), 2.0, 1e-6);  // a whole x_ori reproduces the input
  // exclude_outside drops taps outside the input and renormalises: at x_ori = 0.5 the tap at -1 goes.
  a.set("exclude_outside", int64_t{1});
  Tensor e = run(resize_node({&x, nullptr, &s2}, a), {&x, nullptr, &s2});
  const double sum = 0.59375 + 0.59375 - 0.09375;
  EXPECT_NEAR(e.get_f64(1), (0.59375 * 1 + 0.59375 * 2 - 0.09375 * 4) / sum, 1e-6);
}

// 2-D linear resizing is separable: bilinear interpolation of the four corners.
TEST(NnResize, BilinearAlignCorners) {
  Tensor x = F({1, 1, 2, 2}, V{0, 10, 20, 30});
  Tensor sizes = I64({1, 1, 3, 3});
  Tensor y = run(resize_node({&x, nullptr, nullptr, &sizes}, linear("align_corners")), {&x, nullptr, nullptr, &sizes});
  expect_floats(y, {0, 5, 10, 10, 15, 20, 20, 25, 30});
}

// Opset 18 axes resize only the listed axes; keep_aspect_ratio_policy picks one scale for them.
TEST(NnResize, AxesAndAspectRatio) {
  Tensor x = F({2, 4}, V(8, 1.0f));
  Tensor sizes = I64({4, 4});
  auto node = [&](const char* policy) {
    return resize_node({&x, nullptr, nullptr, &sizes}, attrs({{"keep_aspect_ratio_policy", std::string(policy)}}), 18);
  };
  EXPECT_EQ(run(node("stretch"), {&x, nullptr, nullptr, &sizes}).shape(), (Shape{4, 4}));
  EXPECT_EQ(run(node("not_larger"), {&x, nullptr, nullptr, &sizes}).shape(), (Shape{2, 4}));
  EXPECT_EQ(run(node("not_smaller"), {&x, nullptr, nullptr, &sizes}).shape(), (Shape{4, 8}));
  Tensor one = I64({3});
  Tensor y = run(resize_node({&x, nullptr, nullptr, &one}, attrs({{"axes", std::vector<int64_t>{-2}}}), 18),
                 {&x, nullptr, nullptr, &one});
  EXPECT_EQ(y.shape(), (Shape{3, 4}));
}

// Scales that are only known at run time make the output shape unknowable: a clear error.
TEST(NnResize, RuntimeScalesAreAnError) {
  Tensor x = F({2}, V{0, 4});
  Tensor s = Scales({2});
  Node n = resize_node({&x, nullptr, &s});
  Value vx{"in0", DType::f32, {2}, nullptr}, vs{"in2", DType::f32, {1}, nullptr};
  try {
    infer_node(n, {{&vx, nullptr}, {}, {&vs, nullptr}});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("runtime data"), std::string::npos) << e.what();
  }
}

// Unsupported attribute values are reported as such.
TEST(NnResize, UnsupportedValues) {
  Tensor x = F({2}, V{0, 4});
  Tensor s = Scales({2});
  EXPECT_THROW(run(resize_node({&x, nullptr, &s}, attrs({{"mode", std::string("area")}})), {&x, nullptr, &s}),
               Unsupported);
  EXPECT_THROW(run(resize_node({&x, nullptr, &s}, attrs({{"antialias", int64_t{1}}}), 18), {&x, nullptr, &s}),
               Unsupported);
}

// Upsample-7 takes scales as an attribute, Upsample-9 and Resize-10 as an input; nearest uses
// asymmetric coordinates rounded down when upscaling.
TEST(NnUpsample, LegacyVersions) {
  Tensor x = F({1, 2}, V{1, 2});
  Node u7 = resize_node({&x}, attrs({{"scales", std::vector<float>{1, 2}}}), 7, "Upsample");
  EXPECT_EQ(run(u7, {&x}).to_f32_vector(), (V{1, 1, 2, 2}));
  Tensor s = Scales({1, 3});
  Node u9 = resize_node({&x, &s}, {}, 9, "Upsample");
  EXPECT_EQ(run(u9, {&x, &s}).to_f32_vector(), (V{1, 1, 1, 2, 2, 2}));
  Node r10 = resize_node({&x, &s}, attrs({{"mode", std::string("linear")}}), 10);
  // asymmetric linear: x_ori = 0, 1/3, 2/3, 1, 4/3 (clamped), 5/3 (clamped).
  expect_floats(run(r10, {&x, &s}), {1, 4.0f / 3, 5.0f / 3, 2, 2, 2});
}

}  // namespace
}  // namespace rammer
