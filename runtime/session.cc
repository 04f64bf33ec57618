#include "runtime/session.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>

#include "backends/cpu/kernels/cpu_kernels.h"
#include "frontend/ops/op_registry.h"
#include "kernels/dispatch.h"

namespace rammer::runtime {

namespace {

constexpr int64_t kMinShared = 256 * 1024;

// How long a thread polls a run hand-off (a worker for the next run, run() for the workers when a
// core is spare) before parking on a condition variable. Back-to-back runs, as in a serving loop,
// then skip a futex wake-up on their critical path; an idle session parks after this long.
constexpr auto kHandoffSpin = std::chrono::microseconds(100);

// Polls ready() until it holds (true) or kHandoffSpin has passed (false).
template <class Ready>
bool poll_for(Ready&& ready) {
  const auto end = std::chrono::steady_clock::now() + kHandoffSpin;
  for (int i = 0;; ++i) {
    if (ready()) return true;
    if ((i & 63) == 63 && std::chrono::steady_clock::now() >= end) return false;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }
}

unsigned char* aligned_bytes(int64_t n) {
  size_t size = static_cast<size_t>((std::max<int64_t>(n, 64) + 63) / 64 * 64);
  void* p = std::aligned_alloc(64, size);
  RAMMER_CHECK(p != nullptr, "runtime: cannot allocate ", size, " bytes");
  std::memset(p, 0, size);
  return static_cast<unsigned char*>(p);
}

template <int kThreads>
void emulate_tile(const kernels::OpDesc& op, const kernels::TensorDesc* tensors, void* const* ptrs, int task,
                  unsigned char* shared, int64_t shared_bytes) {
  kernels::Block<kThreads> b(shared, static_cast<size_t>(shared_bytes));
  kernels::run_tile<kThreads>(b, op, tensors, ptrs, task);
}

}  // namespace

Session::Session(std::shared_ptr<const Model> model, SessionOptions options) : model_(std::move(model)) {
  const Model& m = *model_;
  workspace_ = aligned_bytes(m.workspace_bytes);
  counters_.reset(new std::atomic<uint64_t>[std::max<size_t>(1, m.event_signals.size())]);
  for (size_t e = 0; e < std::max<size_t>(1, m.event_signals.size()); ++e) counters_[e].store(0);
  inputs_.assign(m.inputs.size(), nullptr);
  outputs_.assign(m.outputs.size(), nullptr);
  ptrs_.assign(m.tensors.size(), nullptr);
  shared_per_worker_ = std::max(m.shared_bytes, kMinShared);
  const int hw = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int threads = options.threads;
  if (const char* env = std::getenv("RAMMER_THREADS"); env != nullptr && threads == 0) threads = std::atoi(env);
  const int veus = std::max<int>(1, static_cast<int>(m.programs.size()));
  if (threads <= 0) threads = std::min(veus, hw);
  threads = std::min(threads, veus);
  if (const char* env = std::getenv("RAMMER_PROFILE"); env != nullptr && env[0] == '1') profile_ = true;
  profiles_.resize(static_cast<size_t>(threads));
  for (auto& p : profiles_) {
    p.op_ns.assign(m.ops.size(), 0.0);
    p.op_tasks.assign(m.ops.size(), 0);
    p.op_wait_ns.assign(m.ops.size(), 0.0);
  }
  // The calling thread runs worker 0's vEUs itself and only waits for the helpers: no hand-off to a
  // parked or spinning thread at either end of a run, and a one-worker session runs inline.
  spin_for_done_ = threads <= hw;
  workers_ = threads;
  worker_veus_.resize(static_cast<size_t>(threads));
  for (size_t v = 0; v < m.programs.size(); ++v) worker_veus_[v % static_cast<size_t>(threads)].push_back(static_cast<int>(v));
  const size_t scratch = static_cast<size_t>(shared_per_worker_) + 64;
  for (int w = 0; w < threads; ++w) scratch_.emplace_back(new unsigned char[scratch]());
  pin_helpers_ = threads <= hw;
  free_core_ = 0;  // helpers take cores 1.., leaving core 0 to the caller
  for (int w = 1; w < threads; ++w) {
    threads_.emplace_back([this, w] { worker_main(w); });
    helper_core_.push_back(w % hw);
    if (pin_helpers_) pin(threads_.back(), helper_core_.back());
  }
}

// Best effort: a failure leaves the thread where the OS puts it.
void Session::pin(std::thread& t, int core) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(core, &set);
  pthread_setaffinity_np(t.native_handle(), sizeof(set), &set);
}

