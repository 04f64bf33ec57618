// DeviceSpec: what rammerc knows about an accelerator, read from a JSON file (vdevice/devices/).
//
// Expects: a JSON object with every field below (docs/devices.md lists them with units and
// sources). Guarantees: a loaded spec has every numeric field positive (sm_count 0 = "one vEU per
// host core", resolved at load time) and a non-empty name, kind and arch. A bad spec is a Status
// naming the file and the field.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "support/status.h"

namespace rammer {

// The arithmetic an rKernel's products run on, which sets the peak the cost model divides its FLOPs
// by: the vector (CUDA-core / SIMD) units in fp32, or a matrix unit (tensor cores, MFMA) reading
// fp32 (AMD's f32 MFMA), tf32, fp16 or bf16 inputs, all accumulating in fp32.
enum class MathRate : uint8_t { f32, f32_matrix, tf32, f16, bf16 };
const char* math_rate_name(MathRate r);                       // "f32", "f32_matrix", "tf32", "f16", "bf16"
bool math_rate_from_name(const std::string& name, MathRate* out);  // false when unknown

struct DeviceSpec {
  std::string name;     // "a100"
  std::string vendor;   // "nvidia", "amd", "rammer", "host"
  std::string kind;     // "gpu", "npu" or "cpu"
  std::string arch;     // "sm_80", "gfx90a", "rnpu-v1", "x86-64"
  int sm_count = 0;     // SMs / CUs / cores (after host detection)
  int warp_size = 32;
  int max_threads_per_sm = 0;
  int max_threads_per_block = 0;
  int max_blocks_per_sm = 0;
  int registers_per_sm = 0;
  int max_registers_per_thread = 0;
  int64_t shared_mem_per_sm_bytes = 0;
  int64_t max_shared_mem_per_block_bytes = 0;
  // Occupancy details (optional in the JSON; vdevice/occupancy.h): registers are allocated per warp
  // (wave) in units of register_alloc_unit from one of register_file_partitions equal parts of the
  // register file, and the runtime reserves shared memory per resident block.
  int register_alloc_unit = 1;
  int register_file_partitions = 1;
  int64_t reserved_shared_mem_per_block_bytes = 0;
  double clock_mhz = 0;
  double peak_f32_tflops = 0;         // whole device (scaled by core count for sm_count 0)
  double peak_f16_tensor_tflops = 0;  // whole device, dense
  // The other matrix-unit rates (optional in the JSON, whole device, dense; 0 = the device has no
  // such unit, and work at that rate runs at peak_f32_tflops): tf32 tensor cores, bf16 (when absent:
  // the f16 figure), AMD's f32 MFMA.
  double peak_tf32_tensor_tflops = 0;
  double peak_bf16_tensor_tflops = 0;
  double peak_f32_matrix_tflops = 0;
  // The part of the matrix-unit peaks our tiles' instructions can reach (optional, default 1): on
  // sm_90 the dense peak needs wgmma, and the tiles issue mma.sync.
  double matrix_unit_fraction = 1.0;
  double memory_bandwidth_gbs = 0;
  int64_t l2_bytes = 0;
  double l2_bandwidth_gbs = 0;  // optional: the L2's bandwidth to the cores, whole device (0 = not stated)
  double launch_overhead_us = 0;  // one kernel launch (back to back, host to device)
  double sync_latency_us = 0;     // one inter-block signal -> wait handoff through L2/global memory
  double rtask_overhead_us = 0;   // fetching and dispatching one instruction of a vEU program
  // List scheduling keeps an rTask on the vEU of its latest-finishing predecessor when it can start
  // there at most this much later than anywhere else (optional, 0 = off): on a CPU the
  // predecessor's output is still in that core's caches, which the cost model does not see.
  double locality_slack_us = 0;
  std::map<std::string, std::string> sources;  // where the figures come from
};

// The device's peak FLOP/s at `rate`, in TFLOP/s: the matrix unit's (times matrix_unit_fraction) when
// the device has one for the rate, else the vector f32 peak.
double peak_tflops(const DeviceSpec& spec, MathRate rate);

// Names of the builtin specs ("a100", "cpu", ...), sorted.
std::vector<std::string> builtin_device_names();

// Parses a spec from JSON text; `origin` names the file in messages. Throws rammer::Error.
DeviceSpec parse_device_spec(const std::string& json_text, const std::string& origin);

// `name_or_path`: a builtin name, or a path to a .json file (anything containing '/' or ending in
// ".json"). Errors name the file/field, or list the builtin names for an unknown name.
Result<DeviceSpec> load_device(const std::string& name_or_path);

}  // namespace rammer
