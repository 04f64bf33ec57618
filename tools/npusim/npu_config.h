// The simulated NPU's parameters, derived from a DeviceSpec (vdevice/devices/npu.json).
//
// The device file states whole-chip figures; per core they become: the matrix unit's side from the
// fp16 peak (peak = cores x clock x 2 x dim^2), the vector lanes from the f32 peak (2 FLOP per lane
// and cycle), the scratchpad from shared_mem_per_sm_bytes and equal shares of the DRAM and L2
// bandwidths. The shared L2 (l2_cache.h) is modelled when the device states both its size and its
// bandwidth. The accumulator (16384 words, the reach of the 14-bit acc field), the DRAM and L2
// latencies, the L2 line and the vector pipeline depth are rnpu-v1 design constants the JSON does
// not carry.
#pragma once

#include <cstdint>

#include "support/status.h"
#include "vdevice/device_spec.h"

namespace rammer::npu {

struct NpuConfig {
  int cores = 16;
  double clock_mhz = 1000;
  int dim = 16;                       // matrix unit: dim x dim processing elements
  int vector_lanes = 64;              // fp32 lanes of the vector unit
  int64_t scratchpad_bytes = 262144;
  int64_t acc_words = 16384;
  double dram_bytes_per_cycle = 6.4;  // one core's share of the DRAM bandwidth
  int64_t dma_latency_cycles = 100;   // request to first byte
  int64_t l2_bytes = 0;               // 0: no L2 modelled, every DMA byte moves at the DRAM share
  double l2_bytes_per_cycle = 0;      // one core's share of the L2's bandwidth
  int64_t l2_line_bytes = 64;
  int64_t l2_latency_cycles = 30;     // request to first byte of a transfer that hits throughout
  int64_t vector_latency_cycles = 8;  // pipeline depth of the vector unit
  int64_t sync_latency_cycles = 200;  // a SIGNAL becomes visible to other cores' WAITs after this
  bool has_l2() const { return l2_bytes > 0 && l2_bytes_per_cycle > 0; }
};

// Errors when the spec is not an NPU or its figures do not give a square matrix unit.
Result<NpuConfig> npu_config_from_device(const DeviceSpec& spec);

}  // namespace rammer::npu
