// A session: one model's execution state (workspace, 64-bit event counters, worker threads) and the
// executor of its per-vEU programs.
//
// Executor design (DESIGN.md "Counters that survive relaunch"): the thread calling run() is worker 0;
// helper threads (workers 1..) are created with the session, pinned to cores 1.. when there are no
// more workers than cores (a helper whose core the caller turns out to run on moves to the one it left);
// between runs a helper polls
// for the next run for a short while (back-to-back runs skip a futex wake-up), then parks on a
// condition variable. Each worker owns the vEUs w, w + T, w + 2T, ... and runs them as cooperative
// state machines: a vEU whose next instruction is an unsatisfied wait keeps its program counter and
// the worker moves to its next vEU; when none progresses the worker spins, then yields. A blocked vEU
// never holds a thread, so the schedule's deadlock freedom with truly concurrent vEUs carries over to
// any number of workers (the --emulate case: hundreds of GPU vEUs on a few cores). Events: signal =
// release fetch_add; wait e n = acquire load until counter >= (run - 1) * signals_per_run[e] + n.
// Counters are never reset. An exec runs rTask t: OpKind::reference with the reference
// implementation; others with cpu_fast_tile when it has a fast path (not under emulation), else the
// GPU tile kernel under the emulated block (kernels/dispatch.h).
//
// A failing op (reference op error) aborts the run: every worker stops, run() throws rammer::Error
// naming the op, and the session refuses further runs (its counters are no longer in step).
// One run at a time per session; different sessions run concurrently.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "runtime/model.h"
#include "runtime/run_trace.h"

namespace rammer::runtime {

struct SessionOptions {
  int threads = 0;  // worker threads; 0 = min(vEUs, hardware threads) (env RAMMER_THREADS overrides)
};

class Session {
 public:
  explicit Session(std::shared_ptr<const Model> model, SessionOptions options = {});
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  const Model& model() const { return *model_; }
  // Caller buffers (bytes must be the tensor's size); they must stay valid until run() returns.
  void bind_input(int index, const void* data, size_t bytes);
  void bind_output(int index, void* data, size_t bytes);
  int input_index(const std::string& name) const;   // -1 when unknown
  int output_index(const std::string& name) const;
  void run();
  // Throws once a run failed: the session's counters are no longer in step.
  void check_usable() const;
  int workers() const { return workers_; }
  // The cores the helpers are pinned to (empty when they are not pinned: more workers than cores).
  std::vector<int> helper_cores() const { return pin_helpers_ ? helper_core_ : std::vector<int>{}; }
  // With tracing on, every run records what each worker did (run_trace.h) and last_trace() holds the
  // latest run's; off, the executor pays one branch per instruction.
  void set_trace(bool on) { trace_ = on; }
  const RunTrace& last_trace() const { return trace_data_; }

 private:
  struct VeuState;
  void worker_main(int w);
  static void pin(std::thread& t, int core);
  void keep_caller_off_helper_cores();
  void run_veus(int w);
  void exec(int op, int task, unsigned char* shared);
  void exec_reference(const kernels::OpDesc& op);

  std::shared_ptr<const Model> model_;
  unsigned char* workspace_ = nullptr;
  std::unique_ptr<std::atomic<uint64_t>[]> counters_;
  std::vector<const void*> inputs_;
  std::vector<void*> outputs_;
  std::vector<void*> ptrs_;
  uint64_t run_ = 0;
  int64_t shared_per_worker_ = 0;

  int workers_ = 1;                                         // the caller (worker 0) and its helpers
  std::vector<std::thread> threads_;                        // helpers: workers 1 .. workers_ - 1
  std::vector<std::vector<int>> worker_veus_;               // worker w runs vEUs w, w + T, ...
  bool pin_helpers_ = false;                                // one core per worker: helpers are pinned
  std::vector<int> helper_core_;                            // helper k (worker k + 1)'s core
  int free_core_ = 0;                                       // the core no helper is pinned to
  std::vector<std::unique_ptr<unsigned char[]>> scratch_;  // per worker: the emulated block's shared memory
  // Run hand-off: run() bumps generation_, workers bump finished_. Both are atomics so that a
  // worker between runs, and run() waiting for the workers, can poll them for a short while before
  // parking on the condition variables (kHandoffSpin in session.cc); changes are still made under
  // mu_, so a parked thread never misses its notify.
  std::mutex mu_;
  std::condition_variable wake_, done_;
  std::atomic<uint64_t> generation_{0};
  std::atomic<int> finished_{0};
  std::atomic<bool> stop_{false};
  bool spin_for_done_ = false;  // run() polls finished_ first: only when no worker shares its core
  std::atomic<bool> abort_{false};
  std::string error_;
  bool broken_ = false;

  // RAMMER_PROFILE=1: per-op exec time and per-worker busy/idle time, printed to stderr when the
  // session is destroyed (a diagnostic, not part of the API; off costs one branch per instruction).
  bool profile_ = false;
  bool trace_ = false;
  RunTrace trace_data_;
  std::chrono::steady_clock::time_point run_start_;  // traced runs: set before the run is published to the workers
  struct Profile {
    std::vector<double> op_ns;      // per op, summed over workers
    std::vector<int64_t> op_tasks;
    std::vector<double> op_wait_ns;  // idle time of the worker just before running the op's tasks
    double busy_ns = 0, wall_ns = 0, waits_blocked = 0;
  };
  std::vector<Profile> profiles_;  // one per worker; the first run is not recorded (weight packing)
  uint64_t profiled_runs() const { return run_ > 1 ? run_ - 1 : 0; }
  void print_profile() const;
};

}  // namespace rammer::runtime
