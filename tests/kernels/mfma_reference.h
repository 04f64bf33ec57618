// An independent reference for kernels/mfma.h: its own rounding of each precision (double arithmetic,
// not the kernels' bit manipulation), its own reading of gfx90a's subnormal flush, products summed in
// double; and random wave problems packed through the fragment layouts, with the awkward values a
// GEMM meets: negative zeros, subnormal halves, large magnitudes. Used by the host-emulation test
// (tests/kernels) and the emulated-GPU test (tests/backends/gpu/emu).
#pragma once

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <random>
#include <vector>

#include "kernels/mfma.h"
#include "tests/kernels/mma_reference.h"  // round_to

namespace rammer::kernels {

// f16 to nearest even, subnormals (multiples of 2^-24 below 2^-14) and overflow to infinity included.
inline double round_half_reference(double x) {
  if (std::fabs(x) < std::ldexp(1.0, -14)) return std::nearbyint(std::ldexp(x, 24)) * std::ldexp(1.0, -24);
  const double r = round_to(x, 10, false);
  return std::fabs(r) > 65504.0 ? std::copysign(INFINITY, r) : r;
}

// The value the matrix unit reads for input x of precision P on arch A.
template <MfmaArch A, MfmaPrecision P>
double mfma_input_reference(float x) {
  if (P == MfmaPrecision::f32) return x;
  const double r = P == MfmaPrecision::f16 ? round_half_reference(x) : round_to(x, 7, false);
  // gfx90a's f16 and bf16 forms read a subnormal as zero (below 2^-14 for f16, 2^-126 for bf16).
  const double smallest_normal = P == MfmaPrecision::f16 ? std::ldexp(1.0, -14) : FLT_MIN;
  if (A == MfmaArch::gfx90a && std::fabs(r) < smallest_normal) return std::copysign(0.0, r);
  return r;
}

// One random D = A B + C per wave.
template <MfmaArch A, MfmaPrecision P>
struct MfmaProblem {
  using S = MfmaShape<A, P>;
  std::vector<float> a, b, c;  // wave-major: [wave][M][K], [wave][K][N], [wave][M][N]

  MfmaProblem(int waves, unsigned seed) {
    std::mt19937 rng(seed + 7 * static_cast<unsigned>(P) + static_cast<unsigned>(A));
    for (int i = 0; i < waves * S::M * S::K; ++i) a.push_back(input(rng));
    for (int i = 0; i < waves * S::K * S::N; ++i) b.push_back(input(rng));
    std::uniform_real_distribution<float> d(-4.0f, 4.0f);
    for (int i = 0; i < waves * S::M * S::N; ++i) c.push_back(d(rng));
  }

  // One wave's problem from wave wa of pa's A, wb of pb's B and wc of pc's C (the unit tiles of a
  // multi-tile product).
  static MfmaProblem combine(const MfmaProblem& pa, int wa, const MfmaProblem& pb, int wb, const MfmaProblem& pc,
                             int wc) {
    MfmaProblem p(0, 0);
    p.a.assign(pa.a.begin() + wa * S::M * S::K, pa.a.begin() + (wa + 1) * S::M * S::K);
    p.b.assign(pb.b.begin() + wb * S::K * S::N, pb.b.begin() + (wb + 1) * S::K * S::N);
    p.c.assign(pc.c.begin() + wc * S::M * S::N, pc.c.begin() + (wc + 1) * S::M * S::N);
    return p;
  }

  // Mostly moderate values; one in eight each a negative zero, a subnormal half (or, for bf16 and
  // fp32, a tiny value), a large magnitude (the precision's range allowing, products stay finite).
  static float input(std::mt19937& rng) {
    std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
    const float u = unit(rng);
    switch (rng() % 8) {
      case 0: return -0.0f;
      case 1: return u * std::ldexp(1.0f, -15);  // f16: subnormal; bf16, fp32: small normals
      case 2: return u * (P == MfmaPrecision::f16 ? 60000.0f : 1e15f);
      default: return 2.0f * u;
    }
  }

  float Aval(int w, int r, int k) const { return a[(w * S::M + r) * S::K + k]; }
  float Bval(int w, int k, int n) const { return b[(w * S::K + k) * S::N + n]; }
  float Cval(int w, int r, int n) const { return c[(w * S::M + r) * S::N + n]; }

  // Thread t's fragments and accumulators (wave t / 64, lane t % 64).
  void pack(int t, MfmaFrag<A, P>& fa, MfmaFrag<A, P>& fb, MfmaAcc& acc) const {
    const int w = t / 64, lane = t % 64;
    fa = mfma_pack_a<A, P>(lane, [&](int r, int k) { return Aval(w, r, k); });
    fb = mfma_pack_b<A, P>(lane, [&](int k, int n) { return Bval(w, k, n); });
    for (int i = 0; i < 4; ++i) {
      int r, n;
      mfma_c_coord(lane, i, r, n);
      acc.c[i] = Cval(w, r, n);
    }
  }

  // Thread t's accumulators after one wave_mfma, within fp32 accumulation rounding of the reference.
  void expect_matches(int t, const MfmaAcc& acc) const {
    const int w = t / 64, lane = t % 64;
    for (int i = 0; i < 4; ++i) {
      int r, n;
      mfma_c_coord(lane, i, r, n);
      double want = Cval(w, r, n), magnitude = std::fabs(want);
      for (int k = 0; k < S::K; ++k) {
        const double p = mfma_input_reference<A, P>(Aval(w, r, k)) * mfma_input_reference<A, P>(Bval(w, k, n));
        want += p;
        magnitude += std::fabs(p);
      }
      EXPECT_NEAR(acc.c[i], want, 4e-7 * S::K * magnitude) << "wave " << w << " lane " << lane << " acc " << i;
    }
  }
};

}  // namespace rammer::kernels
