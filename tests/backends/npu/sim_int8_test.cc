// rnpu-v1's int8 path on the simulator, bit for bit against the independent reference
// (reference.h): vec.quant (fp16 -> int8), mat.gemm int8 with a zero point, vec.dequant
// (int32 -> fp16 through a per-column scale and bias), and the three in a row as an int8 layer runs.
#include <bit>
#include <cmath>
#include <random>

#include "reference.h"
#include "sim_test_util.h"

namespace rammer::npu {
namespace {

using testing::get;
using testing::put;
using testing::run_asm;

// vec.quant: ties go to even, values past the range saturate, NaN gives the zero point.
TEST(NpuSimInt8, QuantRoundsHalfToEvenAndSaturates) {
  std::mt19937 rng(11);
  const float scale = 0.25f;
  const int zp = -3, n = 64;
  std::vector<uint16_t> x(n);
  // Exact ties of x / 0.25 (x = k / 8) on both signs, saturating values, NaN and infinities, then
  // random values.
  std::vector<float> probes = {0.125f, 0.375f, -0.125f, -0.375f,  0.625f,    -0.625f, 40.0f, -40.0f,
                               31.9f,  -32.9f, NAN,     INFINITY, -INFINITY, 0.0f,    -0.0f};
  std::uniform_real_distribution<float> d(-40.0f, 40.0f);
  for (int i = 0; i < n; ++i) x[size_t(i)] = ref::float_to_half(i < int(probes.size()) ? probes[size_t(i)] : d(rng));
  std::vector<uint8_t> dram;
  put(dram, 0, x);
  put(dram, 256, std::vector<float>{scale});
  dram.resize(4096);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=0 n0=16 n1=4 n2=1 valid0=16 valid1=4
  dma.cfg stride1=4 stride2=0 esize=e8
  dma.load push:vec sp=256 dram=256 n0=4 n1=1 n2=1 valid0=4 valid1=1
  vec.quant pop:dma push:dma sp=512 sp2=0 sp3=256 rows=4 cols=16 ld=16 zp=-3
  dma.cfg pop:vec stride1=64 stride2=0 esize=e8
  dma.store sp=512 dram=1024 n0=64 n1=1 n2=1
)",
                     dram);
  auto out = get<int8_t>(run.dram, 1024, n);
  for (int i = 0; i < n; ++i) EXPECT_EQ(out[size_t(i)], ref::quantise(x[size_t(i)], scale, zp)) << i;
  // The ties themselves, spelled out: 0.5 -> 0, 1.5 -> 2, -0.5 -> 0, -1.5 -> -2, 2.5 -> 2, -2.5 -> -2.
  EXPECT_EQ(out[0], zp + 0);
  EXPECT_EQ(out[1], zp + 2);
  EXPECT_EQ(out[2], zp + 0);
  EXPECT_EQ(out[3], zp - 2);
  EXPECT_EQ(out[4], zp + 2);
  EXPECT_EQ(out[5], zp - 2);
  EXPECT_EQ(out[6], 127);
  EXPECT_EQ(out[7], -128);
  EXPECT_EQ(out[10], zp);
}

// vec.dequant: an int8 GEMM's int32 accumulators times a per-column fp32 scale plus a bias, then
// relu, rounded to fp16; a second dequant without activation reads the same words.
TEST(NpuSimInt8, DequantScalesAddsBiasPerColumn) {
  std::mt19937 rng(12);
  const int m = 12, k = 16, n = 16;
  std::vector<int8_t> a(size_t(m) * k), b(size_t(k) * n);
  for (auto& v : a) v = int8_t(int(rng() % 256) - 128);
  for (auto& v : b) v = int8_t(int(rng() % 256) - 128);
  std::vector<float> table(2 * n);
  std::uniform_real_distribution<float> s(1e-5f, 1e-2f), bias(-3.0f, 3.0f);
  for (int c = 0; c < n; ++c) table[size_t(2 * c)] = s(rng), table[size_t(2 * c + 1)] = bias(rng);
  std::vector<uint8_t> dram;
  put(dram, 0, a);
  put(dram, 512, b);
  put(dram, 1024, table);
  dram.resize(4096);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=16 stride2=0 esize=e8
  dma.load sp=0 dram=0 n0=16 n1=12 n2=1 valid0=16 valid1=12
  dma.load push:mat sp=512 dram=512 n0=16 n1=16 n2=1 valid0=16 valid1=16
  dma.cfg stride1=128 stride2=0 esize=e8
  dma.load push:vec sp=1024 dram=1024 n0=128 n1=1 n2=1 valid0=128 valid1=1
  mat.gemm pop:dma push:vec acc=64 sp=0 sp2=512 m=12 k=16 n=16 lda=16 ldc=16 dtype=int8 accum=set azp=9
  vec.dequant pop:dma+mat sp=2048 acc=64 rows=12 cols=16 ld=16 ldc=16 sp3=1024 act=relu
  vec.dequant push:dma sp=2432 acc=64 rows=12 cols=16 ld=16 ldc=16 sp3=1024 act=none
  dma.cfg pop:vec stride1=768 stride2=0 esize=e16
  dma.store sp=2048 dram=2048 n0=384 n1=1 n2=1
)",
                     dram);
  auto acc = ref::gemm_i8(a, b, m, k, n, 9);
  auto relu = get<uint16_t>(run.dram, 2048, size_t(m) * n), plain = get<uint16_t>(run.dram, 2048 + 384, size_t(m) * n);
  for (int i = 0; i < m * n; ++i) {
    const int c = i % n;
    EXPECT_EQ(relu[size_t(i)], ref::dequantise(acc[size_t(i)], table[size_t(2 * c)], table[size_t(2 * c + 1)], 1)) << i;
    EXPECT_EQ(plain[size_t(i)], ref::dequantise(acc[size_t(i)], table[size_t(2 * c)], table[size_t(2 * c + 1)], 0))
        << i;
  }
}

