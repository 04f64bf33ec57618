// A model version's sessions: `instances` SessionRunners (session_runner.h), each driven by one worker
// thread that pops jobs from the model's RequestQueue and runs them.
//
// CPU sessions do not oversubscribe the cores: a CPU session already spreads one run over its worker
// threads, pinned to the first cores, so two CPU runs at once (of any models) would fight for the same
// cores. Every CPU run therefore holds one process-wide gate; extra instances overlap a job's binding and
// result hand-off with another's run. GPU sessions run concurrently, one stream each.
// A job whose deadline passed while queued is answered without a run. A run that fails leaves its session
// unusable (rammer.h): the worker answers 500 and replaces the runner before its next job.
#pragma once

#include <memory>
#include <thread>
#include <vector>

#include "support/status.h"
#include "tools/serve/request_queue.h"
#include "tools/serve/session_runner.h"

namespace rammer::serve {

class SessionPool {
 public:
  // Creates the runners and runs `warmup_runs` on zero inputs in each; an error names the failing step.
  static Result<std::unique_ptr<SessionPool>> create(RunnerSpec spec, int instances, int warmup_runs,
                                                     RequestQueue& queue);
  // Joins the workers: close the queue first (they drain it, then stop).
  ~SessionPool();
  SessionPool(const SessionPool&) = delete;
  SessionPool& operator=(const SessionPool&) = delete;

 private:
  SessionPool(RunnerSpec spec, RequestQueue& queue) : spec_(std::move(spec)), queue_(queue) {}
  void worker_main(std::unique_ptr<SessionRunner> runner);
  InferOutcome execute(std::unique_ptr<SessionRunner>& runner, InferJob& job);

  const RunnerSpec spec_;  // the runners refer to it
  RequestQueue& queue_;
  std::vector<std::thread> workers_;
};

}  // namespace rammer::serve
