#include "backends/npu/lower/gemm_group.h"

#include <algorithm>

#include "support/status.h"

namespace rammer::npu {

namespace {

// Where an epilogue keeps its values: buffer[v] for value v, `count` buffers in all. Linear scan in
// program order: a value's buffer is free again at its last read unless the value is stored (a
// DMA may still be reading it).
struct ValueBuffers {
  std::vector<int> buffer;
  int count = 0;
};

ValueBuffers allocate_values(const std::vector<EpilogueOp>& epilogue) {
  int values = 1;
  for (const EpilogueOp& e : epilogue) values += e.kind != EpilogueOp::store;
  std::vector<size_t> last_read(size_t(values), 0);
  std::vector<bool> stored(size_t(values), false);
  for (size_t i = 0; i < epilogue.size(); ++i) {
    const EpilogueOp& e = epilogue[i];
    for (int src : {e.a, e.kind == EpilogueOp::alu ? e.b : -1})
      if (src >= 0) last_read[size_t(src)] = i + 1;
    if (e.kind == EpilogueOp::store) stored[size_t(e.a)] = true;
  }
  ValueBuffers vb;
  vb.buffer.assign(size_t(values), -1);
  std::vector<int> free_buffers;
  auto take = [&]() {
    if (free_buffers.empty()) return vb.count++;
    const int b = free_buffers.back();
    free_buffers.pop_back();
    return b;
  };
  vb.buffer[0] = take();
  int v = 1;
  for (size_t i = 0; i < epilogue.size(); ++i) {
    const EpilogueOp& e = epilogue[i];
    if (e.kind == EpilogueOp::store) continue;
    // Values whose last read is this step give their buffers back first: every vector op reads
    // and writes the same element index, so it may work in place.
    for (int u = 0; u < v; ++u)
      if (last_read[size_t(u)] == i + 1 && !stored[size_t(u)]) free_buffers.push_back(vb.buffer[size_t(u)]);
    vb.buffer[size_t(v)] = take();
    ++v;
  }
  return vb;
}

// The operands the epilogue reads, in order of first read.
std::vector<int> loaded_operands(const std::vector<EpilogueOp>& epilogue) {
  std::vector<int> out;
  for (const EpilogueOp& e : epilogue) {
    if (e.kind == EpilogueOp::store) continue;
    for (int src : {e.a, e.kind == EpilogueOp::alu ? e.b : 0})
      if (src < 0 && std::find(out.begin(), out.end(), source_operand(src)) == out.end())
        out.push_back(source_operand(src));
  }
  return out;
}

// Scratchpad map of a group (bytes): two chunk slots, then per tile buffer kind (value buffers,
// then loaded operands) one buffer of every tile.
struct GroupSpace {
  int64_t slot[2], buffers, table = 0, bias = -1;  // bias: 64 bytes per tile, -1 when no tile has one
  int64_t tile_stride;  // bytes between tiles in a buffer
  int64_t tiles_bytes;  // one buffer of every tile
};

GroupSpace place(const GemmGroup& g, const NpuGeometry& geo, int tile_buffers) {
  GroupSpace s{};
  int64_t tile = 0;
  for (const OutTile& t : g.tiles) tile = std::max(tile, t.rows * t.cols * 2);
  s.tile_stride = align64(tile);
  s.tiles_bytes = s.tile_stride * int64_t(g.tiles.size());
  int64_t at = align64(g.resident_bytes);
  for (int i = 0; i < 2; ++i) s.slot[i] = at, at += align64(g.slot_bytes);
  s.buffers = at;
  at += int64_t(tile_buffers) * s.tiles_bytes;
  if (g.int8.on) {
    s.table = at;
    at += align64(int64_t(g.tiles.size()) * geo.dim * 8);
  }
  if (std::any_of(g.tiles.begin(), g.tiles.end(), [](const OutTile& t) { return t.has_bias; })) {
    RAMMER_CHECK(!g.int8.on, "npu: an int8 group's bias belongs in its dequantisation table");
    s.bias = at;
    at += 64 * int64_t(g.tiles.size());
  }
  RAMMER_CHECK(at <= geo.scratchpad_bytes, "npu: a GEMM group needs ", at, " scratchpad bytes of ",
               geo.scratchpad_bytes);
  return s;
}

// Loads of the operand tiles, the vector program and its stores over `tiles`, whose buffers start
// at `buffers` (one buffer of every tile is `tiles_bytes`, tiles `tile_stride` apart). With
// `from_accumulator`, value 0 is each tile's accumulator block (vec.cvt; the first waits for the
// matrix unit); otherwise value 0 is what the caller's vector op `value0_producer` left in the
// first buffer (-1: nothing, the program never reads value 0).
struct ProgramMarks {
  long first_store = -1;    // stream index of the program's first store
  long last_acc_read = -1;  // of its last vec.cvt / vec.dequant
};

// Where a program's buffers lie: buffer b of tile t, and the buffer of loaded operand k.
struct ProgramSpace {
  const ValueBuffers& vb;
  const std::vector<int>& loaded;
  int64_t buffers, tiles_bytes, tile_stride;
  int64_t buffer_at(int b, size_t t) const { return buffers + b * tiles_bytes + int64_t(t) * tile_stride; }
  int64_t operand_at(int k, size_t t) const {
    const auto it = std::find(loaded.begin(), loaded.end(), k);
    return buffer_at(vb.count + int(it - loaded.begin()), t);
  }
};

// The operand tiles of tiles [first, end), tile by tile: the last load of a tile's operands gives
// the vector unit one token (the DMA completes in order), which the tile's first vector op that
// reads an operand takes.
void emit_operand_loads(const std::vector<OutTile>& tiles, const ProgramSpace& ps, size_t first, size_t end,
                        Stream& s) {
  for (size_t t = first; t < end && !ps.loaded.empty(); ++t) {
    size_t last = 0;
    for (int k : ps.loaded)
      for (const auto& [offset, box] : tiles[t].boxes.at(size_t(k))) last = s.load(ps.operand_at(k, t) + offset, box);
    s.push(last, Unit::VEC);
  }
}

// With `operands_loaded`, the caller emitted every tile's operand loads earlier (in tile order,
// with no other DMA->VEC token between them and the program).
ProgramMarks emit_program(const std::vector<OutTile>& tiles, const std::vector<EpilogueOp>& epilogue,
                          const ValueBuffers& vb, const std::vector<int>& loaded, int64_t buffers, int64_t tiles_bytes,
                          int64_t tile_stride, bool from_accumulator, long value0_producer, Stream& s,
                          const GemmInt8* int8 = nullptr, int64_t table_sp = 0, int64_t dim = 16,
                          bool operands_loaded = false, int64_t bias_sp = -1) {
  ProgramMarks marks;
  // int8: the dequantisation table first, so that its DMA->VEC token is the one the first
  // vec.dequant takes (the operand tiles' tokens follow it).
  if (int8 != nullptr) s.push(s.load(table_sp, int8->table), Unit::VEC);
  const ProgramSpace ps{vb, loaded, buffers, tiles_bytes, tile_stride};
  if (!operands_loaded) emit_operand_loads(tiles, ps, 0, tiles.size(), s);

  // Every tile's accumulator block is read out first, so that the accumulator is free for the
  // next group's products (GemmPipeline) after those reads rather than after the whole epilogue.
  std::vector<size_t> read_out(tiles.size());
  for (size_t t = 0; t < tiles.size() && from_accumulator; ++t) {
    const OutTile& tile = tiles[t];
    const int64_t value0 = ps.buffer_at(vb.buffer[0], t);
    const int64_t bias = tile.has_bias ? bias_sp + 64 * int64_t(t) : -1;
    read_out[t] = int8 != nullptr ? s.dequant(value0, tile.acc, tile.rows, tile.cols, tile.cols, tile.ldc,
                                              table_sp + int64_t(t) * dim * 8, 0)
                                  : s.cvt(value0, tile.acc, tile.rows, tile.cols, tile.cols, tile.ldc, 0, bias);
    if (t == 0) s.pop(read_out[t], Unit::MAT);
    // The dequantisation table's token (int8) or the bias rows' (emit_bias_loads).
    if (t == 0 && (int8 != nullptr || bias_sp >= 0)) s.pop(read_out[t], Unit::DMA);
    marks.last_acc_read = long(read_out[t]);
  }

  // Epilogue and stores, tile by tile. A store waits for the latest vector op before it (the
  // vector unit completes in order), and a stored buffer is never written again in this group.
  for (size_t t = 0; t < tiles.size(); ++t) {
    const OutTile& tile = tiles[t];
    const int64_t rows = tile.rows, cols = tile.cols;
    auto value_at = [&](int v) { return ps.buffer_at(vb.buffer[size_t(v)], t); };
    auto source_at = [&](int src) { return src >= 0 ? value_at(src) : ps.operand_at(source_operand(src), t); };
    bool popped = false;
    auto pop_operands = [&](size_t at, std::initializer_list<int> sources) {
      for (int src : sources)
        if (src < 0 && !popped) s.pop(at, Unit::DMA), popped = true;
    };
    long unpushed = t == 0 ? value0_producer : -1;  // the latest vector op no store has waited for yet
    if (from_accumulator) unpushed = long(read_out[t]);
    int v = 1;
    for (const EpilogueOp& e : epilogue) {
      if (e.kind == EpilogueOp::act) {
        const size_t at = s.act(value_at(v++), source_at(e.a), rows, cols, cols, e.code);
        pop_operands(at, {e.a});
        unpushed = long(at);
      } else if (e.kind == EpilogueOp::alu) {
        const size_t at = s.alu(value_at(v++), source_at(e.a), source_at(e.b), rows, cols, cols, e.code, 0);
        pop_operands(at, {e.a, e.b});
        unpushed = long(at);
      } else {
        RAMMER_CHECK(e.a >= 0, "npu: an epilogue stores an operand");
        const auto& boxes = tile.boxes.at(size_t(e.operand));
        for (size_t b = 0; b < boxes.size(); ++b) {
          const size_t st = s.store(value_at(e.a) + boxes[b].first, boxes[b].second);
          if (marks.first_store < 0) marks.first_store = long(st);
          if (b == 0 && unpushed >= 0) {
            s.push(size_t(unpushed), Unit::DMA);
            s.pop(st, Unit::VEC);
            unpushed = -1;
          }
        }
      }
    }
  }
  return marks;
}

}  // namespace

int epilogue_tile_buffers(const std::vector<EpilogueOp>& epilogue) {
  return allocate_values(epilogue).count + int(loaded_operands(epilogue).size());
}

namespace {

// Loads of chunk c into slot c % 2 (the header states the tokens); returns the index of its first.
size_t emit_chunk_loads(const GemmGroup& g, const GroupSpace& sp, int64_t c, Stream& s) {
  const GemmChunk& ch = g.chunks[size_t(c)];
  RAMMER_CHECK(!ch.loads.empty() && !ch.products.empty(), "npu: an empty reduction chunk");
  const int64_t base = sp.slot[c % 2];
  size_t first = 0;
  for (size_t l = 0; l < ch.loads.size(); ++l) {
    const size_t at = s.load(base + ch.loads[l].first, ch.loads[l].second);
    if (l == 0) first = at;
    if (l == 0 && c >= 2) s.pop(at, Unit::MAT);  // the products of chunk c - 2 freed this slot
    if (l + 1 == ch.loads.size()) s.push(at, Unit::MAT);
  }
  if (g.int8.on) {
    DmaBox scale;
    scale.dram = g.int8.scale_dram;
    scale.n0 = 1;
    scale.esize = 4;
    s.push(s.load(base + ch.scale_at, scale), Unit::VEC);
  }
  return first;
}

// Chunk c's quantisation (int8) and products; returns the index of its last product.
size_t emit_chunk_products(const GemmGroup& g, const GroupSpace& sp, int64_t c, Stream& s) {
  const int64_t chunks = int64_t(g.chunks.size());
  const GemmChunk& ch = g.chunks[size_t(c)];
  const int64_t base = sp.slot[c % 2];
  if (g.int8.on) {
    // The A values as rows of up to 1023 (vec ops count at most 1023 rows and columns).
    const int64_t cols = std::min<int64_t>(1023, ch.quant_elements), rows = ch.quant_elements / cols;
    const size_t q = s.quant(base + ch.quant_dst, base + ch.quant_src, base + ch.scale_at, rows, cols, cols,
                             g.int8.zero_point);
    s.pop(q, Unit::DMA);
    size_t last = q;
    if (const int64_t rest = ch.quant_elements - rows * cols; rest > 0)
      last = s.quant(base + ch.quant_dst + rows * cols, base + ch.quant_src + 2 * rows * cols, base + ch.scale_at, 1,
                     rest, rest, g.int8.zero_point);
    s.push(last, Unit::MAT);
  }
  size_t mm = 0;
  for (size_t p = 0; p < ch.products.size(); ++p) {
    const Product& pr = ch.products[p];
    mm = s.gemm(pr.acc, base + pr.a, pr.b_resident ? pr.b : base + pr.b, pr.m, pr.k, pr.n, pr.lda, pr.ldc,
                pr.accumulate, g.int8.on, g.int8.zero_point);
    if (p == 0) s.pop(mm, Unit::DMA);
    if (p == 0 && g.int8.on) s.pop(mm, Unit::VEC);
    if (p + 1 == ch.products.size()) {
      if (c < chunks - 2) s.push(mm, Unit::DMA);
      if (c == chunks - 1) s.push(mm, Unit::VEC);
    }
  }
  return mm;
}

// Per chunk, how many of the group's resident loads must be in before its products run: one past
// the last resident load whose bytes a product of the chunk (or of an earlier chunk) reads; the
// last chunk takes them all.
std::vector<size_t> resident_loads_by_chunk(const GemmGroup& g) {
  std::vector<size_t> by(g.chunks.size(), 0);
  size_t need = 0;
  for (size_t c = 0; c < g.chunks.size(); ++c) {
    for (const Product& p : g.chunks[c].products) {
      if (!p.b_resident) continue;
      const int64_t lo = p.b, hi = p.b + p.k * p.n * (g.int8.on ? 1 : 2);
      for (size_t r = need; r < g.resident_loads.size(); ++r) {
        const auto& [at, box] = g.resident_loads[r];
        if (at < hi && lo < at + box.elements() * box.esize) need = r + 1;
      }
    }
    by[c] = need;
  }
  if (!by.empty()) by.back() = g.resident_loads.size();
  return by;
}

// The reduction of a group: resident loads, then per chunk its loads and products. With
// `head_chunks` > 0, the resident loads and the loads of the first head_chunks chunks are already
// in the stream (GemmPipeline). With `early`, the epilogue's operand tiles are loaded during the
// reduction rather than after it (early_operands). Returns the indices of the group's first
// product, of its last, and of the last product that reads slot 0.
struct EarlyOperands {
  const std::vector<OutTile>* tiles = nullptr;  // null: the program loads its operands itself
  const ProgramSpace* space = nullptr;
};

struct ReductionMarks {
  size_t first_product, last_product, slot0_last_product;
};

ReductionMarks emit_reduction(const GemmGroup& g, const GroupSpace& sp, Stream& s, int64_t head_chunks = 0,
                              EarlyOperands early = {}) {
  const int64_t chunks = int64_t(g.chunks.size());
  RAMMER_CHECK(chunks >= 1, "npu: a GEMM group without reduction chunks");
  // Resident loads, when they are this group's: each just before the first chunk whose products
  // read it, so that the first products wait for their own weight tiles only (a chunk's token,
  // pushed by its last load, covers the resident loads before it: the DMA completes in order).
  const std::vector<size_t> resident_by = head_chunks == 0 ? resident_loads_by_chunk(g) : std::vector<size_t>{};
  size_t resident_done = 0;
  auto load_resident = [&](size_t until) {
    for (; resident_done < until; ++resident_done)
      s.load(g.resident_loads[resident_done].first, g.resident_loads[resident_done].second);
  };
  // The operand tiles go after the loads of chunks first .. chunks-1, spread evenly, so the DMA
  // moves them while the matrix unit multiplies instead of after its last product. `first` is the
  // first chunk whose loads follow the previous group's stores in the DMA queue (GemmPipeline puts
  // the head chunks before them), and those stores follow the previous epilogue's last vector op,
  // so the operand buffers are free by then.
  const size_t tiles = early.tiles != nullptr ? early.tiles->size() : 0;
  const int64_t first_at = head_chunks > 0 ? head_chunks : std::min<int64_t>(1, chunks - 1);
  RAMMER_CHECK(tiles == 0 || first_at < chunks, "npu: early operand loads without a chunk to follow");
  auto tiles_by = [&](int64_t c) {  // operand tiles loaded by the end of chunk c's loads
    return c < first_at ? size_t(0) : size_t(int64_t(tiles) * (c - first_at + 1) / (chunks - first_at));
  };
  size_t first = 0, last = 0, slot0_last = 0;
  for (int64_t c = 0; c < chunks; ++c) {
    if (head_chunks == 0) load_resident(resident_by[size_t(c)]);
    if (c >= head_chunks) emit_chunk_loads(g, sp, c, s);
    if (tiles > 0 && c >= first_at)
      emit_operand_loads(*early.tiles, *early.space, c == 0 ? 0 : tiles_by(c - 1), tiles_by(c), s);
    const size_t before = s.size();
    last = emit_chunk_products(g, sp, c, s);
    if (c % 2 == 0) slot0_last = last;
    if (c == 0) {
      first = before;
      while (s.code()[first].op != Opcode::MAT_GEMM) ++first;
    }
  }
  return {first, last, slot0_last};
}

// The tiles' bias rows into the group's bias region, ahead of the reduction's own loads; the last
// gives the vector unit the token the first vec.cvt takes (before any operand tile's: those are
// pushed later in the DMA queue and taken later in the vector queue). The region is free: every
// earlier vec.cvt of the core precedes an earlier store in the DMA queue.
void emit_bias_loads(const GemmGroup& g, const GroupSpace& sp, Stream& s) {
  if (sp.bias < 0) return;
  size_t last = 0;
  for (size_t t = 0; t < g.tiles.size(); ++t)
    if (g.tiles[t].has_bias) last = s.load(sp.bias + 64 * int64_t(t), g.tiles[t].bias);
  s.push(last, Unit::VEC);
}

// Early operand loads for fp16 groups that read operands in their epilogue and have a chunk after
// the head chunks. int8 groups keep them after the reduction: their chunks' scale loads give the
// vector unit tokens that the chunks' vec.quant take, and an operand tile's token between them
// would be taken in their place.
EarlyOperands early_operands(const GemmGroup& g, const std::vector<int>& loaded, const ProgramSpace& ps,
                             int64_t head_chunks) {
  if (g.int8.on || loaded.empty() || head_chunks >= int64_t(g.chunks.size())) return {};
  return {&g.tiles, &ps};
}

}  // namespace

void emit_gemm_group(const GemmGroup& g, const NpuGeometry& geo, Stream& s) {
  RAMMER_CHECK(!g.tiles.empty(), "npu: a GEMM group without tiles");
  RAMMER_CHECK(!g.epilogue.empty() && g.epilogue.back().kind == EpilogueOp::store, "npu: epilogue without a store");
  const ValueBuffers vb = allocate_values(g.epilogue);
  const std::vector<int> loaded = loaded_operands(g.epilogue);
  const GroupSpace sp = place(g, geo, vb.count + int(loaded.size()));
  const ProgramSpace ps{vb, loaded, sp.buffers, sp.tiles_bytes, sp.tile_stride};
  const EarlyOperands early = early_operands(g, loaded, ps, 0);
  emit_bias_loads(g, sp, s);
  emit_reduction(g, sp, s, 0, early);
  emit_program(g.tiles, g.epilogue, vb, loaded, sp.buffers, sp.tiles_bytes, sp.tile_stride, true, -1, s,
               g.int8.on ? &g.int8 : nullptr, sp.table, geo.dim, early.tiles != nullptr, sp.bias);
}

void GemmPipeline::emit(const GemmGroup& g) {
  RAMMER_CHECK(!g.tiles.empty(), "npu: a GEMM group without tiles");
  RAMMER_CHECK(!g.epilogue.empty() && g.epilogue.back().kind == EpilogueOp::store, "npu: epilogue without a store");
  const ValueBuffers vb = allocate_values(g.epilogue);
  const std::vector<int> loaded = loaded_operands(g.epilogue);
  const GroupSpace sp = place(g, geo_, vb.count + int(loaded.size()));
  bool overlap = have_prev_ && prev_first_store_ >= 0 && g.chunks.size() >= 2;
  // The head: chunk 0, and chunk 1 as well when a third chunk's loads still follow the previous
  // stores (the epilogue must wait, through the last chunk, for those stores to have read their
  // buffers). The two slots are free: the previous group's products are all done.
  const int64_t head_chunks = !overlap ? 0 : g.chunks.size() >= 3 ? 2 : 1;
  if (overlap)
    overlap = std::max(align64(g.resident_bytes), sp.slot[head_chunks - 1] + align64(g.slot_bytes)) <= prev_buffers_;
  if (overlap) {
    Stream head;
    for (const auto& [at, box] : g.resident_loads) head.load(at, box);
    for (int64_t c = 0; c < head_chunks; ++c) emit_chunk_loads(g, sp, c, head);
    head.pop(0, Unit::MAT);
    // A head of one chunk that lands inside the previous group's slot 0, which its last chunk did
    // not use, waits only for the products that read that slot: it loads while the last chunk's
    // products run. That product pushed no DMA token of its own (a chunk gives one to the chunk two
    // after it, and there is none), and the DMA queue pops tokens in order: every earlier token
    // was taken by the previous group's own loads, all of them ahead of these.
    const bool in_free_slot = head_chunks == 1 && g.resident_loads.empty() && sp.slot[0] >= prev_slot0_[0] &&
                              sp.slot[0] + align64(g.slot_bytes) <= prev_slot0_[1];
    s_.push(in_free_slot ? prev_slot0_free_ : prev_last_product_, Unit::DMA);
    if (!g.int8.on) s_.push(size_t(prev_last_acc_read_), Unit::MAT);
    s_.insert_dma(size_t(prev_first_store_), head.code());
  }
  const ProgramSpace ps{vb, loaded, sp.buffers, sp.tiles_bytes, sp.tile_stride};
  const EarlyOperands early = early_operands(g, loaded, ps, overlap ? head_chunks : 0);
  emit_bias_loads(g, sp, s_);
  const ReductionMarks reduction = emit_reduction(g, sp, s_, overlap ? head_chunks : 0, early);
  const size_t first_product = reduction.first_product;
  if (overlap && !g.int8.on) s_.pop(first_product, Unit::VEC);
  const ProgramMarks marks = emit_program(g.tiles, g.epilogue, vb, loaded, sp.buffers, sp.tiles_bytes, sp.tile_stride,
                                          true, -1, s_, g.int8.on ? &g.int8 : nullptr, sp.table, geo_.dim,
                                          early.tiles != nullptr, sp.bias);
  have_prev_ = true;
  prev_first_store_ = marks.first_store;
  prev_last_acc_read_ = marks.last_acc_read;
  prev_last_product_ = reduction.last_product;
  prev_buffers_ = sp.buffers;
  // Slot 0 is free before the last product when the last chunk used slot 1.
  const bool slot0_free_early = g.chunks.size() % 2 == 0;
  prev_slot0_free_ = slot0_free_early ? reduction.slot0_last_product : reduction.last_product;
  prev_slot0_[0] = sp.slot[0];
  prev_slot0_[1] = slot0_free_early ? sp.slot[0] + align64(g.slot_bytes) : sp.slot[0];
}

int64_t emit_gemm_reduction(const GemmGroup& g, const NpuGeometry& geo, Stream& s) {
  const GroupSpace sp = place(g, geo, 0);
  emit_reduction(g, sp, s);
  return sp.buffers;
}

DmaBox dense_box(int64_t dram, int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride) {
  DmaBox b;
  b.dram = dram;
  if (col_stride == 1 || cols == 1) {
    b.n0 = cols;
    b.n1 = rows;
    b.stride1 = 2 * row_stride;
  } else {
    b.n1 = cols;
    b.n2 = rows;
    b.stride1 = 2 * col_stride;
    b.stride2 = 2 * row_stride;
  }
  return b;
}

void emit_tile_program(const std::vector<OutTile>& tiles, const std::vector<EpilogueOp>& program, const NpuGeometry& geo,
                       Stream& s, int64_t base, long value0_producer) {
  RAMMER_CHECK(!tiles.empty() && !program.empty() && program.back().kind == EpilogueOp::store,
               "npu: a vector program without tiles or a final store");
  const ValueBuffers vb = allocate_values(program);
  const std::vector<int> loaded = loaded_operands(program);
  int64_t tile = 0;
  for (const OutTile& t : tiles) tile = std::max(tile, t.rows * t.cols * 2);
  const int64_t tile_stride = align64(tile), tiles_bytes = tile_stride * int64_t(tiles.size());
  const int64_t bytes = (vb.count + int64_t(loaded.size())) * tiles_bytes;
  RAMMER_CHECK(base + bytes <= geo.scratchpad_bytes, "npu: a vector program needs ", base + bytes,
               " scratchpad bytes of ", geo.scratchpad_bytes);
  emit_program(tiles, program, vb, loaded, base, tiles_bytes, tile_stride, false, value0_producer, s);
}

}  // namespace rammer::npu
