// A GPU artifact (rammerc --device=a100|h100|mi250|mi100) behind the rammer.h C API.
//
// rammer_open() finds a "gpu" object in the directory's manifest.json and loads lib<model>.so with
// dlopen: the library exports rammer_gpu.h (backends/gpu). The runtime itself never links the CUDA or
// HIP runtime; the artifact library does. Inputs and outputs come from the manifest (name, dtype,
// shape, bytes); bound buffers are device pointers; runs are asynchronous on the caller's stream.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "backends/gpu/rammer_gpu.h"
#include "runtime/model.h"

namespace rammer::runtime {

class GpuLibrary {
 public:
  // True when dir/manifest.json describes a GPU artifact.
  static bool is_gpu_artifact(const std::string& dir);
  // Loads dir/<library> and uploads the model (throws rammer::Error naming the file and the reason,
  // e.g. no GPU or a device that cannot hold every vEU).
  explicit GpuLibrary(const std::string& dir);
  ~GpuLibrary();
  GpuLibrary(const GpuLibrary&) = delete;
  GpuLibrary& operator=(const GpuLibrary&) = delete;

  const std::vector<IOInfo>& inputs() const { return inputs_; }
  const std::vector<IOInfo>& outputs() const { return outputs_; }
  int64_t workspace_bytes() const;

  struct Session;
  std::unique_ptr<Session> create_session(void* workspace) const;
  void bind_input(Session& s, int index, const void* device_ptr, size_t bytes) const;
  void bind_output(Session& s, int index, void* device_ptr, size_t bytes) const;
  void run(Session& s, void* stream) const;
  void set_max_blocks(Session& s, int max_blocks) const;
  void set_watchdog_ms(Session& s, int64_t milliseconds) const;
  // Throws with the device's fault record once a run faulted.
  void check_status(Session& s) const;
  void destroy(Session& s) const;

 private:
  struct Api;
  std::unique_ptr<Api> api_;
  void* dl_ = nullptr;
  rammer_gpu_model* model_ = nullptr;
  std::vector<IOInfo> inputs_, outputs_;
};

struct GpuLibrary::Session {
  rammer_gpu_session* session = nullptr;
};

}  // namespace rammer::runtime
