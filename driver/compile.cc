// The compile driver: the stage list of compile.h, top to bottom in compile_graph().
#include "driver/compile.h"

#include <cstdlib>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "backends/cpu/cpu_artifact.h"
#include "backends/gpu/emit_gpu.h"
#include "backends/npu/container/program.h"
#include "backends/npu/lower/lower_schedule.h"
#include "backends/npu/npu_artifact.h"
#include "driver/npu_calibration.h"
#include "driver/npu_qdq_import.h"
#include "backends/plan/verify_plan.h"
#include "frontend/analysis/graph_stats.h"
#include "frontend/graph/graph_text.h"
#include "frontend/passes/pipeline.h"
#include "rtask/build_rprogram.h"
#include "rtask/verify_rprogram.h"
#include "scheduler/validate.h"
#include "tools/npusim/npu_config.h"

namespace rammer {

namespace fs = std::filesystem;

const char* stage_name(Stage s) {
  switch (s) {
    case Stage::load: return "load";
    case Stage::optimize: return "optimize";
    case Stage::rprogram: return "rprogram";
    case Stage::resources: return "resources";
    case Stage::schedule: return "schedule";
    case Stage::plan: return "plan";
    case Stage::emit: return "emit";
    case Stage::build: return "build";
    case Stage::feedback: return "feedback";
  }
  return "?";
}

std::vector<std::string> stage_names() {
  std::vector<std::string> out;
  for (Stage s : {Stage::load, Stage::optimize, Stage::rprogram, Stage::resources, Stage::schedule, Stage::plan,
                  Stage::emit, Stage::build, Stage::feedback})
    out.push_back(stage_name(s));
  return out;
}

bool is_print_after_name(const std::string& name) {
  if (name == "all" || is_pass_name(name)) return true;
  for (const auto& s : stage_names())
    if (s == name) return true;
  return false;
}

namespace {

// RAMMER_CHANNEL_BLOCKS=0 keeps every CPU activation in channel planes (backends/plan/channel_blocks.h).
bool channel_blocks_enabled() {
  const char* e = std::getenv("RAMMER_CHANNEL_BLOCKS");
  return e == nullptr || std::string(e) != "0";
}

// A stage failed: compile_graph turns it into the CompileResult.
struct StageError {
  Stage stage;
  std::string message;
};

// Runs the stages, timing and printing each; the state is the Compiled being built.
class Driver {
 public:
  Driver(const Target& target, const CompileOptions& o) : o_(o) { c_.target = target; }

  CompileResult load(const std::string& path) {
    return run_all([&] {
      stage(Stage::load, [&] {
        Result<Graph> g = load_onnx(path, o_.load);
        if (!g) throw Error(g.status().message());
        c_.graph = std::move(g.value());
        progress("loaded " + label(path) + ": " + std::to_string(c_.graph.nodes.size()) + " nodes");
      }, [&] { return print_graph(c_.graph); });
      rest();
    });
  }

  CompileResult from_graph(Graph g) {
    return run_all([&] {
      c_.graph = std::move(g);
      rest();
    });
  }

 private:
  template <class F>
  CompileResult run_all(F&& f) {
    CompileResult r;
    try {
      f();
      note_unrun_print_after();
      r.compiled = std::move(c_);
    } catch (const StageError& e) {
      r.status = Status::error(e.message);
      r.failed_stage = e.stage;
    }
    return r;
  }

  // Everything after `load`; `feedback` loops back to `schedule` with the measured resources.
  void rest() {
    if (o_.optimize) stage(Stage::optimize, [&] { optimize(); }, [&] { return print_graph(c_.graph); });
    stage(Stage::rprogram, [&] { rprogram(); }, [&] { return print_rprogram(program_); });
    if (c_.target.is_gpu()) stage(Stage::resources, [&] { resources(); }, [&] { return resources_text_; });
    for (;;) {
      stage(Stage::schedule, [&] { schedule(); }, [&] { return print_schedule(c_.report.schedule); });
      stage(Stage::plan, [&] { plan(); }, [&] { return plan_summary(c_.plan); });
      if (o_.out_dir.empty()) return;
      stage(Stage::emit, [&] { emit(); }, [&] { return written_text(); });
      stage(Stage::build, [&] { build(); }, [&] { return built_text_; });
      if (!c_.target.is_gpu()) return;
      bool again = false;
      stage(Stage::feedback, [&] { again = feedback(); }, [&] { return feedback_text_; });
      if (!again) return;
    }
  }

