// Elementwise ops: the f32 scalar formulas, shared by the reference interpreter and by fusion.
//
// The reference implementation of every plain unary/binary float op (Relu, Sigmoid, LeakyRelu,
// Add, Pow, PRelu, ...) is one scalar function per op in a table (elementwise.cc,
// elementwise_binary.cc). elementwise_scalar_fn hands out exactly the function the interpreter
// applies to f32 data, so a later pass that fuses elementwise chains into a kernel epilogue can
// evaluate (or check itself against) the same formula without re-implementing the op.
#pragma once

#include <functional>
#include <string>

#include "frontend/graph/graph.h"
#include "frontend/ops/op_util.h"

namespace rammer {

class OpRegistry;

struct ElementwiseScalarFn {
  int arity = 0;                                // 1 or 2
  std::function<float(float)> unary;            // set when arity == 1
  std::function<float(float, float)> binary;    // set when arity == 2: (input 0, input 1)
};

// Fills `out` with the f32 scalar formula of `op` (ai.onnx) under `attrs` and returns true, or
// returns false when `op` is not a plain float elementwise op: comparisons and logic (bool
// results), Where, Cast, Clip (its bounds are inputs since opset 11: fuse it as Max/Min with the
// constant bounds), and unknown ops.
// Unary ops: Relu, Sigmoid, Tanh, Exp, Log, Sqrt, Erf, Neg, Abs, Reciprocal, Floor, Ceil, Round,
// Sign, the trigonometric family, and the activations with attributes (LeakyRelu alpha, Elu,
// Selu, Celu, HardSigmoid, HardSwish, ThresholdedRelu, Softplus, Softsign, Mish, Gelu approximate).
// Binary ops: Add, Sub, Mul, Div, Pow, Mod (fmod attr), PRelu, and the variadic Max, Min, Sum,
// Mean as their two-input formula (Mean = (a + b) / 2): only a node with exactly two inputs is
// that formula, so a fusion pass must check the input count.
// Throws Unsupported for an attribute value the op does not support (e.g. Gelu approximate=foo).
bool elementwise_scalar_fn(const std::string& op, const Attributes& attrs, ElementwiseScalarFn* out);

// Calls f(out_index, a_index, b_index) for every element of `out` (the broadcast of shapes a and
// b), with the flat indices of the input elements that broadcast to it. Equal shapes skip the
// index maps.
template <class F>
void for_each_broadcast(const Shape& a, const Shape& b, const Shape& out, F&& f) {
  const int64_t n = shape_numel(out);
  if (a == out && b == out) {
    for (int64_t i = 0; i < n; ++i) f(i, i, i);
    return;
  }
  const std::vector<int64_t> ma = broadcast_index_map(a, out);
  const std::vector<int64_t> mb = broadcast_index_map(b, out);
  for (int64_t i = 0; i < n; ++i) f(i, ma[static_cast<size_t>(i)], mb[static_cast<size_t>(i)]);
}

// Parts of register_elementwise_ops (declared in op_registry.h), one per file.
void register_elementwise_unary_ops(OpRegistry& r);   // elementwise.cc
void register_elementwise_binary_ops(OpRegistry& r);  // elementwise_binary.cc
void register_elementwise_logic_ops(OpRegistry& r);   // elementwise_logic.cc: compare, logic, Where, Cast

// The binary half of elementwise_scalar_fn (elementwise_binary.cc).
bool elementwise_binary_scalar_fn(const std::string& op, const Attributes& attrs,
                                  std::function<float(float, float)>* out);

}  // namespace rammer
