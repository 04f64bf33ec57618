#include "frontend/onnx/onnx_control_flow.h"

#include <map>
#include <set>
#include <string>

#include "support/status.h"

namespace rammer {

namespace {

bool is_if(const onnx::NodeProto& n) {
  return n.op_type() == "If" && (n.domain().empty() || n.domain() == "ai.onnx");
}

bool nondeterministic(const std::string& op) {
  for (const char* o : {"RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike", "Multinomial",
                        "Bernoulli"})
    if (op == o) return true;
  return false;
}

const onnx::GraphProto* branch(const onnx::NodeProto& n, const std::string& name, const std::string& where) {
  for (const auto& a : n.attribute())
    if (a.name() == name) {
      RAMMER_CHECK(a.has_g(), where, ": attribute '", name, "' is not a graph");
      return &a.g();
    }
  RAMMER_FAIL(where, ": the If has no ", name);
}

class Splicer {
 public:
  explicit Splicer(onnx::GraphProto& main) : main_(main) {}

  // Replaces the If nodes of `nodes` (recursively in their branches), appending to `out`.
  // `pure` turns false when a spliced branch holds a nondeterministic op.
  void splice(const google::protobuf::RepeatedPtrField<onnx::NodeProto>& nodes,
              google::protobuf::RepeatedPtrField<onnx::NodeProto>& out, bool& pure) {
    for (int i = 0; i < nodes.size(); ++i) {
      const onnx::NodeProto& n = nodes.Get(i);
      if (nondeterministic(n.op_type())) pure = false;
      if (!is_if(n)) {
        *out.Add() = n;
        continue;
      }
      spliced_ = true;
      const std::string name = n.name().empty() ? "If_" + std::to_string(counter_++) : n.name();
      const std::string where = "node '" + name + "' (If)";
      RAMMER_CHECK(n.input_size() == 1 && !n.input(0).empty(), where, ": an If reads exactly one input, the condition");
      bool branches_pure = true;
      std::vector<std::string> then_out = inline_branch(*branch(n, "then_branch", where), name + "/then/", out,
                                                        branches_pure);
      std::vector<std::string> else_out = inline_branch(*branch(n, "else_branch", where), name + "/else/", out,
                                                        branches_pure);
      RAMMER_CHECK(then_out.size() == static_cast<size_t>(n.output_size()) && else_out.size() == then_out.size(),
                   where, ": the branches produce ", then_out.size(), " and ", else_out.size(),
                   " outputs for the If's ", n.output_size());
      pure = pure && branches_pure;
      onnx::NodeProto& sel = *out.Add();
      sel.set_name(name);
      sel.set_op_type("IfSelect");
      sel.add_input(n.input(0));
      for (const auto& s : then_out) sel.add_input(s);
      for (const auto& s : else_out) sel.add_input(s);
      for (const auto& o : n.output()) sel.add_output(o);
      onnx::AttributeProto& a = *sel.add_attribute();
      a.set_name("branches_pure");
      a.set_type(onnx::AttributeProto::INT);
      a.set_i(branches_pure ? 1 : 0);
    }
  }

  bool spliced() const { return spliced_; }

 private:
  // Appends branch `b`'s nodes with its local names prefixed; returns its output names as renamed.
  std::vector<std::string> inline_branch(const onnx::GraphProto& b, const std::string& prefix,
                                         google::protobuf::RepeatedPtrField<onnx::NodeProto>& out, bool& pure) {
    RAMMER_CHECK(b.input_size() == 0, "the If branch '", prefix, "' declares inputs (If branches take none)");
    std::map<std::string, std::string> local;
    auto rename = [&](const std::string& s) {
      auto it = local.find(s);
      return it == local.end() ? s : it->second;
    };
    for (const auto& t : b.initializer()) {
      local[t.name()] = prefix + t.name();
      onnx::TensorProto& c = *main_.add_initializer();
      c = t;
      c.set_name(prefix + t.name());
    }
    google::protobuf::RepeatedPtrField<onnx::NodeProto> renamed = prefixed_body_nodes(b, prefix, local);
    splice(renamed, out, pure);  // nested Ifs, already renamed into this branch's scope
    std::vector<std::string> outs;
    for (const auto& o : b.output()) outs.push_back(rename(o.name()));
    return outs;
  }

  onnx::GraphProto& main_;
  bool spliced_ = false;
  int counter_ = 0;
};

}  // namespace

google::protobuf::RepeatedPtrField<onnx::NodeProto> prefixed_body_nodes(const onnx::GraphProto& body,
                                                                       const std::string& prefix,
                                                                       std::map<std::string, std::string>& local) {
  auto rename = [&](const std::string& s) {
    auto it = local.find(s);
    return it == local.end() ? s : it->second;
  };
  google::protobuf::RepeatedPtrField<onnx::NodeProto> renamed;
  for (int i = 0; i < body.node_size(); ++i) {
    onnx::NodeProto n = body.node(i);
    for (auto& in : *n.mutable_input()) in = rename(in);
    for (auto& a : *n.mutable_attribute()) {
      if (a.has_g()) rename_references(*a.mutable_g(), rename);
      for (auto& sub : *a.mutable_graphs()) rename_references(sub, rename);
    }
    for (auto& o : *n.mutable_output()) {
      if (o.empty()) continue;
      local[o] = prefix + o;
      o = prefix + o;
    }
    n.set_name(prefix + (n.name().empty() ? n.op_type() + "_" + std::to_string(i) : n.name()));
    *renamed.Add() = std::move(n);
  }
  return renamed;
}

void rename_references(onnx::GraphProto& g, const std::function<std::string(const std::string&)>& rename) {
  for (auto& n : *g.mutable_node()) {
    for (auto& in : *n.mutable_input()) in = rename(in);
    for (auto& a : *n.mutable_attribute()) {
      if (a.has_g()) rename_references(*a.mutable_g(), rename);
      for (auto& sub : *a.mutable_graphs()) rename_references(sub, rename);
    }
  }
  for (auto& o : *g.mutable_output()) o.set_name(rename(o.name()));
}

bool has_if_nodes(const onnx::ModelProto& model) {
  bool any = false;
  for (const auto& n : model.graph().node()) {
    any = any || is_if(n);
    if (n.op_type() == "IfSelect")
      RAMMER_UNSUPPORTED("node '", n.name(), "': unsupported op 'IfSelect' (rammerc's internal join of an If, not an ONNX op)");
  }
  return any;
}

bool splice_if_nodes(onnx::ModelProto& model) {
  // Not has_if_nodes: the loader splices repeatedly (If nodes exposed by unrolled Loops), and a model it
  // already spliced holds IfSelect nodes.
  bool any = false;
  for (const auto& n : model.graph().node()) any = any || is_if(n);
  if (!any) return false;
  onnx::GraphProto& g = *model.mutable_graph();
  Splicer s(g);
  google::protobuf::RepeatedPtrField<onnx::NodeProto> out;
  bool pure = true;
  s.splice(g.node(), out, pure);
  g.mutable_node()->Swap(&out);
  return s.spliced();
}

}  // namespace rammer
