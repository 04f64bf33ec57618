// rammer_sync_probe: what the persistent kernel's synchronisation and table reads cost on this GPU,
// measured with its own primitives (rammer_target.h), so that the wait protocol and the cost model's
// sync terms rest on measurements. One line per probe, the median of 5 launches after a warm-up:
//   INFO probe <name>: <ns> ns per <unit> (<what>)
// and exit status 1 when a probe could not run (a launch error, or a round that never completed).
//
// round P V  one coordinator block and P worker blocks, one block per SM (the shared memory each
//            takes forbids two on one SM): the coordinator signals `go`, every worker waits for it and
//            signals `done`, the coordinator waits for P `done` signals. A round is two hops; P = 12 is
//            one LSTM layer's 13 gates vEUs. V, the signal/wait code:
//              kernel   rammer_persistent.h's: signal = barrier, fence, release add; wait = barrier,
//                       thread 0 polls (acquire loads, nanosleep 32 between them), barrier, every
//                       thread reads the verdict, barrier
//              nofence  the signal's release add without the fence before it
//              nopause  the polls back to back
//              lean     no fence, no pause, and no barrier before the poll: the verdict comes from one
//                       barrier reduction (__syncthreads_or) after thread 0's polls
//              thread0  thread 0 of each block alone, no barrier: the hardware's floor
// chain F M  one thread follows a chain of dependent 4-byte loads, each on a new 128 B line, through
//            F bytes of global memory (after one pass that brings them into the caches); M: ca (the
//            default load), acq+ca (an acquire load of a flag before each hop: what a tile's table
//            reads look like after a wait), nc (the read-only path), acq+nc, cg (L2 only).
// timer, nanosleep(32), barrier (256 threads), fence after a store.
//
//   rammer_sync_probe [--quick]      --quick: fewer rounds (a smoke test)
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "rammer_target.h"

