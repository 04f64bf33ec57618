#include "bench/gpu/gpu_sol.h"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

#include "backends/gpu/emit_gpu.h"
#include "backends/gpu/gpu_artifact.h"
#include "bench/cpu/bench_util.h"
#include "driver/compile.h"
#include "driver/target.h"
#include "kernels/op_params.h"

namespace rammer::bench {

namespace fs = std::filesystem;
using kernels::OpKind;
using kernels::TilePath;

const char* const kGpuSolCsvHeader =
    "model,device,arch,precision,op,kind,path,op_precision,function,own_function,kloop_found,kloops,"
    "matrix_per_kstep,shared_loads_per_kstep,shared_loads_per_matrix,ldmatrix,cp_async,global_load_bits,"
    "generic_load_bits,fma_per_kstep,div_in_kloop,div_in_loops,matrix_in_function,registers,spills,"
    "shared_bytes,blocks_per_sm,warps_per_sm,waves_per_simd,occupancy_limit";

namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  RAMMER_CHECK(f.good(), "cannot read ", path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// "void rammer::kernels::gemm_mma_tile<(P)1, 256>(Block<256>&, ...)" -> "gemm_mma_tile<(P)1, 256>".
std::string short_function_name(std::string d) {
  for (const std::string anon : {"(anonymous namespace)::"})
    for (size_t at; (at = d.find(anon)) != std::string::npos;) d.erase(at, anon.size());
  int depth = 0;
  size_t end = d.size();
  for (size_t i = 0; i < d.size(); ++i) {
    if (d[i] == '<') ++depth;
    if (d[i] == '>') --depth;
    if (d[i] == '(' && depth == 0) {
      end = i;
      break;
    }
  }
  d = d.substr(0, end);
  size_t start = 0;
  depth = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    if (d[i] == '<') ++depth;
    if (d[i] == '>') --depth;
    if (depth == 0 && (d[i] == ' ' || (d[i] == ':' && i > 0 && d[i - 1] == ':'))) start = i + 1;
  }
  return d.substr(start);
}

bool is_matrix_path(TilePath p) { return p == TilePath::conv_mma || p == TilePath::gemm_mma; }
// The paths whose work is a GEMM (implicit or not): the ones a matrix unit could run.
bool is_gemm_shaped(TilePath p) {
  return p == TilePath::conv_simt || p == TilePath::conv_direct || p == TilePath::conv_transpose ||
         p == TilePath::gemm_simt;
}

// The precision of a conv / gemm op's products (fp32 for the other kinds).
kernels::MathPrecision op_precision(const kernels::OpDesc& op) {
  switch (static_cast<OpKind>(op.kind)) {
    case OpKind::conv: return kernels::ConvParams::unpack(op).precision;
    case OpKind::gemm: return kernels::GemmParams::unpack(op).precision;
    default: return kernels::MathPrecision::fp32;
  }
}

// Reachable functions whose name holds `word`, without those called from another of them (a
// path's helpers share its name; the path function is the one the rest of the kernel calls).
std::vector<const AsmFunction*> named_functions(const DeviceAsm& a, const std::string& word) {
  std::vector<const AsmFunction*> found;
  for (const std::string& n : a.reachable())
    if (const AsmFunction* f = a.find(n); f && name_holds_word(f->demangled, word)) found.push_back(f);
  std::vector<const AsmFunction*> top;
  for (const AsmFunction* f : found) {
    bool called_by_another = false;
    for (const AsmFunction* g : found)
      for (const AsmInstr& in : g->instrs)
        if (g != f && in.callee == f->name) called_by_another = true;
    if (!called_by_another) top.push_back(f);
  }
  return top;
}

PathFigures analyse_path(const DeviceAsm& a, TilePath path, OpKind kind, kernels::MathPrecision precision,
                         bool hip) {
  PathFigures p;
  p.path = path;
  p.precision = kernels::math_precision_name(precision);
  p.matrix_path = is_matrix_path(path);
  std::vector<const AsmFunction*> fns = named_functions(a, kernels::tile_path_name(path));
  p.own_function = !fns.empty();
  if (fns.empty()) {
    // Not its own function: the op kind's generated function (CUDA), or the one kernel of this
    // kind's compile (HIP inlines every tile).
    if (!hip) fns = named_functions(a, "rammer_" + gpu_kind_name(kind) + "_tile");
    if (fns.empty())
      for (const AsmFunction& f : a.functions)
        if (f.entry) fns.push_back(&f);
  }
  if (fns.empty()) {
    p.note = "no function found for this path";
    return p;
  }
  const KLoopKind loop_kind = p.matrix_path  ? KLoopKind::matrix
                              : p.own_function ? KLoopKind::simt
                                               : KLoopKind::simt_beside_matrix;
  const unsigned types = matrix_types_for(p.precision);
  const AsmFunction* chosen = fns.front();
  KLoopReport best = analyse_kloop(a, *chosen, loop_kind, types);
  for (size_t i = 1; i < fns.size(); ++i) {
    KLoopReport r = analyse_kloop(a, *fns[i], loop_kind, types);
    const int w = p.matrix_path ? r.counts.matrix : r.counts.fma;
    const int bw = p.matrix_path ? best.counts.matrix : best.counts.fma;
    if (r.found && (!best.found || w > bw)) best = r, chosen = fns[i];
  }
  p.kloop = best;
  p.function = short_function_name(chosen->demangled);
  p.function_matrix = a.counts(*chosen).matrix;
  // A kind with one path (pool, row, ...) shares nothing worth a note.
  const bool single_path_kind = kernels::tile_path_name(path) == gpu_kind_name(kind);
  const std::string shared = p.own_function || single_path_kind
                                 ? ""
                                 : "; " + p.function + " holds every path of " + gpu_kind_name(kind);
  if (p.matrix_path && !best.found)
    p.note = std::string("no loop with ") + p.precision + " matrix instructions" + shared;
  else if (!p.matrix_path && is_gemm_shaped(path) && best.found && best.counts.matrix == 0)
    p.note = "0 matrix instructions in the k-loop: FMA units" + shared;
  else if (!best.found && is_gemm_shaped(path))
    p.note = "no k-loop (no loop with FMAs)" + shared;
  else
    p.note = shared.empty() ? "" : shared.substr(2);
  return p;
}

}  // namespace

