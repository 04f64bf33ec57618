// rammer_host.h: the host half of every GPU library: the C API of rammer_gpu.h, written once.
//
// Included once, at the end of the generated <model>.cu / .hip, after the model's constants and
// tables, which it reads by name (namespace-scope, in the generated file's anonymous namespace):
//   kThreads kVeus kMinBlocks kSharedBytes kResidentBytes kNumTensors kNumEvents kNumInputs kNumOutputs
//   kWorkspaceBytes kWeightsBytes kTensors kOps kInstrs kProgramBegin kTensorIoBytes kEventSignals kInputNames
//   kInputBytes kOutputNames kOutputBytes kOpNames kOpKinds.
// The persistent kernel is not in this translation unit: the device object (rammer_persistent.h)
// hands it over as rammer_persistent_kernel(), so the device code is compiled once per op-kind set.
//
// Ordering with the caller's stream (rammer_gpu.h): the tensor pointer table is staged in pinned
// host memory and copied with an asynchronous copy on the run's stream, so a bind between two runs
// never changes what an earlier, still running launch reads; the next bind waits for that copy
// before it touches the staging table again. One session is used by one host thread at a time.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "rammer_gpu.h"
#include "rammer_tables.h"
#include "rammer_target.h"

struct rammer_gpu_model {
  int device = 0;
  int capacity = 0;  // co-resident blocks of the persistent kernel (occupancy x SMs)
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
  void** h_ptrs = nullptr;  // pinned staging copy of the pointer table
  bool ptrs_dirty = false;  // h_ptrs changed since the last upload
  bool upload_pending = false;  // an asynchronous upload from h_ptrs may still be reading it
  RAMMER_API(Event_t) uploaded = nullptr;
  rammer::gpu::FaultRecord* fault = nullptr;  // host-mapped: host view
  rammer::gpu::FaultRecord* d_fault = nullptr;  // the same memory, device view
  int blocks = 0;  // the grid of every run (fixed by the first run)
  bool started = false;
  unsigned long long watchdog_ns = 0;
  unsigned long long* trace = nullptr;  // device buffer of rammer_gpu_trace_bytes(), or none
  RAMMER_API(Event_t) last_run = nullptr;  // recorded after each (uncaptured) launch
  RAMMER_API(Stream_t) last_stream = nullptr;
  bool has_last_run = false;
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
constexpr int64_t kControlBytes = align256(8 * (rammer::gpu::kFirstEvent + kNumEvents));
constexpr int64_t kPtrBytes = align256(8 * (kNumTensors > 0 ? kNumTensors : 1));

unsigned long long default_watchdog_ns() {
  long long ms = 1000;
  if (const char* env = std::getenv("RAMMER_GPU_WATCHDOG_MS"); env != nullptr && *env) ms = std::atoll(env);
  return ms > 0 ? static_cast<unsigned long long>(ms) * 1000000ull : 0ull;
}

// Resolves every tensor into the staging table: weights and workspace by offset, inputs and outputs
// from the bind calls (a view kTensorIoBytes into its caller buffer).
void resolve_ptrs(rammer_gpu_session* s) {
  for (int i = 0; i < kNumTensors; ++i) {
    const rammer::kernels::TensorDesc& t = kTensors[i];
    if (t.buffer == 0)
      s->h_ptrs[i] = static_cast<unsigned char*>(s->model->weights) + t.offset;
    else if (t.buffer == 1)
      s->h_ptrs[i] = s->workspace + kControlBytes + kPtrBytes + t.offset;
    else if (t.buffer == 2)
      s->h_ptrs[i] = s->inputs[t.offset] ? static_cast<unsigned char*>(const_cast<void*>(s->inputs[t.offset])) + kTensorIoBytes[i]
                                         : nullptr;
    else
      s->h_ptrs[i] = s->outputs[t.offset] ? static_cast<unsigned char*>(s->outputs[t.offset]) + kTensorIoBytes[i] : nullptr;
  }
}

// Before the staging table changes: an upload still reading it must have finished.
bool staging_writable(rammer_gpu_session* s) {
  if (!s->upload_pending) return true;
  if (!check(RAMMER_API(EventSynchronize)(s->uploaded), "wait for the pointer upload")) return false;
  s->upload_pending = false;
  return true;
}

std::string fault_text(const rammer::gpu::FaultRecord& f) {
  using namespace rammer::gpu;
  const std::string run = "run " + std::to_string(f.run + 1);
  if (f.code == kFaultWatchdog)
    return "watchdog: " + run + " stopped after " + std::to_string(f.stalled_ns / 1000000) +
           " ms without progress in block " + std::to_string(f.block) + ": vEU " + std::to_string(f.veu) +
           " waits for event " + std::to_string(f.event) + " to reach " + std::to_string(f.expected) +
           " and saw " + std::to_string(f.seen) + " (a schedule that cannot complete, or a bound shorter than a tile)";
  if (f.code == kFaultOverlap)
    return "misuse: " + run + " of this session started while run " + std::to_string(f.seen + 1) +
           " was still in flight on another stream; runs of one session must be ordered (one stream, or "
           "synchronise before switching)";
  if (f.code == kFaultGrid)
    return "grid: a block was given " + std::to_string(f.expected) + " vEUs but has " + std::to_string(f.seen) +
           " program-counter slots";
  return "fault code " + std::to_string(f.code);
}

// The fault as the last error, once the device has recorded one (the session is then unusable).
bool faulted(rammer_gpu_session* s) {
  if (*reinterpret_cast<volatile uint64_t*>(&s->fault->code) == rammer::gpu::kFaultNone) return false;
  rammer::gpu::FaultRecord copy;
  std::memcpy(&copy, s->fault, sizeof copy);  // complete: the code is written last
  g_error = "session unusable: " + fault_text(copy);
  return true;
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
int rammer_gpu_min_blocks(void) { return kMinBlocks; }
int rammer_gpu_threads_per_block(void) { return kThreads; }
int64_t rammer_gpu_shared_bytes(void) { return static_cast<int64_t>(kSharedBytes); }
int64_t rammer_gpu_workspace_bytes(void) { return kControlBytes + kPtrBytes + align256(kWorkspaceBytes); }
int rammer_gpu_model_capacity(const rammer_gpu_model* m) { return m ? m->capacity : 0; }
int64_t rammer_gpu_trace_bytes(void) {
  return static_cast<int64_t>(sizeof(kInstrs) / sizeof(kInstrs[0])) * rammer::gpu::kTraceWords * 8;
}
const char* rammer_gpu_op_name(int op) {
  return op >= 0 && op < static_cast<int>(sizeof(kOpNames) / sizeof(kOpNames[0])) ? kOpNames[op] : nullptr;
}
const char* rammer_gpu_op_kind(int op) {
  return op >= 0 && op < static_cast<int>(sizeof(kOpKinds) / sizeof(kOpKinds[0])) ? kOpKinds[op] : nullptr;
}

int rammer_gpu_model_load(const char* weights_path, rammer_gpu_model** out) {
  *out = nullptr;
  rammer_gpu_model* m = new rammer_gpu_model();
  auto bail = [&](int rc) { rammer_gpu_model_free(m); return rc; };
  if (!check(RAMMER_API(GetDevice)(&m->device), "get device")) return bail(-1);
  // Co-residency: the cooperative launch refuses a grid that cannot be resident at once; the grid
  // is sized here from the occupancy the device reports for this kernel.
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
  m->capacity = per_sm * sms;
  const std::string holds = "device " + std::to_string(m->device) + " holds " + std::to_string(per_sm) + " x " +
                            std::to_string(sms) + " = " + std::to_string(m->capacity) +
                            " co-resident blocks of this persistent kernel (" + std::to_string(kThreads) +
                            " threads, " + std::to_string(kSharedBytes) + " B shared)";
  if (m->capacity < kMinBlocks)
    return bail(fail(holds + ", but its " + std::to_string(kVeus) + " vEUs need at least " +
                     std::to_string(kMinBlocks) + " blocks (" + std::to_string(rammer::gpu::kMaxVeusPerBlock) +
                     " vEUs per block at most): recompile for this device (rammerc --device=...)"));
  if (m->capacity < kVeus)
    std::fprintf(stderr,
                 "rammer: warning: %s; the schedule was made for %d blocks (one per vEU): running multiplexed, "
                 "up to %d vEUs per block\n",
                 holds.c_str(), kVeus, (kVeus + m->capacity - 1) / m->capacity);
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
  h.resident_bytes = kResidentBytes;
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
  s->blocks = model->capacity < kVeus ? model->capacity : kVeus;
  s->watchdog_ns = default_watchdog_ns();
  auto bail = [&]() { rammer_gpu_session_free(s); return -1; };
  if (workspace) {
    s->workspace = static_cast<unsigned char*>(workspace);
  } else {
    void* p = nullptr;
    if (!check(RAMMER_API(Malloc)(&p, rammer_gpu_workspace_bytes()), "allocate workspace")) return bail();
    s->workspace = static_cast<unsigned char*>(p);
    s->owns_workspace = true;
  }
  s->control = reinterpret_cast<unsigned long long*>(s->workspace);
  s->d_ptrs = reinterpret_cast<void**>(s->workspace + kControlBytes);
  void* pinned = nullptr;
  void* fault = nullptr;
  void* d_fault = nullptr;
  if (!check(RAMMER_HOST_ALLOC_MAPPED(&pinned, kPtrBytes), "allocate the pinned pointer table")) return bail();
  s->h_ptrs = static_cast<void**>(pinned);
  if (!check(RAMMER_HOST_ALLOC_MAPPED(&fault, sizeof(rammer::gpu::FaultRecord)), "allocate the fault record"))
    return bail();
  s->fault = static_cast<rammer::gpu::FaultRecord*>(fault);
  *s->fault = rammer::gpu::FaultRecord{};
  if (!check(RAMMER_API(HostGetDevicePointer)(&d_fault, fault, 0), "map the fault record")) return bail();
  s->d_fault = static_cast<rammer::gpu::FaultRecord*>(d_fault);
  if (!check(RAMMER_API(EventCreateWithFlags)(&s->uploaded, RAMMER_API(EventDisableTiming)), "create an event") ||
      !check(RAMMER_API(EventCreateWithFlags)(&s->last_run, RAMMER_API(EventDisableTiming)), "create an event"))
    return bail();
  resolve_ptrs(s);
  if (!check(RAMMER_API(Memset)(s->control, 0, kControlBytes), "zero counters") ||
      !check(RAMMER_API(Memcpy)(s->d_ptrs, s->h_ptrs, sizeof(void*) * kNumTensors, RAMMER_API(MemcpyHostToDevice)),
             "upload tensor pointers"))
    return bail();
  *out = s;
  return 0;
}

void rammer_gpu_session_free(rammer_gpu_session* s) {
  if (!s) return;
  if (s->upload_pending) (void)RAMMER_API(EventSynchronize)(s->uploaded);
  if (s->uploaded) (void)RAMMER_API(EventDestroy)(s->uploaded);
  if (s->last_run) (void)RAMMER_API(EventDestroy)(s->last_run);
  if (s->h_ptrs) (void)RAMMER_FREE_HOST(s->h_ptrs);
  if (s->fault) (void)RAMMER_FREE_HOST(s->fault);
  if (s->owns_workspace) (void)RAMMER_API(Free)(s->workspace);
  delete s;
}

int rammer_gpu_session_set_max_blocks(rammer_gpu_session* s, int max_blocks) {
  if (!s) return fail("set_max_blocks: no session");
  if (s->started) return fail("set_max_blocks: the session has run already; its grid is fixed");
  if (max_blocks != 0 && max_blocks < kMinBlocks)
    return fail("set_max_blocks: " + std::to_string(max_blocks) + " blocks cannot run " + std::to_string(kVeus) +
                " vEUs (at least " + std::to_string(kMinBlocks) + ")");
  int blocks = s->model->capacity < kVeus ? s->model->capacity : kVeus;
  if (max_blocks > 0 && max_blocks < blocks) blocks = max_blocks;
  s->blocks = blocks;
  return 0;
}

int rammer_gpu_session_blocks(const rammer_gpu_session* s) { return s ? s->blocks : 0; }

int rammer_gpu_session_set_watchdog_ms(rammer_gpu_session* s, int64_t milliseconds) {
  if (!s) return fail("set_watchdog_ms: no session");
  if (milliseconds < 0) return fail("set_watchdog_ms: a negative bound");
  s->watchdog_ns = static_cast<unsigned long long>(milliseconds) * 1000000ull;
  return 0;
}

int rammer_gpu_session_set_trace(rammer_gpu_session* s, void* device_buffer) {
  if (!s) return fail("set_trace: no session");
  if (reinterpret_cast<uintptr_t>(device_buffer) % 8 != 0) return fail("set_trace: the buffer must be 8-byte aligned");
#ifdef RAMMER_TRACE
  s->trace = static_cast<unsigned long long*>(device_buffer);
  return 0;
#else
  return device_buffer == nullptr ? 0
                                  : fail("set_trace: this library was built without tracing (both halves with "
                                         "-DRAMMER_TRACE=1)");
#endif
}

int rammer_gpu_session_bind_input(rammer_gpu_session* s, int i, const void* p) {
  if (!s || i < 0 || i >= kNumInputs) return fail("bind_input: no input " + std::to_string(i));
  if (!staging_writable(s)) return -1;
  s->inputs[i] = p;
  resolve_ptrs(s);
  s->ptrs_dirty = true;
  return 0;
}

int rammer_gpu_session_bind_output(rammer_gpu_session* s, int i, void* p) {
  if (!s || i < 0 || i >= kNumOutputs) return fail("bind_output: no output " + std::to_string(i));
  if (!staging_writable(s)) return -1;
  s->outputs[i] = p;
  resolve_ptrs(s);
  s->ptrs_dirty = true;
  return 0;
}

int rammer_gpu_session_run(rammer_gpu_session* s, void* stream_handle) {
  if (!s) return fail("run: no session");
  if (faulted(s)) return -1;
  for (int i = 0; i < kNumInputs; ++i)
    if (!s->inputs[i]) return fail(std::string("run: input ") + kInputNames[i] + " is not bound");
  for (int i = 0; i < kNumOutputs; ++i)
    if (!s->outputs[i]) return fail(std::string("run: output ") + kOutputNames[i] + " is not bound");
  const auto stream = static_cast<RAMMER_API(Stream_t)>(stream_handle);
  RAMMER_API(StreamCaptureStatus) capture = RAMMER_CAPTURE_NONE;
  if (!check(RAMMER_API(StreamIsCapturing)(stream, &capture), "query stream capture")) return -1;
  const bool capturing = capture != RAMMER_CAPTURE_NONE;
  // Misuse: a run on another stream while the previous one is in flight would share its counters.
  // (Inside a capture nothing runs yet; replays of a graph are checked on the device, by ticket.)
  if (!capturing && s->has_last_run && stream != s->last_stream) {
    const RAMMER_API(Error_t) q = RAMMER_API(EventQuery)(s->last_run);
    if (q == RAMMER_API(ErrorNotReady))
      return fail("run: this session's previous run is still in flight on another stream; runs of one session "
                  "must be ordered (use one stream, or synchronise before switching streams)");
    if (!check(q, "query the previous run")) return -1;
  }
  // A captured run always carries the upload, so each replay reads the bindings current at replay
  // time (bind only between synchronised replays: a replay's copy may read the staging table).
  if (s->ptrs_dirty || capturing) {
    if (!check(RAMMER_API(MemcpyAsync)(s->d_ptrs, s->h_ptrs, sizeof(void*) * kNumTensors,
                                       RAMMER_API(MemcpyHostToDevice), stream),
               "upload tensor pointers") ||
        (!capturing && !check(RAMMER_API(EventRecord)(s->uploaded, stream), "record the pointer upload")))
      return -1;
    s->upload_pending = !capturing;
    s->ptrs_dirty = false;
  }
  rammer::gpu::KernelArgs a{s->model->d_model, s->control, s->d_ptrs, s->d_fault, s->watchdog_ns, s->trace};
  void* args[] = {&a};
  // A cooperative launch: the driver makes every block resident at once or refuses the launch, so the
  // persistent kernel's waits can never spin on a block that was not scheduled (another stream's
  // kernel, MPS, a smaller SKU). It is also what stream capture records into a CUDA graph.
  const RAMMER_API(Error_t) launched = RAMMER_API(LaunchCooperativeKernel)(
      rammer_persistent_kernel(), dim3(s->blocks), dim3(kThreads), args, kSharedBytes, stream);
  const RAMMER_API(Error_t) last = RAMMER_API(GetLastError)();  // consumed, as after a <<<>>> launch
  if (!check(launched != RAMMER_API(Success) ? launched : last, "launch")) return -1;
  s->started = true;
  if (!capturing) {
    if (!check(RAMMER_API(EventRecord)(s->last_run, stream), "record the run")) return -1;
    s->has_last_run = true;
    s->last_stream = stream;
  }
  return 0;
}

int rammer_gpu_session_status(rammer_gpu_session* s) {
  if (!s) return fail("status: no session");
  return faulted(s) ? -1 : 0;
}

int rammer_gpu_session_epoch(rammer_gpu_session* s, uint64_t* completed_runs) {
  unsigned long long v = 0;
  if (!check(RAMMER_API(Memcpy)(&v, s->control + rammer::gpu::kRunsCompleted, sizeof v,
                                RAMMER_API(MemcpyDeviceToHost)),
             "read epoch"))
    return -1;
  *completed_runs = v;
  return 0;
}

}  // extern "C"
