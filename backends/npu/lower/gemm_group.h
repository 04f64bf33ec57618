// The matrix-unit pipeline every GEMM-shaped op (Conv, Gemm) lowers to: a block of output tiles
// in the accumulator, summed over reduction chunks, then an epilogue on the vector unit and stores.
//
// A chunk is a set of DMA loads into one scratchpad slot and the products that read that slot.
// Double buffering: chunk c loads into slot c % 2 while the matrix unit multiplies chunk c - 1 from
// the other slot; a DMA->MAT token says a slot is full, a MAT->DMA token that it is free again.
// int8: the chunk's last load (the scale) gives the vector unit a token, its vec.quant gives the
// matrix unit one, which the chunk's first product takes beside the DMA's.
// The epilogue waits for the last product (MAT->VEC) and for each operand tile it reads (DMA->VEC),
// and each store waits for the vector op that made its tile (VEC->DMA). In fp16 the operand tiles
// (a residual) are loaded during the reduction, spread over the chunks' loads, so that the DMA
// moves them while the matrix unit works; the epilogue reads every tile's accumulator block out
// before the rest of its program, so that the accumulator is free early. Every token pushed inside
// a group is popped inside it, and each pop follows its push in program order, so groups can
// follow one another in any number.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "backends/npu/lower/lower_context.h"
#include "backends/npu/lower/stream.h"

namespace rammer::npu {

// acc[acc + i*ldc + j] (+)= sum_t A[a + i*lda + t] * B[b + t*n + j]; a and b are byte offsets in
// the chunk's slot.
struct Product {
  int64_t a = 0, b = 0, acc = 0, m = 0, k = 0, n = 0, lda = 0, ldc = 0;
  bool accumulate = false;
  bool b_resident = false;  // b is a scratchpad address in the resident region, not a slot offset
};

struct GemmChunk {
  std::vector<std::pair<int64_t, DmaBox>> loads;  // (byte offset in the slot, box)
  std::vector<Product> products;
  // int8 groups: the fp16 A bytes at quant_src (quant_elements values) are quantised to int8 at
  // quant_dst before the products, which read A (and B) as int8; the fp32 activation scale is
  // loaded to scale_at. Offsets in the slot.
  int64_t quant_src = 0, quant_dst = 0, quant_elements = 0, scale_at = 0;
};

// An int8 group (int8.h): per chunk vec.quant of A, int8 products, then vec.dequant of each tile
// through `table` (dim (scale, bias) pairs per tile, in tile order, fp32) instead of vec.cvt.
struct GemmInt8 {
  bool on = false;
  int zero_point = 0;
  int64_t scale_dram = 0;  // the activation scale, fp32
  DmaBox table;
};

// One step of the epilogue on a tile, as a program over values: value 0 is the accumulator tile
// (fp16 after vec.cvt), each act/alu step makes the next value (1, 2, ...). A source is a value
// (>= 0) or an operand tile loaded by DMA (operand_source(k) for OutTile::boxes index k).
struct EpilogueOp {
  enum Kind { act, alu, store } kind = act;
  int64_t code = 0;  // act: rnpu act code; alu: rnpu aluop
  int a = 0, b = 0;  // act: a; alu: a op b
  int operand = -1;  // store: index into OutTile::boxes; its source is `a`, a value
};
inline int operand_source(int k) { return -1 - k; }
inline int source_operand(int source) { return -1 - source; }

// The tile-sized scratchpad buffers an epilogue needs per tile: its values' buffers (a buffer is
// reused once its value is dead, never once stored) plus one per loaded operand.
int epilogue_tile_buffers(const std::vector<EpilogueOp>& epilogue);

// rows x cols of the accumulator at acc (row stride ldc), as a dense rows x cols fp16 tile.
struct OutTile {
  int64_t acc = 0, rows = 0, cols = 0, ldc = 0;
  // Per epilogue operand: the DMA boxes that move the tile (byte offset in the tile, box).
  std::vector<std::vector<std::pair<int64_t, DmaBox>>> boxes;
  // fp16: a bias row of `cols` values (one per column) that vec.cvt adds as it reads the tile out
  // of the accumulator, instead of a rank-1 product that would hold the array for `rows` cycles.
  bool has_bias = false;
  DmaBox bias;
};

// Resident weights: scratchpad bytes [0, resident_bytes) hold operands that several groups in a
// row read (a conv's weight tiles while its pixels stream through); the chunk slots follow them.
// The first group of such a run loads them (`resident_loads`, absolute addresses) before its first
// chunk, whose token covers them too (the DMA completes in order); later groups of the run load
// nothing there. A new run's loads follow the previous group's stores in the DMA queue, and those
// stores wait for its epilogue, which waited for its last product: the region is free by then.
struct GemmGroup {
  int64_t resident_bytes = 0;
  std::vector<std::pair<int64_t, DmaBox>> resident_loads;
  int64_t slot_bytes = 0;  // what the largest chunk loads
  std::vector<GemmChunk> chunks;
  std::vector<OutTile> tiles;
  std::vector<EpilogueOp> epilogue;  // must end with a store
  GemmInt8 int8;
};

void emit_gemm_group(const GemmGroup& g, const NpuGeometry& geo, Stream& s);

// Consecutive groups of one rTask, overlapped across the group boundary: the next group's
// resident weights and first chunk (first two chunks when it has three or more) are loaded while
// the previous group's epilogue runs, ahead of its stores in the DMA queue, so the matrix unit
// starts the next group without waiting for them.
// Tokens: the previous group's last product gives the DMA a token that the next group's first load
// takes (every earlier product is done too: the matrix unit completes in order); in fp16 the
// previous group's last vec.cvt gives the matrix unit a token that the next group's first product
// takes (the accumulator is read out before it is overwritten; in int8 the next group's first
// vec.quant, later in the vector queue, already says so). Taken only when the next group has a
// chunk after its early ones (its epilogue then follows a load that follows the previous stores)
// and its early loads write below the previous group's epilogue buffers; otherwise a group is
// emitted as emit_gemm_group does.
class GemmPipeline {
 public:
  GemmPipeline(const NpuGeometry& geo, Stream& s) : geo_(geo), s_(s) {}
  void emit(const GemmGroup& g);

