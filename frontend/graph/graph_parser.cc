// Parser half of graph_text.h: reads back exactly what print_graph writes, plus '#' comments
// (a whole line, or the rest of a line outside a quoted name or string) and blank lines.
//
// Expects: one statement per line (graph / input / const / node / output), in any order; the graph
// line gives the opset imports. Guarantees: inputs, nodes and outputs keep their written order; each
// node's opset is the graph's import for its domain; every declared tensor (input, const, typed node
// output) has a Value. The graph is not verified or sorted: that is the caller's choice.
// Errors name the line: "graph text line 7: ...".
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <set>

#include "frontend/graph/graph_text.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

bool is_bare_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '.' || c == ':' || c == '/' || c == '-';
}

// A cursor over one line; every error it raises carries the line number.
class Line {
 public:
  Line(std::string_view text, int number) : s_(text), line_(number) {}

  template <class... Args>
  [[noreturn]] void fail(Args&&... args) const {
    RAMMER_FAIL("graph text line ", line_, ": ", std::forward<Args>(args)...);
  }

  void skip_ws() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\r')) ++pos_;
  }
  bool at_end() {
    skip_ws();
    return pos_ >= s_.size();
  }
  char peek() {
    skip_ws();
    return pos_ < s_.size() ? s_[pos_] : '\0';
  }
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  void expect(char c) {
    if (!accept(c)) fail("expected '", c, "' at column ", pos_ + 1, where());
  }
  bool accept_word(std::string_view w) {
    skip_ws();
    if (s_.substr(pos_, w.size()) != w) return false;
    size_t end = pos_ + w.size();
    if (end < s_.size() && is_bare_char(s_[end])) return false;
    pos_ = end;
    return true;
  }
  void expect_end() {
    if (!at_end()) fail("unexpected text '", s_.substr(pos_), "'");
  }

  // A bare run of name characters (may be empty).
  std::string bare(bool allow_dot = true) {
    skip_ws();
    size_t start = pos_;
    while (pos_ < s_.size() && is_bare_char(s_[pos_]) && (allow_dot || s_[pos_] != '.')) ++pos_;
    return std::string(s_.substr(start, pos_ - start));
  }
  // A double-quoted string with '\"' and '\\' escapes.
  std::string quoted() {
    expect('"');
    std::string out;
    while (true) {
      if (pos_ >= s_.size()) fail("unterminated quoted string");
      char c = s_[pos_++];
      if (c == '"') return out;
      if (c == '\\') {
        if (pos_ >= s_.size()) fail("unterminated quoted string");
        c = s_[pos_++];
      }
      out += c;
    }
  }
  // A name, bare or quoted; "" only when quoted.
  std::string name(const char* what) {
    if (peek() == '"') return quoted();
    std::string n = bare();
    if (n.empty()) fail("expected ", what, where());
    return n;
  }
  // A number token as written (digits, sign, '.', exponent, nan, inf).
  std::string number_token() {
    skip_ws();
    size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '.' ||
                                s_[pos_] == '-' || s_[pos_] == '+'))
      ++pos_;
    if (pos_ == start) fail("expected a number", where());
    return std::string(s_.substr(start, pos_ - start));
  }
  int64_t integer() { return to_int(number_token()); }

  int64_t to_int(const std::string& tok) const {
    int64_t v = 0;
    auto res = std::from_chars(tok.data(), tok.data() + tok.size(), v);
    if (res.ec != std::errc() || res.ptr != tok.data() + tok.size()) fail("bad integer '", tok, "'");
    return v;
  }
  double to_double(const std::string& tok) const {
    if (tok == "nan" || tok == "-nan") return std::numeric_limits<double>::quiet_NaN();
    if (tok == "inf") return std::numeric_limits<double>::infinity();
    if (tok == "-inf") return -std::numeric_limits<double>::infinity();
    double v = 0;
    auto res = std::from_chars(tok.data(), tok.data() + tok.size(), v);
    if (res.ec != std::errc() || res.ptr != tok.data() + tok.size()) fail("bad number '", tok, "'");
    return v;
  }

  int number() const { return line_; }

  std::string where() const {
    return pos_ < s_.size() ? " at '" + std::string(s_.substr(pos_, 20)) + "'" : " at end of line";
  }

 private:
  std::string_view s_;
  size_t pos_ = 0;
  int line_;
};

// Floats always print with '.', 'e', nan or inf; ints never do.
bool looks_float(const std::string& tok) {
  return tok.find_first_of(".eE") != std::string::npos || tok == "nan" || tok == "-nan" ||
         tok == "inf" || tok == "-inf";
}

struct Decl {
  DType dtype;
  Shape shape;
};

Decl parse_type(Line& in) {
  std::string t = in.bare(false);
  std::optional<DType> dtype = dtype_from_name(t);
  if (!dtype) in.fail("unknown dtype '", t, "'");
  Shape shape;
  in.expect('[');
  if (!in.accept(']')) {
    do {
      if (in.accept('?')) shape.push_back(-1);
      else shape.push_back(in.integer());
    } while (in.accept(','));
    in.expect(']');
  }
  return {*dtype, shape};
}

