// Fast CPU gemm tiles against the reference Gemm/MatMul (and epilogues), every ISA level.
#include <gtest/gtest.h>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;

// Gemm with random transposes, alpha/beta, C broadcast forms and ragged tiles equals ONNX Gemm.
TEST(CpuKernelsGemm, MatchesReferenceGemm) {
  std::mt19937 rng(11);
  for (int iter = 0; iter < 24; ++iter) {
    const int64_t M = 1 + rng() % 70, N = 1 + rng() % 70, K = 1 + rng() % (iter % 4 == 0 ? 600 : 90);
    const bool ta = rng() % 2, tb = rng() % 2;
    const int cform = static_cast<int>(rng() % 4);  // 0 none, 1 [N], 2 [M,1], 3 [M,N]
    const float alpha = iter % 3 == 0 ? 1.0f : 0.5f + (rng() % 100) / 50.0f;
    const float beta = 0.25f + (rng() % 100) / 50.0f;
    Tensor A = random_tensor(rng, ta ? Shape{K, M} : Shape{M, K});
    Tensor B = random_tensor(rng, tb ? Shape{N, K} : Shape{K, N});
    Shape cshape = cform == 1 ? Shape{N} : cform == 2 ? Shape{M, 1} : Shape{M, N};
    Tensor C = random_tensor(rng, cshape);
    Node node = make_node("Gemm", 13, cform == 0 ? 2 : 3);
    node.attrs.set("alpha", alpha);
    node.attrs.set("beta", beta);
    node.attrs.set("transA", int64_t{ta});
    node.attrs.set("transB", int64_t{tb});
    std::vector<const Tensor*> ins = {&A, &B};
    if (cform != 0) ins.push_back(&C);
    const Tensor want = eval_node(node, ins)[0];

    kernels::OpDesc op = make_op(OpKind::gemm, {M, N});
    kernels::GemmParams{.K = K, .alpha = alpha, .beta = beta}.pack(op);
    std::vector<int64_t> cstr = cform == 1 ? std::vector<int64_t>{0, 1}
                                : cform == 2 ? std::vector<int64_t>{1, 0}
                                             : std::vector<int64_t>{N, 1};
    std::vector<kernels::TensorDesc> T = {desc({M, K}, ta ? std::vector<int64_t>{1, M} : std::vector<int64_t>{K, 1}),
                                          desc({K, N}, tb ? std::vector<int64_t>{1, K} : std::vector<int64_t>{N, 1}),
                                          desc({M, N}, cstr), desc({M, N})};
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[2] = cform == 0 ? -1 : 2;
    op.operands[3] = 3;
    random_tile(rng, op);
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(M * N), -7.0f);
      std::vector<void*> ptrs = {A.raw(), B.raw(), C.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
          << cpu::cpu_isa_name(isa) << " M=" << M << " N=" << N << " K=" << K << " ta=" << ta
          << " tb=" << tb << " c=" << cform << " tile=" << op.tile[0] << "x" << op.tile[1];
    }
  }
}

// Batched MatMul with a batch-broadcast B (stride 0) equals ONNX MatMul.
TEST(CpuKernelsGemm, BatchedMatMulWithBroadcastB) {
  std::mt19937 rng(5);
  for (int iter = 0; iter < 8; ++iter) {
    const int64_t M = 1 + rng() % 40, N = 1 + rng() % 40, K = 1 + rng() % 50;
    Tensor A = random_tensor(rng, {2, 3, M, K});
    Tensor B = random_tensor(rng, {K, N});
    const Tensor want = eval_node(make_node("MatMul", 13, 2), {&A, &B})[0];
    kernels::OpDesc op = make_op(OpKind::gemm, {2, 3, M, N});
    kernels::GemmParams{.K = K}.pack(op);
    std::vector<kernels::TensorDesc> T = {desc({2, 3, M, K}), desc({2, 3, K, N}, {0, 0, N, 1}),
                                          desc({2, 3, M, N})};
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[3] = 2;
    random_tile(rng, op);
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(6 * M * N), -7.0f);
      std::vector<void*> ptrs = {A.raw(), B.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << cpu::cpu_isa_name(isa) << " M=" << M
                                                     << " N=" << N << " K=" << K;
    }
  }
}

