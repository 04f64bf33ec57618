// Instantiates every tile-kernel path (kernels/tile_path.h) at the persistent kernel's block size
// (256 threads) and launch bounds (RAMMER_KERNEL_MIN_BLOCKS with the resident blocks per SM the
// persistent kernel asks for, gpu::wanted_min_blocks_per_sm), one __global__ per path so that the
// compilers report registers and spills per path, for the compile checks of
// tests/kernels/gpu_compile_test.cc (nvcc sm_80/sm_90, clang-HIP gfx90a/gfx908). Never launched.
//
// A path's kernel returns unless the op is of the path's kind and tile_path(op) names the path, then
// calls its kind's tile kernel: the compiler folds the kind's own dispatch on the values it has just
// compared, so the kind's other paths are dead code and the report is the path's alone (the fused
// kernel's registers are the maximum over the paths it contains). conv_direct, which the compiler does
// not isolate that way, calls its path function directly.
#include "backends/gpu/runtime/rammer_tables.h"
#include "backends/gpu/runtime/rammer_target.h"
#include "kernels/dispatch.h"

namespace rk = rammer::kernels;

constexpr int kThreads = 256;
constexpr int kMinBlocks = rammer::gpu::wanted_min_blocks_per_sm(kThreads);

#define RAMMER_PATH_KERNEL_CALL(path, op_kind, call)                                                      \
  extern "C" RAMMER_KERNEL_MIN_BLOCKS(kThreads, kMinBlocks)                                              \
      rammer_path_##path(const rk::OpDesc* op, const rk::TensorDesc* tensors, void* const* ptrs,         \
                         size_t shared_bytes) {                                                          \
    extern __shared__ __align__(16) unsigned char smem[];                                                \
    if (op->kind != static_cast<int32_t>(rk::OpKind::op_kind) || rk::tile_path(*op) != rk::TilePath::path) \
      return;                                                                                            \
    rk::Block<kThreads> b(smem, shared_bytes);                                                           \
    call;                                                                                                \
  }
#define RAMMER_PATH_KERNEL(path, op_kind) \
  RAMMER_PATH_KERNEL_CALL(path, op_kind, rk::op_kind##_tile(b, *op, tensors, ptrs, static_cast<int>(blockIdx.x)))

RAMMER_PATH_KERNEL(conv_simt, conv)
RAMMER_PATH_KERNEL_CALL(conv_direct, conv,
                        rk::conv_direct_tile(b, *op, rk::conv_geom(*op), tensors, ptrs, static_cast<int>(blockIdx.x)))
RAMMER_PATH_KERNEL(conv_mma, conv)
RAMMER_PATH_KERNEL(conv_transpose, conv_transpose)
RAMMER_PATH_KERNEL(gemm_simt, gemm)
RAMMER_PATH_KERNEL(gemm_mma, gemm)
RAMMER_PATH_KERNEL(elementwise, elementwise)
RAMMER_PATH_KERNEL(pool, pool)
RAMMER_PATH_KERNEL(reduce, reduce)
RAMMER_PATH_KERNEL(row, row)
RAMMER_PATH_KERNEL(copy, copy)
RAMMER_PATH_KERNEL(concat, concat)
RAMMER_PATH_KERNEL(pad, pad)
RAMMER_PATH_KERNEL(gather, gather)
RAMMER_PATH_KERNEL(rnn_cell, rnn_cell)

// rnn_gates with the persistent kernel's resident region after the carve, so that the resident
// path (kernels/rnn.h) is compiled and counted too, not folded away for a null region.
extern "C" RAMMER_KERNEL_MIN_BLOCKS(kThreads, kMinBlocks)
    rammer_path_rnn_gates(const rk::OpDesc* op, const rk::TensorDesc* tensors, void* const* ptrs,
                          size_t shared_bytes, size_t resident_bytes) {
  extern __shared__ __align__(16) unsigned char smem[];
  if (op->kind != static_cast<int32_t>(rk::OpKind::rnn_gates)) return;
  rk::Block<kThreads> b(smem, shared_bytes, smem + shared_bytes, resident_bytes);
  rk::rnn_gates_tile(b, *op, tensors, ptrs, static_cast<int>(blockIdx.x));
}

// The tensor-core primitive (CUDA only: kernels/mma.h has no MFMA version yet): ptxas checks the
// mma.sync forms for the arch.
#if defined(__CUDACC__) && !defined(__HIP__)
#include "kernels/mma.h"

#define RAMMER_MMA_KERNEL(prec)                                                                     \
  extern "C" RAMMER_KERNEL_MIN_BLOCKS(kThreads, kMinBlocks) rammer_mma_##prec(                      \
      const rk::MmaFragA* a, const rk::MmaFragB* b, rk::MmaAcc* c) {                                \
    extern __shared__ __align__(16) unsigned char smem[];                                           \
    rk::Block<kThreads> blk(smem, 16);                                                              \
    rk::PerThread<rk::MmaFragA, kThreads> fa;                                                       \
    rk::PerThread<rk::MmaFragB, kThreads> fb;                                                       \
    rk::PerThread<rk::MmaAcc, kThreads> acc;                                                        \
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
  extern "C" RAMMER_KERNEL_MIN_BLOCKS(kThreads, kMinBlocks) rammer_mfma_##prec(                                \
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
