// Host-side failure of the MFMA emulation: a fragment read that the hardware would not do as one
// aligned ds_read (kernels/mfma.h, "fragments from shared memory").
#include "kernels/mfma.h"

#include "support/status.h"

namespace rammer::kernels {

void mfma_misaligned_read(int lane, int bytes) {
  RAMMER_FAIL("mfma_load: lane ", lane, "'s fragment read of ", bytes,
              " bytes is not aligned to its size (tile origin or ld breaks the kernels/mfma.h contract)");
}

}  // namespace rammer::kernels
