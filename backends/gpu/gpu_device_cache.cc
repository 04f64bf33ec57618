#include "backends/gpu/gpu_device_cache.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "backends/gpu/emit_gpu.h"

namespace rammer {

namespace fs = std::filesystem;

namespace {

// 128-bit FNV-1a (two independent 64-bit lanes): a cache key, not a signature; the entry's own
// copy of the source is compared as well.
struct Hasher {
  uint64_t a = 0xcbf29ce484222325ull, b = 0x84222325cbf29ce4ull;
  void add(const std::string& s) {
    for (unsigned char c : s) {
      a = (a ^ c) * 0x100000001b3ull;
      b = (b ^ c) * 0x00000100000001b3ull + 0x9e3779b97f4a7c15ull;
    }
    // Length-delimited, so ("ab","c") and ("a","bc") differ.
    const std::string n = "\x1f" + std::to_string(s.size()) + "\x1f";
    for (unsigned char c : n) a = (a ^ c) * 0x100000001b3ull, b = (b ^ c) * 0x00000100000001b3ull;
  }
  std::string hex() const {
    char buf[33];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(a),
                  static_cast<unsigned long long>(b));
    return buf;
  }
};

bool read_file(const fs::path& path, std::string* out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::stringstream ss;
  ss << f.rdbuf();
  *out = ss.str();
  return f.good() || f.eof();
}

bool write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  return f.good();
}

// Every file under the include dir (relative path + bytes, in path order): a header edit changes
// the key even though the device source text does not.
void add_tree(Hasher& h, const std::string& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file()) files.push_back(it->path());
  std::sort(files.begin(), files.end());
  for (const fs::path& p : files) {
    std::string text;
    h.add(fs::relative(p, dir).generic_string());
    h.add(read_file(p, &text) ? text : std::string("<unreadable>"));
  }
}

std::string object_hash(const std::string& bytes) {
  Hasher h;
  h.add(bytes);
  return h.hex();
}

nlohmann::json resources_json(const GpuResources& r) {
  return {{"found", r.found},           {"registers", r.registers},     {"sgprs", r.sgprs},
          {"shared_static", r.shared_static}, {"spill_bytes", r.spill_bytes}, {"sgpr_spills", r.sgpr_spills},
          {"stack_bytes", r.stack_bytes}, {"occupancy_waves", r.occupancy_waves}};
}

// The entry in `dir` when every check passes; false (never a partial result) otherwise.
bool read_entry(const fs::path& dir, const std::string& key, const std::string& source, const std::string& ext,
                GpuDeviceCode* out) {
  std::string record, object, stored_source;
  if (!read_file(dir / "entry.json", &record) || !read_file(dir / "device.o", &object) ||
      !read_file(dir / ("device" + ext), &stored_source) || stored_source != source)
    return false;
  const nlohmann::json j = nlohmann::json::parse(record, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return false;
  try {
    if (j.at("key").get<std::string>() != key || j.at("object_bytes").get<uint64_t>() != object.size() ||
        j.at("object_hash").get<std::string>() != object_hash(object))
      return false;
    // The device assembly, when the compile kept one, is checked as the object is.
    std::string asm_path;
    if (const std::string asm_name = j.at("asm").get<std::string>(); !asm_name.empty()) {
      std::string text;
      if (!read_file(dir / asm_name, &text) || j.at("asm_bytes").get<uint64_t>() != text.size() ||
          j.at("asm_hash").get<std::string>() != object_hash(text))
        return false;
      asm_path = (dir / asm_name).string();
    }
    const nlohmann::json& r = j.at("resources");
    GpuBuild b;
    b.compiler_found = b.ok = b.cached = true;
    b.command = j.at("command").get<std::string>();
    b.log = j.at("log").get<std::string>();
    b.output = (dir / "device.o").string();
    b.resources.found = r.at("found").get<bool>();
    b.resources.registers = r.at("registers").get<int>();
    b.resources.sgprs = r.at("sgprs").get<int>();
    b.resources.shared_static = r.at("shared_static").get<int64_t>();
    b.resources.spill_bytes = r.at("spill_bytes").get<int64_t>();
    b.resources.sgpr_spills = r.at("sgpr_spills").get<int64_t>();
    b.resources.stack_bytes = r.at("stack_bytes").get<int64_t>();
    b.resources.occupancy_waves = r.at("occupancy_waves").get<int>();
    if (!b.resources.found) return false;
    out->build = b;
    out->asm_path = asm_path;
    return true;
  } catch (const nlohmann::json::exception&) {
    return false;
  }
}

// The compile in `work` kept its intermediates (gpu_compile.h keep_dir): the device assembly becomes
// work/device.ptx (CUDA) or work/device.s (HIP), everything else the compiler left is removed.
// Returns the assembly's file name, "" when the compiler left none.
std::string keep_device_asm(const GpuTarget& target, const fs::path& work, const fs::path& keep_dir,
                            const std::string& src_name) {
  std::error_code ec;
  const std::string name = target.api == GpuApi::cuda ? "device.ptx" : "device.s";
  std::string kept;
  std::vector<fs::path> leftovers;
  for (const fs::path& dir : {keep_dir, work}) {
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
      const std::string f = it->path().filename().string();
      if (dir == work && (f == src_name || f == "device.o" || f == name || it->path() == keep_dir)) continue;
      const bool is_asm = target.api == GpuApi::cuda
                              ? it->path().extension() == ".ptx"
                              : it->path().extension() == ".s" && f.find("-hip-amdgcn-") != std::string::npos;
      if (is_asm && kept.empty()) {
        fs::rename(it->path(), work / name, ec);
        if (!ec) kept = name;
      } else {
        leftovers.push_back(it->path());
      }
    }
    ec.clear();
  }
  for (const fs::path& p : leftovers) fs::remove_all(p, ec);
  fs::remove_all(keep_dir, ec);
  return kept;
}

