// Fuzz target: the ONNX loader (parse, checker, shape inference, conversion to Graph IR) and the
// graph passes (optimize_graph) on whatever it accepts. Built with libFuzzer, it mutates models
// structurally (onnx_mutator.h) three times in four and as raw bytes otherwise.
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "fuzz/fuzz_common.h"

#ifdef RAMMER_LIBFUZZER
#include <random>

#include "fuzz/onnx_mutator.h"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned int seed) {
  if (seed % 4 != 0) {
    const std::string out = rammer::fuzz::mutate_onnx_model(data, size, seed);
    if (!out.empty() && out.size() <= max_size) {
      std::memcpy(data, out.data(), out.size());
      return out.size();
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}
#endif

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  // The loader reads a file (external data is resolved beside it): one scratch file per process.
  static const std::string path = (std::filesystem::exists("/dev/shm") ? std::string("/dev/shm") : std::string("/tmp")) +
                                  "/rammer_fuzz_onnx_" + std::to_string(getpid()) + ".onnx";
  {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  rammer::fuzz::run_guarded([&] {
    rammer::Result<rammer::Graph> g = rammer::load_onnx(path);
    if (!g.is_ok()) return;
    rammer::optimize_graph(g.value());
  });
  return 0;
}
