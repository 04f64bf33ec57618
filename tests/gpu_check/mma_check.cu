// rammer_mma_check: kernels/mma.h on a real tensor core. The host emulation and the emulated GPU
// implement the PTX fragment layouts as we read them; here the hardware is the judge. Per precision
// (tf32, f16, bf16): two warps, each one D = A B + C from random inputs, packed with mma_pack_a/b and
// unpacked with mma_c_coord, against a double reference of the rounded inputs. Prints
//   PASS|FAIL mma <precision>: <why>
// and exits 1 when a precision fails (a wrong layout gives errors of the order of the values, far
// above the fp32 accumulation bound checked here). Needs sm_80 or newer; builds with the CUDA toolkit
// and the kernels/ headers only.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "kernels/mma.h"

namespace rk = rammer::kernels;

namespace {

constexpr int kThreads = 64;

template <rk::MmaPrecision P>
__global__ void __launch_bounds__(kThreads, 1) mma_kernel(const float* a, const float* b, const float* c, float* d) {
  using S = rk::MmaShape<P>;
  extern __shared__ __align__(16) unsigned char smem[];
  rk::Block<kThreads> blk(smem, 16);
  rk::PerThread<rk::MmaFragA, kThreads> fa;
  rk::PerThread<rk::MmaFragB, kThreads> fb;
  rk::PerThread<rk::MmaAcc, kThreads> acc;
  blk.threads([&](int t) {
    const int w = t / 32, lane = t % 32;
    fa(t) = rk::mma_pack_a<P>(lane, [&](int r, int k) { return a[(w * S::M + r) * S::K + k]; });
    fb(t) = rk::mma_pack_b<P>(lane, [&](int k, int n) { return b[(w * S::K + k) * S::N + n]; });
    for (int i = 0; i < 4; ++i) {
      int r, n;
      rk::mma_c_coord(lane, i, r, n);
      acc(t).c[i] = c[(w * S::M + r) * S::N + n];
    }
  });
  rk::warp_mma<P>(blk, fa, fb, acc);
  blk.threads([&](int t) {
    const int w = t / 32, lane = t % 32;
    for (int i = 0; i < 4; ++i) {
      int r, n;
      rk::mma_c_coord(lane, i, r, n);
      d[(w * S::M + r) * S::N + n] = acc(t).c[i];
    }
  });
}

// To `bits` mantissa bits, ties away from zero (tf32) or to even (f16, bf16), in double.
double round_to(double x, int bits, bool ties_away) {
  if (x == 0 || !std::isfinite(x)) return x;
  int e;
  const double m = std::frexp(x, &e);
  const double s = std::ldexp(m, bits + 1);
  return std::ldexp(ties_away ? std::round(s) : std::nearbyint(s), e - bits - 1);
}

template <rk::MmaPrecision P>
bool check(const char* name) {
  using S = rk::MmaShape<P>;
  const int na = 2 * S::M * S::K, nb = 2 * S::K * S::N, nc = 2 * S::M * S::N;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  std::vector<float> a(na), b(nb), c(nc), d(nc, NAN);
  for (float& x : a) x = dist(rng);
  for (float& x : b) x = dist(rng);
  for (float& x : c) x = dist(rng);
  float *da, *db, *dc, *dd;
  cudaMalloc(&da, na * 4);
  cudaMalloc(&db, nb * 4);
  cudaMalloc(&dc, nc * 4);
  cudaMalloc(&dd, nc * 4);
  cudaMemcpy(da, a.data(), na * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), nb * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c.data(), nc * 4, cudaMemcpyHostToDevice);
  mma_kernel<P><<<1, kThreads, 16>>>(da, db, dc, dd);
  const cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(d.data(), dd, nc * 4, cudaMemcpyDeviceToHost);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  cudaFree(dd);
  if (e != cudaSuccess) {
    std::printf("FAIL mma %s: %s\n", name, cudaGetErrorString(e));
    return false;
  }
  const int bits = P == rk::MmaPrecision::bf16 ? 7 : 10;
  const bool away = P == rk::MmaPrecision::tf32;
  double worst = 0;
  for (int w = 0; w < 2; ++w)
    for (int r = 0; r < S::M; ++r)
      for (int n = 0; n < S::N; ++n) {
        double want = c[(w * S::M + r) * S::N + n], mag = std::fabs(want);
        for (int k = 0; k < S::K; ++k) {
          const double p = round_to(a[(w * S::M + r) * S::K + k], bits, away) *
                           round_to(b[(w * S::K + k) * S::N + n], bits, away);
          want += p;
          mag += std::fabs(p);
        }
        worst = std::max(worst, std::fabs(d[(w * S::M + r) * S::N + n] - want) / (mag * S::K));
      }
  const bool ok = worst <= 4e-7;
  std::printf("%s mma %s: max |D - reference| / (K sum |products|) = %.3g (bound 4e-7)\n", ok ? "PASS" : "FAIL", name,
              worst);
  return ok;
}

}  // namespace

int main() {
  int major = 0, minor = 0;
  if (cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0) != cudaSuccess) {
    std::printf("SKIP mma all: no GPU\n");
    return 0;
  }
  cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0);
  if (major < 8) {
    std::printf("SKIP mma all: compute capability %d.%d has no tf32/bf16 mma.sync\n", major, minor);
    return 0;
  }
  bool ok = check<rk::MmaPrecision::tf32>("tf32");
  ok = check<rk::MmaPrecision::f16>("f16") && ok;
  ok = check<rk::MmaPrecision::bf16>("bf16") && ok;
  return ok ? 0 : 1;
}
