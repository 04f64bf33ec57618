// rammer_target.h: everything CUDA, HIP and the host emulator differ in, chosen by the compiler
// (__HIP__ for clang-HIP, __CUDACC__ for nvcc) or by RAMMER_EMULATED (a host C++ compiler building
// the same sources against the emulated GPU of rammer_emu.h). The persistent kernel
// (rammer_persistent.h) and the host runtime (rammer_host.h) are written once against these names;
// a new GPU target is one more branch here.
//
// Device side, every branch defines:
//   RAMMER_BLOCK_ID() RAMMER_THREAD_ID() RAMMER_GRID_SIZE()   this block, this thread, blocks launched
//   RAMMER_BLOCK_ID_REREAD() ... RAMMER_GRID_SIZE_REREAD()    the same, read again where they are used
//                                                             (not kept live across a call)
//   RAMMER_BARRIER()                                          the block barrier (__syncthreads)
//   RAMMER_BARRIER_OR(p)                                      a barrier returning whether any thread's p was non-zero (GPU targets)
//   RAMMER_FENCE()                                            device-scope fence of this thread's writes
//   RAMMER_SPIN_PAUSE()                                       back-off inside a polling loop
//   RAMMER_NOW_NS()                                           a device-wide clock in nanoseconds
//   RAMMER_SHARED_VAR(type, name)                             a block-shared variable in a kernel body
//   RAMMER_DYNAMIC_SHARED(name)                               unsigned char* name: the dynamic shared memory
//   RAMMER_KERNEL(threads)                                    the kernel's declaration specifiers
//   RAMMER_KERNEL_MIN_BLOCKS(threads, min_blocks)             the same, promising min_blocks resident
//                                                             blocks per SM / CU to the register allocator
//   RAMMER_TILE_SCOPE(name)                                   names the running tile kernel (emulator reports)
// Memory ordering of the counter primitives (device scope, 64-bit words in global memory):
//   rammer_load_acquire   returns *p, acquire
//   rammer_load_relaxed   returns *p, relaxed (polling a flag that carries no data)
//   rammer_add_release    *p += v, release
//   rammer_add_acq_rel    returns the old *p, *p += v, acquire-release
//   rammer_store_release  *p = v, release
//   rammer_cas_relaxed    returns the old *p; *p = desired if it was `expected`, relaxed
// Host side: RAMMER_API(x) prefixes the runtime API (cuda/hip/rammerEmu), plus the few names that
// differ in more than the prefix (RAMMER_HOST_ALLOC_MAPPED, RAMMER_FREE_HOST, the attribute enums).
#pragma once

#if defined(RAMMER_EMULATED)
#include "rammer_emu.h"
#if defined(RAMMER_SYNC_LEAN)
#error "RAMMER_SYNC_LEAN is for the GPU targets: the emulator checks the default protocol"
#endif

#elif defined(__HIP__)
#include <hip/hip_runtime.h>

#define RAMMER_TARGET_NAME "hip"
#define RAMMER_API(x) hip##x
#define RAMMER_SM_COUNT_ATTR hipDeviceAttributeMultiprocessorCount
#define RAMMER_MAX_DYN_SMEM_ATTR hipFuncAttributeMaxDynamicSharedMemorySize
#define RAMMER_HOST_ALLOC_MAPPED(pp, bytes) hipHostMalloc(pp, bytes, hipHostMallocMapped)
#define RAMMER_FREE_HOST(p) hipHostFree(p)
#define RAMMER_CAPTURE_NONE hipStreamCaptureStatusNone
#define RAMMER_SPIN_PAUSE() __builtin_amdgcn_s_sleep(1)
// s_memrealtime: the constant 100 MHz clock of gfx9 (gfx90a, gfx908), in nanoseconds.
#define RAMMER_NOW_NS() (static_cast<unsigned long long>(__builtin_amdgcn_s_memrealtime()) * 10ull)

