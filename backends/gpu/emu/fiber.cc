// Fiber stacks and the two context switches (fiber.h).
#include "backends/gpu/emu/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

namespace rammer::emu {

namespace {

// Stacks are reused: a launch creates grid x block fibers, and mmap + mprotect per fiber would cost
// more than running most tile kernels. A guard page splits the mapping, and the kernel caps a
// process's mappings (vm.max_map_count, 65530 by default), so only the first kGuardedStacks stacks
// get one; later ones (a grid of more than ~60 blocks of 256 threads) carry a canary at the low end,
// checked when the stack returns to the pool.
constexpr size_t kGuardedStacks = 16384;
constexpr size_t kStacksPerChunk = 64;
constexpr uint64_t kCanary = 0x5a17c0ffee5a17c0ull;

struct StackPool {
  std::mutex mu;
  std::vector<std::pair<unsigned char*, bool>> free;  // stack, guarded
  size_t made = 0;
};
StackPool& stack_pool() {
  static StackPool* pool = new StackPool();  // never destroyed: fibers may outlive static destructors
  return *pool;
}

size_t page_size() {
  static const size_t p = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return p;
}

// Maps kStacksPerChunk stacks (each with a guard page, or a canary) into pool.free; pool.mu is held.
void grow(StackPool& pool) {
  const size_t guard = page_size(), slot = FiberStack::kBytes + guard;
  void* m = mmap(nullptr, slot * kStacksPerChunk, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) {
    std::fprintf(stderr, "rammer emu: cannot map fiber stacks\n");
    std::abort();
  }
  for (size_t i = 0; i < kStacksPerChunk; ++i, ++pool.made) {
    unsigned char* low = static_cast<unsigned char*>(m) + i * slot;
    const bool guarded = pool.made < kGuardedStacks;
    if (guarded) {
      if (mprotect(low, guard, PROT_NONE) != 0) {
        std::fprintf(stderr, "rammer emu: cannot protect a fiber stack's guard page\n");
        std::abort();
      }
    } else {
      std::memcpy(low + guard, &kCanary, sizeof kCanary);
    }
    pool.free.emplace_back(low + guard, guarded);
  }
}

}  // namespace

FiberStack::FiberStack() {
  StackPool& pool = stack_pool();
  std::lock_guard<std::mutex> lock(pool.mu);
  if (pool.free.empty()) grow(pool);
  base_ = pool.free.back().first;
  guarded_ = pool.free.back().second;
  pool.free.pop_back();
}

FiberStack::~FiberStack() {
  if (!guarded_) {
    uint64_t word;
    std::memcpy(&word, base_, sizeof word);
    if (word != kCanary) {
      std::fprintf(stderr, "rammer emu: a fiber overflowed its %zu-byte stack\n", kBytes);
      std::abort();
    }
  }
  StackPool& pool = stack_pool();
  std::lock_guard<std::mutex> lock(pool.mu);
  pool.free.emplace_back(base_, guarded_);
}

}  // namespace rammer::emu

#if defined(__x86_64__)
// rammer_emu_switch(save, to): pushes the callee-saved registers, stores rsp in *save, loads `to`
// and pops the target's registers. A new fiber's stack is laid out so the first switch "returns"
// into rammer_emu_fiber_entry with the Fiber* in r12. The System V ABI makes every other register
// caller-saved, so this is a complete switch for code that leaves MXCSR and the x87 control word
// alone (tile kernels do).
extern "C" void rammer_emu_switch(void** save, void* to);
extern "C" void rammer_emu_fiber_entry();
asm(R"(
  .text
  .globl rammer_emu_switch
  .hidden rammer_emu_switch
  .type rammer_emu_switch,@function
rammer_emu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size rammer_emu_switch, .-rammer_emu_switch

  .globl rammer_emu_fiber_entry
  .hidden rammer_emu_fiber_entry
  .type rammer_emu_fiber_entry,@function
rammer_emu_fiber_entry:
  movq %r12, %rdi
  call rammer_emu_fiber_start
  ud2
  .size rammer_emu_fiber_entry, .-rammer_emu_fiber_entry
)");
#endif

