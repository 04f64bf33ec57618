// run_tile: the generic dispatcher from an OpDesc's kind to its tile kernel, for the host emulation
// (and usable by a GPU backend that does not generate its own switch). OpKind::reference has no
// tile kernel: the caller runs it (CPU backends) or rejects it (GPU backends); here it does nothing.
#pragma once

#include "kernels/conv.h"
#include "kernels/copy.h"
#include "kernels/elementwise.h"
#include "kernels/gather.h"
#include "kernels/gemm.h"
#include "kernels/pool.h"
#include "kernels/reduce.h"
#include "kernels/rnn.h"
#include "kernels/row.h"

namespace rammer::kernels {

template <int kThreads>
RAMMER_DEVICE void run_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                            void* const* ptrs, int task) {
  switch (static_cast<OpKind>(op.kind)) {
    case OpKind::conv: conv_tile(b, op, tensors, ptrs, task); break;
    case OpKind::conv_transpose: conv_transpose_tile(b, op, tensors, ptrs, task); break;
    case OpKind::gemm: gemm_tile(b, op, tensors, ptrs, task); break;
    case OpKind::elementwise: elementwise_tile(b, op, tensors, ptrs, task); break;
    case OpKind::pool: pool_tile(b, op, tensors, ptrs, task); break;
    case OpKind::reduce: reduce_tile(b, op, tensors, ptrs, task); break;
    case OpKind::row: row_tile(b, op, tensors, ptrs, task); break;
    case OpKind::copy: copy_tile(b, op, tensors, ptrs, task); break;
    case OpKind::concat: concat_tile(b, op, tensors, ptrs, task); break;
    case OpKind::pad: pad_tile(b, op, tensors, ptrs, task); break;
    case OpKind::rnn_gates: rnn_gates_tile(b, op, tensors, ptrs, task); break;
    case OpKind::rnn_cell: rnn_cell_tile(b, op, tensors, ptrs, task); break;
    case OpKind::gather: gather_tile(b, op, tensors, ptrs, task); break;
    case OpKind::reference: break;
  }
  // The next tile carves shared memory afresh; every thread is past the last phase of this one.
  b.sync();
  b.reset_shared();
}

}  // namespace rammer::kernels
