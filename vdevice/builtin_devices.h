// The device specs shipped with rammerc (vdevice/devices/*.json), embedded at build time.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace rammer {

// (name, JSON text) for every file vdevice/devices/<name>.json, sorted by name.
const std::vector<std::pair<std::string, std::string>>& builtin_device_texts();

}  // namespace rammer
