#include "backends/plan/plan_tensors.h"

#include "backends/plan/weights_at_precision.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

namespace rammer {

int64_t dtype_code_size(int32_t code) {
  switch (static_cast<kernels::DTypeCode>(code)) {
    case kernels::DTypeCode::f32: return 4;
    case kernels::DTypeCode::f16: return 2;
    case kernels::DTypeCode::i64: return 8;
    case kernels::DTypeCode::i32: return 4;
    case kernels::DTypeCode::i8: return 1;
    case kernels::DTypeCode::u8: return 1;
    case kernels::DTypeCode::boolean: return 1;
    case kernels::DTypeCode::f64: return 8;
    case kernels::DTypeCode::i16: return 2;
    case kernels::DTypeCode::bf16: return 2;
  }
  RAMMER_FAIL("plan: unknown dtype code ", code);
}

kernels::DTypeCode dtype_code(DType t) {
  switch (t) {
    case DType::f32: return kernels::DTypeCode::f32;
    case DType::f16: return kernels::DTypeCode::f16;
    case DType::f64: return kernels::DTypeCode::f64;
    case DType::i64: return kernels::DTypeCode::i64;
    case DType::i32: return kernels::DTypeCode::i32;
    case DType::i8: return kernels::DTypeCode::i8;
    case DType::u8: return kernels::DTypeCode::u8;
    case DType::boolean: return kernels::DTypeCode::boolean;
    case DType::i16: return kernels::DTypeCode::i16;
    case DType::bf16: return kernels::DTypeCode::bf16;
    default: break;
  }
  RAMMER_UNSUPPORTED("plan: dtype ", dtype_name(t), " has no tile-kernel dtype code");
}

int Plan::find_tensor(const std::string& name) const {
  for (size_t i = 0; i < tensors.size(); ++i) {
    if (!name.empty() && tensors[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

namespace plan_detail {

namespace {
constexpr int64_t kAlign = 64;
int64_t align_up(int64_t v) { return (v + kAlign - 1) / kAlign * kAlign; }
}  // namespace

std::vector<int64_t> contiguous_strides(const Shape& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) s[i - 1] = s[i] * shape[i];
  return s;
}

TensorTable::TensorTable(Plan& plan, const Graph& g, const RProgram& p) : plan_(plan) {
  auto position = [](const std::vector<std::string>& v, const std::string& name) {
    auto it = std::find(v.begin(), v.end(), name);
    return it == v.end() ? -1 : static_cast<int>(it - v.begin());
  };
  // A graph output that is a view (a Squeeze of an LSTM's Y, a Reshape of a GEMM's result) of an
  // intermediate: the intermediate itself lives in that output's buffer, so its producers write the
  // output and nothing is copied after the run (the GPU runtimes copy nothing). Only where the bytes
  // are the output's alone: a base that is a graph input, a graph output or a constant, or that two
  // outputs view, stays where it is and is copied out (runtime/session.cc on the CPU).
  std::map<std::string, int> output_of_base;
  std::set<std::string> shared_bases;
  for (size_t o = 0; o < g.outputs.size(); ++o) {
    const TensorInfo* info = p.find_tensor(g.outputs[o]);
    if (info == nullptr || info->view_of.empty()) continue;
    const std::string& base = info->view_of;
    const TensorInfo* b = p.find_tensor(base);
    const Value* bv = g.find_value(base);
    const bool own = b != nullptr && shape_numel(b->shape) == shape_numel(info->shape) &&
                     (bv == nullptr || !bv->constant) && position(g.inputs, base) < 0 &&
                     position(g.outputs, base) < 0;
    if (!own || !output_of_base.emplace(base, static_cast<int>(o)).second) shared_bases.insert(base);
  }
  for (const auto& base : shared_bases) output_of_base.erase(base);
  // Graph inputs and outputs first so their index is stable and every one has a tensor, even when
  // no rOperator touches it (an output that is an input, a constant output).
  std::vector<std::string> order;
  for (const auto& t : p.tensors) order.push_back(t.name);
  for (const auto& n : g.inputs) order.push_back(n);
  for (const auto& n : g.outputs) order.push_back(n);
  for (const auto& name : order) {
    if (index_.count(name)) continue;
    const TensorInfo* info = p.find_tensor(name);
    const Value* v = g.find_value(name);
    DType dtype = info ? info->dtype : v->dtype;
    Shape shape = info ? info->shape : v->shape;
    if (info != nullptr && !info->view_of.empty()) continue;  // after the bases
    if (v != nullptr && v->constant) {
      add_weight(name, v->constant);
    } else if (int i = position(g.inputs, name); i >= 0) {
      add_base(name, dtype, shape, kernels::Buffer::input, i);
    } else if (int o = position(g.outputs, name); o >= 0) {
      add_base(name, dtype, shape, kernels::Buffer::output, o);
    } else if (auto it = output_of_base.find(name); it != output_of_base.end()) {
      add_base(name, dtype, shape, kernels::Buffer::output, it->second);
    } else {
      add_workspace(name, dtype, shape);
    }
  }
  // Graph views (Reshape...): the same bytes under the view's shape.
  for (const auto& t : p.tensors) {
    if (t.view_of.empty() || index_.count(t.name)) continue;
    int base = named(t.view_of);
    int v = view(base, t.shape, contiguous_strides(t.shape));
    plan_.tensors[static_cast<size_t>(v)].name = t.name;
    plan_.tensors[static_cast<size_t>(v)].dtype = t.dtype;
    plan_.tensors[static_cast<size_t>(v)].desc.dtype = static_cast<int32_t>(dtype_code(t.dtype));
    index_[t.name] = v;
  }
}

int TensorTable::named(const std::string& name) const {
  auto it = index_.find(name);
  RAMMER_CHECK(it != index_.end(), "plan: tensor '", name, "' is not in the plan");
  return it->second;
}

int TensorTable::add_base(const std::string& name, DType dtype, const Shape& shape,
                          kernels::Buffer buffer, int64_t offset) {
  PlanTensor t;
  t.name = name;
  t.dtype = dtype;
  t.shape = shape;
  t.desc.buffer = static_cast<int32_t>(buffer);
  t.desc.dtype = static_cast<int32_t>(dtype_code(dtype));
  t.desc.offset = offset;
  // A tensor of rank > kMaxRank is described flattened; only reference ops touch it
  // (Lowering::lower declines every op that does).
  const Shape desc_shape = shape.size() <= static_cast<size_t>(kernels::kMaxRank) ? shape : Shape{shape_numel(shape)};
  t.desc.rank = static_cast<int32_t>(desc_shape.size());
  std::vector<int64_t> st = contiguous_strides(desc_shape);
  for (size_t i = 0; i < desc_shape.size(); ++i) {
    t.desc.shape[i] = desc_shape[i];
    t.desc.strides[i] = st[i];
  }
  plan_.tensors.push_back(std::move(t));
  int idx = static_cast<int>(plan_.tensors.size() - 1);
  if (!name.empty()) index_[name] = idx;
  return idx;
}

int TensorTable::add_weight(const std::string& name, std::shared_ptr<const Tensor> c) {
  const DType dtype = c->dtype();
  const Shape shape = c->shape();
  const int64_t off = plan_.weights.add(std::move(c));
  return add_base(name, dtype, shape, kernels::Buffer::weights, off);
}

int TensorTable::add_weight_k_contiguous(const std::string& name, const Tensor& c, const Shape& matrix, bool k_last,
                                         DType to, int64_t& row) {
  const auto key = std::make_tuple(name, matrix, k_last, to);
  if (auto it = k_contiguous_.find(key); it != k_contiguous_.end()) {
    row = it->second.second;
    return it->second.first;
  }
  // The copy's name says what it is ("W@f16^T": transposed); primes keep it apart from any graph name.
  std::string copy_name = name + "@" + std::string(dtype_name(to)) + (k_last ? "" : "^T") +
                          (matrix == c.shape() ? "" : shape_str(matrix));
  while (index_.count(copy_name)) copy_name += "'";
  const int idx = add_weight(copy_name, std::make_shared<const Tensor>(k_contiguous_at(c, matrix, k_last, to)));
  row = plan_.tensors[static_cast<size_t>(idx)].shape.back();
  k_contiguous_[key] = {idx, row};
  droppable_.insert(idx);
  droppable_.insert(named(name));
  return idx;
}

int TensorTable::add_workspace(const std::string& name, DType dtype, const Shape& shape) {
  int64_t off = align_up(plan_.workspace_bytes);
  plan_.workspace_bytes = off + std::max<int64_t>(1, shape_numel(shape)) * static_cast<int64_t>(dtype_size(dtype));
  return add_base(name, dtype, shape, kernels::Buffer::workspace, off);
}

int TensorTable::view(int of, const Shape& shape, const std::vector<int64_t>& strides, int64_t elem_offset) {
  RAMMER_CHECK(strides.size() == shape.size(), "plan: view of rank ", shape.size(), " with ", strides.size(),
               " strides");
  // Beyond kMaxRank only a contiguous view can be described (flattened); only reference ops touch it.
  const bool flat = shape.size() > static_cast<size_t>(kernels::kMaxRank);
  RAMMER_CHECK(!flat || strides == contiguous_strides(shape), "plan: strided view of rank ", shape.size(),
               " exceeds ", kernels::kMaxRank);
  const Shape desc_shape = flat ? Shape{shape_numel(shape)} : shape;
  const std::vector<int64_t> desc_strides = flat ? std::vector<int64_t>{1} : strides;
  const PlanTensor& b = plan_.tensors[static_cast<size_t>(of)];
  PlanTensor t;
  t.base = b.base >= 0 ? b.base : of;
  t.dtype = b.dtype;
  t.shape = shape;
  t.desc = b.desc;
  t.io_bytes = b.io_bytes;
  t.desc.rank = static_cast<int32_t>(desc_shape.size());
  for (int i = 0; i < kernels::kMaxRank; ++i) t.desc.shape[i] = t.desc.strides[i] = 0;
  for (size_t i = 0; i < desc_shape.size(); ++i) {
    t.desc.shape[i] = desc_shape[i];
    t.desc.strides[i] = desc_strides[i];
  }
  int64_t bytes = elem_offset * dtype_code_size(b.desc.dtype);
  auto buf = static_cast<kernels::Buffer>(b.desc.buffer);
  if (buf == kernels::Buffer::input || buf == kernels::Buffer::output) {
    t.io_bytes += bytes;
  } else {
    t.desc.offset += bytes;
  }
  plan_.tensors.push_back(std::move(t));
  return static_cast<int>(plan_.tensors.size() - 1);
}

int TensorTable::broadcast(int of, const Shape& space) {
  const PlanTensor& b = plan_.tensors[static_cast<size_t>(of)];
  if (b.shape == space && b.base < 0) return of;
  const size_t r = space.size(), rb = b.shape.size();
  RAMMER_CHECK(rb <= r, "plan: cannot broadcast ", shape_str(b.shape), " to ", shape_str(space));
  std::vector<int64_t> strides(r, 0);
  for (size_t i = 0; i < rb; ++i) {
    size_t j = r - rb + i;
    int64_t d = b.shape[i];
    RAMMER_CHECK(d == space[j] || d == 1, "plan: cannot broadcast ", shape_str(b.shape), " to ",
                 shape_str(space));
    strides[j] = d == 1 && space[j] != 1 ? 0 : b.desc.strides[i];
  }
  return view(of, space, strides);
}

}  // namespace plan_detail
}  // namespace rammer