// __hip_atomic_* builtins with __HIP_MEMORY_SCOPE_AGENT (the whole GPU).
__device__ __forceinline__ unsigned long long rammer_load_acquire(unsigned long long* p) {
  return __hip_atomic_load(p, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);
}
__device__ __forceinline__ unsigned long long rammer_load_relaxed(unsigned long long* p) {
  return __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
__device__ __forceinline__ void rammer_add_release(unsigned long long* p, unsigned long long v) {
  __hip_atomic_fetch_add(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
}
__device__ __forceinline__ unsigned long long rammer_add_acq_rel(unsigned long long* p, unsigned long long v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_AGENT);
}
__device__ __forceinline__ void rammer_store_release(unsigned long long* p, unsigned long long v) {
  __hip_atomic_store(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
}
__device__ __forceinline__ unsigned long long rammer_cas_relaxed(unsigned long long* p, unsigned long long expected,
                                                                 unsigned long long desired) {
  __hip_atomic_compare_exchange_strong(p, &expected, desired, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                       __HIP_MEMORY_SCOPE_AGENT);
  return expected;
}

#elif defined(__CUDACC__)
#include <cuda_runtime.h>

#define RAMMER_TARGET_NAME "cuda"
#define RAMMER_API(x) cuda##x
#define RAMMER_SM_COUNT_ATTR cudaDevAttrMultiProcessorCount
#define RAMMER_MAX_DYN_SMEM_ATTR cudaFuncAttributeMaxDynamicSharedMemorySize
#define RAMMER_HOST_ALLOC_MAPPED(pp, bytes) cudaHostAlloc(pp, bytes, cudaHostAllocMapped)
#define RAMMER_FREE_HOST(p) cudaFreeHost(p)
#define RAMMER_CAPTURE_NONE cudaStreamCaptureStatusNone
#define RAMMER_SPIN_PAUSE() __nanosleep(32)

// %globaltimer: a nanosecond clock common to the whole GPU.
__device__ __forceinline__ unsigned long long rammer_now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
#define RAMMER_NOW_NS() rammer_now_ns()

// Explicit PTX (sm_70+) so the memory-model semantics are visible in the source.
__device__ __forceinline__ unsigned long long rammer_load_acquire(unsigned long long* p) {
  unsigned long long v;
  asm volatile("ld.acquire.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ unsigned long long rammer_load_relaxed(unsigned long long* p) {
  unsigned long long v;
  asm volatile("ld.relaxed.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ void rammer_add_release(unsigned long long* p, unsigned long long v) {
  asm volatile("red.release.gpu.global.add.u64 [%0], %1;" :: "l"(p), "l"(v) : "memory");
}
__device__ __forceinline__ unsigned long long rammer_add_acq_rel(unsigned long long* p, unsigned long long v) {
  unsigned long long old;
  asm volatile("atom.acq_rel.gpu.global.add.u64 %0, [%1], %2;" : "=l"(old) : "l"(p), "l"(v) : "memory");
  return old;
}
__device__ __forceinline__ void rammer_store_release(unsigned long long* p, unsigned long long v) {
  asm volatile("st.release.gpu.global.u64 [%0], %1;" :: "l"(p), "l"(v) : "memory");
}
__device__ __forceinline__ unsigned long long rammer_cas_relaxed(unsigned long long* p, unsigned long long expected,
                                                                 unsigned long long desired) {
  unsigned long long old;
  asm volatile("atom.relaxed.gpu.global.cas.b64 %0, [%1], %2, %3;"
               : "=l"(old) : "l"(p), "l"(expected), "l"(desired) : "memory");
  return old;
}

#else
#error "rammer_target.h needs nvcc (__CUDACC__), clang-HIP (__HIP__) or RAMMER_EMULATED"
#endif

#if !defined(RAMMER_EMULATED)
// Identical on both GPU targets; named so the kernel reads the same as DESIGN.md.
#define RAMMER_BLOCK_ID() static_cast<int>(blockIdx.x)
#define RAMMER_THREAD_ID() static_cast<int>(threadIdx.x)
#define RAMMER_GRID_SIZE() static_cast<int>(gridDim.x)
#define RAMMER_BARRIER() __syncthreads()
// A barrier that returns non-zero when any thread's predicate was (RAMMER_SYNC_LEAN's wait).
#define RAMMER_BARRIER_OR(predicate) __syncthreads_or(predicate)
#define RAMMER_FENCE() __threadfence()  // device scope: orders this thread's earlier writes
#define RAMMER_SHARED_VAR(type, name) __shared__ type name
#define RAMMER_DYNAMIC_SHARED(name) extern __shared__ __align__(16) unsigned char name[]
// RAMMER_KERNEL_MIN_BLOCKS(threads, min_blocks): the register allocator must leave room for
// min_blocks blocks of `threads` per SM (CUDA) / CU (HIP), so it caps registers per thread (at 256
// threads and 2 blocks: 128 on sm_80/sm_90, 128 VGPRs on gfx908, 256 VGPR+AGPR on gfx90a) and spills
// beyond the cap. The persistent kernel passes the target's value (gpu_launch_bounds.h), and the build
// falls back to 1 when the cap would spill. The grid is sized from the occupancy measured at load
// (rammer_host.h), never from this bound.
#if defined(__HIP__)
// HIP's own __launch_bounds__ passes its second argument to amdgpu_waves_per_eu unchanged, i.e. as
// waves per SIMD, not blocks per CU. Converted here: a block of T threads is ceil(T / 64) waves over
// the CU's 4 SIMDs.
#define RAMMER_WAVES_PER_EU(threads, min_blocks) (((min_blocks) * (((threads) + 63) / 64) + 3) / 4)
#define RAMMER_KERNEL_MIN_BLOCKS(threads, min_blocks)                   \
  __global__ void __attribute__((amdgpu_flat_work_group_size(1, threads), \
                                 amdgpu_waves_per_eu(RAMMER_WAVES_PER_EU(threads, min_blocks))))
#else
#define RAMMER_KERNEL_MIN_BLOCKS(threads, min_blocks) __global__ void __launch_bounds__(threads, min_blocks)
#endif
// One block per SM: no register cap beyond the architecture's.
#define RAMMER_KERNEL(threads) RAMMER_KERNEL_MIN_BLOCKS(threads, 1)
#define RAMMER_TILE_SCOPE(name) ((void)0)
#endif

// nvcc keeps the thread and block indices in registers once read, and across a call a register
// value costs the caller a spill at the 128-register cap (the persistent kernel calls its tiles out of
// line). Read through volatile asm, they are read again where they are used. HIP inlines the tiles,
// and the emulator has no register file: there the plain reads serve.
#if defined(__CUDACC__) && !defined(RAMMER_EMULATED)
__device__ __forceinline__ int rammer_special_reg_tid() {
  int v;
  asm volatile("mov.u32 %0, %%tid.x;" : "=r"(v));
  return v;
}
__device__ __forceinline__ int rammer_special_reg_ctaid() {
  int v;
  asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(v));
  return v;
}
__device__ __forceinline__ int rammer_special_reg_nctaid() {
  int v;
  asm volatile("mov.u32 %0, %%nctaid.x;" : "=r"(v));
  return v;
}
#define RAMMER_THREAD_ID_REREAD() rammer_special_reg_tid()
#define RAMMER_BLOCK_ID_REREAD() rammer_special_reg_ctaid()
#define RAMMER_GRID_SIZE_REREAD() rammer_special_reg_nctaid()
#else
#define RAMMER_THREAD_ID_REREAD() RAMMER_THREAD_ID()
#define RAMMER_BLOCK_ID_REREAD() RAMMER_BLOCK_ID()
#define RAMMER_GRID_SIZE_REREAD() RAMMER_GRID_SIZE()
#endif

#if !defined(RAMMER_EMULATED)
// The kernel as the runtime API's function handle (launch, occupancy query, attributes).
#define RAMMER_KERNEL_HANDLE(ArgType, kernel) reinterpret_cast<const void*>(&kernel)
#endif
