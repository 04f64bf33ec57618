// C API misuse (rammer.h "Misuse that is detected"): each case returns -1 / NULL with its documented
// message and leaves the library and other sessions usable. Each case prints its message.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "runtime/rammer.h"
#include "tests/runtime/artifact_util.h"

namespace rammer {
namespace {

const char* kSubdir = "capi_misuse";
using test::kAddRelu;  // artifact_util.h

// GatherElements runs as a reference op: an index out of range fails the run (not the compile).
const char* kGatherElements = R"(graph gather opset=17
input i i64[2]
const d f32[3] = [10.0,20.0,30.0]
node ge_0 = GatherElements(d, i) -> y f32[2]
output y
)";

class CApiMisuse : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ASSERT_EQ(test::build_artifact(kAddRelu, kSubdir, "addrelu"), "");
    ASSERT_EQ(test::build_artifact(kGatherElements, kSubdir, "gather"), "");
  }
  static void TearDownTestSuite() { test::remove_artifacts(kSubdir); }
  void SetUp() override {
    lib_ = rammer_open(test::artifact_dir(kSubdir, "addrelu").c_str());
    ASSERT_NE(lib_, nullptr) << rammer_last_error();
  }
  void TearDown() override { EXPECT_EQ(rammer_close(lib_), 0) << rammer_last_error(); }

  // `rc` must be -1 with a message containing `want`.
  static void expect_error(long long rc, const std::string& want, const char* what) {
    const std::string err = rammer_last_error();
    std::printf("%-40s -> %s\n", what, err.c_str());
    EXPECT_EQ(rc, -1) << what;
    EXPECT_NE(err.find(want), std::string::npos) << what << ": " << err;
  }

  rammer_library* lib_ = nullptr;
  const std::vector<float> x_ = {-2, 0, 1, 3, 4, -5};
};

// NULL handles: every entry point that takes one refuses it by name; close/destroy of NULL do nothing.
TEST_F(CApiMisuse, NullHandles) {
  float buf[6];
  expect_error(rammer_session_create(nullptr) == nullptr ? -1 : 0, "rammer_session_create: null library",
               "rammer_session_create(NULL)");
  expect_error(rammer_num_inputs(nullptr), "rammer_num_inputs: null library", "rammer_num_inputs(NULL)");
  expect_error(rammer_num_outputs(nullptr), "rammer_num_outputs: null library", "rammer_num_outputs(NULL)");
  expect_error(rammer_workspace_bytes(nullptr), "rammer_workspace_bytes: null library", "rammer_workspace_bytes(NULL)");
  expect_error(rammer_is_gpu(nullptr), "rammer_is_gpu: null library", "rammer_is_gpu(NULL)");
  expect_error(rammer_input_info(nullptr, 0, nullptr, nullptr, nullptr, nullptr), "null library",
               "rammer_input_info(NULL)");
  expect_error(rammer_output_info(nullptr, 0, nullptr, nullptr, nullptr, nullptr), "null library",
               "rammer_output_info(NULL)");
  expect_error(rammer_bind_input(nullptr, "x", buf, 24), "null session", "rammer_bind_input(NULL)");
  expect_error(rammer_bind_input_index(nullptr, 0, buf, 24), "null session", "rammer_bind_input_index(NULL)");
  expect_error(rammer_bind_output(nullptr, "y", buf, 24), "null session", "rammer_bind_output(NULL)");
  expect_error(rammer_bind_output_index(nullptr, 0, buf, 24), "null session", "rammer_bind_output_index(NULL)");
  expect_error(rammer_run(nullptr), "rammer_run: null session", "rammer_run(NULL)");
  expect_error(rammer_run_async(nullptr, nullptr), "rammer_run: null session", "rammer_run_async(NULL)");
  expect_error(rammer_session_status(nullptr), "null session", "rammer_session_status(NULL)");
  expect_error(rammer_session_set_max_blocks(nullptr, 1), "null session", "rammer_session_set_max_blocks(NULL)");
  expect_error(rammer_session_set_watchdog_ms(nullptr, 1), "null session", "rammer_session_set_watchdog_ms(NULL)");
  rammer_session_destroy(nullptr);
  EXPECT_EQ(rammer_close(nullptr), 0);
  // NULL names and buffers on a real session.
  rammer_session* s = rammer_session_create(lib_);
  ASSERT_NE(s, nullptr);
  expect_error(rammer_bind_input(s, nullptr, buf, 24), "null session or name", "rammer_bind_input(s, NULL name)");
  expect_error(rammer_bind_output(s, nullptr, buf, 24), "null session or name", "rammer_bind_output(s, NULL name)");
  expect_error(rammer_bind_input(s, "x", nullptr, 24), "input 'x': null buffer", "rammer_bind_input(s, NULL data)");
  expect_error(rammer_bind_output_index(s, 0, nullptr, 24), "output 'y': null buffer", "rammer_bind_output(NULL data)");
  rammer_session_destroy(s);
}

