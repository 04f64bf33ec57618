// One test per rnpu-v1 instruction on the simulator: hand-assembled programs whose results are
// compared bit for bit with the independent reference (reference.h).
#include <bit>
#include <cmath>
#include <random>

#include "reference.h"
#include "sim_test_util.h"
#include "tools/npusim/half.h"

namespace rammer::npu {
namespace {

using testing::get;
using testing::put;
using testing::run_asm;

std::vector<uint16_t> random_halves(size_t n, std::mt19937& rng, float lo = -2.0f, float hi = 2.0f) {
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<uint16_t> out(n);
  for (auto& h : out) h = ref::float_to_half(d(rng));
  return out;
}

bool same_float(float a, float b) { return (std::isnan(a) && std::isnan(b)) || std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b); }

// The simulator's half conversion agrees with the reference on every half and on random floats.
TEST(NpuSimHalf, ConversionsAgreeWithTheReference) {
  for (uint32_t h = 0; h < 65536; ++h)
    ASSERT_TRUE(same_float(half_to_float(uint16_t(h)), ref::half_to_float(uint16_t(h)))) << std::hex << h;
  std::mt19937 rng(7);
  std::vector<float> probes = {0.0f, -0.0f, 65504.0f, 65519.99f, 65520.0f, 1e-8f, 2.9802322e-8f, 5.9604645e-8f,
                               6.1035156e-5f, 6.1e-5f, INFINITY, -INFINITY, NAN, 1.0009766f, 1.00048828125f};
  for (int i = 0; i < 2000000; ++i) probes.push_back(std::bit_cast<float>(uint32_t(rng())));
  for (float f : probes) ASSERT_EQ(float_to_half(f), ref::float_to_half(f)) << f;
}

// dma.load: a strided box with zero padding on both sides; dma.store writes it back densely.
TEST(NpuSimInstr, DmaLoadPadsAndDmaStoreWrites) {
  std::vector<uint8_t> dram;
  std::vector<uint16_t> src(2 * 4 * 7);  // 2 planes of 4 rows of 7 values, row stride 7
  for (size_t i = 0; i < src.size(); ++i) src[i] = uint16_t(i + 1);
  put(dram, 0, src);
  dram.resize(4096);
  // Box 2 x 6 x 8: rows 1..3 read DRAM rows 0..2, columns 2..6 read DRAM columns 1..5.
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=14 stride2=56 esize=e16
  dma.load sp=64 dram=2 n0=8 n1=6 n2=2 pad0=2 pad1=1 valid0=5 valid1=3
  dma.cfg stride1=16 stride2=96 esize=e16
  dma.store sp=64 dram=1024 n0=8 n1=6 n2=2
)",
                     dram, testing::npu_device_without_l2());
  auto out = get<uint16_t>(run.dram, 1024, 2 * 6 * 8);
  for (int p = 0; p < 2; ++p)
    for (int r = 0; r < 6; ++r)
      for (int c = 0; c < 8; ++c) {
        bool inside = r >= 1 && r < 4 && c >= 2 && c < 7;
        uint16_t expected = inside ? src[size_t(p * 28 + (r - 1) * 7 + (c - 2) + 1)] : 0;
        EXPECT_EQ(out[size_t((p * 6 + r) * 8 + c)], expected) << p << " " << r << " " << c;
      }
  // Without the L2 the DRAM bytes are exactly those read and written (sim_l2_test.cc has the lines).
  EXPECT_EQ(run.result.cores[0].dram_bytes, 2 * 3 * 5 * 2 + 2 * 6 * 8 * 2);
}

