#include "rtask/op_split.h"

#include <mutex>

#include "frontend/ops/op_registry.h"
#include "rtask/ops/builder.h"

namespace rammer {

const char* split_kind_name(SplitKind k) {
  switch (k) {
    case SplitKind::tiled: return "tiled";
    case SplitKind::elementwise_chain: return "elementwise chain";
    case SplitKind::view: return "view";
    case SplitKind::whole: return "whole";
  }
  return "?";
}

const char* variant_family_name(VariantFamily f) {
  switch (f) {
    case VariantFamily::gemm: return "gemm";
    case VariantFamily::memory: return "memory";
    case VariantFamily::rnn_step: return "rnn_step";
    case VariantFamily::rnn_projection: return "rnn_projection";
    case VariantFamily::whole: return "whole";
  }
  return "?";
}

const SplitProduct* OpSplit::product(OpFamily f) const {
  for (const auto& p : products)
    if (p.family == f) return &p;
  return nullptr;
}

void register_rtask_hooks() {
  static std::once_flag once;
  std::call_once(once, [] { rtask_detail::Builder::register_splits(); });
}

const OpSplit* op_split(const std::string& op) {
  register_rtask_hooks();
  const OpSchema* s = OpRegistry::instance().find(op, "");
  return s == nullptr ? nullptr : s->hook<OpSplit>();
}

namespace rtask_detail {

void attach_split(std::initializer_list<const char*> ops, const OpSplit& split) {
  for (const char* op : ops) OpRegistry::attach(op, split);
}

// One registration function per family file in rtask/ops/.
void Builder::register_splits() {
  register_conv_splits();
  register_gemm_splits();
  register_pool_splits();
  register_reduce_splits();
  register_movement_splits();
  register_elementwise_splits();
  register_rnn_splits();
  register_view_splits();
  register_opaque_splits();
}

}  // namespace rtask_detail
}  // namespace rammer