  // Times `body`, maps its exceptions to a StageError of this stage, prints its text form.
  template <class Body, class Text>
  void stage(Stage s, Body&& body, Text&& text) {
    const auto t0 = std::chrono::steady_clock::now();
    Status st = capture_status(body);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    c_.times.push_back({s, ms});
    if (o_.stage_times) *o_.stage_times << "rammerc: stage " << stage_name(s) << ": " << ms << " ms\n";
    if (!st) throw StageError{s, st.message()};
    if (o_.print_after == "all" || o_.print_after == stage_name(s))
      out() << "# after " << stage_name(s) << "\n" << text();
  }

  // --print-after named a stage this compile does not run (resources and feedback on the CPU, emit
  // and build without an output directory): say so rather than print nothing.
  void note_unrun_print_after() {
    for (const StageTime& t : c_.times)
      if (o_.print_after == stage_name(t.stage)) return;
    for (const auto& s : stage_names())
      if (o_.print_after == s) out() << "# after " << s << ": not run for this target\n";
  }

  std::ostream& out() const { return o_.print ? *o_.print : std::cout; }
  void progress(const std::string& line) const {
    if (o_.log) *o_.log << "rammerc: " << line << std::endl;
  }
  std::string label(const std::string& fallback) const {
    return o_.model_label.empty() ? fallback : o_.model_label;
  }

  void optimize() {
    // A pre-quantised model on the NPU runs in int8 with its own scales (npu_qdq_import.h).
    if (c_.target.kind == TargetKind::npu && has_quantised_nodes(c_.graph)) {
      c_.quantised_source = c_.graph;
      imported_quant_ = import_qdq_for_npu(c_.graph);
      c_.target.precision = Precision::int8;
      if (o_.notes)
        *o_.notes << "rammerc: note: pre-quantised model: compiled in int8 with its own scales ("
                  << imported_quant_.activations.size() << " activation and " << imported_quant_.weight_scales.size()
                  << " weight tensors)" << std::endl;
    }
    PipelineOptions p;
    if (is_pass_name(o_.print_after) || o_.print_after == "all") p.print_after = o_.print_after;
    p.print_stream = o_.print;
    p.skip = c_.target.skipped_passes();
    optimize_graph(c_.graph, p);
    progress("optimised: " + std::to_string(c_.graph.nodes.size()) + " nodes");
  }

  // build_rprogram, then the Target's answer: each rOperator keeps the variants the target has a
  // tile kernel for; an op with none runs whole (one rTask, the reference implementation) where the
  // target can run reference ops, and is an error elsewhere.
  void rprogram() {
    const Target& t = c_.target;
    program_ = build_rprogram(c_.graph, t.variant_options());
    const auto problems = o_.plan.reference_only
                              ? std::vector<std::vector<TileKernelAnswer>>(program_.ops.size())
                              : tile_kernel_problems(t, c_.graph, program_);
    for (size_t i = 0; i < program_.ops.size(); ++i) {
      ROperator& op = program_.ops[i];
      std::vector<RKernel> kept;
      std::string why = o_.plan.reference_only ? "every op runs its reference implementation" : "";
      for (size_t v = 0; v < op.variants.size() && !o_.plan.reference_only; ++v) {
        if (problems[i][v].problem.empty()) {
          kept.push_back(op.variants[v]);
          kinds_.insert(problems[i][v].kind);
        } else if (why.empty()) {
          why = problems[i][v].problem;
        }
      }
      if (kept.empty()) {
        RAMMER_CHECK(t.runs_reference_ops(), "rOperator ", op.name, " (", op.kind, ") has no tile kernel on ",
                     t.spec.name, ": ", why);
        RKernel whole = op.variants.front();
        whole.name = "whole";
        whole.tile = op.space;
        kept = {whole};
      }
      op.variants = std::move(kept);
      op.chosen = 0;
    }
    verify_rprogram(program_);
  }

