// `import rammer`: the C API (runtime/rammer.h) for Python. A Library is an opened artifact directory,
// a Session its own workspace; run() takes and returns numpy arrays, the bind_* calls take raw addresses
// (GPU device pointers as integers) or DLPack tensors. The GIL is released while a model runs, so
// sessions in different Python threads run in parallel.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/tensor_binding.h"
#include "runtime/rammer.h"

namespace py = pybind11;

namespace rammer::python {
namespace {

std::string last_error() { return rammer_last_error(); }

// The opened library, shared by the Python Library object and every Session made from it, so that the
// library is closed only after its last session (rammer_close refuses earlier).
class LibraryHandle {
 public:
  explicit LibraryHandle(const std::string& dir) : path_(dir) {
    lib_ = rammer_open(dir.c_str());
    if (lib_ == nullptr) throw std::runtime_error(last_error());
    gpu_ = rammer_is_gpu(lib_) == 1;
    read_infos(rammer_num_inputs(lib_), rammer_input_info, inputs_);
    read_infos(rammer_num_outputs(lib_), rammer_output_info, outputs_);
  }
  ~LibraryHandle() {
    if (lib_ != nullptr) rammer_close(lib_);
  }
  LibraryHandle(const LibraryHandle&) = delete;
  LibraryHandle& operator=(const LibraryHandle&) = delete;

  rammer_library* get() const {
    if (lib_ == nullptr) throw std::runtime_error("rammer: the library '" + path_ + "' is closed");
    return lib_;
  }
  void close() {
    if (lib_ == nullptr) return;
    if (rammer_close(lib_) != 0) throw std::runtime_error(last_error());
    lib_ = nullptr;
  }
  bool closed() const { return lib_ == nullptr; }
  bool gpu() const { return gpu_; }
  const std::string& path() const { return path_; }
  const std::vector<TensorInfo>& inputs() const { return inputs_; }
  const std::vector<TensorInfo>& outputs() const { return outputs_; }

 private:
  using InfoFn = int (*)(const rammer_library*, int, const char**, int*, int*, const int64_t**);
  void read_infos(int count, InfoFn fn, std::vector<TensorInfo>& out) {
    for (int i = 0; i < count; ++i) {
      const char* name = nullptr;
      int dtype = 0, rank = 0;
      const int64_t* shape = nullptr;
      if (fn(lib_, i, &name, &dtype, &rank, &shape) != 0) throw std::runtime_error(last_error());
      TensorInfo info{name, dtype, std::vector<int64_t>(shape, shape + rank), 0};
      size_t n = py::dtype(info.numpy_dtype()).itemsize();
      for (int64_t d : info.shape) n *= static_cast<size_t>(d);
      info.nbytes = n;
      out.push_back(std::move(info));
    }
  }

  std::string path_;
  rammer_library* lib_ = nullptr;
  bool gpu_ = false;
  std::vector<TensorInfo> inputs_, outputs_;
};

int index_of(const std::vector<TensorInfo>& infos, const std::string& name, const char* role) {
  for (size_t i = 0; i < infos.size(); ++i)
    if (infos[i].name == name) return static_cast<int>(i);
  std::string names;
  for (const auto& t : infos) names += (names.empty() ? "" : ", ") + t.name;
  throw py::value_error(std::string("rammer: the model has no ") + role + " '" + name + "' (" + role + "s: " +
                        names + ")");
}

class Session {
 public:
  explicit Session(std::shared_ptr<LibraryHandle> lib) : lib_(std::move(lib)) {
    s_ = rammer_session_create(lib_->get());
    if (s_ == nullptr) throw std::runtime_error(last_error());
    input_owners_.resize(lib_->inputs().size());
    output_owners_.resize(lib_->outputs().size());
  }
  ~Session() { rammer_session_destroy(s_); }
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Binds every input from `feeds` (numpy arrays by input name), fresh output arrays, runs, and returns
  // the outputs by name.
  py::dict run(const py::dict& feeds) {
    get();  // a closed session fails here, before any input is looked at
    BusyGuard busy(busy_);
    if (lib_->gpu())
      throw std::runtime_error(
          "rammer: run() takes host numpy arrays, and a GPU library's buffers are device memory: bind them "
          "with bind_input_ptr/bind_output_ptr or DLPack tensors (bind_input/bind_output), then run_bound()");
    const auto& ins = lib_->inputs();
    for (const auto& item : feeds) index_of(ins, py::str(item.first), "input");
    for (size_t i = 0; i < ins.size(); ++i) {
      if (!feeds.contains(ins[i].name))
        throw py::value_error("rammer: input '" + ins[i].name + "' is missing (" + describe(ins[i]) + ")");
      bind(true, static_cast<int>(i), numpy_input(ins[i], feeds[py::str(ins[i].name)]));
    }
    py::dict result;
    const auto& outs = lib_->outputs();
    for (size_t i = 0; i < outs.size(); ++i) {
      py::array out(outs[i].numpy_dtype(), outs[i].shape);
      bind(false, static_cast<int>(i), {out.mutable_data(), out});
      result[py::str(outs[i].name)] = out;
    }
    run_locked(py::none());
    return result;
  }

