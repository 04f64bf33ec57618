#include "tools/npusim/race_checker.h"

#include <algorithm>

#include "support/status.h"

namespace rammer::npu {

namespace {

using F = Field;

// [begin, end) of one memory (scratchpad bytes or accumulator words), read or written.
struct Range {
  bool acc;
  bool write;
  int64_t begin, end;
};

// Every row of a rows x (cols elements of `es` bytes) operand at `at`, rows `ld` elements apart.
void rows(std::vector<Range>& out, bool acc, bool write, int64_t at, int64_t nrows, int64_t cols, int64_t ld,
          int64_t es) {
  for (int64_t r = 0; r < nrows; ++r) out.push_back({acc, write, at + r * ld * es, at + (r * ld + cols) * es});
}

std::vector<Range> accesses(const Instr& in, int64_t esize) {
  std::vector<Range> out;
  switch (in.op) {
    case Opcode::DMA_LOAD:  // the elements between planes (gap) are left as they are
      if (in[F::gap] == 0) out.push_back({false, true, in[F::sp], in[F::sp] + in[F::n0] * in[F::n1] * in[F::n2] * esize});
      else rows(out, false, true, in[F::sp], in[F::n2], in[F::n0] * in[F::n1], in[F::n0] * in[F::n1] + in[F::gap], esize);
      break;
    case Opcode::DMA_STORE:
      out.push_back({false, false, in[F::sp], in[F::sp] + in[F::n0] * in[F::n1] * in[F::n2] * esize});
      break;
    case Opcode::MAT_GEMM: {
      const int64_t es = in[F::dtype] == 1 ? 1 : 2;
      rows(out, false, false, in[F::sp], in[F::m], in[F::k], in[F::lda], es);
      out.push_back({false, false, in[F::sp2], in[F::sp2] + in[F::k] * in[F::n] * es});
      if (in[F::accum] == 1) rows(out, true, false, in[F::acc], in[F::m], in[F::n], in[F::ldc], 1);
      rows(out, true, true, in[F::acc], in[F::m], in[F::n], in[F::ldc], 1);
      break;
    }
    case Opcode::VEC_CVT:
    case Opcode::VEC_DEQUANT:
    case Opcode::VEC_REQUANT: {
      rows(out, true, false, in[F::acc], in[F::rows], in[F::cols], in[F::ldc], 1);
      const bool to_int8 = in.op == Opcode::VEC_REQUANT;
      rows(out, false, true, in[F::sp], in[F::rows], in[F::cols], in[F::ld], to_int8 ? 1 : 2);
      const int64_t table = in.op == Opcode::VEC_CVT ? (in[F::bias] ? 2 : 0) : 8;
      if (table > 0) out.push_back({false, false, in[F::sp3], in[F::sp3] + table * in[F::cols]});
      break;
    }
    case Opcode::VEC_QUANT:
      rows(out, false, false, in[F::sp2], in[F::rows], in[F::cols], in[F::ld], 2);
      out.push_back({false, false, in[F::sp3], in[F::sp3] + 4});
      rows(out, false, true, in[F::sp], in[F::rows], in[F::cols], in[F::ld], 1);
      break;
    case Opcode::VEC_ALU: {
      rows(out, false, false, in[F::sp2], in[F::rows], in[F::cols], in[F::ld], 2);
      const int64_t mode = in[F::bmode];
      if (mode == 0)
        rows(out, false, false, in[F::sp3], in[F::rows], in[F::cols], in[F::ld], 2);
      else
        out.push_back({false, false, in[F::sp3],
                       in[F::sp3] + 2 * (mode == 1   ? in[F::cols]
                                         : mode == 3 ? in[F::rows]
                                                     : 1)});
      rows(out, false, true, in[F::sp], in[F::rows], in[F::cols], in[F::ld], 2);
      break;
    }
    case Opcode::VEC_ACT:
      rows(out, false, false, in[F::sp2], in[F::rows], in[F::cols], in[F::ld], 2);
      rows(out, false, true, in[F::sp], in[F::rows], in[F::cols], in[F::ld], 2);
      break;
    case Opcode::VEC_REDUCE: {
      // Row r reads from its first element to the last one any window of its columns reaches.
      const int64_t reach = in[F::cols] + (in[F::rn1] - 1) * in[F::rs1] + (in[F::rn2] - 1) * in[F::rs2];
      if (in[F::rn1] > 0 && in[F::rn2] > 0) rows(out, false, false, in[F::sp2], in[F::rows], reach, in[F::ld], 2);
      rows(out, false, true, in[F::sp], in[F::rows], in[F::cols], in[F::cols], 2);
      break;
    }
    default:
      break;
  }
  return out;
}

}  // namespace

RaceChecker::RaceChecker(int64_t scratchpad_bytes, int64_t acc_words) {
  for (int u = 0; u < kUnitCount; ++u) {
    sp_.write[u].resize(size_t(scratchpad_bytes));
    sp_.read[u].resize(size_t(scratchpad_bytes));
    acc_.write[u].resize(size_t(acc_words));
    acc_.read[u].resize(size_t(acc_words));
  }
}

std::string RaceChecker::check(const Instr& in, int64_t index, Unit unit, int64_t start, int64_t complete,
                               int64_t esize) {
  const std::vector<Range> ranges = accesses(in, esize);
  // Checks first, against what other queues did before this instruction, then records.
  for (const Range& r : ranges) {
    Memory& mem = r.acc ? acc_ : sp_;
    const int64_t size = int64_t(mem.write[0].size());
    const int64_t begin = std::max<int64_t>(0, r.begin), end = std::min(size, r.end);
    for (int u = 0; u < kUnitCount; ++u) {
      if (u == int(unit)) continue;
      for (int64_t a = begin; a < end; ++a) {
        const Last& w = mem.write[u][size_t(a)];
        if (w.complete > start)
          return detail::concat(r.write ? "writes" : "reads", r.acc ? " accumulator word " : " scratchpad byte ", a,
                                " at cycle ", start, " before instruction ", w.index, " of the ", unit_name(Unit(u)),
                                " queue finished writing it (cycle ", w.complete, ")");
        if (!r.write) continue;
        const Last& rd = mem.read[u][size_t(a)];
        if (rd.complete > start)
          return detail::concat("writes", r.acc ? " accumulator word " : " scratchpad byte ", a, " at cycle ", start,
                                " before instruction ", rd.index, " of the ", unit_name(Unit(u)),
                                " queue finished reading it (cycle ", rd.complete, ")");
      }
    }
  }
  for (const Range& r : ranges) {
    Memory& mem = r.acc ? acc_ : sp_;
    const int64_t size = int64_t(mem.write[0].size());
    auto& last = (r.write ? mem.write : mem.read)[int(unit)];
    for (int64_t a = std::max<int64_t>(0, r.begin); a < std::min(size, r.end); ++a) {
      Last& l = last[size_t(a)];
      if (complete >= l.complete) l = {complete, index};
    }
  }
  return "";
}

}  // namespace rammer::npu
