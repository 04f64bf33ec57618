// Hand-built Plans for the GPU backend tests (independent of build_plan): two tiny models whose
// tables are written out by hand, so the emitted source and golden files do not move when the
// plan builder changes.
//   tiny_relu: y = 2 * relu(x), x f32[2,64]; op relu_0 (2 rTasks, one row each) then op add_0
//              (t + t, 2 rTasks); 2 vEUs, each: exec relu_0 v; signal e0; wait e0 2; exec add_0 v.
//   tiny_bias: y = x + b, b a f32[64] weight broadcast over 2 rows (stride 0); 1 vEU, 1 op.
#pragma once

#include <cstring>

#include "backends/plan/plan.h"

namespace rammer {

inline kernels::TensorDesc tiny_tensor(kernels::Buffer buffer, int64_t offset, std::vector<int64_t> shape,
                                       std::vector<int64_t> strides) {
  kernels::TensorDesc t{};
  t.buffer = static_cast<int32_t>(buffer);
  t.dtype = static_cast<int32_t>(kernels::DTypeCode::f32);
  t.rank = static_cast<int32_t>(shape.size());
  t.offset = offset;
  for (size_t i = 0; i < shape.size(); ++i) {
    t.shape[i] = shape[i];
    t.strides[i] = strides[i];
  }
  return t;
}

inline kernels::OpDesc tiny_elementwise(std::vector<int32_t> operands, std::vector<kernels::ElemStep> steps,
                                        int64_t tile_rows) {
  kernels::OpDesc op{};
  op.kind = static_cast<int32_t>(kernels::OpKind::elementwise);
  op.rank = 2;
  op.space[0] = 2;
  op.space[1] = 64;
  op.tile[0] = tile_rows;
  op.tile[1] = 64;
  op.num_tasks = static_cast<int32_t>(2 / tile_rows);
  for (int i = 0; i < kernels::kMaxOperands; ++i) op.operands[i] = -1;
  for (size_t i = 0; i < operands.size(); ++i) op.operands[i] = operands[i];
  op.num_steps = static_cast<int32_t>(steps.size());
  for (size_t i = 0; i < steps.size(); ++i) op.steps[i] = steps[i];
  return op;
}

inline kernels::ElemStep tiny_step(kernels::ElemOp op, int dst, int a, int b = 0) {
  return kernels::ElemStep{static_cast<int32_t>(op), dst, a, b, 0, 0.0f, 0.0f};
}

inline Plan tiny_relu_plan() {
  using kernels::Buffer;
  using kernels::ElemOp;
  constexpr int K = kernels::kOperandBase;
  Plan p;
  p.model = "tiny_relu";
  p.device = "a100";
  p.policy = "critical-path";
  p.tensors = {{"x", DType::f32, {2, 64}, tiny_tensor(Buffer::input, 0, {2, 64}, {64, 1})},
               {"t", DType::f32, {2, 64}, tiny_tensor(Buffer::workspace, 0, {2, 64}, {64, 1})},
               {"y", DType::f32, {2, 64}, tiny_tensor(Buffer::output, 0, {2, 64}, {64, 1})}};
  p.ops = {tiny_elementwise({0, 1}, {tiny_step(ElemOp::relu, 0, K + 0), tiny_step(ElemOp::store, K + 1, 0)}, 1),
           tiny_elementwise({1, 2}, {tiny_step(ElemOp::add, 0, K + 0, K + 0), tiny_step(ElemOp::store, K + 1, 0)}, 1)};
  p.op_names = {"relu_0", "add_0"};
  p.op_kinds = {"Elementwise", "Elementwise"};
  for (int v = 0; v < 2; ++v)
    p.programs.push_back({{0, 0, v, 0}, {2, 0, 0, 0}, {1, 0, 2, 0}, {0, 1, v, 0}});
  p.event_signals = {2};
  p.workspace_bytes = 2 * 64 * 4;
  p.inputs = {{"x", DType::f32, {2, 64}, 0}};
  p.outputs = {{"y", DType::f32, {2, 64}, 2}};
  return p;
}

inline Plan tiny_bias_plan() {
  using kernels::Buffer;
  using kernels::ElemOp;
  constexpr int K = kernels::kOperandBase;
  Plan p;
  p.model = "tiny_bias";
  p.device = "a100";
  p.policy = "critical-path";
  p.tensors = {{"x", DType::f32, {2, 64}, tiny_tensor(Buffer::input, 0, {2, 64}, {64, 1})},
               {"b", DType::f32, {64}, tiny_tensor(Buffer::weights, 0, {2, 64}, {0, 1})},
               {"y", DType::f32, {2, 64}, tiny_tensor(Buffer::output, 0, {2, 64}, {64, 1})}};
  p.ops = {tiny_elementwise({0, 1, 2},
                            {tiny_step(ElemOp::add, 0, K + 0, K + 1), tiny_step(ElemOp::store, K + 2, 0)}, 2)};
  p.op_names = {"add_0"};
  p.op_kinds = {"Elementwise"};
  p.programs = {{{0, 0, 0, 0}}};
  std::vector<float> bias(64);
  for (int i = 0; i < 64; ++i) bias[static_cast<size_t>(i)] = 0.5f * static_cast<float>(i);
  p.weights.add(std::make_shared<const Tensor>(Tensor::from_vector<float>(DType::f32, {64}, bias)));
  p.inputs = {{"x", DType::f32, {2, 64}, 0}};
  p.outputs = {{"y", DType::f32, {2, 64}, 2}};
  return p;
}

}  // namespace rammer
