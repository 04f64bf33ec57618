#include "driver/target.h"

#include <sstream>

#include "backends/plan/plan.h"
#include "kernels/op_desc.h"
#include "scheduler/compile_schedule.h"

namespace rammer {

const char* target_kind_name(TargetKind kind) {
  switch (kind) {
    case TargetKind::cpu: return "cpu";
    case TargetKind::cuda: return "cuda";
    case TargetKind::hip: return "hip";
    case TargetKind::npu: return "npu";
  }
  return "?";
}

VariantOptions Target::variant_options() const {
  ScheduleOptions so;
  so.threads_per_block = threads_per_block;
  so.max_registers = variant_registers;
  return rammer::variant_options(spec, so);  // the one place a device's variant options are derived
}

std::string Target::describe() const {
  std::ostringstream o;
  o << spec.name << " (" << target_kind_name(kind) << " " << spec.arch << ", " << spec.sm_count
    << (kind == TargetKind::cpu ? " cores" : " SMs/CUs/cores");
  if (kind != TargetKind::cpu)
    o << ", " << threads_per_block << " threads/block, " << occupancy_registers << " registers/thread"
      << (is_gpu() ? (registers_measured ? " measured" : " assumed") : "");
  if (emulate) o << ", emulated on the CPU";
  o << ")";
  return o.str();
}

Result<Target> make_target(const std::string& device, bool emulate) {
  Result<DeviceSpec> spec = load_device(device);
  if (!spec) return spec.status();
  Target t;
  t.spec = *spec;
  t.emulate = emulate;
  if (spec->kind == "cpu") {
    t.kind = TargetKind::cpu;
    t.emulate = false;
  } else if (spec->kind == "npu") {
    t.kind = TargetKind::npu;
  } else if (spec->arch.rfind("gfx", 0) == 0) {
    t.kind = TargetKind::hip;
  } else if (spec->arch.rfind("sm_", 0) == 0) {
    t.kind = TargetKind::cuda;
  } else {
    return Status::error("device " + spec->name + ": arch '" + spec->arch +
                         "' is neither a CUDA (sm_*) nor a HIP (gfx*) architecture");
  }
  // Before the persistent kernel is measured a GPU target assumes the most registers a thread can
  // have, so the vEU count never exceeds what the built kernel can hold (see target.h).
  if (t.is_gpu()) t.occupancy_registers = kConservativeGpuRegisters;
  return t;
}

std::vector<std::vector<TileKernelAnswer>> tile_kernel_problems(const Target& target, const Graph& g,
                                                                const RProgram& program) {
  (void)target;  // every backend here prints the same tile kernels (kernels/op_desc.h OpKind)
  return tile_kernel_problems(g, program);
}

}  // namespace rammer
