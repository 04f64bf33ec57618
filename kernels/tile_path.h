// tile_path: which implementation of its kind's tile kernel an op runs, decided from its OpDesc alone.
//
// One function serves the kernels' own dispatch (gemm_tile, conv_tile) and the host tools that
// report on them (the GPU speed-of-light report maps every op of a model to the compiled function of
// its path), so a report can never describe a path the kernel does not take. Kinds with one
// implementation map to a path of their own name.
#pragma once

#include "kernels/op_params.h"

namespace rammer::kernels {

enum class TilePath : int32_t {
  conv_simt = 0,    // group 1, fp32: implicit GEMM on the CUDA cores (conv.h)
  conv_direct,      // grouped / depthwise: each thread computes its outputs directly (conv.h)
  conv_mma,         // group 1 on a matrix unit (takes_matrix_unit): implicit GEMM on it (conv_mma.h)
  conv_transpose,
  gemm_simt,        // fp32 GEMM / MatMul on the CUDA cores (gemm.h)
  gemm_mma,         // on a matrix unit (gemm_mma.h): tf32 / fp16 / bf16 on mma.sync, fp32 / fp16 /
                    // bf16 on MFMA
  elementwise,
  pool,
  reduce,
  row,
  copy,
  concat,
  pad,
  rnn_gates,
  rnn_cell,
  gather,
  reference,
};

RAMMER_HOST_DEVICE TilePath tile_path(const OpDesc& op) {
  switch (static_cast<OpKind>(op.kind)) {
    case OpKind::conv: {
      if (op.params[0] != 1) return TilePath::conv_direct;  // ConvParams::group
      const int n = op_params_detail::clamp_count(op.params[1], kMaxSpatial);
      return takes_matrix_unit(op_params_detail::matrix_unit_of(op.params[3 + 4 * n]),
                               op_params_detail::math_precision_of(op.params[3 + 4 * n]))
                 ? TilePath::conv_mma
                 : TilePath::conv_simt;
    }
    case OpKind::conv_transpose: return TilePath::conv_transpose;
    case OpKind::gemm:
      return takes_matrix_unit(op_params_detail::matrix_unit_of(op.params[2]),
                               op_params_detail::math_precision_of(op.params[2]))
                 ? TilePath::gemm_mma
                 : TilePath::gemm_simt;
    case OpKind::elementwise: return TilePath::elementwise;
    case OpKind::pool: return TilePath::pool;
    case OpKind::reduce: return TilePath::reduce;
    case OpKind::row: return TilePath::row;
    case OpKind::copy: return TilePath::copy;
    case OpKind::concat: return TilePath::concat;
    case OpKind::pad: return TilePath::pad;
    case OpKind::rnn_gates: return TilePath::rnn_gates;
    case OpKind::rnn_cell: return TilePath::rnn_cell;
    case OpKind::gather: return TilePath::gather;
    case OpKind::reference: return TilePath::reference;
  }
  return TilePath::reference;
}

// The path's name as reports print it ("conv_mma", ...); host code only.
inline const char* tile_path_name(TilePath p) {
  switch (p) {
    case TilePath::conv_simt: return "conv_simt";
    case TilePath::conv_direct: return "conv_direct";
    case TilePath::conv_mma: return "conv_mma";
    case TilePath::conv_transpose: return "conv_transpose";
    case TilePath::gemm_simt: return "gemm_simt";
    case TilePath::gemm_mma: return "gemm_mma";
    case TilePath::elementwise: return "elementwise";
    case TilePath::pool: return "pool";
    case TilePath::reduce: return "reduce";
    case TilePath::row: return "row";
    case TilePath::copy: return "copy";
    case TilePath::concat: return "concat";
    case TilePath::pad: return "pad";
    case TilePath::rnn_gates: return "rnn_gates";
    case TilePath::rnn_cell: return "rnn_cell";
    case TilePath::gather: return "gather";
    case TilePath::reference: return "reference";
  }
  return "?";
}

}  // namespace rammer::kernels
