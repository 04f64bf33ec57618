// The CPU plan's conv fusions and layouts on real models: MobileNet-V2 (build/models, target
// runtime_e2e_models) planned for the cpu shows each inverted-residual block's depthwise 3x3 (+ ReLU6)
// computed inside its 1x1 projection (rtask/ops/conv.cc dw_prologue), ResNet-18 its stem conv inside
// its max pool and its activations between convs channel-blocked, in the plan's text form. The numerics of that
// plan against ONNX Runtime are RuntimeE2E.MobilenetV2 (model_e2e_test.cc), which runs the same plan.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>

#include "backends/plan/plan.h"
#include "driver/compile.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"

namespace rammer {
namespace {

// Ops of each kind in plan_summary's "op <i> <name> <kind> kind=..." lines.
std::map<std::string, int> op_kinds(const std::string& summary) {
  std::map<std::string, int> kinds;
  std::istringstream in(summary);
  for (std::string line; std::getline(in, line);) {
    std::istringstream l(line);
    std::string tag, index, name, kind;
    if (l >> tag >> index >> name >> kind && tag == "op") ++kinds[kind];
  }
  return kinds;
}

// The plan of build/models/<model>.onnx for `device` (emulate: a GPU device's plan on the host).
Plan plan_of(const std::string& model, const std::string& device, bool emulate = false) {
  const std::string path = std::string(RAMMER_MODELS_DIR) + "/" + model + ".onnx";
  EXPECT_TRUE(std::filesystem::exists(path)) << path << " is missing: build the target runtime_e2e_models";
  auto g = load_onnx(path, {});
  EXPECT_TRUE(g.is_ok()) << g.status().message();
  if (!g.is_ok()) return {};
  optimize_graph(g.value());
  CompileResult r = plan_graph(std::move(g.value()), device, emulate);
  EXPECT_TRUE(r.ok()) << r.status.message();
  return r.ok() ? std::move(r.compiled.plan) : Plan{};
}

// torchvision's MobileNet-V2 has 17 inverted-residual blocks (the first without the expansion
// conv), each a depthwise 3x3 + ReLU6 read only by its 1x1 projection: 52 convs in all. The blocks
// on maps with enough rows per rTask (rtask/ops/conv.cc fused_tiles: the 112x112, 56x56 and 28x28
// ones on a 2-core host) become one op each, with the expansion inside where the cost model favours
// it (there, all of them); the convs of the other blocks stay plain.
TEST(ConvFusion, MobilenetV2InvertedResidualBlocks) {
  const Plan plan = plan_of("mobilenet_v2", "cpu");
  const std::map<std::string, int> kinds = op_kinds(plan_summary(plan));
  auto count = [&](const char* k) { return kinds.count(k) ? kinds.at(k) : 0; };
  const int blocks = count("Conv.DwConv.Conv"), pairs = count("DwConv.Conv");
  EXPECT_GE(blocks, 3) << plan_summary(plan);  // 56x56 and 28x28 blocks: fused on any host size
  EXPECT_LE(blocks + pairs, 17) << plan_summary(plan);
  EXPECT_EQ(count("Conv"), 52 - 2 * (blocks + pairs) - blocks) << plan_summary(plan);
}

// The fused kernel is the CPU tile kernels' alone: an emulated GPU plan keeps the convs apart.
TEST(ConvFusion, MobilenetV2EmulatedGpuUnfused) {
  const std::map<std::string, int> kinds = op_kinds(plan_summary(plan_of("mobilenet_v2", "a100", true)));
  EXPECT_EQ(kinds.count("DwConv.Conv"), 0u);
  EXPECT_EQ(kinds.at("Conv"), 52);
}

// ResNet-18's stem (7x7/2 conv + ReLU, then a 3x3/2 max pool; 20 convs in all) planned for the cpu:
// the pool computes the conv's rows (rtask/ops/pool.cc pooled_conv), one op where there were two;
// an emulated GPU plan keeps them apart. The numerics are RuntimeE2E.Resnet18's.
TEST(ConvFusion, Resnet18StemConvInsideItsMaxPool) {
  const Plan plan = plan_of("resnet18", "cpu");
  const std::map<std::string, int> kinds = op_kinds(plan_summary(plan));
  EXPECT_EQ(kinds.count("Conv.MaxPool") ? kinds.at("Conv.MaxPool") : 0, 1) << plan_summary(plan);
  EXPECT_EQ(kinds.count("MaxPool"), 0u) << plan_summary(plan);
  EXPECT_EQ(kinds.count("Conv") ? kinds.at("Conv") : 0, 19) << plan_summary(plan);

  const std::map<std::string, int> gpu = op_kinds(plan_summary(plan_of("resnet18", "a100", true)));
  EXPECT_EQ(gpu.count("Conv.MaxPool"), 0u);
  EXPECT_EQ(gpu.count("MaxPool") ? gpu.at("MaxPool") : 0, 1);
}

// Names of the tensors plan_summary lists as channel-blocked ("layout <name> nchw16c").
std::set<std::string> blocked_tensors(const std::string& summary) {
  std::set<std::string> names;
  std::istringstream in(summary);
  for (std::string line; std::getline(in, line);) {
    std::istringstream l(line);
    std::string tag, name, layout;
    if (l >> tag >> name >> layout && tag == "layout" && layout == "nchw16c") names.insert(name);
  }
  return names;
}

bool is_blocked(const Plan& plan, int32_t t) {
  return t >= 0 && plan.tensors[static_cast<size_t>(t)].desc.layout == static_cast<int32_t>(kernels::Layout::nchw16c);
}

// The tensor a conv's step program stores to, else its y.
int32_t stored_tensor(const kernels::OpDesc& op) {
  int out = 3;
  for (int s = 0; s < op.num_steps; ++s)
    if (op.steps[s].op == static_cast<int32_t>(kernels::ElemOp::store)) out = op.steps[s].dst - kernels::kOperandBase;
  return op.operands[out];
}

// What backends/plan/channel_blocks.h guarantees of every op naming a blocked tensor: a conv (with
// or without a max-pool epilogue), a pool or a ConvTranspose, the last two reading blocked x only; a
// depthwise conv's x and output in one layout; a conv with an affine input prologue writing blocked
// only from blocked x; the strides of the layout.
void expect_blocked_uses(const Plan& plan) {
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const kernels::OpDesc& op = plan.ops[i];
    bool names_blocked = false;
    const bool transpose = plan.op_kinds[i].rfind("ConvTranspose", 0) == 0;
    for (int32_t t : op.operands) {
      if (!is_blocked(plan, t)) continue;
      names_blocked = true;
      const PlanTensor& pt = plan.tensors[static_cast<size_t>(t)];
      EXPECT_TRUE(plan.op_kinds[i] == "Conv" || plan.op_kinds[i] == "Conv.MaxPool" ||
                  plan.op_kinds[i] == "GlobalAveragePool" || plan.op_kinds[i] == "AveragePool" ||
                  plan.op_kinds[i] == "MaxPool" || transpose)
          << plan.op_names[i] << " (" << plan.op_kinds[i] << ") names " << pt.name;
      if ((plan.op_kinds[i].find("Pool") != std::string::npos && plan.op_kinds[i] != "Conv.MaxPool") ||
          transpose) {
        EXPECT_EQ(t, op.operands[0]) << plan.op_names[i] << " (" << plan.op_kinds[i] << ") writes channel planes";
      }
      EXPECT_EQ(pt.desc.strides[3], kernels::kChannelBlock) << pt.name;
      EXPECT_EQ(pt.desc.strides[2], pt.shape[3] * kernels::kChannelBlock) << pt.name;
    }
    if (!names_blocked || transpose || plan.op_kinds[i].rfind("Conv", 0) != 0) continue;
    const bool x_blocked = is_blocked(plan, op.operands[0]), out_blocked = is_blocked(plan, stored_tensor(op));
    if (kernels::ConvParams::unpack(op).group > 1) {
      EXPECT_EQ(x_blocked, out_blocked) << plan.op_names[i] << ": a depthwise conv's x and output in different layouts";
    }
    if (kernels::InputAffineParams::unpack(op).on && out_blocked) {
      EXPECT_TRUE(x_blocked) << plan.op_names[i] << ": an affine prologue over planes into a blocked output";
    }
  }
  // A base and its views (a Concat's slices) are blocked all or none.
  for (const PlanTensor& t : plan.tensors)
    if (t.base >= 0) {
      const PlanTensor& base = plan.tensors[static_cast<size_t>(t.base)];
      EXPECT_EQ(t.desc.layout, base.desc.layout) << "a view of " << base.name;
    }
}

// ResNet-18 planned for the cpu (backends/plan/channel_blocks.h): every block's inner ReLU and its
// output are channel-blocked, and so are the stem's max pool output (the Conv.MaxPool kernel stores
// its pooled rows blocked, cpu_conv_pool_impl.h) and each downsampling stage's first second-conv
// output (the residual its downsampling conv adds): 20 tensors, the last read by the global average
// pool. Every op naming a blocked tensor is a conv or the global pool. RAMMER_CHANNEL_BLOCKS=0 and
// an emulated GPU plan block nothing. The numerics of the blocked plan against ONNX Runtime are
// RuntimeE2E.Resnet18's.
TEST(ChannelBlocks, Resnet18ActivationsBetweenConvs) {
  const Plan plan = plan_of("resnet18", "cpu");
  const std::set<std::string> blocked = blocked_tensors(plan_summary(plan));
  EXPECT_EQ(blocked.size(), 20u) << plan_summary(plan);
  EXPECT_EQ(blocked.count("/maxpool/MaxPool_output_0"), 1u);
  for (int stage = 1; stage <= 4; ++stage) {
    const std::string s = "/layer" + std::to_string(stage) + "/layer" + std::to_string(stage) + ".";
    if (stage > 1) {
      EXPECT_EQ(blocked.count(s + "0/conv2/Conv_output_0"), 1u) << s;
    }
    for (int block = 0; block < 2; ++block)
      for (const char* relu : {"/relu/Relu_output_0", "/relu_1/Relu_output_0"})
        EXPECT_EQ(blocked.count(s + std::to_string(block) + relu), 1u) << s << block << relu;
  }
  expect_blocked_uses(plan);
  const int gap = [&] {
    for (size_t i = 0; i < plan.ops.size(); ++i)
      if (plan.op_kinds[i] == "GlobalAveragePool") return plan.ops[i].operands[0];
    return -1;
  }();
  ASSERT_GE(gap, 0);
  EXPECT_EQ(plan.tensors[static_cast<size_t>(gap)].desc.layout, static_cast<int32_t>(kernels::Layout::nchw16c));

  setenv("RAMMER_CHANNEL_BLOCKS", "0", 1);
  const Plan planes = plan_of("resnet18", "cpu");
  unsetenv("RAMMER_CHANNEL_BLOCKS");
  EXPECT_TRUE(blocked_tensors(plan_summary(planes)).empty());
  EXPECT_TRUE(blocked_tensors(plan_summary(plan_of("resnet18", "a100", true))).empty());
}

// ResNeXt-29 planned for the cpu: each block's 16 branches write their 3x3 outputs in place into
// the block's Concat (rtask/place_concat.h), and every Concat is blocked with its 16 slices of 4
// blocks each, read blocked by the block's 1x1 transition. In the first stage the residual chain
// from the stem on is blocked too; its last block's output is read into channel planes by the
// next stage's first branches (pointwise convs) and its 2x2 average pool shortcut, since the
// later stages' chains, which start at an elementwise Add, stay in planes: there the transitions
// read their blocked Concats into planes. The numerics are RuntimeE2E.Resnext29's.
TEST(ChannelBlocks, Resnext29ConcatsAndTheirSlices) {
  const Plan plan = plan_of("resnext29", "cpu");
  const std::set<std::string> blocked = blocked_tensors(plan_summary(plan));
  for (int b = 0; b < 9; ++b) {
    const std::string s = "/blocks/blocks." + std::to_string(b) + "/";
    EXPECT_EQ(blocked.count(s + "Concat_output_0"), 1u) << s;
    EXPECT_EQ(blocked.count(s + "Relu_output_0"), b < 3 ? 1u : 0u) << s;
    for (int br = 0; br < 16; ++br) {
      const std::string branch = "branches." + std::to_string(br);
      EXPECT_EQ(blocked.count(s + branch + "/" + branch + ".2/Relu_output_0"), 1u) << s << branch;
    }
  }
  EXPECT_EQ(blocked.count("/stem/stem.2/Relu_output_0"), 1u);
  int slices = 0, pools = 0, into_planes = 0;
  for (const PlanTensor& t : plan.tensors)
    slices += t.base >= 0 && t.desc.layout == static_cast<int32_t>(kernels::Layout::nchw16c);
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const kernels::OpDesc& op = plan.ops[i];
    pools += plan.op_kinds[i] == "AveragePool" && is_blocked(plan, op.operands[0]);
    into_planes += plan.op_names[i].find("transition") != std::string::npos && is_blocked(plan, op.operands[0]) &&
                   !is_blocked(plan, stored_tensor(op));
  }
  EXPECT_EQ(slices, 9 * 16);
  EXPECT_EQ(pools, 1);  // the second stage's shortcut; the third's reads a plain block output
  EXPECT_EQ(into_planes, 6);
  expect_blocked_uses(plan);
}

