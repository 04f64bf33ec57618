#include "runtime/session_io.h"

#include "support/status.h"

namespace rammer::runtime {

std::vector<Tensor> bind_io(Session& session, const std::map<std::string, Tensor>& inputs) {
  const Model& m = session.model();
  for (size_t i = 0; i < m.inputs.size(); ++i) {
    auto it = inputs.find(m.inputs[i].name);
    RAMMER_CHECK(it != inputs.end(), "runtime: no tensor given for input '", m.inputs[i].name, "'");
    session.bind_input(static_cast<int>(i), it->second.raw(), it->second.nbytes());
  }
  std::vector<Tensor> outs;
  outs.reserve(m.outputs.size());
  for (size_t i = 0; i < m.outputs.size(); ++i) {
    outs.emplace_back(m.outputs[i].dtype, m.outputs[i].shape);
    session.bind_output(static_cast<int>(i), outs.back().raw(), outs.back().nbytes());
  }
  return outs;
}

}  // namespace rammer::runtime
