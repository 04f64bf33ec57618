#include "frontend/onnx/onnx_shape_hints.h"

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <limits>
#include <optional>
#include <string>

#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>

namespace rammer {

namespace {

// Initializers up to this many elements stay, so data propagation can read shape constants.
constexpr int64_t kKeptInitializerElements = 64;

void set_static_shape(onnx::ValueInfoProto& vi, int elem_type, const Shape& shape) {
  auto* tt = vi.mutable_type()->mutable_tensor_type();
  tt->set_elem_type(elem_type);
  auto* s = tt->mutable_shape();
  s->clear_dim();
  for (int64_t d : shape) s->add_dim()->set_dim_value(d);
}

void add_hint(const onnx::ValueInfoProto& vi, std::map<std::string, ShapeHint>& hints) {
  if (!vi.type().has_tensor_type()) return;
  const auto& tt = vi.type().tensor_type();
  auto dtype = dtype_from_onnx(tt.elem_type());
  if (!dtype || !tt.has_shape()) return;
  Shape shape;
  for (const auto& d : tt.shape().dim()) {
    if (!d.has_dim_value() || d.dim_value() < 0) return;
    shape.push_back(d.dim_value());
  }
  hints[vi.name()] = ShapeHint{*dtype, std::move(shape)};
}

// Runs libonnx's shape inference on `model` in a child process and returns the inferred graph's
// value_info and outputs (a serialised GraphProto), or nothing when inference threw or the child died.
// Why a process: libonnx 1.12's inference functions crash on some invalid attributes (an axis past
// the rank reads out of bounds), and the loader must reject such a model, not die with it. The hints
// are advisory, so a crashed child only means fewer hints; our own inference then reports the error.
std::optional<std::string> infer_in_child(onnx::ModelProto& model) {
  int fds[2];
  if (pipe(fds) != 0) return std::nullopt;
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return std::nullopt;
  }
  if (pid == 0) {
    close(fds[0]);
    // Die quietly: no core file, no sanitizer or fuzzer report for a crash inside libonnx.
    const rlimit no_core{0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) signal(sig, SIG_DFL);
    std::string out;
    try {
      onnx::ShapeInferenceOptions opts(/*check_type=*/false, /*error_mode=*/0, /*data_prop=*/true);
      onnx::shape_inference::InferShapes(model, onnx::OpSchemaRegistry::Instance(), opts);
      onnx::GraphProto inferred;
      *inferred.mutable_value_info() = model.graph().value_info();
      *inferred.mutable_output() = model.graph().output();
      inferred.SerializeToString(&out);
    } catch (...) {
      _exit(1);
    }
    for (size_t at = 0; at < out.size();) {
      const ssize_t n = write(fds[1], out.data() + at, out.size() - at);
      if (n <= 0) _exit(1);
      at += static_cast<size_t>(n);
    }
    _exit(0);
  }
  close(fds[1]);
  std::string out;
  char buf[65536];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) != 0;) {
    if (n < 0) {
      if (errno == EINTR) continue;
      break;
    }
    out.append(buf, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  return out;
}

}  // namespace

std::map<std::string, ShapeHint> onnx_shape_hints(onnx::ModelProto& model,
                                                  const std::map<std::string, Shape>& input_shapes) {
  auto* g = model.mutable_graph();
  std::map<std::string, onnx::ValueInfoProto*> inputs;
  for (auto& in : *g->mutable_input()) inputs[in.name()] = &in;

  google::protobuf::RepeatedPtrField<onnx::TensorProto> kept;
  for (auto& t : *g->mutable_initializer()) {
    int64_t numel = 1;
    for (int64_t d : t.dims())
      if (__builtin_mul_overflow(numel, d, &numel)) numel = std::numeric_limits<int64_t>::max();
    if (numel <= kKeptInitializerElements && t.data_location() != onnx::TensorProto::EXTERNAL) {
      *kept.Add() = std::move(t);
      continue;
    }
    onnx::ValueInfoProto* vi = inputs.count(t.name()) ? inputs[t.name()] : g->add_input();
    vi->set_name(t.name());
    set_static_shape(*vi, t.data_type(), Shape(t.dims().begin(), t.dims().end()));
  }
  g->mutable_initializer()->Swap(&kept);

  for (const auto& [name, shape] : input_shapes) {
    auto it = inputs.find(name);
    if (it != inputs.end() && it->second->type().has_tensor_type())
      set_static_shape(*it->second, it->second->type().tensor_type().elem_type(), shape);
  }
  g->clear_value_info();
  for (auto& out : *g->mutable_output())
    if (out.type().has_tensor_type()) out.mutable_type()->mutable_tensor_type()->clear_shape();

  std::map<std::string, ShapeHint> hints;
  // libonnx's inference is advisory: a failure only means fewer hints.
  const std::optional<std::string> inferred = infer_in_child(model);
  onnx::GraphProto g_inferred;
  if (!inferred || !g_inferred.ParseFromString(*inferred)) return hints;
  for (const auto& vi : g_inferred.value_info()) add_hint(vi, hints);
  for (const auto& vi : g_inferred.output()) add_hint(vi, hints);
  return hints;
}

}  // namespace rammer
