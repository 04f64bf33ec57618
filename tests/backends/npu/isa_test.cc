// rnpu-v1's encoding, assembly text and container: round trips and errors.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "backends/npu/asm/assembly.h"
#include "backends/npu/isa/isa.h"
#include "backends/npu/isa/isa_doc.h"

namespace rammer::npu {
namespace {

Instr random_instr(const OpInfo& op, std::mt19937_64& rng) {
  Instr in;
  in.op = op.op;
  for (const OperandSlot& s : op.operands) {
    const FieldInfo& f = field_info(s.field);
    if (f.kind == FieldKind::E) {
      in[s.field] = f.values[rng() % f.values.size()].value;
    } else {
      std::uniform_int_distribution<int64_t> d(f.min(), f.max());
      // Extremes half of the time: the bits next to a field's neighbours are where layouts go wrong.
      int pick = int(rng() % 4);
      in[s.field] = pick == 0 ? f.min() : pick == 1 ? f.max() : d(rng);
    }
  }
  if (op.unit != Unit::CTRL) {
    uint8_t others = uint8_t(7 & ~token_bit(op.unit));
    in.pop = uint8_t(rng() % 8) & others;
    in.push = uint8_t(rng() % 8) & others;
  }
  return in;
}

// Every opcode, with random valid fields and tokens, survives encode -> decode and print -> parse.
TEST(NpuIsa, EveryOpcodeRoundTripsThroughBinaryAndText) {
  std::mt19937_64 rng(23);
  Program p;
  p.cores.resize(2);
  for (const OpInfo& op : all_ops())
    for (int trial = 0; trial < 200; ++trial) {
      Instr in = random_instr(op, rng);
      ASSERT_EQ(decode(encode(in)), in) << print_instr(in);
      p.cores[trial % 2].push_back(in);
    }
  std::string text = print_assembly(p);
  auto parsed = parse_assembly(text);
  ASSERT_TRUE(parsed) << parsed.status().message();
  EXPECT_EQ(*parsed, p);
  EXPECT_EQ(print_assembly(*parsed), text);
  auto from_binary = read_container(write_container(*parsed));
  ASSERT_TRUE(from_binary) << from_binary.status().message();
  EXPECT_EQ(print_assembly(*from_binary), text);
}

// Fields are packed where the definition says: a hand-computed word for one instruction.
TEST(NpuIsa, LayoutMatchesTheDefinitionOrder) {
  Instr in;
  in.op = Opcode::WAIT;
  in[Field::mask] = 0x5;  // bits 12..43
  in[Field::step] = 3;    // bits 44..75
  Word w = encode(in);
  Word expected{};
  expected[0] = 3;                 // opcode 3 in bits 0..5
  expected[1] = 0x5 << 4;          // mask starts at bit 12 = byte 1, bit 4
  expected[5] = 3 << 4;            // step starts at bit 44 = byte 5, bit 4
  EXPECT_EQ(w, expected);
}

// A value too wide for its field, a token naming the instruction's own queue, and stray bits are refused.
TEST(NpuIsa, EncodeAndDecodeRefuseInvalidInstructions) {
  Instr gemm;
  gemm.op = Opcode::MAT_GEMM;
  gemm[Field::k] = 64;
  EXPECT_THROW(encode(gemm), Error);
  gemm[Field::k] = 16;
  gemm.pop = token_bit(Unit::MAT);
  EXPECT_THROW(encode(gemm), Error);
  Instr nop;
  Word w = encode(nop);
  w[15] = 0x80;  // bit 127: nop has no fields
  EXPECT_THROW(decode(w), Error);
  Word unknown{};
  unknown[0] = 63;
  EXPECT_THROW(decode(unknown), Error);
}

// Assembler errors name the line of the mistake.
TEST(NpuAssembler, ErrorsNameTheLine) {
  auto bad_field = parse_assembly(".rnpu v1\n.cores 1\n.core 0\n  nop\n  mat.gemm k=99\n");
  ASSERT_FALSE(bad_field);
  EXPECT_EQ(bad_field.status().message().rfind("line 5: mat.gemm: k=99 does not fit", 0), 0u)
      << bad_field.status().message();
  auto bad_mnemonic = parse_assembly(".cores 1\n.core 0\n  # comment\n  vec.fly sp=0\n");
  ASSERT_FALSE(bad_mnemonic);
  EXPECT_EQ(bad_mnemonic.status().message(), "line 4: unknown mnemonic 'vec.fly'");
  auto twice = parse_assembly(".cores 1\n.core 0\n  dma.store sp=0 sp=1\n");
  ASSERT_FALSE(twice);
  EXPECT_EQ(twice.status().message(), "line 3: dma.store: field sp given twice");
  auto foreign = parse_assembly(".cores 1\n.core 0\n  dma.store acc=1\n");
  ASSERT_FALSE(foreign);
  EXPECT_EQ(foreign.status().message(), "line 3: dma.store has no field 'acc'");
  auto order = parse_assembly(".cores 2\n.core 1\n");
  ASSERT_FALSE(order);
  EXPECT_EQ(order.status().message().rfind("line 2: expected '.core 0'", 0), 0u) << order.status().message();
}

// The container's header is checked: magic, versions, and a size that matches the counts.
TEST(NpuContainer, RefusesForeignAndTruncatedFiles) {
  Program p;
  p.cores.resize(3);
  p.cores[1].push_back(Instr{});
  std::vector<uint8_t> bytes = write_container(p);
  ASSERT_EQ(bytes.size(), 12u + 3 * 4 + 16);
  auto back = read_container(bytes);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, p);
  std::vector<uint8_t> wrong_magic = bytes;
  wrong_magic[0] = 'X';
  EXPECT_FALSE(read_container(wrong_magic));
  std::vector<uint8_t> wrong_version = bytes;
  wrong_version[4] = 2;
  EXPECT_FALSE(read_container(wrong_version));
  std::vector<uint8_t> truncated(bytes.begin(), bytes.end() - 1);
  auto t = read_container(truncated);
  ASSERT_FALSE(t);
  EXPECT_NE(t.status().message().find("does not match its header"), std::string::npos);
}

// docs/npu-isa.md holds the tables generated from rnpu_v1.def (regenerate: rammer-npu-dis --update-isa-doc).
TEST(NpuIsa, CheckedInDocumentHoldsTheGeneratedTables) {
  std::ifstream f(std::string(RAMMER_SOURCE_DIR) + "/docs/npu-isa.md");
  ASSERT_TRUE(f);
  std::stringstream doc;
  doc << f.rdbuf();
  auto regenerated = with_generated_isa_tables(doc.str());
  ASSERT_TRUE(regenerated) << regenerated.status().message();
  EXPECT_TRUE(*regenerated == doc.str())
      << "docs/npu-isa.md is stale: run build/bin/rammer-npu-dis --update-isa-doc docs/npu-isa.md";
}

}  // namespace
}  // namespace rammer::npu
