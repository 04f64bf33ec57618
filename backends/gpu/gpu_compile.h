// gpu_compile: build a generated persistent kernel with nvcc or clang-HIP and read back what the
// compiler says about its resources (registers, shared memory, spills).
//
// Expects: a source written by emit_gpu_source, next to a copy of the headers it includes (include
// dir). Guarantees: a compile never throws; GpuBuild says whether the compiler was found, the exact
// command, its log, and the resources parsed from the log of the kernel `rammer_persistent`.
#pragma once

#include <cstdint>
#include <string>

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
  bool device_only = false;    // compile device code only (resource check; no .so)
  std::string include_dir;     // holds kernels/*.h and rammer_gpu.h
};

struct GpuBuild {
  bool compiler_found = false;
  bool ok = false;
  std::string command;
  std::string log;
  std::string output;          // the .so (or device object) path
  GpuResources resources;
  double seconds = 0;
};

GpuBuild build_gpu_source(const GpuTarget& target, const std::string& source, const std::string& output,
                          const GpuBuildOptions& options);

}  // namespace rammer