// Holds an exclusive lock on `path` (created if absent) while alive; a no-op when it cannot open.
class FileLock {
 public:
  explicit FileLock(const fs::path& path) : fd_(open(path.c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644)) {
    if (fd_ >= 0) flock(fd_, LOCK_EX);
  }
  ~FileLock() {
    if (fd_ >= 0) close(fd_);  // releases the lock
  }
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_;
};

}  // namespace

std::string rammer_cache_dir() {
  if (const char* d = std::getenv("RAMMER_CACHE_DIR"); d && *d) return d;
  if (const char* d = std::getenv("XDG_CACHE_HOME"); d && *d) return (fs::path(d) / "rammerc").string();
  if (const char* d = std::getenv("HOME"); d && *d) return (fs::path(d) / ".cache" / "rammerc").string();
  return "";
}

GpuDeviceCode build_gpu_device_code(const GpuTarget& target, const std::string& arch, int threads,
                                    const std::set<kernels::OpKind>& kinds,
                                    const std::vector<std::string>& kernel_headers,
                                    const std::string& include_dir, bool linkable, bool compile_on_miss,
                                    int min_blocks, GpuMatrixPaths matrix_paths) {
  GpuDeviceCode code;
  code.source = emit_gpu_device_source(target, threads, kinds, kernel_headers, min_blocks, matrix_paths);
  const std::string cc = find_gpu_compiler(target.api);
  if (cc.empty()) return code;
  Hasher h;
  h.add(code.source);
  h.add(shell_command(
      gpu_compile_args(target, cc, "@SOURCE@", "@OBJECT@", {arch, "@INCLUDE@", false, !linkable, "@KEEP@"})));
  h.add(gpu_compiler_version(cc));
  add_tree(h, include_dir);
  code.key = h.hex();

  // Where the entry lives; without a cache root, a private folder under the system temp dir.
  std::error_code ec;
  std::string root_dir = rammer_cache_dir();
  if (root_dir.empty()) root_dir = (fs::temp_directory_path(ec) / "rammerc-cache").string();
  const fs::path root = fs::path(root_dir) / "gpu-device";
  fs::create_directories(root, ec);
  const fs::path dir = root / code.key;
  const std::string src_name = "device" + target.source_ext;

  FileLock lock(root / (code.key + ".lock"));
  if (read_entry(dir, code.key, code.source, target.source_ext, &code)) return code;
  if (!compile_on_miss) {
    code.build.compiler_found = true;
    code.build.log = "not in the device-code cache";
    return code;
  }
  fs::remove_all(dir, ec);  // absent, partial or corrupt: rebuilt below

  std::string tmpl = (root / (".tmp-" + code.key + "-XXXXXX")).string();
  const bool have_tmp = mkdtemp(tmpl.data()) != nullptr;
  const fs::path work = have_tmp ? fs::path(tmpl) : dir;
  fs::create_directories(work, ec);
  if (!write_file(work / src_name, code.source)) {
    code.build.compiler_found = true;
    code.build.log = "cannot write " + (work / src_name).string() + " (cache folder " + root.string() + ")";
    return code;
  }
  const fs::path keep_dir = work / "keep";
  fs::create_directories(keep_dir, ec);
  const GpuBuildOptions options{arch, include_dir, false, !linkable, keep_dir.string()};
  code.build = compile_gpu_object(target, (work / src_name).string(), (work / "device.o").string(), options);
  const std::string asm_name = keep_device_asm(target, work, keep_dir, src_name);
  std::string asm_text;
  if (!asm_name.empty()) read_file(work / asm_name, &asm_text);
  code.asm_path = asm_name.empty() ? "" : (work / asm_name).string();
  std::string object;
  if (code.build.ok && code.build.resources.found && read_file(work / "device.o", &object)) {
    // The record names the entry's final paths; it is written last, so a half-written entry never
    // passes read_entry.
    GpuBuildOptions final_options = options;
    final_options.keep_dir = (dir / "keep").string();
    code.build.command = shell_command(
        gpu_compile_args(target, cc, (dir / src_name).string(), (dir / "device.o").string(), final_options));
    nlohmann::json j = {{"key", code.key},
                        {"command", code.build.command},
                        {"log", code.build.log},
                        {"compile_seconds", code.build.seconds},
                        {"object_bytes", object.size()},
                        {"object_hash", object_hash(object)},
                        {"asm", asm_name},
                        {"asm_bytes", asm_text.size()},
                        {"asm_hash", object_hash(asm_text)},
                        {"resources", resources_json(code.build.resources)}};
    if (write_file(work / "entry.json", j.dump(2) + "\n") && (work == dir || (fs::rename(work, dir, ec), !ec))) {
      code.build.output = (dir / "device.o").string();
      code.asm_path = asm_name.empty() ? "" : (dir / asm_name).string();
      return code;
    }
  }
  // Not cacheable (failed build, or the folder could not be published): the object stays usable
  // where it was built; a failed build leaves nothing behind.
  if (!code.build.ok && have_tmp) {
    fs::remove_all(work, ec);
    code.asm_path.clear();
  }
  return code;
}

}  // namespace rammer
