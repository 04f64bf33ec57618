// The NPU artifact directory (rammerc --device=npu -o DIR):
//   model.npu      the streams, one per core (backends/npu/container/program.h)
//   model.s        the same streams as rnpu-v1 assembly; rammer-npu-as model.s gives model.npu
//   weights.bin    the DRAM image of the weights region (fp16, the matrix unit's packed layouts)
//   manifest.json  format_version, model, device, precision ("fp16"), inputs/outputs as the C API
//                  binds them (f32), weights size and checksum, and an "npu" object: the DRAM map
//                  (dram_bytes, fp16 regions of the inputs and outputs), the op names and where
//                  each rTask starts in its core's stream (for per-layer reports)
#pragma once

#include <string>

#include "backends/npu/lower/lower_schedule.h"
#include "backends/plan/plan.h"

namespace rammer::npu {

Status write_npu_artifact(const Plan& plan, const NpuLowered& lowered, const std::string& dir);

}  // namespace rammer::npu
