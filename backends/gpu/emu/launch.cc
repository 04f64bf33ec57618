// The fiber scheduler of one emulated launch, barriers, and the device hooks that do not check
// memory (launch.h).
#include "backends/gpu/emu/launch.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "backends/gpu/emu/device.h"

thread_local dim3 threadIdx;
thread_local dim3 blockIdx;
thread_local dim3 blockDim;
thread_local dim3 gridDim;

namespace rammer::emu {

namespace {

thread_local FiberState* t_current = nullptr;

int64_t steady_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Fresh shared memory is all ones (a float NaN): a read before any write shows up in the outputs.
constexpr unsigned char kUninitialisedShared = 0xff;

void fiber_main(void* arg) {
  FiberState* f = static_cast<FiberState*>(arg);
  Launch& l = *f->launch;
  void* args[1] = {const_cast<unsigned char*>(l.config.args.data())};
  l.config.kernel->call(args);
  BlockState& b = *f->block;
  f->run = FiberRun::done;
  l.make_waiting(f);
  ++b.done;
  Device::get().progress();
  if (b.arrived > 0 && !b.exit_reported) {
    b.exit_reported = true;
    std::vector<int> waiting;
    for (FiberState* w : b.waiting) waiting.push_back(w->thread);
    l.report(ReportKind::barrier_divergence,
             where(*f) + ": thread " + std::to_string(f->thread) + " exited while threads " +
                 thread_list(waiting) + " wait at the barrier at " + b.wait_site.str());
  }
  f->fiber.suspend();  // never resumed
}

}  // namespace

bool Site::operator==(const Site& o) const {
  return line == o.line && (file == o.file || (file && o.file && std::strcmp(file, o.file) == 0));
}

std::string Site::str() const {
  if (file == nullptr) return "kernel start";
  return std::string(file) + ":" + std::to_string(line);
}

FiberState* current_fiber() { return t_current; }

std::string where(const FiberState& f) {
  std::string s = "tile '";
  s += f.tile ? f.tile : "?";
  s += "' block " + std::to_string(f.block->index);
  return s;
}

std::string thread_list(const std::vector<int>& threads) {
  std::ostringstream o;
  const size_t shown = threads.size() < 8 ? threads.size() : 8;
  for (size_t i = 0; i < shown; ++i) o << (i ? ", " : "") << threads[i];
  if (threads.size() > shown) o << ", ...";
  o << " (" << threads.size() << (threads.size() == 1 ? " thread)" : " threads)");
  return o.str();
}

FiberState::FiberState(Launch* l, BlockState* b, int t, SwitchKind kind)
    : fiber(kind, &fiber_main, this), launch(l), block(b), thread(t) {
  const dim3 bd = l->config.block;
  tid = dim3(static_cast<unsigned>(t) % bd.x, static_cast<unsigned>(t) / bd.x % bd.y,
             static_cast<unsigned>(t) / (bd.x * bd.y));
}

Launch::Launch(const LaunchConfig& c) : config(c), rng(c.seed) {
  sites.push_back(Site{});  // id 0: outside any b.threads body
  const std::string skip = Device::get().skipped_site();
  const size_t colon = skip.rfind(':');
  if (colon != std::string::npos) {
    skip_file = skip.substr(0, colon);
    skip_line = std::atoi(skip.c_str() + colon + 1);
  }
}

void Launch::make_runnable(FiberState* f) {
  f->runnable_pos = runnable.size();
  runnable.push_back(f);
}

void Launch::make_waiting(FiberState* f) {
  FiberState* last = runnable.back();
  runnable[f->runnable_pos] = last;
  last->runnable_pos = f->runnable_pos;
  runnable.pop_back();
}

uint16_t Launch::site_id(const char* file, int line) {
  const Site s{file, line};
  for (size_t i = 1; i < sites.size(); ++i)
    if (sites[i] == s) return static_cast<uint16_t>(i);
  if (sites.size() >= 0xfffe) return 0;
  sites.push_back(s);
  return static_cast<uint16_t>(sites.size() - 1);
}

bool Launch::wants_report(ReportKind kind) {
  int n = 0;
  for (const Report& r : reports) n += r.kind == kind;
  if (n < 8) return true;
  ++suppressed;
  return false;
}

void Launch::report(ReportKind kind, std::string text) {
  if (wants_report(kind)) reports.push_back(Report{kind, std::move(text)});
}

std::string run_launch(const LaunchConfig& config) {
  Launch l(config);
  const int threads = static_cast<int>(config.block.x * config.block.y * config.block.z);
  const int nblocks = static_cast<int>(config.grid.x * config.grid.y * config.grid.z);
  const SwitchKind kind = default_switch_kind();
  for (int bi = 0; bi < nblocks; ++bi) {
    auto b = std::make_unique<BlockState>();
    b->index = bi;
    b->idx = dim3(static_cast<unsigned>(bi) % config.grid.x, static_cast<unsigned>(bi) / config.grid.x % config.grid.y,
                  static_cast<unsigned>(bi) / (config.grid.x * config.grid.y));
    b->threads = threads;
    b->smem_bytes = config.shared_bytes;
    b->smem_storage.reset(new unsigned char[config.shared_bytes + 16]);
    b->smem = reinterpret_cast<unsigned char*>((reinterpret_cast<uintptr_t>(b->smem_storage.get()) + 15) &
                                               ~uintptr_t{15});
    std::memset(b->smem, kUninitialisedShared, config.shared_bytes);
    b->shadow.resize((config.shared_bytes + 3) / 4);
    for (int t = 0; t < threads; ++t) {
      l.fibers.push_back(std::make_unique<FiberState>(&l, b.get(), t, kind));
      l.make_runnable(l.fibers.back().get());
    }
    l.blocks.push_back(std::move(b));
  }
  Device& device = Device::get();
  l.seen_progress = device.progress_count();
  l.seen_progress_ns = steady_ns();
  blockDim = config.block;
  gridDim = config.grid;
  while (!l.runnable.empty() && !l.aborted) {
    FiberState* f = l.runnable[l.rng() % l.runnable.size()];
    t_current = f;
    threadIdx = f->tid;
    blockIdx = f->block->idx;
    f->fiber.resume(l.host);
  }
  t_current = nullptr;
  if (!l.aborted) {
    for (const auto& b : l.blocks) {
      if (b->done == b->threads) continue;
      std::vector<int> waiting, exited;
      const char* tile = nullptr;
      for (FiberState* w : b->waiting) {
        waiting.push_back(w->thread);
        tile = w->tile;
      }
      for (const auto& f : l.fibers)
        if (f->block == b.get() && f->run == FiberRun::done) exited.push_back(f->thread);
      std::string text = std::string("tile '") + (tile ? tile : "?") + "' block " + std::to_string(b->index) +
                         ": no thread can run: threads " + thread_list(waiting) + " wait at the barrier at " +
                         b->wait_site.str() + " forever";
      if (!exited.empty()) text += "; threads " + thread_list(exited) + " have exited";
      l.reports.push_back(Report{ReportKind::deadlock, std::move(text)});
    }
  }
  std::set<std::string> sites;
  for (const auto& s : l.barrier_sites) sites.insert(Site{s.first, s.second}.str());
  device.add_barrier_sites(sites);
  std::set<std::string> waits;
  for (const auto& s : l.async_wait_sites) waits.insert(Site{s.first, s.second}.str());
  device.add_async_wait_sites(waits);
  if (l.suppressed > 0)
    l.reports.push_back(Report{l.reports.back().kind, "(" + std::to_string(l.suppressed) + " more reports left out)"});
  device.add_reports(l.reports);
  std::string text;
  for (const Report& r : l.reports) text += std::string(report_kind_name(r.kind)) + ": " + r.text + "\n";
  return text;
}

// ---- device hooks (rammer_emu.h) ----

namespace {

// The exchange of one lane group of `width` lanes (a 32-lane warp, a 64-lane wave), whose states are
// the block's member `groups_of` (one per group of the block, sized at the first exchange).
void group_exchange(std::vector<WarpState> BlockState::*groups_of, int width, const void* mine, void* all,
                    size_t bytes) {
  FiberState* f = t_current;
  if (f == nullptr) {  // outside a launch: a group of one
    std::memcpy(all, mine, bytes);
    return;
  }
  Launch& l = *f->launch;
  BlockState& b = *f->block;
  std::vector<WarpState>& groups = b.*groups_of;
  const int group = f->thread / width, lane = f->thread % width;
  const int lanes = std::min(width, b.threads - group * width);
  if (groups.empty()) groups.resize(static_cast<size_t>((b.threads + width - 1) / width));
  WarpState& w = groups[static_cast<size_t>(group)];
  const uint64_t generation = w.generation;
  std::vector<unsigned char>& buffer = w.buffer[generation & 1];
  if (buffer.size() < static_cast<size_t>(width) * bytes) buffer.resize(static_cast<size_t>(width) * bytes);
  std::memcpy(buffer.data() + static_cast<size_t>(lane) * bytes, mine, bytes);
  if (++w.arrived == lanes) {
    w.arrived = 0;
    ++w.generation;
    for (FiberState* x : w.waiting) {
      x->run = FiberRun::runnable;
      l.make_runnable(x);
    }
    w.waiting.clear();
  } else {
    f->run = FiberRun::at_barrier;
    f->wait_site = Site{width == kWaveSize ? "(wave exchange)" : "(warp exchange)", 0};
    l.make_waiting(f);
    w.waiting.push_back(f);
  }
  f->fiber.suspend();  // a switch point either way: the other lanes run in between
  std::memcpy(all, w.buffer[generation & 1].data(), static_cast<size_t>(width) * bytes);
}

}  // namespace

void warp_exchange(const void* mine, void* all, size_t bytes) {
  group_exchange(&BlockState::warps, kWarpSize, mine, all, bytes);
}

void wave_exchange(const void* mine, void* all, size_t bytes) {
  group_exchange(&BlockState::waves, kWaveSize, mine, all, bytes);
}

bool async_wait_skipped(const char* file, int line) {
  FiberState* f = t_current;
  if (f == nullptr) return false;
  Launch& l = *f->launch;
  l.async_wait_sites.emplace(file, line);
  return line == l.skip_line && l.skip_file == file;  // the mutation: this wait is gone
}

void yield() {
  if (FiberState* f = t_current) f->fiber.suspend();
}

void barrier(const char* file, int line) {
  FiberState* f = t_current;
  if (f == nullptr) return;
  Launch& l = *f->launch;
  BlockState& b = *f->block;
  l.barrier_sites.emplace(file, line);
  if (line == l.skip_line && l.skip_file == file) return;  // the mutation: this barrier is gone
  const Site here{file, line};
  if (b.arrived == 0) {
    b.wait_site = here;
  } else if (!(b.wait_site == here) && !b.divergence_reported) {
    b.divergence_reported = true;
    std::vector<int> waiting;
    for (FiberState* w : b.waiting) waiting.push_back(w->thread);
    l.report(ReportKind::barrier_divergence,
             where(*f) + ": thread " + std::to_string(f->thread) + " arrives at the barrier at " + here.str() +
                 " while threads " + thread_list(waiting) + " wait at the barrier at " + b.wait_site.str());
  }
  if (b.done > 0 && !b.exit_reported) {
    b.exit_reported = true;
    l.report(ReportKind::barrier_divergence, where(*f) + ": thread " + std::to_string(f->thread) +
                                                 " waits at the barrier at " + here.str() + " after " +
                                                 std::to_string(b.done) + " threads of its block exited");
  }
  f->run = FiberRun::at_barrier;
  f->wait_site = here;
  l.make_waiting(f);
  b.waiting.push_back(f);
  if (++b.arrived == b.threads) {
    ++b.phase;
    b.phase_site = here;
    for (FiberState* w : b.waiting) {
      w->run = FiberRun::runnable;
      l.make_runnable(w);
    }
    b.waiting.clear();
    b.arrived = 0;
    Device::get().progress();
  }
  f->fiber.suspend();
}

void spin_pause() {
  FiberState* f = t_current;
  if (f == nullptr) return;
  Launch& l = *f->launch;
  // Every 1024 pauses: has anything on the device moved? A wait nobody can satisfy is a deadlock.
  if ((++l.spins & 1023) == 0) {
    Device& d = Device::get();
    const uint64_t p = d.progress_count();
    const int64_t now = steady_ns();
    if (p != l.seen_progress) {
      l.seen_progress = p;
      l.seen_progress_ns = now;
    } else if (now - l.seen_progress_ns > static_cast<int64_t>(d.spin_timeout_ms()) * 1000000) {
      l.reports.push_back(Report{ReportKind::deadlock,
                                 where(*f) + ": thread " + std::to_string(f->thread) +
                                     " spins with no progress on the device for " +
                                     std::to_string(d.spin_timeout_ms()) + " ms"});
      l.aborted = true;
    }
  }
  f->fiber.suspend();
}

void fence() {}

unsigned long long now_ns() { return static_cast<unsigned long long>(steady_ns()); }

unsigned char* dynamic_shared() {
  FiberState* f = t_current;
  return f ? f->block->smem : nullptr;
}

void* shared_var(const void* key, size_t bytes, size_t align) {
  FiberState* f = t_current;
  if (f == nullptr) trap("RAMMER_SHARED_VAR used outside an emulated launch");
  for (auto& v : f->block->shared_vars)
    if (v.first == key) return v.second.get();
  // new[] of unsigned char is aligned for any fundamental type; larger alignments are not needed.
  (void)align;
  std::unique_ptr<unsigned char[]> storage(new unsigned char[bytes]);
  std::memset(storage.get(), kUninitialisedShared, bytes);
  f->block->shared_vars.emplace_back(key, std::move(storage));
  return f->block->shared_vars.back().second.get();
}

void trap(const char* message) {
  FiberState* f = t_current;
  if (f == nullptr) {
    std::fprintf(stderr, "rammer emu: trap outside a launch: %s\n", message);
    std::abort();
  }
  f->launch->reports.push_back(
      Report{ReportKind::trap, where(*f) + ": thread " + std::to_string(f->thread) + ": " + message});
  f->launch->aborted = true;
  for (;;) f->fiber.suspend();
}

TileScope::TileScope(const char* name) : previous_(nullptr) {
  if (FiberState* f = t_current) {
    previous_ = f->tile;
    f->tile = name;
  }
}

TileScope::~TileScope() {
  if (FiberState* f = t_current) f->tile = previous_;
}

}  // namespace rammer::emu
