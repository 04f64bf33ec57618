#include "backends/gpu/target.h"

namespace rammer {

const GpuTarget& cuda_target() {
  static const GpuTarget t{GpuApi::cuda, "cuda", ".cu"};
  return t;
}

const GpuTarget& hip_target() {
  static const GpuTarget t{GpuApi::hip, "hip", ".hip"};
  return t;
}

}  // namespace rammer
