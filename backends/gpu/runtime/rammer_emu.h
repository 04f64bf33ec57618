// rammer_emu.h: the RAMMER_EMULATED branch of rammer_target.h: an emulated GPU that a host C++17
// compiler builds the generated host and device halves against, unchanged (`-x c++ -DRAMMER_EMULATED`,
// linked with librammer_gpu_emu.so from backends/gpu/emu/).
//
// Device side: a launch runs every thread of every block as a fiber on one OS thread, switching at
// barriers, spin pauses and atomics in a seeded random order; barriers are real per block. The
// emulator reports barrier divergence and deadlock, shared-memory races (accesses through
// kernels/block.h's SharedPtr) and release/acquire operations in the same barrier phase as another
// thread's tile work. Host side: the CUDA runtime's signatures with the prefix rammerEmu; created
// streams are asynchronous (one OS thread each), the null stream runs in the caller.
// The control API (device model, seed, barrier mutations, reports) is backends/gpu/emu/emu_control.h.
// An include guard as well as #pragma once: an artifact's include/ folder holds a copy of this file.
#pragma once
#ifndef RAMMER_EMU_H_
#define RAMMER_EMU_H_

#include <stddef.h>
#include <stdint.h>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __launch_bounds__(...)

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
  constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
};

// Per-fiber values: the launch sets them before it resumes a fiber.
extern thread_local dim3 threadIdx;
extern thread_local dim3 blockIdx;
extern thread_local dim3 blockDim;
extern thread_local dim3 gridDim;

namespace rammer::emu {

// Device hooks, called from inside a fiber (outside a launch they are no-ops where that makes sense).
void barrier(const char* file, int line);
void spin_pause();
void fence();
unsigned long long now_ns();
void* shared_var(const void* key, size_t bytes, size_t align);
unsigned char* dynamic_shared();
// A Block::threads body starts on this thread (check c: release/acquire vs. tile work).
void tile_work(const char* file, int line);
// An access through a SharedPtr: race-checked when p lies in the block's dynamic shared memory.
void shared_access(const void* p, size_t bytes, bool write);
// The calling thread's block's barrier phase (completed barriers so far); 0 outside a launch.
uint32_t shared_phase();
// A deferred write landing in shared memory (a cp.async copy, kernels/cp_async.h) that the thread
// issued in phase `issued`: the copy may have landed at any moment since, so any other thread's
// access to those words since that phase is a race.
void shared_async_write(const void* p, size_t bytes, uint32_t issued);
// A cp.async.wait_group at (file, line): records the site; true when a mutation removed it.
bool async_wait_skipped(const char* file, int line);
// A release or acquire by this thread: a switch point, and check c. `writes`: it changes memory
// (progress for the deadlock watchdog; a polling load is not progress).
void sync_op(const char* what, const void* addr, bool writes, const char* file, int line);
// A switch point without a check (relaxed atomics).
void yield();
// Warp-collective exchange: every lane of the calling thread's warp passes `bytes` from `mine`; each
// gets all 32 lanes' values in `all` (lane order; the entries of lanes past the block's last thread
// are unspecified). Every lane of the warp must call it, as with a __shfl_sync over the full mask.
constexpr int kWarpSize = 32;
void warp_exchange(const void* mine, void* all, size_t bytes);
// The same over an AMD wave of 64 lanes (threads 64w .. 64w + 63 of the block), for the MFMA
// emulation (kernels/mfma.h); independent of the warp exchanges of the same threads.
constexpr int kWaveSize = 64;
void wave_exchange(const void* mine, void* all, size_t bytes);
// Adds n to the device's counter `name` (emu_control.h counter): what tests count, no switch point.
void counter_add(const char* name, uint64_t n);
// Stops the launch with a report (a GPU trap).
[[noreturn]] void trap(const char* message);

// Names the running tile kernel in reports for the scope's lifetime.
class TileScope {
 public:
  explicit TileScope(const char* name);
  ~TileScope();
  TileScope(const TileScope&) = delete;
  TileScope& operator=(const TileScope&) = delete;

 private:
  const char* previous_;
};

// What RAMMER_KERNEL_HANDLE hands the host API: the emulated launch copies arg_bytes from args[0]
// (a launch on a stream runs after the caller's arguments are gone) and calls call(args).
struct KernelHandle {
  void (*call)(void** args);
  size_t arg_bytes;
};

template <class ArgType, void (*kKernel)(ArgType)>
struct KernelTrampoline {
  static void call(void** args) { kKernel(*static_cast<ArgType*>(args[0])); }
  static constexpr KernelHandle handle{&call, sizeof(ArgType)};
};

}  // namespace rammer::emu

