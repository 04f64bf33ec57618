#include "tools/rammerc/devices.h"

#include "vdevice/device_spec.h"

namespace rammer::cli {

std::string device_problem(const std::string& device) {
  Result<DeviceSpec> spec = load_device(device);
  return spec ? "" : spec.status().message();
}

std::string device_help() {
  std::string out;
  for (const auto& n : builtin_device_names()) out += n + ", ";
  return out + "or a path to a device spec .json";
}

}  // namespace rammer::cli