  // The persistent kernel's registers for the op kinds the rProgram's variants use, before anything
  // is scheduled: measured when the device-code cache has (or, building, can compile) the kernel.
  void resources() {
    Target& t = c_.target;
    std::string source = "assumed (nothing measured)";
    if (!o_.out_dir.empty() && !kinds_.empty()) {
      const GpuApi api = t.kind == TargetKind::hip ? GpuApi::hip : GpuApi::cuda;
      const std::string arch = o_.gpu_arch.empty() ? t.spec.arch : o_.gpu_arch;
      // A library build compiles the kernel here on a cache miss (its build then reuses the object);
      // --emit-only and --emulate only read the cache.
      const bool compile = !o_.emit_only && !t.emulate;
      const GpuMatrixPaths matrix_paths = gpu_matrix_paths(t.precision, t.matrix_unit);
      GpuKernelMeasure m = measure_gpu_kernel(api, arch, t.threads_per_block, kinds_, o_.out_dir,
                                              !o_.gpu_device_only, compile, matrix_paths);
      if (!m.found && !compile)
        m = measure_gpu_kernel(api, arch, t.threads_per_block, kinds_, o_.out_dir, o_.gpu_device_only, false,
                               matrix_paths);
      if (m.found) {
        t.occupancy_registers = m.resources.registers;
        t.registers_measured = true;
        source = "measured (" + m.note + "); launch bounds of " + std::to_string(m.min_blocks_per_sm) +
                 " block" + (m.min_blocks_per_sm == 1 ? "" : "s") + "/SM";
        if (!m.launch_bounds_fallback.empty()) {
          source += "; " + m.launch_bounds_fallback;
          if (o_.notes) *o_.notes << "rammerc: note: " << arch << ": " << m.launch_bounds_fallback << std::endl;
        }
      } else {
        source = "assumed (" + m.note + ")";
      }
    }
    resources_text_ = std::to_string(t.occupancy_registers) + " registers per thread, " + source + "\n";
  }

  ScheduleOptions schedule_options() const {
    const Target& t = c_.target;
    ScheduleOptions so;
    so.device = t.spec.name;
    so.policy = o_.policy;
    so.threads_per_block = t.threads_per_block;
    so.max_registers = t.variant_registers;
    so.occupancy_registers = t.occupancy_registers;
    so.max_veus = veu_cap_;
    so.profile_db = o_.profile_db;
    so.forced_variants = o_.forced_variants;
    return so;
  }

  void schedule() {
    const Target& t = c_.target;
    if (trial_) {  // feedback already made this schedule (the same options) to compare it
      c_.report = std::move(*trial_);
      trial_.reset();
    } else {
      Result<ScheduleReport> r = schedule_program(program_, t.spec, schedule_options());
      if (!r) RAMMER_FAIL(r.status().message());
      c_.report = std::move(r.value());
    }
    const std::string registers =
        t.is_gpu() ? " (" + std::to_string(t.occupancy_registers) + " registers/thread " +
                         (t.registers_measured ? "measured" : "assumed") + ")"
                   : "";
    progress("scheduled (" + o_.policy + " on " + t.spec.name + "): " + std::to_string(c_.report.tasks.num_tasks()) +
             " rTasks on " + std::to_string(c_.report.schedule.veus()) + " vEUs" + registers + ", predicted " +
             std::to_string(c_.report.sim.makespan_us) + " us");
  }

  void plan() {
    PlanOptions po = o_.plan;
    po.allow_reference_ops = c_.target.runs_reference_ops();
    po.precision = c_.target.precision;
    po.matrix_unit = c_.target.matrix_unit;
    // Only the GPU tiles read weights stored at the precision; the NPU packs its own fp16 weights.
    po.weights_at_precision = po.weights_at_precision && c_.target.is_gpu();
    // The NPU drops dead workspace bytes from its L2 instead of writing them back (l2.discard).
    po.mark_dead_bytes = c_.target.kind == TargetKind::npu;
    po.in_place_outputs = c_.target.kind == TargetKind::npu;
    po.channel_blocks = c_.target.kind == TargetKind::cpu && channel_blocks_enabled();
    po.alias_placed_outputs = c_.target.kind == TargetKind::cpu;
    Result<Plan> p = build_plan(c_.graph, c_.report, po);
    if (!p) RAMMER_FAIL(p.status().message());
    c_.plan = std::move(p.value());
    verify_plan(c_.plan, c_.report.schedule);
  }

