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

int64_t elements(const kernels::TensorDesc& d) {
  int64_t n = 1;
  for (int i = 0; i < d.rank; ++i) n *= d.shape[i];
  return n;
}

// Per op: the MACs of its arithmetic and the fp16 bytes of its operands and result, each once: the
// intrinsic intensity its roofline bound uses (not what this lowering happens to move).
void op_work(const Plan& plan, nlohmann::json& macs, nlohmann::json& bytes) {
  for (const kernels::OpDesc& d : plan.ops) {
    int64_t m = 0, b = 0;
    const auto kind = kernels::OpKind(d.kind);
    if (kind == kernels::OpKind::conv || kind == kernels::OpKind::gemm) {
      const kernels::TensorDesc& y = plan.tensors[size_t(d.operands[3])].desc;
      const kernels::TensorDesc& w = plan.tensors[size_t(d.operands[1])].desc;
      int64_t per_output = 1;
      if (kind == kernels::OpKind::conv)
        for (int i = 1; i < w.rank; ++i) per_output *= w.shape[i];
      else
        per_output = d.params[0];  // GemmParams::K
      m = elements(y) * per_output;
      for (int slot : {0, 1, 2, 3})
        if (d.operands[slot] >= 0) b += 2 * elements(plan.tensors[size_t(d.operands[slot])].desc);
    }
    macs.push_back(m);
    bytes.push_back(b);
  }
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
      for (const TaskMark& m : core) c.push_back({m.instr, m.op, m.task, m.code});
      marks.push_back(c);
    }
    nlohmann::json op_macs = nlohmann::json::array(), op_bytes = nlohmann::json::array();
    op_work(plan, op_macs, op_bytes);
    nlohmann::json m = {{"format_version", kArtifactFormatVersion},
                        {"model", plan.model},
                        {"device", plan.device},
                        {"policy", plan.policy},
                        {"precision", lowered.int8_ops.empty() ? "fp16" : "int8"},
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
                          {"op_macs", op_macs},
                          {"op_bytes", op_bytes},
                          {"task_marks", marks}}}};
    if (!lowered.int8_ops.empty()) {
      // What runs in int8 and with which scales: per op its quantised input (asymmetric, per tensor)
      // and its weights' per-output-channel scales (symmetric); every other op runs in fp16.
      nlohmann::json ops = nlohmann::json::array();
      for (const OpQuantRecord& r : lowered.int8_ops)
        ops.push_back({{"op", plan.op_names.at(size_t(r.op))},
                       {"input", r.input},
                       {"input_scale", r.activation.scale},
                       {"input_zero_point", r.activation.zero_point},
                       {"weight_scales", r.weight_scales}});
      m["int8"] = {{"calibration", lowered.int8_source}, {"ops", ops}};
    }
    const std::string manifest = m.dump(2) + "\n";
    put(write_file_bytes((d / "manifest.json").string(), std::vector<uint8_t>(manifest.begin(), manifest.end())));
  });
}

}  // namespace rammer::npu
