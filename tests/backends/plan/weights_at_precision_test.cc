// Weights stored at the precision (PlanOptions::weights_at_precision): at fp16/bf16 the constant
// operands of the ops that carry that precision are f16/bf16, K-contiguous, K-rows padded with zeros
// to a multiple of 8 and 64-byte aligned, the f32 originals are gone unless another op reads them;
// at fp32 and tf32, for grouped convs and on a target without the precision nothing changes.
#include <gtest/gtest.h>

#include <cstring>
#include <limits>

#include "backends/plan/weights_at_precision.h"
#include "driver/compile.h"
#include "tests/common/test_graphs.h"

namespace rammer {
namespace {

// Constant values that f16 and bf16 hold exactly (multiples of 1/8 in [-2, 2)): their stored bits
// are known without rounding.
Tensor exact_constant(const Shape& s, int seed) {
  Tensor t(DType::f32, s);
  for (int64_t i = 0; i < t.numel(); ++i) t.set_f64(i, static_cast<double>((i * 7 + seed * 5) % 32 - 16) / 8.0);
  return t;
}

// X[8, 100] MatMul W[100, 24] (K = 100, padded to 104) -> Relu -> Gemm(transB) with V[16, 24] + c.
Graph mlp_graph() {
  testing::GraphBuilder b("mlp");
  b.input("X", {8, 100});
  b.g.add_constant("W", exact_constant({100, 24}, 1));
  b.g.add_constant("V", exact_constant({16, 24}, 2));
  b.g.add_constant("c", exact_constant({16}, 3));
  b.node("mm", "MatMul", {"X", "W"}, {{"H", {8, 24}}});
  b.node("relu", "Relu", {"H"}, {{"R", {8, 24}}});
  Node& gemm = b.node("fc", "Gemm", {"R", "V", "c"}, {{"Y", {8, 16}}});
  gemm.attrs.set("transB", int64_t{1});
  b.output("Y");
  return b.g;
}

Plan plan_for(const Graph& g, const std::string& device, const std::string& precision, bool emulate = true) {
  Result<Target> t = make_target(device, emulate);
  EXPECT_TRUE(t.is_ok());
  EXPECT_TRUE(t->select_precision(precision).is_ok()) << precision;
  CompileResult c = compile_graph(g, *t, CompileOptions{});
  EXPECT_TRUE(c.ok()) << c.status.message();
  return c.compiled.plan;
}

const PlanTensor* tensor_named(const Plan& p, const std::string& name) {
  const int i = p.find_tensor(name);
  return i < 0 ? nullptr : &p.tensors[static_cast<size_t>(i)];
}

// The operand `slot` of the first op of `kind` (its tensor, a view).
const PlanTensor& operand_of(const Plan& p, kernels::OpKind kind, int slot) {
  for (const auto& op : p.ops)
    if (op.kind == static_cast<int32_t>(kind)) return p.tensors[static_cast<size_t>(op.operands[slot])];
  ADD_FAILURE() << "no op of kind " << static_cast<int>(kind);
  return p.tensors.front();
}

uint16_t stored_bits(const Plan& p, const PlanTensor& base, int64_t element) {
  const std::vector<uint8_t> bytes = p.weights.bytes();
  uint16_t h;
  std::memcpy(&h, bytes.data() + base.desc.offset + 2 * element, 2);
  return h;
}

// The MatMul's constant B [K=100, N=24] is stored transposed, [24][104] f16, and read through the
// view (1, 104); the 4 pad elements of every row are +0; the Gemm's B (transB: [16, 24], already
// K-contiguous, K = 24) keeps its layout. The f32 originals left the weights.
TEST(WeightsAtPrecision, Fp16StoresGemmWeightsTransposedPaddedAndAligned) {
  const Graph g = mlp_graph();
  const Plan p = plan_for(g, "a100", "fp16");
  const PlanTensor& b = operand_of(p, kernels::OpKind::gemm, 1);
  EXPECT_EQ(b.dtype, DType::f16);
  EXPECT_EQ(b.desc.dtype, static_cast<int32_t>(kernels::DTypeCode::f16));
  EXPECT_EQ(b.shape, (Shape{100, 24}));
  EXPECT_EQ(b.desc.strides[0], 1);
  EXPECT_EQ(b.desc.strides[1], 104);
  ASSERT_GE(b.base, 0);
  const PlanTensor& base = p.tensors[static_cast<size_t>(b.base)];
  EXPECT_EQ(base.name, "W@f16^T");
  EXPECT_EQ(base.shape, (Shape{24, 104}));
  EXPECT_EQ(base.desc.offset % 64, 0);
  const Tensor& w = *g.constant("W");
  for (int64_t n = 0; n < 24; ++n) {
    for (int64_t k = 0; k < 100; ++k)
      ASSERT_EQ(half_to_float(stored_bits(p, base, n * 104 + k)), w.get_f64(k * 24 + n)) << n << "," << k;
    for (int64_t k = 100; k < 104; ++k) ASSERT_EQ(stored_bits(p, base, n * 104 + k), 0) << "pad " << n << "," << k;
  }
  const PlanTensor* v = tensor_named(p, "V@f16");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->shape, (Shape{16, 24}));  // K = 24 needs no pad
  EXPECT_EQ(v->desc.offset % 64, 0);
  EXPECT_EQ(tensor_named(p, "W"), nullptr);
  EXPECT_EQ(tensor_named(p, "V"), nullptr);
  ASSERT_NE(tensor_named(p, "c"), nullptr);  // the bias is not a product's input: f32 as before
  EXPECT_EQ(tensor_named(p, "c")->dtype, DType::f32);
  // 24 x 104 and 16 x 24 halves, and 16 floats, each 64-byte aligned.
  EXPECT_EQ(p.weights.size(), 4992 + 768 + 64);
  for (const PlanTensor& t : p.tensors) {
    if (t.desc.buffer == static_cast<int32_t>(kernels::Buffer::weights) && t.base < 0) {
      EXPECT_EQ(t.desc.offset % 64, 0) << t.name;
    }
  }
}

// bf16 rounds to nearest even (ties to even, a NaN stays a NaN); the bits are hand-computed.
TEST(WeightsAtPrecision, Bf16RoundsToNearestEven) {
  testing::GraphBuilder b("bf16");
  b.input("X", {2, 8});
  Tensor w = exact_constant({8, 4}, 0);
  w.data<float>()[0] = 1.0f + 0x1p-8f;                // a tie between 1 and 1 + 2^-7: to even, 0x3f80
  w.data<float>()[1] = 1.0f + 0x1p-8f + 0x1p-9f;      // above the tie: 1 + 2^-7, 0x3f81
  w.data<float>()[2] = -(1.0f + 3 * 0x1p-8f);         // a tie between odd 0xbf81 and even 0xbf82: 0xbf82
  w.data<float>()[3] = std::numeric_limits<float>::quiet_NaN();
  b.g.add_constant("W", w);
  b.node("mm", "MatMul", {"X", "W"}, {{"Y", {2, 4}}});
  b.output("Y");
  const Plan p = plan_for(b.g, "a100", "bf16");
  const PlanTensor* s = tensor_named(p, "W@bf16^T");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->dtype, DType::bf16);
  EXPECT_EQ(s->shape, (Shape{4, 8}));
  // Element (k = 0, n) of W is stored at row n, column 0.
  EXPECT_EQ(stored_bits(p, *s, 0 * 8), 0x3f80);
  EXPECT_EQ(stored_bits(p, *s, 1 * 8), 0x3f81);
  EXPECT_EQ(stored_bits(p, *s, 2 * 8), 0xbf82);
  const uint16_t nan = stored_bits(p, *s, 3 * 8);
  EXPECT_EQ(nan & 0x7f80, 0x7f80);
  EXPECT_NE(nan & 0x007f, 0) << "a NaN must not become an infinity";
}

