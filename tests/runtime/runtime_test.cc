// build_plan, the session executor and the C API on small hand-checked graphs.
#include <gtest/gtest.h>
#include <pthread.h>
#include <sched.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <thread>

#include "backends/cpu/cpu_artifact.h"
#include "backends/plan/plan.h"
#include "frontend/graph/graph_text.h"
#include "frontend/interpreter/interpreter.h"
#include "runtime/rammer.h"
#include "runtime/session.h"
#include "scheduler/compile_schedule.h"
#include "tests/runtime/sanitized_build.h"

namespace rammer {
namespace {

// y = relu(x + b), b = [1, -1, 0.5] broadcast over rows of x [2, 3].
const char* kAddRelu = R"(graph addrelu opset=17
input x f32[2,3]
const b f32[3] = [1.0,-1.0,0.5]
node add_0 = Add(x, b) -> s f32[2,3]
node relu_0 = Relu(s) -> y f32[2,3]
output y
)";

struct Compiled {
  Graph g;
  ScheduleReport report;
  Plan plan;
};

Compiled compile(const char* text, const std::string& device = "cpu") {
  Compiled c{parse_graph(text), {}, {}};
  ScheduleOptions o;
  o.device = device;
  auto r = schedule_graph(c.g, o);
  EXPECT_TRUE(r.is_ok()) << r.status().message();
  c.report = r.value();
  auto p = build_plan(c.g, c.report);
  EXPECT_TRUE(p.is_ok()) << p.status().message();
  c.plan = p.value();
  return c;
}

const std::vector<float> kX = {-2, 0, 1, 3, 4, -5};
// relu([-1, -1, 1.5, 4, 3, -4.5]) by hand.
const std::vector<float> kY = {0, 0, 1.5, 4, 3, 0};

std::vector<float> run_once(runtime::Session& s, const std::vector<float>& x) {
  std::vector<float> y(6, -1);
  s.bind_input(0, x.data(), x.size() * 4);
  s.bind_output(0, y.data(), y.size() * 4);
  s.run();
  return y;
}

// An elementwise chain lowers to one elementwise op whose tensors are placed: input/output buffers,
// the constant in weights, the chain intermediate in a 64-byte aligned workspace slot.
TEST(RuntimePlan, ElementwiseChainLowersToStepProgram) {
  Compiled c = compile(kAddRelu);
  ASSERT_EQ(c.plan.ops.size(), 1u);
  EXPECT_EQ(c.plan.ops[0].kind, static_cast<int32_t>(kernels::OpKind::elementwise));
  EXPECT_GE(c.plan.ops[0].num_steps, 3);  // add, relu, stores of s and y
  int x = c.plan.find_tensor("x"), b = c.plan.find_tensor("b"), s = c.plan.find_tensor("s");
  EXPECT_EQ(c.plan.tensors[x].desc.buffer, static_cast<int32_t>(kernels::Buffer::input));
  EXPECT_EQ(c.plan.tensors[b].desc.buffer, static_cast<int32_t>(kernels::Buffer::weights));
  EXPECT_EQ(c.plan.tensors[s].desc.buffer, static_cast<int32_t>(kernels::Buffer::workspace));
  EXPECT_EQ(c.plan.tensors[s].desc.offset % 64, 0);
  EXPECT_GE(c.plan.workspace_bytes, 24);
  EXPECT_EQ(c.plan.programs.size(), c.report.schedule.programs.size());
}

// The session computes relu(x + b) (hand-computed) by name and by index binding.
TEST(RuntimeSession, RunsElementwiseChain) {
  Compiled c = compile(kAddRelu);
  runtime::Session s(runtime::model_from_plan(c.plan));
  EXPECT_EQ(run_once(s, kX), kY);
  EXPECT_EQ(s.input_index("x"), 0);
  EXPECT_EQ(s.output_index("y"), 0);
  EXPECT_EQ(s.input_index("nope"), -1);
}

// Pow by a constant 2 (a variance's square) is a multiply of the value by itself, not a pow per
// element: the step program holds mul(x, x) and no pow, and the session squares x exactly.
TEST(RuntimePlan, PowByTwoIsAMultiply) {
  const char* kSquare = R"(graph square opset=17
input x f32[2,3]
const e f32[] = [2.0]
node pow_0 = Pow(x, e) -> y f32[2,3]
output y
)";
  Compiled c = compile(kSquare);
  ASSERT_EQ(c.plan.ops.size(), 1u);
  const kernels::OpDesc& op = c.plan.ops[0];
  bool squares = false;
  for (int i = 0; i < op.num_steps; ++i) {
    const kernels::ElemStep& st = op.steps[i];
    EXPECT_NE(st.op, static_cast<int32_t>(kernels::ElemOp::pow));
    squares = squares || (st.op == static_cast<int32_t>(kernels::ElemOp::mul) && st.a == st.b);
  }
  EXPECT_TRUE(squares);
  runtime::Session s(runtime::model_from_plan(c.plan));
  EXPECT_EQ(run_once(s, kX), (std::vector<float>{4, 0, 1, 9, 16, 25}));
}

