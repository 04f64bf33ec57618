// gpu_compile: build a generated persistent kernel with nvcc or clang-HIP and read back what the
// compiler says about its resources (registers, shared memory, spills).
//
// Expects: a source written by emit_gpu (host or device half), next to a copy of the headers it
// includes (include dir). Guarantees: a compile never throws; GpuBuild says whether the compiler
// was found, the exact command, its log, and the resources parsed from the log of the kernel
// `rammer_persistent` (found only when the source is the device half).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "backends/gpu/target.h"

namespace rammer {

struct GpuResources {
  bool found = false;          // the compiler reported on the persistent kernel
  int registers = 0;           // per thread (CUDA registers; HIP VGPRs incl. AGPRs)
  int sgprs = 0;               // HIP only
  int64_t shared_static = 0;   // static shared memory per block (bytes)
  // Spills that touch memory: CUDA spill stores + loads (bytes); HIP VGPR spills (count). SGPR
  // spills go to VGPR lanes (no memory traffic) and are only reported, in sgpr_spills.
  int64_t spill_bytes = 0;
  int64_t sgpr_spills = 0;     // HIP only
  int64_t stack_bytes = 0;     // CUDA stack frame; HIP scratch per lane
  int occupancy_waves = 0;     // HIP's own occupancy estimate (waves per SIMD)
};

// `log`: nvcc --resource-usage output. Reads the lines of the entry function whose name contains
// `kernel`.
GpuResources parse_nvcc_resources(const std::string& log, const std::string& kernel = "rammer_persistent");
// `log`: clang -Rpass-analysis=kernel-resource-usage remarks.
GpuResources parse_clang_resources(const std::string& log, const std::string& kernel = "rammer_persistent");

// Where the compiler for a target is: $RAMMER_NVCC or /usr/local/cuda/bin/nvcc or nvcc on PATH;
// $RAMMER_HIP_CLANG or clang++-15 or clang++ with the HIP headers. "" when absent.
std::string find_gpu_compiler(GpuApi api);

struct GpuBuildOptions {
  std::string arch;            // sm_80 | sm_90 | gfx90a | gfx908
  std::string include_dir;     // holds kernels/*.h, rammer_gpu.h and the runtime/ headers
  bool host_only = false;      // HIP: compile the host side only (a translation unit without kernels)
  bool device_only = false;    // device code only (a cubin / HIP code object): resources, not linkable
  // Keep the device assembly of this compile: nvcc --keep --keep-dir keep_dir (the PTX is
  // <source stem>.ptx there, among the other intermediates); clang -save-temps=obj (the GCN
  // assembly is <source stem>-hip-amdgcn-amd-amdhsa-<arch>.s beside the output). "" = none.
  std::string keep_dir;
};

struct GpuBuild {
  bool compiler_found = false;
  bool ok = false;
  bool cached = false;         // the device code came from the cache (gpu_device_cache.h): no compile
  std::string command;
  std::string log;
  std::string output;          // the object or library path
  GpuResources resources;      // of the persistent kernel, when the object holds it
  double seconds = 0;
};

// The compile command (argv) of one translation unit into a position-independent object that
// links into a shared library: nvcc -c (SASS for the arch plus its PTX, --resource-usage) or
// clang -x hip -c (-Rpass-analysis=kernel-resource-usage); with device_only, the device code alone
// (half the compile time: no host pass). `compiler` from find_gpu_compiler.
std::vector<std::string> gpu_compile_args(const GpuTarget& target, const std::string& compiler,
                                          const std::string& source, const std::string& output,
                                          const GpuBuildOptions& options);
// The argv and the run of gpu_compile_args; `resources` parsed from the log.
GpuBuild compile_gpu_object(const GpuTarget& target, const std::string& source, const std::string& output,
                            const GpuBuildOptions& options);
// Links objects into a shared library against the target's runtime (libcudart / libamdhip64).
std::vector<std::string> gpu_link_args(const GpuTarget& target, const std::string& compiler,
                                       const std::vector<std::string>& objects, const std::string& output);
GpuBuild link_gpu_library(const GpuTarget& target, const std::vector<std::string>& objects,
                          const std::string& output);

// The whole output of `compiler --version` (release and build); memoised per path. "" on failure.
std::string gpu_compiler_version(const std::string& compiler);
// argv joined as a shell command line, every argument quoted.
std::string shell_command(const std::vector<std::string>& args);

}  // namespace rammer
