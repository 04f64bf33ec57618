// GPU numerics of every bench model (label gpu, issue 5): the model's persistent-kernel library is
// built for the GPU present, run once through the rammer_gpu.h C API on the ONNX Runtime oracle's
// seeded inputs, and compared with the reference interpreter (frontend/interpreter) on the same
// inputs; every output within 1e-4 relative error.
//
// Expects: the bench models in build/models (scripts/models/export_models.py), nvcc, a CUDA GPU.
// Without a GPU each model test skips with "skipped: no GPU". The reference is the interpreter, not
// ONNX Runtime: this binary does not link the oracle client (rammer_oracle) and GPU machines may lack
// `node`; the interpreter itself is checked against ONNX Runtime by tests/models. The inputs are the
// oracle's all the same: its mulberry32 generator (tools/oracle/oracle.js, seed 1) is replayed here.
// The CUDA runtime is dlopen'ed, so the binary builds without CUDA headers.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "backends/gpu/gpu_artifact.h"
#include "driver/compile.h"
#include "backends/gpu/rammer_gpu.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

constexpr double kMaxRelError = 1e-4;  // the criterion of the model tests (tests/models)
constexpr uint32_t kOracleSeed = 1;    // the seed tests/models and tests/runtime give the oracle

// The CUDA runtime entry points used here (C ABI; enums as int).
struct Cuda {
  void* lib = nullptr;
  int (*GetDeviceCount)(int*) = nullptr;
  int (*GetDevice)(int*) = nullptr;
  int (*DeviceGetAttribute)(int*, int, int) = nullptr;
  int (*Malloc)(void**, size_t) = nullptr;
  int (*Free)(void*) = nullptr;
  int (*Memcpy)(void*, const void*, size_t, int) = nullptr;  // 1 H2D, 2 D2H
  int (*DeviceSynchronize)() = nullptr;

  bool load() {
    for (const char* n : {"libcudart.so", "libcudart.so.13", "libcudart.so.12"})
      if ((lib = dlopen(n, RTLD_NOW | RTLD_GLOBAL))) break;
    if (!lib) return false;
    auto sym = [&](auto& f, const char* name) { f = reinterpret_cast<std::decay_t<decltype(f)>>(dlsym(lib, name)); return f != nullptr; };
    return sym(GetDeviceCount, "cudaGetDeviceCount") && sym(GetDevice, "cudaGetDevice") &&
           sym(DeviceGetAttribute, "cudaDeviceGetAttribute") && sym(Malloc, "cudaMalloc") &&
           sym(Free, "cudaFree") && sym(Memcpy, "cudaMemcpy") && sym(DeviceSynchronize, "cudaDeviceSynchronize");
  }
  bool has_gpu() {
    int n = 0;
    return load() && GetDeviceCount(&n) == 0 && n > 0;
  }
};

// The device spec and arch to build for, from the present GPU's compute capability.
struct PresentGpu {
  int major = 0, minor = 0;
  std::string spec;  // a vdevice/devices name
  std::string arch;  // nvcc arch
  std::string note;  // how the spec was chosen
};

// 8.0 and 9.0 are the a100 and h100 specs exactly. Otherwise the nearest spec at or below: SASS of
// sm_X0 runs on every X.y, and the library's embedded PTX (gpu_compile.cc) JIT-compiles for newer
// majors. The spec's SM count then differs from the GPU's; model_load says so when vEUs do not fit.
PresentGpu present_gpu(Cuda& cuda) {
  PresentGpu p;
  int dev = 0;
  cuda.GetDevice(&dev);
  cuda.DeviceGetAttribute(&p.major, 75 /*cudaDevAttrComputeCapabilityMajor*/, dev);
  cuda.DeviceGetAttribute(&p.minor, 76 /*cudaDevAttrComputeCapabilityMinor*/, dev);
  const std::string cc = std::to_string(p.major) + "." + std::to_string(p.minor);
  if (p.major >= 9) p.spec = "h100";
  else if (p.major == 8) p.spec = "a100";
  else if (p.major == 7) p.spec = "v100";
  p.arch = p.spec == "h100" ? "sm_90" : p.spec == "a100" ? "sm_80" : p.spec == "v100" ? "sm_70" : "";
  const bool exact = (p.major == 9 && p.minor == 0) || (p.major == 8 && p.minor == 0) || (p.major == 7 && p.minor == 0);
  p.note = exact ? "compute capability " + cc + " = " + p.spec + " (" + p.arch + ")"
                 : "compute capability " + cc + " has no device spec; using the nearest, " + p.spec + " (" +
                       p.arch + (p.major > 9 ? ", run through its embedded PTX)" : ")");
  return p;
}

