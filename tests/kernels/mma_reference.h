// An independent reference for kernels/mma.h: its own rounding of each precision (double
// arithmetic, not the kernels' bit manipulation) and products summed in double; and random warp
// problems packed through the fragment layouts. Used by the host-emulation test (tests/kernels) and
// the emulated-GPU test (tests/backends/gpu/emu).
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "kernels/mma.h"

namespace rammer::kernels {

// To `bits` mantissa bits (plus the implicit one), ties away from zero (tf32) or to even (f16,
// bf16), in double arithmetic.
inline double round_to(double x, int bits, bool ties_away) {
  if (x == 0 || !std::isfinite(x)) return x;
  int e;
  const double m = std::frexp(x, &e);  // x = m 2^e, 0.5 <= |m| < 1
  const double scaled = std::ldexp(m, bits + 1);
  const double r = ties_away ? std::round(scaled) : std::nearbyint(scaled);  // nearbyint: ties to even
  return std::ldexp(r, e - bits - 1);
}

// One random D = A B + C per warp.
template <MmaPrecision P>
struct MmaProblem {
  using S = MmaShape<P>;
  std::vector<float> a, b, c;  // warp-major: [warp][M][K], [warp][K][N], [warp][M][N]
  MmaProblem(int warps, unsigned seed) {
    std::mt19937 rng(seed + static_cast<unsigned>(P));
    std::uniform_real_distribution<float> d(-2.0f, 2.0f);
    for (int i = 0; i < warps * S::M * S::K; ++i) a.push_back(d(rng));
    for (int i = 0; i < warps * S::K * S::N; ++i) b.push_back(d(rng));
    for (int i = 0; i < warps * S::M * S::N; ++i) c.push_back(d(rng));
  }
  float A(int w, int r, int k) const { return a[(w * S::M + r) * S::K + k]; }
  float B(int w, int k, int n) const { return b[(w * S::K + k) * S::N + n]; }
  float C(int w, int r, int n) const { return c[(w * S::M + r) * S::N + n]; }

  // Thread t's fragments and accumulators (warp t / 32, lane t % 32).
  void pack(int t, MmaFragA& fa, MmaFragB& fb, MmaAcc& acc) const {
    const int w = t / 32, lane = t % 32;
    fa = mma_pack_a<P>(lane, [&](int r, int k) { return A(w, r, k); });
    fb = mma_pack_b<P>(lane, [&](int k, int n) { return B(w, k, n); });
    for (int i = 0; i < 4; ++i) {
      int r, n;
      mma_c_coord(lane, i, r, n);
      acc.c[i] = C(w, r, n);
    }
  }

  // Thread t's accumulators after one warp_mma, within fp32 accumulation rounding of the reference.
  void expect_matches(int t, const MmaAcc& acc) const {
    const int w = t / 32, lane = t % 32;
    const int bits = P == MmaPrecision::bf16 ? 7 : 10;
    const bool away = P == MmaPrecision::tf32;
    for (int i = 0; i < 4; ++i) {
      int r, n;
      mma_c_coord(lane, i, r, n);
      double want = C(w, r, n), magnitude = std::fabs(want);
      for (int k = 0; k < S::K; ++k) {
        const double p = round_to(A(w, r, k), bits, away) * round_to(B(w, k, n), bits, away);
        want += p;
        magnitude += std::fabs(p);
      }
      EXPECT_NEAR(acc.c[i], want, 4e-7 * S::K * magnitude) << "warp " << w << " lane " << lane << " acc " << i;
    }
  }
};

}  // namespace rammer::kernels
