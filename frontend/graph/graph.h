// The Graph IR: named tensors (values) with static shapes, nodes in topological order.
//
// Names are identities, as in ONNX: a node reads and writes values by name, "" marks an omitted
// optional input. After the frontend, every value has a dtype and a fully static shape; constants
// (initializers, folded results) carry their data. Passes keep `nodes` topologically sorted
// (Graph::verify checks it).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "frontend/graph/tensor.h"

namespace rammer {

using AttrValue = std::variant<int64_t, float, std::string, std::vector<int64_t>, std::vector<float>,
                               std::vector<std::string>, Tensor>;

// Node attributes, ordered by name so printing is stable.
class Attributes {
 public:
  bool has(const std::string& name) const { return map_.count(name) != 0; }
  void set(const std::string& name, AttrValue v) { map_[name] = std::move(v); }
  void erase(const std::string& name) { map_.erase(name); }
  const std::map<std::string, AttrValue>& all() const { return map_; }

  // Typed getters: a missing attribute yields the default; a present one of the wrong kind throws.
  int64_t get_int(const std::string& name, int64_t dflt) const;
  float get_float(const std::string& name, float dflt) const;
  std::string get_string(const std::string& name, const std::string& dflt) const;
  std::vector<int64_t> get_ints(const std::string& name, std::vector<int64_t> dflt = {}) const;
  std::vector<float> get_floats(const std::string& name, std::vector<float> dflt = {}) const;
  std::vector<std::string> get_strings(const std::string& name,
                                       std::vector<std::string> dflt = {}) const;
  const Tensor* get_tensor(const std::string& name) const;  // nullptr when absent
  int64_t require_int(const std::string& name) const;

 private:
  std::map<std::string, AttrValue> map_;
};

// A tensor of the graph: an input, an intermediate, an output or a constant.
struct Value {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;                             // static after the frontend; -1 only while loading
  std::shared_ptr<const Tensor> constant;  // set for initializers and folded results

  bool is_constant() const { return constant != nullptr; }
};

struct Node {
  std::string name;                 // unique in the graph (the frontend names unnamed nodes)
  std::string op;                   // ONNX op_type, e.g. "Conv"
  std::string domain;               // "" for the default ai.onnx domain
  int opset = 0;                    // opset version of `domain` the model imports
  Attributes attrs;
  std::vector<std::string> inputs;  // "" = omitted optional input
  std::vector<std::string> outputs;
  // Set by the epilogue-marking pass: the Conv/Gemm/MatMul node whose output this elementwise node
  // post-processes, so code generation can apply it in that node's epilogue.
  std::string epilogue_of;

  // Input i, or "" when absent/omitted.
  const std::string& input(size_t i) const {
    static const std::string kNone;
    return i < inputs.size() ? inputs[i] : kNone;
  }
};

class Graph {
 public:
  std::string name;
  std::map<std::string, int> opset_imports;  // domain ("" = ai.onnx) -> version
  std::vector<std::string> inputs;           // runtime inputs, in order (never constants)
  std::vector<std::string> outputs;          // graph outputs, in order
  std::vector<Node> nodes;                   // topological order

  // Value table.
  bool has_value(const std::string& name) const { return values_.count(name) != 0; }
  Value& value(const std::string& name);  // throws if unknown
  const Value& value(const std::string& name) const;
  Value* find_value(const std::string& name);
  const Value* find_value(const std::string& name) const;
  Value& add_value(Value v);  // replaces an existing value of the same name
  void remove_value(const std::string& name) { values_.erase(name); }
  const std::map<std::string, Value>& values() const { return values_; }

  // Convenience: the constant data of `name`, or nullptr when it is not a constant.
  const Tensor* constant(const std::string& name) const;
  Value& add_constant(const std::string& name, Tensor t);

  // A value name not yet used, starting from `base`.
  std::string fresh_name(const std::string& base) const;

  // Index of the node that produces `value`, or -1 (graph input, constant, unknown).
  int producer(const std::string& value) const;
  // Indices of nodes that read `value`.
  std::vector<int> consumers(const std::string& value) const;
  bool is_output(const std::string& value) const;

  // Reorders `nodes` topologically (stable: keeps the current order where it is valid). Throws on a
  // cycle or on a node that reads a value nobody defines.
  void topo_sort();
  // Drops values that no node, input or output refers to.
  void prune_values();
  // Checks the invariants: unique node names and outputs, every input defined before use, outputs
  // defined, every value has a static shape. Throws rammer::Error naming the offender.
  void verify() const;

 private:
  std::map<std::string, Value> values_;
};

}  // namespace rammer
