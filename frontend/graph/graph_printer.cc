// Printer half of graph_text.h.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>

#include "frontend/graph/graph_text.h"

namespace rammer {

namespace {
bool is_bare_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '.' || c == ':' || c == '/' || c == '-';
}

// FNV-1a (64-bit) over little-endian 8-byte words, then the tail bytes, folded to 32 bits: a word per
// multiply keeps printing a model with hundreds of megabytes of weights fast.
uint32_t fnv1a(const uint8_t* p, size_t n) {
  uint64_t h = 14695981039346656037ull;
  constexpr uint64_t kPrime = 1099511628211ull;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    std::memcpy(&w, p + i, 8);
    h = (h ^ w) * kPrime;
  }
  for (; i < n; ++i) h = (h ^ p[i]) * kPrime;
  return static_cast<uint32_t>(h ^ (h >> 32));
}

std::string decl(const std::string& name, DType t, const Shape& s) {
  return quote_name(name) + " " + std::string(dtype_name(t)) + shape_str(s);
}

std::string format_attr(const AttrValue& v) {
  std::ostringstream os;
  if (auto* i = std::get_if<int64_t>(&v)) {
    os << *i;
  } else if (auto* f = std::get_if<float>(&v)) {
    os << format_scalar(*f, true);
  } else if (auto* s = std::get_if<std::string>(&v)) {
    os << quote_string(*s);
  } else if (auto* is = std::get_if<std::vector<int64_t>>(&v)) {
    os << "[";
    for (size_t k = 0; k < is->size(); ++k) os << (k ? "," : "") << (*is)[k];
    os << "]";
  } else if (auto* fs = std::get_if<std::vector<float>>(&v)) {
    os << "[";
    for (size_t k = 0; k < fs->size(); ++k) os << (k ? "," : "") << format_scalar((*fs)[k], true);
    os << "]";
  } else if (auto* ss = std::get_if<std::vector<std::string>>(&v)) {
    os << "[";
    for (size_t k = 0; k < ss->size(); ++k) os << (k ? "," : "") << quote_string((*ss)[k]);
    os << "]";
  } else if (auto* t = std::get_if<Tensor>(&v)) {
    os << "tensor " << dtype_name(t->dtype()) << shape_str(t->shape()) << " = "
       << format_tensor_values(*t);
  }
  return os.str();
}
}  // namespace

std::string quote_name(const std::string& name) {
  bool bare = !name.empty();
  for (char c : name) bare = bare && is_bare_char(c);
  return bare ? name : quote_string(name);
}

std::string quote_string(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string format_scalar(double v, bool is_float) {
  if (!is_float) return std::to_string(static_cast<int64_t>(v));
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  // Shortest text that reads back to the same float.
  auto res = std::to_chars(buf, buf + sizeof(buf), static_cast<float>(v));
  std::string s(buf, res.ptr);
  if (s.find_first_of(".eE") == std::string::npos) s += ".0";
  return s;
}

std::string format_tensor_values(const Tensor& t) {
  const bool is_float = dtype_is_float(t.dtype());
  if (t.numel() > kInlineElements) {
    char buf[16];
    std::snprintf(buf, sizeof(buf), "%08x", fnv1a(t.raw(), t.nbytes()));
    return "<" + std::to_string(t.numel()) + " values, fnv1a " + buf + ">";
  }
  std::string out = "[";
  for (int64_t i = 0; i < t.numel(); ++i) {
    if (i) out += ",";
    out += is_float ? format_scalar(t.get_f64(i), true) : std::to_string(t.get_i64(i));
  }
  return out + "]";
}

std::string print_graph(const Graph& g) {
  std::ostringstream os;
  os << "graph " << quote_name(g.name.empty() ? "main" : g.name);
  std::string opsets;
  for (const auto& [domain, version] : g.opset_imports) {
    std::string item = (domain.empty() ? "" : domain + "=") + std::to_string(version);
    opsets = domain.empty() ? item + (opsets.empty() ? "" : "," + opsets) : opsets + (opsets.empty() ? "" : ",") + item;
  }
  if (!opsets.empty()) os << " opset=" << opsets;
  os << "\n";
  for (const auto& in : g.inputs) {
    const Value& v = g.value(in);
    os << "input " << decl(v.name, v.dtype, v.shape) << "\n";
  }
  for (const auto& [name, v] : g.values())
    if (v.constant) os << "const " << decl(name, v.dtype, v.shape) << " = " << format_tensor_values(*v.constant) << "\n";
  for (const Node& n : g.nodes) {
    os << "node " << quote_name(n.name) << " = " << (n.domain.empty() ? "" : n.domain + ".") << n.op << "(";
    for (size_t i = 0; i < n.inputs.size(); ++i) os << (i ? ", " : "") << (n.inputs[i].empty() ? "\"\"" : quote_name(n.inputs[i]));
    os << ") -> ";
    for (size_t i = 0; i < n.outputs.size(); ++i) {
      os << (i ? ", " : "");
      const Value* v = n.outputs[i].empty() ? nullptr : g.find_value(n.outputs[i]);
      if (v) os << decl(v->name, v->dtype, v->shape);
      else os << (n.outputs[i].empty() ? "\"\"" : quote_name(n.outputs[i]));
    }
    if (!n.attrs.all().empty()) {
      os << " {";
      bool first = true;
      for (const auto& [k, v] : n.attrs.all()) {
        os << (first ? "" : ", ") << k << "=" << format_attr(v);
        first = false;
      }
      os << "}";
    }
    if (!n.epilogue_of.empty()) os << " @epilogue(" << quote_name(n.epilogue_of) << ")";
    os << "\n";
  }
  for (const auto& out : g.outputs) os << "output " << quote_name(out) << "\n";
  return os.str();
}

}  // namespace rammer