// The oracle's input generator (tools/oracle/oracle.js, README.md): mulberry32 from the seed, one
// draw per element over the inputs in model order; floats uniform in [-1, 1), integers in [0, 4),
// bools 0/1.
struct Mulberry32 {
  uint32_t state;
  uint32_t next() {
    state += 0x6d2b79f5u;
    uint32_t t = state;
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    return t ^ (t >> 14);
  }
};

std::map<std::string, Tensor> oracle_inputs(const Graph& g, uint32_t seed) {
  Mulberry32 rng{seed};
  std::map<std::string, Tensor> out;
  for (const std::string& name : g.inputs) {
    const Value& v = g.value(name);
    Tensor t(v.dtype, v.shape);
    for (int64_t i = 0; i < t.numel(); ++i) {
      const uint32_t u = rng.next();
      if (dtype_is_float(v.dtype)) t.set_f64(i, (u / 4294967296.0) * 2 - 1);
      else if (v.dtype == DType::boolean) t.set_f64(i, u & 1u);
      else t.set_f64(i, u % 4u);
    }
    out.emplace(name, std::move(t));
  }
  return out;
}

// The error measure of oracle_client.h's tensor_error (that library is not linked here): max over i
// of |a_i - b_i| / max(|b_i|, floor), floor = 1e-2 * max_j |b_j| (>= 1e-30); integers exactly.
struct ErrorFigures {
  double max_rel = 0, max_abs = 0;
  int64_t worst = -1;
};
ErrorFigures error_of(const Tensor& a, const Tensor& b) {
  ErrorFigures e;
  double scale = 0;
  for (int64_t i = 0; i < b.numel(); ++i) scale = std::max(scale, std::fabs(b.get_f64(i)));
  const double floor = std::max(1e-2 * scale, 1e-30);
  for (int64_t i = 0; i < b.numel(); ++i) {
    const double x = a.get_f64(i), y = b.get_f64(i);
    if (std::isnan(x) && std::isnan(y)) continue;
    double abs = x == y ? 0.0 : std::fabs(x - y);
    if (std::isnan(abs)) abs = INFINITY;
    double rel = dtype_is_float(b.dtype()) ? abs / std::max(std::fabs(y), floor) : (abs == 0 ? 0.0 : INFINITY);
    e.max_abs = std::max(e.max_abs, abs);
    if (rel > e.max_rel || (e.worst < 0 && rel >= e.max_rel)) {
      e.max_rel = rel;
      e.worst = i;
    }
  }
  return e;
}

// build/models (the README's export) or this build's models/.
std::string model_path(const std::string& name) {
  for (const fs::path& dir : {fs::path(RAMMER_BINARY_DIR) / "models", fs::path(RAMMER_SOURCE_DIR) / "build/models"})
    if (fs::exists(dir / (name + ".onnx"))) return (dir / (name + ".onnx")).string();
  return "";
}

template <class F>
void resolve(void* h, F& f, const char* name) {
  f = reinterpret_cast<F>(dlsym(h, name));
  ASSERT_NE(f, nullptr) << name << " missing from the model library";
}

