// One GPU artifact library (lib<model>.so) opened with dlopen: the functions of rammer_gpu.h as a table,
// so the driver can hold several libraries at once (they all export the same names). The grid, watchdog
// and status functions are optional (null when a library predates them): the cases that need them skip,
// the others still run.
#pragma once

#include <dlfcn.h>

#include <string>
#include <type_traits>

#include "rammer_gpu.h"

namespace gpu_check {

struct GpuLibrary {
  void* handle = nullptr;
  const char* (*last_error)(void);
  int (*model_load)(const char*, rammer_gpu_model**);
  void (*model_free)(rammer_gpu_model*);
  int (*model_capacity)(const rammer_gpu_model*);
  int (*num_inputs)(void);
  int (*num_outputs)(void);
  const char* (*input_name)(int);
  const char* (*output_name)(int);
  int64_t (*input_bytes)(int);
  int64_t (*output_bytes)(int);
  int (*veus)(void);
  int (*min_blocks)(void);
  int (*threads_per_block)(void);
  int64_t (*workspace_bytes)(void);
  int (*session_create)(rammer_gpu_model*, void*, rammer_gpu_session**);
  void (*session_free)(rammer_gpu_session*);
  int (*session_set_max_blocks)(rammer_gpu_session*, int);
  int (*session_blocks)(const rammer_gpu_session*);
  int (*session_set_watchdog_ms)(rammer_gpu_session*, int64_t);
  int (*session_bind_input)(rammer_gpu_session*, int, const void*);
  int (*session_bind_output)(rammer_gpu_session*, int, void*);
  int (*session_run)(rammer_gpu_session*, void*);
  int (*session_status)(rammer_gpu_session*);
  int (*session_epoch)(rammer_gpu_session*, uint64_t*);
  int64_t (*trace_bytes)(void);
  int (*session_set_trace)(rammer_gpu_session*, void*);
  const char* (*op_name)(int);
  const char* (*op_kind)(int);

  std::string missing_optional;  // the optional functions this library lacks, comma-separated

  // Opens `path` and resolves every function. Returns "" on success, else the required ones missing.
  std::string open(const std::string& path) {
    handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) return std::string("dlopen: ") + dlerror();
    std::string missing;
    auto resolve = [&](auto& fn, const char* name, std::string& missing_list) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(handle, name));
      if (!fn) missing_list += std::string(missing_list.empty() ? "" : ", ") + name;
    };
    auto get = [&](auto& fn, const char* name) { resolve(fn, name, missing); };
    auto get_optional = [&](auto& fn, const char* name) { resolve(fn, name, missing_optional); };
    get(last_error, "rammer_gpu_last_error");
    get(model_load, "rammer_gpu_model_load");
    get(model_free, "rammer_gpu_model_free");
    get_optional(model_capacity, "rammer_gpu_model_capacity");
    get(num_inputs, "rammer_gpu_num_inputs");
    get(num_outputs, "rammer_gpu_num_outputs");
    get(input_name, "rammer_gpu_input_name");
    get(output_name, "rammer_gpu_output_name");
    get(input_bytes, "rammer_gpu_input_bytes");
    get(output_bytes, "rammer_gpu_output_bytes");
    get(veus, "rammer_gpu_veus");
    get_optional(min_blocks, "rammer_gpu_min_blocks");
    get(threads_per_block, "rammer_gpu_threads_per_block");
    get(workspace_bytes, "rammer_gpu_workspace_bytes");
    get(session_create, "rammer_gpu_session_create");
    get(session_free, "rammer_gpu_session_free");
    get_optional(session_set_max_blocks, "rammer_gpu_session_set_max_blocks");
    get_optional(session_blocks, "rammer_gpu_session_blocks");
    get_optional(session_set_watchdog_ms, "rammer_gpu_session_set_watchdog_ms");
    get(session_bind_input, "rammer_gpu_session_bind_input");
    get(session_bind_output, "rammer_gpu_session_bind_output");
    get(session_run, "rammer_gpu_session_run");
    get_optional(session_status, "rammer_gpu_session_status");
    get(session_epoch, "rammer_gpu_session_epoch");
    get_optional(trace_bytes, "rammer_gpu_trace_bytes");
    get_optional(session_set_trace, "rammer_gpu_session_set_trace");
    get_optional(op_name, "rammer_gpu_op_name");
    get_optional(op_kind, "rammer_gpu_op_kind");
    return missing.empty() ? "" : path + " lacks " + missing;
  }
  std::string error() const {
    const char* e = last_error ? last_error() : nullptr;
    return e && *e ? e : "(no message)";
  }
};

}  // namespace gpu_check
