// The worker thread of a created stream (stream.h).
#include "backends/gpu/emu/stream.h"

namespace rammer::emu {

Stream::Stream(bool blocking) : blocking_(blocking), thread_([this] { loop(); }) {}

Stream::~Stream() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void Stream::enqueue(std::function<void()> op) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back(std::move(op));
    ++enqueued_;
  }
  cv_.notify_all();
}

void Stream::drain() {
  std::unique_lock<std::mutex> lock(mu_);
  const uint64_t target = enqueued_;
  cv_.wait(lock, [&] { return finished_ >= target; });
}

void Stream::loop() {
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    cv_.wait(lock, [&] { return stop_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stop_ with nothing left
    std::function<void()> op = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    op();
    lock.lock();
    ++finished_;
    cv_.notify_all();
  }
}

}  // namespace rammer::emu
