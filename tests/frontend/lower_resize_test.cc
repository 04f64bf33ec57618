// lower_resize against the reference Resize: every mode, nearest_mode and coordinate mode the
// frontend accepts, up- and down-sampling, several resized axes, cubic's exclude_outside and
// tf_crop_and_resize's extrapolation, run by the interpreter before and after the pass.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "frontend/interpreter/interpreter.h"
#include "frontend/ops/shape_inference.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

struct ResizeCase {
  std::string mode, coord, nearest_mode;
  std::vector<float> scales;  // empty: sizes
  std::vector<int64_t> sizes;
  bool exclude_outside = false;
  DType dtype = DType::f32;
};

Graph resize_graph(const ResizeCase& c, const Shape& x) {
  Graph g;
  g.name = "resize";
  g.opset_imports[""] = 13;
  g.add_value({"x", c.dtype, x, nullptr});
  g.inputs = {"x"};
  const bool crop = c.coord == "tf_crop_and_resize";
  std::vector<float> roi;
  if (crop) roi = {0, 0, 0.2f, 0.1f, 1, 1, 0.9f, 1.2f};  // reaches outside the input on the last axis
  g.add_constant("roi", Tensor::from_vector<float>(DType::f32, {static_cast<int64_t>(roi.size())}, roi));
  g.add_constant("scales",
                 Tensor::from_vector<float>(DType::f32, {static_cast<int64_t>(c.scales.size())}, c.scales));
  Node n;
  n.name = "resize";
  n.op = "Resize";
  n.opset = 13;
  n.inputs = {"x", "roi", "scales"};
  if (!c.sizes.empty()) {
    g.add_constant("sizes", Tensor::from_vector<int64_t>(DType::i64, {4}, c.sizes));
    n.inputs.push_back("sizes");
  }
  n.outputs = {"y"};
  n.attrs.set("mode", c.mode);
  n.attrs.set("coordinate_transformation_mode", c.coord);
  n.attrs.set("nearest_mode", c.nearest_mode);
  n.attrs.set("exclude_outside", static_cast<int64_t>(c.exclude_outside));
  if (crop) n.attrs.set("extrapolation_value", 2.5f);
  g.nodes = {n};
  g.outputs = {"y"};
  infer_shapes(g);
  g.verify();
  return g;
}

void expect_lowered_matches(const ResizeCase& c) {
  const std::string what = c.mode + "/" + c.coord + "/" + c.nearest_mode + (c.exclude_outside ? "/exclude" : "") +
                           (c.sizes.empty() ? "/scales" : "/sizes");
  const Shape xs{1, 3, 5, 6};
  Graph g = resize_graph(c, xs);
  std::mt19937 rng(11);
  Tensor x(c.dtype, xs);
  std::uniform_real_distribution<double> u(-4, 4);
  for (int64_t i = 0; i < x.numel(); ++i) x.set_f64(i, std::round(u(rng) * 64) / 64);
  const std::map<std::string, Tensor> in{{"x", x}};
  const Tensor want = interpret(g, in).at("y");
  lower_resize(g);
  g.verify();
  for (const Node& n : g.nodes) ASSERT_NE(n.op, "Resize") << what << ": not lowered";
  const Tensor got = interpret(g, in).at("y");
  ASSERT_EQ(got.shape(), want.shape()) << what;
  for (int64_t i = 0; i < want.numel(); ++i)
    ASSERT_NEAR(got.get_f64(i), want.get_f64(i), 2e-6 * std::max(1.0, std::abs(want.get_f64(i))))
        << what << " element " << i;
}

// Every mode x coordinate mode (x nearest_mode for nearest), up-sampling by scales on the two
// spatial axes and down-sampling by sizes on three (the channel axis too).
TEST(LowerResize, EveryModeMatchesTheReference) {
  const char* coords[] = {"half_pixel", "half_pixel_symmetric", "pytorch_half_pixel", "align_corners",
                          "asymmetric", "tf_half_pixel_for_nn", "tf_crop_and_resize"};
  for (const char* coord : coords) {
    for (const std::string mode : {"nearest", "linear", "cubic"}) {
      const std::vector<std::string> nearest_modes =
          mode == "nearest" ? std::vector<std::string>{"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"}
                            : std::vector<std::string>{"round_prefer_floor"};
      for (const auto& nm : nearest_modes) {
        expect_lowered_matches({mode, coord, nm, {1, 1, 2.0f, 1.5f}, {}});
        expect_lowered_matches({mode, coord, nm, {}, {1, 2, 3, 4}});
      }
    }
  }
}

// Cubic with exclude_outside renormalises the taps that stay inside.
TEST(LowerResize, CubicExcludeOutside) {
  expect_lowered_matches({"cubic", "half_pixel", "round_prefer_floor", {1, 1, 1.7f, 0.6f}, {}, true});
  expect_lowered_matches({"cubic", "align_corners", "round_prefer_floor", {1, 1, 3.0f, 2.0f}, {}, true});
}

// Nearest only moves elements: any dtype is lowered, bit-exact.
TEST(LowerResize, NearestOnIntegers) {
  expect_lowered_matches({"nearest", "asymmetric", "floor", {1, 1, 2.0f, 3.0f}, {}, false, DType::i64});
}

}  // namespace
}  // namespace rammer
