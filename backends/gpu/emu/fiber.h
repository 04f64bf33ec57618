// fiber.h: execution contexts for the emulated GPU's threads. A Fiber runs entry(arg) on its own
// stack (a guard page below it turns an overflow into a fault, not silent corruption) and switches
// to and from the scheduler's context explicitly. Two switch implementations: a hand-written
// x86-64 one (callee-saved registers only) and ucontext (portable, saves the signal mask too).
#pragma once

#include <cstddef>

#include <ucontext.h>

#include "backends/gpu/emu/emu_control.h"

namespace rammer::emu {

// A stack from a process-wide pool (mmap'ed, a guard page or a canary at the low end), returned on
// destruction.
class FiberStack {
 public:
  static constexpr size_t kBytes = 128 * 1024;
  FiberStack();
  ~FiberStack();
  FiberStack(const FiberStack&) = delete;
  FiberStack& operator=(const FiberStack&) = delete;
  unsigned char* base() const { return base_; }  // lowest usable byte
  size_t size() const { return kBytes; }

 private:
  unsigned char* base_;
  bool guarded_ = true;
};

// The context a fiber switches back to (the scheduler's).
struct HostContext {
  void* sp = nullptr;
  ucontext_t uc;
};

class Fiber {
 public:
  using Entry = void (*)(void* arg);
  Fiber(SwitchKind kind, Entry entry, void* arg);
  Fiber(const Fiber&) = delete;
  Fiber& operator=(const Fiber&) = delete;

  // From the host context: runs the fiber until it calls suspend().
  void resume(HostContext& host);
  // From inside the fiber: back to the context that resumed it.
  void suspend();

  // The first code a fiber runs (called from the native entry or makecontext): entry(arg).
  static void start(void* self);

 private:
  SwitchKind kind_;
  Entry entry_;
  void* arg_;
  FiberStack stack_;
  void* sp_ = nullptr;  // native: the fiber's saved stack pointer
  ucontext_t uc_;
  HostContext* host_ = nullptr;
};

}  // namespace rammer::emu
