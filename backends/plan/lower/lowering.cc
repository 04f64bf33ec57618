// What every family's lowering uses (the task space, epilogue programs, Concat placements), the
// reference-op fallback, and the dispatch through the op registry (backends/plan/op_lowering.h).
#include "backends/plan/lower/lowering.h"

#include <algorithm>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

void Lowering::op(size_t index) {
  const ROperator& rop = r_.program.ops[index];
  const RKernel& k = rop.variants.at(static_cast<size_t>(rop.chosen));
  OpDesc d{};
  std::string why;
  const bool lowered = !o_.reference_only && try_lower(index, d, why);
  if (!lowered) {
    RAMMER_CHECK(get_param(rop, "input_relu").empty(), "plan: rOperator ", rop.name,
                 " applies a ReLU to its input and has no tile kernel (", why, ")");
    RAMMER_CHECK(get_param(rop, "input_scale").empty(), "plan: rOperator ", rop.name,
                 " scales its input per channel and has no tile kernel (", why, ")");
    RAMMER_CHECK(get_param(rop, "input_affine").empty(), "plan: rOperator ", rop.name,
                 " applies a BatchNormalization to its input and has no tile kernel (", why, ")");
    RAMMER_CHECK(get_param(rop, "dw_prologue").empty(), "plan: rOperator ", rop.name,
                 " computes a depthwise conv as its input and has no tile kernel (", why, ")");
    RAMMER_CHECK(get_param(rop, "max_pool_epilogue").empty(), "plan: rOperator ", rop.name,
                 " computes the conv it pools and has no tile kernel (", why, ")");
    for (const Access& w : rop.writes)
      RAMMER_CHECK(w.map != AccessMap::place, "plan: rOperator ", rop.name, " writes its part of Concat output ",
                   w.tensor, " and has no tile kernel (", why, ")");
    const int64_t tasks = tile_count(rop.space, k.tile);
    if (tasks != 1 || !o_.allow_reference_ops) {
      RAMMER_UNSUPPORTED("plan: rOperator ", rop.name, " (", rop.kind, ") has no tile kernel",
                         why.empty() ? std::string() : " (" + why + ")", " and ",
                         o_.allow_reference_ops
                             ? std::to_string(tasks) + " rTasks (a reference op must have one)"
                             : std::string("the target cannot run reference ops"));
    }
    OpDesc ref{};
    for (auto& o : ref.operands) o = -1;
    ref.kind = static_cast<int32_t>(OpKind::reference);
    ref.variant = rop.chosen;
    set_space(ref, rop.space, k.tile);
    kernels::ReferenceParams p;
    p.first_node = static_cast<int64_t>(plan_.reference_nodes.size());
    p.node_count = static_cast<int64_t>(rop.nodes.size());
    p.pack(ref);
    for (const auto& name : rop.nodes) plan_.reference_nodes.push_back(node(name));
    d = ref;
  }
  plan_.ops.push_back(d);
  plan_.op_names.push_back(rop.name);
  plan_.op_kinds.push_back(rop.kind);
  plan_.shared_bytes = std::max(plan_.shared_bytes, k.shared_bytes);
  plan_.resident_bytes = std::max(plan_.resident_bytes, k.resident_bytes);
  plan_.num_tasks += d.num_tasks;
}

std::string Lowering::tile_kernel_problem(size_t index, kernels::OpKind* kind) {
  OpDesc d{};
  std::string why;
  if (try_lower(index, d, why)) {
    if (kind != nullptr) *kind = static_cast<kernels::OpKind>(d.kind);
    return "";
  }
  const ROperator& rop = r_.program.ops[index];
  return why.empty() ? rop.kind + " has no tile kernel" : why;
}

// Fills `d` for rOperator `index` with its tile kernel; false and `why` (the family's refusal, a
// value) when it has none. An exception from here is an internal error, not an answer.
bool Lowering::try_lower(size_t index, OpDesc& d, std::string& why) {
  const ROperator& rop = r_.program.ops[index];
  const OpLowering::Entry& how = lowering_of(rop);  // outside capture_status: a missing entry is our bug
  for (auto& o : d.operands) o = -1;
  d.variant = rop.chosen;
  set_space(d, rop.space, rop.variants.at(static_cast<size_t>(rop.chosen)).tile);
  why_.clear();
  const bool lowered = lower(rop, how, d);
  why = why_;
  return lowered && why_.empty();
}