// The caller is not pinned (it is the application's thread); when the OS has put it on a helper's
// core, that helper moves to the core the caller left, so the two do not share one core for the run
// (a pinned helper and a caller on its core take turns while another core idles).
void Session::keep_caller_off_helper_cores() {
  if (!pin_helpers_) return;
  const int cpu = sched_getcpu();
  for (size_t k = 0; k < helper_core_.size(); ++k) {
    if (helper_core_[k] != cpu) continue;
    pin(threads_[k], free_core_);
    std::swap(helper_core_[k], free_core_);
    return;
  }
}

Session::~Session() {
  if (profile_) print_profile();
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_.store(true, std::memory_order_release);
  }
  wake_.notify_all();
  for (auto& t : threads_) t.join();
  std::free(workspace_);
}

int Session::input_index(const std::string& name) const {
  for (size_t i = 0; i < model_->inputs.size(); ++i) {
    if (model_->inputs[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

int Session::output_index(const std::string& name) const {
  for (size_t i = 0; i < model_->outputs.size(); ++i) {
    if (model_->outputs[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

void Session::bind_input(int index, const void* data, size_t bytes) {
  RAMMER_CHECK(index >= 0 && static_cast<size_t>(index) < inputs_.size(), "runtime: input index ", index,
               " out of range (the model has ", inputs_.size(), " inputs)");
  const IOInfo& io = model_->inputs[static_cast<size_t>(index)];
  RAMMER_CHECK(data != nullptr, "runtime: input '", io.name, "': null buffer");
  RAMMER_CHECK(static_cast<int64_t>(bytes) == io.bytes, "runtime: input '", io.name, "' needs ", io.bytes,
               " bytes (", dtype_name(io.dtype), shape_str(io.shape), "), got ", bytes);
  inputs_[static_cast<size_t>(index)] = data;
}

void Session::bind_output(int index, void* data, size_t bytes) {
  RAMMER_CHECK(index >= 0 && static_cast<size_t>(index) < outputs_.size(), "runtime: output index ", index,
               " out of range (the model has ", outputs_.size(), " outputs)");
  const IOInfo& io = model_->outputs[static_cast<size_t>(index)];
  RAMMER_CHECK(data != nullptr, "runtime: output '", io.name, "': null buffer");
  RAMMER_CHECK(static_cast<int64_t>(bytes) == io.bytes, "runtime: output '", io.name, "' needs ", io.bytes,
               " bytes (", dtype_name(io.dtype), shape_str(io.shape), "), got ", bytes);
  outputs_[static_cast<size_t>(index)] = data;
}

void Session::check_usable() const {
  RAMMER_CHECK(!broken_, "runtime: this session failed in an earlier run (", error_, "); create a new session");
}

void Session::run() {
  const Model& m = *model_;
  check_usable();
  for (size_t i = 0; i < inputs_.size(); ++i) {
    RAMMER_CHECK(inputs_[i] != nullptr, "runtime: input '", m.inputs[i].name, "' is not bound");
  }
  for (size_t i = 0; i < outputs_.size(); ++i) {
    RAMMER_CHECK(outputs_[i] != nullptr, "runtime: output '", m.outputs[i].name, "' is not bound");
  }
  // Resolve every tensor's base address once per run (bindings may change between runs).
  for (size_t i = 0; i < m.tensors.size(); ++i) {
    const kernels::TensorDesc& d = m.tensors[i];
    unsigned char* base = nullptr;
    switch (static_cast<kernels::Buffer>(d.buffer)) {
      case kernels::Buffer::weights: base = const_cast<uint8_t*>(m.weights_data()) + d.offset; break;
      case kernels::Buffer::workspace: base = workspace_ + d.offset; break;
      case kernels::Buffer::input:
        base = static_cast<unsigned char*>(const_cast<void*>(inputs_[static_cast<size_t>(d.offset)])) + m.io_bytes[i];
        break;
      case kernels::Buffer::output:
        base = static_cast<unsigned char*>(outputs_[static_cast<size_t>(d.offset)]) + m.io_bytes[i];
        break;
    }
    ptrs_[i] = base;
  }
  ++run_;
  const int workers = workers_;
  if (trace_) {
    // Cleared, not reallocated: the slices of the last run fit again, so recording a run costs two
    // clock reads and a store per slice, not a vector's regrowth.
    trace_data_.workers.resize(static_cast<size_t>(workers));
    for (auto& slices : trace_data_.workers) slices.clear();
    trace_data_.device = m.device;
    trace_data_.policy = m.policy;
    run_start_ = std::chrono::steady_clock::now();
  }
  const int helpers = workers - 1;
  if (helpers > 0) {
    keep_caller_off_helper_cores();
    {
      std::lock_guard<std::mutex> lock(mu_);
      finished_.store(0, std::memory_order_relaxed);
      generation_.fetch_add(1, std::memory_order_release);  // publishes ptrs_ and run_ to the helpers
    }
    wake_.notify_all();
  }
  run_veus(0);
  if (helpers > 0) {
    if (spin_for_done_) poll_for([&] { return finished_.load(std::memory_order_acquire) == helpers; });
    std::unique_lock<std::mutex> lock(mu_);
    done_.wait(lock, [&] { return finished_.load(std::memory_order_acquire) == helpers; });
  }
  if (trace_) trace_data_.wall_us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - run_start_).count();
  if (abort_.load()) {
    broken_ = true;
    RAMMER_FAIL(error_);
  }
  // Outputs that live elsewhere (an input, a constant, a view of an intermediate) are copied out.
  for (size_t i = 0; i < m.outputs.size(); ++i) {
    const IOInfo& io = m.outputs[i];
    const kernels::TensorDesc& d = m.tensors[static_cast<size_t>(io.tensor)];
    if (io.bytes > 0 && (ptrs_[static_cast<size_t>(io.tensor)] != outputs_[i] ||
                         static_cast<kernels::Buffer>(d.buffer) != kernels::Buffer::output)) {  // empty: may be null
      std::memmove(outputs_[i], ptrs_[static_cast<size_t>(io.tensor)], static_cast<size_t>(io.bytes));
    }
  }
}

void Session::worker_main(int w) {
  uint64_t seen = 0;
  auto next_run = [&] {
    return stop_.load(std::memory_order_acquire) || generation_.load(std::memory_order_acquire) != seen;
  };
  for (;;) {
    // Back-to-back runs find the worker still polling: no futex wake-up on the run's critical path.
    if (!poll_for(next_run)) {
      std::unique_lock<std::mutex> lock(mu_);
      wake_.wait(lock, next_run);
    }
    if (stop_.load(std::memory_order_acquire)) return;
    seen = generation_.load(std::memory_order_acquire);
    run_veus(w);
    {
      std::lock_guard<std::mutex> lock(mu_);
      finished_.fetch_add(1, std::memory_order_release);
    }
    done_.notify_all();
  }
}

void Session::run_veus(int w) {
  const Model& m = *model_;
  const std::vector<int>& veus = worker_veus_[static_cast<size_t>(w)];
  std::vector<size_t> pc(veus.size(), 0);
  unsigned char* shared = reinterpret_cast<unsigned char*>(
      (reinterpret_cast<uintptr_t>(scratch_[static_cast<size_t>(w)].get()) + 63) & ~uintptr_t{63});
  size_t live = 0;  // vEUs with instructions left (empty programs never run)
  for (int v : veus) live += m.programs[static_cast<size_t>(v)].empty() ? 0 : 1;
  int idle = 0;
  using clock = std::chrono::steady_clock;
  Profile& prof = profiles_[static_cast<size_t>(w)];
  const bool profiling = profile_ && run_ > 1;  // the first run packs weights: not a steady state
  std::vector<TraceSlice>* trace = trace_ ? &trace_data_.workers[static_cast<size_t>(w)] : nullptr;
  auto since_run_us = [&](clock::time_point t) { return std::chrono::duration<double, std::micro>(t - run_start_).count(); };
  TraceSlice blocked{TraceSlice::wait, -1, 0, -1, 0, 0};  // trace: the wait in progress (op_or_event >= 0)
  TraceSlice first_block = blocked;                        // trace: the first blocked vEU of this sweep
  const auto t_start = clock::now();
  auto last_end = t_start;  // profile: when this worker last finished a task (or began the run)
  try {
    while (live > 0 && !abort_.load(std::memory_order_relaxed)) {
      bool progressed = false;
      first_block.op_or_event = -1;
      for (size_t k = 0; k < veus.size(); ++k) {
        const auto& prog = m.programs[static_cast<size_t>(veus[k])];
        size_t& p = pc[k];
        if (p >= prog.size()) continue;
        while (p < prog.size()) {
          const kernels::InstrDesc& in = prog[p];
          auto code = static_cast<kernels::InstrCode>(in.code);
          if (code == kernels::InstrCode::wait) {
            uint64_t need = (run_ - 1) * static_cast<uint64_t>(m.event_signals[static_cast<size_t>(in.a)]) +
                            static_cast<uint64_t>(in.b);
            if (counters_[in.a].load(std::memory_order_acquire) < need) {
              if (trace != nullptr && first_block.op_or_event < 0) {
                first_block.op_or_event = in.a;
                first_block.task_or_need = in.b;
                first_block.veu = veus[k];
              }
              break;
            }
          }
          if (trace != nullptr && blocked.op_or_event >= 0) {  // this worker can progress again
            blocked.end_us = since_run_us(clock::now());
            trace->push_back(blocked);
            blocked.op_or_event = -1;
          }
          if (code == kernels::InstrCode::wait) {
          } else if (code == kernels::InstrCode::signal) {
            counters_[in.a].fetch_add(1, std::memory_order_release);
          } else if (profiling || trace != nullptr) {
            const auto t0 = clock::now();
            exec(in.a, in.b, shared);
            const auto t1 = clock::now();
            if (trace != nullptr)
              trace->push_back({TraceSlice::exec, in.a, in.b, veus[k], since_run_us(t0), since_run_us(t1)});
            if (profiling) {
              const size_t op = static_cast<size_t>(in.a);
              prof.op_wait_ns[op] += std::chrono::duration<double, std::nano>(t0 - last_end).count();
              const double ns = std::chrono::duration<double, std::nano>(t1 - t0).count();
              prof.op_ns[op] += ns;
              prof.op_tasks[op] += 1;
              prof.busy_ns += ns;
            }
            last_end = t1;
          } else {
            exec(in.a, in.b, shared);
          }
          ++p;
          progressed = true;
        }
        if (p >= prog.size()) --live;
      }
      if (progressed) {
        idle = 0;
        continue;
      }
      if (trace != nullptr && blocked.op_or_event < 0) {
        blocked = first_block;
        blocked.begin_us = since_run_us(clock::now());
      }
      if (profiling) prof.waits_blocked += 1;
      if (++idle > 64) {
        std::this_thread::yield();
      }
    }
  } catch (const std::exception& e) {
    std::lock_guard<std::mutex> lock(mu_);
    if (!abort_.exchange(true)) error_ = e.what();
  }
  if (run_ > 1) prof.wall_ns += std::chrono::duration<double, std::nano>(clock::now() - t_start).count();
}

void Session::print_profile() const {
  const Model& m = *model_;
  std::vector<double> op_ns(m.ops.size(), 0.0), op_wait(m.ops.size(), 0.0);
  std::vector<int64_t> tasks(m.ops.size(), 0);
  double busy = 0, wall = 0;
  for (size_t w = 0; w < profiles_.size(); ++w) {
    const Profile& p = profiles_[w];
    std::fprintf(stderr, "profile: worker %zu busy %.3f ms of %.3f ms (%zu runs), blocked sweeps %.0f\n", w,
                 p.busy_ns / 1e6, p.wall_ns / 1e6, static_cast<size_t>(profiled_runs()), p.waits_blocked);
    busy += p.busy_ns;
    wall += p.wall_ns;
    for (size_t i = 0; i < m.ops.size(); ++i) {
      op_ns[i] += p.op_ns[i];
      op_wait[i] += p.op_wait_ns[i];
      tasks[i] += p.op_tasks[i];
    }
  }
  auto kind_name = [](int32_t kind) {
    const char* name = kernels::op_kind_name(static_cast<kernels::OpKind>(kind));
    return name != nullptr ? name : "?";
  };
  struct KindTotals {
    double ns = 0, wait_ns = 0;
    int64_t tasks = 0;
  };
  std::map<int, KindTotals> by_kind;
  for (size_t i = 0; i < m.ops.size(); ++i) {
    KindTotals& k = by_kind[m.ops[i].kind];
    k.ns += op_ns[i];
    k.wait_ns += op_wait[i];
    k.tasks += tasks[i];
  }
  const double runs = static_cast<double>(std::max<uint64_t>(1, profiled_runs()));
  std::fprintf(stderr, "profile: per run: busy %.3f ms, wall x workers %.3f ms\n", busy / runs / 1e6,
               wall / runs / 1e6);
  for (const auto& [kind, v] : by_kind) {
    std::fprintf(stderr, "profile: %-14s %9.3f ms/run, %8.0f tasks/run, %9.3f ms/run idle before them\n",
                 kind_name(kind), v.ns / runs / 1e6, static_cast<double>(v.tasks) / runs, v.wait_ns / runs / 1e6);
  }
  std::vector<size_t> order(m.ops.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return op_ns[a] > op_ns[b]; });
  size_t top = 25;  // RAMMER_PROFILE_TOP=N lists N ops (0: all)
  if (const char* env = std::getenv("RAMMER_PROFILE_TOP"); env != nullptr) {
    const long n = std::atol(env);
    top = n > 0 ? static_cast<size_t>(n) : order.size();
  }
  // Each op's busy time per worker as well: an op whose rTasks take unequal times leaves the
  // faster worker idle at the next wait, which the totals above hide.
  for (size_t r = 0; r < std::min(top, order.size()); ++r) {
    const size_t i = order[r];
    std::string split;
    if (profiles_.size() > 1) {
      split = "  (";
      for (size_t w = 0; w < profiles_.size(); ++w) {
        char part[48];
        std::snprintf(part, sizeof part, "%sw%zu %.3f", w > 0 ? " " : "", w, profiles_[w].op_ns[i] / runs / 1e6);
        split += part;
      }
      split += ")";
    }
    std::fprintf(stderr, "profile: %9.3f ms/run %6.0f tasks %-14s %s%s\n", op_ns[i] / runs / 1e6,
                 static_cast<double>(tasks[i]) / runs, kind_name(m.ops[i].kind), m.op_names[i].c_str(),
                 split.c_str());
  }
}

void Session::exec(int op_index, int task, unsigned char* shared) {
  const Model& m = *model_;
  const kernels::OpDesc& op = m.ops[static_cast<size_t>(op_index)];
  if (static_cast<kernels::OpKind>(op.kind) == kernels::OpKind::reference) {
    Status s = capture_status([&] { exec_reference(op); });
    if (!s.is_ok()) RAMMER_FAIL("runtime: op ", m.op_names[static_cast<size_t>(op_index)], ": ", s.message());
    return;
  }
  void* const* ptrs = ptrs_.data();
  if (!m.emulate && cpu_fast_tile(op, m.tensors.data(), ptrs, task)) return;
  switch (m.threads_per_block) {
    case 32: emulate_tile<32>(op, m.tensors.data(), ptrs, task, shared, shared_per_worker_); break;
    case 64: emulate_tile<64>(op, m.tensors.data(), ptrs, task, shared, shared_per_worker_); break;
    case 128: emulate_tile<128>(op, m.tensors.data(), ptrs, task, shared, shared_per_worker_); break;
    case 512: emulate_tile<512>(op, m.tensors.data(), ptrs, task, shared, shared_per_worker_); break;
    default: emulate_tile<256>(op, m.tensors.data(), ptrs, task, shared, shared_per_worker_); break;
  }
}

// Runs the op's graph nodes with the reference implementation on whole tensors (contiguous by the
// plan's guarantee for named tensors).
void Session::exec_reference(const kernels::OpDesc& op) {
  const Model& m = *model_;
  std::map<std::string, Tensor> local;
  const auto ref = kernels::ReferenceParams::unpack(op);
  for (int64_t k = 0; k < ref.node_count; ++k) {
    const RefNode& r = m.ref_nodes.at(static_cast<size_t>(ref.first_node + k));
    std::vector<Tensor> owned(r.node.inputs.size());
    std::vector<const Tensor*> ins(r.node.inputs.size(), nullptr);
    for (size_t i = 0; i < r.node.inputs.size(); ++i) {
      const std::string& name = r.node.inputs[i];
      if (name.empty()) continue;
      if (auto it = local.find(name); it != local.end()) {
        ins[i] = &it->second;
        continue;
      }
      int t = r.input_tensors[i];
      RAMMER_CHECK(t >= 0, "reference node ", r.node.name, ": input '", name, "' has no tensor");
      const kernels::TensorDesc& d = m.tensors[static_cast<size_t>(t)];
      Tensor x(dtype_from_code(d.dtype), m.shapes[static_cast<size_t>(t)]);
      if (x.nbytes() > 0) std::memcpy(x.raw(), ptrs_[static_cast<size_t>(t)], x.nbytes());
      owned[i] = std::move(x);
      ins[i] = &owned[i];
    }
    std::vector<Tensor> outs = eval_node(r.node, ins);
    for (size_t o = 0; o < r.node.outputs.size() && o < outs.size(); ++o) {
      if (r.node.outputs[o].empty()) continue;
      int t = r.output_tensors[o];
      if (t >= 0) {
        const kernels::TensorDesc& d = m.tensors[static_cast<size_t>(t)];
        const Shape& want = m.shapes[static_cast<size_t>(t)];
        RAMMER_CHECK(outs[o].shape() == want && outs[o].dtype() == dtype_from_code(d.dtype), "reference node ",
                     r.node.name, ": output '", r.node.outputs[o], "' is ", dtype_name(outs[o].dtype()),
                     shape_str(outs[o].shape()), ", the plan expects ", shape_str(want));
        if (outs[o].nbytes() > 0) std::memcpy(ptrs_[static_cast<size_t>(t)], outs[o].raw(), outs[o].nbytes());
      }
      local[r.node.outputs[o]] = std::move(outs[o]);
    }
  }
}

}  // namespace rammer::runtime
