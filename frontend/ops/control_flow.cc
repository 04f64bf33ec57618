// Control flow. ONNX `If` never reaches the Graph IR as itself: the loader (frontend/onnx/
// onnx_control_flow.cc) splices both branches into the graph and joins their outputs with
// IfSelect, which frontend/passes/lower_if.cc then resolves: an Identity of the
// taken branch when the condition is constant, a Where when it depends on data.
//
// IfSelect(cond, then_1..then_k, else_1..else_k) -> out_1..out_k, attribute `branches_pure` (1 when
// neither branch holds a nondeterministic op). out_i = cond ? then_i : else_i, whole tensors.
// Shapes: with cond known at compile time, the taken branch's; otherwise both branches must agree
// in dtype and shape (the If could not be if-converted otherwise), and the error says so.
#include "frontend/ops/op_registry.h"
#include "frontend/ops/op_util.h"

namespace rammer {

namespace {

void check_arity(size_t inputs, size_t outputs) {
  RAMMER_CHECK(inputs == 1 + 2 * outputs, "IfSelect needs the condition and two inputs per output, got ", inputs,
               " inputs for ", outputs, " outputs");
}

bool condition_value(const Tensor& cond) {
  RAMMER_CHECK(cond.numel() == 1, "the If condition must hold one element, it has shape ", shape_str(cond.shape()));
  return cond.get_f64(0) != 0;
}

void infer_if_select(InferContext& ctx) {
  const size_t k = ctx.num_outputs();
  check_arity(ctx.num_inputs(), k);
  RAMMER_CHECK(shape_numel(ctx.shape(0)) == 1, "the If condition must hold one element, it has shape ",
               shape_str(ctx.shape(0)));
  if (const Tensor* cond = ctx.known(0)) {
    const size_t first = condition_value(*cond) ? 1 : 1 + k;
    for (size_t i = 0; i < k; ++i) {
      ctx.set_output(i, ctx.dtype(first + i), ctx.shape(first + i));
      if (const Tensor* v = ctx.known(first + i)) ctx.set_known_output(i, *v);
    }
    return;
  }
  for (size_t i = 0; i < k; ++i) {
    const Value& a = ctx.input(1 + i);
    const Value& b = ctx.input(1 + k + i);
    if (a.dtype != b.dtype || a.shape != b.shape)
      RAMMER_FAIL("the condition depends on runtime data and output ", i, " differs between the branches (then ",
                  dtype_name(a.dtype), shape_str(a.shape), ", else ", dtype_name(b.dtype), shape_str(b.shape),
                  "), so both cannot be computed and selected; pin the inputs the condition depends on with "
                  "--input-value NAME=V");
    ctx.set_output(i, a.dtype, a.shape);
  }
}

void eval_if_select(EvalContext& ctx) {
  const size_t k = ctx.num_outputs();
  check_arity(ctx.num_inputs(), k);
  const size_t first = condition_value(ctx.input(0)) ? 1 : 1 + k;
  for (size_t i = 0; i < k; ++i) ctx.set_output(i, ctx.input(first + i));
}

}  // namespace

void register_control_flow_ops(OpRegistry& r) {
  // Registered in the default domain so that every stage's per-op hooks find it (it runs whole, as its
  // reference, when lower_if did not run); the loader refuses a model that uses it itself.
  r.add({"IfSelect", "", 1, 21, {"branches_pure"},
         "the join of an If whose branches the loader spliced into the graph (not an ONNX op)", infer_if_select,
         eval_if_select});
}

}  // namespace rammer
