// gpu_sol: the compile-time speed-of-light report of the GPU tile kernels, `rammer-bench gpu-sol`.
//
//   rammer-bench gpu-sol [--device=a100] [--precision=fp32] [--models resnet50,bert_layer]
//                        [--csv FILE] [--model-dir DIR] [--work-dir DIR]
//
// For each model: rammerc's compile for the device (device code only, through the device-code
// cache: nvcc or clang-HIP, no GPU), then, from the device assembly that compile kept
// (device_asm.h):
//   per tile-kernel path the model's ops take (kernels/tile_path.h on the plan's OpDescs): the
//     function that path runs, its k-loop (the innermost loop holding matrix instructions, or FMAs
//     for a SIMT path) with matrix instructions per k-step, shared-memory loads per matrix
//     instruction, ldmatrix and cp.async use, the widest global load, and divisions in the k-loop
//     and in any loop of the function;
//   per op: its path and that path's figures (matrix paths at the op's precision);
//   the fused kernel's registers, spills, shared memory and occupancy (vdevice/occupancy.h).
// The function of a path: on CUDA every tile is out of line, so the reachable function whose name
// holds the path name ("conv_mma"), else the generated function of the op kind
// (rammer_<kind>_tile) that holds all its paths; on HIP everything is inlined into the one kernel, so
// each op kind is compiled alone (its own device-code cache entry) and the kernel is analysed.
// When a path shares its function with other paths, the k-loop is chosen by the path's nature
// (matrix or SIMT), and the report notes the function is shared.
#pragma once

#include <string>
#include <vector>

#include "bench/gpu/device_asm.h"
#include "kernels/tile_path.h"
#include "vdevice/occupancy.h"

namespace rammer::bench {

// One tile-kernel path as compiled for a model, at one matrix operand precision.
struct PathFigures {
  kernels::TilePath path = kernels::TilePath::reference;
  std::string precision;     // the ops' precision ("fp32", "tf32", "fp16", "bf16")
  std::string function;      // the analysed function (demangled, shortened)
  bool own_function = false; // the function is the path's alone (its name holds the path name)
  bool matrix_path = false;  // conv_mma / gemm_mma: the k-loop is the matrix loop
  KLoopReport kloop;
  int function_matrix = 0;   // matrix instructions anywhere in the function (calls expanded)
  int ops = 0;               // the model's ops on this path at this precision
  std::string note;          // what a reader should know ("0 matrix instructions: FMA units", ...)
};

struct OpFigures {
  std::string name;          // the plan's op name
  std::string kind;          // "conv", "gemm", ...
  int path_index = -1;       // into ModelSol::paths
};

struct ModelSol {
  std::string model, device, arch, precision;
  bool ok = false;
  std::string error;         // why there is no report
  // The fused kernel (the whole device half of the model).
  int registers = 0;
  int64_t spills = 0;
  int64_t shared_bytes = 0;
  Occupancy occupancy;
  int compiler_waves_per_simd = 0;  // HIP: clang's own occupancy estimate, a cross-check
  bool hip = false;
  std::vector<PathFigures> paths;
  std::vector<OpFigures> ops;
};

struct GpuSolOptions {
  std::string device = "a100";
  std::string precision = "fp32";
  std::string model_dir;     // holds <model>.onnx
  std::string work_dir;      // the compiles' artifacts (<work>/<model>_<device>_<precision>)
};

// The report of one model (never throws: failures are ModelSol::error).
ModelSol gpu_sol_model(const std::string& model, const GpuSolOptions& options);

// The Markdown tables (kernel, paths, ops) and the CSV (one row per op, path and kernel figures
// repeated) of a set of reports.
std::string gpu_sol_markdown(const std::vector<ModelSol>& reports);
std::string gpu_sol_csv(const std::vector<ModelSol>& reports);
extern const char* const kGpuSolCsvHeader;

int bench_gpu_sol_main(int argc, char** argv);

}  // namespace rammer::bench
