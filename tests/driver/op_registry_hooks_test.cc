// Every op has one home: its registry entry holds its shape inference and reference eval
// (frontend), its rTask split with its kernel choice (rtask) and its lowering (backends/plan), and
// what the entries say is what the stages do.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "backends/plan/op_lowering.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/ops/op_registry.h"
#include "frontend/passes/pipeline.h"
#include "rtask/build_rprogram.h"
#include "rtask/op_split.h"

namespace rammer {
namespace {

void register_every_stage() {
  register_rtask_hooks();
  register_plan_hooks();
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

// Every registered op has inference, eval, a split that names its products (and their variant
// family: the kernel choice) and a lowering for each family its split produces.
TEST(OpRegistryHooks, EveryOpHasEveryStagesHook) {
  register_every_stage();
  const auto& all = OpRegistry::instance().all();
  ASSERT_GT(all.size(), 100u);
  std::vector<std::string> no_infer, no_eval, no_split, no_products, no_lowering;
  for (const OpSchema& s : all) {
    if (!s.infer) no_infer.push_back(s.op);
    if (!s.eval) no_eval.push_back(s.op);
    const OpSplit* split = s.hook<OpSplit>();
    if (split == nullptr || split->build == nullptr) {
      no_split.push_back(s.op);
      continue;
    }
    if (split->products.empty()) no_products.push_back(s.op);
    const OpLowering* lowering = s.hook<OpLowering>();
    for (const SplitProduct& p : split->products) {
      if (lowering == nullptr || lowering->entry(p.family) == nullptr)
        no_lowering.push_back(s.op + " (" + op_family_name(p.family) + ")");
    }
  }
  EXPECT_TRUE(no_infer.empty()) << "ops without shape inference: " << join(no_infer);
  EXPECT_TRUE(no_eval.empty()) << "ops without reference eval: " << join(no_eval);
  EXPECT_TRUE(no_split.empty()) << "ops without an rTask split: " << join(no_split);
  EXPECT_TRUE(no_products.empty()) << "splits that name no rOperator family (kernel choice): "
                                   << join(no_products);
  EXPECT_TRUE(no_lowering.empty()) << "ops without a lowering for a family their split produces: "
                                   << join(no_lowering);
}

// A lowering entry for a family the op's split never produces is dead: the entries agree both ways.
TEST(OpRegistryHooks, LoweringsListOnlyFamiliesTheSplitProduces) {
  register_every_stage();
  std::vector<std::string> extra;
  for (const OpSchema& s : OpRegistry::instance().all()) {
    const OpSplit* split = s.hook<OpSplit>();
    const OpLowering* lowering = s.hook<OpLowering>();
    if (split == nullptr || lowering == nullptr) continue;
    for (const OpLowering::Entry& e : lowering->entries)
      if (split->product(e.family) == nullptr) extra.push_back(s.op + " (" + op_family_name(e.family) + ")");
  }
  EXPECT_TRUE(extra.empty()) << "lowerings of families the split does not produce: " << join(extra);
}

// Spot checks of entries against the design: GEMM-shaped ops tile with GEMM variants onto a tile
// kernel, elementwise ops chain, views have no rTasks, ops without a tile kernel are reference only.
TEST(OpRegistryHooks, EntriesSayWhatTheDesignSays) {
  register_every_stage();
  const OpSplit* conv = op_split("Conv");
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(conv->kind, SplitKind::tiled);
  ASSERT_NE(conv->product(OpFamily::conv), nullptr);
  EXPECT_EQ(conv->product(OpFamily::conv)->variants, VariantFamily::gemm);
  ASSERT_NE(op_lowering("Conv"), nullptr);
  EXPECT_TRUE(op_lowering("Conv")->has_tile_kernel());

  for (const char* op : {"Relu", "Reshape", "Resize"}) ASSERT_NE(op_split(op), nullptr) << op;
  EXPECT_EQ(op_split("Relu")->kind, SplitKind::elementwise_chain);
  EXPECT_TRUE(is_elementwise_op("Relu"));
  EXPECT_EQ(op_split("Reshape")->kind, SplitKind::view);
  EXPECT_TRUE(is_view_op("Reshape"));
  EXPECT_FALSE(is_view_op("Relu"));

  for (const char* op : {"Resize", "InstanceNormalization", "LRN"}) {
    ASSERT_NE(op_lowering(op), nullptr) << op;
    EXPECT_FALSE(op_lowering(op)->has_tile_kernel()) << op << " has no tile kernel: it is reference only";
  }
  EXPECT_EQ(op_split("Resize")->kind, SplitKind::whole);
  // A recurrent layer rtask cannot unroll runs whole: its entry says so.
  ASSERT_NE(op_lowering("LSTM"), nullptr);
  ASSERT_NE(op_lowering("LSTM")->entry(OpFamily::opaque), nullptr);
  EXPECT_EQ(op_lowering("LSTM")->entry(OpFamily::opaque)->lower, nullptr);
  EXPECT_NE(op_lowering("LSTM")->entry(OpFamily::rnn_gates)->lower, nullptr);
}

// The variant names each family of rtask/variants.h and the RNN builders give their rKernels.
bool named_by(VariantFamily f, const std::string& name) {
  auto starts = [&](const char* p) { return name.rfind(p, 0) == 0; };
  switch (f) {
    case VariantFamily::gemm: return starts("gemm_") || starts("cpu_gemm_");
    case VariantFamily::memory: return starts("ew_");
    case VariantFamily::rnn_step: return starts("gates_h") || starts("cell_h") || starts("step_h");
    case VariantFamily::rnn_projection: return starts("proj_") || starts("gemm_");
    case VariantFamily::whole: return name == "whole";
  }
  return false;
}

// The kernel choice an entry names is the one its split makes: on models covering convs, pools,
// Concat, GEMMs, row ops, views, elementwise chains and unrolled LSTMs, every rOperator's variants
// come from the variant family its first node's split lists for its family, on a GPU and a CPU.
TEST(OpRegistryHooks, KernelChoiceIsTheVariantsTheSplitOffers) {
  register_every_stage();
  int checked = 0;
  for (const char* model : {"squeezenet1_1", "bert_layer", "lstm2"}) {
    const std::filesystem::path path =
        std::filesystem::path(RAMMER_BINARY_DIR) / "models" / (std::string(model) + ".onnx");
    if (!std::filesystem::exists(path)) continue;
    Graph g = load_onnx_or_throw(path.string());
    optimize_graph(g);
    std::map<std::string, std::string> op_of;
    for (const Node& n : g.nodes) op_of[n.name] = n.op;
    for (bool cpu : {false, true}) {
      VariantOptions o;
      o.cpu = cpu;
      o.veus = cpu ? 4 : 0;
      const RProgram p = build_rprogram(g, o);
      for (const ROperator& op : p.ops) {
        const std::string& node_op = op_of.at(op.nodes.front());
        const OpSplit* split = op_split(node_op);
        ASSERT_NE(split, nullptr) << model << ": " << node_op;
        const SplitProduct* product = split->product(op.family);
        ASSERT_NE(product, nullptr) << model << ": " << op.name;
        for (const RKernel& k : op.variants)
          EXPECT_TRUE(named_by(product->variants, k.name))
              << model << ": rOperator " << op.name << " (" << node_op << ", " << op_family_name(op.family)
              << ") offers variant " << k.name << ", not of family " << variant_family_name(product->variants);
        ++checked;
      }
    }
  }
  if (checked == 0) GTEST_SKIP() << "no model in build/models";
}

}  // namespace
}  // namespace rammer
