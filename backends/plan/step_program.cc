#include "backends/plan/step_program.h"

#include <cfloat>
#include <cmath>
#include <map>

namespace rammer::plan_detail {

namespace {

using kernels::ElemOp;
using kernels::ElemStep;

struct UnaryInfo {
  ElemOp op;
  const char* alpha_attr;
  float alpha;
  const char* beta_attr;
  float beta;
};

const std::map<std::string, UnaryInfo>& unary_ops() {
  static const std::map<std::string, UnaryInfo> k = {
      {"Identity", {ElemOp::copy, "", 0, "", 0}},
      {"Neg", {ElemOp::neg, "", 0, "", 0}},
      {"Abs", {ElemOp::abs, "", 0, "", 0}},
      {"Relu", {ElemOp::relu, "", 0, "", 0}},
      {"Sigmoid", {ElemOp::sigmoid, "", 0, "", 0}},
      {"Tanh", {ElemOp::tanh, "", 0, "", 0}},
      {"Exp", {ElemOp::exp, "", 0, "", 0}},
      {"Log", {ElemOp::log, "", 0, "", 0}},
      {"Sqrt", {ElemOp::sqrt, "", 0, "", 0}},
      {"Reciprocal", {ElemOp::reciprocal, "", 0, "", 0}},
      {"Erf", {ElemOp::erf, "", 0, "", 0}},
      {"Floor", {ElemOp::floor, "", 0, "", 0}},
      {"Ceil", {ElemOp::ceil, "", 0, "", 0}},
      {"Round", {ElemOp::round, "", 0, "", 0}},
      {"Sign", {ElemOp::sign, "", 0, "", 0}},
      {"Sin", {ElemOp::sin, "", 0, "", 0}},
      {"Cos", {ElemOp::cos, "", 0, "", 0}},
      {"Softplus", {ElemOp::softplus, "", 0, "", 0}},
      {"Softsign", {ElemOp::softsign, "", 0, "", 0}},
      {"Mish", {ElemOp::mish, "", 0, "", 0}},
      {"HardSwish", {ElemOp::hard_swish, "", 0, "", 0}},
      {"LeakyRelu", {ElemOp::leaky_relu, "alpha", 0.01f, "", 0}},
      {"HardSigmoid", {ElemOp::hard_sigmoid, "alpha", 0.2f, "beta", 0.5f}},
      {"Elu", {ElemOp::elu, "alpha", 1.0f, "", 0}},
      {"Selu", {ElemOp::selu, "alpha", 1.67326319217681884765625f, "gamma", 1.05070102214813232421875f}},
      {"Celu", {ElemOp::celu, "alpha", 1.0f, "", 0}},
      {"ThresholdedRelu", {ElemOp::thresholded_relu, "alpha", 1.0f, "", 0}},
  };
  return k;
}

const std::map<std::string, ElemOp>& binary_ops() {
  static const std::map<std::string, ElemOp> k = {
      {"Add", ElemOp::add}, {"Sub", ElemOp::sub}, {"Mul", ElemOp::mul}, {"Div", ElemOp::div},
      {"Pow", ElemOp::pow}, {"Max", ElemOp::max}, {"Min", ElemOp::min}, {"PRelu", ElemOp::prelu},
      {"Sum", ElemOp::add}, {"Mean", ElemOp::add}};
  return k;
}

class Compiler {
 public:
  Compiler(const Graph& g, TensorTable& t, const Shape& space, int first_operand)
      : g_(g), t_(t), space_(space), first_(first_operand) {}

  StepProgram run(const std::vector<const Node*>& nodes, const std::string& acc,
                  const std::vector<std::string>& stored, const std::vector<Placement>& placed) {
    placed_ = &placed;
    for (size_t i = 0; i < nodes.size(); ++i) {
      for (const auto& in : nodes[i]->inputs) {
        if (!in.empty()) last_use_[in] = i;
      }
    }
    if (!acc.empty()) {
      src_[acc] = 0;
      busy_[0] = true;
      place(acc, 0);
    }
    for (size_t i = 0; i < nodes.size(); ++i) {
      const Node& n = *nodes[i];
      if (n.outputs.size() != 1) {
        refuse_node(n);
        break;
      }
      const Value& out = g_.value(n.outputs[0]);
      // Registers hold fp32; a stored f16/bf16 value is rounded by store_f (an f16 chain rounds where it
      // stores, not after every node as the reference does).
      if ((out.dtype != DType::f32 && !dtype_is_half(out.dtype)) || out.shape != space_) {
        refuse(detail::concat("plan: node ", n.name, " (", n.op, ") writes ", dtype_name(out.dtype),
                              shape_str(out.shape), ", not the f32/f16/bf16 space ", shape_str(space_)));
        break;
      }
      int dst = alloc();
      node(n, dst);
      if (!refused_.empty()) break;
      src_[n.outputs[0]] = dst;
      for (const auto& in : n.inputs) {
        auto it = src_.find(in);
        if (in.empty() || it == src_.end() || it->second >= kernels::kRegs) continue;
        if (last_use_[in] == i && it->second != 0) busy_[it->second] = false;
      }
      for (const auto& s : stored) {
        if (s == n.outputs[0]) {
          int slot = operand(t_.named(s), false);
          emit(ElemOp::store, kernels::kOperandBase + slot, dst, 0, 0);
        }
      }
      place(n.outputs[0], dst);
      if (!last_use_.count(n.outputs[0])) busy_[dst] = false;
    }
    if (out_.steps.size() > static_cast<size_t>(kernels::kMaxSteps)) {
      if (nodes.empty())
        refuse("plan: a placement program exceeds the step VM");
      else
        refuse_node(*nodes.front());
    }
    out_.refused = refused_;
    return std::move(out_);
  }

