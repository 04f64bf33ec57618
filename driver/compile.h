// compile: the whole compiler as one list of named stages (CONVENTIONS.md #3).
//
//   load      ONNX file -> Graph IR (static shapes)                        text: the graph
//   optimize  the graph passes (frontend/passes/pipeline.h), each by name   text: the graph
//   rprogram  Graph -> rProgram; the Target keeps the variants it has tile kernels for, and an op
//             with none becomes one whole-op rTask (CPU) or an error (GPU, NPU) text: the rProgram
//   resources GPU only: the persistent kernel's registers for the model's op kinds, measured (the
//             device-code cache; compiled on a miss unless --emit-only/--emulate) or, when nothing
//             is measured, the target's conservative assumption             text: the registers
//   schedule  rProgram x vDevice -> validated, simulated Schedule          text: the Schedule IR
//   plan      Schedule -> tables (OpDescs, tensors, programs, memory plan) text: the plan summary
//   emit      the artifact's files (graph, summary, schedule, trace, tables or CUDA/HIP source, or
//             the NPU's rnpu-v1 streams, validated after decoding: backends/npu/npu_artifact.h)
//   build     the library (libmodel.so; lib<model>.so through nvcc / clang-HIP; nothing for the NPU)
//   feedback  GPU only: the built kernel holds fewer co-resident blocks than the schedule assumed
//             (its shared memory, or registers the `resources` stage could not measure) -> back to
//             `schedule` with the measured resources (at most twice)
//
// Each stage is verified on exit (Graph::verify, verify_rprogram, validate(), verify_plan) and can be
// printed with print_after = its name (graph passes by their own names, or "all"). A stage that fails
// stops the compile with one message naming the stage; nothing after it runs.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "backends/gpu/gpu_artifact.h"
#include "backends/plan/plan.h"
#include "driver/target.h"
#include "frontend/graph/graph.h"
#include "frontend/onnx/onnx_loader.h"
#include "scheduler/compile_schedule.h"

namespace rammer {

constexpr const char* kCompilerVersion = "0.1.0";

enum class Stage { load, optimize, rprogram, resources, schedule, plan, emit, build, feedback };

const char* stage_name(Stage s);
std::vector<std::string> stage_names();
// A stage name, a graph pass name or "all".
bool is_print_after_name(const std::string& name);

struct CompileOptions {
  std::string policy = "critical-path";
  std::string profile_db;
  std::vector<int> forced_variants;  // per rProgram op (ScheduleOptions::forced_variants); empty: chosen
  LoadOptions load;               // --input-shape pins
  std::string out_dir;            // "" : stop after `plan`, write nothing
  bool emit_only = false;         // GPU: write the source artifact, do not build it
  bool gpu_device_only = false;   // GPU: compile the device code only (resources, no .so; tests)
  std::string gpu_arch;           // GPU: build for this arch instead of the device's (a GPU at hand)
  std::string model_label;        // the model as the user named it (summary.json); "" = the graph's name
  std::string print_after;        // a stage, a graph pass or "all"
  std::ostream* print = nullptr;  // where print_after goes (nullptr: std::cout)
  std::ostream* log = nullptr;    // progress lines (nullptr: none)
  std::ostream* notes = nullptr;  // "rammerc: note:" lines, shown even without progress (nullptr: none)
  std::ostream* stage_times = nullptr;  // one line per stage with its wall time (nullptr: none)
  PlanOptions plan;
  // --device=npu --precision=int8: the calibration inputs (driver/npu_calibration.h), a directory,
  // or `calibration_samples` seeded random inputs when empty.
  std::string calibrate_dir;
  int calibration_samples = 4;
  bool optimize = true;           // false: the graph is already optimised (`optimize` is skipped)
};

struct StageTime {
  Stage stage;
  double ms = 0;
};

struct Compiled {
  Graph graph;
  // NPU, a pre-quantised model (driver/npu_qdq_import.h): the graph as loaded, before its QDQ nodes
  // became scales; the reference --run compares with.
  std::optional<Graph> quantised_source;
  Target target;          // as the final schedule saw it (measured GPU registers after feedback)
  ScheduleReport report;  // rProgram, vDevice, schedule, simulation
  Plan plan;
  std::optional<GpuArtifact> gpu;  // GPU targets that reached `build`
  std::vector<std::string> written;  // files of the artifact, relative to out_dir
  std::vector<StageTime> times;
  int reschedules = 0;    // GPU resource feedback rounds
};

struct CompileResult {
  Status status;              // ok, or the one-line error (it names the stage)
  Stage failed_stage = Stage::load;
  Compiled compiled;          // complete when status is ok
  bool ok() const { return status.is_ok(); }
};

// From an ONNX file (runs `load` first).
CompileResult compile_model(const std::string& onnx_path, const Target& target, const CompileOptions& options);
// From a graph in memory (starts at `optimize`).
CompileResult compile_graph(Graph graph, const Target& target, const CompileOptions& options);

// An optimised graph scheduled and planned for a device, nothing written: the driver from `rprogram`
// to `plan`, as tests, the conformance runner and the bench get a plan the way rammerc makes one.
CompileResult plan_graph(Graph graph, const std::string& device, bool emulate = false, CompileOptions options = {});

}  // namespace rammer
