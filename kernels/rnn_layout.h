// The shared-memory layout of the rnn_gates tile (kernels/rnn.h), in one place for the tile and for
// rtask/ (which sizes the step's variants and the block's resident region from it).
//
// Per chunk of kRnnBatchChunk batch rows the tile carves h_prev [chunk][H], x [chunk][I] (only when
// it computes x W^T itself) and the rows' sums [chunk][G * units], each 16-byte aligned as
// Block::shared carves. A resident slice is the tag (kResidentTagBytes) then the rows of R of the
// recurrent gates of its units, [gate][unit][H] floats (GRU's h gate is finished by rnn_cell: 2 of
// its 3 gates are recurrent here).
#pragma once

#include <stdint.h>

#include "kernels/block.h"

namespace rammer::kernels {

constexpr int kRnnBatchChunk = 4;

RAMMER_HOST_DEVICE int64_t rnn_align16(int64_t bytes) { return (bytes + 15) / 16 * 16; }

RAMMER_HOST_DEVICE int64_t rnn_recurrent_gates(int64_t gates, bool gru) { return gru ? 2 : gates; }

// The resident region a slice of `units` hidden units needs (R stored as f32).
RAMMER_HOST_DEVICE int64_t rnn_resident_bytes(int64_t recurrent_gates, int64_t units, int64_t hidden) {
  return static_cast<int64_t>(kResidentTagBytes) + recurrent_gates * units * hidden * 4;
}

// The tile's carve for `units` units of `gates` gates; `inputs` = I when the tile computes x W^T
// (not projected), else 0.
RAMMER_HOST_DEVICE int64_t rnn_gates_carve_bytes(int64_t gates, int64_t units, int64_t hidden, int64_t inputs) {
  return rnn_align16(kRnnBatchChunk * hidden * 4) + rnn_align16(kRnnBatchChunk * inputs * 4) +
         rnn_align16(kRnnBatchChunk * gates * units * 4);
}

}  // namespace rammer::kernels
