// WeightsBlob: the plan's constants laid out as weights.bin, without copying them.
//
// Each constant gets a 64-byte aligned offset (so every kernel may read it with aligned vector loads);
// the blob keeps a reference to the constant's tensor (the graph's own, shared) and writes or copies
// the bytes only when an artifact or an in-process model needs them. A model's weights are therefore
// held once while it compiles, not once more in the plan. Gaps between constants are zero bytes.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "frontend/graph/tensor.h"
#include "support/status.h"

namespace rammer {

class WeightsBlob {
 public:
  static constexpr int64_t kAlign = 64;

  // Places `t` after the constants added so far; returns its byte offset.
  int64_t add(std::shared_ptr<const Tensor> t);
  // Removes the non-empty constants at these offsets and lays the others out again in their order
  // (each still 64-byte aligned); returns every kept constant's old offset -> new offset (an empty
  // constant may share its offset with the next one: both move alike).
  std::map<int64_t, int64_t> remove(const std::set<int64_t>& offsets);
  int64_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // Copies the whole blob to dst (size() bytes).
  void copy_to(uint8_t* dst) const;
  std::vector<uint8_t> bytes() const;
  // Writes the blob as the file `path`; the Status names the file on failure.
  Status write_file(const std::string& path) const;
  // XXH64 of the bytes write_file writes (support/xxhash64.h), computed without copying them.
  uint64_t checksum() const;

 private:
  std::vector<std::pair<int64_t, std::shared_ptr<const Tensor>>> parts_;
  int64_t size_ = 0;
};

}  // namespace rammer
