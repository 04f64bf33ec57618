#include "backends/gpu/gpu_artifact.h"

#include "backends/gpu/runtime/rammer_tables.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "backends/gpu/emit_gpu.h"
#include "backends/gpu/gpu_device_cache.h"
#include "backends/gpu/gpu_launch_bounds.h"
#include "backends/plan/artifact_format.h"
#include "kernels/common.h"
#include "kernels/tile_path.h"
#include "support/xxhash64.h"
#include "vdevice/vdevice.h"

#ifndef RAMMER_SOURCE_DIR
#error "RAMMER_SOURCE_DIR must name the source tree (the tile kernels are copied from it)"
#endif

namespace rammer {

namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  RAMMER_CHECK(f.good(), "cannot write ", path.string());
  f << text;
  RAMMER_CHECK(f.good(), "error writing ", path.string());
}

std::string safe_name(const std::string& model) {
  std::string s;
  for (char c : model) s += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return s.empty() ? "model" : s;
}

// The headers the source includes: kernels/dispatch.h when the kernels provide one, else each
// kind's kernels/<kind>.h. Every header must exist in the source tree.
std::vector<std::string> kernel_headers(const std::set<kernels::OpKind>& kinds) {
  const fs::path kdir = fs::path(RAMMER_SOURCE_DIR) / "kernels";
  if (fs::exists(kdir / "dispatch.h")) return {"kernels/dispatch.h"};
  std::set<std::string> names;
  for (kernels::OpKind k : kinds) names.insert(gpu_kind_name(k));
  std::vector<std::string> out;
  for (const auto& n : names) {
    if (!fs::exists(kdir / (n + ".h")))
      RAMMER_UNSUPPORTED("GPU backend: no tile kernel kernels/", n, ".h for op kind ", n);
    out.push_back("kernels/" + n + ".h");
  }
  return out;
}

void copy_includes(const fs::path& out) {
  const fs::path src(RAMMER_SOURCE_DIR);
  fs::create_directories(out / "include" / "kernels");
  for (const auto& e : fs::directory_iterator(src / "kernels"))
    if (e.path().extension() == ".h")
      fs::copy_file(e.path(), out / "include" / "kernels" / e.path().filename(),
                    fs::copy_options::overwrite_existing);
  fs::copy_file(src / "backends" / "gpu" / "rammer_gpu.h", out / "include" / "rammer_gpu.h",
                fs::copy_options::overwrite_existing);
  // The fixed runtime (persistent kernel, host API, target differences) beside the C API header.
  for (const auto& e : fs::directory_iterator(src / "backends" / "gpu" / "runtime"))
    if (e.path().extension() == ".h")
      fs::copy_file(e.path(), out / "include" / e.path().filename(), fs::copy_options::overwrite_existing);
}

std::string cmakelists(const std::string& lib, const std::string& source, const std::string& device_source,
                       const GpuTarget& t, const std::string& arch) {
  std::ostringstream o;
  const std::string sources = source + " " + device_source;
  if (t.api == GpuApi::cuda) {
    o << "# Builds lib" << lib << ".so (the persistent kernel) with nvcc: cmake -B build && cmake --build build\n"
      << "cmake_minimum_required(VERSION 3.25)\nproject(" << lib << " LANGUAGES CXX CUDA)\n"
      << "find_package(CUDAToolkit REQUIRED)\n"
      << "add_library(" << lib << " SHARED " << sources << ")\n"
      << "set_target_properties(" << lib << " PROPERTIES CUDA_ARCHITECTURES " << arch.substr(3)
      << " CUDA_STANDARD 17 CUDA_RUNTIME_LIBRARY Shared)\n"
      << "target_compile_options(" << lib << " PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--resource-usage>)\n";
  } else {
    o << "# Builds lib" << lib << ".so (the persistent kernel) with clang-HIP: cmake -B build && cmake --build build\n"
      << "cmake_minimum_required(VERSION 3.25)\nproject(" << lib << " LANGUAGES CXX HIP)\n"
      << "add_library(" << lib << " SHARED " << sources << ")\n"
      << "set_source_files_properties(" << sources << " PROPERTIES LANGUAGE HIP)\n"
      << "set_target_properties(" << lib << " PROPERTIES HIP_ARCHITECTURES " << arch << " HIP_STANDARD 17)\n"
      << "target_compile_options(" << lib << " PRIVATE -Rpass-analysis=kernel-resource-usage)\n";
  }
  o << "target_include_directories(" << lib << " PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/include)\n";
  return o.str();
}

}  // namespace

