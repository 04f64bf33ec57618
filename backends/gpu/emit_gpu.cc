#include "backends/gpu/emit_gpu.h"

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include "backends/gpu/runtime/rammer_tables.h"
#include "support/status.h"

namespace rammer {

namespace {

using kernels::OpKind;

std::string float_literal(float v) {
  if (std::isnan(v)) return "__builtin_nanf(\"\")";
  if (std::isinf(v)) return v > 0 ? "__builtin_inff()" : "-__builtin_inff()";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%af", static_cast<double>(v));  // hex float: exact
  return buf;
}

// Prints the first n elements, dropping trailing zeros (aggregate init zero-fills the rest).
template <class T>
std::string int_list(const T* v, int n) {
  while (n > 0 && v[n - 1] == 0) --n;
  std::string s = "{";
  for (int i = 0; i < n; ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s + "}";
}

std::string float_list(const float* v, int n) {
  while (n > 0 && v[n - 1] == 0.0f && !std::signbit(v[n - 1])) --n;
  std::string s = "{";
  for (int i = 0; i < n; ++i) s += (i ? "," : "") + float_literal(v[i]);
  return s + "}";
}

std::string c_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') { out += "\\n"; continue; }
    out += c;
  }
  return out + "\"";
}

std::string tensor_init(const kernels::TensorDesc& t) {
  std::ostringstream o;
  o << "{" << t.buffer << "," << t.dtype << "," << t.rank << "," << t.layout << "," << t.offset << ","
    << int_list(t.shape, t.rank) << "," << int_list(t.strides, t.rank) << "}";
  return o.str();
}

std::string op_init(const kernels::OpDesc& op) {
  std::ostringstream o;
  o << "{" << op.kind << "," << op.variant << "," << op.rank << "," << op.num_tasks << ","
    << int_list(op.space, op.rank) << "," << int_list(op.tile, op.rank) << ",{";
  for (int i = 0; i < kernels::kMaxOperands; ++i) o << (i ? "," : "") << op.operands[i];
  o << "}," << int_list(op.params, kernels::kMaxParams) << ","
    << float_list(op.fparams, kernels::kMaxFParams) << "," << op.num_steps << ",{";
  for (int i = 0; i < op.num_steps; ++i) {
    const kernels::ElemStep& s = op.steps[i];
    o << (i ? "," : "") << "{" << s.op << "," << s.dst << "," << s.a << "," << s.b << "," << s.c
      << "," << float_literal(s.alpha) << "," << float_literal(s.beta) << "}";
  }
  o << "}}";
  return o.str();
}

int64_t element_count(const Shape& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

std::string kind_list(const std::set<OpKind>& kinds) {
  std::string s;
  for (OpKind k : kinds) s += (s.empty() ? "" : ", ") + gpu_kind_name(k);
  return "{" + s + "}";
}

}  // namespace

std::string gpu_kind_name(OpKind kind) {
  const char* name = kernels::op_kind_name(kind);
  RAMMER_CHECK(name != nullptr, "unknown op kind ", static_cast<int>(kind));
  return name;
}

std::string gpu_tile_function(OpKind kind) {
  if (kind == OpKind::reference)
    RAMMER_UNSUPPORTED("op kind `reference` has no GPU tile kernel");
  return gpu_kind_name(kind) + "_tile";
}


std::set<OpKind> gpu_op_kinds(const Plan& plan, const GpuTarget& target) {
  std::set<OpKind> kinds;
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    if (plan.ops[i].kind == static_cast<int32_t>(OpKind::reference)) {
      const std::string name = i < plan.op_names.size() ? plan.op_names[i] : std::to_string(i);
      const std::string kind = i < plan.op_kinds.size() ? plan.op_kinds[i] : "?";
      RAMMER_UNSUPPORTED("GPU backend (", target.name, "): op ", name, " (", kind,
                         ") has no tile kernel; it can run on --device=cpu only");
    }
    kinds.insert(static_cast<OpKind>(plan.ops[i].kind));
  }
  return kinds;
}