// dma.load with a gap: two loads interleave their planes (a pixel holds 2 values of each); the
// elements between one load's planes keep what the other load wrote, and the last plane's gap is
// not written.
TEST(NpuSimInstr, DmaLoadGapInterleavesTwoLoads) {
  std::vector<uint8_t> dram;
  std::vector<uint16_t> src(2 * 5);  // 2 rows of 5 values
  for (size_t i = 0; i < src.size(); ++i) src[i] = uint16_t(i + 1);
  put(dram, 0, src);
  dram.resize(4096);
  // Pixel p (a plane) holds 4 elements: the first load writes DRAM row 0's values p and p + 1 (two
  // one-element rows 2 bytes apart) to elements 0-1 and skips 2 (gap=2); the second writes row 1's
  // to elements 2-3. The store reads back 18 elements: 4 pixels, then 2 past the last one.
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=2 stride2=2 esize=e16
  dma.load sp=0 dram=0 n0=1 n1=2 n2=4 pad0=0 pad1=0 valid0=1 valid1=2 gap=2
  dma.load sp=4 dram=10 n0=1 n1=2 n2=4 pad0=0 pad1=0 valid0=1 valid1=2 gap=2
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.store sp=0 dram=1024 n0=18 n1=1 n2=1
)",
                     dram, testing::npu_device_without_l2());
  auto out = get<uint16_t>(run.dram, 1024, 18);
  // Pixel p: row 0 at p, p + 1; row 1 at p, p + 1 (values 6-10).
  for (int p = 0; p < 4; ++p) {
    EXPECT_EQ(out[size_t(4 * p + 0)], src[size_t(p)]) << p;
    EXPECT_EQ(out[size_t(4 * p + 1)], src[size_t(p + 1)]) << p;
    EXPECT_EQ(out[size_t(4 * p + 2)], src[size_t(5 + p)]) << p;
    EXPECT_EQ(out[size_t(4 * p + 3)], src[size_t(5 + p + 1)]) << p;
  }
  EXPECT_EQ(out[16], 0) << "the last plane's gap was written";
  EXPECT_EQ(out[17], 0);
}

// l2.discard: the bytes it names become undefined in DRAM (the simulator writes 0xff there, so a read
// the compiler should not have allowed shows); the bytes around them keep what was stored.
TEST(NpuSimInstr, L2DiscardLeavesItsBytesUndefined) {
  std::vector<uint8_t> dram;
  std::vector<uint16_t> src(64);
  for (size_t i = 0; i < src.size(); ++i) src[i] = uint16_t(0x3c00 + i);
  put(dram, 0, src);
  dram.resize(4096);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load sp=0 dram=0 n0=64 n1=1 n2=1 valid0=64 valid1=1
  dma.store sp=0 dram=1024 n0=64 n1=1 n2=1
  l2.discard dram=1056 bytes=32
)",
                     dram);
  auto out = get<uint16_t>(run.dram, 1024, 64);
  for (size_t i = 0; i < 64; ++i) {
    if (i >= 16 && i < 32) EXPECT_EQ(out[i], 0xffff) << i;
    else EXPECT_EQ(out[i], src[i]) << i;
  }
}

// mat.gemm fp16: K = 32 as two accumulating 16-deep GEMMs equals one fp32 sum in k order.
TEST(NpuSimInstr, GemmFp16AccumulatesInFp32InKOrder) {
  std::mt19937 rng(1);
  const int m = 20, k = 32, n = 16;
  auto a = random_halves(size_t(m) * k, rng), b = random_halves(size_t(k) * n, rng);
  std::vector<uint8_t> dram;
  put(dram, 0, a);
  put(dram, 8192, b);
  // A rows are 32 wide in the scratchpad (lda=32); the second GEMM starts 16 columns in (32 bytes)
  // and reads B's second 16 rows (512 bytes further).
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=64 stride2=0 esize=e16
  dma.load sp=0 dram=0 n0=32 n1=20 n2=1 valid0=32 valid1=20
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load push:mat sp=4096 dram=8192 n0=16 n1=32 n2=1 valid0=16 valid1=32
  mat.gemm pop:dma acc=0 sp=0 sp2=4096 m=20 k=16 n=16 lda=32 ldc=16 dtype=fp16 accum=set
  mat.gemm acc=0 sp=32 sp2=4608 m=20 k=16 n=16 lda=32 ldc=16 dtype=fp16 accum=add
)",
                     dram);
  auto expected = ref::gemm_f16(a, b, m, k, n);
  for (int i = 0; i < m * n; ++i)
    EXPECT_EQ(run.cores[0].acc[size_t(i)], std::bit_cast<uint32_t>(expected[size_t(i)])) << i;
}

