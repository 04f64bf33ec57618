#include "rtask/variants.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "kernels/mma_tile_shape.h"
#include "kernels/simt_tile.h"

namespace rammer {

void fill_trailing(const Shape& space, const std::vector<int>& dims, int64_t budget,
                   std::vector<int64_t>& tile) {
  for (size_t k = dims.size(); k-- > 0;) {
    int d = dims[k];
    int64_t take = std::max<int64_t>(1, std::min(space[d], budget));
    tile[d] = take;
    budget = std::max<int64_t>(1, budget / take);
  }
}

namespace {

void add_unique(std::vector<RKernel>& out, RKernel k) {
  for (const auto& e : out) {
    if (e.tile == k.tile) return;
  }
  out.push_back(std::move(k));
}

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Splits the n_dims (outermost first) into about `parts` pieces: an outer dim takes as many parts
// as it can, inner dims split only what is left (whole output rows stay in one piece).
void split_outer_first(const Shape& space, const std::vector<int>& dims, int64_t parts,
                       std::vector<int64_t>& tile) {
  for (int d : dims) {
    const int64_t size = std::max<int64_t>(1, space[d]);
    const int64_t take = std::clamp<int64_t>(parts, 1, size);
    tile[d] = ceil_div(size, take);
    const int64_t pieces = ceil_div(size, tile[d]);
    parts = std::max<int64_t>(1, (parts + pieces / 2) / pieces);  // rounded: 16 parts of 14 rows -> 1
  }
}

// CPU-shaped GEMM tiles: a CPU rTask pays packing and dispatch per task, so each op splits into
// about f x veus rTasks (f = 1, 2, 4, 8) of whole-M (or M / 2^j) by many columns, or runs whole
// (one rTask: what the wavefront choice takes when parallel branches fill the vEUs, as NASNet's
// cells do, so a branch's chain of ops stays on one core with its data in that core's cache).
// Columns (the im2col side, re-packed by every task) are split first; M only when a task would
// get fewer than 128 columns, and for a conv on the CPU tile kernels not where the pieces would cut
// a 16-channel block. M pieces are equal multiples of 8 rows (the AVX-512 micro-tile height; an
// AVX2 6-row tile then wastes at most a few rows, less than unequal pieces would cost in balance).
// With rows_dim (a batch dim whose items share B: a Linear layer over an NHWC map) the items' rows
// join M: tiles hold whole items, as many as the M split allows, and the CPU GEMM runs
// them as one (cpu_tile_impl.h gemm_tile) instead of streaming B once per item, or, with fewer
// items than M pieces, each item's rows split as M.
std::vector<RKernel> cpu_gemm_variants(const Shape& space, int m_dim, const std::vector<int>& n_dims,
                                       const VariantOptions& o, int rows_dim) {
  const int64_t items = rows_dim >= 0 ? std::max<int64_t>(1, space[rows_dim]) : 1;
  const int64_t M = (m_dim >= 0 ? std::max<int64_t>(1, space[m_dim]) : 1) * items;
  int64_t N = 1, batch = 1;
  for (int d = 0; d < static_cast<int>(space.size()); ++d) {
    if (d == m_dim || d == rows_dim) continue;
    if (std::find(n_dims.begin(), n_dims.end(), d) != n_dims.end()) {
      N *= std::max<int64_t>(1, space[d]);
    } else {
      batch *= std::max<int64_t>(1, space[d]);
    }
  }
  const int64_t veus = std::max(1, o.veus);
  std::vector<RKernel> out;
  for (int f : {0, 1, 2, 4, 8}) {  // f = 0: the whole op
    // rTasks per batch entry; at most 8192 columns and 4096 rows each, so that the emulated GPU
    // kernel's staging (8 x (bm + bn) floats) stays far below the CPU spec's 1 MB of "shared".
    const int64_t parts = std::max(f == 0 ? 1 : ceil_div(veus * f, batch), ceil_div(N, 8192));
    int64_t mt = ceil_div(M, 4096);
    auto piece_rows = [&](int64_t pieces) { return std::min(M, ceil_div(ceil_div(M, pieces), 8) * 8); };
    auto whole_blocks = [&](int64_t pieces) {  // VariantOptions::whole_channel_blocks
      return !o.whole_channel_blocks || M % 16 != 0 || piece_rows(pieces) % 16 == 0;
    };
    while (mt < parts && ceil_div(N, ceil_div(parts, mt)) < 128 && M / (2 * mt) >= 16 && whole_blocks(2 * mt))
      mt *= 2;
    const int64_t nt = std::max<int64_t>(1, ceil_div(parts, mt));
    RKernel k;
    k.tile.assign(space.size(), 1);
    int64_t bm = mt == 1 ? M : piece_rows(mt);
    if (rows_dim >= 0 && mt <= items) {  // whole items: bm rounded to them
      k.tile[rows_dim] = ceil_div(items, mt);
      k.tile[m_dim] = M / items;
      bm = k.tile[rows_dim] * k.tile[m_dim];
    } else if (rows_dim >= 0) {  // more M pieces than items (ViT's 197 tokens): each item's rows split
      const int64_t rows = M / items;
      bm = std::min(rows, ceil_div(ceil_div(rows, ceil_div(mt, items)), 8) * 8);
      k.tile[m_dim] = bm;
    } else if (m_dim >= 0) {
      k.tile[m_dim] = bm;
    }
    split_outer_first(space, n_dims, nt, k.tile);
    int64_t bn = 1;
    for (int d : n_dims) bn *= k.tile[d];
    k.name = "cpu_gemm_" + std::to_string(bm) + "x" + std::to_string(bn);
    k.rate = o.matrix_rate;  // f32 on a CPU; an NPU's matrix unit
    k.threads = o.threads;
    k.shared_bytes = (bm + bn) * 8 * 4;  // the emulated GPU tile kernel's staging (BK=8, f32)
    k.registers = 32;
    // Larger tasks pay the per-task packing and dispatch less often; narrow tasks (< 64 columns)
    // waste part of the vector micro-tile.
    k.efficiency = (0.95 - 0.025 * f) * (bn >= 64 ? 1.0 : 0.5 + 0.5 * static_cast<double>(bn) / 64);
    add_unique(out, std::move(k));
  }
  // NPU: about veus rTasks per batch entry as an mt x nt grid (M pieces multiples of 16, the matrix
  // unit's width): each core reads 1/nt of the input and 1/mt of the weights, where a 1-D split
  // makes every core read all of one of them.
  if (o.npu) {
    const int64_t parts = std::max<int64_t>(1, ceil_div(veus, batch));
    for (int64_t mt : {2, 4, 8}) {
      const int64_t nt = ceil_div(parts, mt);
      const int64_t bm = ceil_div(ceil_div(M, mt), 16) * 16;
      if (nt < 2 || bm >= M || m_dim < 0) continue;
      RKernel k;
      k.tile.assign(space.size(), 1);
      k.tile[m_dim] = bm;
      split_outer_first(space, n_dims, nt, k.tile);
      int64_t bn = 1;
      for (int d : n_dims) bn *= k.tile[d];
      if (bm + bn > 8192) continue;  // the staging bound of the 1-D shapes above
      k.name = "npu_gemm_" + std::to_string(bm) + "x" + std::to_string(bn);
      k.rate = o.matrix_rate;
      k.threads = o.threads;
      k.shared_bytes = (bm + bn) * 8 * 4;
      k.registers = 32;
      k.efficiency = 0.95;  // the matrix unit streams any number of pixels: no narrow-tile penalty
      add_unique(out, std::move(k));
    }
    // The NPU lowering sizes its scratchpad use per rTask itself (backends/npu/lower): the
    // emulated GPU staging above does not apply, and must not exceed the device's scratchpad.
    for (RKernel& k : out) k.shared_bytes = 0;
  }
  return out;
}

}  // namespace

std::vector<RKernel> gemm_variants(const Shape& space, int m_dim, const std::vector<int>& n_dims,
                                   const VariantOptions& o, int rows_dim) {
  struct Cfg {
    int bm, bn;
    double eff;
  };
  // Efficiencies: larger tiles reuse each loaded element more and keep more FMAs in flight.
  static const Cfg kCfgs[] = {{128, 64, 0.85}, {64, 64, 0.75}, {64, 32, 0.65}, {32, 32, 0.55},
                              {16, 16, 0.35}};
  if (o.cpu) return cpu_gemm_variants(space, m_dim, n_dims, o, o.npu || m_dim < 0 ? -1 : rows_dim);
  std::vector<RKernel> out;
  for (const auto& c : kCfgs) {
    int regs = 32 + (c.bm * c.bn + o.threads - 1) / o.threads;
    if (regs > o.max_registers && !(c.bm == 16 && out.empty())) continue;
    RKernel k;
    k.name = "gemm_" + std::to_string(c.bm) + "x" + std::to_string(c.bn);
    k.tile.assign(space.size(), 1);
    if (m_dim >= 0) k.tile[m_dim] = std::min<int64_t>(c.bm, space[m_dim]);
    fill_trailing(space, n_dims, c.bn, k.tile);
    k.threads = o.threads;
    // BK=8, f32, double-buffered; at least what the fp32 GEMM tile carves (its padded A slice).
    k.shared_bytes = std::max<int64_t>(static_cast<int64_t>(c.bm + c.bn) * 8 * 4 * 2,
                                       kernels::simt_gemm_shared_bytes(c.bm, c.bn));
    // The tensor-core tiles (kernels/gemm_mma.h, conv_mma.h: VariantOptions::matrix_units) carve their
    // multistage staging for the box (kernels/mma_tile_shape.h), at most 30 KB at 256 threads.
    if (o.matrix_units()) {
      k.rate = o.matrix_rate;
      int64_t bn = 1;
      for (int d : n_dims) bn *= k.tile[d];
      k.shared_bytes = std::max(k.shared_bytes, kernels::mma_tile_shared_bytes(o.threads, o.matrix_unit_lanes,
                                                                              m_dim >= 0 ? k.tile[m_dim] : 1, bn));
    }
    k.registers = std::min(regs, o.max_registers);
    k.efficiency = c.eff;
    add_unique(out, std::move(k));
  }
  return out;
}

std::vector<RKernel> memory_variants(const Shape& space, const std::vector<int>& whole,
                                     double reduce_factor, const VariantOptions& o) {
  std::vector<RKernel> out;
  std::vector<int64_t> sizes = {1024, 4096, 16384};
  if (o.cpu) {
    // A CPU rTask pays dispatch and a wait/signal besides its kernel's per-task setup, while the CPU
    // memory kernels run 1k points in about a microsecond: offer the whole op and about f x vEUs
    // rTasks of at least 8k points each instead.
    int64_t total = 1;
    for (int64_t s : space) total *= std::max<int64_t>(1, s);
    const int64_t veus = std::max(1, o.veus);
    sizes = {total};
    for (int64_t f : {1, 2, 4}) sizes.push_back(std::max<int64_t>(8192, ceil_div(total, f * veus)));
  }
  for (int64_t e : sizes) {
    RKernel k;
    k.name = "ew_" + std::to_string(std::max<int64_t>(1, e / 1024)) + "k";
    k.tile.assign(space.size(), 1);
    // On a CPU, e counts output points per rTask (a pool window's work is cheap next to the per-rTask
    // cost), so the GPU's division by the per-point work is skipped.
    const double per_point = o.cpu ? 1.0 : std::max(1.0, reduce_factor);
    int64_t budget = std::max<int64_t>(1, static_cast<int64_t>(static_cast<double>(e) / per_point));
    std::vector<int> rest;
    for (int d = 0; d < static_cast<int>(space.size()); ++d) {
      if (std::find(whole.begin(), whole.end(), d) != whole.end()) {
        k.tile[d] = std::max<int64_t>(1, space[d]);
        budget = std::max<int64_t>(1, budget / std::max<int64_t>(1, space[d]));
      } else {
        rest.push_back(d);
      }
    }
    fill_trailing(space, rest, budget, k.tile);
    k.threads = o.threads;
    k.shared_bytes = whole.empty() ? 0 : static_cast<int64_t>(o.threads) * 4;  // block reduction
    k.registers = 32;
    k.efficiency = 1.0;
    add_unique(out, std::move(k));
  }
  return out;
}

}  // namespace rammer
