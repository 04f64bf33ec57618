// The pass list and its driver (CONVENTIONS.md #3): the whole pipeline reads as one table.
#include "frontend/passes/pipeline.h"

#include <algorithm>
#include <iostream>

#include "frontend/graph/graph_text.h"

namespace rammer {

namespace {

struct Pass {
  const char* name;
  void (*run)(Graph&);
};

// The order matters: shape folding exposes constants, constant folding exposes identities and dead
// shape chains and gives an If its constant condition and Resize its constant scales; layer
// normalisations are fused before fold_transposes would move a channels-last model's Transposes
// below their reductions (over a middle axis then, which LayerNormalization cannot express);
// fold_transposes cancels layout Transposes once constant weights are folded; remove_identity then
// drops the Identities lower_if, lower_resize and fold_transposes leave, and dead code the branch not
// taken; dead code goes before BN folding so it sees single consumers; GELU is fused before the
// epilogues are marked so that a MatMul's epilogue can take it; epilogues go last.
constexpr Pass kPasses[] = {
    {"fold_shape_arithmetic", fold_shape_arithmetic},
    {"fold_constants", fold_constants},
    {"lower_if", lower_if},
    {"lower_resize", lower_resize},
    {"fuse_layernorm", fuse_layernorm},
    {"fold_transposes", fold_transposes},
    {"remove_identity", remove_identity},
    {"eliminate_dead_code", eliminate_dead_code},
    {"fold_batchnorm", fold_batchnorm},
    {"fuse_gelu", fuse_gelu},
    {"mark_epilogues", mark_epilogues},
};

}  // namespace

std::vector<std::string> pass_names() {
  std::vector<std::string> out;
  for (const Pass& p : kPasses) out.push_back(p.name);
  return out;
}

bool is_pass_name(const std::string& name) {
  for (const Pass& p : kPasses)
    if (name == p.name) return true;
  return false;
}

void optimize_graph(Graph& g, const PipelineOptions& options) {
  if (!options.print_after.empty() && options.print_after != "all" && !is_pass_name(options.print_after)) {
    std::string names;
    for (const Pass& p : kPasses) names += std::string(names.empty() ? "" : ", ") + p.name;
    RAMMER_FAIL("--print-after: unknown pass '", options.print_after, "' (passes: ", names, ", or all)");
  }
  for (const std::string& name : options.skip)
    RAMMER_CHECK(is_pass_name(name), "optimize_graph: cannot skip unknown pass '", name, "'");
  std::ostream& print = options.print_stream ? *options.print_stream : std::cout;
  try {
    g.verify();
  } catch (const Error& e) {
    RAMMER_FAIL("the graph is invalid before optimisation: ", e.what());
  }
  for (const Pass& p : kPasses) {
    if (std::find(options.skip.begin(), options.skip.end(), p.name) != options.skip.end()) continue;
    const size_t before = g.nodes.size();
    try {
      p.run(g);
      g.verify();
    } catch (const Unsupported& e) {
      throw Unsupported(std::string("pass ") + p.name + ": " + e.what());
    } catch (const Error& e) {
      RAMMER_FAIL("pass ", p.name, ": ", e.what());
    }
    if (options.log)
      *options.log << "pass " << p.name << ": " << before << " -> " << g.nodes.size() << " nodes\n";
    if (options.print_after == "all" || options.print_after == p.name)
      print << "# after " << p.name << "\n" << print_graph(g);
  }
}

}  // namespace rammer