// mat.gemm int8: (a - azp) * b in int32, including the extremes of both operands.
TEST(NpuSimInstr, GemmInt8SubtractsTheZeroPointInInt32) {
  std::mt19937 rng(2);
  const int m = 16, k = 16, n = 12, zp = -7;
  std::vector<int8_t> a(size_t(m) * k), b(size_t(k) * n);
  for (auto& v : a) v = int8_t(int(rng() % 256) - 128);
  for (auto& v : b) v = int8_t(int(rng() % 256) - 128);
  a[0] = -128;
  b[0] = -128;
  std::vector<uint8_t> dram;
  put(dram, 0, a);
  put(dram, 1024, b);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=16 stride2=0 esize=e8
  dma.load sp=0 dram=0 n0=16 n1=16 n2=1 valid0=16 valid1=16
  dma.cfg stride1=12 stride2=0 esize=e8
  dma.load push:mat sp=1024 dram=1024 n0=12 n1=16 n2=1 valid0=12 valid1=16
  mat.gemm pop:dma acc=100 sp=0 sp2=1024 m=16 k=16 n=12 lda=16 ldc=12 dtype=int8 accum=set azp=-7
)",
                     dram);
  auto expected = ref::gemm_i8(a, b, m, k, n, zp);
  for (int i = 0; i < m * n; ++i) EXPECT_EQ(int32_t(run.cores[0].acc[size_t(100 + i)]), expected[size_t(i)]) << i;
}

// vec.cvt: fp32 accumulator + fp16 bias per column, then relu, rounded to fp16.
TEST(NpuSimInstr, CvtAddsBiasAppliesActivationAndRounds) {
  std::mt19937 rng(3);
  const int m = 8, k = 16, n = 16;
  auto a = random_halves(size_t(m) * k, rng), b = random_halves(size_t(k) * n, rng),
       bias = random_halves(n, rng);
  std::vector<uint8_t> dram;
  put(dram, 0, a);
  put(dram, 1024, b);
  put(dram, 2048, bias);
  dram.resize(8192);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=0 n0=16 n1=8 n2=1 valid0=16 valid1=8
  dma.load sp=1024 dram=1024 n0=16 n1=16 n2=1 valid0=16 valid1=16
  dma.load push:vec sp=2048 dram=2048 n0=16 n1=1 n2=1 valid0=16 valid1=1
  mat.gemm push:vec acc=0 sp=0 sp2=1024 m=8 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set
  vec.cvt pop:dma+mat push:dma sp=4096 acc=0 rows=8 cols=16 ld=16 ldc=16 sp3=2048 bias=1 act=relu
  vec.cvt sp=4352 acc=0 rows=8 cols=16 ld=16 ldc=16 sp3=0 bias=0 act=sigmoid
  dma.store pop:vec sp=4096 dram=4096 n0=16 n1=16 n2=1
)",
                     dram);
  auto acc = ref::gemm_f16(a, b, m, k, n);
  auto relu_out = get<uint16_t>(run.dram, 4096, size_t(m) * n);
  for (int i = 0; i < m * n; ++i) {
    float x = acc[size_t(i)] + ref::half_to_float(bias[size_t(i % n)]);
    EXPECT_EQ(relu_out[size_t(i)], ref::float_to_half(ref::relu(x))) << i;
  }
  // The second cvt wrote the sigmoid rows right after the relu rows (sp 4352 = 4096 + 8 * 16 * 2).
  auto sigmoid_out = get<uint16_t>(run.dram, 4096 + 256, size_t(m) * n);
  for (int i = 0; i < m * n; ++i) EXPECT_EQ(sigmoid_out[size_t(i)], ref::float_to_half(ref::sigmoid(acc[size_t(i)])));
}

