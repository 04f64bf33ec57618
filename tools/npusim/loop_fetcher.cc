#include "tools/npusim/loop_fetcher.h"

#include "support/status.h"

namespace rammer::npu {

std::optional<LoopFetcher::Fetched> LoopFetcher::next() {
  int64_t loops = 0;
  while (true) {
    if (!frames_.empty() && pc_ == frames_.back().end) {
      Frame& f = frames_.back();
      if (++f.iter < f.count) {
        pc_ = f.begin;
      } else {
        frames_.pop_back();
      }
      continue;
    }
    if (pc_ >= stream_.size()) return std::nullopt;
    const Instr& in = stream_[pc_];
    if (in.op == Opcode::LOOP) {
      ++loops;
      size_t begin = pc_ + 1, end = begin + size_t(in[Field::body]);
      size_t limit = frames_.empty() ? stream_.size() : frames_.back().end;
      if (end > limit)
        throw Error(detail::concat("instruction ", pc_, ": loop body of ", in[Field::body],
                                   " instructions runs past the end of its ",
                                   frames_.empty() ? "stream" : "enclosing loop"));
      if (in[Field::count] == 0) {
        pc_ = end;
        continue;
      }
      frames_.push_back({begin, end, in[Field::count], 0,
                         {0, in[Field::ddram], in[Field::dsp], in[Field::dsp2], in[Field::dsp3], in[Field::dacc]}});
      pc_ = begin;
      continue;
    }
    Fetched out{in, pc_, loops};
    ++pc_;
    for (const FieldInfo& info : all_fields()) {
      if (info.loop_delta == LoopDelta::none) continue;
      for (const Frame& f : frames_) out.instr[info.field] += f.iter * f.delta[size_t(info.loop_delta)];
    }
    return out;
  }
}

}  // namespace rammer::npu
