#include "runtime/model.h"

#include <dlfcn.h>

#include <filesystem>
#include <map>

#include "backends/cpu/kernels/cpu_kernels.h"
#include "frontend/graph/graph_text.h"
#include "runtime/artifact_limits.h"
#include "runtime/artifact_manifest.h"
#include "runtime/model_abi.h"
#include "runtime/model_check.h"

namespace rammer::runtime {

DType dtype_from_code(int32_t code) {
  switch (static_cast<kernels::DTypeCode>(code)) {
    case kernels::DTypeCode::f32: return DType::f32;
    case kernels::DTypeCode::f16: return DType::f16;
    case kernels::DTypeCode::i64: return DType::i64;
    case kernels::DTypeCode::i32: return DType::i32;
    case kernels::DTypeCode::i8: return DType::i8;
    case kernels::DTypeCode::u8: return DType::u8;
    case kernels::DTypeCode::boolean: return DType::boolean;
    case kernels::DTypeCode::f64: return DType::f64;
    case kernels::DTypeCode::i16: return DType::i16;
    case kernels::DTypeCode::bf16: return DType::bf16;
  }
  RAMMER_FAIL("runtime: unknown dtype code ", code);
}

namespace {

IOInfo io_info(const Model& m, const std::string& name, int tensor) {
  const kernels::TensorDesc& d = m.tensors.at(static_cast<size_t>(tensor));
  IOInfo io;
  io.name = name;
  io.dtype = dtype_from_code(d.dtype);
  io.shape = m.shapes.at(static_cast<size_t>(tensor));
  io.tensor = tensor;
  io.bytes = shape_numel(io.shape) * dtype_code_size(d.dtype);
  return io;
}

// Resolves every reference node's operands to tensor indices by name.
void resolve_reference(Model& m, const std::vector<Node>& nodes) {
  std::map<std::string, int> by_name;
  for (size_t i = 0; i < m.tensor_names.size(); ++i) {
    if (!m.tensor_names[i].empty()) by_name.emplace(m.tensor_names[i], static_cast<int>(i));
  }
  auto find = [&](const std::string& n) {
    auto it = by_name.find(n);
    return n.empty() || it == by_name.end() ? -1 : it->second;
  };
  for (const Node& n : nodes) {
    RefNode r;
    r.node = n;
    for (const auto& in : n.inputs) r.input_tensors.push_back(find(in));
    for (const auto& out : n.outputs) r.output_tensors.push_back(find(out));
    m.ref_nodes.push_back(std::move(r));
  }
}

}  // namespace

Model::~Model() {
  cpu::cpu_forget_weights(weights.data(), weights.size());  // the CPU kernels' packed copies
  if (dl_handle != nullptr) dlclose(dl_handle);
}

std::shared_ptr<Model> model_from_plan(const Plan& plan, bool emulate) {
  auto m = std::make_shared<Model>();
  m->model = plan.model;
  m->device = plan.device;
  m->policy = plan.policy;
  m->emulate = emulate;
  m->threads_per_block = plan.threads_per_block;
  m->shared_bytes = plan.shared_bytes;
  m->workspace_bytes = plan.workspace_bytes;
  for (const auto& t : plan.tensors) {
    m->tensors.push_back(t.desc);
    m->shapes.push_back(t.shape);
    m->io_bytes.push_back(t.io_bytes);
    m->tensor_names.push_back(t.name);
  }
  m->ops = plan.ops;
  m->op_names = plan.op_names;
  m->programs = plan.programs;
  m->event_signals = plan.event_signals;
  m->weights.resize(static_cast<size_t>(plan.weights.size()));
  plan.weights.copy_to(m->weights.data());
  for (const auto& io : plan.inputs) m->inputs.push_back(io_info(*m, io.name, io.tensor));
  for (const auto& io : plan.outputs) m->outputs.push_back(io_info(*m, io.name, io.tensor));
  resolve_reference(*m, plan.reference_nodes);
  return m;
}

std::shared_ptr<Model> load_model(const std::string& dir) {
  namespace fs = std::filesystem;
  // The manifest first: it says which model, weights and format the directory should hold, and every
  // other file is checked against it.
  const ArtifactManifest manifest = read_artifact_manifest(dir);
  const fs::path lib = fs::path(dir) / "libmodel.so";
  RAMMER_CHECK(fs::exists(lib), "runtime: ", lib.string(), " does not exist (compile the model with rammerc --device=cpu)");
  auto m = std::make_shared<Model>();
  m->dir = dir;
  // RTLD_LOCAL: two artifacts loaded at once keep their own rammer_model_tables.
  m->dl_handle = dlopen(fs::absolute(lib).c_str(), RTLD_NOW | RTLD_LOCAL);
  RAMMER_CHECK(m->dl_handle != nullptr, "runtime: cannot load ", lib.string(), ": ", dlerror());
  using TablesFn = const RammerModelTables* (*)();
  auto fn = reinterpret_cast<TablesFn>(dlsym(m->dl_handle, "rammer_model_tables"));
  RAMMER_CHECK(fn != nullptr, "runtime: ", lib.string(), " has no rammer_model_tables");
  const RammerModelTables& t = *fn();
  RAMMER_CHECK(t.abi == RAMMER_MODEL_ABI, "runtime: ", lib.string(), " has table ABI ", t.abi,
               ", this runtime reads ", RAMMER_MODEL_ABI, " (recompile the model)");
  RAMMER_CHECK(t.num_tensors >= 0 && t.num_ops >= 0 && t.num_veus >= 0 && t.num_events >= 0 && t.num_inputs >= 0 &&
                   t.num_outputs >= 0 && t.weights_bytes >= 0,
               "runtime: ", lib.string(), " has negative table sizes");
  m->model = t.model;
  m->device = t.device;
  m->policy = t.policy;
  m->emulate = t.emulate != 0;
  m->threads_per_block = t.threads_per_block;
  m->shared_bytes = t.shared_bytes;
  m->workspace_bytes = t.workspace_bytes;
  m->tensors.assign(t.tensors, t.tensors + t.num_tensors);
  m->io_bytes.assign(t.io_bytes, t.io_bytes + t.num_tensors);
  for (int i = 0; i < t.num_tensors; ++i) m->tensor_names.push_back(t.tensor_names[i]);
  for (const auto& d : m->tensors) {
    RAMMER_CHECK(d.rank >= 0 && d.rank <= kernels::kMaxRank, "runtime: ", lib.string(), " has a tensor of rank ", d.rank);
    m->shapes.emplace_back(d.shape, d.shape + d.rank);
  }
  std::vector<Node> nodes;
  if (t.reference_graph != nullptr && t.reference_graph[0] != '\0') {
    Graph g = parse_graph(t.reference_graph, /*allow_hashed_constants=*/true);
    for (size_t i = 0; i < m->tensor_names.size(); ++i)
      if (const Value* v = g.find_value(m->tensor_names[i]); v != nullptr && !v->shape.empty())
        if (shape_numel(v->shape) == shape_numel(m->shapes[i])) m->shapes[i] = v->shape;
    nodes = g.nodes;
  }
  m->ops.assign(t.ops, t.ops + t.num_ops);
  for (int i = 0; i < t.num_ops; ++i) m->op_names.push_back(t.op_names[i]);
  for (int v = 0; v < t.num_veus; ++v) {
    RAMMER_CHECK(t.program_offsets[0] == 0 && t.program_offsets[v] <= t.program_offsets[v + 1], "runtime: ",
                 lib.string(), " has invalid program offsets");
    m->programs.emplace_back(t.instrs + t.program_offsets[v], t.instrs + t.program_offsets[v + 1]);
  }
  m->event_signals.assign(t.event_signals, t.event_signals + t.num_events);
  auto io = [&](int32_t tensor) {
    RAMMER_CHECK(tensor >= 0 && tensor < t.num_tensors, "runtime: ", lib.string(), " names input/output tensor ",
                 tensor, " of ", t.num_tensors);
    return io_info(*m, m->tensor_names[static_cast<size_t>(tensor)], tensor);
  };
  for (int i = 0; i < t.num_inputs; ++i) m->inputs.push_back(io(t.input_tensors[i]));
  for (int i = 0; i < t.num_outputs; ++i) m->outputs.push_back(io(t.output_tensors[i]));
  check_model_matches_manifest(*m, t.weights_bytes, t.weights_checksum, manifest);
  check_artifact_limits(artifact_limits_from_env(), manifest.weights_bytes, m->workspace_bytes, dir);
  read_verified_weights(dir, manifest, m->weights);
  check_model_tables(*m);
  resolve_reference(*m, nodes);
  return m;
}

}  // namespace rammer::runtime
