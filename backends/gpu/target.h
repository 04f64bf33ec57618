// The target table: everything CUDA and HIP differ in, as the text the emitter prints.
//
// The persistent kernel and its host code (emit_gpu.cc) are written once against these names;
// a new GPU target is one more table. Guarantees: every field is non-empty for the builtin
// targets; the device-side snippets are complete statements/expressions of the target's dialect.
#pragma once

#include <string>

namespace rammer {

enum class GpuApi { cuda, hip };

struct GpuTarget {
  GpuApi api = GpuApi::cuda;
  std::string name;            // "cuda" | "hip"
  std::string source_ext;      // ".cu" | ".hip"
  std::string runtime_header;  // the runtime API header
  std::string api_prefix;      // prefix of runtime calls and types: cuda|hip (Malloc, Stream_t, ...)
  std::string block_id;        // the vEU index of this block
  std::string thread_id;       // the thread index inside the block
  std::string barrier;         // block barrier
  std::string fence;           // device-scope fence, ordering this thread's earlier writes
  std::string spin_pause;      // a short back-off inside a wait loop
  std::string sm_count_attr;   // device attribute: multiprocessor / compute-unit count
  std::string max_dyn_smem_attr;  // function attribute: maximum dynamic shared memory
  // Device functions over a 64-bit counter in global memory (the body of each, `p` the pointer):
  std::string load_acquire;    // returns *p with acquire semantics at device scope
  std::string add_release;     // *p += v with release semantics at device scope
  std::string add_acq_rel;     // returns old *p, *p += v, acquire-release at device scope
  std::string store_release;   // *p = v with release semantics at device scope
};

// CUDA: PTX ld.acquire.gpu / red.release.gpu / atom.acq_rel.gpu / st.release.gpu (sm_70+).
const GpuTarget& cuda_target();
// HIP (clang): __hip_atomic_* builtins with __HIP_MEMORY_SCOPE_AGENT.
const GpuTarget& hip_target();

}  // namespace rammer
