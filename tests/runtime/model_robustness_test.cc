// Robustness checks on a real model compiled as a CPU artifact (model.cc -> libmodel.so,
// weights.bin) and run through the C API (rammer.h): 1000 runs in one process stay bit-identical with
// flat RSS, and two sessions in two threads give the outputs of one. The artifact's outputs are first
// checked against ONNX Runtime, so "identical" is identical to a right answer.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "backends/cpu/cpu_artifact.h"
#include "driver/compile.h"
#include "runtime/rammer.h"
#include "tests/runtime/model_e2e_util.h"

namespace rammer {
namespace {

// Resident set size of this process in KiB (Linux /proc/self/status VmRSS).
long rss_kib() {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

struct Artifact {
  e2e::OracleModel model;
  std::string dir;
};

// Compiles `name` for the cpu into build/runtime_artifacts/<name> and builds libmodel.so.
Artifact compile_artifact(const std::string& name) {
  Artifact a{e2e::load_with_oracle(name), std::string(RAMMER_BINARY_DIR) + "/runtime_artifacts/" + name};
  if (!a.model.error.empty()) return a;
  CompileResult sp = plan_graph(a.model.graph, "cpu");
  Status s = sp.ok() ? write_cpu_artifact(sp.compiled.plan, a.dir) : sp.status;
  if (s) s = build_cpu_artifact(a.dir);
  if (!s) a.model.error = s.message();
  return a;
}

// One session's bound buffers: the oracle's inputs, fresh outputs.
struct Bound {
  std::vector<std::vector<uint8_t>> outputs;
};

Bound bind(rammer_session* s, rammer_library* lib, const NamedTensors& inputs) {
  Bound b;
  for (int i = 0; i < rammer_num_inputs(lib); ++i) {
    const char* name = nullptr;
    int dtype = 0, rank = 0;
    const int64_t* shape = nullptr;
    EXPECT_EQ(rammer_input_info(lib, i, &name, &dtype, &rank, &shape), 0);
    const Tensor& t = inputs.at(name);
    EXPECT_EQ(rammer_bind_input(s, name, t.raw(), t.nbytes()), 0) << rammer_last_error();
  }
  for (int i = 0; i < rammer_num_outputs(lib); ++i) {
    const char* name = nullptr;
    int dtype = 0, rank = 0;
    const int64_t* shape = nullptr;
    EXPECT_EQ(rammer_output_info(lib, i, &name, &dtype, &rank, &shape), 0);
    (void)dtype;
    int64_t bytes = 4;  // every output of these models is f32
    for (int k = 0; k < rank; ++k) bytes *= shape[k];
    b.outputs.emplace_back(static_cast<size_t>(bytes), 0xAB);
  }
  for (size_t i = 0; i < b.outputs.size(); ++i) {
    EXPECT_EQ(rammer_bind_output_index(s, static_cast<int>(i), b.outputs[i].data(), b.outputs[i].size()), 0)
        << rammer_last_error();
  }
  return b;
}

void check_robustness(const std::string& name, int runs, int thread_runs) {
  const auto t0 = std::chrono::steady_clock::now();
  Artifact a = compile_artifact(name);
  std::printf("%s: artifact compiled and built in %.1f s\n", name.c_str(),
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  std::fflush(stdout);
  ASSERT_TRUE(a.model.error.empty()) << a.model.error;
  rammer_library* lib = rammer_open(a.dir.c_str());
  ASSERT_NE(lib, nullptr) << rammer_last_error();
  rammer_session* s = rammer_session_create(lib);
  ASSERT_NE(s, nullptr) << rammer_last_error();
  Bound b = bind(s, lib, a.model.ort.inputs);
  // The GPU session controls are refused on a CPU session, by name; its status is usable.
  EXPECT_EQ(rammer_session_set_max_blocks(s, 4), -1);
  EXPECT_NE(std::string(rammer_last_error()).find("CPU session"), std::string::npos) << rammer_last_error();
  EXPECT_EQ(rammer_session_set_watchdog_ms(s, 10), -1);
  EXPECT_EQ(rammer_session_status(s), 0) << rammer_last_error();
  ASSERT_EQ(rammer_run(s), 0) << rammer_last_error();
  const std::vector<std::vector<uint8_t>> first = b.outputs;

  // The first run is right (the criterion of the model tests), so later identical runs are right too.
  for (size_t i = 0; i < first.size(); ++i) {
    const std::string& out = a.model.ort.outputs.order[i];
    const Tensor& want = a.model.ort.outputs.at(out);
    Tensor got(want.dtype(), want.shape());
    ASSERT_EQ(got.nbytes(), first[i].size());
    std::memcpy(got.raw(), first[i].data(), got.nbytes());
    EXPECT_LE(tensor_error(got, want).max_rel_error, 1e-4) << name << " output " << out;
  }

  const long rss_first = rss_kib();
  int differing = 0;
  const auto t1 = std::chrono::steady_clock::now();
  for (int r = 1; r < runs; ++r) {
    ASSERT_EQ(rammer_run(s), 0) << "run " << r << ": " << rammer_last_error();
    differing += b.outputs != first;
  }
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t1).count();
  const long rss_last = rss_kib();
  std::printf("%s: mean latency %.2f ms over %d runs\n", name.c_str(), ms / (runs - 1), runs - 1);
  std::printf("%s: %d runs, RSS after run 1 %ld KiB, after run %d %ld KiB, %d runs differ from run 1\n",
              name.c_str(), runs, rss_first, runs, rss_last, differing);
  std::fflush(stdout);
  EXPECT_EQ(differing, 0);
  // Flat: no per-run allocation that stays (1000 runs x even 64 bytes would show; 1 MiB is slack for
  // the allocator's own bookkeeping).
  EXPECT_LE(rss_last - rss_first, 1024) << "RSS grew over " << runs << " runs";

  // Two sessions of the library, each in its own thread, repeatedly: the outputs of the one above.
  std::vector<std::vector<uint8_t>> got[2];
  std::thread threads[2];
  for (int t = 0; t < 2; ++t) {
    threads[t] = std::thread([&, t] {
      rammer_session* own = rammer_session_create(lib);
      ASSERT_NE(own, nullptr) << rammer_last_error();
      Bound ob = bind(own, lib, a.model.ort.inputs);
      for (int r = 0; r < thread_runs; ++r) {
        EXPECT_EQ(rammer_run(own), 0) << rammer_last_error();
        if (ob.outputs != first) ADD_FAILURE() << "thread " << t << " run " << r << " differs";
      }
      got[t] = ob.outputs;
      rammer_session_destroy(own);
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(got[0], first);
  EXPECT_EQ(got[1], first);
  std::printf("%s: two sessions in two threads, %d runs each: outputs %s run 1's\n", name.c_str(), thread_runs,
              got[0] == first && got[1] == first ? "identical to" : "DIFFERENT from");
  rammer_session_destroy(s);
  rammer_close(lib);
}

// lstm2's CPU artifact: 1000 runs bit-identical with flat RSS; two threaded sessions agree.
TEST(RuntimeRobustness, Lstm2ThousandRunsAndTwoThreads) { check_robustness("lstm2", 1000, 20); }

// resnet18's CPU artifact (a convolutional net, 23 ops): the same checks over 50 runs (a run takes
// ~0.1-0.2 s on 2 cores, so 1000 would take the label's whole time budget).
TEST(RuntimeRobustness, Resnet18RepeatedRunsAndTwoThreads) { check_robustness("resnet18", 50, 5); }

}  // namespace
}  // namespace rammer
