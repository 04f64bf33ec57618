// gemm, conv and conv_transpose tiles under host emulation against the reference interpreter's
// Gemm, MatMul, Conv and ConvTranspose, with ragged, odd, whole-space and unit tiles.
#include "tests/kernels/kernel_test_util.h"

namespace rammer::kernel_test {
namespace {

// Exactly what the tile says it carves: the emulated block throws if the tile carves more.
size_t gemm_smem(const rk::OpDesc& op) {
  return static_cast<size_t>(rk::simt_gemm_shared_bytes(op.tile[op.rank - 2], op.tile[op.rank - 1]));
}

// Gemm with transA/transB, alpha, beta and a row-broadcast C equals the ONNX Gemm.
TEST(KernelsGemm, GemmTransposesAlphaBetaBroadcastC) {
  const int64_t M = 13, N = 11, K = 19;
  for (Shape tile : {Shape{4, 3}, Shape{1, 1}, Shape{M, N}, Shape{16, 8}, Shape{5, 64}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      int a = c.add(random_tensor({K, M}, 1));   // transA
      int b = c.add(random_tensor({N, K}, 2));   // transB
      int cc = c.add(random_tensor({N}, 3));
      int y = c.add(Tensor(DType::f32, {M, N}));
      int av = c.view(a, {M, K}, {1, M});
      int bv = c.view(b, {K, N}, {1, K});
      int cv = c.view(cc, {M, N}, {0, 1});
      rk::OpDesc op =
          make_op(rk::OpKind::gemm, {M, N}, tile, {av, bv, cv, y}, rk::GemmParams{.K = K, .alpha = 0.7f, .beta = -1.3f});
      run_op<T>(c, op, gemm_smem(op));
      Node n = make_node("Gemm", {"A", "B", "C"}, {"Y"});
      n.attrs.set("transA", int64_t{1});
      n.attrs.set("transB", int64_t{1});
      n.attrs.set("alpha", 0.7f);
      n.attrs.set("beta", -1.3f);
      auto want = eval_node(n, {&c.at(a), &c.at(b), &c.at(cc)});
      expect_close(c.at(y), want[0], 1e-5, "Gemm tile " + shape_str(tile));
    });
  }
}

// Batched MatMul with a broadcast batch dim (stride 0) equals the ONNX MatMul.
TEST(KernelsGemm, BatchedMatMulBroadcast) {
  const int64_t B0 = 2, B1 = 3, M = 7, N = 9, K = 21;
  for (Shape tile : {Shape{1, 1, 4, 4}, Shape{2, 2, 3, 5}, Shape{B0, B1, M, N}, Shape{1, 1, 1, 1}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      int a = c.add(random_tensor({B0, B1, M, K}, 4));
      int b = c.add(random_tensor({B1, K, N}, 5));
      int y = c.add(Tensor(DType::f32, {B0, B1, M, N}));
      int bv = c.view(b, {B0, B1, K, N}, {0, K * N, N, 1});
      rk::OpDesc op = make_op(rk::OpKind::gemm, {B0, B1, M, N}, tile, {a, bv, -1, y}, rk::GemmParams{.K = K});
      run_op<T>(c, op, gemm_smem(op));
      auto want = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&c.at(a), &c.at(b)});
      expect_close(c.at(y), want[0], 1e-5, "MatMul tile " + shape_str(tile));
    });
  }
}

// A fused epilogue (residual add, then Relu into y) equals MatMul -> Add -> Relu.
TEST(KernelsGemm, EpilogueResidualRelu) {
  const int64_t M = 17, N = 10, K = 300;  // K > 256 threads * acc rows and not a multiple of BK
  for_block_sizes([&]<int T>() {
    Case c;
    int a = c.add(random_tensor({M, K}, 6));
    int b = c.add(random_tensor({K, N}, 7));
    int r = c.add(random_tensor({M, N}, 8));
    int y = c.add(Tensor(DType::f32, {M, N}));
    rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, {8, 4}, {a, b, -1, y, r}, rk::GemmParams{.K = K});
    add_step(op, rk::ElemOp::add, 0, 0, rk::kOperandBase + 4);
    add_step(op, rk::ElemOp::relu, 0, 0);
    run_op<T>(c, op, gemm_smem(op));
    auto mm = eval_node(make_node("MatMul", {"A", "B"}, {"P"}), {&c.at(a), &c.at(b)});
    auto sum = eval_node(make_node("Add", {"P", "R"}, {"S"}), {&mm[0], &c.at(r)});
    auto want = eval_node(make_node("Relu", {"S"}, {"Y"}), {&sum[0]});
    expect_close(c.at(y), want[0], 1e-5, "MatMul+Add+Relu");
  });
}

