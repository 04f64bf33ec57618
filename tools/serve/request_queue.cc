#include "tools/serve/request_queue.h"

namespace rammer::serve {

bool RequestQueue::try_push(std::shared_ptr<InferJob> job) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (closed_ || jobs_.size() >= capacity_) return false;
    jobs_.push_back(std::move(job));
  }
  not_empty_.notify_one();
  return true;
}

std::shared_ptr<InferJob> RequestQueue::pop() {
  std::unique_lock<std::mutex> lock(mu_);
  not_empty_.wait(lock, [&] { return closed_ || !jobs_.empty(); });
  if (jobs_.empty()) return nullptr;
  std::shared_ptr<InferJob> job = std::move(jobs_.front());
  jobs_.pop_front();
  return job;
}

std::vector<std::shared_ptr<InferJob>> RequestQueue::pop_batch(int64_t max_rows, Clock::duration delay) {
  std::unique_lock<std::mutex> lock(mu_);
  not_empty_.wait(lock, [&] { return closed_ || !jobs_.empty(); });
  std::vector<std::shared_ptr<InferJob>> batch;
  int64_t rows = 0;
  const Clock::time_point until = Clock::now() + delay;
  for (;;) {
    while (!jobs_.empty() && rows + jobs_.front()->rows <= max_rows) {
      rows += jobs_.front()->rows;
      batch.push_back(std::move(jobs_.front()));
      jobs_.pop_front();
    }
    // Full, or the next job does not fit (kept in order for the next batch), or nothing to wait for.
    if (rows >= max_rows || !jobs_.empty() || closed_ || batch.empty()) break;
    if (!not_empty_.wait_until(lock, until, [&] { return closed_ || !jobs_.empty(); })) break;
  }
  // The pushes' wake-ups may all have gone to this worker: another one takes what is left.
  const bool more = !jobs_.empty();
  lock.unlock();
  if (more) not_empty_.notify_one();
  return batch;
}

void RequestQueue::close() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    closed_ = true;
  }
  not_empty_.notify_all();
}

bool RequestQueue::is_closed() const {
  std::lock_guard<std::mutex> lock(mu_);
  return closed_;
}

bool RequestQueue::is_idle() const {
  std::lock_guard<std::mutex> lock(mu_);
  return !closed_ && jobs_.empty();
}

}  // namespace rammer::serve
