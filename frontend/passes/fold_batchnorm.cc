// fold_batchnorm: inference BatchNormalization after a Conv is folded into the Conv's weight and bias.
//
// Expects: a verified graph in topological order with static shapes.
// Guarantees: a BatchNormalization node is removed when
//   - it is in inference mode (training_mode absent or 0; only output Y is present; spatial != 0),
//   - its input X is written by a Conv (any group count, with or without bias) whose weight and bias
//     are float constants, and X has no other reader and is not a graph output,
//   - scale, B, mean and var are float constants of shape [M] (M = Conv output channels).
// The Conv then writes Y directly with a new weight and bias (fresh constant names; the old ones are
// dropped when nothing else reads them), per output channel m with f = scale[m] / sqrt(var[m] + eps):
//   w'[m,...] = w[m,...] * f,   b'[m] = (b[m] - mean[m]) * f + B[m]   (b = 0 when absent).
// Arithmetic is in double, rounded once to the weight's dtype.
#include <cmath>

#include "frontend/passes/pass_util.h"
#include "frontend/passes/pipeline.h"

namespace rammer {

namespace {

// A float constant of shape [m], or nullptr.
const Tensor* channel_constant(const Graph& g, const std::string& name, int64_t m) {
  const Tensor* t = name.empty() ? nullptr : g.constant(name);
  if (!t || !dtype_is_float(t->dtype()) || t->shape() != Shape{m}) return nullptr;
  return t;
}

bool is_inference_bn(const Node& bn) {
  if (!bn.domain.empty() || bn.op != "BatchNormalization" || bn.inputs.size() != 5) return false;
  if (bn.attrs.get_int("training_mode", 0) != 0 || bn.attrs.get_int("spatial", 1) == 0) return false;
  if (bn.attrs.get_int("is_test", 1) == 0) return false;
  for (size_t k = 1; k < bn.outputs.size(); ++k)
    if (!bn.outputs[k].empty()) return false;
  return !bn.outputs.empty() && !bn.outputs[0].empty();
}

// Folds bn (index b) into the Conv at index c; returns false when a precondition fails.
bool try_fold(Graph& g, size_t c, size_t b) {
  Node& conv = g.nodes[c];
  const Node& bn = g.nodes[b];
  const Tensor* w = g.constant(conv.input(1));
  if (!w || !dtype_is_float(w->dtype()) || w->rank() < 3) return false;
  const int64_t m = w->dim(0);
  const Tensor* bias = nullptr;
  if (!conv.input(2).empty()) {
    bias = channel_constant(g, conv.input(2), m);
    if (!bias) return false;
  }
  const Tensor* scale = channel_constant(g, bn.input(1), m);
  const Tensor* shift = channel_constant(g, bn.input(2), m);
  const Tensor* mean = channel_constant(g, bn.input(3), m);
  const Tensor* var = channel_constant(g, bn.input(4), m);
  if (!scale || !shift || !mean || !var) return false;
  const double eps = bn.attrs.get_float("epsilon", 1e-5f);

  Tensor new_w = *w;
  Tensor new_b(bias ? bias->dtype() : w->dtype(), {m});
  const int64_t per_channel = w->numel() / m;
  for (int64_t oc = 0; oc < m; ++oc) {
    const double f = scale->get_f64(oc) / std::sqrt(var->get_f64(oc) + eps);
    for (int64_t j = 0; j < per_channel; ++j) {
      const int64_t idx = oc * per_channel + j;
      new_w.set_f64(idx, w->get_f64(idx) * f);
    }
    const double b0 = bias ? bias->get_f64(oc) : 0.0;
    new_b.set_f64(oc, (b0 - mean->get_f64(oc)) * f + shift->get_f64(oc));
  }
  const std::string w_name = g.fresh_name(conv.input(1) + "_bn");
  const std::string b_name = g.fresh_name(bias ? conv.input(2) + "_bn" : conv.name + "_bias");
  g.add_constant(w_name, std::move(new_w));
  g.add_constant(b_name, std::move(new_b));
  const std::string x = conv.outputs[0];
  conv.inputs.resize(3);
  conv.inputs[1] = w_name;
  conv.inputs[2] = b_name;
  conv.outputs[0] = bn.outputs[0];
  g.remove_value(x);
  return true;
}

}  // namespace

void fold_batchnorm(Graph& g) {
  std::vector<bool> remove(g.nodes.size(), false);
  for (size_t b = 0; b < g.nodes.size(); ++b) {
    const Node& bn = g.nodes[b];
    if (!is_inference_bn(bn)) continue;
    const std::string& x = bn.input(0);
    const int c = g.producer(x);
    if (c < 0) continue;
    const Node& conv = g.nodes[static_cast<size_t>(c)];
    if (!conv.domain.empty() || conv.op != "Conv" || conv.outputs.size() != 1) continue;
    if (g.is_output(x) || g.consumers(x).size() != 1) continue;
    if (try_fold(g, static_cast<size_t>(c), b)) remove[b] = true;
  }
  erase_nodes(g, remove);
  // The replaced weights and biases, unless another node still reads them.
  g.prune_values();
}

}  // namespace rammer
