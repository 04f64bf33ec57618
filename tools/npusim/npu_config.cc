#include "tools/npusim/npu_config.h"

#include <cmath>

namespace rammer::npu {

Result<NpuConfig> npu_config_from_device(const DeviceSpec& spec) {
  if (spec.kind != "npu" || spec.arch != "rnpu-v1")
    return Status::error(detail::concat("device ", spec.name, " is ", spec.kind, "/", spec.arch,
                                        "; the NPU simulator runs rnpu-v1 devices (vdevice/devices/npu.json)"));
  NpuConfig c;
  c.cores = spec.sm_count;
  c.clock_mhz = spec.clock_mhz;
  double cycles_per_s = spec.clock_mhz * 1e6;
  double pe = spec.peak_f16_tensor_tflops * 1e12 / (cycles_per_s * c.cores * 2);
  c.dim = int(std::lround(std::sqrt(pe)));
  if (c.dim < 1 || c.dim > 63 || std::abs(double(c.dim) * c.dim - pe) > 0.5)
    return Status::error(detail::concat("device ", spec.name, ": peak_f16_tensor_tflops gives ", pe,
                                        " processing elements per core, not a square matrix unit up to 63x63"));
  c.vector_lanes = int(std::lround(spec.peak_f32_tflops * 1e12 / (cycles_per_s * c.cores * 2)));
  c.scratchpad_bytes = spec.shared_mem_per_sm_bytes;
  c.dram_bytes_per_cycle = spec.memory_bandwidth_gbs * 1e9 / cycles_per_s / c.cores;
  if (spec.l2_bytes > 0 && spec.l2_bandwidth_gbs > 0) {
    c.l2_bytes = spec.l2_bytes;
    c.l2_bytes_per_cycle = spec.l2_bandwidth_gbs * 1e9 / cycles_per_s / c.cores;
  }
  c.sync_latency_cycles = int64_t(std::llround(spec.sync_latency_us * spec.clock_mhz));
  return c;
}

}  // namespace rammer::npu
