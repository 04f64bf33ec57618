// The portable block API every tile kernel is written against (DESIGN.md, "Tile kernels").
//
// One source, three compilers: nvcc (CUDA), clang/hipcc (HIP) and a host C++ compiler. On a GPU a
// Block is the thread block of one vEU and `threads(f)` runs f(threadIdx.x) once per thread. On the
// host an emulated block runs each phase -- the code between two sync() calls -- as a loop over the
// block's threads. That is exact because threads communicate only through shared memory across a
// sync(), and every thread of the block reaches every sync() (spare threads included), which also
// keeps the fused persistent kernel free of barrier deadlock.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__CUDACC__) || defined(__HIPCC__) || defined(__HIP__)
#define RAMMER_GPU 1
#define RAMMER_DEVICE __device__ __forceinline__
#define RAMMER_HOST_DEVICE __host__ __device__ __forceinline__  // also called by host-only code
#define RAMMER_UNROLL _Pragma("unroll")
#if defined(__HIP__) || defined(__HIPCC__)
// AMDGPU: a real call saves callee-saved VGPRs to scratch memory, which the kernels must not
// touch (ScratchSize 0), so HIP inlines these helpers too.
#define RAMMER_NOINLINE __device__ __forceinline__
#else
// Not inlined on CUDA: a call site unrolled over a thread's accumulators would copy the body.
#define RAMMER_NOINLINE __device__ __noinline__
#endif
#else
#define RAMMER_NOINLINE inline
#define RAMMER_DEVICE inline
#define RAMMER_HOST_DEVICE inline
#define RAMMER_UNROLL
#include <memory>
#endif

namespace rammer::kernels {

// Per-thread state: registers on a GPU, one slot per emulated thread on the host.
template <class T, int kThreads>
struct PerThread {
#ifdef RAMMER_GPU
  T value;
  RAMMER_DEVICE T& operator()(int) { return value; }
#else
  struct Slot {
    T value;
  };
  std::unique_ptr<Slot[]> slots{new Slot[kThreads]()};
  T& operator()(int t) { return slots[t].value; }
#endif
};

template <int kThreads>
class Block {
 public:
  static constexpr int kSize = kThreads;

  // `shared` is the block's shared-memory buffer of `shared_bytes` (the fused kernel's maximum).
  RAMMER_DEVICE Block(unsigned char* shared, size_t shared_bytes)
      : shared_(shared), shared_bytes_(shared_bytes) {}

  // One phase: f(tid) for every thread of the block.
  template <class F>
  RAMMER_DEVICE void threads(F&& f) {
#ifdef RAMMER_GPU
    f(static_cast<int>(threadIdx.x));
#else
    for (int t = 0; t < kThreads; ++t) f(t);
#endif
  }

  // Barrier between phases. On the host each phase already ran to completion.
  RAMMER_DEVICE void sync() {
#ifdef RAMMER_GPU
    __syncthreads();
#endif
  }

  // Carves n elements of T from the shared buffer (16-byte aligned). Carving is per tile invocation:
  // reset() before the next tile reuses the buffer.
  template <class T>
  RAMMER_DEVICE T* shared(size_t n) {
    size_t offset = (used_ + 15) & ~static_cast<size_t>(15);
    used_ = offset + n * sizeof(T);
#ifndef RAMMER_GPU
    if (used_ > shared_bytes_) overflow();
#endif
    return reinterpret_cast<T*>(shared_ + offset);
  }
  RAMMER_DEVICE void reset_shared() { used_ = 0; }
  RAMMER_DEVICE size_t shared_used() const { return used_; }

 private:
#ifndef RAMMER_GPU
  [[noreturn]] static void overflow();
#endif
  unsigned char* shared_;
  size_t shared_bytes_;
  size_t used_ = 0;
};

#ifndef RAMMER_GPU
[[noreturn]] void block_shared_overflow();
template <int kThreads>
void Block<kThreads>::overflow() {
  block_shared_overflow();
}
#endif

}  // namespace rammer::kernels
