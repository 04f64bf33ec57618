#include "frontend/interpreter/interpreter.h"

#include <unordered_map>

#include "frontend/ops/op_registry.h"

namespace rammer {

std::map<std::string, Tensor> interpret(const Graph& g, const std::map<std::string, Tensor>& inputs,
                                        const InterpreterOptions& options) {
  std::unordered_map<std::string, Tensor> env;
  for (const auto& name : g.inputs) {
    auto it = inputs.find(name);
    RAMMER_CHECK(it != inputs.end(), "input '", name, "' was not given");
    const Value& v = g.value(name);
    RAMMER_CHECK(it->second.dtype() == v.dtype && it->second.shape() == v.shape, "input '", name,
                 "' is ", dtype_name(it->second.dtype()), shape_str(it->second.shape()),
                 " but the model expects ", dtype_name(v.dtype), shape_str(v.shape));
    env[name] = it->second;
  }
  // Last reader of each value, so intermediates are freed as soon as possible.
  std::unordered_map<std::string, size_t> last_use;
  for (size_t i = 0; i < g.nodes.size(); ++i)
    for (const auto& in : g.nodes[i].inputs) last_use[in] = i;

  auto lookup = [&](const std::string& name) -> const Tensor* {
    if (name.empty()) return nullptr;
    auto it = env.find(name);
    if (it != env.end()) return &it->second;
    if (const Tensor* c = g.constant(name)) return c;
    RAMMER_FAIL("tensor '", name, "' has no value when it is read");
  };

  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& node = g.nodes[i];
    std::vector<const Tensor*> in;
    for (const auto& name : node.inputs) in.push_back(lookup(name));
    std::vector<Tensor> out = eval_node(node, in);
    for (size_t k = 0; k < node.outputs.size(); ++k) {
      const std::string& name = node.outputs[k];
      if (name.empty()) continue;
      if (options.check_shapes) {
        const Value& v = g.value(name);
        RAMMER_CHECK(out[k].dtype() == v.dtype && out[k].shape() == v.shape, "node '", node.name,
                     "' (", node.op, ") computed ", name, " as ", dtype_name(out[k].dtype()),
                     shape_str(out[k].shape()), " but inference said ", dtype_name(v.dtype),
                     shape_str(v.shape));
      }
      env[name] = std::move(out[k]);
    }
    if (!options.keep_intermediates) {
      for (const auto& name : node.inputs) {
        auto lu = last_use.find(name);
        if (!name.empty() && lu != last_use.end() && lu->second == i && !g.is_output(name))
          env.erase(name);
      }
    }
  }
  std::map<std::string, Tensor> result;
  if (options.keep_intermediates)
    for (auto& [k, v] : env) result[k] = v;
  for (const auto& name : g.outputs) result[name] = *lookup(name);
  return result;
}

}  // namespace rammer