  // A numpy array or a DLPack tensor as input/output `name`; it stays referenced until rebound or closed.
  void bind_tensor(bool input, const std::string& name, const py::handle& value) {
    BusyGuard busy(busy_);
    const auto& infos = input ? lib_->inputs() : lib_->outputs();
    const int i = index_of(infos, name, input ? "input" : "output");
    const TensorInfo& info = infos[static_cast<size_t>(i)];
    if (py::isinstance<py::array>(value) && !lib_->gpu())
      bind(input, i, input ? numpy_input(info, value) : numpy_output(info, value));
    else
      bind(input, i, dlpack_buffer(info, value, lib_->gpu() ? MemoryKind::kDevice : MemoryKind::kHost));
  }

  // A raw address (host for a CPU library, device for a GPU library) the caller keeps valid.
  void bind_ptr(bool input, const std::string& name, uintptr_t address, size_t nbytes) {
    BusyGuard busy(busy_);
    const auto& infos = input ? lib_->inputs() : lib_->outputs();
    const int i = index_of(infos, name, input ? "input" : "output");
    bind(input, i, {reinterpret_cast<void*>(address), py::none()}, nbytes);  // the C API checks nbytes
  }

  // Runs on the bound buffers. GPU: enqueued on `stream` (a cudaStream_t/hipStream_t as an integer) or
  // the default stream; CPU: complete on return.
  void run_bound(const py::object& stream) {
    BusyGuard busy(busy_);
    run_locked(stream);
  }

  void close() {
    BusyGuard busy(busy_);
    rammer_session_destroy(s_);
    s_ = nullptr;
    input_owners_.assign(input_owners_.size(), py::object());
    output_owners_.assign(output_owners_.size(), py::object());
  }

 private:
  // Marks the session in use for one call: the GIL is released during a run, so without it a second
  // Python thread could rebind, run or close the session under a running one (undefined in the C API).
  class BusyGuard {
   public:
    explicit BusyGuard(std::atomic<bool>& busy) : busy_(busy) {
      if (busy_.exchange(true))
        throw std::runtime_error("rammer: this session is running in another thread; use one session per thread");
    }
    ~BusyGuard() { busy_ = false; }
    BusyGuard(const BusyGuard&) = delete;
    BusyGuard& operator=(const BusyGuard&) = delete;

   private:
    std::atomic<bool>& busy_;
  };

  void run_locked(const py::object& stream) {
    rammer_session* s = get();
    int rc = 0;
    {
      py::gil_scoped_release released;
      rc = stream.is_none() ? rammer_run(s)
                            : rammer_run_async(s, reinterpret_cast<void*>(py::cast<uintptr_t>(stream)));
    }
    if (rc != 0) throw std::runtime_error(last_error());
  }

  rammer_session* get() const {
    if (s_ == nullptr) throw std::runtime_error("rammer: the session is closed");
    return s_;
  }

  // Binds `buffer` of `nbytes` (by default the tensor's size, which numpy and DLPack buffers have).
  void bind(bool input, int index, BoundBuffer buffer, std::optional<size_t> nbytes = std::nullopt) {
    rammer_session* s = get();
    const auto& info = (input ? lib_->inputs() : lib_->outputs())[static_cast<size_t>(index)];
    const size_t bytes = nbytes.value_or(info.nbytes);
    const int rc = input ? rammer_bind_input_index(s, index, buffer.data, bytes)
                         : rammer_bind_output_index(s, index, buffer.data, bytes);
    if (rc != 0) throw py::value_error(last_error());
    (input ? input_owners_ : output_owners_)[static_cast<size_t>(index)] = std::move(buffer.owner);
  }

