#include "backends/npu/lower/gemm_group.h"

#include <algorithm>

#include "support/status.h"

namespace rammer::npu {

namespace {

// Scratchpad map of a group (bytes): two chunk slots, two result buffers per tile and one operand
// buffer per (alu step, tile).
struct GroupSpace {
  int64_t slot[2], result[2], operands;
  int64_t tile_stride;  // bytes between tiles in a result or operand buffer
  int64_t tiles_bytes;  // one buffer of every tile
};

GroupSpace place(const GemmGroup& g, const NpuGeometry& geo, int alu_steps) {
  GroupSpace s{};
  int64_t tile = 0;
  for (const OutTile& t : g.tiles) tile = std::max(tile, t.rows * t.cols * 2);
  s.tile_stride = align64(tile);
  s.tiles_bytes = s.tile_stride * int64_t(g.tiles.size());
  int64_t at = 0;
  for (int i = 0; i < 2; ++i) s.slot[i] = at, at += align64(g.slot_bytes);
  for (int i = 0; i < 2; ++i) s.result[i] = at, at += s.tiles_bytes;
  s.operands = at;
  at += int64_t(alu_steps) * s.tiles_bytes;
  RAMMER_CHECK(at <= geo.scratchpad_bytes, "npu: a GEMM group needs ", at, " scratchpad bytes of ",
               geo.scratchpad_bytes);
  return s;
}

}  // namespace

void emit_gemm_group(const GemmGroup& g, const NpuGeometry& geo, Stream& s) {
  const int64_t chunks = int64_t(g.chunks.size());
  RAMMER_CHECK(!g.tiles.empty() && chunks >= 1, "npu: a GEMM group of ", g.tiles.size(), " tiles, ", chunks, " chunks");
  RAMMER_CHECK(!g.epilogue.empty() && g.epilogue.back().kind == EpilogueOp::store, "npu: epilogue without a store");
  int alu_steps = 0;
  for (const EpilogueOp& e : g.epilogue) alu_steps += e.kind == EpilogueOp::alu;
  const GroupSpace sp = place(g, geo, alu_steps);

  // Reduction: loads of chunk c, then its products.
  for (int64_t c = 0; c < chunks; ++c) {
    const GemmChunk& ch = g.chunks[size_t(c)];
    RAMMER_CHECK(!ch.loads.empty() && !ch.products.empty(), "npu: an empty reduction chunk");
    const int64_t base = sp.slot[c % 2];
    for (size_t l = 0; l < ch.loads.size(); ++l) {
      const size_t at = s.load(base + ch.loads[l].first, ch.loads[l].second);
      if (l == 0 && c >= 2) s.pop(at, Unit::MAT);  // the products of chunk c - 2 freed this slot
      if (l + 1 == ch.loads.size()) s.push(at, Unit::MAT);
    }
    for (size_t p = 0; p < ch.products.size(); ++p) {
      const Product& pr = ch.products[p];
      const size_t mm = s.gemm(pr.acc, base + pr.a, base + pr.b, pr.m, pr.k, pr.n, pr.lda, pr.ldc, pr.accumulate);
      if (p == 0) s.pop(mm, Unit::DMA);
      if (p + 1 == ch.products.size()) {
        if (c < chunks - 2) s.push(mm, Unit::DMA);
        if (c == chunks - 1) s.push(mm, Unit::VEC);
      }
    }
  }

  // Operand tiles of the epilogue, in the order the vector unit takes them.
  auto operand_at = [&](int k, size_t t) { return sp.operands + k * sp.tiles_bytes + int64_t(t) * sp.tile_stride; };
  for (size_t t = 0; t < g.tiles.size(); ++t) {
    int k = 0;
    for (const EpilogueOp& e : g.epilogue) {
      if (e.kind != EpilogueOp::alu) continue;
      const auto& boxes = g.tiles[t].boxes.at(size_t(e.operand));
      size_t last = 0;
      for (const auto& [offset, box] : boxes) last = s.load(operand_at(k, t) + offset, box);
      s.push(last, Unit::VEC);
      ++k;
    }
  }

  // Epilogue and stores, tile by tile. A result buffer that a store reads is never written again
  // in this group: after a store the tile continues in the other buffer (so at most two stores).
  for (size_t t = 0; t < g.tiles.size(); ++t) {
    const OutTile& tile = g.tiles[t];
    const int64_t rows = tile.rows, cols = tile.cols;
    int buffer = 0, stores = 0, k = 0;
    bool stored = false;  // the current buffer has been stored
    long producer = -1;   // the vector op that wrote the current buffer, not yet pushed
    auto at = [&](int b) { return sp.result[b] + int64_t(t) * sp.tile_stride; };
    const size_t c0 = s.cvt(at(0), tile.acc, rows, cols, cols, tile.ldc, 0);
    if (t == 0) s.pop(c0, Unit::MAT);
    producer = long(c0);
    for (const EpilogueOp& e : g.epilogue) {
      const int src = buffer;
      if (e.kind != EpilogueOp::store && stored) {
        buffer ^= 1;
        stored = false;
      }
      if (e.kind == EpilogueOp::act) {
        producer = long(s.act(at(buffer), at(src), rows, cols, cols, e.code));
      } else if (e.kind == EpilogueOp::alu) {
        const int64_t operand = operand_at(k++, t);
        const int64_t a = e.operand_first ? operand : at(src), b = e.operand_first ? at(src) : operand;
        const size_t v = s.alu(at(buffer), a, b, rows, cols, cols, e.code, 0);
        s.pop(v, Unit::DMA);
        producer = long(v);
      } else {
        RAMMER_CHECK(++stores <= 2, "npu: an epilogue stores at most two tensors");
        const auto& boxes = tile.boxes.at(size_t(e.operand));
        for (size_t b = 0; b < boxes.size(); ++b) {
          const size_t st = s.store(at(buffer) + boxes[b].first, boxes[b].second);
          if (b == 0 && producer >= 0) {
            s.push(size_t(producer), Unit::DMA);
            s.pop(st, Unit::VEC);
            producer = -1;
          }
        }
        stored = true;
      }
    }
  }
}

}  // namespace rammer::npu
