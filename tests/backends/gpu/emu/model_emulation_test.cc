// Whole models on the emulated GPU (label racecheck): rammerc's h100 host and device halves of the
// bundled examples, built unchanged against the emulator (CMakeLists.txt), loaded with dlopen and
// driven through the C API of rammer_gpu.h, as a GPU library is. The reference is the interpreter on
// the graph as loaded, on seeded inputs that change from run to run.
//
// What runs here is the schedule made for 132 SMs on an emulated device that holds fewer blocks: the
// minimum grid the manifest states (ceil(132 / 32) = 5), and a session capped in between; plus the
// misuse and fault paths of the host half and the persistent kernel: a run on a second stream while
// the first is in flight, the watchdog on a schedule that cannot finish, and the persistent kernel
// whose signal lacks its barrier (which the emulator must report).
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "backends/gpu/emu/emu_control.h"
#include "backends/gpu/rammer_gpu.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "frontend/onnx/onnx_loader.h"
#include "tests/backends/gpu/emu/emulated_streams.h"
#include "tests/gpu_check/trace_summary.h"
#include "tools/oracle/client/oracle_client.h"

namespace rammer {
namespace {

// The C API of one emulated library.
struct Lib {
  void* h = nullptr;
  const char* (*error)() = nullptr;
  int (*load)(const char*, rammer_gpu_model**) = nullptr;
  void (*model_free)(rammer_gpu_model*) = nullptr;
  int (*capacity)(const rammer_gpu_model*) = nullptr;
  int (*veus)() = nullptr;
  int (*min_blocks)() = nullptr;
  int (*create)(rammer_gpu_model*, void*, rammer_gpu_session**) = nullptr;
  void (*session_free)(rammer_gpu_session*) = nullptr;
  int (*set_max_blocks)(rammer_gpu_session*, int) = nullptr;
  int (*blocks)(const rammer_gpu_session*) = nullptr;
  int (*set_watchdog_ms)(rammer_gpu_session*, int64_t) = nullptr;
  int (*bind_in)(rammer_gpu_session*, int, const void*) = nullptr;
  int (*bind_out)(rammer_gpu_session*, int, void*) = nullptr;
  int (*run)(rammer_gpu_session*, void*) = nullptr;
  int (*status)(rammer_gpu_session*) = nullptr;
  int (*epoch)(rammer_gpu_session*, uint64_t*) = nullptr;
  int (*num_inputs)() = nullptr;
  int (*num_outputs)() = nullptr;
  const char* (*input_name)(int) = nullptr;
  const char* (*output_name)(int) = nullptr;
  int64_t (*trace_bytes)() = nullptr;
  int (*set_trace)(rammer_gpu_session*, void*) = nullptr;
  const char* (*op_name)(int) = nullptr;

