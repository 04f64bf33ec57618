// The C API (rammer.h) over runtime::Model and runtime::Session: exceptions stop here and become
// -1 / NULL plus a thread-local last error.
#include "runtime/rammer.h"

#include <atomic>
#include <memory>
#include <string>

#include "runtime/gpu_library.h"
#include "runtime/npu_library.h"
#include "runtime/session.h"

// A CPU library (model + executor sessions), a GPU library (the artifact's persistent kernel) or an
// NPU library (the artifact's streams, run in the simulator).
struct rammer_library {
  std::shared_ptr<const rammer::runtime::Model> model;        // CPU
  std::unique_ptr<rammer::runtime::GpuLibrary> gpu;           // GPU
  std::unique_ptr<rammer::runtime::NpuLibrary> npu;           // NPU
  std::vector<rammer::runtime::IOInfo> inputs, outputs;
  std::vector<std::vector<int64_t>> input_shapes, output_shapes;
  // Sessions not yet destroyed: rammer_close refuses while any remain (they point into the library).
  std::atomic<int> open_sessions{0};
};

struct rammer_session {
  rammer_library* lib = nullptr;
  std::unique_ptr<rammer::runtime::Session> session;                  // CPU
  std::unique_ptr<rammer::runtime::GpuLibrary::Session> gpu_session;  // GPU
  std::unique_ptr<rammer::runtime::NpuLibrary::Session> npu_session;  // NPU
  ~rammer_session() {
    if (gpu_session) lib->gpu->destroy(*gpu_session);
    if (lib != nullptr) lib->open_sessions.fetch_sub(1);
  }
};

namespace {

thread_local std::string last_error;

template <class F>
int guarded(F&& f) {
  rammer::Status s = rammer::capture_status(f);
  if (s.is_ok()) {
    last_error.clear();
    return 0;
  }
  last_error = s.message();
  return -1;
}

int info(const std::vector<rammer::runtime::IOInfo>& ios, const std::vector<std::vector<int64_t>>& shapes,
         int index, const char** name, int* dtype, int* rank, const int64_t** shape) {
  return guarded([&] {
    RAMMER_CHECK(index >= 0 && static_cast<size_t>(index) < ios.size(), "rammer: index ", index,
                 " out of range (", ios.size(), ")");
    const auto& io = ios[static_cast<size_t>(index)];
    if (name) *name = io.name.c_str();
    if (dtype) *dtype = static_cast<int>(rammer::dtype_code(io.dtype));
    if (rank) *rank = static_cast<int>(io.shape.size());
    if (shape) *shape = shapes[static_cast<size_t>(index)].data();
  });
}

int index_of(const std::vector<rammer::runtime::IOInfo>& ios, const char* name) {
  for (size_t i = 0; i < ios.size(); ++i)
    if (ios[i].name == name) return static_cast<int>(i);
  return -1;
}

void bind_input(rammer_session* s, int index, const void* data, size_t bytes) {
  if (s->gpu_session) {
    s->lib->gpu->bind_input(*s->gpu_session, index, data, bytes);
  } else if (s->npu_session) {
    s->lib->npu->bind_input(*s->npu_session, index, data, bytes);
  } else {
    s->session->bind_input(index, data, bytes);
  }
}

void bind_output(rammer_session* s, int index, void* data, size_t bytes) {
  if (s->gpu_session) {
    s->lib->gpu->bind_output(*s->gpu_session, index, data, bytes);
  } else if (s->npu_session) {
    s->lib->npu->bind_output(*s->npu_session, index, data, bytes);
  } else {
    s->session->bind_output(index, data, bytes);
  }
}

}  // namespace

