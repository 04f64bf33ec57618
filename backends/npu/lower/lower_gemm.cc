// Gemm / MatMul rTasks (batched, B constant or computed) -> GEMM groups (lower_ops.h states the mapping).
#include <algorithm>
#include <bit>

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
  int64_t b_packed = 0, c_packed = 0;
  if (b_shared) b_packed = packed_b(cx, op, K, N, gp.alpha, bd.strides[mi], bd.strides[ni]);
  if (has_c) c_packed = packed_c(cx, op, N, gp.beta, cx.desc(d.operands[2]).strides[ni]);
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
  constexpr int64_t kMaxRows = 64;  // the accumulator holds 64 x 256 words
  const int64_t b_bytes = dim * dim * 2;
  // Column tiles per group: as many as the accumulator holds while the group fits the scratchpad.
  int64_t max_tiles = 16;
  auto group_bytes = [&](int64_t tiles) {
    const int64_t tile = align64(kMaxRows * dim * 2);
    return 2 * align64(align64(kMaxRows * dim * 2) + tiles * b_bytes) + tile_buffers * tiles * tile;
  };
  while (max_tiles > 1 && group_bytes(max_tiles) > cx.geo().scratchpad_bytes) --max_tiles;

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
    for (int64_t m0 = lo[mi]; m0 < hi[mi]; m0 += kMaxRows) {
      const int64_t rows = std::min(kMaxRows, hi[mi] - m0);
      for (int64_t g0 = lo[ni]; g0 < hi[ni]; g0 += max_tiles * dim) {
        const int64_t g1 = std::min(hi[ni], g0 + max_tiles * dim);
        GemmGroup g;
        g.epilogue = epilogue;
        std::vector<std::pair<int64_t, int64_t>> cols;  // column tiles: (first column, width)
        for (int64_t n = g0; n < g1; n += dim) cols.push_back({n, std::min(dim, g1 - n)});
        const int64_t tiles = int64_t(cols.size()), ldc = tiles * dim;
        const int64_t a_bytes = align64(rows * dim * 2);
        g.slot_bytes = a_bytes + tiles * b_bytes;
        for (int64_t p = 0; p < tiles; ++p) {
          const auto [n, w] = cols[size_t(p)];
          OutTile tile{p * dim, rows, w, ldc, {}};
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
            const DmaBox b = b_shared ? dense_box(b_packed + 2 * (k0 * N + n), kc, w, N, 1)
                                      : dense_box(b_addr + 2 * (b_off + k0 * bd.strides[mi] + n * bd.strides[ni]), kc,
                                                  w, bd.strides[mi], bd.strides[ni]);
            ch.loads.push_back({a_bytes + p * b_bytes, b});
            ch.products.push_back({0, a_bytes + p * b_bytes, p * dim, rows, kc, w, kc, ldc, k0 > 0});
          }
          g.chunks.push_back(ch);
        }
        if (has_c) {
          GemmChunk ch;  // ones[rows] x C-row
          DmaBox ones;
          ones.dram = cx.ones(rows);
          ones.n0 = rows;
          ch.loads.push_back({0, ones});
          for (int64_t p = 0; p < tiles; ++p) {
            const auto [n, w] = cols[size_t(p)];
            DmaBox b;
            b.dram = c_packed + 2 * n;
            b.n0 = w;
            ch.loads.push_back({a_bytes + p * b_bytes, b});
            ch.products.push_back({0, a_bytes + p * b_bytes, p * dim, rows, 1, w, 1, ldc, true});
          }
          g.chunks.push_back(ch);
        }
        emit_gemm_group(g, cx.geo(), s);
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
