// rammer_tables.h: what the host half of a GPU library hands its persistent kernel.
//
// Everything model-specific reaches the kernel through ModelTables (device memory, uploaded once
// per loaded library), so the device code depends only on the model's set of op kinds, its threads
// per block and the target: one compiled device object serves every model with that key. The host
// half (rammer_host.h, compiled with the model's tables) and the device half (rammer_persistent.h,
// compiled with the tile-kernel switch) are separate translation units that share only this header
// and rammer_persistent_kernel().
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "kernels/op_desc.h"

namespace rammer::gpu {

struct ModelTables {
  int32_t veus;                  // blocks launched: the vEU count
  int32_t pad_;
  uint64_t shared_bytes;         // dynamic shared memory per block
  const kernels::TensorDesc* tensors;
  const kernels::OpDesc* ops;
  const kernels::InstrDesc* instrs;
  const int32_t* program_begin;  // vEU v runs instrs[program_begin[v], program_begin[v + 1])
  const int32_t* event_signals;  // signals per run of each event
};

// The one kernel argument (by value): pointers only, so CUDA's 4 KB parameter limit is irrelevant.
struct KernelArgs {
  const ModelTables* model;
  unsigned long long* control;  // the session's control block (rammer_persistent.h)
  void* const* ptrs;            // tensor i's resolved base address (the session resolves them at bind time)
};

}  // namespace rammer::gpu

// The persistent kernel of the device object linked into this library, as the host API's function
// handle (launch, occupancy query, attributes). Hidden: two libraries loaded into one process each
// call their own.
__attribute__((visibility("hidden"))) const void* rammer_persistent_kernel();