std::string gpu_arch_of(const DeviceSpec& spec) { return spec.arch; }

GpuKernelMeasure measure_gpu_kernel(GpuApi api, const std::string& arch, int threads,
                                    const std::set<kernels::OpKind>& kinds, const std::string& out_dir,
                                    bool linkable, bool compile_on_miss, GpuMatrixPaths matrix_paths) {
  GpuKernelMeasure m;
  Status st = capture_status([&] {
    const GpuTarget& target = api == GpuApi::cuda ? cuda_target() : hip_target();
    if (arch == "sm_70" || find_gpu_compiler(api).empty()) {
      m.note = arch == "sm_70" ? "nvcc 13 cannot compile for sm_70" : "no GPU compiler";
      return;
    }
    copy_includes(out_dir);  // the artifact's include/, so the later build finds the same entry
    const GpuKernelBuild kb = build_persistent_kernel(target, arch, threads, kinds, kernel_headers(kinds),
                                                      (fs::path(out_dir) / "include").string(), linkable,
                                                      compile_on_miss, matrix_paths);
    const GpuDeviceCode& code = kb.code;
    m.min_blocks_per_sm = kb.min_blocks;
    m.launch_bounds_fallback = kb.fallback;
    m.found = code.build.ok && code.build.resources.found;
    m.resources = code.build.resources;
    m.cached = code.build.cached;
    m.asm_path = code.asm_path;
    m.note = m.found ? (m.cached ? "from the device-code cache" : "compiled") : code.build.log.substr(0, 500);
  });
  if (!st) m.note = st.message();
  return m;
}

