// kernels/tile_path.h: the path an op takes follows from its OpDesc as the kernels document it:
// grouped convs run direct, group-1 convs and GEMMs for mma.sync at fp32 on the CUDA cores and at
// tf32 / fp16 / bf16 on the matrix unit, for MFMA at fp32 / fp16 / bf16 on the matrix unit (tf32 on
// the CUDA cores: no AMD unit takes it); every other kind has the path of its own name.
#include <gtest/gtest.h>

#include <string>

#include "kernels/tile_path.h"

namespace rammer {
namespace {

using namespace kernels;

OpDesc conv_desc(int64_t group, MathPrecision p, MatrixUnitKind u = MatrixUnitKind::mma_sync) {
  OpDesc d{};
  d.kind = static_cast<int32_t>(OpKind::conv);
  const int64_t k[2] = {3, 3}, one[2] = {1, 1}, zero[2] = {0, 0};
  ConvParams c;
  c.group = group;
  c.nd = 2;
  c.kernel = k;
  c.stride = one;
  c.dilation = one;
  c.pad_begin = zero;
  c.precision = p;
  c.matrix_unit = u;
  c.pack(d);
  return d;
}

OpDesc gemm_desc(MathPrecision p, MatrixUnitKind u = MatrixUnitKind::mma_sync) {
  OpDesc d{};
  d.kind = static_cast<int32_t>(OpKind::gemm);
  GemmParams g;
  g.K = 64;
  g.precision = p;
  g.matrix_unit = u;
  g.pack(d);
  return d;
}

TEST(TilePath, ConvByGroupAndPrecision) {
  EXPECT_EQ(tile_path(conv_desc(1, MathPrecision::fp32)), TilePath::conv_simt);
  EXPECT_EQ(tile_path(conv_desc(32, MathPrecision::fp32)), TilePath::conv_direct);
  EXPECT_EQ(tile_path(conv_desc(32, MathPrecision::fp16)), TilePath::conv_direct);
  for (MathPrecision p : {MathPrecision::tf32, MathPrecision::fp16, MathPrecision::bf16})
    EXPECT_EQ(tile_path(conv_desc(1, p)), TilePath::conv_mma) << math_precision_name(p);
}

TEST(TilePath, GemmByPrecision) {
  EXPECT_EQ(tile_path(gemm_desc(MathPrecision::fp32)), TilePath::gemm_simt);
  for (MathPrecision p : {MathPrecision::tf32, MathPrecision::fp16, MathPrecision::bf16})
    EXPECT_EQ(tile_path(gemm_desc(p)), TilePath::gemm_mma) << math_precision_name(p);
}

TEST(TilePath, MfmaTakesFp32AndNotTf32) {
  for (MatrixUnitKind u : {MatrixUnitKind::mfma_gfx90a, MatrixUnitKind::mfma_gfx908}) {
    for (MathPrecision p : {MathPrecision::fp32, MathPrecision::fp16, MathPrecision::bf16}) {
      EXPECT_EQ(tile_path(gemm_desc(p, u)), TilePath::gemm_mma) << math_precision_name(p);
      EXPECT_EQ(tile_path(conv_desc(1, p, u)), TilePath::conv_mma) << math_precision_name(p);
      EXPECT_EQ(tile_path(conv_desc(8, p, u)), TilePath::conv_direct) << math_precision_name(p);
    }
    EXPECT_EQ(tile_path(gemm_desc(MathPrecision::tf32, u)), TilePath::gemm_simt);
    EXPECT_EQ(tile_path(conv_desc(1, MathPrecision::tf32, u)), TilePath::conv_simt);
  }
}

TEST(TilePath, UnitAndPrecisionRoundTrip) {
  const GemmParams g = GemmParams::unpack(gemm_desc(MathPrecision::bf16, MatrixUnitKind::mfma_gfx908));
  EXPECT_EQ(g.precision, MathPrecision::bf16);
  EXPECT_EQ(g.matrix_unit, MatrixUnitKind::mfma_gfx908);
  const ConvParams c = ConvParams::unpack(conv_desc(1, MathPrecision::fp16, MatrixUnitKind::mfma_gfx90a));
  EXPECT_EQ(c.precision, MathPrecision::fp16);
  EXPECT_EQ(c.matrix_unit, MatrixUnitKind::mfma_gfx90a);
}

TEST(TilePath, OtherKindsByName) {
  for (OpKind k : {OpKind::elementwise, OpKind::pool, OpKind::reduce, OpKind::row, OpKind::copy, OpKind::concat,
                   OpKind::pad, OpKind::rnn_gates, OpKind::rnn_cell, OpKind::gather, OpKind::conv_transpose,
                   OpKind::reference}) {
    OpDesc d{};
    d.kind = static_cast<int32_t>(k);
    EXPECT_EQ(std::string(tile_path_name(tile_path(d))), op_kind_name(k));
  }
}

}  // namespace
}  // namespace rammer
