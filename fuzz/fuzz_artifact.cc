// Fuzz target: the artifact loader's untrusted files (runtime/artifact_manifest.h): manifest.json text
// and weights.bin bytes, split at the first NUL byte. An accepted manifest must describe sizes that
// are consistent (non-negative, bytes = numel x element size); weights pass only with the right size.
#include <cstring>
#include <string>

#include "fuzz/fuzz_common.h"
#include "runtime/artifact_manifest.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  const unsigned char* nul = static_cast<const unsigned char*>(std::memchr(data, 0, size));
  const size_t text_size = nul != nullptr ? static_cast<size_t>(nul - data) : size;
  const std::string text(reinterpret_cast<const char*>(data), text_size);
  const unsigned char* weights = nul != nullptr ? nul + 1 : data + size;
  const size_t weights_size = static_cast<size_t>(data + size - weights);
  rammer::fuzz::run_guarded([&] {
    const rammer::runtime::ArtifactManifest m = rammer::runtime::parse_artifact_manifest(text, "manifest.json");
    rammer::fuzz::require(m.weights_bytes >= 0, "negative weights_bytes accepted");
    for (const auto* list : {&m.inputs, &m.outputs})
      for (const auto& io : *list) {
        int64_t numel = 1;
        for (int64_t d : io.shape) {
          rammer::fuzz::require(d >= 0, "negative dimension accepted");
          numel *= d;
        }
        rammer::fuzz::require(io.bytes == numel * static_cast<int64_t>(rammer::dtype_size(io.dtype)),
                              "inconsistent io bytes accepted");
      }
    rammer::runtime::verify_weights(m, weights, weights_size, "weights.bin");
    rammer::fuzz::require(static_cast<int64_t>(weights_size) == m.weights_bytes, "wrong weights size accepted");
  });
  return 0;
}
