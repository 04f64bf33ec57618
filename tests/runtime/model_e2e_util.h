// Helpers of the whole-model runtime tests: a model loaded with the ONNX Runtime oracle's seeded inputs
// and outputs, and one session run on named tensors.
//
// Expects: RAMMER_MODELS_DIR / RAMMER_BINARY_DIR defined by the build; `node` with onnxruntime-node
// (scripts/setup.sh). Guarantees: any missing piece is reported in OracleModel::error with what to run
// (a silent skip would let the comparison quietly stop happening).
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/cpu/cpu_artifact.h"

#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "runtime/session.h"
#include "tools/oracle/client/oracle_client.h"

namespace rammer::e2e {

struct OracleModel {
  Graph graph;    // loaded with the oracle's input shapes, optimised
  TensorDir ort;  // the oracle's inputs and ONNX Runtime's outputs
  std::string error;
};

// `name` is a model of build/models (RAMMER_MODELS_DIR) or a path ending in .onnx.
inline OracleModel load_with_oracle(const std::string& name) {
  OracleModel m;
  const bool is_path = name.size() > 5 && name.substr(name.size() - 5) == ".onnx";
  const std::string model = is_path ? name : std::string(RAMMER_MODELS_DIR) + "/" + name + ".onnx";
  if (!std::filesystem::exists(model)) {
    m.error = model + " is missing: build the target runtime_e2e_models (it runs "
                      "scripts/models/export_models.py --out " RAMMER_MODELS_DIR ")";
    return m;
  }
  if (find_node().empty()) {
    m.error = "`node` is not on PATH: run scripts/setup.sh";
    return m;
  }
  OracleOptions oo;
  oo.seed = 1;
  const std::string stem = std::filesystem::path(model).stem().string();
  auto run = run_oracle(model, std::string(RAMMER_BINARY_DIR) + "/oracle_e2e/" + stem, oo);
  if (!run.is_ok()) {
    m.error = run.status().message();
    return m;
  }
  m.ort = std::move(run->tensors);
  LoadOptions lo;
  for (const auto& in : m.ort.inputs.order) lo.input_shapes[in] = m.ort.inputs.at(in).shape();
  auto loaded = load_onnx(model, lo);
  if (!loaded.is_ok()) {
    m.error = loaded.status().message();
    return m;
  }
  m.graph = std::move(loaded.value());
  optimize_graph(m.graph);
  return m;
}

// Binds `inputs` by name, runs once, returns the outputs in the model's order.
inline NamedTensors run_session(runtime::Session& s, const NamedTensors& inputs) {
  const runtime::Model& model = s.model();
  for (size_t i = 0; i < model.inputs.size(); ++i) {
    const Tensor& t = inputs.at(model.inputs[i].name);
    s.bind_input(static_cast<int>(i), t.raw(), t.nbytes());
  }
  NamedTensors out;
  std::vector<Tensor> buffers;
  for (size_t i = 0; i < model.outputs.size(); ++i) {
    buffers.emplace_back(model.outputs[i].dtype, model.outputs[i].shape);
  }
  for (size_t i = 0; i < buffers.size(); ++i) {
    s.bind_output(static_cast<int>(i), buffers[i].raw(), buffers[i].nbytes());
  }
  s.run();
  for (size_t i = 0; i < buffers.size(); ++i) out.add(model.outputs[i].name, std::move(buffers[i]));
  return out;
}

// The reference_ops list of the CPU manifest that write_cpu_artifact writes for `plan` (into
// build/manifests/<name>), or a message starting with "error: " when it cannot be written or read.
inline std::string manifest_reference_ops(const Plan& plan, const std::string& name) {
  const std::string dir = std::string(RAMMER_BINARY_DIR) + "/manifests/" + name;
  std::filesystem::remove_all(dir);
  Status s = write_cpu_artifact(plan, dir);
  if (!s) return "error: " + s.message();
  std::ifstream in(dir + "/manifest.json");
  const nlohmann::json m = nlohmann::json::parse(in, nullptr, false);
  if (m.is_discarded() || !m.contains("reference_ops")) return "error: " + dir + "/manifest.json has no reference_ops";
  return m["reference_ops"].dump();
}

}  // namespace rammer::e2e