extern "C" {

rammer_library* rammer_open(const char* dir) {
  rammer_library* lib = nullptr;
  guarded([&] {
    RAMMER_CHECK(dir != nullptr, "rammer_open: null directory");
    auto l = std::make_unique<rammer_library>();
    if (rammer::runtime::GpuLibrary::is_gpu_artifact(dir)) {
      l->gpu = std::make_unique<rammer::runtime::GpuLibrary>(dir);
      l->inputs = l->gpu->inputs();
      l->outputs = l->gpu->outputs();
    } else if (rammer::runtime::NpuLibrary::is_npu_artifact(dir)) {
      l->npu = std::make_unique<rammer::runtime::NpuLibrary>(dir);
      l->inputs = l->npu->inputs();
      l->outputs = l->npu->outputs();
    } else {
      l->model = rammer::runtime::load_model(dir);
      l->inputs = l->model->inputs;
      l->outputs = l->model->outputs;
    }
    for (const auto& io : l->inputs) l->input_shapes.push_back(io.shape);
    for (const auto& io : l->outputs) l->output_shapes.push_back(io.shape);
    lib = l.release();
  });
  return lib;
}

int rammer_close(rammer_library* lib) {
  if (lib == nullptr) return 0;
  const int open = lib->open_sessions.load();
  if (open > 0) {
    last_error = "rammer_close: " + std::to_string(open) +
                 " session(s) of this library are still open; destroy them first (the library stays open)";
    return -1;
  }
  delete lib;
  last_error.clear();
  return 0;
}

rammer_session* rammer_session_create_with_workspace(rammer_library* lib, void* workspace) {
  rammer_session* s = nullptr;
  guarded([&] {
    RAMMER_CHECK(lib != nullptr, "rammer_session_create: null library");
    auto out = std::make_unique<rammer_session>();
    if (lib->gpu) {
      out->gpu_session = lib->gpu->create_session(workspace);
    } else if (lib->npu) {
      RAMMER_CHECK(workspace == nullptr, "rammer_session_create_with_workspace: the NPU's workspace is simulated DRAM");
      out->npu_session = lib->npu->create_session();
    } else {
      RAMMER_CHECK(workspace == nullptr, "rammer_session_create_with_workspace: a CPU library allocates its own workspace");
      out->session = std::make_unique<rammer::runtime::Session>(lib->model);
    }
    out->lib = lib;  // from here on the session counts as open
    lib->open_sessions.fetch_add(1);
    s = out.release();
  });
  return s;
}

rammer_session* rammer_session_create(rammer_library* lib) { return rammer_session_create_with_workspace(lib, nullptr); }

int64_t rammer_workspace_bytes(const rammer_library* lib) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_workspace_bytes: null library"); });
  return lib->gpu ? lib->gpu->workspace_bytes() : lib->npu ? 0 : lib->model->workspace_bytes;
}

int rammer_is_gpu(const rammer_library* lib) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_is_gpu: null library"); });
  return lib->gpu ? 1 : 0;
}

void rammer_session_destroy(rammer_session* s) { delete s; }

int rammer_num_inputs(const rammer_library* lib) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_num_inputs: null library"); });
  return static_cast<int>(lib->inputs.size());
}
int rammer_num_outputs(const rammer_library* lib) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_num_outputs: null library"); });
  return static_cast<int>(lib->outputs.size());
}

int rammer_input_info(const rammer_library* lib, int index, const char** name, int* dtype, int* rank,
                      const int64_t** shape) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_input_info: null library"); });
  return info(lib->inputs, lib->input_shapes, index, name, dtype, rank, shape);
}

int rammer_output_info(const rammer_library* lib, int index, const char** name, int* dtype, int* rank,
                       const int64_t** shape) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_output_info: null library"); });
  return info(lib->outputs, lib->output_shapes, index, name, dtype, rank, shape);
}

int rammer_bind_input_index(rammer_session* s, int index, const void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_bind_input: null session");
    bind_input(s, index, data, bytes);
  });
}

int rammer_bind_input(rammer_session* s, const char* name, const void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr && name != nullptr, "rammer_bind_input: null session or name");
    int i = index_of(s->lib->inputs, name);
    RAMMER_CHECK(i >= 0, "rammer_bind_input: the model has no input '", name, "'");
    bind_input(s, i, data, bytes);
  });
}

int rammer_bind_output_index(rammer_session* s, int index, void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_bind_output: null session");
    bind_output(s, index, data, bytes);
  });
}

int rammer_bind_output(rammer_session* s, const char* name, void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr && name != nullptr, "rammer_bind_output: null session or name");
    int i = index_of(s->lib->outputs, name);
    RAMMER_CHECK(i >= 0, "rammer_bind_output: the model has no output '", name, "'");
    bind_output(s, i, data, bytes);
  });
}

int rammer_run_async(rammer_session* s, void* stream) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_run: null session");
    if (s->gpu_session) {
      s->lib->gpu->run(*s->gpu_session, stream);
    } else if (s->npu_session) {
      s->lib->npu->run(*s->npu_session);
    } else {
      s->session->run();
    }
  });
}

int rammer_run(rammer_session* s) { return rammer_run_async(s, nullptr); }

int rammer_session_set_max_blocks(rammer_session* s, int max_blocks) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_session_set_max_blocks: null session");
    RAMMER_CHECK(s->gpu_session != nullptr, "rammer_session_set_max_blocks: a CPU session has no blocks");
    s->lib->gpu->set_max_blocks(*s->gpu_session, max_blocks);
  });
}

int rammer_session_set_watchdog_ms(rammer_session* s, int64_t milliseconds) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_session_set_watchdog_ms: null session");
    RAMMER_CHECK(s->gpu_session != nullptr, "rammer_session_set_watchdog_ms: a CPU session has no watchdog");
    s->lib->gpu->set_watchdog_ms(*s->gpu_session, milliseconds);
  });
}

int rammer_session_status(rammer_session* s) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_session_status: null session");
    if (s->gpu_session) {
      s->lib->gpu->check_status(*s->gpu_session);
    } else if (s->npu_session) {
      // A failed simulated run is reported by that run; the session stays usable.
    } else {
      s->session->check_usable();
    }
  });
}

const char* rammer_last_error(void) { return last_error.c_str(); }

}  // extern "C"
