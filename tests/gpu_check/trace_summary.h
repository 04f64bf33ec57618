// A measured GPU trace (rammer_gpu.h, rammer_gpu_session_set_trace) read on the host: its exec slots,
// a one-line summary of where the run's time went, and a Chrome/Perfetto trace file (one row per vEU,
// one slice per tile, named after its op and rTask). Host code only: the GPU driver writes it after a
// traced run, the emulated-GPU tests check it on a traced build.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gpu_check {

struct TraceSlot {
  uint64_t start = 0, end = 0;  // device clock, ns
  int op = 0, task = 0, block = 0, veu = 0;
};

// The exec slots of a trace buffer (four words per instruction; an untouched slot is all zero).
inline std::vector<TraceSlot> trace_slots(const std::vector<uint64_t>& words) {
  std::vector<TraceSlot> out;
  for (size_t i = 0; i + 3 < words.size(); i += 4) {
    if (words[i] == 0 && words[i + 1] == 0) continue;
    out.push_back({words[i], words[i + 1], static_cast<int>(words[i + 2] >> 32),
                   static_cast<int>(words[i + 2] & 0xffffffffu), static_cast<int>(words[i + 3] >> 32),
                   static_cast<int>(words[i + 3] & 0xffffffffu)});
  }
  return out;
}

struct KindTime {
  std::string kind;
  int tiles = 0;
  double total_us = 0, max_us = 0;
};

struct TraceSummary {
  int tiles = 0, veus = 0;
  double span_us = 0;   // first tile's start to last tile's end
  double busy_us = 0;   // the tiles' time, summed over vEUs
  double gaps_us = 0;   // between a vEU's consecutive tiles: its waits, signals and scheduling
  std::vector<KindTime> kinds;  // by total time, largest first
};

inline TraceSummary summarize_trace(const std::vector<TraceSlot>& slots, const std::function<std::string(int)>& kind_of) {
  TraceSummary s;
  if (slots.empty()) return s;
  uint64_t first = slots[0].start, last = slots[0].end;
  std::map<int, std::vector<std::pair<uint64_t, uint64_t>>> by_veu;
  std::map<std::string, KindTime> kinds;
  for (const TraceSlot& t : slots) {
    first = std::min(first, t.start);
    last = std::max(last, t.end);
    const double us = static_cast<double>(t.end - t.start) * 1e-3;
    s.busy_us += us;
    KindTime& k = kinds[kind_of(t.op)];
    ++k.tiles;
    k.total_us += us;
    k.max_us = std::max(k.max_us, us);
    by_veu[t.veu].push_back({t.start, t.end});
  }
  for (auto& [veu, tiles] : by_veu) {
    std::sort(tiles.begin(), tiles.end());
    for (size_t i = 1; i < tiles.size(); ++i)
      s.gaps_us += static_cast<double>(tiles[i].first - std::min(tiles[i].first, tiles[i - 1].second)) * 1e-3;
  }
  s.tiles = static_cast<int>(slots.size());
  s.veus = static_cast<int>(by_veu.size());
  s.span_us = static_cast<double>(last - first) * 1e-3;
  for (auto& [name, k] : kinds) {
    k.kind = name;
    s.kinds.push_back(k);
  }
  std::sort(s.kinds.begin(), s.kinds.end(), [](const KindTime& a, const KindTime& b) { return a.total_us > b.total_us; });
  return s;
}

// "N tiles on V vEUs in S us; tiles busy X% of V x S, gaps Y us; by kind: Conv 12 x mean 3.1 us (max 9.0), ..."
inline std::string trace_summary_line(const TraceSummary& s, size_t kinds = 6) {
  char head[256];
  const double capacity = s.span_us * s.veus;
  std::snprintf(head, sizeof head, "%d tiles on %d vEUs in %.1f us; tiles busy %.1f%% of vEUs x span, gaps %.1f us",
                s.tiles, s.veus, s.span_us, capacity > 0 ? 100.0 * s.busy_us / capacity : 0.0, s.gaps_us);
  std::string out = head;
  out += "; by kind:";
  for (size_t i = 0; i < s.kinds.size() && i < kinds; ++i) {
    char k[160];
    std::snprintf(k, sizeof k, "%s %s %d x mean %.2f us (max %.2f)", i ? "," : "", s.kinds[i].kind.c_str(),
                  s.kinds[i].tiles, s.kinds[i].total_us / s.kinds[i].tiles, s.kinds[i].max_us);
    out += k;
  }
  return out;
}

// Chrome trace event format (Perfetto opens it): pid 0, one tid per vEU, a complete event per tile.
inline bool write_chrome_trace(const std::string& path, const std::vector<TraceSlot>& slots,
                               const std::function<std::string(int)>& name_of) {
  std::ofstream f(path);
  if (!f) return false;
  uint64_t first = UINT64_MAX;
  for (const TraceSlot& t : slots) first = std::min(first, t.start);
  auto quoted = [](const std::string& s) {
    std::string q = "\"";
    for (char c : s) q += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    return q + "\"";
  };
  f << "{\"traceEvents\":[\n";
  for (size_t i = 0; i < slots.size(); ++i) {
    const TraceSlot& t = slots[i];
    char times[96];
    std::snprintf(times, sizeof times, "\"ts\":%.3f,\"dur\":%.3f", static_cast<double>(t.start - first) * 1e-3,
                  static_cast<double>(t.end - t.start) * 1e-3);
    f << (i ? ",\n" : "") << "{\"ph\":\"X\",\"pid\":0,\"tid\":" << t.veu << ",\"name\":" << quoted(name_of(t.op))
      << "," << times << ",\"args\":{\"task\":" << t.task << ",\"block\":" << t.block << "}}";
  }
  f << "\n],\"displayTimeUnit\":\"ns\"}\n";
  return static_cast<bool>(f);
}

}  // namespace gpu_check
