// The plan's tensor table while it is being built: base tensors (one per rProgram tensor, placed in
// weights / workspace / caller buffers) and anonymous strided views of them that OpDescs name.
//
// Expects: the rProgram's tensors and the Graph (constants, inputs, outputs). Guarantees: every base
// tensor has contiguous strides; weights and workspace slots are 64-byte aligned and never overlap
// (one slot per tensor; build_plan then lets memory_plan.h share the slots the schedule proves
// free); a view shares its base's bytes and carries its element offset (see PlanTensor::io_bytes).
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "backends/plan/plan.h"
#include "rtask/rprogram.h"

namespace rammer::plan_detail {

std::vector<int64_t> contiguous_strides(const Shape& shape);

class TensorTable {
 public:
  TensorTable(Plan& plan, const Graph& g, const RProgram& p);

  // The base (or graph-view) tensor of that name; throws when unknown.
  int named(const std::string& name) const;
  bool has(const std::string& name) const { return index_.count(name) != 0; }
  // A view of tensor `of` (its bytes) with this shape, element strides and element offset.
  int view(int of, const Shape& shape, const std::vector<int64_t>& strides, int64_t elem_offset = 0);
  // `of` broadcast (right-aligned, ONNX rules) to `space`.
  int broadcast(int of, const Shape& space);
  // A new constant in the weights blob (referenced, not copied).
  int add_weight(const std::string& name, std::shared_ptr<const Tensor> t);
  // A new workspace slot.
  int add_workspace(const std::string& name, DType dtype, const Shape& shape);
  // Constant `name` (its value `c`) stored at `to` K-contiguous (weights_at_precision.h, k_contiguous_at),
  // converted once per (name, matrix, k_last, to); `row` receives the padded K. The copy and the
  // original both become weights that drop_unused_weights may remove once nothing reads them.
  int add_weight_k_contiguous(const std::string& name, const Tensor& c, const Shape& matrix, bool k_last, DType to,
                              int64_t& row);
  const std::set<int>& droppable_weights() const { return droppable_; }
  const PlanTensor& at(int i) const { return plan_.tensors[static_cast<size_t>(i)]; }

 private:
  int add_base(const std::string& name, DType dtype, const Shape& shape, kernels::Buffer buffer,
               int64_t offset);
  Plan& plan_;
  std::map<std::string, int> index_;
  std::map<std::tuple<std::string, Shape, bool, DType>, std::pair<int, int64_t>> k_contiguous_;  // -> (base, row)
  std::set<int> droppable_;
};

}  // namespace rammer::plan_detail
