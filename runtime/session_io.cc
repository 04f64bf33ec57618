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

std::vector<Tensor> run_npu_once(const NpuLibrary& lib, const std::map<std::string, Tensor>& inputs,
                                 int64_t* cycles) {
  auto session = lib.create_session();
  for (size_t i = 0; i < lib.inputs().size(); ++i) {
    auto it = inputs.find(lib.inputs()[i].name);
    RAMMER_CHECK(it != inputs.end(), "runtime: no tensor given for input '", lib.inputs()[i].name, "'");
    lib.bind_input(*session, static_cast<int>(i), it->second.raw(), it->second.nbytes());
  }
  std::vector<Tensor> outs;
  outs.reserve(lib.outputs().size());
  for (const auto& io : lib.outputs()) outs.emplace_back(io.dtype, io.shape);
  for (size_t i = 0; i < outs.size(); ++i)
    lib.bind_output(*session, static_cast<int>(i), outs[i].raw(), outs[i].nbytes());
  lib.run(*session);
  if (cycles != nullptr) *cycles = session->last.cycles;
  return outs;
}

}  // namespace rammer::runtime
