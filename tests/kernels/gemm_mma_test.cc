// The tensor-core GEMM tile (kernels/gemm_mma.h) under host emulation on both matrix units: mma.sync
// at tf32, fp16 and bf16 (KernelsGemmMma), MFMA at fp32, fp16 and bf16 on gfx90a's forms and at
// fp16 and bf16 on gfx908's (KernelsGemmMfma). The interpreter's Gemm and MatMul on inputs the test
// rounds itself (tests/kernels/matrix_unit_cases.h) are
// the reference, so the tile must round exactly its A and B inputs and accumulate in fp32 (C, alpha,
// beta and the epilogue stay fp32). Every staging path: strided / transposed / broadcast operands
// (scalar), K-contiguous fp32 (cp.async at tf32, 128-bit loads at fp16 / bf16), f16- and bf16-stored
// weights (cp.async); ragged M, N and K (K not a multiple of BK, of 8 or of the vector), boxes
// smaller and larger than the block tile, several batches, 64 and 256 threads per block.
#include <cstring>

#include "kernels/mma_tile.h"
#include "kernels/tile_path.h"
#include "tests/kernels/kernel_test_util.h"
#include "tests/kernels/matrix_unit_cases.h"

namespace rammer::kernel_test {
namespace {

using rk::MathPrecision;

// The largest carve of either block size and unit (64 x 64 at 256 threads).
size_t mma_smem() { return static_cast<size_t>(rk::mma_tile_shared_bytes(256, 32, 128, 128)); }

rk::GemmParams gemm_params(int64_t K, MatrixConfig m, float alpha = 1.0f, float beta = 0.0f) {
  rk::GemmParams g;
  g.K = K;
  g.precision = m.precision;
  g.matrix_unit = m.unit;
  g.alpha = alpha;
  g.beta = beta;
  return g;
}

template <size_t kN>
void gemm_transposes_alpha_beta(const MatrixConfig (&configs)[kN]) {
  const int64_t M = 37, N = 29, K = 45;
  for (MatrixConfig p : configs) {
    for (Shape tile : {Shape{16, 8}, Shape{37, 29}, Shape{5, 64}, Shape{128, 64}}) {
      for_block_sizes([&]<int T>() {
        Case c;
        int a = c.add(random_tensor({K, M}, 1));  // transA
        int b = c.add(random_tensor({N, K}, 2));  // transB
        int cc = c.add(random_tensor({N}, 3));
        int y = c.add(Tensor(DType::f32, {M, N}));
        int av = c.view(a, {M, K}, {1, M});
        int bv = c.view(b, {K, N}, {1, K});
        int cv = c.view(cc, {M, N}, {0, 1});
        rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, tile, {av, bv, cv, y},
                                gemm_params(K, p, 0.7f, -1.3f));
        ASSERT_EQ(rk::tile_path(op), rk::TilePath::gemm_mma);
        run_op<T>(c, op, mma_smem());
        Node n = make_node("Gemm", {"A", "B", "C"}, {"Y"});
        n.attrs.set("transA", int64_t{1});
        n.attrs.set("transB", int64_t{1});
        n.attrs.set("alpha", 0.7f);
        n.attrs.set("beta", -1.3f);
        const Tensor ra = rounded_for(c.at(a), p), rb = rounded_for(c.at(b), p);
        auto want = eval_node(n, {&ra, &rb, &c.at(cc)});
        expect_close(c.at(y), want[0], 1e-5,
                     std::string("Gemm ") + config_name(p) + " tile " + shape_str(tile) + " threads " + std::to_string(T));
      });
    }
  }
}

template <size_t kN>
void batched_matmul_broadcast(const MatrixConfig (&configs)[kN]) {
  const int64_t B0 = 2, M = 19, N = 23, K = 33;
  for (MatrixConfig p : configs) {
    Case c;
    int a = c.add(random_tensor({B0, M, K}, 4));
    int b = c.add(random_tensor({K, N}, 5));
    int y = c.add(Tensor(DType::f32, {B0, M, N}));
    int bv = c.view(b, {B0, K, N}, {0, N, 1});
    rk::OpDesc op = make_op(rk::OpKind::gemm, {B0, M, N}, {1, 16, 16}, {a, bv, -1, y}, gemm_params(K, p));
    run_op<256>(c, op, mma_smem());
    const Tensor ra = rounded_for(c.at(a), p), rb = rounded_for(c.at(b), p);
    auto want = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&ra, &rb});
    expect_close(c.at(y), want[0], 1e-5, std::string("MatMul ") + config_name(p));
  }
}

