// An NPU artifact directory (backends/npu/npu_artifact.h) loaded for rammer-npusim: the streams,
// the DRAM image (weights at their addresses; inputs filled with a fixed pattern, since cycles do
// not depend on values) and the op of each rTask for per-layer reports.
#pragma once

#include <string>
#include <vector>

#include "backends/npu/container/program.h"
#include "tools/npusim/layer_report.h"

namespace rammer::npu {

struct NpuArtifactRun {
  std::string device;
  Program program;
  std::vector<uint8_t> dram;
  std::vector<std::string> op_names, op_kinds;
  std::vector<int64_t> op_macs, op_bytes;
  std::vector<std::vector<OpMark>> marks;
};

Result<NpuArtifactRun> load_npu_artifact(const std::string& dir);

}  // namespace rammer::npu
