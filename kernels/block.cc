// Host-side failure of the emulated block: a tile carved more shared memory than the fused
// kernel's budget, which on a GPU would corrupt a neighbour's data silently.
#include "kernels/block.h"

#include "support/status.h"

namespace rammer::kernels {

void block_shared_overflow() {
  RAMMER_FAIL("tile kernel carved more shared memory than the block's shared_bytes");
}

}  // namespace rammer::kernels
