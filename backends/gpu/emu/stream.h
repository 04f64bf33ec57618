// stream.h: a created stream of the emulated device: a FIFO of operations executed in order by the
// stream's own OS thread, so launches on two streams really run at the same time. An operation's
// error is sticky on the device (device.h).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace rammer::emu {

class Stream {
 public:
  explicit Stream(bool blocking);
  ~Stream();  // drains, then joins the thread
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;

  bool blocking() const { return blocking_; }
  void enqueue(std::function<void()> op);
  // Returns once every operation enqueued before the call has finished.
  void drain();

 private:
  void loop();
  const bool blocking_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> queue_;
  uint64_t enqueued_ = 0, finished_ = 0;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace rammer::emu

// The runtime API's opaque handles.
struct rammerEmuStream {
  explicit rammerEmuStream(bool blocking) : stream(blocking) {}
  rammer::emu::Stream stream;
};

// An event completes when the stream reaches the point of its latest record.
struct rammerEmuEvent {
  std::mutex mu;
  std::condition_variable cv;
  uint64_t recorded = 0, reached = 0;
};
