// Built with RAMMER_EMULATED (tests/backends/gpu/emu/CMakeLists.txt): the emulated runtime's streams
// and a gate kernel, behind the plain functions of emulated_streams.h.
#include "tests/backends/gpu/emu/emulated_streams.h"

#include "backends/gpu/runtime/rammer_target.h"

namespace rammer::emu_test {

namespace {

struct GateArgs {
  unsigned long long* gate;
};

RAMMER_KERNEL(32) wait_for_gate(GateArgs a) {
  if (RAMMER_THREAD_ID() == 0)
    while (rammer_load_acquire(a.gate) == 0) RAMMER_SPIN_PAUSE();
  RAMMER_BARRIER();
}

}  // namespace

void* create_stream() {
  rammerEmuStream_t s = nullptr;
  return rammerEmuStreamCreate(&s) == rammerEmuSuccess ? static_cast<void*>(s) : nullptr;
}

void destroy_stream(void* stream) { (void)rammerEmuStreamDestroy(static_cast<rammerEmuStream_t>(stream)); }

void hold_stream(void* stream, unsigned long long* gate) {
  GateArgs a{gate};
  void* args[] = {&a};
  (void)rammerEmuLaunchCooperativeKernel(RAMMER_KERNEL_HANDLE(GateArgs, wait_for_gate), dim3(1), dim3(32), args, 0,
                                         static_cast<rammerEmuStream_t>(stream));
}

int synchronize_stream(void* stream) {
  return static_cast<int>(rammerEmuStreamSynchronize(static_cast<rammerEmuStream_t>(stream)));
}

}  // namespace rammer::emu_test
