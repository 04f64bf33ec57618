#include "fuzz/onnx_mutator.h"

#include <onnx/onnx_pb.h>

#include <limits>
#include <random>
#include <vector>

namespace rammer::fuzz {

namespace {

using Rng = std::mt19937;

// Values at the edges of what the loader must handle.
int64_t pick_int(Rng& r) {
  static const int64_t kValues[] = {0, 1, 2, 3, 4, -1, -2, 7, 64, 1 << 20, std::numeric_limits<int64_t>::max(),
                                    std::numeric_limits<int64_t>::min(), std::numeric_limits<int32_t>::max()};
  return kValues[r() % (sizeof kValues / sizeof kValues[0])];
}

float pick_float(Rng& r) {
  static const float kValues[] = {0.f, 1.f, -1.f, 0.5f, 1e30f, -1e-30f, std::numeric_limits<float>::infinity(),
                                  std::numeric_limits<float>::quiet_NaN()};
  return kValues[r() % (sizeof kValues / sizeof kValues[0])];
}

template <class T>
T* pick(google::protobuf::RepeatedPtrField<T>* f, Rng& r) {
  return f->empty() ? nullptr : f->Mutable(static_cast<int>(r() % static_cast<unsigned>(f->size())));
}

std::vector<onnx::ValueInfoProto*> value_infos(onnx::GraphProto* g) {
  std::vector<onnx::ValueInfoProto*> out;
  for (auto* list : {g->mutable_input(), g->mutable_output(), g->mutable_value_info()})
    for (auto& v : *list) out.push_back(&v);
  return out;
}

std::vector<std::string> value_names(const onnx::GraphProto& g) {
  std::vector<std::string> out = {"", "no_such_value"};
  for (const auto& v : g.input()) out.push_back(v.name());
  for (const auto& t : g.initializer()) out.push_back(t.name());
  for (const auto& n : g.node())
    for (const auto& o : n.output()) out.push_back(o);
  return out;
}

void mutate_dims(onnx::GraphProto* g, Rng& r) {
  auto infos = value_infos(g);
  if (infos.empty()) return;
  auto* shape = infos[r() % infos.size()]->mutable_type()->mutable_tensor_type()->mutable_shape();
  switch (r() % 4) {
    case 0: shape->add_dim()->set_dim_value(pick_int(r)); break;
    case 1:
      if (shape->dim_size() > 0) shape->mutable_dim()->RemoveLast();
      break;
    case 2:
      if (auto* d = pick(shape->mutable_dim(), r)) d->set_dim_param("N");
      break;
    default:
      if (auto* d = pick(shape->mutable_dim(), r)) d->set_dim_value(pick_int(r));
  }
}

void mutate_attribute(onnx::NodeProto* n, Rng& r) {
  static const char* kNames[] = {"axis", "axes", "perm", "pads", "strides", "kernel_shape", "dilations", "group",
                                 "to", "keepdims", "transA", "transB", "alpha", "epsilon", "mode", "auto_pad"};
  onnx::AttributeProto* a = pick(n->mutable_attribute(), r);
  if (a == nullptr || r() % 4 == 0) {
    a = n->add_attribute();
    a->set_name(kNames[r() % (sizeof kNames / sizeof kNames[0])]);
    a->set_type(onnx::AttributeProto::INT);
  }
  switch (r() % 6) {
    case 0: a->set_i(pick_int(r)); a->set_type(onnx::AttributeProto::INT); break;
    case 1: a->set_f(pick_float(r)); a->set_type(onnx::AttributeProto::FLOAT); break;
    case 2:
      a->set_type(onnx::AttributeProto::INTS);
      if (a->ints_size() > 0 && r() % 2) a->mutable_ints()->RemoveLast();
      else a->add_ints(pick_int(r));
      break;
    case 3: a->set_s(r() % 2 ? "SAME_UPPER" : "\xff\x00garbage"); a->set_type(onnx::AttributeProto::STRING); break;
    case 4: a->set_type(static_cast<onnx::AttributeProto::AttributeType>(r() % 15)); break;
    default: n->mutable_attribute()->RemoveLast();
  }
}

void mutate_op_type(onnx::GraphProto* g, onnx::NodeProto* n, Rng& r) {
  static const char* kOps[] = {"Conv", "Gemm", "MatMul", "Add", "Relu", "Reshape", "Transpose", "Concat", "Slice",
                               "Gather", "BatchNormalization", "MaxPool", "Softmax", "LSTM", "Cast", "Split",
                               "ReduceMean", "Unsqueeze", "Squeeze", "Shape", "Constant", "Pad", "Resize",
                               "Expand", "Where", "NoSuchOp"};
  if (r() % 2 && g->node_size() > 0) {
    n->set_op_type(g->node(static_cast<int>(r() % static_cast<unsigned>(g->node_size()))).op_type());
  } else {
    n->set_op_type(kOps[r() % (sizeof kOps / sizeof kOps[0])]);
  }
}

void mutate_inputs(onnx::GraphProto* g, onnx::NodeProto* n, Rng& r) {
  const std::vector<std::string> names = value_names(*g);
  const std::string& name = names[r() % names.size()];
  switch (r() % 3) {
    case 0: *n->add_input() = name; break;
    case 1:
      if (n->input_size() > 0) n->mutable_input()->RemoveLast();
      break;
    default:
      if (auto* in = pick(n->mutable_input(), r)) *in = name;
  }
}

void mutate_initializer(onnx::GraphProto* g, Rng& r) {
  onnx::TensorProto* t = pick(g->mutable_initializer(), r);
  if (t == nullptr) return;
  switch (r() % 4) {
    case 0: t->set_data_type(static_cast<int32_t>(r() % 17)); break;
    case 1:
      if (auto* d = t->mutable_dims(); d->size() > 0) d->Set(static_cast<int>(r() % static_cast<unsigned>(d->size())), pick_int(r));
      break;
    case 2: t->mutable_raw_data()->resize(t->raw_data().size() / 2); break;
    default: t->add_dims(pick_int(r));
  }
}

void mutate_nodes(onnx::GraphProto* g, Rng& r) {
  if (g->node_size() == 0) return;
  const int i = static_cast<int>(r() % static_cast<unsigned>(g->node_size()));
  switch (r() % 3) {
    case 0: g->mutable_node()->DeleteSubrange(i, 1); break;
    case 1: *g->add_node() = g->node(i); break;
    default: g->mutable_node()->SwapElements(i, g->node_size() - 1);
  }
}

}  // namespace

std::string mutate_onnx_model(const uint8_t* data, size_t size, unsigned seed) {
  onnx::ModelProto m;
  if (!m.ParseFromArray(data, static_cast<int>(size))) return "";
  Rng r(seed);
  onnx::GraphProto* g = m.mutable_graph();
  for (unsigned k = 0, n = 1 + r() % 3; k < n; ++k) {
    onnx::NodeProto* node = pick(g->mutable_node(), r);
    switch (r() % 8) {
      case 0: mutate_dims(g, r); break;
      case 1:
        if (node) mutate_attribute(node, r);
        break;
      case 2:
        if (node) mutate_op_type(g, node, r);
        break;
      case 3:
        if (node) mutate_inputs(g, node, r);
        break;
      case 4: {
        auto infos = value_infos(g);
        if (!infos.empty())
          infos[r() % infos.size()]->mutable_type()->mutable_tensor_type()->set_elem_type(static_cast<int32_t>(r() % 17));
        break;
      }
      case 5: mutate_initializer(g, r); break;
      case 6:
        if (auto* o = pick(m.mutable_opset_import(), r)) o->set_version(static_cast<int64_t>(r() % 25));
        break;
      default: mutate_nodes(g, r);
    }
  }
  std::string out;
  m.SerializeToString(&out);
  return out;
}

}  // namespace rammer::fuzz
