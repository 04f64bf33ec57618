// XXH64 (Yann Collet's xxHash, 64-bit variant), written here so that the artifact's weights.bin
// checksum needs no library. Streaming: update() any number of times, digest() at the end; the result
// equals the reference implementation's XXH64(data, len, seed).
//
// It detects corruption (a truncated or edited file), not tampering: anyone can recompute it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace rammer {

class Xxh64 {
 public:
  explicit Xxh64(uint64_t seed = 0);
  void update(const void* data, size_t size);
  uint64_t digest() const;

 private:
  uint64_t acc_[4];
  uint64_t seed_;
  uint64_t total_ = 0;
  unsigned char buf_[32];
  size_t buffered_ = 0;
};

uint64_t xxh64(const void* data, size_t size, uint64_t seed = 0);

// "xxh64:" followed by 16 lower-case hex digits: the form manifest.json stores.
std::string checksum_text(uint64_t xxh64_value);

}  // namespace rammer
