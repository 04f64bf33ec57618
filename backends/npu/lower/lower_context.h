// What every op's NPU lowering shares: the DRAM map of the model (weights, workspace, caller
// buffers, all fp16), tensor addresses, constants read from the plan, packed operands appended to
// the weights image, the core's geometry and the error that names the node.
//
// DRAM map (byte addresses, each region 64-byte aligned):
//   weights    the plan's weights blob converted element by element to fp16 (a tensor at plan
//              offset o sits at o / 2), then operands repacked for the matrix unit, then constants
//              the lowering needs (a row of ones)
//   workspace  the plan's memory plan at half its byte offsets (fp16 intermediates)
//   inputs, outputs   one fp16 region per caller buffer, graph order
// Expects a plan whose op operands are f32 tensors (the NPU computes in fp16 with fp32
// accumulation); anything else is an error naming the node.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "backends/npu/lower/int8.h"
#include "backends/plan/plan.h"

namespace rammer::npu {

struct NpuGeometry {
  int dim = 16;                   // matrix unit side
  int64_t scratchpad_bytes = 262144;
  int64_t acc_words = 16384;
};

struct NpuIORegion {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;
  int64_t addr = 0;      // fp16 elements, contiguous, graph layout
  int64_t elements = 0;
};

class LowerContext {
 public:
  LowerContext(const Plan& plan, NpuGeometry geo, const NpuQuantisation& quant = {});

  const Plan& plan() const { return plan_; }
  const NpuGeometry& geo() const { return geo_; }
  const kernels::TensorDesc& desc(int tensor) const;
  // The DRAM address of element 0 of tensor (view) `tensor`; its dtype must be f32.
  int64_t addr(int op, int tensor) const;
  // The DRAM address of byte `offset` of the plan's workspace (whose f32 values are fp16 here).
  int64_t workspace_addr(int64_t offset) const { return workspace_base_ + offset / 2; }
  // The f32 value of a weights-buffer tensor at element strides (index . strides).
  float weight(int op, int tensor, int64_t element_offset) const;
  // The integer value of an i32 or i64 weights-buffer tensor at an element offset (Gather's
  // indices); anything else is an error naming the node.
  int64_t weight_index(int op, int tensor, int64_t element_offset) const;
  // Appends fp16 values to the weights image (64-byte aligned); returns their DRAM address.
  int64_t append(const std::vector<float>& values);
  // Appends raw bytes (int8 weights, fp32 tables) to the weights image (64-byte aligned).
  int64_t append_bytes(const std::vector<uint8_t>& bytes);
  // The weights image so far is DRAM [0, constants_end()): nothing writes there while a model runs.
  int64_t constants_end() const { return int64_t(image_.size()); }
  // The address of `n` (<= 1024) fp16 ones.
  int64_t ones(int64_t n);
  // Packed operands are made once per op and key.
  std::map<std::pair<int, int>, int64_t>& packed() { return packed_; }
  // Packed forms of weights that several ops read (an unrolled decoder's MatMuls, every step of an
  // LSTM): keyed by what was packed (a kind, the source's weights offset, shape, strides, scale),
  // so each is appended once.
  std::map<std::vector<int64_t>, int64_t>& shared_packed() { return shared_packed_; }

  [[noreturn]] void fail(int op, const std::string& why) const;

  // int8 builds: the quantisation of op `op`'s input tensor `tensor` (an error naming the node when
  // calibration has none); nullptr in an fp16 build.
  const ActivationQuant* input_quant(int op, int tensor) const;
  // The per-channel scales a pre-quantised model gave weight tensor `tensor`, or nullptr.
  const std::vector<float>* imported_weight_scales(int tensor) const;
  // A tensor's name, or its base's when it is an unnamed view.
  std::string tensor_label(int tensor) const;
  void record(OpQuantRecord r) { quant_records_.push_back(std::move(r)); }
  const std::vector<OpQuantRecord>& quant_records() const { return quant_records_; }

  // Finishes the map: weights image, workspace and caller regions. Call once, after lowering.
  void finish();
  const std::vector<uint8_t>& weights_image() const { return image_; }
  int64_t dram_bytes() const { return dram_bytes_; }
  const std::vector<NpuIORegion>& inputs() const { return inputs_; }
  const std::vector<NpuIORegion>& outputs() const { return outputs_; }

 private:
  const Plan& plan_;
  NpuGeometry geo_;
  NpuQuantisation quant_;
  std::vector<OpQuantRecord> quant_records_;
  std::vector<uint8_t> plan_weights_;  // the plan's f32 blob
  std::vector<uint8_t> image_;         // weights region, fp16
  int64_t workspace_base_ = 0, dram_bytes_ = 0, ones_addr_ = -1;
  std::vector<NpuIORegion> inputs_, outputs_;
  std::map<std::pair<int, int>, int64_t> packed_;
  std::map<std::vector<int64_t>, int64_t> shared_packed_;
};

int64_t align64(int64_t v);

}  // namespace rammer::npu
