#include "frontend/onnx/onnx_loop_unroll.h"

#include <algorithm>
#include <set>
#include <vector>

#include "frontend/onnx/onnx_attributes.h"
#include "frontend/onnx/onnx_control_flow.h"
#include "frontend/onnx/onnx_tensor.h"
#include "frontend/ops/op_registry.h"
#include "support/status.h"

namespace rammer {

namespace {

using Nodes = google::protobuf::RepeatedPtrField<onnx::NodeProto>;

// Unrolling copies the body once per iteration: past this many copied nodes the graph would be too
// large to schedule, so the model is refused rather than loaded for minutes.
constexpr int64_t kMaxUnrolledNodes = 200000;

// Values up to this many elements are folded while scanning the graph, so a trip count computed from
// constants (an exporter's ceil((limit - start) / delta)) is known; larger ones are never trip counts.
constexpr int64_t kMaxFoldedElements = 64;

bool is_op(const onnx::NodeProto& n, const char* op) {
  return n.op_type() == op && (n.domain().empty() || n.domain() == "ai.onnx");
}

const onnx::GraphProto& body_of(const onnx::NodeProto& n, const std::string& where) {
  for (const auto& a : n.attribute())
    if (a.name() == "body") {
      RAMMER_CHECK(a.has_g(), where, ": attribute 'body' is not a graph");
      return a.g();
    }
  RAMMER_FAIL(where, ": the node has no 'body' graph");
}

std::vector<int64_t> ints_attr(const onnx::NodeProto& n, const std::string& name) {
  for (const auto& a : n.attribute())
    if (a.name() == name) return {a.ints().begin(), a.ints().end()};
  return {};
}

const onnx::AttributeProto* find_attr(const onnx::NodeProto& n, const std::string& name) {
  for (const auto& a : n.attribute())
    if (a.name() == name) return &a;
  return nullptr;
}

int default_opset(const onnx::ModelProto& m) {
  for (const auto& o : m.opset_import())
    if (o.domain().empty() || o.domain() == "ai.onnx") return static_cast<int>(o.version());
  return 1;
}

onnx::TensorProto scalar_i64(const std::string& name, int64_t v) {
  onnx::TensorProto t;
  t.set_name(name);
  t.set_data_type(onnx::TensorProto::INT64);
  t.add_int64_data(v);
  return t;
}

class Unroller {
 public:
  Unroller(onnx::ModelProto& model, const std::map<std::string, Tensor>& bound,
           const std::map<std::string, ShapeHint>& shapes, const std::string& model_dir)
      : main_(*model.mutable_graph()), opset_(default_opset(model)), shapes_(shapes), model_dir_(model_dir) {
    for (const auto& [name, t] : bound) known_.emplace(name, t);
    for (const auto& t : main_.initializer()) {
      small_tensor(t.name(), t);
      init_dims_[t.name()] = Shape(t.dims().begin(), t.dims().end());
    }
  }

  // Replaces the Loop and Scan nodes of `nodes` (recursively in their bodies), appending to `out`.
  void unroll(const Nodes& nodes, Nodes& out) {
    for (const auto& n : nodes) {
      if (is_op(n, "Loop")) {
        unroll_loop(n, out);
      } else if (is_op(n, "Scan")) {
        unroll_scan(n, out);
      } else {
        fold(n);
        for (const auto& o : n.output()) producers_[o].assign(n.input().begin(), n.input().end());
        *out.Add() = n;
      }
    }
  }

 private:
  // Remembers scalars (trip counts, conditions) by name; larger tensors are never needed here.
  void small_tensor(const std::string& name, const onnx::TensorProto& t) {
    int64_t n = 1;
    for (int64_t d : t.dims()) n *= d;
    if (n != 1 || name.empty()) return;
    try {
      known_.insert_or_assign(name, tensor_from_onnx(t, "tensor '" + name + "'", model_dir_));
    } catch (const Error&) {
      // an unreadable scalar is reported where the graph uses it, not here
    }
  }

