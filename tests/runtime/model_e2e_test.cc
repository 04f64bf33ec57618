// Whole models through the CPU backend (plan_graph -> runtime Session) against ONNX Runtime
// (tools/oracle/oracle.js) on the oracle's seeded inputs, with the error measure of the model tests
// (oracle_client.h: tensor_error). Models come from build/models (target runtime_e2e_models); node and
// onnxruntime-node from scripts/setup.sh. Anything missing fails with what to run.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "driver/compile.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "runtime/session.h"
#include "tests/runtime/model_e2e_util.h"
#include "tools/oracle/client/oracle_client.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

// The criterion: max relative error (tensor_error) within 1e-4 unless a model documents another.
constexpr double kMaxRelError = 1e-4;

// The oracle's float inputs moved to other values (x -> 0.25 - 0.5 x), integers kept.
NamedTensors other_inputs(const NamedTensors& inputs) {
  NamedTensors out;
  for (const auto& name : inputs.order) {
    Tensor t = inputs.at(name);
    if (dtype_is_float(t.dtype()))
      for (int64_t i = 0; i < t.numel(); ++i) t.set_f64(i, 0.25 - 0.5 * t.get_f64(i));
    out.add(name, std::move(t));
  }
  return out;
}

// Stale data would show: the same session runs again on different inputs, each run against the
// reference interpreter on those inputs.
void check_consecutive_runs(const std::string& name, const e2e::OracleModel& m, runtime::Session& session,
                            double tolerance) {
  const NamedTensors inputs = other_inputs(m.ort.inputs);
  std::map<std::string, Tensor> by_name;
  for (const auto& in : inputs.order) by_name.emplace(in, inputs.at(in));
  const std::map<std::string, Tensor> want = interpret(m.graph, by_name);
  for (int run = 2; run <= 3; ++run) {
    NamedTensors ours = e2e::run_session(session, run == 2 ? inputs : m.ort.inputs);
    for (const auto& out : m.ort.outputs.order) {
      const TensorError e = tensor_error(ours.at(out), run == 2 ? want.at(out) : m.ort.outputs.at(out));
      ASSERT_TRUE(e.mismatch.empty()) << name << " run " << run << " output '" << out << "': " << e.mismatch;
      EXPECT_LE(e.max_rel_error, tolerance) << name << " run " << run << " output '" << out << "'";
    }
  }
}

void check_model(const std::string& name, double tolerance, const std::string& device = "cpu",
                 bool emulate = false) {
  e2e::OracleModel m = e2e::load_with_oracle(name);
  ASSERT_TRUE(m.error.empty()) << m.error;
  const auto t0 = std::chrono::steady_clock::now();
  CompileResult sp = plan_graph(m.graph, device, emulate);
  ASSERT_TRUE(sp.ok()) << name << ": " << sp.status.message();
  const Plan& plan = sp.compiled.plan;
  int reference_ops = 0;
  for (const auto& op : plan.ops) reference_ops += op.kind == static_cast<int32_t>(kernels::OpKind::reference);
  const auto t1 = std::chrono::steady_clock::now();
  runtime::Session session(runtime::model_from_plan(plan, emulate));
  NamedTensors ours = e2e::run_session(session, m.ort.inputs);
  const auto t2 = std::chrono::steady_clock::now();
  std::printf("%s on %s%s: %zu ops (%d reference), %lld rTasks, %zu vEUs, workspace %lld B (unshared %lld B); compile %.0f ms, "
              "first run %.0f ms\n",
              name.c_str(), device.c_str(), emulate ? " (emulated)" : "", plan.ops.size(), reference_ops,
              static_cast<long long>(plan.num_tasks), plan.programs.size(),
              static_cast<long long>(plan.workspace_bytes), static_cast<long long>(plan.workspace_bytes_unshared),
              std::chrono::duration<double, std::milli>(t1 - t0).count(),
              std::chrono::duration<double, std::milli>(t2 - t1).count());
  std::fflush(stdout);  // the oracle forks: unflushed lines would print twice
  ASSERT_EQ(ours.order.size(), m.ort.outputs.order.size());
  for (const auto& out : m.ort.outputs.order) {
    const TensorError e = tensor_error(ours.at(out), m.ort.outputs.at(out));
    ASSERT_TRUE(e.mismatch.empty()) << name << " output '" << out << "': " << e.mismatch;
    std::printf("%s output '%s' %s: max rel error %.3g, max abs error %.3g (element %lld)\n", name.c_str(),
                out.c_str(), shape_str(ours.at(out).shape()).c_str(), e.max_rel_error, e.max_abs_error,
                static_cast<long long>(e.worst_index));
    std::fflush(stdout);
    EXPECT_LE(e.max_rel_error, tolerance) << name << " output '" << out << "' differs from ONNX Runtime";
  }
  if (emulate) check_consecutive_runs(name, m, session, tolerance);
}

