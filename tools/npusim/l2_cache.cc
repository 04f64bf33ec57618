#include "tools/npusim/l2_cache.h"

#include <algorithm>
#include <bit>
#include <limits>

#include "support/status.h"

namespace rammer::npu {
namespace {

uint64_t byte_mask(int64_t first, int64_t count) {
  const uint64_t ones = count >= 64 ? ~uint64_t(0) : (uint64_t(1) << count) - 1;
  return ones << first;
}

// Calls f(tag, mask, bytes) for each line piece of each row.
template <class F>
void for_each_piece(const std::vector<DramRow>& rows, int64_t line, F&& f) {
  for (const DramRow& row : rows) {
    int64_t at = row.addr;
    const int64_t end = row.addr + row.bytes;
    while (at < end) {
      const int64_t tag = at / line, first = at - tag * line;
      const int64_t count = std::min(end - at, line - first);
      f(tag, byte_mask(first, count), count);
      at += count;
    }
  }
}

}  // namespace

L2Cache::L2Cache(int64_t bytes, int64_t line_bytes)
    : line_bytes_(line_bytes), capacity_lines_(bytes / std::max<int64_t>(line_bytes, 1)) {
  RAMMER_CHECK(line_bytes >= 1 && line_bytes <= 64, "L2 line of ", line_bytes, " bytes: the model keeps 1 to 64");
  RAMMER_CHECK(capacity_lines_ >= 1, "an L2 of ", bytes, " bytes holds no ", line_bytes, "-byte line");
}

L2Cache::Line& L2Cache::touch(int64_t tag) {
  auto [it, inserted] = lines_.try_emplace(tag);
  Line& l = it->second;
  if (inserted) {
    lru_.push_front(tag);
    l.lru = lru_.begin();
  } else {
    lru_.splice(lru_.begin(), lru_, l.lru);
  }
  return l;
}

int64_t L2Cache::evict_to_capacity() {
  int64_t written = 0;
  while (int64_t(lines_.size()) > capacity_lines_) {
    const auto it = lines_.find(lru_.back());
    written += std::popcount(it->second.dirty);
    dirty_bytes_ -= std::popcount(it->second.dirty);
    lines_.erase(it);
    lru_.pop_back();
  }
  return written;
}

L2Access L2Cache::read(const std::vector<DramRow>& rows, int64_t time) {
  L2Access out;
  pending_.clear();
  ++request_;
  const uint64_t whole = byte_mask(0, line_bytes_);
  for_each_piece(rows, line_bytes_, [&](int64_t tag, uint64_t mask, int64_t bytes) {
    Line& l = touch(tag);
    if (l.request == request_) {  // this read already fetches the line
      out.hit_bytes += bytes;
      return;
    }
    if ((l.valid & mask) == mask) {
      out.hit_bytes += bytes;
      if (l.fill > time) {
        // Another core, visited first, fetched the line later in time: the line still comes from
        // DRAM once, this read standing for that fetch and the later one for the hit.
        l.fill = time;
        l.ready = std::min(l.ready, time);
      } else if (l.ready > time) {
        out.ready = std::max(out.ready, l.ready);
      }
      return;
    }
    // A miss: the whole line comes from DRAM.
    out.miss_bytes += line_bytes_;
    l.ready = std::numeric_limits<int64_t>::max();
    l.valid = whole;
    l.request = request_;
    l.fill = time;
    pending_.push_back(tag);
  });
  return out;
}

int64_t L2Cache::fetched(int64_t ready) {
  for (int64_t tag : pending_) {
    auto it = lines_.find(tag);
    if (it != lines_.end()) it->second.ready = std::min(it->second.ready, ready);
  }
  pending_.clear();
  return evict_to_capacity();
}

int64_t L2Cache::write(const std::vector<DramRow>& rows, int64_t time) {
  for_each_piece(rows, line_bytes_, [&](int64_t tag, uint64_t mask, int64_t) {
    Line& l = touch(tag);
    if (l.valid == 0) l.fill = l.ready = time;
    l.valid |= mask;
    dirty_bytes_ += std::popcount(mask & ~l.dirty);
    l.dirty |= mask;
  });
  return evict_to_capacity();
}

void L2Cache::discard(const std::vector<DramRow>& rows) {
  for_each_piece(rows, line_bytes_, [&](int64_t tag, uint64_t mask, int64_t) {
    const auto it = lines_.find(tag);
    if (it == lines_.end()) return;
    Line& l = it->second;
    dirty_bytes_ -= std::popcount(l.dirty & mask);
    l.dirty &= ~mask;
    l.valid &= ~mask;
    if (l.valid == 0) {
      lru_.erase(l.lru);
      lines_.erase(it);
    }
  });
}

}  // namespace rammer::npu
