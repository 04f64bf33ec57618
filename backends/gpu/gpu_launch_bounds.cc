#include "backends/gpu/gpu_launch_bounds.h"

#include "backends/gpu/runtime/rammer_tables.h"

namespace rammer {

int gpu_wanted_min_blocks(int threads) { return gpu::wanted_min_blocks_per_sm(threads); }

bool gpu_resources_spill(GpuApi api, const GpuResources& r) {
  if (r.spill_bytes > 0) return true;
  return api == GpuApi::hip && r.stack_bytes > 0;
}

GpuKernelBuild build_persistent_kernel(const GpuTarget& target, const std::string& arch, int threads,
                                       const std::set<kernels::OpKind>& kinds,
                                       const std::vector<std::string>& kernel_headers,
                                       const std::string& include_dir, bool linkable, bool compile_on_miss,
                                       GpuMatrixPaths matrix_paths) {
  GpuKernelBuild kb;
  kb.wanted_min_blocks = gpu_wanted_min_blocks(threads);
  kb.min_blocks = kb.wanted_min_blocks;
  kb.code = build_gpu_device_code(target, arch, threads, kinds, kernel_headers, include_dir, linkable,
                                  compile_on_miss, kb.min_blocks, matrix_paths);
  const GpuResources& r = kb.code.build.resources;
  if (kb.min_blocks == 1 || !kb.code.build.ok || !r.found || !gpu_resources_spill(target.api, r)) return kb;
  kb.fallback = std::to_string(kb.wanted_min_blocks) + " blocks/SM of " + std::to_string(threads) +
                " threads cap registers at " + std::to_string(r.registers) + " and spill (" +
                std::to_string(r.spill_bytes) + (target.api == GpuApi::cuda ? " B" : " VGPRs") +
                (target.api == GpuApi::hip ? ", " + std::to_string(r.stack_bytes) + " B scratch per lane" : "") +
                "); launch bounds of 1 block/SM instead";
  kb.min_blocks = 1;
  kb.code = build_gpu_device_code(target, arch, threads, kinds, kernel_headers, include_dir, linkable,
                                  compile_on_miss, 1, matrix_paths);
  return kb;
}

}  // namespace rammer