// vec.requant: per-column Q31 multipliers and shifts, ties towards +infinity, zero point, relu, saturation.
TEST(NpuSimInstr, RequantRoundsSaturatesAndClampsPerColumn) {
  std::mt19937 rng(4);
  const int m = 16, k = 16, n = 4, zp = 5;
  std::vector<int8_t> a(size_t(m) * k), b(size_t(k) * n);
  for (auto& v : a) v = int8_t(int(rng() % 256) - 128);
  for (auto& v : b) v = int8_t(int(rng() % 256) - 128);
  // Column 0 of B picks A's first column, so its accumulators are small and half of them odd: scaled
  // by 0.5 they tie, on both signs. Column 1 scales by ~1/3072, 2 by 4 (saturates), 3 by 2^-10.
  for (int t = 0; t < k; ++t) b[size_t(t * n)] = t == 0 ? 1 : 0;
  std::vector<int32_t> table = {1 << 30, 0, 1431655765, 11, 1 << 30, -3, 1 << 30, 9};
  std::vector<uint8_t> dram;
  put(dram, 0, a);
  put(dram, 512, b);
  put(dram, 1024, table);
  dram.resize(4096);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=16 stride2=0 esize=e8
  dma.load sp=0 dram=0 n0=16 n1=16 n2=1 valid0=16 valid1=16
  dma.cfg stride1=4 stride2=0 esize=e8
  dma.load sp=512 dram=512 n0=4 n1=16 n2=1 valid0=4 valid1=16
  dma.cfg stride1=32 stride2=0 esize=e32
  dma.load push:mat sp=1024 dram=1024 n0=8 n1=1 n2=1 valid0=8 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=512 m=16 k=16 n=4 lda=16 ldc=4 dtype=int8 accum=set azp=0
  vec.requant pop:mat sp=2048 acc=0 rows=16 cols=4 ld=4 ldc=4 sp3=1024 zp=5 act=none
  vec.requant push:dma sp=2112 acc=0 rows=16 cols=4 ld=4 ldc=4 sp3=1024 zp=5 act=relu
  dma.cfg pop:vec stride1=128 stride2=0 esize=e8
  dma.store sp=2048 dram=2048 n0=128 n1=1 n2=1
)",
                     dram);
  auto acc = ref::gemm_i8(a, b, m, k, n, 0);
  auto plain = get<int8_t>(run.dram, 2048, size_t(m) * n), relu = get<int8_t>(run.dram, 2112, size_t(m) * n);
  for (int i = 0; i < m * n; ++i) {
    int c = i % n;
    EXPECT_EQ(plain[size_t(i)], ref::requantise(acc[size_t(i)], table[size_t(2 * c)], table[size_t(2 * c + 1)], zp, false)) << i;
    EXPECT_EQ(relu[size_t(i)], ref::requantise(acc[size_t(i)], table[size_t(2 * c)], table[size_t(2 * c + 1)], zp, true)) << i;
  }
}

