// rnpu-v1 instruction set: opcodes, fields and their bit layout, generated from rnpu_v1.def.
//
// Guarantees: every opcode's fields fit the 116 bits after the 12-bit header (checked at compile
// time); encode() refuses a value that does not fit its field, decode() refuses an unknown opcode
// or a bit set outside the opcode's fields, so decode(encode(i)) == i for every valid instruction.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rammer::npu {

// The queues of one core. CTRL is the front end (fetch, loops, cross-core sync); the other three
// execute in order and hand dependency tokens to each other.
enum class Unit : uint8_t { CTRL, DMA, MAT, VEC };
inline constexpr int kUnitCount = 4;
const char* unit_name(Unit u);                       // "ctrl", "dma", "mat", "vec"
std::optional<Unit> unit_from_name(std::string_view name);

enum class Field : uint8_t {
#define RNPU_FIELD(name, bits, kind, loop_delta, doc) name,
#include "backends/npu/isa/rnpu_v1.def"
};
inline constexpr int kFieldCount = 0
#define RNPU_FIELD(name, bits, kind, loop_delta, doc) +1
#include "backends/npu/isa/rnpu_v1.def"
    ;

enum class Opcode : uint8_t {
#define RNPU_OP(name, code, mnemonic, unit, doc, ...) name = code,
#include "backends/npu/isa/rnpu_v1.def"
};

enum class FieldKind : uint8_t { U, S, E };  // unsigned, two's-complement signed, enumeration
// The loop delta that moves a field, none for fields that are not addresses.
enum class LoopDelta : uint8_t { none, dram, sp, sp2, sp3, acc };

struct EnumValue {
  int64_t value;
  const char* name;
  const char* doc;
};

struct FieldInfo {
  Field field;
  const char* name;
  int bits;
  FieldKind kind;
  LoopDelta loop_delta;
  const char* doc;
  std::vector<EnumValue> values;  // for FieldKind::E
  int64_t min() const;
  int64_t max() const;
};

struct OperandSlot {
  Field field;
  int lsb;  // first bit in the 128-bit word
};

struct OpInfo {
  Opcode op;
  const char* mnemonic;
  Unit unit;
  const char* doc;
  std::vector<OperandSlot> operands;  // in bit order
};

inline constexpr int kOpcodeBits = 6;
inline constexpr int kTokenBits = 6;       // pop dma/mat/vec, push dma/mat/vec
inline constexpr int kHeaderBits = kOpcodeBits + kTokenBits;
inline constexpr int kInstrBits = 128;
inline constexpr int kInstrBytes = kInstrBits / 8;

const FieldInfo& field_info(Field f);
const std::vector<FieldInfo>& all_fields();
const std::vector<OpInfo>& all_ops();      // in opcode order
const OpInfo* find_op(uint8_t code);       // nullptr for an unassigned opcode
const OpInfo& op_info(Opcode op);
const OpInfo* find_op(std::string_view mnemonic);
std::optional<Field> field_from_name(std::string_view name);

// Token bits name the other queue: bit 0 DMA, bit 1 MAT, bit 2 VEC. The front end (CTRL) has no
// queue, so no bit.
inline uint8_t token_bit(Unit u) { return u == Unit::CTRL ? uint8_t(0) : uint8_t(1u << (int(u) - 1)); }

// The bytes of a DMA element whose `esize` field (e8, e16, e32) is `code`.
inline int64_t esize_bytes(int64_t code) { return int64_t(1) << code; }

// One decoded instruction: the opcode, its tokens and a value for every field (zero for the fields
// the opcode does not have).
struct Instr {
  Opcode op = Opcode::NOP;
  uint8_t pop = 0;   // token_bit()s: wait for and consume a token from that queue before starting
  uint8_t push = 0;  // token_bit()s: give that queue a token once this instruction has completed
  std::array<int64_t, kFieldCount> fields{};
  int64_t& operator[](Field f) { return fields[size_t(f)]; }
  int64_t operator[](Field f) const { return fields[size_t(f)]; }
  bool operator==(const Instr&) const = default;
};

using Word = std::array<uint8_t, kInstrBytes>;  // little-endian: bit b is byte b/8, bit b%8

// Throws rammer::Error naming the opcode and field when a value does not fit or a token names the
// instruction's own queue or a CTRL instruction carries tokens.
Word encode(const Instr& in);
// Throws rammer::Error for an unknown opcode or bits set outside the opcode's fields.
Instr decode(const Word& w);

}  // namespace rammer::npu
