// The CPU backend's output: a Plan printed as an artifact directory the runtime loads.
//
//   model.cc        the plan's tables as C++ initialisers + extern "C" rammer_model_tables()
//   include/        the two headers model.cc needs (kernels/op_desc.h, runtime/model_abi.h)
//   CMakeLists.txt  builds libmodel.so from model.cc (the same command build_cpu_artifact runs)
//   weights.bin     the weights blob (TensorDesc offsets point into it)
//   manifest.json   format version, weights size and checksum (backends/plan/artifact_format.h),
//                   inputs, outputs (names, dtypes, shapes, bytes), workspace bytes, device, policy, vEUs
//   libmodel.so     after build_cpu_artifact: tables only (kernels live in the runtime library),
//                   built with the system compiler, no -march flags (ISA dispatch is at run time)
#pragma once

#include <cstdint>
#include <string>

#include "backends/plan/plan.h"
#include "support/status.h"

namespace rammer {

struct CpuArtifactOptions {
  bool emulate = false;  // run GPU tile kernels under host emulation (rammerc --emulate)
  std::string compiler = "c++";
};

Status write_cpu_artifact(const Plan& plan, const std::string& dir,
                          const CpuArtifactOptions& options = {});
// Compiles dir/model.cc into dir/libmodel.so; the Status carries the compiler's output on failure.
Status build_cpu_artifact(const std::string& dir, const CpuArtifactOptions& options = {});

// model.cc; `weights_checksum` (WeightsBlob::checksum) goes into the tables so that the runtime can
// tell a libmodel.so that belongs to other weights.
std::string cpu_model_source(const Plan& plan, bool emulate, uint64_t weights_checksum);

}  // namespace rammer