std::string emit_gpu_source(const Plan& plan, const GpuTarget& target, const GpuKernelConfig& config) {
  RAMMER_CHECK(!plan.programs.empty(), "GPU backend: the plan of ", plan.model, " has no vEU programs");
  RAMMER_CHECK(config.threads > 0 && config.threads <= 1024, "GPU backend: threads per block ",
               config.threads, " out of range");
  const std::set<OpKind> kinds = gpu_op_kinds(plan, target);
  // The tiles write each graph output in its bound buffer and the runtime copies nothing after the
  // kernel (the plan makes an output's viewed intermediate live there: plan_tensors.cc).
  for (size_t i = 0; i < plan.outputs.size(); ++i) {
    const PlanTensor& t = plan.tensors[static_cast<size_t>(plan.outputs[i].tensor)];
    if (t.desc.buffer != static_cast<int32_t>(kernels::Buffer::output) || t.desc.offset != static_cast<int64_t>(i) ||
        t.io_bytes != 0) {
      const PlanTensor& base = t.base >= 0 ? plan.tensors[static_cast<size_t>(t.base)] : t;
      RAMMER_UNSUPPORTED("GPU backend (", target.name, "): graph output ", plan.outputs[i].name, " is the bytes of ",
                         base.name, ", which lives outside the output's buffer (a graph input, a constant, another "
                         "output) and the persistent kernel does not copy; it can run on --device=cpu only");
    }
  }
  RAMMER_CHECK(plan.shared_bytes + plan.resident_bytes <= config.shared_bytes, "GPU backend: the plan of ",
               plan.model, " needs ", plan.shared_bytes, " B of shared memory per tile and a resident region of ",
               plan.resident_bytes, " B, more than the kernel's ", config.shared_bytes, " B");

  std::ostringstream o;
  o << "// Generated by rammerc (backends/gpu, target " << target.name << ") for model " << plan.model
    << ", schedule " << plan.policy << " on " << plan.device << ". Do not edit: regenerate.\n"
    << "// The model's tables for one persistent kernel: " << plan.programs.size() << " vEUs x "
    << config.threads << " threads, " << config.shared_bytes << " B dynamic shared memory; the kernel over op\n"
    << "// kinds " << kind_list(kinds) << " is compiled apart (the device half), the C API is rammer_host.h.\n"
    << "#include <stddef.h>\n#include <stdint.h>\n\n#include \"rammer_tables.h\"\n\n"
    << "namespace {\n\nnamespace rk = rammer::kernels;\n\n";

  o << "constexpr int kThreads = " << config.threads << ";\n"
    << "constexpr int kVeus = " << plan.programs.size() << ";\n"
    << "constexpr int kMinBlocks = " << gpu::min_blocks_for(static_cast<int>(plan.programs.size()))
    << ";  // ceil(vEUs / vEUs per block at most)\n"
    << "constexpr size_t kSharedBytes = " << config.shared_bytes << ";\n"
    << "constexpr size_t kResidentBytes = " << plan.resident_bytes
    << ";  // the resident region at the end of kSharedBytes (rammer_tables.h)\n"
    << "constexpr int kNumTensors = " << plan.tensors.size() << ";\n"
    << "constexpr int kNumEvents = " << plan.event_signals.size() << ";\n"
    << "constexpr int kNumInputs = " << plan.inputs.size() << ";\n"
    << "constexpr int kNumOutputs = " << plan.outputs.size() << ";\n"
    << "constexpr int64_t kWorkspaceBytes = " << plan.workspace_bytes << ";\n"
    << "constexpr int64_t kWeightsBytes = " << plan.weights.size() << ";\n\n";

  // Tables (host copies, uploaded once per loaded library). Arrays are never empty (C++).
  o << "const rk::TensorDesc kTensors[] = {\n";
  for (size_t i = 0; i < plan.tensors.size(); ++i)
    o << "  " << tensor_init(plan.tensors[i].desc) << ",  // " << i << " " << plan.tensors[i].name << "\n";
  if (plan.tensors.empty()) o << "  {},\n";
  o << "};\nconst rk::OpDesc kOps[] = {\n";
  for (size_t i = 0; i < plan.ops.size(); ++i)
    o << "  " << op_init(plan.ops[i]) << ",  // " << i << " "
      << (i < plan.op_names.size() ? plan.op_names[i] : "") << "\n";
  if (plan.ops.empty()) o << "  {},\n";
  o << "};\nconst rk::InstrDesc kInstrs[] = {\n";
  std::string begin = "{0";
  int64_t at = 0;
  for (size_t v = 0; v < plan.programs.size(); ++v) {
    o << "  // vEU " << v << "\n";
    for (const auto& ins : plan.programs[v])
      o << "  {" << ins.code << "," << ins.a << "," << ins.b << ",0},\n";
    at += static_cast<int64_t>(plan.programs[v].size());
    begin += "," + std::to_string(at);
  }
  if (at == 0) o << "  {},\n";
  o << "};\nconst int32_t kProgramBegin[] = " << begin << "};\n";
  // A view into a caller buffer (an input's later rows, as an RNN's projection of its second chunk
  // of steps reads) starts this many bytes into it: TensorDesc::offset holds the buffer number.
  o << "const int64_t kTensorIoBytes[] = {";
  for (size_t i = 0; i < plan.tensors.size(); ++i) o << (i ? "," : "") << plan.tensors[i].io_bytes;
  if (plan.tensors.empty()) o << "0";
  o << "};\n";
  o << "const int32_t kEventSignals[] = {";
  for (size_t e = 0; e < plan.event_signals.size(); ++e) o << (e ? "," : "") << plan.event_signals[e];
  if (plan.event_signals.empty()) o << "0";
  o << "};\n";
  auto io_tables = [&](const char* what, const std::vector<PlanIO>& ios) {
    o << "const char* const k" << what << "Names[] = {";
    for (size_t i = 0; i < ios.size(); ++i) o << (i ? "," : "") << c_string(ios[i].name);
    if (ios.empty()) o << "\"\"";
    o << "};\nconst int64_t k" << what << "Bytes[] = {";
    for (size_t i = 0; i < ios.size(); ++i)
      o << (i ? "," : "") << element_count(ios[i].shape) * static_cast<int64_t>(dtype_size(ios[i].dtype));
    if (ios.empty()) o << "0";
    o << "};\n";
  };
  io_tables("Input", plan.inputs);
  io_tables("Output", plan.outputs);
  // Names for measured traces (rammer_gpu_op_name / rammer_gpu_op_kind).
  for (const auto& [what, names] : {std::pair<const char*, const std::vector<std::string>*>{"Names", &plan.op_names},
                                    {"Kinds", &plan.op_kinds}}) {
    o << "const char* const kOp" << what << "[] = {";
    for (size_t i = 0; i < plan.ops.size(); ++i) o << (i ? "," : "") << c_string(i < names->size() ? (*names)[i] : "");
    if (plan.ops.empty()) o << "\"\"";
    o << "};\n";
  }
  o << "\n}  // namespace\n\n#include \"rammer_host.h\"  // the C API of rammer_gpu.h over these tables\n";
  return o.str();
}

