// Every tile-kernel path compiles for every GPU target at the persistent kernel's launch bounds
// (tests/kernels/gpu/instantiate_kernels.cu: 256 threads, the resident blocks per SM the persistent
// kernel asks for, 2) and fits them: nvcc for sm_80 and sm_90 with at most 128 registers and zero
// spills, clang-HIP for gfx90a and gfx908 with zero VGPR spills, zero scratch and at least 2 waves
// per SIMD. A target whose compiler is absent is skipped with the reason printed.
// On HIP the same compile gives GCN assembly, in which each MFMA kernel shows its instruction, its
// fragment reads (one ds_read per lane and operand), no VGPR spills and no scratch, and the gemm and
// conv tiles' MFMA k-loops their forms, fragment reads and no division at 2 waves per SIMD.
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

// GCN assembly of one function as basic blocks (its entry, then one per .LBB label), each a list of
// (mnemonic, operands).
struct GcnBlock {
  std::string label;
  std::vector<std::pair<std::string, std::string>> instructions;
};

std::vector<GcnBlock> gcn_blocks(const std::string& assembly, const std::string& name) {
  const std::string body = kernel_assembly(assembly, name);
  std::vector<GcnBlock> blocks(1, GcnBlock{"entry", {}});
  std::istringstream in(body);
  std::string line;
  const std::regex label(R"(^(\.LBB\w+):)");
  const std::regex instruction(R"(^\s+([a-z_][\w]*)\s*([^;]*))");
  std::smatch m;
  while (std::getline(in, line)) {
    if (std::regex_search(line, m, label)) {
      blocks.push_back(GcnBlock{m[1].str(), {}});
    } else if (std::regex_search(line, m, instruction)) {
      std::string operands = m[2].str();
      operands.erase(operands.find_last_not_of(" \t") + 1);
      blocks.back().instructions.emplace_back(m[1].str(), operands);
    }
  }
  return blocks;
}

