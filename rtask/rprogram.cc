// rProgram basics and its text form. The printer and parser are written against each other; the
// round-trip test (tests/rtask/rprogram_text_test.cc) keeps them so.
#include "rtask/rprogram.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "frontend/graph/graph_text.h"
#include "support/status.h"

namespace rammer {

int64_t region_volume(const Region& r) {
  int64_t v = 1;
  for (size_t i = 0; i < r.lo.size(); ++i) v *= std::max<int64_t>(0, r.hi[i] - r.lo[i]);
  return v;
}

bool regions_overlap(const Region& a, const Region& b) {
  for (size_t i = 0; i < a.lo.size() && i < b.lo.size(); ++i) {
    if (a.hi[i] <= b.lo[i] || b.hi[i] <= a.lo[i]) return false;
  }
  return true;
}

std::string region_str(const Region& r) {
  std::ostringstream os;
  os << r.tensor << "[";
  for (size_t i = 0; i < r.lo.size(); ++i) os << (i ? "," : "") << r.lo[i] << ":" << r.hi[i];
  os << "]";
  return os.str();
}

const TensorInfo* RProgram::find_tensor(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : &tensors[it->second];
}

const TensorInfo& RProgram::tensor(const std::string& name) const {
  const TensorInfo* t = find_tensor(name);
  RAMMER_CHECK(t != nullptr, "rProgram ", this->name, ": unknown tensor '", name, "'");
  return *t;
}

void RProgram::add_tensor(TensorInfo t) {
  auto it = index_.find(t.name);
  if (it != index_.end()) {
    tensors[it->second] = std::move(t);
    return;
  }
  index_[t.name] = tensors.size();
  tensors.push_back(std::move(t));
}

void RProgram::reindex() {
  index_.clear();
  for (size_t i = 0; i < tensors.size(); ++i) index_[tensors[i].name] = i;
}

const char* access_map_name(AccessMap m) {
  switch (m) {
    case AccessMap::id: return "id";
    case AccessMap::bcast: return "bcast";
    case AccessMap::full: return "full";
    case AccessMap::chan: return "chan";
    case AccessMap::conv: return "conv";
    case AccessMap::conv_w: return "conv_w";
    case AccessMap::convt: return "convt";
    case AccessMap::mm_a: return "mm_a";
    case AccessMap::mm_b: return "mm_b";
    case AccessMap::pool: return "pool";
    case AccessMap::reduce: return "reduce";
    case AccessMap::transpose: return "transpose";
    case AccessMap::slice: return "slice";
    case AccessMap::pad: return "pad";
    case AccessMap::concat: return "concat";
    case AccessMap::place: return "place";
    case AccessMap::gather: return "gather";
    case AccessMap::rnn_x: return "rnn_x";
    case AccessMap::rnn_h: return "rnn_h";
    case AccessMap::rnn_s: return "rnn_s";
    case AccessMap::rnn_s0: return "rnn_s0";
    case AccessMap::rnn_h0: return "rnn_h0";
    case AccessMap::rnn_w: return "rnn_w";
    case AccessMap::rnn_g: return "rnn_g";
    case AccessMap::rnn_xs: return "rnn_xs";
    case AccessMap::rnn_wp: return "rnn_wp";
    case AccessMap::rnn_ps: return "rnn_ps";
    case AccessMap::rnn_pg: return "rnn_pg";
  }
  return nullptr;
}

std::optional<AccessMap> access_map_from_name(std::string_view name) {
  for (int i = 0; i < kAccessMapCount; ++i) {
    const AccessMap m = static_cast<AccessMap>(i);
    if (name == access_map_name(m)) return m;
  }
  return std::nullopt;
}

const char* op_family_name(OpFamily f) {
  switch (f) {
    case OpFamily::conv: return "conv";
    case OpFamily::conv_transpose: return "conv_transpose";
    case OpFamily::gemm: return "gemm";
    case OpFamily::matmul: return "matmul";
    case OpFamily::pool: return "pool";
    case OpFamily::global_pool: return "global_pool";
    case OpFamily::reduce: return "reduce";
    case OpFamily::row: return "row";
    case OpFamily::instance_norm: return "instance_norm";
    case OpFamily::lrn: return "lrn";
    case OpFamily::concat: return "concat";
    case OpFamily::slice: return "slice";
    case OpFamily::transpose: return "transpose";
    case OpFamily::pad: return "pad";
    case OpFamily::gather: return "gather";
    case OpFamily::elementwise: return "elementwise";
    case OpFamily::rnn_projection: return "rnn_projection";
    case OpFamily::rnn_gates: return "rnn_gates";
    case OpFamily::rnn_cell: return "rnn_cell";
    case OpFamily::opaque: return "opaque";
  }
  return nullptr;
}

std::optional<OpFamily> op_family_from_name(std::string_view name) {
  for (int i = 0; i < kOpFamilyCount; ++i) {
    const OpFamily f = static_cast<OpFamily>(i);
    if (name == op_family_name(f)) return f;
  }
  return std::nullopt;
}

int64_t tile_count(const Shape& space, const std::vector<int64_t>& tile) {
  int64_t n = 1;
  // A zero extent still counts one (empty) tile: every rOperator has at least one rTask.
  for (size_t i = 0; i < space.size(); ++i) {
    const int64_t t = std::max<int64_t>(1, tile[i]);
    n *= std::max<int64_t>(1, (space[i] + t - 1) / t);
  }
  return n;
}

namespace {

std::string ints_str(const std::vector<int64_t>& v) {
  std::ostringstream os;
  os << "[";
  for (size_t i = 0; i < v.size(); ++i) os << (i ? "," : "") << v[i];
  os << "]";
  return os.str();
}

std::string double_str(double d) {
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof(buf), d);
  return std::string(buf, res.ptr);
}

std::string decl_str(const TensorInfo& t) {
  return std::string(dtype_name(t.dtype)) + ints_str(t.shape);
}

}  // namespace

