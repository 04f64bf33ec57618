// The CPU tile kernels compiled for scalar (this file's compile flags come from CMakeLists.txt).
#define RAMMER_CPU_NS scalar

#include "backends/cpu/kernels/simd.h"
#include "backends/cpu/kernels/cpu_fast_tile_impl.h"

namespace rammer::cpu {

bool fast_tile_scalar(const kernels::OpDesc& op, const kernels::TensorDesc* tensors, void* const* ptrs,
                    int task) {
  return scalar::fast_tile(op, tensors, ptrs, task);
}

}  // namespace rammer::cpu
