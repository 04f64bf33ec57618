// A segmentation model through the CPU backend against ONNX Runtime: torchvision's LR-ASPP
// MobileNetV3-Large (random weights, 512x512, exported by scripts/models), whose head up-samples
// with bilinear Resize. Every op has a CPU tile kernel (Resize through lower_resize's Gathers and
// weighted sums), so the manifest's reference_ops list is empty.
#include <gtest/gtest.h>

#include <cstdio>

#include "driver/compile.h"
#include "runtime/session.h"
#include "tests/runtime/model_e2e_util.h"

namespace rammer {
namespace {

TEST(RuntimeE2E, LrasppMobilenetV3MatchesOnnxRuntime) {
  e2e::OracleModel m = e2e::load_with_oracle("lraspp_mobilenet_v3");
  ASSERT_TRUE(m.error.empty()) << m.error;
  for (const Node& n : m.graph.nodes) EXPECT_NE(n.op, "Resize") << n.name << " was not lowered";
  CompileResult sp = plan_graph(m.graph, "cpu", false);
  ASSERT_TRUE(sp.ok()) << sp.status.message();
  int gathers = 0;
  for (const auto& op : sp.compiled.plan.ops) gathers += op.kind == static_cast<int32_t>(kernels::OpKind::gather);
  EXPECT_GT(gathers, 0) << "no Resize tap reached the gather tile kernel";
  EXPECT_EQ(e2e::manifest_reference_ops(sp.compiled.plan, "lraspp_mobilenet_v3"), "[]");
  runtime::Session session(runtime::model_from_plan(sp.compiled.plan, false));
  NamedTensors ours = e2e::run_session(session, m.ort.inputs);
  for (const auto& out : m.ort.outputs.order) {
    const TensorError e = tensor_error(ours.at(out), m.ort.outputs.at(out));
    ASSERT_TRUE(e.mismatch.empty()) << "output '" << out << "': " << e.mismatch;
    std::printf("lraspp_mobilenet_v3 output '%s': max rel error %.3g\n", out.c_str(), e.max_rel_error);
    std::fflush(stdout);  // the oracle forks: unflushed lines would print twice
    EXPECT_LE(e.max_rel_error, 1e-4) << "output '" << out << "' differs from ONNX Runtime";
  }
}

}  // namespace
}  // namespace rammer
