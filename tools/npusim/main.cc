// rammer-npusim: runs an NPU program (model.npu, or rnpu-v1 assembly) on the simulated NPU and
// prints cycles and utilisation; optionally loads a DRAM image, writes it back and a Perfetto trace.
// Given an artifact directory (rammerc --device=npu -o DIR) it runs the model with its weights and
// also prints each layer's matrix-unit utilisation beside its roofline bound.
#include <fstream>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include <filesystem>

#include "backends/npu/asm/assembly.h"
#include "tools/npusim/artifact.h"
#include "tools/npusim/layer_report.h"
#include "tools/npusim/report.h"
#include "tools/npusim/simulator.h"

namespace {

rammer::Result<rammer::npu::Program> load_program(const std::string& path) {
  auto bytes = rammer::npu::read_file_bytes(path);
  if (!bytes) return bytes.status();
  if (path.size() > 2 && path.substr(path.size() - 2) == ".s")
    return rammer::npu::parse_assembly(std::string(bytes->begin(), bytes->end()));
  return rammer::npu::read_container(*bytes);
}

int fail(const std::string& message) {
  std::cerr << "rammer-npusim: " << message << "\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"rammer-npusim: run an rnpu-v1 program on the simulated NPU (functional and timed)"};
  std::string input, device = "npu", dram_in, dram_out, trace;
  int64_t dram_bytes = 1 << 24;
  bool check_races = false, no_l2 = false;
  app.add_option("program", input, "model.npu, assembly text ending in .s, or an NPU artifact directory")->required();
  app.add_option("--device", device, "an NPU device spec (builtin name or .json path)");
  app.add_option("--dram-size", dram_bytes, "bytes of simulated DRAM (zeroed), unless --dram-in gives an image");
  app.add_option("--dram-in", dram_in, "a file loaded as the DRAM image");
  app.add_option("--dram-out", dram_out, "write the DRAM image here after the run");
  app.add_option("--trace", trace, "write a Chrome JSON trace (Perfetto) here");
  app.add_flag("--check-races", check_races,
               "report a scratchpad or accumulator access of one queue that no token orders after another "
               "queue's (exit 1)");
  app.add_flag("--no-l2", no_l2,
               "leave the device's shared L2 out of the timing model: every DMA byte moves at the core's DRAM "
               "share (the model before the L2, for comparison)");
  CLI11_PARSE(app, argc, argv);

  if (std::filesystem::is_directory(input)) {
    auto artifact = rammer::npu::load_npu_artifact(input);
    if (!artifact) return fail(artifact.status().message());
    auto spec = rammer::load_device(artifact->device);
    if (!spec) return fail(spec.status().message());
    auto cfg = rammer::npu::npu_config_from_device(*spec);
    if (!cfg) return fail(cfg.status().message());
    if (no_l2) cfg->l2_bytes = 0;
    auto sim = rammer::npu::Simulator::create(*cfg, artifact->program);
    if (!sim) return fail(sim.status().message());
    sim->dram() = std::move(artifact->dram);
    rammer::npu::SimOptions options;
    options.max_instructions = int64_t(1) << 40;
    options.check_races = check_races;
    auto result = sim->run(options);
    if (!result) return fail(result.status().message());
    std::cout << rammer::npu::summary_text(*result, *cfg);
    std::cout << rammer::npu::layer_report_text(
        rammer::npu::layer_stats(*result, artifact->program, *cfg, artifact->op_names, artifact->op_kinds,
                                 artifact->op_macs, artifact->op_bytes, artifact->marks),
        *cfg);
    if (!trace.empty()) std::ofstream(trace) << rammer::npu::chrome_trace_json(*result, *cfg);
    return result->deadlocked() ? 2 : 0;
  }
  auto spec = rammer::load_device(device);
  if (!spec) return fail(spec.status().message());
  auto cfg = rammer::npu::npu_config_from_device(*spec);
  if (!cfg) return fail(cfg.status().message());
  if (no_l2) cfg->l2_bytes = 0;
  auto program = load_program(input);
  if (!program) return fail(input + ": " + program.status().message());
  auto sim = rammer::npu::Simulator::create(*cfg, std::move(*program));
  if (!sim) return fail(sim.status().message());
  if (!dram_in.empty()) {
    auto image = rammer::npu::read_file_bytes(dram_in);
    if (!image) return fail(image.status().message());
    sim->dram() = std::move(*image);
  } else {
    sim->dram().assign(size_t(dram_bytes), 0);
  }
  rammer::npu::SimOptions options;
  options.check_races = check_races;
  auto result = sim->run(options);
  if (!result) return fail(result.status().message());
  std::cout << rammer::npu::summary_text(*result, *cfg);
  if (!trace.empty()) std::ofstream(trace) << rammer::npu::chrome_trace_json(*result, *cfg);
  if (!dram_out.empty()) {
    rammer::Status st = rammer::npu::write_file_bytes(dram_out, sim->dram());
    if (!st) return fail(st.message());
  }
  return result->deadlocked() ? 2 : 0;
}
