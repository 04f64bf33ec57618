// ldmatrix.sync.aligned.m8n8.{x1,x2,x4}.shared.b16: a warp loads one, two or four 8 x 8 matrices of
// 16-bit elements (8 rows of 16 bytes each) from shared memory into registers, in the layout the
// mma.sync fragments use. As the PTX ISA specifies: lanes 8j .. 8j + 7 supply the addresses of rows
// 0..7 of matrix j (lanes past 8 x count supply none), every row 16-byte aligned; lane l receives,
// for each matrix j, the 32-bit word at row l / 4, word l % 4 (elements 2 (l % 4) and 2 (l % 4) + 1
// of that row) in its register j. A 32-bit element (tf32) is two b16, so the same call loads 8 x 4
// matrices of floats, lane l receiving element (l / 4, l % 4).
//
// A block-level call, like warp_mma: every thread of the block makes it (kThreads a multiple of 32),
// `row(t)` is the shared address thread t supplies, `put(t, j, word)` receives thread t's register j.
//   CUDA: the PTX instruction.
//   Emulated GPU (RAMMER_EMULATED): each lane reads its own row through the race detector, the warp
//     exchanges the rows (the emulator's warp exchange), each lane picks its words.
//   Host emulation: the rows are read from the warp's lanes' addresses, then distributed.
// A misaligned row address traps under emulation (the hardware's behaviour is undefined).
#pragma once

#include <stdint.h>
#include <string.h>

#include "kernels/block.h"

namespace rammer::kernels {

constexpr int kLdmatrixRowBytes = 16;

#if !defined(RAMMER_GPU)
RAMMER_DEVICE void ldmatrix_check_row(const void* p) {
  if (reinterpret_cast<uintptr_t>(p) % kLdmatrixRowBytes != 0) emulation_error("ldmatrix: a row address is not 16-byte aligned");
}
#endif

template <int kMats, int kThreads, class Row, class Put>
RAMMER_DEVICE void ldmatrix(Block<kThreads>& b, Row&& row, Put&& put) {
  static_assert(kMats == 1 || kMats == 2 || kMats == 4, "ldmatrix loads 1, 2 or 4 matrices");
  static_assert(kThreads % 32 == 0, "ldmatrix needs whole warps");
#if defined(RAMMER_GPU) && defined(__CUDACC__) && !defined(__HIP__)
  b.threads([&](int t) {
    const unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(shared_raw(row(t))));
    uint32_t w[kMats];
    if constexpr (kMats == 4) {
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                   : "=r"(w[0]), "=r"(w[1]), "=r"(w[2]), "=r"(w[3])
                   : "r"(addr));
    } else if constexpr (kMats == 2) {
      asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];" : "=r"(w[0]), "=r"(w[1]) : "r"(addr));
    } else {
      asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(w[0]) : "r"(addr));
    }
    RAMMER_UNROLL
    for (int j = 0; j < kMats; ++j) put(t, j, w[j]);
  });
#elif defined(RAMMER_GPU)
  static_assert(kThreads < 0, "kernels/ldmatrix.h: CUDA only (the AMD matrix unit loads with ds_read)");
#elif defined(RAMMER_EMULATED_BLOCK)
  b.threads([&](int t) {
    const int lane = t % 32;
    uint32_t mine[4] = {0, 0, 0, 0};
    if (lane < 8 * kMats) {
      const void* p = shared_raw(row(t));
      ldmatrix_check_row(p);
      ::rammer::emu::shared_access(p, kLdmatrixRowBytes, false);
      memcpy(mine, p, kLdmatrixRowBytes);
    }
    uint32_t rows[32][4];
    ::rammer::emu::warp_exchange(mine, rows, sizeof mine);
    for (int j = 0; j < kMats; ++j) put(t, j, rows[8 * j + lane / 4][lane % 4]);
  });
#else
  (void)b;
  for (int w = 0; w < kThreads / 32; ++w) {
    uint32_t rows[32][4];
    for (int l = 0; l < 8 * kMats; ++l) {
      const void* p = shared_raw(row(32 * w + l));
      ldmatrix_check_row(p);
      memcpy(rows[l], p, kLdmatrixRowBytes);
    }
    for (int l = 0; l < 32; ++l)
      for (int j = 0; j < kMats; ++j) put(32 * w + l, j, rows[8 * j + l / 4][l % 4]);
  }
#endif
}

}  // namespace rammer::kernels
