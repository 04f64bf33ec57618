#include "tools/serve/device_runtime.h"

#include <dlfcn.h>

#include <mutex>

namespace rammer::serve {

namespace {

// Sonames the artifact library may have loaded, newest first; the unversioned name last.
const char* const kCudaLibraries[] = {"libcudart.so.13", "libcudart.so.12", "libcudart.so.11.0", "libcudart.so"};
const char* const kHipLibraries[] = {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5", "libamdhip64.so"};

void* open_loaded_runtime(const std::string& target) {
  const bool cuda = target == "cuda";
  for (int pass = 0; pass < 2; ++pass)  // the instance already loaded first, then any
    for (const char* name : cuda ? kCudaLibraries : kHipLibraries)
      if (void* h = dlopen(name, RTLD_NOW | RTLD_LOCAL | (pass == 0 ? RTLD_NOLOAD : 0))) return h;
  return nullptr;
}

template <class F>
bool bind(void* dl, const std::string& prefix, const char* suffix, F& out, std::string& missing) {
  out = reinterpret_cast<F>(dlsym(dl, (prefix + suffix).c_str()));
  if (out == nullptr) missing = prefix + suffix;
  return out != nullptr;
}

Result<const DeviceRuntime*> load(const std::string& target) {
  if (target != "cuda" && target != "hip")
    return Status::error("unknown GPU target '" + target + "' in manifest.json (expected cuda or hip)");
  void* dl = open_loaded_runtime(target);
  if (dl == nullptr)
    return Status::error("cannot find the " + target + " runtime library (" +
                         (target == "cuda" ? "libcudart.so" : "libamdhip64.so") + ")");
  static DeviceRuntime rt;
  std::string missing;
  const std::string p = target;
  const bool ok = bind(dl, p, "Malloc", rt.malloc, missing) && bind(dl, p, "Free", rt.free, missing) &&
                  bind(dl, p, "MemcpyAsync", rt.memcpy_async, missing) &&
                  bind(dl, p, "StreamCreateWithFlags", rt.stream_create_with_flags, missing) &&
                  bind(dl, p, "StreamSynchronize", rt.stream_synchronize, missing) &&
                  bind(dl, p, "StreamDestroy", rt.stream_destroy, missing) &&
                  bind(dl, p, "StreamBeginCapture", rt.stream_begin_capture, missing) &&
                  bind(dl, p, "StreamEndCapture", rt.stream_end_capture, missing) &&
                  bind(dl, p, "GraphInstantiateWithFlags", rt.graph_instantiate_with_flags, missing) &&
                  bind(dl, p, "GraphLaunch", rt.graph_launch, missing) &&
                  bind(dl, p, "GraphExecDestroy", rt.graph_exec_destroy, missing) &&
                  bind(dl, p, "GraphDestroy", rt.graph_destroy, missing) &&
                  bind(dl, p, "GetErrorString", rt.get_error_string, missing);
  if (!ok) return Status::error("the " + target + " runtime library has no " + missing);
  return static_cast<const DeviceRuntime*>(&rt);
}

}  // namespace

Result<const DeviceRuntime*> DeviceRuntime::get(const std::string& target) {
  // One process serves artifacts of one GPU API: the first successful load is kept.
  static std::mutex mu;
  static std::string loaded_target;
  static const DeviceRuntime* loaded = nullptr;
  std::lock_guard<std::mutex> lock(mu);
  if (loaded != nullptr) {
    if (target != loaded_target)
      return Status::error("this server already serves " + loaded_target + " artifacts; a " + target +
                           " artifact needs its own rammer-serve");
    return loaded;
  }
  auto r = load(target);
  if (!r) return r.status();
  loaded = *r;
  loaded_target = target;
  return loaded;
}

std::string DeviceRuntime::check(Error e, const char* what) const {
  if (e == 0) return "";
  return std::string(what) + ": " + (get_error_string ? get_error_string(e) : "error " + std::to_string(e));
}

}  // namespace rammer::serve
