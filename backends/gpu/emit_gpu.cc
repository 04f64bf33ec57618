#include "backends/gpu/emit_gpu.h"

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

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
  o << "{" << t.buffer << "," << t.dtype << "," << t.rank << ",0," << t.offset << ","
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

// Replaces every "$name" in `text` (longest names first is not needed: names are distinct words).
std::string fill(std::string text, const std::vector<std::pair<std::string, std::string>>& vars) {
  for (const auto& [k, v] : vars) {
    const std::string key = "$" + k + "$";
    for (size_t pos = text.find(key); pos != std::string::npos; pos = text.find(key, pos + v.size()))
      text.replace(pos, key.size(), v);
  }
  return text;
}

// The device part: counters, the tile switch, the persistent kernel. $...$ are filled per model.
constexpr const char* kDevice = R"(
// ---- synchronisation primitives (target table: $target$) ----
// Control block of a session (device memory, zeroed at session creation, never reset):
//   [0] runs completed (the epoch E of a launch is [0] + 1), [1] blocks finished over all runs,
//   [2 + e] the 64-bit counter of event e.
__device__ __forceinline__ unsigned long long rammer_load_acquire(unsigned long long* p) {
  $load_acquire$
}
__device__ __forceinline__ void rammer_add_release(unsigned long long* p, unsigned long long v) {
  $add_release$
}
__device__ __forceinline__ unsigned long long rammer_add_acq_rel(unsigned long long* p, unsigned long long v) {
  $add_acq_rel$
}
__device__ __forceinline__ void rammer_store_release(unsigned long long* p, unsigned long long v) {
  $store_release$
}

// Everything model-specific lives in these device tables, so the device code depends only on the
// model's set of op kinds, kThreads and the target (one compiled device object per such key).
struct ModelTables {
  int32_t veus;                  // blocks launched: the vEU count
  int32_t pad_;
  uint64_t shared_bytes;         // dynamic shared memory per block
  const rk::TensorDesc* tensors;
  const rk::OpDesc* ops;
  const rk::InstrDesc* instrs;
  const int32_t* program_begin;  // vEU v runs instrs[program_begin[v], program_begin[v + 1])
  const int32_t* event_signals;  // signals per run of each event
};

struct KernelArgs {
  const ModelTables* model;
  unsigned long long* control;
  void* const* ptrs;  // tensor i's resolved base address (the session resolves them at bind time)
};

// The model's op kinds only: unused tile kernels are never instantiated. Each kind is its own
// function (out of line on CUDA: ptxas allocates registers per tile kernel instead of over one
// giant inlined switch; inlined on HIP, where a call would save registers to scratch memory).
$wrappers$
__device__ __forceinline__ void rammer_run_tile(unsigned char* smem, size_t smem_bytes, const rk::OpDesc& op,
                                                const rk::TensorDesc* tensors, void* const* ptrs, int task) {
  switch (op.kind) {
$cases$    default: break;
  }
}

// Minimum one block per SM: the default heuristic would cap registers to fit more blocks and spill;
// co-residency is checked against the measured registers instead (compile_gpu_model).
__global__ void __launch_bounds__(kThreads, 1) rammer_persistent(KernelArgs a) {
  extern __shared__ __align__(16) unsigned char rammer_smem[];
  __shared__ unsigned long long runs_done;
  const int veu = $block_id$;
  const int tid = $thread_id$;
  unsigned long long* control = a.control;
  // Every block reads the epoch before it counts itself finished, so the last finisher's advance
  // is never seen by a block of the same run.
  if (tid == 0) runs_done = rammer_load_acquire(&control[0]);
  $barrier$;
  const unsigned long long done = runs_done;
  const ModelTables& m = *a.model;
  const size_t smem_bytes = static_cast<size_t>(m.shared_bytes);
  const int end = m.program_begin[veu + 1];
  for (int i = m.program_begin[veu]; i < end; ++i) {
    const rk::InstrDesc ins = m.instrs[i];
    if (ins.code == 0) {  // exec op task
      rammer_run_tile(rammer_smem, smem_bytes, m.ops[ins.a], m.tensors, a.ptrs, ins.b);
      $barrier$;  // the next tile reuses shared memory
    } else if (ins.code == 1) {  // wait event count: acquire
      if (tid == 0) {
        const unsigned long long target =
            done * static_cast<unsigned long long>(m.event_signals[ins.a]) + ins.b;
        while (rammer_load_acquire(&control[2 + ins.a]) < target) $spin_pause$;
      }
      $barrier$;
    } else {  // signal event: release
      $barrier$;
      if (tid == 0) {
        $fence$;
        rammer_add_release(&control[2 + ins.a], 1ull);
      }
    }
  }
  // Epoch advance: blocks finished is monotonic; the one that completes run E stores E.
  $barrier$;
  if (tid == 0) {
    $fence$;
    const unsigned long long before = rammer_add_acq_rel(&control[1], 1ull);
    if (before + 1 == (done + 1) * static_cast<unsigned long long>(m.veus))
      rammer_store_release(&control[0], done + 1);
  }
}
)";