// An int8 layer as the lowering runs it: fp16 activations quantised in the scratchpad (asymmetric,
// zero point -20), int8 x int8 -> int32 over K = 32 in two accumulating products, dequantised to fp16.
TEST(NpuSimInt8, QuantGemmDequantChainMatchesTheReference) {
  std::mt19937 rng(13);
  const int m = 20, k = 32, n = 16, zp = -20;
  const float sx = 0.03f;
  std::vector<uint16_t> x(size_t(m) * k);
  std::uniform_real_distribution<float> d(-3.0f, 4.5f);
  for (auto& h : x) h = ref::float_to_half(d(rng));
  std::vector<int8_t> w(size_t(k) * n);
  for (auto& v : w) v = int8_t(int(rng() % 255) - 127);
  std::vector<float> table(2 * n);
  for (int c = 0; c < n; ++c)
    table[size_t(2 * c)] = sx * 0.01f * float(c + 1), table[size_t(2 * c + 1)] = 0.1f * float(c);
  std::vector<uint8_t> dram;
  put(dram, 0, x);
  put(dram, 2048, w);
  put(dram, 3072, table);
  put(dram, 3328, std::vector<float>{sx});
  dram.resize(8192);
  auto run = run_asm(R"(.rnpu v1
.cores 1
.core 0
  dma.cfg stride1=64 stride2=0 esize=e16
  dma.load sp=0 dram=0 n0=32 n1=20 n2=1 valid0=32 valid1=20
  dma.cfg stride1=16 stride2=0 esize=e8
  dma.load push:mat sp=2048 dram=2048 n0=16 n1=32 n2=1 valid0=16 valid1=32
  dma.cfg stride1=128 stride2=0 esize=e8
  dma.load sp=3072 dram=3072 n0=128 n1=1 n2=1 valid0=128 valid1=1
  dma.load push:vec sp=3328 dram=3328 n0=4 n1=1 n2=1 valid0=4 valid1=1
  vec.quant pop:dma push:mat sp=1280 sp2=0 sp3=3328 rows=20 cols=32 ld=32 zp=-20
  mat.gemm pop:dma+vec acc=0 sp=1280 sp2=2048 m=20 k=16 n=16 lda=32 ldc=16 dtype=int8 accum=set azp=-20
  mat.gemm push:vec acc=0 sp=1296 sp2=2304 m=20 k=16 n=16 lda=32 ldc=16 dtype=int8 accum=add azp=-20
  vec.dequant pop:mat push:dma sp=4096 acc=0 rows=20 cols=16 ld=16 ldc=16 sp3=3072 act=none
  dma.cfg pop:vec stride1=640 stride2=0 esize=e16
  dma.store sp=4096 dram=4096 n0=320 n1=1 n2=1
)",
                     dram);
  std::vector<int8_t> xq(x.size());
  for (size_t i = 0; i < x.size(); ++i) xq[i] = ref::quantise(x[i], sx, zp);
  auto acc = ref::gemm_i8(xq, w, m, k, n, zp);
  auto out = get<uint16_t>(run.dram, 4096, size_t(m) * n);
  for (int i = 0; i < m * n; ++i) {
    const int c = i % n;
    EXPECT_EQ(out[size_t(i)], ref::dequantise(acc[size_t(i)], table[size_t(2 * c)], table[size_t(2 * c + 1)], 0)) << i;
  }
}

}  // namespace
}  // namespace rammer::npu
