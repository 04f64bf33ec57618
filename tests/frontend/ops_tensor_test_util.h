// Helpers for the tensor-op tests: build a node, run inference and evaluation on literal tensors.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "frontend/ops/op_registry.h"

namespace rammer::tensor_test {

inline Tensor f32(Shape s, std::vector<float> v) {
  return Tensor::from_vector<float>(DType::f32, std::move(s), v);
}
inline Tensor i64(Shape s, std::vector<int64_t> v) {
  return Tensor::from_vector<int64_t>(DType::i64, std::move(s), v);
}
inline Tensor i32(Shape s, std::vector<int32_t> v) {
  return Tensor::from_vector<int32_t>(DType::i32, std::move(s), v);
}
inline Tensor ints(std::vector<int64_t> v) {
  const int64_t n = static_cast<int64_t>(v.size());
  return i64({n}, std::move(v));
}
// 0, 1, 2, ... as f32.
inline Tensor iota(Shape s) {
  Tensor t(DType::f32, std::move(s));
  for (int64_t i = 0; i < t.numel(); ++i) t.data<float>()[i] = static_cast<float>(i);
  return t;
}

inline Node make_node(const std::string& op, int opset, size_t n_inputs, size_t n_outputs = 1,
                      Attributes attrs = {}) {
  Node n;
  n.name = "n";
  n.op = op;
  n.opset = opset;
  n.attrs = std::move(attrs);
  for (size_t i = 0; i < n_inputs; ++i) n.inputs.push_back("in" + std::to_string(i));
  for (size_t i = 0; i < n_outputs; ++i) n.outputs.push_back("out" + std::to_string(i));
  return n;
}

// An input given to run(): data, or nullopt for an omitted optional input. `known` = false hides the
// data from inference (a runtime value).
struct In {
  std::optional<Tensor> t;
  bool known = true;
  In(Tensor x, bool k = true) : t(std::move(x)), known(k) {}  // NOLINT: implicit for brevity
  In(std::nullopt_t) {}                                       // NOLINT
};

struct RunResult {
  std::vector<InferContext::Out> inferred;
  std::vector<Tensor> outputs;
};

// Infers then evaluates `node`, checking that both agree on every output's dtype and shape.
inline RunResult run_node(Node node, const std::vector<In>& inputs) {
  std::vector<Value> values(inputs.size());
  std::vector<InferInput> infer_in;
  std::vector<const Tensor*> eval_in;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (!inputs[i].t) {
      node.inputs[i] = "";
      infer_in.push_back({});
      eval_in.push_back(nullptr);
      continue;
    }
    values[i] = Value{node.inputs[i], inputs[i].t->dtype(), inputs[i].t->shape(), nullptr};
    infer_in.push_back({&values[i], inputs[i].known ? &*inputs[i].t : nullptr});
    eval_in.push_back(&*inputs[i].t);
  }
  RunResult r;
  r.inferred = infer_node(node, infer_in);
  r.outputs = eval_node(node, eval_in);
  for (size_t i = 0; i < r.outputs.size(); ++i) {
    EXPECT_EQ(r.outputs[i].dtype(), r.inferred[i].dtype) << node.op << " output " << i;
    EXPECT_EQ(r.outputs[i].shape(), r.inferred[i].shape) << node.op << " output " << i;
  }
  return r;
}

// Runs and returns output 0.
inline Tensor run1(Node node, const std::vector<In>& inputs) {
  return run_node(std::move(node), inputs).outputs.at(0);
}

inline Attributes attrs(std::initializer_list<std::pair<const std::string, AttrValue>> kv) {
  Attributes a;
  for (const auto& [k, v] : kv) a.set(k, v);
  return a;
}

// Checks dtype, shape and values (compared as doubles, exactly: data movement never rounds).
inline void expect_tensor(const Tensor& t, DType dtype, const Shape& shape,
                          const std::vector<double>& values) {
  ASSERT_EQ(t.dtype(), dtype);
  ASSERT_EQ(t.shape(), shape);
  ASSERT_EQ(t.numel(), static_cast<int64_t>(values.size()));
  for (int64_t i = 0; i < t.numel(); ++i)
    EXPECT_EQ(t.get_f64(i), values[static_cast<size_t>(i)]) << "element " << i;
}

}  // namespace rammer::tensor_test