// The host part: C API of backends/gpu/rammer_gpu.h, written once with RAMMER_API(x) = <prefix>x.
constexpr const char* kHost = R"(
// ---- host side (C API: rammer_gpu.h) ----
}  // namespace

#define RAMMER_API(x) $prefix$##x

struct rammer_gpu_model {
  int device = 0;
  void* weights = nullptr;
  void* tables = nullptr;  // one allocation: ModelTables + every table it points to
  ModelTables* d_model = nullptr;
};

struct rammer_gpu_session {
  rammer_gpu_model* model = nullptr;
  unsigned char* workspace = nullptr;
  bool owns_workspace = false;
  unsigned long long* control = nullptr;
  void** d_ptrs = nullptr;
  void* h_ptrs[kNumTensors > 0 ? kNumTensors : 1] = {};
  const void* inputs[kNumInputs > 0 ? kNumInputs : 1] = {};
  void* outputs[kNumOutputs > 0 ? kNumOutputs : 1] = {};
};

namespace {

thread_local std::string g_error;

int fail(const std::string& message) {
  g_error = message;
  return -1;
}

bool check(RAMMER_API(Error_t) e, const char* what) {
  if (e == RAMMER_API(Success)) return true;
  g_error = std::string(what) + ": " + RAMMER_API(GetErrorString)(e);
  return false;
}

constexpr int64_t align256(int64_t n) { return (n + 255) / 256 * 256; }
constexpr int64_t kControlBytes = align256(8 * (2 + kNumEvents));
constexpr int64_t kPtrBytes = align256(8 * (kNumTensors > 0 ? kNumTensors : 1));

// Resolves every tensor whose bytes do not depend on the run (weights, workspace); inputs and
// outputs are filled by the bind calls. Uploads the whole table (bind is off the run path).
bool upload_ptrs(rammer_gpu_session* s) {
  for (int i = 0; i < kNumTensors; ++i) {
    const rk::TensorDesc& t = kTensors[i];
    if (t.buffer == 0)
      s->h_ptrs[i] = static_cast<unsigned char*>(s->model->weights) + t.offset;
    else if (t.buffer == 1)
      s->h_ptrs[i] = s->workspace + kControlBytes + kPtrBytes + t.offset;
    else if (t.buffer == 2)
      s->h_ptrs[i] = const_cast<void*>(s->inputs[t.offset]);
    else
      s->h_ptrs[i] = s->outputs[t.offset];
  }
  return check(RAMMER_API(Memcpy)(s->d_ptrs, s->h_ptrs, sizeof(void*) * kNumTensors,
                                  RAMMER_API(MemcpyHostToDevice)),
               "upload tensor pointers");
}

}  // namespace

