#include "backends/npu/asm/assembly.h"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <vector>

namespace rammer::npu {
namespace {

std::string tokens_text(uint8_t bits) {
  std::string s;
  for (Unit u : {Unit::DMA, Unit::MAT, Unit::VEC})
    if (bits & token_bit(u)) s += std::string(s.empty() ? "" : "+") + unit_name(u);
  return s;
}

std::string value_text(const FieldInfo& f, int64_t v) {
  if (f.kind == FieldKind::E)
    for (const EnumValue& e : f.values)
      if (e.value == v) return e.name;
  return std::to_string(v);
}

std::vector<std::string> split_words(const std::string& line) {
  std::istringstream is(line);
  std::vector<std::string> out;
  for (std::string w; is >> w;) out.push_back(w);
  return out;
}

int64_t parse_number(const std::string& s, const std::string& what) {
  std::string_view t = s;
  bool neg = !t.empty() && t[0] == '-';
  if (neg) t.remove_prefix(1);
  int base = 10;
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
    base = 16;
    t.remove_prefix(2);
  }
  int64_t v = 0;
  auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v, base);
  if (ec != std::errc() || ptr != t.data() + t.size() || t.empty())
    throw Error(detail::concat(what, ": '", s, "' is not a number"));
  return neg ? -v : v;
}

uint8_t parse_tokens(const std::string& list, const OpInfo& op) {
  uint8_t bits = 0;
  std::istringstream is(list);
  for (std::string name; std::getline(is, name, '+');) {
    auto u = unit_from_name(name);
    if (!u || *u == Unit::CTRL)
      throw Error(detail::concat(op.mnemonic, ": '", name, "' is not a queue (dma, mat, vec)"));
    bits |= token_bit(*u);
  }
  return bits;
}

Instr parse_instr(const std::vector<std::string>& words) {
  const OpInfo* op = find_op(words[0]);
  if (!op) throw Error(detail::concat("unknown mnemonic '", words[0], "'"));
  Instr in;
  in.op = op->op;
  std::vector<bool> seen(kFieldCount, false);
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.rfind("pop:", 0) == 0) {
      in.pop = parse_tokens(w.substr(4), *op);
      continue;
    }
    if (w.rfind("push:", 0) == 0) {
      in.push = parse_tokens(w.substr(5), *op);
      continue;
    }
    size_t eq = w.find('=');
    if (eq == std::string::npos) throw Error(detail::concat(op->mnemonic, ": expected field=value, got '", w, "'"));
    std::string name = w.substr(0, eq), value = w.substr(eq + 1);
    auto f = field_from_name(name);
    bool has = f && std::any_of(op->operands.begin(), op->operands.end(),
                                [&](const OperandSlot& s) { return s.field == *f; });
    if (!has) throw Error(detail::concat(op->mnemonic, " has no field '", name, "'"));
    if (seen[size_t(*f)]) throw Error(detail::concat(op->mnemonic, ": field ", name, " given twice"));
    seen[size_t(*f)] = true;
    const FieldInfo& info = field_info(*f);
    auto named = std::find_if(info.values.begin(), info.values.end(),
                              [&](const EnumValue& e) { return value == e.name; });
    in[*f] = named != info.values.end() ? named->value : parse_number(value, detail::concat(op->mnemonic, " ", name));
  }
  (void)encode(in);  // range, enum and token checks
  return in;
}

}  // namespace

std::string print_instr(const Instr& in) {
  const OpInfo& op = op_info(in.op);
  std::string s = op.mnemonic;
  if (in.pop) s += " pop:" + tokens_text(in.pop);
  if (in.push) s += " push:" + tokens_text(in.push);
  for (const OperandSlot& slot : op.operands) {
    const FieldInfo& f = field_info(slot.field);
    s += detail::concat(" ", f.name, "=", value_text(f, in[slot.field]));
  }
  return s;
}

std::string print_assembly(const Program& p) {
  std::string s = detail::concat(".rnpu v", kIsaVersion, "\n.cores ", p.cores.size(), "\n");
  for (size_t c = 0; c < p.cores.size(); ++c) {
    s += detail::concat(".core ", c, "\n");
    for (const Instr& in : p.cores[c]) s += "  " + print_instr(in) + "\n";
  }
  return s;
}

Result<Program> parse_assembly(const std::string& text) {
  Program p;
  std::istringstream is(text);
  int line_no = 0;
  long current = -1;
  bool have_cores = false;
  try {
    for (std::string line; std::getline(is, line);) {
      ++line_no;
      if (auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
      std::vector<std::string> words = split_words(line);
      if (words.empty()) continue;
      if (words[0] == ".rnpu") {
        if (words.size() != 2 || words[1] != detail::concat("v", kIsaVersion))
          throw Error(detail::concat("this assembler reads '.rnpu v", kIsaVersion, "'"));
      } else if (words[0] == ".cores") {
        if (words.size() != 2 || have_cores) throw Error("expected one '.cores N' before the streams");
        int64_t n = parse_number(words[1], ".cores");
        if (n < 1 || n > 1024) throw Error(detail::concat(".cores ", n, " is out of range (1..1024)"));
        p.cores.resize(size_t(n));
        have_cores = true;
      } else if (words[0] == ".core") {
        if (!have_cores) throw Error("'.core' before '.cores N'");
        int64_t c = words.size() == 2 ? parse_number(words[1], ".core") : -1;
        if (c != current + 1 || c >= int64_t(p.cores.size()))
          throw Error(detail::concat("expected '.core ", current + 1, "' (streams in core order, fewer than .cores)"));
        current = long(c);
      } else if (words[0][0] == '.') {
        throw Error(detail::concat("unknown directive '", words[0], "'"));
      } else {
        if (current < 0) throw Error("instruction before the first '.core N'");
        p.cores[size_t(current)].push_back(parse_instr(words));
      }
    }
    if (!have_cores) throw Error("no '.cores N' directive");
  } catch (const Error& e) {
    return Status::error(line_no ? detail::concat("line ", line_no, ": ", e.what()) : std::string(e.what()));
  }
  return p;
}

}  // namespace rammer::npu
