#include "tools/serve/session_pool.h"

#include <mutex>

#include "tools/serve/serve_log.h"

namespace rammer::serve {

namespace {

std::mutex& cpu_run_gate() {
  static std::mutex gate;
  return gate;
}

int64_t micros(Clock::duration d) { return std::chrono::duration_cast<std::chrono::microseconds>(d).count(); }

}  // namespace

SessionPool::SessionPool(rammer_library* lib, std::vector<TensorSpec> inputs, std::vector<TensorSpec> outputs,
                         RequestQueue& queue)
    : lib_(lib), gpu_(rammer_is_gpu(lib) == 1), inputs_(std::move(inputs)), outputs_(std::move(outputs)),
      queue_(queue) {}

Result<std::unique_ptr<SessionPool>> SessionPool::create(rammer_library* lib, std::vector<TensorSpec> inputs,
                                                         std::vector<TensorSpec> outputs, int instances,
                                                         int warmup_runs, RequestQueue& queue) {
  std::unique_ptr<SessionPool> pool(new SessionPool(lib, std::move(inputs), std::move(outputs), queue));
  if (pool->gpu_)
    return Status::error("GPU artifacts are not served yet: rammer-serve binds host buffers, and a GPU session "
                         "needs device buffers; compile with --device=cpu");
  std::vector<rammer_session*> sessions;
  auto destroy_all = [&] {
    for (rammer_session* s : sessions) rammer_session_destroy(s);
  };
  std::vector<std::vector<unsigned char>> in_bufs, out_bufs;
  std::vector<const void*> in_ptrs;
  std::vector<void*> out_ptrs;
  for (const TensorSpec& t : pool->inputs_) in_ptrs.push_back(in_bufs.emplace_back(t.bytes).data());
  for (const TensorSpec& t : pool->outputs_) out_ptrs.push_back(out_bufs.emplace_back(t.bytes).data());
  for (int i = 0; i < instances; ++i) {
    rammer_session* s = rammer_session_create(lib);
    if (s == nullptr) {
      const std::string why = rammer_last_error();
      destroy_all();
      return Status::error("creating session " + std::to_string(i) + ": " + why);
    }
    sessions.push_back(s);
    for (int r = 0; r < warmup_runs; ++r) {
      const std::string why = pool->run_once(s, in_ptrs, out_ptrs);
      if (!why.empty()) {
        destroy_all();
        return Status::error("warm-up run: " + why);
      }
    }
  }
  for (rammer_session* s : sessions) pool->workers_.emplace_back([p = pool.get(), s] { p->worker_main(s); });
  return pool;
}

SessionPool::~SessionPool() {
  for (std::thread& t : workers_) t.join();
}

std::string SessionPool::run_once(rammer_session* s, const std::vector<const void*>& in,
                                  const std::vector<void*>& out) {
  for (size_t i = 0; i < in.size(); ++i)
    if (rammer_bind_input_index(s, static_cast<int>(i), in[i], inputs_[i].bytes) != 0) return rammer_last_error();
  for (size_t i = 0; i < out.size(); ++i)
    if (rammer_bind_output_index(s, static_cast<int>(i), out[i], outputs_[i].bytes) != 0)
      return rammer_last_error();
  std::unique_lock<std::mutex> gate(cpu_run_gate(), std::defer_lock);
  if (!gpu_) gate.lock();
  if (rammer_run(s) != 0) return rammer_last_error();
  return "";
}

void SessionPool::worker_main(rammer_session* session) {
  while (std::shared_ptr<InferJob> job = queue_.pop()) job->done.set_value(execute(session, *job));
  rammer_session_destroy(session);
}

InferOutcome SessionPool::execute(rammer_session*& session, InferJob& job) {
  const Clock::time_point start = Clock::now();
  if (start > job.deadline)
    return ServeError{ErrorKind::kDeadlineExceeded,
                      "the request waited " + std::to_string(micros(start - job.admitted) / 1000) +
                          " ms in the queue, past its deadline"};
  if (session == nullptr) {
    session = rammer_session_create(lib_);
    if (session == nullptr) return ServeError{ErrorKind::kInternal, std::string("session: ") + rammer_last_error()};
  }
  std::vector<const void*> in;
  for (const Tensor& t : job.request.inputs) in.push_back(t.data.data());
  std::vector<Tensor> outputs(outputs_.size());
  std::vector<void*> out;
  for (size_t i = 0; i < outputs_.size(); ++i) {
    outputs[i].name = outputs_[i].name;
    outputs[i].dtype = outputs_[i].dtype;
    outputs[i].shape = outputs_[i].shape;
    outputs[i].data.resize(outputs_[i].bytes);
    out.push_back(outputs[i].data.data());
  }
  const std::string why = run_once(session, in, out);
  if (!why.empty()) {
    log(LogLevel::kError, "model run failed (" + why + "); replacing the session");
    rammer_session_destroy(session);
    session = nullptr;
    return ServeError{ErrorKind::kInternal, "run failed: " + why};
  }
  InferResult result;
  for (int i : job.output_indices) result.outputs.push_back(std::move(outputs[static_cast<size_t>(i)]));
  result.queue_us = micros(start - job.admitted);
  result.compute_us = micros(Clock::now() - start);
  return result;
}

}  // namespace rammer::serve