// A tile larger than kThreads * kAcc outputs runs in several chunks and stays exact.
TEST(KernelsGemm, TileLargerThanOneChunk) {
  const int64_t M = 128, N = 130, K = 9;
  for_block_sizes([&]<int T>() {
    Case c;
    int a = c.add(random_tensor({M, K}, 9));
    int b = c.add(random_tensor({K, N}, 10));
    int y = c.add(Tensor(DType::f32, {M, N}));
    rk::OpDesc op = make_op(rk::OpKind::gemm, {M, N}, {128, 128}, {a, b, -1, y}, rk::GemmParams{.K = K});
    run_op<T>(c, op, gemm_smem(op));
    auto want = eval_node(make_node("MatMul", {"A", "B"}, {"Y"}), {&c.at(a), &c.at(b)});
    expect_close(c.at(y), want[0], 1e-5, "MatMul 128x128 tile");
  });
}

// The emulated block rejects a tile that carves more shared memory than the budget.
TEST(KernelsGemm, SharedMemoryOverflowIsAnError) {
  Case c;
  int a = c.add(random_tensor({64, 8}, 11));
  int b = c.add(random_tensor({8, 64}, 12));
  int y = c.add(Tensor(DType::f32, {64, 64}));
  rk::OpDesc op = make_op(rk::OpKind::gemm, {64, 64}, {64, 64}, {a, b, -1, y}, rk::GemmParams{.K = 8});
  EXPECT_THROW(run_op<64>(c, op, 1024), Error);
}

struct ConvCase {
  Shape x, w;
  int64_t group;
  std::vector<int64_t> strides, dil, pads;  // pads: begin then end (ONNX order)
  bool bias;
  Shape tile;
};

// The case's ConvParams; its arrays point into k (the pads' first half is pads_begin).
rk::ConvParams conv_params(const ConvCase& k) {
  rk::ConvParams p;
  p.group = k.group;
  p.nd = static_cast<int>(k.x.size() - 2);
  p.kernel = k.w.data() + 2;
  p.stride = k.strides.data();
  p.dilation = k.dil.data();
  p.pad_begin = k.pads.data();
  return p;
}

Node conv_node(const std::string& op, const ConvCase& k) {
  Node n = make_node(op, {"X", "W", k.bias ? "B" : ""}, {"Y"});
  n.attrs.set("group", k.group);
  n.attrs.set("strides", k.strides);
  n.attrs.set("dilations", k.dil);
  n.attrs.set("pads", k.pads);
  return n;
}

void check_conv(const std::string& onnx_op, rk::OpKind kind, const ConvCase& k, uint32_t seed) {
  for_block_sizes([&]<int T>() {
    Case c;
    int x = c.add(random_tensor(k.x, seed));
    int w = c.add(random_tensor(k.w, seed + 1));
    const int64_t M = kind == rk::OpKind::conv ? k.w[0] : k.w[1] * k.group;
    int b = k.bias ? c.add(random_tensor({M}, seed + 2)) : -1;
    Node n = conv_node(onnx_op, k);
    std::vector<const Tensor*> in = {&c.at(x), &c.at(w)};
    if (k.bias) in.push_back(&c.at(b));
    auto want = eval_node(n, in);
    int y = c.add(Tensor(DType::f32, want[0].shape()));
    rk::OpDesc op = make_op(kind, want[0].shape(), k.tile, {x, w, b, y}, conv_params(k));
    size_t smem = static_cast<size_t>(op.tile[1] + 64) * 8 * 4 * 2;
    int64_t pts = 1;
    for (int i = 0; i < op.rank; ++i) pts *= i == 1 ? 1 : op.tile[i];
    smem = std::max(smem, static_cast<size_t>(op.tile[1] + pts) * 8 * 4);
    run_op<T>(c, op, smem);
    expect_close(c.at(y), want[0], 1e-5, onnx_op + " x" + shape_str(k.x) + " w" + shape_str(k.w) +
                                             " tile " + shape_str(k.tile));
  });
}