// Weights start on a cache line (tensors sit at 64-byte offsets in them): a plain vector's large
// blocks start 16 bytes past a page, which splits every vector load of a weight row in two.
TEST(RuntimeSession, WeightsAreCacheLineAligned) {
  Compiled c = compile(kAddRelu);
  auto m = runtime::model_from_plan(c.plan);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(m->weights_data()) % 64, 0u);
  std::vector<cpu::AlignedVector<uint8_t>> big;
  for (size_t bytes : {size_t{24}, size_t{1} << 20, (size_t{3} << 20) + 8}) {
    big.emplace_back(bytes);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(big.back().data()) % 64, 0u) << bytes << " bytes";
  }
}

// A wrong buffer size or an unbound buffer is an error naming the tensor.
TEST(RuntimeSession, RejectsBadBindings) {
  Compiled c = compile(kAddRelu);
  runtime::Session s(runtime::model_from_plan(c.plan));
  std::vector<float> small(5);
  EXPECT_THROW(s.bind_input(0, small.data(), 20), Error);
  EXPECT_THROW(s.bind_input(3, small.data(), 24), Error);
  EXPECT_THROW(s.run(), Error);  // nothing bound
}

// Concat inputs placed by their producers (rtask/place_concat.h): the conv and the sigmoid store
// Relu'd values into their slices of r (the conv also keeps `a`, a graph output), the graph input
// c is placed by a copy. On the CPU backend and the GPU path under emulation, r and a match the
// reference interpreter.
TEST(RuntimeSession, PlacedConcatInputsMatchTheInterpreter) {
  const char* text = R"(graph placed opset=17
input x f32[1,2,4,4]
input c f32[1,3,4,4]
const w f32[2,2,1,1] = [1.0,-2.0,0.5,1.5]
node conv_0 = Conv(x, w, "") -> a f32[1,2,4,4] {pads=[0,0,0,0], strides=[1,1]}
node sig_0 = Sigmoid(x) -> s f32[1,2,4,4]
node cat_0 = Concat(a, s, c) -> y f32[1,7,4,4] {axis=1}
node relu_0 = Relu(y) -> r f32[1,7,4,4]
output r
output a
)";
  Tensor x(DType::f32, {1, 2, 4, 4}), cin(DType::f32, {1, 3, 4, 4});
  for (int64_t i = 0; i < x.numel(); ++i) x.set_f64(i, std::sin(0.7 * static_cast<double>(i)) * 3);
  for (int64_t i = 0; i < cin.numel(); ++i) cin.set_f64(i, std::cos(0.3 * static_cast<double>(i)) * 2);
  for (const std::string device : {"cpu", "a100"}) {
    Compiled c = compile(text, device);
    std::map<std::string, Tensor> want = interpret(c.g, {{"x", x}, {"c", cin}});
    int placed = 0;
    for (const auto& op : c.report.program.ops)
      for (const auto& w : op.writes) placed += w.map == AccessMap::place;
    EXPECT_EQ(placed, 3) << device;
    runtime::Session s(runtime::model_from_plan(c.plan, /*emulate=*/device != "cpu"));
    std::vector<float> xv(32), cv(48), r(7 * 16, -1), a(32, -1);
    for (int i = 0; i < 32; ++i) xv[i] = static_cast<float>(x.get_f64(i));
    for (int i = 0; i < 48; ++i) cv[i] = static_cast<float>(cin.get_f64(i));
    s.bind_input(s.input_index("x"), xv.data(), xv.size() * 4);
    s.bind_input(s.input_index("c"), cv.data(), cv.size() * 4);
    s.bind_output(s.output_index("r"), r.data(), r.size() * 4);
    s.bind_output(s.output_index("a"), a.data(), a.size() * 4);
    s.run();
    for (size_t i = 0; i < r.size(); ++i) EXPECT_NEAR(r[i], want.at("r").get_f64(static_cast<int64_t>(i)), 1e-5) << device << " r " << i;
    for (size_t i = 0; i < a.size(); ++i) EXPECT_NEAR(a[i], want.at("a").get_f64(static_cast<int64_t>(i)), 1e-5) << device << " a " << i;
  }
}

