#include "tools/npusim/cycle_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace rammer::npu {

Cost instruction_cost(const Instr& in, const Effect& effect, const NpuConfig& cfg) {
  switch (op_info(in.op).unit) {
    case Unit::DMA: {
      if (in.op == Opcode::DMA_CFG || in.op == Opcode::L2_DISCARD) return {1, 1};
      double cycles = double(effect.dram_bytes) / cfg.dram_bytes_per_cycle;
      if (cfg.has_l2())
        cycles = std::max(double(effect.port_bytes) / cfg.l2_bytes_per_cycle,
                          effect.dram_channel_cycles);
      const auto transfer = std::max<int64_t>(int64_t(std::ceil(cycles)), 1);
      const bool all_hit = cfg.has_l2() && effect.dram_bytes == 0 && effect.port_bytes > 0;
      return {transfer, transfer + (all_hit ? cfg.l2_latency_cycles : cfg.dma_latency_cycles)};
    }
    case Unit::MAT: {
      int64_t m = in[Field::m];
      return {std::max<int64_t>(m, cfg.dim), cfg.dim + m + 2 * cfg.dim - 2};
    }
    case Unit::VEC: {
      int64_t busy = std::max<int64_t>((effect.elements + cfg.vector_lanes - 1) / cfg.vector_lanes, 1);
      return {busy, busy + cfg.vector_latency_cycles};
    }
    case Unit::CTRL: break;
  }
  return {1, 1};
}

double DramChannel::queue(int64_t start, int64_t bytes) {
  if (bytes == 0) return 0;
  const int64_t from = start * kTicks;
  int64_t need = int64_t(std::ceil(double(bytes) * kTicks / bytes_per_cycle));
  // Walk the gaps between busy intervals from `from` on, taking each until the transfer is done.
  std::vector<std::pair<int64_t, int64_t>> taken;
  int64_t t = from;
  auto next = busy_.upper_bound(t);
  if (next != busy_.begin() && std::prev(next)->second > t) t = std::prev(next)->second;
  while (need > 0) {
    const int64_t gap_end = next == busy_.end() ? std::numeric_limits<int64_t>::max() : next->first;
    const int64_t take = std::min(need, gap_end - t);
    if (take > 0) taken.emplace_back(t, t + take);
    need -= take;
    t += take;
    if (need > 0) t = (next++)->second;
  }
  for (const auto& [a, b] : taken) {
    auto at = busy_.emplace(a, b).first;
    if (auto after = std::next(at); after != busy_.end() && after->first == at->second) {
      at->second = after->second;
      busy_.erase(after);
    }
    if (at != busy_.begin()) {
      if (auto before = std::prev(at); before->second == at->first) {
        before->second = at->second;
        busy_.erase(at);
      }
    }
  }
  return double(t - from) / kTicks;
}

}  // namespace rammer::npu