// fp32 and tf32 keep every weight f32 and in place.
TEST(WeightsAtPrecision, Fp32AndTf32KeepF32Weights) {
  const Graph g = mlp_graph();
  for (const char* precision : {"fp32", "tf32"}) {
    const Plan p = plan_for(g, "a100", precision);
    for (const PlanTensor& t : p.tensors) EXPECT_EQ(t.name.find('@'), std::string::npos) << precision << " " << t.name;
    ASSERT_NE(tensor_named(p, "W"), nullptr) << precision;
    EXPECT_EQ(tensor_named(p, "W")->dtype, DType::f32);
    const PlanTensor& b = operand_of(p, kernels::OpKind::gemm, 1);
    EXPECT_EQ(b.dtype, DType::f32);
    EXPECT_EQ(b.desc.strides[0], 24);
    EXPECT_EQ(b.desc.strides[1], 1);
  }
}

// A constant that another op reads as f32 stays (beside its f16 copy): the Add reads W itself.
TEST(WeightsAtPrecision, AWeightAnotherOpReadsStaysF32) {
  testing::GraphBuilder b("shared");
  b.input("X", {16, 16});
  b.g.add_constant("W", exact_constant({16, 16}, 4));
  b.node("mm", "MatMul", {"X", "W"}, {{"H", {16, 16}}});
  b.node("add", "Add", {"H", "W"}, {{"Y", {16, 16}}});
  b.output("Y");
  const Plan p = plan_for(b.g, "a100", "fp16");
  ASSERT_NE(tensor_named(p, "W"), nullptr);
  EXPECT_EQ(tensor_named(p, "W")->dtype, DType::f32);
  ASSERT_NE(tensor_named(p, "W@f16^T"), nullptr);
  EXPECT_EQ(operand_of(p, kernels::OpKind::gemm, 1).dtype, DType::f16);
}