// A conv output read by a max pool and placed into a Concat lives in its Concat slice and is stored
// once (backends/plan/alias_placed.h); the Sigmoid's output, which a copy also moves into a second
// Concat, keeps its own bytes. Every output matches the reference interpreter.
TEST(RuntimeSession, PlacedOutputAliasedIntoItsConcatSlice) {
  const char* text = R"(graph aliased opset=17
input x f32[1,2,4,4]
const w f32[2,2,1,1] = [1.0,-2.0,0.5,1.5]
const v f32[1,4,1,1] = [0.5,-1.0,2.0,0.25]
node conv_0 = Conv(x, w, "") -> a f32[1,2,4,4] {pads=[0,0,0,0], strides=[1,1]}
node pool_0 = MaxPool(a) -> p f32[1,2,2,2] {kernel_shape=[2,2], strides=[2,2]}
node sig_0 = Sigmoid(x) -> s f32[1,2,4,4]
node cat_0 = Concat(s, a) -> y f32[1,4,4,4] {axis=1}
node cat_1 = Concat(x, s) -> z f32[1,4,4,4] {axis=1}
node conv_1 = Conv(y, v, "") -> o f32[1,1,4,4] {pads=[0,0,0,0], strides=[1,1]}
node conv_2 = Conv(z, v, "") -> q f32[1,1,4,4] {pads=[0,0,0,0], strides=[1,1]}
output o
output q
output p
)";
  Compiled c = compile(text);
  PlanOptions options;
  options.alias_placed_outputs = true;
  auto planned = build_plan(c.g, c.report, options);
  ASSERT_TRUE(planned.is_ok()) << planned.status().message();
  const Plan& plan = planned.value();
  auto tensor = [&](const std::string& name) -> const PlanTensor& {
    for (const PlanTensor& t : plan.tensors)
      if (t.name == name) return t;
    throw std::runtime_error("no tensor " + name);
  };
  const PlanTensor& a = tensor("a");
  ASSERT_GE(a.base, 0) << plan_summary(plan);
  EXPECT_EQ(plan.tensors[static_cast<size_t>(a.base)].name, "y");
  EXPECT_EQ(a.desc.offset - plan.tensors[static_cast<size_t>(a.base)].desc.offset, 2 * 16 * 4);
  EXPECT_LT(tensor("s").base, 0) << plan_summary(plan);
  Tensor x(DType::f32, {1, 2, 4, 4});
  for (int64_t i = 0; i < x.numel(); ++i) x.set_f64(i, std::sin(0.7 * static_cast<double>(i)) * 3);
  std::map<std::string, Tensor> want = interpret(c.g, {{"x", x}});
  runtime::Session session(runtime::model_from_plan(plan));
  std::vector<float> xv(32);
  for (int i = 0; i < 32; ++i) xv[i] = static_cast<float>(x.get_f64(i));
  std::map<std::string, std::vector<float>> got = {{"o", std::vector<float>(16, -1)},
                                                   {"q", std::vector<float>(16, -1)},
                                                   {"p", std::vector<float>(8, -1)}};
  session.bind_input(session.input_index("x"), xv.data(), xv.size() * 4);
  for (auto& [name, buf] : got) session.bind_output(session.output_index(name), buf.data(), buf.size() * 4);
  for (int run = 0; run < 2; ++run) {
    session.run();
    for (const auto& [name, buf] : got)
      for (size_t i = 0; i < buf.size(); ++i)
        EXPECT_NEAR(buf[i], want.at(name).get_f64(static_cast<int64_t>(i)), 1e-5) << name << " " << i;
  }
}

