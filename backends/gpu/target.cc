#include "backends/gpu/target.h"

namespace rammer {

const GpuTarget& cuda_target() {
  static const GpuTarget t = [] {
    GpuTarget c;
    c.api = GpuApi::cuda;
    c.name = "cuda";
    c.source_ext = ".cu";
    c.runtime_header = "<cuda_runtime.h>";
    c.api_prefix = "cuda";
    c.block_id = "static_cast<int>(blockIdx.x)";
    c.thread_id = "static_cast<int>(threadIdx.x)";
    c.barrier = "__syncthreads()";
    c.fence = "__threadfence()";
    c.spin_pause = "__nanosleep(32)";
    c.sm_count_attr = "cudaDevAttrMultiProcessorCount";
    c.max_dyn_smem_attr = "cudaFuncAttributeMaxDynamicSharedMemorySize";
    // Explicit PTX so the memory-model semantics are visible in the generated source.
    c.load_acquire =
        "unsigned long long v;\n"
        "  asm volatile(\"ld.acquire.gpu.global.u64 %0, [%1];\" : \"=l\"(v) : \"l\"(p) : \"memory\");\n"
        "  return v;";
    c.add_release =
        "asm volatile(\"red.release.gpu.global.add.u64 [%0], %1;\" :: \"l\"(p), \"l\"(v) : \"memory\");";
    c.add_acq_rel =
        "unsigned long long old;\n"
        "  asm volatile(\"atom.acq_rel.gpu.global.add.u64 %0, [%1], %2;\" : \"=l\"(old) : \"l\"(p), \"l\"(v) : \"memory\");\n"
        "  return old;";
    c.store_release =
        "asm volatile(\"st.release.gpu.global.u64 [%0], %1;\" :: \"l\"(p), \"l\"(v) : \"memory\");";
    return c;
  }();
  return t;
}

const GpuTarget& hip_target() {
  static const GpuTarget t = [] {
    GpuTarget h;
    h.api = GpuApi::hip;
    h.name = "hip";
    h.source_ext = ".hip";
    h.runtime_header = "<hip/hip_runtime.h>";
    h.api_prefix = "hip";
    h.block_id = "static_cast<int>(blockIdx.x)";
    h.thread_id = "static_cast<int>(threadIdx.x)";
    h.barrier = "__syncthreads()";
    h.fence = "__threadfence()";
    h.spin_pause = "__builtin_amdgcn_s_sleep(1)";
    h.sm_count_attr = "hipDeviceAttributeMultiprocessorCount";
    h.max_dyn_smem_attr = "hipFuncAttributeMaxDynamicSharedMemorySize";
    h.load_acquire = "return __hip_atomic_load(p, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);";
    h.add_release = "__hip_atomic_fetch_add(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);";
    h.add_acq_rel = "return __hip_atomic_fetch_add(p, v, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_AGENT);";
    h.store_release = "__hip_atomic_store(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);";
    return h;
  }();
  return t;
}

}  // namespace rammer
