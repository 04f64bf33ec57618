#include "scheduler/gantt.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/status.h"

namespace rammer {

namespace {

struct Slice {
  std::string name;
  bool wait = false;
  double begin_us = 0, end_us = 0;
};

struct Panel {
  std::string label;
  std::map<int64_t, std::vector<Slice>> rows;  // by tid
  double end_us = 0;
};

Panel read_trace(const std::string& text, const std::string& what) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    RAMMER_FAIL("gantt: the ", what, " trace is not valid JSON: ", e.what());
  }
  RAMMER_CHECK(j.is_object() && j.contains("traceEvents") && j["traceEvents"].is_array(), "gantt: the ", what,
               " trace has no traceEvents array");
  Panel p;
  for (const auto& e : j["traceEvents"]) {
    if (!e.is_object() || e.value("ph", "") != "X") continue;
    RAMMER_CHECK(e.contains("ts") && e["ts"].is_number() && e.contains("dur") && e["dur"].is_number() &&
                     e.contains("tid") && e["tid"].is_number_integer(),
                 "gantt: the ", what, " trace has an X event without numeric ts, dur and tid");
    Slice s;
    s.name = e.value("name", "");
    s.wait = e.value("cat", "") == "wait";
    s.begin_us = e["ts"].get<double>();
    s.end_us = s.begin_us + std::max(0.0, e["dur"].get<double>());
    p.end_us = std::max(p.end_us, s.end_us);
    p.rows[e["tid"].get<int64_t>()].push_back(std::move(s));
  }
  return p;
}

// One hue per op name (FNV-1a), the same in both panels.
std::string colour_of(const std::string& name) {
  uint32_t h = 2166136261u;
  for (unsigned char c : name) h = (h ^ c) * 16777619u;
  return "hsl(" + std::to_string(h % 360) + ",65%," + std::to_string(45 + (h >> 9) % 20) + "%)";
}

std::string escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

constexpr double kLeft = 90, kWidth = 1100, kRow = 14, kGap = 30;

}  // namespace

std::string gantt_svg(const std::string& predicted_trace_json, const std::string& measured_trace_json,
                      const std::string& title) {
  Panel pred = read_trace(predicted_trace_json, "predicted");
  Panel meas = read_trace(measured_trace_json, "measured");
  std::ostringstream lp, lm;
  lp.precision(1);
  lm.precision(1);
  lp << std::fixed << "predicted " << pred.end_us << " us";
  lm << std::fixed << "measured " << meas.end_us << " us";
  pred.label = lp.str();
  meas.label = lm.str();
  const double span = std::max({pred.end_us, meas.end_us, 1e-9});
  const double scale = kWidth / span;
  const double height = 40 + kGap * 2 + kRow * static_cast<double>(pred.rows.size() + meas.rows.size()) + 30;
  std::ostringstream os;
  os.precision(2);
  os << std::fixed;
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << kLeft + kWidth + 20 << "\" height=\"" << height
     << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  os << "<text x=\"4\" y=\"16\" font-size=\"14\">" << escaped(title) << "</text>\n";
  double y = 40;
  for (const Panel* p : {&pred, &meas}) {
    os << "<text x=\"4\" y=\"" << y + 10 << "\" font-weight=\"bold\">" << escaped(p->label) << "</text>\n";
    y += kGap / 2 + 4;
    for (const auto& [tid, slices] : p->rows) {
      os << "<text x=\"4\" y=\"" << y + kRow - 3 << "\">" << (p == &pred ? "vEU " : "worker ") << tid << "</text>\n";
      for (const Slice& s : slices) {
        const double w = std::max(0.5, (s.end_us - s.begin_us) * scale);
        os << "<rect x=\"" << kLeft + s.begin_us * scale << "\" y=\"" << y << "\" width=\"" << w << "\" height=\""
           << kRow - 2 << "\" fill=\"" << (s.wait ? std::string("#ccc") : colour_of(s.name)) << "\"><title>"
           << escaped(s.name) << " " << s.begin_us << "-" << s.end_us << " us</title></rect>\n";
      }
      y += kRow;
    }
    y += kGap / 2;
  }
  // The common time axis: five ticks.
  os << "<line x1=\"" << kLeft << "\" y1=\"" << y << "\" x2=\"" << kLeft + kWidth << "\" y2=\"" << y
     << "\" stroke=\"black\"/>\n";
  for (int i = 0; i <= 5; ++i) {
    const double x = kLeft + kWidth * i / 5;
    os << "<text x=\"" << x << "\" y=\"" << y + 14 << "\" text-anchor=\"middle\">" << span * i / 5 << " us</text>\n";
  }
  os << "</svg>\n";
  return os.str();
}

}  // namespace rammer