  // graph.txt, summary.json and the schedule's files for every target; the CPU library's tables.
  void emit() {
    std::error_code ec;
    fs::create_directories(o_.out_dir, ec);
    if (ec || !fs::is_directory(o_.out_dir))
      RAMMER_FAIL("cannot create output directory '", o_.out_dir, "': ",
                  ec ? ec.message() : std::string("not a directory"));
    c_.written.clear();
    write("graph.txt", print_graph(c_.graph));
    write("summary.json", summary().dump(2) + "\n");
    Status s = write_schedule_artifacts(c_.report, o_.out_dir);
    RAMMER_CHECK(s.is_ok(), s.message());
    for (const char* f : {"schedule.json", "trace.json", "schedule.txt", "schedule_report.txt"}) c_.written.push_back(f);
    progress("wrote " + (fs::path(o_.out_dir) / "graph.txt").string() + ", " +
             (fs::path(o_.out_dir) / "summary.json").string() + ", schedule.json, trace.json, schedule.txt, schedule_report.txt");
    if (c_.target.kind == TargetKind::npu) emit_npu();
    if (c_.target.runs_on_cpu()) {
      CpuArtifactOptions a;
      a.emulate = c_.target.emulate;
      Status w = write_cpu_artifact(c_.plan, o_.out_dir, a);
      RAMMER_CHECK(w.is_ok(), w.message());
      for (const char* f : {"model.cc", "weights.bin", "CMakeLists.txt", "manifest.json", "include/"})
        c_.written.push_back(f);
    }
  }

  // The NPU backend: the schedule lowered to one rnpu-v1 stream per core, verified by decoding the
  // container it writes and validating the synchronisation the streams carry against the task graph.
  void emit_npu() {
    Result<npu::NpuConfig> cfg = npu::npu_config_from_device(c_.target.spec);
    if (!cfg) RAMMER_FAIL(cfg.status().message());
    const npu::NpuGeometry geo{cfg->dim, cfg->scratchpad_bytes, cfg->acc_words};
    npu::NpuQuantisation quant = imported_quant_;
    if (c_.target.precision == Precision::int8 && !quant.int8) {
      Result<std::vector<InputSet>> samples = calibration_inputs(c_.graph, o_.calibrate_dir, o_.calibration_samples);
      if (!samples) RAMMER_FAIL(samples.status().message());
      const std::string source = (o_.calibrate_dir.empty() ? std::string("seeded random inputs")
                                                            : "calibration directory " + o_.calibrate_dir) +
                                 " (" + std::to_string(samples->size()) + " samples)";
      quant = calibrate_npu(c_.graph, c_.plan, *samples, source);
      progress("calibrated int8 on " + source);
    }
    Result<npu::NpuLowered> lowered = npu::lower_schedule(c_.plan, c_.report.schedule, geo, quant);
    if (!lowered) RAMMER_FAIL(lowered.status().message());
    Result<npu::Program> decoded = npu::read_container(npu::write_container(lowered->program));
    if (!decoded) RAMMER_FAIL("npu: the written streams do not decode: ", decoded.status().message());
    const Schedule carried = npu::streams_to_schedule(*decoded, lowered->marks, c_.report.schedule);
    Status valid = validate(carried, c_.report.tasks, cfg->cores);
    if (!valid) RAMMER_FAIL("npu: the streams' synchronisation does not cover the schedule: ", valid.message());
    Status w = npu::write_npu_artifact(c_.plan, *lowered, o_.out_dir);
    RAMMER_CHECK(w.is_ok(), w.message());
    for (const char* f : {"model.npu", "model.s", "weights.bin", "manifest.json"}) c_.written.push_back(f);
    int64_t instructions = 0;
    for (const auto& core : lowered->program.cores) instructions += int64_t(core.size());
    npu_text_ = "wrote " + (fs::path(o_.out_dir) / "model.npu").string() + " (" + std::to_string(instructions) +
                " rnpu-v1 instructions on " + std::to_string(lowered->program.cores.size()) + " cores, " +
                std::to_string(lowered->dram_bytes) + " bytes of DRAM)";
    progress(npu_text_);
  }

