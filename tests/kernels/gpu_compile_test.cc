// Every tile-kernel path compiles for every GPU target at the persistent kernel's launch bounds
// (tests/kernels/gpu/instantiate_kernels.cu: 256 threads, the resident blocks per SM the persistent
// kernel asks for, 2) and fits them: nvcc for sm_80 and sm_90 with at most 128 registers and zero
// spills, clang-HIP for gfx90a and gfx908 with zero VGPR spills, zero scratch and at least 2 waves
// per SIMD. A target whose compiler is absent is skipped with the reason printed.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>

#include "backends/gpu/gpu_compile.h"
#include "kernels/tile_path.h"

namespace {

namespace rk = rammer::kernels;

// Runs `cmd` (stderr merged), returns its exit status and output.
int run(const std::string& cmd, std::string& out) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return -1;
  std::array<char, 4096> buf;
  while (size_t n = fread(buf.data(), 1, buf.size(), p)) out.append(buf.data(), n);
  int rc = pclose(p);
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

const std::string kSrc = std::string(RAMMER_SOURCE_DIR) + "/tests/kernels/gpu/instantiate_kernels.cu";
const std::string kOut = std::string(RAMMER_BINARY_DIR) + "/kernels_gpu_compile";

// Paths whose tiles other changes are rewriting to fit the bounds (the tensor-core GEMM and conv, the
// RNN tiles): compiled and reported, not yet held to them. The lead empties this list when those
// changes merge.
const std::set<std::string> kPathsAwaitingRewrite = {"gemm_mma", "conv_mma", "rnn_gates", "rnn_cell"};

// Registers per thread that 2 resident blocks of 256 threads leave on sm_80 / sm_90 (64K per SM).
constexpr int kMaxCudaRegisters = 128;

// Every path with a tile kernel, by its kernel's name in instantiate_kernels.cu.
std::vector<std::string> all_paths() {
  std::vector<std::string> out;
  for (int p = 0; p < static_cast<int>(rk::TilePath::reference); ++p)
    out.push_back(rk::tile_path_name(static_cast<rk::TilePath>(p)));
  return out;
}

std::string kernel_of(const std::string& path) { return "rammer_path_" + path; }

void check_nvcc(const std::string& arch) {
  const std::string nvcc = "/usr/local/cuda/bin/nvcc";
  if (!std::filesystem::exists(nvcc)) GTEST_SKIP() << "nvcc not found at " << nvcc;
  std::filesystem::create_directories(kOut);
  std::string out;
  int rc = run(nvcc + " -std=c++17 -arch=" + arch + " -I" RAMMER_SOURCE_DIR " --resource-usage -c " + kSrc +
                   " -o " + kOut + "/tiles_" + arch + ".o",
               out);
  ASSERT_EQ(rc, 0) << out;
  for (const std::string& path : all_paths()) {
    // ptxas per entry: "Used N registers", and "S bytes spill stores, L bytes spill loads" for the
    // entry and each function it calls (summed by the parser).
    const rammer::GpuResources r = rammer::parse_nvcc_resources(out, kernel_of(path));
    ASSERT_TRUE(r.found) << kernel_of(path) << " not in the report:\n" << out;
    const bool awaiting = kPathsAwaitingRewrite.count(path) > 0;
    std::printf("%s %-15s %3d registers, %4lld B spills%s\n", arch.c_str(), path.c_str(), r.registers,
                static_cast<long long>(r.spill_bytes), awaiting ? "  (awaiting its rewrite: not checked)" : "");
    if (awaiting) continue;
    EXPECT_LE(r.registers, kMaxCudaRegisters) << path << " on " << arch;
    EXPECT_EQ(r.spill_bytes, 0) << path << " spills on " << arch;
  }
}

void check_hip(const std::string& arch) {
  const std::string clang = "/usr/bin/clang++-15";
  if (!std::filesystem::exists(clang)) GTEST_SKIP() << "clang++-15 not found";
  if (!std::filesystem::exists("/usr/include/hip/hip_runtime.h"))
    GTEST_SKIP() << "HIP headers not found (/usr/include/hip)";
  std::filesystem::create_directories(kOut);
  std::string out;
  // A temp directory of its own, removed below: clang 15's HIP driver leaves two empty directories
  // in $TMPDIR per compile.
  const std::string tmp = kOut + "/tmp_" + arch;
  std::filesystem::create_directories(tmp);
  int rc = run("TMPDIR=" + tmp + " " + clang + " -x hip -std=c++17 --rocm-path=/usr --hip-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
                   " --offload-arch=" + arch + " --cuda-device-only -O3 -I" RAMMER_SOURCE_DIR
                   " -Rpass-analysis=kernel-resource-usage -c " + kSrc + " -o " + kOut + "/tiles_" + arch + ".o",
               out);
  std::filesystem::remove_all(tmp);
  ASSERT_EQ(rc, 0) << out;
  for (const std::string& path : all_paths()) {
    // The AMDGPU backend's remarks per kernel: VGPRs (+ AGPRs), "VGPRs Spill" (to scratch memory),
    // ScratchSize, and its occupancy in waves per SIMD. SGPR spills land in VGPR lanes (no memory
    // traffic) and are only printed.
    const rammer::GpuResources r = rammer::parse_clang_resources(out, kernel_of(path));
    ASSERT_TRUE(r.found) << kernel_of(path) << " not in the remarks:\n" << out;
    const bool awaiting = kPathsAwaitingRewrite.count(path) > 0;
    std::printf("%s %-15s %3d VGPRs, %lld VGPR spills, %lld B scratch, %d waves/SIMD, %lld SGPR spills%s\n",
                arch.c_str(), path.c_str(), r.registers, static_cast<long long>(r.spill_bytes),
                static_cast<long long>(r.stack_bytes), r.occupancy_waves, static_cast<long long>(r.sgpr_spills),
                awaiting ? "  (awaiting its rewrite: not checked)" : "");
    if (awaiting) continue;
    EXPECT_EQ(r.spill_bytes, 0) << path << " spills VGPRs on " << arch;
    EXPECT_EQ(r.stack_bytes, 0) << path << " uses scratch memory on " << arch;
    EXPECT_GE(r.occupancy_waves, 2) << path << " on " << arch;
  }
}

TEST(KernelsGpuCompile, NvccSm80) { check_nvcc("sm_80"); }
TEST(KernelsGpuCompile, NvccSm90) { check_nvcc("sm_90"); }
TEST(KernelsGpuCompile, HipGfx90a) { check_hip("gfx90a"); }
TEST(KernelsGpuCompile, HipGfx908) { check_hip("gfx908"); }

}  // namespace
