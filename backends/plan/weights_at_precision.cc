#include "backends/plan/weights_at_precision.h"

#include <map>

#include "kernels/common.h"

namespace rammer {

int64_t padded_k(int64_t K) { return (K + 7) / 8 * 8; }

Tensor k_contiguous_at(const Tensor& c, const Shape& matrix, bool k_last, DType to) {
  RAMMER_CHECK(to == DType::f16 || to == DType::bf16, "plan: weights are stored at f16 or bf16, not ",
               dtype_name(to));
  RAMMER_CHECK(matrix.size() >= 2 && shape_numel(matrix) == c.numel(), "plan: constant ", shape_str(c.shape()),
               " read as matrices ", shape_str(matrix));
  const size_t r = matrix.size();
  const int64_t rows = matrix[r - 2], cols = matrix[r - 1];
  const int64_t K = k_last ? cols : rows, other = k_last ? rows : cols, Kp = padded_k(K);
  Shape stored(matrix.begin(), matrix.end() - 2);
  const int64_t batch = shape_numel(stored);
  stored.push_back(other);
  stored.push_back(Kp);
  Tensor out(to, stored);  // zero-filled: the pad stays +0
  uint16_t* dst = out.data<uint16_t>();
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t o = 0; o < other; ++o)
      for (int64_t k = 0; k < K; ++k) {
        const int64_t src = b * rows * cols + (k_last ? o * cols + k : k * cols + o);
        const float v = static_cast<float>(c.get_f64(src));
        dst[(b * other + o) * Kp + k] = to == DType::f16 ? kernels::float_to_half(v) : kernels::float_to_bf16(v);
      }
  return out;
}

void drop_unused_weights(Plan& plan, const std::set<int>& candidates) {
  auto base_of = [&](int t) { return plan.tensors[static_cast<size_t>(t)].base >= 0 ? plan.tensors[static_cast<size_t>(t)].base : t; };
  std::set<int> read;
  for (const auto& op : plan.ops)
    for (int32_t o : op.operands)
      if (o >= 0) read.insert(base_of(o));
  for (const auto& io : plan.inputs) read.insert(base_of(io.tensor));
  for (const auto& io : plan.outputs) read.insert(base_of(io.tensor));
  std::set<std::string> node_inputs;
  for (const Node& n : plan.reference_nodes)
    for (const auto& in : n.inputs) node_inputs.insert(in);
  std::set<int> drop;
  std::set<int64_t> offsets;
  for (int c : candidates) {
    const PlanTensor& t = plan.tensors[static_cast<size_t>(c)];
    RAMMER_CHECK(t.base < 0 && t.desc.buffer == static_cast<int32_t>(kernels::Buffer::weights), "plan: tensor ",
                 t.name, " is not a weight");
    if (read.count(c) || node_inputs.count(t.name)) continue;
    drop.insert(c);
    offsets.insert(t.desc.offset);
  }
  if (drop.empty()) return;
  // Relocate the weights (a view moves with its base), then renumber the tensors.
  std::vector<int64_t> old_offset(plan.tensors.size());
  for (size_t i = 0; i < plan.tensors.size(); ++i) old_offset[i] = plan.tensors[i].desc.offset;
  const std::map<int64_t, int64_t> moved = plan.weights.remove(offsets);
  std::vector<int> index(plan.tensors.size(), -1);
  std::vector<PlanTensor> kept;
  for (size_t i = 0; i < plan.tensors.size(); ++i) {
    const int b = base_of(static_cast<int>(i));
    if (drop.count(b)) continue;
    PlanTensor t = std::move(plan.tensors[i]);
    if (t.desc.buffer == static_cast<int32_t>(kernels::Buffer::weights)) {
      const int64_t base_at = old_offset[static_cast<size_t>(b)];
      t.desc.offset = moved.at(base_at) + (old_offset[i] - base_at);
    }
    index[i] = static_cast<int>(kept.size());
    kept.push_back(std::move(t));
  }
  for (PlanTensor& t : kept)
    if (t.base >= 0) t.base = index[static_cast<size_t>(t.base)];
  plan.tensors = std::move(kept);
  for (auto& op : plan.ops)
    for (int32_t& o : op.operands)
      if (o >= 0) o = index[static_cast<size_t>(o)];
  for (auto& io : plan.inputs) io.tensor = index[static_cast<size_t>(io.tensor)];
  for (auto& io : plan.outputs) io.tensor = index[static_cast<size_t>(io.tensor)];
}

}  // namespace rammer
