// A model version's sessions: `instances` runtime sessions, each driven by one worker thread that pops
// jobs from the model's RequestQueue, binds the job's buffers and runs it (C API runtime/rammer.h).
//
// CPU sessions do not oversubscribe the cores: a CPU session already spreads one run over its worker
// threads, pinned to the first cores, so two CPU runs at once (of any models) would fight for the same
// cores. Every CPU run therefore holds one process-wide gate; extra instances overlap a job's binding and
// result hand-off with another's run. A job whose deadline passed while queued is answered without a run.
// A run that fails leaves its session unusable (rammer.h): the worker answers 500, destroys the session
// and creates a fresh one.
#pragma once

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "runtime/rammer.h"
#include "support/status.h"
#include "tools/serve/request_queue.h"

namespace rammer::serve {

class SessionPool {
 public:
  // Creates the sessions and runs `warmup_runs` on zero inputs in each; an error names the failing step.
  static Result<std::unique_ptr<SessionPool>> create(rammer_library* lib, std::vector<TensorSpec> inputs,
                                                     std::vector<TensorSpec> outputs, int instances,
                                                     int warmup_runs, RequestQueue& queue);
  // Joins the workers: close the queue first (they drain it, then stop).
  ~SessionPool();
  SessionPool(const SessionPool&) = delete;
  SessionPool& operator=(const SessionPool&) = delete;

 private:
  SessionPool(rammer_library* lib, std::vector<TensorSpec> inputs, std::vector<TensorSpec> outputs,
              RequestQueue& queue);
  // One run on the given buffers under the CPU gate; "" on success, else the runtime's error.
  std::string run_once(rammer_session* s, const std::vector<const void*>& in, const std::vector<void*>& out);
  void worker_main(rammer_session* session);
  InferOutcome execute(rammer_session*& session, InferJob& job);

  rammer_library* lib_;
  bool gpu_;
  std::vector<TensorSpec> inputs_, outputs_;
  RequestQueue& queue_;
  std::vector<std::thread> workers_;
};

}  // namespace rammer::serve
