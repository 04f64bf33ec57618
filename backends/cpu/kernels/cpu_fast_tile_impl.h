// The per-ISA dispatcher `fast_tile`: the CPU tile kernel of an OpKind, or false (no fast path,
// nothing written). Compiled once per ISA inside RAMMER_CPU_NS by cpu_tile_<isa>.cc.
#pragma once

#include "backends/cpu/kernels/cpu_conv_pool_impl.h"
#include "backends/cpu/kernels/cpu_conv_transpose_impl.h"
#include "backends/cpu/kernels/cpu_dw_pw_impl.h"
#include "backends/cpu/kernels/cpu_gather_impl.h"
#include "backends/cpu/kernels/cpu_tile_impl.h"
#include "support/status.h"

namespace rammer::cpu::RAMMER_CPU_NS {

inline bool fast_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  switch (static_cast<k::OpKind>(op.kind)) {
    case k::OpKind::gemm: return gemm_tile(op, T, ptrs, task);
    case k::OpKind::conv:
      if (k::DwPrologueParams::unpack(op).on) {
        // Only this kernel computes the fused depthwise prologue: any other path would silently skip it.
        RAMMER_CHECK(dw_pw_tile(op, T, ptrs, task), "CPU kernels: a conv with a fused depthwise prologue has no CPU tile for its "
                     "shapes or dtypes (the lowering should not have fused it)");
        return true;
      }
      if (k::MaxPoolEpilogueParams::unpack(op).on) {
        // Only this kernel pools the conv's output: any other path would store the conv unpooled.
        RAMMER_CHECK(conv_max_pool_tile(op, T, ptrs, task), "CPU kernels: a conv with a max-pool epilogue has no CPU tile "
                     "for its shapes or dtypes (the lowering should not have fused it)");
        return true;
      }
      if (k::InputAffineParams::unpack(op).on) {
        // Only this kernel applies the affine input prologue: the generic kernel would skip it.
        RAMMER_CHECK(conv_tile(op, T, ptrs, task), "CPU kernels: a conv with an affine input prologue has no CPU tile "
                     "for its shapes or dtypes (the lowering should not have fused it)");
        return true;
      }
      return conv_tile(op, T, ptrs, task);
    case k::OpKind::conv_transpose: return conv_transpose_tile(op, T, ptrs, task);
    case k::OpKind::elementwise: return elementwise_tile(op, T, ptrs, task);
    case k::OpKind::rnn_gates: return rnn_gates_tile(op, T, ptrs, task);
    case k::OpKind::rnn_cell: return rnn_cell_tile(op, T, ptrs, task);
    case k::OpKind::pool: return pool_tile(op, T, ptrs, task);
    case k::OpKind::row: return row_tile(op, T, ptrs, task);
    case k::OpKind::reduce: return reduce_tile(op, T, ptrs, task);
    case k::OpKind::copy: return copy_tile(op, T, ptrs, task);
    case k::OpKind::concat: return concat_tile(op, T, ptrs, task);
    case k::OpKind::pad: return pad_tile(op, T, ptrs, task);
    case k::OpKind::gather: return gather_tile(op, T, ptrs, task);
    default: return false;
  }
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
