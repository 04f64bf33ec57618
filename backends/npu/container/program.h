// An NPU program: one instruction stream per core, and its binary container (model.npu).
//
// Container layout (all integers little-endian):
//   bytes 0-3   magic "RNPU"
//   bytes 4-5   container version (1)     bytes 6-7  ISA version (1 = rnpu-v1)
//   bytes 8-11  core count C
//   then C x u32: instructions in each core's stream
//   then the streams, core 0 first, 16 bytes per instruction (backends/npu/isa/isa.h encode()).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "backends/npu/isa/isa.h"
#include "support/status.h"

namespace rammer::npu {

struct Program {
  std::vector<std::vector<Instr>> cores;
  bool operator==(const Program&) const = default;
};

inline constexpr uint16_t kContainerVersion = 1;
inline constexpr uint16_t kIsaVersion = 1;

// Throws rammer::Error when an instruction cannot be encoded (naming core and index).
std::vector<uint8_t> write_container(const Program& p);
// Errors name what is wrong: magic, version, truncation, or the core and index of a bad instruction.
Result<Program> read_container(const std::vector<uint8_t>& bytes);

Result<std::vector<uint8_t>> read_file_bytes(const std::string& path);
Status write_file_bytes(const std::string& path, const std::vector<uint8_t>& bytes);

}  // namespace rammer::npu
