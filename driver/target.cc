#include "driver/target.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <sstream>

#include "backends/plan/plan.h"
#include "kernels/mma_tile_shape.h"
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

namespace {

// The units a precision's GEMM-shaped tiles run on (int8 is the NPU's, which prices its own work):
// fp32 on the vector units, except on MFMA, whose f32 form takes fp32 GEMM / conv tiles too.
MathRate matrix_rate(Precision p, kernels::MatrixUnitKind unit) {
  if (p == Precision::fp32 && kernels::takes_matrix_unit(unit, p)) return MathRate::f32_matrix;
  switch (p) {
    case Precision::tf32: return MathRate::tf32;
    case Precision::fp16: return MathRate::f16;
    case Precision::bf16: return MathRate::bf16;
    case Precision::fp32:
    case Precision::int8: break;
  }
  return MathRate::f32;
}

}  // namespace

std::vector<std::string> Target::skipped_passes() const {
  if (kind == TargetKind::npu) return {"fuse_layernorm"};
  return {};
}

VariantOptions Target::variant_options() const {
  ScheduleOptions so;
  so.threads_per_block = threads_per_block;
  so.max_registers = variant_registers;
  VariantOptions v = rammer::variant_options(spec, so);  // the one place a device's variant options are derived
  // An NPU core, like a CPU core, pays per rTask what a GPU block does not: each rTask streams its
  // weight tiles and input halo from DRAM again. The CPU-shaped families (few large rTasks, about
  // one or two per core) let a core reuse each weight tile over many output rows.
  if (kind == TargetKind::npu) v.cpu = true, v.npu = true;
  if (!v.cpu) v.matrix_rate = matrix_rate(precision, matrix_unit);
  // An NPU core's GEMM-shaped work runs on its matrix unit at fp16 or int8 alike (the same MACs per
  // cycle): priced at the vector units' rate instead, every split would look compute-bound and the
  // bytes each core streams, which decide most layers there, would not count.
  if (kind == TargetKind::npu) v.matrix_rate = MathRate::f16;
  v.matrix_unit_lanes = matrix_unit == kernels::MatrixUnitKind::mma_sync ? kernels::kMmaWarpLanes : kernels::kMfmaWaveLanes;
  return v;
}

double precision_tolerance(Precision p) {
  switch (p) {
    case Precision::fp32: return 1e-3;
    case Precision::tf32:
    case Precision::fp16: return 1e-2;
    case Precision::bf16: return 5e-2;
    case Precision::int8: return kInt8Tolerance;
  }
  return 1e-3;
}

double precision_error(const Tensor& ours, const Tensor& ref, Precision p) {
  double scale = 1.0, worst = 0.0;
  if (p != Precision::fp32)
    for (int64_t k = 0; k < ref.numel(); ++k) scale = std::max(scale, std::fabs(ref.get_f64(k)));
  for (int64_t k = 0; k < ref.numel(); ++k) {
    const double a = ours.get_f64(k), b = ref.get_f64(k);
    if (std::isnan(a) && std::isnan(b)) continue;
    if (std::isnan(a) != std::isnan(b)) return INFINITY;
    const double e = std::fabs(a - b) / (p == Precision::fp32 ? std::max(1.0, std::fabs(b)) : scale);
    worst = std::max(worst, std::isnan(e) ? INFINITY : e);
  }
  return worst;
}

namespace {
double half_output_tolerance(DType t) {
  if (t == DType::f16) return 1e-2;
  if (t == DType::bf16) return 5e-2;
  return 0;
}
}  // namespace

double output_tolerance(Precision p, DType output) {
  return std::max(precision_tolerance(p), half_output_tolerance(output));
}

double output_error(const Tensor& ours, const Tensor& ref, Precision p) {
  // A half output is scaled like a tensor-core precision's: any of those stands for the measure.
  return precision_error(ours, ref, dtype_is_half(ref.dtype()) && p == Precision::fp32 ? Precision::fp16 : p);
}