void check_model_on_gpu(const std::string& name) {
  Cuda cuda;
  if (!cuda.has_gpu()) GTEST_SKIP() << "skipped: no GPU (cudaGetDeviceCount failed or found none)";
  const std::string path = model_path(name);
  ASSERT_FALSE(path.empty()) << name << ".onnx is not exported: scripts/models/export_models.py --out build/models";
  ASSERT_FALSE(find_gpu_compiler(GpuApi::cuda).empty()) << "a GPU but no nvcc (set RAMMER_NVCC)";
  const PresentGpu gpu = present_gpu(cuda);
  ASSERT_FALSE(gpu.spec.empty()) << "compute capability " << gpu.major << "." << gpu.minor << " is older than any device spec";
  std::printf("%s: device %s\n", name.c_str(), gpu.note.c_str());

  Result<Graph> loaded = load_onnx(path);
  ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
  Graph g = std::move(loaded.value());
  optimize_graph(g);
  const std::map<std::string, Tensor> inputs = oracle_inputs(g, kOracleSeed);

  Result<Target> target = make_target(gpu.spec);
  ASSERT_TRUE(target.is_ok()) << target.status().message();
  CompileOptions o;
  o.gpu_arch = gpu.arch;
  o.optimize = false;
  const std::string out = std::string(RAMMER_BINARY_DIR) + "/gpu_test_out/numerics_" + name + "_" + gpu.spec;
  fs::remove_all(out);
  o.out_dir = out;
  CompileResult c = compile_graph(g, *target, o);
  ASSERT_TRUE(c.ok()) << c.status.message();
  ASSERT_TRUE(c.compiled.gpu.has_value());
  const GpuArtifact* art = &*c.compiled.gpu;
  ASSERT_TRUE(art->built && !art->library_path.empty()) << art->build_note;

  void* h = dlopen(art->library_path.c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(h, nullptr) << dlerror();
  int (*load)(const char*, rammer_gpu_model**) = nullptr;
  void (*model_free)(rammer_gpu_model*) = nullptr;
  int (*create)(rammer_gpu_model*, void*, rammer_gpu_session**) = nullptr;
  void (*session_free)(rammer_gpu_session*) = nullptr;
  int (*num_inputs)() = nullptr;
  int (*num_outputs)() = nullptr;
  const char* (*input_name)(int) = nullptr;
  const char* (*output_name)(int) = nullptr;
  int64_t (*input_bytes)(int) = nullptr;
  int64_t (*output_bytes)(int) = nullptr;
  int (*bind_in)(rammer_gpu_session*, int, const void*) = nullptr;
  int (*bind_out)(rammer_gpu_session*, int, void*) = nullptr;
  int (*run)(rammer_gpu_session*, void*) = nullptr;
  const char* (*last_error)() = nullptr;
  resolve(h, load, "rammer_gpu_model_load");
  resolve(h, model_free, "rammer_gpu_model_free");
  resolve(h, create, "rammer_gpu_session_create");
  resolve(h, session_free, "rammer_gpu_session_free");
  resolve(h, num_inputs, "rammer_gpu_num_inputs");
  resolve(h, num_outputs, "rammer_gpu_num_outputs");
  resolve(h, input_name, "rammer_gpu_input_name");
  resolve(h, output_name, "rammer_gpu_output_name");
  resolve(h, input_bytes, "rammer_gpu_input_bytes");
  resolve(h, output_bytes, "rammer_gpu_output_bytes");
  resolve(h, bind_in, "rammer_gpu_session_bind_input");
  resolve(h, bind_out, "rammer_gpu_session_bind_output");
  resolve(h, run, "rammer_gpu_session_run");
  resolve(h, last_error, "rammer_gpu_last_error");
  if (::testing::Test::HasFatalFailure()) return;

  rammer_gpu_model* model = nullptr;
  ASSERT_EQ(load((fs::path(out) / "weights.bin").c_str(), &model), 0) << last_error();
  rammer_gpu_session* s = nullptr;
  ASSERT_EQ(create(model, nullptr, &s), 0) << last_error();
  std::vector<void*> device_buffers;
  for (int i = 0; i < num_inputs(); ++i) {
    const Tensor& t = inputs.at(input_name(i));
    ASSERT_EQ(static_cast<int64_t>(t.nbytes()), input_bytes(i)) << "input " << input_name(i);
    void* d = nullptr;
    ASSERT_EQ(cuda.Malloc(&d, t.nbytes()), 0);
    device_buffers.push_back(d);
    ASSERT_EQ(cuda.Memcpy(d, t.raw(), t.nbytes(), 1), 0);
    ASSERT_EQ(bind_in(s, i, d), 0) << last_error();
  }
  ASSERT_EQ(num_outputs(), static_cast<int>(g.outputs.size()));
  std::vector<void*> d_out(g.outputs.size());
  for (int i = 0; i < num_outputs(); ++i) {
    ASSERT_EQ(cuda.Malloc(&d_out[i], output_bytes(i)), 0);
    device_buffers.push_back(d_out[i]);
    ASSERT_EQ(bind_out(s, i, d_out[i]), 0) << last_error();
  }
  const auto t0 = std::chrono::steady_clock::now();
  ASSERT_EQ(run(s, nullptr), 0) << last_error();
  ASSERT_EQ(cuda.DeviceSynchronize(), 0) << "the persistent kernel of " << name << " failed";
  const double gpu_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

  const std::map<std::string, Tensor> ref = interpret(g, inputs);
  std::printf("%s: oracle = reference interpreter on the ONNX Runtime oracle's seed-%u inputs; %d vEUs, "
              "first run %.2f ms (includes launch)\n", name.c_str(), kOracleSeed, art->veus, gpu_ms);
  for (int i = 0; i < num_outputs(); ++i) {
    const std::string out_name = output_name(i);
    const Value& v = g.value(out_name);
    Tensor got(v.dtype, v.shape);
    ASSERT_EQ(static_cast<int64_t>(got.nbytes()), output_bytes(i)) << "output " << out_name;
    ASSERT_EQ(cuda.Memcpy(got.raw(), d_out[i], got.nbytes(), 2), 0);
    const Tensor& want = ref.at(out_name);
    const ErrorFigures e = error_of(got, want);
    std::printf("%s output '%s' %s: max rel error %.3g, max abs error %.3g (element %lld)\n", name.c_str(),
                out_name.c_str(), shape_str(v.shape).c_str(), e.max_rel, e.max_abs, static_cast<long long>(e.worst));
    EXPECT_LE(e.max_rel, kMaxRelError) << name << " output '" << out_name << "' differs from the reference";
  }
  session_free(s);
  model_free(model);
  for (void* d : device_buffers) cuda.Free(d);
  dlclose(h);
}

TEST(GpuDeviceModelsInputs, ReplaysTheOracleGenerator) {
  // mulberry32 seed 1 gives the oracle's first draws (values printed by node running oracle.js's function).
  Mulberry32 rng{1};
  const uint32_t want[4] = {2693262067u, 11749833u, 2265367787u, 4213581821u};
  for (uint32_t w : want) EXPECT_EQ(rng.next(), w);
}

TEST(GpuDeviceModels, Resnext29) {
  // ResNeXt-29 on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("resnext29");
}
TEST(GpuDeviceModels, Nasnet) {
  // NASNet on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("nasnet");
}
TEST(GpuDeviceModels, Alexnet) {
  // AlexNet on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("alexnet");
}
TEST(GpuDeviceModels, Deepspeech2) {
  // DeepSpeech2 on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("deepspeech2");
}
TEST(GpuDeviceModels, LstmTc) {
  // The LSTM-TC model on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("lstm_tc");
}
TEST(GpuDeviceModels, Seq2seq) {
  // Seq2seq on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("seq2seq");
}
TEST(GpuDeviceModels, Resnet50) {
  // ResNet-50 on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("resnet50");
}
TEST(GpuDeviceModels, MobilenetV2) {
  // MobileNetV2 on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("mobilenet_v2");
}
TEST(GpuDeviceModels, BertLayer) {
  // One BERT layer on the GPU matches the reference within 1e-4 relative error.
  check_model_on_gpu("bert_layer");
}

}  // namespace
}  // namespace rammer