std::string print_rprogram(const RProgram& p) {
  std::ostringstream os;
  os << "rprogram " << quote_name(p.name.empty() ? "main" : p.name) << "\n";
  for (const auto& t : p.tensors) {
    if (t.view_of.empty()) {
      os << "tensor " << quote_name(t.name) << " " << decl_str(t) << "\n";
    } else {
      os << "view " << quote_name(t.name) << " " << decl_str(t) << " = " << quote_name(t.view_of)
         << "\n";
    }
  }
  for (const auto& op : p.ops) {
    os << "op " << quote_name(op.name) << " " << op.kind << " family=" << op_family_name(op.family)
       << " space=" << ints_str(op.space)
       << " flops=" << double_str(op.flops_per_point) << " chosen=" << op.chosen;
    if (op.affinity >= 0) os << " affinity=" << op.affinity;
    os << " nodes=[";
    for (size_t i = 0; i < op.nodes.size(); ++i) os << (i ? "," : "") << quote_name(op.nodes[i]);
    os << "] {";
    bool first = true;
    for (const auto& [k, v] : op.params) {
      os << (first ? "" : ", ") << k << "=" << ints_str(v);
      first = false;
    }
    os << "}\n";
    for (const auto& a : op.reads) {
      os << "  read " << quote_name(a.tensor) << " " << access_map_name(a.map);
      if (!a.args.empty()) os << " " << ints_str(a.args);
      os << "\n";
    }
    for (const auto& a : op.writes) {
      os << "  write " << quote_name(a.tensor) << " " << access_map_name(a.map);
      if (!a.args.empty()) os << " " << ints_str(a.args);
      os << "\n";
    }
    for (const auto& k : op.variants) {
      os << "  kernel " << k.name << " tile=" << ints_str(k.tile) << " threads=" << k.threads
         << " smem=" << k.shared_bytes;
      if (k.resident_bytes > 0) os << " resident=" << k.resident_bytes;
      os << " regs=" << k.registers
         << " eff=" << double_str(k.efficiency);
      if (k.rate != MathRate::f32) os << " rate=" << math_rate_name(k.rate);
      os << "\n";
    }
  }
  return os.str();
}

namespace {

// A small cursor over one line of the text form.
struct Cursor {
  std::string_view s;
  size_t pos = 0;
  int line = 0;

  [[noreturn]] void fail(const std::string& what) const {
    RAMMER_FAIL("rprogram text, line ", line, ": ", what, " near '", std::string(s.substr(pos, 30)),
                "'");
  }
  void skip_ws() {
    while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t')) ++pos;
  }
  bool at_end() {
    skip_ws();
    return pos >= s.size();
  }
  bool eat(std::string_view tok) {
    skip_ws();
    if (s.substr(pos, tok.size()) == tok) {
      pos += tok.size();
      return true;
    }
    return false;
  }
  void expect(std::string_view tok) {
    if (!eat(tok)) fail("expected '" + std::string(tok) + "'");
  }
  std::string name() {
    skip_ws();
    if (pos < s.size() && s[pos] == '"') {
      std::string out;
      ++pos;
      while (pos < s.size() && s[pos] != '"') {
        if (s[pos] == '\\' && pos + 1 < s.size()) ++pos;
        out += s[pos++];
      }
      if (pos >= s.size()) fail("unterminated quoted name");
      ++pos;
      return out;
    }
    size_t start = pos;
    while (pos < s.size() && (std::isalnum(static_cast<unsigned char>(s[pos])) ||
                              std::string_view("_.:/-").find(s[pos]) != std::string_view::npos)) {
      ++pos;
    }
    if (pos == start) fail("expected a name");
    return std::string(s.substr(start, pos - start));
  }
  int64_t integer() {
    skip_ws();
    int64_t v = 0;
    auto res = std::from_chars(s.data() + pos, s.data() + s.size(), v);
    if (res.ec != std::errc()) fail("expected an integer");
    pos = static_cast<size_t>(res.ptr - s.data());
    return v;
  }
  double number() {
    skip_ws();
    double v = 0;
    auto res = std::from_chars(s.data() + pos, s.data() + s.size(), v);
    if (res.ec != std::errc()) fail("expected a number");
    pos = static_cast<size_t>(res.ptr - s.data());
    return v;
  }
  std::vector<int64_t> ints() {
    expect("[");
    std::vector<int64_t> v;
    if (eat("]")) return v;
    do {
      v.push_back(integer());
    } while (eat(","));
    expect("]");
    return v;
  }
  TensorInfo decl(const std::string& n) {
    TensorInfo t;
    t.name = n;
    skip_ws();
    size_t start = pos;
    while (pos < s.size() && s[pos] != '[') ++pos;
    auto dt = dtype_from_name(s.substr(start, pos - start));
    if (!dt) fail("unknown dtype");
    t.dtype = *dt;
    t.shape = ints();
    return t;
  }
};

}  // namespace

