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
    std::printf("%s %-15s %3d registers, %4lld B spills\n", arch.c_str(), path.c_str(), r.registers,
                static_cast<long long>(r.spill_bytes));
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
    std::printf("%s %-15s %3d VGPR+AGPR, %lld VGPR spills, %lld B scratch, %d waves/SIMD, %lld SGPR spills\n",
                arch.c_str(), path.c_str(), r.registers, static_cast<long long>(r.spill_bytes),
                static_cast<long long>(r.stack_bytes), r.occupancy_waves, static_cast<long long>(r.sgpr_spills));
    EXPECT_EQ(r.spill_bytes, 0) << path << " spills VGPRs on " << arch;
    EXPECT_EQ(r.stack_bytes, 0) << path << " uses scratch memory on " << arch;
    EXPECT_GE(r.occupancy_waves, 2) << path << " on " << arch;
  }
  std::ifstream in(assembly_path);
  std::stringstream assembly;
  assembly << in.rdbuf();
  check_mfma_assembly(arch, assembly.str());
}

// A PTX function: its header line (with the mangled name) and its body.
struct PtxFunction {
  std::string name;
  std::vector<std::string> lines;
  bool has(const std::string& s) const {
    for (const std::string& l : lines)
      if (l.find(s) != std::string::npos) return true;
    return false;
  }
};

std::vector<PtxFunction> ptx_functions(const std::string& ptx) {
  std::vector<PtxFunction> fns;
  std::istringstream in(ptx);
  std::string line;
  const std::regex header(R"(^\s*(\.visible\s+|\.weak\s+)?\.(func|entry)\b)");
  const std::regex name(R"((_Z\w+|rammer_\w+))");
  bool inside = false;
  while (std::getline(in, line)) {
    if (!inside && std::regex_search(line, header)) {
      std::smatch m;
      fns.push_back({});
      // The name is on the header line, or on the next one after a return value.
      std::string text = line;
      while (!std::regex_search(text, m, name) && std::getline(in, line)) text = line;
      fns.back().name = m.size() > 1 ? m[1].str() : "";
      inside = true;
      continue;
    }
    if (inside) {
      if (line == "}") {
        inside = false;
        continue;
      }
      fns.back().lines.push_back(line);
    }
  }
  return fns;
}

int count_div_rem(const std::vector<std::string>& lines, size_t from, size_t to) {
  const std::regex div(R"(^\s*(div|rem)\.)");
  int n = 0;
  for (size_t i = from; i < to && i < lines.size(); ++i) n += std::regex_search(lines[i], div);
  return n;
}

// Each tile path is its own function named after it (the speed-of-light report finds them by name);
// the tensor-core ones use mma.sync, ldmatrix and cp.async; the conv's k-loop divides nothing.
//
// The k-loop check is a layout heuristic on the PTX, stated here so it can be judged: in conv_mma_tile
// the loop's first instruction of interest is the cp.async.wait_group at its top (the only wait
// call site), and the first bar.sync after the function's last mma.sync is the one that ends the
// loop (mma_acc_to_shared's); nvcc lays the loop out between them, so no div./rem. may appear
// there. The same function must show divisions elsewhere (the column setup and the epilogue), so
// a search that finds nothing is not vacuous. Code the compiler moves out of line is not seen.
TEST(KernelsGpuCompile, TensorCorePathsInThePtx) {
  const std::string nvcc = "/usr/local/cuda/bin/nvcc";
  if (!std::filesystem::exists(nvcc)) GTEST_SKIP() << "nvcc not found at " << nvcc;
  std::filesystem::create_directories(kOut);
  std::string out;
  const std::string ptx_path = kOut + "/tiles_sm_80.ptx";
  ASSERT_EQ(run(nvcc + " -std=c++17 -arch=sm_80 -I" RAMMER_SOURCE_DIR " -ptx " + kSrc + " -o " + ptx_path, out), 0) << out;
  std::ifstream f(ptx_path);
  std::stringstream ptx;
  ptx << f.rdbuf();
  const std::vector<PtxFunction> fns = ptx_functions(ptx.str());
  auto named = [&](const std::string& part) {
    std::vector<const PtxFunction*> v;
    for (const PtxFunction& fn : fns)
      if (fn.name.find(part) != std::string::npos) v.push_back(&fn);
    return v;
  };
  for (const char* path : {"gemm_simt_tile", "conv_simt_tile", "conv_direct_tile"})
    EXPECT_FALSE(named(path).empty()) << "no PTX function named after " << path;
  for (const char* path : {"gemm_mma_tile", "conv_mma_tile"}) {
    const auto found = named(path);
    EXPECT_EQ(found.size(), 3u) << path << ": one function per precision";
    for (const PtxFunction* fn : found) {
      EXPECT_TRUE(fn->has("mma.sync.aligned.m16n8k")) << fn->name;
      EXPECT_TRUE(fn->has("ldmatrix.sync.aligned.m8n8.x4.shared.b16")) << fn->name;
      EXPECT_TRUE(fn->has("cp.async.cg.shared.global")) << fn->name;
      EXPECT_TRUE(fn->has("cp.async.wait_group")) << fn->name;
    }
  }
  for (const PtxFunction* fn : named("conv_mma_tile")) {
    const std::vector<std::string>& l = fn->lines;
    size_t first_wait = l.size(), last_mma = 0;
    for (size_t i = 0; i < l.size(); ++i) {
      if (first_wait == l.size() && l[i].find("cp.async.wait_group") != std::string::npos) first_wait = i;
      if (l[i].find("mma.sync") != std::string::npos) last_mma = i;
    }
    size_t loop_end = last_mma;
    while (loop_end < l.size() && l[loop_end].find("bar.sync") == std::string::npos) ++loop_end;
    ASSERT_LT(first_wait, last_mma) << fn->name;
    ASSERT_LT(loop_end, l.size()) << fn->name << ": no barrier after the k-loop";
    EXPECT_EQ(count_div_rem(l, first_wait, loop_end), 0) << fn->name << ": a division in the k-loop";
    EXPECT_GT(count_div_rem(l, 0, first_wait) + count_div_rem(l, loop_end, l.size()), 0)
        << fn->name << ": no division anywhere, the search is not seeing the instructions";
  }
}

TEST(KernelsGpuCompile, NvccSm80) { check_nvcc("sm_80"); }
TEST(KernelsGpuCompile, NvccSm90) { check_nvcc("sm_90"); }
TEST(KernelsGpuCompile, HipGfx90a) { check_hip("gfx90a"); }
TEST(KernelsGpuCompile, HipGfx908) { check_hip("gfx908"); }

}  // namespace