// Items of the last batch dim that share B (a Linear layer over an NHWC map: [1, H, W, C] x [C, N]
// with B a packed weight) run as one GEMM of their rows when the box holds whole items: tiles of
// all, several or one item by column blocks, with an epilogue that reads a bias and a residual per
// item and row, equal MatMul -> Add -> Add; so does an A whose items do not chain (rows padded per
// item: each item runs apart).
TEST(CpuKernelsGemm, SharedBItemsRunAsOneGemm) {
  std::mt19937 rng(6);
  const int64_t H = 5, W = 7, C = 300, N = 70;
  Tensor B = random_tensor(rng, {C, N});
  Tensor Bias = random_tensor(rng, {N});
  for (bool chained : {true, false}) {
    const int64_t row_pitch = chained ? W : W + 1;  // rows per item in A's storage
    Tensor Astore = random_tensor(rng, {1, H, row_pitch, C});
    Tensor A(DType::f32, {1, H, W, C});
    for (int64_t h = 0; h < H; ++h)
      for (int64_t w = 0; w < W; ++w)
        for (int64_t c = 0; c < C; ++c)
          A.data<float>()[(h * W + w) * C + c] = Astore.data<float>()[(h * row_pitch + w) * C + c];
    Tensor R = random_tensor(rng, {1, H, W, N});
    const Tensor mm = eval_node(make_node("MatMul", 13, 2), {&A, &B})[0];
    const Tensor biased = eval_node(make_node("Add", 14, 2), {&mm, &Bias})[0];
    const Tensor want = eval_node(make_node("Add", 14, 2), {&biased, &R})[0];
    for (int64_t items : {H, int64_t{2}, int64_t{1}})
      for (int64_t cols : {N, int64_t{40}}) {
        kernels::OpDesc op = make_op(OpKind::gemm, {1, H, W, N});
        set_tile(rng, op, {1, items, W, cols});
        kernels::GemmParams{.K = C}.pack(op);
        std::vector<kernels::TensorDesc> T = {desc({1, H, W, C}, {H * row_pitch * C, row_pitch * C, C, 1}),
                                              desc({1, H, C, N}, {0, 0, N, 1}), desc({1, H, W, N}),
                                              desc({1, H, W, N}, {0, 0, 0, 1}), desc({1, H, W, N})};
        T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
        op.operands[0] = 0;
        op.operands[1] = 1;
        op.operands[3] = 2;  // y
        op.operands[4] = 3;  // the bias, broadcast over items and rows
        op.operands[5] = 4;  // the residual
        op.steps[0] = {static_cast<int32_t>(kernels::ElemOp::add), 0, 0, kernels::kOperandBase + 4, 0, 0, 0};
        op.steps[1] = {static_cast<int32_t>(kernels::ElemOp::add), 0, 0, kernels::kOperandBase + 5, 0, 0, 0};
        op.num_steps = 2;
        for (cpu::CpuIsa isa : isas()) {
          std::vector<float> y(static_cast<size_t>(H * W * N), -7.0f);
          std::vector<void*> ptrs = {Astore.raw(), B.raw(), y.data(), Bias.raw(), R.raw()};
          ASSERT_TRUE(run_all(isa, op, T, ptrs));
          EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
              << cpu::cpu_isa_name(isa) << " chained=" << chained << " items=" << items << " cols=" << cols;
        }
      }
  }
  cpu::cpu_forget_weights(B.raw(), static_cast<size_t>(B.numel()) * sizeof(float));
}