// MobileNet-V2 planned for the cpu: from the first block on 14x14 maps (features.7) on, every
// inverted-residual block runs blocked end to end: its 1x1 expansion's output, its depthwise conv's
// output (read blocked by the depthwise kernel, cpu_blocked_depthwise_impl.h) and the residual
// chain between blocks; the earlier blocks keep the fused depthwise + projection over channel
// planes. The numerics are RuntimeE2E.MobilenetV2's.
TEST(ChannelBlocks, MobilenetV2InvertedResidualsBlocked) {
  const Plan plan = plan_of("mobilenet_v2", "cpu");
  const std::set<std::string> blocked = blocked_tensors(plan_summary(plan));
  for (int b = 7; b <= 17; ++b) {
    const std::string s = "/features/features." + std::to_string(b) + "/conv/conv.";
    EXPECT_EQ(blocked.count(s + "0/conv.0.2/Clip_output_0"), 1u) << s << "0";
    EXPECT_EQ(blocked.count(s + "1/conv.1.2/Clip_output_0"), 1u) << s << "1";
  }
  for (const std::string& name : blocked)
    for (int b = 1; b <= 6; ++b)
      EXPECT_EQ(name.find("/features." + std::to_string(b) + "/"), std::string::npos) << name;
  int depthwise_blocked = 0;
  for (size_t i = 0; i < plan.ops.size(); ++i)
    depthwise_blocked += kernels::ConvParams::unpack(plan.ops[i]).group > 1 && plan.op_kinds[i] == "Conv" &&
                         is_blocked(plan, plan.ops[i].operands[0]);
  EXPECT_EQ(depthwise_blocked, 11);
  expect_blocked_uses(plan);
}

