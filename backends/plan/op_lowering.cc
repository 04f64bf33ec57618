#include "backends/plan/op_lowering.h"

#include <mutex>

#include "backends/plan/lower/lowering.h"
#include "frontend/ops/op_registry.h"

namespace rammer {

const OpLowering::Entry* OpLowering::entry(OpFamily f) const {
  for (const auto& e : entries)
    if (e.family == f) return &e;
  return nullptr;
}

bool OpLowering::has_tile_kernel() const {
  for (const auto& e : entries)
    if (e.lower != nullptr) return true;
  return false;
}

void register_plan_hooks() {
  static std::once_flag once;
  std::call_once(once, [] { plan_detail::Lowering::register_lowerings(); });
}

const OpLowering* op_lowering(const std::string& op) {
  register_plan_hooks();
  const OpSchema* s = OpRegistry::instance().find(op, "");
  return s == nullptr ? nullptr : s->hook<OpLowering>();
}

namespace plan_detail {

void attach_lowering(std::initializer_list<const char*> ops, const OpLowering& lowering) {
  for (const char* op : ops) OpRegistry::attach(op, lowering);
}

// One registration function per family file in backends/plan/lower/.
void Lowering::register_lowerings() {
  register_conv_lowerings();
  register_gemm_lowerings();
  register_pool_lowerings();
  register_reduce_lowerings();
  register_movement_lowerings();
  register_rnn_lowerings();
  register_elementwise_lowerings();
  register_reference_lowerings();
}

}  // namespace plan_detail
}  // namespace rammer
