// Races between one core's queues on its scratchpad and accumulator, checked against the timing
// model (SimOptions::check_races).
//
// The functional simulation runs every core's stream in program order, which is what the hardware
// computes only when every dependency between the DMA, MAT and VEC queues is carried by a token.
// The checker keeps, per scratchpad byte and accumulator word, the last write and the last read by
// each queue with the cycle they complete, and reports an instruction of another queue that
//   reads a location before the write to it completed (read after write),
//   writes a location before an earlier write or read of it completed (write after write / read).
// Accesses of one queue are ordered by that queue and never reported. Instructions touch boxes of
// their fields (docs/npu-isa.md); a row-strided operand is checked row by row.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "backends/npu/isa/isa.h"

namespace rammer::npu {

class RaceChecker {
 public:
  RaceChecker(int64_t scratchpad_bytes, int64_t acc_words);
  // Checks instruction `index` (its fields with loop deltas applied) of queue `unit`, running from
  // `start` and complete at `complete`, with DMA element size `esize`; records its accesses.
  // Returns "" or the race, naming the other instruction.
  std::string check(const Instr& in, int64_t index, Unit unit, int64_t start, int64_t complete, int64_t esize);

 private:
  struct Last {
    int64_t complete = -1;
    int64_t index = -1;
  };
  // [queue][location]: the last write, the last read.
  struct Memory {
    std::vector<Last> write[kUnitCount], read[kUnitCount];
  };
  Memory sp_, acc_;
};

}  // namespace rammer::npu
