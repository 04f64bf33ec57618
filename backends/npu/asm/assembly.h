// rnpu-v1 assembly text: the printer (disassembler) and the parser (assembler) of a Program.
//
// Format, one instruction per line:
//   .rnpu v1
//   .cores 2
//   .core 0
//     dma.load push:mat sp=0 dram=4096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
//     mat.gemm pop:dma push:vec acc=0 sp=0 sp2=512 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
// `#` starts a comment. Tokens are `pop:` / `push:` followed by queue names joined by `+`.
// print_assembly() writes every field of each opcode in definition order, enumerations by name, so
// parse_assembly(print_assembly(p)) == p and print_assembly(parse_assembly(t)) == t for printed t.
#pragma once

#include <string>

#include "backends/npu/container/program.h"

namespace rammer::npu {

std::string print_instr(const Instr& in);
std::string print_assembly(const Program& p);

// Errors name the line: "line 7: mat.gemm: k=40 does not fit its 6 bits (0..63)".
// Fields left out are zero; a field given twice, an unknown field or mnemonic is an error.
Result<Program> parse_assembly(const std::string& text);

}  // namespace rammer::npu
