#include "frontend/onnx/onnx_attributes.h"

#include "frontend/onnx/onnx_tensor.h"

namespace rammer {

namespace {

using onnx::AttributeProto;

// IR versions before 3 left `type` unset; the one populated field tells the kind.
AttributeProto::AttributeType kind_of(const AttributeProto& a) {
  if (a.type() != AttributeProto::UNDEFINED) return a.type();
  if (a.has_f()) return AttributeProto::FLOAT;
  if (a.has_i()) return AttributeProto::INT;
  if (a.has_s()) return AttributeProto::STRING;
  if (a.has_t()) return AttributeProto::TENSOR;
  if (a.has_g()) return AttributeProto::GRAPH;
  if (a.floats_size()) return AttributeProto::FLOATS;
  if (a.ints_size()) return AttributeProto::INTS;
  if (a.strings_size()) return AttributeProto::STRINGS;
  if (a.graphs_size()) return AttributeProto::GRAPHS;
  return AttributeProto::UNDEFINED;
}

}  // namespace

AttrValue attr_from_onnx(const AttributeProto& a, const std::string& where, const std::string& model_dir) {
  const std::string what = where + ": attribute '" + a.name() + "'";
  RAMMER_CHECK(a.ref_attr_name().empty(), what, ": refers to a function attribute, which only exists inside functions");
  switch (kind_of(a)) {
    case AttributeProto::INT: return a.i();
    case AttributeProto::FLOAT: return a.f();
    case AttributeProto::STRING: return a.s();
    case AttributeProto::INTS: return std::vector<int64_t>(a.ints().begin(), a.ints().end());
    case AttributeProto::FLOATS: return std::vector<float>(a.floats().begin(), a.floats().end());
    case AttributeProto::STRINGS: return std::vector<std::string>(a.strings().begin(), a.strings().end());
    case AttributeProto::TENSOR: return tensor_from_onnx(a.t(), what, model_dir);
    case AttributeProto::GRAPH:
    case AttributeProto::GRAPHS:
      RAMMER_UNSUPPORTED(what, ": subgraph attributes are unsupported (control flow is not compiled)");
    case AttributeProto::SPARSE_TENSOR:
    case AttributeProto::SPARSE_TENSORS:
      RAMMER_UNSUPPORTED(what, ": sparse tensor attributes are unsupported");
    case AttributeProto::TYPE_PROTO:
    case AttributeProto::TYPE_PROTOS:
      RAMMER_UNSUPPORTED(what, ": type attributes are unsupported");
    default:
      break;
  }
  RAMMER_FAIL(what, ": has no value or an unknown attribute type ", static_cast<int>(a.type()));
}

}  // namespace rammer
