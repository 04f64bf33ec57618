// Host-side failures of the emulated block: a tile carved more shared memory than the fused
// kernel's budget, which on a GPU would corrupt a neighbour's data silently; a primitive used
// against its contract (emulation_error), which on a GPU would trap or corrupt memory.
#include "kernels/block.h"

#include <cstdio>
#include <cstdlib>

#include "support/status.h"

namespace rammer::kernels {

void block_shared_overflow() {
  RAMMER_FAIL("tile kernel carved more shared memory than the block's shared_bytes");
}

void emulation_error(const char* message) {
  std::fprintf(stderr, "rammer host emulation: %s\n", message);
  std::abort();
}

}  // namespace rammer::kernels
