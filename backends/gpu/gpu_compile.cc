#include "backends/gpu/gpu_compile.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <regex>
#include <sstream>
#include <vector>

namespace rammer {

namespace {

// The first integer matched by `re` (group 1) in `line`, or -1.
int64_t match_int(const std::string& line, const std::regex& re) {
  std::smatch m;
  if (std::regex_search(line, m, re)) return std::stoll(m[1].str());
  return -1;
}

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool executable(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  if (!path) return "";
  std::stringstream ss(path);
  std::string dir;
  while (std::getline(ss, dir, ':'))
    if (!dir.empty() && executable(dir + "/" + name)) return dir + "/" + name;
  return "";
}

// Calls on_line for every line of `log` inside the block of a function whose name (capture 1 of
// `header`) contains `kernel`; a block ends at the next header line. Returns whether such a header
// was seen.
template <class OnLine>
bool scan_function_block(const std::string& log, const std::regex& header, const std::string& kernel,
                         OnLine on_line) {
  bool inside = false, seen = false;
  std::stringstream ss(log);
  std::string line;
  while (std::getline(ss, line)) {
    std::smatch m;
    if (std::regex_search(line, m, header)) {
      inside = m[1].str().find(kernel) != std::string::npos;
      seen = seen || inside;
      continue;
    }
    if (inside) on_line(line);
  }
  return seen;
}

}  // namespace

GpuResources parse_nvcc_resources(const std::string& log, const std::string& kernel) {
  // ptxas prints, per entry function:  "Compiling entry function '<mangled>' for 'sm_80'",
  // "<n> bytes stack frame, <n> bytes spill stores, <n> bytes spill loads",
  // "Used <n> registers, ... <n> bytes smem, ...". The function's block ends at the next entry.
  static const std::regex entry(R"(Compiling entry function '([^']*)')");
  static const std::regex regs(R"(Used (\d+) registers)");
  static const std::regex smem(R"((\d+) bytes smem)");
  static const std::regex stack(R"((\d+) bytes stack frame)");
  static const std::regex stores(R"((\d+) bytes spill stores)");
  static const std::regex loads(R"((\d+) bytes spill loads)");
  GpuResources r;
  scan_function_block(log, entry, kernel, [&](const std::string& line) {
    if (int64_t v = match_int(line, regs); v >= 0) { r.registers = static_cast<int>(v); r.found = true; }
    if (int64_t v = match_int(line, smem); v >= 0) r.shared_static = v;
    if (int64_t v = match_int(line, stack); v >= 0) r.stack_bytes = v;
    if (int64_t v = match_int(line, stores); v >= 0) r.spill_bytes += v;
    if (int64_t v = match_int(line, loads); v >= 0) r.spill_bytes += v;
  });
  return r;
}

GpuResources parse_clang_resources(const std::string& log, const std::string& kernel) {
  // clang prints one remark per figure after "Function Name: <name>".
  static const std::regex fname(R"(Function Name: (\S+))");
  static const std::regex sgpr(R"(\bSGPRs: (\d+))");
  static const std::regex vgpr(R"(\bVGPRs: (\d+))");
  static const std::regex agpr(R"(\bAGPRs: (\d+))");
  static const std::regex scratch(R"(ScratchSize \[bytes/lane\]: (\d+))");
  static const std::regex occ(R"(Occupancy \[waves/SIMD\]: (\d+))");
  static const std::regex sspill(R"(SGPRs Spill: (\d+))");
  static const std::regex vspill(R"(VGPRs Spill: (\d+))");
  static const std::regex lds(R"(LDS Size \[bytes/block\]: (\d+))");
  GpuResources r;
  r.found = scan_function_block(log, fname, kernel, [&](const std::string& line) {
    if (int64_t v = match_int(line, sgpr); v >= 0) r.sgprs = static_cast<int>(v);
    if (int64_t v = match_int(line, vgpr); v >= 0) r.registers += static_cast<int>(v);
    if (int64_t v = match_int(line, agpr); v >= 0) r.registers += static_cast<int>(v);
    if (int64_t v = match_int(line, scratch); v >= 0) r.stack_bytes = v;
    if (int64_t v = match_int(line, occ); v >= 0) r.occupancy_waves = static_cast<int>(v);
    if (int64_t v = match_int(line, sspill); v >= 0) r.sgpr_spills += v;
    if (int64_t v = match_int(line, vspill); v >= 0) r.spill_bytes += v;
    if (int64_t v = match_int(line, lds); v >= 0) r.shared_static = v;
  });
  return r;
}

std::string find_gpu_compiler(GpuApi api) {
  if (api == GpuApi::cuda) {
    if (const char* e = std::getenv("RAMMER_NVCC"); e && *e) return executable(e) ? e : "";
    if (executable("/usr/local/cuda/bin/nvcc")) return "/usr/local/cuda/bin/nvcc";
    return on_path("nvcc");
  }
  if (const char* e = std::getenv("RAMMER_HIP_CLANG"); e && *e) return executable(e) ? e : "";
  if (!executable("/usr/include/hip/hip_runtime.h") && !executable("/opt/rocm/include/hip/hip_runtime.h"))
    return "";
  for (const char* name : {"clang++-15", "clang++"})
    if (std::string p = on_path(name); !p.empty()) return p;
  return "";
}

std::string shell_command(const std::vector<std::string>& args) {
  std::string command;
  for (size_t i = 0; i < args.size(); ++i) command += (i ? " " : "") + shell_quote(args[i]);
  return command;
}

std::vector<std::string> gpu_compile_args(const GpuTarget& target, const std::string& compiler,
                                          const std::string& source, const std::string& output,
                                          const GpuBuildOptions& options) {
  std::vector<std::string> args{compiler};
  if (target.api == GpuApi::cuda) {
    // SASS for the arch plus its PTX: SASS runs only on that major version (sm_80 SASS does not run
    // on sm_90), the embedded PTX lets the driver JIT the library for newer GPUs. ptxas still runs
    // once (for the SASS), so --resource-usage reports the kernel once.
    args.insert(args.end(), {"-std=c++17", "-O3", "--resource-usage", "-I" + options.include_dir});
    if (!options.keep_dir.empty()) args.insert(args.end(), {"--keep", "--keep-dir", options.keep_dir});
    if (options.device_only) {
      // A cubin holds exactly one real arch; ptxas's resource report is the same either way.
      args.insert(args.end(), {"-arch=" + options.arch, "-cubin", "-o", output, source});
      return args;
    }
    const std::string sm = options.arch.substr(options.arch.rfind('_') + 1);
    args.insert(args.end(), {"-gencode", "arch=compute_" + sm + ",code=[sm_" + sm + ",compute_" + sm + "]",
                             "-Xcompiler", "-fPIC", "-c", "-o", output, source});
    return args;
  }
  args.insert(args.end(), {"-x", "hip", "-std=c++17", "-O3", "--offload-arch=" + options.arch,
                           "-Rpass-analysis=kernel-resource-usage", "-I" + options.include_dir});
  if (std::filesystem::exists("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"))
    args.insert(args.end(), {"--rocm-path=/usr",
                             "--hip-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"});
  if (!options.keep_dir.empty()) args.push_back("-save-temps=obj");
  if (options.host_only) args.push_back("--cuda-host-only");
  if (options.device_only) args.push_back("--cuda-device-only");
  args.insert(args.end(), {"-fPIC", "-c", "-o", output, source});
  return args;
}

std::vector<std::string> gpu_link_args(const GpuTarget& target, const std::string& compiler,
                                       const std::vector<std::string>& objects, const std::string& output) {
  std::vector<std::string> args{compiler, "-shared", "-o", output};
  if (target.api == GpuApi::cuda) args.insert(args.begin() + 1, {"-cudart", "shared"});
  args.insert(args.end(), objects.begin(), objects.end());
  if (target.api == GpuApi::hip) args.push_back("-lamdhip64");
  return args;
}

namespace {

// Runs argv, the compiler's temporaries in a directory of our own next to `output`, removed
// afterwards: clang 15's HIP driver leaves two empty directories in $TMPDIR per compile (seen as
// /tmp/<source>-<hex>).
GpuBuild run_compiler(const std::vector<std::string>& args, const std::string& output) {
  GpuBuild b;
  b.compiler_found = true;
  b.output = output;
  b.command = shell_command(args);
  const std::filesystem::path out_dir = std::filesystem::path(output).parent_path();
  std::string tmpl = ((out_dir.empty() ? "." : out_dir) / ".rammer-cc-XXXXXX").string();
  const bool private_tmp = mkdtemp(tmpl.data()) != nullptr;
  const std::string env = private_tmp ? "TMPDIR=" + shell_quote(tmpl) + " " : "";
  const auto t0 = std::chrono::steady_clock::now();
  if (FILE* p = popen((env + b.command + " 2>&1").c_str(), "r")) {
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) b.log.append(buf, n);
    const int rc = pclose(p);
    b.ok = rc == 0;
  }
  b.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (private_tmp) {
    std::error_code ignored;
    std::filesystem::remove_all(tmpl, ignored);
  }
  return b;
}

}  // namespace