// Reference ops (every op lowered to the reference implementation) give the same hand-computed result.
TEST(RuntimeSession, ReferenceOpsMatch) {
  Compiled c = compile(kAddRelu);
  PlanOptions o;
  o.reference_only = true;
  auto p = build_plan(c.g, c.report, o);
  ASSERT_TRUE(p.is_ok()) << p.status().message();
  EXPECT_EQ(p->ops[0].kind, static_cast<int32_t>(kernels::OpKind::reference));
  runtime::Session s(runtime::model_from_plan(p.value()));
  EXPECT_EQ(run_once(s, kX), kY);
}

// Two sessions of one model in two threads give identical outputs; 1000 runs stay bit-identical.
TEST(RuntimeSession, ConcurrentSessionsAndRepeatedRuns) {
  Compiled c = compile(kAddRelu);
  auto model = runtime::model_from_plan(c.plan);
  std::vector<float> a, b;
  std::thread t1([&] {
    runtime::Session s(model);
    for (int i = 0; i < 1000; ++i) {
      auto y = run_once(s, kX);
      if (i == 0) a = y;
      ASSERT_EQ(y, a);
    }
  });
  std::thread t2([&] {
    runtime::Session s(model);
    for (int i = 0; i < 1000; ++i) {
      auto y = run_once(s, kX);
      if (i == 0) b = y;
      ASSERT_EQ(y, b);
    }
  });
  t1.join();
  t2.join();
  EXPECT_EQ(a, kY);
  EXPECT_EQ(a, b);
}