  // Records the outputs of `n` when its inputs are small known values (a Constant, or arithmetic on
  // constants and bound inputs), by the op's reference evaluation.
  void fold(const onnx::NodeProto& n) {
    if (!(n.domain().empty() || n.domain() == "ai.onnx") || n.output_size() == 0) return;
    const OpSchema* schema = OpRegistry::instance().find(n.op_type(), "");
    if (schema == nullptr || n.op_type().find("Random") != std::string::npos) return;
    std::vector<const Tensor*> inputs;
    for (const auto& in : n.input()) {
      const Tensor* t = in.empty() ? nullptr : known(in);
      if (!in.empty() && (t == nullptr || t->numel() > kMaxFoldedElements)) return;
      inputs.push_back(t);
    }
    Node node;
    node.name = n.name();
    node.op = n.op_type();
    node.opset = opset_;
    node.inputs.assign(n.input().begin(), n.input().end());
    node.outputs.assign(n.output().begin(), n.output().end());
    try {
      for (const auto& a : n.attribute())
        node.attrs.set(a.name(), attr_from_onnx(a, "node '" + n.name() + "'", model_dir_));
      // Inference first: an output too large to fold (ConstantOfShape of a big shape) is never computed.
      std::vector<Value> values(inputs.size());
      std::vector<InferInput> infer_inputs;
      for (size_t i = 0; i < inputs.size(); ++i) {
        if (inputs[i] != nullptr) values[i] = Value{node.inputs[i], inputs[i]->dtype(), inputs[i]->shape(), nullptr};
        infer_inputs.push_back({inputs[i] != nullptr ? &values[i] : nullptr, inputs[i]});
      }
      for (const auto& o : infer_node(node, infer_inputs))
        if (o.set && shape_numel(o.shape) > kMaxFoldedElements) return;
      std::vector<Tensor> outs = eval_node(node, inputs);
      for (size_t i = 0; i < outs.size() && i < node.outputs.size(); ++i)
        if (!node.outputs[i].empty() && outs[i].numel() <= kMaxFoldedElements)
          known_.insert_or_assign(node.outputs[i], std::move(outs[i]));
    } catch (const Error&) {
      // not foldable here (an unsupported attribute, bad data): the loader reports it where it applies
    }
  }

  // " (graph input 'x')" naming the first graph input without a known value that `name` is computed
  // from, or "" when there is none: the message then says which input to bind.
  std::string runtime_source(const std::string& name) const {
    std::set<std::string> inputs, seen;
    for (const auto& in : main_.input()) inputs.insert(in.name());
    std::vector<std::string> todo = {name};
    while (!todo.empty()) {
      const std::string v = todo.back();
      todo.pop_back();
      if (v.empty() || known(v) != nullptr || !seen.insert(v).second) continue;
      if (inputs.count(v)) return " (graph input '" + v + "')";
      auto it = producers_.find(v);
      if (it == producers_.end()) continue;
      todo.insert(todo.end(), it->second.rbegin(), it->second.rend());
    }
    return "";
  }

  const Tensor* known(const std::string& name) const {
    auto it = known_.find(name);
    return it == known_.end() ? nullptr : &it->second;
  }

  std::string unique_name(const onnx::NodeProto& n, const char* op) {
    return n.name().empty() ? std::string(op) + "_" + std::to_string(counter_++) : n.name();
  }

  // A fresh main-graph initializer holding `t` (named t.name()); returns its name.
  std::string add_initializer(onnx::TensorProto t) {
    small_tensor(t.name(), t);
    const std::string name = t.name();
    *main_.add_initializer() = std::move(t);
    return name;
  }

  void add_node(Nodes& out, const std::string& op, const std::string& name, std::vector<std::string> inputs,
                const std::string& output, const char* int_attr = nullptr, int64_t value = 0) {
    onnx::NodeProto& n = *out.Add();
    n.set_op_type(op);
    n.set_name(name);
    for (auto& i : inputs) n.add_input(std::move(i));
    n.add_output(output);
    if (int_attr != nullptr) {
      auto* a = n.add_attribute();
      a->set_name(int_attr);
      a->set_type(onnx::AttributeProto::INT);
      a->set_i(value);
    }
  }

  // Stacks `slices` along a new axis `axis` into `output`: Unsqueeze each, then Concat.
  void stack(Nodes& out, const std::string& prefix, const std::vector<std::string>& slices, int64_t axis,
             const std::string& output) {
    std::string axes_name;
    if (opset_ >= 13) {
      onnx::TensorProto axes;
      axes.set_name(prefix + "stack_axes_" + std::to_string(counter_++));
      axes.set_data_type(onnx::TensorProto::INT64);
      axes.add_dims(1);
      axes.add_int64_data(axis);
      axes_name = add_initializer(std::move(axes));
    }
    std::vector<std::string> unsqueezed;
    for (size_t i = 0; i < slices.size(); ++i) {
      const std::string u = output + "/unsqueeze" + std::to_string(i);
      if (opset_ >= 13) {
        add_node(out, "Unsqueeze", u, {slices[i], axes_name}, u);
      } else {
        add_node(out, "Unsqueeze", u, {slices[i]}, u);
        auto* a = out.Mutable(out.size() - 1)->add_attribute();
        a->set_name("axes");
        a->set_type(onnx::AttributeProto::INTS);
        a->add_ints(axis);
      }
      unsqueezed.push_back(u);
    }
    add_node(out, "Concat", output + "/concat", unsqueezed, output, "axis", axis);
  }

