// Graph -> rProgram: the walk over the graph (views, epilogue members, the per-family builders of
// rtask/ops/, Concat placement) and the topological order of the result. Shapes come from the Graph
// (static after the frontend).
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
namespace {

const std::set<std::string>& view_ops() {
  // (An inference Dropout is removed by the remove_identity pass; one that is left has a mask output
  // or a training_mode input and runs as an op.)
  static const std::set<std::string> k = {"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity"};
  return k;
}

}  // namespace

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
  for (size_t i = 0; i < g_.nodes.size(); ++i) {
    const Node& n = g_.nodes[i];
    if (done_.count(n.name)) continue;
    if (is_epilogue_member(n)) continue;  // built with its anchor
    if (view_ops().count(n.op) && !n.input(0).empty() && !n.outputs.empty()) {
      add_view(n);
      continue;
    }
    build_node(i);
  }
  place_concat_inputs(g_, p_, o_);
  topo_sort_ops();
  return std::move(p_);
}

void Builder::build_node(size_t i) {
  const Node& n = g_.nodes[i];
  const std::string& op = n.op;
  if (op == "Conv") return conv(n);
  if (op == "ConvTranspose") return conv_transpose(n);
  if (op == "Gemm") return gemm(n);
  if (op == "MatMul") return matmul(n);
  if (op == "MaxPool" || op == "AveragePool" || op == "LpPool") return pool(n);
  if (op == "GlobalAveragePool" || op == "GlobalMaxPool" || op == "GlobalLpPool") {
    return global_pool(n);
  }
  if (is_reduce_op(op)) return reduce(n);
  if (op == "Softmax" || op == "LogSoftmax" || op == "Hardmax") return row_op(n, 5);
  if (op == "LayerNormalization") return row_op(n, 8);
  if (op == "InstanceNormalization") return instance_norm(n);
  if (op == "LRN") return lrn(n);
  if (op == "Concat") return concat(n);
  if (op == "Split") return split_op(n);
  if (op == "Slice") return slice(n);
  if (op == "Transpose") return transpose(n);
  if (op == "Pad") return pad(n);
  if (op == "LSTM" || op == "GRU" || op == "RNN") return rnn(n);
  if (op == "Gather") return gather(n);
  if (is_elementwise_op(op)) return elementwise_chain(i);
  return opaque(n);
}

void Builder::add_view(const Node& n) {
  std::string base = n.input(0);
  if (const TensorInfo* t = p_.find_tensor(base); t != nullptr && !t->view_of.empty()) {
    base = t->view_of;
  }
  const Value& v = val(n.outputs[0]);
  p_.add_tensor(TensorInfo{v.name, v.dtype, v.shape, base});
  done_.insert(n.name);
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

bool is_view_op(const std::string& op) { return view_ops().count(op) != 0; }

RProgram build_rprogram(const Graph& g, const VariantOptions& options) {
  return rtask_detail::Builder(g, options).run();
}

}  // namespace rammer
