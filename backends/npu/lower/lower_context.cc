#include "backends/npu/lower/lower_context.h"

#include <algorithm>
#include <cstring>

#include "support/status.h"

namespace rammer::npu {

int64_t align64(int64_t v) { return (v + 63) / 64 * 64; }

namespace {

// The workspace and the caller regions do not move while ops are lowered, but the weights region
// grows as operands are packed: reserve a generous fixed window before the workspace so that
// addresses handed out early stay valid. The window is the plan's blob twice (fp16 plain copy plus
// repacked copies at most the same size again, padded per chunk) and is checked in finish().
int64_t weights_window(const Plan& plan) { return align64(plan.weights.size() * 2 + (int64_t(1) << 20)); }

void put_half(std::vector<uint8_t>& image, int64_t at, float v) {
  const uint16_t h = float_to_half(v);
  image[size_t(at)] = uint8_t(h);
  image[size_t(at) + 1] = uint8_t(h >> 8);
}

}  // namespace

LowerContext::LowerContext(const Plan& plan, NpuGeometry geo, const NpuQuantisation& quant)
    : plan_(plan), geo_(geo), quant_(quant) {
  plan_weights_ = plan.weights.bytes();
  // The plain fp16 copy of the blob: tensor at plan offset o -> o / 2 (only f32 tensors are read).
  image_.assign(size_t(align64(int64_t(plan_weights_.size()) / 2)), 0);
  for (size_t i = 0; i + 4 <= plan_weights_.size(); i += 4) {
    float f;
    std::memcpy(&f, plan_weights_.data() + i, 4);
    put_half(image_, int64_t(i / 2), f);
  }
  workspace_base_ = weights_window(plan);
  int64_t at = align64(workspace_base_ + (plan.workspace_bytes + 1) / 2);
  auto regions = [&](const std::vector<PlanIO>& ios, std::vector<NpuIORegion>& out) {
    for (const PlanIO& io : ios) {
      NpuIORegion r{io.name, io.dtype, io.shape, at, 1};
      for (int64_t d : io.shape) r.elements *= d;
      out.push_back(r);
      at = align64(at + r.elements * 2);
    }
  };
  regions(plan.inputs, inputs_);
  regions(plan.outputs, outputs_);
  dram_bytes_ = at;
  // An output that lives elsewhere (a view of an intermediate, an input, a constant) is read from
  // there: its region is that tensor's bytes, which must then be contiguous. The memory plan keeps
  // a workspace output live to the end of the run.
  for (size_t i = 0; i < plan.outputs.size(); ++i) {
    const PlanTensor& t = plan.tensors.at(size_t(plan.outputs[i].tensor));
    if (kernels::Buffer(t.desc.buffer) == kernels::Buffer::output) continue;
    int64_t expected = 1;
    for (int d = t.desc.rank - 1; d >= 0; --d) {
      RAMMER_CHECK(t.desc.shape[d] == 1 || t.desc.strides[d] == expected, "npu: output ", t.name,
                   " is a strided view of another tensor (the NPU reads outputs from contiguous bytes)");
      expected *= t.desc.shape[d];
    }
    RAMMER_CHECK(t.desc.dtype == int32_t(kernels::DTypeCode::f32), "npu: output ", t.name, " is not f32");
    switch (kernels::Buffer(t.desc.buffer)) {
      case kernels::Buffer::weights: outputs_[i].addr = t.desc.offset / 2; break;
      case kernels::Buffer::workspace: outputs_[i].addr = workspace_base_ + t.desc.offset / 2; break;
      case kernels::Buffer::input: outputs_[i].addr = inputs_.at(size_t(t.desc.offset)).addr + t.io_bytes / 2; break;
      default: break;
    }
  }
}

const kernels::TensorDesc& LowerContext::desc(int tensor) const {
  RAMMER_CHECK(tensor >= 0 && size_t(tensor) < plan_.tensors.size(), "npu: tensor index ", tensor);
  return plan_.tensors[size_t(tensor)].desc;
}

void LowerContext::fail(int op, const std::string& why) const {
  RAMMER_FAIL("npu: node ", plan_.op_names.at(size_t(op)), " (", plan_.op_kinds.at(size_t(op)), "): ", why,
              "; rnpu-v1 has no lowering for it and the NPU backend has no host fallback");
}

int64_t LowerContext::addr(int op, int tensor) const {
  const PlanTensor& t = plan_.tensors.at(size_t(tensor));
  if (t.desc.dtype != int32_t(kernels::DTypeCode::f32))
    fail(op, "tensor " + t.name + " is " + std::string(dtype_name(t.dtype)) + " (the NPU reads f32 tensors as fp16)");
  switch (kernels::Buffer(t.desc.buffer)) {
    case kernels::Buffer::weights: return t.desc.offset / 2;
    case kernels::Buffer::workspace: return workspace_base_ + t.desc.offset / 2;
    case kernels::Buffer::input: return inputs_.at(size_t(t.desc.offset)).addr + t.io_bytes / 2;
    case kernels::Buffer::output: return outputs_.at(size_t(t.desc.offset)).addr + t.io_bytes / 2;
  }
  fail(op, "tensor " + t.name + " lives in an unknown buffer");
}

float LowerContext::weight(int op, int tensor, int64_t element_offset) const {
  const kernels::TensorDesc& d = desc(tensor);
  if (kernels::Buffer(d.buffer) != kernels::Buffer::weights)
    fail(op, "operand " + plan_.tensors[size_t(tensor)].name + " must be a constant (weights) on the NPU");
  const int64_t at = d.offset + element_offset * 4;
  RAMMER_CHECK(at >= 0 && at + 4 <= int64_t(plan_weights_.size()), "npu: weight read out of range");
  float f;
  std::memcpy(&f, plan_weights_.data() + at, 4);
  return f;
}

int64_t LowerContext::weight_index(int op, int tensor, int64_t element_offset) const {
  const kernels::TensorDesc& d = desc(tensor);
  const bool i64 = d.dtype == int32_t(kernels::DTypeCode::i64), i32 = d.dtype == int32_t(kernels::DTypeCode::i32);
  if (kernels::Buffer(d.buffer) != kernels::Buffer::weights || !(i64 || i32))
    fail(op, "indices " + plan_.tensors[size_t(tensor)].name + " that are not constant i32/i64 (the NPU reads them when lowering)");
  const int64_t size = i64 ? 8 : 4, at = d.offset + element_offset * size;
  RAMMER_CHECK(at >= 0 && at + size <= int64_t(plan_weights_.size()), "npu: index read out of range");
  if (i32) {
    int32_t v;
    std::memcpy(&v, plan_weights_.data() + at, 4);
    return v;
  }
  int64_t v;
  std::memcpy(&v, plan_weights_.data() + at, 8);
  return v;
}

int64_t LowerContext::append(const std::vector<float>& values) {
  const int64_t at = align64(int64_t(image_.size()));
  image_.resize(size_t(at + int64_t(values.size()) * 2), 0);
  for (size_t i = 0; i < values.size(); ++i) put_half(image_, at + int64_t(i) * 2, values[i]);
  return at;
}

int64_t LowerContext::append_bytes(const std::vector<uint8_t>& bytes) {
  const int64_t at = align64(int64_t(image_.size()));
  image_.resize(size_t(at + int64_t(bytes.size())), 0);
  std::copy(bytes.begin(), bytes.end(), image_.begin() + at);
  return at;
}

const ActivationQuant* LowerContext::input_quant(int op, int tensor) const {
  if (!quant_.int8) return nullptr;
  const PlanTensor* t = &plan_.tensors.at(size_t(tensor));
  for (;;) {
    if (auto it = quant_.activations.find(t->name); it != quant_.activations.end()) return &it->second;
    if (t->base < 0) break;
    t = &plan_.tensors.at(size_t(t->base));
  }
  fail(op, "no int8 quantisation for its input " + tensor_label(tensor) +
               " (calibration records the inputs of every int8 op)");
}

std::string LowerContext::tensor_label(int tensor) const {
  const PlanTensor* t = &plan_.tensors.at(size_t(tensor));
  while (t->name.empty() && t->base >= 0) t = &plan_.tensors.at(size_t(t->base));
  return t->name;
}

const std::vector<float>* LowerContext::imported_weight_scales(int tensor) const {
  for (const PlanTensor* t = &plan_.tensors.at(size_t(tensor));; t = &plan_.tensors.at(size_t(t->base))) {
    if (auto it = quant_.weight_scales.find(t->name); it != quant_.weight_scales.end()) return &it->second;
    if (t->base < 0) return nullptr;
  }
}

int64_t LowerContext::ones(int64_t n) {
  RAMMER_CHECK(n <= 1024, "npu: at most 1024 ones");
  if (ones_addr_ < 0) ones_addr_ = append(std::vector<float>(1024, 1.0f));
  return ones_addr_;
}

void LowerContext::finish() {
  RAMMER_CHECK(int64_t(image_.size()) <= workspace_base_, "npu: the packed weights (", image_.size(),
               " bytes) overflow their DRAM window of ", workspace_base_, " bytes");
  image_.resize(size_t(workspace_base_), 0);
}

}  // namespace rammer::npu
