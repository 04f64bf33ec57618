// Whole models through load_onnx + optimize_graph + the reference interpreter, against ONNX Runtime
// (tools/oracle/oracle.js) on the same seeded inputs. Models come from build/models (target
// test_models); node and onnxruntime-node from scripts/setup.sh. Anything missing fails the test with
// what to run: a silent skip would let the comparison quietly stop happening.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "tools/oracle/client/oracle_client.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

// The criterion of the model tests: max relative error (oracle_client.h: tensor_error) within 1e-4.
constexpr double kMaxRelError = 1e-4;

void check_against_oracle(const std::string& name) {
  const std::string model = std::string(RAMMER_MODELS_DIR) + "/" + name + ".onnx";
  ASSERT_TRUE(fs::exists(model)) << model << " is missing: build the target test_models (it runs "
                                 << "scripts/models/export_models.py --out " << RAMMER_MODELS_DIR << ")";
  ASSERT_FALSE(find_node().empty()) << "`node` is not on PATH: run scripts/setup.sh";

  OracleOptions oo;
  oo.seed = 1;
  const std::string out_dir = std::string(RAMMER_BINARY_DIR) + "/oracle/" + name;
  auto run = run_oracle(model, out_dir, oo);
  ASSERT_TRUE(run.is_ok()) << run.status().message();
  const TensorDir& ort = run->tensors;

  LoadOptions lo;
  for (const auto& in : ort.inputs.order) lo.input_shapes[in] = ort.inputs.at(in).shape();
  auto loaded = load_onnx(model, lo);
  ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
  Graph g = std::move(loaded.value());
  optimize_graph(g);
  const auto ours = interpret(g, ort.inputs.by_name);

  ASSERT_EQ(g.outputs.size(), ort.outputs.order.size());
  for (const auto& out : ort.outputs.order) {
    auto it = ours.find(out);
    ASSERT_NE(it, ours.end()) << "the interpreter did not produce output '" << out << "'";
    const TensorError e = tensor_error(it->second, ort.outputs.at(out));
    ASSERT_TRUE(e.mismatch.empty()) << name << " output '" << out << "': " << e.mismatch;
    std::printf("%s output '%s' %s: max rel error %.3g, max abs error %.3g (element %lld)\n", name.c_str(),
                out.c_str(), shape_str(it->second.shape()).c_str(), e.max_rel_error, e.max_abs_error,
                static_cast<long long>(e.worst_index));
    EXPECT_LE(e.max_rel_error, kMaxRelError) << name << " output '" << out << "' differs from ONNX Runtime";
  }
}

// ResNet-18 (torchvision, random weights, 1x3x224x224) matches ONNX Runtime within 1e-4 relative error.
TEST(ModelsOracle, Resnet18MatchesOnnxRuntime) { check_against_oracle("resnet18"); }

// A 2-layer LSTM with a Linear head matches ONNX Runtime within 1e-4 relative error.
TEST(ModelsOracle, Lstm2MatchesOnnxRuntime) { check_against_oracle("lstm2"); }

// Three stacked LSTM layers whose output is a Squeeze of the top layer's Y match ONNX Runtime.
TEST(ModelsOracle, LstmStackMatchesOnnxRuntime) { check_against_oracle("lstm_stack"); }

}  // namespace
}  // namespace rammer