#define RAMMER_TARGET_NAME "emu"
#define RAMMER_BLOCK_ID() static_cast<int>(blockIdx.x)
#define RAMMER_THREAD_ID() static_cast<int>(threadIdx.x)
#define RAMMER_GRID_SIZE() static_cast<int>(gridDim.x)
#define RAMMER_BARRIER() ::rammer::emu::barrier(__FILE__, __LINE__)
#define RAMMER_FENCE() ::rammer::emu::fence()
#define RAMMER_SPIN_PAUSE() ::rammer::emu::spin_pause()
#define RAMMER_NOW_NS() ::rammer::emu::now_ns()
// One instance per block, found by the address of a function-local static (unique per use site).
#define RAMMER_SHARED_VAR(type, name)                                                               \
  static const char rammer_emu_key_##name = 0;                                                     \
  type& name = *static_cast<type*>(::rammer::emu::shared_var(&rammer_emu_key_##name, sizeof(type), \
                                                             alignof(type)))
#define RAMMER_DYNAMIC_SHARED(name) unsigned char* name = ::rammer::emu::dynamic_shared()
#define RAMMER_KERNEL(threads) void
#define RAMMER_KERNEL_MIN_BLOCKS(threads, min_blocks) void
#define RAMMER_TILE_SCOPE(name) ::rammer::emu::TileScope rammer_emu_tile_scope_(name)
// Variadic: the kernel is usually a template-id with commas (rammer_persistent<kThreads, Tiles>).
#define RAMMER_KERNEL_HANDLE(ArgType, ...) \
  static_cast<const void*>(&::rammer::emu::KernelTrampoline<ArgType, &__VA_ARGS__>::handle)
#define __syncthreads() RAMMER_BARRIER()

// Counter primitives: __atomic builtins with the contract's orders; each is a switch point, and a
// release or acquire is checked against tile work of the block's other threads (check c).
inline unsigned long long rammer_load_acquire(unsigned long long* p, const char* file = __builtin_FILE(),
                                              int line = __builtin_LINE()) {
  ::rammer::emu::sync_op("acquire load", p, false, file, line);
  return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}
inline unsigned long long rammer_load_relaxed(unsigned long long* p) {
  ::rammer::emu::yield();
  return __atomic_load_n(p, __ATOMIC_RELAXED);
}
inline void rammer_add_release(unsigned long long* p, unsigned long long v, const char* file = __builtin_FILE(),
                               int line = __builtin_LINE()) {
  ::rammer::emu::sync_op("release add", p, true, file, line);
  __atomic_fetch_add(p, v, __ATOMIC_RELEASE);
}
inline unsigned long long rammer_add_acq_rel(unsigned long long* p, unsigned long long v,
                                             const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
  ::rammer::emu::sync_op("acq_rel add", p, true, file, line);
  return __atomic_fetch_add(p, v, __ATOMIC_ACQ_REL);
}
inline void rammer_store_release(unsigned long long* p, unsigned long long v, const char* file = __builtin_FILE(),
                                 int line = __builtin_LINE()) {
  ::rammer::emu::sync_op("release store", p, true, file, line);
  __atomic_store_n(p, v, __ATOMIC_RELEASE);
}
inline unsigned long long rammer_cas_relaxed(unsigned long long* p, unsigned long long expected,
                                             unsigned long long desired) {
  ::rammer::emu::yield();
  __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return expected;
}

// ---- Host API: the CUDA runtime's signatures, prefix rammerEmu ----
#define RAMMER_API(x) rammerEmu##x

enum rammerEmuError_t {
  rammerEmuSuccess = 0,
  rammerEmuErrorInvalidValue = 1,
  rammerEmuErrorMemoryAllocation = 2,
  rammerEmuErrorInvalidResourceHandle = 400,
  rammerEmuErrorNotReady = 600,
  rammerEmuErrorLaunchFailure = 719,
  rammerEmuErrorCooperativeLaunchTooLarge = 720,
};
enum rammerEmuDeviceAttr { rammerEmuDevAttrMultiProcessorCount = 16 };
enum rammerEmuFuncAttribute { rammerEmuFuncAttributeMaxDynamicSharedMemorySize = 8 };
enum rammerEmuMemcpyKind {
  rammerEmuMemcpyHostToHost = 0,
  rammerEmuMemcpyHostToDevice = 1,
  rammerEmuMemcpyDeviceToHost = 2,
  rammerEmuMemcpyDeviceToDevice = 3,
  rammerEmuMemcpyDefault = 4,
};
enum rammerEmuStreamCaptureStatus { rammerEmuStreamCaptureStatusNone = 0 };
struct rammerEmuStream;
struct rammerEmuEvent;
typedef rammerEmuStream* rammerEmuStream_t;
typedef rammerEmuEvent* rammerEmuEvent_t;

