// The tensor-core conv tile (kernels/conv_mma.h) under host emulation on both matrix units (mma.sync
// at tf32, fp16 and bf16; MFMA at fp32, fp16 and bf16 on gfx90a and at fp16 and bf16 on gfx908): the
// interpreter's Conv on x and w rounded to the precision by the test (the bias and the epilogue stay
// fp32) is the reference. 1-D, 2-D and 3-D; strides, dilations, asymmetric pads; 1x1, 3x3, ResNet's
// 7x7 stride-2 stem; odd channel counts (K not a multiple of the k-tile, of 8 or of 4); tiles smaller
// and larger than the block tile; weights stored at fp32 and at the 16-bit precision (cp.async);
// 64 and 256 threads.
#include "kernels/mma_tile_shape.h"
#include "kernels/tile_path.h"
#include "tests/kernels/kernel_test_util.h"
#include "tests/kernels/matrix_unit_cases.h"

namespace rammer::kernel_test {
namespace {

using rk::MathPrecision;

struct ConvCase {
  Shape x, w;
  std::vector<int64_t> strides, dil, pads;  // pads: begin then end (ONNX order)
  bool bias;
  Shape tile;
};

// t [M, ...] stored as M rows of K elements padded to K + pad, and viewed back at its shape: the
// plan's layout for 16-byte aligned weight rows.
int add_padded_rows(Case& c, const Tensor& t, int64_t pad) {
  const int64_t M = t.shape()[0], K = t.numel() / M;
  Tensor rows(t.dtype(), {M, K + pad});
  for (int64_t m = 0; m < M; ++m)
    for (int64_t k = 0; k < K; ++k) rows.set_f64(m * (K + pad) + k, t.get_f64(m * K + k));
  const int base = c.add(rows);
  Shape strides(t.shape().size());
  int64_t s = 1;
  for (size_t i = strides.size() - 1; i >= 1; --i) {
    strides[i] = s;
    s *= t.shape()[i];
  }
  strides[0] = K + pad;
  return c.view(base, t.shape(), strides);
}

// pad_k > 0: the weights' rows padded by that many elements (fp32 or fp16 weights only).
void check(const ConvCase& k, MatrixConfig p, bool weights16, uint32_t seed, int64_t pad_k = 0) {
  for_block_sizes([&]<int T>() {
    Case c;
    int x = c.add(random_tensor(k.x, seed));
    const Tensor w32 = random_tensor(k.w, seed + 1);
    int w;
    if (pad_k > 0) {
      w = add_padded_rows(c, weights16 ? stored16(w32, false) : w32, pad_k);
      ASSERT_TRUE(rk::rows_contiguous(c.descs[static_cast<size_t>(w)]));
      ASSERT_FALSE(rk::is_contiguous(c.descs[static_cast<size_t>(w)]));
    } else if (weights16) {
      w = c.add(stored16(w32, p.precision == MathPrecision::bf16));
      if (p.precision == MathPrecision::bf16) c.descs[static_cast<size_t>(w)].dtype = static_cast<int32_t>(rk::DTypeCode::bf16);
    } else {
      w = c.add(w32);
    }
    const int64_t M = k.w[0];
    int b = k.bias ? c.add(random_tensor({M}, seed + 2)) : -1;
    Node n = make_node("Conv", {"X", "W", k.bias ? "B" : ""}, {"Y"});
    n.attrs.set("strides", k.strides);
    n.attrs.set("dilations", k.dil);
    n.attrs.set("pads", k.pads);
    const Tensor rx = rounded_for(c.at(x), p), rw = rounded_for(w32, p);
    std::vector<const Tensor*> in = {&rx, &rw};
    if (k.bias) in.push_back(&c.at(b));
    auto conv = eval_node(n, in);
    auto want = eval_node(make_node("Relu", {"C"}, {"Y"}), {&conv[0]});
    int y = c.add(Tensor(DType::f32, want[0].shape()));
    rk::ConvParams params;
    params.nd = static_cast<int>(k.x.size() - 2);
    params.kernel = k.w.data() + 2;
    params.stride = k.strides.data();
    params.dilation = k.dil.data();
    params.pad_begin = k.pads.data();
    params.precision = p.precision;
    params.matrix_unit = p.unit;
    rk::OpDesc op = make_op(rk::OpKind::conv, want[0].shape(), k.tile, {x, w, b, y}, params);
    ASSERT_EQ(rk::tile_path(op), rk::TilePath::conv_mma);
    add_step(op, rk::ElemOp::relu, 0, 0);
    run_op<T>(c, op, static_cast<size_t>(rk::mma_tile_shared_bytes(256, 32, 128, 128)));
    expect_close(c.at(y), want[0], 1e-5,
                 std::string("Conv ") + config_name(p) + (weights16 ? " 16-bit weights" : "") +
                     (pad_k > 0 ? " padded rows" : "") + " x" + shape_str(k.x) +
                     " w" + shape_str(k.w) + " tile " + shape_str(k.tile) + " threads " + std::to_string(T));
  });
}

template <size_t kN>
void matches_the_reference(const MatrixConfig (&configs)[kN]) {
  const std::vector<ConvCase> cases = {
      // 3x3 pad 1, two images, a tile over both (several sub-tiles of columns at 64 threads).
      {{2, 3, 9, 8}, {5, 3, 3, 3}, {1, 1}, {1, 1}, {1, 1, 1, 1}, true, {2, 5, 9, 8}},
      // strides, dilations, asymmetric pads, a ragged tile.
      {{1, 4, 11, 10}, {6, 4, 3, 2}, {2, 3}, {2, 1}, {2, 0, 1, 1}, false, {1, 4, 2, 3}},
      // 1x1 stride 1 unpadded (the plain GEMM over [C][HW]), 16 channels.
      {{1, 16, 7, 9}, {40, 16, 1, 1}, {1, 1}, {1, 1}, {0, 0, 0, 0}, true, {1, 40, 7, 9}},
      // 1x1 stride 2.
      {{1, 8, 7, 7}, {9, 8, 1, 1}, {2, 2}, {1, 1}, {0, 0, 0, 0}, false, {1, 9, 4, 4}},
      // ResNet's stem: 7x7 stride 2 pad 3 over 3 channels (K = 147).
      {{1, 3, 23, 21}, {8, 3, 7, 7}, {2, 2}, {1, 1}, {3, 3, 3, 3}, true, {1, 8, 12, 11}},
      // Many output channels (more rows than the block tile) over 33 channels (K = 297).
      {{1, 33, 6, 6}, {130, 33, 3, 3}, {1, 1}, {1, 1}, {1, 1, 1, 1}, true, {1, 130, 6, 6}},
      // 1-D and 3-D.
      {{2, 3, 17}, {4, 3, 5}, {2}, {2}, {3, 1}, true, {2, 4, 9}},
      {{1, 2, 5, 6, 4}, {3, 2, 3, 2, 2}, {1, 2, 1}, {1, 1, 2}, {1, 0, 1, 1, 1, 0}, true, {1, 3, 2, 3, 4}},
  };
  uint32_t seed = 500;
  for (MatrixConfig p : configs)
    for (const ConvCase& k : cases) check(k, p, false, seed += 7);
}

// 1x1 convs (the gather with a one-point window): whole images (HW = 63, 64: odd and aligned),
// boxes of whole rows and of part of a row, dilated, over two images, 1-D, with and without bias.
template <size_t kN>
void pointwise_convs(const MatrixConfig (&configs)[kN]) {
  const std::vector<ConvCase> cases = {
      {{1, 12, 7, 9}, {20, 12, 1, 1}, {1, 1}, {1, 1}, {0, 0, 0, 0}, true, {1, 20, 7, 9}},
      {{1, 20, 8, 8}, {70, 20, 1, 1}, {1, 1}, {1, 1}, {0, 0, 0, 0}, false, {1, 70, 8, 8}},
      {{1, 8, 6, 10}, {9, 8, 1, 1}, {1, 1}, {1, 1}, {0, 0, 0, 0}, true, {1, 9, 2, 10}},
      {{1, 8, 6, 12}, {9, 8, 1, 1}, {1, 1}, {2, 2}, {0, 0, 0, 0}, true, {1, 9, 1, 8}},
      {{2, 16, 4, 4}, {24, 16, 1, 1}, {1, 1}, {1, 1}, {0, 0, 0, 0}, true, {2, 24, 4, 4}},
      {{2, 5, 33}, {6, 5, 1}, {1}, {1}, {0, 0}, true, {1, 6, 33}},
  };
  uint32_t seed = 900;
  for (MatrixConfig p : configs)
    for (const ConvCase& k : cases) check(k, p, false, seed += 7);
  for (MatrixConfig p : configs)
    if (p.precision == MathPrecision::fp16)
      for (const ConvCase& k : cases) check(k, p, true, seed += 7);
}

// Weights stored at the precision take cp.async when K is a multiple of 8 (32 channels x 3x3 and
// 16 x 1x1), the scalar path otherwise (3 channels x 7x7).
template <size_t kN>
void sixteen_bit_weights(const MatrixConfig (&configs)[kN]) {
  const std::vector<ConvCase> cases = {
      {{1, 32, 6, 7}, {24, 32, 3, 3}, {1, 1}, {1, 1}, {1, 1, 1, 1}, true, {1, 24, 6, 7}},
      {{2, 16, 5, 5}, {70, 16, 1, 1}, {1, 1}, {1, 1}, {0, 0, 0, 0}, false, {2, 70, 5, 5}},
      {{1, 3, 15, 15}, {8, 3, 7, 7}, {2, 2}, {1, 1}, {3, 3, 3, 3}, true, {1, 8, 8, 8}},
  };
  uint32_t seed = 700;
  for (MatrixConfig p : configs)
    if (has_16bit_storage(p))
      for (const ConvCase& k : cases) check(k, p, true, seed += 7);
}

// Weight rows padded as the plan pads them for 16-byte alignment (ResNet's stem: K = 147 at a row
// stride of 152) run on the matrix unit too, not on the fp32 fallback: the reference rounds x to the
// precision, which the fallback would not, so a fallback fails the 1e-5 check.
template <size_t kN>
void padded_weight_rows(const MatrixConfig (&configs)[kN]) {
  const std::vector<ConvCase> cases = {
      {{1, 3, 15, 15}, {8, 3, 7, 7}, {2, 2}, {1, 1}, {3, 3, 3, 3}, true, {1, 8, 8, 8}},
      {{1, 5, 6, 7}, {12, 5, 3, 3}, {1, 1}, {1, 1}, {1, 1, 1, 1}, false, {1, 12, 6, 7}},
  };
  uint32_t seed = 1300;
  for (MatrixConfig p : configs) {
    if (p.precision == MathPrecision::fp32) continue;  // the f32 MFMA form rounds nothing
    for (const ConvCase& k : cases) {
      const int64_t K = k.w[1] * k.w[2] * k.w[3];
      check(k, p, false, seed += 7, 8 - K % 8);
      if (p.precision == MathPrecision::fp16) check(k, p, true, seed += 7, 8 - K % 8);
    }
  }
}

TEST(KernelsConvMma, MatchesTheReferenceOnRoundedInputs) { matches_the_reference(kMmaSyncConfigs); }
TEST(KernelsConvMma, PaddedWeightRows) { padded_weight_rows(kMmaSyncConfigs); }
TEST(KernelsConvMfma, PaddedWeightRows) { padded_weight_rows(kMfmaConfigs); }
TEST(KernelsConvMma, PointwiseConvs) { pointwise_convs(kMmaSyncConfigs); }
TEST(KernelsConvMma, SixteenBitWeights) { sixteen_bit_weights(kMmaSyncConfigs); }

// The same tile source on MFMA: gfx90a at fp32, fp16 and bf16 (_1k), gfx908 at fp16 and bf16.
TEST(KernelsConvMfma, MatchesTheReferenceOnRoundedInputs) { matches_the_reference(kMfmaConfigs); }
TEST(KernelsConvMfma, PointwiseConvs) { pointwise_convs(kMfmaConfigs); }
TEST(KernelsConvMfma, SixteenBitWeights) { sixteen_bit_weights(kMfmaConfigs); }

}  // namespace
}  // namespace rammer::kernel_test
