#include "backends/npu/lower/gemm_group.h"

#include "support/status.h"

namespace rammer::npu {

namespace {

// Scratchpad map of a group (bytes): two A slots, two B slots, two result buffers per tile and one
// operand buffer per (alu step, tile).
struct GroupSpace {
  int64_t a[2], b[2], result[2], operands;
  int64_t tile_bytes;  // rows x dim fp16
  int64_t b_bytes;     // dim x dim fp16
};

GroupSpace place(const GemmGroup& g, const NpuGeometry& geo, int alu_steps) {
  GroupSpace s{};
  const int64_t dim = geo.dim, tiles = int64_t(g.tiles.size());
  s.tile_bytes = g.rows * dim * 2;
  s.b_bytes = dim * dim * 2;
  int64_t at = 0;
  for (int i = 0; i < 2; ++i) s.a[i] = at, at += align64(g.rows * dim * 2);
  for (int i = 0; i < 2; ++i) s.b[i] = at, at += align64(tiles * s.b_bytes);
  for (int i = 0; i < 2; ++i) s.result[i] = at, at += align64(tiles * s.tile_bytes);
  s.operands = at;
  at += int64_t(alu_steps) * align64(tiles * s.tile_bytes);
  RAMMER_CHECK(at <= geo.scratchpad_bytes, "npu: a GEMM group needs ", at, " scratchpad bytes of ",
               geo.scratchpad_bytes);
  return s;
}

}  // namespace

void emit_gemm_group(const GemmGroup& g, const NpuGeometry& geo, Stream& s) {
  const int64_t tiles = int64_t(g.tiles.size()), chunks = int64_t(g.chunks.size()), dim = geo.dim;
  RAMMER_CHECK(tiles >= 1 && tiles <= kMaxTiles && chunks >= 1 && g.rows >= 1 && g.rows <= kMaxGroupRows,
               "npu: GEMM group of ", g.rows, " rows, ", tiles, " tiles, ", chunks, " chunks");
  RAMMER_CHECK(!g.epilogue.empty() && g.epilogue.back().kind == EpilogueOp::store, "npu: epilogue without a store");
  int alu_steps = 0;
  for (const EpilogueOp& e : g.epilogue) alu_steps += e.kind == EpilogueOp::alu;
  const GroupSpace sp = place(g, geo, alu_steps);
  const int64_t ldc = tiles * dim;

  // Reduction: loads of chunk c, then its products.
  for (int64_t c = 0; c < chunks; ++c) {
    const GemmChunk& ch = g.chunks[size_t(c)];
    const int slot = int(c % 2);
    const size_t first_load = s.load(sp.a[slot], ch.a);
    if (c >= 2) s.pop(first_load, Unit::MAT);  // the products of chunk c - 2 freed this slot
    size_t last_load = first_load;
    for (size_t j = 0; j < ch.b.size(); ++j) last_load = s.load(sp.b[slot] + int64_t(j) * sp.b_bytes, ch.b[j]);
    s.push(last_load, Unit::MAT);
    for (int64_t p = 0; p < tiles; ++p) {
      const int64_t b_sp = sp.b[slot] + (ch.b.size() == 1 ? 0 : p * sp.b_bytes);
      const size_t mm = s.gemm(p * dim, sp.a[slot], b_sp, g.rows, ch.k, g.tiles[size_t(p)].w, ch.lda, ldc, c > 0);
      if (p == 0) s.pop(mm, Unit::DMA);
      if (p == tiles - 1) {
        if (c < chunks - 2) s.push(mm, Unit::DMA);
        if (c == chunks - 1) s.push(mm, Unit::VEC);
      }
    }
  }

  // Operand tiles of the epilogue, in the order the vector unit takes them.
  for (int64_t p = 0; p < tiles; ++p) {
    int k = 0;
    for (const EpilogueOp& e : g.epilogue) {
      if (e.kind != EpilogueOp::alu) continue;
      const size_t l = s.load(sp.operands + k * align64(tiles * sp.tile_bytes) + p * sp.tile_bytes,
                              g.tiles[size_t(p)].boxes.at(size_t(e.operand)));
      s.push(l, Unit::VEC);
      ++k;
    }
  }

  // Epilogue and stores, tile by tile. A result buffer that a store reads is never written again
  // in this group: after a store the tile continues in the other buffer (so at most two stores).
  for (int64_t p = 0; p < tiles; ++p) {
    const OutTile& t = g.tiles[size_t(p)];
    int buffer = 0, stores = 0, k = 0;
    bool stored = false;           // the current buffer has been stored
    long producer = -1;            // the vector op that wrote the current buffer, not yet pushed
    auto at = [&](int b) { return sp.result[b] + p * sp.tile_bytes; };
    const size_t c0 = s.cvt(at(0), p * dim, g.rows, t.w, t.w, ldc, 0);
    if (p == 0) s.pop(c0, Unit::MAT);
    producer = long(c0);
    for (const EpilogueOp& e : g.epilogue) {
      const int src = buffer;
      if (e.kind != EpilogueOp::store && stored) {
        buffer ^= 1;
        stored = false;
      }
      if (e.kind == EpilogueOp::act) {
        producer = long(s.act(at(buffer), at(src), g.rows, t.w, t.w, e.code));
      } else if (e.kind == EpilogueOp::alu) {
        const int64_t operand = sp.operands + k * align64(tiles * sp.tile_bytes) + p * sp.tile_bytes;
        ++k;
        const int64_t a = e.operand_first ? operand : at(src), b = e.operand_first ? at(src) : operand;
        const size_t v = s.alu(at(buffer), a, b, g.rows, t.w, t.w, e.code, 0);
        s.pop(v, Unit::DMA);
        producer = long(v);
      } else {
        RAMMER_CHECK(++stores <= 2, "npu: an epilogue stores at most two tensors");
        const size_t st = s.store(at(buffer), t.boxes.at(size_t(e.operand)));
        if (producer >= 0) {
          s.push(size_t(producer), Unit::DMA);
          s.pop(st, Unit::VEC);
          producer = -1;
        }
        stored = true;
      }
    }
  }
}

}  // namespace rammer::npu
