// vEUs from occupancy (vdevice/occupancy.h holds the arithmetic).
#include "vdevice/vdevice.h"

#include <algorithm>

namespace rammer {

int occupancy_blocks_per_sm(const DeviceSpec& spec, const KernelResources& res) {
  RAMMER_CHECK(res.threads_per_block > 0, "occupancy: threads per block must be positive");
  RAMMER_CHECK(res.threads_per_block <= spec.max_threads_per_block, "device ", spec.name, ": ",
               res.threads_per_block, " threads per block exceed the limit of ",
               spec.max_threads_per_block);
  RAMMER_CHECK(res.registers_per_thread <= spec.max_registers_per_thread, "device ", spec.name, ": ",
               res.registers_per_thread, " registers per thread exceed the limit of ",
               spec.max_registers_per_thread);
  RAMMER_CHECK(res.shared_bytes <= spec.max_shared_mem_per_block_bytes, "device ", spec.name, ": ",
               res.shared_bytes, " bytes of shared memory per block exceed the limit of ",
               spec.max_shared_mem_per_block_bytes);
  const int blocks = kernel_occupancy(spec, res).blocks_per_sm;
  RAMMER_CHECK(blocks > 0, "device ", spec.name, ": a block of ", res.threads_per_block,
               " threads x ", res.registers_per_thread, " registers with ", res.shared_bytes,
               " bytes of shared memory does not fit on one SM");
  return blocks;
}

VDevice make_vdevice(const DeviceSpec& spec, const KernelResources& res, int max_veus) {
  VDevice d;
  d.spec = spec;
  d.resources = res;
  d.blocks_per_sm = occupancy_blocks_per_sm(spec, res);
  d.veus = spec.sm_count * d.blocks_per_sm;
  if (max_veus > 0) d.veus = std::min(d.veus, max_veus);
  // Shares are of the whole device: with every vEU busy, each gets 1/veus of the peak rates.
  int full = spec.sm_count * d.blocks_per_sm;
  d.flops_per_us = spec.peak_f32_tflops * 1e6 / full;
  d.bytes_per_us = spec.memory_bandwidth_gbs * 1e3 / full;
  if (spec.kind == "npu") {
    // A core streams its operands through the shared L2 when the device states one: what several
    // cores read (weights, an input's halo) comes from DRAM once, so a core's share of the L2's
    // bandwidth prices its bytes better than its share of DRAM's. And the NPU keeps every tensor
    // the rProgram counts in f32 as fp16 (int8 weights are smaller still): half the bytes.
    if (spec.l2_bytes > 0 && spec.l2_bandwidth_gbs > 0) d.bytes_per_us = spec.l2_bandwidth_gbs * 1e3 / full;
    d.bytes_per_us *= 2;
  }
  return d;
}

}  // namespace rammer