// EfficientNet-B0 planned for the cpu: every MBConv block runs its depthwise conv blocked (its x,
// the expansion's output, and its own output, cpu_blocked_depthwise_impl.h), and its SE-scaled
// projection reads that output blocked, applying the SE scale as it packs it (InputAffineParams). On
// 14x14 and 7x7 maps (features.4 to 7) the 80- and 112-channel residual chains are blocked too,
// since their convs split positions rather than cut a 16-channel block; the 24- and 40-channel
// chains of features.2 and 3 stay in channel planes (no whole blocks), their SE projections reading
// blocked x into planes.
TEST(ChannelBlocks, EfficientnetB0SqueezeExciteBlocks) {
  const Plan plan = plan_of("efficientnet_b0", "cpu");
  const std::set<std::string> blocked = blocked_tensors(plan_summary(plan));
  EXPECT_EQ(blocked.count("/features/features.1/features.1.0/block/block.0/block.0.2/Mul_output_0"), 1u);
  const int blocks[] = {2, 2, 3, 3, 4, 1};  // features.2 .. features.7
  for (int f = 2; f <= 7; ++f)
    for (int b = 0; b < blocks[f - 2]; ++b) {
      const std::string s = "/features/features." + std::to_string(f) + "/features." + std::to_string(f) + "." +
                            std::to_string(b) + "/block/block.";
      EXPECT_EQ(blocked.count(s + "0/block.0.2/Mul_output_0"), 1u) << s << "0";
      EXPECT_EQ(blocked.count(s + "1/block.1.2/Mul_output_0"), 1u) << s << "1";
    }
  EXPECT_EQ(blocked.count("/features/features.5/features.5.1/Add_output_0"), 1u);
  EXPECT_EQ(blocked.count("/features/features.2/features.2.1/Add_output_0"), 0u);
  int affine_blocked = 0;
  for (size_t i = 0; i < plan.ops.size(); ++i)
    affine_blocked += kernels::InputAffineParams::unpack(plan.ops[i]).on && is_blocked(plan, plan.ops[i].operands[0]);
  EXPECT_EQ(affine_blocked, 16);
  expect_blocked_uses(plan);
  // A plain 1x1 conv does not read a depthwise conv's blocked output into planes: NASNet's separable
  // convs stay in channel planes.
  EXPECT_TRUE(blocked_tensors(plan_summary(plan_of("nasnet", "cpu"))).empty());
}