extern "C" __attribute__((visibility("hidden"))) void rammer_emu_fiber_start(void* fiber);

namespace rammer::emu {

Fiber::Fiber(SwitchKind kind, Entry entry, void* arg) : kind_(kind), entry_(entry), arg_(arg) {
#if !defined(__x86_64__)
  kind_ = SwitchKind::ucontext;
#endif
  if (kind_ == SwitchKind::native) {
#if defined(__x86_64__)
    // Top of stack, 16-byte aligned; after the six pops and the ret, rsp = top, so the entry's call
    // is made with a 16-byte aligned stack, as the ABI wants at a call.
    uintptr_t top = (reinterpret_cast<uintptr_t>(stack_.base()) + stack_.size()) & ~uintptr_t{15};
    void** sp = reinterpret_cast<void**>(top);
    *--sp = reinterpret_cast<void*>(&rammer_emu_fiber_entry);
    *--sp = nullptr;  // rbp
    *--sp = nullptr;  // rbx
    *--sp = this;     // r12: the fiber
    *--sp = nullptr;  // r13
    *--sp = nullptr;  // r14
    *--sp = nullptr;  // r15
    sp_ = sp;
#endif
  } else {
    getcontext(&uc_);
    uc_.uc_stack.ss_sp = stack_.base();
    uc_.uc_stack.ss_size = stack_.size();
    uc_.uc_link = nullptr;
    // makecontext passes ints: split the pointer in two halves.
    const uintptr_t self = reinterpret_cast<uintptr_t>(this);
    makecontext(&uc_, reinterpret_cast<void (*)()>(+[](unsigned hi, unsigned lo) {
                  start(reinterpret_cast<void*>((static_cast<uintptr_t>(hi) << 32) | lo));
                }),
                2, static_cast<unsigned>(self >> 32), static_cast<unsigned>(self & 0xffffffffu));
  }
}

void Fiber::start(void* self) {
  Fiber* f = static_cast<Fiber*>(self);
  f->entry_(f->arg_);
  // The entry must suspend for good; returning would fall off the fiber's stack.
  std::fprintf(stderr, "rammer emu: a fiber returned from its entry\n");
  std::abort();
}

void Fiber::resume(HostContext& host) {
  host_ = &host;
#if defined(__x86_64__)
  if (kind_ == SwitchKind::native) {
    rammer_emu_switch(&host.sp, sp_);
    return;
  }
#endif
  swapcontext(&host.uc, &uc_);
}

void Fiber::suspend() {
#if defined(__x86_64__)
  if (kind_ == SwitchKind::native) {
    rammer_emu_switch(&sp_, host_->sp);
    return;
  }
#endif
  swapcontext(&uc_, &host_->uc);
}

SwitchKind default_switch_kind() {
#if defined(__x86_64__)
  return SwitchKind::native;
#else
  return SwitchKind::ucontext;
#endif
}

double measure_switch_ns(SwitchKind kind, int rounds) {
  struct PingPong {
    Fiber* fiber = nullptr;
    int rounds = 0;
  } pp;
  pp.rounds = rounds;
  Fiber fiber(kind, [](void* arg) {
    PingPong* p = static_cast<PingPong*>(arg);
    for (;;) p->fiber->suspend();
  }, &pp);
  pp.fiber = &fiber;
  HostContext host;
  fiber.resume(host);  // warm up: the first entry
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < rounds; ++i) fiber.resume(host);
  const auto t1 = std::chrono::steady_clock::now();
  // The fiber is left suspended forever; its stack returns to the pool with it.
  return std::chrono::duration<double, std::nano>(t1 - t0).count() / (2.0 * rounds);
}

}  // namespace rammer::emu

extern "C" void rammer_emu_fiber_start(void* fiber) { rammer::emu::Fiber::start(fiber); }