Result<GpuArtifact> write_gpu_artifact(const Graph& g, const ScheduleReport& report, const Plan& plan,
                                       const GpuOptions& options, const std::string& out_dir) {
  (void)g;
  GpuArtifact art;
  Status st = capture_status([&] {
    const GpuTarget& target = options.target == GpuApi::cuda ? cuda_target() : hip_target();
    const std::string arch = options.arch.empty() ? gpu_arch_of(report.device.spec) : options.arch;
    const bool arch_ok = target.api == GpuApi::cuda ? arch.rfind("sm_", 0) == 0 : arch.rfind("gfx", 0) == 0;
    RAMMER_CHECK(arch_ok, "GPU backend: arch ", arch, " is not a ", target.name, " target (device ",
                 report.device.spec.name, ")");
    const fs::path out(out_dir);
    fs::create_directories(out);
    const std::string name = safe_name(plan.model);
    GpuKernelConfig cfg;
    cfg.threads = report.device.resources.threads_per_block;
    cfg.shared_bytes = report.device.resources.shared_bytes;
    const std::set<kernels::OpKind> kinds = gpu_op_kinds(plan, target);
    cfg.kernel_headers = kernel_headers(kinds);
    GpuMatrixPaths matrix_paths = gpu_matrix_paths(options.precision, options.matrix_unit);
    // The SIMT paths stay in the device half when an op takes one: an fp32 op, or a group-1 conv on
    // the matrix units whose weight rows are not K-contiguous (kernels/conv.h falls back then).
    bool simt = !matrix_paths.compiled;
    for (const kernels::OpDesc& op : plan.ops) {
      const kernels::TilePath p = kernels::tile_path(op);
      if (p == kernels::TilePath::gemm_simt || p == kernels::TilePath::conv_simt) simt = true;
      if (p == kernels::TilePath::conv_mma &&
          !kernels::rows_contiguous(plan.tensors[static_cast<size_t>(op.operands[1])].desc))
        simt = true;
    }
    matrix_paths.simt = simt;
    for (size_t i = 0; i < plan.ops.size(); ++i) {
      const kernels::TilePath p = kernels::tile_path(plan.ops[i]);
      if (p != kernels::TilePath::gemm_mma && p != kernels::TilePath::conv_mma) continue;
      const kernels::MathPrecision op_precision =
          p == kernels::TilePath::gemm_mma ? kernels::GemmParams::unpack(plan.ops[i]).precision
                                           : kernels::ConvParams::unpack(plan.ops[i]).precision;
      if (!matrix_paths.compiled || static_cast<int>(op_precision) != matrix_paths.only_precision)
        RAMMER_FAIL("GPU backend: op ", i < plan.op_names.size() ? plan.op_names[i] : std::to_string(i), " runs ",
                    kernels::tile_path_name(p), " at ", kernels::math_precision_name(op_precision),
                    " but the model's precision is ", kernels::math_precision_name(options.precision),
                    " (GpuOptions::precision), the only one its device half compiles");
    }
    // Two halves: the model's tables with the host API, and the device code, which depends only on
    // the op kinds and threads and so is compiled once per such key (gpu_device_cache.h).
    const std::string source = name + target.source_ext;
    const std::string device_source = name + "_device" + target.source_ext;
    art.source_path = (out / source).string();
    art.veus = static_cast<int>(plan.programs.size());
    write_file(out / source, emit_gpu_source(plan, target, cfg));
    // An assembly left by an earlier build here would not match these sources: written again below
    // when this build compiles (or reads the cache).
    std::error_code stale;
    fs::remove(out / (name + ".ptx"), stale);
    fs::remove(out / (name + ".s"), stale);
    copy_includes(out);
    Status w = plan.weights.write_file((out / "weights.bin").string());
    RAMMER_CHECK(w.is_ok(), w.message());
    write_file(out / "CMakeLists.txt", cmakelists(name, source, device_source, target, arch));

    const std::string lib = (out / ("lib" + name + ".so")).string();
    const GpuBuildOptions bo{arch, (out / "include").string(), false, false, ""};
    const std::string cc = find_gpu_compiler(target.api);
    std::string build_sh = "# (not built)";
    // The launch bounds of the device half: the wanted resident blocks per SM, or 1 where the cache
    // (or the build below) found that they spill.
    art.min_blocks_per_sm = gpu_wanted_min_blocks(cfg.threads);
    auto write_device_source = [&] {
      write_file(out / device_source,
                 emit_gpu_device_source(target, cfg.threads, kinds, cfg.kernel_headers, art.min_blocks_per_sm,
                                        matrix_paths));
    };
    auto fail_build = [&](const GpuBuild& b, const char* what) {
      write_file(out / "build.log", b.log);
      RAMMER_FAIL("GPU backend: ", target.name, " ", what, " failed for ", arch, " (log in ",
                  (out / "build.log").string(), "): ", b.log.substr(0, 2000));
    };
    if (options.emit_only) {
      art.build_note = "not built: --emit-only";
      if (!cc.empty() && arch != "sm_70") {
        const GpuKernelBuild known = build_persistent_kernel(target, arch, cfg.threads, kinds, cfg.kernel_headers,
                                                             bo.include_dir, true, false, matrix_paths);
        if (known.code.build.ok) {
          art.min_blocks_per_sm = known.min_blocks;
          art.launch_bounds_fallback = known.fallback;
        }
      }
      write_device_source();
    } else if (arch == "sm_70") {
      art.build_note = "not built: nvcc 13 cannot compile for sm_70 (V100); the source is written, build it "
                       "with CUDA 12 or older (nvcc -arch=sm_70)";
      write_device_source();
    } else if (cc.empty()) {
      art.build_note = std::string("not built: no ") + (target.api == GpuApi::cuda ? "nvcc" : "clang-HIP") +
                       " found (set RAMMER_NVCC / RAMMER_HIP_CLANG)";
      write_device_source();
    } else {
      const GpuKernelBuild kb = build_persistent_kernel(target, arch, cfg.threads, kinds, cfg.kernel_headers,
                                                        bo.include_dir, !options.device_only, true,
                                                        matrix_paths);
      const GpuDeviceCode& device = kb.code;
      art.min_blocks_per_sm = kb.min_blocks;
      art.launch_bounds_fallback = kb.fallback;
      write_device_source();
      if (!device.build.ok) fail_build(device.build, "device build");
      art.build = device.build;
      // The device assembly of the same compile, beside the sources (<model>.ptx / <model>.s).
      if (!device.asm_path.empty()) {
        const fs::path asm_out = out / (name + (target.api == GpuApi::cuda ? ".ptx" : ".s"));
        fs::copy_file(device.asm_path, asm_out, fs::copy_options::overwrite_existing);
        art.asm_path = asm_out.string();
      }
      // How the artifact builds itself: the same commands on its own files.
      const std::string device_obj = (out / (name + "_device.o")).string();
      const std::string host_obj = (out / (name + ".o")).string();
      GpuBuildOptions host_options = bo;
      host_options.host_only = true;
      build_sh = shell_command(gpu_compile_args(target, cc, (out / device_source).string(), device_obj, bo)) + "\n" +
                 shell_command(gpu_compile_args(target, cc, art.source_path, host_obj, host_options)) + "\n" +
                 shell_command(gpu_link_args(target, cc, {host_obj, device_obj}, lib));
      art.build_note = (device.build.cached ? "device code from the cache (" : "device code compiled (") +
                       device.key + "): " + device.build.command;
      if (!options.device_only) {
        fs::copy_file(device.build.output, device_obj, fs::copy_options::overwrite_existing);
        const GpuBuild host = compile_gpu_object(target, art.source_path, host_obj, host_options);
        if (!host.ok) fail_build(host, "host build");
        const GpuBuild link = link_gpu_library(target, {host_obj, device_obj}, lib);
        if (!link.ok) fail_build(link, "link");
        art.build.seconds += host.seconds + link.seconds;
        art.build.output = lib;
        art.build_note += "; " + host.command + "; " + link.command;
        art.library_path = lib;
      }
      art.built = true;
    }
    write_file(out / "build.sh", "#!/bin/sh\n# How rammerc built this artifact (the device object may have come "
                                 "from its cache)\nset -e\n" + build_sh + "\n");
    // Occupancy from the measured resources (vdevice/occupancy.h, as the schedule's vEUs).
    const GpuResources& r = art.build.resources;
    if (art.built && r.found) {
      KernelResources kr;
      kr.threads_per_block = cfg.threads;
      kr.shared_bytes = cfg.shared_bytes + r.shared_static;
      kr.registers_per_thread = std::max(1, r.registers);
      art.blocks_per_sm = occupancy_blocks_per_sm(report.device.spec, kr);
      art.occupancy = kernel_occupancy(report.device.spec, kr);
      art.shared_memory_bytes = kr.shared_bytes;
      art.capacity = art.blocks_per_sm * report.device.spec.sm_count;
    }
    nlohmann::json manifest = nlohmann::json::object();
    if (fs::exists(out / "manifest.json")) {
      std::ifstream f(out / "manifest.json");
      manifest = nlohmann::json::parse(f, nullptr, false);
      if (manifest.is_discarded() || !manifest.is_object()) manifest = nlohmann::json::object();
    }
    nlohmann::json gj;
    gj["target"] = target.name;
    gj["arch"] = arch;
    gj["source"] = source;
    gj["library"] = art.library_path.empty() ? nlohmann::json(nullptr) : nlohmann::json(fs::path(lib).filename().string());
    gj["built"] = art.built;
    gj["build"] = art.build_note;
    gj["veus"] = art.veus;
    // The grid the schedule was made for (one block per vEU on the named SKU) and the smallest grid
    // that still runs it (vEUs multiplexed onto blocks, rammer_persistent.h).
    gj["schedule_blocks"] = art.veus;
    gj["min_blocks"] = gpu::min_blocks_for(art.veus);
    gj["max_veus_per_block"] = gpu::kMaxVeusPerBlock;
    gj["threads_per_block"] = cfg.threads;
    gj["launch_bounds_min_blocks"] = art.min_blocks_per_sm;
    gj["launch_bounds_wanted_min_blocks"] = gpu_wanted_min_blocks(cfg.threads);
    if (!art.launch_bounds_fallback.empty()) gj["launch_bounds_fallback"] = art.launch_bounds_fallback;
    gj["dynamic_shared_memory_bytes"] = cfg.shared_bytes;
    // Of which the resident region (an RNN step's slice of R kept across timesteps; rammer_tables.h).
    gj["resident_shared_memory_bytes"] = plan.resident_bytes;
    gj["workspace_bytes"] = plan.workspace_bytes;
    gj["weights_bytes"] = plan.weights.size();
    gj["registers"] = r.found ? nlohmann::json(r.registers) : nlohmann::json(nullptr);
    gj["shared_memory_bytes"] = r.found ? nlohmann::json(cfg.shared_bytes + r.shared_static) : nlohmann::json(nullptr);
    gj["spills"] = r.found ? nlohmann::json(r.spill_bytes) : nlohmann::json(nullptr);
    gj["stack_bytes"] = r.found ? nlohmann::json(r.stack_bytes) : nlohmann::json(nullptr);
    if (target.api == GpuApi::hip && r.found) {
      gj["sgprs"] = r.sgprs;
      gj["occupancy_waves_per_simd"] = r.occupancy_waves;
    }
    gj["assembly"] =
        art.asm_path.empty() ? nlohmann::json(nullptr) : nlohmann::json(fs::path(art.asm_path).filename().string());
    gj["blocks_per_sm"] = art.blocks_per_sm ? nlohmann::json(art.blocks_per_sm) : nlohmann::json(nullptr);
    // What the occupancy follows from: each limit alone (blocks per SM) and the one that decides.
    if (art.blocks_per_sm) {
      const Occupancy& oc = art.occupancy;
      if (target.api == GpuApi::cuda)
        gj["warps_per_sm"] = oc.warps_per_sm;
      else
        gj["waves_per_simd"] = oc.waves_per_simd;
      gj["occupancy_limit"] = occupancy_limit_name(oc.limit);
      nlohmann::json limits = {{"threads", oc.by_threads},
                               {"blocks", oc.by_blocks},
                               {"registers", oc.by_registers},
                               {"shared_memory", oc.by_shared_memory}};
      limits["launch_bounds"] = oc.by_launch_bounds ? nlohmann::json(oc.by_launch_bounds) : nlohmann::json(nullptr);
      gj["occupancy_limits_blocks_per_sm"] = limits;
    } else {
      gj[target.api == GpuApi::cuda ? "warps_per_sm" : "waves_per_simd"] = nullptr;
      gj["occupancy_limit"] = nullptr;
    }
    gj["co_resident_capacity"] = art.capacity ? nlohmann::json(art.capacity) : nlohmann::json(nullptr);
    gj["schedule_assumed_blocks_per_sm"] = report.device.blocks_per_sm;
    manifest["gpu"] = gj;
    // What a caller binds: the model's inputs and outputs (device buffers of exactly these bytes).
    auto io_json = [&](const std::vector<PlanIO>& list) {
      nlohmann::json a = nlohmann::json::array();
      for (const PlanIO& io : list)
        a.push_back({{"name", io.name}, {"dtype", std::string(dtype_name(io.dtype))}, {"shape", io.shape},
                     {"bytes", shape_numel(io.shape) * static_cast<int64_t>(dtype_size(io.dtype))}});
      return a;
    };
    manifest["format_version"] = kArtifactFormatVersion;  // backends/plan/artifact_format.h
    manifest["model"] = plan.model;
    manifest["weights_bytes"] = plan.weights.size();
    manifest["weights_checksum"] = checksum_text(plan.weights.checksum());
    manifest["device"] = report.device.spec.name;
    manifest["policy"] = report.schedule.policy;
    manifest["precision"] = plan.precision;
    manifest["inputs"] = io_json(plan.inputs);
    manifest["outputs"] = io_json(plan.outputs);
    manifest["workspace_bytes"] = plan.workspace_bytes;
    write_file(out / "manifest.json", manifest.dump(2) + "\n");
  });
  if (!st.is_ok()) return st;
  return art;
}

