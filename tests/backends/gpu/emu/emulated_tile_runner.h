// Runs every rTask of one op as one block of the emulated GPU (one task after another, a barrier
// after each, as the persistent kernel does). The interface has no Block type in it, so the
// host-emulation tests (built without RAMMER_EMULATED) can call the emulated build of the tile
// kernels (emulated_tile_runner.cc, built with it) in the same executable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "kernels/op_desc.h"

namespace rammer::emu_test {

struct EmulatedRun {
  std::vector<emu::Report> reports;
  std::vector<std::string> barrier_sites;  // every barrier the launch passed, the runner's own included
  std::vector<std::string> async_wait_sites;  // every cp.async wait it passed (kernels/cp_async.h)
  std::string error;                       // the runtime's error string when the launch failed
  uint64_t resident_loads = 0;             // rnn_gates tiles that loaded their slice of R
};

// A resident region of `bytes` after the carve (zero tag at launch), and the op's rTasks run
// `repeats` times in a row (so a slice finds itself resident).
struct Resident {
  size_t bytes = 0;
  int repeats = 1;
};

// True for the runner's own barrier after each tile (not part of any tile kernel).
bool is_runner_site(const std::string& site);

// threads: 64 or 256. skip_site: a barrier or cp.async wait site to remove for this run ("" for none).
EmulatedRun run_op_emulated(int threads, const kernels::OpDesc& op, const kernels::TensorDesc* tensors,
                            void* const* ptrs, size_t shared_bytes, const std::string& skip_site = "",
                            uint64_t seed = 1, const Resident& resident = {});

}  // namespace rammer::emu_test
