#include "tools/npusim/layer_report.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace rammer::npu {

double LayerStats::utilisation(const NpuConfig& cfg) const {
  const double cycles = double(end - start);
  if (cycles <= 0 || cores == 0) return 0.0;
  return double(macs) / (double(cfg.dim) * cfg.dim * cores * cycles);
}

double LayerStats::roofline(const NpuConfig& cfg) const {
  if (min_bytes == 0) return 1.0;
  return std::min(1.0, double(macs) / double(min_bytes) * cfg.dram_bytes_per_cycle / (double(cfg.dim) * cfg.dim));
}

double LayerStats::traffic_bound(const NpuConfig& cfg) const {
  const double peak = double(cfg.dim) * cfg.dim;
  double slowest = 0;
  for (size_t c = 0; c < core_macs.size(); ++c) {
    double transfer = double(core_dram[c]) / cfg.dram_bytes_per_cycle;
    if (cfg.has_l2()) transfer = double(core_dram[c] + core_l2[c]) / cfg.l2_bytes_per_cycle;
    slowest = std::max({slowest, double(core_macs[c]) / peak, transfer});
  }
  // With an L2 the cores share one DRAM channel: the op's DRAM bytes at the whole bandwidth.
  if (cfg.has_l2()) slowest = std::max(slowest, double(dram_bytes) / (cfg.dram_bytes_per_cycle * cfg.cores));
  if (slowest <= 0 || cores == 0) return 0.0;
  return std::min(1.0, double(macs) / (peak * cores * slowest));
}

