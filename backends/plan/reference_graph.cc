// The graph text (graph_text.h) of a plan's reference nodes: what an artifact stores so the runtime
// can rebuild the nodes. Node inputs outside the reference ops are declared as graph inputs.
#include <map>
#include <set>

#include "backends/plan/plan.h"
#include "frontend/graph/graph_text.h"

namespace rammer {

std::string reference_graph_text(const Plan& plan) {
  Graph g;
  g.name = "reference";
  std::set<std::string> produced;
  for (const Node& n : plan.reference_nodes) {
    for (const auto& in : n.inputs) {
      if (in.empty() || produced.count(in) || g.has_value(in)) continue;
      int t = plan.find_tensor(in);
      RAMMER_CHECK(t >= 0, "plan: reference node ", n.name, " reads '", in, "', which is not in the plan");
      g.add_value(Value{in, plan.tensors[static_cast<size_t>(t)].dtype, plan.tensors[static_cast<size_t>(t)].shape, nullptr});
      g.inputs.push_back(in);
    }
    for (const auto& out : n.outputs) {
      if (out.empty()) continue;
      produced.insert(out);
      int t = plan.find_tensor(out);
      // Values internal to a reference op (no plan tensor) still need a declaration; their shape
      // is not needed at run time (the reference op computes it), so a scalar stands in.
      g.add_value(Value{out, t >= 0 ? plan.tensors[static_cast<size_t>(t)].dtype : DType::f32,
                        t >= 0 ? plan.tensors[static_cast<size_t>(t)].shape : Shape{}, nullptr});
      g.outputs.push_back(out);
    }
    g.nodes.push_back(n);
    for (const auto& [domain, version] : std::map<std::string, int>{{n.domain, n.opset}}) {
      g.opset_imports[domain] = std::max(g.opset_imports[domain], version);
    }
  }
  return print_graph(g);
}

}  // namespace rammer
