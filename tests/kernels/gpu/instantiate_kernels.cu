// Instantiates every tile kernel at the persistent kernel's block size (256 threads), one
// __global__ per kind so that the compilers report registers and spills per tile kernel, for the
// compile checks of tests/kernels/gpu_compile_test.cc (nvcc sm_80/sm_90, clang-HIP gfx90a/gfx908).
// Never launched: what matters is that every kernel compiles without register spills.
#ifdef __HIP__
#include <hip/hip_runtime.h>
#endif

#include "kernels/dispatch.h"

namespace rk = rammer::kernels;

#define RAMMER_TILE_KERNEL(kind)                                                                \
  extern "C" __global__ void __launch_bounds__(256, 1)                                           \
      rammer_##kind##_tile(const rk::OpDesc* op, const rk::TensorDesc* tensors, void* const* ptrs, \
                           size_t shared_bytes) {                                               \
    extern __shared__ __align__(16) unsigned char smem[];                                       \
    rk::Block<256> b(smem, shared_bytes);                                                       \
    rk::kind##_tile(b, *op, tensors, ptrs, static_cast<int>(blockIdx.x));                       \
  }

RAMMER_TILE_KERNEL(conv)
RAMMER_TILE_KERNEL(conv_transpose)
RAMMER_TILE_KERNEL(gemm)
RAMMER_TILE_KERNEL(elementwise)
RAMMER_TILE_KERNEL(pool)
RAMMER_TILE_KERNEL(reduce)
RAMMER_TILE_KERNEL(row)
RAMMER_TILE_KERNEL(copy)
RAMMER_TILE_KERNEL(concat)
RAMMER_TILE_KERNEL(pad)
RAMMER_TILE_KERNEL(rnn_cell)

// rnn_gates with the persistent kernel's resident region after the carve, so that the resident
// path (kernels/rnn.h) is compiled and counted too, not folded away for a null region.
extern "C" __global__ void __launch_bounds__(256, 1)
    rammer_rnn_gates_tile(const rk::OpDesc* op, const rk::TensorDesc* tensors, void* const* ptrs,
                          size_t shared_bytes, size_t resident_bytes) {
  extern __shared__ __align__(16) unsigned char smem[];
  rk::Block<256> b(smem, shared_bytes, smem + shared_bytes, resident_bytes);
  rk::rnn_gates_tile(b, *op, tensors, ptrs, static_cast<int>(blockIdx.x));
}

// The tensor-core primitive (CUDA only: kernels/mma.h has no MFMA version yet): ptxas checks the
// mma.sync forms for the arch.
#if defined(__CUDACC__) && !defined(__HIP__)
#include "kernels/mma.h"

#define RAMMER_MMA_KERNEL(prec)                                                                     \
  extern "C" __global__ void __launch_bounds__(256, 1) rammer_mma_##prec(                           \
      const rk::MmaFragA* a, const rk::MmaFragB* b, rk::MmaAcc* c) {                                \
    extern __shared__ __align__(16) unsigned char smem[];                                           \
    rk::Block<256> blk(smem, 16);                                                                   \
    rk::PerThread<rk::MmaFragA, 256> fa;                                                            \
    rk::PerThread<rk::MmaFragB, 256> fb;                                                            \
    rk::PerThread<rk::MmaAcc, 256> acc;                                                             \
    blk.threads([&](int t) { fa(t) = a[t]; fb(t) = b[t]; acc(t) = c[t]; });                         \
    rk::warp_mma<rk::MmaPrecision::prec>(blk, fa, fb, acc);                                         \
    blk.threads([&](int t) { c[t] = acc(t); });                                                     \
  }
RAMMER_MMA_KERNEL(tf32)
RAMMER_MMA_KERNEL(f16)
RAMMER_MMA_KERNEL(bf16)
#endif

// The MFMA primitive (HIP only): each precision's form on the arch compiled for (kMfmaArch: gfx90a or
// gfx908), as a tile issues it: every wave's 2 x 2 unit tiles, operands staged in shared memory and
// loaded with mfma_load_a/b, then one wave_mfma; for the assembly checks of gpu_compile_test.cc (the
// instruction, the ds_read width, no spills, no scratch).
#if defined(__HIP__)
#include "kernels/mfma.h"

#define RAMMER_MFMA_KERNEL(prec)                                                                          \
  extern "C" __global__ void __launch_bounds__(256, 1) rammer_mfma_##prec(                                \
      const rk::MfmaAcc* c, rk::MfmaAcc* d, const void* staged, int ld) {                                 \
    constexpr rk::MfmaPrecision P = rk::MfmaPrecision::prec;                                              \
    using Elem = rk::MfmaShape<rk::kMfmaArch, P>::Elem;                                                   \
    using Frag = rk::MfmaFrag<rk::kMfmaArch, P>;                                                          \
    extern __shared__ __align__(16) unsigned char smem[];                                                 \
    rk::Block<256> blk(smem, 2 * 128 * static_cast<size_t>(ld) * sizeof(Elem));                           \
    rk::SharedPtr<Elem> as = blk.template shared<Elem>(128 * ld);                                         \
    rk::SharedPtr<Elem> bs = blk.template shared<Elem>(128 * ld);                                         \
    blk.threads([&](int t) {                                                                              \
      for (int e = t; e < 128 * ld; e += 256) {                                                           \
        as[e] = static_cast<const Elem*>(staged)[e];                                                      \
        bs[e] = static_cast<const Elem*>(staged)[128 * ld + e];                                           \
      }                                                                                                   \
    });                                                                                                   \
    blk.sync();                                                                                           \
    rk::PerThread<Frag[2], 256> fa, fb;                                                                   \
    rk::PerThread<rk::MfmaAcc[2][2], 256> acc;                                                            \
    blk.threads([&](int t) {                                                                              \
      for (int i = 0; i < 4; ++i) acc(t)[i / 2][i % 2] = c[4 * t + i];                                    \
    });                                                                                                   \
    const auto tile = [&](rk::SharedPtr<Elem> base) {                                                     \
      return [=](int t, int i) { return base + ((t / 64) * 32 + 16 * i) * ld; };                          \
    };                                                                                                    \
    rk::mfma_load_a<rk::kMfmaArch, P>(blk, fa, ld, tile(as));                                             \
    rk::mfma_load_b<rk::kMfmaArch, P>(blk, fb, ld, tile(bs));                                             \
    rk::wave_mfma<rk::kMfmaArch, P>(blk, fa, fb, acc);                                                    \
    blk.threads([&](int t) {                                                                              \
      for (int i = 0; i < 4; ++i) d[4 * t + i] = acc(t)[i / 2][i % 2];                                    \
    });                                                                                                   \
  }
RAMMER_MFMA_KERNEL(f32)
RAMMER_MFMA_KERNEL(f16)
RAMMER_MFMA_KERNEL(bf16)
#endif
