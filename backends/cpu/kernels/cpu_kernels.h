// Fast CPU tile kernels: CPU-shaped implementations of the tile-kernel ABI (kernels/op_desc.h).
//
// The CPU executor calls cpu_fast_tile for every rTask before it falls back to the emulated GPU tile
// kernels (kernels/). Expects: `op`, `tensors` and `ptrs` as the plan and session resolved them
// (ptrs[i] = tensor i's base address). Guarantees: when it returns true it has written exactly the
// rTask's box of every output the op defines (same values as the reference op within float rounding);
// when it returns false it has written nothing (the op kind, a dtype or a layout has no fast path).
// Thread-safe: rTasks of one op may run concurrently on different threads (scratch is thread-local).
//
// ISA: chosen once at first use from __builtin_cpu_supports (avx512f, else avx2+fma, else scalar);
// the environment variable RAMMER_CPU_ISA=avx512|avx2|scalar lowers it (never raises it above what
// the CPU supports). Each ISA's kernels are separate translation units compiled with their own flags.
#pragma once

#include <cstddef>
#include <cstdint>

#include "kernels/op_desc.h"

namespace rammer::cpu {

enum class CpuIsa : int { scalar = 0, avx2 = 1, avx512 = 2 };

// The best ISA the CPU supports (ignores RAMMER_CPU_ISA).
CpuIsa cpu_isa_supported();
// The ISA cpu_fast_tile uses: cpu_isa_supported() lowered by RAMMER_CPU_ISA.
CpuIsa cpu_isa();
const char* cpu_isa_name(CpuIsa isa);

// Runs rTask `task` of `op` with the selected ISA's kernels; false = no fast path, nothing written.
bool cpu_fast_tile(const kernels::OpDesc& op, const kernels::TensorDesc* tensors, void* const* ptrs,
                   int task);
// The same with an explicit ISA (tests and benchmarks); `isa` must be <= cpu_isa_supported().
bool cpu_fast_tile_isa(CpuIsa isa, const kernels::OpDesc& op, const kernels::TensorDesc* tensors,
                       void* const* ptrs, int task);

// A read-only weight matrix view: element (r, c) = w[r * s_row + c * s_col], rows x cols.
struct WeightView {
  const float* w;
  int64_t rows, cols, s_row, s_col;
};
// Weights packed once per process for the GEMM micro-kernels (conv's A operand, a gemm's constant
// A or B; the layout is the ISA's, see cpu_gemm_impl.h pack_a_whole / pack_b_whole). Expects:
// `v` lies in a model's read-only weights; `floats` = the packed size; `pack` fills it.
// Guarantees: the first call for (v, pack) packs under a lock, later calls return the same copy
// (a thread's repeated calls take no lock); a copy whose source no longer matches (the weights were
// freed and the address reused without cpu_forget_weights) is packed again: a thread's repeated
// calls compare the source's first and last values, other calls 16 sampled ones. Thread-safe.
using WeightPackFn = void (*)(const WeightView& v, float* dst);
const float* packed_weights(const WeightView& v, int64_t floats, WeightPackFn pack);
// Drops the packed copies of weights in [data, data + bytes): call before freeing a model's weights.
void cpu_forget_weights(const void* data, size_t bytes);

}  // namespace rammer::cpu

namespace rammer::kernels {
// The executor's entry point (k_common.md names it in this namespace-free form).
using cpu::cpu_fast_tile;
}  // namespace rammer::kernels