// "[v,...]" or "<N values, fnv1a XXXXXXXX>" for a tensor of the given type.
Tensor parse_tensor_values(Line& in, const Decl& d, bool allow_hashed) {
  // The shape is checked before any allocation: text claiming a huge constant must fail, not allocate.
  constexpr int64_t kMaxConstantBytes = int64_t{1} << 30;
  const auto max_elements = kMaxConstantBytes / static_cast<int64_t>(std::max<size_t>(1, dtype_size(d.dtype)));
  int64_t elements = 1;
  for (int64_t dim : d.shape) {
    if (dim < 0) in.fail("a constant needs a static shape, got ", shape_str(d.shape));
    if (dim != 0 && elements > max_elements / dim)
      in.fail("a constant of shape ", shape_str(d.shape), " is larger than the text form holds (1 GiB)");
    elements *= dim;
  }
  Tensor t(d.dtype, d.shape);
  if (in.accept('<')) {
    int64_t n = in.integer();
    if (!in.accept_word("values")) in.fail("expected '<N values, fnv1a HASH>'");
    in.expect(',');
    if (!in.accept_word("fnv1a")) in.fail("expected '<N values, fnv1a HASH>'");
    in.bare();
    in.expect('>');
    if (n != t.numel()) in.fail("constant has ", n, " values but shape ", shape_str(d.shape));
    if (!allow_hashed)
      in.fail("constant data is only a hash; the text form cannot rebuild it (inline values needed)");
    return t;
  }
  in.expect('[');
  std::vector<std::string> toks;
  if (!in.accept(']')) {
    do toks.push_back(in.number_token());
    while (in.accept(','));
    in.expect(']');
  }
  if (static_cast<int64_t>(toks.size()) != t.numel())
    in.fail(toks.size(), " values for shape ", shape_str(d.shape), " (", t.numel(), " elements)");
  const bool is_float = dtype_is_float(d.dtype);
  for (size_t i = 0; i < toks.size(); ++i) {
    const int64_t k = static_cast<int64_t>(i);
    if (is_float) {
      t.set_f64(k, in.to_double(toks[i]));
      continue;
    }
    // Integers are stored directly (not through double) so 64-bit values survive.
    const int64_t v = in.to_int(toks[i]);
    if (d.dtype == DType::boolean) {
      t.data<uint8_t>()[i] = v != 0;
      continue;
    }
    dispatch_dtype(d.dtype, [&](auto zero) {
      using T = decltype(zero);
      t.data<T>()[i] = static_cast<T>(v);
    });
  }
  return t;
}

AttrValue parse_attr_value(Line& in, bool allow_hashed) {
  char c = in.peek();
  if (c == '"') return in.quoted();
  if (in.accept_word("tensor")) {
    Decl d = parse_type(in);
    in.expect('=');
    return parse_tensor_values(in, d, allow_hashed);
  }
  if (in.accept('[')) {
    if (in.accept(']')) return std::vector<int64_t>{};
    if (in.peek() == '"') {
      std::vector<std::string> out;
      do out.push_back(in.quoted());
      while (in.accept(','));
      in.expect(']');
      return out;
    }
    std::vector<std::string> toks;
    do toks.push_back(in.number_token());
    while (in.accept(','));
    in.expect(']');
    bool any_float = false;
    for (const auto& t : toks) any_float = any_float || looks_float(t);
    if (any_float) {
      std::vector<float> out;
      for (const auto& t : toks) out.push_back(static_cast<float>(in.to_double(t)));
      return out;
    }
    std::vector<int64_t> out;
    for (const auto& t : toks) out.push_back(in.to_int(t));
    return out;
  }
  std::string tok = in.number_token();
  if (looks_float(tok)) return static_cast<float>(in.to_double(tok));
  return in.to_int(tok);
}

// Strips a '#' comment that starts outside a quoted name or string.
std::string_view strip_comment(std::string_view line) {
  bool in_quote = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_quote && c == '\\') {
      ++i;
    } else if (c == '"') {
      in_quote = !in_quote;
    } else if (c == '#' && !in_quote) {
      return line.substr(0, i);
    }
  }
  return line;
}

class Parser {
 public:
  explicit Parser(bool allow_hashed) : allow_hashed_(allow_hashed) {}