bool Lowering::refuse(std::string why) {
  if (why_.empty()) why_ = std::move(why);
  return false;
}

const Node& Lowering::node(const std::string& name) const {
  for (const auto& n : g_.nodes) {
    if (n.name == name) return n;
  }
  RAMMER_FAIL("plan: graph node '", name, "' not found");
}

// The task count is the rProgram's (tile_count, which also gives a zero extent one empty tile).
void Lowering::set_space(OpDesc& d, const Shape& space, const std::vector<int64_t>& tile) {
  RAMMER_CHECK(tile.size() == space.size(), "plan: iteration space ", shape_str(space), " with tile of rank ",
               tile.size());
  const int64_t tasks = tile_count(space, tile);
  d.num_tasks = static_cast<int32_t>(tasks);
  for (int i = 0; i < kernels::kMaxRank; ++i) d.space[i] = d.tile[i] = 1;
  if (space.size() > static_cast<size_t>(kernels::kMaxRank)) {
    // No tile kernel takes this rank (lower() declines it): describe the tasks as a 1-D space so a
    // reference op still has the schedule's task count.
    d.rank = 1;
    d.space[0] = tasks;
    return;
  }
  d.rank = static_cast<int32_t>(space.size());
  for (size_t i = 0; i < space.size(); ++i) {
    d.space[i] = space[i];
    d.tile[i] = std::max<int64_t>(1, tile[i]);
  }
}

// Writes a step program's operands from `first` on.
void Lowering::put_program(OpDesc& d, const StepProgram& p, int first) {
  for (size_t i = 0; i < p.operands.size(); ++i) d.operands[first + static_cast<int>(i)] = p.operands[i];
  d.num_steps = static_cast<int32_t>(p.steps.size());
  for (size_t i = 0; i < p.steps.size(); ++i) d.steps[i] = p.steps[i];
}

std::vector<const Node*> Lowering::nodes_of(const ROperator& rop, size_t from) const {
  std::vector<const Node*> out;
  for (size_t i = from; i < rop.nodes.size(); ++i) out.push_back(&node(rop.nodes[i]));
  return out;
}

// The tensors the op writes whole (its node outputs); placements are listed by placements_of.
std::vector<std::string> Lowering::writes_of(const ROperator& rop) const {
  std::vector<std::string> w;
  for (const auto& a : rop.writes)
    if (a.map != AccessMap::place) w.push_back(a.tensor);
  return w;
}

// The view of a "place" write (args axis, offset): the Concat output's part at `offset` along
// the axis, shaped as the writer's space.
int Lowering::placed_view(const Access& a, const Shape& space) {
  const int out = t_.named(a.tensor);
  const std::vector<int64_t> strides = contiguous_strides(t_.at(out).shape);
  return t_.view(out, space, strides, a.args.at(1) * strides.at(static_cast<size_t>(a.args.at(0))));
}

// The op's "place" writes (rtask/place_concat.h): its last node's output stored into a Concat's
// output as well.
std::vector<plan_detail::Placement> Lowering::placements_of(const ROperator& rop) {
  std::vector<plan_detail::Placement> out;
  for (const auto& a : rop.writes) {
    if (a.map != AccessMap::place) continue;
    out.push_back({node(rop.nodes.back()).outputs.at(0), placed_view(a, rop.space), a.args.at(2) != 0});
  }
  return out;
}

bool Lowering::require_f32(const ROperator& rop) {
  for (const auto& a : rop.reads) {
    if (t_.at(t_.named(a.tensor)).dtype != DType::f32)
      return refuse(detail::concat("plan: ", rop.kind, " reads ", a.tensor, " of dtype ",
                                   dtype_name(t_.at(t_.named(a.tensor)).dtype)));
  }
  return true;
}

bool Lowering::require_float(const ROperator& rop) {
  for (const auto& a : rop.reads) {
    const DType t = t_.at(t_.named(a.tensor)).dtype;
    if (t != DType::f32 && !dtype_is_half(t))
      return refuse(detail::concat("plan: ", rop.kind, " reads ", a.tensor, " of dtype ", dtype_name(t)));
  }
  return true;
}

