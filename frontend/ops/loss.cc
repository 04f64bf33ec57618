// NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss (reference only): the losses exporters leave in
// graphs that compute a loss beside the prediction.
//
// Input [N, C, d1, ...] (or [N, C]), targets [N, d1, ...] of class indices, optional class weights [C],
// reduction none / sum / mean, and ignore_index (those positions count zero and leave the mean's
// denominator). Mean divides by the sum of the gathered weights (1 each without weights), as the
// spec's reference does. Sums run in double; results are in the input's dtype.
#include <algorithm>
#include <cmath>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

void check_loss_inputs(InferContext& c) {
  c.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16});
  c.require_dtype(1, {DType::i32, DType::i64});
  RAMMER_CHECK(c.rank(0) >= 2, "the input needs rank >= 2 ([N, C, ...]), got ", shape_str(c.shape(0)));
  Shape want = c.shape(0);
  want.erase(want.begin() + 1);
  RAMMER_CHECK(c.shape(1) == want, "the target's shape ", shape_str(c.shape(1)), " is not the input's without C, ",
               shape_str(want));
  if (c.has_input(2))
    RAMMER_CHECK(c.shape(2) == Shape{c.shape(0)[1]}, "the weights must have shape [C] = [", c.shape(0)[1], "]");
  const std::string reduction = c.attrs().get_string("reduction", "mean");
  RAMMER_CHECK(reduction == "none" || reduction == "sum" || reduction == "mean", "reduction '", reduction,
               "' is not none, sum or mean");
}

void infer_loss(InferContext& c) {
  check_loss_inputs(c);
  const bool none = c.attrs().get_string("reduction", "mean") == "none";
  c.set_output(0, c.dtype(0), none ? c.shape(1) : Shape{});
  if (c.has_output(1)) c.set_output(1, c.dtype(0), c.shape(0));  // SoftmaxCrossEntropyLoss's log_prob
}

// The loss of log-probabilities `logp` [N, C, D...] for `target`.
Tensor nll(const Tensor& logp, const Tensor& target, const Tensor* weight, const Attributes& attrs) {
  const int64_t N = logp.dim(0), C = logp.dim(1);
  const int64_t D = logp.numel() / std::max<int64_t>(1, N * C);
  const bool has_ignore = attrs.has("ignore_index");
  const int64_t ignore = attrs.get_int("ignore_index", 0);
  const std::string reduction = attrs.get_string("reduction", "mean");
  Tensor per(logp.dtype(), target.shape());
  double sum = 0, weights = 0;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t d = 0; d < D; ++d) {
      const int64_t t = target.get_i64(n * D + d);
      double loss = 0, w = 0;
      if (!(has_ignore && t == ignore)) {
        RAMMER_CHECK(t >= 0 && t < C, "target ", t, " at position ", n * D + d, " is not a class in [0, ", C, ")");
        w = weight == nullptr ? 1.0 : weight->get_f64(t);
        loss = -logp.get_f64((n * C + t) * D + d) * w;
      }
      per.set_f64(n * D + d, loss);
      sum += loss;
      weights += w;
    }
  if (reduction == "none") return per;
  Tensor out(logp.dtype(), {});
  out.set_f64(0, reduction == "sum" ? sum : sum / weights);
  return out;
}

void eval_nll(EvalContext& c) {
  c.set_output(0, nll(c.input(0), c.input(1), c.has_input(2) ? &c.input(2) : nullptr, c.attrs()));
}

// log_softmax over axis 1, then the NLL of it.
void eval_softmax_cross_entropy(EvalContext& c) {
  const Tensor& x = c.input(0);
  const int64_t N = x.dim(0), C = x.dim(1);
  const int64_t D = x.numel() / std::max<int64_t>(1, N * C);
  Tensor logp(x.dtype(), x.shape());
  for (int64_t n = 0; n < N; ++n)
    for (int64_t d = 0; d < D; ++d) {
      double mx = -INFINITY, s = 0;
      for (int64_t k = 0; k < C; ++k) mx = std::max(mx, x.get_f64((n * C + k) * D + d));
      for (int64_t k = 0; k < C; ++k) s += std::exp(x.get_f64((n * C + k) * D + d) - mx);
      for (int64_t k = 0; k < C; ++k)
        logp.set_f64((n * C + k) * D + d, x.get_f64((n * C + k) * D + d) - mx - std::log(s));
    }
  c.set_output(0, nll(logp, c.input(1), c.has_input(2) ? &c.input(2) : nullptr, c.attrs()));
  if (c.has_output(1)) c.set_output(1, std::move(logp));
}

}  // namespace

void register_loss_ops(OpRegistry& r) {
  r.add({"NegativeLogLikelihoodLoss", "", 12, 21, {"ignore_index", "reduction"},
         "f32, f64, f16, bf16; i32/i64 targets; optional class weights", infer_loss, eval_nll});
  r.add({"SoftmaxCrossEntropyLoss", "", 12, 21, {"ignore_index", "reduction"},
         "log_softmax over axis 1, then NegativeLogLikelihoodLoss; optional log_prob output", infer_loss,
         eval_softmax_cross_entropy});
}

}  // namespace rammer
