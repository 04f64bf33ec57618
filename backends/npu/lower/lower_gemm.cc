// Gemm / MatMul rTasks with a constant B -> GEMM groups (lower_ops.h states the mapping).
#include <algorithm>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

// B [K, N] as [column tile][K][w] (w = dim, the last tile narrower), times alpha; C's row times beta.
int64_t packed_b(LowerContext& cx, int op, int64_t K, int64_t N, float alpha) {
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 0}); it != cache.end()) return it->second;
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::TensorDesc& bd = cx.desc(d.operands[1]);
  const int64_t dim = cx.geo().dim;
  std::vector<float> v(size_t(K * N));
  for (int64_t n0 = 0; n0 < N; n0 += dim) {
    const int64_t w = std::min(dim, N - n0);
    for (int64_t k = 0; k < K; ++k)
      for (int64_t j = 0; j < w; ++j)
        v[size_t(n0 * K + k * w + j)] = alpha * cx.weight(op, d.operands[1], k * bd.strides[0] + (n0 + j) * bd.strides[1]);
  }
  return cache[{op, 0}] = cx.append(v);
}

int64_t packed_c(LowerContext& cx, int op, int64_t N, float beta) {
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 1}); it != cache.end()) return it->second;
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::TensorDesc& cd = cx.desc(d.operands[2]);
  std::vector<float> v(static_cast<size_t>(N));
  for (int64_t n = 0; n < N; ++n) v[size_t(n)] = beta * cx.weight(op, d.operands[2], n * cd.strides[1]);
  return cache[{op, 1}] = cx.append(v);
}

}  // namespace

void lower_gemm(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::GemmParams gp = kernels::GemmParams::unpack(d);
  if (d.rank != 2) cx.fail(op, "a batched GEMM (rank " + std::to_string(d.rank) + ")");
  const kernels::TensorDesc &ad = cx.desc(d.operands[0]), &yd = cx.desc(d.operands[3]);
  if (kernels::Buffer(cx.desc(d.operands[1]).buffer) != kernels::Buffer::weights)
    cx.fail(op, "a product of two computed tensors (B must be a constant)");
  const int64_t M = d.space[0], N = d.space[1], K = gp.K, dim = cx.geo().dim;
  if (ad.strides[1] != 1 && K > 1) cx.fail(op, "an A operand read with a non-unit stride along K (transA)");
  const int64_t b_packed = packed_b(cx, op, K, N, gp.alpha);
  const bool has_c = d.operands[2] >= 0 && gp.beta != 0.0f;
  if (has_c && cx.desc(d.operands[2]).strides[0] != 0 && M > 1)
    cx.fail(op, "a C operand that is not one row broadcast over the rows");
  const int64_t c_packed = has_c ? packed_c(cx, op, N, gp.beta) : 0;
  const int64_t a_addr = cx.addr(op, d.operands[0]);
  std::vector<int> operands;
  const std::vector<EpilogueOp> epilogue = translate_epilogue(cx, op, 3, operands);
  std::vector<int64_t> operand_addr;
  for (int slot : operands) {
    if (cx.desc(d.operands[slot]).strides[1] != 1) cx.fail(op, "an epilogue operand with non-unit column stride");
    operand_addr.push_back(cx.addr(op, d.operands[slot]));
  }
  (void)yd;

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  for (int64_t m0 = lo[0]; m0 < hi[0]; m0 += kMaxGroupRows) {
    const int64_t rows = std::min(kMaxGroupRows, hi[0] - m0);
    for (int64_t g0 = lo[1]; g0 < hi[1]; g0 += kMaxTiles * dim) {
      const int64_t g1 = std::min(hi[1], g0 + kMaxTiles * dim);
      GemmGroup g;
      g.rows = rows;
      g.epilogue = epilogue;
      // Column tiles start at multiples of dim (the packing's), clipped to the box.
      std::vector<std::pair<int64_t, int64_t>> cols;  // (first column, width)
      for (int64_t n = g0; n < g1;) {
        const int64_t tile_end = std::min({(n / dim + 1) * dim, g1, N});
        cols.push_back({n, tile_end - n});
        n = tile_end;
      }
      for (auto [n, w] : cols) {
        OutTile tile{w, {}};
        for (size_t k = 0; k < operands.size(); ++k) {
          const kernels::TensorDesc& od = cx.desc(d.operands[operands[k]]);
          DmaBox b;
          b.dram = operand_addr[k] + 2 * (m0 * od.strides[0] + n * od.strides[1]);
          b.n0 = w;
          b.n1 = rows;
          b.stride1 = 2 * od.strides[0];
          tile.boxes.push_back(b);
        }
        g.tiles.push_back(tile);
      }
      for (int64_t k0 = 0; k0 < K; k0 += dim) {
        GemmChunk ch;
        ch.k = std::min(dim, K - k0);
        ch.lda = ch.k;
        ch.a.dram = a_addr + 2 * (m0 * ad.strides[0] + k0 * ad.strides[1]);
        ch.a.n0 = ch.k;
        ch.a.n1 = rows;
        ch.a.stride1 = 2 * ad.strides[0];
        for (auto [n, w] : cols) {
          // The packed tile holding column n: tile t = n / dim of width tw; columns n - t*dim onwards.
          const int64_t t = n / dim, tw = std::min(dim, N - t * dim);
          if (w != tw) cx.fail(op, "an rTask box that splits a column tile");
          DmaBox b;
          b.dram = b_packed + 2 * (t * dim * K + k0 * tw);
          b.n0 = ch.k * tw;
          ch.b.push_back(b);
        }
        g.chunks.push_back(ch);
      }
      if (has_c) {
        GemmChunk ch;  // ones[rows] x C-row
        ch.k = 1;
        ch.lda = 1;
        ch.a.dram = cx.ones(rows);
        ch.a.n0 = rows;
        for (auto [n, w] : cols) {
          DmaBox b;
          b.dram = c_packed + 2 * n;
          b.n0 = w;
          ch.b.push_back(b);
        }
        g.chunks.push_back(ch);
      }
      emit_gemm_group(g, cx.geo(), s);
    }
  }
}

}  // namespace rammer::npu
