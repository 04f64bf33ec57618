// Concurrency stress: several models at once (tiny_cnn, tiny_lstm, a small elementwise model), each
// with a pool of sessions that several threads take turns on, every run checked bit for bit against
// the same model run alone in one session. A data race between sessions (shared weights, packed
// weight caches, the executor's hand-off) shows as a differing output here and as a report under
// TSan (make test-tsan runs this label).
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "driver/compile.h"
#include "frontend/graph/graph_text.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "frontend/onnx/onnx_loader.h"
#include "runtime/session.h"
#include "tests/runtime/artifact_util.h"
#include "tests/runtime/sanitized_build.h"

namespace rammer {
namespace {

// One model under test: its loaded tables, seeded inputs and the outputs of a lone single-session run.
struct ModelCase {
  std::string name;
  std::shared_ptr<const runtime::Model> model;
  std::vector<Tensor> inputs;
  std::vector<std::vector<uint8_t>> want;
};

std::vector<std::vector<uint8_t>> run_in(runtime::Session& s, const ModelCase& c) {
  const runtime::Model& m = *c.model;
  std::vector<std::vector<uint8_t>> outs;
  for (const auto& io : m.outputs) outs.emplace_back(static_cast<size_t>(io.bytes), uint8_t{0xAB});
  for (size_t i = 0; i < c.inputs.size(); ++i)
    s.bind_input(static_cast<int>(i), c.inputs[i].raw(), c.inputs[i].nbytes());
  for (size_t i = 0; i < outs.size(); ++i) s.bind_output(static_cast<int>(i), outs[i].data(), outs[i].size());
  s.run();
  return outs;
}

ModelCase make_case(const std::string& name, Graph graph, uint32_t seed) {
  CompileResult r = plan_graph(std::move(graph), "cpu");
  EXPECT_TRUE(r.ok()) << name << ": " << r.status.message();
  ModelCase c;
  c.name = name;
  c.model = runtime::model_from_plan(r.compiled.plan);
  std::map<std::string, Tensor> in = seeded_inputs(r.compiled.graph, seed);
  for (const auto& io : c.model->inputs) c.inputs.push_back(in.at(io.name));
  runtime::Session alone(c.model, runtime::SessionOptions{1});
  c.want = run_in(alone, c);
  for (const auto& w : c.want)  // the run wrote every output (the buffers start filled with 0xAB)
    EXPECT_NE(w, std::vector<uint8_t>(w.size(), uint8_t{0xAB})) << name;
  return c;
}

ModelCase onnx_case(const std::string& file, uint32_t seed) {
  Result<Graph> g = load_onnx(std::string(RAMMER_SOURCE_DIR) + "/examples/" + file);
  EXPECT_TRUE(g.is_ok()) << file << ": " << g.status().message();
  return make_case(file, std::move(g.value()), seed);
}

// A pool of sessions of one model; a thread takes any free one for a run and gives it back, so each
// session is used by many threads over the test (one at a time, as rammer.h allows).
class SessionPool {
 public:
  SessionPool(std::shared_ptr<const runtime::Model> m, int sessions, int workers) {
    for (int i = 0; i < sessions; ++i) {
      free_.push_back(std::make_unique<runtime::Session>(m, runtime::SessionOptions{workers}));
    }
  }
  std::unique_ptr<runtime::Session> take() {
    for (;;) {
      {
        std::lock_guard<std::mutex> lock(mu_);
        if (!free_.empty()) {
          auto s = std::move(free_.back());
          free_.pop_back();
          return s;
        }
      }
      std::this_thread::yield();
    }
  }
  void give_back(std::unique_ptr<runtime::Session> s) {
    std::lock_guard<std::mutex> lock(mu_);
    free_.insert(free_.begin(), std::move(s));  // the oldest-returned session goes out next
  }

 private:
  std::mutex mu_;
  std::vector<std::unique_ptr<runtime::Session>> free_;
};

// N sessions x M threads x K runs per model, three models at once: every output equals the lone run's.
TEST(ConcurrentSessions, ManyModelsSessionsAndThreadsMatchSingleSessionRuns) {
  constexpr int kSessions = 3, kThreadsPerModel = 4, kWorkersPerSession = 2;
  const int runs_per_thread = kSanitizedBuild ? 4 : 25;
  std::vector<ModelCase> cases;
  cases.push_back(onnx_case("tiny_cnn.onnx", 11));
  cases.push_back(onnx_case("tiny_lstm.onnx", 12));
  cases.push_back(make_case("addrelu", parse_graph(test::kAddRelu), 13));
  ASSERT_FALSE(::testing::Test::HasFailure());

  std::vector<std::unique_ptr<SessionPool>> pools;
  for (const auto& c : cases) pools.push_back(std::make_unique<SessionPool>(c.model, kSessions, kWorkersPerSession));
  std::atomic<int> runs{0}, mismatches{0};
  std::mutex report_mu;
  std::string first_mismatch;
  std::vector<std::thread> threads;
  for (size_t mi = 0; mi < cases.size(); ++mi) {
    for (int t = 0; t < kThreadsPerModel; ++t) {
      threads.emplace_back([&, mi, t] {
        const ModelCase& c = cases[mi];
        for (int k = 0; k < runs_per_thread; ++k) {
          auto s = pools[mi]->take();
          const auto got = run_in(*s, c);
          pools[mi]->give_back(std::move(s));
          ++runs;
          for (size_t o = 0; o < got.size(); ++o) {
            if (got[o] == c.want[o]) continue;
            ++mismatches;
            std::lock_guard<std::mutex> lock(report_mu);
            if (first_mismatch.empty())
              first_mismatch = c.name + " output " + std::to_string(o) + ", thread " + std::to_string(t) +
                               ", run " + std::to_string(k);
          }
        }
      });
    }
  }
  for (auto& th : threads) th.join();
  std::printf("%d runs over %zu models (%d sessions x %d threads each), %d mismatches\n", runs.load(),
              cases.size(), kSessions, kThreadsPerModel, mismatches.load());
  EXPECT_EQ(runs.load(), static_cast<int>(cases.size()) * kThreadsPerModel * runs_per_thread);
  EXPECT_EQ(mismatches.load(), 0) << "first: " << first_mismatch;
}

}  // namespace
}  // namespace rammer
