// The operator registry: for every supported ONNX op, its shape/type inference and its reference
// semantics, defined once (CONVENTIONS.md #5, #6).
//
// An op family lives in one file under frontend/ops/ and registers its ops from one function listed
// in op_registry.cc. Inference runs at compile time on Values (dtype, shape, maybe known data);
// evaluation is the plain reference implementation on Tensors. Both throw rammer::Error for bad
// input and rammer::Unsupported for valid input we do not handle (dtype, attribute value).
//
// An op's entry is its one home: later stages attach their hooks for the op to it, as TVM's op
// attributes do, and look them up there: rtask's OpSplit (rtask/op_split.h: the rTask split and its
// kernel choice) and backends/plan's OpLowering (backends/plan/op_lowering.h: per rOperator family,
// the tile kernel's lowering or reference only). The frontend knows nothing of those stages: a hook
// is any copyable type, keyed by that type.
#pragma once

#include <any>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <typeindex>
#include <vector>

#include "frontend/graph/graph.h"

namespace rammer {

// What inference sees of one input: a Value plus its data when it is known at compile time
// (a constant, or a small value computed from constants and static shapes, e.g. by Shape).
struct InferInput {
  const Value* value = nullptr;  // nullptr when the optional input is omitted
  const Tensor* known = nullptr;
};

class InferContext {
 public:
  InferContext(const Node& node, std::vector<InferInput> inputs);

  const Node& node() const { return node_; }
  const Attributes& attrs() const { return node_.attrs; }
  int opset() const { return node_.opset; }
  size_t num_inputs() const { return inputs_.size(); }
  bool has_input(size_t i) const { return i < inputs_.size() && inputs_[i].value != nullptr; }
  const Value& input(size_t i) const;          // throws naming the node if absent
  const Shape& shape(size_t i) const { return input(i).shape; }
  DType dtype(size_t i) const { return input(i).dtype; }
  int64_t rank(size_t i) const { return static_cast<int64_t>(shape(i).size()); }
  // The input's data if known at compile time; nullptr otherwise.
  const Tensor* known(size_t i) const { return has_input(i) ? inputs_[i].known : nullptr; }
  // The input's data, or an Error saying the output shape depends on runtime data.
  const Tensor& require_known(size_t i, const char* what) const;

  size_t num_outputs() const { return node_.outputs.size(); }
  bool has_output(size_t i) const { return i < node_.outputs.size() && !node_.outputs[i].empty(); }
  void set_output(size_t i, DType dtype, Shape shape);
  // Also records output i's data when inference can compute it from shapes alone (Shape, Size).
  void set_known_output(size_t i, Tensor t);

  // Throws Unsupported unless input i has one of the dtypes.
  void require_dtype(size_t i, std::initializer_list<DType> allowed) const;

  struct Out {
    bool set = false;
    DType dtype = DType::f32;
    Shape shape;
    std::shared_ptr<const Tensor> known;  // set by set_known_output
  };
  const std::vector<Out>& outputs() const { return outputs_; }

 private:
  const Node& node_;
  std::vector<InferInput> inputs_;
  std::vector<Out> outputs_;
};

class EvalContext {
 public:
  EvalContext(const Node& node, std::vector<const Tensor*> inputs);

  const Node& node() const { return node_; }
  const Attributes& attrs() const { return node_.attrs; }
  int opset() const { return node_.opset; }
  size_t num_inputs() const { return inputs_.size(); }
  bool has_input(size_t i) const { return i < inputs_.size() && inputs_[i] != nullptr; }
  const Tensor& input(size_t i) const;  // throws naming the node if absent
  size_t num_outputs() const { return node_.outputs.size(); }
  bool has_output(size_t i) const { return i < node_.outputs.size() && !node_.outputs[i].empty(); }
  void set_output(size_t i, Tensor t);
  std::vector<Tensor>& outputs() { return outputs_; }