bool gpu_matrix_unit_paths(kernels::MathPrecision precision, kernels::MatrixUnitKind unit) {
  if (unit == kernels::MatrixUnitKind::mma_sync) return precision != kernels::MathPrecision::fp32;
  return kernels::takes_matrix_unit(unit, precision);
}

GpuMatrixPaths gpu_matrix_paths(kernels::MathPrecision precision, kernels::MatrixUnitKind unit) {
  GpuMatrixPaths p;
  p.compiled = gpu_matrix_unit_paths(precision, unit);
  if (p.compiled) p.only_precision = static_cast<int>(precision);
  return p;
}

std::string emit_gpu_device_source(const GpuTarget& target, int threads, const std::set<OpKind>& kinds,
                                   const std::vector<std::string>& kernel_headers, int min_blocks,
                                   GpuMatrixPaths paths) {
  RAMMER_CHECK(threads > 0 && threads <= 1024, "GPU backend: threads per block ", threads, " out of range");
  RAMMER_CHECK(min_blocks >= 1 && min_blocks <= 32, "GPU backend: min blocks per SM ", min_blocks, " out of range");
  std::ostringstream o;
  o << "// Generated by rammerc (backends/gpu, target " << target.name << "): the persistent kernel for op kinds "
    << kind_list(kinds) << " at " << threads << " threads per block, " << min_blocks << " resident per SM.\n"
    << "// No model's tables appear here (they arrive through ModelTables), so one compiled object serves every\n"
    << "// model with these op kinds and threads. Do not edit: regenerate.\n"
    << "#include \"rammer_persistent.h\"\n\n";
  if (paths.compiled && paths.only_precision >= 0)
    o << "// The model's precision: the gemm and conv tiles instantiate its matrix-unit form only.\n"
      << "#define RAMMER_MATRIX_PRECISION " << paths.only_precision << "\n";
  o << "#include \"kernels/block.h\"\n";
  for (const std::string& h : kernel_headers) o << "#include \"" << h << "\"\n";
  o << "\nnamespace {\n\nnamespace rk = rammer::kernels;\n\nconstexpr int kThreads = " << threads << ";\n"
    << "// The register allocator leaves room for this many resident blocks per SM / CU (gpu_launch_bounds.h).\n"
    << "constexpr int kMinBlocks = " << min_blocks << ";\n\n";
  // Each kind is its own function (out of line on CUDA: ptxas allocates registers per tile kernel
  // instead of over one giant inlined switch; inlined on HIP, where a call would save registers to
  // scratch memory: RAMMER_NOINLINE in kernels/block.h).
  std::string cases;
  for (OpKind kind : kinds) {
    const std::string fn = gpu_tile_function(kind);
    o << "RAMMER_NOINLINE void rammer_" << fn << "(unsigned char* smem, size_t smem_bytes, unsigned char* resident,\n"
      << "    size_t resident_bytes, const rk::OpDesc& op, const rk::TensorDesc* tensors, void* const* ptrs, int task) {\n"
      << "  RAMMER_TILE_SCOPE(\"" << fn << "\");\n";
    const char* matrix_path = kind == OpKind::gemm ? "gemm_mma" : kind == OpKind::conv ? "conv_mma" : nullptr;
    // The kind test lets the compiler fold tile_path to this kind's case, so the tile's own dispatch
    // on the same comparison is known and the path's code (and registers) drop out.
    if (!paths.compiled && matrix_path)
      o << "  // No op here runs the matrix-unit path (fp32): the compiler leaves it, and its registers, out.\n"
        << "  if (op.kind != " << static_cast<int>(kind) << " || rk::tile_path(op) == rk::TilePath::" << matrix_path
        << ") return;\n";
    if (paths.compiled && !paths.simt && matrix_path)
      o << "  // Every op here runs the matrix-unit path (write_gpu_artifact checked): the SIMT fallback, and its\n"
        << "  // registers, drop out.\n"
        << "  if (op.kind != " << static_cast<int>(kind) << " || rk::tile_path(op) != rk::TilePath::" << matrix_path
        << (kind == OpKind::conv ? " || !rk::rows_contiguous(tensors[op.operands[1]])" : "") << ") return;\n";
    o << "  rk::Block<kThreads> b(smem, smem_bytes, resident, resident_bytes);\n"
      << "  rk::" << fn << "<kThreads>(b, op, tensors, ptrs, task);\n}\n\n";
    cases += "      case " + std::to_string(static_cast<int>(kind)) + ": rammer_" + fn +
             "(smem, smem_bytes, resident, resident_bytes, op, tensors, ptrs, task); break;\n";
  }
  o << "// The tile-kernel switch over these op kinds only: other tile kernels are never instantiated.\n"
    << "struct Tiles {\n"
    << "  static __device__ __forceinline__ void run(unsigned char* smem, size_t smem_bytes, unsigned char* resident,\n"
    << "                                             size_t resident_bytes, const rk::OpDesc& op,\n"
    << "                                             const rk::TensorDesc* tensors, void* const* ptrs, int task) {\n"
    << "    switch (op.kind) {\n"
    << cases << "      default: break;\n    }\n  }\n};\n\n}  // namespace\n\n"
    << "RAMMER_DEFINE_PERSISTENT_KERNEL(kThreads, kMinBlocks, Tiles)\n";
  return o.str();
}

}  // namespace rammer