std::vector<LayerStats> layer_stats(const SimResult& r, const Program& p, const NpuConfig& cfg,
                                    const std::vector<std::string>& names, const std::vector<std::string>& kinds,
                                    const std::vector<int64_t>& macs, const std::vector<int64_t>& bytes,
                                    const std::vector<std::vector<OpMark>>& marks) {
  (void)cfg;
  std::vector<LayerStats> out(names.size());
  for (size_t i = 0; i < names.size(); ++i) {
    out[i].name = names[i];
    out[i].kind = i < kinds.size() ? kinds[i] : "";
    out[i].macs = i < macs.size() ? macs[i] : 0;
    out[i].min_bytes = i < bytes.size() ? bytes[i] : 0;
    out[i].core_macs.assign(p.cores.size(), 0);
    out[i].core_moved.assign(p.cores.size(), 0);
    out[i].core_dram.assign(p.cores.size(), 0);
    out[i].core_l2.assign(p.cores.size(), 0);
  }
  // The op of each instruction: the last rTask whose code begins at or before it, its constant loads
  // moved above its WAITs included (WAIT/SIGNAL count for the rTask around them, which does not
  // change MACs or bytes).
  std::vector<std::vector<int>> op_of(p.cores.size());
  // An rTask starts when the WAITs right before it are satisfied (its constant loads may run ahead
  // of them, during the op before); one without WAITs when its first instruction starts. Per core
  // and instruction: the WAIT run that ends at an rTask's mark (`waits_of`: that mark's op).
  std::vector<std::vector<int>> waits_of(p.cores.size());
  std::vector<std::vector<bool>> after_waits(p.cores.size());  // an rTask's instruction whose start counts
  std::vector<std::set<int>> cores_of(names.size());
  for (size_t c = 0; c < p.cores.size(); ++c) {
    op_of[c].assign(p.cores[c].size(), -1);
    waits_of[c].assign(p.cores[c].size(), -1);
    after_waits[c].assign(p.cores[c].size(), true);
    if (c < marks.size())
      for (const OpMark& mk : marks[c]) {
        size_t w = mk.instr;
        while (w > 0 && w - 1 < p.cores[c].size() && p.cores[c][w - 1].op == Opcode::WAIT) waits_of[c][--w] = mk.op;
        if (w == mk.instr) continue;  // no WAIT: its first instruction's start counts
        for (size_t i = mk.first(); i < w; ++i) after_waits[c][i] = false;
      }
    int op = -1;
    size_t m = 0;
    int64_t esize = 2;  // the element size dma.cfg set last (the streams use no loops)
    for (size_t i = 0; i < p.cores[c].size(); ++i) {
      while (c < marks.size() && m < marks[c].size() && marks[c][m].first() == i) op = marks[c][m++].op;
      op_of[c][i] = op;
      const Instr& in = p.cores[c][i];
      if (in.op == Opcode::DMA_CFG) esize = esize_bytes(in[Field::esize]);
      if (op < 0 || size_t(op) >= out.size()) continue;
      if (in.op == Opcode::MAT_GEMM) {
        out[size_t(op)].array_macs += in[Field::m] * in[Field::k] * in[Field::n];
        out[size_t(op)].core_macs[c] += in[Field::m] * in[Field::k] * in[Field::n];
      }
      if (in.op == Opcode::DMA_LOAD || in.op == Opcode::DMA_STORE) {
        const int64_t bytes = in[Field::n0] * in[Field::n1] * in[Field::n2] * esize;
        out[size_t(op)].moved_bytes += bytes;
        out[size_t(op)].core_moved[c] += bytes;
      }
      if (op_info(in.op).unit != Unit::CTRL) cores_of[size_t(op)].insert(int(c));
    }
  }
  for (const TraceSlice& t : r.trace) {
    if (t.index < 0 || size_t(t.core) >= op_of.size() || size_t(t.index) >= op_of[size_t(t.core)].size()) continue;
    if (const int w = waits_of[size_t(t.core)][size_t(t.index)]; t.unit == Unit::CTRL && w >= 0 && size_t(w) < out.size()) {
      LayerStats& l = out[size_t(w)];
      l.start = l.start < 0 ? t.start + t.cycles : std::min(l.start, t.start + t.cycles);
    }
    if (t.unit == Unit::CTRL) continue;
    const int op = op_of[size_t(t.core)][size_t(t.index)];
    if (op < 0 || size_t(op) >= out.size()) continue;
    LayerStats& l = out[size_t(op)];
    l.dram_bytes += t.dram_bytes;
    l.core_dram[size_t(t.core)] += t.dram_bytes;
    l.core_l2[size_t(t.core)] += t.l2_bytes;
    if (after_waits[size_t(t.core)][size_t(t.index)]) l.start = l.start < 0 ? t.start : std::min(l.start, t.start);
    l.end = std::max(l.end, t.start + t.cycles);
  }
  for (size_t i = 0; i < out.size(); ++i) out[i].cores = int(cores_of[i].size());
  return out;
}

std::string layer_report_text(const std::vector<LayerStats>& layers, const NpuConfig& cfg) {
  std::string s =
      "layer                                     kind       cores     cycles        MACs  mxu util  roofline  of bound"
      "  moved/min  dram/min  traffic bound  of it\n";
  char line[320];
  int64_t macs = 0;
  for (const LayerStats& l : layers) {
    if (l.macs == 0) continue;
    macs += l.macs;
    const double u = l.utilisation(cfg), b = l.roofline(cfg);
    const double t = l.traffic_bound(cfg);
    const double min = l.min_bytes > 0 ? double(l.min_bytes) : 0.0;
    const double moved = min > 0 ? double(l.moved_bytes) / min : 0.0, dram = min > 0 ? double(l.dram_bytes) / min : 0.0;
    std::snprintf(line, sizeof line,
                  "%-41.41s %-10.10s %5d %10lld %11lld %8.1f%% %8.1f%% %8.1f%% %9.1fx %8.1fx %13.1f%% %5.1f%%\n",
                  l.name.c_str(), l.kind.c_str(), l.cores, (long long)(l.end - l.start), (long long)l.macs, 100 * u,
                  100 * b, b > 0 ? 100 * u / b : 0.0, moved, dram, 100 * t, t > 0 ? 100 * u / t : 0.0);
    s += line;
  }
  std::snprintf(line, sizeof line, "total MACs %lld\n", (long long)macs);
  return s + line;
}

}  // namespace rammer::npu