ModelSol gpu_sol_model(const std::string& model, const GpuSolOptions& o) {
  ModelSol m;
  m.model = model;
  m.device = o.device;
  m.precision = o.precision;
  Status st = capture_status([&] {
    Result<Target> target = make_target(o.device, false, o.precision);
    RAMMER_CHECK(target.is_ok(), target.status().message());
    RAMMER_CHECK(target->is_gpu(), "gpu-sol: ", o.device, " is not a GPU device");
    m.arch = target->spec.arch;
    m.hip = target->kind == TargetKind::hip;
    const GpuApi api = m.hip ? GpuApi::hip : GpuApi::cuda;
    RAMMER_CHECK(!find_gpu_compiler(api).empty(), "gpu-sol: no ", m.hip ? "clang-HIP" : "nvcc",
                 " (set RAMMER_NVCC / RAMMER_HIP_CLANG)");
    const fs::path work = fs::path(o.work_dir) / (model + "_" + o.device + "_" + o.precision);
    fs::remove_all(work);
    CompileOptions c;
    c.out_dir = work.string();
    c.gpu_device_only = true;  // device code only: the resources and the assembly, no library
    CompileResult r = compile_model(o.model_dir + "/" + model + ".onnx", *target, c);
    RAMMER_CHECK(r.ok(), r.status.message());
    RAMMER_CHECK(r.compiled.gpu.has_value() && r.compiled.gpu->built, "gpu-sol: ", model, " was not built",
                 r.compiled.gpu ? ": " + r.compiled.gpu->build_note : std::string());
    const GpuArtifact& art = *r.compiled.gpu;
    RAMMER_CHECK(!art.asm_path.empty(), "gpu-sol: the compile of ", model, " kept no device assembly");
    m.registers = art.build.resources.registers;
    m.spills = art.build.resources.spill_bytes;
    m.shared_bytes = art.shared_memory_bytes;
    m.occupancy = art.occupancy;
    m.compiler_waves_per_simd = art.build.resources.occupancy_waves;

    const Plan& plan = r.compiled.plan;
    const int threads = r.compiled.target.threads_per_block;
    // CUDA: the whole kernel's PTX (every tile out of line). HIP: one compile per op kind.
    std::unique_ptr<DeviceAsm> whole;
    if (!m.hip) whole = std::make_unique<DeviceAsm>(parse_device_asm(read_text(art.asm_path), AsmDialect::ptx));
    std::map<OpKind, std::unique_ptr<DeviceAsm>> per_kind;
    auto asm_for = [&](OpKind kind) -> const DeviceAsm& {
      if (whole) return *whole;
      std::unique_ptr<DeviceAsm>& a = per_kind[kind];
      if (!a) {
        const std::string dir = (work / ("kind_" + gpu_kind_name(kind))).string();
        GpuKernelMeasure k = measure_gpu_kernel(api, m.arch, threads, {kind}, dir, false, true);
        RAMMER_CHECK(k.found && !k.asm_path.empty(), "gpu-sol: the ", gpu_kind_name(kind),
                     " tile alone did not compile for ", m.arch, ": ", k.note);
        a = std::make_unique<DeviceAsm>(parse_device_asm(read_text(k.asm_path), AsmDialect::gcn));
      }
      return *a;
    };
    std::map<std::pair<int, int>, int> index;  // (path, precision) -> paths[]
    for (size_t i = 0; i < plan.ops.size(); ++i) {
      const kernels::OpDesc& op = plan.ops[i];
      const OpKind kind = static_cast<OpKind>(op.kind);
      const TilePath path = kernels::tile_path(op);
      const kernels::MathPrecision prec = op_precision(op);
      const auto key = std::make_pair(static_cast<int>(path), static_cast<int>(prec));
      auto it = index.find(key);
      if (it == index.end()) {
        it = index.emplace(key, static_cast<int>(m.paths.size())).first;
        m.paths.push_back(analyse_path(asm_for(kind), path, kind, prec, m.hip));
      }
      ++m.paths[it->second].ops;
      OpFigures f;
      f.name = i < plan.op_names.size() ? plan.op_names[i] : std::to_string(i);
      f.kind = gpu_kind_name(kind);
      f.path_index = it->second;
      m.ops.push_back(f);
    }
    m.ok = true;
  });
  if (!st.is_ok()) m.error = st.message();
  return m;
}

