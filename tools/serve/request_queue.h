// The bounded queue between the protocol threads and a model's sessions: admission control.
//
// try_push refuses (the caller answers 429 / UNAVAILABLE) once `capacity` jobs wait, so the memory held
// by admitted requests is bounded by capacity x request size. pop() blocks the session workers; after
// close() it still hands out every admitted job (drain), then returns nullptr. pop_batch() is pop() for
// batched models: the oldest jobs whose rows fit a bucket, waiting a little for more to fill it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <future>
#include <memory>
#include <mutex>
#include <variant>
#include <vector>

#include "tools/serve/infer_types.h"

namespace rammer::serve {

using InferOutcome = std::variant<InferResult, ServeError>;
using Clock = std::chrono::steady_clock;

// One admitted request: inputs in the model's input order, checked against its specs.
struct InferJob {
  InferRequest request;
  std::vector<int> output_indices;  // the outputs to return, in response order
  int64_t rows = 1;                  // batched models: dim 0 of the request's inputs
  Clock::time_point admitted;
  Clock::time_point deadline = Clock::time_point::max();
  std::promise<InferOutcome> done;
};

class RequestQueue {
 public:
  explicit RequestQueue(size_t capacity) : capacity_(capacity) {}
  // False when the queue is full or closed; the job is then not admitted.
  bool try_push(std::shared_ptr<InferJob> job);
  // The oldest job; blocks while empty and open; nullptr once closed and empty.
  std::shared_ptr<InferJob> pop();
  // The oldest jobs, in order, whose rows add up to at most `max_rows` (every job has at most that many);
  // blocks while empty and open; while they fill less than `max_rows`, waits up to `delay` after the first
  // for more. Empty once closed and empty.
  std::vector<std::shared_ptr<InferJob>> pop_batch(int64_t max_rows, Clock::duration delay);
  void close();
  bool is_closed() const;
  // Open with no job waiting: a request may run without queueing (SessionPool::try_run_inline).
  bool is_idle() const;

 private:
  const size_t capacity_;
  mutable std::mutex mu_;
  std::condition_variable not_empty_;
  std::deque<std::shared_ptr<InferJob>> jobs_;
  bool closed_ = false;
};

}  // namespace rammer::serve