// The fast paths: A = activations [batch, M, K] (K-contiguous fp32: cp.async at tf32, 128-bit loads
// at fp16 / bf16) and B = weights stored [N, K] (fp32, or 16-bit at fp16 / bf16: cp.async), read
// through a transposed view, with an epilogue (Relu). K values: a multiple of BK, ragged past one,
// not a multiple of 8 (but of 4), not a multiple of 4 (the scalar fallback).
template <size_t kN>
void k_contiguous_operands(const MatrixConfig (&configs)[kN]) {
  for (MatrixConfig p : configs) {
    for (int64_t K : {64, 72, 44, 45}) {
      for (bool weights16 : {false, true}) {
        if (weights16 && !has_16bit_storage(p)) continue;
        for (Shape tile : {Shape{1, 40, 24}, Shape{2, 130, 70}}) {
          for_block_sizes([&]<int T>() {
            const int64_t B0 = 2, M = 130, N = 70;
            Case c;
            int a = c.add(random_tensor({B0, M, K}, 8));
            const Tensor w32 = random_tensor({N, K}, 9);
            const bool bf16 = p.precision == MathPrecision::bf16;
            int w = weights16 ? c.add(stored16(w32, bf16)) : c.add(w32);
            if (weights16 && bf16) c.descs[static_cast<size_t>(w)].dtype = static_cast<int32_t>(rk::DTypeCode::bf16);
            int y = c.add(Tensor(DType::f32, {B0, M, N}));
            int wv = c.view(w, {B0, K, N}, {0, 1, K});
            rk::OpDesc op = make_op(rk::OpKind::gemm, {B0, M, N}, tile, {a, wv, -1, y}, gemm_params(K, p));
            add_step(op, rk::ElemOp::relu, 0, 0);
            run_op<T>(c, op, mma_smem());
            const Tensor ra = rounded_for(c.at(a), p), rw = rounded_for(w32, p);
            Tensor rwt(DType::f32, {K, N});
            for (int64_t k = 0; k < K; ++k)
              for (int64_t n = 0; n < N; ++n) rwt.data<float>()[k * N + n] = rw.data<float>()[n * K + k];
            auto mm = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&ra, &rwt});
            auto want = eval_node(make_node("Relu", {"X"}, {"Y"}), {&mm[0]});
            expect_close(c.at(y), want[0], 1e-5,
                         std::string("MatMul ") + config_name(p) + " K " + std::to_string(K) +
                             (weights16 ? " 16-bit weights" : " fp32 weights") + " tile " + shape_str(tile) +
                             " threads " + std::to_string(T));
          });
        }
      }
    }
  }
}

