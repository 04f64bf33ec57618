// gpu_launch_bounds: how many resident blocks per SM (CUDA) / CU (HIP) the persistent kernel's launch
// bounds promise the register allocator, and the build that falls back when that promise would spill.
//
// The fused kernel's registers are the maximum over every tile it contains, and its occupancy follows
// from them. DESIGN.md asks for at least 16 warps per SM: gpu::kTargetResidentThreads threads, i.e. 2
// blocks of 256 (which caps registers at 128 per thread on sm_80/sm_90 and gfx908, 256 VGPR+AGPR on gfx90a,
// and is 2 waves per SIMD on AMD). The value is the same for every op kind: a tile that cannot fit
// shows up as spills in the compiler's report, and build_persistent_kernel then builds at 1 block per
// SM instead (no cap; the occupancy its registers allow) and says so. Measuring instead of listing
// the kinds that fit keeps the decision right as tiles change, and the op kind alone does not name the
// code path (a GEMM at fp32 runs on the CUDA cores, at fp16 on the tensor cores). Both builds are
// entries of the device-code cache (gpu_device_cache.h), so the fallback costs one compile per key.
//
// Guarantees: the returned code never spills to memory unless the 1-block build does too (then the
// caller's zero-spill checks report it, as before this mechanism).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "backends/gpu/gpu_device_cache.h"

namespace rammer {

// The resident blocks of `threads` per SM the launch bounds ask for: ceil(512 / threads), at least 1
// (gpu::wanted_min_blocks_per_sm in runtime/rammer_tables.h, which the compile tests share).
int gpu_wanted_min_blocks(int threads);

// Whether the compiler's report shows memory traffic the launch bounds caused: CUDA spill stores or
// loads; HIP VGPR spills or scratch. (CUDA's stack frame also holds call arguments, so it is not
// a spill; HIP has no calls: any scratch is a spill.)
bool gpu_resources_spill(GpuApi api, const GpuResources& r);

struct GpuKernelBuild {
  GpuDeviceCode code;       // the build used (its source carries min_blocks)
  int min_blocks = 1;       // what that build's launch bounds promise
  int wanted_min_blocks = 1;
  // Why min_blocks < wanted_min_blocks ("" when it is not): the spills of the wanted build.
  std::string fallback;
};

// build_gpu_device_code at gpu_wanted_min_blocks(threads) and, when that spills, at 1. With
// compile_on_miss false only cached entries are read (code.build.ok false when the one needed is
// not cached).
GpuKernelBuild build_persistent_kernel(const GpuTarget& target, const std::string& arch, int threads,
                                       const std::set<kernels::OpKind>& kinds,
                                       const std::vector<std::string>& kernel_headers,
                                       const std::string& include_dir, bool linkable, bool compile_on_miss,
                                       GpuMatrixPaths matrix_paths = {});

}  // namespace rammer
