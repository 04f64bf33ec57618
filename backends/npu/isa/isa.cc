#include "backends/npu/isa/isa.h"

#include <algorithm>

#include "support/status.h"

namespace rammer::npu {
namespace {

// Compile-time check that every opcode's fields fit the instruction word.
constexpr int field_bits(Field f) {
  switch (f) {
#define RNPU_FIELD(name, bits, kind, loop_delta, doc) \
  case Field::name:                                   \
    return bits;
#include "backends/npu/isa/rnpu_v1.def"
  }
  return 0;
}
template <class... F>
constexpr int sum_bits(F... f) {
  return (0 + ... + field_bits(f));
}
#define RNPU_OP(name, code, mnemonic, unit, doc, ...)                                       \
  static_assert([] {                                                                        \
    using enum Field;                                                                       \
    return kHeaderBits + sum_bits(__VA_ARGS__) <= kInstrBits;                               \
  }(), "rnpu_v1.def: the fields of " #name " do not fit 128 bits");                         \
  static_assert(code < (1 << kOpcodeBits), "rnpu_v1.def: opcode of " #name " exceeds 6 bits");
#include "backends/npu/isa/rnpu_v1.def"

std::vector<FieldInfo> build_fields() {
  std::vector<FieldInfo> out;
#define RNPU_FIELD(name, bits, kind, loop_delta, doc) \
  out.push_back({Field::name, #name, bits, FieldKind::kind, LoopDelta::loop_delta, doc, {}});
#include "backends/npu/isa/rnpu_v1.def"
#define RNPU_ENUM(field, value, name, doc) out[size_t(Field::field)].values.push_back({value, #name, doc});
#include "backends/npu/isa/rnpu_v1.def"
  return out;
}

std::vector<OpInfo> build_ops() {
  std::vector<OpInfo> out;
#define RNPU_OP(name, code, mnemonic, unit, doc, ...)              \
  {                                                                \
    using enum Field;                                              \
    std::vector<Field> fs = {__VA_ARGS__};                         \
    OpInfo info{Opcode::name, mnemonic, Unit::unit, doc, {}};      \
    int lsb = kHeaderBits;                                         \
    for (Field f : fs) {                                           \
      info.operands.push_back({f, lsb});                           \
      lsb += field_bits(f);                                        \
    }                                                              \
    out.push_back(std::move(info));                                \
  }
#include "backends/npu/isa/rnpu_v1.def"
  std::sort(out.begin(), out.end(), [](const OpInfo& a, const OpInfo& b) { return a.op < b.op; });
  return out;
}

uint64_t get_bits(const Word& w, int lsb, int bits) {
  uint64_t v = 0;
  for (int i = 0; i < bits; ++i) v |= uint64_t((w[(lsb + i) / 8] >> ((lsb + i) % 8)) & 1u) << i;
  return v;
}

void set_bits(Word& w, int lsb, int bits, uint64_t v) {
  for (int i = 0; i < bits; ++i)
    if ((v >> i) & 1u) w[(lsb + i) / 8] |= uint8_t(1u << ((lsb + i) % 8));
}

}  // namespace

const char* unit_name(Unit u) {
  static const char* kNames[] = {"ctrl", "dma", "mat", "vec"};
  return kNames[int(u)];
}

std::optional<Unit> unit_from_name(std::string_view name) {
  for (int u = 0; u < kUnitCount; ++u)
    if (name == unit_name(Unit(u))) return Unit(u);
  return std::nullopt;
}

int64_t FieldInfo::min() const { return kind == FieldKind::S ? -(int64_t(1) << (bits - 1)) : 0; }
int64_t FieldInfo::max() const {
  return kind == FieldKind::S ? (int64_t(1) << (bits - 1)) - 1 : (int64_t(1) << bits) - 1;
}

const std::vector<FieldInfo>& all_fields() {
  static const std::vector<FieldInfo> kFields = build_fields();
  return kFields;
}
const FieldInfo& field_info(Field f) { return all_fields()[size_t(f)]; }

const std::vector<OpInfo>& all_ops() {
  static const std::vector<OpInfo> kOps = build_ops();
  return kOps;
}

const OpInfo* find_op(uint8_t code) {
  for (const OpInfo& o : all_ops())
    if (uint8_t(o.op) == code) return &o;
  return nullptr;
}
const OpInfo& op_info(Opcode op) { return *find_op(uint8_t(op)); }
const OpInfo* find_op(std::string_view mnemonic) {
  for (const OpInfo& o : all_ops())
    if (mnemonic == o.mnemonic) return &o;
  return nullptr;
}

std::optional<Field> field_from_name(std::string_view name) {
  for (const FieldInfo& f : all_fields())
    if (name == f.name) return f.field;
  return std::nullopt;
}

Word encode(const Instr& in) {
  const OpInfo& op = op_info(in.op);
  if (op.unit == Unit::CTRL && (in.pop || in.push))
    throw Error(detail::concat(op.mnemonic, ": front-end instructions carry no dependency tokens"));
  if ((in.pop | in.push) & token_bit(op.unit) || in.pop > 7 || in.push > 7)
    throw Error(detail::concat(op.mnemonic, ": a token must name another queue than ", unit_name(op.unit)));
  Word w{};
  set_bits(w, 0, kOpcodeBits, uint8_t(in.op));
  set_bits(w, kOpcodeBits, 3, in.pop);
  set_bits(w, kOpcodeBits + 3, 3, in.push);
  for (int f = 0; f < kFieldCount; ++f) {
    const FieldInfo& info = all_fields()[f];
    auto slot = std::find_if(op.operands.begin(), op.operands.end(),
                             [&](const OperandSlot& s) { return s.field == info.field; });
    int64_t v = in.fields[f];
    if (slot == op.operands.end()) {
      if (v != 0) throw Error(detail::concat(op.mnemonic, " has no field ", info.name));
      continue;
    }
    if (v < info.min() || v > info.max())
      throw Error(detail::concat(op.mnemonic, ": ", info.name, "=", v, " does not fit its ", info.bits,
                                 " bits (", info.min(), "..", info.max(), ")"));
    if (info.kind == FieldKind::E &&
        std::none_of(info.values.begin(), info.values.end(), [&](const EnumValue& e) { return e.value == v; }))
      throw Error(detail::concat(op.mnemonic, ": ", v, " is not a value of ", info.name));
    set_bits(w, slot->lsb, info.bits, uint64_t(v) & ((uint64_t(1) << info.bits) - 1));
  }
  return w;
}

Instr decode(const Word& w) {
  uint8_t code = uint8_t(get_bits(w, 0, kOpcodeBits));
  const OpInfo* op = find_op(code);
  if (!op) throw Error(detail::concat("unknown rnpu-v1 opcode ", int(code)));
  Instr in;
  in.op = op->op;
  in.pop = uint8_t(get_bits(w, kOpcodeBits, 3));
  in.push = uint8_t(get_bits(w, kOpcodeBits + 3, 3));
  Word rebuilt{};
  set_bits(rebuilt, 0, kHeaderBits, get_bits(w, 0, kHeaderBits));
  for (const OperandSlot& s : op->operands) {
    const FieldInfo& info = field_info(s.field);
    uint64_t raw = get_bits(w, s.lsb, info.bits);
    set_bits(rebuilt, s.lsb, info.bits, raw);
    int64_t v = int64_t(raw);
    if (info.kind == FieldKind::S && (raw >> (info.bits - 1)) & 1u) v -= int64_t(1) << info.bits;
    in[s.field] = v;
  }
  if (rebuilt != w) throw Error(detail::concat(op->mnemonic, ": bits set outside its fields"));
  // encode() checks tokens and enum values; a word it would refuse is not a valid instruction.
  (void)encode(in);
  return in;
}

}  // namespace rammer::npu
