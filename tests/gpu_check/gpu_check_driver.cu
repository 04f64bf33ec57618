// rammer_gpu_check: runs one GPU artifact library (lib<model>.so, opened with dlopen) on a real GPU
// against the reference outputs rammer-reference computed on the build machine, one line per case:
//   PASS|FAIL|SKIP <model> <case>: <why>
// Exit status 1 when a case failed, 2 on bad usage. Builds with the CUDA toolkit alone (the GPU
// machine has no gtest or rammerc); scripts/gpu_check.sh runs it from the bundle gpu_bundle.py makes.
//
//   rammer_gpu_check --lib libM.so --weights weights.bin --ref DIR [--case NAME]... [--relaunches N]
//                    [--tol X] [--measure element|scale] [--watchdog-ms N] [--hang-s N] [--trace-out FILE]
//
// --measure: element (default; fp32) or scale (tensor-core precisions), tensor_dir.h; --tol goes with it.
// DIR holds set0/, set1/, ... (tensor directories). Cases (all but watchdog and trace by default):
//   match     every reference set, full grid, outputs within --tol of the reference
//   relaunch  --relaunches runs (default 1000), inputs copied in stream order before each run, cycling
//             through the sets; outputs of several runs (first of each set, middle, last) checked
//   streams   two sessions, each capped so both grids fit at once, on two streams concurrently
//   graph     one run captured into a CUDA graph, replayed with new input data between replays
//   min_blocks  a session capped at rammer_gpu_min_blocks() (vEUs multiplexed) matches the reference
//             and, bit for bit, the full grid
//   busy      a run on a second stream while the first stream's run is in flight is refused
//   watchdog  (for a library with a broken schedule) the run stops with a fault within --hang-s seconds
//   trace     (for a library built with RAMMER_TRACE) a traced run: where its time went, --trace-out
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include <cuda_runtime.h>

#include "gpu_library.h"
#include "tensor_dir.h"
#include "trace_summary.h"

