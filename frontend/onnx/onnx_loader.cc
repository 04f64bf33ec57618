// load_onnx: file -> checked ModelProto -> Graph IR with static shapes (see onnx_loader.h).
//
// Order matters for the messages users see: structural sanity first (a garbage file is "not a valid
// ONNX model"), then op support (an unknown op is "unsupported op", not a checker complaint about
// an unregistered schema), then libonnx's checker, then tensors, inputs and attributes, and last
// shape inference, where every remaining problem names its node.
#include "frontend/onnx/onnx_loader.h"

#include <filesystem>
#include <optional>
#include <set>

#include "frontend/onnx/onnx_attributes.h"
#include "frontend/onnx/onnx_control_flow.h"
#include "frontend/onnx/onnx_input_shape.h"
#include "frontend/onnx/onnx_loop_unroll.h"
#include "frontend/onnx/onnx_model_file.h"
#include "frontend/onnx/onnx_shape_hints.h"
#include "frontend/onnx/onnx_tensor.h"
#include "frontend/ops/op_registry.h"
#include "frontend/ops/shape_inference.h"

namespace rammer {

namespace {

std::string where(const Node& n) { return "node '" + n.name + "' (" + n.op + ")"; }

// Keeps the model's node names, names unnamed nodes "<op>_<index>", and suffixes duplicates, never
// taking a name that another node carries explicitly.
std::vector<std::string> unique_node_names(const onnx::GraphProto& g) {
  std::set<std::string> explicit_names;
  for (const auto& n : g.node())
    if (!n.name().empty()) explicit_names.insert(n.name());
  std::set<std::string> used;
  std::vector<std::string> names;
  for (int i = 0; i < g.node_size(); ++i) {
    const auto& n = g.node(i);
    const std::string base = n.name().empty() ? n.op_type() + "_" + std::to_string(i) : n.name();
    std::string name = base;
    for (int k = 1; used.count(name) || (name != n.name() && explicit_names.count(name)); ++k)
      name = base + "_" + std::to_string(k);
    used.insert(name);
    names.push_back(name);
  }
  return names;
}

// Nodes with name, op, domain, opset and edges; attributes come later (after op support is known).
std::vector<Node> node_skeletons(const onnx::GraphProto& g, const std::map<std::string, int>& opsets) {
  const std::vector<std::string> names = unique_node_names(g);
  std::vector<Node> nodes;
  for (int i = 0; i < g.node_size(); ++i) {
    const auto& p = g.node(i);
    Node n;
    n.name = names[static_cast<size_t>(i)];
    n.op = p.op_type();
    n.domain = p.domain() == "ai.onnx" ? "" : p.domain();
    auto it = opsets.find(n.domain);
    RAMMER_CHECK(it != opsets.end(), where(n), " is in domain '", n.domain.empty() ? "ai.onnx" : n.domain,
                 "', which the model's opset_import does not list");
    n.opset = it->second;
    n.inputs.assign(p.input().begin(), p.input().end());
    n.outputs.assign(p.output().begin(), p.output().end());
    nodes.push_back(std::move(n));
  }
  return nodes;
}

// Reports the first unsupported node in full and names the other unsupported ops, so one run
// tells the user everything that is missing.
void check_ops_supported(const std::vector<Node>& nodes) {
  std::string first;
  std::string first_op;
  std::set<std::string> others;
  for (const Node& n : nodes) {
    try {
      schema_for(n);
    } catch (const Unsupported& e) {
      const std::string op = (n.domain.empty() ? "" : n.domain + ".") + n.op;
      if (first.empty()) {
        first = e.what();
        first_op = op;
      } else if (op != first_op) {
        others.insert(op);
      }
    }
  }
  if (first.empty()) return;
  if (!others.empty()) {
    first += "; other unsupported ops in the model:";
    for (const auto& op : others) first += " " + op;
  }
  throw Unsupported(first);
}

void add_initializers(const onnx::GraphProto& p, const std::string& model_dir, Graph& g) {
  if (p.sparse_initializer_size() > 0)
    RAMMER_UNSUPPORTED("sparse initializer '", p.sparse_initializer(0).values().name(), "' is unsupported");
  for (const auto& t : p.initializer()) {
    RAMMER_CHECK(!t.name().empty(), "an initializer has no name");
    RAMMER_CHECK(!g.has_value(t.name()), "initializer '", t.name(), "' is defined twice");
    g.add_constant(t.name(), tensor_from_onnx(t, "initializer '" + t.name() + "'", model_dir));
  }
}

// Runtime inputs (graph inputs that are not initializers), pinned by --input-shape where given.
void add_inputs(const onnx::GraphProto& p, const LoadOptions& options, Graph& g) {
  std::set<std::string> declared;
  for (const auto& in : p.input()) declared.insert(in.name());
  for (const auto& in : p.input()) {
    auto bound = options.input_values.find(in.name());
    if (bound == options.input_values.end() || g.constant(in.name())) continue;
    ResolvedInput r = resolve_graph_input(in, &bound->second.shape());
    RAMMER_CHECK(r.value.dtype == bound->second.dtype(), "input '", in.name(), "' is ",
                 dtype_name(r.value.dtype), " but was bound to ", dtype_name(bound->second.dtype()), " data");
    g.add_constant(in.name(), bound->second);
  }
  for (const auto& [name, numbers] : options.input_numbers) {
    const onnx::ValueInfoProto* in = nullptr;
    for (const auto& i : p.input())
      if (i.name() == name) in = &i;
    if (in == nullptr || g.constant(name))
      RAMMER_FAIL("--input-value names '", name, "', which is not a runtime input of the model");
    auto pin = options.input_shapes.find(name);
    ResolvedInput r = resolve_graph_input(*in, pin == options.input_shapes.end() ? nullptr : &pin->second);
    RAMMER_CHECK(!r.dynamic, "--input-value ", name, ": the input has dynamic shape ", r.dims_text,
                 "; pin it with --input-shape ", r.suggestion);
    Tensor t(r.value.dtype, r.value.shape);
    RAMMER_CHECK(static_cast<size_t>(t.numel()) == numbers.size(), "--input-value ", name, " gives ", numbers.size(),
                 " value(s) for an input of shape ", shape_str(r.value.shape), " (", t.numel(), " elements)");
    for (size_t i = 0; i < numbers.size(); ++i) t.set_f64(static_cast<int64_t>(i), numbers[i]);
    g.add_constant(name, std::move(t));
  }
  for (const auto& [name, shape] : options.input_shapes) {
    if (g.constant(name) && (options.input_values.count(name) || options.input_numbers.count(name))) continue;
    if (g.constant(name))
      RAMMER_FAIL("--input-shape names '", name, "', which is an initializer (a constant), not a runtime input");
    if (!declared.count(name)) {
      std::string list;
      for (const auto& in : p.input())
        if (!g.constant(in.name())) list += (list.empty() ? "" : ", ") + in.name();
      RAMMER_FAIL("--input-shape names '", name, "', which is not a graph input (inputs: ", list, ")");
    }
  }
  std::vector<ResolvedInput> dynamic;
  for (const auto& in : p.input()) {
    if (g.constant(in.name())) continue;  // an initializer listed as input is a constant
    RAMMER_CHECK(!in.name().empty(), "a graph input has no name");
    RAMMER_CHECK(!g.has_value(in.name()), "graph input '", in.name(), "' is declared twice");
    auto pin = options.input_shapes.find(in.name());
    ResolvedInput r = resolve_graph_input(in, pin == options.input_shapes.end() ? nullptr : &pin->second);
    if (r.dynamic) dynamic.push_back(r);
    g.inputs.push_back(in.name());
    g.add_value(std::move(r.value));
  }
  if (dynamic.size() == 1)
    RAMMER_FAIL("input '", dynamic[0].value.name, "' has dynamic shape ", dynamic[0].dims_text,
                "; pin it with --input-shape ", dynamic[0].suggestion);
  if (!dynamic.empty()) {
    std::string which;
    std::string flags;
    for (const auto& r : dynamic) {
      which += (which.empty() ? "" : ", ") + ("'" + r.value.name + "' " + r.dims_text);
      flags += " --input-shape " + r.suggestion;
    }
    RAMMER_FAIL("inputs have dynamic shapes: ", which, "; pin them with", flags);
  }
}

void add_attributes(const onnx::GraphProto& p, const std::string& model_dir, std::vector<Node>& nodes) {
  for (int i = 0; i < p.node_size(); ++i) {
    Node& n = nodes[static_cast<size_t>(i)];
    for (const auto& a : p.node(i).attribute()) {
      RAMMER_CHECK(!n.attrs.has(a.name()), where(n), ": attribute '", a.name(), "' is given twice");
      n.attrs.set(a.name(), attr_from_onnx(a, where(n), model_dir));
    }
  }
}

// The single values bound by LoadOptions, as a Loop's trip count may be.
std::map<std::string, Tensor> bound_scalars(const LoadOptions& options) {
  std::map<std::string, Tensor> bound;
  for (const auto& [name, t] : options.input_values)
    if (t.numel() == 1) bound.emplace(name, t);
  for (const auto& [name, numbers] : options.input_numbers) {
    if (numbers.size() != 1) continue;
    Tensor t(DType::f64, Shape{});
    t.set_f64(0, numbers[0]);
    bound.emplace(name, std::move(t));
  }
  return bound;
}

Graph convert_model(const std::string& path, const LoadOptions& given) {
  onnx::ModelProto model = parse_model_file(path);
  std::optional<LoadOptions> batched;  // the pins with dim 0 of every input set (--batch-buckets)
  if (given.batch_size > 0) {
    batched = given;
    apply_batch_size(model, *batched);
  }
  const LoadOptions& options = batched ? *batched : given;
  const std::string model_dir = std::filesystem::path(path).parent_path().string();
  // Loop and Scan nodes unrolled (onnx_loop_unroll.h) and If nodes spliced into the graph
  // (onnx_control_flow.h), repeatedly, since each exposes the control flow nested in its subgraphs;
  // the checker and libonnx's shape hints read the model as written.
  std::optional<onnx::ModelProto> spliced;
  if (has_if_nodes(model) || has_loop_nodes(model)) {
    spliced = model;  // a copy only for models with control flow
    std::map<std::string, ShapeHint> scan_shapes;
    if (has_scan_nodes(model)) {
      onnx::ModelProto copy = model;  // onnx_shape_hints consumes its model
      scan_shapes = onnx_shape_hints(copy, options.input_shapes);
      for (const auto& in : model.graph().input()) {  // the hints name inferred values, not the inputs
        auto pin = options.input_shapes.find(in.name());
        ResolvedInput r = resolve_graph_input(in, pin == options.input_shapes.end() ? nullptr : &pin->second);
        if (!r.dynamic) scan_shapes[in.name()] = ShapeHint{r.value.dtype, r.value.shape};
      }
    }
    const std::map<std::string, Tensor> bound = bound_scalars(options);
    for (bool changed = true; changed;) {
      changed = has_loop_nodes(*spliced);
      unroll_loop_nodes(*spliced, bound, scan_shapes, model_dir);
      changed = splice_if_nodes(*spliced) || changed;
    }
  }
  const onnx::ModelProto& m = spliced ? *spliced : model;
  const onnx::GraphProto& p = m.graph();

  Graph g;
  g.name = p.name().empty() ? "main" : p.name();
  g.opset_imports = model_opsets(m);
  std::vector<Node> nodes = node_skeletons(p, g.opset_imports);
  check_ops_supported(nodes);
  if (options.run_checker && checker_supports(model)) run_onnx_checker(model, path);

  add_initializers(p, model_dir, g);
  add_inputs(p, options, g);
  add_attributes(p, model_dir, nodes);
  g.nodes = std::move(nodes);
  for (const auto& out : p.output()) {
    RAMMER_CHECK(!out.name().empty(), "a graph output has no name");
    g.outputs.push_back(out.name());
  }

  const auto hints = onnx_shape_hints(model, options.input_shapes);  // names of the model as written
  g.topo_sort();
  infer_shapes(g, hints);
  g.verify();
  return g;
}

}  // namespace

Graph load_onnx_or_throw(const std::string& path, const LoadOptions& options) {
  try {
    return convert_model(path, options);
  } catch (const Unsupported& e) {
    throw Unsupported(path + ": " + e.what());
  } catch (const Error& e) {
    throw Error(path + ": " + e.what());
  } catch (const std::bad_alloc&) {
    throw Error(path + ": out of memory while loading the model");
  } catch (const std::exception& e) {
    throw Error(path + ": internal error while loading the model: " + e.what());
  }
}

Result<Graph> load_onnx(const std::string& path, const LoadOptions& options) {
  try {
    return load_onnx_or_throw(path, options);
  } catch (const Error& e) {
    return Status::error(e.what());
  }
}

Result<Tensor> load_tensor_proto(const std::string& path) {
  try {
    const std::string bytes = read_file_bytes(path);
    RAMMER_CHECK(!bytes.empty(), "the file is empty, not a serialized TensorProto");
    onnx::TensorProto t;
    RAMMER_CHECK(t.ParseFromString(bytes), "not a valid TensorProto (protobuf parse failed)");
    const std::string what = t.name().empty() ? std::string("the tensor") : "tensor '" + t.name() + "'";
    return tensor_from_onnx(t, what, std::filesystem::path(path).parent_path().string());
  } catch (const Error& e) {
    return Status::error(path + ": " + e.what());
  } catch (const std::bad_alloc&) {
    return Status::error(path + ": out of memory while reading the tensor");
  }
}

}  // namespace rammer
