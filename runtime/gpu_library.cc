#include "runtime/gpu_library.h"

#include <dlfcn.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "runtime/artifact_limits.h"
#include "runtime/artifact_manifest.h"

namespace rammer::runtime {

namespace fs = std::filesystem;

struct GpuLibrary::Api {
  const char* (*last_error)() = nullptr;
  int (*model_load)(const char*, rammer_gpu_model**) = nullptr;
  void (*model_free)(rammer_gpu_model*) = nullptr;
  int64_t (*workspace_bytes)() = nullptr;
  int (*session_create)(rammer_gpu_model*, void*, rammer_gpu_session**) = nullptr;
  void (*session_free)(rammer_gpu_session*) = nullptr;
  int (*bind_input)(rammer_gpu_session*, int, const void*) = nullptr;
  int (*bind_output)(rammer_gpu_session*, int, void*) = nullptr;
  int (*run)(rammer_gpu_session*, void*) = nullptr;
  int (*set_max_blocks)(rammer_gpu_session*, int) = nullptr;
  int (*set_watchdog_ms)(rammer_gpu_session*, int64_t) = nullptr;
  int (*status)(rammer_gpu_session*) = nullptr;
};

namespace {

nlohmann::json read_manifest(const std::string& dir) {
  std::ifstream f(fs::path(dir) / "manifest.json");
  if (!f) return nullptr;
  nlohmann::json m = nlohmann::json::parse(f, nullptr, false);
  return m.is_discarded() ? nlohmann::json(nullptr) : m;
}

}  // namespace

bool GpuLibrary::is_gpu_artifact(const std::string& dir) {
  const nlohmann::json m = read_manifest(dir);
  return m.is_object() && m.contains("gpu") && m["gpu"].is_object();
}

GpuLibrary::GpuLibrary(const std::string& dir) : api_(std::make_unique<Api>()) {
  const nlohmann::json m = read_manifest(dir);
  const nlohmann::json& gpu = m.at("gpu");
  // The same checks as a CPU artifact's (format version, inputs and outputs, weights.bin's size and
  // checksum) before any native code of the artifact is loaded.
  const ArtifactManifest manifest = read_artifact_manifest(dir);
  verify_weights_file(dir, manifest);
  RAMMER_CHECK(gpu.value("built", false) && gpu.contains("library") && gpu["library"].is_string(), "runtime: ",
               dir, " holds the source of a GPU library that was not built (",
               gpu.value("build", std::string("see manifest.json")), ")");
  inputs_ = manifest.inputs;
  outputs_ = manifest.outputs;
  const fs::path lib = fs::path(dir) / gpu["library"].get<std::string>();
  dl_ = dlopen(fs::absolute(lib).c_str(), RTLD_NOW | RTLD_LOCAL);
  RAMMER_CHECK(dl_ != nullptr, "runtime: cannot load ", lib.string(), ": ", dlerror());
  auto sym = [&](auto& f, const char* name) {
    f = reinterpret_cast<std::decay_t<decltype(f)>>(dlsym(dl_, name));
    RAMMER_CHECK(f != nullptr, "runtime: ", lib.string(), " does not export ", name);
  };
  sym(api_->last_error, "rammer_gpu_last_error");
  sym(api_->model_load, "rammer_gpu_model_load");
  sym(api_->model_free, "rammer_gpu_model_free");
  sym(api_->workspace_bytes, "rammer_gpu_workspace_bytes");
  sym(api_->session_create, "rammer_gpu_session_create");
  sym(api_->session_free, "rammer_gpu_session_free");
  sym(api_->bind_input, "rammer_gpu_session_bind_input");
  sym(api_->bind_output, "rammer_gpu_session_bind_output");
  sym(api_->run, "rammer_gpu_session_run");
  sym(api_->set_max_blocks, "rammer_gpu_session_set_max_blocks");
  sym(api_->set_watchdog_ms, "rammer_gpu_session_set_watchdog_ms");
  sym(api_->status, "rammer_gpu_session_status");
  check_artifact_limits(artifact_limits_from_env(), manifest.weights_bytes, api_->workspace_bytes(), dir);
  const std::string weights = (fs::path(dir) / "weights.bin").string();
  RAMMER_CHECK(api_->model_load(weights.c_str(), &model_) == 0, "runtime: ", lib.string(), ": ",
               api_->last_error());
}

GpuLibrary::~GpuLibrary() {
  if (model_ != nullptr) api_->model_free(model_);
  if (dl_ != nullptr) dlclose(dl_);
}

int64_t GpuLibrary::workspace_bytes() const { return api_->workspace_bytes(); }

std::unique_ptr<GpuLibrary::Session> GpuLibrary::create_session(void* workspace) const {
  auto s = std::make_unique<Session>();
  RAMMER_CHECK(api_->session_create(model_, workspace, &s->session) == 0, "runtime: ", api_->last_error());
  return s;
}

void GpuLibrary::bind_input(Session& s, int index, const void* device_ptr, size_t bytes) const {
  RAMMER_CHECK(index >= 0 && static_cast<size_t>(index) < inputs_.size(), "rammer: input index ", index,
               " out of range (", inputs_.size(), ")");
  RAMMER_CHECK(static_cast<int64_t>(bytes) == inputs_[static_cast<size_t>(index)].bytes, "rammer: input '",
               inputs_[static_cast<size_t>(index)].name, "' needs ", inputs_[static_cast<size_t>(index)].bytes,
               " bytes, got ", bytes);
  RAMMER_CHECK(api_->bind_input(s.session, index, device_ptr) == 0, "runtime: ", api_->last_error());
}

void GpuLibrary::bind_output(Session& s, int index, void* device_ptr, size_t bytes) const {
  RAMMER_CHECK(index >= 0 && static_cast<size_t>(index) < outputs_.size(), "rammer: output index ", index,
               " out of range (", outputs_.size(), ")");
  RAMMER_CHECK(static_cast<int64_t>(bytes) == outputs_[static_cast<size_t>(index)].bytes, "rammer: output '",
               outputs_[static_cast<size_t>(index)].name, "' needs ", outputs_[static_cast<size_t>(index)].bytes,
               " bytes, got ", bytes);
  RAMMER_CHECK(api_->bind_output(s.session, index, device_ptr) == 0, "runtime: ", api_->last_error());
}

void GpuLibrary::run(Session& s, void* stream) const {
  RAMMER_CHECK(api_->run(s.session, stream) == 0, "runtime: ", api_->last_error());
}

void GpuLibrary::set_max_blocks(Session& s, int max_blocks) const {
  RAMMER_CHECK(api_->set_max_blocks(s.session, max_blocks) == 0, "runtime: ", api_->last_error());
}

void GpuLibrary::set_watchdog_ms(Session& s, int64_t milliseconds) const {
  RAMMER_CHECK(api_->set_watchdog_ms(s.session, milliseconds) == 0, "runtime: ", api_->last_error());
}

void GpuLibrary::check_status(Session& s) const {
  RAMMER_CHECK(api_->status(s.session) == 0, "runtime: ", api_->last_error());
}

void GpuLibrary::destroy(Session& s) const {
  if (s.session != nullptr) api_->session_free(s.session);
  s.session = nullptr;
}

}  // namespace rammer::runtime