 private:
  const NpuGeometry& geo_;
  Stream& s_;
  bool have_prev_ = false;
  long prev_first_store_ = -1, prev_last_acc_read_ = -1;
  size_t prev_last_product_ = 0;
  int64_t prev_buffers_ = 0;
  size_t prev_slot0_free_ = 0;   // the previous group's last product that reads its slot 0
  int64_t prev_slot0_[2] = {};   // its slot 0 bytes, when a product before the last frees them
};

// The reduction of a group alone (its tiles and epilogue unused), for a caller that writes its own
// vector program (an LSTM cell combines several tiles): chunk slots from scratchpad byte 0; the
// last product pushes one MAT->VEC token, which the caller's first vector op must pop. Returns the
// bytes the two slots take (the caller's buffers start there).
int64_t emit_gemm_reduction(const GemmGroup& g, const NpuGeometry& geo, Stream& s);

// A rows x cols block of a strided view (element strides) as a dense rows x cols box: contiguous
// rows when the column stride is 1, else one element per (row, column) (a transposed or broadcast view).
DmaBox dense_box(int64_t dram, int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride);

// A vector program over tiles whose operands are loaded by DMA (an elementwise op), its buffers
// from scratchpad byte `base` on; the tiles' acc and ldc are unused. Value 0 of the (single) tile
// is what vector op `value0_producer` wrote at `base` (a depthwise convolution's result), or, with
// -1, never read. Operand loads, the program, its stores.
void emit_tile_program(const std::vector<OutTile>& tiles, const std::vector<EpilogueOp>& program, const NpuGeometry& geo,
                       Stream& s, int64_t base = 0, long value0_producer = -1);

}  // namespace rammer::npu
