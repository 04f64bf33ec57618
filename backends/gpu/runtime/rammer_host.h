// rammer_host.h: the host half of every GPU library: the C API of rammer_gpu.h, written once.
//
// Included once, at the end of the generated <model>.cu / .hip, after the model's constants and
// tables, which it reads by name (namespace-scope, in the generated file's anonymous namespace):
//   kThreads kVeus kSharedBytes kNumTensors kNumEvents kNumInputs kNumOutputs kWorkspaceBytes
//   kWeightsBytes kTensors kOps kInstrs kProgramBegin kEventSignals kInputNames kInputBytes
//   kOutputNames kOutputBytes.
// The persistent kernel is not in this translation unit: the device object (rammer_persistent.h)
// hands it over as rammer_persistent_kernel(), so the device code is compiled once per op-kind set.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "rammer_gpu.h"
#include "rammer_tables.h"
#include "rammer_target.h"

struct rammer_gpu_model {
  int device = 0;
  void* weights = nullptr;
  void* tables = nullptr;  // one allocation: ModelTables + every table it points to
  rammer::gpu::ModelTables* d_model = nullptr;
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
    const rammer::kernels::TensorDesc& t = kTensors[i];
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
  const void* kernel = rammer_persistent_kernel();
  if (kSharedBytes > 48 * 1024 &&
      !check(RAMMER_API(FuncSetAttribute)(kernel, RAMMER_MAX_DYN_SMEM_ATTR, static_cast<int>(kSharedBytes)),
             "allow dynamic shared memory"))
    return bail(-1);
  int per_sm = 0, sms = 0;
  if (!check(RAMMER_API(OccupancyMaxActiveBlocksPerMultiprocessor)(&per_sm, kernel, kThreads, kSharedBytes),
             "occupancy query") ||
      !check(RAMMER_API(DeviceGetAttribute)(&sms, RAMMER_SM_COUNT_ATTR, m->device), "SM count"))
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
  using rammer::gpu::ModelTables;
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
  h.tensors = reinterpret_cast<const rammer::kernels::TensorDesc*>(base + o_tensors);
  h.ops = reinterpret_cast<const rammer::kernels::OpDesc*>(base + o_ops);
  h.instrs = reinterpret_cast<const rammer::kernels::InstrDesc*>(base + o_instrs);
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
  rammer::gpu::KernelArgs a{s->model->d_model, s->control, s->d_ptrs};
  void* args[] = {&a};
  // A cooperative launch: the driver makes every block resident at once or refuses the launch, so the
  // persistent kernel's waits can never spin on a block that was not scheduled (another stream's
  // kernel, MPS, a smaller SKU). It is also what stream capture records into a CUDA graph.
  const RAMMER_API(Error_t) launched = RAMMER_API(LaunchCooperativeKernel)(
      rammer_persistent_kernel(), dim3(kVeus), dim3(kThreads), args, kSharedBytes,
      static_cast<RAMMER_API(Stream_t)>(stream));
  const RAMMER_API(Error_t) last = RAMMER_API(GetLastError)();  // consumed, as after a <<<>>> launch
  return check(launched != RAMMER_API(Success) ? launched : last, "launch") ? 0 : -1;
}

int rammer_gpu_session_epoch(rammer_gpu_session* s, uint64_t* completed_runs) {
  unsigned long long v = 0;
  if (!check(RAMMER_API(Memcpy)(&v, s->control, sizeof v, RAMMER_API(MemcpyDeviceToHost)), "read epoch"))
    return -1;
  *completed_runs = v;
  return 0;
}

}  // extern "C"
