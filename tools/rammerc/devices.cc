#include "tools/rammerc/devices.h"

#include <algorithm>
#include <filesystem>

namespace rammer::cli {

const std::vector<std::string>& device_names() {
  static const std::vector<std::string> names = {"a100", "h100", "v100", "mi250", "mi100", "npu", "cpu"};
  return names;
}

bool is_valid_device(const std::string& device) {
  const auto& names = device_names();
  if (std::find(names.begin(), names.end(), device) != names.end()) return true;
  std::error_code ec;
  return device.size() > 5 && device.ends_with(".json") && std::filesystem::is_regular_file(device, ec);
}

std::string device_help() {
  std::string out;
  for (const auto& n : device_names()) out += n + ", ";
  return out + "or a path to a device spec .json";
}

}  // namespace rammer::cli
