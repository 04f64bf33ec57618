#include "scheduler/schedule.h"

#include <charconv>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "frontend/graph/graph_text.h"
#include "support/status.h"

namespace rammer {

std::vector<int> Schedule::signals_of() const {
  std::vector<int> n(static_cast<size_t>(num_events), 0);
  for (const auto& prog : programs) {
    for (const auto& in : prog) {
      if (in.kind == InstrKind::signal && in.event >= 0 && in.event < num_events) ++n[static_cast<size_t>(in.event)];
    }
  }
  return n;
}

int Schedule::num_waits() const {
  int n = 0;
  for (const auto& prog : programs) {
    for (const auto& in : prog) n += in.kind == InstrKind::wait;
  }
  return n;
}

std::string print_schedule(const Schedule& s) {
  std::ostringstream os;
  os << "schedule policy=" << s.policy << " device=" << quote_name(s.device) << " veus=" << s.veus()
     << " events=" << s.num_events << "\n";
  for (const auto& op : s.ops) {
    os << "op " << quote_name(op.name) << " " << quote_name(op.kind) << " " << quote_name(op.variant)
       << " tasks=" << op.tasks << "\n";
  }
  for (size_t v = 0; v < s.programs.size(); ++v) {
    os << "veu " << v << "\n";
    for (const auto& in : s.programs[v]) {
      switch (in.kind) {
        case InstrKind::exec:
          os << "  exec " << quote_name(s.ops[static_cast<size_t>(in.op)].name) << " " << in.task << "\n";
          break;
        case InstrKind::wait:
          os << "  wait e" << in.event << " " << in.count << (in.launch ? " launch" : "") << "\n";
          break;
        case InstrKind::signal:
          os << "  signal e" << in.event << "\n";
          break;
      }
    }
  }
  return os.str();
}

namespace {

struct Line {
  std::vector<std::string> words;
  int no = 0;
  [[noreturn]] void fail(const std::string& what) const {
    RAMMER_FAIL("schedule text, line ", no, ": ", what);
  }
  int64_t integer(size_t i, std::string_view prefix = "") const {
    if (i >= words.size()) fail("missing field " + std::to_string(i + 1));
    std::string_view w = words[i];
    if (w.substr(0, prefix.size()) != prefix) fail("expected '" + std::string(prefix) + "...', got '" + words[i] + "'");
    w.remove_prefix(prefix.size());
    int64_t v = 0;
    auto res = std::from_chars(w.data(), w.data() + w.size(), v);
    if (res.ec != std::errc() || res.ptr != w.data() + w.size()) fail("expected an integer, got '" + words[i] + "'");
    return v;
  }
};

// Splits on spaces; a double-quoted word keeps its spaces (quote_name's escapes undone).
Line split_words(std::string_view text, int no) {
  Line l;
  l.no = no;
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
      ++i;
      continue;
    }
    std::string w;
    if (text[i] == '"') {
      ++i;
      while (i < text.size() && text[i] != '"') {
        if (text[i] == '\\' && i + 1 < text.size()) ++i;
        w += text[i++];
      }
      if (i >= text.size()) l.fail("unterminated quoted name");
      ++i;
    } else {
      while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r') w += text[i++];
    }
    l.words.push_back(w);
  }
  return l;
}

std::string after_eq(const Line& l, size_t i, const std::string& key) {
  if (i >= l.words.size() || l.words[i].rfind(key + "=", 0) != 0) l.fail("expected " + key + "=");
  return l.words[i].substr(key.size() + 1);
}

}  // namespace

Schedule parse_schedule(std::string_view text) {
  Schedule s;
  std::map<std::string, int> op_index;
  int no = 0;
  size_t start = 0;
  int declared_veus = -1;
  bool header = false;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    Line l = split_words(text.substr(start, end - start), ++no);
    start = end + 1;
    if (l.words.empty()) continue;
    const std::string& w = l.words[0];
    if (w == "schedule") {
      if (l.words.size() != 5) l.fail("expected: schedule policy=P device=D veus=N events=E");
      s.policy = after_eq(l, 1, "policy");
      s.device = after_eq(l, 2, "device");
      if (!s.device.empty() && s.device.front() == '"') {
        s.device = split_words(s.device, no).words.at(0);
      }
      declared_veus = static_cast<int>(Line{{after_eq(l, 3, "veus")}, no}.integer(0));
      s.num_events = static_cast<int>(Line{{after_eq(l, 4, "events")}, no}.integer(0));
      header = true;
    } else if (!header) {
      l.fail("expected the 'schedule' header first");
    } else if (w == "op") {
      if (l.words.size() != 5) l.fail("expected: op NAME KIND VARIANT tasks=N");
      ScheduleOp op{l.words[1], l.words[2], l.words[3],
                    static_cast<int>(Line{{after_eq(l, 4, "tasks")}, no}.integer(0))};
      op_index[op.name] = static_cast<int>(s.ops.size());
      s.ops.push_back(op);
    } else if (w == "veu") {
      if (l.integer(1) != static_cast<int64_t>(s.programs.size())) l.fail("vEUs must be numbered in order");
      s.programs.emplace_back();
    } else if (s.programs.empty()) {
      l.fail("instruction before the first 'veu'");
    } else if (w == "exec") {
      if (l.words.size() != 3) l.fail("expected: exec OP TASK");
      auto it = op_index.find(l.words[1]);
      if (it == op_index.end()) l.fail("unknown op '" + l.words[1] + "'");
      s.programs.back().push_back(Instr::exec(it->second, static_cast<int>(l.integer(2))));
    } else if (w == "wait") {
      if (l.words.size() != 3 && !(l.words.size() == 4 && l.words[3] == "launch")) {
        l.fail("expected: wait eN COUNT [launch]");
      }
      s.programs.back().push_back(Instr::wait(static_cast<int>(l.integer(1, "e")),
                                              static_cast<int>(l.integer(2)), l.words.size() == 4));
    } else if (w == "signal") {
      if (l.words.size() != 2) l.fail("expected: signal eN");
      s.programs.back().push_back(Instr::signal(static_cast<int>(l.integer(1, "e"))));
    } else {
      l.fail("unknown statement '" + w + "'");
    }
  }
  RAMMER_CHECK(header, "schedule text: missing the 'schedule' header");
  RAMMER_CHECK(declared_veus == s.veus(), "schedule text: header says veus=", declared_veus, " but ",
               s.veus(), " vEU programs follow");
  return s;
}

std::string schedule_to_json(const Schedule& s) {
  using nlohmann::json;
  json j;
  j["policy"] = s.policy;
  j["device"] = s.device;
  j["veus"] = s.veus();
  j["events"] = s.signals_of();
  json ops = json::array();
  for (const auto& op : s.ops) {
    ops.push_back({{"name", op.name}, {"kind", op.kind}, {"variant", op.variant}, {"tasks", op.tasks}});
  }
  j["ops"] = ops;
  json progs = json::array();
  for (const auto& prog : s.programs) {
    json p = json::array();
    for (const auto& in : prog) {
      switch (in.kind) {
        case InstrKind::exec: p.push_back({{"exec", {in.op, in.task}}}); break;
        case InstrKind::wait:
          p.push_back({{"wait", {in.event, in.count}}, {"launch", in.launch}});
          break;
        case InstrKind::signal: p.push_back({{"signal", in.event}}); break;
      }
    }
    progs.push_back(p);
  }
  j["programs"] = progs;
  return j.dump();
}

}  // namespace rammer