std::string gpu_occupancy_line(const GpuArtifact& art, const DeviceSpec& spec, GpuApi api, const std::string& arch) {
  const GpuResources& r = art.build.resources;
  if (!art.built || !r.found || art.blocks_per_sm == 0) return "";
  const Occupancy& o = art.occupancy;
  std::ostringstream s;
  s << spec.name << " " << arch << ": " << r.registers << " registers, ";
  if (r.spill_bytes == 0)
    s << "0 spills";
  else
    s << r.spill_bytes << (api == GpuApi::cuda ? " B spilled" : " VGPR spills");
  char shared[32];
  const int64_t shared_bytes = art.shared_memory_bytes;
  std::snprintf(shared, sizeof shared, "%.1f KB", static_cast<double>(shared_bytes) / 1024.0);
  s << ", " << shared << " shared -> " << o.blocks_per_sm;
  if (api == GpuApi::cuda) {
    s << " blocks/SM (" << o.warps_per_sm << " warps)";
  } else {
    char waves[32];
    std::snprintf(waves, sizeof waves, "%g", o.waves_per_simd);
    s << " blocks/CU (" << waves << " waves/SIMD)";
  }
  s << ", limited by " << occupancy_limit_name(o.limit);
  return s.str();
}

}  // namespace rammer
