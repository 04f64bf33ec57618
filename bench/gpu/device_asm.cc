#include "bench/gpu/device_asm.h"

#include <cxxabi.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <functional>
#include <regex>
#include <set>
#include <sstream>

namespace rammer::bench {

void AsmCounts::add(const AsmCounts& o) {
  instructions += o.instructions;
  matrix += o.matrix;
  shared_loads += o.shared_loads;
  ldmatrix += o.ldmatrix;
  cp_async += o.cp_async;
  generic_loads += o.generic_loads;
  global_loads += o.global_loads;
  global_load_bits = std::max(global_load_bits, o.global_load_bits);
  generic_load_bits = std::max(generic_load_bits, o.generic_load_bits);
  local_loads += o.local_loads;
  fma += o.fma;
  divisions += o.divisions;
  calls += o.calls;
  barriers += o.barriers;
  matrix_types |= o.matrix_types;
}

unsigned matrix_types_for(const std::string& precision) {
  if (precision == "tf32") return kMatrixTF32 | kMatrixF32 | kMatrixXF32;
  if (precision == "fp16") return kMatrixF16;
  if (precision == "bf16") return kMatrixBF16;
  return kMatrixAny;
}

namespace {

bool starts_with(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

bool has_part(const std::string& opcode, const std::string& part) {
  // `part` as a whole dot-separated component of a PTX opcode ("ld.global.nc.v4.f32" has "global").
  std::stringstream ss(opcode);
  std::string c;
  while (std::getline(ss, c, '.'))
    if (c == part) return true;
  return false;
}

std::string collapse_spaces(const std::string& s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::string demangle(const std::string& name) {
  int status = 0;
  char* d = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
  std::string out = status == 0 && d ? d : name;
  std::free(d);
  return out;
}

unsigned matrix_type_bit(const std::string& t) {
  if (t == "f16") return kMatrixF16;
  if (t == "bf16") return kMatrixBF16;
  if (t == "tf32") return kMatrixTF32;
  if (t == "f32") return kMatrixF32;
  if (t == "xf32") return kMatrixXF32;
  if (t == "f64") return kMatrixF64;
  if (t == "s8" || t == "u8" || t == "s4" || t == "u4" || t == "i8" || t == "i4" || t == "b1") return kMatrixInt;
  return kMatrixOther;
}

// ---- PTX ------------------------------------------------------------------------------------------

// The A operand type of mma.sync (".row.col.<d>.<a>.<b>.<c>": third from the end) or wgmma
// (".<d>.<a>.<b>": second from the end).
unsigned ptx_matrix_type(const std::string& opcode) {
  std::vector<std::string> parts;
  std::stringstream ss(opcode);
  std::string c;
  while (std::getline(ss, c, '.')) parts.push_back(c);
  const size_t back = starts_with(opcode, "wgmma") ? 2 : 3;
  return parts.size() > back ? matrix_type_bit(parts[parts.size() - back]) : kMatrixOther;
}

// Bits of one element of a PTX type suffix (".f32" 32, ".v4" handled by the caller), 0 if not a type.
int ptx_type_bits(const std::string& c) {
  if (c.size() < 2) return 0;
  const char k = c[0];
  if (k != 'f' && k != 'u' && k != 's' && k != 'b') return 0;
  const std::string digits = c.substr(1);
  if (digits.empty() || !std::all_of(digits.begin(), digits.end(), ::isdigit)) return 0;
  return std::atoi(digits.c_str());
}

// Bits one PTX load moves per thread: vector count x element bits (".v4.f32" 128, ".b128" 128).
int ptx_load_bits(const std::string& opcode) {
  int vec = 1, bits = 0;
  std::stringstream ss(opcode);
  std::string c;
  while (std::getline(ss, c, '.')) {
    if (c == "v2") vec = 2;
    else if (c == "v4") vec = 4;
    else if (c == "v8") vec = 8;
    else if (int b = ptx_type_bits(c)) bits = b;
  }
  return vec * bits;
}

AsmCounts classify_ptx(const std::string& opcode, const std::string& text) {
  AsmCounts c;
  c.instructions = 1;
  if (starts_with(opcode, "mma.") || starts_with(opcode, "wgmma.mma_async")) {
    c.matrix = 1;
    c.matrix_types = ptx_matrix_type(opcode);
  }
  if (starts_with(opcode, "ldmatrix")) c.ldmatrix = c.shared_loads = 1;
  if (starts_with(opcode, "ld.") || starts_with(opcode, "ldu.")) {
    const int bits = ptx_load_bits(opcode);
    if (has_part(opcode, "shared") || opcode.find(".shared::") != std::string::npos) {
      c.shared_loads = 1;
    } else if (has_part(opcode, "global")) {
      c.global_loads = 1;
      c.global_load_bits = bits;
    } else if (has_part(opcode, "local")) {
      c.local_loads = 1;
    } else if (!has_part(opcode, "param") && !has_part(opcode, "const")) {
      c.generic_loads = 1;
      c.generic_load_bits = bits;
    }
  }
  if (starts_with(opcode, "cp.async.ca") || starts_with(opcode, "cp.async.cg")) {
    // cp.async.cg.shared.global [dst], [src], 16;  the copy size is the third operand.
    static const std::regex size(R"(\],\s*(\d+))");
    std::smatch m;
    c.cp_async = c.global_loads = 1;
    if (std::regex_search(text, m, size)) c.global_load_bits = std::atoi(m[1].str().c_str()) * 8;
  }
  if (starts_with(opcode, "fma.")) c.fma = 1;
  if (starts_with(opcode, "div.") || starts_with(opcode, "rem.")) c.divisions = 1;
  if (starts_with(opcode, "call")) c.calls = 1;
  if (starts_with(opcode, "bar.sync") || starts_with(opcode, "barrier.sync")) c.barriers = 1;
  return c;
}

// One PTX statement: text up to ';', '{' or '}', comments removed, with the line it starts on.
struct Statement {
  int line = 0;
  std::string text;
  char end = ';';
};

std::vector<Statement> ptx_statements(const std::string& text) {
  std::vector<Statement> out;
  Statement cur;
  int line = 1;
  auto flush = [&](char end) {
    cur.text = collapse_spaces(cur.text);
    cur.end = end;
    if (!cur.text.empty() || end != ';') out.push_back(cur);
    cur = Statement{};
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (ch == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      --i;
      continue;
    }
    if (ch == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const size_t close = text.find("*/", i + 2);
      const size_t stop = close == std::string::npos ? text.size() : close + 2;
      line += static_cast<int>(std::count(text.begin() + i, text.begin() + stop, '\n'));
      i = stop - 1;
      continue;
    }
    if (ch == '\n') ++line;
    // Braces open and close scopes (a function body, a call sequence, inline asm) only between
    // statements or after a function header; inside an instruction they group vector operands
    // ("{%f1,%f2}") and stay in its text.
    const bool scope_brace = (ch == '{' || ch == '}') &&
                             (cur.text.empty() || (ch == '{' && (cur.text.find(".entry") != std::string::npos ||
                                                                 cur.text.find(".func") != std::string::npos)));
    if (ch == ';' || scope_brace) {
      flush(ch);
      continue;
    }
    if (cur.text.empty() && std::isspace(static_cast<unsigned char>(ch))) continue;
    if (cur.text.empty()) cur.line = line;
    cur.text += ch;
    // A label ends at its colon: "$L__BB0_3:" is its own statement ("::" belongs to an opcode,
    // as in ld.shared::cta).
    if (ch == ':' && (i + 1 >= text.size() || text[i + 1] != ':')) {
      static const std::regex label(R"(^\s*[$%\w.]+:$)");
      if (std::regex_match(cur.text, label)) {
        cur.text = collapse_spaces(cur.text);
        cur.end = ':';
        out.push_back(cur);
        cur = Statement{};
      }
    }
  }
  flush(';');
  return out;
}

DeviceAsm parse_ptx(const std::string& text) {
  DeviceAsm a;
  a.dialect = AsmDialect::ptx;
  static const std::regex header(R"(\.(entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*))");
  static const std::regex call(R"(^call(?:\.uni)?\s+(?:\([^)]*\)\s*,\s*)?([A-Za-z_$][\w$]*))");
  const std::vector<Statement> st = ptx_statements(text);
  for (size_t i = 0; i < st.size(); ++i) {
    std::smatch m;
    if (st[i].end != '{' || !std::regex_search(st[i].text, m, header)) continue;
    AsmFunction fn;
    fn.entry = m[1].str() == "entry";
    fn.name = m[2].str();
    fn.line = st[i].line;
    // The body: statements until the brace depth returns to zero (inline asm opens its own scopes).
    int depth = 1;
    std::map<std::string, int> label_at;  // label -> index of the next instruction
    std::vector<std::pair<int, std::string>> branches;
    for (++i; i < st.size() && depth > 0; ++i) {
      const Statement& s = st[i];
      if (s.end == ':') {
        label_at[s.text.substr(0, s.text.size() - 1)] = static_cast<int>(fn.instrs.size());
        continue;
      }
      if (s.end == '{') ++depth;
      if (s.end == '}') --depth;
      std::string t = s.text;
      if (t.empty() || t[0] == '.') continue;  // directives: .reg, .local, .loc, .pragma
      if (t[0] == '@') t = t.substr(std::min(t.size(), t.find(' ') + 1));  // predicate guard
      AsmInstr in;
      in.line = s.line;
      in.text = s.text;
      in.opcode = t.substr(0, t.find(' '));
      in.counts = classify_ptx(in.opcode, t);
      std::smatch c;
      if (starts_with(in.opcode, "call") && std::regex_search(t, c, call)) in.callee = c[1].str();
      if (starts_with(in.opcode, "bra")) {
        const size_t sp = t.rfind(' ');
        in.branch_to = sp == std::string::npos ? "" : t.substr(sp + 1);
        branches.emplace_back(static_cast<int>(fn.instrs.size()), in.branch_to);
      }
      fn.instrs.push_back(in);
    }
    --i;
    // Back edges -> loops (label .. last back edge to it).
    std::map<int, int> loop_end;  // begin -> end
    for (const auto& [at, label] : branches) {
      auto it = label_at.find(label);
      if (it != label_at.end() && it->second <= at) loop_end[it->second] = std::max(loop_end[it->second], at);
    }
    for (const auto& [b, e] : loop_end) fn.loops.push_back({b, e, -1, 1});
    fn.demangled = demangle(fn.name);
    a.by_name[fn.name] = static_cast<int>(a.functions.size());
    a.functions.push_back(std::move(fn));
  }
  return a;
}

// ---- GCN ------------------------------------------------------------------------------------------

// Bits of a GCN memory load from its opcode's suffix: dword 32, dwordx2..x4, ubyte/sbyte 8,
// ushort/sshort/short_d16 16, b32/b64/b96/b128.
int gcn_load_bits(const std::string& opcode) {
  static const std::regex dwordx(R"(_dwordx(\d))");
  static const std::regex bnum(R"(_b(\d+))");
  std::smatch m;
  if (std::regex_search(opcode, m, dwordx)) return 32 * std::atoi(m[1].str().c_str());
  if (opcode.find("_dword") != std::string::npos) return 32;
  if (opcode.find("byte") != std::string::npos) return 8;
  if (opcode.find("short") != std::string::npos) return 16;
  if (std::regex_search(opcode, m, bnum)) return std::atoi(m[1].str().c_str());
  return 32;
}

AsmCounts classify_gcn(const std::string& opcode) {
  AsmCounts c;
  c.instructions = 1;
  if (starts_with(opcode, "v_mfma") || starts_with(opcode, "v_smfmac")) {
    // v_mfma_f32_16x16x16f16, v_mfma_f32_32x32x8bf16_1k, v_mfma_f32_16x16x8_xf32: the input type
    // follows the MxNxK shape.
    static const std::regex shape(R"(\d+x\d+x\d+_?([a-z]+\d*))");
    std::smatch m;
    c.matrix = 1;
    c.matrix_types = std::regex_search(opcode, m, shape) ? matrix_type_bit(m[1].str()) : kMatrixOther;
  }
  if (starts_with(opcode, "ds_read") || starts_with(opcode, "ds_load")) c.shared_loads = 1;
  if (starts_with(opcode, "global_load") || starts_with(opcode, "buffer_load")) {
    c.global_loads = 1;
    c.global_load_bits = gcn_load_bits(opcode);
  }
  if (starts_with(opcode, "flat_load")) {
    c.generic_loads = 1;
    c.generic_load_bits = gcn_load_bits(opcode);
  }
  if (starts_with(opcode, "scratch_load")) c.local_loads = 1;
  for (const char* p : {"v_fma_f", "v_fmac_f", "v_mac_f", "v_pk_fma_f", "v_mad_f", "v_fma_mix", "v_pk_fmac_f"})
    if (starts_with(opcode, p)) c.fma = 1;
  if (starts_with(opcode, "v_rcp_iflag_f32") || starts_with(opcode, "v_div_fixup")) c.divisions = 1;
  if (opcode == "s_barrier") c.barriers = 1;
  if (starts_with(opcode, "s_swappc") || starts_with(opcode, "s_setpc")) c.calls = 0;  // counted at the symbol
  return c;
}

DeviceAsm parse_gcn(const std::string& text) {
  DeviceAsm a;
  a.dialect = AsmDialect::gcn;
  static const std::regex type_fn(R"(^\s*\.type\s+([\w$.]+)\s*,\s*@function)");
  static const std::regex label_re(R"(^([\w$.]+):)");
  static const std::regex callee_re(R"(([A-Za-z_][\w$.]*)@(?:rel32|gotpcrel32|gotpcrel)@lo)");
  std::set<std::string> functions, kernels;
  {
    std::stringstream ss(text);
    std::string line;
    static const std::regex kernel_re(R"(^\s*\.amdhsa_kernel\s+([\w$.]+))");
    while (std::getline(ss, line)) {
      std::smatch m;
      if (std::regex_search(line, m, type_fn)) functions.insert(m[1].str());
      if (std::regex_search(line, m, kernel_re)) kernels.insert(m[1].str());
    }
  }
  std::stringstream ss(text);
  std::string raw;
  int line_no = 0;
  AsmFunction* fn = nullptr;
  std::map<std::string, int> label_at;
  std::vector<std::pair<int, std::string>> branches;
  auto close = [&] {
    if (!fn) return;
    std::map<int, int> loop_end;
    for (const auto& [at, label] : branches) {
      auto it = label_at.find(label);
      if (it != label_at.end() && it->second <= at) loop_end[it->second] = std::max(loop_end[it->second], at);
    }
    for (const auto& [b, e] : loop_end) fn->loops.push_back({b, e, -1, 1});
    fn = nullptr;
    label_at.clear();
    branches.clear();
  };
  while (std::getline(ss, raw)) {
    ++line_no;
    std::string l = raw.substr(0, raw.find(';'));  // ';' starts a comment in GCN assembly
    const std::string t = collapse_spaces(l);
    if (t.empty()) continue;
    std::smatch m;
    if (std::regex_search(t, m, label_re)) {
      const std::string label = m[1].str();
      if (functions.count(label)) {
        close();
        AsmFunction f;
        f.name = label;
        f.demangled = demangle(label);
        f.entry = kernels.count(label) > 0;
        f.line = line_no;
        a.by_name[label] = static_cast<int>(a.functions.size());
        a.functions.push_back(std::move(f));
        fn = &a.functions.back();
      } else if (fn && starts_with(label, ".Lfunc_end")) {
        close();
      } else if (fn) {
        label_at[label] = static_cast<int>(fn->instrs.size());
      }
      continue;
    }
    if (!fn || t[0] == '.') continue;
    AsmInstr in;
    in.line = line_no;
    in.text = t;
    in.opcode = t.substr(0, t.find(' '));
    in.counts = classify_gcn(in.opcode);
    if (starts_with(in.opcode, "s_branch") || starts_with(in.opcode, "s_cbranch")) {
      in.branch_to = t.substr(t.rfind(' ') + 1);
      branches.emplace_back(static_cast<int>(fn->instrs.size()), in.branch_to);
    }
    std::smatch c;
    if (std::regex_search(t, c, callee_re) && c[1].str() != fn->name) {
      // The callee's address taken for s_swappc_b64 (lo half only, so one call is one edge).
      in.callee = c[1].str();
      in.counts.calls = 1;
    }
    // 64-bit integer division: LLVM's expansion scales the reciprocal by 2^64 (0x5f7ffffc) right
    // after v_rcp_f32; a float division's v_rcp_f32 is counted at its v_div_fixup instead.
    if (starts_with(in.opcode, "v_mul_f32") && t.find("0x5f7ffffc") != std::string::npos && !fn->instrs.empty() &&
        starts_with(fn->instrs.back().opcode, "v_rcp_f32"))
      in.counts.divisions = 1;
    fn->instrs.push_back(in);
  }
  close();
  return a;
}

// Nesting: each loop's innermost strict container.
void nest_loops(AsmFunction& fn) {
  std::sort(fn.loops.begin(), fn.loops.end(), [](const AsmLoop& x, const AsmLoop& y) {
    return x.begin != y.begin ? x.begin < y.begin : x.end > y.end;
  });
  for (size_t i = 0; i < fn.loops.size(); ++i) {
    AsmLoop& l = fn.loops[i];
    l.parent = -1;
    for (size_t j = 0; j < i; ++j) {
      const AsmLoop& o = fn.loops[j];
      if (o.begin <= l.begin && l.end <= o.end) l.parent = static_cast<int>(j);  // later = tighter
    }
    l.depth = l.parent < 0 ? 1 : fn.loops[l.parent].depth + 1;
  }
}

}  // namespace

const AsmFunction* DeviceAsm::find(const std::string& name) const {
  auto it = by_name.find(name);
  return it == by_name.end() ? nullptr : &functions[it->second];
}

AsmCounts DeviceAsm::counts(const AsmFunction& fn, int begin, int end) const {
  // Calls expanded depth-first; a function already on the stack (recursion) is not entered again.
  std::vector<std::string> stack;
  std::function<AsmCounts(const AsmFunction&, int, int)> go = [&](const AsmFunction& f, int b, int e) {
    AsmCounts c;
    stack.push_back(f.name);
    for (int i = std::max(0, b); i <= e && i < static_cast<int>(f.instrs.size()); ++i) {
      const AsmInstr& in = f.instrs[i];
      c.add(in.counts);
      if (in.callee.empty() || std::find(stack.begin(), stack.end(), in.callee) != stack.end()) continue;
      if (const AsmFunction* callee = find(in.callee))
        c.add(go(*callee, 0, static_cast<int>(callee->instrs.size()) - 1));
    }
    stack.pop_back();
    return c;
  };
  return go(fn, begin, end);
}

AsmCounts DeviceAsm::counts(const AsmFunction& fn) const {
  return counts(fn, 0, static_cast<int>(fn.instrs.size()) - 1);
}

std::vector<std::string> DeviceAsm::reachable() const {
  std::set<std::string> seen;
  std::vector<std::string> todo, out;
  for (const AsmFunction& f : functions)
    if (f.entry) todo.push_back(f.name);
  while (!todo.empty()) {
    const std::string n = todo.back();
    todo.pop_back();
    if (!seen.insert(n).second) continue;
    out.push_back(n);
    if (const AsmFunction* f = find(n))
      for (const AsmInstr& in : f->instrs)
        if (!in.callee.empty()) todo.push_back(in.callee);
  }
  std::sort(out.begin(), out.end());
  return out;
}

DeviceAsm parse_device_asm(const std::string& text, AsmDialect dialect) {
  DeviceAsm a = dialect == AsmDialect::ptx ? parse_ptx(text) : parse_gcn(text);
  for (AsmFunction& f : a.functions) nest_loops(f);
  return a;
}

KLoopReport analyse_kloop(const DeviceAsm& asm_, const AsmFunction& fn, KLoopKind kind, unsigned matrix_types) {
  KLoopReport r;
  const int n = static_cast<int>(fn.loops.size());
  std::vector<AsmCounts> per_loop(n);
  std::vector<int> own_fma(n, 0);  // FMAs in the loop's own instructions, calls not expanded
  for (int i = 0; i < n; ++i) {
    per_loop[i] = asm_.counts(fn, fn.loops[i].begin, fn.loops[i].end);
    for (int k = fn.loops[i].begin; k <= fn.loops[i].end; ++k) own_fma[i] += fn.instrs[k].counts.fma;
  }
  auto qualifies = [&](int i) {
    const AsmCounts& c = per_loop[i];
    if (kind == KLoopKind::matrix) return c.matrix > 0 && (c.matrix_types & matrix_types) != 0;
    return own_fma[i] > 0 && (kind == KLoopKind::simt || c.matrix == 0);
  };
  auto weight = [&](int i) { return kind == KLoopKind::matrix ? per_loop[i].matrix : own_fma[i]; };
  int best = -1;
  for (int i = 0; i < n; ++i) {
    if (!qualifies(i)) continue;
    bool innermost = true;  // no loop nested inside qualifies as well
    for (int j = 0; j < n && innermost; ++j)
      if (j != i && fn.loops[i].begin <= fn.loops[j].begin && fn.loops[j].end <= fn.loops[i].end &&
          !(fn.loops[j].begin == fn.loops[i].begin && fn.loops[j].end == fn.loops[i].end) && qualifies(j))
        innermost = false;
    if (!innermost) continue;
    ++r.candidates;
    if (best < 0 || weight(i) > weight(best)) best = i;
  }
  // A SIMT FMA loop without a barrier inside a loop with one: the k-tile loop around it.
  if (best >= 0 && kind != KLoopKind::matrix && per_loop[best].barriers == 0) {
    const int parent = fn.loops[best].parent;
    if (parent >= 0 && per_loop[parent].barriers > 0) best = parent;
  }
  if (best >= 0) {
    r.found = true;
    r.counts = per_loop[best];
    r.depth = fn.loops[best].depth;
    r.first_line = fn.instrs[fn.loops[best].begin].line;
    r.last_line = fn.instrs[fn.loops[best].end].line;
  }
  // Divisions inside any loop (the union of the loops' spans: back edges can make spans overlap
  // without nesting) vs the rest of the function.
  std::vector<bool> in_loop(fn.instrs.size(), false);
  for (const AsmLoop& l : fn.loops)
    for (int i = l.begin; i <= l.end; ++i) in_loop[i] = true;
  for (int i = 0; i < static_cast<int>(fn.instrs.size()); ++i) {
    const int d = asm_.counts(fn, i, i).divisions;
    (in_loop[i] ? r.divisions_in_loops : r.divisions_outside_loops) += d;
  }
  return r;
}

bool name_holds_word(const std::string& name, const std::string& word) {
  if (word.empty()) return false;
  size_t at = 0;
  while ((at = name.find(word, at)) != std::string::npos) {
    const bool left = at == 0 || !(std::isalnum(static_cast<unsigned char>(name[at - 1]))) ;
    const size_t after = at + word.size();
    const bool right = after >= name.size() || !std::isalnum(static_cast<unsigned char>(name[after]));
    // Underscore counts as a boundary on both sides: "rammer_pool_tile" holds "pool".
    if (left && right) return true;
    ++at;
  }
  return false;
}

}  // namespace rammer::bench
