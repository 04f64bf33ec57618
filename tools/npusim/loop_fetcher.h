// The front end's instruction fetch: walks one core's stream and expands hardware loops.
//
// A `loop count body ...` repeats the next `body` static instructions; in iteration i every field
// of the body moved by a loop delta (docs/npu-isa.md, Fields) gets i * delta added, summed over
// all enclosing loops. A loop whose body runs past the end of its enclosing loop or of the stream is
// an error naming the instruction.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "backends/npu/isa/isa.h"

namespace rammer::npu {

class LoopFetcher {
 public:
  explicit LoopFetcher(const std::vector<Instr>& stream) : stream_(stream) {}

  struct Fetched {
    Instr instr;          // with the loop deltas applied
    size_t index;         // its position in the static stream
    int64_t loops_fetched;  // loop instructions consumed before it (each costs a fetch cycle)
  };
  // The next dynamic instruction, or nullopt at the end of the stream.
  std::optional<Fetched> next();

 private:
  struct Frame {
    size_t begin, end;
    int64_t count, iter;
    std::array<int64_t, 6> delta;  // by LoopDelta
  };
  const std::vector<Instr>& stream_;
  size_t pc_ = 0;
  std::vector<Frame> frames_;
};

}  // namespace rammer::npu
