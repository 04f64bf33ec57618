// VDevice: a DeviceSpec seen as a set of virtual execution units (vEUs) for one fused kernel.
//
// A vEU is one co-resident thread block (one core on the NPU and CPU). Expects kernel resources
// (threads per block, shared memory per block, registers per thread) that the device can hold at
// least once per SM; guarantees veus = sm_count x blocks_per_sm, all co-resident at once, and the
// per-vEU share of compute and bandwidth used by the cost model.
#pragma once

#include <string>

#include "vdevice/device_spec.h"
#include "vdevice/occupancy.h"

namespace rammer {

// Resident blocks per SM for the resources: kernel_occupancy's figure (occupancy.h). Throws
// rammer::Error naming the limit when not even one block fits.
int occupancy_blocks_per_sm(const DeviceSpec& spec, const KernelResources& res);

struct VDevice {
  DeviceSpec spec;
  KernelResources resources;
  int blocks_per_sm = 0;
  int veus = 0;
  double flops_per_us = 0;  // one vEU's share of peak f32 FLOP/s, per microsecond
  double bytes_per_us = 0;  // one vEU's share of memory bandwidth, per microsecond
  // One vEU's share of the peak at `rate` (peak_tflops), per microsecond.
  double flops_per_us_at(MathRate rate) const {
    return rate == MathRate::f32 ? flops_per_us : flops_per_us * peak_tflops(spec, rate) / spec.peak_f32_tflops;
  }
};

// `max_veus` > 0 caps the count (e.g. to schedule onto part of a device).
VDevice make_vdevice(const DeviceSpec& spec, const KernelResources& res, int max_veus = 0);

}  // namespace rammer