  explicit Lib(const std::string& target) {
    const std::string path = std::string(RAMMER_EMU_LIB_DIR) + "/lib" + target + ".so";
    h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (h == nullptr) return;
    auto sym = [&](auto& f, const char* name) { f = reinterpret_cast<std::decay_t<decltype(f)>>(dlsym(h, name)); };
    sym(error, "rammer_gpu_last_error");
    sym(load, "rammer_gpu_model_load");
    sym(model_free, "rammer_gpu_model_free");
    sym(capacity, "rammer_gpu_model_capacity");
    sym(veus, "rammer_gpu_veus");
    sym(min_blocks, "rammer_gpu_min_blocks");
    sym(create, "rammer_gpu_session_create");
    sym(session_free, "rammer_gpu_session_free");
    sym(set_max_blocks, "rammer_gpu_session_set_max_blocks");
    sym(blocks, "rammer_gpu_session_blocks");
    sym(set_watchdog_ms, "rammer_gpu_session_set_watchdog_ms");
    sym(bind_in, "rammer_gpu_session_bind_input");
    sym(bind_out, "rammer_gpu_session_bind_output");
    sym(run, "rammer_gpu_session_run");
    sym(status, "rammer_gpu_session_status");
    sym(epoch, "rammer_gpu_session_epoch");
    sym(num_inputs, "rammer_gpu_num_inputs");
    sym(num_outputs, "rammer_gpu_num_outputs");
    sym(input_name, "rammer_gpu_input_name");
    sym(trace_bytes, "rammer_gpu_trace_bytes");
    sym(set_trace, "rammer_gpu_session_set_trace");
    sym(op_name, "rammer_gpu_op_name");
    sym(output_name, "rammer_gpu_output_name");
  }
  ~Lib() {
    if (h) dlclose(h);
  }
  bool ok() const { return h != nullptr && error && load && create && run && status && min_blocks && output_name; }
};

// A bundled example, else a model of the build's models/ folder (the test_models target).
std::string example(const std::string& model) {
  const std::string bundled = std::string(RAMMER_SOURCE_DIR) + "/examples/" + model + ".onnx";
  return std::ifstream(bundled).good() ? bundled : std::string(RAMMER_MODELS_DIR) + "/" + model + ".onnx";
}

std::string all_reports() {
  std::string s;
  for (const emu::Report& r : emu::reports()) s += std::string(emu::report_kind_name(r.kind)) + ": " + r.text + "\n";
  return s;
}

// One model's library, loaded on an emulated device of `sms` blocks, with a session whose "device"
// buffers are host memory (the emulated device's memory).
class Model {
 public:
  // `dir`: the artifact's folder under RAMMER_EMU_MODELS_DIR (default <model>_h100).
  Model(const std::string& model, const std::string& target, int sms, const std::string& dir = "") : lib_(target) {
    emu::reset();
    emu::set_device_model({sms, 1});
    Result<Graph> g = load_onnx(example(model));
    if (!g.is_ok()) {
      error_ = g.status().message();
      return;
    }
    graph_ = std::move(g.value());
    if (!lib_.ok()) {
      error_ = "cannot open the emulated library of " + target + ": " + (dlerror() ? dlerror() : "symbols missing");
      return;
    }
    const std::string weights =
        std::string(RAMMER_EMU_MODELS_DIR) + "/" + (dir.empty() ? model + "_h100" : dir) + "/weights.bin";
    if (lib_.load(weights.c_str(), &model_) != 0) error_ = lib_.error();
  }
  ~Model() {
    if (session_) lib_.session_free(session_);
    if (model_) lib_.model_free(model_);
  }
  const std::string& error() const { return error_; }
  Lib& lib() { return lib_; }
  rammer_gpu_model* model() { return model_; }

  rammer_gpu_session* session(int max_blocks, int64_t watchdog_ms) {
    EXPECT_EQ(lib_.create(model_, nullptr, &session_), 0) << lib_.error();
    EXPECT_EQ(lib_.set_max_blocks(session_, max_blocks), 0) << lib_.error();
    EXPECT_EQ(lib_.set_watchdog_ms(session_, watchdog_ms), 0) << lib_.error();
    return session_;
  }

  // Binds seeded inputs and fresh output buffers (NaN, so an unwritten element shows).
  void bind(uint32_t seed) {
    inputs_ = seeded_inputs(graph_, seed);
    outputs_.clear();
    for (int i = 0; i < lib_.num_inputs(); ++i)
      EXPECT_EQ(lib_.bind_in(session_, i, inputs_.at(lib_.input_name(i)).raw()), 0) << lib_.error();
    for (int i = 0; i < lib_.num_outputs(); ++i) {
      const Value& v = graph_.value(lib_.output_name(i));
      Tensor t(v.dtype, v.shape);
      for (int64_t k = 0; k < t.numel(); ++k) t.set_f64(k, NAN);
      outputs_.emplace(lib_.output_name(i), std::move(t));
      EXPECT_EQ(lib_.bind_out(session_, i, outputs_.at(lib_.output_name(i)).raw()), 0) << lib_.error();
    }
  }
  const std::map<std::string, Tensor>& outputs() const { return outputs_; }

