// kernel_occupancy: how many blocks of one kernel an SM (a CU on AMD) holds at once, and which
// resource stops it at that number. The one place the arithmetic lives: the vEU count of a schedule
// (occupancy_blocks_per_sm, vdevice.h), the manifest's occupancy figures and rammerc's line after a
// GPU build all come from here.
//
// The limits, each a whole number of blocks per SM:
//   threads        max_threads_per_sm / (the block's warps x warp size)
//   blocks         max_blocks_per_sm
//   launch_bounds  what the kernel itself declares as its most resident blocks (0 = none declared)
//   registers      registers are allocated per warp (wave) in units of register_alloc_unit, from one
//                  of register_file_partitions equal parts of the register file (NVIDIA's SM
//                  sub-partitions; AMD's SIMDs): warps per part = (registers_per_sm / parts) /
//                  registers per warp, blocks = warps per part x parts / warps per block. On gfx90a
//                  (512 VGPR+AGPR per lane per SIMD, granule 8) 207 registers -> 208 -> 2 waves/SIMD.
//   shared_memory  shared_mem_per_sm_bytes / (the block's bytes + reserved_shared_mem_per_block_bytes)
// The achieved figure is the minimum; on a tie the named limit is the first of the order above (a
// tie with `threads` is not relieved by fewer registers).
//
// Expects resources the device can hold at least once (occupancy_blocks_per_sm throws otherwise;
// kernel_occupancy returns blocks_per_sm 0 and names the resource that does not fit).
#pragma once

#include "vdevice/device_spec.h"

namespace rammer {

struct KernelResources {
  int threads_per_block = 256;
  int64_t shared_bytes = 0;     // per block, dynamic + static
  int registers_per_thread = 64;
  int max_blocks_by_launch_bounds = 0;  // a residency cap the kernel declares; 0 = none
};

enum class OccupancyLimit { threads, blocks, launch_bounds, registers, shared_memory };

// "threads", "blocks", "launch_bounds", "registers", "shared_memory".
const char* occupancy_limit_name(OccupancyLimit limit);

struct Occupancy {
  int blocks_per_sm = 0;
  int warps_per_sm = 0;        // resident warps (AMD: waves per CU)
  double waves_per_simd = 0;   // warps_per_sm / register_file_partitions: AMD's figure
  OccupancyLimit limit = OccupancyLimit::threads;
  // Each limit alone, in blocks per SM (launch_bounds 0 = none declared).
  int by_threads = 0, by_blocks = 0, by_launch_bounds = 0, by_registers = 0, by_shared_memory = 0;
};

Occupancy kernel_occupancy(const DeviceSpec& spec, const KernelResources& res);

}  // namespace rammer
