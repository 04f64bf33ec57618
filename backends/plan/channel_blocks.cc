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
  bool pointwise = false;      // 1x1 without padding: reads blocked x into planes by its transposed GEMM
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
  const k::TensorDesc& x = plan.tensors[static_cast<size_t>(o[0])].desc;
  u.pointwise = true;  // and no padding at either end: every output position reads x
  for (int i = 0; i < 2; ++i)
    u.pointwise = u.pointwise && cp.kernel[i] == 1 && cp.pad_begin[i] == 0 &&
                  (op.space[2 + i] - 1) * cp.stride[i] < x.shape[2 + i];
  u.affine = k::InputAffineParams::unpack(op).on;
  u.pooled = k::MaxPoolEpilogueParams::unpack(op).on;
  if (u.pooled && (u.residual >= 0 || depthwise)) return {};
  return u;
}

// The x of a 2-D average or max pool (a CNN's head, ResNeXt's shortcut when a stage halves the
// map), or -1: pool_box reads blocked x into channel planes (a global pool as vector sums of 16
// channels, a windowed one through its strided-plane path).
int pool_x(const k::OpDesc& op) {
  if (op.kind != static_cast<int32_t>(k::OpKind::pool) || op.rank != 4 || op.operands[0] < 0) return -1;
  const k::PoolParams pp = k::PoolParams::unpack(op);
  if (pp.nd != 2 || (pp.mode != k::PoolMode::avg && pp.mode != k::PoolMode::max) || op.operands[2] >= 0) return -1;
  return op.operands[0];
}

// The x of a 2-D fp32 ConvTranspose (a UNet's up-sampling after its bottleneck or a decoder level),
// or -1: its GEMM + col2im packs each channel of x into B through the channel's offset, so it
// reads blocked x as cheaply as planes (its output stays in planes).
int transpose_x(const k::OpDesc& op) {
  if (op.kind != static_cast<int32_t>(k::OpKind::conv_transpose) || op.rank != 4 || op.operands[0] < 0) return -1;
  const k::ConvParams cp = k::ConvParams::unpack(op);
  if (cp.nd != 2 || cp.input_relu || cp.precision != k::MathPrecision::fp32) return -1;
  return op.operands[0];
}

bool shape_blockable(const PlanTensor& t) {
  const k::TensorDesc& d = t.desc;
  return t.base < 0 && d.buffer == static_cast<int32_t>(k::Buffer::workspace) &&
         d.dtype == static_cast<int32_t>(k::DTypeCode::f32) && d.rank == 4 && d.shape[1] % k::kChannelBlock == 0;
}

// Whether view t is a slice of whole 16-channel blocks of its base tensor (a Concat input its
// producer writes in place, rtask/place_concat.h): all of the base's images, rows and columns, with
// the base's strides, from a channel that starts a block. Blocked, it keeps its offset (c0 planes
// of H x W floats are c0 / 16 blocks of 16 x H x W) and takes the base's blocked strides.
bool block_slice(const Plan& plan, const PlanTensor& t) {
  if (t.base < 0) return false;
  const PlanTensor& base = plan.tensors[static_cast<size_t>(t.base)];
  const k::TensorDesc &v = t.desc, &b = base.desc;
  if (!shape_blockable(base) || v.rank != 4 || v.buffer != b.buffer || v.dtype != b.dtype ||
      v.shape[1] % k::kChannelBlock != 0)
    return false;
  for (int d = 0; d < 4; ++d)
    if (v.strides[d] != b.strides[d] || (d != 1 && v.shape[d] != b.shape[d])) return false;
  const int64_t bytes = v.offset - b.offset, block = k::kChannelBlock * b.shape[2] * b.shape[3] * 4;
  return b.strides[1] == b.shape[2] * b.shape[3] && b.strides[3] == 1 && bytes >= 0 && bytes % block == 0 &&
         bytes / block * k::kChannelBlock + v.shape[1] <= b.shape[1];
}

}  // namespace

