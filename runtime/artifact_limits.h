// Size limits on what opening an artifact may allocate: its weights (held once per opened library)
// and its workspace (allocated by every session). A server that loads model repositories sets them
// so that one oversized model fails at open with a clear message instead of exhausting memory.
//
// The limits come from the environment at open time (docs/security.md):
//   RAMMER_MAX_WEIGHTS_BYTES     the most bytes weights.bin may hold
//   RAMMER_MAX_WORKSPACE_BYTES   the most bytes one session's workspace may need
// Each is a byte count with an optional K, M or G suffix (powers of 1024); unset or empty = no limit.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace rammer::runtime {

struct ArtifactLimits {
  std::optional<int64_t> max_weights_bytes, max_workspace_bytes;
};

// Parses a limit such as "1073741824", "512M" or "2G"; `what` names the variable in the error.
int64_t parse_byte_limit(const std::string& text, const std::string& what);
// The limits set in the environment (throws rammer::Error naming the variable when one is malformed).
ArtifactLimits artifact_limits_from_env();
// Throws rammer::Error naming the artifact, the size and the limit when either exceeds its limit.
void check_artifact_limits(const ArtifactLimits& limits, int64_t weights_bytes, int64_t workspace_bytes,
                           const std::string& where);

}  // namespace rammer::runtime
