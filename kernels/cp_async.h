// Asynchronous global -> shared copies (cp.async, sm_80 and newer; on HIP a plain synchronous copy)
// and 128-bit global loads.
//
//   cp_async_16(s, dst, src, src_bytes)  cp.async.cg.shared.global [dst], [src], 16, src_bytes: copies
//                                        src_bytes (0 or 16) bytes and zero-fills the rest of the 16
//                                        (src_bytes 0: a zero chunk without reading src); dst and src
//                                        16-byte aligned.
//   cp_async_commit(s)                   cp.async.commit_group: the copies issued since the last commit
//                                        form a group.
//   cp_async_wait<N>(s)                  cp.async.wait_group N: every group but the newest N has landed
//                                        (for this thread's copies only: a barrier must follow before
//                                        other threads read them).
// `s` is the thread's AsyncCopies (a PerThread value): empty on a GPU, where the hardware tracks the
// groups. Under emulation a copy is deferred: its source is read when it is issued and its bytes
// land in shared memory only when a wait of the issuing thread retires its group, so a missing wait
// leaves stale data (a wrong result) and a missing barrier after the wait is a race. On the emulated
// GPU a landing write is reported to the race detector as a write that may have happened at any
// moment since the copy was issued, and a wait can be removed at run time by its call site (the
// mutation tests, as for barriers). Copies still in flight when the AsyncCopies ends (the tile
// returned without its last wait) trap: on a GPU they would land in the next tile's shared memory.
//
//   load_f32x4(p)                        one 128-bit ld.global of four floats; p 16-byte aligned
//                                        (emulation traps otherwise).
#pragma once

#include <stdint.h>
#include <string.h>

#include "kernels/block.h"

namespace rammer::kernels {

constexpr int kAsyncCopyBytes = 16;

struct AsyncCopies {
#if !defined(RAMMER_GPU)
  // Three stages of a tile's chunks per thread fit easily; more is a kernel bug, not a limit to raise.
  static constexpr int kMaxPending = 32;
  struct Copy {
    unsigned char* dst;
    uint32_t group;   // commits before the copy was issued
    uint32_t issued;  // the barrier phase it was issued in (emulated GPU)
    unsigned char data[kAsyncCopyBytes];
  };
  Copy pending[kMaxPending];
  int count = 0;
  uint32_t committed = 0;
  AsyncCopies() = default;
  AsyncCopies(const AsyncCopies&) = delete;
  AsyncCopies& operator=(const AsyncCopies&) = delete;
  ~AsyncCopies() {
    if (count > 0) emulation_error("cp.async: copies still in flight when the tile ended (a wait_group is missing)");
  }
#endif
};

#if !defined(RAMMER_GPU)
RAMMER_DEVICE void async_check_aligned(const void* p, const char* what) {
  if (reinterpret_cast<uintptr_t>(p) % kAsyncCopyBytes != 0) emulation_error(what);
}
#endif

template <class T>
RAMMER_DEVICE void cp_async_16(AsyncCopies& s, SharedPtr<T> dst, const void* src, int src_bytes) {
#if defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
  (void)s;
  const unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(shared_raw(dst)));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(d), "l"(src), "r"(src_bytes));
#elif defined(RAMMER_GPU) && defined(__HIP__)
  // HIP (gfx90a / gfx908 have no asynchronous global -> shared copy): the plain-copy fallback, a
  // 16-byte load and store at issue, so commit and wait have nothing to track. The pipeline stays
  // correct: a copy is issued after the barrier that frees its buffer and read after a later one.
  (void)s;
  uint4 v = make_uint4(0, 0, 0, 0);
  if (src_bytes > 0) v = *reinterpret_cast<const uint4*>(src);
  *reinterpret_cast<uint4*>(shared_raw(dst)) = v;
#elif defined(RAMMER_GPU)
  static_assert(sizeof(T) == 0, "kernels/cp_async.h: CUDA or HIP only");
#else
  unsigned char* d = reinterpret_cast<unsigned char*>(shared_raw(dst));
  async_check_aligned(d, "cp.async: the shared destination is not 16-byte aligned");
  if (src_bytes > 0) async_check_aligned(src, "cp.async: the global source is not 16-byte aligned");
  if (s.count == AsyncCopies::kMaxPending) emulation_error("cp.async: too many copies in flight");
  AsyncCopies::Copy& c = s.pending[s.count++];
  c.dst = d;
  c.group = s.committed;
#ifdef RAMMER_EMULATED_BLOCK
  c.issued = ::rammer::emu::shared_phase();
#else
  c.issued = 0;
#endif
  memset(c.data, 0, kAsyncCopyBytes);
  if (src_bytes > 0) memcpy(c.data, src, static_cast<size_t>(src_bytes < kAsyncCopyBytes ? src_bytes : kAsyncCopyBytes));
#endif
}

RAMMER_DEVICE void cp_async_commit(AsyncCopies& s) {
#if defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
  (void)s;
  asm volatile("cp.async.commit_group;" ::);
#elif !defined(RAMMER_GPU)
  ++s.committed;
#endif
}

#if defined(RAMMER_EMULATED_BLOCK)
template <int N>
void cp_async_wait(AsyncCopies& s, const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
  if (::rammer::emu::async_wait_skipped(file, line)) return;  // the mutation: this wait is gone
#else
template <int N>
RAMMER_DEVICE void cp_async_wait(AsyncCopies& s) {
#endif
#if defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
  (void)s;
  asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory");
#elif !defined(RAMMER_GPU)
  // Groups [0, committed - N) must have landed.
  const uint32_t retire = s.committed > static_cast<uint32_t>(N) ? s.committed - static_cast<uint32_t>(N) : 0;
  int kept = 0;
  for (int i = 0; i < s.count; ++i) {
    AsyncCopies::Copy& c = s.pending[i];
    if (c.group < retire) {
#ifdef RAMMER_EMULATED_BLOCK
      ::rammer::emu::shared_async_write(c.dst, kAsyncCopyBytes, c.issued);
#endif
      memcpy(c.dst, c.data, kAsyncCopyBytes);
    } else {
      s.pending[kept++] = c;
    }
  }
  s.count = kept;
#endif
}

struct alignas(16) F32x4 {
  float v[4];
};

RAMMER_DEVICE F32x4 load_f32x4(const float* p) {
  F32x4 r;
#if defined(RAMMER_GPU)
  const float4 q = *reinterpret_cast<const float4*>(p);
  r.v[0] = q.x;
  r.v[1] = q.y;
  r.v[2] = q.z;
  r.v[3] = q.w;
#else
  async_check_aligned(p, "load_f32x4: the address is not 16-byte aligned");
  memcpy(r.v, p, sizeof r.v);
#endif
  return r;
}

}  // namespace rammer::kernels
