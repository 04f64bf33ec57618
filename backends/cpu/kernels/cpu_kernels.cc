// ISA selection and dispatch for the fast CPU tile kernels (see cpu_kernels.h).
#include "backends/cpu/kernels/cpu_kernels.h"

#include "backends/cpu/kernels/aligned_vector.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <unordered_map>
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

// Bumped whenever a packed copy is freed (cpu_forget_weights, or a copy replaced because its
// source changed): every thread's recent hits (LocalHit) from before are void.
std::atomic<uint64_t> g_copies_freed{0};

// The packed copies this thread has looked up since g_copies_freed last moved, with the source's
// first and last values (as bits) when it did. A hit takes no lock, walks no shared map and reads
// two source values instead of 16 sampled ones, lines that nothing else reads in a model and that
// are cold by the next run.
struct LocalHit {
  uint32_t first = 0, last = 0;
  const float* data = nullptr;
};
struct PackKeyHash {
  size_t operator()(const PackKey& k) const {
    uint64_t h = reinterpret_cast<uintptr_t>(std::get<0>(k)) * 0x9E3779B97F4A7C15ull;
    h ^= reinterpret_cast<uintptr_t>(std::get<5>(k)) + (h << 6) + (h >> 2);
    h ^= static_cast<uint64_t>(std::get<1>(k)) * 31 + static_cast<uint64_t>(std::get<2>(k)) + (h << 6) + (h >> 2);
    return static_cast<size_t>(h ^ static_cast<uint64_t>(std::get<3>(k)) ^ (static_cast<uint64_t>(std::get<4>(k)) << 20));
  }
};
struct LocalHits {
  uint64_t epoch = 0;
  std::unordered_map<PackKey, LocalHit, PackKeyHash> hits;
};
thread_local LocalHits t_local;

uint32_t bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

}  // namespace

const float* packed_weights(const WeightView& v, int64_t floats, WeightPackFn pack) {
  const PackKey key{v.w, v.rows, v.cols, v.s_row, v.s_col, pack};
  const bool empty = v.rows <= 0 || v.cols <= 0;
  const uint32_t first = empty ? 0 : bits(v.w[0]);
  const uint32_t last = empty ? 0 : bits(v.w[(v.rows - 1) * v.s_row + (v.cols - 1) * v.s_col]);
  LocalHits& local = t_local;
  auto drop_void_hits = [&local] {
    const uint64_t now = g_copies_freed.load(std::memory_order_acquire);
    if (local.epoch == now) return;
    local.hits.clear();
    local.epoch = now;
  };
  drop_void_hits();
  if (auto it = local.hits.find(key); it != local.hits.end() && it->second.first == first && it->second.last == last)
    return it->second.data;
  PackCache& c = pack_cache();
  float now[kSamples];
  take_samples(v, now);
  std::lock_guard<std::mutex> lock(c.mu);
  std::unique_ptr<PackedWeights>& e = c.entries[key];
  if (!e || std::memcmp(e->samples, now, sizeof now) != 0) {
    if (e) g_copies_freed.fetch_add(1, std::memory_order_acq_rel);  // void every thread's hits on it
    e = std::make_unique<PackedWeights>();
    e->data.resize(static_cast<size_t>(floats));
    std::memcpy(e->samples, now, sizeof now);
    pack(v, e->data.data());
  }
  drop_void_hits();
  local.hits[key] = LocalHit{first, last, e->data.data()};
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
  g_copies_freed.fetch_add(1, std::memory_order_acq_rel);
}

}  // namespace rammer::cpu