// The MFMA tiles inlined into the gemm and conv tile kernels: per precision, the k-loop holds the
// arch's form (BK / K steps of the 2 x 2 unit tiles of a 32 x 32 wave tile: 8 products of the K = 16
// forms, 16 of the K = 8 and K = 4 ones) and no other, reads fragments with ds_read, divides nothing
// (no v_div, no v_rcp_iflag_f32: the expansion of an integer division, no call); the kernel uses no
// scratch and runs at least 2 waves per SIMD at 256 threads (the compiler's figure: VGPR + AGPR <= 256
// on gfx90a's unified file, each <= 128 on gfx908's separate ones).
//
// The k-loop is a layout heuristic on the assembly, stated here so it can be judged: the innermost
// back edge (a branch to a label at or before the block) around the block that issues the form; code
// the compiler moves out of that range is not seen. The kernel must hold integer divisions elsewhere
// (the sub-tile and epilogue setup), so a search that finds none in the loop is not vacuous.
void check_mfma_tiles(const std::string& arch, const std::string& assembly) {
  struct Form {
    const char* instruction;
    int per_k_tile;
  };
  const std::vector<Form> forms = {{"v_mfma_f32_16x16x4f32", 16},
                                   {"v_mfma_f32_16x16x16f16", 8},
                                   arch == "gfx90a" ? Form{"v_mfma_f32_16x16x16bf16_1k", 8}
                                                    : Form{"v_mfma_f32_16x16x8bf16", 16}};
  for (const char* kernel : {"rammer_path_gemm_mma", "rammer_path_conv_mma"}) {
    const std::vector<GcnBlock> blocks = gcn_blocks(assembly, kernel);
    ASSERT_GT(blocks.size(), 1u) << kernel << " not found in the " << arch << " assembly";
    std::vector<std::pair<size_t, size_t>> loops;  // [header, back-edge block]
    for (size_t j = 0; j < blocks.size(); ++j)
      for (const auto& [op, operands] : blocks[j].instructions)
        if (op.rfind("s_branch", 0) == 0 || op.rfind("s_cbranch", 0) == 0)
          for (size_t i = 0; i <= j; ++i)
            if (blocks[i].label == operands) loops.emplace_back(i, j);
    int divisions = 0;
    for (const GcnBlock& b : blocks)
      for (const auto& ins : b.instructions) divisions += ins.first.rfind("v_rcp_iflag_f32", 0) == 0;  // _e32 or _e64
    EXPECT_GT(divisions, 0) << kernel << " on " << arch << ": no integer division anywhere, the search sees nothing";
    for (const Form& f : forms) {
      size_t at = blocks.size();
      for (size_t k = 0; k < blocks.size() && at == blocks.size(); ++k)
        for (const auto& ins : blocks[k].instructions)
          if (ins.first == f.instruction) at = k;
      ASSERT_LT(at, blocks.size()) << kernel << " on " << arch << " never issues " << f.instruction;
      std::pair<size_t, size_t> loop{0, blocks.size()};
      for (const auto& l : loops)
        if (l.first <= at && at <= l.second && l.second - l.first < loop.second - loop.first) loop = l;
      ASSERT_LT(loop.second, blocks.size()) << kernel << " on " << arch << ": " << f.instruction << " outside a loop";
      int form = 0, other = 0, reads = 0, barriers = 0, bad = 0;
      std::string bad_list;
      for (size_t b = loop.first; b <= loop.second; ++b)
        for (const auto& [op, operands] : blocks[b].instructions) {
          form += op == f.instruction;
          other += op.rfind("v_mfma", 0) == 0 && op != f.instruction;
          reads += op.rfind("ds_read", 0) == 0;
          barriers += op == "s_barrier";
          if (op.rfind("v_div", 0) == 0 || op.rfind("v_rcp_iflag_f32", 0) == 0 || op.rfind("s_swappc", 0) == 0 ||
              op.rfind("scratch_", 0) == 0 || op.rfind("buffer_store", 0) == 0) {
            ++bad;
            bad_list += " " + op;
          }
        }
      const std::string where = std::string(kernel) + " on " + arch + ", " + f.instruction + "'s k-loop " +
                                blocks[loop.first].label + " .. " + blocks[loop.second].label;
      EXPECT_EQ(form, f.per_k_tile) << where;
      EXPECT_EQ(other, 0) << where << ": another MFMA form";
      EXPECT_GT(reads, 0) << where << ": no ds_read of fragments";
      EXPECT_EQ(barriers, 1) << where << ": one barrier per k-tile";
      EXPECT_EQ(bad, 0) << where << ": a division, call or spill:" << bad_list;
      if (!::testing::Test::HasFailure())
        std::printf("%s: %s k-loop issues %d %s, %d ds_read, no division\n", arch.c_str(), kernel, form,
                    f.instruction, reads);
    }
    const std::string body = kernel_assembly(assembly, kernel);
    EXPECT_NE(body.find("; ScratchSize: 0\n"), std::string::npos) << kernel << " on " << arch << " uses scratch";
    EXPECT_EQ(kernel_metadata(assembly, kernel, ".vgpr_spill_count"), "0") << kernel << " on " << arch;
    // The kernel info comment after the function goes on past ScratchSize to the occupancy.
    const size_t occupancy = assembly.find("; Occupancy: ", assembly.find("\n" + std::string(kernel) + ":"));
    ASSERT_NE(occupancy, std::string::npos) << kernel << " on " << arch;
    const int waves = std::stoi(assembly.substr(occupancy + 13, 4));
    EXPECT_GE(waves, 2) << kernel << " on " << arch << ": fewer than 2 waves per SIMD";
    std::smatch v, a;
    std::regex_search(body, v, std::regex(R"(; NumVgprs: (\d+))"));
    std::regex_search(body, a, std::regex(R"(; NumAgprs: (\d+))"));
    std::printf("%s: %s %s VGPRs, %s AGPRs, %d waves/SIMD\n", arch.c_str(), kernel, v[1].str().c_str(),
                a[1].str().c_str(), waves);
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
  check_mfma_tiles(arch, assembly.str());
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
  bool inside = false, body = false;
  while (std::getline(in, line)) {
    // A forward declaration (the header, its parameters, then ";" and no body) is not a function.
    if (inside && !body && line == ";") {
      fns.pop_back();
      inside = false;
      continue;
    }
    if (inside && !body && line.rfind("{", 0) == 0) body = true;
    if (!inside && std::regex_search(line, header)) {
      body = false;
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
