#include "frontend/analysis/graph_stats.h"

#include <set>

#include <nlohmann/json.hpp>

namespace rammer {

namespace {

const std::set<std::string>& elementwise_ops() {
  static const std::set<std::string> ops = {
      "Abs",   "Acos",     "Acosh",       "Add",       "And",         "Asin",      "Asinh",      "Atan",
      "Atanh", "BitShift", "Ceil",        "Celu",      "Clip",        "Cos",       "Cosh",       "Div",
      "Elu",   "Equal",    "Erf",         "Exp",       "Floor",       "Gelu",      "Greater",    "GreaterOrEqual",
      "HardSigmoid", "HardSwish", "IsInf", "IsNaN",    "LeakyRelu",   "Less",      "LessOrEqual", "Log",
      "Max",   "Mean",     "Min",         "Mish",      "Mod",         "Mul",       "Neg",        "Not",
      "Or",    "Pow",      "PRelu",       "Reciprocal", "Relu",       "Round",     "Selu",       "Shrink",
      "Sigmoid", "Sign",   "Sin",         "Sinh",      "Softplus",    "Softsign",  "Sqrt",       "Sub",
      "Sum",   "Tan",      "Tanh",        "ThresholdedRelu", "Where", "Xor"};
  return ops;
}

int64_t prod(const Shape& s, size_t from = 0) {
  int64_t p = 1;
  for (size_t i = from; i < s.size(); ++i) p *= s[i];
  return p;
}

}  // namespace

int64_t node_flops(const Graph& g, const Node& n) {
  auto shape_in = [&](size_t i) -> const Shape& {
    static const Shape kNone;
    return n.input(i).empty() ? kNone : g.value(n.input(i)).shape;
  };
  auto numel_in = [&](size_t i) { return n.input(i).empty() ? 0 : shape_numel(shape_in(i)); };
  const int64_t out = n.outputs.empty() || n.outputs[0].empty() ? 0 : shape_numel(g.value(n.outputs[0]).shape);
  const std::string& op = n.op;
  if (!n.domain.empty()) return 0;

  if (op == "Conv") {
    const int64_t bias = n.input(2).empty() ? 0 : out;
    return 2 * out * prod(shape_in(1), 1) + bias;  // W: [M, C/group, k...]
  }
  if (op == "ConvTranspose") {
    const int64_t bias = n.input(2).empty() ? 0 : out;
    return 2 * numel_in(0) * prod(shape_in(1), 1) + bias;  // W: [C, M/group, k...]
  }
  if (op == "Gemm") {
    const Shape& a = shape_in(0);
    if (a.size() != 2) return 0;
    const int64_t k = n.attrs.get_int("transA", 0) ? a[0] : a[1];
    return 2 * out * k + (n.input(2).empty() ? 0 : out);
  }
  if (op == "MatMul") {
    const Shape& a = shape_in(0);
    return a.empty() ? 0 : 2 * out * a.back();
  }
  if (op == "LSTM" || op == "GRU" || op == "RNN") {
    const Shape& x = shape_in(0);
    const Shape& w = shape_in(1);  // [dirs, G*H, input]
    const Shape& r = shape_in(2);  // [dirs, G*H, H]
    if (x.size() != 3 || w.size() != 3 || r.size() != 3) return 0;
    const bool batch_first = n.attrs.get_int("layout", 0) != 0;
    const int64_t seq = batch_first ? x[1] : x[0];
    const int64_t batch = batch_first ? x[0] : x[1];
    return 2 * seq * batch * w[0] * w[1] * (w[2] + r[2]);
  }
  if (elementwise_ops().count(op)) return out;
  if (op == "MaxPool" || op == "AveragePool" || op == "LpPool") return out * prod(n.attrs.get_ints("kernel_shape"));
  if (op == "GlobalMaxPool" || op == "GlobalAveragePool" || op == "GlobalLpPool") return numel_in(0);
  if (op.rfind("Reduce", 0) == 0 || op == "ArgMax" || op == "ArgMin") return numel_in(0);
  if (op == "Softmax" || op == "LogSoftmax" || op == "Hardmax") return 3 * numel_in(0);
  if (op == "BatchNormalization") return 2 * numel_in(0);
  if (op == "LayerNormalization" || op == "InstanceNormalization" || op == "GroupNormalization")
    return 5 * numel_in(0);
  if (op == "LRN") return n.attrs.get_int("size", 1) * numel_in(0);
  if (op == "Resize" || op == "Upsample") return n.attrs.get_string("mode", "nearest") == "nearest" ? 0 : 4 * out;
  return 0;
}

GraphStats graph_stats(const Graph& g) {
  GraphStats s;
  s.nodes = static_cast<int64_t>(g.nodes.size());
  for (const Node& n : g.nodes) {
    const std::string key = n.domain.empty() ? n.op : n.domain + "." + n.op;
    ++s.ops[key];
    const int64_t f = node_flops(g, n);
    s.flops += f;
    s.flops_by_op[key] += f;
  }
  for (const auto& [name, v] : g.values()) {
    ++s.values;
    const int64_t bytes = shape_numel(v.shape) * static_cast<int64_t>(dtype_size(v.dtype));
    if (v.is_constant()) {
      ++s.constants;
      s.parameter_bytes += bytes;
    } else {
      s.activation_bytes += bytes;
    }
  }
  for (const auto& name : g.inputs) s.inputs.push_back({name, g.value(name).dtype, g.value(name).shape});
  for (const auto& name : g.outputs) s.outputs.push_back({name, g.value(name).dtype, g.value(name).shape});
  return s;
}

nlohmann::json graph_stats_json(const GraphStats& s) {
  auto io = [](const std::vector<IoTensorStats>& list) {
    nlohmann::json a = nlohmann::json::array();
    for (const auto& t : list)
      a.push_back({{"name", t.name}, {"dtype", std::string(dtype_name(t.dtype))}, {"shape", t.shape}});
    return a;
  };
  return {{"nodes", s.nodes},
          {"ops", s.ops},
          {"values", s.values},
          {"constants", s.constants},
          {"parameter_bytes", s.parameter_bytes},
          {"activation_bytes", s.activation_bytes},
          {"flops", s.flops},
          {"flops_by_op", s.flops_by_op},
          {"inputs", io(s.inputs)},
          {"outputs", io(s.outputs)}};
}

}  // namespace rammer
