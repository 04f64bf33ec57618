// The GPU runtime API (CUDA or HIP) of a GPU artifact, found at run time: the artifact library links
// libcudart / libamdhip64 shared, so once rammer_open has loaded it, dlopen(RTLD_NOLOAD) finds that same
// runtime (the one holding the artifact's context), and rammer-serve itself links no GPU library.
// The two APIs name their calls alike ("cuda" / "hip" + the same suffix) and share the few enum values
// used here (host-to-device 1, device-to-host 2, non-blocking stream 1, thread-local capture 1).
#pragma once

#include <cstddef>
#include <string>

#include "support/status.h"

namespace rammer::serve {

struct DeviceRuntime {
  using Error = int;  // cudaError_t / hipError_t: 0 is success
  Error (*malloc)(void** ptr, size_t bytes) = nullptr;
  Error (*free)(void* ptr) = nullptr;
  Error (*memcpy_async)(void* dst, const void* src, size_t bytes, int kind, void* stream) = nullptr;
  Error (*stream_create_with_flags)(void** stream, unsigned flags) = nullptr;
  Error (*stream_synchronize)(void* stream) = nullptr;
  Error (*stream_destroy)(void* stream) = nullptr;
  Error (*stream_begin_capture)(void* stream, int mode) = nullptr;
  Error (*stream_end_capture)(void* stream, void** graph) = nullptr;
  Error (*graph_instantiate_with_flags)(void** exec, void* graph, unsigned long long flags) = nullptr;
  Error (*graph_launch)(void* exec, void* stream) = nullptr;
  Error (*graph_exec_destroy)(void* exec) = nullptr;
  Error (*graph_destroy)(void* graph) = nullptr;
  const char* (*get_error_string)(Error e) = nullptr;

  static constexpr int kHostToDevice = 1;
  static constexpr int kDeviceToHost = 2;
  static constexpr unsigned kNonBlockingStream = 1;
  static constexpr int kThreadLocalCapture = 1;

  // `target` is the manifest's gpu.target ("cuda" or "hip"); call after rammer_open loaded the artifact.
  static Result<const DeviceRuntime*> get(const std::string& target);
  // "" for success, else "<what>: <runtime's message>".
  std::string check(Error e, const char* what) const;
};

}  // namespace rammer::serve
