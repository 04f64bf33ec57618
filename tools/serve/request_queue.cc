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

}  // namespace rammer::serve