// B stored [K][N] (N-contiguous, the usual MatMul weights) and A stored [K][M]: the rows mode when
// N (M) and the sub-tile's rows are multiples of 4 and it starts aligned (N = 196 in boxes of 98:
// sub-tiles of 64 columns on it, of 34 on the scalar path, then a misaligned box, scalar too).
template <size_t kN>
void row_contiguous_operands(const MatrixConfig (&configs)[kN]) {
  for (MatrixConfig p : configs) {
    for (int64_t K : {40, 45}) {
      for_block_sizes([&]<int T>() {
        const int64_t M = 76, N = 196;
        Case c;
        int a = c.add(random_tensor({K, M}, 21));
        int w = c.add(random_tensor({K, N}, 22));
        int y = c.add(Tensor(DType::f32, {M, N}));
        int av = c.view(a, {M, K}, {1, M});
        rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, {76, 98}, {av, w, -1, y}, gemm_params(K, p));
        run_op<T>(c, op, mma_smem());
        const Tensor ra = rounded_for(c.at(a), p), rw = rounded_for(c.at(w), p);
        Tensor rat(DType::f32, {M, K});
        for (int64_t m = 0; m < M; ++m)
          for (int64_t k = 0; k < K; ++k) rat.data<float>()[m * K + k] = ra.data<float>()[k * M + m];
        auto want = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&rat, &rw});
        expect_close(c.at(y), want[0], 1e-5,
                     std::string("MatMul [K][N] ") + config_name(p) + " K " + std::to_string(K) + " threads " + std::to_string(T));
      });
    }
  }
}

// The staging decision per operand: what is K-contiguous, aligned and at a fitting dtype.
TEST(KernelsGemmMma, StagingPathOfEachOperand) {
  alignas(16) static float f32[64];
  alignas(16) static uint16_t h16[64];
  using Tf32 = rk::MmaUnit<rk::MmaPrecision::tf32>;
  using F16 = rk::MmaUnit<rk::MmaPrecision::f16>;
  using Bf16 = rk::MmaUnit<rk::MmaPrecision::bf16>;
  const int32_t kF32 = static_cast<int32_t>(rk::DTypeCode::f32), kF16 = static_cast<int32_t>(rk::DTypeCode::f16),
                kBf16 = static_cast<int32_t>(rk::DTypeCode::bf16);
  auto op = [](const void* p, int32_t dtype, int64_t base, int64_t row_stride, int64_t k_stride, int64_t K) {
    return rk::MmaOperand{p, dtype, rk::MmaStaging::scalar, 16, base, row_stride, k_stride, K};
  };
  EXPECT_EQ(rk::mma_staging<Tf32>(op(f32, kF32, 0, 64, 1, 64)), rk::MmaStaging::async);
  EXPECT_EQ(rk::mma_staging<Tf32>(op(f32, kF32, 4, 68, 1, 68)), rk::MmaStaging::async);
  EXPECT_EQ(rk::mma_staging<Tf32>(op(f32, kF32, 2, 64, 1, 64)), rk::MmaStaging::scalar);   // misaligned base
  EXPECT_EQ(rk::mma_staging<Tf32>(op(f32, kF32, 0, 66, 1, 64)), rk::MmaStaging::scalar);   // misaligned rows
  EXPECT_EQ(rk::mma_staging<Tf32>(op(f32, kF32, 0, 45, 1, 45)), rk::MmaStaging::scalar);   // K % 4
  EXPECT_EQ(rk::mma_staging<Tf32>(op(f32, kF32, 0, 1, 64, 64)), rk::MmaStaging::rows_vector);  // transposed
  EXPECT_EQ(rk::mma_staging<F16>(op(f32, kF32, 4, 1, 68, 64)), rk::MmaStaging::rows_vector);
  EXPECT_EQ(rk::mma_staging<F16>(op(f32, kF32, 0, 1, 66, 64)), rk::MmaStaging::scalar);     // K stride % 4
  EXPECT_EQ(rk::mma_staging<F16>(op(f32, kF32, 2, 1, 64, 64)), rk::MmaStaging::scalar);     // misaligned
  EXPECT_EQ(rk::mma_staging<F16>(op(h16, kF16, 0, 1, 64, 64)), rk::MmaStaging::scalar);     // f16 rows
  EXPECT_EQ(rk::mma_staging<F16>(op(f32, kF32, 0, 2, 64, 64)), rk::MmaStaging::scalar);     // strided rows
  auto ragged = op(f32, kF32, 0, 1, 64, 64);
  ragged.rows = 14;
  EXPECT_EQ(rk::mma_staging<F16>(ragged), rk::MmaStaging::scalar);                           // rows % 4
  EXPECT_EQ(rk::mma_staging<Tf32>(op(h16, kF16, 0, 64, 1, 64)), rk::MmaStaging::scalar);   // f16 data at tf32
  EXPECT_EQ(rk::mma_staging<F16>(op(h16, kF16, 0, 64, 1, 64)), rk::MmaStaging::async);
  EXPECT_EQ(rk::mma_staging<F16>(op(h16, kF16, 0, 60, 1, 60)), rk::MmaStaging::scalar);    // K % 8
  EXPECT_EQ(rk::mma_staging<F16>(op(h16, kBf16, 0, 64, 1, 64)), rk::MmaStaging::scalar);   // bf16 data at f16
  EXPECT_EQ(rk::mma_staging<Bf16>(op(h16, kBf16, 8, 64, 1, 64)), rk::MmaStaging::async);
  EXPECT_EQ(rk::mma_staging<F16>(op(f32, kF32, 0, 60, 1, 60)), rk::MmaStaging::vector);    // K % 4 suffices
  EXPECT_EQ(rk::mma_staging<Bf16>(op(f32, kF32, 1, 60, 1, 60)), rk::MmaStaging::scalar);
  // MFMA: fp32 data is native at fp32 (cp.async's fallback copies it raw), converted at f16.
  using MfmaF32 = rk::MfmaUnit<rk::MfmaArch::gfx90a, rk::MfmaPrecision::f32>;
  using MfmaF16 = rk::MfmaUnit<rk::MfmaArch::gfx90a, rk::MfmaPrecision::f16>;
  EXPECT_EQ(rk::mma_staging<MfmaF32>(op(f32, kF32, 0, 64, 1, 64)), rk::MmaStaging::async);
  EXPECT_EQ(rk::mma_staging<MfmaF32>(op(h16, kF16, 0, 64, 1, 64)), rk::MmaStaging::scalar);
  EXPECT_EQ(rk::mma_staging<MfmaF16>(op(f32, kF32, 0, 60, 1, 60)), rk::MmaStaging::vector);
  EXPECT_EQ(rk::mma_staging<MfmaF16>(op(h16, kF16, 0, 64, 1, 64)), rk::MmaStaging::async);
}

