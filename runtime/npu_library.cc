#include "runtime/npu_library.h"

#include <cstring>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "runtime/artifact_manifest.h"
#include "vdevice/device_spec.h"

namespace rammer::runtime {

namespace fs = std::filesystem;

namespace {

nlohmann::json read_manifest(const std::string& dir) {
  std::ifstream f(fs::path(dir) / "manifest.json");
  if (!f) return nullptr;
  nlohmann::json m = nlohmann::json::parse(f, nullptr, false);
  return m.is_discarded() ? nlohmann::json(nullptr) : m;
}

std::vector<NpuRegion> regions(const nlohmann::json& list, size_t expected, const std::string& where) {
  RAMMER_CHECK(list.is_array() && list.size() == expected, where, ": npu regions do not match the manifest's IO");
  std::vector<NpuRegion> out;
  for (const auto& r : list) out.push_back({r.at("addr").get<int64_t>(), r.at("elements").get<int64_t>()});
  return out;
}

}  // namespace

bool NpuLibrary::is_npu_artifact(const std::string& dir) {
  const nlohmann::json m = read_manifest(dir);
  return m.is_object() && m.contains("npu") && m["npu"].is_object();
}

NpuLibrary::NpuLibrary(const std::string& dir) : dir_(dir) {
  const std::string where = (fs::path(dir) / "manifest.json").string();
  const ArtifactManifest manifest = read_artifact_manifest(dir);
  inputs_ = manifest.inputs;
  outputs_ = manifest.outputs;
  for (const auto* ios : {&inputs_, &outputs_})
    for (const IOInfo& io : *ios)
      RAMMER_CHECK(io.dtype == DType::f32, where, ": NPU artifacts bind f32 tensors, '", io.name, "' is ",
                   std::string(dtype_name(io.dtype)));
  const nlohmann::json m = read_manifest(dir);
  Status st = capture_status([&] {
    const nlohmann::json& n = m.at("npu");
    device_ = m.at("device").get<std::string>();
    dram_bytes_ = n.at("dram_bytes").get<int64_t>();
    input_regions_ = regions(n.at("inputs"), inputs_.size(), where);
    output_regions_ = regions(n.at("outputs"), outputs_.size(), where);
  });
  RAMMER_CHECK(st.is_ok(), where, ": malformed \"npu\" object: ", st.message());
  for (const auto* rs : {&input_regions_, &output_regions_})
    for (const NpuRegion& r : *rs)
      RAMMER_CHECK(r.addr >= 0 && r.elements >= 0 && r.addr + 2 * r.elements <= dram_bytes_, where,
                   ": an IO region lies outside the DRAM");
  Result<DeviceSpec> spec = load_device(device_);
  RAMMER_CHECK(spec.is_ok(), where, ": ", spec.status().message());
  Result<npu::NpuConfig> cfg = npu::npu_config_from_device(*spec);
  RAMMER_CHECK(cfg.is_ok(), where, ": ", cfg.status().message());
  config_ = *cfg;
  auto bytes = npu::read_file_bytes((fs::path(dir) / "model.npu").string());
  RAMMER_CHECK(bytes.is_ok(), bytes.status().message());
  Result<npu::Program> program = npu::read_container(*bytes);
  RAMMER_CHECK(program.is_ok(), (fs::path(dir) / "model.npu").string(), ": ", program.status().message());
  program_ = std::move(*program);
  auto weights = npu::read_file_bytes((fs::path(dir) / "weights.bin").string());
  RAMMER_CHECK(weights.is_ok(), weights.status().message());
  verify_weights(manifest, weights->data(), weights->size(), (fs::path(dir) / "weights.bin").string());
  weights_ = std::move(*weights);
  RAMMER_CHECK(int64_t(weights_.size()) <= dram_bytes_, where, ": weights.bin is larger than the DRAM");
}

std::unique_ptr<NpuLibrary::Session> NpuLibrary::create_session() const {
  auto s = std::make_unique<Session>();
  s->inputs.assign(inputs_.size(), nullptr);
  s->outputs.assign(outputs_.size(), nullptr);
  return s;
}

void NpuLibrary::bind_input(Session& s, int index, const void* data, size_t bytes) const {
  RAMMER_CHECK(index >= 0 && size_t(index) < inputs_.size(), "rammer_bind_input: index ", index, " out of range");
  RAMMER_CHECK(int64_t(bytes) == inputs_[size_t(index)].bytes, "rammer_bind_input: '", inputs_[size_t(index)].name,
               "' takes ", inputs_[size_t(index)].bytes, " bytes, got ", bytes);
  s.inputs[size_t(index)] = data;
}

void NpuLibrary::bind_output(Session& s, int index, void* data, size_t bytes) const {
  RAMMER_CHECK(index >= 0 && size_t(index) < outputs_.size(), "rammer_bind_output: index ", index, " out of range");
  RAMMER_CHECK(int64_t(bytes) == outputs_[size_t(index)].bytes, "rammer_bind_output: '",
               outputs_[size_t(index)].name, "' takes ", outputs_[size_t(index)].bytes, " bytes, got ", bytes);
  s.outputs[size_t(index)] = data;
}

void NpuLibrary::run(Session& s, bool record_trace) const {
  for (size_t i = 0; i < s.inputs.size(); ++i)
    RAMMER_CHECK(s.inputs[i] != nullptr, "rammer_run: input '", inputs_[i].name, "' is not bound");
  for (size_t i = 0; i < s.outputs.size(); ++i)
    RAMMER_CHECK(s.outputs[i] != nullptr, "rammer_run: output '", outputs_[i].name, "' is not bound");
  Result<npu::Simulator> sim = npu::Simulator::create(config_, program_);
  RAMMER_CHECK(sim.is_ok(), dir_, ": ", sim.status().message());
  std::vector<uint8_t>& dram = sim->dram();
  dram.assign(size_t(dram_bytes_), 0);
  std::memcpy(dram.data(), weights_.data(), weights_.size());
  for (size_t i = 0; i < s.inputs.size(); ++i) {
    const float* src = static_cast<const float*>(s.inputs[i]);
    for (int64_t e = 0; e < input_regions_[i].elements; ++e) {
      const uint16_t h = float_to_half(src[e]);
      std::memcpy(dram.data() + input_regions_[i].addr + 2 * e, &h, 2);
    }
  }
  npu::SimOptions options;
  options.record_trace = record_trace;
  options.max_instructions = int64_t(1) << 40;
  Result<npu::SimResult> r = sim->run(options);
  RAMMER_CHECK(r.is_ok(), dir_, ": the simulated NPU faulted: ", r.status().message());
  RAMMER_CHECK(!r->deadlocked(), dir_, ": the simulated NPU deadlocked: ", r->deadlock.front());
  for (size_t i = 0; i < s.outputs.size(); ++i) {
    float* dst = static_cast<float*>(s.outputs[i]);
    for (int64_t e = 0; e < output_regions_[i].elements; ++e) {
      uint16_t h;
      std::memcpy(&h, dram.data() + output_regions_[i].addr + 2 * e, 2);
      dst[e] = half_to_float(h);
    }
  }
  s.last = std::move(*r);
}

}  // namespace rammer::runtime