  void build() {
    const Target& t = c_.target;
    if (t.kind == TargetKind::npu) {
      built_text_ = npu_text_ + " (nothing to build: the simulator runs model.npu)\n";
      return;
    }
    if (t.runs_on_cpu()) {
      CpuArtifactOptions a;
      a.emulate = t.emulate;
      Status b = build_cpu_artifact(o_.out_dir, a);
      RAMMER_CHECK(b.is_ok(), b.message());
      built_text_ = "built " + (fs::path(o_.out_dir) / "libmodel.so").string() + " (" +
                    std::to_string(c_.plan.ops.size()) + " ops, workspace " + std::to_string(c_.plan.workspace_bytes) +
                    " bytes, " + std::to_string(c_.plan.workspace_bytes_unshared) + " without reuse" +
                    (t.emulate ? ", emulated GPU kernels" : "") + ")";
      progress(built_text_);
      built_text_ += "\n";
      return;
    }
    GpuOptions gpu;
    gpu.target = t.kind == TargetKind::hip ? GpuApi::hip : GpuApi::cuda;
    gpu.emit_only = o_.emit_only;
    gpu.device_only = o_.gpu_device_only;
    gpu.arch = o_.gpu_arch;
    gpu.precision = t.precision;
    gpu.matrix_unit = t.matrix_unit;
    Result<GpuArtifact> art = write_gpu_artifact(c_.graph, c_.report, c_.plan, gpu, o_.out_dir);
    if (!art) RAMMER_FAIL(art.status().message());
    c_.gpu = art.value();
    const GpuArtifact& a = *c_.gpu;
    if (!a.built) {
      // Not an error: the source artifact is complete and builds elsewhere (build.sh, CMakeLists.txt).
      built_text_ = "wrote " + a.source_path + " (" + a.build_note + ")";
      if (o_.emit_only)
        progress(built_text_);
      else if (o_.notes)
        *o_.notes << "rammerc: note: " << built_text_ << std::endl;
    } else {
      const GpuResources& r = a.build.resources;
      built_text_ = "built " + a.library_path + " (" + t.spec.arch + ": " + std::to_string(r.registers) +
                    " registers, " + std::to_string(r.spill_bytes) + " B spills, " + std::to_string(a.veus) +
                    " vEUs, " + std::to_string(a.blocks_per_sm) + " blocks/SM (launch bounds " +
                    std::to_string(a.min_blocks_per_sm) + "), " + std::to_string(a.build.seconds) +
                    " s; manifest.json \"gpu\")";
      progress(built_text_);
      const std::string arch = o_.gpu_arch.empty() ? t.spec.arch : o_.gpu_arch;
      if (std::string line = gpu_occupancy_line(a, t.spec, gpu.target, arch); !line.empty()) progress(line);
    }
    built_text_ += "\n";
  }

  // The built kernel holds fewer co-resident blocks than the schedule's vEUs: schedule again with the
  // measured registers (and at most that many vEUs). It holds more (the schedule assumed more
  // registers than the build used: the resources stage measured a kernel with every tile path of
  // the op kinds, the build only the paths the model's ops take): schedule once more onto them when
  // that predicts a shorter makespan. Returns whether to go round again.
  bool feedback() {
    const GpuArtifact* a = c_.gpu ? &*c_.gpu : nullptr;
    if (!a || !a->built || a->capacity == 0) {
      feedback_text_ = "nothing measured (the library was not built)\n";
      return false;
    }
    Target& t = c_.target;
    const int registers = a->build.resources.registers;
    // A schedule onto the capacity lowers occupancy_registers to the build's, and a kept one ends the
    // loop, so this is not tried again for the same build.
    if (a->veus < a->capacity && registers > 0 && registers < t.occupancy_registers) {
      // The cost model splits an SM's rates evenly over its co-resident blocks, so more vEUs can
      // predict a longer makespan (longer chains on slower vEUs): kept only when it predicts less.
      ScheduleOptions so = schedule_options();
      so.occupancy_registers = registers;
      so.max_veus = a->capacity;
      Result<ScheduleReport> trial = schedule_program(program_, t.spec, so);
      if (!trial) RAMMER_FAIL(trial.status().message());
      const double now_us = c_.report.sim.makespan_us, then_us = trial.value().sim.makespan_us;
      const std::string measured = "measured " + std::to_string(registers) + " registers (the schedule assumed " +
                                   std::to_string(t.occupancy_registers) + "): " + std::to_string(a->capacity) +
                                   " co-resident blocks > " + std::to_string(a->veus) + " vEUs; ";
      if (then_us >= now_us) {
        feedback_text_ = measured + "a schedule on " + std::to_string(trial.value().schedule.veus()) +
                         " vEUs predicts " + std::to_string(then_us) + " us, not less than " +
                         std::to_string(now_us) + " us: kept\n";
        return false;
      }
      feedback_text_ = measured + "a schedule on them predicts " + std::to_string(then_us) + " us < " +
                       std::to_string(now_us) + " us; scheduling again\n";
      t.occupancy_registers = registers;
      t.registers_measured = true;
      veu_cap_ = a->capacity;
      trial_ = std::move(trial.value());
      progress("rescheduling onto the measured capacity: " + std::to_string(a->capacity) + " vEUs");
      return true;
    }
    if (a->veus <= a->capacity) {
      feedback_text_ = "the schedule's " + std::to_string(a->veus) + " vEUs fit the measured capacity of " +
                       std::to_string(a->capacity) + " blocks\n";
      return false;
    }
    RAMMER_CHECK(c_.reschedules < 2, "GPU backend: after ", c_.reschedules, " reschedules the kernel still needs ",
                 a->veus, " vEUs but only ", a->capacity, " fit");
    ++c_.reschedules;
    t.occupancy_registers = a->build.resources.registers;
    t.registers_measured = true;
    veu_cap_ = a->capacity;
    feedback_text_ = "measured " + std::to_string(a->build.resources.registers) + " registers: " +
                     std::to_string(a->capacity) + " co-resident blocks < " + std::to_string(a->veus) +
                     " vEUs; scheduling again\n";
    progress("rescheduling for the measured resources: " + std::to_string(a->capacity) + " vEUs");
    return true;
  }

