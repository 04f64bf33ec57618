// Small Graphs built in C++ for the scheduler tests: only shapes matter (no weights' data).
#pragma once

#include <string>
#include <vector>

#include "frontend/graph/graph.h"

namespace rammer::testing {

// A graph under construction: values by name and shape, nodes appended in topological order.
struct GraphBuilder {
  Graph g;
  explicit GraphBuilder(const std::string& name) { g.name = name; }
  void input(const std::string& name, Shape shape) {
    g.add_value(Value{name, DType::f32, shape, nullptr});
    g.inputs.push_back(name);
  }
  // A weight: a constant of zeros (data is irrelevant to scheduling).
  void weight(const std::string& name, Shape shape) {
    g.add_constant(name, Tensor(DType::f32, shape));
  }
  void ints(const std::string& name, std::vector<int64_t> v) {
    g.add_constant(name, Tensor::from_vector<int64_t>(DType::i64, {static_cast<int64_t>(v.size())}, v));
  }
  Node& node(const std::string& name, const std::string& op, std::vector<std::string> inputs,
             std::vector<std::pair<std::string, Shape>> outputs) {
    Node n;
    n.name = name;
    n.op = op;
    n.opset = 17;
    n.inputs = std::move(inputs);
    for (auto& [out, shape] : outputs) {
      g.add_value(Value{out, DType::f32, shape, nullptr});
      n.outputs.push_back(out);
    }
    g.nodes.push_back(std::move(n));
    return g.nodes.back();
  }
  void output(const std::string& name) { g.outputs.push_back(name); }
};

}  // namespace rammer::testing