// A gemm epilogue (add a residual operand, relu), with and without an explicit store step,
// equals MatMul -> Add -> Relu.
TEST(CpuKernelsGemm, EpilogueAddRelu) {
  std::mt19937 rng(9);
  const int64_t M = 37, N = 45, K = 29;
  Tensor A = random_tensor(rng, {M, K});
  Tensor B = random_tensor(rng, {K, N});
  Tensor Rz = random_tensor(rng, {M, N});
  const Tensor mm = eval_node(make_node("MatMul", 13, 2), {&A, &B})[0];
  const Tensor sum = eval_node(make_node("Add", 14, 2), {&mm, &Rz})[0];
  const Tensor want = eval_node(make_node("Relu", 14, 1), {&sum})[0];
  for (bool explicit_store : {false, true}) {
    kernels::OpDesc op = make_op(OpKind::gemm, {M, N});
    kernels::GemmParams{.K = K}.pack(op);
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[3] = 3;
    op.operands[4] = 2;
    op.steps[0] = {static_cast<int32_t>(kernels::ElemOp::add), 0, 0, kernels::kOperandBase + 4, 0, 0, 0};
    op.steps[1] = {static_cast<int32_t>(kernels::ElemOp::relu), 0, 0, 0, 0, 0, 0};
    op.steps[2] = {static_cast<int32_t>(kernels::ElemOp::store), kernels::kOperandBase + 3, 0, 0, 0, 0, 0};
    op.num_steps = explicit_store ? 3 : 2;
    random_tile(rng, op);
    std::vector<kernels::TensorDesc> T = {desc({M, K}), desc({K, N}), desc({M, N}), desc({M, N})};
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(M * N), -7.0f);
      std::vector<void*> ptrs = {A.raw(), B.raw(), Rz.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4) << cpu::cpu_isa_name(isa);
    }
  }
}

// A Gemm whose A and/or B are model weights (packed once per process, transposed views, blocks
// past KC and NC, ragged tiles) with a fused relu epilogue equals ONNX Gemm -> Relu, on the first
// run (packing) and the second (cached packs).
TEST(CpuKernelsGemm, WeightOperandsPackedOnceWithEpilogue) {
  std::mt19937 rng(23);
  for (int iter = 0; iter < 16; ++iter) {
    // Some iterations cross NC (1024) columns, some KC (256) rows, every fourth both.
    const int64_t M = 1 + rng() % 70, N = 1 + rng() % (iter % 4 < 2 ? 1200 : 90);
    const int64_t K = 1 + rng() % (iter % 2 == 0 ? 600 : 90);
    const bool ta = rng() % 2, tb = rng() % 2;
    const int consts = 1 + iter % 3;  // bit 0: B is a weight, bit 1: A is a weight
    const float alpha = iter % 2 == 0 ? 1.0f : 0.75f;
    Tensor A = random_tensor(rng, ta ? Shape{K, M} : Shape{M, K});
    Tensor B = random_tensor(rng, tb ? Shape{N, K} : Shape{K, N});
    Tensor C = random_tensor(rng, {N});
    Node node = make_node("Gemm", 13, 3);
    node.attrs.set("alpha", alpha);
    node.attrs.set("beta", 1.0f);
    node.attrs.set("transA", int64_t{ta});
    node.attrs.set("transB", int64_t{tb});
    const Tensor gemm = eval_node(node, {&A, &B, &C})[0];
    const Tensor want = eval_node(make_node("Relu", 14, 1), {&gemm})[0];

    kernels::OpDesc op = make_op(OpKind::gemm, {M, N});
    kernels::GemmParams{.K = K, .alpha = alpha, .beta = 1.0f}.pack(op);
    std::vector<kernels::TensorDesc> T = {desc({M, K}, ta ? std::vector<int64_t>{1, M} : std::vector<int64_t>{K, 1}),
                                          desc({K, N}, tb ? std::vector<int64_t>{1, K} : std::vector<int64_t>{N, 1}),
                                          desc({M, N}, {0, 1}), desc({M, N})};
    if (consts & 1) T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
    if (consts & 2) T[0].buffer = static_cast<int32_t>(kernels::Buffer::weights);
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[2] = 2;
    op.operands[3] = 3;
    op.steps[0] = {static_cast<int32_t>(kernels::ElemOp::relu), 0, 0, 0, 0, 0, 0};
    op.num_steps = 1;
    random_tile(rng, op);
    for (cpu::CpuIsa isa : isas()) {
      for (int pass = 0; pass < 2; ++pass) {
        std::vector<float> y(static_cast<size_t>(M * N), -7.0f);
        std::vector<void*> ptrs = {A.raw(), B.raw(), C.raw(), y.data()};
        ASSERT_TRUE(run_all(isa, op, T, ptrs));
        EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
            << cpu::cpu_isa_name(isa) << " pass=" << pass << " M=" << M << " N=" << N << " K=" << K
            << " ta=" << ta << " tb=" << tb << " consts=" << consts << " tile=" << op.tile[0] << "x"
            << op.tile[1];
      }
    }
    cpu::cpu_forget_weights(A.raw(), static_cast<size_t>(A.numel()) * sizeof(float));
    cpu::cpu_forget_weights(B.raw(), static_cast<size_t>(B.numel()) * sizeof(float));
  }
}

