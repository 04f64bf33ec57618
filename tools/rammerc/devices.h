// The devices rammerc can target: the specs shipped in vdevice/devices/ by name, or a user's spec file.
#pragma once

#include <string>

namespace rammer::cli {

// "" when `device` names a builtin device or a readable, valid spec .json; otherwise why not.
std::string device_problem(const std::string& device);

// "a100, cpu, ..., or a path to a device spec .json" for help and error messages.
std::string device_help();

}  // namespace rammer::cli