// The zoo's UNet planned for the cpu: the ConvTranspose tile reads blocked x, so the bottleneck's
// convs (128 channels on 16x16) and the two deeper decoder levels' (64 on 32x32, 32 on 64x64) run
// blocked, each level's first conv reading its Concat in channel planes (a ConvTranspose writes
// its slice in planes) and each second conv's output read blocked by the next up-sampling. The
// 128x128 level stays in planes: its last conv's output is read only by the 2-class 1x1 head, and
// the encoder's second convs write the skip joins' slices in planes. The numerics are
// RuntimeE2E.ZooUnet's.
TEST(ChannelBlocks, UnetDecoderReadIntoConvTranspose) {
  const Plan plan = plan_of("unet", "cpu");
  const std::set<std::string> blocked = blocked_tensors(plan_summary(plan));
  std::set<std::string> want;
  for (const std::string level : {"down.3", "merge.0", "merge.1"})
    for (const std::string conv : {"0", "1"}) {
      const std::string block = level + "." + conv;
      want.insert("/" + level + "/" + block + "/" + block + ".2/Relu_output_0");
    }
  EXPECT_EQ(blocked, want) << plan_summary(plan);
  int transposes_blocked = 0;
  for (size_t i = 0; i < plan.ops.size(); ++i)
    transposes_blocked += plan.op_kinds[i] == "ConvTranspose" && is_blocked(plan, plan.ops[i].operands[0]);
  EXPECT_EQ(transposes_blocked, 3);
  expect_blocked_uses(plan);
}

