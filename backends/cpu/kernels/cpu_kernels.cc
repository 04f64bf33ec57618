// ISA selection and dispatch for the fast CPU tile kernels (see cpu_kernels.h).
#include "backends/cpu/kernels/cpu_kernels.h"

#include <cstdlib>
#include <cstring>

namespace rammer::cpu {

// One entry point per ISA translation unit (cpu_tile_<isa>.cc).
bool fast_tile_scalar(const kernels::OpDesc&, const kernels::TensorDesc*, void* const*, int);
bool fast_tile_avx2(const kernels::OpDesc&, const kernels::TensorDesc*, void* const*, int);
bool fast_tile_avx512(const kernels::OpDesc&, const kernels::TensorDesc*, void* const*, int);

CpuIsa cpu_isa_supported() {
  static const CpuIsa isa = [] {
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) return CpuIsa::avx512;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return CpuIsa::avx2;
    return CpuIsa::scalar;
  }();
  return isa;
}

CpuIsa cpu_isa() {
  static const CpuIsa isa = [] {
    CpuIsa best = cpu_isa_supported();
    const char* env = std::getenv("RAMMER_CPU_ISA");
    if (env == nullptr) return best;
    CpuIsa want = best;
    if (std::strcmp(env, "scalar") == 0) want = CpuIsa::scalar;
    if (std::strcmp(env, "avx2") == 0) want = CpuIsa::avx2;
    if (std::strcmp(env, "avx512") == 0) want = CpuIsa::avx512;
    // The environment may only lower the ISA: a higher one would fault on this CPU.
    return static_cast<int>(want) < static_cast<int>(best) ? want : best;
  }();
  return isa;
}

const char* cpu_isa_name(CpuIsa isa) {
  switch (isa) {
    case CpuIsa::avx512: return "avx512";
    case CpuIsa::avx2: return "avx2";
    case CpuIsa::scalar: return "scalar";
  }
  return "scalar";
}

bool cpu_fast_tile_isa(CpuIsa isa, const kernels::OpDesc& op, const kernels::TensorDesc* tensors,
                       void* const* ptrs, int task) {
  if (static_cast<int>(isa) > static_cast<int>(cpu_isa_supported())) return false;
  switch (isa) {
    case CpuIsa::avx512: return fast_tile_avx512(op, tensors, ptrs, task);
    case CpuIsa::avx2: return fast_tile_avx2(op, tensors, ptrs, task);
    case CpuIsa::scalar: return fast_tile_scalar(op, tensors, ptrs, task);
  }
  return false;
}

bool cpu_fast_tile(const kernels::OpDesc& op, const kernels::TensorDesc* tensors, void* const* ptrs,
                   int task) {
  return cpu_fast_tile_isa(cpu_isa(), op, tensors, ptrs, task);
}

}  // namespace rammer::cpu
