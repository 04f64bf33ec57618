#include "tools/npusim/report.h"

#include <cstdio>

#include <nlohmann/json.hpp>

namespace rammer::npu {

std::string summary_text(const SimResult& r, const NpuConfig& cfg) {
  std::string s;
  char line[320];
  std::snprintf(line, sizeof line, "cycles: %lld (%.3f us at %.0f MHz)\n", (long long)r.cycles,
                double(r.cycles) / cfg.clock_mhz, cfg.clock_mhz);
  s += line;
  double total = r.cycles > 0 ? double(r.cycles) : 1.0;
  for (size_t c = 0; c < r.cores.size(); ++c) {
    const CoreStats& k = r.cores[c];
    std::snprintf(line, sizeof line,
                  "core %zu: cycles %lld  busy dma %.1f%% mat %.1f%% vec %.1f%%  mac utilisation %.1f%%  "
                  "wait stall %lld  dram bytes %lld  l2 hit bytes %lld  instructions %lld\n",
                  c, (long long)k.cycles, 100.0 * double(k.busy[size_t(Unit::DMA)]) / total,
                  100.0 * double(k.busy[size_t(Unit::MAT)]) / total, 100.0 * double(k.busy[size_t(Unit::VEC)]) / total,
                  100.0 * double(k.macs) / (double(cfg.dim) * cfg.dim * total), (long long)k.busy[size_t(Unit::CTRL)],
                  (long long)k.dram_bytes, (long long)k.l2_bytes, (long long)k.instructions);
    s += line;
  }
  if (cfg.has_l2()) {
    int64_t dram = 0, hits = 0;
    for (const CoreStats& k : r.cores) dram += k.dram_bytes, hits += k.l2_bytes;
    std::snprintf(line, sizeof line,
                  "l2: %lld KB shared, %lld bytes of loads hit, %lld bytes of DRAM traffic, then %lld dirty bytes "
                  "written back in %lld cycles\n",
                  (long long)(cfg.l2_bytes / 1024), (long long)hits, (long long)(dram + r.flush_bytes),
                  (long long)r.flush_bytes, (long long)r.flush_cycles);
    s += line;
  }
  for (const std::string& d : r.deadlock) s += "deadlock: " + d + "\n";
  return s;
}

std::string chrome_trace_json(const SimResult& r, const NpuConfig& cfg) {
  nlohmann::json events = nlohmann::json::array();
  for (size_t c = 0; c < r.cores.size(); ++c) {
    events.push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", c}, {"args", {{"name", "core " + std::to_string(c)}}}});
    for (int u = 0; u < kUnitCount; ++u)
      events.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", c}, {"tid", u},
                        {"args", {{"name", unit_name(Unit(u))}}}});
  }
  for (const TraceSlice& t : r.trace)
    events.push_back({{"ph", "X"}, {"name", t.name}, {"pid", t.core}, {"tid", int(t.unit)},
                      {"ts", double(t.start) / cfg.clock_mhz}, {"dur", double(t.cycles) / cfg.clock_mhz},
                      {"args", {{"start_cycle", t.start}, {"cycles", t.cycles}}}});
  return nlohmann::json{{"traceEvents", events}, {"displayTimeUnit", "ns"}}.dump(1);
}

}  // namespace rammer::npu
