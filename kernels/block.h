// The portable block API every tile kernel is written against (DESIGN.md, "Tile kernels").
//
// One source, four builds: nvcc (CUDA), clang/hipcc (HIP), a host C++ compiler, and a host C++
// compiler with RAMMER_EMULATED (the emulated GPU of backends/gpu/runtime/rammer_emu.h). On a GPU a
// Block is the thread block of one vEU and `threads(f)` runs f(threadIdx.x) once per thread. On the
// host an emulated block runs each phase -- the code between two sync() calls -- as a loop over the
// block's threads. That is exact because threads communicate only through shared memory across a
// sync(), and every thread of the block reaches every sync() (spare threads included), which also
// keeps the fused persistent kernel free of barrier deadlock. Under RAMMER_EMULATED every thread is
// a fiber of the emulator, as on a GPU: sync() is its barrier (with its call site), and shared
// memory is reached through SharedPtr, whose element accesses go through the race detector; that
// is what checks the claim above instead of assuming it.
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
#if defined(RAMMER_EMULATED)
// Found through the include path, as rammer_target.h finds it: backends/gpu/runtime in the source
// tree, the include/ folder of a generated artifact.
#include "rammer_emu.h"
#else
#include <memory>
#endif
#endif

// The emulated build's Block, PerThread and SharedPtr live in an inline namespace: a program may
// link a RAMMER_EMULATED translation unit with a host-emulation one, and the tile templates
// instantiated over the two Blocks must not share symbols.
#if defined(RAMMER_EMULATED) && !defined(RAMMER_GPU)
#define RAMMER_EMULATED_BLOCK 1
#define RAMMER_BLOCK_API_BEGIN inline namespace emulated {
#define RAMMER_BLOCK_API_END }
#else
#define RAMMER_BLOCK_API_BEGIN
#define RAMMER_BLOCK_API_END
#endif

namespace rammer::kernels {
RAMMER_BLOCK_API_BEGIN

#ifdef RAMMER_EMULATED_BLOCK
// One element of a block's shared memory, seen from one emulated thread: every read and write is
// reported to the race detector before it happens.
template <class T>
class SharedRef {
 public:
  explicit SharedRef(T* p) : p_(p) {}
  operator T() const {
    ::rammer::emu::shared_access(p_, sizeof(T), false);
    return *p_;
  }
  SharedRef& operator=(T v) {
    ::rammer::emu::shared_access(p_, sizeof(T), true);
    *p_ = v;
    return *this;
  }
  SharedRef& operator=(const SharedRef& o) { return *this = static_cast<T>(o); }
  SharedRef& operator+=(T v) { return *this = static_cast<T>(*this) + v; }
  SharedRef& operator-=(T v) { return *this = static_cast<T>(*this) - v; }
  SharedRef& operator*=(T v) { return *this = static_cast<T>(*this) * v; }

 private:
  T* p_;
};

// A pointer into shared memory whose element accesses are checked (SharedRef).
template <class T>
class SharedPtr {
 public:
  explicit SharedPtr(T* p) : p_(p) {}
  SharedRef<T> operator[](ptrdiff_t i) const { return SharedRef<T>(p_ + i); }
  SharedRef<T> operator*() const { return SharedRef<T>(p_); }
  SharedPtr operator+(ptrdiff_t i) const { return SharedPtr(p_ + i); }
  // The address itself, for the primitives that report their own accesses (kernels/ldmatrix.h,
  // kernels/cp_async.h).
  T* raw() const { return p_; }

 private:
  T* p_;
};

template <class T>
T* shared_raw(SharedPtr<T> p) {
  return p.raw();
}

// The same shared memory seen as elements of another type.
template <class U, class T>
SharedPtr<U> shared_cast(SharedPtr<T> p) {
  return SharedPtr<U>(reinterpret_cast<U*>(p.raw()));
}

// A failure of the emulation itself (a misaligned matrix load, copies left in flight): a trap.
[[noreturn]] inline void emulation_error(const char* message) { ::rammer::emu::trap(message); }
#else
// A pointer into the block's shared memory (a checked pointer under RAMMER_EMULATED).
template <class T>
using SharedPtr = T*;

template <class T>
RAMMER_DEVICE T* shared_raw(T* p) {
  return p;
}

// The same shared memory seen as elements of another type.
template <class U, class T>
RAMMER_DEVICE U* shared_cast(T* p) {
  return reinterpret_cast<U*>(p);
}

#ifndef RAMMER_GPU
// A failure of the host emulation (a misaligned matrix load, copies left in flight): prints the
// message and aborts, as a GPU kernel would trap (block.cc).
[[noreturn]] void emulation_error(const char* message);
#endif
#endif

// Per-thread state: registers on a GPU (and one value per fiber when emulated), one slot per
// emulated thread on the host.
template <class T, int kThreads>
struct PerThread {
#if defined(RAMMER_GPU) || defined(RAMMER_EMULATED_BLOCK)
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

  // `shared` is the block's shared-memory buffer of `shared_bytes` that tiles carve (the fused
  // kernel's maximum carve); `resident`, when given, is the block's resident region of
  // `resident_bytes` beyond it (see resident()).
  RAMMER_DEVICE Block(unsigned char* shared, size_t shared_bytes, unsigned char* resident = nullptr,
                      size_t resident_bytes = 0)
      : shared_(shared), shared_bytes_(shared_bytes), resident_(resident), resident_bytes_(resident_bytes) {}

#ifdef RAMMER_EMULATED_BLOCK
  // One phase of this thread, marked as tile work (a release/acquire by another thread in the
  // same barrier phase is reported); the call site names the phase in reports.
  template <class F>
  void threads(F&& f, const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
    ::rammer::emu::tile_work(file, line);
    f(static_cast<int>(threadIdx.x));
  }