extern "C" {

const char* rammer_gpu_last_error(void) { return g_error.c_str(); }
int rammer_gpu_num_inputs(void) { return kNumInputs; }
int rammer_gpu_num_outputs(void) { return kNumOutputs; }
const char* rammer_gpu_input_name(int i) { return i >= 0 && i < kNumInputs ? kInputNames[i] : nullptr; }
const char* rammer_gpu_output_name(int i) { return i >= 0 && i < kNumOutputs ? kOutputNames[i] : nullptr; }
int64_t rammer_gpu_input_bytes(int i) { return i >= 0 && i < kNumInputs ? kInputBytes[i] : -1; }
int64_t rammer_gpu_output_bytes(int i) { return i >= 0 && i < kNumOutputs ? kOutputBytes[i] : -1; }
int rammer_gpu_veus(void) { return kVeus; }
int rammer_gpu_threads_per_block(void) { return kThreads; }
int64_t rammer_gpu_shared_bytes(void) { return static_cast<int64_t>(kSharedBytes); }
int64_t rammer_gpu_workspace_bytes(void) { return kControlBytes + kPtrBytes + align256(kWorkspaceBytes); }

int rammer_gpu_model_load(const char* weights_path, rammer_gpu_model** out) {
  *out = nullptr;
  rammer_gpu_model* m = new rammer_gpu_model();
  auto bail = [&](int rc) { rammer_gpu_model_free(m); return rc; };
  if (!check(RAMMER_API(GetDevice)(&m->device), "get device")) return bail(-1);
  // Co-residency: every vEU must be resident at once, or a wait could spin forever.
  if (kSharedBytes > 48 * 1024 &&
      !check(RAMMER_API(FuncSetAttribute)(reinterpret_cast<const void*>(&rammer_persistent),
                                          $max_dyn_smem_attr$, static_cast<int>(kSharedBytes)),
             "allow dynamic shared memory"))
    return bail(-1);
  int per_sm = 0, sms = 0;
  if (!check(RAMMER_API(OccupancyMaxActiveBlocksPerMultiprocessor)(&per_sm, rammer_persistent, kThreads,
                                                                  kSharedBytes),
             "occupancy query") ||
      !check(RAMMER_API(DeviceGetAttribute)(&sms, $sm_count_attr$, m->device), "SM count"))
    return bail(-1);
  if (static_cast<int64_t>(per_sm) * sms < kVeus)
    return bail(fail("device " + std::to_string(m->device) + " holds " + std::to_string(per_sm) + " x " +
                     std::to_string(sms) + " = " + std::to_string(per_sm * sms) +
                     " co-resident blocks of this persistent kernel (" + std::to_string(kThreads) +
                     " threads, " + std::to_string(kSharedBytes) + " B shared), but the schedule has " +
                     std::to_string(kVeus) + " vEUs: recompile for this device (rammerc --device=...) or with fewer vEUs"));
  // Weights: read weights.bin once, upload once.
  if (kWeightsBytes > 0) {
    if (!weights_path || !*weights_path) return bail(fail("this model needs its weights.bin"));
    FILE* f = std::fopen(weights_path, "rb");
    if (!f) return bail(fail(std::string("cannot open ") + weights_path));
    std::vector<unsigned char> bytes(static_cast<size_t>(kWeightsBytes));
    const size_t got = std::fread(bytes.data(), 1, bytes.size(), f);
    std::fclose(f);
    if (got != bytes.size())
      return bail(fail(std::string(weights_path) + " holds " + std::to_string(got) + " bytes, expected " +
                       std::to_string(kWeightsBytes)));
    if (!check(RAMMER_API(Malloc)(&m->weights, bytes.size()), "allocate weights") ||
        !check(RAMMER_API(Memcpy)(m->weights, bytes.data(), bytes.size(), RAMMER_API(MemcpyHostToDevice)),
               "upload weights"))
      return bail(-1);
  }
  // Tables: one allocation, the pointer struct first.
  const size_t o_tensors = align256(sizeof(ModelTables));
  const size_t o_ops = o_tensors + align256(sizeof(kTensors));
  const size_t o_instrs = o_ops + align256(sizeof(kOps));
  const size_t o_begin = o_instrs + align256(sizeof(kInstrs));
  const size_t o_signals = o_begin + align256(sizeof(kProgramBegin));
  const size_t total = o_signals + align256(sizeof(kEventSignals));
  if (!check(RAMMER_API(Malloc)(&m->tables, total), "allocate tables")) return bail(-1);
  unsigned char* base = static_cast<unsigned char*>(m->tables);
  ModelTables h{};
  h.veus = kVeus;
  h.shared_bytes = kSharedBytes;
  h.tensors = reinterpret_cast<const rk::TensorDesc*>(base + o_tensors);
  h.ops = reinterpret_cast<const rk::OpDesc*>(base + o_ops);
  h.instrs = reinterpret_cast<const rk::InstrDesc*>(base + o_instrs);
  h.program_begin = reinterpret_cast<const int32_t*>(base + o_begin);
  h.event_signals = reinterpret_cast<const int32_t*>(base + o_signals);
  m->d_model = reinterpret_cast<ModelTables*>(base);
  const auto H2D = RAMMER_API(MemcpyHostToDevice);
  if (!check(RAMMER_API(Memcpy)(base, &h, sizeof h, H2D), "upload tables") ||
      !check(RAMMER_API(Memcpy)(base + o_tensors, kTensors, sizeof(kTensors), H2D), "upload tensors") ||
      !check(RAMMER_API(Memcpy)(base + o_ops, kOps, sizeof(kOps), H2D), "upload ops") ||
      !check(RAMMER_API(Memcpy)(base + o_instrs, kInstrs, sizeof(kInstrs), H2D), "upload programs") ||
      !check(RAMMER_API(Memcpy)(base + o_begin, kProgramBegin, sizeof(kProgramBegin), H2D), "upload programs") ||
      !check(RAMMER_API(Memcpy)(base + o_signals, kEventSignals, sizeof(kEventSignals), H2D), "upload events"))
    return bail(-1);
  *out = m;
  return 0;
}

void rammer_gpu_model_free(rammer_gpu_model* m) {
  if (!m) return;
  if (m->weights) (void)RAMMER_API(Free)(m->weights);
  if (m->tables) (void)RAMMER_API(Free)(m->tables);
  delete m;
}

int rammer_gpu_session_create(rammer_gpu_model* model, void* workspace, rammer_gpu_session** out) {
  *out = nullptr;
  if (!model) return fail("session_create: no model");
  if (workspace && reinterpret_cast<uintptr_t>(workspace) % 256 != 0)
    return fail("session_create: the workspace must be 256-byte aligned");
  rammer_gpu_session* s = new rammer_gpu_session();
  s->model = model;
  if (workspace) {
    s->workspace = static_cast<unsigned char*>(workspace);
  } else {
    void* p = nullptr;
    if (!check(RAMMER_API(Malloc)(&p, rammer_gpu_workspace_bytes()), "allocate workspace")) {
      delete s;
      return -1;
    }
    s->workspace = static_cast<unsigned char*>(p);
    s->owns_workspace = true;
  }
  s->control = reinterpret_cast<unsigned long long*>(s->workspace);
  s->d_ptrs = reinterpret_cast<void**>(s->workspace + kControlBytes);
  if (!check(RAMMER_API(Memset)(s->control, 0, kControlBytes), "zero counters") || !upload_ptrs(s)) {
    rammer_gpu_session_free(s);
    return -1;
  }
  *out = s;
  return 0;
}

void rammer_gpu_session_free(rammer_gpu_session* s) {
  if (!s) return;
  if (s->owns_workspace) (void)RAMMER_API(Free)(s->workspace);
  delete s;
}

int rammer_gpu_session_bind_input(rammer_gpu_session* s, int i, const void* p) {
  if (!s || i < 0 || i >= kNumInputs) return fail("bind_input: no input " + std::to_string(i));
  s->inputs[i] = p;
  return upload_ptrs(s) ? 0 : -1;
}

int rammer_gpu_session_bind_output(rammer_gpu_session* s, int i, void* p) {
  if (!s || i < 0 || i >= kNumOutputs) return fail("bind_output: no output " + std::to_string(i));
  s->outputs[i] = p;
  return upload_ptrs(s) ? 0 : -1;
}

int rammer_gpu_session_run(rammer_gpu_session* s, void* stream) {
  for (int i = 0; i < kNumInputs; ++i)
    if (!s->inputs[i]) return fail(std::string("run: input ") + kInputNames[i] + " is not bound");
  for (int i = 0; i < kNumOutputs; ++i)
    if (!s->outputs[i]) return fail(std::string("run: output ") + kOutputNames[i] + " is not bound");
  KernelArgs a{s->model->d_model, s->control, s->d_ptrs};
  rammer_persistent<<<kVeus, kThreads, kSharedBytes, static_cast<RAMMER_API(Stream_t)>(stream)>>>(a);
  return check(RAMMER_API(GetLastError)(), "launch") ? 0 : -1;
}

int rammer_gpu_session_epoch(rammer_gpu_session* s, uint64_t* completed_runs) {
  unsigned long long v = 0;
  if (!check(RAMMER_API(Memcpy)(&v, s->control, sizeof v, RAMMER_API(MemcpyDeviceToHost)), "read epoch"))
    return -1;
  *completed_runs = v;
  return 0;
}

}  // extern "C"
)";

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

