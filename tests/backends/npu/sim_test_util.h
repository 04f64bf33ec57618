// Helpers for the simulator tests: a default NPU from vdevice/devices/npu.json, DRAM images of
// fp16/int8 values, and running an assembly text.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "backends/npu/asm/assembly.h"
#include "tools/npusim/simulator.h"
#include "vdevice/device_spec.h"

namespace rammer::npu::testing {

inline NpuConfig npu_device() {
  auto spec = load_device("npu");
  EXPECT_TRUE(spec);
  auto cfg = npu_config_from_device(*spec);
  EXPECT_TRUE(cfg);
  return *cfg;
}

// The device without its L2: every DMA byte moves at the core's equal share of the DRAM bandwidth.
inline NpuConfig npu_device_without_l2() {
  NpuConfig cfg = npu_device();
  cfg.l2_bytes = 0;
  return cfg;
}

template <class T>
void put(std::vector<uint8_t>& dram, size_t at, const std::vector<T>& values) {
  if (dram.size() < at + values.size() * sizeof(T)) dram.resize(at + values.size() * sizeof(T));
  std::memcpy(dram.data() + at, values.data(), values.size() * sizeof(T));
}

template <class T>
std::vector<T> get(const std::vector<uint8_t>& dram, size_t at, size_t count) {
  std::vector<T> out(count);
  std::memcpy(out.data(), dram.data() + at, count * sizeof(T));
  return out;
}

struct Run {
  SimResult result;
  std::vector<uint8_t> dram;
  std::vector<CoreMemory> cores;
};

// Assembles `text`, runs it with `dram` as the DRAM image; fails the test on any error.
inline Run run_asm(const std::string& text, std::vector<uint8_t> dram, const NpuConfig& cfg = npu_device()) {
  auto program = parse_assembly(text);
  EXPECT_TRUE(program) << program.status().message();
  if (!program) return {};
  auto sim = Simulator::create(cfg, *program);
  EXPECT_TRUE(sim) << sim.status().message();
  sim->dram() = std::move(dram);
  auto result = sim->run();
  EXPECT_TRUE(result) << result.status().message();
  if (!result) return {};
  Run run{std::move(*result), std::move(sim->dram()), {}};
  for (size_t c = 0; c < program->cores.size(); ++c) run.cores.push_back(sim->core(int(c)));
  return run;
}

}  // namespace rammer::npu::testing
