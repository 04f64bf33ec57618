// The C API (rammer.h) over runtime::Model and runtime::Session: exceptions stop here and become
// -1 / NULL plus a thread-local last error.
#include "runtime/rammer.h"

#include <memory>
#include <string>

#include "runtime/session.h"

struct rammer_library {
  std::shared_ptr<const rammer::runtime::Model> model;
  std::vector<std::vector<int64_t>> input_shapes, output_shapes;
};

struct rammer_session {
  std::unique_ptr<rammer::runtime::Session> session;
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

}  // namespace

extern "C" {

rammer_library* rammer_open(const char* dir) {
  rammer_library* lib = nullptr;
  guarded([&] {
    RAMMER_CHECK(dir != nullptr, "rammer_open: null directory");
    auto l = std::make_unique<rammer_library>();
    l->model = rammer::runtime::load_model(dir);
    for (const auto& io : l->model->inputs) l->input_shapes.push_back(io.shape);
    for (const auto& io : l->model->outputs) l->output_shapes.push_back(io.shape);
    lib = l.release();
  });
  return lib;
}

void rammer_close(rammer_library* lib) { delete lib; }

rammer_session* rammer_session_create(rammer_library* lib) {
  rammer_session* s = nullptr;
  guarded([&] {
    RAMMER_CHECK(lib != nullptr, "rammer_session_create: null library");
    auto out = std::make_unique<rammer_session>();
    out->session = std::make_unique<rammer::runtime::Session>(lib->model);
    s = out.release();
  });
  return s;
}

void rammer_session_destroy(rammer_session* s) { delete s; }

int rammer_num_inputs(const rammer_library* lib) { return lib ? static_cast<int>(lib->model->inputs.size()) : -1; }
int rammer_num_outputs(const rammer_library* lib) { return lib ? static_cast<int>(lib->model->outputs.size()) : -1; }

int rammer_input_info(const rammer_library* lib, int index, const char** name, int* dtype, int* rank,
                      const int64_t** shape) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_input_info: null library"); });
  return info(lib->model->inputs, lib->input_shapes, index, name, dtype, rank, shape);
}

int rammer_output_info(const rammer_library* lib, int index, const char** name, int* dtype, int* rank,
                       const int64_t** shape) {
  if (lib == nullptr) return guarded([] { RAMMER_FAIL("rammer_output_info: null library"); });
  return info(lib->model->outputs, lib->output_shapes, index, name, dtype, rank, shape);
}

int rammer_bind_input_index(rammer_session* s, int index, const void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_bind_input: null session");
    s->session->bind_input(index, data, bytes);
  });
}

int rammer_bind_input(rammer_session* s, const char* name, const void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr && name != nullptr, "rammer_bind_input: null session or name");
    int i = s->session->input_index(name);
    RAMMER_CHECK(i >= 0, "rammer_bind_input: the model has no input '", name, "'");
    s->session->bind_input(i, data, bytes);
  });
}

int rammer_bind_output_index(rammer_session* s, int index, void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_bind_output: null session");
    s->session->bind_output(index, data, bytes);
  });
}

int rammer_bind_output(rammer_session* s, const char* name, void* data, size_t bytes) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr && name != nullptr, "rammer_bind_output: null session or name");
    int i = s->session->output_index(name);
    RAMMER_CHECK(i >= 0, "rammer_bind_output: the model has no output '", name, "'");
    s->session->bind_output(i, data, bytes);
  });
}

int rammer_run(rammer_session* s) {
  return guarded([&] {
    RAMMER_CHECK(s != nullptr, "rammer_run: null session");
    s->session->run();
  });
}

const char* rammer_last_error(void) { return last_error.c_str(); }

}  // extern "C"
