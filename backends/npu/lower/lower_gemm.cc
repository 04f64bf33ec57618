// Gemm / MatMul rTasks with a constant B -> GEMM groups (lower_ops.h states the mapping).
#include <algorithm>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

// B [K, N] row-major (whatever its transposition in the model), times alpha: a k x w tile of any
// columns is one strided box. C's row times beta.
int64_t packed_b(LowerContext& cx, int op, int64_t K, int64_t N, float alpha) {
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 0}); it != cache.end()) return it->second;
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::TensorDesc& bd = cx.desc(d.operands[1]);
  std::vector<float> v(size_t(K * N));
  for (int64_t k = 0; k < K; ++k)
    for (int64_t j = 0; j < N; ++j)
      v[size_t(k * N + j)] = alpha * cx.weight(op, d.operands[1], k * bd.strides[0] + j * bd.strides[1]);
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
  const kernels::TensorDesc& ad = cx.desc(d.operands[0]);
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

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  constexpr int64_t kMaxRows = 64, kMaxTiles = 16;  // the accumulator holds 64 x 256 words
  for (int64_t m0 = lo[0]; m0 < hi[0]; m0 += kMaxRows) {
    const int64_t rows = std::min(kMaxRows, hi[0] - m0);
    for (int64_t g0 = lo[1]; g0 < hi[1]; g0 += kMaxTiles * dim) {
      const int64_t g1 = std::min(hi[1], g0 + kMaxTiles * dim);
      GemmGroup g;
      g.epilogue = epilogue;
      std::vector<std::pair<int64_t, int64_t>> cols;  // column tiles: (first column, width)
      for (int64_t n = g0; n < g1; n += dim) cols.push_back({n, std::min(dim, g1 - n)});
      const int64_t tiles = int64_t(cols.size()), ldc = tiles * dim;
      const int64_t a_bytes = align64(rows * dim * 2), b_bytes = dim * dim * 2;
      g.slot_bytes = a_bytes + tiles * b_bytes;
      for (int64_t p = 0; p < tiles; ++p) {
        const auto [n, w] = cols[size_t(p)];
        OutTile tile{p * dim, rows, w, ldc, {}};
        for (size_t k = 0; k < operands.size(); ++k) {
          const kernels::TensorDesc& od = cx.desc(d.operands[operands[k]]);
          DmaBox b;
          b.dram = operand_addr[k] + 2 * (m0 * od.strides[0] + n * od.strides[1]);
          b.n0 = w;
          b.n1 = rows;
          b.stride1 = 2 * od.strides[0];
          tile.boxes.push_back({{0, b}});
        }
        g.tiles.push_back(tile);
      }
      for (int64_t k0 = 0; k0 < K; k0 += dim) {
        GemmChunk ch;
        const int64_t kc = std::min(dim, K - k0);
        DmaBox a;
        a.dram = a_addr + 2 * (m0 * ad.strides[0] + k0 * ad.strides[1]);
        a.n0 = kc;
        a.n1 = rows;
        a.stride1 = 2 * ad.strides[0];
        ch.loads.push_back({0, a});
        for (int64_t p = 0; p < tiles; ++p) {
          const auto [n, w] = cols[size_t(p)];
          DmaBox b;  // B[k0 .. k0 + kc, n .. n + w), dense kc x w
          b.dram = b_packed + 2 * (k0 * N + n);
          b.n0 = w;
          b.n1 = kc;
          b.stride1 = 2 * N;
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
}

}  // namespace rammer::npu