 private:
  // The first reason the VM cannot run the chain wins; the builder then stops (run() leaves its loop)
  // or, deep inside one node, returns a harmless placeholder so nothing indexes out of range.
  void refuse(std::string why) {
    if (refused_.empty()) refused_ = std::move(why);
  }
  void refuse_node(const Node& n) {
    refuse(detail::concat("plan: the elementwise program of ", n.name, " (", n.op,
                          ") exceeds the step VM (ops, steps, operands or registers)"));
  }

  // The placements of `value` (held in register `reg`): a store, after a Relu into a free
  // register when the placement asks for one.
  void place(const std::string& value, int reg) {
    for (const Placement& p : *placed_) {
      if (p.value != value) continue;
      const int slot = kernels::kOperandBase + operand(p.view, false);
      if (!p.relu) {
        emit(ElemOp::store, slot, reg, 0, 0);
        continue;
      }
      const int tmp = alloc();
      emit(ElemOp::relu, tmp, reg, 0, 0);
      emit(ElemOp::store, slot, tmp, 0, 0);
      busy_[tmp] = false;
    }
  }

  int alloc() {
    for (int r = 0; r < kernels::kRegs; ++r) {
      if (!busy_[r]) {
        busy_[r] = true;
        return r;
      }
    }
    refuse(detail::concat("plan: an elementwise chain needs more than ", kernels::kRegs, " registers"));
    return 0;
  }

  // Operand slot of tensor `idx` (broadcast to the space when `as_input`).
  int operand(int idx, bool as_input) {
    auto key = std::make_pair(idx, as_input);
    if (auto it = slot_.find(key); it != slot_.end()) return it->second;
    int view = as_input ? t_.broadcast(idx, space_) : idx;
    out_.operands.push_back(view);
    int slot = first_ + static_cast<int>(out_.operands.size()) - 1;
    if (slot >= kernels::kMaxOperands) {
      refuse(detail::concat("plan: an elementwise program needs more than ", kernels::kMaxOperands, " operands"));
      return first_;
    }
    slot_[key] = slot;
    return slot;
  }

  int source(const std::string& v) {
    if (auto it = src_.find(v); it != src_.end()) return it->second;
    return kernels::kOperandBase + operand(t_.named(v), true);
  }

  int constant(float v) {
    int idx = t_.add_weight("", std::make_shared<const Tensor>(Tensor::scalar_f32(v)));
    return kernels::kOperandBase + operand(idx, true);
  }

  void emit(ElemOp op, int dst, int a, int b, int c, float alpha = 0, float beta = 0) {
    out_.steps.push_back(ElemStep{static_cast<int32_t>(op), dst, a, b, c, alpha, beta});
  }

  float const_scalar(const Node& n, size_t i, float dflt) {
    if (n.input(i).empty()) return dflt;
    const Tensor* t = g_.constant(n.input(i));
    if (t == nullptr || t->numel() != 1) {
      refuse(detail::concat("plan: node ", n.name, " (", n.op, "): input ", i, " must be a constant scalar"));
      return dflt;
    }
    return static_cast<float>(t->get_f64(0));
  }

  // A constant input holding the single value 2.
  bool is_constant_two(const std::string& v) const {
    const Tensor* t = g_.constant(v);
    return t != nullptr && t->numel() == 1 && t->get_f64(0) == 2.0;
  }