  // Appends one copy of `body` whose inputs read `bind`; returns the names of its outputs.
  std::vector<std::string> instantiate(const onnx::GraphProto& body, const std::string& node_prefix,
                                       const std::string& prefix, const std::vector<std::string>& bind,
                                       bool first, Nodes& out) {
    std::map<std::string, std::string> local;
    for (int i = 0; i < body.input_size(); ++i) local[body.input(i).name()] = bind[static_cast<size_t>(i)];
    for (const auto& t : body.initializer()) {
      local[t.name()] = node_prefix + t.name();
      if (!first) continue;
      onnx::TensorProto c = t;
      c.set_name(node_prefix + t.name());
      add_initializer(std::move(c));
    }
    auto rename = [&](const std::string& s) {
      auto it = local.find(s);
      return it == local.end() ? s : it->second;
    };
    Nodes renamed = prefixed_body_nodes(body, prefix, local);
    unroll(renamed, out);  // nested Loops and Scans, already renamed into this copy's scope
    std::vector<std::string> outs;
    for (const auto& o : body.output()) outs.push_back(rename(o.name()));
    return outs;
  }

  void check_size(const std::string& where, int64_t copies, const onnx::GraphProto& body) {
    RAMMER_CHECK(copies <= kMaxUnrolledNodes / std::max(1, body.node_size()), where, ": unrolling ", copies,
                 " iterations of a ", body.node_size(), "-node body exceeds ", kMaxUnrolledNodes, " nodes");
  }

  bool constant_true(const onnx::TensorProto& t) const {
    try {
      const Tensor v = tensor_from_onnx(t, "the condition", model_dir_);
      return v.numel() == 1 && v.get_f64(0) != 0;
    } catch (const Error&) {
      return false;
    }
  }

  // Whether the body's condition output is provably true when its condition input is.
  bool condition_kept(const onnx::GraphProto& body) const {
    const std::string cond_in = body.input(1).name();
    std::string cond_out = body.output(0).name();
    for (int hops = 0; hops <= body.node_size(); ++hops) {
      if (cond_out == cond_in) return true;
      for (const auto& t : body.initializer())
        if (t.name() == cond_out) return constant_true(t);
      const onnx::NodeProto* producer = nullptr;
      for (const auto& n : body.node())
        for (const auto& o : n.output())
          if (o == cond_out) producer = &n;
      if (producer == nullptr) {
        const Tensor* t = known(cond_out);  // an outer-scope constant
        return t != nullptr && t->get_f64(0) != 0;
      }
      if (is_op(*producer, "Identity")) {
        cond_out = producer->input(0);
        continue;
      }
      if (is_op(*producer, "Constant")) {
        const auto* v = find_attr(*producer, "value");
        return v != nullptr && v->has_t() && constant_true(v->t());
      }
      return false;
    }
    return false;
  }