std::optional<DType> Lowering::weight_storage(const std::string& name) const {
  if (!o_.weights_at_precision) return std::nullopt;
  const DType to = o_.precision == kernels::MathPrecision::fp16   ? DType::f16
                   : o_.precision == kernels::MathPrecision::bf16 ? DType::bf16
                                                                  : DType::f32;
  if (to == DType::f32 || name.empty()) return std::nullopt;  // fp32 and tf32 keep f32 weights
  const Tensor* c = g_.constant(name);
  if (c == nullptr || c->numel() == 0 || c->rank() < 2 || c->rank() > kernels::kMaxRank) return std::nullopt;
  if (c->dtype() != DType::f32 && !dtype_is_half(c->dtype())) return std::nullopt;
  return to;
}

// Epilogue of a conv/gemm anchor: nodes after the first, register 0 = the anchor's output.
bool Lowering::epilogue(OpDesc& d, const ROperator& rop, const Node& anchor) {
  std::vector<const Node*> nodes = nodes_of(rop, 1);
  const std::vector<plan_detail::Placement> placed = placements_of(rop);
  if (nodes.empty() && placed.empty()) return true;
  std::vector<std::string> stored = writes_of(rop);
  const auto y_at = std::find(stored.begin(), stored.end(), anchor.outputs[0]);
  const bool y_read = y_at != stored.end();  // another op reads the anchor's own output
  if (y_read) stored.erase(y_at);
  StepProgram p =
      plan_detail::build_step_program(g_, t_, nodes, rop.space, anchor.outputs[0], 4, stored, placed);
  if (!p.refused.empty()) return refuse(p.refused);
  // Store the accumulator to y first, so y is right whether a kernel stores it itself or not.
  // When nothing reads y, the program's own stores are the op's only outputs (kernels write y
  // only when the program has no store) and the full-tensor write of y is skipped.
  if (y_read || p.steps.empty())
    p.steps.insert(p.steps.begin(), kernels::ElemStep{static_cast<int32_t>(kernels::ElemOp::store),
                                                      kernels::kOperandBase + 3, 0, 0, 0, 0, 0});
  if (p.steps.size() > static_cast<size_t>(kernels::kMaxSteps)) return refuse("plan: epilogue too long");
  put_program(d, p, 4);
  return true;
}

const Access* Lowering::find_access(const std::vector<Access>& v, AccessMap map) const {
  for (const auto& a : v) {
    if (a.map == map) return &a;
  }
  return nullptr;
}

// The registry entry of the rOperator's first node's op, for the rOperator's family.
const OpLowering::Entry& Lowering::lowering_of(const ROperator& rop) const {
  const Node& n = node(rop.nodes.at(0));
  const OpLowering* lowering = op_lowering(n.op);
  const OpLowering::Entry* e = lowering == nullptr ? nullptr : lowering->entry(rop.family);
  RAMMER_CHECK(e != nullptr, "plan: rOperator ", rop.name, " (", op_family_name(rop.family), " of op ", n.op,
               ") has no lowering in the op registry");
  return *e;
}

bool Lowering::lower(const ROperator& rop, const OpLowering::Entry& how, OpDesc& d) {
  // Tile kernels take ranks up to kMaxRank and the DTypeCodes up to f64.
  for (const auto* list : {&rop.reads, &rop.writes}) {
    for (const Access& a : *list) {
      const PlanTensor& t = t_.at(t_.named(a.tensor));
      if (t.shape.size() > static_cast<size_t>(kernels::kMaxRank) || t.dtype == DType::i16) return false;
    }
  }
  return how.lower != nullptr && (this->*how.lower)(rop, d);  // nullptr: reference only
}

// The ops rtask runs whole, and views (which run whole when they cannot be views): reference only.
void Lowering::register_reference_lowerings() {
  register_rtask_hooks();
  for (const OpSchema& s : OpRegistry::instance().all()) {
    const OpSplit* split = s.hook<OpSplit>();
    if (split != nullptr && (split->kind == SplitKind::whole || split->kind == SplitKind::view))
      attach_lowering({s.op.c_str()}, {{{OpFamily::opaque, nullptr}}});
  }
}

}  // namespace rammer::plan_detail
