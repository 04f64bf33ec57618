#include "frontend/ops/op_registry.h"

#include <mutex>
#include <shared_mutex>

namespace rammer {

InferContext::InferContext(const Node& node, std::vector<InferInput> inputs)
    : node_(node), inputs_(std::move(inputs)), outputs_(node.outputs.size()) {}

const Value& InferContext::input(size_t i) const {
  RAMMER_CHECK(has_input(i), "input ", i, " is required but missing");
  return *inputs_[i].value;
}

const Tensor& InferContext::require_known(size_t i, const char* what) const {
  const Tensor* t = known(i);
  // Valid ONNX that a static-shape compiler cannot take: an output shape computed from runtime data.
  if (t == nullptr)
    RAMMER_UNSUPPORTED("input ", i, " (", what, ", '", node_.input(i),
                       "') must be known at compile time, but it depends on runtime data");
  return *t;
}

void InferContext::set_output(size_t i, DType dtype, Shape shape) {
  RAMMER_CHECK(i < outputs_.size(), "output ", i, " does not exist");
  for (int64_t d : shape) RAMMER_CHECK(d >= 0, "inferred a negative dimension for output ", i, ": ", shape_str(shape));
  outputs_[i] = Out{true, dtype, std::move(shape), nullptr};
}

void InferContext::set_known_output(size_t i, Tensor t) {
  set_output(i, t.dtype(), t.shape());
  outputs_[i].known = std::make_shared<const Tensor>(std::move(t));
}

void InferContext::require_dtype(size_t i, std::initializer_list<DType> allowed) const {
  DType t = dtype(i);
  for (DType a : allowed)
    if (a == t) return;
  std::string list;
  for (DType a : allowed) list += (list.empty() ? "" : ", ") + std::string(dtype_name(a));
  RAMMER_UNSUPPORTED("input ", i, " has dtype ", dtype_name(t), "; supported: ", list);
}

EvalContext::EvalContext(const Node& node, std::vector<const Tensor*> inputs)
    : node_(node), inputs_(std::move(inputs)), outputs_(node.outputs.size()) {}

const Tensor& EvalContext::input(size_t i) const {
  RAMMER_CHECK(has_input(i), "input ", i, " is required but missing");
  return *inputs_[i];
}

void EvalContext::set_output(size_t i, Tensor t) {
  RAMMER_CHECK(i < outputs_.size(), "output ", i, " does not exist");
  outputs_[i] = std::move(t);
}

void eval_half_through_f32(EvalContext& ctx, const EvalFn& eval) {
  const DType half = ctx.input(0).dtype();
  std::vector<Tensor> widened(ctx.num_inputs());
  std::vector<const Tensor*> inputs(ctx.num_inputs(), nullptr);
  for (size_t i = 0; i < ctx.num_inputs(); ++i) {
    if (!ctx.has_input(i)) continue;
    const Tensor& in = ctx.input(i);
    if (dtype_is_half(in.dtype())) widened[i] = in.cast(DType::f32);
    inputs[i] = dtype_is_half(in.dtype()) ? &widened[i] : &in;
  }
  EvalContext wide(ctx.node(), std::move(inputs));
  eval(wide);
  for (size_t i = 0; i < ctx.num_outputs(); ++i) {
    if (!ctx.has_output(i)) continue;
    Tensor& out = wide.outputs()[i];
    ctx.set_output(i, out.dtype() == DType::f32 ? out.cast(half) : std::move(out));
  }
}

// quantize.cc: QuantizeLinear, DequantizeLinear, QLinearMatMul, QLinearConv (declared here, beside its
// one caller, so adding the family did not touch the header every stage includes).
void register_quantize_ops(OpRegistry& r);
// loss.cc: NegativeLogLikelihoodLoss, SoftmaxCrossEntropyLoss (declared here for the same reason).
void register_loss_ops(OpRegistry& r);

const OpRegistry& OpRegistry::instance() {
  static OpRegistry* registry = [] {
    auto* r = new OpRegistry();
    register_elementwise_ops(*r);
    register_reduction_ops(*r);
    register_normalization_ops(*r);
    register_conv_ops(*r);
    register_pool_ops(*r);
    register_linalg_ops(*r);
    register_tensor_ops(*r);
    register_rnn_ops(*r);
    register_resize_ops(*r);
    register_control_flow_ops(*r);
    register_quantize_ops(*r);
    register_loss_ops(*r);
    return r;
  }();
  return *registry;
}

void OpRegistry::add(OpSchema schema) {
  RAMMER_CHECK(find(schema.op, schema.domain) == nullptr, "op ", schema.op, " registered twice");
  schemas_.push_back(std::move(schema));
}

namespace {
std::shared_mutex& hooks_mutex() {
  static std::shared_mutex m;
  return m;
}
}  // namespace

const std::any* OpRegistry::find_hook(const OpSchema& schema, std::type_index type) {
  const OpRegistry& r = instance();
  std::shared_lock lock(hooks_mutex());
  auto it = r.hooks_.find({&schema, type});
  return it == r.hooks_.end() ? nullptr : &it->second;
}

void OpRegistry::attach_any(const std::string& op, std::type_index type, std::any hook) {
  // The registry is built mutable (instance() hands it out const); only hooks_ changes after that.
  auto& r = const_cast<OpRegistry&>(instance());
  const OpSchema* s = r.find(op, "");
  RAMMER_CHECK(s != nullptr, "op registry: a hook for op ", op, ", which is not registered");
  std::unique_lock lock(hooks_mutex());
  RAMMER_CHECK(r.hooks_.emplace(std::make_pair(s, type), std::move(hook)).second, "op registry: op ", op,
               " has two hooks of type ", type.name());
}

const OpSchema* OpRegistry::find(const std::string& op, const std::string& domain) const {
  const std::string d = domain == "ai.onnx" ? "" : domain;
  for (const auto& s : schemas_)
    if (s.op == op && s.domain == d) return &s;
  return nullptr;
}

namespace {
std::string where(const Node& n) {
  return "node '" + n.name + "' (" + (n.domain.empty() ? "" : n.domain + ".") + n.op + ", opset " +
         std::to_string(n.opset) + ")";
}
}  // namespace

const OpSchema& schema_for(const Node& node) {
  const OpSchema* s = OpRegistry::instance().find(node.op, node.domain);
  if (!s)
    RAMMER_UNSUPPORTED(where(node), ": unsupported op '", node.op, "' in domain '",
                       node.domain.empty() ? "ai.onnx" : node.domain, "' (see docs/ops.md)");
  if (node.opset < s->min_opset || node.opset > s->max_opset)
    RAMMER_UNSUPPORTED(where(node), ": opset ", node.opset, " is outside the supported range ",
                       s->min_opset, "..", s->max_opset, " for ", node.op);
  return *s;
}

std::vector<InferContext::Out> infer_node(const Node& node, std::vector<InferInput> inputs) {
  const OpSchema& s = schema_for(node);
  InferContext ctx(node, std::move(inputs));
  try {
    s.infer(ctx);
  } catch (const Unsupported& e) {
    throw Unsupported(where(node) + ": " + e.what());
  } catch (const Error& e) {
    throw Error(where(node) + ": " + e.what());
  }
  for (size_t i = 0; i < ctx.outputs().size(); ++i)
    RAMMER_CHECK(!ctx.has_output(i) || ctx.outputs()[i].set, where(node),
                 ": inference did not produce output ", i);
  return ctx.outputs();
}

std::vector<Tensor> eval_node(const Node& node, std::vector<const Tensor*> inputs) {
  const OpSchema& s = schema_for(node);
  EvalContext ctx(node, std::move(inputs));
  try {
    s.eval(ctx);
  } catch (const Unsupported& e) {
    throw Unsupported(where(node) + ": " + e.what());
  } catch (const Error& e) {
    throw Error(where(node) + ": " + e.what());
  }
  return std::move(ctx.outputs());
}

}  // namespace rammer