namespace {

std::string per_matrix(const PathFigures& p) {
  const AsmCounts& c = p.kloop.counts;
  return c.matrix > 0 ? fixed(static_cast<double>(c.shared_loads) / c.matrix, 2) : "-";
}

std::string global_load(const AsmCounts& c) {
  if (c.global_load_bits > 0) return std::to_string(c.global_load_bits) + (c.cp_async ? " (cp.async)" : "");
  if (c.generic_load_bits > 0) return std::to_string(c.generic_load_bits) + " (generic)";
  return "-";
}

std::string yes_no(bool b) { return b ? "yes" : "no"; }

std::string occupancy_text(const ModelSol& m) {
  if (m.hip) return std::to_string(m.occupancy.blocks_per_sm) + " blocks/CU (" + fixed(m.occupancy.waves_per_simd, 1) +
                    " waves/SIMD)";
  return std::to_string(m.occupancy.blocks_per_sm) + " blocks/SM (" + std::to_string(m.occupancy.warps_per_sm) +
         " warps)";
}

}  // namespace

std::string gpu_sol_markdown(const std::vector<ModelSol>& reports) {
  std::ostringstream o;
  o << "| model | device | precision | registers | spills | shared | occupancy | limited by |\n"
    << "|---|---|---|---:|---:|---:|---|---|\n";
  for (const ModelSol& m : reports) {
    if (!m.ok) {
      o << "| " << m.model << " | " << m.device << " | " << m.precision << " | error: " << m.error << " |||||\n";
      continue;
    }
    o << "| " << m.model << " | " << m.device << " " << m.arch << " | " << m.precision << " | " << m.registers
      << " | " << m.spills << " | " << fixed(m.shared_bytes / 1024.0, 1) << " KB | " << occupancy_text(m) << " | "
      << occupancy_limit_name(m.occupancy.limit) << " |\n";
  }
  o << "\nPer tile-kernel path (k-loop: the innermost loop holding matrix instructions, or FMAs for a SIMT path):\n\n"
    << "| model | path | precision | ops | function | matrix/k-step | shared loads/matrix | ldmatrix | cp.async | "
       "global load bits | FMA/k-step | div in k-loop | div in loops | note |\n"
    << "|---|---|---|---:|---|---:|---:|---|---|---|---:|---:|---:|---|\n";
  for (const ModelSol& m : reports) {
    for (const PathFigures& p : m.paths) {
      const AsmCounts& c = p.kloop.counts;
      o << "| " << m.model << " | " << kernels::tile_path_name(p.path) << " | " << p.precision << " | " << p.ops
        << " | " << p.function << " | " << (p.kloop.found ? std::to_string(c.matrix) : "-") << " | "
        << per_matrix(p) << " | " << (p.kloop.found ? yes_no(c.ldmatrix > 0) : "-") << " | "
        << (p.kloop.found ? yes_no(c.cp_async > 0) : "-") << " | " << (p.kloop.found ? global_load(c) : "-")
        << " | " << (p.kloop.found ? std::to_string(c.fma) : "-") << " | "
        << (p.kloop.found ? std::to_string(c.divisions) : "-") << " | " << p.kloop.divisions_in_loops << " | "
        << p.note << " |\n";
    }
  }
  o << "\nPer op:\n\n| model | op | kind | path | precision | matrix/k-step | ldmatrix | cp.async | div in k-loop |\n"
    << "|---|---|---|---|---|---:|---|---|---:|\n";
  for (const ModelSol& m : reports) {
    for (const OpFigures& f : m.ops) {
      const PathFigures& p = m.paths[f.path_index];
      const AsmCounts& c = p.kloop.counts;
      o << "| " << m.model << " | " << f.name << " | " << f.kind << " | " << kernels::tile_path_name(p.path) << " | "
        << p.precision << " | " << (p.kloop.found ? std::to_string(c.matrix) : "-") << " | "
        << (p.kloop.found ? yes_no(c.ldmatrix > 0) : "-") << " | " << (p.kloop.found ? yes_no(c.cp_async > 0) : "-")
        << " | " << (p.kloop.found ? std::to_string(c.divisions) : "-") << " |\n";
    }
  }
  return o.str();
}