// The Rammer evaluation models (the scheduler issue's bench set) match ONNX Runtime within 1e-4.
TEST(RuntimeE2E, LstmTc) { check_model("lstm_tc", kMaxRelError); }
TEST(RuntimeE2E, Seq2seq) { check_model("seq2seq", kMaxRelError); }
TEST(RuntimeE2E, Nasnet) { check_model("nasnet", kMaxRelError); }
TEST(RuntimeE2E, Resnext29) { check_model("resnext29", kMaxRelError); }
TEST(RuntimeE2E, Alexnet) { check_model("alexnet", kMaxRelError); }
TEST(RuntimeE2E, Deepspeech2) { check_model("deepspeech2", kMaxRelError); }
TEST(RuntimeE2E, Resnet50) { check_model("resnet50", kMaxRelError); }
TEST(RuntimeE2E, MobilenetV2) { check_model("mobilenet_v2", kMaxRelError); }
TEST(RuntimeE2E, BertLayer) { check_model("bert_layer", kMaxRelError); }

// torchvision classifiers match ONNX Runtime within 1e-4.
TEST(RuntimeE2E, Resnet18) { check_model("resnet18", kMaxRelError); }
TEST(RuntimeE2E, Resnext50) { check_model("resnext50_32x4d", kMaxRelError); }
TEST(RuntimeE2E, Squeezenet11) { check_model("squeezenet1_1", kMaxRelError); }
TEST(RuntimeE2E, InceptionV3) { check_model("inception_v3", kMaxRelError); }

// The model zoo (scripts/models/zoo.py: torchvision classifiers, a ViT, a UNet, an NHWC graph) matches
// ONNX Runtime within 1e-4.
TEST(RuntimeE2E, ZooMobilenetV3Large) { check_model("mobilenet_v3_large", kMaxRelError); }
TEST(RuntimeE2E, ZooEfficientnetB0) { check_model("efficientnet_b0", kMaxRelError); }
TEST(RuntimeE2E, ZooShufflenetV2) { check_model("shufflenet_v2", kMaxRelError); }
TEST(RuntimeE2E, ZooRegnetY400mf) { check_model("regnet_y_400mf", kMaxRelError); }
TEST(RuntimeE2E, ZooDensenet121) { check_model("densenet121", kMaxRelError); }
TEST(RuntimeE2E, ZooConvnextTiny) { check_model("convnext_tiny", kMaxRelError); }
TEST(RuntimeE2E, ZooVitTiny) { check_model("vit_tiny", kMaxRelError); }
TEST(RuntimeE2E, ZooUnet) { check_model("unet", kMaxRelError); }
TEST(RuntimeE2E, ZooNhwcCnn) { check_model("nhwc_cnn", kMaxRelError); }

// Loop (constant trip count) and Scan models (scripts/models/control_flow.py), unrolled by the loader,
// match ONNX Runtime within 1e-4.
TEST(RuntimeE2E, LoopRefine) { check_model("loop_refine", kMaxRelError); }
TEST(RuntimeE2E, ScanRnn) { check_model("scan_rnn", kMaxRelError); }