// vec.alu: every operation under every broadcast mode, computed in fp32 and rounded once.
TEST(NpuSimInstr, AluComputesEachOperationAndBroadcast) {
  std::mt19937 rng(5);
  const int rows = 3, cols = 10, ld = 12;
  auto a = random_halves(size_t(rows) * ld, rng), b = random_halves(size_t(rows) * ld, rng);
  const char* ops[] = {"add", "sub", "mul", "max", "min", "div"};
  const char* modes[] = {"full", "row", "scalar", "col"};
  for (int op = 0; op < 6; ++op)
    for (int mode = 0; mode < 4; ++mode) {
      std::vector<uint8_t> dram;
      put(dram, 0, a);
      put(dram, 256, b);
      dram.resize(1024);
      std::string text = std::string(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=72 stride2=0 esize=e16
  dma.load sp=0 dram=0 n0=36 n1=1 n2=1 valid0=36 valid1=1
  dma.load push:vec sp=256 dram=256 n0=36 n1=1 n2=1 valid0=36 valid1=1
  vec.alu pop:dma push:dma sp=512 sp2=0 sp3=256 rows=3 cols=10 ld=12 aluop=)") +
                         ops[op] + " bmode=" + modes[mode] + R"(
  dma.store pop:vec sp=512 dram=512 n0=36 n1=1 n2=1
)";
      auto run = run_asm(text, dram);
      auto out = get<uint16_t>(run.dram, 512, size_t(rows) * ld);
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          float x = ref::half_to_float(a[size_t(r * ld + c)]);
          int bi = mode == 0 ? r * ld + c : mode == 1 ? c : mode == 3 ? r : 0;
          float y = ref::half_to_float(b[size_t(bi)]);
          float z = op == 0 ? x + y : op == 1 ? x - y : op == 2 ? x * y : op == 3 ? (x > y ? x : y) : op == 4 ? (x < y ? x : y) : x / y;
          EXPECT_EQ(out[size_t(r * ld + c)], ref::float_to_half(z)) << ops[op] << " " << modes[mode] << " " << r << c;
        }
    }
}

// vec.act: each activation of fp16 input, in fp32, rounded once (including exp overflow to inf).
TEST(NpuSimInstr, ActAppliesEachActivation) {
  std::mt19937 rng(6);
  auto x = random_halves(64, rng, -12.0f, 12.0f);
  const char* acts[] = {"none", "relu", "sigmoid", "tanh", "exp", "sqrt", "erf", "recip", "gelu"};
  for (int act = 0; act < 9; ++act) {
    std::vector<uint8_t> dram;
    put(dram, 0, x);
    dram.resize(512);
    auto run = run_asm(std::string(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=128 stride2=0 esize=e16
  dma.load push:vec sp=0 dram=0 n0=64 n1=1 n2=1 valid0=64 valid1=1
  vec.act pop:dma push:dma sp=256 sp2=0 rows=4 cols=16 ld=16 act=)") + acts[act] + R"(
  dma.store pop:vec sp=256 dram=256 n0=64 n1=1 n2=1
)",
                       dram);
    auto out = get<uint16_t>(run.dram, 256, 64);
    for (int i = 0; i < 64; ++i) {
      float v = ref::half_to_float(x[size_t(i)]);
      const float y = ref::activation(act, v);
      if (std::isnan(y)) {  // sqrt of a negative: any NaN
        EXPECT_EQ(out[size_t(i)] & 0x7c00, 0x7c00) << acts[act] << " " << i;
        EXPECT_NE(out[size_t(i)] & 0x3ff, 0) << acts[act] << " " << i;
        continue;
      }
      if (act == 8) {  // the reference's double evaluation may round to the neighbouring half
        EXPECT_LE(std::abs(int(out[size_t(i)]) - int(ref::float_to_half(y))), 1) << acts[act] << " " << i;
        continue;
      }
      EXPECT_EQ(out[size_t(i)], ref::float_to_half(y)) << acts[act] << " " << i;
    }
  }
}