  void unroll_loop(const onnx::NodeProto& n, Nodes& out) {
    const std::string name = unique_name(n, "Loop");
    const std::string where = "node '" + name + "' (Loop)";
    const onnx::GraphProto& body = body_of(n, where);
    RAMMER_CHECK(n.input_size() >= 2, where, ": a Loop reads at least the trip count and the condition");
    const int carried = n.input_size() - 2;
    RAMMER_CHECK(body.input_size() == carried + 2, where, ": the body has ", body.input_size(),
                 " inputs for ", carried, " loop-carried values (expected ", carried + 2, ")");
    RAMMER_CHECK(body.output_size() >= carried + 1, where, ": the body has ", body.output_size(),
                 " outputs for ", carried, " loop-carried values and the condition");
    const int scans = body.output_size() - 1 - carried;
    RAMMER_CHECK(n.output_size() <= carried + scans, where, ": the node has ", n.output_size(), " outputs, the body ",
                 carried + scans);

    const Tensor* trip = n.input(0).empty() ? nullptr : known(n.input(0));
    if (trip == nullptr && n.input(0).empty())
      RAMMER_UNSUPPORTED(where, ": the trip count is absent (the loop runs while its condition holds); rammerc "
                         "unrolls only Loops with a constant trip count");
    if (trip == nullptr)
      RAMMER_UNSUPPORTED(where, ": the trip count (input 0, '", n.input(0), "') must be known at compile time, but it "
                         "depends on runtime data", runtime_source(n.input(0)), "; rammerc unrolls only Loops with a "
                         "constant trip count (bind the graph inputs it is computed from with --input-value)");
    const int64_t iterations = static_cast<int64_t>(trip->get_f64(0));
    RAMMER_CHECK(iterations >= 0, where, ": the trip count is negative (", iterations, ")");
    if (!n.input(1).empty()) {
      const Tensor* cond = known(n.input(1));
      if (cond == nullptr)
        RAMMER_UNSUPPORTED(where, ": the initial condition (input 1, '", n.input(1), "') must be known at compile "
                           "time, but it depends on runtime data; rammerc unrolls only Loops that run their full "
                           "trip count (bind it with --input-value)");
      RAMMER_CHECK(cond->get_f64(0) != 0, where, ": the initial condition '", n.input(1),
                   "' is false; rammerc unrolls only Loops that run their full trip count");
    }
    if (!condition_kept(body))
      RAMMER_UNSUPPORTED(where, ": the body computes its condition output '", body.output(0).name(),
                         "' from data; rammerc unrolls only Loops whose condition stays true");
    check_size(where, iterations, body);
    const std::string node_prefix = name + "/";
    for (int k = 0; k < scans; ++k)
      RAMMER_CHECK(iterations > 0 || carried + k >= n.output_size() || n.output(carried + k).empty(), where,
                   ": scan output '", n.output(carried + k), "' of a Loop with 0 iterations has no known shape");

    onnx::TensorProto true_t;
    true_t.set_name(node_prefix + "cond_true");
    true_t.set_data_type(onnx::TensorProto::BOOL);
    true_t.add_int32_data(1);
    const std::string cond = add_initializer(std::move(true_t));
    std::vector<std::string> state(n.input().begin() + 2, n.input().end());
    std::vector<std::vector<std::string>> scan_slices(static_cast<size_t>(scans));
    for (int64_t i = 0; i < iterations; ++i) {
      const std::string prefix = node_prefix + "iter" + std::to_string(i) + "/";
      std::vector<std::string> bind = {add_initializer(scalar_i64(prefix + "iteration", i)), cond};
      bind.insert(bind.end(), state.begin(), state.end());
      const std::vector<std::string> outs = instantiate(body, node_prefix, prefix, bind, i == 0, out);
      for (int c = 0; c < carried; ++c) state[static_cast<size_t>(c)] = outs[static_cast<size_t>(1 + c)];
      for (int k = 0; k < scans; ++k)
        scan_slices[static_cast<size_t>(k)].push_back(outs[static_cast<size_t>(1 + carried + k)]);
    }
    for (int c = 0; c < carried && c < n.output_size(); ++c)
      if (!n.output(c).empty())
        add_node(out, "Identity", name + "/final" + std::to_string(c), {state[static_cast<size_t>(c)]}, n.output(c));
    for (int k = 0; k < scans && carried + k < n.output_size(); ++k)
      if (!n.output(carried + k).empty())
        stack(out, node_prefix, scan_slices[static_cast<size_t>(k)], 0, n.output(carried + k));
  }

  // The static length of `input` along `axis` (negative: from the end), or an error naming the node.
  int64_t sequence_length(const std::string& where, const std::string& input, int64_t& axis) {
    const Shape* shape = nullptr;
    if (auto it = shapes_.find(input); it != shapes_.end()) shape = &it->second.shape;
    if (auto it = init_dims_.find(input); it != init_dims_.end()) shape = &it->second;
    if (shape == nullptr)
      RAMMER_UNSUPPORTED(where, ": the shape of scan input '", input, "' is not static, so the number of steps "
                         "is unknown; pin the model's input shapes with --input-shape");
    const int64_t rank = static_cast<int64_t>(shape->size());
    if (axis < 0) axis += rank;
    RAMMER_CHECK(axis >= 0 && axis < rank, where, ": scan axis out of range for scan input '", input, "' of shape ",
                 shape_str(*shape));
    return (*shape)[static_cast<size_t>(axis)];
  }