// Small models under --emulate: the a100 schedule (hundreds of vEUs, the GPU tile kernels under the
// emulated block) on the CPU matches ONNX Runtime within 1e-4.
TEST(RuntimeE2E, Lstm2EmulatedA100) { check_model("lstm2", kMaxRelError, "a100", true); }
// Its output a view of the top layer's Y, which the plan places in the output's buffer.
TEST(RuntimeE2E, LstmStackCpuAndEmulatedA100) {
  check_model("lstm_stack", kMaxRelError);
  check_model("lstm_stack", kMaxRelError, "a100", true);
}
TEST(RuntimeE2E, Resnet18EmulatedA100) { check_model("resnet18", kMaxRelError, "a100", true); }
// NASNet also covers the GPU conv kernel's fused input-ReLU prologue (Relu -> depthwise Conv).
TEST(RuntimeE2E, NasnetEmulatedA100) { check_model("nasnet", kMaxRelError, "a100", true); }

// The bundled examples (examples/*.onnx) on the cpu and emulated on a100 match ONNX Runtime within 1e-4.
TEST(RuntimeE2E, TinyCnnCpuAndEmulatedA100) {
  check_model(RAMMER_SOURCE_DIR "/examples/tiny_cnn.onnx", kMaxRelError);
  check_model(RAMMER_SOURCE_DIR "/examples/tiny_cnn.onnx", kMaxRelError, "a100", true);
}
TEST(RuntimeE2E, TinyLstmCpuAndEmulatedA100) {
  check_model(RAMMER_SOURCE_DIR "/examples/tiny_lstm.onnx", kMaxRelError);
  check_model(RAMMER_SOURCE_DIR "/examples/tiny_lstm.onnx", kMaxRelError, "a100", true);
}

// f16 models (scripts/models/half.py) on the cpu and emulated on a100 match ONNX Runtime within the
// documented bound of an f16 output (driver/target.h output_tolerance: max |ours - ort| over
// max(1, max |ort|) <= 1e-2). Both compute every op in fp32; the CPU's own SIMD kernels take only f32,
// so the f16 ops run the generic tile kernels, which store f16 wherever a tensor is stored, while ONNX
// Runtime rounds each node's output to f16: rounding points differ, hence the f16 bound, not 1e-4.
void check_half_model(const std::string& name, const std::string& device, bool emulate) {
  e2e::OracleModel m = e2e::load_with_oracle(name);
  ASSERT_TRUE(m.error.empty()) << m.error;
  CompileResult sp = plan_graph(m.graph, device, emulate);
  ASSERT_TRUE(sp.ok()) << name << ": " << sp.status.message();
  const Plan& plan = sp.compiled.plan;
  for (const auto& op : plan.ops)
    EXPECT_NE(op.kind, static_cast<int32_t>(kernels::OpKind::reference)) << name << ": every f16 op has a tile kernel";
  runtime::Session session(runtime::model_from_plan(plan, emulate));
  NamedTensors ours = e2e::run_session(session, m.ort.inputs);
  ASSERT_EQ(ours.order.size(), m.ort.outputs.order.size());
  for (const auto& out : m.ort.outputs.order) {
    const Tensor& ort = m.ort.outputs.at(out);
    ASSERT_EQ(ours.at(out).dtype(), DType::f16) << name << " output '" << out << "'";
    ASSERT_EQ(ort.dtype(), DType::f16) << name << " output '" << out << "'";
    const double e = output_error(ours.at(out), ort, Precision::fp32);
    std::printf("%s on %s%s output '%s': max |ours - ort| / max(1, max |ort|) = %.3g (bound %.3g)\n", name.c_str(),
                device.c_str(), emulate ? " (emulated)" : "", out.c_str(), e, output_tolerance(Precision::fp32, DType::f16));
    std::fflush(stdout);
    EXPECT_LE(e, output_tolerance(Precision::fp32, DType::f16)) << name << " output '" << out << "'";
  }
}

TEST(RuntimeE2E, F16CnnCpuAndEmulatedA100) {
  check_half_model("f16_cnn", "cpu", false);
  check_half_model("f16_cnn", "a100", true);
}
TEST(RuntimeE2E, F16AttentionCpuAndEmulatedA100) {
  check_half_model("f16_attention", "cpu", false);
  check_half_model("f16_attention", "a100", true);
}

}  // namespace
}  // namespace rammer
