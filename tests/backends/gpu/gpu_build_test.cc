// The generated persistent kernel compiles for every GPU arch with zero spills, and its measured
// resources let every vEU be co-resident. Skips (with the reason) when the compiler is absent.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "backends/gpu/gpu_artifact.h"
#include "tests/backends/gpu/tiny_plans.h"

namespace rammer {
namespace {

ScheduleReport tiny_report(const std::string& device, int threads) {
  ScheduleReport r;
  Result<DeviceSpec> spec = load_device(device);
  EXPECT_TRUE(spec.is_ok()) << spec.status().message();
  r.device.spec = *spec;
  r.device.resources.threads_per_block = threads;
  r.device.resources.shared_bytes = 0;
  r.device.blocks_per_sm = 1;
  return r;
}

struct ArchCase {
  const char* device;
  GpuApi api;
  const char* arch;
};

class GpuBuild : public ::testing::TestWithParam<ArchCase> {};

TEST_P(GpuBuild, TinyReluBuildsWithoutSpills) {
  // The tiny two-vEU model's kernel compiles for the arch, spills nothing to memory (CUDA spill
  // stores/loads 0; HIP VGPR spills 0 and ScratchSize 0, SGPR spills into VGPR lanes allowed and
  // printed), and fits co-resident.
  const ArchCase c = GetParam();
  if (find_gpu_compiler(c.api).empty()) GTEST_SKIP() << "skipped: no compiler for " << c.arch;
  const std::string out = std::string(RAMMER_BINARY_DIR) + "/gpu_test_out/tiny_relu_" + c.arch;
  std::filesystem::remove_all(out);
  GpuOptions o;
  o.target = c.api;
  o.arch = c.arch;
  o.device_only = true;  // the resource check needs device code only (host code: the .so build)
  Result<GpuArtifact> art = write_gpu_artifact(Graph(), tiny_report(c.device, 128), tiny_relu_plan(), o, out);
  ASSERT_TRUE(art.is_ok()) << art.status().message();
  ASSERT_TRUE(art->built) << art->build_note;
  std::cout << c.arch << ": " << art->build.seconds << " s, " << art->build.resources.registers
            << " registers, " << art->build.resources.spill_bytes << " spills, capacity " << art->capacity << "\n";
  EXPECT_TRUE(art->build.resources.found) << art->build.log;
  EXPECT_EQ(art->build.resources.spill_bytes, 0);
  if (c.api == GpuApi::hip) {
    EXPECT_EQ(art->build.resources.stack_bytes, 0) << "scratch memory";
    std::cout << c.arch << ": " << art->build.resources.sgpr_spills << " SGPR spills (into VGPR lanes)\n";
  }
  EXPECT_GE(art->capacity, art->veus);
  std::ifstream f(out + "/manifest.json");
  const nlohmann::json m = nlohmann::json::parse(f);
  for (const char* key : {"registers", "shared_memory_bytes", "spills", "veus", "blocks_per_sm", "arch"})
    EXPECT_TRUE(m["gpu"].contains(key) && !m["gpu"][key].is_null()) << key;
  EXPECT_EQ(m["gpu"]["arch"], c.arch);
}

std::string defined_dynamic_symbols(const std::string& lib) {
  std::string out;
  if (FILE* p = popen(("nm -D --defined-only '" + lib + "' 2>&1").c_str(), "r")) {
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
    pclose(p);
  }
  return out;
}

TEST_P(GpuBuild, TinyReluLinksOneLibraryFromBothHalves) {
  // The host half (tables + rammer_host.h) and the device object link into lib<model>.so, which
  // exports the C API of rammer_gpu.h and keeps the kernel handle between the halves hidden.
  const ArchCase c = GetParam();
  if (find_gpu_compiler(c.api).empty()) GTEST_SKIP() << "skipped: no compiler for " << c.arch;
  const std::string out = std::string(RAMMER_BINARY_DIR) + "/gpu_test_out/tiny_relu_lib_" + c.arch;
  std::filesystem::remove_all(out);
  GpuOptions o;
  o.target = c.api;
  o.arch = c.arch;
  Result<GpuArtifact> art = write_gpu_artifact(Graph(), tiny_report(c.device, 128), tiny_relu_plan(), o, out);
  ASSERT_TRUE(art.is_ok()) << art.status().message();
  ASSERT_TRUE(art->built && !art->library_path.empty()) << art->build_note;
  EXPECT_TRUE(art->build.resources.found);
  const std::string symbols = defined_dynamic_symbols(art->library_path);
  for (const char* api : {"rammer_gpu_model_load", "rammer_gpu_session_run", "rammer_gpu_workspace_bytes"})
    EXPECT_NE(symbols.find(api), std::string::npos) << api << " in\n" << symbols;
  EXPECT_EQ(symbols.find("rammer_persistent_kernel"), std::string::npos) << symbols;
}

INSTANTIATE_TEST_SUITE_P(Archs, GpuBuild,
                         ::testing::Values(ArchCase{"a100", GpuApi::cuda, "sm_80"},
                                           ArchCase{"h100", GpuApi::cuda, "sm_90"},
                                           ArchCase{"mi250", GpuApi::hip, "gfx90a"},
                                           ArchCase{"mi100", GpuApi::hip, "gfx908"}),
                         [](const auto& info) { return std::string(info.param.arch); });

}  // namespace
}  // namespace rammer