  // One Scan's steps, shared by opset 9+ and the per-batch-element unrolling of opset 8.
  struct ScanSteps {
    const onnx::GraphProto* body = nullptr;
    std::vector<int64_t> in_axes, in_dirs;  // per scan input
    int64_t length = 0;
    bool first = true;  // body initializers not yet added to the main graph
  };

  // Runs the steps on `state` (updated to the final states) and `scans`; returns each scan output's
  // per-step slices in step order.
  std::vector<std::vector<std::string>> run_steps(ScanSteps& sc, const std::string& node_prefix,
                                                  const std::string& prefix, std::vector<std::string>& state,
                                                  const std::vector<std::string>& scans, Nodes& out) {
    const size_t states = state.size();
    std::vector<std::vector<std::string>> slices(static_cast<size_t>(sc.body->output_size()) - states);
    for (int64_t t = 0; t < sc.length; ++t) {
      const std::string step_prefix = prefix + "iter" + std::to_string(t) + "/";
      std::vector<std::string> bind = state;
      for (size_t j = 0; j < scans.size(); ++j) {
        const int64_t step = sc.in_dirs[j] == 0 ? t : sc.length - 1 - t;
        const std::string index = add_initializer(scalar_i64(step_prefix + "step" + std::to_string(j), step));
        const std::string slice = step_prefix + "scan_input" + std::to_string(j);
        add_node(out, "Gather", slice, {scans[j], index}, slice, "axis", sc.in_axes[j]);
        bind.push_back(slice);
      }
      const std::vector<std::string> outs = instantiate(*sc.body, node_prefix, step_prefix, bind, sc.first, out);
      sc.first = false;
      for (size_t i = 0; i < states; ++i) state[i] = outs[i];
      for (size_t k = 0; k < slices.size(); ++k) slices[k].push_back(outs[states + k]);
    }
    return slices;
  }

