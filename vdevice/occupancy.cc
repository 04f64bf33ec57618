#include "vdevice/occupancy.h"

#include <algorithm>
#include <climits>

namespace rammer {

const char* occupancy_limit_name(OccupancyLimit limit) {
  switch (limit) {
    case OccupancyLimit::threads: return "threads";
    case OccupancyLimit::blocks: return "blocks";
    case OccupancyLimit::launch_bounds: return "launch_bounds";
    case OccupancyLimit::registers: return "registers";
    case OccupancyLimit::shared_memory: return "shared_memory";
  }
  return "?";
}

Occupancy kernel_occupancy(const DeviceSpec& spec, const KernelResources& res) {
  Occupancy o;
  const int warp = std::max(1, spec.warp_size);
  const int warps_per_block = std::max(1, (res.threads_per_block + warp - 1) / warp);
  o.by_threads = spec.max_threads_per_sm / (warps_per_block * warp);
  o.by_blocks = spec.max_blocks_per_sm;
  o.by_launch_bounds = res.max_blocks_by_launch_bounds;

  const int64_t unit = std::max(1, spec.register_alloc_unit);
  const int64_t parts = std::max(1, spec.register_file_partitions);
  const int64_t regs_per_thread = std::max(1, res.registers_per_thread);
  const int64_t regs_per_warp = (regs_per_thread * warp + unit - 1) / unit * unit;
  const int64_t warps_per_part = (spec.registers_per_sm / parts) / regs_per_warp;
  o.by_registers = static_cast<int>(warps_per_part * parts / warps_per_block);

  const int64_t shared_per_block = res.shared_bytes + spec.reserved_shared_mem_per_block_bytes;
  o.by_shared_memory = shared_per_block > 0 ? static_cast<int>(spec.shared_mem_per_sm_bytes / shared_per_block)
                                            : INT_MAX;

  // The minimum; ties go to the first limit in this order (see the header).
  const std::pair<OccupancyLimit, int> limits[] = {
      {OccupancyLimit::threads, o.by_threads},
      {OccupancyLimit::blocks, o.by_blocks},
      {OccupancyLimit::launch_bounds, o.by_launch_bounds > 0 ? o.by_launch_bounds : INT_MAX},
      {OccupancyLimit::registers, o.by_registers},
      {OccupancyLimit::shared_memory, o.by_shared_memory}};
  int best = INT_MAX;
  for (const auto& [limit, blocks] : limits)
    if (blocks < best) best = blocks, o.limit = limit;
  o.blocks_per_sm = std::max(0, best);
  o.warps_per_sm = o.blocks_per_sm * warps_per_block;
  o.waves_per_simd = static_cast<double>(o.warps_per_sm) / static_cast<double>(parts);
  return o;
}

}  // namespace rammer