std::string emit_gpu_source(const Plan& plan, const GpuTarget& target, const GpuKernelConfig& config) {
  RAMMER_CHECK(!plan.programs.empty(), "GPU backend: the plan of ", plan.model, " has no vEU programs");
  RAMMER_CHECK(config.threads > 0 && config.threads <= 1024, "GPU backend: threads per block ",
               config.threads, " out of range");
  std::set<int> kinds;
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    if (plan.ops[i].kind == static_cast<int32_t>(OpKind::reference)) {
      const std::string name = i < plan.op_names.size() ? plan.op_names[i] : std::to_string(i);
      const std::string kind = i < plan.op_kinds.size() ? plan.op_kinds[i] : "?";
      RAMMER_UNSUPPORTED("GPU backend (", target.name, "): op ", name, " (", kind,
                         ") has no tile kernel; it can run on --device=cpu only");
    }
    kinds.insert(plan.ops[i].kind);
  }

  std::ostringstream o;
  o << "// Generated by rammerc (backends/gpu, target " << target.name << ") for model " << plan.model
    << ", schedule " << plan.policy << " on " << plan.device << ". Do not edit: regenerate.\n"
    << "// One persistent kernel: " << plan.programs.size() << " vEUs x " << config.threads
    << " threads, " << config.shared_bytes << " B dynamic shared memory.\n"
    << "#include <stdint.h>\n#include <cstdio>\n#include <string>\n#include <vector>\n\n"
    << "#include " << target.runtime_header << "\n\n"
    << "#include \"kernels/block.h\"\n#include \"kernels/op_desc.h\"\n";
  for (const std::string& h : config.kernel_headers) o << "#include \"" << h << "\"\n";
  o << "#include \"rammer_gpu.h\"\n\nnamespace {\n\nnamespace rk = rammer::kernels;\n\n";

  int64_t instr_count = 0;
  for (const auto& p : plan.programs) instr_count += static_cast<int64_t>(p.size());
  o << "constexpr int kThreads = " << config.threads << ";\n"
    << "constexpr int kVeus = " << plan.programs.size() << ";\n"
    << "constexpr size_t kSharedBytes = " << config.shared_bytes << ";\n"
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
  if (instr_count == 0) o << "  {},\n";
  o << "};\nconst int32_t kProgramBegin[] = " << begin << "};\n";
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

  std::string cases, wrappers;
  for (int k : kinds) {
    const auto kind = static_cast<OpKind>(k);
    const std::string fn = gpu_tile_function(kind);
    wrappers += "RAMMER_NOINLINE void rammer_" + fn +
                "(unsigned char* smem, size_t smem_bytes, const rk::OpDesc& op,\n"
                "    const rk::TensorDesc* tensors, void* const* ptrs, int task) {\n"
                "  rk::Block<kThreads> b(smem, smem_bytes);\n"
                "  rk::" + fn + "<kThreads>(b, op, tensors, ptrs, task);\n}\n";
    cases += "    case " + std::to_string(k) + ": rammer_" + fn + "(smem, smem_bytes, op, tensors, ptrs, task); break;\n";
  }
  o << fill(kDevice, {{"target", target.name},
                      {"load_acquire", target.load_acquire},
                      {"add_release", target.add_release},
                      {"add_acq_rel", target.add_acq_rel},
                      {"store_release", target.store_release},
                      {"wrappers", wrappers},
                      {"cases", cases},
                      {"block_id", target.block_id},
                      {"thread_id", target.thread_id},
                      {"barrier", target.barrier},
                      {"fence", target.fence},
                      {"spin_pause", target.spin_pause}});
  o << fill(kHost, {{"prefix", target.api_prefix},
                    {"max_dyn_smem_attr", target.max_dyn_smem_attr},
                    {"sm_count_attr", target.sm_count_attr}});
  return o.str();
}

}  // namespace rammer
