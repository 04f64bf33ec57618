// Tests that need a real GPU (label gpu): the tiny two-vEU model built as a library and run through
// the rammer_gpu.h C API. Without a GPU (no libcudart, or cudaGetDeviceCount fails / returns 0)
// each test skips with "skipped: no GPU". The CUDA runtime is dlopen'ed so this binary builds
// without CUDA headers.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "backends/gpu/gpu_artifact.h"
#include "backends/gpu/rammer_gpu.h"
#include "tests/backends/gpu/tiny_plans.h"

namespace rammer {
namespace {

// The few CUDA runtime entry points the tests use (C ABI; enums as int).
struct Cuda {
  void* lib = nullptr;
  int (*GetDeviceCount)(int*) = nullptr;
  int (*GetDevice)(int*) = nullptr;
  int (*DeviceGetAttribute)(int*, int, int) = nullptr;
  int (*Malloc)(void**, size_t) = nullptr;
  int (*Free)(void*) = nullptr;
  int (*Memcpy)(void*, const void*, size_t, int) = nullptr;  // 1 H2D, 2 D2H
  int (*StreamCreate)(void**) = nullptr;
  int (*StreamSynchronize)(void*) = nullptr;
  int (*StreamBeginCapture)(void*, int) = nullptr;
  int (*StreamEndCapture)(void*, void**) = nullptr;
  int (*GraphInstantiate)(void**, void*, unsigned long long) = nullptr;
  int (*GraphLaunch)(void*, void*) = nullptr;

  bool load() {
    for (const char* n : {"libcudart.so", "libcudart.so.13", "libcudart.so.12"})
      if ((lib = dlopen(n, RTLD_NOW | RTLD_GLOBAL))) break;
    if (!lib) return false;
    auto sym = [&](auto& f, const char* name) { f = reinterpret_cast<std::decay_t<decltype(f)>>(dlsym(lib, name)); return f != nullptr; };
    return sym(GetDeviceCount, "cudaGetDeviceCount") && sym(GetDevice, "cudaGetDevice") &&
           sym(DeviceGetAttribute, "cudaDeviceGetAttribute") && sym(Malloc, "cudaMalloc") && sym(Free, "cudaFree") &&
           sym(Memcpy, "cudaMemcpy") && sym(StreamCreate, "cudaStreamCreate") &&
           sym(StreamSynchronize, "cudaStreamSynchronize") && sym(StreamBeginCapture, "cudaStreamBeginCapture") &&
           sym(StreamEndCapture, "cudaStreamEndCapture") && sym(GraphInstantiate, "cudaGraphInstantiate") &&
           sym(GraphLaunch, "cudaGraphLaunch");
  }
  bool has_gpu() {
    int n = 0;
    return load() && GetDeviceCount(&n) == 0 && n > 0;
  }
  // The nvcc arch of the current device: SASS of sm_X0 runs on every X.y but not on another major
  // (sm_80 SASS does not run on Hopper), so the tiny library is built for the present major. Majors
  // past 9 get sm_90, whose PTX the library embeds (gpu_compile.cc) and the driver JIT-compiles.
  std::string arch() {
    int dev = 0, major = 0;
    GetDevice(&dev);
    DeviceGetAttribute(&major, 75 /*cudaDevAttrComputeCapabilityMajor*/, dev);
    return "sm_" + std::to_string(std::min(major, 9)) + "0";
  }
};

// The artifact library's C API, resolved from the built .so.
struct Lib {
  void* h = nullptr;
  int (*load)(const char*, rammer_gpu_model**) = nullptr;
  int (*create)(rammer_gpu_model*, void*, rammer_gpu_session**) = nullptr;
  int (*bind_in)(rammer_gpu_session*, int, const void*) = nullptr;
  int (*bind_out)(rammer_gpu_session*, int, void*) = nullptr;
  int (*run)(rammer_gpu_session*, void*) = nullptr;
  int (*epoch)(rammer_gpu_session*, uint64_t*) = nullptr;
  const char* (*error)() = nullptr;
};

class GpuDevice : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cuda_.has_gpu()) GTEST_SKIP() << "skipped: no GPU (cudaGetDeviceCount failed or found none)";
    const std::string out = std::string(RAMMER_BINARY_DIR) + "/gpu_test_out/device_tiny_relu";
    std::filesystem::remove_all(out);
    ScheduleReport r;
    GpuOptions o;
    o.arch = cuda_.arch();
    r.device.spec = *load_device(o.arch == "sm_90" ? "h100" : "a100");
    r.device.resources.threads_per_block = 128;
    r.device.blocks_per_sm = 1;
    std::printf("GpuDevice: building the tiny model for %s\n", o.arch.c_str());
    Result<GpuArtifact> art = write_gpu_artifact(Graph(), r, tiny_relu_plan(), o, out);
    ASSERT_TRUE(art.is_ok()) << art.status().message();
    ASSERT_TRUE(art->built && !art->library_path.empty()) << art->build_note;
    lib_.h = dlopen(art->library_path.c_str(), RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(lib_.h, nullptr) << dlerror();
    auto sym = [&](auto& f, const char* name) { f = reinterpret_cast<std::decay_t<decltype(f)>>(dlsym(lib_.h, name)); ASSERT_NE(f, nullptr) << name; };
    sym(lib_.load, "rammer_gpu_model_load");
    sym(lib_.create, "rammer_gpu_session_create");
    sym(lib_.bind_in, "rammer_gpu_session_bind_input");
    sym(lib_.bind_out, "rammer_gpu_session_bind_output");
    sym(lib_.run, "rammer_gpu_session_run");
    sym(lib_.epoch, "rammer_gpu_session_epoch");
    sym(lib_.error, "rammer_gpu_last_error");
    ASSERT_EQ(lib_.load("", &model_), 0) << lib_.error();
    for (int i = 0; i < 128; ++i) x_[i] = static_cast<float>(i % 7) - 3.0f;
    for (int i = 0; i < 128; ++i) expected_[i] = 2.0f * std::max(0.0f, x_[i]);  // y = 2 * relu(x)
  }

