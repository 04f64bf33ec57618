// ISA selection and dispatch for the fast CPU tile kernels (see cpu_kernels.h).
#include "backends/cpu/kernels/cpu_kernels.h"

#include "backends/cpu/kernels/aligned_vector.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

namespace rammer::cpu {

// One entry point per ISA translation unit (cpu_tile_<isa>.cc).
bool fast_tile_scalar(const kernels::OpDesc&, const kernels::TensorDesc*, void* const*, int);
bool fast_tile_avx2(const kernels::OpDesc&, const kernels::TensorDesc*, void* const*, int);
bool fast_tile_avx512(const kernels::OpDesc&, const kernels::TensorDesc*, void* const*, int);

CpuIsa cpu_isa_supported() {
  static const CpuIsa isa = [] {
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) return CpuIsa::avx512;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return CpuIsa::avx2;
    return CpuIsa::scalar;
  }();
  return isa;
}

CpuIsa cpu_isa() {
  static const CpuIsa isa = [] {
    CpuIsa best = cpu_isa_supported();
    const char* env = std::getenv("RAMMER_CPU_ISA");
    if (env == nullptr) return best;
    CpuIsa want = best;
    if (std::strcmp(env, "scalar") == 0) want = CpuIsa::scalar;
    if (std::strcmp(env, "avx2") == 0) want = CpuIsa::avx2;
    if (std::strcmp(env, "avx512") == 0) want = CpuIsa::avx512;
    // The environment may only lower the ISA: a higher one would fault on this CPU.
    return static_cast<int>(want) < static_cast<int>(best) ? want : best;
  }();
  return isa;
}

const char* cpu_isa_name(CpuIsa isa) {
  switch (isa) {
    case CpuIsa::avx512: return "avx512";
    case CpuIsa::avx2: return "avx2";
    case CpuIsa::scalar: return "scalar";
  }
  return "scalar";
}

bool cpu_fast_tile_isa(CpuIsa isa, const kernels::OpDesc& op, const kernels::TensorDesc* tensors,
                       void* const* ptrs, int task) {
  if (static_cast<int>(isa) > static_cast<int>(cpu_isa_supported())) return false;
  switch (isa) {
    case CpuIsa::avx512: return fast_tile_avx512(op, tensors, ptrs, task);
    case CpuIsa::avx2: return fast_tile_avx2(op, tensors, ptrs, task);
    case CpuIsa::scalar: return fast_tile_scalar(op, tensors, ptrs, task);
  }
  return false;
}

bool cpu_fast_tile(const kernels::OpDesc& op, const kernels::TensorDesc* tensors, void* const* ptrs,
                   int task) {
  return cpu_fast_tile_isa(cpu_isa(), op, tensors, ptrs, task);
}

namespace {

constexpr int kSamples = 16;

struct PackedWeights {
  AlignedVector<float> data;
  float samples[kSamples];  // source values at sample_index(i): detects a reused address
};

using PackKey = std::tuple<const float*, int64_t, int64_t, int64_t, int64_t, WeightPackFn>;

struct PackCache {
  std::mutex mu;
  std::map<PackKey, std::unique_ptr<PackedWeights>> entries;
};

PackCache& pack_cache() {
  static PackCache* cache = new PackCache;  // never destroyed: workers may outlive static teardown
  return *cache;
}

int64_t sample_index(int i, int64_t n) { return n <= 1 ? 0 : (n - 1) * i / (kSamples - 1); }

void take_samples(const WeightView& v, float* out) {
  const int64_t n = v.rows * v.cols;
  for (int i = 0; i < kSamples; ++i) {
    const int64_t e = n <= 0 ? 0 : sample_index(i, n);
    out[i] = n <= 0 ? 0.0f : v.w[(e / v.cols) * v.s_row + (e % v.cols) * v.s_col];
  }
}

}  // namespace

const float* packed_weights(const WeightView& v, int64_t floats, WeightPackFn pack) {
  PackCache& c = pack_cache();
  float now[kSamples];
  take_samples(v, now);
  std::lock_guard<std::mutex> lock(c.mu);
  std::unique_ptr<PackedWeights>& e = c.entries[PackKey{v.w, v.rows, v.cols, v.s_row, v.s_col, pack}];
  if (e && std::memcmp(e->samples, now, sizeof now) == 0) return e->data.data();
  e = std::make_unique<PackedWeights>();
  e->data.resize(static_cast<size_t>(floats));
  std::memcpy(e->samples, now, sizeof now);
  pack(v, e->data.data());
  return e->data.data();
}

void cpu_forget_weights(const void* data, size_t bytes) {
  PackCache& c = pack_cache();
  const uintptr_t lo = reinterpret_cast<uintptr_t>(data);
  std::lock_guard<std::mutex> lock(c.mu);
  for (auto it = c.entries.begin(); it != c.entries.end();) {
    const uintptr_t p = reinterpret_cast<uintptr_t>(std::get<0>(it->first));
    it = (p >= lo && p < lo + bytes) ? c.entries.erase(it) : std::next(it);
  }
}

}  // namespace rammer::cpu