// Wrong byte sizes and indices are refused and bind nothing; the session then runs once bound right.
TEST_F(CApiMisuse, WrongSizesAndIndices) {
  rammer_session* s = rammer_session_create(lib_);
  ASSERT_NE(s, nullptr);
  std::vector<float> y(6);
  expect_error(rammer_bind_input(s, "x", x_.data(), 20), "input 'x' needs 24 bytes (f32[2,3]), got 20", "input of 20 bytes");
  expect_error(rammer_bind_output(s, "y", y.data(), 28), "output 'y' needs 24 bytes (f32[2,3]), got 28", "output of 28 bytes");
  expect_error(rammer_bind_input_index(s, 1, x_.data(), 24), "input index 1 out of range", "input index 1");
  expect_error(rammer_bind_output_index(s, -1, y.data(), 24), "output index -1 out of range", "output index -1");
  expect_error(rammer_bind_input(s, "nope", x_.data(), 24), "the model has no input 'nope'", "unknown input name");
  expect_error(rammer_input_info(lib_, 3, nullptr, nullptr, nullptr, nullptr), "index 3 out of range (1)",
               "rammer_input_info index 3");
  expect_error(rammer_run(s), "input 'x' is not bound", "run after refused binds");
  ASSERT_EQ(rammer_bind_input(s, "x", x_.data(), 24), 0);
  ASSERT_EQ(rammer_bind_output(s, "y", y.data(), 24), 0);
  ASSERT_EQ(rammer_run(s), 0) << rammer_last_error();
  EXPECT_EQ(y, (std::vector<float>{0, 0, 1.5, 4, 3, 0}));
  rammer_session_destroy(s);
}

// A run with an output unbound is refused before it starts; the session stays usable.
TEST_F(CApiMisuse, UnboundOutput) {
  rammer_session* s = rammer_session_create(lib_);
  ASSERT_NE(s, nullptr);
  ASSERT_EQ(rammer_bind_input(s, "x", x_.data(), 24), 0);
  expect_error(rammer_run(s), "output 'y' is not bound", "run with the output unbound");
  EXPECT_EQ(rammer_session_status(s), 0) << rammer_last_error();
  std::vector<float> y(6);
  ASSERT_EQ(rammer_bind_output(s, "y", y.data(), 24), 0);
  EXPECT_EQ(rammer_run(s), 0) << rammer_last_error();
  rammer_session_destroy(s);
}

// A run that fails inside (an index out of range in a reference op) leaves the session refusing
// further runs, by name; a new session of the same library runs.
TEST_F(CApiMisuse, RunAfterFailedRun) {
  rammer_library* lib = rammer_open(test::artifact_dir(kSubdir, "gather").c_str());
  ASSERT_NE(lib, nullptr) << rammer_last_error();
  rammer_session* s = rammer_session_create(lib);
  ASSERT_NE(s, nullptr);
  std::vector<int64_t> bad = {0, 7};
  std::vector<float> y(2);
  ASSERT_EQ(rammer_bind_input(s, "i", bad.data(), 16), 0);
  ASSERT_EQ(rammer_bind_output(s, "y", y.data(), 8), 0);
  expect_error(rammer_run(s), "index 7 is out of range", "run with an index out of range");
  expect_error(rammer_session_status(s), "failed in an earlier run", "status after the failed run");
  bad[1] = 2;
  expect_error(rammer_run(s), "this session failed in an earlier run", "run after the failed run");
  rammer_session* fresh = rammer_session_create(lib);
  ASSERT_NE(fresh, nullptr);
  ASSERT_EQ(rammer_bind_input(fresh, "i", bad.data(), 16), 0);
  ASSERT_EQ(rammer_bind_output(fresh, "y", y.data(), 8), 0);
  ASSERT_EQ(rammer_run(fresh), 0) << rammer_last_error();
  EXPECT_EQ(y, (std::vector<float>{10, 30}));
  rammer_session_destroy(fresh);
  rammer_session_destroy(s);
  EXPECT_EQ(rammer_close(lib), 0);
}

// Closing a library that still has sessions is refused and leaves it open: the session still runs,
// and once destroyed the library closes.
TEST_F(CApiMisuse, CloseWithOpenSessionsIsRefused) {
  rammer_library* lib = rammer_open(test::artifact_dir(kSubdir, "addrelu").c_str());
  ASSERT_NE(lib, nullptr) << rammer_last_error();
  rammer_session* a = rammer_session_create(lib);
  rammer_session* b = rammer_session_create(lib);
  ASSERT_TRUE(a != nullptr && b != nullptr);
  expect_error(rammer_close(lib), "rammer_close: 2 session(s) of this library are still open",
               "rammer_close with two sessions");
  rammer_session_destroy(b);
  expect_error(rammer_close(lib), "1 session(s)", "rammer_close with one session");
  std::vector<float> y(6);
  ASSERT_EQ(rammer_bind_input(a, "x", x_.data(), 24), 0);
  ASSERT_EQ(rammer_bind_output(a, "y", y.data(), 24), 0);
  EXPECT_EQ(rammer_run(a), 0) << rammer_last_error();
  EXPECT_EQ(y, (std::vector<float>{0, 0, 1.5, 4, 3, 0}));
  rammer_session_destroy(a);
  EXPECT_EQ(rammer_close(lib), 0) << rammer_last_error();
}

// GPU-only controls on a CPU session and a workspace for a CPU library are refused by name.
TEST_F(CApiMisuse, GpuControlsOnCpuSession) {
  char workspace[64];
  expect_error(rammer_session_create_with_workspace(lib_, workspace) == nullptr ? -1 : 0,
               "a CPU library allocates its own workspace", "CPU session with a caller workspace");
  rammer_session* s = rammer_session_create(lib_);
  ASSERT_NE(s, nullptr);
  expect_error(rammer_session_set_max_blocks(s, 4), "a CPU session has no blocks", "set_max_blocks on CPU");
  expect_error(rammer_session_set_watchdog_ms(s, 10), "a CPU session has no watchdog", "set_watchdog_ms on CPU");
  rammer_session_destroy(s);
}

}  // namespace
}  // namespace rammer
