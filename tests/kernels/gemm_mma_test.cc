// The tensor-core GEMM tile (kernels/gemm_mma.h) under host emulation, at tf32, fp16 and bf16: the
// interpreter's Gemm and MatMul on inputs the test rounds itself (tests/kernels/mma_reference.h) are
// the reference, so the tile must round exactly its A and B inputs and accumulate in fp32 (C, alpha,
// beta and the epilogue stay fp32). Ragged shapes, boxes smaller and larger than the 64 x 64
// sub-tile, batch broadcast, 64 and 256 threads per block.
#include "tests/kernels/kernel_test_util.h"
#include "tests/kernels/mma_reference.h"

namespace rammer::kernel_test {
namespace {

using rk::MathPrecision;

// The tile's carve: (rows + cols) x K floats, rows/cols the sub-tile rounded up (at most 64 x 64).
size_t mma_smem() { return (64 + 64) * 16 * 4; }

Tensor rounded(const Tensor& t, MathPrecision p) {
  const int bits = p == MathPrecision::bf16 ? 7 : 10;
  Tensor out = t;
  for (int64_t i = 0; i < t.numel(); ++i)
    out.set_f64(i, static_cast<float>(rk::round_to(t.get_f64(i), bits, p == MathPrecision::tf32)));
  return out;
}

const char* name_of(MathPrecision p) {
  return p == MathPrecision::tf32 ? "tf32" : p == MathPrecision::fp16 ? "fp16" : "bf16";
}

TEST(KernelsGemmMma, GemmTransposesAlphaBetaAtEveryPrecision) {
  const int64_t M = 37, N = 29, K = 45;
  for (MathPrecision p : {MathPrecision::tf32, MathPrecision::fp16, MathPrecision::bf16}) {
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
                                rk::GemmParams{.K = K, .precision = p, .alpha = 0.7f, .beta = -1.3f});
        run_op<T>(c, op, mma_smem());
        Node n = make_node("Gemm", {"A", "B", "C"}, {"Y"});
        n.attrs.set("transA", int64_t{1});
        n.attrs.set("transB", int64_t{1});
        n.attrs.set("alpha", 0.7f);
        n.attrs.set("beta", -1.3f);
        const Tensor ra = rounded(c.at(a), p), rb = rounded(c.at(b), p);
        auto want = eval_node(n, {&ra, &rb, &c.at(cc)});
        expect_close(c.at(y), want[0], 1e-5,
                     std::string("Gemm ") + name_of(p) + " tile " + shape_str(tile) + " threads " + std::to_string(T));
      });
    }
  }
}

TEST(KernelsGemmMma, BatchedMatMulBroadcastAtEveryPrecision) {
  const int64_t B0 = 2, M = 19, N = 23, K = 33;
  for (MathPrecision p : {MathPrecision::tf32, MathPrecision::fp16, MathPrecision::bf16}) {
    Case c;
    int a = c.add(random_tensor({B0, M, K}, 4));
    int b = c.add(random_tensor({K, N}, 5));
    int y = c.add(Tensor(DType::f32, {B0, M, N}));
    int bv = c.view(b, {B0, K, N}, {0, N, 1});
    rk::OpDesc op = make_op(rk::OpKind::gemm, {B0, M, N}, {1, 16, 16}, {a, bv, -1, y},
                            rk::GemmParams{.K = K, .precision = p});
    run_op<256>(c, op, mma_smem());
    const Tensor ra = rounded(c.at(a), p), rb = rounded(c.at(b), p);
    auto want = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&ra, &rb});
    expect_close(c.at(y), want[0], 1e-5, std::string("MatMul ") + name_of(p));
  }
}

// Without the rounding the results differ by about the precision's unit roundoff: the test above
// would catch a tile that skipped it (or rounded wrongly).
TEST(KernelsGemmMma, RoundingIsVisibleAgainstFp32) {
  const int64_t M = 16, N = 8, K = 64;
  Case c;
  int a = c.add(random_tensor({M, K}, 6));
  int b = c.add(random_tensor({K, N}, 7));
  int y = c.add(Tensor(DType::f32, {M, N}));
  rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, {16, 8}, {a, b, -1, y},
                          rk::GemmParams{.K = K, .precision = MathPrecision::bf16});
  run_op<64>(c, op, mma_smem());
  auto exact = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&c.at(a), &c.at(b)});
  double worst = 0;
  for (int64_t i = 0; i < exact[0].numel(); ++i)
    worst = std::max(worst, std::fabs(c.at(y).get_f64(i) - exact[0].get_f64(i)));
  EXPECT_GT(worst, 1e-3) << "bf16 products should differ from fp32 ones";
}

}  // namespace
}  // namespace rammer::kernel_test