// A group-1 Conv carries the precision and reads w [8, 3, 3, 3] (K = 27) as [8][32] f16 through the
// strides (32, 9, 3, 1); a depthwise conv (no tensor-core tile) keeps fp32 and its f32 weights.
TEST(WeightsAtPrecision, Group1ConvCarriesThePrecisionAndReadsF16Weights) {
  testing::GraphBuilder b("convs");
  b.input("X", {1, 3, 8, 8});
  b.g.add_constant("w1", exact_constant({8, 3, 3, 3}, 5));
  b.g.add_constant("w2", exact_constant({8, 1, 3, 3}, 6));
  Node& c1 = b.node("c1", "Conv", {"X", "w1"}, {{"H", {1, 8, 8, 8}}});
  c1.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  Node& c2 = b.node("c2", "Conv", {"H", "w2"}, {{"Y", {1, 8, 8, 8}}});
  c2.attrs.set("pads", std::vector<int64_t>{1, 1, 1, 1});
  c2.attrs.set("group", int64_t{8});
  b.output("Y");
  const Plan p = plan_for(b.g, "a100", "fp16");
  int convs = 0;
  for (const auto& op : p.ops) {
    if (op.kind != static_cast<int32_t>(kernels::OpKind::conv)) continue;
    ++convs;
    const kernels::ConvParams cp = kernels::ConvParams::unpack(op);
    const PlanTensor& w = p.tensors[static_cast<size_t>(op.operands[1])];
    if (cp.group == 1) {
      EXPECT_EQ(cp.precision, kernels::MathPrecision::fp16);
      EXPECT_EQ(w.dtype, DType::f16);
      EXPECT_EQ(w.shape, (Shape{8, 3, 3, 3}));
      EXPECT_EQ(std::vector<int64_t>(w.desc.strides, w.desc.strides + 4), (std::vector<int64_t>{32, 9, 3, 1}));
      EXPECT_EQ(p.tensors[static_cast<size_t>(w.base)].shape, (Shape{8, 32}));
    } else {
      EXPECT_EQ(cp.precision, kernels::MathPrecision::fp32);
      EXPECT_EQ(w.dtype, DType::f32);
      EXPECT_EQ(w.name, "w2");
    }
  }
  EXPECT_EQ(convs, 2);
  EXPECT_EQ(tensor_named(p, "w1"), nullptr);
}

// The option off (and the CPU and NPU targets, which have no tensor-core tiles) keeps the weights.
TEST(WeightsAtPrecision, OptionOffKeepsWeights) {
  Result<Target> t = make_target("a100", true);
  ASSERT_TRUE(t.is_ok());
  ASSERT_TRUE(t->select_precision("fp16").is_ok());
  CompileOptions o;
  o.plan.weights_at_precision = false;
  CompileResult c = compile_graph(mlp_graph(), *t, o);
  ASSERT_TRUE(c.ok()) << c.status.message();
  EXPECT_EQ(operand_of(c.compiled.plan, kernels::OpKind::gemm, 1).dtype, DType::f32);
  EXPECT_NE(tensor_named(c.compiled.plan, "W"), nullptr);
}

// The padded length of a K-row: a multiple of 8 elements (16 bytes).
TEST(WeightsAtPrecision, PaddedK) {
  EXPECT_EQ(padded_k(1), 8);
  EXPECT_EQ(padded_k(8), 8);
  EXPECT_EQ(padded_k(27), 32);
  EXPECT_EQ(padded_k(100), 104);
}

}  // namespace
}  // namespace rammer