// Without the rounding the results differ by about the precision's unit roundoff: the tests above
// would catch a tile that skipped it (or rounded wrongly).
template <size_t kN>
void rounding_is_visible(const MatrixConfig (&configs)[kN]) {
  const int64_t M = 16, N = 8, K = 64;
  for (MatrixConfig p : configs) {
    if (p.precision == MathPrecision::fp32) continue;  // the f32 MFMA form rounds nothing
    Case c;
    int a = c.add(random_tensor({M, K}, 6));
    int b = c.add(random_tensor({K, N}, 7));
    int y = c.add(Tensor(DType::f32, {M, N}));
    rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, {16, 8}, {a, b, -1, y}, gemm_params(K, p));
    run_op<64>(c, op, mma_smem());
    auto exact = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&c.at(a), &c.at(b)});
    double worst = 0;
    for (int64_t i = 0; i < exact[0].numel(); ++i)
      worst = std::max(worst, std::fabs(c.at(y).get_f64(i) - exact[0].get_f64(i)));
    EXPECT_GT(worst, p.precision == MathPrecision::bf16 ? 1e-3 : 1e-5)
        << config_name(p) << " products should differ from fp32 ones";
  }
}

TEST(KernelsGemmMma, GemmTransposesAlphaBetaAtEveryPrecision) { gemm_transposes_alpha_beta(kMmaSyncConfigs); }
TEST(KernelsGemmMma, BatchedMatMulBroadcastAtEveryPrecision) { batched_matmul_broadcast(kMmaSyncConfigs); }
TEST(KernelsGemmMma, KContiguousOperandsOnTheFastPaths) { k_contiguous_operands(kMmaSyncConfigs); }
TEST(KernelsGemmMma, RowContiguousOperands) { row_contiguous_operands(kMmaSyncConfigs); }
TEST(KernelsGemmMma, RoundingIsVisibleAgainstFp32) { rounding_is_visible(kMmaSyncConfigs); }

