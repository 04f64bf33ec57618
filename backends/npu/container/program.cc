#include "backends/npu/container/program.h"

#include <fstream>
#include <iterator>

namespace rammer::npu {
namespace {

void put_u32(std::vector<uint8_t>& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(uint8_t(v >> (8 * i)));
}
void put_u16(std::vector<uint8_t>& out, uint16_t v) {
  out.push_back(uint8_t(v));
  out.push_back(uint8_t(v >> 8));
}
uint32_t get_u32(const std::vector<uint8_t>& b, size_t at) {
  uint32_t v = 0;
  for (int i = 0; i < 4; ++i) v |= uint32_t(b[at + i]) << (8 * i);
  return v;
}
uint16_t get_u16(const std::vector<uint8_t>& b, size_t at) { return uint16_t(b[at] | (b[at + 1] << 8)); }

constexpr size_t kHeaderBytes = 12;

}  // namespace

std::vector<uint8_t> write_container(const Program& p) {
  std::vector<uint8_t> out = {'R', 'N', 'P', 'U'};
  put_u16(out, kContainerVersion);
  put_u16(out, kIsaVersion);
  put_u32(out, uint32_t(p.cores.size()));
  for (const auto& stream : p.cores) put_u32(out, uint32_t(stream.size()));
  for (size_t c = 0; c < p.cores.size(); ++c)
    for (size_t i = 0; i < p.cores[c].size(); ++i) {
      Word w;
      try {
        w = encode(p.cores[c][i]);
      } catch (const Error& e) {
        throw Error(detail::concat("core ", c, " instruction ", i, ": ", e.what()));
      }
      out.insert(out.end(), w.begin(), w.end());
    }
  return out;
}

Result<Program> read_container(const std::vector<uint8_t>& b) {
  if (b.size() < kHeaderBytes || b[0] != 'R' || b[1] != 'N' || b[2] != 'P' || b[3] != 'U')
    return Status::error("not an NPU program: the file does not start with the magic \"RNPU\"");
  if (get_u16(b, 4) != kContainerVersion)
    return Status::error(detail::concat("NPU container version ", get_u16(b, 4), " is not supported (this build reads ",
                                        kContainerVersion, ")"));
  if (get_u16(b, 6) != kIsaVersion)
    return Status::error(detail::concat("NPU program targets ISA version ", get_u16(b, 6), "; this build runs rnpu-v",
                                        kIsaVersion));
  uint64_t cores = get_u32(b, 8);
  if (b.size() < kHeaderBytes + 4 * cores)
    return Status::error(detail::concat("NPU container truncated: ", cores, " cores but no room for their counts"));
  Program p;
  p.cores.resize(cores);
  uint64_t at = kHeaderBytes + 4 * cores;
  uint64_t total = 0;
  for (uint64_t c = 0; c < cores; ++c) total += get_u32(b, kHeaderBytes + 4 * c);
  if (b.size() != at + total * kInstrBytes)
    return Status::error(detail::concat("NPU container size ", b.size(), " bytes does not match its header (",
                                        at + total * kInstrBytes, " expected)"));
  for (uint64_t c = 0; c < cores; ++c) {
    uint32_t n = get_u32(b, kHeaderBytes + 4 * c);
    for (uint32_t i = 0; i < n; ++i, at += kInstrBytes) {
      Word w;
      std::copy(b.begin() + at, b.begin() + at + kInstrBytes, w.begin());
      try {
        p.cores[c].push_back(decode(w));
      } catch (const Error& e) {
        return Status::error(detail::concat("core ", c, " instruction ", i, ": ", e.what()));
      }
    }
  }
  return p;
}

Result<std::vector<uint8_t>> read_file_bytes(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return Status::error("cannot open " + path);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), {});
}

Status write_file_bytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream f(path, std::ios::binary);
  f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  if (!f) return Status::error("cannot write " + path);
  return Status::ok();
}

}  // namespace rammer::npu
