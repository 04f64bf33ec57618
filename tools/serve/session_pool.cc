#include "tools/serve/session_pool.h"

#include <algorithm>
#include <cstring>

#include "tools/serve/serve_log.h"

namespace rammer::serve {

namespace {

int64_t micros(Clock::duration d) { return std::chrono::duration_cast<std::chrono::microseconds>(d).count(); }

// The answer for a job whose deadline passed while it was queued; nullopt while it has time left.
std::optional<ServeError> expired(const InferJob& job, Clock::time_point now) {
  if (now <= job.deadline) return std::nullopt;
  return ServeError{ErrorKind::kDeadlineExceeded, "the request waited " + std::to_string(micros(now - job.admitted) / 1000) +
                                                      " ms in the queue, past its deadline"};
}

}  // namespace

Result<std::unique_ptr<SessionPool>> SessionPool::create(std::vector<RunnerSpec> specs, std::vector<int64_t> buckets,
                                                         Clock::duration batch_delay, int instances, int warmup_runs,
                                                         RequestQueue& queue) {
  std::unique_ptr<SessionPool> pool(new SessionPool(std::move(specs), std::move(buckets), batch_delay, queue));
  std::vector<Runners> workers;
  for (int i = 0; i < instances; ++i) {
    Runners& runners = workers.emplace_back();
    for (const RunnerSpec& spec : pool->specs_) {
      auto runner = make_session_runner(spec);
      if (!runner) return Status::error("creating session " + std::to_string(i) + ": " + runner.status().message());
      std::vector<std::vector<unsigned char>> in_bufs, out_bufs;
      std::vector<const void*> in_ptrs;
      std::vector<void*> out_ptrs;
      for (const TensorSpec& t : spec.inputs) in_ptrs.push_back(in_bufs.emplace_back(t.bytes).data());
      for (const TensorSpec& t : spec.outputs) out_ptrs.push_back(out_bufs.emplace_back(t.bytes).data());
      for (int r = 0; r < warmup_runs; ++r)
        if (std::string why = (*runner)->run(in_ptrs, out_ptrs); !why.empty())
          return Status::error("warm-up run: " + why);
      runners.push_back(std::move(*runner));
    }
  }
  pool->idle_ = std::move(workers);
  for (int i = 0; i < instances; ++i) pool->workers_.emplace_back([p = pool.get()] { p->worker_main(); });
  return pool;
}

SessionPool::~SessionPool() {
  for (std::thread& t : workers_) t.join();
}

SessionPool::Runners SessionPool::acquire() {
  std::unique_lock<std::mutex> lock(idle_mu_);
  ++workers_waiting_;
  idle_cv_.wait(lock, [&] { return !idle_.empty(); });
  --workers_waiting_;
  Runners r = std::move(idle_.back());
  idle_.pop_back();
  return r;
}

void SessionPool::release(Runners runners) {
  {
    std::lock_guard<std::mutex> lock(idle_mu_);
    idle_.push_back(std::move(runners));
  }
  idle_cv_.notify_one();
}

std::optional<InferOutcome> SessionPool::try_run_inline(InferJob& job) {
  if (!queue_.is_idle()) return std::nullopt;
  Runners runners;
  {
    std::lock_guard<std::mutex> lock(idle_mu_);
    if (idle_.empty() || workers_waiting_ > 0) return std::nullopt;
    runners = std::move(idle_.back());
    idle_.pop_back();
  }
  InferOutcome outcome = execute(runners[0], job);
  release(std::move(runners));
  return outcome;
}

void SessionPool::worker_main() {
  if (buckets_.empty()) {
    while (std::shared_ptr<InferJob> job = queue_.pop()) {
      Runners runners = acquire();
      job->done.set_value(execute(runners[0], *job));
      release(std::move(runners));
    }
    return;
  }
  for (;;) {
    std::vector<std::shared_ptr<InferJob>> jobs = queue_.pop_batch(buckets_.back(), batch_delay_);
    if (jobs.empty()) return;
    Runners runners = acquire();
    execute_batch(runners, jobs);
    release(std::move(runners));
  }
}

std::string SessionPool::run(std::unique_ptr<SessionRunner>& runner, size_t which, const std::vector<const void*>& in,
                             const std::vector<void*>& out) {
  if (runner == nullptr) {
    auto fresh = make_session_runner(specs_[which]);
    if (!fresh) return "session: " + fresh.status().message();
    runner = std::move(*fresh);
  }
  if (std::string why = runner->run(in, out); !why.empty()) {
    log(LogLevel::kError, "model run failed (" + why + "); replacing the session");
    runner.reset();
    return "run failed: " + why;
  }
  return "";
}

InferOutcome SessionPool::execute(std::unique_ptr<SessionRunner>& runner, InferJob& job) {
  const Clock::time_point start = Clock::now();
  if (auto e = expired(job, start)) return *e;
  const RunnerSpec& spec = specs_[0];
  std::vector<const void*> in;
  for (const Tensor& t : job.request.inputs) in.push_back(t.data.data());
  std::vector<Tensor> outputs(spec.outputs.size());
  std::vector<void*> out;
  for (size_t i = 0; i < spec.outputs.size(); ++i) {
    outputs[i].name = spec.outputs[i].name;
    outputs[i].dtype = spec.outputs[i].dtype;
    outputs[i].shape = spec.outputs[i].shape;
    outputs[i].data.resize(spec.outputs[i].bytes);
    out.push_back(outputs[i].data.data());
  }
  if (std::string why = run(runner, 0, in, out); !why.empty()) return ServeError{ErrorKind::kInternal, why};
  InferResult result;
  for (int i : job.output_indices) result.outputs.push_back(std::move(outputs[static_cast<size_t>(i)]));
  result.queue_us = micros(start - job.admitted);
  result.compute_us = micros(Clock::now() - start);
  return result;
}

void SessionPool::execute_batch(Runners& runners, std::vector<std::shared_ptr<InferJob>>& jobs) {
  const Clock::time_point start = Clock::now();
  std::vector<std::shared_ptr<InferJob>> live;
  int64_t rows = 0;
  for (auto& job : jobs) {
    if (auto e = expired(*job, start)) {
      job->done.set_value(*e);
      continue;
    }
    rows += job->rows;
    live.push_back(std::move(job));
  }
  if (live.empty()) return;
  const size_t b = static_cast<size_t>(std::lower_bound(buckets_.begin(), buckets_.end(), rows) - buckets_.begin());
  const RunnerSpec& spec = specs_[b];
  const int64_t bucket = buckets_[b];
  // One request filling its bucket runs on its own buffers; otherwise the rows go one after another
  // into zeroed bucket-sized buffers.
  const bool direct = live.size() == 1 && rows == bucket;
  std::vector<std::vector<unsigned char>> staged(direct ? 0 : spec.inputs.size());
  std::vector<const void*> in;
  for (size_t i = 0; i < spec.inputs.size(); ++i) {
    if (direct) {
      in.push_back(live[0]->request.inputs[i].data.data());
      continue;
    }
    staged[i].assign(spec.inputs[i].bytes, 0);
    size_t at = 0;
    for (const auto& job : live) {
      const std::vector<unsigned char>& data = job->request.inputs[i].data;
      std::memcpy(staged[i].data() + at, data.data(), data.size());
      at += data.size();
    }
    in.push_back(staged[i].data());
  }
  std::vector<std::vector<unsigned char>> outputs(spec.outputs.size());
  std::vector<void*> out;
  for (size_t i = 0; i < spec.outputs.size(); ++i) {
    outputs[i].resize(spec.outputs[i].bytes);
    out.push_back(outputs[i].data());
  }
  if (std::string why = run(runners[b], b, in, out); !why.empty()) {
    for (auto& job : live) job->done.set_value(ServeError{ErrorKind::kInternal, why});
    return;
  }
  const int64_t compute_us = micros(Clock::now() - start);
  int64_t first_row = 0;
  for (auto& job : live) {
    InferResult result;
    for (int i : job->output_indices) {
      const TensorSpec& o = spec.outputs[static_cast<size_t>(i)];
      const size_t row_bytes = o.bytes / static_cast<size_t>(bucket);
      Tensor& t = result.outputs.emplace_back();
      t.name = o.name;
      t.dtype = o.dtype;
      t.shape = o.shape;
      t.shape[0] = job->rows;
      const unsigned char* from = outputs[static_cast<size_t>(i)].data() + row_bytes * static_cast<size_t>(first_row);
      t.data.assign(from, from + row_bytes * static_cast<size_t>(job->rows));
    }
    first_row += job->rows;
    result.queue_us = micros(start - job->admitted);
    result.compute_us = compute_us;
    result.batch_bucket = bucket;
    job->done.set_value(std::move(result));
  }
}

}  // namespace rammer::serve