std::string gpu_sol_csv(const std::vector<ModelSol>& reports) {
  std::ostringstream o;
  o << kGpuSolCsvHeader << "\n";
  for (const ModelSol& m : reports) {
    if (!m.ok) continue;
    for (const OpFigures& f : m.ops) {
      const PathFigures& p = m.paths[f.path_index];
      const AsmCounts& c = p.kloop.counts;
      o << m.model << "," << m.device << "," << m.arch << "," << m.precision << "," << f.name << "," << f.kind << ","
        << kernels::tile_path_name(p.path) << "," << p.precision << ",\"" << p.function << "\","
        << (p.own_function ? 1 : 0) << "," << (p.kloop.found ? 1 : 0) << "," << p.kloop.candidates << ","
        << c.matrix << "," << c.shared_loads << ","
        << (c.matrix > 0 ? fixed(static_cast<double>(c.shared_loads) / c.matrix, 3) : "") << "," << c.ldmatrix << ","
        << c.cp_async << "," << c.global_load_bits << "," << c.generic_load_bits << "," << c.fma << ","
        << c.divisions << "," << p.kloop.divisions_in_loops << "," << p.function_matrix << "," << m.registers << ","
        << m.spills << "," << m.shared_bytes << "," << m.occupancy.blocks_per_sm << ","
        << (m.hip ? "" : std::to_string(m.occupancy.warps_per_sm)) << ","
        << (m.hip ? fixed(m.occupancy.waves_per_simd, 2) : "") << "," << occupancy_limit_name(m.occupancy.limit)
        << "\n";
    }
  }
  return o.str();
}

int bench_gpu_sol_main(int argc, char** argv) {
  CLI::App app{"rammer-bench gpu-sol: compile-time speed of light of the GPU tile kernels (bench/README.md)"};
  GpuSolOptions o;
  std::string models = "resnet50,bert_layer";
  std::string csv;
  o.model_dir = std::string(RAMMER_BINARY_DIR) + "/models";
  o.work_dir = std::string(RAMMER_BINARY_DIR) + "/gpu_sol";
  app.add_option("--device", o.device, "a GPU device (a100, h100, mi250, mi100)");
  app.add_option("--precision", o.precision, "fp32, tf32, fp16 or bf16");
  app.add_option("--models", models, "comma-separated model names (file stems)");
  app.add_option("--csv", csv, "also write a CSV file (one row per op)");
  app.add_option("--model-dir", o.model_dir, "directory holding <model>.onnx");
  app.add_option("--work-dir", o.work_dir, "where the compiles write their artifacts");
  CLI11_PARSE(app, argc, argv);
  std::vector<ModelSol> reports;
  int failures = 0;
  for (const std::string& model : split_list(models)) {
    reports.push_back(gpu_sol_model(model, o));
    if (!reports.back().ok) {
      std::cerr << "rammer-bench gpu-sol: " << model << ": " << reports.back().error << "\n";
      ++failures;
    }
  }
  std::cout << gpu_sol_markdown(reports);
  if (!csv.empty()) {
    std::ofstream f(csv);
    f << gpu_sol_csv(reports);
    if (!f.good()) {
      std::cerr << "rammer-bench gpu-sol: cannot write " << csv << "\n";
      return 1;
    }
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace rammer::bench