namespace {

constexpr int kThreads = 256;
constexpr int kPollsPerTurn = 64;                      // rammer_persistent.h's
constexpr unsigned long long kGiveUpPolls = 1ull << 24;  // per wait: a round that never completes
constexpr size_t kOneBlockPerSmBytes = 120 * 1024;     // two such blocks do not fit one SM's shared memory

enum Variant { kKernel, kNoFence, kNoPause, kLean, kThread0 };
const char* const kVariantNames[] = {"kernel", "nofence", "nopause", "lean", "thread0"};

struct Counters {
  unsigned long long go, pad0[15];  // own 128 B lines: a poll on one does not share a line with the other
  unsigned long long done, pad1[15];
  unsigned long long abort;         // a wait that gave up stops every block
};

template <Variant V>
__device__ void signal(unsigned long long* ctr) {
  if (V != kThread0) __syncthreads();
  if (threadIdx.x == 0) {
    if (V == kKernel || V == kNoPause) RAMMER_FENCE();
    rammer_add_release(ctr, 1ull);
  }
}

// Returns false when the wait gave up (or another block's did).
template <Variant V>
__device__ bool wait_for(Counters* c, unsigned long long* ctr, unsigned long long target, int* verdict) {
  constexpr bool kPause = V == kKernel || V == kNoFence;
  unsigned long long polls = 0;
  for (;;) {
    if (V == kKernel || V == kNoFence || V == kNoPause) __syncthreads();
    int ready = 0;
    if (threadIdx.x == 0) {
      unsigned long long seen = rammer_load_acquire(ctr);
      for (int poll = 1; seen < target && poll < kPollsPerTurn; ++poll) {
        if (kPause) RAMMER_SPIN_PAUSE();
        seen = rammer_load_acquire(ctr);
      }
      polls += kPollsPerTurn;
      ready = seen >= target ? 1 : (polls > kGiveUpPolls || rammer_load_relaxed(&c->abort) != 0ull) ? 2 : 0;
      if (ready == 2) rammer_store_release(&c->abort, 1ull);
    }
    if (V == kThread0) return ready == 1;
    if (V == kLean) {  // one barrier: the reduction orders thread 0's verdict before every thread's read
      if (threadIdx.x == 0) *verdict = ready;
      if (!__syncthreads_or(ready != 0)) continue;
      return *verdict == 1;  // rewritten only after the next signal's barrier
    }
    if (threadIdx.x == 0) *verdict = ready;
    __syncthreads();
    const int v = *verdict;
    __syncthreads();
    if (v != 0) return v == 1;
  }
}

template <Variant V>
__global__ void __launch_bounds__(kThreads, 1) round_kernel(Counters* c, int workers, int rounds,
                                                            unsigned long long* elapsed_ns) {
  extern __shared__ unsigned char one_block_per_sm[];
  __shared__ int verdict;
  if (V == kThread0 && threadIdx.x != 0) return;
  if (threadIdx.x == 0) one_block_per_sm[0] = 0;
  const bool coordinator = blockIdx.x == 0;
  const unsigned long long t0 = RAMMER_NOW_NS();
  for (int i = 1; i <= rounds; ++i) {
    if (coordinator) {
      signal<V>(&c->go);
      if (!wait_for<V>(c, &c->done, static_cast<unsigned long long>(workers) * i, &verdict)) return;
    } else {
      if (!wait_for<V>(c, &c->go, static_cast<unsigned long long>(i), &verdict)) return;
      signal<V>(&c->done);
    }
  }
  if (coordinator && threadIdx.x == 0) *elapsed_ns = RAMMER_NOW_NS() - t0;
}

enum ChainMode { kCa, kAcqCa, kNc, kAcqNc, kCg };
const char* const kChainNames[] = {"ca", "acq+ca", "nc", "acq+nc", "cg"};

template <ChainMode M>
__device__ __forceinline__ unsigned chain_load(const unsigned* p, unsigned long long* flag) {
  unsigned v;
  if (M == kAcqCa || M == kAcqNc) (void)rammer_load_acquire(flag);
  if (M == kNc || M == kAcqNc)
    asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  else if (M == kCg)
    asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  else
    asm volatile("ld.global.ca.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}

template <ChainMode M>
__global__ void chain_kernel(const unsigned* next, int hops, unsigned long long* flag, unsigned long long* out) {
  unsigned i = 0;
  for (int h = 0; h < hops; ++h) i = next[i];  // brings the chain into the caches
  const unsigned long long t0 = RAMMER_NOW_NS();
  for (int h = 0; h < hops; ++h) i = chain_load<M>(next + i, flag);
  const unsigned long long t1 = RAMMER_NOW_NS();
  out[0] = t1 - t0;
  out[1] = i;  // keeps the chain live
}

// Small costs, timed by thread 0 over many repetitions: 0 timer read, 1 nanosleep(32), 2 barrier,
// 3 store + fence.
__global__ void __launch_bounds__(kThreads, 1) small_kernel(int what, int reps, unsigned long long* sink,
                                                            unsigned long long* out) {
  unsigned long long acc = 0;
  __syncthreads();
  const unsigned long long t0 = RAMMER_NOW_NS();
  for (int r = 0; r < reps; ++r) {
    if (what == 0) {
      acc += RAMMER_NOW_NS();
    } else if (what == 1) {
      RAMMER_SPIN_PAUSE();
    } else if (what == 2) {
      __syncthreads();
    } else if (threadIdx.x == 0) {
      *reinterpret_cast<volatile unsigned long long*>(sink) = r;
      RAMMER_FENCE();
    }
  }
  const unsigned long long t1 = RAMMER_NOW_NS();
  if (threadIdx.x == 0) {
    out[0] = t1 - t0;
    sink[1] = acc;
  }
}

bool ok(cudaError_t e, const char* what) {
  if (e == cudaSuccess) return true;
  std::printf("FAIL probe %s: %s\n", what, cudaGetErrorString(e));
  return false;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

constexpr int kRepeats = 5;

template <Variant V>
bool probe_round(int workers, int rounds, int sms, Counters* c, unsigned long long* d_out) {
  const std::string name = "round p=" + std::to_string(workers) + " " + kVariantNames[V];
  if (workers + 1 > sms) {
    std::printf("SKIP probe %s: needs %d SMs, the GPU has %d\n", name.c_str(), workers + 1, sms);
    return true;
  }
  auto kernel = &round_kernel<V>;
  if (!ok(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                               static_cast<int>(kOneBlockPerSmBytes)), name.c_str()))
    return false;
  std::vector<double> per_round;
  for (int rep = 0; rep <= kRepeats; ++rep) {  // launch 0 warms up
    if (!ok(cudaMemset(c, 0, sizeof(Counters)), name.c_str())) return false;
    void* args[] = {&c, &workers, &rounds, &d_out};
    if (!ok(cudaLaunchCooperativeKernel(reinterpret_cast<const void*>(kernel), dim3(workers + 1), dim3(kThreads),
                                        args, kOneBlockPerSmBytes, nullptr), name.c_str()) ||
        !ok(cudaDeviceSynchronize(), name.c_str()))
      return false;
    Counters host{};
    unsigned long long ns = 0;
    if (!ok(cudaMemcpy(&host, c, sizeof host, cudaMemcpyDeviceToHost), name.c_str()) ||
        !ok(cudaMemcpy(&ns, d_out, sizeof ns, cudaMemcpyDeviceToHost), name.c_str()))
      return false;
    if (host.abort != 0ull) {
      std::printf("FAIL probe %s: a wait gave up after %llu polls (go %llu, done %llu)\n", name.c_str(),
                  kGiveUpPolls, host.go, host.done);
      return false;
    }
    if (rep > 0) per_round.push_back(static_cast<double>(ns) / rounds);
  }
  const double r = median(per_round);
  std::printf("INFO probe %s: %.0f ns per round, %.0f ns per hop (%d rounds, median of %d)\n", name.c_str(), r,
              r / 2, rounds, kRepeats);
  return true;
}

template <ChainMode M>
bool probe_chain(size_t bytes, unsigned long long* flag, unsigned long long* d_out) {
  const std::string name = "chain " + std::to_string(bytes / 1024) + " KiB " + kChainNames[M];
  const size_t lines = bytes / 128, stride = 128 / sizeof(unsigned);
  std::vector<unsigned> order(lines);
  std::iota(order.begin(), order.end(), 0u);
  std::shuffle(order.begin() + 1, order.end(), std::mt19937(7));
  std::vector<unsigned> next(lines * stride, 0u);
  for (size_t k = 0; k < lines; ++k)
    next[order[k] * stride] = static_cast<unsigned>(order[(k + 1) % lines] * stride);
  unsigned* d_next = nullptr;
  if (!ok(cudaMalloc(&d_next, next.size() * sizeof(unsigned)), name.c_str())) return false;
  bool good = ok(cudaMemcpy(d_next, next.data(), next.size() * sizeof(unsigned), cudaMemcpyHostToDevice), name.c_str());
  const int hops = static_cast<int>(std::max<size_t>(lines, 1024));
  std::vector<double> per_hop;
  for (int rep = 0; good && rep <= kRepeats; ++rep) {
    chain_kernel<M><<<1, 1>>>(d_next, hops, flag, d_out);
    unsigned long long ns = 0;
    good = ok(cudaDeviceSynchronize(), name.c_str()) &&
           ok(cudaMemcpy(&ns, d_out, sizeof ns, cudaMemcpyDeviceToHost), name.c_str());
    if (rep > 0) per_hop.push_back(static_cast<double>(ns) / hops);
  }
  cudaFree(d_next);
  if (good)
    std::printf("INFO probe %s: %.0f ns per load (%d dependent loads, median of %d)\n", name.c_str(),
                median(per_hop), hops, kRepeats);
  return good;
}

bool probe_small(int what, const char* name, const char* unit, int reps, unsigned long long* sink,
                 unsigned long long* d_out) {
  std::vector<double> per;
  for (int rep = 0; rep <= kRepeats; ++rep) {
    small_kernel<<<1, kThreads>>>(what, reps, sink, d_out);
    unsigned long long ns = 0;
    if (!ok(cudaDeviceSynchronize(), name) || !ok(cudaMemcpy(&ns, d_out, sizeof ns, cudaMemcpyDeviceToHost), name))
      return false;
    if (rep > 0) per.push_back(static_cast<double>(ns) / reps);
  }
  std::printf("INFO probe %s: %.1f ns per %s (median of %d)\n", name, median(per), unit, kRepeats);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  if (argc > 1 && !quick) {
    std::fprintf(stderr, "usage: rammer_sync_probe [--quick]\n");
    return 2;
  }
  int device = 0, sms = 0, coop = 0;
  if (cudaGetDevice(&device) != cudaSuccess ||
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device) != cudaSuccess) {
    std::printf("SKIP probe all: no GPU (%s)\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
  }
  cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, device);
  Counters* c = nullptr;
  unsigned long long* d_out = nullptr;
  if (!ok(cudaMalloc(&c, sizeof(Counters)), "alloc") || !ok(cudaMalloc(&d_out, 64), "alloc")) return 1;
  const int rounds = quick ? 200 : 2000;
  bool good = true;
  if (!coop) {
    std::printf("SKIP probe round: the device has no cooperative launch\n");
  } else {
    for (int workers : {1, 12, sms - 1}) {
      good &= probe_round<kKernel>(workers, rounds, sms, c, d_out);
      good &= probe_round<kNoFence>(workers, rounds, sms, c, d_out);
      good &= probe_round<kNoPause>(workers, rounds, sms, c, d_out);
      good &= probe_round<kLean>(workers, rounds, sms, c, d_out);
      good &= probe_round<kThread0>(workers, rounds, sms, c, d_out);
    }
  }
  unsigned long long* flag = &c->abort;  // zero after the rounds; the chain's acquire loads read it
  if (!ok(cudaMemset(c, 0, sizeof(Counters)), "chain")) return 1;
  for (size_t bytes : {size_t{8} << 10, size_t{4} << 20}) {
    good &= probe_chain<kCa>(bytes, flag, d_out);
    good &= probe_chain<kAcqCa>(bytes, flag, d_out);
    good &= probe_chain<kNc>(bytes, flag, d_out);
    good &= probe_chain<kAcqNc>(bytes, flag, d_out);
    good &= probe_chain<kCg>(bytes, flag, d_out);
  }
  const int reps = quick ? 1000 : 10000;
  good &= probe_small(0, "globaltimer read", "read", reps, d_out + 4, d_out);
  good &= probe_small(1, "nanosleep(32)", "call", reps, d_out + 4, d_out);
  good &= probe_small(2, "barrier (256 threads)", "barrier", reps, d_out + 4, d_out);
  good &= probe_small(3, "store + __threadfence", "fence", reps, d_out + 4, d_out);
  cudaFree(c);
  cudaFree(d_out);
  return good ? 0 : 1;
}
