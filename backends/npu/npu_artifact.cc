#include "backends/npu/npu_artifact.h"

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "backends/npu/asm/assembly.h"
#include "backends/plan/artifact_format.h"
#include "support/xxhash64.h"

namespace rammer::npu {

namespace {

namespace fs = std::filesystem;

nlohmann::json regions(const std::vector<NpuIORegion>& v) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& r : v) a.push_back({{"name", r.name}, {"addr", r.addr}, {"elements", r.elements}});
  return a;
}

nlohmann::json io(const std::vector<PlanIO>& v) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& x : v)
    a.push_back({{"name", x.name}, {"dtype", std::string(dtype_name(x.dtype))}, {"shape", x.shape},
                 {"bytes", shape_numel(x.shape) * static_cast<int64_t>(dtype_size(x.dtype))}});
  return a;
}

}  // namespace

Status write_npu_artifact(const Plan& plan, const NpuLowered& lowered, const std::string& dir) {
  return capture_status([&] {
    const fs::path d(dir);
    fs::create_directories(d);
    auto put = [](Status st) { RAMMER_CHECK(st.is_ok(), st.message()); };
    put(write_file_bytes((d / "model.npu").string(), write_container(lowered.program)));
    const std::string text = print_assembly(lowered.program);
    put(write_file_bytes((d / "model.s").string(), std::vector<uint8_t>(text.begin(), text.end())));
    put(write_file_bytes((d / "weights.bin").string(), lowered.weights));
    nlohmann::json marks = nlohmann::json::array();
    for (const auto& core : lowered.marks) {
      nlohmann::json c = nlohmann::json::array();
      for (const TaskMark& m : core) c.push_back({m.instr, m.op, m.task});
      marks.push_back(c);
    }
    nlohmann::json m = {{"format_version", kArtifactFormatVersion},
                        {"model", plan.model},
                        {"device", plan.device},
                        {"policy", plan.policy},
                        {"precision", "fp16"},
                        {"veus", plan.programs.size()},
                        {"weights_bytes", lowered.weights.size()},
                        {"weights_checksum", checksum_text(xxh64(lowered.weights.data(), lowered.weights.size()))},
                        {"ops", plan.ops.size()},
                        {"rtasks", plan.num_tasks},
                        {"inputs", io(plan.inputs)},
                        {"outputs", io(plan.outputs)},
                        {"npu",
                         {{"isa", "rnpu-v1"},
                          {"program", "model.npu"},
                          {"dram_bytes", lowered.dram_bytes},
                          {"weights_addr", 0},
                          {"inputs", regions(lowered.inputs)},
                          {"outputs", regions(lowered.outputs)},
                          {"op_names", plan.op_names},
                          {"op_kinds", plan.op_kinds},
                          {"task_marks", marks}}}};
    const std::string manifest = m.dump(2) + "\n";
    put(write_file_bytes((d / "manifest.json").string(), std::vector<uint8_t>(manifest.begin(), manifest.end())));
  });
}

}  // namespace rammer::npu