RProgram parse_rprogram(std::string_view text) {
  RProgram p;
  int line_no = 0;
  size_t start = 0;
  ROperator* op = nullptr;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    Cursor c{text.substr(start, end - start), 0, ++line_no};
    start = end + 1;
    if (c.at_end()) continue;
    if (c.eat("rprogram ")) {
      p.name = c.name();
    } else if (c.eat("tensor ")) {
      std::string n = c.name();
      p.add_tensor(c.decl(n));
    } else if (c.eat("view ")) {
      std::string n = c.name();
      TensorInfo t = c.decl(n);
      c.expect("=");
      t.view_of = c.name();
      p.add_tensor(t);
    } else if (c.eat("op ")) {
      p.ops.emplace_back();
      op = &p.ops.back();
      op->name = c.name();
      op->kind = c.name();
      c.expect("family=");
      const std::string family = c.name();
      const std::optional<OpFamily> f = op_family_from_name(family);
      if (!f) c.fail("unknown op family '" + family + "'");
      op->family = *f;
      c.expect("space=");
      op->space = c.ints();
      c.expect("flops=");
      op->flops_per_point = c.number();
      c.expect("chosen=");
      op->chosen = static_cast<int>(c.integer());
      if (c.eat("affinity=")) op->affinity = static_cast<int>(c.integer());
      c.expect("nodes=[");
      if (!c.eat("]")) {
        do {
          op->nodes.push_back(c.name());
        } while (c.eat(","));
        c.expect("]");
      }
      c.expect("{");
      if (!c.eat("}")) {
        do {
          std::string k = c.name();
          c.expect("=");
          op->params[k] = c.ints();
        } while (c.eat(","));
        c.expect("}");
      }
    } else if (bool is_read = c.eat("read "); is_read || c.eat("write ")) {
      if (op == nullptr) c.fail("access outside an op");
      Access a;
      a.tensor = c.name();
      const std::string map = c.name();
      const std::optional<AccessMap> m = access_map_from_name(map);
      if (!m) c.fail("unknown access map '" + map + "'");
      a.map = *m;
      if (!c.at_end()) a.args = c.ints();
      (is_read ? op->reads : op->writes).push_back(a);
    } else if (c.eat("kernel ")) {
      if (op == nullptr) c.fail("kernel outside an op");
      RKernel k;
      k.name = c.name();
      c.expect("tile=");
      k.tile = c.ints();
      c.expect("threads=");
      k.threads = static_cast<int>(c.integer());
      c.expect("smem=");
      k.shared_bytes = c.integer();
      if (c.eat("resident=")) k.resident_bytes = c.integer();
      c.expect("regs=");
      k.registers = static_cast<int>(c.integer());
      c.expect("eff=");
      k.efficiency = c.number();
      if (c.eat("rate=")) {
        const std::string rate = c.name();
        if (!math_rate_from_name(rate, &k.rate)) c.fail("unknown rate '" + rate + "'");
      }
      op->variants.push_back(k);
    } else {
      c.fail("unknown statement");
    }
    if (!c.at_end()) c.fail("trailing text");
  }
  for (const auto& o : p.ops) {
    RAMMER_CHECK(!o.variants.empty(), "rprogram text: op ", o.name, " has no kernel");
    RAMMER_CHECK(o.chosen >= 0 && o.chosen < static_cast<int>(o.variants.size()), "rprogram text: op ",
                 o.name, ": chosen=", o.chosen, " out of range");
    for (const auto& k : o.variants) {
      RAMMER_CHECK(k.tile.size() == o.space.size(), "rprogram text: op ", o.name, " kernel ", k.name,
                   ": tile rank differs from the space rank");
    }
  }
  return p;
}

}  // namespace rammer
