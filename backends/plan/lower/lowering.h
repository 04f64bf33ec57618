// Internal to backends/plan/: lowering one rOperator to its tile kernel's OpDesc (kernels/op_desc.h).
//
// lowering.cc holds what every family uses (the task space, epilogue programs, Concat placements)
// and the dispatch through the op registry (backends/plan/op_lowering.h); each family's file in
// backends/plan/lower/ defines the Lowering members that fill its OpDescs (operands as documented
// per OpKind in kernels/op_desc.h, params and fparams only through the kind's typed pack in
// kernels/op_params.h) and one function that attaches them to its ops.
// rtask/ops/ has a file of the same name per family that builds those rOperators. An op whose
// lowering is not possible (a family without a tile kernel, a dtype or attribute the kernels lack)
// becomes OpKind::reference when it has exactly one rTask, and is an error otherwise.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "backends/plan/op_lowering.h"
#include "backends/plan/plan.h"
#include "backends/plan/plan_tensors.h"
#include "backends/plan/step_program.h"
#include "frontend/ops/op_registry.h"
#include "kernels/op_params.h"
#include "rtask/op_split.h"

namespace rammer::plan_detail {

inline std::vector<int64_t> get_param(const ROperator& op, const std::string& key) {
  auto it = op.params.find(key);
  return it == op.params.end() ? std::vector<int64_t>{} : it->second;
}

// Attaches `lowering` to each of `ops` (the family files' registration functions).
void attach_lowering(std::initializer_list<const char*> ops, const OpLowering& lowering);

class Lowering {
 public:
  // op_lowering.cc: attaches every family's lowerings (register_plan_hooks).
  static void register_lowerings();

  Lowering(const Graph& g, const ScheduleReport& r, const PlanOptions& o, Plan& plan)
      : g_(g), r_(r), o_(o), plan_(plan), t_(plan, g, r.program) {}
  // The options are kept by reference: a temporary would dangle (ASan: stack-use-after-scope).
  Lowering(const Graph&, const ScheduleReport&, PlanOptions&&, Plan&) = delete;

  // Appends rOperator `index`'s OpDesc (its tile kernel, or a reference op) to the plan.
  void op(size_t index);

  TensorTable& tensors() { return t_; }

  // "" when rOperator `index` (its chosen variant) lowers to a tile kernel, else why not (the
  // scratch plan's tables absorb the work). `kind`, when given, receives the tile kernel's kind.
  std::string tile_kernel_problem(size_t index, kernels::OpKind* kind = nullptr);

  // Fills `d` for rOperator `index` with its tile kernel; false (and `why`, when lowering threw)
  // when it has none.
  bool try_lower(size_t index, kernels::OpDesc& d, std::string& why);

 private:
  // lowering.cc: what every family uses.
  const Node& node(const std::string& name) const;
  static void set_space(kernels::OpDesc& d, const Shape& space, const std::vector<int64_t>& tile);
  static void put_program(kernels::OpDesc& d, const StepProgram& p, int first);
  std::vector<const Node*> nodes_of(const ROperator& rop, size_t from) const;
  std::vector<std::string> writes_of(const ROperator& rop) const;
  int placed_view(const Access& a, const Shape& space);
  std::vector<Placement> placements_of(const ROperator& rop);
  // Refusals: why this rOperator has no tile kernel, as a value (the first reason wins); a family's
  // lowering returns `refuse(...)`, i.e. false.
  bool refuse(std::string why);
  // False (refused) unless every tensor the op reads is f32 (kernels that read raw floats).
  bool require_f32(const ROperator& rop);
  // False (refused) unless every tensor the op reads is f32, f16 or bf16: the GPU-style tile kernels
  // read and write those through load_f/store_f and compute in fp32.
  bool require_float(const ROperator& rop);
  bool epilogue(kernels::OpDesc& d, const ROperator& rop, const Node& anchor);  // false: refused
  const Access* find_access(const std::vector<Access>& v, AccessMap map) const;
  const OpLowering::Entry& lowering_of(const ROperator& rop) const;
  bool lower(const ROperator& rop, const OpLowering::Entry& how, kernels::OpDesc& d);
  static void register_reference_lowerings();

  // lower/elementwise.cc
  static void register_elementwise_lowerings();
  bool elementwise(const ROperator& rop, kernels::OpDesc& d);

  // lower/conv.cc
  static void register_conv_lowerings();
  bool conv(const ROperator& rop, kernels::OpDesc& d);
  bool input_affine(const Node& pw, kernels::OpDesc& d);
  const Node* producer_of(const std::string& v) const;
  bool dw_prologue(const ROperator& rop, const Node& pw, kernels::OpDesc& d);
  // The conv computing `v` through a chain of Relu / Clip nodes; `act` gets the chain, first first.
  const Node& activation_chain(const ROperator& rop, const std::string& v, std::vector<const Node*>& act) const;
  // Appends the chain's Relu / Clip steps after d's steps; false (refused) when they do not fit.
  bool put_activation_steps(const ROperator& rop, const std::vector<const Node*>& act, kernels::OpDesc& d);

  // The dtype (f16 or bf16) in which constant `name`, a weight operand of an op that carries the
  // plan's precision, is stored (PlanOptions::weights_at_precision), or nullopt: keep it as it is.
  std::optional<DType> weight_storage(const std::string& name) const;

  // lower/gemm.cc
  static void register_gemm_lowerings();
  bool gemm(const ROperator& rop, kernels::OpDesc& d);
  bool matmul(const ROperator& rop, kernels::OpDesc& d);

  // lower/pool.cc
  static void register_pool_lowerings();
  bool pool(const ROperator& rop, kernels::OpDesc& d);
  bool global_pool(const ROperator& rop, kernels::OpDesc& d);
  bool conv_max_pool(const ROperator& rop, kernels::OpDesc& d);

  // lower/reduce.cc: reductions and row ops.
  static void register_reduce_lowerings();
  bool reduce(const ROperator& rop, kernels::OpDesc& d);
  bool row(const ROperator& rop, kernels::OpDesc& d);

  // lower/movement.cc: tensor movement.
  static void register_movement_lowerings();
  bool copy(const ROperator& rop, kernels::OpDesc& d);
  bool gather(const ROperator& rop, kernels::OpDesc& d);
  bool concat(const ROperator& rop, kernels::OpDesc& d);
  bool pad(const ROperator& rop, kernels::OpDesc& d);

  // lower/rnn.cc
  static void register_rnn_lowerings();
  kernels::ActivationCode activation(const std::string& name);  // refuses an unknown name
  bool rnn_projection(const ROperator& rop, kernels::OpDesc& d);
  bool rnn(const ROperator& rop, kernels::OpDesc& d);
  void rnn_cell_operands(const ROperator& rop, const Node& n, int base, kernels::RnnParams& p, kernels::OpDesc& d);

  const Graph& g_;
  const ScheduleReport& r_;
  const PlanOptions& o_;
  Plan& plan_;
  TensorTable t_;
  std::string why_;  // the current op's first refusal (try_lower)
};

}  // namespace rammer::plan_detail