// The zoo's UNet planned for the cpu: each encoder level's last conv output feeds its max pool and
// its skip join. It lives in its slice of the join's Concat output (after the up-sampled channels),
// and the conv stores it once (backends/plan/alias_placed.h); the bottleneck's output, which no
// Concat takes, keeps its own bytes. The numerics are RuntimeE2E.ZooUnet's.
TEST(ConcatPlacement, UnetEncoderOutputsLiveInTheirSkipJoins) {
  const Plan plan = plan_of("unet", "cpu");
  auto tensor = [&](const std::string& name) {
    for (size_t t = 0; t < plan.tensors.size(); ++t)
      if (plan.tensors[t].name == name) return static_cast<int>(t);
    ADD_FAILURE() << "no tensor " << name;
    return -1;
  };
  auto stores_of = [&](const std::string& op_name) {
    for (size_t i = 0; i < plan.ops.size(); ++i) {
      if (plan.op_names[i] != op_name) continue;
      int stores = 0;
      for (int s = 0; s < plan.ops[i].num_steps; ++s)
        stores += plan.ops[i].steps[s].op == static_cast<int32_t>(kernels::ElemOp::store);
      return stores;
    }
    ADD_FAILURE() << "no op " << op_name;
    return -1;
  };
  const std::pair<const char*, const char*> skips[] = {
      {"down.0", "/Concat_2_output_0"}, {"down.1", "/Concat_1_output_0"}, {"down.2", "/Concat_output_0"}};
  for (const auto& [level, join] : skips) {
    const std::string block = std::string(level) + ".1";
    const int t = tensor("/" + std::string(level) + "/" + block + "/" + block + ".2/Relu_output_0");
    const int c = tensor(join);
    if (t < 0 || c < 0) continue;
    const PlanTensor &out = plan.tensors[static_cast<size_t>(t)], &cat = plan.tensors[static_cast<size_t>(c)];
    ASSERT_EQ(out.base, c) << level << "\n" << plan_summary(plan);
    const int64_t plane = out.shape[2] * out.shape[3];
    EXPECT_EQ(out.desc.offset - cat.desc.offset, (cat.shape[1] - out.shape[1]) * plane * 4) << level;
    EXPECT_EQ(stores_of("/" + std::string(level) + "/" + block + "/" + block + ".0/Conv"), 1) << level;
  }
  const int bottleneck = tensor("/down.3/down.3.1/down.3.1.2/Relu_output_0");
  if (bottleneck >= 0) EXPECT_LT(plan.tensors[static_cast<size_t>(bottleneck)].base, 0);
}

}  // namespace
}  // namespace rammer
