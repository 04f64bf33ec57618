// The target table: what the compiler driver needs to tell CUDA from HIP.
//
// The dialect differences of the generated code (runtime API prefix, counter primitives, barrier,
// spin pause, device attributes) live in runtime/rammer_target.h, chosen there by the compiler
// (__HIP__ / __CUDACC__); the emitter writes the same text for both targets apart from the file
// extension and the target's name in the header comment.
#pragma once

#include <string>

namespace rammer {

enum class GpuApi { cuda, hip };

struct GpuTarget {
  GpuApi api = GpuApi::cuda;
  std::string name;        // "cuda" | "hip"
  std::string source_ext;  // ".cu" | ".hip"
};

// CUDA: nvcc, PTX ld.acquire.gpu / red.release.gpu / atom.acq_rel.gpu / st.release.gpu (sm_70+).
const GpuTarget& cuda_target();
// HIP: clang, __hip_atomic_* builtins with __HIP_MEMORY_SCOPE_AGENT.
const GpuTarget& hip_target();

}  // namespace rammer
