// Gemm / MatMul rTasks (batched, B constant or computed) -> GEMM groups (lower_ops.h states the mapping).
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

// B [K, N] row-major (whatever its transposition in the model), times alpha: a k x w tile of any
// columns is one strided box. C's row times beta.
// Keyed by the weights they read, so ops sharing a weight (an unrolled decoder) share the copy.
int64_t packed_b(LowerContext& cx, int op, int64_t K, int64_t N, float alpha, int64_t sk, int64_t sn) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const std::vector<int64_t> key{0, cx.desc(d.operands[1]).offset, K, N, sk, sn, int64_t(std::bit_cast<uint32_t>(alpha))};
  auto& cache = cx.shared_packed();
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::vector<float> v(size_t(K * N));
  for (int64_t k = 0; k < K; ++k)
    for (int64_t j = 0; j < N; ++j)
      v[size_t(k * N + j)] = alpha * cx.weight(op, d.operands[1], k * sk + j * sn);
  return cache[key] = cx.append(v);
}

int64_t packed_c(LowerContext& cx, int op, int64_t N, float beta, int64_t sn) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const std::vector<int64_t> key{1, cx.desc(d.operands[2]).offset, N, sn, int64_t(std::bit_cast<uint32_t>(beta))};
  auto& cache = cx.shared_packed();
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::vector<float> v(static_cast<size_t>(N));
  for (int64_t n = 0; n < N; ++n) v[size_t(n)] = beta * cx.weight(op, d.operands[2], n * sn);
  return cache[key] = cx.append(v);
}

// int8: B [K][N] as int8 quantised per column (output channel), the dequantisation table of its N
// columns (C's row times beta as the bias) and the activation scale, for the op's input quantisation.
struct PackedInt8 {
  int64_t b = 0, table = 0, scale = 0;
};
PackedInt8 packed_int8(LowerContext& cx, int op, int64_t K, int64_t N, const kernels::GemmParams& gp, int64_t sk,
                       int64_t sn, bool has_c, const ActivationQuant& xq) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 10}); it != cache.end()) return {it->second, cache.at({op, 11}), cache.at({op, 12})};
  std::vector<float> scales;
  if (const std::vector<float>* imported = cx.imported_weight_scales(d.operands[1])) {
    if (int64_t(imported->size()) != N) cx.fail(op, "imported weight scales do not match its output columns");
    for (float sc : *imported) scales.push_back(sc * std::fabs(gp.alpha));
  } else {
    for (int64_t j = 0; j < N; ++j) {
      float max_abs = 0.0f;
      for (int64_t k = 0; k < K; ++k)
        max_abs = std::max(max_abs, std::fabs(gp.alpha * cx.weight(op, d.operands[1], k * sk + j * sn)));
      scales.push_back(weight_scale(max_abs));
    }
  }
  std::vector<uint8_t> q(size_t(K * N));
  for (int64_t k = 0; k < K; ++k)
    for (int64_t j = 0; j < N; ++j)
      q[size_t(k * N + j)] =
          uint8_t(quantise_weight(gp.alpha * cx.weight(op, d.operands[1], k * sk + j * sn), scales[size_t(j)]));
  std::vector<float> bias(size_t(N), 0.0f);
  if (has_c)
    for (int64_t j = 0; j < N; ++j)
      bias[size_t(j)] = gp.beta * cx.weight(op, d.operands[2], j * cx.desc(d.operands[2]).strides[d.rank - 1]);
  std::vector<uint8_t> scale(4);
  std::memcpy(scale.data(), &xq.scale, 4);
  PackedInt8 p{cx.append_bytes(q), cx.append_bytes(dequant_table(xq.scale, scales, bias, N)), cx.append_bytes(scale)};
  cache[{op, 10}] = p.b;
  cache[{op, 11}] = p.table;
  cache[{op, 12}] = p.scale;
  cx.record({op, cx.tensor_label(d.operands[0]), xq, scales});
  return p;
}

}  // namespace