  Graph run(std::string_view text) {
    int number = 0;
    size_t start = 0;
    while (start <= text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      ++number;
      Line in(strip_comment(text.substr(start, end - start)), number);
      if (!in.at_end()) statement(in);
      start = end + 1;
    }
    if (!seen_header_) RAMMER_FAIL("graph text: missing the 'graph <name> opset=...' line");
    // Opsets are assigned at the end so the header may follow nodes without changing meaning.
    for (size_t i = 0; i < g_.nodes.size(); ++i) {
      Node& n = g_.nodes[i];
      auto it = g_.opset_imports.find(n.domain);
      if (it == g_.opset_imports.end())
        RAMMER_FAIL("graph text line ", node_lines_[i], ": node '", n.name, "' is in domain '",
                    n.domain.empty() ? "ai.onnx" : n.domain,
                    "' which the graph line does not import (add opset=...,", n.domain, "=N)");
      n.opset = it->second;
    }
    return std::move(g_);
  }

 private:
  void statement(Line& in) {
    if (in.accept_word("graph")) return header(in);
    if (in.accept_word("input")) {
      Value& v = declare(in);
      in.expect_end();
      g_.inputs.push_back(v.name);
      return;
    }
    if (in.accept_word("const")) {
      Value& v = declare(in);
      in.expect('=');
      v.constant = std::make_shared<const Tensor>(
          parse_tensor_values(in, Decl{v.dtype, v.shape}, allow_hashed_));
      in.expect_end();
      return;
    }
    if (in.accept_word("node")) return node(in);
    if (in.accept_word("output")) {
      g_.outputs.push_back(in.name("an output name"));
      in.expect_end();
      return;
    }
    in.fail("expected 'graph', 'input', 'const', 'node' or 'output'", in.where());
  }

  void header(Line& in) {
    if (seen_header_) in.fail("a second 'graph' line");
    seen_header_ = true;
    g_.name = in.name("a graph name");
    if (in.accept_word("opset")) {
      in.expect('=');
      do {
        // An item is "N" (ai.onnx) or "domain=N"; domain names may contain dots.
        std::string tok = in.bare();
        std::string domain;
        if (in.accept('=')) {
          domain = tok;
          tok = in.number_token();
        }
        if (domain == "ai.onnx") domain.clear();
        if (g_.opset_imports.count(domain)) in.fail("domain '", domain, "' imported twice");
        g_.opset_imports[domain] = static_cast<int>(in.to_int(tok));
      } while (in.accept(','));
    }
    in.expect_end();
  }

  // "name dtype[shape]": adds the value, rejecting a second declaration of the same name.
  Value& declare(Line& in) {
    std::string name = in.name("a tensor name");
    Decl d = parse_type(in);
    if (!declared_.insert(name).second) in.fail("tensor '", name, "' is declared twice");
    return g_.add_value(Value{name, d.dtype, d.shape, nullptr});
  }

  void node(Line& in) {
    Node n;
    n.name = in.name("a node name");
    in.expect('=');
    std::string op = in.bare();
    if (op.empty()) in.fail("expected an op name", in.where());
    // The domain is everything before the last '.' (domains like com.microsoft contain dots).
    size_t dot = op.rfind('.');
    if (dot != std::string::npos) {
      n.domain = op.substr(0, dot);
      n.op = op.substr(dot + 1);
      if (n.domain == "ai.onnx") n.domain.clear();
    } else {
      n.op = op;
    }
    if (n.op.empty()) in.fail("empty op name in '", op, "'");
    in.expect('(');
    if (!in.accept(')')) {
      do n.inputs.push_back(in.peek() == '"' ? in.quoted() : in.name("an input name"));
      while (in.accept(','));
      in.expect(')');
    }
    in.expect('-');
    in.expect('>');
    do {
      std::string out = in.peek() == '"' ? in.quoted() : in.name("an output name");
      n.outputs.push_back(out);
      char c = in.peek();
      if (c != ',' && c != '{' && c != '@' && c != '\0') {
        if (out.empty()) in.fail("an omitted output (\"\") cannot have a type");
        Decl d = parse_type(in);
        if (!declared_.insert(out).second) in.fail("tensor '", out, "' is declared twice");
        g_.add_value(Value{out, d.dtype, d.shape, nullptr});
      }
    } while (in.accept(','));
    if (in.accept('{')) {
      if (!in.accept('}')) {
        do {
          std::string key = in.bare();
          if (key.empty()) in.fail("expected an attribute name", in.where());
          if (n.attrs.has(key)) in.fail("attribute '", key, "' given twice");
          in.expect('=');
          n.attrs.set(key, parse_attr_value(in, allow_hashed_));
        } while (in.accept(','));
        in.expect('}');
      }
    }
    if (in.accept('@')) {
      if (!in.accept_word("epilogue")) in.fail("expected '@epilogue(<node>)'");
      in.expect('(');
      n.epilogue_of = in.name("a node name");
      in.expect(')');
    }
    in.expect_end();
    node_lines_.push_back(in.number());
    g_.nodes.push_back(std::move(n));
  }

  bool allow_hashed_;
  bool seen_header_ = false;
  Graph g_;
  std::set<std::string> declared_;
  std::vector<int> node_lines_;
};

}  // namespace

Graph parse_graph(std::string_view text, bool allow_hashed_constants) {
  return Parser(allow_hashed_constants).run(text);
}

}  // namespace rammer