// Runs hand over both ways: back to back (the worker still polling for the next run) and after a
// pause longer than the poll (the worker parked on the condition variable); a session is destroyed
// in either state. A lost wake-up hangs here (the test's timeout), a stale run shows in y.
TEST(RuntimeSession, RunsHandOverWhetherWorkersPollOrPark) {
  Compiled c = compile(kAddRelu);
  auto model = runtime::model_from_plan(c.plan);
  for (int round = 0; round < 12; ++round) {
    runtime::Session s(model);
    for (int i = 0; i < 6; ++i) {
      if ((i + round) % 3 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
      const std::vector<float> x = {static_cast<float>(i), 0, 1, 3, 4, -5};
      std::vector<float> want = kY;
      want[0] = std::max(0.0f, x[0] + 1.0f);  // relu(x + 1)
      ASSERT_EQ(run_once(s, x), want) << "round " << round << " run " << i;
    }
    if (round % 2 == 1) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

// The calling thread is worker 0. One worker runs the whole program inline; with helpers, a caller
// the OS put on a helper's core moves that helper off it before the run (they would take turns on
// one core while another idles).
TEST(RuntimeSession, CallerIsWorkerZeroAndKeepsItsCore) {
  Compiled c = compile(kAddRelu);
  auto model = runtime::model_from_plan(c.plan);
  {
    runtime::SessionOptions one;
    one.threads = 1;
    runtime::Session s(model, one);
    EXPECT_EQ(s.workers(), 1);
    EXPECT_TRUE(s.helper_cores().empty());
    EXPECT_EQ(run_once(s, kX), kY);
  }
  if (std::thread::hardware_concurrency() < 2 || model->programs.size() < 2) {
    GTEST_SKIP() << "one core or one vEU: no helper to move (" << std::thread::hardware_concurrency() << " cores, "
                 << model->programs.size() << " vEUs)";
  }
  runtime::SessionOptions two;
  two.threads = 2;
  runtime::Session s(model, two);
  ASSERT_EQ(s.workers(), 2);
  ASSERT_EQ(s.helper_cores(), std::vector<int>{1});
  cpu_set_t old_set, one_core;
  ASSERT_EQ(pthread_getaffinity_np(pthread_self(), sizeof(old_set), &old_set), 0);
  CPU_ZERO(&one_core);
  CPU_SET(1, &one_core);
  if (pthread_setaffinity_np(pthread_self(), sizeof(one_core), &one_core) != 0 || sched_getcpu() != 1) {
    pthread_setaffinity_np(pthread_self(), sizeof(old_set), &old_set);
    GTEST_SKIP() << "cannot move the test thread to core 1";
  }
  EXPECT_EQ(run_once(s, kX), kY);
  EXPECT_EQ(s.helper_cores(), std::vector<int>{0});
  EXPECT_EQ(run_once(s, kX), kY);
  EXPECT_EQ(s.helper_cores(), std::vector<int>{0});
  pthread_setaffinity_np(pthread_self(), sizeof(old_set), &old_set);
}

long rss_kb() {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return 0;
}

// The artifact path: write + build libmodel.so, open it with the C API, run by name; errors are
// reported through rammer_last_error; RSS stays flat over 1000 runs.
TEST(RuntimeCApi, ArtifactRoundTrip) {
  Compiled c = compile(kAddRelu);
  const std::string dir = std::string(RAMMER_BINARY_DIR) + "/runtime_test_addrelu";
  ASSERT_TRUE(write_cpu_artifact(c.plan, dir).is_ok());
  Status built = build_cpu_artifact(dir);
  ASSERT_TRUE(built.is_ok()) << built.message();
  EXPECT_EQ(rammer_open("/nonexistent/dir"), nullptr);
  EXPECT_NE(std::string(rammer_last_error()).find("/nonexistent/dir is not a directory"), std::string::npos);
  rammer_library* lib = rammer_open(dir.c_str());
  ASSERT_NE(lib, nullptr) << rammer_last_error();
  EXPECT_EQ(rammer_num_inputs(lib), 1);
  EXPECT_EQ(rammer_num_outputs(lib), 1);
  const char* name = nullptr;
  int dtype = -1, rank = -1;
  const int64_t* shape = nullptr;
  ASSERT_EQ(rammer_input_info(lib, 0, &name, &dtype, &rank, &shape), 0);
  EXPECT_STREQ(name, "x");
  EXPECT_EQ(dtype, RAMMER_F32);
  ASSERT_EQ(rank, 2);
  EXPECT_EQ(shape[0], 2);
  EXPECT_EQ(shape[1], 3);
  EXPECT_EQ(rammer_input_info(lib, 1, &name, &dtype, &rank, &shape), -1);
  rammer_session* s = rammer_session_create(lib);
  ASSERT_NE(s, nullptr);
  std::vector<float> y(6);
  EXPECT_EQ(rammer_bind_input(s, "nope", kX.data(), 24), -1);
  EXPECT_NE(std::string(rammer_last_error()).find("nope"), std::string::npos);
  ASSERT_EQ(rammer_bind_input(s, "x", kX.data(), 24), 0);
  ASSERT_EQ(rammer_bind_output_index(s, 0, y.data(), 24), 0);
  ASSERT_EQ(rammer_run(s), 0) << rammer_last_error();
  EXPECT_EQ(y, kY);
  long first = rss_kb();
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(rammer_run(s), 0);
  long last = rss_kb();
  std::printf("RSS before/after 1000 runs: %ld / %ld kB\n", first, last);
  // Under a sanitizer the runtime's own bookkeeping (TSan's access history, ASan's quarantine) grows
  // with every run, so RSS says nothing about the program's allocations there.
  if (!kSanitizedBuild) {
    EXPECT_LT(last - first, 1024);
  }
  EXPECT_EQ(y, kY);
  rammer_session_destroy(s);
  rammer_close(lib);
}

// The a100 schedule (many vEUs, emulated GPU tile kernels) gives the same hand-computed result.
TEST(RuntimeSession, EmulatedGpuSchedule) {
  Compiled c = compile(kAddRelu, "a100");
  runtime::Session s(runtime::model_from_plan(c.plan, /*emulate=*/true));
  EXPECT_EQ(run_once(s, kX), kY);
}

}  // namespace
}  // namespace rammer
