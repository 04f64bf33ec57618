// manifest.json and weights.bin of an artifact directory, read as untrusted input.
//
// Expects nothing of the files: they may be missing, truncated, edited or from another model.
// Guarantees: every function either returns values that are consistent (a known format version,
// non-negative sizes, shapes whose byte counts fit int64 and match the stated bytes, weights whose
// size and XXH64 match the manifest) or throws rammer::Error with one line naming the file, the field
// and what to do. The checksum catches corruption, not a forgery (docs/security.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "backends/cpu/kernels/aligned_vector.h"
#include "runtime/model.h"

namespace rammer::runtime {

struct ArtifactManifest {
  int format_version = 0;
  std::string model;
  int64_t weights_bytes = 0;
  uint64_t weights_checksum = 0;
  std::vector<IOInfo> inputs, outputs;  // IOInfo::tensor stays -1: the manifest has no tensor table
  bool gpu = false;                     // a "gpu" object is present (rammerc --device=a100|...)
};

// Parses manifest text; `where` names the file in messages.
ArtifactManifest parse_artifact_manifest(const std::string& text, const std::string& where);
// Reads dir/manifest.json ("missing" is an error naming the file).
ArtifactManifest read_artifact_manifest(const std::string& dir);

// Checks `size` bytes of weights against the manifest's size and checksum.
void verify_weights(const ArtifactManifest& m, const uint8_t* data, size_t size, const std::string& where);
// Reads dir/weights.bin into `out` and verifies it (verify_weights).
void read_verified_weights(const std::string& dir, const ArtifactManifest& m, cpu::AlignedVector<uint8_t>& out);
// Verifies dir/weights.bin without keeping it (the GPU library uploads the file itself).
void verify_weights_file(const std::string& dir, const ArtifactManifest& m);

}  // namespace rammer::runtime
