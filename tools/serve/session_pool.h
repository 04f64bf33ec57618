// A model version's sessions: `instances` SessionRunners (session_runner.h) and as many worker threads
// that pop jobs from the model's RequestQueue, take an idle runner and run them. When no job waits and a
// runner is idle, the request's own thread runs it instead (try_run_inline): no hand-off to a worker and
// back, which on a small model is a large part of the server's overhead.
//
// CPU sessions do not oversubscribe the cores: a CPU session already spreads one run over its worker
// threads, pinned to the first cores, so two CPU runs at once (of any models) would fight for the same
// cores. Every CPU run therefore holds one process-wide gate; extra instances overlap a job's binding and
// result hand-off with another's run. GPU sessions run concurrently, one stream each.
// A job whose deadline passed while queued is answered without a run. A run that fails leaves its session
// unusable (rammer.h): the worker answers 500 and replaces the runner before its next job.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "support/status.h"
#include "tools/serve/request_queue.h"
#include "tools/serve/session_runner.h"

namespace rammer::serve {

class SessionPool {
 public:
  // Creates the runners and runs `warmup_runs` on zero inputs in each; an error names the failing step.
  // `specs` holds one spec, or one per bucket of `buckets` (ascending sizes; empty: not batched), whose
  // batches wait up to `batch_delay` for more requests.
  static Result<std::unique_ptr<SessionPool>> create(std::vector<RunnerSpec> specs, std::vector<int64_t> buckets,
                                                     Clock::duration batch_delay, int instances, int warmup_runs,
                                                     RequestQueue& queue);
  // Runs `job` on the calling thread when the queue is empty and open, no worker waits for a runner and
  // one is idle; nullopt when the job must be queued. Unbatched models only.
  std::optional<InferOutcome> try_run_inline(InferJob& job);
  // Joins the workers: close the queue first (they drain it, then stop).
  ~SessionPool();
  SessionPool(const SessionPool&) = delete;
  SessionPool& operator=(const SessionPool&) = delete;

 private:
  using Runners = std::vector<std::unique_ptr<SessionRunner>>;  // one per spec
  SessionPool(std::vector<RunnerSpec> specs, std::vector<int64_t> buckets, Clock::duration batch_delay,
              RequestQueue& queue)
      : specs_(std::move(specs)), buckets_(std::move(buckets)), batch_delay_(batch_delay), queue_(queue) {}
  void worker_main();
  Runners acquire();  // blocks until a runner set is idle
  void release(Runners runners);
  InferOutcome execute(std::unique_ptr<SessionRunner>& runner, InferJob& job);
  void execute_batch(Runners& runners, std::vector<std::shared_ptr<InferJob>>& jobs);
  // Runs `runner` (made anew when a failed run left it null) of spec `which` on host buffers; "" or the error.
  std::string run(std::unique_ptr<SessionRunner>& runner, size_t which, const std::vector<const void*>& in,
                  const std::vector<void*>& out);

  const std::vector<RunnerSpec> specs_;  // the runners refer to them
  const std::vector<int64_t> buckets_;
  const Clock::duration batch_delay_;
  RequestQueue& queue_;
  std::vector<std::thread> workers_;
  std::mutex idle_mu_;
  std::condition_variable idle_cv_;
  std::vector<Runners> idle_;    // one runner per spec each; `instances` sets in all
  int workers_waiting_ = 0;      // workers holding a job, waiting in acquire(): inline runs yield to them
};

}  // namespace rammer::serve
