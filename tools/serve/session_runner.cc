#include "tools/serve/session_runner.h"

#include <mutex>

#include "tools/serve/device_runtime.h"

namespace rammer::serve {

namespace {

std::mutex& cpu_run_gate() {
  static std::mutex gate;
  return gate;
}

class CpuSessionRunner final : public SessionRunner {
 public:
  CpuSessionRunner(const RunnerSpec& spec, rammer_session* s) : spec_(spec), session_(s) {}
  ~CpuSessionRunner() override { rammer_session_destroy(session_); }

  std::string run(const std::vector<const void*>& in, const std::vector<void*>& out) override {
    for (size_t i = 0; i < in.size(); ++i)
      if (rammer_bind_input_index(session_, static_cast<int>(i), in[i], spec_.inputs[i].bytes) != 0)
        return rammer_last_error();
    for (size_t i = 0; i < out.size(); ++i)
      if (rammer_bind_output_index(session_, static_cast<int>(i), out[i], spec_.outputs[i].bytes) != 0)
        return rammer_last_error();
    std::lock_guard<std::mutex> gate(cpu_run_gate());
    if (rammer_run(session_) != 0) return rammer_last_error();
    return "";
  }

 private:
  const RunnerSpec& spec_;
  rammer_session* session_;
};

class GpuSessionRunner final : public SessionRunner {
 public:
  GpuSessionRunner(const RunnerSpec& spec, const DeviceRuntime& rt) : spec_(spec), rt_(rt) {}

  ~GpuSessionRunner() override {
    if (stream_ != nullptr) rt_.stream_synchronize(stream_);
    if (exec_ != nullptr) rt_.graph_exec_destroy(exec_);
    if (graph_ != nullptr) rt_.graph_destroy(graph_);
    rammer_session_destroy(session_);
    for (void* p : device_) rt_.free(p);
    if (stream_ != nullptr) rt_.stream_destroy(stream_);
  }

  // Session, stream, device buffers bound once, grid cap; "" on success.
  std::string init() {
    session_ = rammer_session_create(spec_.lib);
    if (session_ == nullptr) return rammer_last_error();
    if (spec_.max_blocks > 0 && rammer_session_set_max_blocks(session_, spec_.max_blocks) != 0)
      return rammer_last_error();
    if (auto e = rt_.check(rt_.stream_create_with_flags(&stream_, DeviceRuntime::kNonBlockingStream), "stream");
        !e.empty())
      return e;
    const size_t n_in = spec_.inputs.size();
    for (size_t i = 0; i < n_in + spec_.outputs.size(); ++i) {
      const size_t bytes = i < n_in ? spec_.inputs[i].bytes : spec_.outputs[i - n_in].bytes;
      void* p = nullptr;
      if (auto e = rt_.check(rt_.malloc(&p, bytes), "device buffer"); !e.empty()) return e;
      device_.push_back(p);
      const int rc = i < n_in ? rammer_bind_input_index(session_, static_cast<int>(i), p, bytes)
                              : rammer_bind_output_index(session_, static_cast<int>(i - n_in), p, bytes);
      if (rc != 0) return rammer_last_error();
    }
    return "";
  }

  std::string run(const std::vector<const void*>& in, const std::vector<void*>& out) override {
    if (!capture_tried_) capture();
    const size_t n_in = spec_.inputs.size();
    for (size_t i = 0; i < in.size(); ++i)
      if (auto e = rt_.check(rt_.memcpy_async(device_[i], in[i], spec_.inputs[i].bytes, DeviceRuntime::kHostToDevice,
                                              stream_), "input copy");
          !e.empty())
        return e;
    if (exec_ != nullptr) {
      if (auto e = rt_.check(rt_.graph_launch(exec_, stream_), "graph launch"); !e.empty()) return e;
    } else if (rammer_run_async(session_, stream_) != 0) {
      return rammer_last_error();
    }
    for (size_t i = 0; i < out.size(); ++i)
      if (auto e = rt_.check(rt_.memcpy_async(out[i], device_[n_in + i], spec_.outputs[i].bytes,
                                              DeviceRuntime::kDeviceToHost, stream_), "output copy");
          !e.empty())
        return e;
    if (auto e = rt_.check(rt_.stream_synchronize(stream_), "run"); !e.empty()) return e;
    if (rammer_session_status(session_) != 0) return rammer_last_error();
    return "";
  }

 private:
  // Records one run into a graph (buffers are bound once, so it replays for every request). A refused
  // capture leaves exec_ null and runs go through rammer_run_async.
  void capture() {
    capture_tried_ = true;
    if (rt_.stream_begin_capture(stream_, DeviceRuntime::kThreadLocalCapture) != 0) return;
    const int rc = rammer_run_async(session_, stream_);
    const bool ended = rt_.stream_end_capture(stream_, &graph_) == 0;
    if (rc != 0 || !ended || graph_ == nullptr || rt_.graph_instantiate_with_flags(&exec_, graph_, 0) != 0)
      exec_ = nullptr;
  }

  const RunnerSpec& spec_;
  const DeviceRuntime& rt_;
  rammer_session* session_ = nullptr;
  void* stream_ = nullptr;
  std::vector<void*> device_;  // inputs, then outputs
  bool capture_tried_ = false;
  void* graph_ = nullptr;
  void* exec_ = nullptr;
};

}  // namespace

Result<std::unique_ptr<SessionRunner>> make_session_runner(const RunnerSpec& spec) {
  if (spec.gpu_target.empty()) {
    rammer_session* s = rammer_session_create(spec.lib);
    if (s == nullptr) return Status::error(rammer_last_error());
    return std::unique_ptr<SessionRunner>(new CpuSessionRunner(spec, s));
  }
  auto rt = DeviceRuntime::get(spec.gpu_target);
  if (!rt) return rt.status();
  auto runner = std::make_unique<GpuSessionRunner>(spec, **rt);
  if (std::string e = runner->init(); !e.empty()) return Status::error(e);
  return std::unique_ptr<SessionRunner>(std::move(runner));
}

}  // namespace rammer::serve
