// The host API of the emulated GPU (rammer_emu.h): the CUDA runtime's calls over host memory, stream
// threads (stream.h) and emulated launches (launch.h).
//
// Device memory is host memory (256-byte aligned). The null stream has the legacy semantics: an
// operation on it first waits for every blocking stream, then runs in the caller. A failed launch
// makes its error sticky: every later synchronising call and GetLastError return it until
// rammer::emu::reset().
#include <cstdlib>
#include <cstring>
#include <string>

#include "backends/gpu/emu/device.h"
#include "backends/gpu/emu/launch.h"
#include "backends/gpu/emu/stream.h"

using rammer::emu::Device;

namespace {

thread_local rammerEmuError_t t_last_error = rammerEmuSuccess;

rammerEmuError_t fail(rammerEmuError_t e) {
  t_last_error = e;
  return e;
}

rammerEmuError_t fail(rammerEmuError_t e, const std::string& detail) {
  Device::get().set_error_detail(e, detail);
  return fail(e);
}

// The result of a synchronising call: the sticky error, if any (GetLastError reports it by itself,
// so it is not also recorded as this thread's last error, which reset() could not clear).
rammerEmuError_t synced() { return Device::get().sticky(); }

// Runs op in stream order: on the stream's thread, or now in the caller for the null stream.
template <class Op>
rammerEmuError_t in_order(rammerEmuStream_t stream, Op op) {
  if (stream != nullptr) {
    stream->stream.enqueue(std::move(op));
    return rammerEmuSuccess;
  }
  Device::get().drain_blocking_streams();
  op();
  return rammerEmuSuccess;
}

void run_and_record(const rammer::emu::LaunchConfig& config) {
  const std::string reports = rammer::emu::run_launch(config);
  if (!reports.empty()) Device::get().set_sticky(rammerEmuErrorLaunchFailure, "emulated launch failed:\n" + reports);
}

}  // namespace

const char* rammerEmuGetErrorString(rammerEmuError_t e) { return Device::get().error_string(e); }

rammerEmuError_t rammerEmuGetLastError() {
  const rammerEmuError_t sticky = Device::get().sticky();
  if (sticky != rammerEmuSuccess) return sticky;
  const rammerEmuError_t e = t_last_error;
  t_last_error = rammerEmuSuccess;
  return e;
}

