#include "tools/npusim/artifact.h"

#include <cstring>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "tools/npusim/half.h"

namespace rammer::npu {

Result<NpuArtifactRun> load_npu_artifact(const std::string& dir) {
  namespace fs = std::filesystem;
  NpuArtifactRun a;
  Status st = capture_status([&] {
    std::ifstream f(fs::path(dir) / "manifest.json");
    RAMMER_CHECK(f.good(), dir, ": no manifest.json");
    const nlohmann::json m = nlohmann::json::parse(f, nullptr, false);
    RAMMER_CHECK(!m.is_discarded() && m.contains("npu"), dir, "/manifest.json: not an NPU artifact");
    const nlohmann::json& n = m.at("npu");
    a.device = m.at("device").get<std::string>();
    auto program = read_file_bytes((fs::path(dir) / "model.npu").string());
    RAMMER_CHECK(program.is_ok(), program.status().message());
    auto decoded = read_container(*program);
    RAMMER_CHECK(decoded.is_ok(), dir, "/model.npu: ", decoded.status().message());
    a.program = std::move(*decoded);
    auto weights = read_file_bytes((fs::path(dir) / "weights.bin").string());
    RAMMER_CHECK(weights.is_ok(), weights.status().message());
    const int64_t dram = n.at("dram_bytes").get<int64_t>();
    RAMMER_CHECK(dram >= int64_t(weights->size()), dir, ": weights.bin exceeds the DRAM");
    a.dram.assign(size_t(dram), 0);
    std::memcpy(a.dram.data(), weights->data(), weights->size());
    for (const auto& r : n.at("inputs")) {
      const int64_t addr = r.at("addr").get<int64_t>(), count = r.at("elements").get<int64_t>();
      RAMMER_CHECK(addr >= 0 && addr + 2 * count <= dram, dir, ": an input region outside the DRAM");
      for (int64_t e = 0; e < count; ++e) {
        const uint16_t h = float_to_half(float((e * 7919) % 200 - 100) / 100.0f);
        std::memcpy(a.dram.data() + addr + 2 * e, &h, 2);
      }
    }
    a.op_names = n.at("op_names").get<std::vector<std::string>>();
    a.op_kinds = n.at("op_kinds").get<std::vector<std::string>>();
    a.op_macs = n.at("op_macs").get<std::vector<int64_t>>();
    a.op_bytes = n.at("op_bytes").get<std::vector<int64_t>>();
    for (const auto& core : n.at("task_marks")) {
      std::vector<OpMark> marks;
      for (const auto& t : core) {
        const size_t instr = t.at(0).get<size_t>();
        marks.push_back({instr, t.at(1).get<int>(), t.size() > 3 ? t.at(3).get<size_t>() : instr});
      }
      a.marks.push_back(std::move(marks));
    }
  });
  if (!st) return st;
  return a;
}

}  // namespace rammer::npu