// vec.reduce: 2x2 max pooling and mean pooling over a 4x4 image of 3 channels (HWC), and a row sum.
TEST(NpuSimInstr, ReducePoolsAndSums) {
  std::mt19937 rng(8);
  auto img = random_halves(4 * 4 * 3, rng);  // [h][w][c]
  std::vector<uint8_t> dram;
  put(dram, 0, img);
  dram.resize(2048);
  // Each reduce pools one output row: rows = its 2 windows (ld = 2 pixels = 6 elements), cols = the
  // 3 channels; the loop steps two image rows in and one output row out.
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=96 stride2=0 esize=e16
  dma.load push:vec sp=0 dram=0 n0=48 n1=1 n2=1 valid0=48 valid1=1
  vec.act pop:dma sp=0 sp2=0 rows=0 cols=0 ld=0 act=none  # an empty op consumes the token outside the loop
  loop count=2 body=1 dsp=12 dsp2=48
  vec.reduce sp=512 sp2=0 rows=2 cols=3 ld=6 rn1=2 rs1=12 rn2=2 rs2=3 redop=max
  loop count=2 body=1 dsp=12 dsp2=48
  vec.reduce sp=640 sp2=0 rows=2 cols=3 ld=6 rn1=2 rs1=12 rn2=2 rs2=3 redop=mean
  vec.reduce push:dma sp=768 sp2=0 rows=4 cols=1 ld=12 rn1=12 rs1=1 rn2=1 rs2=0 redop=sum
  dma.store pop:vec sp=512 dram=512 n0=512 n1=1 n2=1
)",
                     dram);
  auto px = [&](int h, int w, int c) { return ref::half_to_float(img[size_t((h * 4 + w) * 3 + c)]); };
  auto maxp = get<uint16_t>(run.dram, 512, 12), meanp = get<uint16_t>(run.dram, 640, 12),
       sums = get<uint16_t>(run.dram, 768, 4);
  for (int oh = 0; oh < 2; ++oh)
    for (int ow = 0; ow < 2; ++ow)
      for (int c = 0; c < 3; ++c) {
        float mx = -INFINITY, sum = 0.0f;
        for (int i = 0; i < 2; ++i)
          for (int j = 0; j < 2; ++j) {
            float v = px(2 * oh + i, 2 * ow + j, c);
            mx = v > mx ? v : mx;
            sum += v;
          }
        EXPECT_EQ(maxp[size_t((oh * 2 + ow) * 3 + c)], ref::float_to_half(mx));
        EXPECT_EQ(meanp[size_t((oh * 2 + ow) * 3 + c)], ref::float_to_half(sum / 4.0f));
      }
  for (int h = 0; h < 4; ++h) {
    float sum = 0.0f;
    for (int e = 0; e < 12; ++e) sum += ref::half_to_float(img[size_t(h * 12 + e)]);
    EXPECT_EQ(sums[size_t(h)], ref::float_to_half(sum)) << h;
  }
}

// loop: nested hardware loops move each body field by its delta per iteration (a 3 x 4 tiled copy).
TEST(NpuSimInstr, NestedLoopsApplyTheirDeltas) {
  std::vector<uint8_t> dram(4096);
  for (int i = 0; i < 12 * 8; ++i) dram[size_t(i)] = uint8_t(i * 7 + 1);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=8 stride2=0 esize=e8
  loop count=3 body=3 ddram=32 dsp=32
  loop count=4 body=2 ddram=8 dsp=8
  dma.load sp=0 dram=0 n0=8 n1=1 n2=1 valid0=8 valid1=1
  nop
  dma.store sp=0 dram=2048 n0=96 n1=1 n2=1
)",
                     dram);
  for (int i = 0; i < 96; ++i) EXPECT_EQ(run.dram[size_t(2048 + i)], uint8_t(i * 7 + 1)) << i;
  EXPECT_EQ(run.result.cores[0].instructions, 1 + 3 * 4 * 2 + 1);
}

// An access outside the scratchpad is an error naming the core, the instruction and the memory.
TEST(NpuSimInstr, OutOfBoundsAccessIsAnErrorNamingTheInstruction) {
  auto program = parse_assembly(".cores 1\n.core 0\n  nop\n  vec.act sp=262140 sp2=0 rows=1 cols=4 ld=4\n");
  ASSERT_TRUE(program);
  auto sim = Simulator::create(testing::npu_device(), *program);
  ASSERT_TRUE(sim);
  auto r = sim->run();
  ASSERT_FALSE(r);
  EXPECT_EQ(r.status().message().rfind("core 0 instruction 1 (vec.act", 0), 0u) << r.status().message();
  EXPECT_NE(r.status().message().find("scratchpad access"), std::string::npos);
}

}  // namespace
}  // namespace rammer::npu
