// The devices rammerc can target, by name or by a device-spec JSON file.
//
// For now a fixed list; a later stage replaces it with the specs under vdevice/devices/.
#pragma once

#include <string>
#include <vector>

namespace rammer::cli {

const std::vector<std::string>& device_names();

// True for a listed name or an existing file whose name ends in ".json".
bool is_valid_device(const std::string& device);

// "a100, h100, ..., or a path to a device spec .json" for help and error messages.
std::string device_help();

}  // namespace rammer::cli