constexpr unsigned rammerEmuStreamDefault = 0;
constexpr unsigned rammerEmuStreamNonBlocking = 1;
constexpr unsigned rammerEmuEventDefault = 0;
constexpr unsigned rammerEmuEventDisableTiming = 2;
constexpr unsigned rammerEmuHostAllocMapped = 2;

#define RAMMER_SM_COUNT_ATTR rammerEmuDevAttrMultiProcessorCount
#define RAMMER_MAX_DYN_SMEM_ATTR rammerEmuFuncAttributeMaxDynamicSharedMemorySize
#define RAMMER_HOST_ALLOC_MAPPED(pp, bytes) rammerEmuHostAlloc(pp, bytes, rammerEmuHostAllocMapped)
#define RAMMER_FREE_HOST(p) rammerEmuFreeHost(p)
#define RAMMER_CAPTURE_NONE rammerEmuStreamCaptureStatusNone

const char* rammerEmuGetErrorString(rammerEmuError_t e);
rammerEmuError_t rammerEmuGetLastError();
rammerEmuError_t rammerEmuGetDevice(int* device);
rammerEmuError_t rammerEmuDeviceGetAttribute(int* value, rammerEmuDeviceAttr attr, int device);
rammerEmuError_t rammerEmuFuncSetAttribute(const void* func, rammerEmuFuncAttribute attr, int value);
rammerEmuError_t rammerEmuOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, const void* func, int threads,
                                                                    size_t dynamic_smem);
rammerEmuError_t rammerEmuMalloc(void** p, size_t bytes);
template <class T>
rammerEmuError_t rammerEmuMalloc(T** p, size_t bytes) {
  return rammerEmuMalloc(reinterpret_cast<void**>(p), bytes);
}
rammerEmuError_t rammerEmuFree(void* p);
rammerEmuError_t rammerEmuHostAlloc(void** p, size_t bytes, unsigned flags);
template <class T>
rammerEmuError_t rammerEmuHostAlloc(T** p, size_t bytes, unsigned flags) {
  return rammerEmuHostAlloc(reinterpret_cast<void**>(p), bytes, flags);
}
rammerEmuError_t rammerEmuHostGetDevicePointer(void** device, void* host, unsigned flags);
template <class T>
rammerEmuError_t rammerEmuHostGetDevicePointer(T** device, void* host, unsigned flags) {
  return rammerEmuHostGetDevicePointer(reinterpret_cast<void**>(device), host, flags);
}
rammerEmuError_t rammerEmuFreeHost(void* p);
rammerEmuError_t rammerEmuMemcpy(void* dst, const void* src, size_t bytes, rammerEmuMemcpyKind kind);
rammerEmuError_t rammerEmuMemcpyAsync(void* dst, const void* src, size_t bytes, rammerEmuMemcpyKind kind,
                                      rammerEmuStream_t stream = nullptr);
rammerEmuError_t rammerEmuMemset(void* p, int value, size_t bytes);
rammerEmuError_t rammerEmuMemsetAsync(void* p, int value, size_t bytes, rammerEmuStream_t stream = nullptr);
rammerEmuError_t rammerEmuStreamCreate(rammerEmuStream_t* stream);
rammerEmuError_t rammerEmuStreamCreateWithFlags(rammerEmuStream_t* stream, unsigned flags);
rammerEmuError_t rammerEmuStreamDestroy(rammerEmuStream_t stream);
rammerEmuError_t rammerEmuStreamSynchronize(rammerEmuStream_t stream);
rammerEmuError_t rammerEmuStreamIsCapturing(rammerEmuStream_t stream, rammerEmuStreamCaptureStatus* status);
rammerEmuError_t rammerEmuEventCreate(rammerEmuEvent_t* event);
rammerEmuError_t rammerEmuEventCreateWithFlags(rammerEmuEvent_t* event, unsigned flags);
rammerEmuError_t rammerEmuEventRecord(rammerEmuEvent_t event, rammerEmuStream_t stream = nullptr);
rammerEmuError_t rammerEmuEventQuery(rammerEmuEvent_t event);
rammerEmuError_t rammerEmuEventSynchronize(rammerEmuEvent_t event);
rammerEmuError_t rammerEmuEventDestroy(rammerEmuEvent_t event);
rammerEmuError_t rammerEmuDeviceSynchronize();
rammerEmuError_t rammerEmuLaunchCooperativeKernel(const void* func, dim3 grid, dim3 block, void** args,
                                                  size_t dynamic_smem, rammerEmuStream_t stream);

#endif  // RAMMER_EMU_H_
