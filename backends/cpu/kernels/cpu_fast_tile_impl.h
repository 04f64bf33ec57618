// The per-ISA dispatcher `fast_tile`: the CPU tile kernel of an OpKind, or false (no fast path,
// nothing written). Compiled once per ISA inside RAMMER_CPU_NS by cpu_tile_<isa>.cc.
#pragma once

#include "backends/cpu/kernels/cpu_conv_pool_impl.h"
#include "backends/cpu/kernels/cpu_conv_transpose_impl.h"
#include "backends/cpu/kernels/cpu_dw_pw_impl.h"
#include "backends/cpu/kernels/cpu_gather_impl.h"
#include "backends/cpu/kernels/cpu_store_copies_impl.h"
#include "backends/cpu/kernels/cpu_tile_impl.h"
#include "support/status.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Whether one of the op's operands is channel-blocked (kernels::Layout::nchw16c).
inline bool has_blocked_operand(const k::OpDesc& op, const k::TensorDesc* T) {
  for (int i = 0; i < k::kMaxOperands; ++i)
    if (op.operands[i] >= 0 && channel_blocked(T[op.operands[i]])) return true;
  return false;
}

inline bool fast_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  if (has_blocked_operand(op, T)) {
    // Only the conv tiles (the plain one, the depthwise one, the conv + max pool), the
    // ConvTranspose tile and the 2-D pools read channel-blocked tensors (and only the convs write
    // them); any other kernel (the generic one included) would read them as channel planes.
    const auto kind = static_cast<k::OpKind>(op.kind);
    const bool conv = kind == k::OpKind::conv && !k::DwPrologueParams::unpack(op).on;
    const bool pooled = conv && k::MaxPoolEpilogueParams::unpack(op).on;
    bool ran = false;
    if (pooled) {
      ran = conv_max_pool_tile(op, T, ptrs, task);
    } else if (conv) {
      ran = conv_tile(op, T, ptrs, task);
    } else if (kind == k::OpKind::conv_transpose) {
      ran = conv_transpose_tile(op, T, ptrs, task);
    } else {
      ran = kind == k::OpKind::pool && pool_tile(op, T, ptrs, task);
    }
    RAMMER_CHECK(ran, "CPU kernels: op kind ", op.kind, " names a channel-blocked tensor but has no tile for "
                 "that layout (the channel-block pass should not have blocked it)");
    return true;
  }
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
      return with_store_copies(op, T, ptrs, task, [&](const k::OpDesc& o) { return conv_tile(o, T, ptrs, task); });
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