  void node(const Node& n, int dst) {
    const std::string& op = n.op;
    if (auto u = unary_ops().find(op); u != unary_ops().end()) {
      const UnaryInfo& info = u->second;
      float a = info.alpha_attr[0] ? n.attrs.get_float(info.alpha_attr, info.alpha) : info.alpha;
      float b = info.beta_attr[0] ? n.attrs.get_float(info.beta_attr, info.beta) : info.beta;
      return emit(info.op, dst, source(n.input(0)), 0, 0, a, b);
    }
    if (op == "Gelu") {
      ElemOp g = n.attrs.get_string("approximate", "none") == "tanh" ? ElemOp::gelu_tanh : ElemOp::gelu;
      return emit(g, dst, source(n.input(0)), 0, 0);
    }
    if (op == "Clip") {
      float lo = n.opset >= 11 ? const_scalar(n, 1, -FLT_MAX) : n.attrs.get_float("min", -FLT_MAX);
      float hi = n.opset >= 11 ? const_scalar(n, 2, FLT_MAX) : n.attrs.get_float("max", FLT_MAX);
      return emit(ElemOp::clip, dst, source(n.input(0)), 0, 0, lo, hi);
    }
    if (op == "Mod") {
      ElemOp m = n.attrs.get_int("fmod", 0) ? ElemOp::fmod : ElemOp::mod;
      return emit(m, dst, source(n.input(0)), source(n.input(1)), 0);
    }
    if (op == "Where") {
      return emit(ElemOp::where, dst, source(n.input(0)), source(n.input(1)), source(n.input(2)));
    }
    if (op == "Expand") return emit(ElemOp::copy, dst, source(n.input(0)), 0, 0);
    if (op == "Cast") {  // between float dtypes only: the register stays fp32 until a store rounds it
      const DType from = g_.value(n.input(0)).dtype;
      if (from != DType::f32 && !dtype_is_half(from))
        return refuse(detail::concat("plan: Cast ", n.name, " from ", dtype_name(from), " has no elementwise step"));
      return emit(ElemOp::copy, dst, source(n.input(0)), 0, 0);
    }
    if (op == "BatchNormalization") return batch_norm(n, dst);
    if (auto b = binary_ops().find(op); b != binary_ops().end()) {
      std::vector<std::string> ins;
      for (const auto& in : n.inputs) {
        if (!in.empty()) ins.push_back(in);
      }
      if (ins.empty()) return refuse_node(n);
      if (ins.size() == 1) {
        emit(ElemOp::copy, dst, source(ins[0]), 0, 0);
      } else if (op == "Pow" && is_constant_two(ins[1])) {
        // x^2 (a variance's square) as x * x: the same correctly rounded value, without a pow call
        // per element.
        const int x = source(ins[0]);
        emit(ElemOp::mul, dst, x, x, 0);
      } else {
        emit(b->second, dst, source(ins[0]), source(ins[1]), 0);
        for (size_t k = 2; k < ins.size(); ++k) emit(b->second, dst, dst, source(ins[k]), 0);
      }
      if (op == "Mean" && ins.size() > 1) {
        emit(ElemOp::mul, dst, dst, constant(1.0f / static_cast<float>(ins.size())), 0);
      }
      return;
    }
    refuse(detail::concat("plan: op ", op, " (node ", n.name, ") has no elementwise step"));
  }

  // Inference BatchNormalization folded to y = x * a + b with per-channel a, b (weights).
  void batch_norm(const Node& n, int dst) {
    Tensor a, b;
    if (space_.size() < 2 || !fold_batch_norm(g_, n, &a, &b)) {
      return refuse(detail::concat("plan: BatchNormalization ", n.name, " needs constant scale/bias/mean/var"));
    }
    auto per_channel = [&](const Tensor& t) {
      int idx = t_.add_weight("", std::make_shared<const Tensor>(t));
      std::vector<int64_t> strides(space_.size(), 0);
      strides[1] = 1;
      int view = t_.view(idx, space_, strides);
      out_.operands.push_back(view);
      int slot = first_ + static_cast<int>(out_.operands.size()) - 1;
      if (slot >= kernels::kMaxOperands) {
        refuse_node(n);
        return kernels::kOperandBase + first_;
      }
      return kernels::kOperandBase + slot;
    };
    int sa = per_channel(a), sb = per_channel(b);
    emit(ElemOp::mul, dst, source(n.input(0)), sa, 0);
    emit(ElemOp::add, dst, dst, sb, 0);
  }

  const Graph& g_;
  TensorTable& t_;
  Shape space_;
  int first_;
  StepProgram out_;
  bool busy_[kernels::kRegs] = {};
  std::map<std::string, int> src_;
  std::map<std::string, size_t> last_use_;
  std::map<std::pair<int, bool>, int> slot_;
  const std::vector<Placement>* placed_ = nullptr;
  std::string refused_;
};

}  // namespace

bool fold_batch_norm(const Graph& g, const Node& bn, Tensor* scale, Tensor* shift) {
  const Tensor* gamma = g.constant(bn.input(1));
  const Tensor* beta = g.constant(bn.input(2));
  const Tensor* mean = g.constant(bn.input(3));
  const Tensor* var = g.constant(bn.input(4));
  const Shape& x = g.value(bn.input(0)).shape;
  if (!gamma || !beta || !mean || !var || x.size() < 2) return false;
  const int64_t c = x[1];
  const float eps = bn.attrs.get_float("epsilon", 1e-5f);
  *scale = Tensor(DType::f32, {c});
  *shift = Tensor(DType::f32, {c});
  for (int64_t i = 0; i < c; ++i) {
    const double a = gamma->get_f64(i) / std::sqrt(var->get_f64(i) + eps);
    scale->set_f64(i, a);
    shift->set_f64(i, beta->get_f64(i) - mean->get_f64(i) * a);
  }
  return true;
}

StepProgram build_step_program(const Graph& g, TensorTable& tensors, const std::vector<const Node*>& nodes,
                               const Shape& space, const std::string& acc_value, int first_operand,
                               const std::vector<std::string>& stored, const std::vector<Placement>& placed) {
  return Compiler(g, tensors, space, first_operand).run(nodes, acc_value, stored, placed);
}

}  // namespace rammer::plan_detail
