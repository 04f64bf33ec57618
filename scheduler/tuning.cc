#include "scheduler/tuning.h"

#include <cstdint>
#include <cstdio>
#include <sstream>

namespace rammer {

namespace {

// FNV-1a, 64 bit: stable across builds and hosts (std::hash is not), which a database on disk needs.
uint64_t fnv1a(const std::string& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

std::string space_text(const Shape& space) {
  std::ostringstream os;
  for (size_t i = 0; i < space.size(); ++i) os << (i ? "x" : "") << space[i];
  return os.str();
}

std::string tuning_signature(const ROperator& op) {
  std::ostringstream os;
  os.precision(17);
  os << op.kind << '|' << static_cast<int>(op.family) << '|' << space_text(op.space) << '|' << op.flops_per_point;
  for (const auto& [name, values] : op.params) {
    os << '|' << name << '=';
    for (int64_t v : values) os << v << ',';
  }
  for (const RKernel& k : op.variants) os << '|' << k.name << ':' << space_text(k.tile);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a(os.str())));
  return hex;
}

}  // namespace rammer