 private:
  const Node& node_;
  std::vector<const Tensor*> inputs_;
  std::vector<Tensor> outputs_;
};

using InferFn = std::function<void(InferContext&)>;
using EvalFn = std::function<void(EvalContext&)>;

// How the reference computes an f16 or bf16 op whose implementation has only f32/f64 arithmetic:
// `eval` runs on f32 copies of the f16/bf16 inputs, and every f32 output is rounded once to input 0's
// dtype (fp32 arithmetic, the op's output rounded, as for every f16/bf16 op; docs/ops.md).
void eval_half_through_f32(EvalContext& ctx, const EvalFn& eval);

struct OpSchema {
  std::string op;
  std::string domain;        // "" = ai.onnx
  int min_opset = 7;         // the opset range whose semantics the implementation covers
  int max_opset = 21;
  std::vector<std::string> attributes;  // supported attributes, for docs/ops.md
  std::string notes;                    // one line for docs/ops.md (limits, dtypes)
  InferFn infer;
  EvalFn eval;

  // The hook of type Hook a later stage attached to this op (OpRegistry::attach), or nullptr.
  template <class Hook>
  const Hook* hook() const;
};

class OpRegistry {
 public:
  static const OpRegistry& instance();  // all ops, registered on first use
  void add(OpSchema schema);
  // The schema for (op, domain), or nullptr when the op is unknown.
  const OpSchema* find(const std::string& op, const std::string& domain) const;
  const std::vector<OpSchema>& all() const { return schemas_; }

  // Attaches a later stage's hook to the ai.onnx op `op`; throws when the op is unknown or already
  // has a hook of this type (a stage lists each op once). Called from register_<stage>_hooks().
  template <class Hook>
  static void attach(const std::string& op, Hook hook) {
    attach_any(op, std::type_index(typeid(Hook)), std::any(std::move(hook)));
  }

 private:
  friend struct OpSchema;
  static void attach_any(const std::string& op, std::type_index type, std::any hook);
  static const std::any* find_hook(const OpSchema& schema, std::type_index type);

  std::vector<OpSchema> schemas_;  // fixed once instance() has built it: hooks key on the addresses
  // Each hook type is attached at most once per op, from the owning stage's register_<stage>_hooks()
  // (std::call_once), and never changed after: a pointer hook() returned stays valid. Reads and
  // attachments lock, so one stage may attach while another reads its own hooks.
  std::map<std::pair<const OpSchema*, std::type_index>, std::any> hooks_;
};

template <class Hook>
const Hook* OpSchema::hook() const {
  return std::any_cast<Hook>(OpRegistry::find_hook(*this, std::type_index(typeid(Hook))));
}

// Looks up the node's op and opset; throws Unsupported naming node, op, domain and opset.
const OpSchema& schema_for(const Node& node);

// Runs the schema's inference and returns output i's (dtype, shape); wraps errors with the node.
std::vector<InferContext::Out> infer_node(const Node& node, std::vector<InferInput> inputs);
// Runs the schema's reference evaluation; wraps errors with the node.
std::vector<Tensor> eval_node(const Node& node, std::vector<const Tensor*> inputs);

// One function per op family (each in its own file under frontend/ops/).
void register_elementwise_ops(OpRegistry& r);    // elementwise.cc: arithmetic, unary, activations
void register_reduction_ops(OpRegistry& r);      // reduction.cc: Reduce*, ArgMax/Min, Softmax
void register_normalization_ops(OpRegistry& r);  // normalization.cc: BatchNorm, LayerNorm, ...
void register_conv_ops(OpRegistry& r);           // conv.cc: Conv, ConvTranspose
void register_pool_ops(OpRegistry& r);           // pool.cc: MaxPool, AveragePool, Global*
void register_linalg_ops(OpRegistry& r);         // linalg.cc: Gemm, MatMul
void register_tensor_ops(OpRegistry& r);         // tensor_ops.cc: shape and data movement, Pad
void register_rnn_ops(OpRegistry& r);            // rnn.cc: LSTM, GRU, RNN
void register_resize_ops(OpRegistry& r);         // resize.cc: Resize, Upsample
void register_control_flow_ops(OpRegistry& r);   // control_flow.cc: IfSelect (the join of a spliced If)

}  // namespace rammer
