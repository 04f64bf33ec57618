#include "backends/plan/weights_blob.h"

#include <cstring>
#include <fstream>

#include "support/xxhash64.h"

namespace rammer {

int64_t WeightsBlob::add(std::shared_ptr<const Tensor> t) {
  const int64_t off = (size_ + kAlign - 1) / kAlign * kAlign;
  size_ = off + static_cast<int64_t>(t->nbytes());
  parts_.emplace_back(off, std::move(t));
  return off;
}

std::map<int64_t, int64_t> WeightsBlob::remove(const std::set<int64_t>& offsets) {
  std::vector<std::pair<int64_t, std::shared_ptr<const Tensor>>> parts;
  parts.swap(parts_);
  size_ = 0;
  std::map<int64_t, int64_t> moved;
  for (auto& [off, t] : parts)
    if (t->nbytes() == 0 || !offsets.count(off)) moved[off] = add(std::move(t));
  return moved;
}

void WeightsBlob::copy_to(uint8_t* dst) const {
  if (size_ == 0) return;  // dst may be null (an empty buffer's data())
  int64_t at = 0;
  for (const auto& [off, t] : parts_) {
    std::memset(dst + at, 0, static_cast<size_t>(off - at));
    if (t->nbytes() > 0) std::memcpy(dst + off, t->raw(), t->nbytes());
    at = off + static_cast<int64_t>(t->nbytes());
  }
  std::memset(dst + at, 0, static_cast<size_t>(size_ - at));
}

std::vector<uint8_t> WeightsBlob::bytes() const {
  std::vector<uint8_t> out(static_cast<size_t>(size_));
  copy_to(out.data());
  return out;
}

Status WeightsBlob::write_file(const std::string& path) const {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) return Status::error("cannot open '" + path + "' for writing");
  static const char kZeros[kAlign] = {};
  int64_t at = 0;
  for (const auto& [off, t] : parts_) {
    f.write(kZeros, static_cast<std::streamsize>(off - at));
    f.write(reinterpret_cast<const char*>(t->raw()), static_cast<std::streamsize>(t->nbytes()));
    at = off + static_cast<int64_t>(t->nbytes());
  }
  f.close();
  if (!f) return Status::error("cannot write '" + path + "'");
  return Status::ok();
}

uint64_t WeightsBlob::checksum() const {
  Xxh64 h;
  static const char kZeros[kAlign] = {};
  int64_t at = 0;
  for (const auto& [off, t] : parts_) {
    h.update(kZeros, static_cast<size_t>(off - at));
    h.update(t->raw(), t->nbytes());
    at = off + static_cast<int64_t>(t->nbytes());
  }
  return h.digest();
}

}  // namespace rammer