rammerEmuError_t rammerEmuGetDevice(int* device) {
  if (device == nullptr) return fail(rammerEmuErrorInvalidValue);
  *device = 0;
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuDeviceGetAttribute(int* value, rammerEmuDeviceAttr attr, int device) {
  if (value == nullptr || device != 0 || attr != rammerEmuDevAttrMultiProcessorCount)
    return fail(rammerEmuErrorInvalidValue);
  *value = Device::get().model().sms;
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuFuncSetAttribute(const void* func, rammerEmuFuncAttribute attr, int value) {
  if (func == nullptr || attr != rammerEmuFuncAttributeMaxDynamicSharedMemorySize || value < 0)
    return fail(rammerEmuErrorInvalidValue);
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, const void* func, int threads,
                                                                    size_t) {
  if (blocks == nullptr || func == nullptr || threads <= 0) return fail(rammerEmuErrorInvalidValue);
  *blocks = threads > 1024 ? 0 : Device::get().model().blocks_per_sm;
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuMalloc(void** p, size_t bytes) {
  if (p == nullptr) return fail(rammerEmuErrorInvalidValue);
  *p = std::aligned_alloc(256, (bytes + 255) / 256 * 256 + 256);
  return *p ? rammerEmuSuccess : fail(rammerEmuErrorMemoryAllocation);
}

rammerEmuError_t rammerEmuFree(void* p) {
  std::free(p);
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuHostAlloc(void** p, size_t bytes, unsigned) { return rammerEmuMalloc(p, bytes); }

rammerEmuError_t rammerEmuHostGetDevicePointer(void** device, void* host, unsigned) {
  if (device == nullptr || host == nullptr) return fail(rammerEmuErrorInvalidValue);
  *device = host;  // mapped host memory is the same address on the emulated device
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuFreeHost(void* p) { return rammerEmuFree(p); }

rammerEmuError_t rammerEmuMemcpy(void* dst, const void* src, size_t bytes, rammerEmuMemcpyKind kind) {
  const rammerEmuError_t e = rammerEmuMemcpyAsync(dst, src, bytes, kind, nullptr);
  return e != rammerEmuSuccess ? e : synced();
}

rammerEmuError_t rammerEmuMemcpyAsync(void* dst, const void* src, size_t bytes, rammerEmuMemcpyKind,
                                      rammerEmuStream_t stream) {
  if (bytes > 0 && (dst == nullptr || src == nullptr)) return fail(rammerEmuErrorInvalidValue);
  if (Device::get().sticky() != rammerEmuSuccess) return synced();
  return in_order(stream, [=] { std::memmove(dst, src, bytes); });
}

rammerEmuError_t rammerEmuMemset(void* p, int value, size_t bytes) {
  const rammerEmuError_t e = rammerEmuMemsetAsync(p, value, bytes, nullptr);
  return e != rammerEmuSuccess ? e : synced();
}

rammerEmuError_t rammerEmuMemsetAsync(void* p, int value, size_t bytes, rammerEmuStream_t stream) {
  if (bytes > 0 && p == nullptr) return fail(rammerEmuErrorInvalidValue);
  if (Device::get().sticky() != rammerEmuSuccess) return synced();
  return in_order(stream, [=] { std::memset(p, value, bytes); });
}

rammerEmuError_t rammerEmuStreamCreate(rammerEmuStream_t* stream) {
  return rammerEmuStreamCreateWithFlags(stream, rammerEmuStreamDefault);
}

rammerEmuError_t rammerEmuStreamCreateWithFlags(rammerEmuStream_t* stream, unsigned flags) {
  if (stream == nullptr) return fail(rammerEmuErrorInvalidValue);
  *stream = new rammerEmuStream((flags & rammerEmuStreamNonBlocking) == 0);
  Device::get().add_stream(&(*stream)->stream);
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuStreamDestroy(rammerEmuStream_t stream) {
  if (stream == nullptr) return fail(rammerEmuErrorInvalidResourceHandle);
  Device::get().remove_stream(&stream->stream);
  delete stream;  // finishes the queued work first
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuStreamSynchronize(rammerEmuStream_t stream) {
  if (stream != nullptr)
    stream->stream.drain();
  else
    Device::get().drain_blocking_streams();
  return synced();
}

rammerEmuError_t rammerEmuStreamIsCapturing(rammerEmuStream_t, rammerEmuStreamCaptureStatus* status) {
  if (status == nullptr) return fail(rammerEmuErrorInvalidValue);
  *status = rammerEmuStreamCaptureStatusNone;  // the emulator has no graphs
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuEventCreate(rammerEmuEvent_t* event) {
  return rammerEmuEventCreateWithFlags(event, rammerEmuEventDefault);
}

rammerEmuError_t rammerEmuEventCreateWithFlags(rammerEmuEvent_t* event, unsigned) {
  if (event == nullptr) return fail(rammerEmuErrorInvalidValue);
  *event = new rammerEmuEvent();
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuEventRecord(rammerEmuEvent_t event, rammerEmuStream_t stream) {
  if (event == nullptr) return fail(rammerEmuErrorInvalidResourceHandle);
  uint64_t mark;
  {
    std::lock_guard<std::mutex> lock(event->mu);
    mark = ++event->recorded;
  }
  return in_order(stream, [event, mark] {
    {
      std::lock_guard<std::mutex> lock(event->mu);
      if (event->reached < mark) event->reached = mark;
    }
    event->cv.notify_all();
  });
}

rammerEmuError_t rammerEmuEventQuery(rammerEmuEvent_t event) {
  if (event == nullptr) return fail(rammerEmuErrorInvalidResourceHandle);
  std::lock_guard<std::mutex> lock(event->mu);
  return event->reached >= event->recorded ? rammerEmuSuccess : rammerEmuErrorNotReady;
}

rammerEmuError_t rammerEmuEventSynchronize(rammerEmuEvent_t event) {
  if (event == nullptr) return fail(rammerEmuErrorInvalidResourceHandle);
  {
    std::unique_lock<std::mutex> lock(event->mu);
    event->cv.wait(lock, [&] { return event->reached >= event->recorded; });
  }
  return synced();
}

rammerEmuError_t rammerEmuEventDestroy(rammerEmuEvent_t event) {
  if (event == nullptr) return fail(rammerEmuErrorInvalidResourceHandle);
  {
    // A record still queued on a stream refers to the event: let it land first.
    std::unique_lock<std::mutex> lock(event->mu);
    event->cv.wait(lock, [&] { return event->reached >= event->recorded; });
  }
  delete event;
  return rammerEmuSuccess;
}

rammerEmuError_t rammerEmuDeviceSynchronize() {
  Device::get().drain_all_streams();
  return synced();
}

rammerEmuError_t rammerEmuLaunchCooperativeKernel(const void* func, dim3 grid, dim3 block, void** args,
                                                  size_t dynamic_smem, rammerEmuStream_t stream) {
  const auto* kernel = static_cast<const rammer::emu::KernelHandle*>(func);
  if (kernel == nullptr || args == nullptr || args[0] == nullptr) return fail(rammerEmuErrorInvalidValue);
  const uint64_t blocks = uint64_t{grid.x} * grid.y * grid.z;
  const uint64_t threads = uint64_t{block.x} * block.y * block.z;
  if (blocks == 0 || threads == 0 || threads > 1024) return fail(rammerEmuErrorInvalidValue);
  const rammer::emu::DeviceModel m = Device::get().model();
  const uint64_t resident = static_cast<uint64_t>(m.sms) * static_cast<uint64_t>(m.blocks_per_sm);
  if (blocks > resident)
    return fail(rammerEmuErrorCooperativeLaunchTooLarge,
                "too many blocks in cooperative launch: a grid of " + std::to_string(blocks) +
                    " blocks, but the emulated device holds " + std::to_string(m.sms) + " SMs x " +
                    std::to_string(m.blocks_per_sm) + " blocks per SM = " + std::to_string(resident) +
                    " co-resident blocks");
  if (Device::get().sticky() != rammerEmuSuccess) return synced();
  rammer::emu::LaunchConfig config;
  config.kernel = kernel;
  config.grid = grid;
  config.block = block;
  const unsigned char* a = static_cast<const unsigned char*>(args[0]);
  config.args.assign(a, a + kernel->arg_bytes);
  config.shared_bytes = dynamic_smem;
  config.seed = Device::get().next_launch_seed();
  return in_order(stream, [config = std::move(config)] { run_and_record(config); });
}