// Tasks of many rows: one A block up to kMcMax (144) rows, blocks of MC (96) past it (100 = the
// LSTM projection's timesteps; 97, 99, 100, 124, 140 and 148 end in half or shorter panels of
// MR = 8 and 6; 200 = 96 + 96 + 8), with B a packed weight or read in place and K across KC.
TEST(CpuKernelsGemm, TallTasksBlockRowsOnceOrByMC) {
  std::mt19937 rng(31);
  const int64_t rows[] = {100, 140, 148, 200, 97, 99, 124};
  for (int iter = 0; iter < 14; ++iter) {
    const int64_t M = rows[iter % 7], N = 32 + rng() % 60;
    const int64_t K = iter % 2 == 0 ? 257 + rng() % 343 : 1 + rng() % 90;
    Tensor A = random_tensor(rng, {M, K});
    Tensor B = random_tensor(rng, {K, N});
    Tensor C = random_tensor(rng, {N});
    const Tensor want = eval_node(make_node("Gemm", 13, 3), {&A, &B, &C})[0];
    kernels::OpDesc op = make_op(OpKind::gemm, {M, N});
    kernels::GemmParams{.K = K, .beta = 1.0f}.pack(op);
    std::vector<kernels::TensorDesc> T = {desc({M, K}), desc({K, N}), desc({M, N}, {0, 1}), desc({M, N})};
    if (iter % 3 == 0) T[1].buffer = static_cast<int32_t>(kernels::Buffer::weights);
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[2] = 2;
    op.operands[3] = 3;
    set_tile(rng, op, {M, iter % 4 < 2 ? N : 1 + static_cast<int64_t>(rng() % 40)});
    for (cpu::CpuIsa isa : isas()) {
      std::vector<float> y(static_cast<size_t>(M * N), -7.0f);
      std::vector<void*> ptrs = {A.raw(), B.raw(), C.raw(), y.data()};
      ASSERT_TRUE(run_all(isa, op, T, ptrs));
      EXPECT_LE(max_rel_error(y.data(), want), 1e-4)
          << cpu::cpu_isa_name(isa) << " M=" << M << " N=" << N << " K=" << K << " tile=" << tile_str(op);
    }
    cpu::cpu_forget_weights(B.raw(), static_cast<size_t>(B.numel()) * sizeof(float));
  }
}

// An op with a non-f32 operand or a kind without a fast path returns false and writes nothing.
TEST(CpuKernelsGemm, UnsupportedReturnsFalseWithoutWriting) {
  kernels::OpDesc op = make_op(OpKind::gemm, {4, 4});
  kernels::GemmParams{.K = 4}.pack(op);
  op.operands[0] = 0;
  op.operands[1] = 1;
  op.operands[3] = 2;
  std::vector<kernels::TensorDesc> T = {desc({4, 4}), desc({4, 4}), desc({4, 4})};
  T[0].dtype = static_cast<int32_t>(kernels::DTypeCode::i64);
  std::vector<int64_t> a(16, 1);
  std::vector<float> b(16, 1.0f), y(16, -7.0f);
  std::vector<void*> ptrs = {a.data(), b.data(), y.data()};
  kernels::OpDesc pool = make_op(OpKind::pool, {4, 4});
  for (cpu::CpuIsa isa : isas()) {
    EXPECT_FALSE(run_all(isa, op, T, ptrs));
    EXPECT_FALSE(run_all(isa, pool, T, ptrs));
    for (float v : y) EXPECT_EQ(v, -7.0f);
  }
}

}  // namespace
}  // namespace rammer::cpu_test
