#include "tools/serve/session_pool.h"

#include "tools/serve/serve_log.h"

namespace rammer::serve {

namespace {

int64_t micros(Clock::duration d) { return std::chrono::duration_cast<std::chrono::microseconds>(d).count(); }

}  // namespace

Result<std::unique_ptr<SessionPool>> SessionPool::create(RunnerSpec spec, int instances, int warmup_runs,
                                                         RequestQueue& queue) {
  std::unique_ptr<SessionPool> pool(new SessionPool(std::move(spec), queue));
  std::vector<std::vector<unsigned char>> in_bufs, out_bufs;
  std::vector<const void*> in_ptrs;
  std::vector<void*> out_ptrs;
  for (const TensorSpec& t : pool->spec_.inputs) in_ptrs.push_back(in_bufs.emplace_back(t.bytes).data());
  for (const TensorSpec& t : pool->spec_.outputs) out_ptrs.push_back(out_bufs.emplace_back(t.bytes).data());
  std::vector<std::unique_ptr<SessionRunner>> runners;
  for (int i = 0; i < instances; ++i) {
    auto runner = make_session_runner(pool->spec_);
    if (!runner) return Status::error("creating session " + std::to_string(i) + ": " + runner.status().message());
    for (int r = 0; r < warmup_runs; ++r)
      if (std::string why = (*runner)->run(in_ptrs, out_ptrs); !why.empty())
        return Status::error("warm-up run: " + why);
    runners.push_back(std::move(*runner));
  }
  for (auto& r : runners)
    pool->workers_.emplace_back([p = pool.get(), runner = std::move(r)]() mutable { p->worker_main(std::move(runner)); });
  return pool;
}

SessionPool::~SessionPool() {
  for (std::thread& t : workers_) t.join();
}

void SessionPool::worker_main(std::unique_ptr<SessionRunner> runner) {
  while (std::shared_ptr<InferJob> job = queue_.pop()) job->done.set_value(execute(runner, *job));
}

InferOutcome SessionPool::execute(std::unique_ptr<SessionRunner>& runner, InferJob& job) {
  const Clock::time_point start = Clock::now();
  if (start > job.deadline)
    return ServeError{ErrorKind::kDeadlineExceeded,
                      "the request waited " + std::to_string(micros(start - job.admitted) / 1000) +
                          " ms in the queue, past its deadline"};
  if (runner == nullptr) {
    auto fresh = make_session_runner(spec_);
    if (!fresh) return ServeError{ErrorKind::kInternal, "session: " + fresh.status().message()};
    runner = std::move(*fresh);
  }
  std::vector<const void*> in;
  for (const Tensor& t : job.request.inputs) in.push_back(t.data.data());
  std::vector<Tensor> outputs(spec_.outputs.size());
  std::vector<void*> out;
  for (size_t i = 0; i < spec_.outputs.size(); ++i) {
    outputs[i].name = spec_.outputs[i].name;
    outputs[i].dtype = spec_.outputs[i].dtype;
    outputs[i].shape = spec_.outputs[i].shape;
    outputs[i].data.resize(spec_.outputs[i].bytes);
    out.push_back(outputs[i].data.data());
  }
  if (std::string why = runner->run(in, out); !why.empty()) {
    log(LogLevel::kError, "model run failed (" + why + "); replacing the session");
    runner.reset();
    return ServeError{ErrorKind::kInternal, "run failed: " + why};
  }
  InferResult result;
  for (int i : job.output_indices) result.outputs.push_back(std::move(outputs[static_cast<size_t>(i)]));
  result.queue_us = micros(start - job.admitted);
  result.compute_us = micros(Clock::now() - start);
  return result;
}

}  // namespace rammer::serve
