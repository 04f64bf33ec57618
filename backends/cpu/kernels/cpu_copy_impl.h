// Data movement on the CPU: OpKind copy (strided views: Transpose, Slice, Expand, Split), concat
// and pad. Part of the per-ISA CPU kernels (see cpu_tile_impl.h); each returns false (nothing
// written) when it has no fast path, and the executor falls back to the emulated tile kernel.
#pragma once

#include "backends/cpu/kernels/cpu_steps_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

inline bool copy_tile(const k::OpDesc&, const k::TensorDesc*, void* const*, int) { return false; }
inline bool concat_tile(const k::OpDesc&, const k::TensorDesc*, void* const*, int) { return false; }
inline bool pad_tile(const k::OpDesc&, const k::TensorDesc*, void* const*, int) { return false; }

}  // namespace rammer::cpu::RAMMER_CPU_NS
