// Graph -> rProgram: the walk over the graph (epilogue members, then each node's split as its op's
// registry entry names it: rtask/op_split.h), Concat placement and the topological order of the
// result. Shapes come from the Graph (static after the frontend).
#include "rtask/build_rprogram.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <queue>
#include <set>

#include "rtask/ops/builder.h"
#include "rtask/place_concat.h"
#include "support/status.h"

namespace rammer {
namespace rtask_detail {

RProgram Builder::run() {
  p_.name = g_.name;
  for (const auto& [name, v] : g_.values()) p_.add_tensor(TensorInfo{name, v.dtype, v.shape, ""});
  for (const auto& n : g_.nodes) {
    if (!n.epilogue_of.empty()) epilogues_[n.epilogue_of].push_back(&n);
  }
  for (size_t i = 0; i < g_.nodes.size(); ++i) {
    const Node& n = g_.nodes[i];
    node_index_[n.name] = i;
    for (const auto& out : n.outputs) {
      if (!out.empty()) producer_[out] = i;
    }
    for (const auto& in : n.inputs) {
      if (!in.empty()) consumers_[in].push_back(i);
    }
  }
  for (const Node& n : g_.nodes) {
    if (const Node* r = relu_prologue(n)) {
      prologue_[n.name] = r;
      done_.insert(r->name);  // built with the conv that reads it
    }
  }
  for (const Node& n : g_.nodes) {
    if (const Node* a = affine_prologue(n)) {
      affine_prologue_[n.name] = a;
      done_.insert(a->name);  // applied by the 1x1 conv while it packs its input (with the Relu after a BN)
      done_.insert(g_.nodes[producer_.at(n.input(0))].name);
    }
  }
  for (const Node& n : g_.nodes) {
    if (const Node* dw = dw_prologue(n)) {
      dw_prologue_[n.name] = dw;
      done_.insert(dw->name);  // computed inside the 1x1 conv; its epilogue nodes go with it
    }
  }
  for (const auto& [pw, dw] : dw_prologue_) {
    if (const Node* ex = expand_prologue(*dw)) {
      ex_prologue_[pw] = ex;
      done_.insert(ex->name);
    }
  }
  for (const Node& n : g_.nodes) {
    if (const Node* c = pooled_conv(n)) {
      pooled_conv_[n.name] = c;
      done_.insert(c->name);  // computed inside the MaxPool's rOperator; its epilogue nodes go with it
    }
  }
  for (size_t i = 0; i < g_.nodes.size(); ++i) {
    const Node& n = g_.nodes[i];
    if (done_.count(n.name)) continue;
    if (is_epilogue_member(n)) continue;  // built with its anchor
    build_node(i);
  }
  place_concat_inputs(g_, p_, o_);
  check_products();
  topo_sort_ops();
  return std::move(p_);
}

void Builder::build_node(size_t i) {
  const Node& n = g_.nodes[i];
  const OpSplit* split = op_split(n.op);
  RAMMER_CHECK(split != nullptr, "rtask: node ", n.name, ": op ", n.op,
               " has no rTask split in the op registry");
  (this->*split->build)(n);
}

// Every rOperator's family is one its first node's split lists (its products, with their variant
// family): what the op's registry entry says is what the build does.
void Builder::check_products() const {
  for (const ROperator& op : p_.ops) {
    const Node& n = g_.nodes[node_index_.at(op.nodes.front())];
    const OpSplit* split = op_split(n.op);
    RAMMER_CHECK(split != nullptr && split->product(op.family) != nullptr, "rtask: rOperator ", op.name,
                 " of family ", op_family_name(op.family), " built from ", n.op,
                 ", whose split in the op registry does not list that family");
  }
}

// Stable topological order of ops by the tensors they write and read (views resolved). Needed
// because an epilogue may read a value produced after its anchor node. Ops unrolled from one
// node (RNN steps) are kept in emitted order by a chain instead: at tensor granularity their
// per-step regions of one state tensor would look cyclic.
void Builder::topo_sort_ops() {
  auto base = [&](const std::string& t) {
    const TensorInfo* ti = p_.find_tensor(t);
    return ti != nullptr && !ti->view_of.empty() ? ti->view_of : t;
  };
  std::map<std::string, std::vector<size_t>> writers;
  for (size_t i = 0; i < p_.ops.size(); ++i) {
    for (const auto& w : p_.ops[i].writes) writers[base(w.tensor)].push_back(i);
  }
  std::vector<std::vector<size_t>> succ(p_.ops.size());
  std::vector<int> indeg(p_.ops.size(), 0);
  for (size_t i = 0; i < p_.ops.size(); ++i) {
    std::set<size_t> preds;
    const std::string& origin = p_.ops[i].nodes.front();
    for (const auto& r : p_.ops[i].reads) {
      auto it = writers.find(base(r.tensor));
      if (it == writers.end()) continue;
      for (size_t w : it->second) {
        if (w != i && p_.ops[w].nodes.front() != origin) preds.insert(w);
      }
    }
    if (i > 0 && p_.ops[i - 1].nodes.front() == origin) preds.insert(i - 1);
    for (size_t w : preds) succ[w].push_back(i), ++indeg[i];
  }
  std::priority_queue<size_t, std::vector<size_t>, std::greater<size_t>> ready;
  for (size_t i = 0; i < p_.ops.size(); ++i) {
    if (indeg[i] == 0) ready.push(i);
  }
  std::vector<ROperator> sorted;
  sorted.reserve(p_.ops.size());
  while (!ready.empty()) {
    size_t i = ready.top();
    ready.pop();
    sorted.push_back(std::move(p_.ops[i]));
    for (size_t s : succ[i]) {
      if (--indeg[s] == 0) ready.push(s);
    }
  }
  RAMMER_CHECK(sorted.size() == p_.ops.size(), "rtask: the rOperators of graph ", g_.name,
               " form a cycle (an internal error in fusion)");
  p_.ops = std::move(sorted);
}

}  // namespace rtask_detail

bool is_view_op(const std::string& op) {
  const OpSplit* split = op_split(op);
  return split != nullptr && split->kind == SplitKind::view;
}

bool is_elementwise_op(const std::string& op) {
  const OpSplit* split = op_split(op);
  return split != nullptr && split->kind == SplitKind::elementwise_chain;
}

RProgram build_rprogram(const Graph& g, const VariantOptions& options) {
  return rtask_detail::Builder(g, options).run();
}

}  // namespace rammer