Status Target::select_precision(const std::string& name) {
  std::string offered;
  for (Precision p : precisions) {
    if (name == kernels::math_precision_name(p)) {
      precision = p;
      return Status::ok();
    }
    offered += std::string(offered.empty() ? "" : ", ") + kernels::math_precision_name(p);
  }
  const bool mfma = matrix_unit != kernels::MatrixUnitKind::mma_sync;
  std::string why;
  if (kind == TargetKind::hip && mfma && name == "tf32")
    why = " (tf32 is not an input format of AMD's matrix units on CDNA1/CDNA2, gfx908/gfx90a: fp32 runs on "
          "MFMA with exact products)";
  else if (kind == TargetKind::hip && !mfma)
    why = " (no matrix unit on " + spec.arch + ")";
  else if (kind == TargetKind::cpu)
    why = " (the CPU kernels are fp32)";
  else if (kind == TargetKind::npu)
    why = " (fp16 with fp32 accumulation, or int8 with int32)";
  return Status::error("--precision=" + name + ": " + spec.name + " (" + target_kind_name(kind) + ") offers " +
                       offered + why);
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
  // Tensor-core GEMM tiles (kernels/gemm_mma.h): CUDA sm_80 and newer, also under --emulate.
  if (t.kind == TargetKind::cuda && std::atoi(spec->arch.c_str() + 3) >= 80)
    t.precisions = {Precision::fp32, Precision::tf32, Precision::fp16, Precision::bf16};
  // MFMA tiles (kernels/mfma_unit.h) on gfx90a and gfx908, also under --emulate: fp32 (the f32 form,
  // exact products), fp16 and bf16; no tf32, which CDNA1/2's matrix units do not take.
  if (t.kind == TargetKind::hip && (spec->arch == "gfx90a" || spec->arch == "gfx908")) {
    t.matrix_unit = spec->arch == "gfx90a" ? kernels::MatrixUnitKind::mfma_gfx90a : kernels::MatrixUnitKind::mfma_gfx908;
    t.precisions = {Precision::fp32, Precision::fp16, Precision::bf16};
  }
  // The NPU's matrix and vector units take fp16 (fp32 accumulation) by default; int8 runs its
  // GEMM-shaped ops quantised (int32 accumulation) and the rest in fp16.
  if (t.kind == TargetKind::npu) t.precisions = {Precision::fp16, Precision::int8}, t.precision = Precision::fp16;
  return t;
}

Result<Target> make_target(const std::string& device, bool emulate, const std::string& precision) {
  Result<Target> t = make_target(device, emulate);
  if (!t || precision.empty()) return t;
  if (Status s = t->select_precision(precision); !s) return s;
  return t;
}

std::vector<std::vector<TileKernelAnswer>> tile_kernel_problems(const Target& target, const Graph& g,
                                                                const RProgram& program) {
  // The CPU and GPU backends print the same tile kernels (kernels/op_desc.h OpKind).
  std::vector<std::vector<TileKernelAnswer>> answers = tile_kernel_problems(g, program);
  if (target.kind != TargetKind::npu) return answers;
  for (auto& op : answers)
    for (TileKernelAnswer& a : op) {
      if (!a.problem.empty()) continue;
      switch (a.kind) {  // the kinds backends/npu/lower/lower_ops.cc lowers
        case kernels::OpKind::conv:
        case kernels::OpKind::gemm:
        case kernels::OpKind::pool:
        case kernels::OpKind::elementwise:
        case kernels::OpKind::reduce:
        case kernels::OpKind::row:
        case kernels::OpKind::copy:
        case kernels::OpKind::concat:
        case kernels::OpKind::pad:
        case kernels::OpKind::gather:
        case kernels::OpKind::rnn_gates: continue;
        default: break;
      }
      a.problem = std::string("rnpu-v1 has no lowering for its tile kind ") + kernels::op_kind_name(a.kind) +
                  " (the NPU backend runs no op on the host)";
    }
  return answers;
}

}  // namespace rammer
