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
