// The artifact directory's manifest format, shared by the backends that write manifest.json and the
// runtime that reads it (runtime/artifact_manifest.h).
//
//   format_version    kArtifactFormatVersion; the runtime refuses any other value
//   weights_bytes     the size of weights.bin
//   weights_checksum  checksum_text(XXH64 of weights.bin) (support/xxhash64.h): catches a truncated or
//                     edited file and a weights.bin of another model, not a deliberate forgery
//
// Bump kArtifactFormatVersion when a field changes meaning or a required field is added.
#pragma once

namespace rammer {

constexpr int kArtifactFormatVersion = 1;

}  // namespace rammer