  void unroll_scan(const onnx::NodeProto& n, Nodes& out) {
    const std::string name = unique_name(n, "Scan");
    const std::string where = "node '" + name + "' (Scan)";
    const bool batched = opset_ < 9;  // opset 8: sequence_lens first, every input with a batch axis 0
    const int first_input = batched ? 1 : 0;
    ScanSteps sc;
    sc.body = &body_of(n, where);
    const onnx::GraphProto& body = *sc.body;
    const auto* num_attr = find_attr(n, "num_scan_inputs");
    RAMMER_CHECK(num_attr != nullptr, where, ": attribute 'num_scan_inputs' is missing");
    const int scan_inputs = static_cast<int>(num_attr->i());
    const int states = n.input_size() - first_input - scan_inputs;
    RAMMER_CHECK(scan_inputs >= 1 && states >= 0, where, ": num_scan_inputs ", scan_inputs, " for ", n.input_size(),
                 " inputs");
    RAMMER_CHECK(body.input_size() == states + scan_inputs, where, ": the body has ", body.input_size(),
                 " inputs for ", states, " states and ", scan_inputs, " scan inputs");
    RAMMER_CHECK(body.output_size() >= states, where, ": the body has fewer outputs than states");
    const int scan_outputs = body.output_size() - states;
    sc.in_axes = ints_attr(n, "scan_input_axes");
    sc.in_dirs = ints_attr(n, batched ? "directions" : "scan_input_directions");
    std::vector<int64_t> out_axes = ints_attr(n, "scan_output_axes");
    std::vector<int64_t> out_dirs = ints_attr(n, "scan_output_directions");
    sc.in_axes.resize(static_cast<size_t>(scan_inputs), 0);
    sc.in_dirs.resize(static_cast<size_t>(scan_inputs), 0);
    out_axes.resize(static_cast<size_t>(scan_outputs), 0);
    out_dirs.resize(static_cast<size_t>(scan_outputs), 0);

    int64_t length = -1, batch = 1;
    for (int j = 0; j < scan_inputs; ++j) {
      const std::string& input = n.input(first_input + states + j);
      int64_t axis = batched ? 1 : sc.in_axes[static_cast<size_t>(j)];
      const int64_t len = sequence_length(where, input, axis);
      if (!batched) sc.in_axes[static_cast<size_t>(j)] = axis;
      RAMMER_CHECK(length < 0 || len == length, where, ": scan input '", input, "' has ", len, " steps, another ",
                   length);
      length = len;
      if (batched) {
        int64_t batch_axis = 0;
        batch = sequence_length(where, input, batch_axis);
      }
    }
    RAMMER_CHECK(length > 0 || scan_outputs == 0, where, ": a Scan of 0 steps has scan outputs of unknown shape");
    check_size(where, length * batch, body);
    sc.length = length;
    const std::string node_prefix = name + "/";
    auto output = [&](int i) { return i < n.output_size() ? n.output(i) : std::string(); };

    if (!batched) {
      std::vector<std::string> state(n.input().begin(), n.input().begin() + states);
      const std::vector<std::string> scans(n.input().begin() + states, n.input().end());
      std::vector<std::vector<std::string>> slices = run_steps(sc, node_prefix, node_prefix, state, scans, out);
      for (int i = 0; i < states; ++i)
        if (!output(i).empty())
          add_node(out, "Identity", name + "/final" + std::to_string(i), {state[static_cast<size_t>(i)]}, output(i));
      for (int k = 0; k < scan_outputs; ++k) {
        if (output(states + k).empty()) continue;
        std::vector<std::string>& parts = slices[static_cast<size_t>(k)];
        if (out_dirs[static_cast<size_t>(k)] != 0) std::reverse(parts.begin(), parts.end());
        stack(out, node_prefix, parts, out_axes[static_cast<size_t>(k)], output(states + k));
      }
      return;
    }

    if (!n.input(0).empty()) {
      const Tensor* lens = known(n.input(0));
      bool full = lens != nullptr;
      for (int64_t b = 0; full && b < lens->numel(); ++b) full = lens->get_i64(b) == length;
      if (!full)
        RAMMER_UNSUPPORTED(where, ": sequence_lens '", n.input(0), "' is not a constant of full lengths (", length,
                           "); rammerc unrolls only Scans over whole sequences");
    }
    // Each batch element scans alone (the sequence axis is its axis 0); results are stacked on axis 0.
    std::fill(sc.in_axes.begin(), sc.in_axes.end(), 0);
    std::vector<std::vector<std::string>> finals(static_cast<size_t>(body.output_size()));
    for (int64_t b = 0; b < batch; ++b) {
      const std::string prefix = node_prefix + "batch" + std::to_string(b) + "/";
      const std::string index = add_initializer(scalar_i64(prefix + "index", b));
      std::vector<std::string> per_batch;
      for (int i = first_input; i < n.input_size(); ++i) {
        const std::string v = prefix + "input" + std::to_string(i);
        add_node(out, "Gather", v, {n.input(i), index}, v, "axis", 0);
        per_batch.push_back(v);
      }
      std::vector<std::string> state(per_batch.begin(), per_batch.begin() + states);
      const std::vector<std::string> scans(per_batch.begin() + states, per_batch.end());
      std::vector<std::vector<std::string>> slices = run_steps(sc, node_prefix, prefix, state, scans, out);
      for (int i = 0; i < states; ++i) finals[static_cast<size_t>(i)].push_back(state[static_cast<size_t>(i)]);
      for (int k = 0; k < scan_outputs; ++k) {
        const std::string stacked = prefix + "scan_output" + std::to_string(k);
        stack(out, node_prefix, slices[static_cast<size_t>(k)], 0, stacked);
        finals[static_cast<size_t>(states + k)].push_back(stacked);
      }
    }
    for (int i = 0; i < body.output_size(); ++i)
      if (!output(i).empty()) stack(out, node_prefix, finals[static_cast<size_t>(i)], 0, output(i));
  }

  onnx::GraphProto& main_;
  int opset_;
  const std::map<std::string, ShapeHint>& shapes_;
  std::string model_dir_;
  std::map<std::string, Tensor> known_;
  std::map<std::string, Shape> init_dims_;
  std::map<std::string, std::vector<std::string>> producers_;  // the inputs of each value's node, as scanned
  int counter_ = 0;
};

}  // namespace

bool has_loop_nodes(const onnx::ModelProto& model) {
  for (const auto& n : model.graph().node())
    if (is_op(n, "Loop") || is_op(n, "Scan")) return true;
  return false;
}

bool has_scan_nodes(const onnx::ModelProto& model) {
  for (const auto& n : model.graph().node())
    if (is_op(n, "Scan")) return true;
  return false;
}

void unroll_loop_nodes(onnx::ModelProto& model, const std::map<std::string, Tensor>& bound,
                       const std::map<std::string, ShapeHint>& shapes, const std::string& model_dir) {
  if (!has_loop_nodes(model)) return;
  Unroller u(model, bound, shapes, model_dir);
  Nodes out;
  u.unroll(model.graph().node(), out);
  model.mutable_graph()->mutable_node()->Swap(&out);
}

}  // namespace rammer
