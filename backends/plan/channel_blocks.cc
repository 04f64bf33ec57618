#include "backends/plan/channel_blocks.h"

#include <vector>

#include "backends/cpu/kernels/epilogue_form.h"

namespace rammer {

namespace {

namespace k = kernels;

// How a conv the blocked path can run names its tensors: x, the tensor its program stores to, the
// residual it adds (-1: none). x < 0: not such a conv.
struct ConvUse {
  int x = -1, out = -1, residual = -1;
  bool out_blockable = false;  // its channel boxes are whole blocks
  bool depthwise = false;      // one channel per group: x and the output share one layout
  bool affine = false;         // an affine input prologue: blocked output only over blocked x
  bool pooled = false;         // a max-pool epilogue: out is the pool's output; x stays in planes
};

ConvUse blockable_conv(const Plan& plan, const k::OpDesc& op) {
  if (op.kind != static_cast<int32_t>(k::OpKind::conv)) return {};
  const k::ConvParams cp = k::ConvParams::unpack(op);
  if (cp.nd != 2 || cp.input_relu || cp.precision != k::MathPrecision::fp32) return {};
  if (k::DwPrologueParams::unpack(op).on) return {};
  const int32_t* o = op.operands;
  if (o[0] < 0 || o[1] < 0 || o[3] < 0) return {};
  if (plan.tensors[static_cast<size_t>(o[1])].desc.buffer != static_cast<int32_t>(k::Buffer::weights)) return {};
  if (o[2] >= 0 && plan.tensors[static_cast<size_t>(o[2])].desc.strides[0] != 1) return {};
  const int64_t channels = plan.tensors[static_cast<size_t>(o[0])].desc.shape[1];
  const bool depthwise = cp.group > 1 && cp.group == channels && op.space[1] == channels;
  if (cp.group != 1 && !depthwise) return {};
  cpu::EpilogueForm form;
  if (!cpu::epilogue_form(op, &form)) return {};
  ConvUse u;
  u.x = o[0];
  u.out = o[form.out_operand];
  u.residual = form.residual_operand >= 0 ? o[form.residual_operand] : -1;
  u.out_blockable = op.tile[1] % k::kChannelBlock == 0 || op.tile[1] >= op.space[1];
  u.depthwise = depthwise;
  u.affine = k::InputAffineParams::unpack(op).on;
  u.pooled = k::MaxPoolEpilogueParams::unpack(op).on;
  if (u.pooled && (u.residual >= 0 || depthwise)) return {};
  return u;
}

// The x of a global average or max pool (a CNN's head), or -1.
int global_pool_x(const Plan& plan, const k::OpDesc& op) {
  if (op.kind != static_cast<int32_t>(k::OpKind::pool) || op.rank != 4 || op.operands[0] < 0) return -1;
  const k::PoolParams pp = k::PoolParams::unpack(op);
  if (pp.nd != 2 || (pp.mode != k::PoolMode::avg && pp.mode != k::PoolMode::max) || op.operands[2] >= 0) return -1;
  const k::TensorDesc& x = plan.tensors[static_cast<size_t>(op.operands[0])].desc;
  for (int i = 0; i < 2; ++i)
    if (pp.kernel[i] != x.shape[2 + i] || pp.pad_begin[i] != 0 || pp.pad_end[i] != 0 || pp.dilation[i] != 1 ||
        op.space[2 + i] != 1)
      return -1;
  return op.operands[0];
}

bool shape_blockable(const PlanTensor& t) {
  const k::TensorDesc& d = t.desc;
  return t.base < 0 && d.buffer == static_cast<int32_t>(k::Buffer::workspace) &&
         d.dtype == static_cast<int32_t>(k::DTypeCode::f32) && d.rank == 4 && d.shape[1] % k::kChannelBlock == 0;
}

}  // namespace

int block_channels(Plan& plan) {
  const size_t n = plan.tensors.size();
  std::vector<char> ok(n, 0);
  for (size_t t = 0; t < n; ++t) ok[t] = shape_blockable(plan.tensors[t]);
  for (const PlanTensor& t : plan.tensors)
    if (t.base >= 0) ok[static_cast<size_t>(t.base)] = 0;  // its views read it as strided
  for (const PlanIO& io : plan.inputs) ok[static_cast<size_t>(io.tensor)] = 0;
  for (const PlanIO& io : plan.outputs) ok[static_cast<size_t>(io.tensor)] = 0;
  std::vector<char> named(n, 0);  // by some op (the table keeps tensors fusions left unread)
  std::vector<ConvUse> uses(plan.ops.size());
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const k::OpDesc& op = plan.ops[i];
    const ConvUse u = uses[i] = blockable_conv(plan, op);
    const int pool_x = global_pool_x(plan, op);
    for (int s = 0; s < k::kMaxOperands; ++s) {
      const int32_t t = op.operands[s];
      if (t < 0) continue;
      named[static_cast<size_t>(t)] = 1;
      const bool as_x = t == u.x && t != u.out && !u.pooled;
      const bool as_out = t == u.out && u.out_blockable;
      const bool allowed = (u.x >= 0 && (as_x || as_out || t == u.residual)) || (s == 0 && t == pool_x);
      if (!allowed) ok[static_cast<size_t>(t)] = 0;
    }
  }
  // A conv's stored output and its residual share one layout; a conv reads blocked x only to write
  // a blocked output (into channel planes its tiles would be stored transposed and finished in a
  // second pass, which costs more than the blocked x saves), except an SE block's projection (a 1x1
  // conv with an affine prologue reading a depthwise conv's output: the depthwise conv gains more
  // from the layout than the projection's packing loses, in EfficientNet's blocks whose chain has
  // no whole blocks; plain 1x1 convs after depthwise ones, NASNet's separable convs on small maps,
  // ran slower so); a depthwise conv's x and output are both blocked or both planes, and a conv
  // with an affine input prologue writes blocked only from blocked x (their blocked kernels handle
  // those only): drop tensors until all hold.
  auto drop = [&](int t) {
    if (t < 0 || !ok[static_cast<size_t>(t)]) return false;
    ok[static_cast<size_t>(t)] = 0;
    return true;
  };
  std::vector<char> depthwise_out(n, 0);
  for (const ConvUse& u : uses)
    if (u.depthwise) depthwise_out[static_cast<size_t>(u.out)] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    for (const ConvUse& u : uses) {
      if (u.x < 0) continue;
      const bool out_blocked = ok[static_cast<size_t>(u.out)] != 0;
      if (u.residual >= 0 && out_blocked != (ok[static_cast<size_t>(u.residual)] != 0)) {
        changed |= drop(u.out);
        changed |= drop(u.residual);
      }
      const bool se_projection = u.affine && depthwise_out[static_cast<size_t>(u.x)];
      if (!ok[static_cast<size_t>(u.out)] && !se_projection) changed |= drop(u.x);
      if ((u.depthwise || u.affine) && !ok[static_cast<size_t>(u.x)]) changed |= drop(u.out);
    }
  }
  int blocked = 0;
  for (size_t t = 0; t < n; ++t) {
    if (!ok[t] || !named[t]) continue;
    k::TensorDesc& d = plan.tensors[t].desc;
    d.layout = static_cast<int32_t>(k::Layout::nchw16c);
    d.strides[3] = k::kChannelBlock;
    d.strides[2] = d.shape[3] * k::kChannelBlock;
    d.strides[1] = d.shape[2] * d.shape[3] * k::kChannelBlock;
    d.strides[0] = d.shape[1] * d.shape[2] * d.shape[3];
    ++blocked;
  }
  return blocked;
}

}  // namespace rammer
