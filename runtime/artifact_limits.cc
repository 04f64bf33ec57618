#include "runtime/artifact_limits.h"

#include <cstdlib>
#include <limits>
#include <sstream>

#include "support/status.h"

namespace rammer::runtime {

namespace {

// "1.50 GiB (1610612736 bytes)": readable at a glance, exact for a script.
std::string describe_bytes(int64_t bytes) {
  static const char* kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int unit = 0;
  while (v >= 1024 && unit < 4) {
    v /= 1024;
    ++unit;
  }
  std::ostringstream s;
  if (unit == 0) {
    s << bytes << " bytes";
  } else {
    s.setf(std::ios::fixed);
    s.precision(2);
    s << v << ' ' << kUnits[unit] << " (" << bytes << " bytes)";
  }
  return s.str();
}

std::optional<int64_t> env_limit(const char* name) {
  const char* v = std::getenv(name);
  if (v == nullptr || v[0] == '\0') return std::nullopt;
  return parse_byte_limit(v, name);
}

}  // namespace

int64_t parse_byte_limit(const std::string& text, const std::string& what) {
  size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  const std::string suffix = text.substr(digits);
  int shift = -1;
  if (suffix.empty()) shift = 0;
  else if (suffix == "K" || suffix == "k") shift = 10;
  else if (suffix == "M" || suffix == "m") shift = 20;
  else if (suffix == "G" || suffix == "g") shift = 30;
  RAMMER_CHECK(digits > 0 && digits <= 18 && shift >= 0, what, "='", text,
               "' is not a byte count (digits with an optional K, M or G suffix, e.g. 512M)");
  const int64_t value = std::stoll(text.substr(0, digits));
  RAMMER_CHECK(value <= (std::numeric_limits<int64_t>::max() >> shift), what, "='", text, "' is too large");
  return value << shift;
}

ArtifactLimits artifact_limits_from_env() {
  ArtifactLimits l;
  l.max_weights_bytes = env_limit("RAMMER_MAX_WEIGHTS_BYTES");
  l.max_workspace_bytes = env_limit("RAMMER_MAX_WORKSPACE_BYTES");
  return l;
}

void check_artifact_limits(const ArtifactLimits& limits, int64_t weights_bytes, int64_t workspace_bytes,
                           const std::string& where) {
  if (limits.max_weights_bytes && weights_bytes > *limits.max_weights_bytes)
    RAMMER_FAIL("runtime: ", where, " has ", describe_bytes(weights_bytes), " of weights, over the limit of ",
                describe_bytes(*limits.max_weights_bytes),
                " (RAMMER_MAX_WEIGHTS_BYTES; raise it to open this model)");
  if (limits.max_workspace_bytes && workspace_bytes > *limits.max_workspace_bytes)
    RAMMER_FAIL("runtime: ", where, " needs ", describe_bytes(workspace_bytes),
                " of workspace per session, over the limit of ", describe_bytes(*limits.max_workspace_bytes),
                " (RAMMER_MAX_WORKSPACE_BYTES; raise it to open this model)");
}

}  // namespace rammer::runtime
