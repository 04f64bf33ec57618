// Loading and checking device specs. Every field is required so that a typo in a user's spec is an
// error naming that field rather than a silent default.
#include "vdevice/device_spec.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "vdevice/builtin_devices.h"

namespace rammer {
namespace {

using nlohmann::json;

const json& field(const json& j, const std::string& key, const std::string& origin) {
  RAMMER_CHECK(j.contains(key), "device spec ", origin, ": missing field '", key, "'");
  return j.at(key);
}

std::string get_string(const json& j, const std::string& key, const std::string& origin) {
  const json& v = field(j, key, origin);
  RAMMER_CHECK(v.is_string() && !v.get<std::string>().empty(), "device spec ", origin, ": field '",
               key, "' must be a non-empty string");
  return v.get<std::string>();
}

double get_number(const json& j, const std::string& key, const std::string& origin,
                  bool allow_zero = false) {
  const json& v = field(j, key, origin);
  RAMMER_CHECK(v.is_number(), "device spec ", origin, ": field '", key, "' must be a number, got ",
               v.dump());
  double d = v.get<double>();
  RAMMER_CHECK(allow_zero ? d >= 0 : d > 0, "device spec ", origin, ": field '", key, "' must be ",
               allow_zero ? "non-negative" : "positive", ", got ", v.dump());
  return d;
}

int64_t get_int(const json& j, const std::string& key, const std::string& origin,
                bool allow_zero = false) {
  double d = get_number(j, key, origin, allow_zero);
  // The range check comes first: converting a double past int64 to int64 is undefined.
  RAMMER_CHECK(d < 9.2e18 && d == std::trunc(d), "device spec ", origin, ": field '", key,
               "' must be an integer below 2^63, got ", d);
  return static_cast<int64_t>(d);
}

const std::set<std::string>& known_fields() {
  static const std::set<std::string> k = {
      "name", "vendor", "kind", "arch", "sm_count", "reference_sm_count", "warp_size",
      "max_threads_per_sm", "max_threads_per_block", "max_blocks_per_sm", "registers_per_sm",
      "max_registers_per_thread", "shared_mem_per_sm_bytes", "max_shared_mem_per_block_bytes",
      "register_alloc_unit", "register_file_partitions", "reserved_shared_mem_per_block_bytes",
      "clock_mhz", "peak_f32_tflops", "peak_f16_tensor_tflops",
      "peak_tf32_tensor_tflops", "peak_bf16_tensor_tflops", "peak_f32_matrix_tflops", "matrix_unit_fraction", "memory_bandwidth_gbs", "l2_bytes",
      "l2_bandwidth_gbs",
      "launch_overhead_us", "sync_latency_us", "rtask_overhead_us", "locality_slack_us", "sources", "notes"};
  return k;
}

}  // namespace

const char* math_rate_name(MathRate r) {
  switch (r) {
    case MathRate::f32: return "f32";
    case MathRate::f32_matrix: return "f32_matrix";
    case MathRate::tf32: return "tf32";
    case MathRate::f16: return "f16";
    case MathRate::bf16: return "bf16";
  }
  return "?";
}

bool math_rate_from_name(const std::string& name, MathRate* out) {
  for (MathRate r : {MathRate::f32, MathRate::f32_matrix, MathRate::tf32, MathRate::f16, MathRate::bf16}) {
    if (name == math_rate_name(r)) {
      *out = r;
      return true;
    }
  }
  return false;
}

double peak_tflops(const DeviceSpec& spec, MathRate rate) {
  double matrix = 0;
  switch (rate) {
    case MathRate::f32: return spec.peak_f32_tflops;
    case MathRate::f32_matrix: matrix = spec.peak_f32_matrix_tflops; break;
    case MathRate::tf32: matrix = spec.peak_tf32_tensor_tflops; break;
    case MathRate::f16: matrix = spec.peak_f16_tensor_tflops; break;
    case MathRate::bf16:
      matrix = spec.peak_bf16_tensor_tflops > 0 ? spec.peak_bf16_tensor_tflops : spec.peak_f16_tensor_tflops;
      break;
  }
  return matrix > 0 ? matrix * spec.matrix_unit_fraction : spec.peak_f32_tflops;
}

std::vector<std::string> builtin_device_names() {
  std::vector<std::string> names;
  for (const auto& [name, text] : builtin_device_texts()) names.push_back(name);
  std::sort(names.begin(), names.end());
  return names;
}

DeviceSpec parse_device_spec(const std::string& json_text, const std::string& origin) {
  json j;
  try {
    j = json::parse(json_text);
  } catch (const json::parse_error& e) {
    RAMMER_FAIL("device spec ", origin, ": not valid JSON: ", e.what());
  }
  RAMMER_CHECK(j.is_object(), "device spec ", origin, ": expected a JSON object");
  for (const auto& [key, v] : j.items()) {
    RAMMER_CHECK(known_fields().count(key), "device spec ", origin, ": unknown field '", key,
                 "' (see docs/devices.md for the fields)");
  }
  DeviceSpec s;
  s.name = get_string(j, "name", origin);
  s.vendor = get_string(j, "vendor", origin);
  s.kind = get_string(j, "kind", origin);
  RAMMER_CHECK(s.kind == "gpu" || s.kind == "npu" || s.kind == "cpu", "device spec ", origin,
               ": field 'kind' must be \"gpu\", \"npu\" or \"cpu\", got \"", s.kind, "\"");
  s.arch = get_string(j, "arch", origin);
  s.sm_count = static_cast<int>(get_int(j, "sm_count", origin, /*allow_zero=*/true));
  s.warp_size = static_cast<int>(get_int(j, "warp_size", origin));
  s.max_threads_per_sm = static_cast<int>(get_int(j, "max_threads_per_sm", origin));
  s.max_threads_per_block = static_cast<int>(get_int(j, "max_threads_per_block", origin));
  s.max_blocks_per_sm = static_cast<int>(get_int(j, "max_blocks_per_sm", origin));
  s.registers_per_sm = static_cast<int>(get_int(j, "registers_per_sm", origin));
  s.max_registers_per_thread = static_cast<int>(get_int(j, "max_registers_per_thread", origin));
  s.shared_mem_per_sm_bytes = get_int(j, "shared_mem_per_sm_bytes", origin);
  s.max_shared_mem_per_block_bytes = get_int(j, "max_shared_mem_per_block_bytes", origin);
  if (j.contains("register_alloc_unit")) s.register_alloc_unit = static_cast<int>(get_int(j, "register_alloc_unit", origin));
  if (j.contains("register_file_partitions"))
    s.register_file_partitions = static_cast<int>(get_int(j, "register_file_partitions", origin));
  if (j.contains("reserved_shared_mem_per_block_bytes"))
    s.reserved_shared_mem_per_block_bytes = get_int(j, "reserved_shared_mem_per_block_bytes", origin, true);
  s.clock_mhz = get_number(j, "clock_mhz", origin);
  s.peak_f32_tflops = get_number(j, "peak_f32_tflops", origin);
  s.peak_f16_tensor_tflops = get_number(j, "peak_f16_tensor_tflops", origin);
  if (j.contains("peak_tf32_tensor_tflops")) s.peak_tf32_tensor_tflops = get_number(j, "peak_tf32_tensor_tflops", origin);
  if (j.contains("peak_bf16_tensor_tflops")) s.peak_bf16_tensor_tflops = get_number(j, "peak_bf16_tensor_tflops", origin);
  if (j.contains("peak_f32_matrix_tflops")) s.peak_f32_matrix_tflops = get_number(j, "peak_f32_matrix_tflops", origin);
  if (j.contains("matrix_unit_fraction")) {
    s.matrix_unit_fraction = get_number(j, "matrix_unit_fraction", origin);
    RAMMER_CHECK(s.matrix_unit_fraction <= 1.0, "device spec ", origin,
                 ": field 'matrix_unit_fraction' must be in (0, 1], got ", s.matrix_unit_fraction);
  }
  s.memory_bandwidth_gbs = get_number(j, "memory_bandwidth_gbs", origin);
  s.l2_bytes = get_int(j, "l2_bytes", origin);
  if (j.contains("l2_bandwidth_gbs")) s.l2_bandwidth_gbs = get_number(j, "l2_bandwidth_gbs", origin);
  s.launch_overhead_us = get_number(j, "launch_overhead_us", origin, true);
  s.sync_latency_us = get_number(j, "sync_latency_us", origin, true);
  s.rtask_overhead_us = get_number(j, "rtask_overhead_us", origin, true);
  if (j.contains("locality_slack_us")) s.locality_slack_us = get_number(j, "locality_slack_us", origin, true);
  RAMMER_CHECK(s.max_shared_mem_per_block_bytes <= s.shared_mem_per_sm_bytes, "device spec ", origin,
               ": field 'max_shared_mem_per_block_bytes' exceeds 'shared_mem_per_sm_bytes'");
  RAMMER_CHECK(s.max_threads_per_block <= s.max_threads_per_sm, "device spec ", origin,
               ": field 'max_threads_per_block' exceeds 'max_threads_per_sm'");
  if (j.contains("sources")) {
    const json& src = j.at("sources");
    RAMMER_CHECK(src.is_object(), "device spec ", origin, ": field 'sources' must be an object");
    for (const auto& [k, v] : src.items()) {
      RAMMER_CHECK(v.is_string(), "device spec ", origin, ": field 'sources.", k,
                   "' must be a string");
      s.sources[k] = v.get<std::string>();
    }
  }
  if (s.sm_count == 0) {
    // Host device: one vEU per detected core; per-core peaks were given for reference_sm_count.
    int64_t ref = j.contains("reference_sm_count") ? get_int(j, "reference_sm_count", origin) : 1;
    unsigned hw = std::thread::hardware_concurrency();
    s.sm_count = hw == 0 ? 1 : static_cast<int>(hw);
    double scale = static_cast<double>(s.sm_count) / static_cast<double>(ref);
    s.peak_f32_tflops *= scale;
    s.peak_f16_tensor_tflops *= scale;
    s.peak_tf32_tensor_tflops *= scale;
    s.peak_bf16_tensor_tflops *= scale;
    s.peak_f32_matrix_tflops *= scale;
  }
  return s;
}

Result<DeviceSpec> load_device(const std::string& name_or_path) {
  DeviceSpec spec;
  Status st = capture_status([&] {
    bool is_path = name_or_path.find('/') != std::string::npos ||
                   (name_or_path.size() > 5 &&
                    name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
    if (!is_path) {
      for (const auto& [name, text] : builtin_device_texts()) {
        if (name == name_or_path) {
          spec = parse_device_spec(text, "vdevice/devices/" + name + ".json");
          return;
        }
      }
      std::ostringstream names;
      for (const auto& n : builtin_device_names()) names << (names.tellp() ? ", " : "") << n;
      RAMMER_FAIL("unknown device '", name_or_path, "': use one of ", names.str(),
                  " or a path to a device spec .json");
    }
    std::ifstream in(name_or_path);
    RAMMER_CHECK(in.good(), "device spec ", name_or_path, ": cannot open the file");
    std::stringstream buf;
    buf << in.rdbuf();
    spec = parse_device_spec(buf.str(), name_or_path);
  });
  if (!st) return st;
  return spec;
}

}  // namespace rammer
