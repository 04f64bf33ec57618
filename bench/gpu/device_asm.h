// device_asm: what the matrix units, shared memory and integer division look like in compiled
// device code -- PTX (nvcc -ptx) or AMD GCN assembly (clang -S --cuda-device-only) -- read from the
// control flow rather than from the source.
//
// parse_device_asm splits a listing into functions (PTX `.entry` / `.func` bodies; GCN symbols
// declared `.type name,@function`), their instructions in order, the calls between them and their
// loops. A loop is a branch to a label defined earlier in the same function (PTX `bra` / `@%p bra`;
// GCN `s_branch` / `s_cbranch_*`): it spans label .. branch, and several back edges to one label are
// one loop reaching the last of them. Loops nest by containment.
//
// Each instruction is classified once (InstrClass). A range's counts include the whole body of every
// function called from inside it (transitively), so a k-loop whose step is an out-of-line call
// still counts that step's instructions.
//
// analyse_kloop finds a function's k-loop: for a matrix path the innermost loop holding matrix
// instructions (mma.sync / wgmma, v_mfma); for a SIMT path the innermost loop holding FMAs of its
// own (not in functions it calls: an epilogue loop calling an activation is not a k-loop), widened
// to the loop around it when that one holds the barrier the inner one lacks (the loop of k-tiles:
// it stages a slice of A and B, then the FMA loop accumulates it, as a matrix k-loop does). Where
// several qualify (precisions instantiated side by side, or a fast and a generic staging loop) the
// one with the most of those instructions is the k-loop and the count of candidates is reported,
// so a reader knows there was a choice.
//
// Deterministic, never throws on odd input: what it cannot read it skips.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rammer::bench {

enum class AsmDialect { ptx, gcn };

// A matrix instruction's operand type (of A), as bits: mma.sync's A type (".tf32", ".f16", ...),
// v_mfma's input suffix ("16x16x4f32", "16x16x16bf16_1k").
enum MatrixType : unsigned {
  kMatrixF16 = 1, kMatrixBF16 = 2, kMatrixTF32 = 4, kMatrixF32 = 8, kMatrixXF32 = 16, kMatrixInt = 32,
  kMatrixF64 = 64, kMatrixOther = 128, kMatrixAny = 255
};
// The operand types a --precision runs on: tf32 -> tf32 (PTX) / f32 or xf32 (GCN MFMA), fp16 -> f16,
// bf16 -> bf16; anything else kMatrixAny.
unsigned matrix_types_for(const std::string& precision);

// The figures one instruction adds to a range's counts.
struct AsmCounts {
  int instructions = 0;
  int matrix = 0;          // mma.* / wgmma.mma_async ; v_mfma* / v_smfmac*
  int shared_loads = 0;    // ld.shared* and ldmatrix ; ds_read* / ds_load*
  int ldmatrix = 0;        // PTX only
  int cp_async = 0;        // cp.async copies (not commit/wait) ; none on GCN
  int generic_loads = 0;   // PTX `ld` without a state space ; GCN flat_load*: global or shared, unknown
  int global_loads = 0;    // ld.global* and cp.async copies ; global_load* / buffer_load*
  int global_load_bits = 0;  // the widest global load (cp.async: its bytes x 8)
  int generic_load_bits = 0; // the widest generic load
  int local_loads = 0;     // ld.local (stack, spills) ; scratch_load*
  int fma = 0;             // fma.* ; v_fma*_f*, v_fmac*, v_mac_f*, v_pk_fma*, v_mad_f*
  int divisions = 0;       // div.* / rem.* ; v_rcp_iflag_f32 (32-bit integer), v_rcp_f32 + 0x5f7ffffc
                           // (64-bit integer), v_div_fixup* (float): one per expanded division
  int calls = 0;
  int barriers = 0;        // bar.sync / barrier.sync ; s_barrier
  unsigned matrix_types = 0; // MatrixType bits of the matrix instructions' A operands

  void add(const AsmCounts& o);
};

struct AsmInstr {
  int line = 0;            // 1-based line of the listing where the instruction starts
  std::string opcode;      // "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32", "v_mfma_f32_16x16x4f32"
  std::string text;        // the whole instruction, whitespace collapsed
  AsmCounts counts;        // this instruction's own contribution
  std::string callee;      // a call's target function ("" otherwise)
  std::string branch_to;   // a branch's target label ("" otherwise)
};

struct AsmLoop {
  int begin = 0, end = 0;  // instruction indices, inclusive: the label's first instruction .. the back edge
  int parent = -1;         // the innermost loop containing this one, -1 at top level
  int depth = 1;
};

struct AsmFunction {
  std::string name;        // as in the listing (mangled)
  std::string demangled;   // the C++ name, or `name` when it does not demangle
  bool entry = false;      // a kernel (.entry / amdhsa kernel)
  int line = 0;
  std::vector<AsmInstr> instrs;
  std::vector<AsmLoop> loops;  // ordered by begin
};

struct DeviceAsm {
  AsmDialect dialect = AsmDialect::ptx;
  std::vector<AsmFunction> functions;
  std::map<std::string, int> by_name;

  const AsmFunction* find(const std::string& name) const;
  // Counts of instructions [begin, end] of `fn`, calls expanded (each callee once per call site).
  AsmCounts counts(const AsmFunction& fn, int begin, int end) const;
  AsmCounts counts(const AsmFunction& fn) const;
  // Functions reachable from any entry through calls (entries included), by name.
  std::vector<std::string> reachable() const;
};

DeviceAsm parse_device_asm(const std::string& text, AsmDialect dialect);

// How analyse_kloop picks the k-loop: the innermost loop holding matrix instructions (matrix), or
// FMAs (simt), or FMAs and no matrix instruction (simt_beside_matrix: a SIMT path sharing its
// function with a matrix path, whose loops are not its own).
enum class KLoopKind { matrix, simt, simt_beside_matrix };

struct KLoopReport {
  bool found = false;      // a loop qualified
  int candidates = 0;      // loops that qualified (innermost of their kind)
  int first_line = 0, last_line = 0;  // the k-loop's span in the listing
  int depth = 0;
  AsmCounts counts;        // of the k-loop, calls expanded
  int divisions_in_loops = 0;  // every loop of the function (outermost loops' spans, calls expanded)
  int divisions_outside_loops = 0;
};

// `matrix_types`: for KLoopKind::matrix, only loops holding a matrix instruction of one of these
// types qualify (an op's precision picks its instantiation when several sit in one function).
KLoopReport analyse_kloop(const DeviceAsm& asm_, const AsmFunction& fn, KLoopKind kind,
                          unsigned matrix_types = kMatrixAny);

// True when `name` (demangled) holds `word` as one of its identifiers or as an underscore-delimited
// part of one: "rammer_pool_tile" holds "pool" and "pool_tile", "gemm_tile_mma" does not hold
// "gemm_mma".
bool name_holds_word(const std::string& name, const std::string& word);

}  // namespace rammer::bench