GpuBuild compile_gpu_object(const GpuTarget& target, const std::string& source, const std::string& output,
                            const GpuBuildOptions& options) {
  const std::string cc = find_gpu_compiler(target.api);
  if (cc.empty()) return GpuBuild{};
  GpuBuild b = run_compiler(gpu_compile_args(target, cc, source, output, options), output);
  b.resources = target.api == GpuApi::cuda ? parse_nvcc_resources(b.log) : parse_clang_resources(b.log);
  return b;
}

GpuBuild link_gpu_library(const GpuTarget& target, const std::vector<std::string>& objects,
                          const std::string& output) {
  const std::string cc = find_gpu_compiler(target.api);
  if (cc.empty()) return GpuBuild{};
  return run_compiler(gpu_link_args(target, cc, objects, output), output);
}

std::string gpu_compiler_version(const std::string& compiler) {
  static std::mutex mu;
  static std::map<std::string, std::string> known;
  std::lock_guard<std::mutex> lock(mu);
  if (auto it = known.find(compiler); it != known.end()) return it->second;
  std::string out;
  if (FILE* p = popen((shell_quote(compiler) + " --version 2>&1").c_str(), "r")) {
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
    if (pclose(p) != 0) out.clear();
  }
  // The whole text: nvcc prints its build (date, release, V-number), clang its version and target.
  return known[compiler] = out;
}

}  // namespace rammer
