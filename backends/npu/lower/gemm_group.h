// The matrix-unit pipeline every GEMM-shaped op (Conv, Gemm) lowers to: one output block of
// `rows` x (up to `dim` columns per tile, up to kMaxTiles tiles) accumulated over reduction chunks
// of at most `dim` rows, then an epilogue on the vector unit and stores.
//
// Double buffering: chunk c loads its A and B tiles into scratchpad slot c % 2 while the matrix
// unit multiplies chunk c - 1 from the other slot; a DMA->MAT token says a slot is full, a
// MAT->DMA token that the slot is free again. The epilogue waits for the last product (MAT->VEC),
// for each operand tile it reads (DMA->VEC), and each store waits for the vector op that made its
// tile (VEC->DMA). Every token pushed inside a group is popped inside it, and each pop follows its
// push in program order, so groups can follow one another in any number.
#pragma once

#include <cstdint>
#include <vector>

#include "backends/npu/lower/lower_context.h"
#include "backends/npu/lower/stream.h"

namespace rammer::npu {

inline constexpr int kMaxTiles = 16;      // output tiles per group
inline constexpr int64_t kMaxGroupRows = 64;  // rows of A per group (acc: rows x tiles x dim words)

struct GemmChunk {
  DmaBox a;                 // rows x k, written densely: A[i*lda + t]
  int64_t lda = 0, k = 0;
  std::vector<DmaBox> b;    // per tile a dense k x w box, or one box shared by every tile
};

// One step of the epilogue on a tile (register 0 = the accumulator of that tile, fp16).
struct EpilogueOp {
  enum Kind { act, alu, store } kind = act;
  int64_t code = 0;         // act: rnpu act code; alu: rnpu aluop
  int operand = -1;         // alu / store: index into OutTile::boxes
  bool operand_first = false;  // alu: operand `op` register (sub) instead of register `op` operand
};

struct OutTile {
  int64_t w = 0;                 // columns
  std::vector<DmaBox> boxes;     // per epilogue operand: the rows x w tile in DRAM
};

struct GemmGroup {
  int64_t rows = 0;
  std::vector<GemmChunk> chunks;
  std::vector<OutTile> tiles;
  std::vector<EpilogueOp> epilogue;  // must end with a store
};

void emit_gemm_group(const GemmGroup& g, const NpuGeometry& geo, Stream& s);

}  // namespace rammer::npu
