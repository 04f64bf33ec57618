// The Builder members every family uses: beginning an rOperator, its epilogue nodes, constants.
#include "rtask/ops/builder.h"

#include <algorithm>

#include "support/status.h"

namespace rammer::rtask_detail {

std::vector<int64_t> Builder::const_ints(const Node& n, size_t input) const {
  if (n.input(input).empty()) return {};
  const Tensor* t = g_.constant(n.input(input));
  RAMMER_CHECK(t != nullptr, "rtask: node ", n.name, " (", n.op, "): input ", input,
               " must be a constant after the frontend");
  return t->to_i64_vector();
}

ROperator Builder::begin(const Node& n, OpFamily family, const std::string& kind, const Shape& space) {
  ROperator op;
  op.name = n.name;
  op.family = family;
  op.kind = kind;
  op.space = space;
  op.nodes.push_back(n.name);
  done_.insert(n.name);
  return op;
}

// An epilogue node joins its anchor's rOperator only when the anchor is a GEMM-shaped op (the
// builders that call add_epilogue); otherwise it is built on its own.
bool Builder::is_epilogue_member(const Node& n) const {
  auto it = node_index_.find(n.epilogue_of);
  if (n.epilogue_of.empty() || it == node_index_.end()) return false;
  const std::string& anchor = g_.nodes[it->second].op;
  return anchor == "Conv" || anchor == "ConvTranspose" || anchor == "Gemm" || anchor == "MatMul";
}

// The epilogue nodes of an anchor join its op: each reads its extra inputs broadcast over the
// tile and writes its output for the tile.
void Builder::add_epilogue(ROperator& op, const Node& anchor) {
  auto it = epilogues_.find(anchor.name);
  if (it == epilogues_.end()) return;
  std::set<std::string> inside(anchor.outputs.begin(), anchor.outputs.end());
  for (const Node* e : it->second) {
    for (const auto& in : e->inputs) {
      if (!in.empty() && !inside.count(in)) op.reads.push_back({in, AccessMap::bcast, {}});
    }
    for (const auto& out : e->outputs) {
      if (out.empty()) continue;
      op.writes.push_back({out, shape(out) == op.space ? AccessMap::id : AccessMap::full, {}});
      inside.insert(out);
    }
    op.flops_per_point += 1;
    op.nodes.push_back(e->name);
    done_.insert(e->name);
  }
  drop_internal_writes(op);
}

// Values that only the rOperator's own nodes read (the anchor's output feeding its epilogue, an
// epilogue's intermediate sums) stay in registers: listing them as writes made every fused conv
// store its pre-activation output too, a full extra tensor write nobody read (NASNet's and
// ResNet's convs). A value with no reader at all is kept (it is what the op computes).
void Builder::drop_internal_writes(ROperator& op) const {
  const std::set<std::string> members(op.nodes.begin(), op.nodes.end());
  auto internal = [&](const std::string& v) {
    auto it = consumers_.find(v);
    if (g_.is_output(v) || it == consumers_.end() || it->second.empty()) return false;
    for (size_t c : it->second) {
      if (!members.count(g_.nodes[c].name)) return false;
    }
    return true;
  };
  std::vector<Access> kept;
  for (const Access& a : op.writes) {
    if (!internal(a.tensor)) kept.push_back(a);
  }
  if (!kept.empty()) op.writes = std::move(kept);
}

// An ONNX Relu on an f32 value with one output, not already an epilogue: what the prologue and
// the Concat fusions may fold into the op next to it.
bool Builder::plain_f32_relu(const Node& r) const {
  return r.op == "Relu" && r.domain.empty() && r.inputs.size() == 1 && r.outputs.size() == 1 &&
         !r.outputs[0].empty() && r.epilogue_of.empty() && val(r.input(0)).dtype == DType::f32;
}

}  // namespace rammer::rtask_detail
