// Every tile-kernel path compiles for every GPU target at the persistent kernel's launch bounds
// (tests/kernels/gpu/instantiate_kernels.cu: 256 threads, the resident blocks per SM the persistent
// kernel asks for, 2) and fits them: nvcc for sm_80 and sm_90 with at most 128 registers and zero
// spills, clang-HIP for gfx90a and gfx908 with zero VGPR spills, zero scratch and at least 2 waves
// per SIMD. A target whose compiler is absent is skipped with the reason printed.
// On HIP the same compile gives GCN assembly, in which each MFMA kernel shows its instruction, its
// fragment reads (one ds_read per lane and operand), no VGPR spills and no scratch.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

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

// The text of `name`'s function in GCN assembly: from its label through the "; Kernel info:" comment
// after it (codeLenInByte, NumVgprs, NumAgprs, ScratchSize); empty when absent.
std::string kernel_assembly(const std::string& assembly, const std::string& name) {
  const size_t begin = assembly.find("\n" + name + ":");  // the label, then a comment
  if (begin == std::string::npos) return "";
  const size_t info = assembly.find("; ScratchSize:", begin);
  if (info == std::string::npos) return "";
  return assembly.substr(begin, assembly.find('\n', info) + 1 - begin);
}

// The value of `key` in `name`'s map of the AMDGPU metadata (its keys follow .name alphabetically).
std::string kernel_metadata(const std::string& assembly, const std::string& name, const std::string& key) {
  const size_t kernels = assembly.find("amdhsa.kernels:");
  if (kernels == std::string::npos) return "";
  const std::string metadata = assembly.substr(kernels);
  const std::regex entry("\\.name:\\s+" + name + "\\n");
  std::smatch m;
  if (!std::regex_search(metadata, m, entry)) return "";
  const size_t at = metadata.find(key + ":", static_cast<size_t>(m.position(0)));
  if (at == std::string::npos) return "";
  const size_t value = metadata.find_first_not_of(' ', at + key.size() + 1);
  return metadata.substr(value, metadata.find('\n', value) - value);
}

// One MFMA kernel of instantiate_kernels.cu: the form the arch has for the precision (the names as
// the ISA guides and AMD's Matrix Instruction Calculator spell them), the fragment read of a lane
// (b64: four 16-bit elements, b32: one fp32 or two 16-bit) per fragment, no spills, no scratch.
struct MfmaExpectation {
  const char* kernel;
  const char* instruction;
  const char* read;
};

void check_mfma_assembly(const std::string& arch, const std::string& assembly) {
  const std::vector<MfmaExpectation> expected =
      arch == "gfx90a" ? std::vector<MfmaExpectation>{{"rammer_mfma_f32", "v_mfma_f32_16x16x4f32", "ds_read_b32"},
                                                      {"rammer_mfma_f16", "v_mfma_f32_16x16x16f16", "ds_read_b64"},
                                                      {"rammer_mfma_bf16", "v_mfma_f32_16x16x16bf16_1k", "ds_read_b64"}}
                       : std::vector<MfmaExpectation>{{"rammer_mfma_f32", "v_mfma_f32_16x16x4f32", "ds_read_b32"},
                                                      {"rammer_mfma_f16", "v_mfma_f32_16x16x16f16", "ds_read_b64"},
                                                      {"rammer_mfma_bf16", "v_mfma_f32_16x16x8bf16", "ds_read_b32"}};
  for (const MfmaExpectation& e : expected) {
    const std::string body = kernel_assembly(assembly, e.kernel);
    ASSERT_FALSE(body.empty()) << e.kernel << " not found in the " << arch << " assembly";
    // Each wave's 2 x 2 unit tiles: four products from two A and two B fragments (whole mnemonics:
    // 16x16x16f16 is not 16x16x16bf16_1k).
    const auto matches = [&](const std::string& pattern) {
      const std::regex re(pattern);
      return std::distance(std::sregex_iterator(body.begin(), body.end(), re), std::sregex_iterator());
    };
    EXPECT_EQ(matches("\\s" + std::string(e.instruction) + "\\s"), 4)
        << e.kernel << " on " << arch << " should issue " << e.instruction << " 4 times:\n" << body;
    EXPECT_EQ(matches("\\sv_mfma_\\w+"), 4)
        << e.kernel << " on " << arch << ": another MFMA form than " << e.instruction;
    EXPECT_EQ(matches("\\s" + std::string(e.read) + "\\s"), 4)
        << e.kernel << " on " << arch << ": one " << e.read << " per fragment:\n" << body;
    EXPECT_NE(body.find("; ScratchSize: 0\n"), std::string::npos) << e.kernel << " on " << arch << " uses scratch";
    EXPECT_EQ(kernel_metadata(assembly, e.kernel, ".vgpr_spill_count"), "0") << e.kernel << " on " << arch;
    EXPECT_EQ(kernel_metadata(assembly, e.kernel, ".private_segment_fixed_size"), "0") << e.kernel << " on " << arch;
    if (!::testing::Test::HasFailure())
      std::printf("%s: %s issues %s, reads with %s, no spills, no scratch\n", arch.c_str(), e.kernel, e.instruction,
                  e.read);
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
  const std::string assembly_path = kOut + "/tiles_" + arch + ".s";
  std::filesystem::create_directories(tmp);
  int rc = run("TMPDIR=" + tmp + " " + clang + " -x hip -std=c++17 --rocm-path=/usr --hip-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
                   " --offload-arch=" + arch + " --cuda-device-only -O3 -I" RAMMER_SOURCE_DIR
                   " -Rpass-analysis=kernel-resource-usage -S " + kSrc + " -o " + assembly_path,
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
    std::printf("%s %-15s %3d VGPR+AGPR, %lld VGPR spills, %lld B scratch, %d waves/SIMD, %lld SGPR spills%s\n",
                arch.c_str(), path.c_str(), r.registers, static_cast<long long>(r.spill_bytes),
                static_cast<long long>(r.stack_bytes), r.occupancy_waves, static_cast<long long>(r.sgpr_spills),
                awaiting ? "  (awaiting its rewrite: not checked)" : "");
    if (awaiting) continue;
    EXPECT_EQ(r.spill_bytes, 0) << path << " spills VGPRs on " << arch;
    EXPECT_EQ(r.stack_bytes, 0) << path << " uses scratch memory on " << arch;
    EXPECT_GE(r.occupancy_waves, 2) << path << " on " << arch;
  }
  std::ifstream in(assembly_path);
  std::stringstream assembly;
  assembly << in.rdbuf();
  check_mfma_assembly(arch, assembly.str());
}

TEST(KernelsGpuCompile, NvccSm80) { check_nvcc("sm_80"); }
TEST(KernelsGpuCompile, NvccSm90) { check_nvcc("sm_90"); }
TEST(KernelsGpuCompile, HipGfx90a) { check_hip("gfx90a"); }
TEST(KernelsGpuCompile, HipGfx908) { check_hip("gfx908"); }

}  // namespace