// The same tile source on MFMA (64-lane waves, 32 x 32 wave tiles), gfx90a's forms and gfx908's.
TEST(KernelsGemmMfma, GemmTransposesAlphaBetaAtEveryPrecision) { gemm_transposes_alpha_beta(kMfmaConfigs); }
TEST(KernelsGemmMfma, BatchedMatMulBroadcastAtEveryPrecision) { batched_matmul_broadcast(kMfmaConfigs); }
TEST(KernelsGemmMfma, KContiguousOperandsOnTheFastPaths) { k_contiguous_operands(kMfmaConfigs); }
TEST(KernelsGemmMfma, RowContiguousOperands) { row_contiguous_operands(kMfmaConfigs); }
TEST(KernelsGemmMfma, RoundingIsVisibleAgainstFp32) { rounding_is_visible(kMfmaConfigs); }

// fp32 on the f32 MFMA form is exact in its products: the result agrees with the fp32 reference to
// summation order, the fp32 gate (1e-5 here), with no rounding of the inputs.
TEST(KernelsGemmMfma, Fp32ProductsAreExact) {
  const int64_t M = 45, N = 38, K = 70;
  for (MatrixConfig p : {MatrixConfig{rk::MatrixUnitKind::mfma_gfx90a, MathPrecision::fp32},
                         MatrixConfig{rk::MatrixUnitKind::mfma_gfx908, MathPrecision::fp32}}) {
    Case c;
    int a = c.add(random_tensor({M, K}, 31));
    int b = c.add(random_tensor({K, N}, 32));
    int y = c.add(Tensor(DType::f32, {M, N}));
    rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, {M, N}, {a, b, -1, y}, gemm_params(K, p));
    ASSERT_EQ(rk::tile_path(op), rk::TilePath::gemm_mma);
    run_op<256>(c, op, mma_smem());
    auto exact = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&c.at(a), &c.at(b)});
    expect_close(c.at(y), exact[0], 1e-5, config_name(p));
  }
}

// The rKernel variants' shared memory is what the tile carves.
// (Three stages of 80-byte rows, or the accumulators if larger, then the 128-byte epilogue table.)
TEST(KernelsGemmMma, SharedBytesOfTheBlockTile) {
  EXPECT_EQ(rk::mma_tile_shared_bytes(256, 32, 64, 64), 3 * (64 + 64) * 80 + 128);
  EXPECT_EQ(rk::mma_tile_shared_bytes(256, 32, 1000, 1000), 3 * (64 + 64) * 80 + 128);
  EXPECT_EQ(rk::mma_tile_shared_bytes(256, 32, 16, 16), 3 * (32 + 16) * 80 + 128);
  EXPECT_EQ(rk::mma_tile_shared_bytes(64, 32, 40, 40), 3 * (64 + 16) * 80 + 128);
  EXPECT_LE(rk::mma_tile_shared_bytes(256, 32, 1000, 1000), 48 * 1024) << "two blocks per SM";
  // 64-lane waves: the same 64 x 64 block tile at 256 threads, 32-column wave tiles below it.
  EXPECT_EQ(rk::mma_tile_shared_bytes(256, 64, 64, 64), 3 * (64 + 64) * 80 + 128);
  EXPECT_EQ(rk::mma_tile_shared_bytes(256, 64, 16, 16), 3 * (32 + 32) * 80 + 128);
  EXPECT_EQ(rk::mma_tile_shared_bytes(64, 64, 40, 40), 3 * (32 + 32) * 80 + 128);
  EXPECT_LE(rk::mma_tile_shared_bytes(64, 64, 40, 40), rk::mma_tile_shared_bytes(256, 32, 128, 128));
}

}  // namespace
}  // namespace rammer::kernel_test
