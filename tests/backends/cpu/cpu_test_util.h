// Helpers for the CPU tile-kernel tests: TensorDescs for dense tensors and strided views, random
// tiles, running every rTask of an op with one ISA, and the error measure (1e-4 relative).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "backends/cpu/kernels/cpu_kernels.h"
#include "frontend/graph/graph.h"
#include "frontend/graph/tensor.h"
#include "frontend/ops/op_registry.h"
#include "kernels/op_params.h"

namespace rammer::cpu_test {

// The ISA levels this CPU can run, lowest first.
inline std::vector<cpu::CpuIsa> isas() {
  std::vector<cpu::CpuIsa> v;
  for (int i = 0; i <= static_cast<int>(cpu::cpu_isa_supported()); ++i)
    v.push_back(static_cast<cpu::CpuIsa>(i));
  return v;
}

// A dense row-major desc of `shape`, or a view with explicit strides.
inline kernels::TensorDesc desc(const Shape& shape, std::vector<int64_t> strides = {}) {
  kernels::TensorDesc d{};
  d.buffer = static_cast<int32_t>(kernels::Buffer::workspace);
  d.dtype = static_cast<int32_t>(kernels::DTypeCode::f32);
  d.rank = static_cast<int32_t>(shape.size());
  int64_t s = 1;
  for (int i = d.rank - 1; i >= 0; --i) {
    d.shape[i] = shape[i];
    d.strides[i] = strides.empty() ? s : strides[i];
    s *= shape[i];
  }
  return d;
}

inline Tensor random_tensor(std::mt19937& rng, const Shape& shape) {
  Tensor t(DType::f32, shape);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (int64_t i = 0; i < t.numel(); ++i) t.data<float>()[i] = u(rng);
  return t;
}

// A random tile for `space`: each dim in [1, space], whole-dim a third of the time.
inline void random_tile(std::mt19937& rng, kernels::OpDesc& op) {
  int64_t tasks = 1;
  for (int d = 0; d < op.rank; ++d) {
    std::uniform_int_distribution<int64_t> u(1, std::max<int64_t>(1, op.space[d]));
    op.tile[d] = rng() % 3 == 0 ? op.space[d] : u(rng);
    tasks *= (op.space[d] + op.tile[d] - 1) / op.tile[d];
  }
  op.num_tasks = static_cast<int>(tasks);
}

// The given tile (clamped to the space), or a random one when `tile` is empty.
inline void set_tile(std::mt19937& rng, kernels::OpDesc& op, const std::vector<int64_t>& tile) {
  if (tile.empty()) return random_tile(rng, op);
  op.num_tasks = 1;
  for (int d = 0; d < op.rank; ++d) {
    op.tile[d] = std::min(tile[static_cast<size_t>(d)], op.space[d]);
    op.num_tasks *= static_cast<int>((op.space[d] + op.tile[d] - 1) / op.tile[d]);
  }
}

// The op's tile as "t0 t1 ... " for failure messages.
inline std::string tile_str(const kernels::OpDesc& op) {
  std::string s;
  for (int d = 0; d < op.rank; ++d) s += std::to_string(op.tile[d]) + " ";
  return s;
}

inline kernels::OpDesc make_op(kernels::OpKind kind, const Shape& space) {
  kernels::OpDesc op{};
  op.kind = static_cast<int32_t>(kind);
  op.rank = static_cast<int32_t>(space.size());
  for (int i = 0; i < kernels::kMaxOperands; ++i) op.operands[i] = -1;
  for (int d = 0; d < op.rank; ++d) op.space[d] = op.tile[d] = space[d];
  op.num_tasks = 1;
  return op;
}

// A 2-D conv's ConvParams (square k x k window, one stride, symmetric pads, a group count and one
// dilation) packed into op.
inline void pack_conv2d(kernels::OpDesc& op, int64_t k, int64_t stride, int64_t pad, int64_t group = 1,
                        int64_t dilation = 1) {
  const int64_t k2[2] = {k, k}, s2[2] = {stride, stride}, d2[2] = {dilation, dilation}, p2[2] = {pad, pad};
  kernels::ConvParams cp;
  cp.group = group;
  cp.nd = 2;
  cp.kernel = k2;
  cp.stride = s2;
  cp.dilation = d2;
  cp.pad_begin = p2;
  cp.pack(op);
}

// Runs every rTask; false when any task had no fast path.
inline bool run_all(cpu::CpuIsa isa, const kernels::OpDesc& op, const std::vector<kernels::TensorDesc>& T,
                    const std::vector<void*>& ptrs) {
  for (int t = 0; t < op.num_tasks; ++t)
    if (!cpu::cpu_fast_tile_isa(isa, op, T.data(), ptrs.data(), t)) return false;
  return true;
}

// max_i |got - want| / max(1, |want|): the 1e-4 relative criterion of the kernel tests.
inline double max_rel_error(const float* got, const Tensor& want) {
  double e = 0.0;
  for (int64_t i = 0; i < want.numel(); ++i) {
    const double w = want.get_f64(i);
    e = std::max(e, std::fabs(got[i] - w) / std::max(1.0, std::fabs(w)));
  }
  return e;
}

inline Node make_node(const std::string& op, int opset, size_t inputs) {
  Node n;
  n.name = op + "_ref";
  n.op = op;
  n.opset = opset;
  for (size_t i = 0; i < inputs; ++i) n.inputs.push_back("in" + std::to_string(i));
  n.outputs = {"out"};
  return n;
}

// The reference 2-D Conv of x by w (plus b when not null) with a square k x k window, one stride,
// symmetric pads, a group count and one dilation.
inline Tensor reference_conv2d(const Tensor& x, const Tensor& w, const Tensor* b, int64_t k, int64_t stride,
                               int64_t pad, int64_t group = 1, int64_t dilation = 1) {
  Node conv = make_node("Conv", 11, b ? 3 : 2);
  conv.attrs.set("kernel_shape", Shape{k, k});
  conv.attrs.set("strides", Shape{stride, stride});
  conv.attrs.set("pads", Shape{pad, pad, pad, pad});
  conv.attrs.set("group", group);
  conv.attrs.set("dilations", Shape{dilation, dilation});
  std::vector<const Tensor*> ins = {&x, &w};
  if (b) ins.push_back(b);
  return eval_node(conv, ins)[0];
}

// The desc of a channel-blocked [N, C, H, W] tensor (kernels::Layout::nchw16c).
inline kernels::TensorDesc blocked_desc(const Shape& s) {
  constexpr int64_t B = kernels::kChannelBlock;
  kernels::TensorDesc d = desc(s, {s[1] * s[2] * s[3], s[2] * s[3] * B, s[3] * B, B});
  d.layout = static_cast<int32_t>(kernels::Layout::nchw16c);
  return d;
}

// Element (n, c, h, w) of a plain [N, C, H, W] tensor's blocked copy.
inline int64_t blocked_index(const Shape& s, int64_t n, int64_t c, int64_t h, int64_t w) {
  constexpr int64_t B = kernels::kChannelBlock;
  return n * s[1] * s[2] * s[3] + (c / B) * s[2] * s[3] * B + (h * s[3] + w) * B + c % B;
}

// A plain [N, C, H, W] tensor's blocked copy, and back.
inline std::vector<float> to_blocked(const Tensor& t) {
  const Shape& s = t.shape();
  std::vector<float> out(static_cast<size_t>(t.numel()));
  int64_t i = 0;
  for (int64_t n = 0; n < s[0]; ++n)
    for (int64_t c = 0; c < s[1]; ++c)
      for (int64_t h = 0; h < s[2]; ++h)
        for (int64_t w = 0; w < s[3]; ++w)
          out[static_cast<size_t>(blocked_index(s, n, c, h, w))] = t.data<float>()[i++];
  return out;
}

inline std::vector<float> from_blocked(const std::vector<float>& b, const Shape& s) {
  std::vector<float> out(b.size());
  int64_t i = 0;
  for (int64_t n = 0; n < s[0]; ++n)
    for (int64_t c = 0; c < s[1]; ++c)
      for (int64_t h = 0; h < s[2]; ++h)
        for (int64_t w = 0; w < s[3]; ++w)
          out[static_cast<size_t>(i++)] = b[static_cast<size_t>(blocked_index(s, n, c, h, w))];
  return out;
}

}  // namespace rammer::cpu_test
