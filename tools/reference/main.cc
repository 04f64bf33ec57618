// rammer-reference: seeded inputs and the reference interpreter's outputs for a model, written as tensor
// directories (tools/oracle/README.md), so a machine that cannot run rammerc (the GPU checks,
// scripts/gpu_bundle.sh) can compare a library's outputs with an independent reference.
//
//   rammer-reference MODEL.onnx -o DIR [--sets N] [--seed S]
//
// Writes DIR/set<k>/ for k in [0, N): inputs seeded_inputs(graph, S + k) (frontend/interpreter/
// seeded_inputs.h: floats uniform in [-1, 1), integers in [0, 4), booleans 0/1), outputs from interpret() on the graph exactly as loaded (no graph
// passes), so no compiler stage the library went through is part of its reference.
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "frontend/interpreter/interpreter.h"
#include "frontend/interpreter/seeded_inputs.h"
#include "frontend/onnx/onnx_loader.h"
#include "tools/oracle/client/oracle_client.h"

using namespace rammer;

int main(int argc, char** argv) {
  CLI::App app{"rammer-reference: seeded inputs and reference-interpreter outputs as tensor directories"};
  std::string model, out_dir;
  int sets = 4;
  uint32_t seed = 1;
  app.add_option("model", model, "the .onnx model")->required();
  app.add_option("-o,--output", out_dir, "output directory (DIR/set<k>/ per input set)")->required();
  app.add_option("--sets", sets, "number of input sets (default 4)")->check(CLI::Range(1, 1000));
  app.add_option("--seed", seed, "seed of set 0; set k uses seed + k (default 1)");
  CLI11_PARSE(app, argc, argv);

  Result<Graph> g = load_onnx(model);
  if (!g) {
    std::cerr << "rammer-reference: " << g.status().message() << "\n";
    return 1;
  }
  Status st = capture_status([&] {
    for (int k = 0; k < sets; ++k) {
      TensorDir dir;
      const std::map<std::string, Tensor> inputs = seeded_inputs(*g, seed + static_cast<uint32_t>(k));
      for (const auto& name : g->inputs) dir.inputs.add(name, inputs.at(name));
      std::map<std::string, Tensor> outs = interpret(*g, dir.inputs.by_name);
      for (const auto& name : g->outputs) dir.outputs.add(name, outs.at(name));
      Status w = write_tensor_dir(out_dir + "/set" + std::to_string(k), dir);
      RAMMER_CHECK(w.is_ok(), w.message());
    }
  });
  if (!st) {
    std::cerr << "rammer-reference: " << model << ": " << st.message() << "\n";
    return 1;
  }
  return 0;
}