  // bind(seed), one run on the null stream (the emulator runs it in the caller), the outputs.
  std::map<std::string, Tensor> run(uint32_t seed) {
    bind(seed);
    EXPECT_EQ(lib_.run(session_, nullptr), 0) << lib_.error();
    return outputs_;
  }

  // The interpreter on the inputs of the last run.
  void expect_matches_reference(const std::map<std::string, Tensor>& got, const std::string& what) {
    const std::map<std::string, Tensor> want = interpret(graph_, inputs_);
    for (const auto& [name, t] : want)
      EXPECT_LE(tensor_error(got.at(name), t).max_rel_error, 1e-4) << what << ": output " << name;
  }

 private:
  Lib lib_;
  Graph graph_;
  rammer_gpu_model* model_ = nullptr;
  rammer_gpu_session* session_ = nullptr;
  std::map<std::string, Tensor> inputs_, outputs_;
  std::string error_;
};

constexpr int64_t kPatientWatchdogMs = 120000;  // emulated tiles are slow; only the watchdog test is strict

// The h100 schedule (132 vEUs) at the manifest's minimum grid, three runs on changing inputs.
void check_min_grid(const std::string& model) {
  Lib probe("emu_" + model + "_h100");
  ASSERT_TRUE(probe.ok()) << dlerror();
  const int min_blocks = probe.min_blocks();
  ASSERT_EQ(probe.veus(), 132);
  ASSERT_LT(min_blocks, 114) << "an h100 library must load on an H100 PCIe (114 SMs)";
  Model m(model, "emu_" + model + "_h100", min_blocks);
  ASSERT_TRUE(m.error().empty()) << m.error();
  EXPECT_EQ(m.lib().capacity(m.model()), min_blocks);
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  EXPECT_EQ(m.lib().blocks(s), min_blocks);
  for (uint32_t seed = 1; seed <= 3; ++seed) {
    const auto got = m.run(seed);
    m.expect_matches_reference(got, model + " run " + std::to_string(seed));
  }
  uint64_t runs = 0;
  EXPECT_EQ(m.lib().epoch(s, &runs), 0);
  EXPECT_EQ(runs, 3u);
  EXPECT_EQ(m.lib().status(s), 0) << m.lib().error();
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
}

TEST(EmulatedModel, TinyCnnAtTheMinimumGridMatchesOnChangingInputs) { check_min_grid("tiny_cnn"); }
TEST(EmulatedModel, TinyLstmAtTheMinimumGridMatchesOnChangingInputs) { check_min_grid("tiny_lstm"); }

// The pinned slices of R of an artifact (schedule.txt): per layer direction, the rTasks of one
// step's gates op ("op lstm.d0.t3.gates LSTM.gates gates_h8_resident tasks=4").
int rnn_slices(const std::string& dir) {
  std::ifstream f(std::string(RAMMER_EMU_MODELS_DIR) + "/" + dir + "/schedule.txt");
  std::map<std::string, int> per_direction;
  for (std::string line; std::getline(f, line);) {
    std::istringstream words(line);
    std::string op, name, kind, variant, tasks;
    if (!(words >> op >> name >> kind >> variant >> tasks) || op != "op" || !kind.ends_with(".gates")) continue;
    per_direction[name.substr(0, name.rfind(".t"))] = std::stoi(tasks.substr(tasks.find('=') + 1));
  }
  int n = 0;
  for (const auto& [direction, slices] : per_direction) n += slices;
  return n;
}

// A model scheduled for h100_8sm, on a device that holds one block per vEU: every run loads each
// pinned slice of R from global memory once (the emulator counts the loads), the later steps find
// it resident, and the outputs match the reference on changing inputs.
void check_one_load_per_slice(const std::string& model) {
  const std::string dir = model + "_h100_8sm";
  const int slices = rnn_slices(dir);
  ASSERT_GT(slices, 1) << "no pinned RNN slices in the artifact's schedule.txt";
  Lib probe("emu_" + dir);
  ASSERT_TRUE(probe.ok()) << dlerror();
  const int veus = probe.veus();
  ASSERT_GE(veus, slices);
  Model m(model, "emu_" + dir, veus, dir);
  ASSERT_TRUE(m.error().empty()) << m.error();
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  EXPECT_EQ(m.lib().blocks(s), veus);
  for (uint32_t seed = 1; seed <= 2; ++seed) {
    emu::clear_counters();
    const auto got = m.run(seed);
    m.expect_matches_reference(got, model + ", one block per vEU, run " + std::to_string(seed));
    EXPECT_EQ(emu::counter("rnn_resident_loads"), static_cast<uint64_t>(slices)) << model << " run " << seed;
  }
  EXPECT_EQ(m.lib().status(s), 0) << m.lib().error();
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
}

TEST(EmulatedModel, TinyLstmLoadsEachSliceOfROncePerRunAtOneBlockPerVeu) { check_one_load_per_slice("tiny_lstm"); }

// lstm2: two stacked layers (two affinity groups on disjoint vEUs), 16 steps, hidden 128.
TEST(EmulatedModel, Lstm2LoadsEachSliceOfROncePerRunAtOneBlockPerVeu) { check_one_load_per_slice("lstm2"); }

// lstm_stack: LSTM-TC's graph form, whose output is a Squeeze of the top layer's Y (a view): the
// plan puts Y in the output's buffer, since the persistent kernel copies nothing after the run (the
// outputs start as NaN, so an output left in the workspace fails the match).
TEST(EmulatedModel, StackedLstmWritesTheOutputThatViewsItsTopLayersY) { check_one_load_per_slice("lstm_stack"); }

// The same library on a grid of 2 blocks: each block runs several vEUs, so slices meet other
// slices' rows in the resident region and reload (more loads than slices); the answer stays right.
TEST(EmulatedModel, TinyLstmOnAMultiplexedGridReloadsRAndStillMatches) {
  const int slices = rnn_slices("tiny_lstm_h100_8sm");
  Model m("tiny_lstm", "emu_tiny_lstm_h100_8sm", 2, "tiny_lstm_h100_8sm");
  ASSERT_TRUE(m.error().empty()) << m.error();
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  EXPECT_EQ(m.lib().blocks(s), 2);
  emu::clear_counters();
  const auto got = m.run(5);
  m.expect_matches_reference(got, "tiny_lstm on 2 blocks");
  EXPECT_GT(emu::counter("rnn_resident_loads"), static_cast<uint64_t>(slices));
  EXPECT_EQ(m.lib().status(s), 0) << m.lib().error();
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
}

TEST(EmulatedModel, CappedSessionMatchesTheMinimumGridBitForBit) {
  std::map<std::string, Tensor> at_min, capped;
  {
    Model m("tiny_cnn", "emu_tiny_cnn_h100", 5);
    ASSERT_TRUE(m.error().empty()) << m.error();
    m.session(0, kPatientWatchdogMs);
    at_min = m.run(7);
  }
  {
    Model m("tiny_cnn", "emu_tiny_cnn_h100", 16);
    ASSERT_TRUE(m.error().empty()) << m.error();
    rammer_gpu_session* s = m.session(11, kPatientWatchdogMs);
    EXPECT_EQ(m.lib().blocks(s), 11);
    capped = m.run(7);
    m.expect_matches_reference(capped, "11 blocks");
  }
  for (const auto& [name, t] : at_min)
    EXPECT_EQ(std::memcmp(t.raw(), capped.at(name).raw(), t.nbytes()), 0) << name;
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
}

TEST(EmulatedModel, DeviceBelowTheMinimumGridIsRefusedAtLoad) {
  Model m("tiny_cnn", "emu_tiny_cnn_h100", 4);
  EXPECT_NE(m.error().find("holds 1 x 4 = 4 co-resident blocks"), std::string::npos) << m.error();
  EXPECT_NE(m.error().find("at least 5 blocks"), std::string::npos) << m.error();
}

TEST(EmulatedModel, GridCapsAreCheckedAndFixedByTheFirstRun) {
  Model m("tiny_cnn", "emu_tiny_cnn_h100", 8);
  ASSERT_TRUE(m.error().empty()) << m.error();
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  EXPECT_EQ(m.lib().set_max_blocks(s, 4), -1);
  EXPECT_NE(std::string(m.lib().error()).find("at least 5"), std::string::npos) << m.lib().error();
  m.run(1);
  EXPECT_EQ(m.lib().set_max_blocks(s, 6), -1);
  EXPECT_NE(std::string(m.lib().error()).find("grid is fixed"), std::string::npos) << m.lib().error();
}

TEST(EmulatedModel, RunOnASecondStreamWhileTheFirstIsInFlightIsRefused) {
  Model m("tiny_cnn", "emu_tiny_cnn_h100", 5);
  ASSERT_TRUE(m.error().empty()) << m.error();
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  void* a = emu_test::create_stream();
  void* b = emu_test::create_stream();
  ASSERT_TRUE(a != nullptr && b != nullptr);
  unsigned long long gate = 0;
  m.bind(3);
  emu_test::hold_stream(a, &gate);  // the run enqueued next on `a` stays in flight until the gate opens
  ASSERT_EQ(m.lib().run(s, a), 0) << m.lib().error();
  EXPECT_EQ(m.lib().run(s, b), -1);
  EXPECT_NE(std::string(m.lib().error()).find("still in flight on another stream"), std::string::npos)
      << m.lib().error();
  __atomic_store_n(&gate, 1ull, __ATOMIC_RELEASE);
  EXPECT_EQ(emu_test::synchronize_stream(a), 0);
  m.expect_matches_reference(m.outputs(), "the run on the first stream");
  // Once it is done, the other stream may run the session: the refusal left the counters intact.
  m.bind(4);
  ASSERT_EQ(m.lib().run(s, b), 0) << m.lib().error();
  EXPECT_EQ(emu_test::synchronize_stream(b), 0);
  m.expect_matches_reference(m.outputs(), "the run on the second stream");
  EXPECT_EQ(m.lib().status(s), 0) << m.lib().error();
  emu_test::destroy_stream(a);
  emu_test::destroy_stream(b);
  EXPECT_TRUE(emu::reports().empty()) << all_reports();
}

// The rTask count of an artifact's schedule (summary.json, "rtasks").
int scheduled_rtasks(const std::string& dir) {
  std::ifstream f(std::string(RAMMER_EMU_MODELS_DIR) + "/" + dir + "/summary.json");
  const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const size_t at = text.find("\"rtasks\":");
  return at == std::string::npos ? -1 : std::atoi(text.c_str() + at + 9);
}

// The kernel that stages each exec's op, tensors and instructions in shared memory before the step's
// waits (RAMMER_STAGE_TABLES) computes what the default kernel computes, bit for bit: at one block
// per vEU and on a multiplexed grid (blocks restage as they move between vEUs), for a CNN and for
// the recurrent steps (the op with the most operands); every rTask of a run runs from staged tables.
TEST(EmulatedModel, StagedTablesKernelMatchesTheDefaultBitForBit) {
  struct Case {
    std::string model, dir;
    int sms, fewest_blocks;
  };
  for (const Case& c : {Case{"tiny_cnn", "tiny_cnn_h100", 16, 5}, Case{"tiny_lstm", "tiny_lstm_h100_8sm", 8, 2}}) {
    const std::string plain = "emu_" + c.dir, staged = plain + "_staged";
    for (int blocks : {0, c.fewest_blocks}) {
      std::map<std::string, Tensor> want, got;
      {
        Model m(c.model, plain, c.sms, c.dir);
        ASSERT_TRUE(m.error().empty()) << m.error();
        m.session(blocks, kPatientWatchdogMs);
        want = m.run(3);
      }
      Model m(c.model, staged, c.sms, c.dir);
      ASSERT_TRUE(m.error().empty()) << m.error();
      rammer_gpu_session* s = m.session(blocks, kPatientWatchdogMs);
      emu::clear_counters();
      got = m.run(3);
      const std::string what = c.model + " staged on " + std::to_string(m.lib().blocks(s)) + " blocks";
      EXPECT_EQ(emu::counter("staged_execs"), static_cast<uint64_t>(scheduled_rtasks(c.dir))) << what;
      m.expect_matches_reference(got, what);
      for (const auto& [name, t] : want)
        EXPECT_EQ(std::memcmp(t.raw(), got.at(name).raw(), t.nbytes()), 0) << what << ": " << name;
      EXPECT_EQ(m.lib().status(s), 0) << m.lib().error();
      EXPECT_TRUE(emu::reports().empty()) << all_reports();
    }
  }
}

// tiny_cnn built with RAMMER_TRACE, at the minimum grid (vEUs multiplexed): a run with a trace buffer
// fills one slot per rTask, each with its op, task, block and vEU and a start before its end; a vEU's
// tiles follow one another in time. The default build refuses a buffer and accepts none.
TEST(EmulatedModel, TracedBuildStampsEveryTileOfARun) {
  Lib plain("emu_tiny_cnn_h100");
  ASSERT_TRUE(plain.ok() && plain.set_trace != nullptr) << dlerror();
  Model untraced("tiny_cnn", "emu_tiny_cnn_h100", 5);
  ASSERT_TRUE(untraced.error().empty()) << untraced.error();
  rammer_gpu_session* u = untraced.session(0, kPatientWatchdogMs);
  std::vector<uint64_t> unused(8);
  EXPECT_EQ(plain.set_trace(u, unused.data()), -1);
  EXPECT_NE(std::string(plain.error()).find("built without tracing"), std::string::npos) << plain.error();
  EXPECT_EQ(plain.set_trace(u, nullptr), 0);

  Model m("tiny_cnn", "emu_tiny_cnn_h100_trace", 5, "tiny_cnn_h100");
  ASSERT_TRUE(m.error().empty()) << m.error();
  Lib& lib = m.lib();
  ASSERT_TRUE(lib.trace_bytes != nullptr && lib.set_trace != nullptr && lib.op_name != nullptr);
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  const int blocks = lib.blocks(s), veus = lib.veus();
  std::vector<uint64_t> trace(static_cast<size_t>(lib.trace_bytes() / 8), 0);
  ASSERT_EQ(lib.set_trace(s, trace.data()), 0) << lib.error();
  const auto got = m.run(3);
  m.expect_matches_reference(got, "tiny_cnn traced");
  ASSERT_EQ(lib.status(s), 0) << lib.error();

  std::map<int, std::vector<std::pair<uint64_t, uint64_t>>> by_veu;
  int filled = 0;
  for (size_t i = 0; i + 3 < trace.size(); i += 4) {
    if (trace[i] == 0 && trace[i + 1] == 0) continue;  // not an exec
    ++filled;
    const int op = static_cast<int>(trace[i + 2] >> 32), block = static_cast<int>(trace[i + 3] >> 32);
    const int veu = static_cast<int>(trace[i + 3] & 0xffffffffu);
    EXPECT_NE(lib.op_name(op), nullptr) << "slot " << i / 4 << ": op " << op;
    EXPECT_LT(veu, veus);
    EXPECT_EQ(block, veu % blocks) << "slot " << i / 4;
    EXPECT_GT(trace[i], 0u);
    EXPECT_LE(trace[i], trace[i + 1]) << "slot " << i / 4;
    by_veu[veu].push_back({trace[i], trace[i + 1]});
  }
  EXPECT_EQ(filled, scheduled_rtasks("tiny_cnn_h100"));
  for (auto& [veu, tiles] : by_veu) {
    std::sort(tiles.begin(), tiles.end());
    for (size_t k = 1; k < tiles.size(); ++k) EXPECT_LE(tiles[k - 1].second, tiles[k].first) << "vEU " << veu;
  }
  EXPECT_TRUE(emu::reports().empty()) << all_reports();

  // What the GPU driver's trace case makes of it (tests/gpu_check/trace_summary.h): every tile, each of
  // the model's op kinds, and a Chrome trace with one slice per tile on its vEU's row.
  const std::vector<gpu_check::TraceSlot> slots = gpu_check::trace_slots(trace);
  auto kind = [](int op) { return std::to_string(op); };
  const gpu_check::TraceSummary sum = gpu_check::summarize_trace(slots, kind);
  EXPECT_EQ(sum.tiles, filled);
  EXPECT_EQ(sum.veus, static_cast<int>(by_veu.size()));
  int kind_tiles = 0;
  for (const auto& k : sum.kinds) kind_tiles += k.tiles;
  EXPECT_EQ(kind_tiles, filled);
  EXPECT_EQ(sum.kinds.size(), 6u) << "tiny_cnn has six ops";
  EXPECT_LE(sum.busy_us, sum.span_us * sum.veus + 1e-9);
  EXPECT_NE(gpu_check::trace_summary_line(sum).find(std::to_string(filled) + " tiles on"), std::string::npos);
  const std::string path = ::testing::TempDir() + "/tiny_cnn_trace.json";
  ASSERT_TRUE(gpu_check::write_chrome_trace(path, slots, [&](int op) { return std::string(lib.op_name(op)); }));
  const nlohmann::json chrome = nlohmann::json::parse(std::ifstream(path));
  ASSERT_EQ(chrome["traceEvents"].size(), static_cast<size_t>(filled));
  EXPECT_EQ(chrome["traceEvents"][0]["ph"], "X");
}

TEST(EmulatedModel, WatchdogStopsAScheduleThatCannotFinish) {
  Model m("tiny_cnn", "emu_tiny_cnn_h100_broken", 5);
  ASSERT_TRUE(m.error().empty()) << m.error();
  rammer_gpu_session* s = m.session(0, 50);
  m.run(1);  // returns: the watchdog stops the launch
  EXPECT_EQ(m.lib().status(s), -1);
  const std::string fault = m.lib().error();
  EXPECT_NE(fault.find("watchdog: run 1 stopped after"), std::string::npos) << fault;
  EXPECT_NE(fault.find("waits for event"), std::string::npos) << fault;
  m.bind(2);
  EXPECT_EQ(m.lib().run(s, nullptr), -1);
  EXPECT_NE(std::string(m.lib().error()).find("session unusable: watchdog"), std::string::npos) << m.lib().error();
}

TEST(EmulatedModel, PersistentKernelWhoseSignalLacksItsBarrierIsReported) {
  Model m("tiny_cnn", "emu_tiny_cnn_h100_signal_mutant", 5);
  ASSERT_TRUE(m.error().empty()) << m.error();
  rammer_gpu_session* s = m.session(0, kPatientWatchdogMs);
  m.bind(1);
  EXPECT_EQ(m.lib().run(s, nullptr), -1) << "the emulated launch should fail with its reports";
  int found = 0;
  for (const emu::Report& r : emu::reports())
    found += r.kind == emu::ReportKind::sync_without_barrier && r.text.find("release add") != std::string::npos;
  EXPECT_GE(found, 1) << "the mutant passed unnoticed; reports:\n" << all_reports();
}

}  // namespace
}  // namespace rammer