namespace gpu_check {
namespace {

struct Options {
  std::string lib, weights, ref_dir, model;
  std::vector<std::string> cases;
  int relaunches = 1000;
  double tol = 1e-3;  // fp32 results summed in another order than the interpreter's (see bench/README.md)
  Measure measure = Measure::element;
  int watchdog_ms = 500;
  int hang_s = 10;
  std::string trace_out;  // the trace case's Chrome trace file
};

enum class Verdict { pass, fail, skip };
struct Outcome {
  Verdict verdict;
  std::string why;
};
Outcome pass(std::string w) { return {Verdict::pass, std::move(w)}; }
Outcome fail(std::string w) { return {Verdict::fail, std::move(w)}; }
Outcome skip(std::string w) { return {Verdict::skip, std::move(w)}; }

std::string cuda_error(cudaError_t e, const char* what) {
  return e == cudaSuccess ? "" : std::string(what) + ": " + cudaGetErrorString(e);
}
#define CUDA_TRY(expr)                                               \
  do {                                                               \
    std::string cuda_try_msg = cuda_error((expr), #expr);            \
    if (!cuda_try_msg.empty()) return fail(cuda_try_msg);            \
  } while (0)
#define API_TRY(lib, expr)                                           \
  do {                                                               \
    if ((expr) != 0) return fail(std::string(#expr) + ": " + (lib).error()); \
  } while (0)

std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// Everything the cases share: the library, its loaded model and the reference sets.
struct Ctx {
  const Options& opt;
  GpuLibrary& lib;
  rammer_gpu_model* model;
  std::vector<RefSet> sets;
};

// Device I/O buffers of one session, bound once.
struct SessionIo {
  std::vector<void*> in, out;
  ~SessionIo() {
    for (void* p : in) cudaFree(p);
    for (void* p : out) cudaFree(p);
  }
};

struct Session {
  GpuLibrary& lib;
  rammer_gpu_session* s = nullptr;
  explicit Session(GpuLibrary& l) : lib(l) {}
  ~Session() {
    if (s) lib.session_free(s);
  }
};

Outcome make_session(Ctx& c, Session& session, SessionIo& io, int max_blocks) {
  API_TRY(c.lib, c.lib.session_create(c.model, nullptr, &session.s));
  if (max_blocks > 0) API_TRY(c.lib, c.lib.session_set_max_blocks(session.s, max_blocks));
  for (int i = 0; i < c.lib.num_inputs(); ++i) {
    io.in.push_back(nullptr);
    CUDA_TRY(cudaMalloc(&io.in.back(), c.lib.input_bytes(i)));
    API_TRY(c.lib, c.lib.session_bind_input(session.s, i, io.in.back()));
  }
  for (int i = 0; i < c.lib.num_outputs(); ++i) {
    io.out.push_back(nullptr);
    CUDA_TRY(cudaMalloc(&io.out.back(), c.lib.output_bytes(i)));
    CUDA_TRY(cudaMemset(io.out.back(), 0xff, c.lib.output_bytes(i)));  // NaN: an unwritten output fails
    API_TRY(c.lib, c.lib.session_bind_output(session.s, i, io.out.back()));
  }
  return pass("");
}

// Enqueues the copy of set `k`'s inputs into the session's bound buffers on `stream`.
Outcome enqueue_inputs(Ctx& c, SessionIo& io, int k, cudaStream_t stream) {
  for (int i = 0; i < c.lib.num_inputs(); ++i) {
    const RefTensor* t = c.sets[k].input(c.lib.input_name(i));
    CUDA_TRY(cudaMemcpyAsync(io.in[i], t->bytes.data(), t->bytes.size(), cudaMemcpyHostToDevice, stream));
  }
  return pass("");
}

// Host copies of every output of one run.
using Outputs = std::vector<std::vector<float>>;

Outcome enqueue_outputs(Ctx& c, SessionIo& io, Outputs& host, cudaStream_t stream) {
  host.assign(c.lib.num_outputs(), {});
  for (int j = 0; j < c.lib.num_outputs(); ++j) {
    host[j].resize(c.lib.output_bytes(j) / sizeof(float));
    CUDA_TRY(cudaMemcpyAsync(host[j].data(), io.out[j], c.lib.output_bytes(j), cudaMemcpyDeviceToHost, stream));
  }
  return pass("");
}

// Largest error of `host` against set `k`'s outputs; `why` names the first output over tolerance.
double compare(Ctx& c, const Outputs& host, int k, std::string* why) {
  double worst = 0;
  for (int j = 0; j < c.lib.num_outputs(); ++j) {
    const RefTensor* r = c.sets[k].output(c.lib.output_name(j));
    const float* want = reinterpret_cast<const float*>(r->bytes.data());
    const double e = rel_error(host[j].data(), want, host[j].size(), c.opt.measure);
    if (e > c.opt.tol && why->empty())
      *why = std::string("output ") + c.lib.output_name(j) + " of set " + std::to_string(k) + fmt(": error %.3g", e) +
             fmt(" > tolerance %.1g", c.opt.tol) + "; " +
             mismatch_where(host[j].data(), want, host[j].size(), c.opt.tol, c.opt.measure);
    worst = std::max(worst, e);
  }
  return worst;
}

Outcome sync_and_status(Ctx& c, Session& s, cudaStream_t stream) {
  CUDA_TRY(cudaStreamSynchronize(stream));
  if (c.lib.session_status) API_TRY(c.lib, c.lib.session_status(s.s));
  return pass("");
}

#define OUTCOME_TRY(expr)                                  \
  do {                                                     \
    Outcome outcome_try = (expr);                          \
    if (outcome_try.verdict != Verdict::pass) return outcome_try; \
  } while (0)

Outcome case_match(Ctx& c) {
  Session s(c.lib);
  SessionIo io;
  OUTCOME_TRY(make_session(c, s, io, 0));
  double worst = 0;
  for (int k = 0; k < static_cast<int>(c.sets.size()); ++k) {
    Outputs host;
    OUTCOME_TRY(enqueue_inputs(c, io, k, nullptr));
    API_TRY(c.lib, c.lib.session_run(s.s, nullptr));
    OUTCOME_TRY(enqueue_outputs(c, io, host, nullptr));
    OUTCOME_TRY(sync_and_status(c, s, nullptr));
    std::string why;
    worst = std::max(worst, compare(c, host, k, &why));
    if (!why.empty()) return fail(why);
  }
  const std::string blocks = c.lib.session_blocks ? std::to_string(c.lib.session_blocks(s.s)) : "?";
  return pass(std::to_string(c.sets.size()) + " sets on " + blocks + " blocks, max error " + fmt("%.3g", worst) + fmt(" (tolerance %.1g)", c.opt.tol));
}

Outcome case_relaunch(Ctx& c) {
  Session s(c.lib);
  SessionIo io;
  OUTCOME_TRY(make_session(c, s, io, 0));
  const int n = c.opt.relaunches, sets = static_cast<int>(c.sets.size());
  std::vector<int> checked;
  for (int r = 0; r < std::min(n, sets); ++r) checked.push_back(r);
  for (int r : {n / 2, n / 2 + 1, n - 2, n - 1})
    if (r >= sets && (checked.empty() || r > checked.back())) checked.push_back(r);
  std::vector<Outputs> host(checked.size());
  uint64_t before = 0, after = 0;
  API_TRY(c.lib, c.lib.session_epoch(s.s, &before));
  size_t next = 0;
  for (int r = 0; r < n; ++r) {
    OUTCOME_TRY(enqueue_inputs(c, io, r % sets, nullptr));
    API_TRY(c.lib, c.lib.session_run(s.s, nullptr));
    if (next < checked.size() && checked[next] == r) OUTCOME_TRY(enqueue_outputs(c, io, host[next++], nullptr));
  }
  OUTCOME_TRY(sync_and_status(c, s, nullptr));
  API_TRY(c.lib, c.lib.session_epoch(s.s, &after));
  if (after - before != static_cast<uint64_t>(n))
    return fail("device counted " + std::to_string(after - before) + " completed runs, expected " + std::to_string(n));
  double worst = 0;
  for (size_t i = 0; i < checked.size(); ++i) {
    std::string why;
    worst = std::max(worst, compare(c, host[i], checked[i] % sets, &why));
    if (!why.empty()) return fail("run " + std::to_string(checked[i]) + ": " + why);
  }
  return pass(std::to_string(n) + " runs, " + std::to_string(checked.size()) + " checked, max error " +
              fmt("%.3g", worst) + ", epoch advanced by " + std::to_string(after - before));
}

// Why a case cannot run on this library ("" when it can).
std::string lacks(std::initializer_list<std::pair<bool, const char*>> needed) {
  std::string missing;
  for (const auto& [present, name] : needed)
    if (!present) missing += std::string(missing.empty() ? "" : ", ") + name;
  return missing.empty() ? "" : "the library lacks " + missing;
}

Outcome case_streams(Ctx& c) {
  if (std::string why = lacks({{c.lib.model_capacity != nullptr, "rammer_gpu_model_capacity"},
                                      {c.lib.min_blocks != nullptr, "rammer_gpu_min_blocks"},
                                      {c.lib.session_set_max_blocks != nullptr, "rammer_gpu_session_set_max_blocks"},
                                      {c.lib.session_blocks != nullptr, "rammer_gpu_session_blocks"}});
      !why.empty())
    return skip(why);
  const int cap = std::min(c.lib.model_capacity(c.model) / 2, c.lib.veus());
  if (cap < c.lib.min_blocks())
    return skip("half the device (" + std::to_string(cap) + " blocks) is below min_blocks " +
                std::to_string(c.lib.min_blocks()));
  Session s0(c.lib), s1(c.lib);
  SessionIo io0, io1;
  OUTCOME_TRY(make_session(c, s0, io0, cap));
  OUTCOME_TRY(make_session(c, s1, io1, cap));
  cudaStream_t a, b;
  CUDA_TRY(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
  CUDA_TRY(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
  const int sets = static_cast<int>(c.sets.size()), rounds = 50;
  Outputs h0, h1;
  for (int r = 0; r < rounds; ++r) {
    OUTCOME_TRY(enqueue_inputs(c, io0, r % sets, a));
    API_TRY(c.lib, c.lib.session_run(s0.s, a));
    OUTCOME_TRY(enqueue_inputs(c, io1, (r + 1) % sets, b));
    API_TRY(c.lib, c.lib.session_run(s1.s, b));
  }
  OUTCOME_TRY(enqueue_outputs(c, io0, h0, a));
  OUTCOME_TRY(enqueue_outputs(c, io1, h1, b));
  OUTCOME_TRY(sync_and_status(c, s0, a));
  OUTCOME_TRY(sync_and_status(c, s1, b));
  cudaStreamDestroy(a);
  cudaStreamDestroy(b);
  std::string why;
  double e = std::max(compare(c, h0, (rounds - 1) % sets, &why), compare(c, h1, rounds % sets, &why));
  if (!why.empty()) return fail(why);
  return pass("2 sessions x " + std::to_string(rounds) + " runs on 2 streams, " +
              std::to_string(c.lib.session_blocks(s0.s)) + "+" + std::to_string(c.lib.session_blocks(s1.s)) +
              " blocks of capacity " + std::to_string(c.lib.model_capacity(c.model)) + ", max error " + fmt("%.3g", e));
}

Outcome case_graph(Ctx& c) {
  Session s(c.lib);
  SessionIo io;
  OUTCOME_TRY(make_session(c, s, io, 0));
  cudaStream_t st;
  CUDA_TRY(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  OUTCOME_TRY(enqueue_inputs(c, io, 0, st));
  API_TRY(c.lib, c.lib.session_run(s.s, st));  // binding and first-run work stay out of the graph
  OUTCOME_TRY(sync_and_status(c, s, st));
  uint64_t before = 0, after = 0;
  API_TRY(c.lib, c.lib.session_epoch(s.s, &before));
  cudaGraph_t graph;
  CUDA_TRY(cudaStreamBeginCapture(st, cudaStreamCaptureModeThreadLocal));
  const int rc = c.lib.session_run(s.s, st);
  const std::string run_error = rc != 0 ? c.lib.error() : "";
  CUDA_TRY(cudaStreamEndCapture(st, &graph));
  if (rc != 0) return fail("session_run during capture: " + run_error);
  cudaGraphExec_t exec;
  CUDA_TRY(cudaGraphInstantiate(&exec, graph, 0));
  const int sets = static_cast<int>(c.sets.size()), replays = 2 * sets + 1;
  std::vector<Outputs> host(replays);
  for (int r = 0; r < replays; ++r) {
    OUTCOME_TRY(enqueue_inputs(c, io, (r + 1) % sets, st));  // new data between replays, outside the graph
    CUDA_TRY(cudaGraphLaunch(exec, st));
    OUTCOME_TRY(enqueue_outputs(c, io, host[r], st));
  }
  OUTCOME_TRY(sync_and_status(c, s, st));
  API_TRY(c.lib, c.lib.session_epoch(s.s, &after));
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(st);
  double worst = 0;
  for (int r = 0; r < replays; ++r) {
    std::string why;
    worst = std::max(worst, compare(c, host[r], (r + 1) % sets, &why));
    if (!why.empty()) return fail("replay " + std::to_string(r) + ": " + why);
  }
  if (after - before != static_cast<uint64_t>(replays))
    return fail("device counted " + std::to_string(after - before) + " runs for " + std::to_string(replays) + " replays");
  return pass(std::to_string(replays) + " replays with new inputs, max error " + fmt("%.3g", worst));
}

Outcome case_min_blocks(Ctx& c) {
  if (std::string why = lacks({{c.lib.min_blocks != nullptr, "rammer_gpu_min_blocks"},
                                      {c.lib.session_set_max_blocks != nullptr, "rammer_gpu_session_set_max_blocks"},
                                      {c.lib.session_blocks != nullptr, "rammer_gpu_session_blocks"}});
      !why.empty())
    return skip(why);
  const int mb = c.lib.min_blocks();
  if (mb >= c.lib.veus()) return skip("min_blocks == vEUs (" + std::to_string(mb) + "): nothing to multiplex");
  Session small(c.lib), full(c.lib);
  SessionIo io_small, io_full;
  OUTCOME_TRY(make_session(c, small, io_small, mb));
  OUTCOME_TRY(make_session(c, full, io_full, 0));
  if (c.lib.session_blocks(small.s) != mb)
    return fail("capped session launches " + std::to_string(c.lib.session_blocks(small.s)) + " blocks, not " +
                std::to_string(mb));
  double worst = 0;
  for (int k = 0; k < static_cast<int>(c.sets.size()); ++k) {
    Outputs hs, hf;
    OUTCOME_TRY(enqueue_inputs(c, io_small, k, nullptr));
    OUTCOME_TRY(enqueue_inputs(c, io_full, k, nullptr));
    API_TRY(c.lib, c.lib.session_run(small.s, nullptr));
    API_TRY(c.lib, c.lib.session_run(full.s, nullptr));
    OUTCOME_TRY(enqueue_outputs(c, io_small, hs, nullptr));
    OUTCOME_TRY(enqueue_outputs(c, io_full, hf, nullptr));
    OUTCOME_TRY(sync_and_status(c, small, nullptr));
    OUTCOME_TRY(sync_and_status(c, full, nullptr));
    std::string why;
    worst = std::max(worst, compare(c, hs, k, &why));
    if (!why.empty()) return fail(why);
    for (size_t j = 0; j < hs.size(); ++j)
      if (std::memcmp(hs[j].data(), hf[j].data(), hs[j].size() * sizeof(float)) != 0)
        return fail(std::string("output ") + c.lib.output_name(j) + " of set " + std::to_string(k) +
                    " differs between " + std::to_string(mb) + " blocks and the full grid of " +
                    std::to_string(c.lib.session_blocks(full.s)));
  }
  return pass(std::to_string(c.lib.veus()) + " vEUs on " + std::to_string(mb) +
              " blocks: bitwise equal to the full grid, max error " + fmt("%.3g", worst));
}

// Keeps a stream busy so that a run enqueued behind it is still in flight when the host looks.
__global__ void spin_ns(unsigned long long ns) {
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do {
    __nanosleep(1000);
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while (t - t0 < ns);
}

Outcome case_busy(Ctx& c) {
  Session s(c.lib);
  SessionIo io;
  OUTCOME_TRY(make_session(c, s, io, 0));
  cudaStream_t a, b;
  CUDA_TRY(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
  CUDA_TRY(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
  OUTCOME_TRY(enqueue_inputs(c, io, 0, a));
  spin_ns<<<1, 1, 0, a>>>(300ull * 1000 * 1000);
  CUDA_TRY(cudaGetLastError());
  API_TRY(c.lib, c.lib.session_run(s.s, a));
  const int refused = c.lib.session_run(s.s, b);
  const std::string message = refused != 0 ? c.lib.error() : "";
  const bool a_still_busy = cudaStreamQuery(a) == cudaErrorNotReady;
  Outputs host;
  OUTCOME_TRY(enqueue_outputs(c, io, host, a));
  CUDA_TRY(cudaStreamSynchronize(a));
  CUDA_TRY(cudaStreamSynchronize(b));
  if (refused == 0)
    return a_still_busy ? fail("a run on a second stream was accepted while the first was in flight")
                        : skip("the first run finished before the second was tried (spin kernel too short)");
  std::string why;
  const double e = compare(c, host, 0, &why);
  if (!why.empty()) return fail("the in-flight run: " + why);
  OUTCOME_TRY(sync_and_status(c, s, a));
  API_TRY(c.lib, c.lib.session_run(s.s, b));  // once the first stream is idle, the other stream may run
  OUTCOME_TRY(sync_and_status(c, s, b));
  cudaStreamDestroy(a);
  cudaStreamDestroy(b);
  return pass("refused with \"" + message + "\"; the in-flight run still correct (error " + fmt("%.3g", e) +
              "), a later run on the second stream accepted");
}

Outcome case_watchdog(Ctx& c) {
  if (std::string why = lacks({{c.lib.session_set_watchdog_ms != nullptr, "rammer_gpu_session_set_watchdog_ms"},
                                      {c.lib.session_status != nullptr, "rammer_gpu_session_status"}});
      !why.empty())
    return skip(why);
  Session s(c.lib);
  SessionIo io;
  OUTCOME_TRY(make_session(c, s, io, 0));
  API_TRY(c.lib, c.lib.session_set_watchdog_ms(s.s, c.opt.watchdog_ms));
  OUTCOME_TRY(enqueue_inputs(c, io, 0, nullptr));
  CUDA_TRY(cudaDeviceSynchronize());
  const auto t0 = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  if (c.lib.session_run(s.s, nullptr) != 0) return fail("the broken run was refused at enqueue: " + c.lib.error());
  cudaError_t q;
  while ((q = cudaStreamQuery(nullptr)) == cudaErrorNotReady) {
    if (seconds() > c.opt.hang_s) {
      std::printf("FAIL %s watchdog: no fault after %d s (watchdog %d ms): the kernel hangs\n", c.opt.model.c_str(),
                  c.opt.hang_s, c.opt.watchdog_ms);
      std::fflush(stdout);
      _exit(1);  // the kernel cannot be stopped from here; leave before the context is torn down
    }
    usleep(1000);
  }
  const double elapsed = seconds();
  if (q != cudaSuccess)
    return fail(std::string("the kernel aborted instead of stopping cleanly: ") + cudaGetErrorString(q));
  if (c.lib.session_status(s.s) == 0)
    return fail("the broken schedule completed without a fault (" + fmt("%.3f s", elapsed) + ")");
  const std::string fault = c.lib.error();
  if (c.lib.session_run(s.s, nullptr) == 0) return fail("a faulted session accepted another run");
  return pass("fault after " + fmt("%.3f s", elapsed) + fmt(" (bound %.0f ms): ", c.opt.watchdog_ms) + fault);
}

struct CaseEntry {
  const char* name;
  Outcome (*run)(Ctx&);
};
// A library built with RAMMER_TRACE: a warm run of set 0, then a traced one (checked like match); the
// summary says where its time went, --trace-out FILE gets the Chrome/Perfetto trace.
Outcome case_trace(Ctx& c) {
  if (std::string why = lacks({{c.lib.trace_bytes != nullptr, "rammer_gpu_trace_bytes"},
                               {c.lib.session_set_trace != nullptr, "rammer_gpu_session_set_trace"},
                               {c.lib.op_name != nullptr && c.lib.op_kind != nullptr, "rammer_gpu_op_name"}});
      !why.empty())
    return skip(why);
  Session s(c.lib);
  SessionIo io;
  OUTCOME_TRY(make_session(c, s, io, 0));
  const int64_t bytes = c.lib.trace_bytes();
  void* d_trace = nullptr;
  CUDA_TRY(cudaMalloc(&d_trace, bytes));
  std::vector<uint64_t> words(static_cast<size_t>(bytes / 8));
  Outputs host;
  auto traced_run = [&]() -> Outcome {
    OUTCOME_TRY(enqueue_inputs(c, io, 0, nullptr));
    API_TRY(c.lib, c.lib.session_run(s.s, nullptr));  // warm: the code, the weights in L2
    OUTCOME_TRY(sync_and_status(c, s, nullptr));
    CUDA_TRY(cudaMemset(d_trace, 0, bytes));
    if (c.lib.session_set_trace(s.s, d_trace) != 0) return skip(c.lib.error());
    API_TRY(c.lib, c.lib.session_run(s.s, nullptr));
    OUTCOME_TRY(enqueue_outputs(c, io, host, nullptr));
    OUTCOME_TRY(sync_and_status(c, s, nullptr));
    CUDA_TRY(cudaMemcpy(words.data(), d_trace, bytes, cudaMemcpyDeviceToHost));
    return pass("");
  };
  const Outcome ran = traced_run();
  cudaFree(d_trace);
  if (ran.verdict != Verdict::pass) return ran;
  std::string why;
  compare(c, host, 0, &why);
  if (!why.empty()) return fail("the traced run: " + why);
  const std::vector<TraceSlot> slots = trace_slots(words);
  if (slots.empty()) return fail("the traced run stamped no tile");
  auto kind = [&](int op) { const char* k = c.lib.op_kind(op); return std::string(k ? k : "?"); };
  auto name = [&](int op) { const char* n = c.lib.op_name(op); return std::string(n ? n : "?"); };
  std::string where;
  if (!c.opt.trace_out.empty()) {
    if (!write_chrome_trace(c.opt.trace_out, slots, name)) return fail("cannot write " + c.opt.trace_out);
    where = "; trace in " + c.opt.trace_out;
  }
  return pass(trace_summary_line(summarize_trace(slots, kind)) + where);
}

const CaseEntry kCases[] = {{"match", case_match},   {"relaunch", case_relaunch},     {"streams", case_streams},
                            {"graph", case_graph},   {"min_blocks", case_min_blocks}, {"busy", case_busy},
                            {"watchdog", case_watchdog}, {"trace", case_trace}};

const char* g_alarm_line = "";
void on_alarm(int) {
  const char* msg = g_alarm_line;
  ssize_t ignored = write(1, msg, std::strlen(msg));
  (void)ignored;
  _exit(1);
}

// Checks that the library's inputs and outputs are the reference's, by name and size.
std::string check_io(Ctx& c) {
  for (size_t k = 0; k < c.sets.size(); ++k) {
    for (int i = 0; i < c.lib.num_inputs(); ++i) {
      const RefTensor* t = c.sets[k].input(c.lib.input_name(i));
      if (!t || static_cast<int64_t>(t->bytes.size()) != c.lib.input_bytes(i))
        return std::string("input ") + c.lib.input_name(i) + " missing or of another size in set " + std::to_string(k);
    }
    for (int j = 0; j < c.lib.num_outputs(); ++j) {
      const RefTensor* t = c.sets[k].output(c.lib.output_name(j));
      if (!t || static_cast<int64_t>(t->bytes.size()) != c.lib.output_bytes(j) || t->dtype != "f32")
        return std::string("output ") + c.lib.output_name(j) + " missing, not f32 or of another size in set " +
               std::to_string(k);
    }
  }
  return "";
}

int usage(const char* why) {
  std::fprintf(stderr, "rammer_gpu_check: %s\nusage: rammer_gpu_check --lib libM.so --weights weights.bin --ref DIR "
               "[--case NAME]... [--relaunches N] [--tol X] [--measure element|scale] [--watchdog-ms N] [--hang-s N] "
               "[--trace-out FILE]\n", why);
  return 2;
}

}  // namespace
}  // namespace gpu_check

int main(int argc, char** argv) {
  using namespace gpu_check;
  Options opt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc) return usage(("missing value after " + a).c_str());
    const char* v = argv[++i];
    if (a == "--lib") opt.lib = v;
    else if (a == "--weights") opt.weights = v;
    else if (a == "--ref") opt.ref_dir = v;
    else if (a == "--case") opt.cases.push_back(v);
    else if (a == "--relaunches") opt.relaunches = std::atoi(v);
    else if (a == "--tol") opt.tol = std::atof(v);
    else if (a == "--measure" && (std::string(v) == "element" || std::string(v) == "scale"))
      opt.measure = std::string(v) == "scale" ? Measure::scale : Measure::element;
    else if (a == "--watchdog-ms") opt.watchdog_ms = std::atoi(v);
    else if (a == "--hang-s") opt.hang_s = std::atoi(v);
    else if (a == "--trace-out") opt.trace_out = v;
    else return usage(("unknown argument " + a).c_str());
  }
  if (opt.lib.empty() || opt.ref_dir.empty()) return usage("--lib and --ref are required");
  if (opt.relaunches < 4) return usage("--relaunches must be at least 4");
  if (opt.cases.empty())
    for (const auto& e : kCases)
      if (std::string(e.name) != "watchdog" && std::string(e.name) != "trace") opt.cases.push_back(e.name);
  const size_t slash = opt.lib.find_last_of('/');
  opt.model = opt.lib.substr(slash == std::string::npos ? 0 : slash + 1);
  if (opt.model.rfind("lib", 0) == 0) opt.model = opt.model.substr(3);
  if (opt.model.size() > 3 && opt.model.compare(opt.model.size() - 3, 3, ".so") == 0)
    opt.model.resize(opt.model.size() - 3);

  auto fail_all = [&](const std::string& why) {
    for (const auto& name : opt.cases) std::printf("FAIL %s %s: %s\n", opt.model.c_str(), name.c_str(), why.c_str());
    return 1;
  };
  GpuLibrary lib;
  if (std::string e = lib.open(opt.lib); !e.empty()) return fail_all(e);
  std::vector<RefSet> sets;
  for (int k = 0;; ++k) {
    const std::string dir = opt.ref_dir + "/set" + std::to_string(k);
    if (access((dir + "/tensors.json").c_str(), R_OK) != 0) break;
    sets.emplace_back();
    if (std::string e = read_ref_set(dir, &sets.back()); !e.empty()) return fail_all(e);
  }
  if (sets.empty()) return fail_all("no reference sets under " + opt.ref_dir);
  rammer_gpu_model* model = nullptr;
  if (lib.model_load(opt.weights.c_str(), &model) != 0) return fail_all("model_load: " + lib.error());
  Ctx ctx{opt, lib, model, std::move(sets)};
  if (std::string e = check_io(ctx); !e.empty()) return fail_all(e);
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) std::snprintf(prop.name, sizeof prop.name, "unknown device");
  std::printf("INFO %s: %s, %d SMs; %d vEUs, min_blocks %d, capacity %d, %d threads/block, workspace %lld B, "
              "%zu reference sets%s%s\n", opt.model.c_str(), prop.name, prop.multiProcessorCount, lib.veus(),
              lib.min_blocks ? lib.min_blocks() : -1, lib.model_capacity ? lib.model_capacity(model) : -1,
              lib.threads_per_block(), static_cast<long long>(lib.workspace_bytes()), ctx.sets.size(),
              lib.missing_optional.empty() ? "" : "; lacks ", lib.missing_optional.c_str());
  std::fflush(stdout);

  int failed = 0;
  std::signal(SIGALRM, on_alarm);
  for (const auto& name : opt.cases) {
    const CaseEntry* entry = nullptr;
    for (const auto& e : kCases)
      if (name == e.name) entry = &e;
    if (!entry) return usage(("unknown case " + name).c_str());
    // A case that hangs prints its own FAIL line and ends the process instead of losing the report.
    static std::string alarm_line;
    alarm_line = "FAIL " + opt.model + " " + name + ": no result after 120 s (hang)\n";
    g_alarm_line = alarm_line.c_str();
    alarm(120);
    const auto t0 = std::chrono::steady_clock::now();
    const Outcome o = entry->run(ctx);
    alarm(0);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const char* verdict = o.verdict == Verdict::pass ? "PASS" : o.verdict == Verdict::fail ? "FAIL" : "SKIP";
    std::printf("%s %s %s: %s [%.2f s]\n", verdict, opt.model.c_str(), name.c_str(), o.why.c_str(), s);
    std::fflush(stdout);
    failed += o.verdict == Verdict::fail;
  }
  lib.model_free(model);
  return failed ? 1 : 0;
}