void lower_gemm(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::GemmParams gp = kernels::GemmParams::unpack(d);
  const int R = d.rank, mi = R - 2, ni = R - 1;
  if (R < 2) cx.fail(op, "a GEMM of rank " + std::to_string(R));
  const kernels::TensorDesc &ad = cx.desc(d.operands[0]), &bd = cx.desc(d.operands[1]);
  const int64_t N = d.space[ni], K = gp.K, dim = cx.geo().dim;
  // A constant B shared by every batch is repacked once (times alpha); any other B is read through
  // its view, and alpha then scales the product on the vector unit.
  bool b_shared = kernels::Buffer(bd.buffer) == kernels::Buffer::weights;
  for (int i = 0; i < mi; ++i) b_shared = b_shared && (bd.strides[i] == 0 || d.space[i] == 1);
  const bool has_c = d.operands[2] >= 0 && gp.beta != 0.0f;
  if (has_c) {
    const kernels::TensorDesc& cd = cx.desc(d.operands[2]);
    for (int i = 0; i < R - 1; ++i)
      if (cd.strides[i] != 0 && d.space[i] > 1) cx.fail(op, "a C operand that is not one row broadcast over the rows");
    if (kernels::Buffer(cd.buffer) != kernels::Buffer::weights) cx.fail(op, "a computed C operand");
    if (!b_shared && gp.alpha != 1.0f) cx.fail(op, "alpha with a computed B and a C operand");
  }
  // int8 when B is a constant: the product of int8 A and B, dequantised with C as the bias.
  const ActivationQuant* x_quant = b_shared ? cx.input_quant(op, d.operands[0]) : nullptr;
  const bool int8 = x_quant != nullptr;
  int64_t b_packed = 0, c_packed = 0;
  PackedInt8 q8;
  if (int8) q8 = packed_int8(cx, op, K, N, gp, bd.strides[mi], bd.strides[ni], has_c, *x_quant);
  else if (b_shared) b_packed = packed_b(cx, op, K, N, gp.alpha, bd.strides[mi], bd.strides[ni]);
  if (has_c && !int8) c_packed = packed_c(cx, op, N, gp.beta, cx.desc(d.operands[2]).strides[ni]);
  const int64_t a_addr = cx.addr(op, d.operands[0]), b_addr = b_shared ? 0 : cx.addr(op, d.operands[1]);
  std::vector<EpilogueOperand> operands;
  std::vector<EpilogueOp> epilogue;
  if (!b_shared && gp.alpha != 1.0f) {
    // Scale the accumulator tile first: value 1 = value 0 * alpha, then the op's own program with
    // its register 0 reading value 1.
    operands.push_back({-1, cx.append({gp.alpha})});
    epilogue.push_back({EpilogueOp::alu, 2, 0, operand_source(0), -1});
    std::vector<EpilogueOp> rest = translate_epilogue(cx, op, 3, operands);
    for (EpilogueOp& e : rest) {
      for (int* src : {&e.a, &e.b})
        if (*src >= 0 && !(e.kind == EpilogueOp::act && src == &e.b)) ++*src;
      epilogue.push_back(e);
    }
  } else {
    epilogue = translate_epilogue(cx, op, 3, operands);
  }
  std::vector<OperandView> views;
  for (const EpilogueOperand& o : operands) views.push_back(operand_view(cx, op, o));
  const int tile_buffers = epilogue_tile_buffers(epilogue);

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t b_bytes = dim * dim * (int8 ? 1 : 2);
  // A group is R rows x T column tiles of the accumulator (R x T x dim words at most). Its A rows
  // are loaded once per column group and its B columns once per row group, so the shape that moves
  // the fewest bytes for this box wins: rows_box x K x (column groups) + K x cols_box x (row
  // groups). T shrinks until the group fits the scratchpad (int8 slots also hold the quantised A).
  auto group_bytes = [&](int64_t rows, int64_t tiles) {
    const int64_t tile = align64(rows * dim * 2), a_extra = int8 ? align64(rows * dim) + 64 : 0;
    return 2 * align64(align64(rows * dim * 2) + a_extra + tiles * b_bytes) + tile_buffers * tiles * tile +
           (int8 ? align64(tiles * dim * 8) : 0) + (has_c && !int8 ? 64 * tiles : 0);
  };
  const int64_t rows_box = hi[mi] - lo[mi], cols_box = hi[ni] - lo[ni], acc_rows = cx.geo().acc_words / dim;
  int64_t max_rows = 64, max_tiles = 16, best = -1;
  for (int64_t r = 64; r <= acc_rows; r *= 2) {
    const int64_t rows = std::min({r, rows_box, int64_t(1023)});
    int64_t tiles = std::min<int64_t>(16, acc_rows / r);
    while (tiles > 1 && group_bytes(rows, tiles) > cx.geo().scratchpad_bytes) --tiles;
    if (group_bytes(rows, tiles) > cx.geo().scratchpad_bytes) continue;
    const int64_t col_groups = (cols_box + tiles * dim - 1) / (tiles * dim), row_groups = (rows_box + rows - 1) / rows;
    const int64_t moved = rows_box * K * col_groups + K * cols_box * row_groups;
    if (best < 0 || moved < best) best = moved, max_rows = rows, max_tiles = tiles;
    if (r >= rows_box) break;
  }

  GemmPipeline pipeline(cx.geo(), s);
  int64_t batch[kernels::kMaxRank];
  for (int i = 0; i < mi; ++i) batch[i] = lo[i];
  for (bool more = true; more;) {
    int64_t a_off = 0, b_off = 0;
    std::vector<int64_t> op_off(views.size(), 0);
    for (int i = 0; i < mi; ++i) {
      a_off += batch[i] * ad.strides[i];
      b_off += batch[i] * bd.strides[i];
      for (size_t k = 0; k < views.size(); ++k) op_off[k] += batch[i] * views[k].strides[i];
    }
    for (int64_t m0 = lo[mi]; m0 < hi[mi]; m0 += max_rows) {
      const int64_t rows = std::min(max_rows, hi[mi] - m0);
      for (int64_t g0 = lo[ni]; g0 < hi[ni]; g0 += max_tiles * dim) {
        const int64_t g1 = std::min(hi[ni], g0 + max_tiles * dim);
        GemmGroup g;
        g.epilogue = epilogue;
        std::vector<std::pair<int64_t, int64_t>> cols;  // column tiles: (first column, width)
        for (int64_t n = g0; n < g1; n += dim) cols.push_back({n, std::min(dim, g1 - n)});
        const int64_t tiles = int64_t(cols.size()), ldc = tiles * dim;
        const int64_t a_fp16 = align64(rows * dim * 2), a_bytes = int8 ? a_fp16 + align64(rows * dim) : a_fp16;
        g.slot_bytes = a_bytes + tiles * b_bytes + (int8 ? 64 : 0);
        if (int8) {
          g.int8.on = true;
          g.int8.zero_point = x_quant->zero_point;
          g.int8.scale_dram = q8.scale;
          g.int8.table.dram = q8.table + g0 * 8;
          g.int8.table.n0 = (g1 - g0) * 2;
          g.int8.table.esize = 4;
        }
        for (int64_t p = 0; p < tiles; ++p) {
          const auto [n, w] = cols[size_t(p)];
          OutTile tile{p * dim, rows, w, ldc, {}, false, {}};
          if (has_c && !int8) {  // beta x C's row, added as vec.cvt reads the tile out
            tile.has_bias = true;
            tile.bias.dram = c_packed + 2 * n;
            tile.bias.n0 = w;
          }
          for (size_t k = 0; k < views.size(); ++k) {
            const OperandView& v = views[k];
            tile.boxes.push_back({{0, dense_box(v.addr + 2 * (op_off[k] + m0 * v.strides[mi] + n * v.strides[ni]), rows,
                                                w, v.strides[mi], v.strides[ni])}});
          }
          g.tiles.push_back(tile);
        }
        for (int64_t k0 = 0; k0 < K; k0 += dim) {
          GemmChunk ch;
          const int64_t kc = std::min(dim, K - k0);
          ch.loads.push_back({0, dense_box(a_addr + 2 * (a_off + m0 * ad.strides[mi] + k0 * ad.strides[ni]), rows, kc,
                                           ad.strides[mi], ad.strides[ni])});
          for (int64_t p = 0; p < tiles; ++p) {
            const auto [n, w] = cols[size_t(p)];
            // B[k0 .. k0 + kc, n .. n + w), dense kc x w
            DmaBox b = int8       ? dense_box(q8.b + (k0 * N + n), kc, w, N, 1)
                       : b_shared ? dense_box(b_packed + 2 * (k0 * N + n), kc, w, N, 1)
                                  : dense_box(b_addr + 2 * (b_off + k0 * bd.strides[mi] + n * bd.strides[ni]), kc, w,
                                              bd.strides[mi], bd.strides[ni]);
            if (int8) {
              b.stride1 = N;  // dense_box counts fp16 bytes
              b.esize = 1;
            }
            ch.loads.push_back({a_bytes + p * b_bytes, b});
            ch.products.push_back({int8 ? a_fp16 : 0, a_bytes + p * b_bytes, p * dim, rows, kc, w, kc, ldc, k0 > 0});
          }
          if (int8) {
            ch.quant_src = 0;
            ch.quant_dst = a_fp16;
            ch.quant_elements = rows * kc;
            ch.scale_at = g.slot_bytes - 64;
          }
          g.chunks.push_back(ch);
        }
        pipeline.emit(g);
      }
    }
    // Next batch index (row-major over the batch dims of the task's box).
    more = false;
    for (int i = mi - 1; i >= 0; --i) {
      if (++batch[i] < hi[i]) {
        more = true;
        break;
      }
      batch[i] = lo[i];
    }
  }
}

}  // namespace rammer::npu
