// write_gpu_artifact: the CUDA/HIP artifact of one model.
//
// write_gpu_artifact expects the optimised Graph, its ScheduleReport and the Plan built from it
// (PlanOptions::allow_reference_ops = false). It writes into out_dir:
//   <model>.cu | <model>.hip   the host half: the model's tables + the host API (emit_gpu.h)
//   <model>_device.cu | .hip   the device half: the persistent kernel over the model's op kinds
//   include/                   the tile-kernel headers, rammer_gpu.h and the fixed runtime
//                              (backends/gpu/runtime/*.h) the sources include
//   weights.bin, CMakeLists.txt (builds lib<model>.so from both halves), build.sh (the commands)
//   <model>.ptx | <model>.s    the device half's assembly (CUDA: PTX; HIP: GCN assembly), kept by the
//                              same compile that made the device object (gpu_device_cache.h)
//   manifest.json              created, or updated when present, with a "gpu" object:
//                              registers, shared_memory_bytes, spills, veus, blocks_per_sm,
//                              warps_per_sm (CUDA) / waves_per_simd (HIP), occupancy_limit, arch,
//                              launch_bounds_min_blocks (and _fallback when it fell back), ...
// and, unless emit_only or the compiler is absent (then manifest "gpu.built" = false and the reason),
// takes the device object and its measured resources from the device-code cache (compiling it on a
// miss, gpu_device_cache.h), then compiles the host half and links lib<model>.so (not with
// device_only). Guarantees: `GpuArtifact::capacity` is the
// co-resident block count the measured resources allow on the report's device (0 when not measured).
//
// The compile driver (driver/compile.h) calls it in its `build` stage and, when the schedule assumed
// more vEUs than the measured capacity (or, once, fewer with more registers than the build used),
// schedules again (its `feedback` stage).
#pragma once

#include <set>
#include <string>

#include "backends/gpu/emit_gpu.h"
#include "backends/gpu/gpu_compile.h"
#include "backends/plan/plan.h"
#include "frontend/graph/graph.h"
#include "scheduler/compile_schedule.h"
#include "support/status.h"
#include "vdevice/occupancy.h"

namespace rammer {

struct GpuOptions {
  GpuApi target = GpuApi::cuda;
  std::string arch;          // "" = the report's device arch (sm_80, sm_90, gfx90a, gfx908)
  bool emit_only = false;    // write the source only
  bool device_only = false;  // device code only (resource check, no host half, no .so): for tests
  // The model's GEMM/conv arithmetic: at fp32 the device half leaves the matrix-unit paths out
  // (emit_gpu_device_source), and an op of the plan that would take one is an error.
  kernels::MathPrecision precision = kernels::MathPrecision::fp32;
  kernels::MatrixUnitKind matrix_unit = kernels::MatrixUnitKind::mma_sync;  // the target's (Target::matrix_unit)
};

struct GpuArtifact {
  std::string source_path;
  std::string library_path;  // "" when not built
  bool built = false;
  std::string build_note;    // why not built, or the build command
  GpuBuild build;
  int veus = 0;
  int blocks_per_sm = 0;     // from the measured resources (0 when not measured)
  int capacity = 0;          // blocks_per_sm x SMs
  int64_t shared_memory_bytes = 0;  // per block: the plan's dynamic + the kernel's static
  Occupancy occupancy;       // kernel_occupancy of the measured resources (blocks_per_sm 0: not measured)
  std::string asm_path;      // <model>.ptx / <model>.s, "" when not built
  // The device half's launch bounds (gpu_launch_bounds.h): the resident blocks per SM promised to the
  // register allocator, and why it is fewer than wanted ("" when it is not).
  int min_blocks_per_sm = 1;
  std::string launch_bounds_fallback;
};

// One line on the built kernel's occupancy, as rammerc prints it after a GPU build:
// "a100 sm_80: 128 registers, 0 spills, 41.0 KB shared -> 2 blocks/SM (16 warps), limited by registers"
// (HIP: "... -> 2 blocks/CU (2 waves/SIMD), ..."). "" when nothing was measured.
std::string gpu_occupancy_line(const GpuArtifact& art, const DeviceSpec& spec, GpuApi api, const std::string& arch);

// The persistent kernel's measured resources for a set of op kinds, before any schedule exists:
// the device half's entry in the device-code cache (gpu_device_cache.h), compiled on a miss when
// `compile_on_miss`, at the launch bounds build_persistent_kernel settles on. Writes out_dir/include (the headers, as the artifact will have them) so that
// the library build later finds the same entry. Never throws; `found` false says why in `note`
// (no compiler, sm_70, not cached).
struct GpuKernelMeasure {
  bool found = false;
  bool cached = false;
  GpuResources resources;
  std::string asm_path;  // the device assembly in the cache (gpu_device_cache.h), "" when none
  std::string note;
  int min_blocks_per_sm = 1;          // the launch bounds of the measured build (gpu_launch_bounds.h)
  std::string launch_bounds_fallback;  // why fewer than wanted; "" when not
};
GpuKernelMeasure measure_gpu_kernel(GpuApi api, const std::string& arch, int threads,
                                    const std::set<kernels::OpKind>& kinds, const std::string& out_dir,
                                    bool linkable, bool compile_on_miss, GpuMatrixPaths matrix_paths = {});

// The arch for a device name: a100 sm_80, h100 sm_90, v100 sm_70, mi250 gfx90a, mi100 gfx908.
std::string gpu_arch_of(const DeviceSpec& spec);

Result<GpuArtifact> write_gpu_artifact(const Graph& g, const ScheduleReport& report, const Plan& plan,
                                       const GpuOptions& options, const std::string& out_dir);


}  // namespace rammer