int block_channels(Plan& plan) {
  const size_t n = plan.tensors.size();
  std::vector<char> ok(n, 0);
  for (size_t t = 0; t < n; ++t) ok[t] = shape_blockable(plan.tensors[t]) || block_slice(plan, plan.tensors[t]);
  for (const PlanIO& io : plan.inputs) ok[static_cast<size_t>(io.tensor)] = 0;
  for (const PlanIO& io : plan.outputs) ok[static_cast<size_t>(io.tensor)] = 0;
  std::vector<char> named(n, 0);  // by some op (the table keeps tensors fusions left unread)
  std::vector<ConvUse> uses(plan.ops.size());
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const k::OpDesc& op = plan.ops[i];
    const ConvUse u = uses[i] = blockable_conv(plan, op);
    const int read_x = pool_x(op) >= 0 ? pool_x(op) : transpose_x(op);
    for (int s = 0; s < k::kMaxOperands; ++s) {
      const int32_t t = op.operands[s];
      if (t < 0) continue;
      named[static_cast<size_t>(t)] = 1;
      const bool as_x = t == u.x && t != u.out && !u.pooled;
      const bool as_out = t == u.out && u.out_blockable;
      const bool allowed = (u.x >= 0 && (as_x || as_out || t == u.residual)) || (s == 0 && t == read_x);
      if (!allowed) ok[static_cast<size_t>(t)] = 0;
    }
  }
  // The rules of channel_blocks.h over the convs (residual and output in one layout; a depthwise
  // conv's x and output in one; an affine prologue writing blocked only from blocked x; blocked x
  // into planes only for the pointwise convs it names) and a base with its views (any other view
  // reads the base as strided). kept_blocked: a residual chain's tensors and Concat outputs.
  // Drop tensors until all hold.
  auto drop = [&](int t) {
    if (t < 0 || !ok[static_cast<size_t>(t)]) return false;
    ok[static_cast<size_t>(t)] = 0;
    return true;
  };
  std::vector<char> depthwise_out(n, 0), kept_blocked(n, 0);
  for (const ConvUse& u : uses) {
    if (u.depthwise) depthwise_out[static_cast<size_t>(u.out)] = 1;
    if (u.residual >= 0) kept_blocked[static_cast<size_t>(u.out)] = kept_blocked[static_cast<size_t>(u.residual)] = 1;
  }
  for (size_t t = 0; t < n; ++t)
    if (plan.tensors[t].base >= 0 && ok[t]) kept_blocked[static_cast<size_t>(plan.tensors[t].base)] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t t = 0; t < n; ++t) {
      const int base = plan.tensors[t].base;
      if (base < 0) continue;
      if (!ok[t]) changed |= drop(base);
      if (!ok[static_cast<size_t>(base)]) changed |= drop(static_cast<int>(t));
    }
    for (const ConvUse& u : uses) {
      if (u.x < 0) continue;
      const size_t x = static_cast<size_t>(u.x), out = static_cast<size_t>(u.out);
      if (u.residual >= 0 && (ok[out] != 0) != (ok[static_cast<size_t>(u.residual)] != 0)) {
        changed |= drop(u.out);
        changed |= drop(u.residual);
      }
      const bool into_planes =
          u.pointwise && (depthwise_out[x] ? u.affine : !u.affine && kept_blocked[x] != 0);
      if (!ok[out] && !into_planes) changed |= drop(u.x);
      if ((u.depthwise || u.affine) && !ok[x]) changed |= drop(u.out);
    }
  }
  for (size_t t = 0; t < n; ++t)
    if (plan.tensors[t].base >= 0 && named[t]) named[static_cast<size_t>(plan.tensors[t].base)] = 1;
  int blocked = 0;
  for (size_t t = 0; t < n; ++t) {
    if (!ok[t] || !named[t]) continue;
    const int base = plan.tensors[t].base;
    const k::TensorDesc& whole = plan.tensors[static_cast<size_t>(base >= 0 ? base : static_cast<int>(t))].desc;
    k::TensorDesc& d = plan.tensors[t].desc;
    d.layout = static_cast<int32_t>(k::Layout::nchw16c);
    d.strides[3] = k::kChannelBlock;
    d.strides[2] = whole.shape[3] * k::kChannelBlock;
    d.strides[1] = whole.shape[2] * whole.shape[3] * k::kChannelBlock;
    d.strides[0] = whole.shape[1] * whole.shape[2] * whole.shape[3];
    ++blocked;
  }
  return blocked;
}

}  // namespace rammer
