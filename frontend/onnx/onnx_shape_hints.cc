#include "frontend/onnx/onnx_shape_hints.h"

#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>

namespace rammer {

namespace {

// Initializers up to this many elements stay, so data propagation can read shape constants.
constexpr int64_t kKeptInitializerElements = 64;

void set_static_shape(onnx::ValueInfoProto& vi, int elem_type, const Shape& shape) {
  auto* tt = vi.mutable_type()->mutable_tensor_type();
  tt->set_elem_type(elem_type);
  auto* s = tt->mutable_shape();
  s->clear_dim();
  for (int64_t d : shape) s->add_dim()->set_dim_value(d);
}

void add_hint(const onnx::ValueInfoProto& vi, std::map<std::string, ShapeHint>& hints) {
  if (!vi.type().has_tensor_type()) return;
  const auto& tt = vi.type().tensor_type();
  auto dtype = dtype_from_onnx(tt.elem_type());
  if (!dtype || !tt.has_shape()) return;
  Shape shape;
  for (const auto& d : tt.shape().dim()) {
    if (!d.has_dim_value() || d.dim_value() < 0) return;
    shape.push_back(d.dim_value());
  }
  hints[vi.name()] = ShapeHint{*dtype, std::move(shape)};
}

}  // namespace

std::map<std::string, ShapeHint> onnx_shape_hints(onnx::ModelProto& model,
                                                  const std::map<std::string, Shape>& input_shapes) {
  auto* g = model.mutable_graph();
  std::map<std::string, onnx::ValueInfoProto*> inputs;
  for (auto& in : *g->mutable_input()) inputs[in.name()] = &in;

  google::protobuf::RepeatedPtrField<onnx::TensorProto> kept;
  for (auto& t : *g->mutable_initializer()) {
    int64_t numel = 1;
    for (int64_t d : t.dims()) numel *= d;
    if (numel <= kKeptInitializerElements && t.data_location() != onnx::TensorProto::EXTERNAL) {
      *kept.Add() = std::move(t);
      continue;
    }
    onnx::ValueInfoProto* vi = inputs.count(t.name()) ? inputs[t.name()] : g->add_input();
    vi->set_name(t.name());
    set_static_shape(*vi, t.data_type(), Shape(t.dims().begin(), t.dims().end()));
  }
  g->mutable_initializer()->Swap(&kept);

  for (const auto& [name, shape] : input_shapes) {
    auto it = inputs.find(name);
    if (it != inputs.end() && it->second->type().has_tensor_type())
      set_static_shape(*it->second, it->second->type().tensor_type().elem_type(), shape);
  }
  g->clear_value_info();
  for (auto& out : *g->mutable_output())
    if (out.type().has_tensor_type()) out.mutable_type()->mutable_tensor_type()->clear_shape();

  std::map<std::string, ShapeHint> hints;
  try {
    onnx::ShapeInferenceOptions opts(/*check_type=*/false, /*error_mode=*/0, /*data_prop=*/true);
    onnx::shape_inference::InferShapes(model, onnx::OpSchemaRegistry::Instance(), opts);
  } catch (...) {  // libonnx's inference is advisory: a failure only means fewer hints
    return hints;
  }
  for (const auto& vi : model.graph().value_info()) add_hint(vi, hints);
  for (const auto& vi : model.graph().output()) add_hint(vi, hints);
  return hints;
}

}  // namespace rammer