  // The emulator's block barrier, known by its call site (reports, mutations).
  void sync(const char* file = __builtin_FILE(), int line = __builtin_LINE()) { ::rammer::emu::barrier(file, line); }
#else
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
#endif

  // Carves n elements of T from the shared buffer (16-byte aligned). Carving is per tile invocation:
  // reset() before the next tile reuses the buffer.
  template <class T>
  RAMMER_DEVICE SharedPtr<T> shared(size_t n) {
    size_t offset = (used_ + 15) & ~static_cast<size_t>(15);
    used_ = offset + n * sizeof(T);
#ifndef RAMMER_GPU
    if (used_ > shared_bytes_) overflow();
#endif
    return SharedPtr<T>(reinterpret_cast<T*>(shared_ + offset));
  }
  RAMMER_DEVICE void reset_shared() { used_ = 0; }
  RAMMER_DEVICE size_t shared_used() const { return used_; }

  // The resident region: shared memory that no tile carves and whose contents survive from one tile
  // to the next within one launch of the persistent kernel (never across launches, and never on the
  // CPU runtime, which gives none). Its first kResidentTagBytes are a tag naming what the rest holds;
  // the persistent kernel zeroes the tag at launch, and a zero tag names nothing. A tile that keeps
  // weights here checks the tag and reloads on a mismatch (kernels/rnn.h), so several vEUs sharing
  // one block stay correct. `byte_offset` is 16-byte aligned by the caller.
  template <class T>
  RAMMER_DEVICE SharedPtr<T> resident(size_t byte_offset) const {
    // No region (the CPU runtime): a null pointer, never null plus an offset.
    if (resident_ == nullptr) return SharedPtr<T>(nullptr);
    return SharedPtr<T>(reinterpret_cast<T*>(resident_ + byte_offset));
  }
  RAMMER_DEVICE size_t resident_bytes() const { return resident_ != nullptr ? resident_bytes_ : 0; }

 private:
#ifndef RAMMER_GPU
  [[noreturn]] static void overflow();
#endif
  unsigned char* shared_;
  size_t shared_bytes_;
  unsigned char* resident_;
  size_t resident_bytes_;
  size_t used_ = 0;
};

// The tag at the start of a block's resident region (Block::resident).
constexpr size_t kResidentTagBytes = 16;

constexpr int kWarpLanes = 32;

// Warp-wide sums of N values per thread: afterwards every lane of each warp (kWarpLanes consecutive
// threads) holds its warp's sums, added in xor-butterfly order (lane offsets 16, 8, 4, 2, 1). Every
// build adds the same values in the same order, so the results are bit-identical: __shfl_xor_sync
// on CUDA, __shfl_xor within 32-lane halves on HIP (a gfx90a wavefront has 64 lanes), the
// emulator's warp exchange, and a loop over the warps on the host. A block-level call: every thread
// of the block makes it, outside Block::threads, as a shuffle needs its whole warp.
template <int N, int kThreads>
RAMMER_DEVICE void warp_sum(Block<kThreads>& b, PerThread<float[N], kThreads>& v) {
  static_assert(kThreads % kWarpLanes == 0, "warp_sum needs whole warps");
#if defined(RAMMER_GPU)
  b.threads([&](int t) {
    RAMMER_UNROLL
    for (int i = 0; i < N; ++i) {
      float x = v(t)[i];
      RAMMER_UNROLL
      for (int m = kWarpLanes / 2; m > 0; m >>= 1) {
#if defined(__HIP__) || defined(__HIPCC__)
        x += __shfl_xor(x, m, kWarpLanes);
#else
        x += __shfl_xor_sync(0xffffffffu, x, m);
#endif
      }
      v(t)[i] = x;
    }
  });
#else
  // The butterfly over one warp's values w[lane][i], in place: every lane ends with the same sums.
  auto butterfly = [](float (*w)[N]) {
    for (int m = kWarpLanes / 2; m > 0; m >>= 1) {
      float next[kWarpLanes][N];
      for (int l = 0; l < kWarpLanes; ++l)
        for (int i = 0; i < N; ++i) next[l][i] = w[l][i] + w[l ^ m][i];
      for (int l = 0; l < kWarpLanes; ++l)
        for (int i = 0; i < N; ++i) w[l][i] = next[l][i];
    }
  };
#if defined(RAMMER_EMULATED_BLOCK)
  b.threads([&](int t) {
    float w[kWarpLanes][N];
    ::rammer::emu::warp_exchange(&v(t), w, sizeof(float[N]));
    butterfly(w);
    for (int i = 0; i < N; ++i) v(t)[i] = w[t % kWarpLanes][i];
  });
#else
  (void)b;
  for (int w0 = 0; w0 < kThreads; w0 += kWarpLanes) {
    float w[kWarpLanes][N];
    for (int l = 0; l < kWarpLanes; ++l)
      for (int i = 0; i < N; ++i) w[l][i] = v(w0 + l)[i];
    butterfly(w);
    for (int l = 0; l < kWarpLanes; ++l)
      for (int i = 0; i < N; ++i) v(w0 + l)[i] = w[l][i];
  }
#endif
#endif
}

#if defined(RAMMER_EMULATED_BLOCK)
template <int kThreads>
void Block<kThreads>::overflow() {
  ::rammer::emu::trap("tile kernel carved more shared memory than the block's shared_bytes");
}
#elif !defined(RAMMER_GPU)
[[noreturn]] void block_shared_overflow();
template <int kThreads>
void Block<kThreads>::overflow() {
  block_shared_overflow();
}
#endif

RAMMER_BLOCK_API_END
}  // namespace rammer::kernels
