#include "rtask/place_concat.h"

#include <algorithm>
#include <map>
#include <set>

namespace rammer {
namespace {

// Epilogue programs hold 16 steps (kernels::kMaxSteps) in 8 registers; a placement adds a Relu
// and a store. Producers of more nodes than this, or of nodes outside the ops below (whose steps
// never fail to compile), keep their output and get a placement copy instead: a producer that
// fell back to a reference op would not write the placement.
constexpr size_t kMaxProducerNodes = 4;
bool placeable_node(const Graph& g, const Node& n, bool anchor) {
  if (!n.domain.empty() || n.outputs.size() != 1) return false;
  if (anchor) return n.op == "Conv" || n.op == "ConvTranspose";
  if (n.op == "BatchNormalization") {  // folded to x * a + b: needs its four parameters constant
    if (n.inputs.size() < 5 || g.value(n.outputs[0]).shape.size() < 2) return false;
    for (size_t k = 1; k < 5; ++k)
      if (g.constant(n.input(k)) == nullptr) return false;
    return true;
  }
  if (n.op == "Clip") {  // bounds must be constants
    for (size_t k = 1; k < n.inputs.size(); ++k)
      if (!n.input(k).empty() && g.constant(n.input(k)) == nullptr) return false;
    return true;
  }
  static const std::set<std::string> kOps = {"Add", "Sub", "Mul", "Relu", "Sigmoid", "Tanh"};
  return kOps.count(n.op) != 0;
}

bool has_access(const std::vector<Access>& list, AccessMap map) {
  return std::any_of(list.begin(), list.end(), [&](const Access& a) { return a.map == map; });
}

}  // namespace

void place_concat_inputs(const Graph& g, RProgram& p, const VariantOptions& options) {
  std::map<std::string, const Node*> node_by_name;
  for (const Node& n : g.nodes) node_by_name[n.name] = &n;
  std::set<std::string> viewed;  // tensors some view names as its base
  for (const TensorInfo& t : p.tensors)
    if (!t.view_of.empty()) viewed.insert(t.view_of);
  std::map<std::string, int> reads;  // read accesses per tensor, over all ops
  std::map<std::string, size_t> producer;  // tensor -> the op that writes it whole ("id")
  for (size_t i = 0; i < p.ops.size(); ++i) {
    for (const Access& r : p.ops[i].reads) ++reads[r.tensor];
    for (const Access& w : p.ops[i].writes)
      if (w.map == AccessMap::id) producer[w.tensor] = i;
  }
  // The op that computes `in` as its last node's output and may take a placement, or SIZE_MAX.
  auto placer = [&](const std::string& in) -> size_t {
    auto it = producer.find(in);
    if (it == producer.end()) return SIZE_MAX;
    const ROperator& op = p.ops[it->second];
    if ((op.family != OpFamily::conv && op.family != OpFamily::conv_transpose && op.family != OpFamily::elementwise) ||
        op.space != p.tensor(in).shape)
      return SIZE_MAX;
    if (op.nodes.empty() || op.nodes.size() > kMaxProducerNodes || has_access(op.writes, AccessMap::place))
      return SIZE_MAX;
    for (size_t k = 0; k < op.nodes.size(); ++k) {
      auto n = node_by_name.find(op.nodes[k]);
      if (n == node_by_name.end() || !placeable_node(g, *n->second, op.family != OpFamily::elementwise && k == 0))
        return SIZE_MAX;
      for (const std::string& o : n->second->outputs)
        if (g.value(o).dtype != DType::f32 || g.value(o).shape != op.space) return SIZE_MAX;
    }
    return node_by_name.at(op.nodes.back())->outputs[0] == in ? it->second : SIZE_MAX;
  };

  std::vector<bool> removed(p.ops.size(), false);
  std::vector<ROperator> copies;
  for (size_t c = 0; c < p.ops.size(); ++c) {
    const ROperator& cat = p.ops[c];
    if (cat.family != OpFamily::concat || cat.writes.size() != 1 || cat.reads.empty()) continue;
    const std::string out = cat.writes[0].tensor;
    const TensorInfo& ot = p.tensor(out);
    if (ot.dtype != DType::f32 || !ot.view_of.empty() || ot.shape != cat.space) continue;
    std::set<std::string> seen;
    bool eligible = true;
    for (const Access& r : cat.reads) {
      const TensorInfo& t = p.tensor(r.tensor);
      eligible = eligible && r.map == AccessMap::concat && r.args.size() == 2 && seen.insert(r.tensor).second &&
                 t.view_of.empty() && t.dtype == DType::f32 && t.shape.size() == ot.shape.size();
    }
    if (!eligible) continue;
    std::vector<size_t> by(cat.reads.size());
    bool any = false;
    for (size_t j = 0; j < cat.reads.size(); ++j) {
      by[j] = placer(cat.reads[j].tensor);
      any = any || by[j] != SIZE_MAX;
    }
    if (!any) continue;
    const int64_t relu = cat.params.count("relu") ? 1 : 0;
    for (size_t j = 0; j < cat.reads.size(); ++j) {
      const std::string& in = cat.reads[j].tensor;
      const int64_t axis = cat.reads[j].args[0], offset = cat.reads[j].args[1];
      const Access place{out, AccessMap::place, {axis, offset, relu}};
      if (by[j] != SIZE_MAX) {
        ROperator& prod = p.ops[by[j]];
        prod.writes.push_back(place);
        if (reads[in] == 1 && !viewed.count(in) && !g.is_output(in)) {
          prod.writes.erase(std::remove_if(prod.writes.begin(), prod.writes.end(),
                                           [&](const Access& a) { return a.tensor == in && a.map == AccessMap::id; }),
                            prod.writes.end());
        }
        continue;
      }
      ROperator copy;
      copy.name = cat.name + ".place" + std::to_string(j);
      copy.family = OpFamily::concat;
      copy.kind = "Concat";
      copy.space = p.tensor(in).shape;
      copy.nodes = cat.nodes;
      copy.params = cat.params;
      copy.reads = {{in, AccessMap::concat, {axis, 0}}};
      copy.writes = {place};
      copy.variants = memory_variants(copy.space, {}, 1, options);
      copies.push_back(std::move(copy));
    }
    removed[c] = true;
  }
  std::vector<ROperator> kept;
  for (size_t i = 0; i < p.ops.size(); ++i)
    if (!removed[i]) kept.push_back(std::move(p.ops[i]));
  for (ROperator& c : copies) kept.push_back(std::move(c));
  p.ops = std::move(kept);
}

}  // namespace rammer
