// emit_gpu: a Plan printed as the two generated halves of a GPU library (DESIGN.md, "The persistent
// kernel"). Only what varies is generated; the fixed runtime is real source in backends/gpu/runtime/:
//   rammer_persistent.h  the persistent kernel (wait / exec / signal, epochs), templated on threads
//                        and on the tile-kernel switch
//   rammer_host.h        the C API of rammer_gpu.h (load, sessions, occupancy check, launch)
//   rammer_target.h      the CUDA / HIP differences (counter primitives with their memory ordering)
//
// emit_gpu_source (the host half, <model>.cu / .hip): the model's constants (threads, shared bytes,
// counts, IO names and bytes) and tables (tensors, ops, instrs, program_begin, event_signals), then
// #include "rammer_host.h". The tables reach the kernel through ModelTables in device memory.
//
// emit_gpu_device_source (the device half, <model>_device.cu / .hip): the switch over a SET of op
// kinds calling kernels/<kind>_tile<kThreads>, and the kernel's one instantiation. It depends only
// on (target, threads, min blocks, op kinds, kernel headers), never on a model's tables, so its
// compiled object serves every model with that key (gpu_device_cache.h).
//
// Both throw rammer::Unsupported for op kind `reference` (naming the op when a plan is given).
// Deterministic: same inputs, same text.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "backends/gpu/target.h"
#include "backends/plan/plan.h"
#include "kernels/op_params.h"

namespace rammer {

struct GpuKernelConfig {
  int threads = 256;                      // the model's threads per block (all tile kernels share it)
  int64_t shared_bytes = 0;               // dynamic shared memory: max over the model's rKernels
  std::vector<std::string> kernel_headers = {"kernels/dispatch.h"};  // included by the device half
};

// The tile-kernel function of an op kind ("gemm_tile"); throws rammer::Unsupported for `reference`.
std::string gpu_tile_function(kernels::OpKind kind);
// Short name of an op kind ("gemm"), the kernels/<name>.h header stem.
std::string gpu_kind_name(kernels::OpKind kind);

// The plan's op kinds; throws rammer::Unsupported naming the first op without a tile kernel.
std::set<kernels::OpKind> gpu_op_kinds(const Plan& plan, const GpuTarget& target);

// The host half: constants + tables + the fixed host runtime.
std::string emit_gpu_source(const Plan& plan, const GpuTarget& target, const GpuKernelConfig& config);

// What a device half compiles of the gemm and conv tiles' matrix-unit paths (gemm_mma, conv_mma:
// kernels/tile_path.h). The fused kernel's registers are the most any compiled path needs, so a
// model's device half leaves out what its ops never run.
struct GpuMatrixPaths {
  bool compiled = true;  // false: none (an fp32 model on mma.sync)
  // >= 0: only this precision's form (a kernels::MathPrecision value, the model's): the other
  // precisions' instantiations drop out (RAMMER_MATRIX_PRECISION, kernels/matrix_unit.h); -1: all.
  int only_precision = -1;
  // false: every gemm and conv op of the model runs its matrix-unit path (with contiguous weights
  // for a conv), so the SIMT fallbacks (gemm_simt, conv_simt) are left out too.
  bool simt = true;
  bool operator==(const GpuMatrixPaths& o) const {
    return compiled == o.compiled && only_precision == o.only_precision && simt == o.simt;
  }
};

// The device half: the persistent kernel over the tile kernels of `kinds`, its launch bounds
// promising `min_blocks` resident blocks per SM (gpu_launch_bounds.h decides the value), with the
// matrix-unit paths `paths` says.
std::string emit_gpu_device_source(const GpuTarget& target, int threads, const std::set<kernels::OpKind>& kinds,
                                   const std::vector<std::string>& kernel_headers, int min_blocks = 1,
                                   GpuMatrixPaths paths = {});
// Whether a device half for `precision` on `unit` compiles the matrix-unit paths: any precision but
// fp32 on mma.sync, every one on MFMA (whose f32 form takes fp32; kernels::takes_matrix_unit).
bool gpu_matrix_unit_paths(kernels::MathPrecision precision,
                           kernels::MatrixUnitKind unit = kernels::MatrixUnitKind::mma_sync);
// A model's device half at `precision` on `unit`: the matrix paths of that precision only, or none.
GpuMatrixPaths gpu_matrix_paths(kernels::MathPrecision precision,
                                kernels::MatrixUnitKind unit = kernels::MatrixUnitKind::mma_sync);

}  // namespace rammer
