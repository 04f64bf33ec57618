// The chip's shared L2 between the cores' DMA engines and DRAM (npu.json's l2_bytes).
//
// A fully associative LRU cache of lines with a byte mask per line, so that a store of part of a
// line makes only those bytes readable. Reads: a line whose requested bytes are all valid is a hit
// and moves at the L2's rate; otherwise the whole line is fetched from DRAM (a miss). Stores write
// back: their bytes stay in L2, dirty, until the line is evicted (its dirty bytes are then written
// to DRAM) or the run ends (the simulator flushes what is left), so the next layer's read of an
// activation another core just wrote hits. Duplicated reads of one operand by several cores (an op
// split over the cores) cost DRAM bandwidth once.
//
// Time: the simulator visits the cores in turn up to a horizon that moves in small quanta
// (simulator.h), so accesses arrive in time order up to a quantum. Each line keeps when it was
// first requested (`fill`) and when its data is in L2 (`ready`): a read between `fill` and `ready`
// merges with the fetch in flight and completes no earlier than `ready`, as an L2's miss registers
// would; a read before `fill` (within a quantum, a core visited first fetched the line a little
// later) is counted as a hit that moves `fill` back, so each line still comes from DRAM once. LRU
// order is the order of the visits.
#pragma once

#include <cstdint>
#include <list>
#include <unordered_map>
#include <vector>

namespace rammer::npu {

struct DramRow {
  int64_t addr = 0, bytes = 0;  // one contiguous run of a DMA's DRAM side
};

struct L2Access {
  int64_t miss_bytes = 0;  // line bytes fetched from DRAM
  int64_t hit_bytes = 0;   // requested bytes outside the lines this read missed
  int64_t ready = 0;       // the latest `ready` of a fetch in flight this read merged with (0: none)
};

class L2Cache {
 public:
  L2Cache(int64_t bytes, int64_t line_bytes);

  // A DMA load of `rows` starting at `time`. The lines it misses stay pending until fetched().
  L2Access read(const std::vector<DramRow>& rows, int64_t time);
  // The pending misses' data is in L2 from `ready` on. Returns the dirty bytes the lines it evicted
  // write back to DRAM.
  int64_t fetched(int64_t ready);
  // A DMA store of `rows` whose data reaches L2 at `time`. Returns the dirty bytes written back.
  int64_t write(const std::vector<DramRow>& rows, int64_t time);
  // l2.discard: the bytes of `rows` leave the L2 without being written back; a line left with no
  // valid byte frees its place. The L2's controller walks the range by itself, so the model drops
  // them at once.
  void discard(const std::vector<DramRow>& rows);
  // Dirty bytes still in the L2 (written to DRAM when the run ends).
  int64_t dirty_bytes() const { return dirty_bytes_; }

  int64_t line_bytes() const { return line_bytes_; }

 private:
  struct Line {
    uint64_t valid = 0;  // one bit per byte (line_bytes <= 64)
    uint64_t dirty = 0;  // bytes stored and not yet written back
    int64_t fill = 0, ready = 0;
    int64_t request = -1;  // the read that last fetched it
    std::list<int64_t>::iterator lru;
  };
  Line& touch(int64_t tag);
  int64_t evict_to_capacity();  // the dirty bytes written back

  int64_t line_bytes_, capacity_lines_;
  std::unordered_map<int64_t, Line> lines_;
  std::list<int64_t> lru_;  // most recently used first
  std::vector<int64_t> pending_;
  int64_t request_ = 0;
  int64_t dirty_bytes_ = 0;
};

}  // namespace rammer::npu
