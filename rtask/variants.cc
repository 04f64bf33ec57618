#include "rtask/variants.h"

#include <algorithm>
#include <cmath>
#include <string>

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

}  // namespace

std::vector<RKernel> gemm_variants(const Shape& space, int m_dim, const std::vector<int>& n_dims,
                                   const VariantOptions& o) {
  struct Cfg {
    int bm, bn;
    double eff;
  };
  // Efficiencies: larger tiles reuse each loaded element more and keep more FMAs in flight.
  static const Cfg kCfgs[] = {{128, 64, 0.85}, {64, 64, 0.75}, {64, 32, 0.65}, {32, 32, 0.55},
                              {16, 16, 0.35}};
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
    k.shared_bytes = static_cast<int64_t>(c.bm + c.bn) * 8 * 4 * 2;  // BK=8, f32, double-buffered
    k.registers = std::min(regs, o.max_registers);
    k.efficiency = c.eff;
    add_unique(out, std::move(k));
  }
  return out;
}

std::vector<RKernel> memory_variants(const Shape& space, const std::vector<int>& whole,
                                     double reduce_factor, const VariantOptions& o) {
  std::vector<RKernel> out;
  for (int64_t e : {1024, 4096, 16384}) {
    RKernel k;
    k.name = "ew_" + std::to_string(e / 1024) + "k";
    k.tile.assign(space.size(), 1);
    int64_t budget = std::max<int64_t>(1, static_cast<int64_t>(static_cast<double>(e) /
                                                             std::max(1.0, reduce_factor)));
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
