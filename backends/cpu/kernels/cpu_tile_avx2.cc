// The CPU tile kernels compiled for avx2 (this file's compile flags come from CMakeLists.txt).
#define RAMMER_CPU_NS avx2
#define RAMMER_CPU_ISA_AVX2 1
#include "backends/cpu/kernels/simd.h"
#include "backends/cpu/kernels/cpu_fast_tile_impl.h"

namespace rammer::cpu {

bool fast_tile_avx2(const kernels::OpDesc& op, const kernels::TensorDesc* tensors, void* const* ptrs,
                    int task) {
  return avx2::fast_tile(op, tensors, ptrs, task);
}

}  // namespace rammer::cpu