  void write(const std::string& name, const std::string& text) {
    const fs::path path = fs::path(o_.out_dir) / name;
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    RAMMER_CHECK(f.good(), "cannot open '", path.string(), "' for writing");
    f << text;
    f.close();
    RAMMER_CHECK(f.good(), "cannot write '", path.string(), "'");
    c_.written.push_back(name);
  }

  std::string written_text() const {
    std::string s;
    for (const auto& f : c_.written) s += o_.out_dir + "/" + f + "\n";
    return s;
  }

  nlohmann::json summary() const {
    const ScheduleReport& r = c_.report;
    std::map<std::string, Shape> shapes = o_.load.input_shapes;
    return {{"rammerc_version", kCompilerVersion},
            {"model", label(c_.graph.name)},
            {"device", c_.target.spec.name},
            {"precision", c_.plan.precision},
            {"weights_bytes", c_.plan.weights.size()},
            {"input_shapes", shapes},
            {"graph", graph_stats_json(graph_stats(c_.graph))},
            {"schedule",
             {{"policy", r.options.policy},
              {"rtasks", r.tasks.num_tasks()},
              {"rops", r.program.ops.size()},
              {"veus", r.schedule.veus()},
              {"waits", r.schedule.num_waits()},
              {"predicted_us", r.sim.makespan_us},
              {"utilization", r.sim.utilization},
              {"schedule_ms", r.schedule_ms}}}};
  }

  const CompileOptions& o_;
  Compiled c_;
  RProgram program_;
  int veu_cap_ = 0;
  std::optional<ScheduleReport> trial_;  // feedback's winning schedule, which the next schedule() takes
  std::set<kernels::OpKind> kinds_;  // the tile kernels the kept variants use
  std::string built_text_, feedback_text_, resources_text_, npu_text_;
  npu::NpuQuantisation imported_quant_;  // a pre-quantised model's scales (int8 set when there are any)
};

}  // namespace

CompileResult compile_model(const std::string& onnx_path, const Target& target, const CompileOptions& options) {
  return Driver(target, options).load(onnx_path);
}

CompileResult compile_graph(Graph graph, const Target& target, const CompileOptions& options) {
  return Driver(target, options).from_graph(std::move(graph));
}

CompileResult plan_graph(Graph graph, const std::string& device, bool emulate, CompileOptions options) {
  Result<Target> target = make_target(device, emulate);
  if (!target) {
    CompileResult r;
    r.status = target.status();
    return r;
  }
  options.optimize = false;
  options.out_dir.clear();
  return compile_graph(std::move(graph), *target, options);
}

}  // namespace rammer
