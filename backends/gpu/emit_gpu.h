// emit_gpu_source: a Plan printed as ONE persistent GPU kernel plus its host code (DESIGN.md,
// "The persistent kernel"; issue 5).
//
// Expects: a Plan (backends/plan/plan.h) whose ops all have tile kernels (no OpKind::reference:
// the emitter throws rammer::Unsupported naming the op), and a target table (target.h).
// Guarantees about the emitted translation unit:
//   - grid = plan.programs.size() vEUs, block = config.threads, dynamic shared memory =
//     config.shared_bytes; the kernel takes one small argument struct (table pointers), never
//     per-op arguments, so CUDA's 4 KB parameter limit is irrelevant;
//   - the op/tensor/instruction tables live in device memory, uploaded once per loaded library
//     together with weights.bin;
//   - exec = the model's own switch over its op kinds calling kernels/<kind>_tile<kThreads>, then a
//     block barrier (the next tile reuses shared memory); wait = thread 0 spins with an acquire
//     load until counter >= (E-1) * signals_per_run + n, then a block barrier; signal = a block
//     barrier, then thread 0 fences and adds 1 with release semantics;
//   - epochs: the session's control block holds `done` (completed runs) and a monotonic count of
//     finished blocks; the block that finishes last in run E stores done = E (release). Nothing is
//     reset between runs, so relaunch and CUDA-graph replay need no extra launch;
//   - the host side exports the C API of rammer_gpu.h (backends/gpu/rammer_gpu.h).
#pragma once

#include <string>
#include <vector>

#include "backends/gpu/target.h"
#include "backends/plan/plan.h"

namespace rammer {

struct GpuKernelConfig {
  int threads = 256;                      // the model's threads per block (all tile kernels share it)
  int64_t shared_bytes = 0;               // dynamic shared memory: max over the model's rKernels
  std::vector<std::string> kernel_headers = {"kernels/dispatch.h"};  // included by the source
};

// The tile-kernel function of an op kind ("gemm_tile"); throws rammer::Unsupported for `reference`.
std::string gpu_tile_function(kernels::OpKind kind);
// Short name of an op kind ("gemm"), the kernels/<name>.h header stem.
std::string gpu_kind_name(kernels::OpKind kind);

// The whole translation unit (one .cu or .hip file). Deterministic: same inputs, same text.
std::string emit_gpu_source(const Plan& plan, const GpuTarget& target, const GpuKernelConfig& config);

}  // namespace rammer
