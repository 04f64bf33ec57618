// Target: what a backend can do, asked by the compile driver before rTasks are scheduled.
//
// A Target is the device spec plus the backend that will print the schedule (cpu, cuda, hip, npu). It answers, for every rOperator variant, whether the backend has a tile kernel for
// it; its resource limits (block size, registers per thread the schedule may assume); the precisions
// and tensor layouts its kernels take. The driver keeps only the variants the target can run, so a
// model is scheduled once and the plan never discovers a missing kernel afterwards.
//
// GPU registers: a GPU target's `occupancy_registers` is what the persistent kernel is measured to
// use (set by the driver's resource feedback), or, before any measurement, kConservativeGpuRegisters:
// the most a thread may have, so the occupancy it implies (usually one block per SM) is never more
// than the built kernel reaches and every schedule written is loadable on the device it names.
// `variant_registers` caps the register estimate of the rKernel variants offered (variants.h): the
// tile shapes the scheduler may choose, not what the fused kernel uses (that is one compiled kernel
// over every tile of the model's op kinds, measured as a whole).
#pragma once

#include <string>
#include <vector>

#include "backends/plan/plan.h"
#include "frontend/graph/graph.h"
#include "rtask/rprogram.h"
#include "rtask/variants.h"
#include "support/status.h"
#include "vdevice/device_spec.h"

namespace rammer {

enum class TargetKind { cpu, cuda, hip, npu };
// The arithmetic of GEMM-shaped tiles (rammerc --precision): see kernels::MathPrecision.
using Precision = kernels::MathPrecision;
enum class Layout { nchw };

const char* target_kind_name(TargetKind kind);

// Registers per thread assumed for a GPU kernel nobody has measured: the architectural maximum.
constexpr int kConservativeGpuRegisters = 255;
// Registers per thread the rKernel variant families may plan for before a measurement.
constexpr int kDefaultVariantRegisters = 64;

struct Target {
  TargetKind kind = TargetKind::cpu;
  DeviceSpec spec;
  // A GPU device's schedule built as a CPU library that runs the GPU tile kernels under host
  // emulation (rammerc --emulate): GPU resources and vEUs, the CPU executor.
  bool emulate = false;
  int threads_per_block = 256;
  int variant_registers = kDefaultVariantRegisters;  // see the header comment
  int occupancy_registers = kDefaultVariantRegisters;
  bool registers_measured = false;                  // occupancy_registers came from a compiler
  std::vector<Precision> precisions = {Precision::fp32};  // what its tile kernels offer
  Precision precision = Precision::fp32;                  // the one chosen (select_precision)
  // The matrix unit of its GEMM / conv tiles: mma.sync (CUDA, and any target without one, which
  // then offers fp32 only), MFMA on gfx90a / gfx908 (fp32, fp16 and bf16 all run on it there).
  kernels::MatrixUnitKind matrix_unit = kernels::MatrixUnitKind::mma_sync;
  std::vector<Layout> layouts = {Layout::nchw};

  bool is_gpu() const { return kind == TargetKind::cuda || kind == TargetKind::hip; }
  // Whether the library runs on the CPU executor (the CPU, or a GPU under --emulate).
  bool runs_on_cpu() const { return kind == TargetKind::cpu || emulate; }
  // The CPU executor runs an op without a tile kernel with the reference implementation, as one
  // rTask; a GPU cannot.
  bool runs_reference_ops() const { return runs_on_cpu(); }

  VariantOptions variant_options() const;
  // The graph passes this target does not take (PipelineOptions::skip): fuse_layernorm on the NPU,
  // whose rnpu-v1 lowering runs the decomposed layer normalisation but has no LayerNormalization.
  std::vector<std::string> skipped_passes() const;
  // Chooses `name` (fp32, tf32, fp16, bf16) when the target's kernels offer it, else an error naming
  // the target and what it offers.
  Status select_precision(const std::string& name);
  std::string describe() const;  // one line: "a100 (cuda sm_80, 108 SMs, 256 threads/block, ...)"
};

// The documented numerics of a precision against the reference interpreter, as rammerc --run and
// the precision gates measure them. fp32: max over elements of |ours - ref| / max(1, |ref|), within
// 1e-3 (summation order only). tf32, fp16, bf16: the inputs of every product are rounded, so the
// error scales with the output, not the element: max |ours - ref| / max(1, max |ref|) per output
// tensor, within 1e-2 (tf32, fp16: 10-bit mantissas) and 5e-2 (bf16: 7 bits).
// int8 (the NPU's post-training quantisation): the same scale-relative error, within 0.1; an
// estimate of the quantisation's cost, never exact (docs/npu-backend.md, "int8").
constexpr double kInt8Tolerance = 0.1;
double precision_tolerance(Precision p);
double precision_error(const Tensor& ours, const Tensor& ref, Precision p);

// The same for one output of a model, which may be f16 or bf16 (a model exported in half precision):
// every op of such a model rounds its output to 16 bits, the reference after each op and our kernels
// wherever they store a tensor (a fused epilogue stores once), so rounding errors of 2^-11 (f16) or
// 2^-8 (bf16) per op add up over the layers whatever --precision is. An f16 / bf16 output is therefore
// measured as the tensor-core precisions are, max |ours - ref| / max(1, max |ref|), within 1e-2 (f16)
// and 5e-2 (bf16), or the precision's own bound when that is larger. f32 and f64 outputs: as above.
double output_tolerance(Precision p, DType output);
double output_error(const Tensor& ours, const Tensor& ref, Precision p);

// The target for a device name or spec file. An unknown device is an error naming it.
Result<Target> make_target(const std::string& device, bool emulate = false);
// The same at `precision` (its name, e.g. "fp16"; "" keeps the target's default); a precision the
// target does not offer is an error saying which it does (Target::select_precision).
Result<Target> make_target(const std::string& device, bool emulate, const std::string& precision);

// For every rOperator of `program` and every one of its variants: the kind of the target's tile
// kernel for it, or why it has none (e.g. "Resize has no tile kernel", "Conv reads x of dtype i64").
// The NPU lowers the conv, gemm and pool kinds (backends/npu/lower/lower_ops.h); an op of another
// kind has none there, so a model that needs it stops before it is scheduled, naming the op.
std::vector<std::vector<TileKernelAnswer>> tile_kernel_problems(const Target& target, const Graph& g,
                                                                const RProgram& program);

}  // namespace rammer
