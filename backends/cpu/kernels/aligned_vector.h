// A std::vector whose data starts on a 64-byte (cache line, AVX-512 vector) boundary.
// Why: glibc returns large blocks 16 bytes past a page boundary, so a plain vector's every 64-byte
// vector load straddles two cache lines (which slows the recurrent steps that stream R from L2
// most). The runtime's weights and the kernels' packed weight copies live in these.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>
#include <vector>

namespace rammer::cpu {

template <typename T>
struct CacheAlignedAllocator {
  using value_type = T;
  static constexpr std::size_t kAlign = 64;
  CacheAlignedAllocator() = default;
  template <typename U>
  CacheAlignedAllocator(const CacheAlignedAllocator<U>&) {}
  T* allocate(std::size_t n) {
    const std::size_t bytes = (n * sizeof(T) + kAlign - 1) / kAlign * kAlign;  // aligned_alloc's rule
    void* p = std::aligned_alloc(kAlign, bytes == 0 ? kAlign : bytes);
    if (p == nullptr) throw std::bad_alloc();
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t) { std::free(p); }
  template <typename U>
  bool operator==(const CacheAlignedAllocator<U>&) const { return true; }
  template <typename U>
  bool operator!=(const CacheAlignedAllocator<U>&) const { return false; }
};

template <typename T>
using AlignedVector = std::vector<T, CacheAlignedAllocator<T>>;

}  // namespace rammer::cpu
