// rammer_target.h: everything CUDA and HIP differ in, chosen by the compiler (__HIP__ for clang-HIP,
// __CUDACC__ for nvcc). The persistent kernel (rammer_persistent.h) and the host runtime
// (rammer_host.h) are written once against these names; a new GPU target is one more branch here.
//
// Memory ordering of the counter primitives (device scope, 64-bit counters in global memory):
//   rammer_load_acquire   returns *p, acquire
//   rammer_add_release    *p += v, release
//   rammer_add_acq_rel    returns the old *p, *p += v, acquire-release
//   rammer_store_release  *p = v, release
#pragma once

#if defined(__HIP__)
#include <hip/hip_runtime.h>

#define RAMMER_TARGET_NAME "hip"
#define RAMMER_API(x) hip##x
#define RAMMER_SM_COUNT_ATTR hipDeviceAttributeMultiprocessorCount
#define RAMMER_MAX_DYN_SMEM_ATTR hipFuncAttributeMaxDynamicSharedMemorySize
#define RAMMER_SPIN_PAUSE() __builtin_amdgcn_s_sleep(1)

// __hip_atomic_* builtins with __HIP_MEMORY_SCOPE_AGENT (the whole GPU).
__device__ __forceinline__ unsigned long long rammer_load_acquire(unsigned long long* p) {
  return __hip_atomic_load(p, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);
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

#elif defined(__CUDACC__)
#include <cuda_runtime.h>

#define RAMMER_TARGET_NAME "cuda"
#define RAMMER_API(x) cuda##x
#define RAMMER_SM_COUNT_ATTR cudaDevAttrMultiProcessorCount
#define RAMMER_MAX_DYN_SMEM_ATTR cudaFuncAttributeMaxDynamicSharedMemorySize
#define RAMMER_SPIN_PAUSE() __nanosleep(32)

// Explicit PTX (sm_70+) so the memory-model semantics are visible in the source.
__device__ __forceinline__ unsigned long long rammer_load_acquire(unsigned long long* p) {
  unsigned long long v;
  asm volatile("ld.acquire.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
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

#else
#error "rammer_target.h needs nvcc (__CUDACC__) or clang-HIP (__HIP__)"
#endif

// Identical on both targets today; named so the kernel reads the same as DESIGN.md.
#define RAMMER_BLOCK_ID() static_cast<int>(blockIdx.x)
#define RAMMER_THREAD_ID() static_cast<int>(threadIdx.x)
#define RAMMER_BARRIER() __syncthreads()
#define RAMMER_FENCE() __threadfence()  // device scope: orders this thread's earlier writes
