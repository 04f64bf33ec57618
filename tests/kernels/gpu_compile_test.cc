// The tile kernels compile for every GPU target: nvcc for sm_80 and sm_90 and clang-HIP for gfx90a
// and gfx908, each with zero register spills per kernel (tests/kernels/gpu/instantiate_kernels.cu).
// A target whose compiler is absent is skipped with the reason printed.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <regex>
#include <string>

namespace {

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

void check_nvcc(const std::string& arch) {
  const std::string nvcc = "/usr/local/cuda/bin/nvcc";
  if (!std::filesystem::exists(nvcc)) GTEST_SKIP() << "nvcc not found at " << nvcc;
  std::filesystem::create_directories(kOut);
  std::string out;
  int rc = run(nvcc + " -std=c++17 -arch=" + arch + " -I" RAMMER_SOURCE_DIR " --resource-usage -c " + kSrc +
                   " -o " + kOut + "/tiles_" + arch + ".o",
               out);
  ASSERT_EQ(rc, 0) << out;
  // ptxas: "N bytes stack frame, S bytes spill stores, L bytes spill loads" per function.
  std::regex spill(R"((\d+) bytes spill stores, (\d+) bytes spill loads)");
  int functions = 0;
  for (std::sregex_iterator it(out.begin(), out.end(), spill), end; it != end; ++it) {
    ++functions;
    EXPECT_EQ((*it)[1], "0") << "spill stores for " << arch << ":\n" << out;
    EXPECT_EQ((*it)[2], "0") << "spill loads for " << arch;
  }
  EXPECT_GE(functions, 12) << out;
  std::printf("%s: %d functions, no spills\n", arch.c_str(), functions);
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
  // The AMDGPU backend's remarks: "VGPRs Spill: N" per kernel counts spills to scratch memory,
  // which must be zero. SGPR spills land in VGPR lanes (no memory traffic) and are only printed.
  std::regex spill(R"(VGPRs Spill: (\d+))");
  int remarks = 0;
  for (std::sregex_iterator it(out.begin(), out.end(), spill), end; it != end; ++it) {
    ++remarks;
    EXPECT_EQ((*it)[1], "0") << "VGPR spill for " << arch << ":\n" << out;
  }
  EXPECT_GE(remarks, 12) << out;
  std::printf("%s: %d kernels, no VGPR spills\n", arch.c_str(), remarks);
}

TEST(KernelsGpuCompile, NvccSm80) { check_nvcc("sm_80"); }
TEST(KernelsGpuCompile, NvccSm90) { check_nvcc("sm_90"); }
TEST(KernelsGpuCompile, HipGfx90a) { check_hip("gfx90a"); }
TEST(KernelsGpuCompile, HipGfx908) { check_hip("gfx908"); }

}  // namespace
