// The text form of the Graph IR, used by --print-after, tests and humans.
//
//   graph main opset=17
//   input x f32[1,3,8,8]
//   const w f32[4,3,3,3] = <108 values, fnv1a 9c1d0e4a>
//   const shape i64[2] = [1,-1]
//   node conv_0 = Conv(x, w, "") -> y f32[1,4,8,8] {pads=[1,1,1,1], strides=[1,1]}
//   node relu_0 = Relu(y) -> z f32[1,4,8,8] @epilogue(conv_0)
//   output z
//
// Names matching [A-Za-z0-9_.:/-]+ print bare, others in double quotes; "" is an omitted input.
// Other opset imports print as opset=17,com.microsoft=1; a node in another domain as domain.Op.
// Constants of at most kInlineElements elements print their values (floats always with '.' or
// 'e', so the parser tells them from ints); larger ones print a count and a hash. Attributes print
// ints bare, floats like constants, strings quoted, lists in [], tensors as `tensor <decl> = ...`.
#pragma once

#include <string>
#include <string_view>

#include "frontend/graph/graph.h"

namespace rammer {

constexpr int64_t kInlineElements = 16;

std::string print_graph(const Graph& g);
// Parses the text form back. Constants must be inline (hashed ones cannot be rebuilt) unless
// `allow_hashed_constants`, which fills them with zeros. Throws rammer::Error with a line number.
Graph parse_graph(std::string_view text, bool allow_hashed_constants = false);

// Pieces of the printer, shared with other IR printers.
std::string quote_name(const std::string& name);  // bare when safe, quoted otherwise
std::string quote_string(const std::string& text);  // always quoted, '"' and '\\' escaped
std::string format_scalar(double v, bool is_float);
std::string format_tensor_values(const Tensor& t);  // "[1,2,3]" or "<N values, fnv1a XXXXXXXX>"

}  // namespace rammer