  std::shared_ptr<LibraryHandle> lib_;
  rammer_session* s_ = nullptr;
  std::atomic<bool> busy_{false};
  // The Python objects whose memory is bound, so it outlives the binding.
  std::vector<py::object> input_owners_, output_owners_;
};

struct Library {
  std::shared_ptr<LibraryHandle> handle;
};

py::list infos_list(const std::vector<TensorInfo>& infos) {
  py::list l;
  for (const auto& t : infos) l.append(py::cast(t));
  return l;
}

}  // namespace
}  // namespace rammer::python

PYBIND11_MODULE(rammer, m) {
  using namespace rammer::python;
  m.doc() = "rammer: run models compiled by rammerc (the C API runtime/rammer.h from Python)";

  py::class_<TensorInfo>(m, "TensorInfo", "one model input or output")
      .def_readonly("name", &TensorInfo::name)
      .def_property_readonly("dtype", &TensorInfo::numpy_dtype)
      .def_property_readonly("shape", &TensorInfo::shape_tuple)
      .def_readonly("nbytes", &TensorInfo::nbytes)
      .def("__repr__", [](const TensorInfo& t) { return "TensorInfo('" + t.name + "', " + describe(t) + ")"; });

  py::class_<Session>(m, "Session", "one session of a library: its own workspace; use it from one thread at a time")
      .def("run", &Session::run, py::arg("inputs"),
           "run({name: ndarray}) -> {name: ndarray}: inputs checked for dtype and shape (C-contiguous arrays "
           "are read in place), outputs freshly allocated. CPU libraries only.")
      .def("bind_input", [](Session& s, const std::string& n, py::handle v) { s.bind_tensor(true, n, v); },
           py::arg("name"), py::arg("tensor"), "bind a numpy array (CPU) or a DLPack tensor to an input")
      .def("bind_output", [](Session& s, const std::string& n, py::handle v) { s.bind_tensor(false, n, v); },
           py::arg("name"), py::arg("tensor"), "bind a numpy array (CPU) or a DLPack tensor to an output")
      .def("bind_input_ptr", [](Session& s, const std::string& n, uintptr_t p, size_t b) { s.bind_ptr(true, n, p, b); },
           py::arg("name"), py::arg("ptr"), py::arg("nbytes"),
           "bind an address (a GPU device pointer for a GPU library) to an input; the caller keeps it valid")
      .def("bind_output_ptr", [](Session& s, const std::string& n, uintptr_t p, size_t b) { s.bind_ptr(false, n, p, b); },
           py::arg("name"), py::arg("ptr"), py::arg("nbytes"), "bind an address to an output")
      .def("run_bound", &Session::run_bound, py::arg("stream") = py::none(),
           "run on the bound buffers; GPU: enqueued on `stream` (an integer cudaStream_t/hipStream_t) or the default stream")
      .def("close", &Session::close)
      .def("__enter__", [](py::object self) { return self; })
      .def("__exit__", [](Session& s, py::args) { s.close(); });

  py::class_<Library>(m, "Library", "a compiled model directory opened with rammer.open")
      .def_property_readonly("inputs", [](const Library& l) { return infos_list(l.handle->inputs()); })
      .def_property_readonly("outputs", [](const Library& l) { return infos_list(l.handle->outputs()); })
      .def_property_readonly("is_gpu", [](const Library& l) { return l.handle->gpu(); })
      .def_property_readonly("path", [](const Library& l) { return l.handle->path(); })
      .def_property_readonly("closed", [](const Library& l) { return l.handle->closed(); })
      .def("session", [](const Library& l) { return std::make_unique<Session>(l.handle); },
           "a new session (its own workspace and worker threads)")
      .def("close", [](Library& l) { l.handle->close(); },
           "close now (RuntimeError while sessions of it are open); otherwise closed with its last reference")
      .def("__enter__", [](py::object self) { return self; })
      .def("__exit__", [](Library& l, py::args) { l.handle->close(); })
      .def("__repr__", [](const Library& l) { return "rammer.Library('" + l.handle->path() + "')"; });

  m.def("open", [](const std::string& dir) { return Library{std::make_shared<LibraryHandle>(dir)}; },
        py::arg("dir"), "open an artifact directory written by rammerc -o DIR");
}