// Conv as implicit GEMM (group 1) and direct (grouped, depthwise) equals the ONNX Conv in 1-3-D.
TEST(KernelsConv, ConvMatchesReference) {
  const std::vector<ConvCase> cases = {
      {{2, 3, 9, 8}, {5, 3, 3, 3}, 1, {1, 1}, {1, 1}, {1, 1, 1, 1}, true, {1, 4, 3, 5}},
      {{1, 4, 11, 10}, {6, 4, 3, 2}, 1, {2, 3}, {2, 1}, {2, 0, 1, 1}, false, {1, 6, 2, 2}},
      {{1, 3, 7, 7}, {8, 3, 1, 1}, 1, {1, 1}, {1, 1}, {0, 0, 0, 0}, true, {1, 1, 1, 1}},
      {{2, 3, 5, 6}, {7, 3, 3, 3}, 1, {1, 1}, {1, 1}, {1, 1, 1, 1}, true, {2, 7, 5, 6}},
      {{1, 4, 8, 9}, {6, 2, 3, 3}, 2, {1, 2}, {1, 1}, {1, 1, 1, 1}, true, {1, 4, 3, 3}},
      {{1, 6, 9, 9}, {6, 1, 3, 3}, 6, {2, 2}, {1, 1}, {1, 1, 1, 1}, true, {1, 5, 2, 4}},
      {{2, 3, 17}, {4, 3, 5}, 1, {2}, {2}, {3, 1}, true, {1, 3, 4}},
      {{1, 2, 5, 6, 4}, {3, 2, 3, 2, 2}, 1, {1, 2, 1}, {1, 1, 2}, {1, 0, 1, 1, 1, 0}, true, {1, 2, 2, 2, 2}},
  };
  uint32_t seed = 100;
  for (const auto& k : cases) check_conv("Conv", rk::OpKind::conv, k, seed += 7);
}

// Conv with a Relu epilogue equals Conv -> Relu.
TEST(KernelsConv, ConvReluEpilogue) {
  for_block_sizes([&]<int T>() {
    Case c;
    int x = c.add(random_tensor({1, 3, 6, 6}, 31));
    int w = c.add(random_tensor({4, 3, 3, 3}, 32));
    ConvCase k{{1, 3, 6, 6}, {4, 3, 3, 3}, 1, {1, 1}, {1, 1}, {1, 1, 1, 1}, false, {1, 3, 4, 4}};
    auto conv = eval_node(conv_node("Conv", k), {&c.at(x), &c.at(w)});
    auto want = eval_node(make_node("Relu", {"C"}, {"Y"}), {&conv[0]});
    int y = c.add(Tensor(DType::f32, want[0].shape()));
    rk::OpDesc op = make_op(rk::OpKind::conv, want[0].shape(), k.tile, {x, w, -1, y}, conv_params(k));
    add_step(op, rk::ElemOp::relu, 0, 0);
    run_op<T>(c, op);
    expect_close(c.at(y), want[0], 1e-5, "Conv+Relu");
  });
}

// ConvTranspose (strides, pads, dilations, groups, output padding through y's shape) equals ONNX.
TEST(KernelsConv, ConvTransposeMatchesReference) {
  const std::vector<ConvCase> cases = {
      {{1, 3, 4, 5}, {3, 2, 3, 3}, 1, {2, 2}, {1, 1}, {1, 1, 1, 1}, true, {1, 2, 3, 4}},
      {{2, 4, 3, 3}, {4, 3, 2, 3}, 2, {1, 2}, {2, 1}, {0, 1, 0, 1}, false, {1, 6, 7, 7}},
      {{1, 2, 7}, {2, 3, 4}, 1, {3}, {1}, {2, 1}, true, {1, 1, 5}},
  };
  uint32_t seed = 300;
  for (const auto& k : cases) check_conv("ConvTranspose", rk::OpKind::conv_transpose, k, seed += 7);
}

}  // namespace
}  // namespace rammer::kernel_test
