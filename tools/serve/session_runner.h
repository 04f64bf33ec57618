// One runtime session and how a request's host buffers reach it: the unit a SessionPool worker owns.
//
// CPU: binds the request's host buffers and runs under one process-wide gate (session_pool.h says why).
// GPU: the session owns a non-blocking stream and device buffers bound once; a run copies the inputs in,
// launches the run (captured into a CUDA/HIP graph on first use; plain rammer_run_async when capture is
// refused), copies the outputs out and synchronises. With several instances each GPU session is capped at
// its share of the schedule's blocks (rammer_session_set_max_blocks), so the sessions run side by side.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "runtime/rammer.h"
#include "support/status.h"
#include "tools/serve/infer_types.h"

namespace rammer::serve {

class SessionRunner {
 public:
  virtual ~SessionRunner() = default;
  // Runs once on host buffers of exactly the specs' bytes; "" on success, else the error. After an
  // error the runner is unusable (the pool replaces it).
  virtual std::string run(const std::vector<const void*>& inputs, const std::vector<void*>& outputs) = 0;
};

// How to make the sessions of one opened library.
struct RunnerSpec {
  rammer_library* lib = nullptr;
  std::vector<TensorSpec> inputs, outputs;
  std::string gpu_target;  // "" for a CPU library, else the manifest's gpu.target (cuda, hip)
  int max_blocks = 0;      // GPU: the grid cap per session (0: the whole device)
};

Result<std::unique_ptr<SessionRunner>> make_session_runner(const RunnerSpec& spec);

}  // namespace rammer::serve