  // A session with its own device input (x_) and output buffers.
  rammer_gpu_session* session(void** d_y) {
    void* d_x = nullptr;
    EXPECT_EQ(cuda_.Malloc(&d_x, sizeof x_), 0);
    EXPECT_EQ(cuda_.Malloc(d_y, sizeof x_), 0);
    EXPECT_EQ(cuda_.Memcpy(d_x, x_, sizeof x_, 1), 0);
    rammer_gpu_session* s = nullptr;
    EXPECT_EQ(lib_.create(model_, nullptr, &s), 0) << lib_.error();
    EXPECT_EQ(lib_.bind_in(s, 0, d_x), 0) << lib_.error();
    EXPECT_EQ(lib_.bind_out(s, 0, *d_y), 0) << lib_.error();
    return s;
  }

  void expect_output(void* d_y) {
    float y[128];
    ASSERT_EQ(cuda_.Memcpy(y, d_y, sizeof y, 2), 0);
    for (int i = 0; i < 128; ++i) ASSERT_EQ(y[i], expected_[i]) << "element " << i;
  }

  Cuda cuda_;
  Lib lib_;
  rammer_gpu_model* model_ = nullptr;
  float x_[128];
  float expected_[128];
};

TEST_F(GpuDevice, ThousandRelaunchesWithoutResetAreIdentical) {
  // Epoch-numbered counters: 1000 back-to-back launches need no reset and give the same output.
  void* d_y = nullptr;
  rammer_gpu_session* s = session(&d_y);
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(lib_.run(s, nullptr), 0) << lib_.error();
  ASSERT_EQ(cuda_.StreamSynchronize(nullptr), 0);
  uint64_t runs = 0;
  ASSERT_EQ(lib_.epoch(s, &runs), 0);
  EXPECT_EQ(runs, 1000u);
  expect_output(d_y);
}

TEST_F(GpuDevice, TwoSessionsOnTwoStreams) {
  // Sessions own their counters and workspace: two streams interleave without interference.
  void *y1 = nullptr, *y2 = nullptr, *st1 = nullptr, *st2 = nullptr;
  rammer_gpu_session* a = session(&y1);
  rammer_gpu_session* b = session(&y2);
  ASSERT_EQ(cuda_.StreamCreate(&st1), 0);
  ASSERT_EQ(cuda_.StreamCreate(&st2), 0);
  for (int i = 0; i < 100; ++i) {
    ASSERT_EQ(lib_.run(a, st1), 0) << lib_.error();
    ASSERT_EQ(lib_.run(b, st2), 0) << lib_.error();
  }
  ASSERT_EQ(cuda_.StreamSynchronize(st1), 0);
  ASSERT_EQ(cuda_.StreamSynchronize(st2), 0);
  expect_output(y1);
  expect_output(y2);
}

TEST_F(GpuDevice, CudaGraphCaptureAndReplay) {
  // run() is capturable; replaying the graph 50 times advances the epoch 50 times.
  void *y = nullptr, *st = nullptr, *graph = nullptr, *exec = nullptr;
  rammer_gpu_session* s = session(&y);
  ASSERT_EQ(cuda_.StreamCreate(&st), 0);
  ASSERT_EQ(cuda_.StreamBeginCapture(st, 0), 0);
  ASSERT_EQ(lib_.run(s, st), 0) << lib_.error();
  ASSERT_EQ(cuda_.StreamEndCapture(st, &graph), 0);
  ASSERT_EQ(cuda_.GraphInstantiate(&exec, graph, 0), 0);
  for (int i = 0; i < 50; ++i) ASSERT_EQ(cuda_.GraphLaunch(exec, st), 0);
  ASSERT_EQ(cuda_.StreamSynchronize(st), 0);
  uint64_t runs = 0;
  ASSERT_EQ(lib_.epoch(s, &runs), 0);
  EXPECT_EQ(runs, 50u);
  expect_output(y);
}

}  // namespace
}  // namespace rammer
